"""Thru the Appalachian: the random playout with the flow compiled in, by Cairn.

The same game as rules.py, for random agents only: the setup and the round unrolled, each
decide step a loop drawing its picks inline from one flat list of legal moves, the game's
functions inlined into effects. A seed plays the same game here as through GameState.apply
(tests/runtime/test_fast_playout.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import settle_choices

from .rules import (
    DICE,
    GAME,
    JOURNAL_ROWS,
    MONTHS,
    MONTHS_ORDER,
    SPACES,
    SPACES_ORDER,
    WEATHER_EFFECTS,
    WEEKS_IN_SEASON,
    choose_route,
    exhaustion_modifier,
    repeat_count,
    round_exert_can_pay,
    round_exert_pay,
    round_round_1,
    set_energy,
    set_water,
    set_week,
    setup_setup_1,
    setup_setup_2,
    setup_setup_3,
    weather_strikes,
)


# per id of dice, the columns the loop of 'journal' reads: filled on first use
DICE_JOURNAL_COLUMNS = {}


# per id of dice, the columns the loop of 'journal' reads: filled on first use
DICE_JOURNAL_COLUMNS_2 = {}


# per id of dice, the columns the loop of 'journal' reads: filled on first use
DICE_JOURNAL_COLUMNS_3 = {}


# per id of dice, the columns the loop of 'journal' reads: filled on first use
DICE_JOURNAL_COLUMNS_4 = {}


def step_forward(state, p):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:148), the game's functions inlined, bounds and min/max as conditionals."""
    p.progress = 0 if p.progress + 1 < 0 else p.progress + 1
    set_energy(state, p, p.energy - 1)
    if not p.eliminated:
        if SPACES[SPACES_ORDER[p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress]]["shelter"]:
            if p.walked_section is not None:
                p.completed_sections.add(p.walked_section)
        else:
            p.walked_section = SPACES[SPACES_ORDER[p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress]]["section"]
        if p.progress == len(SPACES) - 1:
            p.finished = True
            p.finish_round = state.round
            p.finish_week = state.g.week
            state.note(p, 'reaches the final shelter')


def consume_water(state, p, amount):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:168), the game's functions inlined, bounds and min/max as conditionals."""
    if amount < 0:
        set_water(state, p, p.water + (0 - amount))
    for _ in range(repeat_count((amount if amount > 0 else 0))):
        if p.eliminated:
            break
        set_water(state, p, p.water - 1)


def photograph(state, p, die):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:220), the game's functions inlined, bounds and min/max as conditionals."""
    p.used_dice.add(die)
    if not p.eliminated:
        p.photos[SPACES[SPACES_ORDER[p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress]]["section"]] = state.g.rolled[die]


def stamp(state, p, die):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:229), the game's functions inlined, bounds and min/max as conditionals."""
    p.used_dice.add(die)
    if not p.eliminated:
        p.stamped.add(SPACES_ORDER[p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress])
        p.stamps += 1


def move(state, p, die):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:239), the game's functions inlined, bounds and min/max as conditionals."""
    p.used_dice.add(die)
    for _ in range(repeat_count(max(0, state.g.rolled[die] - exhaustion_modifier(p.exhaustion)))):
        if p.finished or p.eliminated:
            break
        step_forward(state, p)


def rest(state, p, die):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:249), the game's functions inlined, bounds and min/max as conditionals."""
    p.used_dice.add(die)
    set_energy(state, p, p.energy + (2 * state.g.rolled[die] if SPACES[SPACES_ORDER[p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress]]["shelter"] else state.g.rolled[die]))


def resupply(state, p, die):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:256), the game's functions inlined, bounds and min/max as conditionals."""
    p.used_dice.add(die)
    if not p.eliminated:
        set_water(state, p, p.water + (state.g.rolled[die] + 1 if SPACES[SPACES_ORDER[p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress]]["shelter"] else state.g.rolled[die]))


def journal(state, p, die):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:265), the game's functions inlined, bounds and min/max as conditionals."""
    p.used_dice.add(die)
    if not p.eliminated:
        p.journal[DICE[die]["colour"]] = (p.journal[DICE[die]["colour"]] + 1 if p.journal[DICE[die]["colour"]] + 1 < 3 else 3)


def round_time(state, p):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:192), the game's functions inlined, bounds and min/max as conditionals."""
    state.g.weeks_this_round = (WEEKS_IN_SEASON - state.g.week if WEEKS_IN_SEASON - state.g.week < (1 if state.g.rolled['black'] <= 4 else 2) else (1 if state.g.rolled['black'] <= 4 else 2))
    state.g.month = MONTHS_ORDER[state.g.week // 4]
    set_week(state, p, (WEEKS_IN_SEASON if WEEKS_IN_SEASON < state.g.week + state.g.weeks_this_round else state.g.week + state.g.weeks_this_round))


def round_weather(state, p):
    """As in rules.py (definitions/thru-the-appalachian/game.yaml:197), the game's functions inlined, bounds and min/max as conditionals."""
    kind = MONTHS[state.g.month]["weather"]
    if weather_strikes(state, p, kind):
        set_energy(state, p, p.energy + WEATHER_EFFECTS[kind]["energy"])
        consume_water(state, p, state.g.weeks_this_round - WEATHER_EFFECTS[kind]["water"])
    else:
        consume_water(state, p, state.g.weeks_this_round)


def setup_route_legal_moves(state, p):
    """The legal moves of step route as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    moves.append(('choose_route', ('northbound',)))
    moves.append(('choose_route', ('southbound',)))
    return moves


def round_select_legal_moves(state, p):
    """The legal moves of step select as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    my_trail_index = p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress
    my_location = SPACES_ORDER[my_trail_index]
    my_at_shelter = SPACES[my_location]["shelter"]
    if not my_at_shelter and 'white' not in p.used_dice:
        moves.append(('photograph', ('white',)))
    if my_at_shelter and SPACES[my_location]["stamp"] and my_location not in p.stamped and 'white' not in p.used_dice:
        moves.append(('stamp', ('white',)))
    if 'orange_1' not in p.used_dice:
        moves.append(('move', ('orange_1',)))
    if 'orange_2' not in p.used_dice:
        moves.append(('move', ('orange_2',)))
    if 'green' not in p.used_dice:
        moves.append(('rest', ('green',)))
    if 'blue' not in p.used_dice:
        moves.append(('resupply', ('blue',)))
    used_dice = p.used_dice
    if not DICE_JOURNAL_COLUMNS: DICE_JOURNAL_COLUMNS.update({die: DICE[die]["colour"] for die in DICE})
    my_journal = p.journal
    for die in DICE:
        die_colour = DICE_JOURNAL_COLUMNS[die]
        if die not in used_dice and my_journal[die_colour] < JOURNAL_ROWS:
            moves.append(('journal', (die,)))
    return moves


def round_exert_legal_moves(state, p):
    """The legal moves of step exert as rules.py lists them, as one list of (action, arguments)."""
    if not round_exert_can_pay(state, p):
        return []
    moves = []
    my_trail_index = p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress
    my_location = SPACES_ORDER[my_trail_index]
    my_at_shelter = SPACES[my_location]["shelter"]
    if not my_at_shelter and 'white' not in p.used_dice:
        moves.append(('photograph', ('white',)))
    if my_at_shelter and SPACES[my_location]["stamp"] and my_location not in p.stamped and 'white' not in p.used_dice:
        moves.append(('stamp', ('white',)))
    if 'orange_1' not in p.used_dice:
        moves.append(('move', ('orange_1',)))
    if 'orange_2' not in p.used_dice:
        moves.append(('move', ('orange_2',)))
    if 'blue' not in p.used_dice:
        moves.append(('resupply', ('blue',)))
    used_dice = p.used_dice
    if not DICE_JOURNAL_COLUMNS_2: DICE_JOURNAL_COLUMNS_2.update({die: DICE[die]["colour"] for die in DICE})
    my_journal = p.journal
    for die in DICE:
        die_colour = DICE_JOURNAL_COLUMNS_2[die]
        if die not in used_dice and my_journal[die_colour] < JOURNAL_ROWS:
            moves.append(('journal', (die,)))
    if moves:
        moves.append(('pass', ()))
    return moves


def setup_route_any_move(state, p):
    """Does the seat have a legal move in step route? (True, or a falsy value.)"""
    return True
    return True
    return False


def round_select_any_move(state, p):
    """Does the seat have a legal move in step select? (True, or a falsy value.)"""
    my_trail_index = p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress
    my_location = SPACES_ORDER[my_trail_index]
    my_at_shelter = SPACES[my_location]["shelter"]
    if not my_at_shelter and 'white' not in p.used_dice:
        return True
    if my_at_shelter and SPACES[my_location]["stamp"] and my_location not in p.stamped and 'white' not in p.used_dice:
        return True
    if 'orange_1' not in p.used_dice:
        return True
    if 'orange_2' not in p.used_dice:
        return True
    if 'green' not in p.used_dice:
        return True
    if 'blue' not in p.used_dice:
        return True
    used_dice = p.used_dice
    if not DICE_JOURNAL_COLUMNS_3: DICE_JOURNAL_COLUMNS_3.update({die: DICE[die]["colour"] for die in DICE})
    my_journal = p.journal
    for die in DICE:
        die_colour = DICE_JOURNAL_COLUMNS_3[die]
        if die not in used_dice and my_journal[die_colour] < JOURNAL_ROWS:
            return True
    return False


def round_exert_any_move(state, p):
    """Does the seat have a legal move in step exert? (True, or a falsy value.)"""
    if not round_exert_can_pay(state, p):
        return []
    my_trail_index = p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress
    my_location = SPACES_ORDER[my_trail_index]
    my_at_shelter = SPACES[my_location]["shelter"]
    if not my_at_shelter and 'white' not in p.used_dice:
        return True
    if my_at_shelter and SPACES[my_location]["stamp"] and my_location not in p.stamped and 'white' not in p.used_dice:
        return True
    if 'orange_1' not in p.used_dice:
        return True
    if 'orange_2' not in p.used_dice:
        return True
    if 'blue' not in p.used_dice:
        return True
    used_dice = p.used_dice
    if not DICE_JOURNAL_COLUMNS_4: DICE_JOURNAL_COLUMNS_4.update({die: DICE[die]["colour"] for die in DICE})
    my_journal = p.journal
    for die in DICE:
        die_colour = DICE_JOURNAL_COLUMNS_4[die]
        if die not in used_dice and my_journal[die_colour] < JOURNAL_ROWS:
            return True
    return False


def setup_route_play(state, randoms, observe):
    """Every pick of the setup step route, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [1 if (not p.eliminated and (not p.finished or p.finish_round == state.round)) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = setup_route_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'choose_route':
            choose_route(state, p, args[0])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[3])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 3)
        else:
            picks[seat] -= 1
            if not (not p.eliminated and (not p.finished or p.finish_round == state.round)):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_select_play(state, randoms, observe):
    """Every pick of the round step select, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (not p.eliminated and (not p.finished or p.finish_round == state.round)) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_select_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'photograph':
            photograph(state, p, args[0])
        elif name == 'stamp':
            stamp(state, p, args[0])
        elif name == 'move':
            move(state, p, args[0])
        elif name == 'rest':
            rest(state, p, args[0])
        elif name == 'resupply':
            resupply(state, p, args[0])
        elif name == 'journal':
            journal(state, p, args[0])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[3])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 3)
        else:
            picks[seat] -= 1
            if not (not p.eliminated and (not p.finished or p.finish_round == state.round)):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_exert_play(state, randoms, observe):
    """Every pick of the round step exert, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [1 if (not p.eliminated and (not p.finished or p.finish_round == state.round)) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_exert_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'pass':
            picks[seat] = 0
        else:
            round_exert_pay(state, p)
            if name == 'photograph':
                photograph(state, p, args[0])
            elif name == 'stamp':
                stamp(state, p, args[0])
            elif name == 'move':
                move(state, p, args[0])
            elif name == 'resupply':
                resupply(state, p, args[0])
            elif name == 'journal':
                journal(state, p, args[0])
            state.turn_moves += 1
            if state.turn_moves > max_moves:
                state.turn_never_ends(seat, state.steps()[4])
            if state.pending is not None:
                settle_choices(state, randoms, observe, False, 4)
            else:
                picks[seat] -= 1
                if not (not p.eliminated and (not p.finished or p.finish_round == state.round)):
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
    setup_setup_1(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    setup_setup_2(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    for p in players:
        if (not p.eliminated and (not p.finished or p.finish_round == state.round)):
            setup_setup_3(state, p)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 3
    setup_route_play(state, randoms, observe)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 4
    state.next_round()
    while state.phase != 'over':
        state.step = 0
        round_round_1(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 1
        round_time(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 2
        for p in players:
            if (not p.eliminated and (not p.finished or p.finish_round == state.round)):
                round_weather(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 3
        round_select_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 4
        round_exert_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 5
        state.next_round()
    return state
