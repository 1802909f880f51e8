"""Trailblazer: The John Muir Trail: the random playout with the flow compiled in, by Cairn.

The same game as rules.py, for random agents only: the setup and the round unrolled, each
decide step a loop drawing its picks inline from one flat list of legal moves, the game's
functions inlined into effects. A seed plays the same game here as through GameState.apply
(tests/runtime/test_fast_playout.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import counted_move, counted_total, settle_choices

from .rules import (
    BIG_HAND,
    BIG_HAND_SECTION,
    DAYS,
    DESTINATIONS,
    ELEVATION_MEDAL_SPACE,
    ELEVATION_TOP,
    FIELD_GUIDES,
    FIELD_GUIDES_REWARD,
    GAME,
    GUIDE_SPACES,
    GUIDE_SPACES_ORDER,
    JMT_MARKERS,
    LAST_SECTION,
    MAP_PACKS_ORDER,
    MISSIONS,
    NATURALS,
    PACK_SECTIONS,
    PACK_SECTIONS_ORDER,
    PERSONALS,
    TRAIL_CARDS,
    WEATHER,
    can_pay_destinations_cost,
    can_pay_guide_spaces_cost,
    change_naturals,
    change_personals,
    coop,
    counts,
    discard_for_water,
    discover,
    draw,
    draw_trail,
    explore,
    explorer_award,
    guide_space,
    keep_missions,
    keep_skill,
    loop_turn,
    move_card,
    pack_award,
    pass_card,
    pay_destinations_cost,
    pay_guide_spaces_cost,
    play_trail,
    refill_guides,
    robo_arrowhead,
    robo_turn,
    round_sunrise,
    setup_board,
    setup_kits,
    shuffle,
    spend_medallion,
    summit_award,
    sunrise_draw,
    switch_region,
    take,
    whitney_award,
)


# per id of missions, the columns the loop of 'keep_missions' reads: filled on first use
MISSIONS_KEEP_MISSIONS_COLUMNS = {}


# per id of missions, the columns the loop of 'keep_missions' reads: filled on first use
MISSIONS_KEEP_MISSIONS_COLUMNS_2 = {}


# per id of trail_cards, the columns the loop of 'play_trail' reads: filled on first use
TRAIL_CARDS_PLAY_TRAIL_COLUMNS = {}


# per id of personals, the columns the loop of 'resupply' reads: filled on first use
PERSONALS_RESUPPLY_COLUMNS = {}


def ease_hardship(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:367), the game's functions inlined, bounds and min/max as conditionals."""
    if p.hardship > 0:
        p.hardship = 0 if p.hardship - 1 < 0 else p.hardship - 1
    elif coop(state, p) and state.g.team_hardship > 0:
        state.g.team_hardship = 0 if state.g.team_hardship - 1 < 0 else state.g.team_hardship - 1
    elif coop(state, p):
        for q in state.players:
            if q.seat == (p.seat + 2) % len(state.players) and q.hardship > 0:
                q.hardship = 0 if q.hardship - 1 < 0 else q.hardship - 1


def pay_natural(state, p, kind, n):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:377), the game's functions inlined, bounds and min/max as conditionals."""
    if n > 0:
        if (p.water if kind == 'water' else p.earth if kind == 'earth' else p.wind if kind == 'wind' else p.fire) >= n:
            change_naturals(state, p, kind, -n)
        else:
            p.hardship = 0 if p.hardship + 1 < 0 else p.hardship + 1


def pay_personal(state, p, item, n):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:381), the game's functions inlined, bounds and min/max as conditionals."""
    if n > 0:
        if (p.food if item == 'food' else p.water_bottle if item == 'water_bottle' else p.zzz if item == 'zzz' else p.endurance) >= n:
            change_personals(state, p, item, -n)
        else:
            p.hardship = 0 if p.hardship + 1 < 0 else p.hardship + 1


def robo_least_personal(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:469), the game's functions inlined, bounds and min/max as conditionals."""
    least = min(p.food, p.water_bottle, p.zzz, p.endurance)
    if p.food == least:
        p.food = 0 if p.food + 1 < 0 else p.food + 1
    if p.water_bottle == least:
        p.water_bottle = 0 if p.water_bottle + 1 < 0 else p.water_bottle + 1
    if p.zzz == least:
        p.zzz = 0 if p.zzz + 1 < 0 else p.zzz + 1
    if p.endurance == least:
        p.endurance = 0 if p.endurance + 1 < 0 else p.endurance + 1


def entered_section(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:501), the game's functions inlined, bounds and min/max as conditionals."""
    if p.section == BIG_HAND_SECTION and not p.robot:
        p.hand_size = 3 if BIG_HAND < 3 else 4 if BIG_HAND > 4 else BIG_HAND
    if p.section == 5 and state.g.region == 'green':
        switch_region(state, p, 'blue')
    if p.section == 9 and state.g.region == 'blue':
        switch_region(state, p, 'yellow')
    if p.section == LAST_SECTION:
        state.g.arrivals += 1
        p.arrival = state.g.arrivals
        p.points += whitney_award(p.arrival)


def trade_water(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:696), the game's functions inlined, bounds and min/max as conditionals."""
    p.water = 0 if p.water - 2 < 0 else p.water - 2
    p.water_bottle = 0 if p.water_bottle + 1 < 0 else p.water_bottle + 1


def hike(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:702), the game's functions inlined, bounds and min/max as conditionals."""
    p.tracks = 0 if p.tracks - (2 if p.section == LAST_SECTION - 1 else 1) < 0 else p.tracks - (2 if p.section == LAST_SECTION - 1 else 1)
    p.hiked_today = True
    p.section = 0 if p.section + 1 < 0 else 10 if p.section + 1 > 10 else p.section + 1
    s = PACK_SECTIONS_ORDER[MAP_PACKS_ORDER.index(p.map_pack[0]) * LAST_SECTION + p.section - 1]
    pay_natural(state, p, 'water', PACK_SECTIONS[s]["water"])
    pay_natural(state, p, 'earth', PACK_SECTIONS[s]["earth"])
    pay_natural(state, p, 'wind', PACK_SECTIONS[s]["wind"])
    pay_natural(state, p, 'fire', PACK_SECTIONS[s]["fire"])
    pay_personal(state, p, 'food', PACK_SECTIONS[s]["food"])
    pay_personal(state, p, 'water_bottle', PACK_SECTIONS[s]["water_bottle"])
    pay_personal(state, p, 'zzz', PACK_SECTIONS[s]["zzz"])
    pay_personal(state, p, 'endurance', PACK_SECTIONS[s]["endurance"])
    if p.section >= 5:
        m = state.g.trail_markers[p.section - 5]
        if JMT_MARKERS[m]["gear"] is not None and JMT_MARKERS[m]["gear"] not in p.backpack:
            p.hardship = 0 if p.hardship + 1 < 0 else p.hardship + 1
        if JMT_MARKERS[m]["personal"] is not None:
            pay_personal(state, p, JMT_MARKERS[m]["personal"], 1)
    w = state.g.weather_chart[len(state.g.weather_chart) - 1]
    if WEATHER[w]["needs"] is not None:
        pay_natural(state, p, WEATHER[w]["needs"], 1)
    entered_section(state, p)


def acquire(state, p, kind):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:726), the game's functions inlined, bounds and min/max as conditionals."""
    p.tracks = 0 if p.tracks - 1 < 0 else p.tracks - 1
    if state.g.site_use[kind] >= (2 if len(state.players) == 4 else 1):
        spend_medallion(state, p)
    state.g.site_use[kind] += 1
    take(state, p, kind, NATURALS[kind]["amount"])


def resupply(state, p, item):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:757), the game's functions inlined, bounds and min/max as conditionals."""
    p.tracks = 0 if p.tracks - 1 < 0 else p.tracks - 1
    if PERSONALS[item]["once_a_day"] and item in state.g.lodge_taken:
        spend_medallion(state, p)
    p.lodge_mine.add(item)
    if PERSONALS[item]["once_a_day"]:
        state.g.lodge_taken.add(item)
    change_personals(state, p, item, PERSONALS[item]["amount"])


def remove_hardship(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:767), the game's functions inlined, bounds and min/max as conditionals."""
    p.tracks = 0 if p.tracks - 1 < 0 else p.tracks - 1
    if state.g.hardship_lodge_taken:
        spend_medallion(state, p)
    state.g.hardship_lodge_taken = True
    ease_hardship(state, p)


def mountain_pass(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:775), the game's functions inlined, bounds and min/max as conditionals."""
    p.tracks = 0 if p.tracks - 1 < 0 else p.tracks - 1
    if state.g.pass_taken:
        spend_medallion(state, p)
    state.g.pass_taken = True
    draw_trail(state, p, 2)
    p.pass_plays = 0 if 2 < 0 else 2
    state.next_turn = state.turn


def first_light(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:803), the game's functions inlined, bounds and min/max as conditionals."""
    p.tracks = 0 if p.tracks - 1 < 0 else p.tracks - 1
    state.g.first_light_taken = True
    p.has_first_light = True
    take(state, p, 'water', state.g.first_light_water)
    state.g.first_light_water = 0 if 0 < 0 else 0


def round_consume(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:868), the game's functions inlined, bounds and min/max as conditionals."""
    if p.robot:
        if not p.hiked_today:
            p.idle_rounds += 1
    elif not coop(state, p):
        if p.water_bottle == 0 and p.water >= 2:
            p.water = 0 if p.water - 2 < 0 else p.water - 2
            p.water_bottle = 0 if p.water_bottle + 1 < 0 else p.water_bottle + 1
        if p.food >= 1:
            p.food = 0 if p.food - 1 < 0 else p.food - 1
        else:
            p.hardship = 0 if p.hardship + 1 < 0 else p.hardship + 1
        if p.water_bottle >= 1:
            p.water_bottle = 0 if p.water_bottle - 1 < 0 else p.water_bottle - 1
        else:
            p.hardship = 0 if p.hardship + 1 < 0 else p.hardship + 1
    if state.round < DAYS:
        p.tracks = 0 if p.tracks_owned < 0 else p.tracks_owned


def round_group_upkeep(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:881), the game's functions inlined, bounds and min/max as conditionals."""
    if coop(state, None):
        if any(q.hiked_today for q in state.players if not q.robot) and not all(q.hiked_today for q in state.players if not q.robot):
            state.g.pace_broken = True
        food_owed = 2
        bottles_owed = 2
        for q in state.players:
            if not q.robot:
                f = (food_owed if food_owed < q.food else q.food)
                q.food = 0 if q.food - f < 0 else q.food - f
                food_owed -= f
                b = (bottles_owed if bottles_owed < q.water_bottle else q.water_bottle)
                q.water_bottle = 0 if q.water_bottle - b < 0 else q.water_bottle - b
                bottles_owed -= b
        for q in state.players:
            if not q.robot:
                turns_taken = 0
                while bottles_owed > 0 and q.water >= 2:
                    turns_taken = loop_turn(state, p, turns_taken, 2, 'definitions/trailblazer-jmt/game.yaml:901:15')
                    q.water = 0 if q.water - 2 < 0 else q.water - 2
                    bottles_owed -= 1
        state.g.team_hardship = 0 if state.g.team_hardship + (food_owed + bottles_owed) < 0 else state.g.team_hardship + (food_owed + bottles_owed)


def round_sunset(state, p):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:909), the game's functions inlined, bounds and min/max as conditionals."""
    if state.round < DAYS:
        if state.g.leftmost in state.g.guide_market:
            move_card(state.g.guide_market, state.g.guide_discard, state.g.leftmost)
        refill_guides(state, p)
        state.g.leftmost = state.g.guide_market[0]
        lit = False
        for q in state.players:
            if q.has_first_light:
                q.has_first_light = False
                state.g.trailblazer = q.seat
                lit = True
        if not lit:
            state.g.trailblazer = (state.g.trailblazer + 1) % len(state.players)
        state.first_player = state.players[state.g.trailblazer].seat
        state.g.first_light_water = 0 if state.g.first_light_water + 1 < 0 else state.g.first_light_water + 1
        draw(state, state.g.robo_used, state.g.robo_old, len(state.g.robo_used))
        draw(state, state.g.robo_skipped, state.g.robo_old, len(state.g.robo_skipped))
        if state.round == 3 or state.round == 6 or state.round == 9:
            draw(state, state.g.robo_old, state.g.robo_deck, len(state.g.robo_old))
            shuffle(state, state.g.robo_deck)


def choose_natural_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:359), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    options_1 = list(NATURALS)
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    kind = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    take(state, p, kind, 1)


def choose_personal_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:363), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    options_1 = list(PERSONALS)
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    item = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    change_personals(state, p, item, 1)


def take_arrowhead_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:407), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    if len(state.g.arrow_offer) > 0:
        options_1 = list(state.g.arrow_offer)
        if not options_1:
            return     # nothing to choose: the rest of this effect is skipped, as on the general path
        state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
        if state.turn_moves > max_moves:
            state.turn_never_ends(p.seat, state.steps()[state.step])
        head = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
        move_card(state.g.arrow_offer, p.arrowheads, head)
        draw(state, state.g.arrow_deck, state.g.arrow_offer, 1)


def advance_elevation_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:414), each choice drawn in place with `agent_random` (the seat's random agent)."""
    if p.elevation >= ELEVATION_TOP:
        p.points += 1
    else:
        p.elevation = 0 if p.elevation + 1 < 0 else 24 if p.elevation + 1 > 24 else p.elevation + 1
        if p.elevation == ELEVATION_MEDAL_SPACE and not state.g.elevation_medal_taken:
            state.g.elevation_medal_taken = True
            p.elevation_medal = True
        if p.elevation == 3 or p.elevation == 18:
            if p.robot:
                robo_least_personal(state, p)
            else:
                choose_personal_drawn(state, p, agent_random, auto_single)
        if p.elevation == 6 or p.elevation == 12:
            p.tracks_owned = 5 if p.tracks_owned + 1 > 5 else p.tracks_owned + 1
            p.tracks = 0 if p.tracks + 1 < 0 else p.tracks + 1
        if p.elevation == 9 or p.elevation == 15 or p.elevation == 21:
            if p.robot:
                robo_arrowhead(state, p)
            else:
                take_arrowhead_drawn(state, p, agent_random, auto_single)
        if p.elevation == ELEVATION_TOP:
            state.g.summits += 1
            p.points += summit_award(state.g.summits)


def load_gear_drawn(state, p, agent_random, auto_single, item):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:440), each choice drawn in place with `agent_random` (the seat's random agent)."""
    p.backpack.add(item)
    if len(p.backpack) == 3:
        choose_natural_drawn(state, p, agent_random, auto_single)
    if len(p.backpack) == 6:
        choose_personal_drawn(state, p, agent_random, auto_single)
    if len(p.backpack) == 9:
        choose_personal_drawn(state, p, agent_random, auto_single)
        choose_personal_drawn(state, p, agent_random, auto_single)
        if not state.g.windrose_taken:
            state.g.windrose_taken = True
            p.windrose = True
    if len(p.backpack) == 12:
        state.g.full_packs += 1
        p.points += pack_award(state.g.full_packs)


def load_or_use_drawn(state, p, agent_random, auto_single, item):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:459), each choice drawn in place with `agent_random` (the seat's random agent)."""
    if item is None:
        pass
    elif item not in p.backpack:
        load_gear_drawn(state, p, agent_random, auto_single, item)
    else:
        advance_elevation_drawn(state, p, agent_random, auto_single)


def exploration_bonus_drawn(state, p, agent_random, auto_single, kind):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:586), each choice drawn in place with `agent_random` (the seat's random agent)."""
    if kind == 'peaks':
        choose_personal_drawn(state, p, agent_random, auto_single)
    if kind == 'meadows':
        p.food = 0 if p.food + 1 < 0 else p.food + 1
    if kind == 'lakes':
        take(state, p, 'water', 2)
    if kind == 'falls':
        p.points += 2


def take_destination_drawn(state, p, agent_random, auto_single, card):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:594), each choice drawn in place with `agent_random` (the seat's random agent)."""
    move_card(state.g.destination_display, p.destinations, card)
    p.points += DESTINATIONS[card]["points"]
    if DESTINATIONS[card]["kind"] not in p.explored_kinds:
        p.explored_kinds.add(DESTINATIONS[card]["kind"])
        exploration_bonus_drawn(state, p, agent_random, auto_single, DESTINATIONS[card]["kind"])
        if len(p.explored_kinds) == 4:
            state.g.explorers += 1
            p.points += explorer_award(state.g.explorers)
    load_or_use_drawn(state, p, agent_random, auto_single, DESTINATIONS[card]["gear"])
    draw(state, state.g.destination_decks[state.g.region], state.g.destination_display, 1)


def discover_drawn(state, p, agent_random, auto_single, guide):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:735), each choice drawn in place with `agent_random` (the seat's random agent)."""
    pay_guide_spaces_cost(state, p, guide_space(state, p, guide))
    p.tracks = 0 if p.tracks - 1 < 0 else p.tracks - 1
    state.g.guide_gaps.add(guide_space(state, p, guide))
    move_card(state.g.guide_market, p.guides, guide)
    FIELD_GUIDES_REWARD[guide](state, p)
    if FIELD_GUIDES[guide]["category"] == 'rivers':
        p.tracks = 0 if p.tracks + 1 < 0 else p.tracks + 1
    load_or_use_drawn(state, p, agent_random, auto_single, FIELD_GUIDES[guide]["gear"])


def explore_drawn(state, p, agent_random, auto_single, card):
    """As in rules.py (definitions/trailblazer-jmt/game.yaml:747), each choice drawn in place with `agent_random` (the seat's random agent)."""
    pay_destinations_cost(state, p, card)
    p.tracks = 0 if p.tracks - 1 < 0 else p.tracks - 1
    if state.g.explore_used >= len(state.players) + 1:
        spend_medallion(state, p)
    state.g.explore_used += 1
    take_destination_drawn(state, p, agent_random, auto_single, card)


def setup_variants_legal_moves(state, p):
    """The legal moves of step variants as rules.py lists them, as one list of (action, arguments) and counted blocks."""
    moves = []
    if not MISSIONS_KEEP_MISSIONS_COLUMNS: MISSIONS_KEEP_MISSIONS_COLUMNS.update({journey: MISSIONS[journey]["kind"] for journey in MISSIONS})
    offered_missions = p.offered_missions
    if not MISSIONS_KEEP_MISSIONS_COLUMNS_2: MISSIONS_KEEP_MISSIONS_COLUMNS_2.update({final: MISSIONS[final]["kind"] for final in MISSIONS})
    journey_values = []
    for journey in p.offered_missions:
        journey_kind = MISSIONS_KEEP_MISSIONS_COLUMNS[journey]
        if journey_kind == 'during':
            journey_values.append(journey)
    if journey_values:
        final_values = []
        for final in offered_missions:
            final_kind = MISSIONS_KEEP_MISSIONS_COLUMNS_2[final]
            if final_kind == 'end':
                final_values.append(final)
        if final_values:
            moves.append((len(journey_values) * len(final_values), 'keep_missions', (), (journey_values, final_values)))
    for skill in p.offered_skills:
        moves.append(('keep_skill', (skill,)))
    return moves


def round_trail_legal_moves(state, p):
    """The legal moves of step trail as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    if not p.robot and not p.drew_today:
        moves.append(('sunrise_draw', ()))
    if not TRAIL_CARDS_PLAY_TRAIL_COLUMNS: TRAIL_CARDS_PLAY_TRAIL_COLUMNS.update({card: (TRAIL_CARDS[card]["kind"], TRAIL_CARDS[card]["gear"]) for card in TRAIL_CARDS})
    backpack = p.backpack
    if p.drew_today and not p.played_today and p.pass_plays == 0:
        for card in p.hand:
            card_kind, card_gear = TRAIL_CARDS_PLAY_TRAIL_COLUMNS[card]
            if (card_kind != 'obstacle' or card_gear in backpack or state.options["obstacle_cards"] == 'as_travel'):
                moves.append(('play_trail', (card,)))
    if p.drew_today and not p.played_today and p.pass_plays == 0:
        for card in p.hand:
            moves.append(('discard_for_water', (card,)))
    if p.pass_plays > 0:
        for card in p.hand:
            moves.append(('pass_card', (card,)))
    return moves


def round_daytime_legal_moves(state, p):
    """The legal moves of step daytime as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    my_hike_tracks = 2 if p.section == LAST_SECTION - 1 else 1
    if not p.robot and p.pass_plays == 0 and p.tracks >= my_hike_tracks and not p.hiked_today and p.section < LAST_SECTION:
        moves.append(('hike', ()))
    my_free = not p.robot and p.tracks > 0 and p.pass_plays == 0
    site_use = state.g.site_use
    my_site_capacity = 2 if len(state.players) == 4 else 1
    windrose = p.windrose
    elevation_medal = p.elevation_medal
    my_can_bypass = windrose or elevation_medal
    if my_free:
        for kind in NATURALS:
            if (site_use[kind] < my_site_capacity or my_can_bypass):
                moves.append(('acquire', (kind,)))
    guide_gaps = state.g.guide_gaps
    guide_market = state.g.guide_market
    if my_free:
        for guide in state.g.guide_market:
            if can_pay_guide_spaces_cost(state, p, GUIDE_SPACES_ORDER[min((GUIDE_SPACES[s]["number"] for s in GUIDE_SPACES if s not in guide_gaps and sum(1 for t in GUIDE_SPACES if t not in guide_gaps and GUIDE_SPACES[t]["number"] < GUIDE_SPACES[s]["number"]) == list(guide_market).index(guide)), default=0) - 1]):
                moves.append(('discover', (guide,)))
    my_explore_spaces = len(state.players) + 1
    my_can_bypass_2 = p.windrose or p.elevation_medal
    if my_free and (state.g.explore_used < my_explore_spaces or my_can_bypass_2):
        for card in state.g.destination_display:
            if can_pay_destinations_cost(state, p, card):
                moves.append(('explore', (card,)))
    lodge_mine = p.lodge_mine
    if not PERSONALS_RESUPPLY_COLUMNS: PERSONALS_RESUPPLY_COLUMNS.update({item: PERSONALS[item]["once_a_day"] for item in PERSONALS})
    lodge_taken = state.g.lodge_taken
    if my_free and p.section >= 4:
        for item in PERSONALS:
            item_once_a_day = PERSONALS_RESUPPLY_COLUMNS[item]
            if item not in lodge_mine and (not item_once_a_day or item not in lodge_taken or my_can_bypass):
                moves.append(('resupply', (item,)))
    my_coop = state.options["partners"] == 'together' and sum(1 for q in state.players if q.robot) == 2
    my_group_hardship = state.g.team_hardship + sum(q.hardship for q in state.players if not q.robot)
    my_my_hardship = my_group_hardship if my_coop else p.hardship
    if my_free and p.section >= 4 and my_my_hardship > 0 and (not state.g.hardship_lodge_taken or my_can_bypass_2):
        moves.append(('remove_hardship', ()))
    if my_free and (not state.g.pass_taken or my_can_bypass_2):
        moves.append(('mountain_pass', ()))
    if p.pass_plays > 0:
        for card in p.hand:
            moves.append(('pass_card', (card,)))
    if my_free and not state.g.first_light_taken:
        moves.append(('first_light', ()))
    if p.robot and p.tracks > 0:
        moves.append(('robo_turn', ()))
    return moves


def round_refill_legal_moves(state, p):
    """The legal moves of step refill as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    if not p.robot and p.water >= 2:
        moves.append(('trade_water', ()))
    if moves:
        moves.append(('pass', ()))
    return moves


def setup_variants_play(state, randoms, observe):
    """Every pick of the setup step variants, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [2 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = setup_variants_legal_moves(state, players[seat])
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
        if name == 'keep_missions':
            keep_missions(state, p, args[0], args[1])
        elif name == 'keep_skill':
            keep_skill(state, p, args[0])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[2])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 2)
        else:
            state.after_action()
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_trail_play(state, randoms, observe):
    """Every pick of the round step trail, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [8 if (True) else 0 for p in players]
    state.turn = state.first_player
    max_moves = state.rules.max_moves_per_turn
    seats = [list(range(s, len(players))) + list(range(s)) for s in range(len(players))]
    while True:
        for seat in seats[state.turn]:
            if picks[seat] > 0:
                moves = round_trail_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        state.turn = seat     # `extra turn` in its action names this seat
        p = players[seat]
        if len(moves) == 1:
            name, args = moves[0]
        else:
            if observe is not None:
                observe(state)
            name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'sunrise_draw':
            sunrise_draw(state, p)
        elif name == 'play_trail':
            play_trail(state, p, args[0])
        elif name == 'discard_for_water':
            discard_for_water(state, p, args[0])
        elif name == 'pass_card':
            pass_card(state, p, args[0])
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[1])
        if state.pending is not None:
            settle_choices(state, randoms, observe, True, 1)
        else:
            state.after_action()
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
            if state.next_turn == seat:
                state.next_turn = None
            else:
                state.turn = (seat + 1) % len(players)
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_daytime_play(state, randoms, observe):
    """Every pick of the round step daytime, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [60 if (True) else 0 for p in players]
    state.turn = state.first_player
    max_moves = state.rules.max_moves_per_turn
    seats = [list(range(s, len(players))) + list(range(s)) for s in range(len(players))]
    while True:
        for seat in seats[state.turn]:
            if picks[seat] > 0:
                moves = round_daytime_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        state.turn = seat     # `extra turn` in its action names this seat
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'hike':
            hike(state, p)
        elif name == 'acquire':
            acquire(state, p, args[0])
        elif name == 'discover':
            if observe is None:
                discover_drawn(state, p, randoms[seat], False, args[0])
            else:     # the observer sees the pending question, as the general path leaves it
                discover(state, p, args[0])
        elif name == 'explore':
            if observe is None:
                explore_drawn(state, p, randoms[seat], False, args[0])
            else:     # the observer sees the pending question, as the general path leaves it
                explore(state, p, args[0])
        elif name == 'resupply':
            resupply(state, p, args[0])
        elif name == 'remove_hardship':
            remove_hardship(state, p)
        elif name == 'mountain_pass':
            mountain_pass(state, p)
        elif name == 'pass_card':
            pass_card(state, p, args[0])
        elif name == 'first_light':
            first_light(state, p)
        elif name == 'robo_turn':
            robo_turn(state, p)
        state.turn_moves += 1
        if state.turn_moves > max_moves:
            state.turn_never_ends(seat, state.steps()[2])
        if state.pending is not None:
            settle_choices(state, randoms, observe, False, 2)
        else:
            state.after_action()
            picks[seat] -= 1
            if not (True):
                picks[seat] = 0
            if state.next_turn == seat:
                state.next_turn = None
            else:
                state.turn = (seat + 1) % len(players)
        if state.end_requested:
            return     # the game ends: the picks stay as they are, as on the general path
    state.picks = None


def round_refill_play(state, randoms, observe):
    """Every pick of the round step refill, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [6 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = round_refill_legal_moves(state, players[seat])
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
            if name == 'trade_water':
                trade_water(state, p)
            state.turn_moves += 1
            if state.turn_moves > max_moves:
                state.turn_never_ends(seat, state.steps()[3])
            if state.pending is not None:
                settle_choices(state, randoms, observe, False, 3)
            else:
                state.after_action()
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
    setup_board(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    for p in players:
        if (True):
            setup_kits(state, p)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    setup_variants_play(state, randoms, observe)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 3
    state.next_round()
    while state.phase != 'over':
        state.step = 0
        round_sunrise(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 1
        round_trail_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 2
        round_daytime_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 3
        round_refill_play(state, randoms, observe)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 4
        for p in players:
            if (True):
                round_consume(state, p)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 5
        round_group_upkeep(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 6
        round_sunset(state, None)
        if state.end_requested:
            state.finish('end game')
            return state
        state.step = 7
        state.next_round()
    return state
