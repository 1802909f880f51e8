"""A save taken at any decision loads again, and the game goes on from it as it would have.

The fixture is tests/language/fixtures_root/definitions/twin-sums/game.yaml, a push-your-luck game
whose effect keeps a list of groups (`let options = roll_choices()`, the three pairings of four dice
as their sums) across the `choose` of a pairing: the save of a game waiting on that choice holds the
list in `pending.bound`. Every decision of many seeded games is saved, loaded and played on from the
loaded copy; the games must end exactly as those played without saves.
"""
from __future__ import annotations

import random

import pytest

from runtime.state import GameState
from tests.language.test_push_your_luck import ROOT, load_rules

GAME = "twin-sums"


@pytest.fixture(scope="module")
def twin_sums(tmp_path_factory):
    return load_rules(ROOT, GAME, tmp_path_factory.mktemp("twin"))


def play(rules, seed: int, players: int, reload: bool) -> tuple:
    """A game with random moves of `seed`; with `reload`, saved and loaded again before every decision."""
    state, rng, saves = GameState(rules, players, seed), random.Random(seed), 0
    while not state.is_over():
        if reload:
            text = state.to_json()
            state = GameState.from_json(rules, text)
            assert state.to_json() == text
            saves += 1
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    return state.scores(), state.winners(), state.round, state.to_json(), saves


def test_a_save_waiting_on_a_choice_keeps_the_list_of_groups_the_effect_holds(twin_sums):
    state = GameState(twin_sums, 2, 3)
    while state.pending is None:                  # the first roll of a turn is taken without asking
        state.apply(state.legal_actions()[0])
    assert any(isinstance(b, (list, tuple)) and b and isinstance(b[0], (list, tuple))
               for b in state.pending["bound"])    # the pairings, each a group of two sums
    again = GameState.from_json(twin_sums, state.to_json())
    assert [str(m) for m in again.legal_actions()] == [str(m) for m in state.legal_actions()]


def test_every_decision_of_many_games_saves_and_loads_and_plays_on_the_same(twin_sums):
    saves = 0
    for seed in range(12):
        players = 2 + seed % 3
        straight = play(twin_sums, seed, players, reload=False)
        reloaded = play(twin_sums, seed, players, reload=True)
        assert reloaded[:4] == straight[:4], f"seed {seed}"
        saves += reloaded[4]
    assert saves > 400         # every decision, the pairings' choices among them
