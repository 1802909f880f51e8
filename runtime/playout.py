"""A fast random playout: the games random agents play, without building a Move for every option.

`random_playout` makes exactly the choices `RandomAgent.choose` would make through
`legal_actions()`/`apply()` — the same random draw from the same agent RNG over the legal
moves in the same order — so a seed gives the same game on either path (tests/runtime/test_playout.py
plays both and compares). It reads the decision as the state keeps it, (action, argument lists)
groups, picks an index, and applies the chosen action directly. It keeps no move history.
"""
from __future__ import annotations

from .state import PASS, GameState


def random_playout(state: GameState, rngs: list) -> GameState:
    """Play `state` to the end, choosing for seat k with `rngs[k].random()`."""
    rules = state.rules
    actions = rules.actions
    players = state.players
    while state.phase != "over":
        pending = state.pending
        if pending is not None:
            seat = pending["seat"]
            options = pending["options"]
            choice = options[int(rngs[seat].random() * len(options))]
            state.pending = None
            state._moves = state._groups = None
            p = players[seat]
            rules.continuations[pending["then"]](state, p, *pending["bound"], choice)
            if state.pending is None:
                _picked(state, rules, seat, p)
            state.advance()
            continue
        groups = state._groups
        if groups is None:
            raise RuntimeError("random_playout: no decision is pending on a game that is not over")
        seat = state.to_move()
        total = 0
        for _name, argument_lists in groups:
            total += len(argument_lists)
        index = int(rngs[seat].random() * total)
        for name, argument_lists in groups:
            if index < len(argument_lists):
                break
            index -= len(argument_lists)
        state._moves = state._groups = None
        p = players[seat]
        if name == PASS:
            state.picks[seat] = 0
        else:
            step = (rules.setup if state.phase == "setup" else rules.round)[state.step]
            if step.pay is not None:
                step.pay(state, p)
            actions[name].apply(state, p, *argument_lists[index])
            state.turn_moves += 1
            if state.pending is None:
                _picked(state, rules, seat, p)
        state.advance()
    return state


def _picked(state, rules, seat, p) -> None:
    """One pick of the step is made (as GameState.apply counts it)."""
    state.picks[seat] -= 1
    if not rules.is_active(state, p):
        state.picks[seat] = 0
