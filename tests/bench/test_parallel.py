"""`cairn bench`'s parallel figure: its JSON on a tiny count (the speed itself is measured by the bench, not here)."""
from pathlib import Path

from compiler.commands.bench import PARALLEL_GAMES, PARALLEL_GAMES_QUICK, parallel_scaling
from compiler.driver.build import Project
from compiler.driver.games import load_rules

ROOT = Path(__file__).resolve().parents[2]


def test_the_parallel_figure_says_its_games_load_cpu_and_that_both_runs_agree():
    figure = parallel_scaling(load_rules(Project(ROOT), "thru-the-appalachian"), 120)
    assert figure["games"] == 120 and figure["players"] == 2
    assert figure["identical_results"] is True
    assert (figure["target"], figure["target_games"]) == (1.8, 20_000)
    cpu = figure["cpu_seconds"]
    assert set(cpu) == {"workers_1", "workers_2", "in_halves"} and all(seconds > 0 for seconds in cpu.values())
    # both are rounded to 3 places: 2 / x moves by up to 2 * 0.0005 / x² when x is off by half its last place
    overhead = figure["cpu_overhead"]
    assert abs(figure["speedup_with_two_free_cores"] - 2 / overhead) <= 0.0005 + 0.001 / (overhead - 0.0005) ** 2
    runs = figure["load_average_of_runs"]
    assert set(runs) == set(cpu) and all(len(pair) == 2 and min(pair) >= 0 for pair in runs.values())
    assert figure["load_average"] == [runs["workers_2"][0], runs["workers_1"][1]]    # the one-worker run last
    assert figure["cpu_overhead_in_halves"] > 0
    assert figure["speedup"] > 0 and "-n 120 " in figure["command"]


def test_the_full_bench_plays_the_targets_count_and_quick_a_tenth_of_it_or_more():
    assert PARALLEL_GAMES == 20_000
    assert 2_000 <= PARALLEL_GAMES_QUICK < PARALLEL_GAMES
