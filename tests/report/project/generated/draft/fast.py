"""Draft (report fixture): the random playout with the flow compiled in, by Cairn.

The same game as rules.py, for random agents only: the setup and the round unrolled, each
decide step a loop drawing its picks inline from one flat list of legal moves, the game's
functions inlined into effects. A seed plays the same game here as through GameState.apply
(tests/runtime/test_fast_playout.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import settle_choices

from .rules import (
    GAME,
    polish,
    take,
)


def round_turn_legal_moves(state, p):
    """The legal moves of step turn as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    for card in state.g.market:
        moves.append(('take', (card,)))
    if len(state.g.market) > 100:
        moves.append(('polish', ()))
    return moves


def round_turn_any_move(state, p):
    """Does the seat have a legal move in step turn? (True, or a falsy value.)"""
    for card in state.g.market:
        return True
    if len(state.g.market) > 100:
        return True
    return False


def round_turn_play(state, randoms, observe):
    """Every pick of the round step turn, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [0] * len(players)
    p = players[state.turn]
    if (True):
        picks[state.turn] = 1
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_turn_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'take':
            take(state, p, args[0])
        elif name == 'polish':
            polish(state, p)
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[0])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 0)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def play(state, randoms, observe=None):
    """Play a game made with `GameState(..., start=False)` to its end; seat k draws with `randoms[k]()`.

    `observe(state)`, when given, is called at every drawn decision (tests compare the states).
    The caller sets `state.observed = False` (runtime/fastplay.py `play_compiled`): no secret snapshots.
    """
    players = state.players
    state.step = 0
    state.next_round()
    while state.phase != 'over':
        state.step = 0
        round_turn_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 1
        state.end_turn()
    return state
