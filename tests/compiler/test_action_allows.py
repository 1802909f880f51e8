"""The generated `<action>_allows`: one argument tuple tested alone, as `<action>_moves` would list it or not.

An action whose effect may ask its player is made again from before it in every world the seat imagines at the
choice (runtime/knowledge.py `_replayed`); its move is asked of its action alone (GameState.offers_alone), not found
among the whole decision's. These check, at every decision of random games of every game in generated/, that each
such action allows exactly the argument tuples it lists — those it lists now and those it listed at other decisions
— and that `offers_alone` answers as `offers` does for every move of those actions met.
"""
from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest

from runtime.state import GameState, Move, Seat

ROOT = Path(__file__).resolve().parents[2]
GAMES = [importlib.import_module(f"generated.{p.name}").GAME
         for p in sorted((ROOT / "generated").iterdir()) if (p / "rules.py").is_file()]


def _asking(rules) -> list:
    return [a for a in rules.actions.values() if a.asks]


def test_every_action_that_asks_has_its_test():
    asking = [a for rules in GAMES for a in _asking(rules)]
    assert asking, "no game in generated/ has an action that asks"
    assert all(a.allows is not None for a in asking)
    assert all(a.allows is None for rules in GAMES for a in rules.actions.values() if not a.asks)


def _check_decision(state, met: dict, met_moves: list) -> int:
    seat, step = state.to_move(), state.current_step()
    p = state.players[seat]
    checked = 0
    for action in _asking(state.rules):
        if action.name not in step.actions:     # (an action asked out of its step may read what is not set)
            continue
        listed = action.moves(state, p)
        met.setdefault(action.name, set()).update(listed)
        for args in met[action.name]:
            assert bool(action.allows(state, p, *args)) == (args in listed), (state.rules.id, action.name, args)
            checked += 1
    legal = state.legal_actions()
    for move in legal:
        if state.rules.actions.get(move.name) is not None and state.rules.actions[move.name].asks:
            met_moves.append(move)
    # moves of asking actions met at other decisions, made out to this one's seat and step where they could be its
    for move in met_moves[-40:]:
        if move.label == step.label and move.name in step.actions:
            again = Move(seat, move.name, move.args, move.label, move.words)
            assert state.offers_alone(again) == (again in legal), (state.rules.id, str(again))
    state._moves = None     # (offers_alone asks only where the decision is not listed yet)
    return checked


@pytest.mark.parametrize("rules", [g for g in GAMES if _asking(g)], ids=lambda g: g.id)
def test_allows_is_membership_in_the_actions_moves(rules):
    checked = 0
    for players in sorted({rules.min_players, rules.max_players}):
        for seed in range(3):
            state = GameState(rules, players, seed)
            rng = random.Random(seed)
            met, met_moves = {}, []
            while not state.is_over():
                step = state.current_step()
                if state.pending is None and step is not None and step.kind == "decide" and state._moves is None:
                    checked += _check_decision(state, met, met_moves)
                moves = state.legal_actions()
                state.apply(moves[int(rng.random() * len(moves))], check=False)
    assert checked > 1000


def test_a_move_naming_a_player_is_asked_of_the_decision():
    """A player's argument is a seat in the move and a record in the action's list: `offers` is asked."""
    for rules in GAMES:
        for action in _asking(rules):
            state = GameState(rules, rules.min_players, 0)
            if state.pending is None and state.to_move() is not None:
                step = state.current_step()
                move = Move(state.to_move(), action.name, (Seat(0),) * len(action.params), step.label, action.words)
                assert state.offers_alone(move) == state.offers(move)
