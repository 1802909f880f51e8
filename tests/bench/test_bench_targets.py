"""`cairn bench` sets every figure it measured against issue 12's targets, with the command that measures it again."""
from compiler.commands.bench_targets import target_rows

REPORT = {
    "reference": [{"game": "g", "players": 2, "ratio": 0.32}, {"game": "g", "players": 4, "ratio": 1.04}],
    "native": {"skipped": "no C compiler (CC)"},
    "parallel": {"game": "g", "games": 4_000, "target_games": 20_000, "target": 1.8, "speedup": 1.9, "identical_results": True,
                 "command": "cairn simulate g -n 400 --workers 1; --workers 2"},
    "compile": {"targets": {"cold_build_s": {"target": 1.0, "met": False, "met_in_cpu_time": False},
                            "noop_build_s": {"target": 0.2, "met": True, "met_in_cpu_time": True},
                            "check_one_game_s": {"target": 0.3, "met": False, "met_in_cpu_time": True}},
                "commands": {"cold_build_s": "rm -rf build/cache && cairn build", "noop_build_s": "cairn build",
                             "check_one_game_s": "cairn check g"},
                "cold_build_s": {"median": 5.4, "cpu_median": 5.3}, "noop_build_s": {"median": 0.18, "cpu_median": 0.17},
                "check_one_game_s": {"median": 0.31, "cpu_median": 0.29}},
    "memory": {"game": "g", "games": 100_000, "target_games": 100_000, "peak_rss_mb": 29.5, "target_mb": 200,
               "command": "cairn simulate g"},
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
