"""A fast random playout: the games random agents play, without building a Move for every option.

`random_playout` makes exactly the choices `RandomAgent.choose` would make through
`legal_actions()`/`apply()` — the same random draw from the same agent RNG over the legal
moves in the same order — so a seed gives the same game on either path (tests/runtime/test_playout.py
plays both and compares). It reads the decision as the state keeps it, (action, argument lists)
groups, picks an index, and applies the chosen action directly. It keeps no move history, and
takes no snapshots for secret steps: nobody looks at a random playout until it is over.

After a pick, the same decide step usually goes on (another pick, or the next player), so
the playout looks for that next decision itself and leaves the general `advance()` to the
moments the step ends, a choice is pending, or the game is over.
"""
from __future__ import annotations

from .chance import resume
from .piles import check_caps
from .state import PASS, GameState


def random_playout(state: GameState, rngs: list, moves: int | None = None) -> GameState:
    """Play `state` to the end, choosing for seat k with `rngs[k].random()`; with `moves`, only that many
    moves (each a draw: a move `auto: single` takes draws nothing), stopping at the decision after the last,
    where `apply()` would have stopped."""
    rules = state.rules
    actions = rules.actions
    players = state.players
    randoms = [rng.random for rng in rngs]
    max_moves = rules.max_moves_per_turn
    left = -1 if moves is None else moves
    observed, state.observed = state.observed, False
    try:
        while state.phase != "over":
            pending = state.pending
            if pending is not None:
                seat = pending["seat"]
                options = pending["options"]
                step = state.steps()[state.step]
                if len(options) == 1 and step.auto == "single":
                    choice = options[0]      # taken without asking: no draw, as on the agents' path
                else:
                    if left == 0:
                        break       # the moves asked for are played: stop where a draw comes next
                    left -= 1
                    choice = options[int(randoms[seat]() * len(options))]
                state.pending = None
                state._moves = state._groups = None
                p = players[seat]
                resume(state, p, pending, choice)
                state.count_move(seat, step)
                if state.pending is None:
                    state.after_action()
                    state.picked(seat, p)
                state.advance()
                continue
            groups = state._groups
            if groups is None:
                raise RuntimeError("random_playout: no decision is pending on a game that is not over")
            seat = state._seat
            step = state.steps()[state.step]
            if len(groups) == 1:
                name, argument_lists = groups[0]
                if len(argument_lists) == 1 and step.auto == "single":
                    args = argument_lists[0]     # taken without asking: no draw, as on the agents' path
                else:
                    if left == 0:
                        break
                    left -= 1
                    args = argument_lists[int(randoms[seat]() * len(argument_lists))]
            else:
                if left == 0:
                    break
                left -= 1
                total = 0
                for _name, argument_lists in groups:
                    total += len(argument_lists)
                index = int(randoms[seat]() * total)
                for name, argument_lists in groups:
                    if index < len(argument_lists):
                        break
                    index -= len(argument_lists)
                args = argument_lists[index]
            state._moves = state._groups = None
            p = players[seat]
            if name == PASS:
                state.picks[seat] = 0
            else:
                if step.pay is not None:
                    step.pay(state, p)
                actions[name].apply(state, p, *args)
                state.turn_moves += 1
                if state.turn_moves > max_moves:
                    state.turn_never_ends(seat, step)
                if state.pending is not None:
                    continue
                state.after_action()
                state.picked(seat, p)
            if not state.end_requested and state.phase != "over" and state.next_pick(step):
                continue
            state.advance()
    finally:
        state.observed = observed
    if rules.caps and observed:     # once a game, not after every move (nor in a world a search imagines): a pile
        check_caps(state)           # past its `max:` at the end is still found
    return state
