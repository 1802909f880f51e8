"""The scoring on the lowered state (`outcome`), for a game begun lowered (`play_begun`, its setup lowered: setup.py)
or, where its setup does not lower, begun on the readable state (`ended_lowered`: `play_lowered` plays the game to its
end without writing it back): `outcome` scores it as GameState.scores and winners score the readable state."""
from __future__ import annotations

import importlib

import pytest

from runtime.fastplay import begins_lowered, ends_lowered
from runtime.simulate import game_outcome, play_game

# (game, players, options): Trailblazers' goal cards rank the players (end goals, tie-breaks), its animals and its
# Adventurer mode score loops and travellers; JMT and Trail Story score piles and sets
SETTINGS = [("trailblazers", 2, None), ("trailblazers", 4, None), ("trailblazers", 3, {"animal_module": "enabled"}),
            ("trailblazers", 2, {"mode": "adventurer"}), ("trailblazer_jmt", 2, None),
            ("trail_story_america", 2, None)]


@pytest.mark.parametrize("package, players, options", SETTINGS)
def test_a_game_scored_lowered_tallies_what_the_records_score(package, players, options):
    rules = importlib.import_module(f"generated.{package}").GAME
    assert ends_lowered(rules) is not None or begins_lowered(rules) is not None
    seeds = range(8 if package == "trailblazers" else 4)
    for seed in seeds:
        state = play_game(rules, players, seed, None, options)
        expected = (state.scores(), state.winners(), state.round, state.ended_by)
        assert game_outcome(rules, players, seed, None, options) == expected, (players, seed)
