"""Cairn's performance targets set against what one `cairn bench` run measured, each with the command to measure it again.

A figure is met or not by the run's own numbers; a figure the run did not measure (no native build here, a
`--quick` run's smaller game counts) says so in `note` rather than passing for the target's measurement.
"""
from __future__ import annotations

# (figure, target, "at least" / "at most"); the parallel, memory and compile figures carry their own targets
RATIO = ("generated / hand-written", 1.0, "at least")
NATIVE = ("native / hand-written CPython", 3.0, "at least")
COMPILE = {"cold_build_s": "compile all games cold (s)", "noop_build_s": "no-op build (s)",
           "check_one_game_s": "check one game (s)"}


def _row(figure: str, target: float, direction: str, value, command: str, **where) -> dict:
    met = value is not None and (value >= target if direction == "at least" else value <= target)
    return {"figure": figure, **where, "value": value, "target": target, "direction": direction,
            "met": met, "command": command}


def target_rows(report: dict, invocation: str) -> list[dict]:
    """One row per target the report measured; `invocation` is the bench command that made it."""
    rows = []
    for row in report.get("reference", ()):
        rows.append(_row(*RATIO, row["ratio"], f"{invocation} --json (reference: interleaved in one process, CPU "
                                               f"time); counted: python -m bench.instructions {row['game']} "
                                               f"{row['players']} --games 30",
                         game=row["game"], players=row["players"]))
    native = report.get("native", {})
    for row in native.get("ratios", ()):
        rows.append(_row(*NATIVE, row["ratio"], "cairn bench --native --json (the native build, in a child process)",
                         game=row["game"], players=row["players"]))
    if "skipped" in native:
        rows.append(_row(*NATIVE, None, "cairn bench --native --json") | {"note": f"not measured: {native['skipped']}"})
    parallel = report.get("parallel")
    if parallel:
        row = _row("--workers 2 / --workers 1", parallel["target"], "at least", parallel["speedup"], parallel["command"],
                   game=parallel["game"])
        wanted = parallel["target_games"]
        row["met"] = row["met"] and parallel["identical_results"] and parallel["games"] >= wanted
        if parallel["games"] < wanted:
            row["note"] = f"measured at {parallel['games']:,} games; the target is at {wanted:,} (cairn bench --json)"
        if not parallel["identical_results"]:
            row["note"] = "the two runs' results differ"
        rows.append(row)
    compile_ = report.get("compile")
    if compile_:
        for key, figure in COMPILE.items():
            target = compile_["targets"][key]
            rows.append(_row(figure, target["target"], "at most", compile_[key]["median"], compile_["commands"][key])
                        | {"met": target["met"], "cpu_seconds": compile_[key]["cpu_median"],
                           "met_in_cpu_time": target.get("met_in_cpu_time", target["met"])})
    memory = report.get("memory")
    if memory:
        row = _row("peak memory (MB)", memory["target_mb"], "at most", memory["peak_rss_mb"], memory["command"],
                   game=memory["game"])
        wanted = memory["target_games"]
        if memory["games"] < wanted:
            row["met"] = False
            row["note"] = f"measured over {memory['games']:,} games; the target is over {wanted:,} (cairn bench --json)"
        rows.append(row)
    return rows


def print_targets(rows: list[dict]) -> None:
    print("performance targets:")
    for row in rows:
        where = " ".join(str(row[k]) + (" players" if k == "players" else "") for k in ("game", "players") if k in row)
        value = "-" if row["value"] is None else f"{row['value']:g}"
        mark = "met" if row["met"] else "missed"
        note = f" ({row['note']})" if "note" in row else ""
        print(f"  {row['figure']:<32} {where:<34} {value:>8}  target {row['direction']} {row['target']:g}: {mark}{note}")
