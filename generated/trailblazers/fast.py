"""Trailblazers: the random playout with the flow compiled in, by Cairn.

The same game as rules.py, for random agents only: the setup and the round unrolled, each
decide step a loop drawing its picks inline from one flat list of legal moves, the game's
functions inlined into effects. A seed plays the same game here as through GameState.apply
(tests/runtime/test_fast_playout.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import settle_choices

from .rules import (
    ANIMAL_MARKS,
    TABLEAU_AREA,
    TRAIL_CARDS,
    distinct,
    place_camp,
    place_trail,
    round_deal,
    round_goals_award,
    round_goals_check,
    round_pass_hands,
    setup_decks,
    tableau_spots,
)


def round_camp_legal_moves(state, p):
    """The legal moves of step camp as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    area = p["area"]
    for camp in p["camps"]:
        for spot in tableau_spots(area, TABLEAU_AREA):
            moves.append(('place_camp', (camp, spot)))
    return moves


def round_turn_legal_moves(state, p):
    """The legal moves of step turn-1 as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    area = p["area"]
    animal_supply = state.g["animal_supply"]
    if len(p["camps"]) < 3:
        for card in distinct(p["hand"]):
            for spot in tableau_spots(area, TABLEAU_AREA):
                for turn in (0, 180):
                    for mark in ANIMAL_MARKS:
                        if (mark == 'bare' or state.options["animal_module"] == 'enabled' and TRAIL_CARDS[card]["animal"] is not None and animal_supply[TRAIL_CARDS[card]["animal"]] > 0):
                            moves.append(('place_trail', (card, spot, turn, mark)))
    return moves


def round_camp_play(state, randoms, observe):
    """Every pick of the round step camp, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [1 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_camp_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        if observe is not None:
            observe(state)
        p = players[seat]
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'place_camp':
            place_camp(state, p, args[0], args[1])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[1])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 1)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_turn_1_play(state, randoms, observe):
    """Every pick of the round step turn-1, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (True) else 0 for p in players]
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
        if observe is not None:
            observe(state)
        p = players[seat]
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'place_trail':
            place_trail(state, p, args[0], args[1], args[2], args[3])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[2])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 2)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_turn_2_play(state, randoms, observe):
    """Every pick of the round step turn-2, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (True) else 0 for p in players]
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
        if observe is not None:
            observe(state)
        p = players[seat]
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'place_trail':
            place_trail(state, p, args[0], args[1], args[2], args[3])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[6])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 6)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_turn_3_play(state, randoms, observe):
    """Every pick of the round step turn-3, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (True) else 0 for p in players]
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
        if observe is not None:
            observe(state)
        p = players[seat]
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'place_trail':
            place_trail(state, p, args[0], args[1], args[2], args[3])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[10])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 10)
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
    setup_decks(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    state.next_round()
    while state.phase != 'over':
        state.step = 0
        for p in players:
            if (True):
                round_deal(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 1
        round_camp_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 2
        round_turn_1_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 3
        for p in players:
            if (True):
                round_goals_check(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 4
        round_goals_award(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 5
        round_pass_hands(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 6
        round_turn_2_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 7
        for p in players:
            if (True):
                round_goals_check(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 8
        round_goals_award(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 9
        round_pass_hands(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 10
        round_turn_3_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 11
        for p in players:
            if (True):
                round_goals_check(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 12
        round_goals_award(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 13
        round_pass_hands(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 14
        state.next_round()
    return state
