"""Trailblazers: the rules, compiled by Cairn.

Generated from definitions/trailblazers/decks.yaml, definitions/trailblazers/game.yaml.
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import Action, GameRules, RuleError, Step, distinct, draw, move_card, shuffle, record_type, tableau_spots, tableau_place, tableau_loop_lengths, tableau_loop_kinds, tableau_loop_tokens, figure_stand, figure_send, figure_walk, figure_resume, figure_exits, figure_state, figure_walked, figure_closed, figure_trail_length, figure_trail_tokens, figure_cells, pass_piles

from .data import ANIMALS, ANIMALS_ORDER, ANIMAL_MARKS, ANIMAL_MARKS_ORDER, ANIMAL_POINTS, ANIMAL_TOKENS, CAMPFIRE_POINTS, CAMPS, CAMPS_ORDER, CARDS_PER_TURN, GOALS, GOALS_ORDER, GOAL_SLOTS, HAND_SIZE, PLAYER_CARDS, SLOT_POINTS, TABLEAU_AREA, TRAIL_ANIMAL_POINTS, TRAIL_CARDS, TRAIL_CARDS_ORDER, TRAIL_TYPES, TRAIL_TYPES_ORDER, TRAVELLER_STEPS

GAME_ID = 'trailblazers'
GAME_NAME = 'Trailblazers'
MIN_PLAYERS = 2
MAX_PLAYERS = 8
OPTIONS = {'animal_module': {'values': ('disabled', 'enabled'), 'default': 'disabled'}, 'mode': {'values': ('standard', 'adventurer'), 'default': 'standard'}}


# ---------------------------------------------------------------- lookup tables
def slot_points(key):
    """The 'slot_points' table (definitions/trailblazers/game.yaml:64)."""
    if key in SLOT_POINTS:
        return SLOT_POINTS[key]
    raise RuleError("no row of 'slot_points' for %r (definitions/trailblazers/game.yaml:64)" % (key,))


def animal_points(key):
    """The 'animal_points' table (definitions/trailblazers/game.yaml:66)."""
    if key in ANIMAL_POINTS:
        return ANIMAL_POINTS[key]
    raise RuleError("no row of 'animal_points' for %r (definitions/trailblazers/game.yaml:66)" % (key,))


# ---------------------------------------------------------------- tracks and counters


def set_player_cards(state, p, value):
    """Player cards: 0 to … (definitions/trailblazers/game.yaml:95)."""
    if value < 0:
        value = 0
    p.player_cards = value


# ---------------------------------------------------------------- functions


def animals_in_play(state, p):
    """The animal tokens are used (the Animal expansion, or the Adventurer mode)."""
    return state.options["animal_module"] == 'enabled' or state.options["mode"] == 'adventurer'


def loop_points(state, p):
    """Closed loops, 1 point per trail marker."""
    return sum(n for n in tableau_loop_lengths(p.area, TABLEAU_AREA))


def animal_loop_points(state, p):
    """Unique animals on each closed loop, 1/3/6/10/15/21."""
    return sum(animal_points(n) for n in tableau_loop_tokens(p.area, TABLEAU_AREA))


def end_measure(state, p, g_):
    """What an end-game goal ranks the players by, as its card prints it (0 takes no slot)."""
    return GOALS_MEASURE[g_](state, p)


def end_rank(state, p, g_):
    """1 + the number of different better results; tied players share a rank and the next takes the next slot."""
    return 1 + len(list(dict.fromkeys(end_measure(state, q, g_) for q in state.players if end_measure(state, q, g_) > end_measure(state, p, g_))))


def end_slot_points(state, p, g_):
    """definitions/trailblazers/game.yaml:123"""
    return slot_points(end_rank(state, p, g_)) if end_measure(state, p, g_) > 0 and end_rank(state, p, g_) <= GOAL_SLOTS else 0


def end_goals_placed(state, p):
    """definitions/trailblazers/game.yaml:126"""
    return sum(1 for g_ in state.g.end_game_goals if end_measure(state, p, g_) > 0 and end_rank(state, p, g_) <= GOAL_SLOTS)


# ---------------------------------------------------------------- card text


def goals_goal_long_haul(state, p):
    """long_haul: the goal of this card"""
    return any(n >= 8 for n in tableau_loop_lengths(p.area, TABLEAU_AREA))


def goals_measure_long_haul(state, p):
    """long_haul: the measure of this card"""
    return 0


def goals_goal_triathlon(state, p):
    """triathlon: the goal of this card"""
    return len(distinct(tableau_loop_kinds(p.area, TABLEAU_AREA))) >= 3


def goals_measure_triathlon(state, p):
    """triathlon: the measure of this card"""
    return 0


def goals_goal_double_back(state, p):
    """double_back: the goal of this card"""
    return any(sum(1 for k in tableau_loop_kinds(p.area, TABLEAU_AREA) if k == t) >= 2 for t in TRAIL_TYPES)


def goals_measure_double_back(state, p):
    """double_back: the measure of this card"""
    return 0


def goals_goal_trail_network(state, p):
    """trail_network: the goal of this card"""
    return len(tableau_loop_lengths(p.area, TABLEAU_AREA)) >= 3


def goals_measure_trail_network(state, p):
    """trail_network: the measure of this card"""
    return 0


def goals_goal_marathon(state, p):
    """marathon: the goal of this card"""
    return sum(n for n in tableau_loop_lengths(p.area, TABLEAU_AREA)) >= 20


def goals_measure_marathon(state, p):
    """marathon: the measure of this card"""
    return 0


def goals_goal_menagerie(state, p):
    """menagerie: the goal of this card"""
    return sum(n for n in tableau_loop_tokens(p.area, TABLEAU_AREA)) >= 5


def goals_measure_menagerie(state, p):
    """menagerie: the measure of this card"""
    return 0


def goals_measure_most_loops(state, p):
    """most_loops: the measure of this card"""
    return len(tableau_loop_lengths(p.area, TABLEAU_AREA))


def goals_measure_longest_loop(state, p):
    """longest_loop: the measure of this card"""
    return max(0, max((n for n in tableau_loop_lengths(p.area, TABLEAU_AREA)), default=0))


def goals_measure_most_markers(state, p):
    """most_markers: the measure of this card"""
    return sum(n for n in tableau_loop_lengths(p.area, TABLEAU_AREA))


def goals_measure_most_kinds(state, p):
    """most_kinds: the measure of this card"""
    return len(distinct(tableau_loop_kinds(p.area, TABLEAU_AREA)))


def goals_measure_kayak_loops(state, p):
    """kayak_loops: the measure of this card"""
    return sum(1 for k in tableau_loop_kinds(p.area, TABLEAU_AREA) if k == 'kayaking')


def goals_measure_wildlife(state, p):
    """wildlife: the measure of this card"""
    return sum(n for n in tableau_loop_tokens(p.area, TABLEAU_AREA))


GOALS_GOAL = {
    'long_haul': goals_goal_long_haul,
    'triathlon': goals_goal_triathlon,
    'double_back': goals_goal_double_back,
    'trail_network': goals_goal_trail_network,
    'marathon': goals_goal_marathon,
    'menagerie': goals_goal_menagerie,
}


GOALS_MEASURE = {
    'long_haul': goals_measure_long_haul,
    'triathlon': goals_measure_triathlon,
    'double_back': goals_measure_double_back,
    'trail_network': goals_measure_trail_network,
    'marathon': goals_measure_marathon,
    'menagerie': goals_measure_menagerie,
    'most_loops': goals_measure_most_loops,
    'longest_loop': goals_measure_longest_loop,
    'most_markers': goals_measure_most_markers,
    'most_kinds': goals_measure_most_kinds,
    'kayak_loops': goals_measure_kayak_loops,
    'wildlife': goals_measure_wildlife,
}


# ---------------------------------------------------------------- actions


def place_camp_moves(state, p):
    """Every legal choice of arguments for 'place_camp'."""
    return [(camp, spot)
            for camp in p.camps
            for spot in tableau_spots(p.area, TABLEAU_AREA, figure_cells(p.travellers))]


def place_camp(state, p, camp, spot):
    """Place a camp from your supply next to a card of your area (the first one starts the area). (definitions/trailblazers/game.yaml:130)"""
    p.camps.remove(camp)
    tableau_place(p.area, camp, spot, 0, None)


def place_trail_moves(state, p):
    """Every legal choice of arguments for 'place_trail'."""
    if not (len(p.camps) < 3):
        return []
    return [(card, spot, turn, mark)
            for card in distinct(p.hand)
            for spot in tableau_spots(p.area, TABLEAU_AREA, figure_cells(p.travellers))
            for turn in (0, 180)
            for mark in ANIMAL_MARKS if (mark == 'bare' or animals_in_play(state, p) and TRAIL_CARDS[card]["animal"] is not None and state.g.animal_supply[TRAIL_CARDS[card]["animal"]] > 0)]


def place_trail(state, p, card, spot, turn, mark):
    """Place a trail card from your hand next to or over a card of your area, never over a camp (nor, with animals, over a card with an animal token; nor, in the Adventurer mode, over a trail a traveller has walked or stands on); with animals, you may put its animal token on it now. (definitions/trailblazers/game.yaml:134)"""
    if mark == 'with_animal':
        p.hand.remove(card)
        tableau_place(p.area, card, spot, turn, TRAIL_CARDS[card]["animal"])
        state.g.animal_supply[TRAIL_CARDS[card]["animal"]] -= 1
    else:
        p.hand.remove(card)
        tableau_place(p.area, card, spot, turn, None)


def set_out_moves(state, p):
    """Every legal choice of arguments for 'set_out'."""
    if not (state.options["mode"] == 'adventurer'):
        return []
    return [(traveller, exit_)
            for traveller in TRAIL_TYPES if figure_state(p.travellers, traveller) == 'waiting'
            for exit_ in figure_exits(p.travellers, traveller, p.area, TABLEAU_AREA)]


def set_out(state, p, traveller, exit_):
    """Adventurer: before a traveller's very first move, choose the trail leaving its camp that it takes; it keeps to that trail, in that direction, for the rest of the game. (definitions/trailblazers/game.yaml:153)"""
    figure_send(p.travellers, traveller, p.area, TABLEAU_AREA, exit_)



# ---------------------------------------------------------------- decisions


def round_camp_choices(state, p):
    """Every legal move of step 'camp', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trailblazers/game.yaml:180).
    """
    groups = []
    area = p.area
    travellers = p.travellers
    place_camp_options = []
    spots_area_travellers = tableau_spots(area, TABLEAU_AREA, figure_cells(travellers))
    for camp in p.camps:
        for spot in spots_area_travellers:
            place_camp_options.append((camp, spot))
    if place_camp_options:
        groups.append(('place_camp', place_camp_options))
    return groups


def round_turn_choices(state, p):
    """Every legal move of step 'turn-1', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trailblazers/game.yaml:194).
    """
    groups = []
    area = p.area
    travellers = p.travellers
    my_animals_in_play = state.options["animal_module"] == 'enabled' or state.options["mode"] == 'adventurer'
    animal_supply = state.g.animal_supply
    if len(p.camps) < 3:
        place_trail_options = []
        spots_area_travellers = tableau_spots(area, TABLEAU_AREA, figure_cells(travellers))
        for card in distinct(p.hand):
            for spot in spots_area_travellers:
                for turn in (0, 180):
                    for mark in ANIMAL_MARKS:
                        if (mark == 'bare' or my_animals_in_play and TRAIL_CARDS[card]["animal"] is not None and animal_supply[TRAIL_CARDS[card]["animal"]] > 0):
                            place_trail_options.append((card, spot, turn, mark))
        if place_trail_options:
            groups.append(('place_trail', place_trail_options))
    return groups


def round_first_move_choices(state, p):
    """Every legal move of step 'first_move-1', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trailblazers/game.yaml:195).
    """
    groups = []
    travellers = p.travellers
    area = p.area
    if state.options["mode"] == 'adventurer':
        set_out_options = []
        for traveller in TRAIL_TYPES:
            if not (figure_state(travellers, traveller) == 'waiting'):
                continue
            for exit_ in figure_exits(travellers, traveller, area, TABLEAU_AREA):
                set_out_options.append((traveller, exit_))
        if set_out_options:
            groups.append(('set_out', set_out_options))
    return groups


# ---------------------------------------------------------------- flow


def setup_decks(state, p):
    """Setup: decks (definitions/trailblazers/game.yaml:164)"""
    if len(state.players) <= 4:
        for c in TRAIL_CARDS:
            move_card(state.g.trail_deck, state.g.box, c)
    shuffle(state, state.g.trail_deck)
    shuffle(state, state.g.goal_deck)
    if state.options["mode"] == 'standard':
        draw(state, state.g.goal_deck, state.g.in_game_goals, 2, lambda card: GOALS[card]["timing"] == 'in_game' and (state.options["animal_module"] == 'enabled' or not GOALS[card]["needs_animals"]))
        draw(state, state.g.goal_deck, state.g.end_game_goals, 2, lambda card: GOALS[card]["timing"] == 'end_game' and (state.options["animal_module"] == 'enabled' or not GOALS[card]["needs_animals"]))


def round_travellers_rested(state, p):
    """Round: travellers_rested (definitions/trailblazers/game.yaml:176)"""
    if state.options["mode"] == 'adventurer':
        for t in sorted(p.travelling):
            figure_resume(p.travellers, t)


def round_deal(state, p):
    """Round: deal (definitions/trailblazers/game.yaml:178)"""
    draw(state, state.g.trail_deck, p.hand, HAND_SIZE)


def round_travellers_stand(state, p):
    """Round: travellers_stand (definitions/trailblazers/game.yaml:181)"""
    if state.options["mode"] == 'adventurer' and state.round == 2:
        for t in TRAIL_TYPES:
            if TRAIL_TYPES[t]["camp"] not in p.camps:
                p.travelling.add(t)
                figure_stand(p.travellers, t, p.area, TABLEAU_AREA, TRAIL_TYPES[t]["camp"])
        draw(state, p.camps, p.unused_camps, len(p.camps))


def round_travel(state, p):
    """Round: travel (definitions/trailblazers/game.yaml:196)"""
    if state.options["mode"] == 'adventurer':
        for t in sorted(p.travelling):
            figure_walk(p.travellers, t, p.area, TABLEAU_AREA, TRAVELLER_STEPS, True)
            if figure_state(p.travellers, t) == 'stopped' and t not in p.camped_early:
                p.camped_early.add(t)
                p.flat_fires[t] += 1


def round_goals_check(state, p):
    """Round: goals_check (definitions/trailblazers/game.yaml:207)"""
    for g_ in state.g.in_game_goals:
        if g_ not in p.goals_won and state.g.goal_slot[g_] <= GOAL_SLOTS and p.player_cards > 0 and GOALS_GOAL[g_](state, p):
            p.qualifying.add(g_)


def round_goals_award(state, p):
    """Round: goals_award (definitions/trailblazers/game.yaml:212)"""
    for g_ in state.g.in_game_goals:
        if any(g_ in q.qualifying for q in state.players):
            for q in state.players:
                if g_ in q.qualifying:
                    q.goals_won.add(g_)
                    q.goal_points += slot_points(state.g.goal_slot[g_])
                    set_player_cards(state, q, q.player_cards - 1)
                    q.qualifying.discard(g_)
            state.g.goal_slot[g_] += 1


def round_pass_hands(state, p):
    """Round: pass_hands (definitions/trailblazers/game.yaml:227)"""
    if len(state.players[0].hand) > CARDS_PER_TURN:
        if state.round == 1 or state.round == 3:
            pass_piles(state, 'hand', 1)
        else:
            pass_piles(state, 'hand', -1)
    else:
        for q in state.players:
            draw(state, q.hand, state.g.discards, len(q.hand))


def round_campfires(state, p):
    """Round: campfires (definitions/trailblazers/game.yaml:234)"""
    if state.options["mode"] == 'adventurer' and state.round >= 2:
        for t in sorted(p.travelling):
            if figure_state(p.travellers, t) == 'walking':
                p.standing_fires[t] += 1
                if state.round == 4:
                    p.final_fire.add(t)


def start_round(state):
    """What resets at the start of every round."""
    for p in state.players:
        p.camped_early = set()


def start_turn(state):
    """What resets at the start of every turn."""
    pass


def is_active(state, p):
    """May this player still take decisions?"""
    return True


def game_ends(state):
    """Checked at the end of every round."""
    return state.round >= 4


# ---------------------------------------------------------------- scoring


def score_loops(state, p):
    """Closed loops: 1 per trail marker (not in the Adventurer mode) (definitions/trailblazers/game.yaml:247)"""
    return loop_points(state, p) if state.options["mode"] == 'standard' else 0


def score_animals(state, p):
    """Animals: unique animals on each closed loop, 1, 3, 6, 10, 15, 21 (not in the Adventurer mode) (definitions/trailblazers/game.yaml:248)"""
    return animal_loop_points(state, p) if state.options["animal_module"] == 'enabled' and state.options["mode"] == 'standard' else 0


def score_in_game_goals(state, p):
    """In-game goals: 6 / 3 / 1 (definitions/trailblazers/game.yaml:249)"""
    return p.goal_points


def score_end_game_goals(state, p):
    """End-game goals: 6 / 3 / 1, tied players share a rank (definitions/trailblazers/game.yaml:250)"""
    return sum(end_slot_points(state, p, g_) for g_ in state.g.end_game_goals)


def score_campfires(state, p):
    """Adventurer: 5 per standing campfire beside a traveller whose trail is a closed loop (definitions/trailblazers/game.yaml:251)"""
    return sum(CAMPFIRE_POINTS * p.standing_fires[t] for t in p.travelling if figure_closed(p.travellers, t, p.area, TABLEAU_AREA))


def score_trail_animals(state, p):
    """Adventurer: 2 per unique animal on a travelled closed loop (definitions/trailblazers/game.yaml:252)"""
    return sum(TRAIL_ANIMAL_POINTS * figure_trail_tokens(p.travellers, t, p.area, TABLEAU_AREA) for t in p.travelling if figure_closed(p.travellers, t, p.area, TABLEAU_AREA))


def score_trail_markers(state, p):
    """Adventurer: 1 per trail marker of a travelled closed loop after its third, standing, campfire (definitions/trailblazers/game.yaml:253)"""
    return sum(figure_trail_length(p.travellers, t, p.area, TABLEAU_AREA) - figure_walked(p.travellers, t) for t in p.final_fire if figure_closed(p.travellers, t, p.area, TABLEAU_AREA))


def total_score(state, p):
    return score_loops(state, p) + score_animals(state, p) + score_in_game_goals(state, p) + score_end_game_goals(state, p) + score_campfires(state, p) + score_trail_animals(state, p) + score_trail_markers(state, p)


def tiebreak_1(state, p):
    """Tie-break 1: the higher value wins a tie on points."""
    return len(p.goals_won) + end_goals_placed(state, p)


def is_eligible(state, p):
    """May this player win?"""
    return True


def progress_value(state, p):
    """What a look-ahead agent adds to this player's score to weigh its moves (victory progress)."""
    return sum(n for n in tableau_loop_lengths(p.area, TABLEAU_AREA)) if state.options["mode"] == 'adventurer' else 0


# ---------------------------------------------------------------- state
# a player's fields and the shared ones, each the slot of a record (`p.energy`; runtime/records.py)
Shared = record_type("Shared", ('trail_deck', 'box', 'discards', 'goal_deck', 'in_game_goals', 'end_game_goals', 'goal_slot', 'animal_supply',))
Player = record_type("Player", ('seat', 'hand', 'camps', 'area', 'goals_won', 'qualifying', 'goal_points', 'player_cards', 'unused_camps', 'travellers', 'travelling', 'camped_early', 'standing_fires', 'flat_fires', 'final_fire',))


def new_globals(state):
    return Shared.of({
        'trail_deck': [card for card in TRAIL_CARDS for _ in range(TRAIL_CARDS[card]["copies"])],
        'box': [],
        'discards': [],
        'goal_deck': list(GOALS),
        'in_game_goals': [],
        'end_game_goals': [],
        'goal_slot': dict.fromkeys(GOALS, 1),
        'animal_supply': dict.fromkeys(ANIMALS, 20),
    })


def new_player(state, seat):
    return Player.of({
        "seat": seat,
        'hand': [],
        'camps': list(CAMPS),
        'area': [],
        'goals_won': set(),
        'qualifying': set(),
        'goal_points': 0,
        'player_cards': 4,
        'unused_camps': [],
        'travellers': {},
        'travelling': set(),
        'camped_early': set(),
        'standing_fires': dict.fromkeys(TRAIL_TYPES, 0),
        'flat_fires': dict.fromkeys(TRAIL_TYPES, 0),
        'final_fire': set(),
    })


def copy_player(p):
    """A copy of a player's fields, slot by slot, that shares no container with the original."""
    q = Player.blank()
    q.seat = p.seat
    q.hand = list(p.hand)
    q.camps = list(p.camps)
    q.area = list(p.area)
    q.goals_won = set(p.goals_won)
    q.qualifying = set(p.qualifying)
    q.goal_points = p.goal_points
    q.player_cards = p.player_cards
    q.unused_camps = list(p.unused_camps)
    q.travellers = dict(p.travellers)
    q.travelling = set(p.travelling)
    q.camped_early = set(p.camped_early)
    q.standing_fires = dict(p.standing_fires)
    q.flat_fires = dict(p.flat_fires)
    q.final_fire = set(p.final_fire)
    return q


def copy_globals(g):
    """A copy of the shared fields, slot by slot, that shares no container with the original."""
    q = Shared.blank()
    q.trail_deck = list(g.trail_deck)
    q.box = list(g.box)
    q.discards = list(g.discards)
    q.goal_deck = list(g.goal_deck)
    q.in_game_goals = list(g.in_game_goals)
    q.end_game_goals = list(g.end_game_goals)
    q.goal_slot = dict(g.goal_slot)
    q.animal_supply = dict(g.animal_supply)
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
        Step('do', 'decks', run=setup_decks, draws=True),
    ),
    round=(
        Step('each_player', 'travellers_rested', run=round_travellers_rested),
        Step('each_player', 'deal', run=round_deal),
        Step('decide', 'camp', actions=('place_camp',), who='each', secret=True, choices=round_camp_choices, at='definitions/trailblazers/game.yaml:180:7'),
        Step('each_player', 'travellers_stand', run=round_travellers_stand),
        Step('decide', 'turn-1', actions=('place_trail',), who='each', secret=True, picks=2, choices=round_turn_choices, at='definitions/trailblazers/game.yaml:194:11'),
        Step('decide', 'first_move-1', actions=('set_out',), who='each', secret=True, picks=2, choices=round_first_move_choices, at='definitions/trailblazers/game.yaml:195:11'),
        Step('each_player', 'travel-1', run=round_travel),
        Step('each_player', 'goals_check-1', run=round_goals_check),
        Step('do', 'goals_award-1', run=round_goals_award),
        Step('do', 'pass_hands-1', run=round_pass_hands),
        Step('decide', 'turn-2', actions=('place_trail',), who='each', secret=True, picks=2, choices=round_turn_choices, at='definitions/trailblazers/game.yaml:194:11'),
        Step('decide', 'first_move-2', actions=('set_out',), who='each', secret=True, picks=2, choices=round_first_move_choices, at='definitions/trailblazers/game.yaml:195:11'),
        Step('each_player', 'travel-2', run=round_travel),
        Step('each_player', 'goals_check-2', run=round_goals_check),
        Step('do', 'goals_award-2', run=round_goals_award),
        Step('do', 'pass_hands-2', run=round_pass_hands),
        Step('decide', 'turn-3', actions=('place_trail',), who='each', secret=True, picks=2, choices=round_turn_choices, at='definitions/trailblazers/game.yaml:194:11'),
        Step('decide', 'first_move-3', actions=('set_out',), who='each', secret=True, picks=2, choices=round_first_move_choices, at='definitions/trailblazers/game.yaml:195:11'),
        Step('each_player', 'travel-3', run=round_travel),
        Step('each_player', 'goals_check-3', run=round_goals_check),
        Step('do', 'goals_award-3', run=round_goals_award),
        Step('do', 'pass_hands-3', run=round_pass_hands),
        Step('each_player', 'campfires', run=round_campfires),
    ),
    actions={
        'place_camp': Action('place_camp', ('camp', 'spot'), place_camp_moves, place_camp, words=(None, 'at')),
        'place_trail': Action('place_trail', ('card', 'spot', 'turn', 'mark'), place_trail_moves, place_trail, words=(None, 'at', 'turned', None), secret=(0,)),
        'set_out': Action('set_out', ('traveller', 'exit'), set_out_moves, set_out, words=(None, 'by')),
    },
    action_domains={
        'place_camp': (('values', ('camp_hiking', 'camp_biking', 'camp_kayaking')), ('spots', 2, 26)),
        'place_trail': (('places', 8), ('spots', 2, 26), ('values', (0, 180)), ('values', ('bare', 'with_animal'))),
        'set_out': (('values', ('hiking', 'biking', 'kayaking')), ('places', 4)),
    },
    is_active=is_active,
    game_ends=game_ends,
    scoring=(
        ('loops', 'Closed loops: 1 per trail marker (not in the Adventurer mode)', score_loops),
        ('animals', 'Animals: unique animals on each closed loop, 1, 3, 6, 10, 15, 21 (not in the Adventurer mode)', score_animals),
        ('in_game_goals', 'In-game goals: 6 / 3 / 1', score_in_game_goals),
        ('end_game_goals', 'End-game goals: 6 / 3 / 1, tied players share a rank', score_end_game_goals),
        ('campfires', 'Adventurer: 5 per standing campfire beside a traveller whose trail is a closed loop', score_campfires),
        ('trail_animals', 'Adventurer: 2 per unique animal on a travelled closed loop', score_trail_animals),
        ('trail_markers', 'Adventurer: 1 per trail marker of a travelled closed loop after its third, standing, campfire', score_trail_markers),
    ),
    total_score=total_score,
    is_eligible=is_eligible,
    solo_win=None,
    progress=progress_value,
    end_words={'end condition': 'the end condition held at the end of a round: the round number is at least 4'},
    end_at={'end condition': ('definitions/trailblazers/game.yaml:244:9', 'round >= 4')},
    set_fields={'player': ('goals_won', 'qualifying', 'travelling', 'camped_early', 'final_fire'), 'global': ()},
    hidden_fields={'player': ('hand',), 'global': ('trail_deck', 'box', 'discards', 'goal_deck')},
    visibility={'player': {'hand': 'owner', 'camps': 'everyone', 'area': 'everyone', 'goals_won': 'everyone', 'qualifying': 'everyone', 'goal_points': 'everyone', 'player_cards': 'everyone', 'unused_camps': 'everyone', 'travellers': 'everyone', 'travelling': 'everyone', 'camped_early': 'everyone', 'standing_fires': 'everyone', 'flat_fires': 'everyone', 'final_fire': 'everyone'}, 'global': {'trail_deck': 'nobody', 'box': 'nobody', 'discards': 'nobody', 'goal_deck': 'nobody', 'in_game_goals': 'everyone', 'end_game_goals': 'everyone', 'goal_slot': 'everyone', 'animal_supply': 'everyone'}},
    bounds={'player': {'player_cards': (0, None)}, 'global': {}},
    caps={'player': {'hand': (8, 'definitions/trailblazers/game.yaml:89:44'), 'area': (27, 'definitions/trailblazers/game.yaml:91:93')}},
    layout={'player': {'hand': {'kind': 'zone', 'of': 'trail_cards'}, 'camps': {'kind': 'zone', 'of': 'camps'}, 'area': {'kind': 'tableau', 'decks': ('camps', 'trail_cards'), 'fixed': ('camps',), 'column': 'trails', 'cells': 2, 'kinds': ('hiking', 'biking', 'kayaking')}, 'goals_won': {'kind': 'set', 'of': 'goals'}, 'qualifying': {'kind': 'set', 'of': 'goals'}, 'goal_points': {'kind': 'counter', 'min': None, 'max': None}, 'player_cards': {'kind': 'counter', 'min': 0, 'max': None}, 'unused_camps': {'kind': 'zone', 'of': 'camps'}, 'travellers': {'kind': 'figures', 'keys': 'trail_types', 'on': 'area'}, 'travelling': {'kind': 'set', 'of': 'trail_types'}, 'camped_early': {'kind': 'set', 'of': 'trail_types'}, 'standing_fires': {'kind': 'map', 'min': None, 'max': None, 'keys': 'trail_types'}, 'flat_fires': {'kind': 'map', 'min': None, 'max': None, 'keys': 'trail_types'}, 'final_fire': {'kind': 'set', 'of': 'trail_types'}}, 'global': {'trail_deck': {'kind': 'zone', 'of': 'trail_cards'}, 'box': {'kind': 'zone', 'of': 'trail_cards'}, 'discards': {'kind': 'zone', 'of': 'trail_cards'}, 'goal_deck': {'kind': 'zone', 'of': 'goals'}, 'in_game_goals': {'kind': 'zone', 'of': 'goals'}, 'end_game_goals': {'kind': 'zone', 'of': 'goals'}, 'goal_slot': {'kind': 'map', 'min': None, 'max': None, 'keys': 'goals'}, 'animal_supply': {'kind': 'map', 'min': 0, 'max': None, 'keys': 'animals'}}},
    tables={'animals': ANIMALS, 'camps': CAMPS, 'goals': GOALS, 'trail_cards': TRAIL_CARDS, 'trail_types': TRAIL_TYPES},
    turns=False,
    tiebreak=(tiebreak_1, ),
    action_texts={
        'place_camp': 'Place a camp from your supply next to a card of your area (the first one starts the area).',
        'place_trail': 'Place a trail card from your hand next to or over a card of your area, never over a camp (nor, with animals, over a card with an animal token; nor, in the Adventurer mode, over a trail a traveller has walked or stands on); with animals, you may put its animal token on it now.\n',
        'set_out': "Adventurer: before a traveller's very first move, choose the trail leaving its camp that it takes; it keeps to that trail, in that direction, for the rest of the game.\n",
    },
)
