"""The hand-written reference simulators (bench/reference/) play the same game as the generated rules.

They share no code and no random stream with Cairn, so they are compared as samples: over the same
number of random-agent games, the mean rounds, the mean score of each seat, the share of each `ended_by`
reason and each seat's share of wins must differ by less than 4 standard errors of the difference
(computed from the two samples). A true difference of rules moves one of these by far more; chance
alone fails a check about once in 15,000 (several checks per case: still rare).

This is what makes `cairn bench`'s generated / hand-written ratio honest: the reference is not faster
because it plays a simpler game.
"""
import importlib
import math
import random

import pytest

from bench.reference import reference_module
from runtime.simulate import game_seed, play_game

SIGMAS = 4.0

# (game, players, games): 2,000 games at 2 players; fewer for another count, and fewer Trek games,
# whose generated game runs at about 80 games/s on a loaded 2-core machine, and fewer Trailblazers games
# (20 games/s at 2 players, 5 at 8 on a loaded machine). Random agents close a loop in about 3 % of
# Trailblazers areas, so these see only rules that move the scores a lot; tests/bench/
# test_reference_trailblazers.py checks the reference's placements and loops exactly.
CASES = [
    ("thru-the-appalachian", 2, 2000),
    ("thru-the-appalachian", 4, 300),
    ("thru-the-appalachian", 1, 300),
    ("trek-to-zion", 2, 400),
    ("trek-to-zion", 4, 150),
    ("trailblazers", 2, 150),      # a rule that moves the scores (goals ranked at 0) is 60 standard errors off here
    ("trailblazers", 4, 50),
    ("trailblazers", 8, 16),       # both decks: a hand may hold two copies of a card
]


def generated_samples(game: str, players: int, games: int) -> list:
    rules = importlib.import_module(f"generated.{game.replace('-', '_')}").GAME
    out = []
    for index in range(games):
        state = play_game(rules, players, game_seed(12, index), None)
        out.append({"rounds": state.round, "scores": state.scores(), "ended_by": state.ended_by,
                    "winners": state.winners()})
    return out


def reference_samples(game: str, players: int, games: int) -> list:
    module = reference_module(game)
    rng = random.Random(12)
    return [module.play(players, 0, rng=rng) for _ in range(games)]


def measures(samples: list, players: int, reasons) -> dict:
    """Each compared quantity as one value per game."""
    out = {"rounds": [g["rounds"] for g in samples]}
    for seat in range(players):
        out[f"score[{seat}]"] = [g["scores"][seat] for g in samples]
        out[f"wins[{seat}]"] = [1 if seat in g["winners"] else 0 for g in samples]
    for reason in reasons:
        out[f"ended_by={reason}"] = [1 if g["ended_by"] == reason else 0 for g in samples]
    return out


def mean_var(values: list) -> tuple:
    n = len(values)
    mean = sum(values) / n
    return mean, sum((v - mean) ** 2 for v in values) / (n - 1)


def disagreements(generated: list, reference: list, players: int) -> list:
    """The quantities whose means differ by more than SIGMAS standard errors, as readable lines."""
    reasons = sorted({g["ended_by"] for g in generated} | {g["ended_by"] for g in reference}, key=str)
    gen, ref = measures(generated, players, reasons), measures(reference, players, reasons)
    bad = []
    for name in gen:
        (gm, gv), (rm, rv) = mean_var(gen[name]), mean_var(ref[name])
        se = math.sqrt(gv / len(gen[name]) + rv / len(ref[name]))
        # both samples constant (e.g. one ended_by reason): they must be the same constant
        if abs(gm - rm) > SIGMAS * se + 1e-9:
            bad.append(f"{name}: generated {gm:.3f}, reference {rm:.3f} (difference {abs(gm - rm) / max(se, 1e-12):.1f} SE)")
    return bad


@pytest.mark.parametrize("game,players,games", CASES, ids=[f"{g}-{p}p" for g, p, _ in CASES])
def test_reference_agrees_with_generated(game, players, games):
    generated = generated_samples(game, players, games)
    reference = reference_samples(game, players, games)
    bad = disagreements(generated, reference, players)
    assert not bad, "\n".join(bad)


def test_the_comparison_catches_a_shift():
    """A sample whose scores are 3 points higher is not 'within sampling error' of itself."""
    rng = random.Random(5)
    games = [{"rounds": 20 + int(rng.random() * 6), "scores": [int(rng.random() * 40) + 80, 100],
              "ended_by": "end condition", "winners": [0]} for _ in range(2000)]
    shifted = [{**g, "scores": [g["scores"][0] + 3, 100]} for g in games]
    assert disagreements(games, games, 2) == []
    assert [line.split(":")[0] for line in disagreements(games, shifted, 2)] == ["score[0]"]


def test_bench_reports_the_ratio_per_game_and_player_count():
    """`cairn bench` carries generated / hand-written for every game with a reference, at 2 and 4 players
    (the figures are measured, never asserted)."""
    from pathlib import Path

    from compiler.commands.bench import reference_ratios
    from compiler.driver.build import Project
    rules = {game: importlib.import_module(f"generated.{game.replace('-', '_')}").GAME
             for game in ("thru-the-appalachian", "trek-to-zion", "trailblazers")}
    rows = reference_ratios(Project(Path(__file__).resolve().parents[2]), rules, 1, 0.01)
    assert [(row["game"], row["players"]) for row in rows] == [
        ("thru-the-appalachian", 2), ("thru-the-appalachian", 4), ("trek-to-zion", 2), ("trek-to-zion", 4),
        ("trailblazers", 2), ("trailblazers", 4)]
    for row in rows:
        assert row["ratio"] > 0 and row["generated_gps"] > 0 and row["reference_gps"] > 0
