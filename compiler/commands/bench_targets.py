"""Cairn's performance targets set against what one `cairn bench` run measured, each with the command to measure it again.

A figure is met or not by the run's own numbers; a figure the run did not measure (no native build here, no
OpenSpiel installed, a `--quick` run's smaller game counts) says so in `note` rather than passing for the
target's measurement. Every target has a row, measured or not, so the table is the whole list.
"""
from __future__ import annotations

# (figure, target, "at least" / "at most"); the parallel, memory and compile figures carry their own targets
RATIO = ("generated / hand-written", 1.0, "at least")
NATIVE = ("native / hand-written CPython", 3.0, "at least")
PIG_PURE = ("Pig: Cairn pure / OpenSpiel Python loop", 1.0, "at least")
PIG_NATIVE = ("Pig: Cairn native / OpenSpiel C++ bots", 0.5, "at least")
QUICK_WALL = ("cairn bench --quick wall time (s)", 120.0, "at most")
COMPILE = {"fresh_build_s": "cold build, fresh cache (s)", "noop_build_s": "no-op build (s)",
           "check_one_game_s": "check one game (s)"}

# Figures another part of the bench fills in under these keys of the report: either a list of rows
# {"game": ..., "players": ... (optional), "overhead": ..., "command": ... (optional)}, or {"skipped": why}.
# Until a run measures them, their rows say so.
OVERHEADS = {
    "search_overhead": ("search overhead (ISMCTS / random move)", 3.0,
                        "CPU of one ISMCTS playout move / one random-playout move, same game, same run"),
    "greedy_overhead": ("greedy overhead (decision / moves weighed)", 3.0,
                        "CPU of one greedy decision / (moves weighed x one random-playout move), same run"),
}


def _row(figure: str, target: float, direction: str, value, command: str, **where) -> dict:
    met = value is not None and (value >= target if direction == "at least" else value <= target)
    return {"figure": figure, **where, "value": value, "target": target, "direction": direction,
            "met": met, "command": command}


def _not_measured(figure: str, target: float, direction: str, command: str, why: str) -> dict:
    return _row(figure, target, direction, None, command) | {"note": f"not measured: {why}"}


def target_rows(report: dict, invocation: str) -> list[dict]:
    """One row per target; `invocation` is the bench command that made the report."""
    rows = []
    quick = report.get("quick", False)
    for row in report.get("reference", ()):
        measured = _row(*RATIO, row["ratio"], f"{invocation} --json (reference: interleaved in one process, CPU "
                                              f"time); counted: python -m bench.instructions {row['game']} "
                                              f"{row['players']} --games 30",
                        game=row["game"], players=row["players"])
        if "counted" in row:        # the instruction counts' ratio, beside the timed one that the target is met by
            measured["counted"] = row["counted"]["ratio"]
        rows.append(measured)
    native = report.get("native", {})
    for row in native.get("ratios", ()):
        measured = _row(*NATIVE, row["ratio"], "cairn bench --native --json (the native build, in a child process)",
                        game=row["game"], players=row["players"])
        if native.get("quick"):
            measured["note"] = f"built at {' '.join(native['cflags'])} for a quick run; the target is at -O2"
        rows.append(measured)
    if "skipped" in native:
        rows.append(_not_measured(*NATIVE, "cairn bench --native --json", native["skipped"]))
    rows += _overhead_rows(report)
    rows += _openspiel_rows(report.get("openspiel"), invocation)
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
    if "wall_s" in report:
        command = "time cairn bench --quick --json"
        if quick:
            row = _row(*QUICK_WALL, report["wall_s"], command) | {"cpu_seconds": report.get("cpu_s")}
            if not row["met"]:
                row["note"] = f"{report.get('cpu_s')} s of CPU with its children: a busy machine waits for its cores"
            rows.append(row)
        else:
            rows.append(_not_measured(*QUICK_WALL, command, f"this was not a quick run ({report['wall_s']:g} s)"))
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


def _overhead_rows(report: dict) -> list[dict]:
    """The search and greedy overheads: a row per game measured, or one row saying they were not."""
    rows = []
    for key, (figure, target, what) in OVERHEADS.items():
        found = report.get(key)
        command = f"cairn bench --json ({key}: {what})"
        if isinstance(found, list) and found:
            for row in found:
                where = {k: row[k] for k in ("game", "players") if k in row}
                rows.append(_row(figure, target, "at most", row["overhead"], row.get("command", command), **where))
        else:
            why = found["skipped"] if isinstance(found, dict) and "skipped" in found else "this bench does not measure it yet"
            rows.append(_not_measured(figure, target, "at most", command, why))
    return rows


def _openspiel_rows(pig: dict | None, invocation: str) -> list[dict]:
    """Pig with OpenSpiel's rules: pure against OpenSpiel's Python loop, native against its C++ bots."""
    if pig is None:
        return []
    if "skipped" in pig:
        return [_not_measured(*PIG_PURE, f"{invocation} --json", pig["skipped"]),
                _not_measured(*PIG_NATIVE, f"{invocation} --json", pig["skipped"])]
    command = f"{invocation} --json (openspiel: interleaved in one process, CPU time, {pig['players']} players)"
    rows = [_row(*PIG_PURE, pig["pure"]["over_python_loop"], command, game=pig["game"], players=pig["players"])]
    native = pig.get("native", {})
    if "skipped" in native:
        rows.append(_not_measured(*PIG_NATIVE, command, native["skipped"]))
    else:
        row = _row(*PIG_NATIVE, native["over_cpp_bots"], command + "; native in a child process",
                   game=pig["game"], players=pig["players"])
        if native.get("quick"):
            row["note"] = f"built at {' '.join(native['cflags'])} for a quick run; the target is at -O2"
        rows.append(row)
    return rows


def print_targets(rows: list[dict]) -> None:
    print("performance targets:")
    for row in rows:
        where = " ".join(str(row[k]) + (" players" if k == "players" else "") for k in ("game", "players") if k in row)
        value = "-" if row["value"] is None else f"{row['value']:g}"
        mark = "met" if row["met"] else "missed"
        if row.get("met_in_cpu_time", row["met"]) != row["met"]:      # a busy machine's wall time: say what CPU time says
            mark += f" ({'met' if row['met_in_cpu_time'] else 'missed'} in CPU time, {row['cpu_seconds']:g} s)"
        if "counted" in row:
            mark += f" (counted in instructions {row['counted']:g})"
        note = f" ({row['note']})" if "note" in row else ""
        print(f"  {row['figure']:<44} {where:<34} {value:>8}  target {row['direction']} {row['target']:g}: {mark}{note}")
