"""Thru the Appalachian: the rules, compiled by Cairn.

Generated from definitions/thru-the-appalachian/board.yaml, definitions/thru-the-appalachian/decks.yaml, definitions/thru-the-appalachian/game.yaml.
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import Action, GameRules, RuleError, Step, draw, roll, shuffle, repeat_count, walks, Strategy, record_type

from .data import COLOURS, COLOURS_ORDER, DICE, DICE_ORDER, EXHAUSTION_POINTS, JOURNAL_ROWS, MONTHS, MONTHS_ORDER, OBJECTIVES, OBJECTIVES_ORDER, SECTIONS, SECTIONS_ORDER, SPACES, SPACES_ORDER, STAMP_POINTS, STATES, STATES_ORDER, WEATHER_EFFECTS, WEATHER_EFFECTS_ORDER, WEEKS_IN_SEASON

GAME_ID = 'thru-the-appalachian'
GAME_NAME = 'Thru the Appalachian'
MIN_PLAYERS = 1
MAX_PLAYERS = 5
OPTIONS = {'variant': {'values': ('standard', 'advanced'), 'default': 'standard'}, 'difficulty': {'values': ('normal', 'hard'), 'default': 'normal'}, 'solo_objectives': {'values': (1, 2), 'default': 1}}


# ---------------------------------------------------------------- lookup tables
def exhaustion_points(key):
    """The 'exhaustion_points' table (definitions/thru-the-appalachian/game.yaml:83)."""
    if key in EXHAUSTION_POINTS:
        return EXHAUSTION_POINTS[key]
    raise RuleError("no row of 'exhaustion_points' for %r (definitions/thru-the-appalachian/game.yaml:83)" % (key,))


def exhaustion_modifier(key):
    """The 'exhaustion_modifier' table (definitions/thru-the-appalachian/game.yaml:85)."""
    if key >= 6:
        return 2
    if key >= 4:
        return 1
    if key >= 0:
        return 0
    raise RuleError("no row of 'exhaustion_modifier' for %r (definitions/thru-the-appalachian/game.yaml:85)" % (key,))


def stamp_points(key):
    """The 'stamp_points' table (definitions/thru-the-appalachian/game.yaml:87)."""
    if key >= 8:
        return 20
    if key in STAMP_POINTS:
        return STAMP_POINTS[key]
    raise RuleError("no row of 'stamp_points' for %r (definitions/thru-the-appalachian/game.yaml:87)" % (key,))


# ---------------------------------------------------------------- tracks and counters


def set_week(state, p, value):
    """Week: 0 to 32 (definitions/thru-the-appalachian/game.yaml:90)."""
    if value < 0:
        value = 0
    if value > 32:
        value = 32
    state.g.week = value


def set_progress(state, p, value):
    """Progress: 0 to … (definitions/thru-the-appalachian/game.yaml:100)."""
    if value < 0:
        value = 0
    p.progress = value


def set_energy(state, p, value):
    """Energy: 0 to 15; at 0 its on_empty effect runs (definitions/thru-the-appalachian/game.yaml:101)."""
    if value <= 0:
        p.energy = 0
        exhausted(state, p)
        set_energy(state, p, 15)
        return
    if value > 15:
        value = 15
    p.energy = value


def set_water(state, p, value):
    """Water: 0 to 6; at 0 its on_empty effect runs (definitions/thru-the-appalachian/game.yaml:102)."""
    if value <= 0:
        p.water = 0
        exhausted(state, p)
        set_water(state, p, 6)
        return
    if value > 6:
        value = 6
    p.water = value


def set_exhaustion(state, p, value):
    """Exhaustion: 0 to 7 (definitions/thru-the-appalachian/game.yaml:103)."""
    if value < 0:
        value = 0
    if value > 7:
        value = 7
    p.exhaustion = value


# ---------------------------------------------------------------- functions


def trail_index(state, p):
    """definitions/thru-the-appalachian/game.yaml:120"""
    return p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress


def location(state, p):
    """definitions/thru-the-appalachian/game.yaml:122"""
    return SPACES_ORDER[trail_index(state, p)]


def at_shelter(state, p):
    """definitions/thru-the-appalachian/game.yaml:124"""
    return SPACES[location(state, p)]["shelter"]


def weather_modifier(state, p, kind):
    """definitions/thru-the-appalachian/game.yaml:126"""
    return STATES[SPACES[location(state, p)]["state"]]["snow"] if kind == 'snow' else STATES[SPACES[location(state, p)]["state"]]["rain"] if kind == 'rain' else STATES[SPACES[location(state, p)]["state"]]["heat"]


def weather_strikes(state, p, kind):
    """Heat strikes from the top of its range down, snow and rain from the bottom up."""
    return state.g.rolled['black'] >= MONTHS[state.g.month]["low"] - weather_modifier(state, p, kind) if kind == 'heat' else state.g.rolled['black'] <= MONTHS[state.g.month]["high"] + weather_modifier(state, p, kind)


def complete_columns(state, p):
    """definitions/thru-the-appalachian/game.yaml:133"""
    return sum(1 for c in COLOURS if p.journal[c] >= JOURNAL_ROWS)


def complete_rows(state, p):
    """definitions/thru-the-appalachian/game.yaml:135"""
    return sum(1 for r in range(1, 4) if all(p.journal[c] >= r for c in COLOURS))


def photo_points(state, p):
    """definitions/thru-the-appalachian/game.yaml:137"""
    return sum(p.photos[s] for s in SECTIONS)


def first_finish_round(state, p):
    """definitions/thru-the-appalachian/game.yaml:139"""
    return min((q.finish_round for q in state.players if q.finished), default=0)


# ---------------------------------------------------------------- procedures


def exhausted(state, p):
    """Cross off one space of the exhaustion track; the flag eliminates the hiker. (definitions/thru-the-appalachian/game.yaml:143)"""
    set_exhaustion(state, p, p.exhaustion + 1)
    if p.exhaustion >= 7:
        p.eliminated = True


def step_forward(state, p):
    """Walk one space along the route, for 1 energy. (definitions/thru-the-appalachian/game.yaml:148)"""
    set_progress(state, p, p.progress + 1)
    set_energy(state, p, p.energy - 1)
    if not p.eliminated:
        if at_shelter(state, p):
            if p.walked_section is not None:
                p.completed_sections.add(p.walked_section)
        else:
            p.walked_section = SPACES[location(state, p)]["section"]
        if p.progress == len(SPACES) - 1:
            p.finished = True
            p.finish_round = state.round
            p.finish_week = state.g.week
            state.note(p, 'reaches the final shelter')


def consume_water(state, p, amount):
    """Consume water one at a time (each week crossed, heat), less rain's +1; each time the supply reaches 0 the hiker is exhausted and it resets to 6. (definitions/thru-the-appalachian/game.yaml:168)"""
    if amount < 0:
        set_water(state, p, p.water + (0 - amount))
    for _ in range(repeat_count(max(0, amount))):
        if p.eliminated:
            break
        set_water(state, p, p.water - 1)


# ---------------------------------------------------------------- card text


def objectives_goal_shutterbug(state, p):
    """shutterbug: the goal of this card"""
    return sum(1 for s in SECTIONS if p.photos[s] >= 5) >= 3


def objectives_goal_passport_collector(state, p):
    """passport_collector: the goal of this card"""
    return p.stamps >= 6


def objectives_goal_diarist(state, p):
    """diarist: the goal of this card"""
    return complete_rows(state, p) >= 1


def objectives_goal_fresh_legs(state, p):
    """fresh_legs: the goal of this card"""
    return p.exhaustion == 0


def objectives_goal_early_summit(state, p):
    """early_summit: the goal of this card"""
    return p.finished and p.finish_week <= 28


def objectives_goal_section_hiker(state, p):
    """section_hiker: the goal of this card"""
    return sum(1 for s in p.completed_sections) >= 8


def objectives_goal_full_pack(state, p):
    """full_pack: the goal of this card"""
    return p.water == 6 and p.energy >= 12


def objectives_goal_storyteller(state, p):
    """storyteller: the goal of this card"""
    return complete_columns(state, p) >= 2


def objectives_goal_trail_postcards(state, p):
    """trail_postcards: the goal of this card"""
    return photo_points(state, p) >= 15


def objectives_goal_four_stamps(state, p):
    """four_stamps: the goal of this card"""
    return p.stamps >= 4


def objectives_goal_one_full_column(state, p):
    """one_full_column: the goal of this card"""
    return complete_columns(state, p) >= 1


def objectives_goal_steady_pace(state, p):
    """steady_pace: the goal of this card"""
    return p.exhaustion <= 2


def objectives_goal_seven_stamps(state, p):
    """seven_stamps: the goal of this card"""
    return p.stamps >= 7


def objectives_goal_full_row(state, p):
    """full_row: the goal of this card"""
    return complete_rows(state, p) >= 1


def objectives_goal_photo_album(state, p):
    """photo_album: the goal of this card"""
    return photo_points(state, p) >= 25


def objectives_goal_untouched(state, p):
    """untouched: the goal of this card"""
    return p.finished and p.exhaustion == 0


OBJECTIVES_GOAL = {
    'shutterbug': objectives_goal_shutterbug,
    'passport_collector': objectives_goal_passport_collector,
    'diarist': objectives_goal_diarist,
    'fresh_legs': objectives_goal_fresh_legs,
    'early_summit': objectives_goal_early_summit,
    'section_hiker': objectives_goal_section_hiker,
    'full_pack': objectives_goal_full_pack,
    'storyteller': objectives_goal_storyteller,
    'trail_postcards': objectives_goal_trail_postcards,
    'four_stamps': objectives_goal_four_stamps,
    'one_full_column': objectives_goal_one_full_column,
    'steady_pace': objectives_goal_steady_pace,
    'seven_stamps': objectives_goal_seven_stamps,
    'full_row': objectives_goal_full_row,
    'photo_album': objectives_goal_photo_album,
    'untouched': objectives_goal_untouched,
}


# ---------------------------------------------------------------- actions


def choose_route_moves(state, p):
    """Every legal choice of arguments for 'choose_route'."""
    return [(direction,) for direction in ('northbound', 'southbound')]


def choose_route(state, p, direction):
    """Secretly choose your route and circle your starting shelter. (definitions/thru-the-appalachian/game.yaml:216)"""
    p.route = direction


def photograph_moves(state, p):
    """Every legal choice of arguments for 'photograph'."""
    if not (not at_shelter(state, p)):
        return []
    return [(die,) for die in ('white',) if die not in p.used_dice]


def photograph(state, p, die):
    """Write the white die into this section's photograph (it may be retaken while still in the section). (definitions/thru-the-appalachian/game.yaml:220)"""
    p.used_dice.add(die)
    if not p.eliminated:
        p.photos[SPACES[location(state, p)]["section"]] = state.g.rolled[die]


def stamp_moves(state, p):
    """Every legal choice of arguments for 'stamp'."""
    if not (at_shelter(state, p) and SPACES[location(state, p)]["stamp"] and location(state, p) not in p.stamped):
        return []
    return [(die,) for die in ('white',) if die not in p.used_dice]


def stamp(state, p, die):
    """Receive this shelter's stamp and circle the next stamp in your passport. (definitions/thru-the-appalachian/game.yaml:229)"""
    p.used_dice.add(die)
    if not p.eliminated:
        p.stamped.add(location(state, p))
        p.stamps += 1


def move_moves(state, p):
    """Every legal choice of arguments for 'move'."""
    return [(die,) for die in ('orange_1', 'orange_2') if die not in p.used_dice]


def move(state, p, die):
    """Advance the orange die's value less your exhaustion modifier, 1 energy a space. (definitions/thru-the-appalachian/game.yaml:239)"""
    p.used_dice.add(die)
    for _ in range(repeat_count(max(0, state.g.rolled[die] - exhaustion_modifier(p.exhaustion)))):
        if p.finished or p.eliminated:
            break
        step_forward(state, p)


def rest_moves(state, p):
    """Every legal choice of arguments for 'rest'."""
    return [(die,) for die in ('green',) if die not in p.used_dice]


def rest(state, p, die):
    """Recover the green die's value in energy, doubled at a shelter. (definitions/thru-the-appalachian/game.yaml:249)"""
    p.used_dice.add(die)
    set_energy(state, p, p.energy + (2 * state.g.rolled[die] if at_shelter(state, p) else state.g.rolled[die]))


def resupply_moves(state, p):
    """Every legal choice of arguments for 'resupply'."""
    return [(die,) for die in ('blue',) if die not in p.used_dice]


def resupply(state, p, die):
    """Refill water by the blue die's value, plus 1 at a shelter. (definitions/thru-the-appalachian/game.yaml:256)"""
    p.used_dice.add(die)
    if not p.eliminated:
        set_water(state, p, p.water + (state.g.rolled[die] + 1 if at_shelter(state, p) else state.g.rolled[die]))


def journal_moves(state, p):
    """Every legal choice of arguments for 'journal'."""
    return [(die,) for die in DICE if die not in p.used_dice and p.journal[DICE[die]["colour"]] < JOURNAL_ROWS]


def journal(state, p, die):
    """Cross off a journal entry in the colour of any unused die. (definitions/thru-the-appalachian/game.yaml:265)"""
    p.used_dice.add(die)
    if not p.eliminated:
        p.journal[DICE[die]["colour"]] = min(3, p.journal[DICE[die]["colour"]] + 1)



# ---------------------------------------------------------------- decisions


def setup_route_choices(state, p):
    """Every legal move of step 'route', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/thru-the-appalachian/game.yaml:189).
    """
    groups = []
    choose_route_options = []
    choose_route_options.append(('northbound',))
    choose_route_options.append(('southbound',))
    if choose_route_options:
        groups.append(('choose_route', choose_route_options))
    return groups


def round_select_choices(state, p):
    """Every legal move of step 'select', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/thru-the-appalachian/game.yaml:206).
    """
    groups = []
    my_trail_index = p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress
    my_location = SPACES_ORDER[my_trail_index]
    my_at_shelter = SPACES[my_location]["shelter"]
    if not my_at_shelter and 'white' not in p.used_dice:
        groups.append(('photograph', [('white',)]))
    if my_at_shelter and SPACES[my_location]["stamp"] and my_location not in p.stamped and 'white' not in p.used_dice:
        groups.append(('stamp', [('white',)]))
    move_options = []
    if 'orange_1' not in p.used_dice:
        move_options.append(('orange_1',))
    if 'orange_2' not in p.used_dice:
        move_options.append(('orange_2',))
    if move_options:
        groups.append(('move', move_options))
    if 'green' not in p.used_dice:
        groups.append(('rest', [('green',)]))
    if 'blue' not in p.used_dice:
        groups.append(('resupply', [('blue',)]))
    used_dice = p.used_dice
    my_journal = p.journal
    journal_options = []
    for die in DICE:
        die_row = DICE[die]
        if die not in used_dice and my_journal[die_row["colour"]] < JOURNAL_ROWS:
            journal_options.append((die,))
    if journal_options:
        groups.append(('journal', journal_options))
    return groups


def round_exert_choices(state, p):
    """Every legal move of step 'exert', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/thru-the-appalachian/game.yaml:207).
    """
    if not round_exert_can_pay(state, p):
        return []
    groups = []
    my_trail_index = p.progress if p.route == 'northbound' else len(SPACES) - 1 - p.progress
    my_location = SPACES_ORDER[my_trail_index]
    my_at_shelter = SPACES[my_location]["shelter"]
    if not my_at_shelter and 'white' not in p.used_dice:
        groups.append(('photograph', [('white',)]))
    if my_at_shelter and SPACES[my_location]["stamp"] and my_location not in p.stamped and 'white' not in p.used_dice:
        groups.append(('stamp', [('white',)]))
    move_options = []
    if 'orange_1' not in p.used_dice:
        move_options.append(('orange_1',))
    if 'orange_2' not in p.used_dice:
        move_options.append(('orange_2',))
    if move_options:
        groups.append(('move', move_options))
    if 'blue' not in p.used_dice:
        groups.append(('resupply', [('blue',)]))
    used_dice = p.used_dice
    my_journal = p.journal
    journal_options = []
    for die in DICE:
        die_row = DICE[die]
        if die not in used_dice and my_journal[die_row["colour"]] < JOURNAL_ROWS:
            journal_options.append((die,))
    if journal_options:
        groups.append(('journal', journal_options))
    if groups:
        groups.append(('pass', [()]))
    return groups


# ---------------------------------------------------------------- flow


def setup_setup_1(state, p):
    """Setup: setup_1 (definitions/thru-the-appalachian/game.yaml:180)"""
    shuffle(state, state.g.objective_deck)


def setup_setup_2(state, p):
    """Setup: setup_2 (definitions/thru-the-appalachian/game.yaml:181)"""
    if state.options["variant"] == 'advanced' and len(state.players) > 1:
        draw(state, state.g.objective_deck, state.g.shared_objectives, 3, lambda card: OBJECTIVES[card]["kind"] == 'multiplayer')


def setup_setup_3(state, p):
    """Setup: setup_3 (definitions/thru-the-appalachian/game.yaml:185)"""
    if len(state.players) == 1:
        draw(state, state.g.objective_deck, p.objectives, state.options["solo_objectives"], lambda card: OBJECTIVES[card]["kind"] == 'solo' and OBJECTIVES[card]["difficulty"] == state.options["difficulty"])


def round_round_1(state, p):
    """Round: round_1 (definitions/thru-the-appalachian/game.yaml:191)"""
    state.g.rolled['white'] = roll(state, 6)
    state.g.rolled['orange_1'] = roll(state, 6)
    state.g.rolled['orange_2'] = roll(state, 6)
    state.g.rolled['green'] = roll(state, 6)
    state.g.rolled['blue'] = roll(state, 6)
    state.g.rolled['black'] = roll(state, 6)


def round_time(state, p):
    """Round: time (definitions/thru-the-appalachian/game.yaml:192)"""
    state.g.weeks_this_round = min(1 if state.g.rolled['black'] <= 4 else 2, WEEKS_IN_SEASON - state.g.week)
    state.g.month = MONTHS_ORDER[state.g.week // 4]
    set_week(state, p, min(state.g.week + state.g.weeks_this_round, WEEKS_IN_SEASON))


def round_weather(state, p):
    """Round: weather (definitions/thru-the-appalachian/game.yaml:197)"""
    kind = MONTHS[state.g.month]["weather"]
    if weather_strikes(state, p, kind):
        set_energy(state, p, p.energy + WEATHER_EFFECTS[kind]["energy"])
        consume_water(state, p, state.g.weeks_this_round - WEATHER_EFFECTS[kind]["water"])
    else:
        consume_water(state, p, state.g.weeks_this_round)


def round_exert_can_pay(state, p):
    """Can this player pay for 'exert'?"""
    return p.energy >= 2


def round_exert_pay(state, p):
    """Pay for 'exert'."""
    set_energy(state, p, p.energy - 2)


def start_round(state):
    """What resets at the start of every round."""
    for p in state.players:
        p.used_dice = set()


def start_turn(state):
    """What resets at the start of every turn."""
    pass


def is_active(state, p):
    """May this player still take decisions?"""
    return not p.eliminated and (not p.finished or p.finish_round == state.round)


def game_ends(state):
    """Checked at the end of every round."""
    return state.g.week >= WEEKS_IN_SEASON or all(q.finished or q.eliminated for q in state.players)


# ---------------------------------------------------------------- scoring


def score_sections(state, p):
    """Completed sections (definitions/thru-the-appalachian/game.yaml:275)"""
    return sum(SECTIONS[s]["points"] for s in p.completed_sections)


def score_completion(state, p):
    """Completion bonus: 15 to the first to finish, 10 after (definitions/thru-the-appalachian/game.yaml:276)"""
    return 0 if not p.finished else 15 if p.finish_round == first_finish_round(state, p) else 10


def score_photographs(state, p):
    """Photographs (definitions/thru-the-appalachian/game.yaml:277)"""
    return photo_points(state, p)


def score_journal(state, p):
    """Journal: 5 per complete column, 10 per complete row (definitions/thru-the-appalachian/game.yaml:278)"""
    return 5 * complete_columns(state, p) + 10 * complete_rows(state, p)


def score_stamps(state, p):
    """Stamps (definitions/thru-the-appalachian/game.yaml:279)"""
    return stamp_points(p.stamps)


def score_exhaustion(state, p):
    """Exhaustion track (definitions/thru-the-appalachian/game.yaml:280)"""
    return exhaustion_points(p.exhaustion)


def score_objectives(state, p):
    """Advanced variant: 7 per shared objective completed (definitions/thru-the-appalachian/game.yaml:281)"""
    return 7 * sum(1 for o in state.g.shared_objectives if OBJECTIVES_GOAL[o](state, p))


def total_score(state, p):
    return score_sections(state, p) + score_completion(state, p) + score_photographs(state, p) + score_journal(state, p) + score_stamps(state, p) + score_exhaustion(state, p) + score_objectives(state, p)


def is_eligible(state, p):
    """May this player win?"""
    return not p.eliminated


def solo_win(state, p):
    """The solo game's victory condition."""
    return p.finished and not p.eliminated and all(OBJECTIVES_GOAL[o](state, p) for o in p.objectives)


# ---------------------------------------------------------------- strategies
def strategy_steady_hiker_when_1(state, p):
    """steady_hiker, rule 1: take rest (definitions/thru-the-appalachian/game.yaml:289)"""
    return p.energy <= 6


def strategy_steady_hiker_when_2(state, p):
    """steady_hiker, rule 2: take resupply (definitions/thru-the-appalachian/game.yaml:290)"""
    return p.water <= 2


def strategy_steady_hiker_when_3(state, p):
    """steady_hiker, rule 3: take pass (definitions/thru-the-appalachian/game.yaml:291)"""
    return p.energy <= 8


def strategy_steady_hiker_when_5(state, p):
    """steady_hiker, rule 5: take move (definitions/thru-the-appalachian/game.yaml:293)"""
    return not p.finished


def strategy_steady_hiker_value(state, p):
    """steady_hiker: the value it makes as high as it can (definitions/thru-the-appalachian/game.yaml:285)"""
    return 3 * p.progress + p.energy + 2 * p.water + photo_points(state, p) + stamp_points(p.stamps) - 6 * p.exhaustion


# ---------------------------------------------------------------- state
# a player's fields and the shared ones, each the slot of a record (`p.energy`; runtime/records.py)
Shared = record_type("Shared", ('week', 'weeks_this_round', 'month', 'rolled', 'objective_deck', 'shared_objectives',))
Player = record_type("Player", ('seat', 'route', 'progress', 'energy', 'water', 'exhaustion', 'used_dice', 'photos', 'journal', 'stamped', 'stamps', 'walked_section', 'completed_sections', 'finished', 'finish_round', 'finish_week', 'eliminated', 'objectives',))


def new_globals(state):
    return Shared.of({
        'week': 0,
        'weeks_this_round': 0,
        'month': 'march',
        'rolled': dict.fromkeys(DICE, 1),
        'objective_deck': list(OBJECTIVES),
        'shared_objectives': [],
    })


def new_player(state, seat):
    return Player.of({
        "seat": seat,
        'route': 'northbound',
        'progress': 0,
        'energy': 15,
        'water': 6,
        'exhaustion': 0,
        'used_dice': set(),
        'photos': dict.fromkeys(SECTIONS, 0),
        'journal': dict.fromkeys(COLOURS, 0),
        'stamped': set(),
        'stamps': 0,
        'walked_section': None,
        'completed_sections': set(),
        'finished': False,
        'finish_round': 0,
        'finish_week': 0,
        'eliminated': False,
        'objectives': [],
    })


def copy_player(p):
    """A copy of a player's fields, slot by slot, that shares no container with the original."""
    q = Player.blank()
    q.seat = p.seat
    q.route = p.route
    q.progress = p.progress
    q.energy = p.energy
    q.water = p.water
    q.exhaustion = p.exhaustion
    q.used_dice = set(p.used_dice)
    q.photos = dict(p.photos)
    q.journal = dict(p.journal)
    q.stamped = set(p.stamped)
    q.stamps = p.stamps
    q.walked_section = p.walked_section
    q.completed_sections = set(p.completed_sections)
    q.finished = p.finished
    q.finish_round = p.finish_round
    q.finish_week = p.finish_week
    q.eliminated = p.eliminated
    q.objectives = list(p.objectives)
    return q


def copy_globals(g):
    """A copy of the shared fields, slot by slot, that shares no container with the original."""
    q = Shared.blank()
    q.week = g.week
    q.weeks_this_round = g.weeks_this_round
    q.month = g.month
    q.rolled = dict(g.rolled)
    q.objective_deck = list(g.objective_deck)
    q.shared_objectives = list(g.shared_objectives)
    return q


GAME = GameRules(
    id=GAME_ID,
    name=GAME_NAME,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    new_globals=new_globals,
    new_player=new_player,
    copy_player=copy_player,
    copy_globals=copy_globals,
    player_record=Player,
    shared_record=Shared,
    start_round=start_round,
    start_turn=start_turn,
    setup=(
        Step('do', 'setup_1', run=setup_setup_1, draws=True),
        Step('do', 'setup_2', run=setup_setup_2),
        Step('each_player', 'setup_3', run=setup_setup_3),
        Step('decide', 'route', actions=('choose_route',), who='each', secret=True, choices=setup_route_choices, at='definitions/thru-the-appalachian/game.yaml:189:7'),
    ),
    round=(
        Step('do', 'round_1', run=round_round_1, draws=True),
        Step('do', 'time', run=round_time),
        Step('each_player', 'weather', run=round_weather),
        Step('decide', 'select', actions=('photograph', 'stamp', 'move', 'rest', 'resupply', 'journal'), who='each', secret=True, picks=2, choices=round_select_choices, at='definitions/thru-the-appalachian/game.yaml:206:7'),
        Step('decide', 'exert', actions=('photograph', 'stamp', 'move', 'resupply', 'journal'), who='each', optional=True, label='exert', can_pay=round_exert_can_pay, pay=round_exert_pay, choices=round_exert_choices, at='definitions/thru-the-appalachian/game.yaml:207:7'),
    ),
    actions={
        'choose_route': Action('choose_route', ('direction',), choose_route_moves, choose_route),
        'photograph': Action('photograph', ('die',), photograph_moves, photograph),
        'stamp': Action('stamp', ('die',), stamp_moves, stamp),
        'move': Action('move', ('die',), move_moves, move),
        'rest': Action('rest', ('die',), rest_moves, rest),
        'resupply': Action('resupply', ('die',), resupply_moves, resupply),
        'journal': Action('journal', ('die',), journal_moves, journal),
    },
    action_domains={
        'choose_route': (('values', ('northbound', 'southbound')),),
        'photograph': (('values', ('white',)),),
        'stamp': (('values', ('white',)),),
        'move': (('values', ('orange_1', 'orange_2')),),
        'rest': (('values', ('green',)),),
        'resupply': (('values', ('blue',)),),
        'journal': (('values', ('white', 'orange_1', 'orange_2', 'green', 'blue', 'black')),),
    },
    is_active=is_active,
    game_ends=game_ends,
    scoring=(
        ('sections', 'Completed sections', score_sections),
        ('completion', 'Completion bonus: 15 to the first to finish, 10 after', score_completion),
        ('photographs', 'Photographs', score_photographs),
        ('journal', 'Journal: 5 per complete column, 10 per complete row', score_journal),
        ('stamps', 'Stamps', score_stamps),
        ('exhaustion', 'Exhaustion track', score_exhaustion),
        ('objectives', 'Advanced variant: 7 per shared objective completed', score_objectives),
    ),
    total_score=total_score,
    is_eligible=is_eligible,
    solo_win=solo_win,
    trail={'spaces': 'spaces', 'position': 'progress', 'sections': 'section', 'marks': ('shelter', 'stamp'), 'backwards': ('route', 'southbound')},
    end_words={'end condition': 'the end condition held at the end of a round: the week is at least 32 or every player is finished or eliminated', 'no winner': 'no player could win (you can win only if you are not eliminated)', 'no winner solo': 'the solo goal was missed (playing alone, you win if you are finished, you are not eliminated and the goal of each of your objectives is met)'},
    end_at={'end condition': ('definitions/thru-the-appalachian/game.yaml:208:9', '(week >= weeks_in_season) or all((q.finished or q.eliminated) for q in players)')},
    running_out={'energy': (0, set_energy), 'water': (0, set_water)},
    set_fields={'player': ('used_dice', 'stamped', 'completed_sections'), 'global': ()},
    hidden_fields={'player': ('objectives',), 'global': ('objective_deck',)},
    visibility={'player': {'route': 'everyone', 'progress': 'everyone', 'energy': 'everyone', 'water': 'everyone', 'exhaustion': 'everyone', 'used_dice': 'everyone', 'photos': 'everyone', 'journal': 'everyone', 'stamped': 'everyone', 'stamps': 'everyone', 'walked_section': 'everyone', 'completed_sections': 'everyone', 'finished': 'everyone', 'finish_round': 'everyone', 'finish_week': 'everyone', 'eliminated': 'everyone', 'objectives': 'owner'}, 'global': {'week': 'everyone', 'weeks_this_round': 'everyone', 'month': 'everyone', 'rolled': 'everyone', 'objective_deck': 'nobody', 'shared_objectives': 'everyone'}},
    bounds={'player': {'progress': (0, None), 'energy': (0, 15), 'water': (0, 6), 'exhaustion': (0, 7)}, 'global': {'week': (0, 32)}},
    layout={'player': {'route': {'kind': 'symbol', 'values': ('northbound', 'southbound'), 'none': False}, 'progress': {'kind': 'counter', 'min': 0, 'max': None}, 'energy': {'kind': 'track', 'min': 0, 'max': 15}, 'water': {'kind': 'track', 'min': 0, 'max': 6}, 'exhaustion': {'kind': 'track', 'min': 0, 'max': 7}, 'used_dice': {'kind': 'set', 'of': 'dice'}, 'photos': {'kind': 'map', 'min': None, 'max': None, 'keys': 'sections'}, 'journal': {'kind': 'map', 'min': None, 'max': 3, 'keys': 'colours'}, 'stamped': {'kind': 'set', 'of': 'spaces'}, 'stamps': {'kind': 'counter', 'min': None, 'max': None}, 'walked_section': {'kind': 'symbol', 'of': 'sections', 'none': True}, 'completed_sections': {'kind': 'set', 'of': 'sections'}, 'finished': {'kind': 'flag'}, 'finish_round': {'kind': 'counter', 'min': None, 'max': None}, 'finish_week': {'kind': 'counter', 'min': None, 'max': None}, 'eliminated': {'kind': 'flag'}, 'objectives': {'kind': 'zone', 'of': 'objectives'}}, 'global': {'week': {'kind': 'counter', 'min': 0, 'max': 32}, 'weeks_this_round': {'kind': 'counter', 'min': None, 'max': None}, 'month': {'kind': 'symbol', 'of': 'months', 'none': False}, 'rolled': {'kind': 'map', 'min': None, 'max': None, 'keys': 'dice'}, 'objective_deck': {'kind': 'zone', 'of': 'objectives'}, 'shared_objectives': {'kind': 'zone', 'of': 'objectives'}}},
    tables={'colours': COLOURS, 'dice': DICE, 'months': MONTHS, 'objectives': OBJECTIVES, 'sections': SECTIONS, 'spaces': SPACES},
    turns=False,
    action_texts={
        'choose_route': 'Secretly choose your route and circle your starting shelter.',
        'photograph': "Write the white die into this section's photograph (it may be retaken while still in the section).",
        'stamp': "Receive this shelter's stamp and circle the next stamp in your passport.",
        'move': "Advance the orange die's value less your exhaustion modifier, 1 energy a space.",
        'rest': "Recover the green die's value in energy, doubled at a shelter.",
        'resupply': "Refill water by the blue die's value, plus 1 at a shelter.",
        'journal': 'Cross off a journal entry in the colour of any unused die.',
    },
    strategies={
        'steady_hiker': Strategy('steady_hiker', 'Rests before running dry, takes every stamp, walks with the higher orange die, and exerts only when fresh.', (
            (('rest',), strategy_steady_hiker_when_1),
            (('resupply',), strategy_steady_hiker_when_2),
            (('pass',), strategy_steady_hiker_when_3),
            (('stamp',), None),
            (('move',), strategy_steady_hiker_when_5),
        ), strategy_steady_hiker_value, authored=True),
    },
)
