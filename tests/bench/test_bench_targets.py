"""`cairn bench` sets every figure it measured against the performance targets, with the command that measures it
again; a target the run did not measure has its row too, saying why."""
import subprocess
from pathlib import Path

from compiler.commands import bench
from compiler.commands.bench_targets import target_rows
from compiler.driver.build import Project
from compiler.driver.native import DEFAULT_CFLAGS, QUICK_CFLAGS, Module, compiler_command, extension_key

REPORT = {
    "reference": [{"game": "g", "players": 2, "ratio": 0.32}, {"game": "g", "players": 4, "ratio": 1.04}],
    "native": {"skipped": "no C compiler (CC)"},
    "parallel": {"game": "g", "games": 4_000, "target_games": 20_000, "target": 1.8, "speedup": 1.9, "identical_results": True,
                 "command": "cairn simulate g -n 400 --workers 1; --workers 2"},
    "compile": {"targets": {"fresh_build_s": {"target": 1.5, "met": False, "met_in_cpu_time": False},
                            "noop_build_s": {"target": 0.2, "met": True, "met_in_cpu_time": True},
                            "check_one_game_s": {"target": 0.3, "met": False, "met_in_cpu_time": True}},
                "commands": {"fresh_build_s": "CAIRN_CACHE_DIR=$(mktemp -d) cairn build", "noop_build_s": "cairn build",
                             "check_one_game_s": "cairn check g"},
                "fresh_build_s": {"median": 5.4, "cpu_median": 5.3}, "noop_build_s": {"median": 0.18, "cpu_median": 0.17},
                "check_one_game_s": {"median": 0.31, "cpu_median": 0.29}},
    "memory": {"game": "g", "games": 100_000, "target_games": 100_000, "peak_rss_mb": 29.5, "target_mb": 200,
               "command": "cairn simulate g"},
    "quick": True, "wall_s": 97.0,
    "openspiel": {"game": "pig", "players": 2, "pure": {"over_python_loop": 0.61, "over_cpp_bots": 0.05},
                  "native": {"over_python_loop": 0.9, "over_cpp_bots": 0.07, "quick": True, "cflags": ["-O1"]}},
    "greedy_overhead": [{"game": "g", "players": 2, "overhead": 2.5}],
}


def rows_by(figure):
    return [row for row in target_rows(REPORT, "cairn bench --quick") if row["figure"] == figure]


def test_ratios_are_met_only_at_or_above_one():
    ratios = rows_by("generated / hand-written")
    assert [(r["players"], r["value"], r["met"]) for r in ratios] == [(2, 0.32, False), (4, 1.04, True)]
    assert "python -m bench.instructions g 2 --games 30" in ratios[0]["command"]
    assert ratios[0]["command"].startswith("cairn bench --quick --json")


def test_a_figure_not_measured_is_not_met_and_says_why():
    native, = rows_by("native / hand-written CPython")
    assert native["met"] is False and native["value"] is None and "no C compiler" in native["note"]
    parallel, = rows_by("--workers 2 / --workers 1")
    assert parallel["value"] == 1.9 and parallel["met"] is False and "20,000" in parallel["note"]


def test_compile_targets_keep_wall_and_cpu_verdicts_and_their_commands():
    check, = rows_by("check one game (s)")
    assert (check["value"], check["met"], check["met_in_cpu_time"], check["cpu_seconds"]) == (0.31, False, True, 0.29)
    assert check["command"] == "cairn check g" and check["direction"] == "at most"
    memory, = rows_by("peak memory (MB)")
    assert memory["met"] is True and "note" not in memory


def test_every_target_has_a_row_measured_or_not():
    figures = {row["figure"] for row in target_rows(REPORT, "cairn bench --quick")}
    assert {"cold build, fresh cache (s)", "cairn bench --quick wall time (s)", "Pig: Cairn pure / OpenSpiel Python loop",
            "Pig: Cairn native / OpenSpiel C++ bots"} <= figures
    search, = [row for row in target_rows(REPORT, "cairn bench") if row["figure"].startswith("search overhead")]
    assert search["value"] is None and "not measured" in search["note"]
    greedy, = [row for row in target_rows(REPORT, "cairn bench") if row["figure"].startswith("greedy overhead")]
    assert (greedy["value"], greedy["met"], greedy["players"]) == (2.5, True, 2)
    wall, = rows_by("cairn bench --quick wall time (s)")
    assert (wall["value"], wall["target"], wall["met"]) == (97.0, 120.0, True)
    pig_native, = rows_by("Pig: Cairn native / OpenSpiel C++ bots")
    assert pig_native["met"] is False and "-O1" in pig_native["note"]


def test_a_quick_run_asks_the_native_build_for_the_fast_level(monkeypatch):
    asked = []

    def child(command, **_):
        asked.append(command)
        return subprocess.CompletedProcess(command, 0, stdout='{"ratios": []}', stderr="")
    monkeypatch.setattr(bench.subprocess, "run", child)
    monkeypatch.delenv("CFLAGS", raising=False)
    quick = bench.native_ratios(Project(Path(".")), 3, 0.2, quick=True)
    full = bench.native_ratios(Project(Path(".")), 3, 0.2)
    assert asked[0][-len(QUICK_CFLAGS):] == list(QUICK_CFLAGS) and asked[1][-1:] == ["-O2"]
    assert (quick["cflags"], quick["quick"], full["cflags"]) == (list(QUICK_CFLAGS), True, list(DEFAULT_CFLAGS))
    fast = compiler_command(QUICK_CFLAGS)
    assert "-O2" not in fast and set(QUICK_CFLAGS) <= set(fast)
    module = Module("runtime.state", Path("state.py"), "x = 1\n")
    assert extension_key(module, fast) != extension_key(module, compiler_command())    # kept apart from -O2's
