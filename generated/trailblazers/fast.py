"""Trailblazers: the random playout with the flow compiled in, by Cairn.

The same game as rules.py, for random agents only: the setup and the round unrolled, each
decide step a loop drawing its picks inline from one flat list of legal moves, the game's
functions inlined into effects. A seed plays the same game here as through GameState.apply
(tests/runtime/test_fast_playout.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import counted_move, counted_total, settle_choices

from .rules import (
    ANIMAL_MARKS,
    GAME,
    TABLEAU_AREA,
    TRAIL_CARDS,
    TRAIL_TYPES,
    distinct,
    figure_cells,
    figure_exits,
    figure_state,
    place_camp,
    place_trail,
    round_campfires,
    round_deal,
    round_goals_award,
    round_goals_check,
    round_pass_hands,
    round_travel,
    round_travellers_rested,
    round_travellers_stand,
    set_out,
    setup_decks,
    tableau_spots,
)


def round_camp_legal_moves(state, p):
    """The legal moves of step camp as rules.py lists them, as one list of (action, arguments) and counted blocks."""
    moves = []
    area = p.area
    travellers = p.travellers
    spots_area_travellers = tableau_spots(area, TABLEAU_AREA, figure_cells(travellers))
    camp_values = list(p.camps)
    if camp_values:
        spot_values = list(spots_area_travellers)
        if spot_values:
            moves.append((len(camp_values) * len(spot_values), 'place_camp', (), (camp_values, spot_values)))
    return moves


def round_turn_legal_moves(state, p):
    """The legal moves of step turn-1 as rules.py lists them, as one list of (action, arguments) and counted blocks."""
    moves = []
    area = p.area
    travellers = p.travellers
    my_animals_in_play = state.options["animal_module"] == 'enabled' or state.options["mode"] == 'adventurer'
    animal_supply = state.g.animal_supply
    if len(p.camps) < 3:
        spots_area_travellers = tableau_spots(area, TABLEAU_AREA, figure_cells(travellers))
        for card in distinct(p.hand):
            spot_values = list(spots_area_travellers)
            if spot_values:
                mark_values = [mark for mark in ANIMAL_MARKS if (mark == 'bare' or my_animals_in_play and TRAIL_CARDS[card]["animal"] is not None and animal_supply[TRAIL_CARDS[card]["animal"]] > 0)]
                if mark_values:
                    moves.append((len(spot_values) * 2 * len(mark_values), 'place_trail', (card,), (spot_values, (0, 180), mark_values)))
    return moves


def round_first_move_legal_moves(state, p):
    """The legal moves of step first_move-1 as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    travellers = p.travellers
    area = p.area
    for traveller in TRAIL_TYPES:
        if not (figure_state(travellers, traveller) == 'waiting'):
            continue
        for exit_ in figure_exits(travellers, traveller, area, TABLEAU_AREA):
            moves.append(('set_out', (traveller, exit_)))
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
        p = players[seat]
        count = counted_total(moves)
        if observe is not None:
            observe(state)
        name, args = counted_move(moves, int(randoms[seat]() * count))
        if name == 'place_camp':
            place_camp(state, p, args[0], args[1])
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
        p = players[seat]
        count = counted_total(moves)
        if observe is not None:
            observe(state)
        name, args = counted_move(moves, int(randoms[seat]() * count))
        if name == 'place_trail':
            place_trail(state, p, args[0], args[1], args[2], args[3])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[4])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 4)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_first_move_1_play(state, randoms, observe):
    """Every pick of the round step first_move-1, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_first_move_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'set_out':
            set_out(state, p, args[0], args[1])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[5])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 5)
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
        p = players[seat]
        count = counted_total(moves)
        if observe is not None:
            observe(state)
        name, args = counted_move(moves, int(randoms[seat]() * count))
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


def round_first_move_2_play(state, randoms, observe):
    """Every pick of the round step first_move-2, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_first_move_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'set_out':
            set_out(state, p, args[0], args[1])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[11])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 11)
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
        p = players[seat]
        count = counted_total(moves)
        if observe is not None:
            observe(state)
        name, args = counted_move(moves, int(randoms[seat]() * count))
        if name == 'place_trail':
            place_trail(state, p, args[0], args[1], args[2], args[3])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[16])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 16)
        else:
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_first_move_3_play(state, randoms, observe):
    """Every pick of the round step first_move-3, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_first_move_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'set_out':
            set_out(state, p, args[0], args[1])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[17])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 17)
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
                round_travellers_rested(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 1
        for p in players:
            if (True):
                round_deal(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 2
        round_camp_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 3
        for p in players:
            if (True):
                round_travellers_stand(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 4
        round_turn_1_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 5
        round_first_move_1_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 6
        for p in players:
            if (True):
                round_travel(state, p)
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
        round_turn_2_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 11
        round_first_move_2_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 12
        for p in players:
            if (True):
                round_travel(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 13
        for p in players:
            if (True):
                round_goals_check(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 14
        round_goals_award(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 15
        round_pass_hands(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 16
        round_turn_3_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 17
        round_first_move_3_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 18
        for p in players:
            if (True):
                round_travel(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 19
        for p in players:
            if (True):
                round_goals_check(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 20
        round_goals_award(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 21
        round_pass_hands(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 22
        for p in players:
            if (True):
                round_campfires(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 23
        state.next_round()
    return state
