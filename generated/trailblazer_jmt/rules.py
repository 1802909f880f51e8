"""Trailblazer: The John Muir Trail: the rules, compiled by Cairn.

Generated from definitions/trailblazer-jmt/board.yaml, definitions/trailblazer-jmt/decks.yaml, definitions/trailblazer-jmt/game.yaml.
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import Action, GameRules, RuleError, Step, ask, draw, later, move_card, shuffle, loop_turn, copy_piles, repeat_count, Strategy, record_type

from .data import ARROWHEADS, ARROWHEADS_ORDER, BIG_HAND, BIG_HAND_SECTION, CATEGORIES, CATEGORIES_ORDER, DAYS, DESTINATIONS, DESTINATIONS_ORDER, DESTINATION_KINDS, DESTINATION_KINDS_ORDER, DESTINATION_ROW, ELEVATION_MEDAL_SPACE, ELEVATION_TOP, EXPLORER_AWARD, FIELD_GUIDES, FIELD_GUIDES_ORDER, GEAR, GEAR_ORDER, GUIDE_ROW, GUIDE_SPACES, GUIDE_SPACES_ORDER, HARDSHIP_PENALTY, JMT_MARKERS, JMT_MARKERS_ORDER, LAST_SECTION, MAP_PACKS, MAP_PACKS_ORDER, MISSIONS, MISSIONS_ORDER, NATURALS, NATURALS_ORDER, NATURAL_LIMIT, PACK_AWARD, PACK_SECTIONS, PACK_SECTIONS_ORDER, PERSONALS, PERSONALS_ORDER, REGIONS, REGIONS_ORDER, ROBO_CARDS, ROBO_CARDS_ORDER, ROBO_PLANS, ROBO_PLANS_ORDER, ROBO_SPOTS, ROBO_SPOTS_ORDER, SET_POINTS, SKILLS, SKILLS_ORDER, START_TRACKS, SUMMIT_AWARD, TRAIL_CARDS, TRAIL_CARDS_ORDER, TRAIL_MAP, TRAIL_MAP_ORDER, TRAIL_WEIGHT, WEATHER, WEATHER_ORDER, WHITNEY_AWARD

GAME_ID = 'trailblazer-jmt'
GAME_NAME = 'Trailblazer: The John Muir Trail'
MIN_PLAYERS = 1
MAX_PLAYERS = 4
OPTIONS = {'instant_cards': {'values': ('without', 'with'), 'default': 'without'}, 'obstacle_cards': {'values': ('printed', 'as_travel'), 'default': 'printed'}, 'difficulty': {'values': ('difficult', 'hard', 'impossible'), 'default': 'difficult'}, 'mission_cards': {'values': ('without', 'with'), 'default': 'without'}, 'skill_cards': {'values': ('without', 'with'), 'default': 'without'}, 'partners': {'values': ('alone', 'together'), 'default': 'alone'}}


# ---------------------------------------------------------------- lookup tables
def set_points(key):
    """The 'set_points' table (definitions/trailblazer-jmt/game.yaml:110)."""
    if key in SET_POINTS:
        return SET_POINTS[key]
    raise RuleError("no row of 'set_points' for %r (definitions/trailblazer-jmt/game.yaml:110)" % (key,))


def explorer_award(key):
    """The 'explorer_award' table (definitions/trailblazer-jmt/game.yaml:112)."""
    if key >= 4:
        return 0
    if key in EXPLORER_AWARD:
        return EXPLORER_AWARD[key]
    raise RuleError("no row of 'explorer_award' for %r (definitions/trailblazer-jmt/game.yaml:112)" % (key,))


def pack_award(key):
    """The 'pack_award' table (definitions/trailblazer-jmt/game.yaml:114)."""
    if key >= 4:
        return 0
    if key in PACK_AWARD:
        return PACK_AWARD[key]
    raise RuleError("no row of 'pack_award' for %r (definitions/trailblazer-jmt/game.yaml:114)" % (key,))


def whitney_award(key):
    """The 'whitney_award' table (definitions/trailblazer-jmt/game.yaml:117)."""
    if key >= 4:
        return 0
    if key in WHITNEY_AWARD:
        return WHITNEY_AWARD[key]
    raise RuleError("no row of 'whitney_award' for %r (definitions/trailblazer-jmt/game.yaml:117)" % (key,))


def summit_award(key):
    """The 'summit_award' table (definitions/trailblazer-jmt/game.yaml:118)."""
    if key >= 5:
        return 0
    if key in SUMMIT_AWARD:
        return SUMMIT_AWARD[key]
    raise RuleError("no row of 'summit_award' for %r (definitions/trailblazer-jmt/game.yaml:118)" % (key,))


def hardship_penalty(key):
    """The 'hardship_penalty' table (definitions/trailblazer-jmt/game.yaml:122)."""
    if key >= 6:
        return -21
    if key in HARDSHIP_PENALTY:
        return HARDSHIP_PENALTY[key]
    raise RuleError("no row of 'hardship_penalty' for %r (definitions/trailblazer-jmt/game.yaml:122)" % (key,))


# ---------------------------------------------------------------- tracks and counters


def set_first_light_water(state, p, value):
    """First light water: 0 to … (definitions/trailblazer-jmt/game.yaml:152)."""
    if value < 0:
        value = 0
    state.g.first_light_water = value


def set_team_hardship(state, p, value):
    """Team hardship: 0 to … (definitions/trailblazer-jmt/game.yaml:171)."""
    if value < 0:
        value = 0
    state.g.team_hardship = value


def set_water(state, p, value):
    """Water: 0 to … (definitions/trailblazer-jmt/game.yaml:176)."""
    if value < 0:
        value = 0
    p.water = value


def set_earth(state, p, value):
    """Earth: 0 to … (definitions/trailblazer-jmt/game.yaml:177)."""
    if value < 0:
        value = 0
    p.earth = value


def set_wind(state, p, value):
    """Wind: 0 to … (definitions/trailblazer-jmt/game.yaml:178)."""
    if value < 0:
        value = 0
    p.wind = value


def set_fire(state, p, value):
    """Fire: 0 to … (definitions/trailblazer-jmt/game.yaml:179)."""
    if value < 0:
        value = 0
    p.fire = value


def set_food(state, p, value):
    """Food: 0 to … (definitions/trailblazer-jmt/game.yaml:180)."""
    if value < 0:
        value = 0
    p.food = value


def set_water_bottle(state, p, value):
    """Water bottle: 0 to … (definitions/trailblazer-jmt/game.yaml:181)."""
    if value < 0:
        value = 0
    p.water_bottle = value


def set_zzz(state, p, value):
    """Zzz: 0 to … (definitions/trailblazer-jmt/game.yaml:182)."""
    if value < 0:
        value = 0
    p.zzz = value


def set_endurance(state, p, value):
    """Endurance: 0 to … (definitions/trailblazer-jmt/game.yaml:183)."""
    if value < 0:
        value = 0
    p.endurance = value


def set_hardship(state, p, value):
    """Hardship: 0 to … (definitions/trailblazer-jmt/game.yaml:184)."""
    if value < 0:
        value = 0
    p.hardship = value


def set_tracks(state, p, value):
    """Tracks: 0 to … (definitions/trailblazer-jmt/game.yaml:186)."""
    if value < 0:
        value = 0
    p.tracks = value


def set_tracks_owned(state, p, value):
    """Tracks owned: … to 5 (definitions/trailblazer-jmt/game.yaml:187)."""
    if value > 5:
        value = 5
    p.tracks_owned = value


def set_elevation(state, p, value):
    """Elevation: 0 to 24 (definitions/trailblazer-jmt/game.yaml:188)."""
    if value < 0:
        value = 0
    if value > 24:
        value = 24
    p.elevation = value


def set_section(state, p, value):
    """Section: 0 to 10 (definitions/trailblazer-jmt/game.yaml:190)."""
    if value < 0:
        value = 0
    if value > 10:
        value = 10
    p.section = value


def set_pass_plays(state, p, value):
    """Pass plays: 0 to … (definitions/trailblazer-jmt/game.yaml:197)."""
    if value < 0:
        value = 0
    p.pass_plays = value


def set_hand_size(state, p, value):
    """Hand size: 3 to 4 (definitions/trailblazer-jmt/game.yaml:213)."""
    if value < 3:
        value = 3
    if value > 4:
        value = 4
    p.hand_size = value


def change_naturals(state, p, resource, amount):
    """Gain (or, with a negative amount, lose) the resource an entry of 'naturals' names."""
    if resource == 'water':
        set_water(state, p, p.water + amount)
    elif resource == 'earth':
        set_earth(state, p, p.earth + amount)
    elif resource == 'wind':
        set_wind(state, p, p.wind + amount)
    elif resource == 'fire':
        set_fire(state, p, p.fire + amount)


def change_personals(state, p, resource, amount):
    """Gain (or, with a negative amount, lose) the resource an entry of 'personals' names."""
    if resource == 'food':
        set_food(state, p, p.food + amount)
    elif resource == 'water_bottle':
        set_water_bottle(state, p, p.water_bottle + amount)
    elif resource == 'zzz':
        set_zzz(state, p, p.zzz + amount)
    elif resource == 'endurance':
        set_endurance(state, p, p.endurance + amount)


# ---------------------------------------------------------------- functions


def natural_total(state, p):
    """definitions/trailblazer-jmt/game.yaml:221"""
    return p.water + p.earth + p.wind + p.fire


def room(state, p):
    """How many natural resources still fit under the limit of 12."""
    return max(0, NATURAL_LIMIT - natural_total(state, p))


def site_capacity(state, p):
    """One hiker per Acquire site per day; two in a 4-player game."""
    return 2 if len(state.players) == 4 else 1


def explore_spaces(state, p):
    """Three Explore spaces at 2 players, four at 3, five at 4."""
    return len(state.players) + 1


def free(state, p):
    """A hiker with a Tracks token, not in the middle of playing the Mountain Pass cards."""
    return not p.robot and p.tracks > 0 and p.pass_plays == 0


def guide_space(state, p, g_):
    """The display space a Field Guide lies on, whose cost is \"displayed above the chosen card\": a card taken leaves its space to a Tracks token, and the cards slide left only at Sunset."""
    return GUIDE_SPACES_ORDER[min((GUIDE_SPACES[s]["number"] for s in GUIDE_SPACES if s not in state.g.guide_gaps and cards_before(state, p, s) == list(state.g.guide_market).index(g_)), default=0) - 1]


def cards_before(state, p, space):
    """The display spaces left of this one that still hold a card today."""
    return sum(1 for t in GUIDE_SPACES if t not in state.g.guide_gaps and GUIDE_SPACES[t]["number"] < GUIDE_SPACES[space]["number"])


def kinds_held(state, p, kind):
    """definitions/trailblazer-jmt/game.yaml:245"""
    return sum(1 for d in p.destinations if DESTINATIONS[d]["kind"] == kind)


def robo_viable(state, p, spot):
    """Can the Robo-Hiker place a Tracks token on this space now?"""
    return state.g.site_use[ROBO_SPOTS[spot]["site"]] < site_capacity(state, p) if ROBO_SPOTS[spot]["site"] is not None else not state.g.pass_taken if spot == 'pass_spot' else not state.g.first_light_taken and state.g.first_light_water > 1 if spot == 'light_spot' else any(can_pay_guide_spaces_cost(state, p, guide_space(state, p, g_)) for g_ in state.g.guide_market if in_first_four(state, p, g_)) if spot == 'guide_spot' else state.g.explore_used < explore_spaces(state, p) and any(can_pay_destinations_cost(state, p, d) for d in state.g.destination_display)


def in_first_four(state, p, g_):
    """Is this Field Guide on one of the display's first 4 spaces? A card taken leaves a Tracks token in its space and the cards slide left only at Sunset (guide_space)."""
    return GUIDE_SPACES[guide_space(state, p, g_)]["number"] <= 4


def robo_plan(state, p, card):
    """The band of the card for this round: 1-3, 4-6, 7-9, 10-12."""
    return ROBO_CARDS[card]["band_1"] if state.round <= 3 else ROBO_CARDS[card]["band_2"] if state.round <= 6 else ROBO_CARDS[card]["band_3"] if state.round <= 9 else ROBO_CARDS[card]["band_4"]


def robo_hikes(state, p):
    """The Robo-Hiker's last Tracks token hikes when a card it used this round shows the hiker, or always after two rounds without moving."""
    return p.idle_rounds >= 2 or p.hiker_card


def last_token(state, p):
    """The Robo-Hiker's last Tracks token of the round, not on Mt. Whitney."""
    return p.tracks == 1 and p.section < LAST_SECTION


def coop(state, p):
    """The co-op variant is played: partners together, with the two Robo-Hikers at the table."""
    return state.options["partners"] == 'together' and sum(1 for q in state.players if q.robot) == 2


def partner_seat(state, p):
    """definitions/trailblazer-jmt/game.yaml:276"""
    return (p.seat + 2) % len(state.players)


def best_arrowhead(state, p):
    """definitions/trailblazer-jmt/game.yaml:278"""
    return 0 if len(p.arrowheads) == 0 else max((ARROWHEADS[a]["points"] for a in p.arrowheads), default=0)


def medal_points(state, p):
    """definitions/trailblazer-jmt/game.yaml:280"""
    return (2 if p.windrose else 0) + (2 if p.elevation_medal else 0)


def golden_points(state, p):
    """The Robo-Hiker does not score the Golden Arrowhead."""
    return 0 if p.robot else 2 * sum(ARROWHEADS[a]["points"] for a in state.g.golden)


def arrow_points(state, p):
    """The Robo-Hiker scores 5 for each arrowhead instead of its printed value."""
    return 5 * len(p.arrowheads) if p.robot else sum(ARROWHEADS[a]["points"] for a in p.arrowheads)


def shared_arrow(state, p):
    """Co-op: each player's best arrowhead is scored by the partner too."""
    return sum(best_arrowhead(state, q) for q in state.players if q.seat == partner_seat(state, p)) if coop(state, p) and not p.robot else 0


def individual(state, p):
    """A hiker's score without hardship (0 off Mt. Whitney)."""
    return p.points + medal_points(state, p) + unique_sets(state, p) + golden_points(state, p) + arrow_points(state, p) + shared_arrow(state, p) if counts(state, p) else 0


def days_left(state, p):
    """Sunsets still to come, today's included (for the steady_hiker strategy)."""
    return DAYS - state.round + 1


def sections_left(state, p):
    """definitions/trailblazer-jmt/game.yaml:297"""
    return LAST_SECTION - p.section


def partner_hiked(state, p):
    """definitions/trailblazer-jmt/game.yaml:299"""
    return any(q.hiked_today for q in state.players if q.seat == partner_seat(state, p))


def partner_stayed(state, p):
    """definitions/trailblazer-jmt/game.yaml:301"""
    return any(q.tracks == 0 and not q.hiked_today for q in state.players if q.seat == partner_seat(state, p))


def natural_need(state, p, s, kind):
    """definitions/trailblazer-jmt/game.yaml:303"""
    return PACK_SECTIONS[s]["water"] if kind == 'water' else PACK_SECTIONS[s]["earth"] if kind == 'earth' else PACK_SECTIONS[s]["wind"] if kind == 'wind' else PACK_SECTIONS[s]["fire"]


def personal_need(state, p, s, item):
    """definitions/trailblazer-jmt/game.yaml:306"""
    return PACK_SECTIONS[s]["food"] if item == 'food' else PACK_SECTIONS[s]["water_bottle"] if item == 'water_bottle' else PACK_SECTIONS[s]["zzz"] if item == 'zzz' else PACK_SECTIONS[s]["endurance"]


def section_shortfall(state, p, s):
    """The requirements of a Map Pack section the hiker could not pay now."""
    return sum(1 for k in NATURALS if natural_held(state, p, k) < natural_need(state, p, s, k)) + sum(1 for i in PERSONALS if personal_held(state, p, i) < personal_need(state, p, s, i))


def marker_shortfall(state, p, m):
    """definitions/trailblazer-jmt/game.yaml:313"""
    return (1 if JMT_MARKERS[m]["gear"] is not None and JMT_MARKERS[m]["gear"] not in p.backpack else 0) + (1 if JMT_MARKERS[m]["personal"] is not None and personal_held(state, p, JMT_MARKERS[m]["personal"]) < 1 else 0)


def hike_shortfall(state, p):
    """How many hardship tokens hiking the next section now would cost (for the steady_hiker strategy): the section's requirements, its JMT marker and the weather's, each paid from what is held (before the first Sunrise no weather is drawn: the variants' cards are kept then)."""
    return 0 if p.section >= LAST_SECTION or len(p.map_pack) == 0 else section_shortfall(state, p, PACK_SECTIONS_ORDER[MAP_PACKS_ORDER.index(p.map_pack[0]) * LAST_SECTION + p.section]) + (marker_shortfall(state, p, state.g.trail_markers[p.section - 4]) if p.section + 1 >= 5 else 0) + (1 if len(state.g.weather_chart) > 0 and WEATHER[today(state, p)]["needs"] is not None and natural_held(state, p, WEATHER[today(state, p)]["needs"]) < 1 + natural_need(state, p, PACK_SECTIONS_ORDER[MAP_PACKS_ORDER.index(p.map_pack[0]) * LAST_SECTION + p.section], WEATHER[today(state, p)]["needs"]) else 0)


def my_hardship(state, p):
    """The hardship tokens a hiker bears: in co-op, the pair's."""
    return group_hardship(state, p) if coop(state, p) else p.hardship


def group_hardship(state, p):
    """definitions/trailblazer-jmt/game.yaml:326"""
    return state.g.team_hardship + sum(q.hardship for q in state.players if not q.robot)


def can_bypass(state, p):
    """A face-up Windrose or Elevation medallion lets its holder take a blocked space."""
    return p.windrose or p.elevation_medal


def today(state, p):
    """definitions/trailblazer-jmt/game.yaml:331"""
    return state.g.weather_chart[len(state.g.weather_chart) - 1]


def hike_tracks(state, p):
    """Climbing Mt. Whitney (section 10) takes two Tracks tokens."""
    return 2 if p.section == LAST_SECTION - 1 else 1


def reached(state, p):
    """definitions/trailblazer-jmt/game.yaml:336"""
    return p.section == LAST_SECTION


def counts(state, p):
    """A hiker not on Mt. Whitney when day 12 ends scores 0; before that day the running score shows."""
    return reached(state, p) or state.round < DAYS


def natural_held(state, p, kind):
    """definitions/trailblazer-jmt/game.yaml:341"""
    return p.water if kind == 'water' else p.earth if kind == 'earth' else p.wind if kind == 'wind' else p.fire


def personal_held(state, p, item):
    """definitions/trailblazer-jmt/game.yaml:344"""
    return p.food if item == 'food' else p.water_bottle if item == 'water_bottle' else p.zzz if item == 'zzz' else p.endurance


def held(state, p, category):
    """definitions/trailblazer-jmt/game.yaml:347"""
    return sum(1 for g_ in p.guides if FIELD_GUIDES[g_]["category"] == category)


def unique_sets(state, p):
    """The k-th set holds one card of every category with at least k cards."""
    return sum(set_points(sum(1 for c in CATEGORIES if held(state, p, c) >= k)) for k in range(1, 13))


# ---------------------------------------------------------------- procedures


def take(state, p, kind, n):
    """Natural resources are taken only as far as the limit of 12 allows. (definitions/trailblazer-jmt/game.yaml:355)"""
    change_naturals(state, p, kind, min(n, room(state, p)))


def choose_natural(state, p):
    """(definitions/trailblazer-jmt/game.yaml:359)"""
    ask(state, p, 'kind', NATURALS, 'choose_natural_kind')


def choose_personal(state, p):
    """(definitions/trailblazer-jmt/game.yaml:363)"""
    ask(state, p, 'item', PERSONALS, 'choose_personal_item')


def ease_hardship(state, p):
    """Co-op: hardship is shared, so either player may return any of the pair's tokens. (definitions/trailblazer-jmt/game.yaml:367)"""
    if p.hardship > 0:
        set_hardship(state, p, p.hardship - 1)
    elif coop(state, p) and state.g.team_hardship > 0:
        set_team_hardship(state, p, state.g.team_hardship - 1)
    elif coop(state, p):
        for q in state.players:
            if q.seat == partner_seat(state, p) and q.hardship > 0:
                set_hardship(state, q, q.hardship - 1)


def pay_natural(state, p, kind, n):
    """A requirement is paid in full, or not at all and a hardship token taken. (definitions/trailblazer-jmt/game.yaml:377)"""
    if n > 0:
        if natural_held(state, p, kind) >= n:
            change_naturals(state, p, kind, -n)
        else:
            set_hardship(state, p, p.hardship + 1)


def pay_personal(state, p, item, n):
    """(definitions/trailblazer-jmt/game.yaml:381)"""
    if n > 0:
        if personal_held(state, p, item) >= n:
            change_personals(state, p, item, -n)
        else:
            set_hardship(state, p, p.hardship + 1)


def draw_trail(state, p, n):
    """An empty trail deck is made again from the shuffled discards. (definitions/trailblazer-jmt/game.yaml:384)"""
    for _ in range(repeat_count(n)):
        if len(state.g.trail_deck) == 0:
            draw(state, state.g.trail_discard, state.g.trail_deck, len(state.g.trail_discard))
            shuffle(state, state.g.trail_deck)
        draw(state, state.g.trail_deck, p.hand, 1)


def refill_guides(state, p):
    """The display's empty spaces are filled one card at a time; an empty deck is made again from the shuffled discards. (definitions/trailblazer-jmt/game.yaml:395)"""
    for _ in range(repeat_count(GUIDE_ROW - len(state.g.guide_market))):
        if len(state.g.guide_deck) == 0:
            draw(state, state.g.guide_discard, state.g.guide_deck, len(state.g.guide_discard))
            shuffle(state, state.g.guide_deck)
        draw(state, state.g.guide_deck, state.g.guide_market, 1)


def spend_medallion(state, p):
    """(definitions/trailblazer-jmt/game.yaml:405)"""
    if p.windrose:
        p.windrose = False
    else:
        p.elevation_medal = False


def take_arrowhead(state, p):
    """(definitions/trailblazer-jmt/game.yaml:407)"""
    if len(state.g.arrow_offer) > 0:
        ask(state, p, 'head', state.g.arrow_offer, 'take_arrowhead_head')


def advance_elevation(state, p):
    """Move the tent 1 space; every 3rd space rewards; past the last space each use scores 1. (definitions/trailblazer-jmt/game.yaml:414)"""
    if p.elevation >= ELEVATION_TOP:
        p.points += 1
    else:
        set_elevation(state, p, p.elevation + 1)
        if p.elevation == ELEVATION_MEDAL_SPACE and not state.g.elevation_medal_taken:
            state.g.elevation_medal_taken = True
            p.elevation_medal = True
        if p.elevation == 3 or p.elevation == 18:
            if p.robot:
                robo_least_personal(state, p)
                advance_elevation_after_if(state, p)
            else:
                choose_personal(state, p)
                if state.pending is not None:
                    later(state, 'advance_elevation_after_if')
                    return
                advance_elevation_after_if(state, p)
        else:
            advance_elevation_after_if(state, p)


def load_gear(state, p, item):
    """Gear fills the backpack row by row, three to a row; each full row rewards. (definitions/trailblazer-jmt/game.yaml:440)"""
    p.backpack.add(item)
    if len(p.backpack) == 3:
        choose_natural(state, p)
        if state.pending is not None:
            later(state, 'load_gear_after_if', item)
            return
        load_gear_after_if(state, p, item)
    else:
        load_gear_after_if(state, p, item)


def load_or_use(state, p, item):
    """The card's gear is loaded if absent, else used to advance 1 on the Elevation Chart (a card without gear does neither). (definitions/trailblazer-jmt/game.yaml:459)"""
    if item is None:
        pass
    elif item not in p.backpack:
        load_gear(state, p, item)
    else:
        advance_elevation(state, p)


def robo_least_personal(state, p):
    """The Robo-Hiker gains 1 of whichever personal resource(s) it has the least of. (definitions/trailblazer-jmt/game.yaml:469)"""
    least = min(p.food, p.water_bottle, p.zzz, p.endurance)
    if p.food == least:
        set_food(state, p, p.food + 1)
    if p.water_bottle == least:
        set_water_bottle(state, p, p.water_bottle + 1)
    if p.zzz == least:
        set_zzz(state, p, p.zzz + 1)
    if p.endurance == least:
        set_endurance(state, p, p.endurance + 1)


def robo_arrowhead(state, p):
    """The Robo-Hiker takes one of the face-up arrowheads at random. (definitions/trailblazer-jmt/game.yaml:477)"""
    if len(state.g.arrow_offer) > 0:
        shuffle(state, state.g.arrow_offer)
        draw(state, state.g.arrow_offer, p.arrowheads, 1)
        draw(state, state.g.arrow_deck, state.g.arrow_offer, 1)


def robo_tent(state, p):
    """A tent on a Robo-Hiker card advances its tent 1 space (its rewards as a hiker's, chosen for it). (definitions/trailblazer-jmt/game.yaml:485)"""
    advance_elevation(state, p)


def robo_bonus(state, p, card):
    """Difficult: the top bonus; Hard: the middle ones; Impossible: all of them. (definitions/trailblazer-jmt/game.yaml:488)"""
    if state.options["difficulty"] == 'difficult' or state.options["difficulty"] == 'impossible':
        ROBO_CARDS_TOP[card](state, p)
        if state.pending is not None:
            later(state, 'robo_bonus_after_if', card)
            return
        robo_bonus_after_if(state, p, card)
    else:
        robo_bonus_after_if(state, p, card)


def robo_move(state, p):
    """The Robo-Hiker moves one section without paying or caring about obstacles. (definitions/trailblazer-jmt/game.yaml:495)"""
    p.hiked_today = True
    set_section(state, p, p.section + 1)
    entered_section(state, p)


def entered_section(state, p):
    """The Destination decks switch, a hiker's hand grows to 4 and Mt. Whitney's arrival spaces fill as hikers enter sections. (definitions/trailblazer-jmt/game.yaml:501)"""
    if p.section == BIG_HAND_SECTION and not p.robot:
        set_hand_size(state, p, BIG_HAND)
    if p.section == 5 and state.g.region == 'green':
        switch_region(state, p, 'blue')
    if p.section == 9 and state.g.region == 'blue':
        switch_region(state, p, 'yellow')
    if p.section == LAST_SECTION:
        state.g.arrivals += 1
        p.arrival = state.g.arrivals
        p.points += whitney_award(p.arrival)


def robo_buy_guide(state, p):
    """The Robo-Hiker buys the affordable Field Guide of the first 4 spaces whose category it owns fewest of (leftmost first), ignoring its bonuses. (definitions/trailblazer-jmt/game.yaml:512)"""
    fewest = min((held(state, p, FIELD_GUIDES[g_]["category"]) for g_ in state.g.guide_market if in_first_four(state, p, g_) and can_pay_guide_spaces_cost(state, p, guide_space(state, p, g_))), default=0)
    for g_ in state.g.guide_market:
        if in_first_four(state, p, g_) and can_pay_guide_spaces_cost(state, p, guide_space(state, p, g_)) and held(state, p, FIELD_GUIDES[g_]["category"]) == fewest:
            pay_guide_spaces_cost(state, p, guide_space(state, p, g_))
            state.g.guide_gaps.add(guide_space(state, p, g_))
            move_card(state.g.guide_market, p.guides, g_)
            break


def robo_explore(state, p):
    """The Robo-Hiker buys the affordable destination of the type it owns fewest of (leftmost first): its points, 2 for a new type, 5 more for all four; gear ignored. (definitions/trailblazer-jmt/game.yaml:524)"""
    state.g.explore_used += 1
    fewest = min((kinds_held(state, p, DESTINATIONS[d]["kind"]) for d in state.g.destination_display if can_pay_destinations_cost(state, p, d)), default=0)
    for d in state.g.destination_display:
        if can_pay_destinations_cost(state, p, d) and kinds_held(state, p, DESTINATIONS[d]["kind"]) == fewest:
            pay_destinations_cost(state, p, d)
            move_card(state.g.destination_display, p.destinations, d)
            p.points += DESTINATIONS[d]["points"]
            if DESTINATIONS[d]["kind"] not in p.explored_kinds:
                p.explored_kinds.add(DESTINATIONS[d]["kind"])
                p.points += 2
                if len(p.explored_kinds) == 4:
                    p.points += 5
            break
    draw(state, state.g.destination_decks[state.g.region], state.g.destination_display, 1)


def robo_place(state, p, spot):
    """The Robo-Hiker's Tracks token on a space, without resource limits. (definitions/trailblazer-jmt/game.yaml:543)"""
    if ROBO_SPOTS[spot]["site"] is not None:
        state.g.site_use[ROBO_SPOTS[spot]["site"]] += 1
        kind = ROBO_SPOTS[spot]["site"]
        change_naturals(state, p, kind, NATURALS[kind]["amount"])
    elif spot == 'pass_spot':
        state.g.pass_taken = True
    elif spot == 'light_spot':
        state.g.first_light_taken = True
        p.has_first_light = True
        set_water(state, p, p.water + state.g.first_light_water)
        set_first_light_water(state, p, 0)
    elif spot == 'guide_spot':
        robo_buy_guide(state, p)
    else:
        robo_explore(state, p)


def robo_reveal(state, p):
    """Reveal Robo-Hiker cards until one names a space it can take (the first possible option of this round's band). (definitions/trailblazer-jmt/game.yaml:563)"""
    robo_reveal_loop(state, p, 0)


def exploration_bonus(state, p, kind):
    """Authored: peaks give any personal resource, meadows 1 food, lakes 2 water, falls 2 Trail Points. (definitions/trailblazer-jmt/game.yaml:586)"""
    if kind == 'peaks':
        choose_personal(state, p)
        if state.pending is not None:
            later(state, 'exploration_bonus_after_if', kind)
            return
        exploration_bonus_after_if(state, p, kind)
    else:
        exploration_bonus_after_if(state, p, kind)


def take_destination(state, p, card):
    """A destination explored: its points, the Exploration bonus of a first of its type, its gear; the next card is shown. (definitions/trailblazer-jmt/game.yaml:594)"""
    move_card(state.g.destination_display, p.destinations, card)
    p.points += DESTINATIONS[card]["points"]
    if DESTINATIONS[card]["kind"] not in p.explored_kinds:
        p.explored_kinds.add(DESTINATIONS[card]["kind"])
        exploration_bonus(state, p, DESTINATIONS[card]["kind"])
        if state.pending is not None:
            later(state, 'take_destination_after_call_2', card)
            return
        take_destination_after_call_2(state, p, card)
    else:
        take_destination_after_if(state, p, card)


def instant_field_guide(state, p):
    """Draw a Field Guide Card from the top of the deck, gaining all benefits at no cost. (definitions/trailblazer-jmt/game.yaml:611)"""
    if len(state.g.guide_deck) == 0:
        draw(state, state.g.guide_discard, state.g.guide_deck, len(state.g.guide_discard))
        shuffle(state, state.g.guide_deck)
    if len(state.g.guide_deck) > 0:
        g_ = state.g.guide_deck[0]
        move_card(state.g.guide_deck, p.guides, g_)
        FIELD_GUIDES_REWARD[g_](state, p)
        load_or_use(state, p, FIELD_GUIDES[g_]["gear"])


def instant_gear(state, p):
    """Load any 1 Backpack Gear, OR use any Gear already in your pack to advance 1 space on the Elevation Chart. (definitions/trailblazer-jmt/game.yaml:624)"""
    ask(state, p, 'item', GEAR, 'instant_gear_item')


def instant_natural_not_water(state, p):
    """Choose any Natural Resource except Water. (definitions/trailblazer-jmt/game.yaml:629)"""
    ask(state, p, 'kind', [kind for kind in NATURALS if kind != 'water'], 'instant_natural_not_water_kind')


def instant_destination(state, p):
    """Acquire a Destination Card (paying its cost, with no Tracks token or Explore space). (definitions/trailblazer-jmt/game.yaml:634)"""
    if any(can_pay_destinations_cost(state, p, d) for d in state.g.destination_display):
        ask(state, p, 'card', [card for card in state.g.destination_display if can_pay_destinations_cost(state, p, card)], 'instant_destination_card')


def instant_trail_cards(state, p):
    """Draw 2 Trail Cards, play any 2 from your hand; disregard the effects of the Backpack Gear pictured on them. (definitions/trailblazer-jmt/game.yaml:642)"""
    draw_trail(state, p, 2)
    set_pass_plays(state, p, p.pass_plays + 2)


def switch_region(state, p, next_):
    """The remaining destinations leave the game; three of the next deck are shown. (definitions/trailblazer-jmt/game.yaml:647)"""
    draw(state, state.g.destination_display, state.g.destinations_removed, len(state.g.destination_display))
    state.g.region = next_
    draw(state, state.g.destination_decks[next_], state.g.destination_display, DESTINATION_ROW)


# ---------------------------------------------------------------- card text


def field_guides_reward_animals_01(state, p):
    """animals_01: the reward of this card"""
    p.points += 1


def field_guides_reward_animals_02(state, p):
    """animals_02: the reward of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def field_guides_reward_animals_03(state, p):
    """animals_03: the reward of this card"""
    take(state, p, 'water', 1)


def field_guides_reward_animals_04(state, p):
    """animals_04: the reward of this card"""
    p.points += 2


def field_guides_reward_animals_05(state, p):
    """animals_05: the reward of this card"""
    p.points += 1


def field_guides_reward_animals_06(state, p):
    """animals_06: the reward of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def field_guides_reward_animals_07(state, p):
    """animals_07: the reward of this card"""
    take(state, p, 'water', 1)


def field_guides_reward_animals_08(state, p):
    """animals_08: the reward of this card"""
    p.points += 2


def field_guides_reward_animals_09(state, p):
    """animals_09: the reward of this card"""
    p.points += 1


def field_guides_reward_animals_10(state, p):
    """animals_10: the reward of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def field_guides_reward_animals_11(state, p):
    """animals_11: the reward of this card"""
    take(state, p, 'water', 1)


def field_guides_reward_animals_12(state, p):
    """animals_12: the reward of this card"""
    p.points += 2


def field_guides_reward_birds_01(state, p):
    """birds_01: the reward of this card"""
    p.points += 1


def field_guides_reward_birds_02(state, p):
    """birds_02: the reward of this card"""
    set_zzz(state, p, p.zzz + 1)


def field_guides_reward_birds_03(state, p):
    """birds_03: the reward of this card"""
    take(state, p, 'earth', 1)


def field_guides_reward_birds_04(state, p):
    """birds_04: the reward of this card"""
    p.points += 2


def field_guides_reward_birds_05(state, p):
    """birds_05: the reward of this card"""
    p.points += 1


def field_guides_reward_birds_06(state, p):
    """birds_06: the reward of this card"""
    set_zzz(state, p, p.zzz + 1)


def field_guides_reward_birds_07(state, p):
    """birds_07: the reward of this card"""
    take(state, p, 'earth', 1)


def field_guides_reward_birds_08(state, p):
    """birds_08: the reward of this card"""
    p.points += 2


def field_guides_reward_birds_09(state, p):
    """birds_09: the reward of this card"""
    p.points += 1


def field_guides_reward_birds_10(state, p):
    """birds_10: the reward of this card"""
    set_zzz(state, p, p.zzz + 1)


def field_guides_reward_birds_11(state, p):
    """birds_11: the reward of this card"""
    take(state, p, 'earth', 1)


def field_guides_reward_birds_12(state, p):
    """birds_12: the reward of this card"""
    p.points += 2


def field_guides_reward_trees_01(state, p):
    """trees_01: the reward of this card"""
    p.points += 1


def field_guides_reward_trees_02(state, p):
    """trees_02: the reward of this card"""
    set_endurance(state, p, p.endurance + 1)


def field_guides_reward_trees_03(state, p):
    """trees_03: the reward of this card"""
    take(state, p, 'wind', 1)


def field_guides_reward_trees_04(state, p):
    """trees_04: the reward of this card"""
    p.points += 2


def field_guides_reward_trees_05(state, p):
    """trees_05: the reward of this card"""
    p.points += 1


def field_guides_reward_trees_06(state, p):
    """trees_06: the reward of this card"""
    set_endurance(state, p, p.endurance + 1)


def field_guides_reward_trees_07(state, p):
    """trees_07: the reward of this card"""
    take(state, p, 'wind', 1)


def field_guides_reward_trees_08(state, p):
    """trees_08: the reward of this card"""
    p.points += 2


def field_guides_reward_trees_09(state, p):
    """trees_09: the reward of this card"""
    p.points += 1


def field_guides_reward_trees_10(state, p):
    """trees_10: the reward of this card"""
    set_endurance(state, p, p.endurance + 1)


def field_guides_reward_trees_11(state, p):
    """trees_11: the reward of this card"""
    take(state, p, 'wind', 1)


def field_guides_reward_trees_12(state, p):
    """trees_12: the reward of this card"""
    p.points += 2


def field_guides_reward_flowers_01(state, p):
    """flowers_01: the reward of this card"""
    p.points += 1


def field_guides_reward_flowers_02(state, p):
    """flowers_02: the reward of this card"""
    set_food(state, p, p.food + 1)


def field_guides_reward_flowers_03(state, p):
    """flowers_03: the reward of this card"""
    take(state, p, 'fire', 1)


def field_guides_reward_flowers_04(state, p):
    """flowers_04: the reward of this card"""
    p.points += 2


def field_guides_reward_flowers_05(state, p):
    """flowers_05: the reward of this card"""
    p.points += 1


def field_guides_reward_flowers_06(state, p):
    """flowers_06: the reward of this card"""
    set_food(state, p, p.food + 1)


def field_guides_reward_flowers_07(state, p):
    """flowers_07: the reward of this card"""
    take(state, p, 'fire', 1)


def field_guides_reward_flowers_08(state, p):
    """flowers_08: the reward of this card"""
    p.points += 2


def field_guides_reward_flowers_09(state, p):
    """flowers_09: the reward of this card"""
    p.points += 1


def field_guides_reward_flowers_10(state, p):
    """flowers_10: the reward of this card"""
    set_food(state, p, p.food + 1)


def field_guides_reward_flowers_11(state, p):
    """flowers_11: the reward of this card"""
    take(state, p, 'fire', 1)


def field_guides_reward_flowers_12(state, p):
    """flowers_12: the reward of this card"""
    p.points += 2


def field_guides_reward_rivers_01(state, p):
    """rivers_01: the reward of this card"""
    p.points += 1


def field_guides_reward_rivers_02(state, p):
    """rivers_02: the reward of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def field_guides_reward_rivers_03(state, p):
    """rivers_03: the reward of this card"""
    p.points += 1


def field_guides_reward_rivers_04(state, p):
    """rivers_04: the reward of this card"""
    set_endurance(state, p, p.endurance + 1)


def field_guides_reward_rivers_05(state, p):
    """rivers_05: the reward of this card"""
    p.points += 1


def field_guides_reward_rivers_06(state, p):
    """rivers_06: the reward of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def field_guides_reward_rivers_07(state, p):
    """rivers_07: the reward of this card"""
    p.points += 1


def field_guides_reward_rivers_08(state, p):
    """rivers_08: the reward of this card"""
    set_endurance(state, p, p.endurance + 1)


def field_guides_reward_rivers_09(state, p):
    """rivers_09: the reward of this card"""
    p.points += 1


def field_guides_reward_rivers_10(state, p):
    """rivers_10: the reward of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def field_guides_reward_rivers_11(state, p):
    """rivers_11: the reward of this card"""
    p.points += 1


def field_guides_reward_rivers_12(state, p):
    """rivers_12: the reward of this card"""
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_travel_01(state, p):
    """travel_01: the benefit of this card"""
    take(state, p, 'water', 2)


def trail_cards_benefit_travel_02(state, p):
    """travel_02: the benefit of this card"""
    take(state, p, 'earth', 2)


def trail_cards_benefit_travel_03(state, p):
    """travel_03: the benefit of this card"""
    take(state, p, 'wind', 1)


def trail_cards_benefit_travel_04(state, p):
    """travel_04: the benefit of this card"""
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_05(state, p):
    """travel_05: the benefit of this card"""
    set_food(state, p, p.food + 1)


def trail_cards_benefit_travel_06(state, p):
    """travel_06: the benefit of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def trail_cards_benefit_travel_07(state, p):
    """travel_07: the benefit of this card"""
    p.points += 1


def trail_cards_benefit_travel_08(state, p):
    """travel_08: the benefit of this card"""
    take(state, p, 'water', 1)
    take(state, p, 'earth', 1)


def trail_cards_benefit_travel_09(state, p):
    """travel_09: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)


def trail_cards_benefit_travel_10(state, p):
    """travel_10: the benefit of this card"""
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_travel_11(state, p):
    """travel_11: the benefit of this card"""
    ease_hardship(state, p)


def trail_cards_benefit_travel_12(state, p):
    """travel_12: the benefit of this card"""
    take(state, p, 'wind', 1)
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_13(state, p):
    """travel_13: the benefit of this card"""
    choose_natural(state, p)


def trail_cards_benefit_travel_14(state, p):
    """travel_14: the benefit of this card"""
    choose_personal(state, p)


def trail_cards_benefit_travel_15(state, p):
    """travel_15: the benefit of this card"""
    take(state, p, 'water', 2)


def trail_cards_benefit_travel_16(state, p):
    """travel_16: the benefit of this card"""
    take(state, p, 'earth', 2)


def trail_cards_benefit_travel_17(state, p):
    """travel_17: the benefit of this card"""
    take(state, p, 'wind', 1)


def trail_cards_benefit_travel_18(state, p):
    """travel_18: the benefit of this card"""
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_19(state, p):
    """travel_19: the benefit of this card"""
    set_food(state, p, p.food + 1)


def trail_cards_benefit_travel_20(state, p):
    """travel_20: the benefit of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def trail_cards_benefit_travel_21(state, p):
    """travel_21: the benefit of this card"""
    p.points += 1


def trail_cards_benefit_travel_22(state, p):
    """travel_22: the benefit of this card"""
    take(state, p, 'water', 1)
    take(state, p, 'earth', 1)


def trail_cards_benefit_travel_23(state, p):
    """travel_23: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)


def trail_cards_benefit_travel_24(state, p):
    """travel_24: the benefit of this card"""
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_travel_25(state, p):
    """travel_25: the benefit of this card"""
    ease_hardship(state, p)


def trail_cards_benefit_travel_26(state, p):
    """travel_26: the benefit of this card"""
    take(state, p, 'wind', 1)
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_27(state, p):
    """travel_27: the benefit of this card"""
    choose_natural(state, p)


def trail_cards_benefit_travel_28(state, p):
    """travel_28: the benefit of this card"""
    choose_personal(state, p)


def trail_cards_benefit_travel_29(state, p):
    """travel_29: the benefit of this card"""
    take(state, p, 'water', 2)


def trail_cards_benefit_travel_30(state, p):
    """travel_30: the benefit of this card"""
    take(state, p, 'earth', 2)


def trail_cards_benefit_travel_31(state, p):
    """travel_31: the benefit of this card"""
    take(state, p, 'wind', 1)


def trail_cards_benefit_travel_32(state, p):
    """travel_32: the benefit of this card"""
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_33(state, p):
    """travel_33: the benefit of this card"""
    set_food(state, p, p.food + 1)


def trail_cards_benefit_travel_34(state, p):
    """travel_34: the benefit of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def trail_cards_benefit_travel_35(state, p):
    """travel_35: the benefit of this card"""
    p.points += 1


def trail_cards_benefit_travel_36(state, p):
    """travel_36: the benefit of this card"""
    take(state, p, 'water', 1)
    take(state, p, 'earth', 1)


def trail_cards_benefit_travel_37(state, p):
    """travel_37: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)


def trail_cards_benefit_travel_38(state, p):
    """travel_38: the benefit of this card"""
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_travel_39(state, p):
    """travel_39: the benefit of this card"""
    ease_hardship(state, p)


def trail_cards_benefit_travel_40(state, p):
    """travel_40: the benefit of this card"""
    take(state, p, 'wind', 1)
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_41(state, p):
    """travel_41: the benefit of this card"""
    choose_natural(state, p)


def trail_cards_benefit_travel_42(state, p):
    """travel_42: the benefit of this card"""
    choose_personal(state, p)


def trail_cards_benefit_travel_43(state, p):
    """travel_43: the benefit of this card"""
    take(state, p, 'water', 2)


def trail_cards_benefit_travel_44(state, p):
    """travel_44: the benefit of this card"""
    take(state, p, 'earth', 2)


def trail_cards_benefit_travel_45(state, p):
    """travel_45: the benefit of this card"""
    take(state, p, 'wind', 1)


def trail_cards_benefit_travel_46(state, p):
    """travel_46: the benefit of this card"""
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_47(state, p):
    """travel_47: the benefit of this card"""
    set_food(state, p, p.food + 1)


def trail_cards_benefit_travel_48(state, p):
    """travel_48: the benefit of this card"""
    set_water_bottle(state, p, p.water_bottle + 1)


def trail_cards_benefit_travel_49(state, p):
    """travel_49: the benefit of this card"""
    p.points += 1


def trail_cards_benefit_travel_50(state, p):
    """travel_50: the benefit of this card"""
    take(state, p, 'water', 1)
    take(state, p, 'earth', 1)


def trail_cards_benefit_travel_51(state, p):
    """travel_51: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)


def trail_cards_benefit_travel_52(state, p):
    """travel_52: the benefit of this card"""
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_travel_53(state, p):
    """travel_53: the benefit of this card"""
    ease_hardship(state, p)


def trail_cards_benefit_travel_54(state, p):
    """travel_54: the benefit of this card"""
    take(state, p, 'wind', 1)
    take(state, p, 'fire', 1)


def trail_cards_benefit_travel_55(state, p):
    """travel_55: the benefit of this card"""
    choose_natural(state, p)


def trail_cards_benefit_travel_56(state, p):
    """travel_56: the benefit of this card"""
    choose_personal(state, p)


def trail_cards_benefit_obstacle_01(state, p):
    """obstacle_01: the benefit of this card"""
    p.points += 2


def trail_cards_benefit_obstacle_02(state, p):
    """obstacle_02: the benefit of this card"""
    take(state, p, 'water', 2)
    take(state, p, 'fire', 1)


def trail_cards_benefit_obstacle_03(state, p):
    """obstacle_03: the benefit of this card"""
    set_food(state, p, p.food + 2)


def trail_cards_benefit_obstacle_04(state, p):
    """obstacle_04: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_obstacle_05(state, p):
    """obstacle_05: the benefit of this card"""
    p.points += 1
    ease_hardship(state, p)


def trail_cards_benefit_obstacle_06(state, p):
    """obstacle_06: the benefit of this card"""
    take(state, p, 'earth', 2)
    take(state, p, 'wind', 1)


def trail_cards_benefit_obstacle_07(state, p):
    """obstacle_07: the benefit of this card"""
    p.points += 2


def trail_cards_benefit_obstacle_08(state, p):
    """obstacle_08: the benefit of this card"""
    take(state, p, 'water', 2)
    take(state, p, 'fire', 1)


def trail_cards_benefit_obstacle_09(state, p):
    """obstacle_09: the benefit of this card"""
    set_food(state, p, p.food + 2)


def trail_cards_benefit_obstacle_10(state, p):
    """obstacle_10: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_obstacle_11(state, p):
    """obstacle_11: the benefit of this card"""
    p.points += 1
    ease_hardship(state, p)


def trail_cards_benefit_obstacle_12(state, p):
    """obstacle_12: the benefit of this card"""
    take(state, p, 'earth', 2)
    take(state, p, 'wind', 1)


def trail_cards_benefit_obstacle_13(state, p):
    """obstacle_13: the benefit of this card"""
    p.points += 2


def trail_cards_benefit_obstacle_14(state, p):
    """obstacle_14: the benefit of this card"""
    take(state, p, 'water', 2)
    take(state, p, 'fire', 1)


def trail_cards_benefit_obstacle_15(state, p):
    """obstacle_15: the benefit of this card"""
    set_food(state, p, p.food + 2)


def trail_cards_benefit_obstacle_16(state, p):
    """obstacle_16: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_obstacle_17(state, p):
    """obstacle_17: the benefit of this card"""
    p.points += 1
    ease_hardship(state, p)


def trail_cards_benefit_obstacle_18(state, p):
    """obstacle_18: the benefit of this card"""
    take(state, p, 'earth', 2)
    take(state, p, 'wind', 1)


def trail_cards_benefit_obstacle_19(state, p):
    """obstacle_19: the benefit of this card"""
    p.points += 2


def trail_cards_benefit_obstacle_20(state, p):
    """obstacle_20: the benefit of this card"""
    take(state, p, 'water', 2)
    take(state, p, 'fire', 1)


def trail_cards_benefit_obstacle_21(state, p):
    """obstacle_21: the benefit of this card"""
    set_food(state, p, p.food + 2)


def trail_cards_benefit_obstacle_22(state, p):
    """obstacle_22: the benefit of this card"""
    set_zzz(state, p, p.zzz + 1)
    set_endurance(state, p, p.endurance + 1)


def trail_cards_benefit_obstacle_23(state, p):
    """obstacle_23: the benefit of this card"""
    p.points += 1
    ease_hardship(state, p)


def trail_cards_benefit_obstacle_24(state, p):
    """obstacle_24: the benefit of this card"""
    take(state, p, 'earth', 2)
    take(state, p, 'wind', 1)


def trail_cards_benefit_instant_01(state, p):
    """instant_01: the benefit of this card"""
    instant_field_guide(state, p)


def trail_cards_benefit_instant_02(state, p):
    """instant_02: the benefit of this card"""
    instant_field_guide(state, p)


def trail_cards_benefit_instant_03(state, p):
    """instant_03: the benefit of this card"""
    instant_gear(state, p)


def trail_cards_benefit_instant_04(state, p):
    """instant_04: the benefit of this card"""
    instant_gear(state, p)


def trail_cards_benefit_instant_05(state, p):
    """instant_05: the benefit of this card"""
    choose_personal(state, p)


def trail_cards_benefit_instant_06(state, p):
    """instant_06: the benefit of this card"""
    choose_personal(state, p)


def trail_cards_benefit_instant_07(state, p):
    """instant_07: the benefit of this card"""
    choose_natural(state, p)


def trail_cards_benefit_instant_08(state, p):
    """instant_08: the benefit of this card"""
    choose_natural(state, p)


def trail_cards_benefit_instant_09(state, p):
    """instant_09: the benefit of this card"""
    instant_natural_not_water(state, p)


def trail_cards_benefit_instant_10(state, p):
    """instant_10: the benefit of this card"""
    instant_destination(state, p)


def trail_cards_benefit_instant_11(state, p):
    """instant_11: the benefit of this card"""
    instant_trail_cards(state, p)


def trail_cards_benefit_instant_12(state, p):
    """instant_12: the benefit of this card"""
    instant_trail_cards(state, p)


def robo_cards_top_robo_01(state, p):
    """robo_01: the top of this card"""
    set_water(state, p, p.water + 1)


def robo_cards_middle_robo_01(state, p):
    """robo_01: the middle of this card"""
    set_earth(state, p, p.earth + 2)


def robo_cards_bottom_robo_01(state, p):
    """robo_01: the bottom of this card"""
    p.points += 2


def robo_cards_top_robo_02(state, p):
    """robo_02: the top of this card"""
    set_earth(state, p, p.earth + 1)


def robo_cards_middle_robo_02(state, p):
    """robo_02: the middle of this card"""
    p.points += 2


def robo_cards_bottom_robo_02(state, p):
    """robo_02: the bottom of this card"""
    set_endurance(state, p, p.endurance + 1)


def robo_cards_top_robo_03(state, p):
    """robo_03: the top of this card"""
    p.points += 1


def robo_cards_middle_robo_03(state, p):
    """robo_03: the middle of this card"""
    set_wind(state, p, p.wind + 1)
    set_fire(state, p, p.fire + 1)


def robo_cards_bottom_robo_03(state, p):
    """robo_03: the bottom of this card"""
    robo_tent(state, p)


def robo_cards_top_robo_04(state, p):
    """robo_04: the top of this card"""
    robo_tent(state, p)


def robo_cards_middle_robo_04(state, p):
    """robo_04: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_04_after_call')
        return
    robo_cards_middle_robo_04_after_call(state, p)


def robo_cards_bottom_robo_04(state, p):
    """robo_04: the bottom of this card"""
    p.points += 1


def robo_cards_top_robo_05(state, p):
    """robo_05: the top of this card"""
    set_wind(state, p, p.wind + 1)


def robo_cards_middle_robo_05(state, p):
    """robo_05: the middle of this card"""
    set_food(state, p, p.food + 1)
    p.points += 1


def robo_cards_bottom_robo_05(state, p):
    """robo_05: the bottom of this card"""
    set_water(state, p, p.water + 2)


def robo_cards_top_robo_06(state, p):
    """robo_06: the top of this card"""
    set_fire(state, p, p.fire + 1)


def robo_cards_middle_robo_06(state, p):
    """robo_06: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_06_after_call')
        return
    robo_cards_middle_robo_06_after_call(state, p)


def robo_cards_bottom_robo_06(state, p):
    """robo_06: the bottom of this card"""
    robo_tent(state, p)


def robo_cards_top_robo_07(state, p):
    """robo_07: the top of this card"""
    set_water(state, p, p.water + 1)


def robo_cards_middle_robo_07(state, p):
    """robo_07: the middle of this card"""
    set_earth(state, p, p.earth + 2)


def robo_cards_bottom_robo_07(state, p):
    """robo_07: the bottom of this card"""
    p.points += 2


def robo_cards_top_robo_08(state, p):
    """robo_08: the top of this card"""
    set_earth(state, p, p.earth + 1)


def robo_cards_middle_robo_08(state, p):
    """robo_08: the middle of this card"""
    p.points += 2


def robo_cards_bottom_robo_08(state, p):
    """robo_08: the bottom of this card"""
    set_endurance(state, p, p.endurance + 1)


def robo_cards_top_robo_09(state, p):
    """robo_09: the top of this card"""
    p.points += 1


def robo_cards_middle_robo_09(state, p):
    """robo_09: the middle of this card"""
    set_wind(state, p, p.wind + 1)
    set_fire(state, p, p.fire + 1)


def robo_cards_bottom_robo_09(state, p):
    """robo_09: the bottom of this card"""
    robo_tent(state, p)


def robo_cards_top_robo_10(state, p):
    """robo_10: the top of this card"""
    robo_tent(state, p)


def robo_cards_middle_robo_10(state, p):
    """robo_10: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_10_after_call')
        return
    robo_cards_middle_robo_10_after_call(state, p)


def robo_cards_bottom_robo_10(state, p):
    """robo_10: the bottom of this card"""
    p.points += 1


def robo_cards_top_robo_11(state, p):
    """robo_11: the top of this card"""
    set_wind(state, p, p.wind + 1)


def robo_cards_middle_robo_11(state, p):
    """robo_11: the middle of this card"""
    set_food(state, p, p.food + 1)
    p.points += 1


def robo_cards_bottom_robo_11(state, p):
    """robo_11: the bottom of this card"""
    set_water(state, p, p.water + 2)


def robo_cards_top_robo_12(state, p):
    """robo_12: the top of this card"""
    set_fire(state, p, p.fire + 1)


def robo_cards_middle_robo_12(state, p):
    """robo_12: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_12_after_call')
        return
    robo_cards_middle_robo_12_after_call(state, p)


def robo_cards_bottom_robo_12(state, p):
    """robo_12: the bottom of this card"""
    robo_tent(state, p)


def robo_cards_top_robo_13(state, p):
    """robo_13: the top of this card"""
    set_water(state, p, p.water + 1)


def robo_cards_middle_robo_13(state, p):
    """robo_13: the middle of this card"""
    set_earth(state, p, p.earth + 2)


def robo_cards_bottom_robo_13(state, p):
    """robo_13: the bottom of this card"""
    p.points += 2


def robo_cards_top_robo_14(state, p):
    """robo_14: the top of this card"""
    set_earth(state, p, p.earth + 1)


def robo_cards_middle_robo_14(state, p):
    """robo_14: the middle of this card"""
    p.points += 2


def robo_cards_bottom_robo_14(state, p):
    """robo_14: the bottom of this card"""
    set_endurance(state, p, p.endurance + 1)


def robo_cards_top_robo_15(state, p):
    """robo_15: the top of this card"""
    p.points += 1


def robo_cards_middle_robo_15(state, p):
    """robo_15: the middle of this card"""
    set_wind(state, p, p.wind + 1)
    set_fire(state, p, p.fire + 1)


def robo_cards_bottom_robo_15(state, p):
    """robo_15: the bottom of this card"""
    robo_tent(state, p)


def robo_cards_top_robo_16(state, p):
    """robo_16: the top of this card"""
    robo_tent(state, p)


def robo_cards_middle_robo_16(state, p):
    """robo_16: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_16_after_call')
        return
    robo_cards_middle_robo_16_after_call(state, p)


def robo_cards_bottom_robo_16(state, p):
    """robo_16: the bottom of this card"""
    p.points += 1


def robo_cards_top_robo_17(state, p):
    """robo_17: the top of this card"""
    set_wind(state, p, p.wind + 1)


def robo_cards_middle_robo_17(state, p):
    """robo_17: the middle of this card"""
    set_food(state, p, p.food + 1)
    p.points += 1


def robo_cards_bottom_robo_17(state, p):
    """robo_17: the bottom of this card"""
    set_water(state, p, p.water + 2)


def robo_cards_top_robo_18(state, p):
    """robo_18: the top of this card"""
    set_fire(state, p, p.fire + 1)


def robo_cards_middle_robo_18(state, p):
    """robo_18: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_18_after_call')
        return
    robo_cards_middle_robo_18_after_call(state, p)


def robo_cards_bottom_robo_18(state, p):
    """robo_18: the bottom of this card"""
    robo_tent(state, p)


def robo_cards_top_robo_19(state, p):
    """robo_19: the top of this card"""
    set_water(state, p, p.water + 1)


def robo_cards_middle_robo_19(state, p):
    """robo_19: the middle of this card"""
    set_earth(state, p, p.earth + 2)


def robo_cards_bottom_robo_19(state, p):
    """robo_19: the bottom of this card"""
    p.points += 2


def robo_cards_top_robo_20(state, p):
    """robo_20: the top of this card"""
    set_earth(state, p, p.earth + 1)


def robo_cards_middle_robo_20(state, p):
    """robo_20: the middle of this card"""
    p.points += 2


def robo_cards_bottom_robo_20(state, p):
    """robo_20: the bottom of this card"""
    set_endurance(state, p, p.endurance + 1)


def robo_cards_top_robo_21(state, p):
    """robo_21: the top of this card"""
    p.points += 1


def robo_cards_middle_robo_21(state, p):
    """robo_21: the middle of this card"""
    set_wind(state, p, p.wind + 1)
    set_fire(state, p, p.fire + 1)


def robo_cards_bottom_robo_21(state, p):
    """robo_21: the bottom of this card"""
    robo_tent(state, p)


def robo_cards_top_robo_22(state, p):
    """robo_22: the top of this card"""
    robo_tent(state, p)


def robo_cards_middle_robo_22(state, p):
    """robo_22: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_22_after_call')
        return
    robo_cards_middle_robo_22_after_call(state, p)


def robo_cards_bottom_robo_22(state, p):
    """robo_22: the bottom of this card"""
    p.points += 1


def robo_cards_top_robo_23(state, p):
    """robo_23: the top of this card"""
    set_wind(state, p, p.wind + 1)


def robo_cards_middle_robo_23(state, p):
    """robo_23: the middle of this card"""
    set_food(state, p, p.food + 1)
    p.points += 1


def robo_cards_bottom_robo_23(state, p):
    """robo_23: the bottom of this card"""
    set_water(state, p, p.water + 2)


def robo_cards_top_robo_24(state, p):
    """robo_24: the top of this card"""
    set_fire(state, p, p.fire + 1)


def robo_cards_middle_robo_24(state, p):
    """robo_24: the middle of this card"""
    robo_tent(state, p)
    if state.pending is not None:
        later(state, 'robo_cards_middle_robo_24_after_call')
        return
    robo_cards_middle_robo_24_after_call(state, p)


def robo_cards_bottom_robo_24(state, p):
    """robo_24: the bottom of this card"""
    robo_tent(state, p)


def missions_goal_mission_01(state, p):
    """mission_01: the goal of this card"""
    return p.section >= 3


def missions_goal_mission_02(state, p):
    """mission_02: the goal of this card"""
    return len(p.backpack) >= 6


def missions_goal_mission_03(state, p):
    """mission_03: the goal of this card"""
    return sum(1 for d in p.destinations if DESTINATIONS[d]["kind"] == 'lakes') >= 2


def missions_goal_mission_04(state, p):
    """mission_04: the goal of this card"""
    return held(state, p, 'rivers') >= 2


def missions_goal_mission_05(state, p):
    """mission_05: the goal of this card"""
    return p.elevation >= 9


def missions_goal_mission_06(state, p):
    """mission_06: the goal of this card"""
    return p.section >= 4 and p.food >= 5


def missions_goal_mission_07(state, p):
    """mission_07: the goal of this card"""
    return len(p.explored_kinds) >= 3


def missions_goal_mission_08(state, p):
    """mission_08: the goal of this card"""
    return p.section >= 5 and p.hardship == 0


def missions_goal_mission_09(state, p):
    """mission_09: the goal of this card"""
    return held(state, p, 'birds') >= 3


def missions_goal_mission_10(state, p):
    """mission_10: the goal of this card"""
    return len(p.backpack) == 12


def missions_goal_mission_11(state, p):
    """mission_11: the goal of this card"""
    return len(p.destinations) >= 5


def missions_goal_mission_12(state, p):
    """mission_12: the goal of this card"""
    return len(p.arrowheads) >= 2


def missions_goal_mission_13(state, p):
    """mission_13: the goal of this card"""
    return p.arrival == 1


def missions_goal_mission_14(state, p):
    """mission_14: the goal of this card"""
    return held(state, p, 'trees') >= 2 and held(state, p, 'flowers') >= 2


def missions_goal_mission_15(state, p):
    """mission_15: the goal of this card"""
    return p.elevation >= 24


def missions_goal_mission_16(state, p):
    """mission_16: the goal of this card"""
    return p.hardship <= 1


def skills_goal_skill_01(state, p):
    """skill_01: the goal of this card"""
    return held(state, p, 'animals') >= 2


def skills_goal_skill_02(state, p):
    """skill_02: the goal of this card"""
    return held(state, p, 'birds') >= 2


def skills_goal_skill_03(state, p):
    """skill_03: the goal of this card"""
    return held(state, p, 'trees') >= 2


def skills_goal_skill_04(state, p):
    """skill_04: the goal of this card"""
    return held(state, p, 'flowers') >= 2


def skills_goal_skill_05(state, p):
    """skill_05: the goal of this card"""
    return held(state, p, 'rivers') >= 2


def skills_goal_skill_06(state, p):
    """skill_06: the goal of this card"""
    return sum(1 for d in p.destinations if DESTINATIONS[d]["kind"] == 'peaks') >= 2


def skills_goal_skill_07(state, p):
    """skill_07: the goal of this card"""
    return sum(1 for d in p.destinations if DESTINATIONS[d]["kind"] == 'meadows') >= 2


def skills_goal_skill_08(state, p):
    """skill_08: the goal of this card"""
    return sum(1 for d in p.destinations if DESTINATIONS[d]["kind"] == 'lakes') >= 2


def skills_goal_skill_09(state, p):
    """skill_09: the goal of this card"""
    return sum(1 for d in p.destinations if DESTINATIONS[d]["kind"] == 'falls') >= 2


def skills_goal_skill_10(state, p):
    """skill_10: the goal of this card"""
    return len(p.backpack) >= 9


def skills_goal_skill_11(state, p):
    """skill_11: the goal of this card"""
    return len(p.backpack) <= 8


def skills_goal_skill_12(state, p):
    """skill_12: the goal of this card"""
    return p.elevation >= 12


def skills_goal_skill_13(state, p):
    """skill_13: the goal of this card"""
    return p.elevation >= 18


def skills_goal_skill_14(state, p):
    """skill_14: the goal of this card"""
    return p.food >= 3


def skills_goal_skill_15(state, p):
    """skill_15: the goal of this card"""
    return p.water_bottle >= 3


def skills_goal_skill_16(state, p):
    """skill_16: the goal of this card"""
    return p.zzz >= 3


def skills_goal_skill_17(state, p):
    """skill_17: the goal of this card"""
    return p.endurance >= 3


def skills_goal_skill_18(state, p):
    """skill_18: the goal of this card"""
    return p.water + p.earth + p.wind + p.fire >= 8


def skills_goal_skill_19(state, p):
    """skill_19: the goal of this card"""
    return p.arrival == 1


def skills_goal_skill_20(state, p):
    """skill_20: the goal of this card"""
    return p.arrival == 2


def skills_goal_skill_21(state, p):
    """skill_21: the goal of this card"""
    return len(p.guides) >= 6


def skills_goal_skill_22(state, p):
    """skill_22: the goal of this card"""
    return len(p.destinations) >= 4


def skills_goal_skill_23(state, p):
    """skill_23: the goal of this card"""
    return p.windrose or p.elevation_medal


def skills_goal_skill_24(state, p):
    """skill_24: the goal of this card"""
    return p.hardship == 0


FIELD_GUIDES_REWARD = {
    'animals_01': field_guides_reward_animals_01,
    'animals_02': field_guides_reward_animals_02,
    'animals_03': field_guides_reward_animals_03,
    'animals_04': field_guides_reward_animals_04,
    'animals_05': field_guides_reward_animals_05,
    'animals_06': field_guides_reward_animals_06,
    'animals_07': field_guides_reward_animals_07,
    'animals_08': field_guides_reward_animals_08,
    'animals_09': field_guides_reward_animals_09,
    'animals_10': field_guides_reward_animals_10,
    'animals_11': field_guides_reward_animals_11,
    'animals_12': field_guides_reward_animals_12,
    'birds_01': field_guides_reward_birds_01,
    'birds_02': field_guides_reward_birds_02,
    'birds_03': field_guides_reward_birds_03,
    'birds_04': field_guides_reward_birds_04,
    'birds_05': field_guides_reward_birds_05,
    'birds_06': field_guides_reward_birds_06,
    'birds_07': field_guides_reward_birds_07,
    'birds_08': field_guides_reward_birds_08,
    'birds_09': field_guides_reward_birds_09,
    'birds_10': field_guides_reward_birds_10,
    'birds_11': field_guides_reward_birds_11,
    'birds_12': field_guides_reward_birds_12,
    'trees_01': field_guides_reward_trees_01,
    'trees_02': field_guides_reward_trees_02,
    'trees_03': field_guides_reward_trees_03,
    'trees_04': field_guides_reward_trees_04,
    'trees_05': field_guides_reward_trees_05,
    'trees_06': field_guides_reward_trees_06,
    'trees_07': field_guides_reward_trees_07,
    'trees_08': field_guides_reward_trees_08,
    'trees_09': field_guides_reward_trees_09,
    'trees_10': field_guides_reward_trees_10,
    'trees_11': field_guides_reward_trees_11,
    'trees_12': field_guides_reward_trees_12,
    'flowers_01': field_guides_reward_flowers_01,
    'flowers_02': field_guides_reward_flowers_02,
    'flowers_03': field_guides_reward_flowers_03,
    'flowers_04': field_guides_reward_flowers_04,
    'flowers_05': field_guides_reward_flowers_05,
    'flowers_06': field_guides_reward_flowers_06,
    'flowers_07': field_guides_reward_flowers_07,
    'flowers_08': field_guides_reward_flowers_08,
    'flowers_09': field_guides_reward_flowers_09,
    'flowers_10': field_guides_reward_flowers_10,
    'flowers_11': field_guides_reward_flowers_11,
    'flowers_12': field_guides_reward_flowers_12,
    'rivers_01': field_guides_reward_rivers_01,
    'rivers_02': field_guides_reward_rivers_02,
    'rivers_03': field_guides_reward_rivers_03,
    'rivers_04': field_guides_reward_rivers_04,
    'rivers_05': field_guides_reward_rivers_05,
    'rivers_06': field_guides_reward_rivers_06,
    'rivers_07': field_guides_reward_rivers_07,
    'rivers_08': field_guides_reward_rivers_08,
    'rivers_09': field_guides_reward_rivers_09,
    'rivers_10': field_guides_reward_rivers_10,
    'rivers_11': field_guides_reward_rivers_11,
    'rivers_12': field_guides_reward_rivers_12,
}


TRAIL_CARDS_BENEFIT = {
    'travel_01': trail_cards_benefit_travel_01,
    'travel_02': trail_cards_benefit_travel_02,
    'travel_03': trail_cards_benefit_travel_03,
    'travel_04': trail_cards_benefit_travel_04,
    'travel_05': trail_cards_benefit_travel_05,
    'travel_06': trail_cards_benefit_travel_06,
    'travel_07': trail_cards_benefit_travel_07,
    'travel_08': trail_cards_benefit_travel_08,
    'travel_09': trail_cards_benefit_travel_09,
    'travel_10': trail_cards_benefit_travel_10,
    'travel_11': trail_cards_benefit_travel_11,
    'travel_12': trail_cards_benefit_travel_12,
    'travel_13': trail_cards_benefit_travel_13,
    'travel_14': trail_cards_benefit_travel_14,
    'travel_15': trail_cards_benefit_travel_15,
    'travel_16': trail_cards_benefit_travel_16,
    'travel_17': trail_cards_benefit_travel_17,
    'travel_18': trail_cards_benefit_travel_18,
    'travel_19': trail_cards_benefit_travel_19,
    'travel_20': trail_cards_benefit_travel_20,
    'travel_21': trail_cards_benefit_travel_21,
    'travel_22': trail_cards_benefit_travel_22,
    'travel_23': trail_cards_benefit_travel_23,
    'travel_24': trail_cards_benefit_travel_24,
    'travel_25': trail_cards_benefit_travel_25,
    'travel_26': trail_cards_benefit_travel_26,
    'travel_27': trail_cards_benefit_travel_27,
    'travel_28': trail_cards_benefit_travel_28,
    'travel_29': trail_cards_benefit_travel_29,
    'travel_30': trail_cards_benefit_travel_30,
    'travel_31': trail_cards_benefit_travel_31,
    'travel_32': trail_cards_benefit_travel_32,
    'travel_33': trail_cards_benefit_travel_33,
    'travel_34': trail_cards_benefit_travel_34,
    'travel_35': trail_cards_benefit_travel_35,
    'travel_36': trail_cards_benefit_travel_36,
    'travel_37': trail_cards_benefit_travel_37,
    'travel_38': trail_cards_benefit_travel_38,
    'travel_39': trail_cards_benefit_travel_39,
    'travel_40': trail_cards_benefit_travel_40,
    'travel_41': trail_cards_benefit_travel_41,
    'travel_42': trail_cards_benefit_travel_42,
    'travel_43': trail_cards_benefit_travel_43,
    'travel_44': trail_cards_benefit_travel_44,
    'travel_45': trail_cards_benefit_travel_45,
    'travel_46': trail_cards_benefit_travel_46,
    'travel_47': trail_cards_benefit_travel_47,
    'travel_48': trail_cards_benefit_travel_48,
    'travel_49': trail_cards_benefit_travel_49,
    'travel_50': trail_cards_benefit_travel_50,
    'travel_51': trail_cards_benefit_travel_51,
    'travel_52': trail_cards_benefit_travel_52,
    'travel_53': trail_cards_benefit_travel_53,
    'travel_54': trail_cards_benefit_travel_54,
    'travel_55': trail_cards_benefit_travel_55,
    'travel_56': trail_cards_benefit_travel_56,
    'obstacle_01': trail_cards_benefit_obstacle_01,
    'obstacle_02': trail_cards_benefit_obstacle_02,
    'obstacle_03': trail_cards_benefit_obstacle_03,
    'obstacle_04': trail_cards_benefit_obstacle_04,
    'obstacle_05': trail_cards_benefit_obstacle_05,
    'obstacle_06': trail_cards_benefit_obstacle_06,
    'obstacle_07': trail_cards_benefit_obstacle_07,
    'obstacle_08': trail_cards_benefit_obstacle_08,
    'obstacle_09': trail_cards_benefit_obstacle_09,
    'obstacle_10': trail_cards_benefit_obstacle_10,
    'obstacle_11': trail_cards_benefit_obstacle_11,
    'obstacle_12': trail_cards_benefit_obstacle_12,
    'obstacle_13': trail_cards_benefit_obstacle_13,
    'obstacle_14': trail_cards_benefit_obstacle_14,
    'obstacle_15': trail_cards_benefit_obstacle_15,
    'obstacle_16': trail_cards_benefit_obstacle_16,
    'obstacle_17': trail_cards_benefit_obstacle_17,
    'obstacle_18': trail_cards_benefit_obstacle_18,
    'obstacle_19': trail_cards_benefit_obstacle_19,
    'obstacle_20': trail_cards_benefit_obstacle_20,
    'obstacle_21': trail_cards_benefit_obstacle_21,
    'obstacle_22': trail_cards_benefit_obstacle_22,
    'obstacle_23': trail_cards_benefit_obstacle_23,
    'obstacle_24': trail_cards_benefit_obstacle_24,
    'instant_01': trail_cards_benefit_instant_01,
    'instant_02': trail_cards_benefit_instant_02,
    'instant_03': trail_cards_benefit_instant_03,
    'instant_04': trail_cards_benefit_instant_04,
    'instant_05': trail_cards_benefit_instant_05,
    'instant_06': trail_cards_benefit_instant_06,
    'instant_07': trail_cards_benefit_instant_07,
    'instant_08': trail_cards_benefit_instant_08,
    'instant_09': trail_cards_benefit_instant_09,
    'instant_10': trail_cards_benefit_instant_10,
    'instant_11': trail_cards_benefit_instant_11,
    'instant_12': trail_cards_benefit_instant_12,
}


ROBO_CARDS_TOP = {
    'robo_01': robo_cards_top_robo_01,
    'robo_02': robo_cards_top_robo_02,
    'robo_03': robo_cards_top_robo_03,
    'robo_04': robo_cards_top_robo_04,
    'robo_05': robo_cards_top_robo_05,
    'robo_06': robo_cards_top_robo_06,
    'robo_07': robo_cards_top_robo_07,
    'robo_08': robo_cards_top_robo_08,
    'robo_09': robo_cards_top_robo_09,
    'robo_10': robo_cards_top_robo_10,
    'robo_11': robo_cards_top_robo_11,
    'robo_12': robo_cards_top_robo_12,
    'robo_13': robo_cards_top_robo_13,
    'robo_14': robo_cards_top_robo_14,
    'robo_15': robo_cards_top_robo_15,
    'robo_16': robo_cards_top_robo_16,
    'robo_17': robo_cards_top_robo_17,
    'robo_18': robo_cards_top_robo_18,
    'robo_19': robo_cards_top_robo_19,
    'robo_20': robo_cards_top_robo_20,
    'robo_21': robo_cards_top_robo_21,
    'robo_22': robo_cards_top_robo_22,
    'robo_23': robo_cards_top_robo_23,
    'robo_24': robo_cards_top_robo_24,
}


ROBO_CARDS_MIDDLE = {
    'robo_01': robo_cards_middle_robo_01,
    'robo_02': robo_cards_middle_robo_02,
    'robo_03': robo_cards_middle_robo_03,
    'robo_04': robo_cards_middle_robo_04,
    'robo_05': robo_cards_middle_robo_05,
    'robo_06': robo_cards_middle_robo_06,
    'robo_07': robo_cards_middle_robo_07,
    'robo_08': robo_cards_middle_robo_08,
    'robo_09': robo_cards_middle_robo_09,
    'robo_10': robo_cards_middle_robo_10,
    'robo_11': robo_cards_middle_robo_11,
    'robo_12': robo_cards_middle_robo_12,
    'robo_13': robo_cards_middle_robo_13,
    'robo_14': robo_cards_middle_robo_14,
    'robo_15': robo_cards_middle_robo_15,
    'robo_16': robo_cards_middle_robo_16,
    'robo_17': robo_cards_middle_robo_17,
    'robo_18': robo_cards_middle_robo_18,
    'robo_19': robo_cards_middle_robo_19,
    'robo_20': robo_cards_middle_robo_20,
    'robo_21': robo_cards_middle_robo_21,
    'robo_22': robo_cards_middle_robo_22,
    'robo_23': robo_cards_middle_robo_23,
    'robo_24': robo_cards_middle_robo_24,
}


ROBO_CARDS_BOTTOM = {
    'robo_01': robo_cards_bottom_robo_01,
    'robo_02': robo_cards_bottom_robo_02,
    'robo_03': robo_cards_bottom_robo_03,
    'robo_04': robo_cards_bottom_robo_04,
    'robo_05': robo_cards_bottom_robo_05,
    'robo_06': robo_cards_bottom_robo_06,
    'robo_07': robo_cards_bottom_robo_07,
    'robo_08': robo_cards_bottom_robo_08,
    'robo_09': robo_cards_bottom_robo_09,
    'robo_10': robo_cards_bottom_robo_10,
    'robo_11': robo_cards_bottom_robo_11,
    'robo_12': robo_cards_bottom_robo_12,
    'robo_13': robo_cards_bottom_robo_13,
    'robo_14': robo_cards_bottom_robo_14,
    'robo_15': robo_cards_bottom_robo_15,
    'robo_16': robo_cards_bottom_robo_16,
    'robo_17': robo_cards_bottom_robo_17,
    'robo_18': robo_cards_bottom_robo_18,
    'robo_19': robo_cards_bottom_robo_19,
    'robo_20': robo_cards_bottom_robo_20,
    'robo_21': robo_cards_bottom_robo_21,
    'robo_22': robo_cards_bottom_robo_22,
    'robo_23': robo_cards_bottom_robo_23,
    'robo_24': robo_cards_bottom_robo_24,
}


MISSIONS_GOAL = {
    'mission_01': missions_goal_mission_01,
    'mission_02': missions_goal_mission_02,
    'mission_03': missions_goal_mission_03,
    'mission_04': missions_goal_mission_04,
    'mission_05': missions_goal_mission_05,
    'mission_06': missions_goal_mission_06,
    'mission_07': missions_goal_mission_07,
    'mission_08': missions_goal_mission_08,
    'mission_09': missions_goal_mission_09,
    'mission_10': missions_goal_mission_10,
    'mission_11': missions_goal_mission_11,
    'mission_12': missions_goal_mission_12,
    'mission_13': missions_goal_mission_13,
    'mission_14': missions_goal_mission_14,
    'mission_15': missions_goal_mission_15,
    'mission_16': missions_goal_mission_16,
}


SKILLS_GOAL = {
    'skill_01': skills_goal_skill_01,
    'skill_02': skills_goal_skill_02,
    'skill_03': skills_goal_skill_03,
    'skill_04': skills_goal_skill_04,
    'skill_05': skills_goal_skill_05,
    'skill_06': skills_goal_skill_06,
    'skill_07': skills_goal_skill_07,
    'skill_08': skills_goal_skill_08,
    'skill_09': skills_goal_skill_09,
    'skill_10': skills_goal_skill_10,
    'skill_11': skills_goal_skill_11,
    'skill_12': skills_goal_skill_12,
    'skill_13': skills_goal_skill_13,
    'skill_14': skills_goal_skill_14,
    'skill_15': skills_goal_skill_15,
    'skill_16': skills_goal_skill_16,
    'skill_17': skills_goal_skill_17,
    'skill_18': skills_goal_skill_18,
    'skill_19': skills_goal_skill_19,
    'skill_20': skills_goal_skill_20,
    'skill_21': skills_goal_skill_21,
    'skill_22': skills_goal_skill_22,
    'skill_23': skills_goal_skill_23,
    'skill_24': skills_goal_skill_24,
}


# ---------------------------------------------------------------- costs printed on cards


def can_pay_destinations_cost(state, p, card):
    """Can this player pay the cost printed on this destinations card?"""
    if card == 'green_01':
        return p.water >= 2 and p.earth >= 1
    if card == 'green_02':
        return p.earth >= 2 and p.wind >= 1
    if card == 'green_03':
        return p.wind >= 2 and p.fire >= 1
    if card == 'green_04':
        return p.fire >= 2 and p.water >= 1
    if card == 'green_05':
        return p.water >= 2 and p.earth >= 2 and p.food >= 1
    if card == 'green_06':
        return p.earth >= 2 and p.wind >= 2
    if card == 'green_07':
        return p.wind >= 2 and p.fire >= 2
    if card == 'green_08':
        return p.fire >= 2 and p.water >= 2
    if card == 'green_09':
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if card == 'green_10':
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1 and p.food >= 1
    if card == 'green_11':
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if card == 'green_12':
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if card == 'green_13':
        return p.water >= 2 and p.earth >= 1
    if card == 'green_14':
        return p.earth >= 2 and p.wind >= 1
    if card == 'green_15':
        return p.wind >= 2 and p.fire >= 1 and p.food >= 1
    if card == 'green_16':
        return p.fire >= 2 and p.water >= 1
    if card == 'green_17':
        return p.water >= 2 and p.earth >= 2
    if card == 'green_18':
        return p.earth >= 2 and p.wind >= 2
    if card == 'green_19':
        return p.wind >= 2 and p.fire >= 2
    if card == 'green_20':
        return p.fire >= 2 and p.water >= 2 and p.food >= 1
    if card == 'green_21':
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if card == 'green_22':
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if card == 'green_23':
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if card == 'green_24':
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if card == 'blue_01':
        return p.water >= 2 and p.earth >= 2
    if card == 'blue_02':
        return p.earth >= 2 and p.wind >= 2
    if card == 'blue_03':
        return p.wind >= 2 and p.fire >= 2
    if card == 'blue_04':
        return p.fire >= 2 and p.water >= 2
    if card == 'blue_05':
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1 and p.zzz >= 1
    if card == 'blue_06':
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if card == 'blue_07':
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if card == 'blue_08':
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if card == 'blue_09':
        return p.water >= 3 and p.earth >= 2 and p.wind >= 1
    if card == 'blue_10':
        return p.earth >= 3 and p.wind >= 2 and p.fire >= 1 and p.zzz >= 1
    if card == 'blue_11':
        return p.wind >= 3 and p.fire >= 2 and p.water >= 1
    if card == 'blue_12':
        return p.fire >= 3 and p.water >= 2 and p.earth >= 1
    if card == 'blue_13':
        return p.water >= 2 and p.earth >= 2
    if card == 'blue_14':
        return p.earth >= 2 and p.wind >= 2
    if card == 'blue_15':
        return p.wind >= 2 and p.fire >= 2 and p.zzz >= 1
    if card == 'blue_16':
        return p.fire >= 2 and p.water >= 2
    if card == 'blue_17':
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if card == 'blue_18':
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if card == 'blue_19':
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1
    if card == 'blue_20':
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1 and p.zzz >= 1
    if card == 'yellow_01':
        return p.water >= 3 and p.earth >= 1 and p.wind >= 1
    if card == 'yellow_02':
        return p.earth >= 3 and p.wind >= 1 and p.fire >= 1
    if card == 'yellow_03':
        return p.wind >= 3 and p.fire >= 1 and p.water >= 1 and p.endurance >= 1
    if card == 'yellow_04':
        return p.fire >= 3 and p.water >= 1 and p.earth >= 1
    if card == 'yellow_05':
        return p.water >= 3 and p.earth >= 2 and p.wind >= 1 and p.zzz >= 1
    if card == 'yellow_06':
        return p.earth >= 3 and p.wind >= 2 and p.fire >= 1 and p.endurance >= 1
    if card == 'yellow_07':
        return p.wind >= 3 and p.fire >= 2 and p.water >= 1
    if card == 'yellow_08':
        return p.fire >= 3 and p.water >= 2 and p.earth >= 1
    if card == 'yellow_09':
        return p.water >= 4 and p.earth >= 2 and p.wind >= 1 and p.endurance >= 1
    if card == 'yellow_10':
        return p.earth >= 4 and p.wind >= 2 and p.fire >= 1 and p.zzz >= 1
    if card == 'yellow_11':
        return p.wind >= 4 and p.fire >= 2 and p.water >= 1
    if card == 'yellow_12':
        return p.fire >= 4 and p.water >= 2 and p.earth >= 1 and p.endurance >= 1
    return True


def pay_destinations_cost(state, p, card):
    """Pay the cost printed on this destinations card."""
    if card == 'green_01':
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 1)
    elif card == 'green_02':
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 1)
    elif card == 'green_03':
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 1)
    elif card == 'green_04':
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 1)
    elif card == 'green_05':
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 2)
        set_food(state, p, p.food - 1)
    elif card == 'green_06':
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 2)
    elif card == 'green_07':
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 2)
    elif card == 'green_08':
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 2)
    elif card == 'green_09':
        set_water(state, p, p.water - 3)
        set_earth(state, p, p.earth - 1)
        set_wind(state, p, p.wind - 1)
    elif card == 'green_10':
        set_earth(state, p, p.earth - 3)
        set_wind(state, p, p.wind - 1)
        set_fire(state, p, p.fire - 1)
        set_food(state, p, p.food - 1)
    elif card == 'green_11':
        set_wind(state, p, p.wind - 3)
        set_fire(state, p, p.fire - 1)
        set_water(state, p, p.water - 1)
    elif card == 'green_12':
        set_fire(state, p, p.fire - 3)
        set_water(state, p, p.water - 1)
        set_earth(state, p, p.earth - 1)
    elif card == 'green_13':
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 1)
    elif card == 'green_14':
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 1)
    elif card == 'green_15':
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 1)
        set_food(state, p, p.food - 1)
    elif card == 'green_16':
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 1)
    elif card == 'green_17':
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 2)
    elif card == 'green_18':
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 2)
    elif card == 'green_19':
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 2)
    elif card == 'green_20':
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 2)
        set_food(state, p, p.food - 1)
    elif card == 'green_21':
        set_water(state, p, p.water - 3)
        set_earth(state, p, p.earth - 1)
        set_wind(state, p, p.wind - 1)
    elif card == 'green_22':
        set_earth(state, p, p.earth - 3)
        set_wind(state, p, p.wind - 1)
        set_fire(state, p, p.fire - 1)
    elif card == 'green_23':
        set_wind(state, p, p.wind - 3)
        set_fire(state, p, p.fire - 1)
        set_water(state, p, p.water - 1)
    elif card == 'green_24':
        set_fire(state, p, p.fire - 3)
        set_water(state, p, p.water - 1)
        set_earth(state, p, p.earth - 1)
    elif card == 'blue_01':
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 2)
    elif card == 'blue_02':
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 2)
    elif card == 'blue_03':
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 2)
    elif card == 'blue_04':
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 2)
    elif card == 'blue_05':
        set_water(state, p, p.water - 3)
        set_earth(state, p, p.earth - 1)
        set_wind(state, p, p.wind - 1)
        set_zzz(state, p, p.zzz - 1)
    elif card == 'blue_06':
        set_earth(state, p, p.earth - 3)
        set_wind(state, p, p.wind - 1)
        set_fire(state, p, p.fire - 1)
    elif card == 'blue_07':
        set_wind(state, p, p.wind - 3)
        set_fire(state, p, p.fire - 1)
        set_water(state, p, p.water - 1)
    elif card == 'blue_08':
        set_fire(state, p, p.fire - 3)
        set_water(state, p, p.water - 1)
        set_earth(state, p, p.earth - 1)
    elif card == 'blue_09':
        set_water(state, p, p.water - 3)
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 1)
    elif card == 'blue_10':
        set_earth(state, p, p.earth - 3)
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 1)
        set_zzz(state, p, p.zzz - 1)
    elif card == 'blue_11':
        set_wind(state, p, p.wind - 3)
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 1)
    elif card == 'blue_12':
        set_fire(state, p, p.fire - 3)
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 1)
    elif card == 'blue_13':
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 2)
    elif card == 'blue_14':
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 2)
    elif card == 'blue_15':
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 2)
        set_zzz(state, p, p.zzz - 1)
    elif card == 'blue_16':
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 2)
    elif card == 'blue_17':
        set_water(state, p, p.water - 3)
        set_earth(state, p, p.earth - 1)
        set_wind(state, p, p.wind - 1)
    elif card == 'blue_18':
        set_earth(state, p, p.earth - 3)
        set_wind(state, p, p.wind - 1)
        set_fire(state, p, p.fire - 1)
    elif card == 'blue_19':
        set_wind(state, p, p.wind - 3)
        set_fire(state, p, p.fire - 1)
        set_water(state, p, p.water - 1)
    elif card == 'blue_20':
        set_fire(state, p, p.fire - 3)
        set_water(state, p, p.water - 1)
        set_earth(state, p, p.earth - 1)
        set_zzz(state, p, p.zzz - 1)
    elif card == 'yellow_01':
        set_water(state, p, p.water - 3)
        set_earth(state, p, p.earth - 1)
        set_wind(state, p, p.wind - 1)
    elif card == 'yellow_02':
        set_earth(state, p, p.earth - 3)
        set_wind(state, p, p.wind - 1)
        set_fire(state, p, p.fire - 1)
    elif card == 'yellow_03':
        set_wind(state, p, p.wind - 3)
        set_fire(state, p, p.fire - 1)
        set_water(state, p, p.water - 1)
        set_endurance(state, p, p.endurance - 1)
    elif card == 'yellow_04':
        set_fire(state, p, p.fire - 3)
        set_water(state, p, p.water - 1)
        set_earth(state, p, p.earth - 1)
    elif card == 'yellow_05':
        set_water(state, p, p.water - 3)
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 1)
        set_zzz(state, p, p.zzz - 1)
    elif card == 'yellow_06':
        set_earth(state, p, p.earth - 3)
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 1)
        set_endurance(state, p, p.endurance - 1)
    elif card == 'yellow_07':
        set_wind(state, p, p.wind - 3)
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 1)
    elif card == 'yellow_08':
        set_fire(state, p, p.fire - 3)
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 1)
    elif card == 'yellow_09':
        set_water(state, p, p.water - 4)
        set_earth(state, p, p.earth - 2)
        set_wind(state, p, p.wind - 1)
        set_endurance(state, p, p.endurance - 1)
    elif card == 'yellow_10':
        set_earth(state, p, p.earth - 4)
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 1)
        set_zzz(state, p, p.zzz - 1)
    elif card == 'yellow_11':
        set_wind(state, p, p.wind - 4)
        set_fire(state, p, p.fire - 2)
        set_water(state, p, p.water - 1)
    elif card == 'yellow_12':
        set_fire(state, p, p.fire - 4)
        set_water(state, p, p.water - 2)
        set_earth(state, p, p.earth - 1)
        set_endurance(state, p, p.endurance - 1)


def can_pay_guide_spaces_cost(state, p, card):
    """Can this player pay the cost printed on this guide_spaces card?"""
    if card == 'guide_space_1':
        return p.water >= 1 and p.earth >= 1
    if card == 'guide_space_2':
        return p.earth >= 1 and p.wind >= 1
    if card == 'guide_space_3':
        return p.water >= 2 and p.wind >= 1
    if card == 'guide_space_4':
        return p.earth >= 2 and p.fire >= 1
    if card == 'guide_space_5':
        return p.wind >= 2 and p.fire >= 2
    return True


def pay_guide_spaces_cost(state, p, card):
    """Pay the cost printed on this guide_spaces card."""
    if card == 'guide_space_1':
        set_water(state, p, p.water - 1)
        set_earth(state, p, p.earth - 1)
    elif card == 'guide_space_2':
        set_earth(state, p, p.earth - 1)
        set_wind(state, p, p.wind - 1)
    elif card == 'guide_space_3':
        set_water(state, p, p.water - 2)
        set_wind(state, p, p.wind - 1)
    elif card == 'guide_space_4':
        set_earth(state, p, p.earth - 2)
        set_fire(state, p, p.fire - 1)
    elif card == 'guide_space_5':
        set_wind(state, p, p.wind - 2)
        set_fire(state, p, p.fire - 2)


# ---------------------------------------------------------------- actions


def keep_missions_moves(state, p):
    """Every legal choice of arguments for 'keep_missions'."""
    return [(journey, final)
            for journey in p.offered_missions if MISSIONS[journey]["kind"] == 'during'
            for final in p.offered_missions if MISSIONS[final]["kind"] == 'end']


def keep_missions(state, p, journey, final):
    """Missions variant: keep 1 during-journey and 1 end-game mission; the others go back to the box. (definitions/trailblazer-jmt/game.yaml:656)"""
    move_card(p.offered_missions, p.kept_missions, journey)
    move_card(p.offered_missions, p.kept_missions, final)
    draw(state, p.offered_missions, state.g.mission_deck, len(p.offered_missions))


def keep_skill_moves(state, p):
    """Every legal choice of arguments for 'keep_skill'."""
    return [(skill,) for skill in p.offered_skills]


def keep_skill(state, p, skill):
    """Skills variant: keep 1 of the 3 skill cards dealt. (definitions/trailblazer-jmt/game.yaml:664)"""
    move_card(p.offered_skills, p.kept_skills, skill)
    draw(state, p.offered_skills, state.g.skill_deck, len(p.offered_skills))


def sunrise_draw_moves(state, p):
    """Every legal choice of arguments for 'sunrise_draw'."""
    if not (not p.robot and not p.drew_today):
        return []
    return [()]


def sunrise_draw(state, p):
    """At Sunrise, in turn order: draw a trail card (up to the hand size and one more), then play one. (definitions/trailblazer-jmt/game.yaml:670)"""
    p.drew_today = True
    draw_trail(state, p, max(1, p.hand_size + 1 - len(p.hand)))
    state.next_turn = state.turn


def play_trail_moves(state, p):
    """Every legal choice of arguments for 'play_trail'."""
    if not (p.drew_today and not p.played_today and p.pass_plays == 0):
        return []
    return [(card,) for card in p.hand if (TRAIL_CARDS[card]["kind"] != 'obstacle' or TRAIL_CARDS[card]["gear"] in p.backpack or state.options["obstacle_cards"] == 'as_travel')]


def play_trail_allows(state, p, card):
    """Is this choice of arguments one 'play_trail' lists (its moves), tested alone?"""
    return (p.drew_today
            and not p.played_today
            and p.pass_plays == 0
            and card in p.hand
            and (TRAIL_CARDS[card]["kind"] != 'obstacle' or TRAIL_CARDS[card]["gear"] in p.backpack or state.options["obstacle_cards"] == 'as_travel'))


def play_trail(state, p, card):
    """Play a trail card for its benefit, then load or use its gear (an obstacle needs its gear loaded). (definitions/trailblazer-jmt/game.yaml:677)"""
    p.played_today = True
    move_card(p.hand, state.g.trail_discard, card)
    TRAIL_CARDS_BENEFIT[card](state, p)
    if state.pending is not None:
        later(state, 'play_trail_after_card', card)
        return
    play_trail_after_card(state, p, card)


def discard_for_water_moves(state, p):
    """Every legal choice of arguments for 'discard_for_water'."""
    if not (p.drew_today and not p.played_today and p.pass_plays == 0):
        return []
    return [(card,) for card in p.hand]


def discard_for_water(state, p, card):
    """At sunrise any trail card may be played for 1 water, without its benefit or gear. (definitions/trailblazer-jmt/game.yaml:688)"""
    p.played_today = True
    move_card(p.hand, state.g.trail_discard, card)
    take(state, p, 'water', 1)


def trade_water_moves(state, p):
    """Every legal choice of arguments for 'trade_water'."""
    if not (not p.robot and p.water >= 2):
        return []
    return [()]


def trade_water(state, p):
    """At Sunset, before paying food and water: trade 2 water for 1 water bottle (as often as you like). (definitions/trailblazer-jmt/game.yaml:696)"""
    set_water(state, p, p.water - 2)
    set_water_bottle(state, p, p.water_bottle + 1)


def hike_moves(state, p):
    """Every legal choice of arguments for 'hike'."""
    if not (not p.robot and p.pass_plays == 0 and p.tracks >= hike_tracks(state, p) and not p.hiked_today and p.section < LAST_SECTION):
        return []
    return [()]


def hike(state, p):
    """Move one section, paying the Map Pack section, the JMT marker and the weather; 1 hardship per requirement not met. (definitions/trailblazer-jmt/game.yaml:702)"""
    set_tracks(state, p, p.tracks - hike_tracks(state, p))
    p.hiked_today = True
    set_section(state, p, p.section + 1)
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
            set_hardship(state, p, p.hardship + 1)
        if JMT_MARKERS[m]["personal"] is not None:
            pay_personal(state, p, JMT_MARKERS[m]["personal"], 1)
    w = today(state, p)
    if WEATHER[w]["needs"] is not None:
        pay_natural(state, p, WEATHER[w]["needs"], 1)
    entered_section(state, p)


def acquire_moves(state, p):
    """Every legal choice of arguments for 'acquire'."""
    if not (free(state, p)):
        return []
    return [(kind,) for kind in NATURALS if (state.g.site_use[kind] < site_capacity(state, p) or can_bypass(state, p))]


def acquire(state, p, kind):
    """Take the site's natural resources (only what fits under 12); one hiker per site a day, two at 4 players. (definitions/trailblazer-jmt/game.yaml:726)"""
    set_tracks(state, p, p.tracks - 1)
    if state.g.site_use[kind] >= site_capacity(state, p):
        spend_medallion(state, p)
    state.g.site_use[kind] += 1
    take(state, p, kind, NATURALS[kind]["amount"])


def discover_moves(state, p):
    """Every legal choice of arguments for 'discover'."""
    if not (free(state, p)):
        return []
    return [(guide,) for guide in state.g.guide_market if can_pay_guide_spaces_cost(state, p, guide_space(state, p, guide))]


def discover_allows(state, p, guide):
    """Is this choice of arguments one 'discover' lists (its moves), tested alone?"""
    return (free(state, p)
            and guide in state.g.guide_market
            and can_pay_guide_spaces_cost(state, p, guide_space(state, p, guide)))


def discover(state, p, guide):
    """Pay the cost shown above the Field Guide's display space, take it and its reward (a river returns the Tracks token), then its gear. (definitions/trailblazer-jmt/game.yaml:735)"""
    pay_guide_spaces_cost(state, p, guide_space(state, p, guide))
    set_tracks(state, p, p.tracks - 1)
    state.g.guide_gaps.add(guide_space(state, p, guide))
    move_card(state.g.guide_market, p.guides, guide)
    FIELD_GUIDES_REWARD[guide](state, p)
    if FIELD_GUIDES[guide]["category"] == 'rivers':
        set_tracks(state, p, p.tracks + 1)
    load_or_use(state, p, FIELD_GUIDES[guide]["gear"])


def explore_moves(state, p):
    """Every legal choice of arguments for 'explore'."""
    if not (free(state, p) and (state.g.explore_used < explore_spaces(state, p) or can_bypass(state, p))):
        return []
    return [(card,) for card in state.g.destination_display if can_pay_destinations_cost(state, p, card)]


def explore_allows(state, p, card):
    """Is this choice of arguments one 'explore' lists (its moves), tested alone?"""
    return (free(state, p)
            and (state.g.explore_used < explore_spaces(state, p) or can_bypass(state, p))
            and card in state.g.destination_display
            and can_pay_destinations_cost(state, p, card))


def explore(state, p, card):
    """Pay a destination's cost and score its points; the first of each type gives its Exploration bonus. (definitions/trailblazer-jmt/game.yaml:747)"""
    pay_destinations_cost(state, p, card)
    set_tracks(state, p, p.tracks - 1)
    if state.g.explore_used >= explore_spaces(state, p):
        spend_medallion(state, p)
    state.g.explore_used += 1
    take_destination(state, p, card)


def resupply_moves(state, p):
    """Every legal choice of arguments for 'resupply'."""
    if not (free(state, p) and p.section >= 4):
        return []
    return [(item,) for item in PERSONALS if item not in p.lodge_mine and (not PERSONALS[item]["once_a_day"] or item not in state.g.lodge_taken or can_bypass(state, p))]


def resupply(state, p, item):
    """At the High Sierra Lodge (from section 4): food 3, water bottle 2, ZZZs 1, endurance 1; each once a day. (definitions/trailblazer-jmt/game.yaml:757)"""
    set_tracks(state, p, p.tracks - 1)
    if PERSONALS[item]["once_a_day"] and item in state.g.lodge_taken:
        spend_medallion(state, p)
    p.lodge_mine.add(item)
    if PERSONALS[item]["once_a_day"]:
        state.g.lodge_taken.add(item)
    change_personals(state, p, item, PERSONALS[item]["amount"])


def remove_hardship_moves(state, p):
    """Every legal choice of arguments for 'remove_hardship'."""
    if not (free(state, p) and p.section >= 4 and my_hardship(state, p) > 0 and (not state.g.hardship_lodge_taken or can_bypass(state, p))):
        return []
    return [()]


def remove_hardship(state, p):
    """At the High Sierra Lodge (from section 4), return a hardship token; one hiker a day. (definitions/trailblazer-jmt/game.yaml:767)"""
    set_tracks(state, p, p.tracks - 1)
    if state.g.hardship_lodge_taken:
        spend_medallion(state, p)
    state.g.hardship_lodge_taken = True
    ease_hardship(state, p)


def mountain_pass_moves(state, p):
    """Every legal choice of arguments for 'mountain_pass'."""
    if not (free(state, p) and (not state.g.pass_taken or can_bypass(state, p))):
        return []
    return [()]


def mountain_pass(state, p):
    """Draw 2 trail cards and play any 2, without their gear; one hiker a day. (definitions/trailblazer-jmt/game.yaml:775)"""
    set_tracks(state, p, p.tracks - 1)
    if state.g.pass_taken:
        spend_medallion(state, p)
    state.g.pass_taken = True
    draw_trail(state, p, 2)
    set_pass_plays(state, p, 2)
    state.next_turn = state.turn


def pass_card_moves(state, p):
    """Every legal choice of arguments for 'pass_card'."""
    if not (p.pass_plays > 0):
        return []
    return [(card,) for card in p.hand]


def pass_card_allows(state, p, card):
    """Is this choice of arguments one 'pass_card' lists (its moves), tested alone?"""
    return (p.pass_plays > 0
            and card in p.hand)


def pass_card(state, p, card):
    """Mountain Pass: play a trail card from the hand for its benefit, without its gear (an obstacle too). (definitions/trailblazer-jmt/game.yaml:785)"""
    set_pass_plays(state, p, p.pass_plays - 1)
    move_card(p.hand, state.g.trail_discard, card)
    TRAIL_CARDS_BENEFIT[card](state, p)
    if state.pending is not None:
        later(state, 'pass_card_after_card', card)
        return
    pass_card_after_card(state, p, card)


def robo_turn_moves(state, p):
    """Every legal choice of arguments for 'robo_turn'."""
    if not (p.robot and p.tracks > 0):
        return []
    return [()]


def robo_turn_allows(state, p):
    """Is this choice of arguments one 'robo_turn' lists (its moves), tested alone?"""
    return (p.robot
            and p.tracks > 0)


def robo_turn(state, p):
    """The Robo-Hiker's turn: its last Tracks token may hike; otherwise it reveals cards until one can be done. (definitions/trailblazer-jmt/game.yaml:794)"""
    if last_token(state, p) and state.g.robo_pace == 'undecided':
        if robo_hikes(state, p):
            state.g.robo_pace = 'go'
        else:
            state.g.robo_pace = 'stay'
    if last_token(state, p) and state.g.robo_pace == 'go':
        robo_move(state, p)
        robo_turn_after_if(state, p)
    else:
        robo_reveal(state, p)
        if state.pending is not None:
            later(state, 'robo_turn_after_if')
            return
        robo_turn_after_if(state, p)


def first_light_moves(state, p):
    """Every legal choice of arguments for 'first_light'."""
    if not (free(state, p) and not state.g.first_light_taken):
        return []
    return [()]


def first_light(state, p):
    """Take the First Light medallion and its water; first hiker tomorrow. (definitions/trailblazer-jmt/game.yaml:803)"""
    set_tracks(state, p, p.tracks - 1)
    state.g.first_light_taken = True
    p.has_first_light = True
    take(state, p, 'water', state.g.first_light_water)
    set_first_light_water(state, p, 0)


def robo_cards_middle_robo_04_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_04' after its call (definitions/trailblazer-jmt/decks.yaml:321)."""
    p.points += 1


def robo_cards_middle_robo_06_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_06' after its call (definitions/trailblazer-jmt/decks.yaml:323)."""
    set_water(state, p, p.water + 1)


def robo_cards_middle_robo_10_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_10' after its call (definitions/trailblazer-jmt/decks.yaml:327)."""
    p.points += 1


def robo_cards_middle_robo_12_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_12' after its call (definitions/trailblazer-jmt/decks.yaml:329)."""
    set_water(state, p, p.water + 1)


def robo_cards_middle_robo_16_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_16' after its call (definitions/trailblazer-jmt/decks.yaml:333)."""
    p.points += 1


def robo_cards_middle_robo_18_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_18' after its call (definitions/trailblazer-jmt/decks.yaml:335)."""
    set_water(state, p, p.water + 1)


def robo_cards_middle_robo_22_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_22' after its call (definitions/trailblazer-jmt/decks.yaml:339)."""
    p.points += 1


def robo_cards_middle_robo_24_after_call(state, p):
    """The rest of 'robo_cards_middle_robo_24' after its call (definitions/trailblazer-jmt/decks.yaml:341)."""
    set_water(state, p, p.water + 1)


def choose_natural_kind(state, p, kind):
    """The rest of 'choose_natural' once 'kind' is chosen (definitions/trailblazer-jmt/game.yaml:359)."""
    take(state, p, kind, 1)


def choose_natural_kind_options(state, p):
    """The options of 'kind' that 'choose_natural_kind' waits on (a save's are checked against them)."""
    return NATURALS


def choose_personal_item(state, p, item):
    """The rest of 'choose_personal' once 'item' is chosen (definitions/trailblazer-jmt/game.yaml:363)."""
    change_personals(state, p, item, 1)


def choose_personal_item_options(state, p):
    """The options of 'item' that 'choose_personal_item' waits on (a save's are checked against them)."""
    return PERSONALS


def take_arrowhead_head(state, p, head):
    """The rest of 'take_arrowhead' once 'head' is chosen (definitions/trailblazer-jmt/game.yaml:407)."""
    move_card(state.g.arrow_offer, p.arrowheads, head)
    draw(state, state.g.arrow_deck, state.g.arrow_offer, 1)


def take_arrowhead_head_options(state, p):
    """The options of 'head' that 'take_arrowhead_head' waits on (a save's are checked against them)."""
    return state.g.arrow_offer


def advance_elevation_after_if(state, p):
    """The rest of 'advance_elevation' after its if (definitions/trailblazer-jmt/game.yaml:414)."""
    if p.elevation == 6 or p.elevation == 12:
        set_tracks_owned(state, p, p.tracks_owned + 1)
        set_tracks(state, p, p.tracks + 1)
    if p.elevation == 9 or p.elevation == 15 or p.elevation == 21:
        if p.robot:
            robo_arrowhead(state, p)
            advance_elevation_after_if_2(state, p)
        else:
            take_arrowhead(state, p)
            if state.pending is not None:
                later(state, 'advance_elevation_after_if_2')
                return
            advance_elevation_after_if_2(state, p)
    else:
        advance_elevation_after_if_2(state, p)


def advance_elevation_after_if_2(state, p):
    """The rest of 'advance_elevation' after its if (definitions/trailblazer-jmt/game.yaml:414)."""
    if p.elevation == ELEVATION_TOP:
        state.g.summits += 1
        p.points += summit_award(state.g.summits)


def load_gear_after_if(state, p, item):
    """The rest of 'load_gear' after its if (definitions/trailblazer-jmt/game.yaml:440)."""
    if len(p.backpack) == 6:
        choose_personal(state, p)
        if state.pending is not None:
            later(state, 'load_gear_after_if_2', item)
            return
        load_gear_after_if_2(state, p, item)
    else:
        load_gear_after_if_2(state, p, item)


def load_gear_after_if_2(state, p, item):
    """The rest of 'load_gear' after its if (definitions/trailblazer-jmt/game.yaml:440)."""
    if len(p.backpack) == 9:
        choose_personal(state, p)
        if state.pending is not None:
            later(state, 'load_gear_after_call', item)
            return
        load_gear_after_call(state, p, item)
    else:
        load_gear_after_if_3(state, p, item)


def load_gear_after_if_3(state, p, item):
    """The rest of 'load_gear' after its if (definitions/trailblazer-jmt/game.yaml:440)."""
    if len(p.backpack) == 12:
        state.g.full_packs += 1
        p.points += pack_award(state.g.full_packs)


def load_gear_after_call(state, p, item):
    """The rest of 'load_gear' after its call (definitions/trailblazer-jmt/game.yaml:440)."""
    choose_personal(state, p)
    if state.pending is not None:
        later(state, 'load_gear_after_call_2', item)
        return
    load_gear_after_call_2(state, p, item)


def load_gear_after_call_2(state, p, item):
    """The rest of 'load_gear' after its call (definitions/trailblazer-jmt/game.yaml:440)."""
    if not state.g.windrose_taken:
        state.g.windrose_taken = True
        p.windrose = True
    load_gear_after_if_3(state, p, item)


def robo_bonus_after_if(state, p, card):
    """The rest of 'robo_bonus' after its if (definitions/trailblazer-jmt/game.yaml:488)."""
    if state.options["difficulty"] == 'hard' or state.options["difficulty"] == 'impossible':
        ROBO_CARDS_MIDDLE[card](state, p)
        if state.pending is not None:
            later(state, 'robo_bonus_after_if_2', card)
            return
        robo_bonus_after_if_2(state, p, card)
    else:
        robo_bonus_after_if_2(state, p, card)


def robo_bonus_after_if_2(state, p, card):
    """The rest of 'robo_bonus' after its if (definitions/trailblazer-jmt/game.yaml:488)."""
    if state.options["difficulty"] == 'impossible':
        ROBO_CARDS_BOTTOM[card](state, p)


def robo_reveal_loop(state, p, turns_taken_so_far):
    """One turn of a loop of 'robo_reveal' that waits for choices (definitions/trailblazer-jmt/game.yaml:563)."""
    if not (len(state.g.robo_deck) + len(state.g.robo_old) > 0):
        return
    turns_taken_so_far = loop_turn(state, p, turns_taken_so_far, 48, 'definitions/trailblazer-jmt/game.yaml:565:7')
    if len(state.g.robo_deck) == 0:
        draw(state, state.g.robo_old, state.g.robo_deck, len(state.g.robo_old))
        shuffle(state, state.g.robo_deck)
    draw(state, state.g.robo_deck, state.g.robo_current, 1)
    card = state.g.robo_current[0]
    plan = robo_plan(state, p, card)
    spot = ROBO_PLANS[plan]["first"] if robo_viable(state, p, ROBO_PLANS[plan]["first"]) else ROBO_PLANS[plan]["second"] if robo_viable(state, p, ROBO_PLANS[plan]["second"]) else ROBO_PLANS[plan]["third"] if robo_viable(state, p, ROBO_PLANS[plan]["third"]) else None
    if spot is None:
        draw(state, state.g.robo_current, state.g.robo_skipped, 1)
        robo_reveal_loop(state, p, turns_taken_so_far)
    else:
        robo_place(state, p, spot)
        if ROBO_CARDS[card]["hiker"]:
            p.hiker_card = True
        robo_bonus(state, p, card)
        if state.pending is not None:
            later(state, 'robo_reveal_after_call', turns_taken_so_far, card, plan, spot)
            return
        robo_reveal_after_call(state, p, turns_taken_so_far, card, plan, spot)


def robo_reveal_after_call(state, p, turns_taken_so_far, card, plan, spot):
    """The rest of 'robo_reveal' after its call (definitions/trailblazer-jmt/game.yaml:563)."""
    if spot == 'pass_spot':
        robo_bonus(state, p, card)
        if state.pending is not None:
            later(state, 'robo_reveal_after_if', turns_taken_so_far, card, plan, spot)
            return
        robo_reveal_after_if(state, p, turns_taken_so_far, card, plan, spot)
    else:
        robo_reveal_after_if(state, p, turns_taken_so_far, card, plan, spot)


def robo_reveal_after_if(state, p, turns_taken_so_far, card, plan, spot):
    """The rest of 'robo_reveal' after its if (definitions/trailblazer-jmt/game.yaml:563)."""
    draw(state, state.g.robo_current, state.g.robo_used, 1)
    return


def exploration_bonus_after_if(state, p, kind):
    """The rest of 'exploration_bonus' after its if (definitions/trailblazer-jmt/game.yaml:586)."""
    if kind == 'meadows':
        set_food(state, p, p.food + 1)
    if kind == 'lakes':
        take(state, p, 'water', 2)
    if kind == 'falls':
        p.points += 2


def take_destination_after_if(state, p, card):
    """The rest of 'take_destination' after its if (definitions/trailblazer-jmt/game.yaml:594)."""
    load_or_use(state, p, DESTINATIONS[card]["gear"])
    if state.pending is not None:
        later(state, 'take_destination_after_call', card)
        return
    take_destination_after_call(state, p, card)


def take_destination_after_call(state, p, card):
    """The rest of 'take_destination' after its call (definitions/trailblazer-jmt/game.yaml:594)."""
    draw(state, state.g.destination_decks[state.g.region], state.g.destination_display, 1)


def take_destination_after_call_2(state, p, card):
    """The rest of 'take_destination' after its call (definitions/trailblazer-jmt/game.yaml:594)."""
    if len(p.explored_kinds) == 4:
        state.g.explorers += 1
        p.points += explorer_award(state.g.explorers)
    take_destination_after_if(state, p, card)


def instant_gear_item(state, p, item):
    """The rest of 'instant_gear' once 'item' is chosen (definitions/trailblazer-jmt/game.yaml:624)."""
    load_or_use(state, p, item)


def instant_gear_item_options(state, p):
    """The options of 'item' that 'instant_gear_item' waits on (a save's are checked against them)."""
    return GEAR


def instant_natural_not_water_kind(state, p, kind):
    """The rest of 'instant_natural_not_water' once 'kind' is chosen (definitions/trailblazer-jmt/game.yaml:629)."""
    take(state, p, kind, 1)


def instant_natural_not_water_kind_options(state, p):
    """The options of 'kind' that 'instant_natural_not_water_kind' waits on (a save's are checked against them)."""
    return [kind for kind in NATURALS if kind != 'water']


def instant_destination_card(state, p, card):
    """The rest of 'instant_destination' once 'card' is chosen (definitions/trailblazer-jmt/game.yaml:634)."""
    pay_destinations_cost(state, p, card)
    take_destination(state, p, card)


def instant_destination_card_options(state, p):
    """The options of 'card' that 'instant_destination_card' waits on (a save's are checked against them)."""
    return [card for card in state.g.destination_display if can_pay_destinations_cost(state, p, card)]


def play_trail_after_card(state, p, card):
    """The rest of 'play_trail' after its card (definitions/trailblazer-jmt/game.yaml:677)."""
    if TRAIL_CARDS[card]["kind"] == 'instant':
        draw_trail(state, p, 1)
    load_or_use(state, p, TRAIL_CARDS[card]["gear"])
    if state.pending is not None:
        later(state, 'play_trail_after_call', card)
        return
    play_trail_after_call(state, p, card)


def play_trail_after_call(state, p, card):
    """The rest of 'play_trail' after its call (definitions/trailblazer-jmt/game.yaml:677)."""
    if p.pass_plays > 0:
        state.next_turn = state.turn


def pass_card_after_card(state, p, card):
    """The rest of 'pass_card' after its card (definitions/trailblazer-jmt/game.yaml:785)."""
    if p.pass_plays > 0:
        state.next_turn = state.turn


def robo_turn_after_if(state, p):
    """The rest of 'robo_turn' after its if (definitions/trailblazer-jmt/game.yaml:794)."""
    set_tracks(state, p, p.tracks - 1)



# ---------------------------------------------------------------- decisions


def setup_variants_choices(state, p):
    """Every legal move of step 'variants', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trailblazer-jmt/game.yaml:857).
    """
    groups = []
    offered_missions = p.offered_missions
    keep_missions_options = []
    for journey in p.offered_missions:
        journey_row = MISSIONS[journey]
        if not (journey_row["kind"] == 'during'):
            continue
        for final in offered_missions:
            final_row = MISSIONS[final]
            if final_row["kind"] == 'end':
                keep_missions_options.append((journey, final))
    if keep_missions_options:
        groups.append(('keep_missions', keep_missions_options))
    keep_skill_options = []
    for skill in p.offered_skills:
        keep_skill_options.append((skill,))
    if keep_skill_options:
        groups.append(('keep_skill', keep_skill_options))
    return groups


def round_trail_choices(state, p):
    """Every legal move of step 'trail', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trailblazer-jmt/game.yaml:864).
    """
    groups = []
    if not p.robot and not p.drew_today:
        groups.append(('sunrise_draw', [()]))
    backpack = p.backpack
    if p.drew_today and not p.played_today and p.pass_plays == 0:
        play_trail_options = []
        for card in p.hand:
            card_row = TRAIL_CARDS[card]
            if (card_row["kind"] != 'obstacle' or card_row["gear"] in backpack or state.options["obstacle_cards"] == 'as_travel'):
                play_trail_options.append((card,))
        if play_trail_options:
            groups.append(('play_trail', play_trail_options))
    if p.drew_today and not p.played_today and p.pass_plays == 0:
        discard_for_water_options = []
        for card in p.hand:
            discard_for_water_options.append((card,))
        if discard_for_water_options:
            groups.append(('discard_for_water', discard_for_water_options))
    if p.pass_plays > 0:
        pass_card_options = []
        for card in p.hand:
            pass_card_options.append((card,))
        if pass_card_options:
            groups.append(('pass_card', pass_card_options))
    return groups


def round_daytime_choices(state, p):
    """Every legal move of step 'daytime', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trailblazer-jmt/game.yaml:865).
    """
    groups = []
    my_hike_tracks = 2 if p.section == LAST_SECTION - 1 else 1
    if not p.robot and p.pass_plays == 0 and p.tracks >= my_hike_tracks and not p.hiked_today and p.section < LAST_SECTION:
        groups.append(('hike', [()]))
    my_free = not p.robot and p.tracks > 0 and p.pass_plays == 0
    site_use = state.g.site_use
    my_site_capacity = 2 if len(state.players) == 4 else 1
    windrose = p.windrose
    elevation_medal = p.elevation_medal
    my_can_bypass = windrose or elevation_medal
    if my_free:
        acquire_options = []
        for kind in NATURALS:
            if (site_use[kind] < my_site_capacity or my_can_bypass):
                acquire_options.append((kind,))
        if acquire_options:
            groups.append(('acquire', acquire_options))
    guide_gaps = state.g.guide_gaps
    guide_market = state.g.guide_market
    if my_free:
        discover_options = []
        for guide in state.g.guide_market:
            if can_pay_guide_spaces_cost(state, p, GUIDE_SPACES_ORDER[min((GUIDE_SPACES[s]["number"] for s in GUIDE_SPACES if s not in guide_gaps and sum(1 for t in GUIDE_SPACES if t not in guide_gaps and GUIDE_SPACES[t]["number"] < GUIDE_SPACES[s]["number"]) == list(guide_market).index(guide)), default=0) - 1]):
                discover_options.append((guide,))
        if discover_options:
            groups.append(('discover', discover_options))
    my_explore_spaces = len(state.players) + 1
    my_can_bypass_2 = p.windrose or p.elevation_medal
    if my_free and (state.g.explore_used < my_explore_spaces or my_can_bypass_2):
        explore_options = []
        for card in state.g.destination_display:
            if can_pay_destinations_cost(state, p, card):
                explore_options.append((card,))
        if explore_options:
            groups.append(('explore', explore_options))
    lodge_mine = p.lodge_mine
    lodge_taken = state.g.lodge_taken
    if my_free and p.section >= 4:
        resupply_options = []
        for item in PERSONALS:
            item_row = PERSONALS[item]
            if item not in lodge_mine and (not item_row["once_a_day"] or item not in lodge_taken or my_can_bypass):
                resupply_options.append((item,))
        if resupply_options:
            groups.append(('resupply', resupply_options))
    my_coop = state.options["partners"] == 'together' and sum(1 for q in state.players if q.robot) == 2
    my_group_hardship = state.g.team_hardship + sum(q.hardship for q in state.players if not q.robot)
    my_my_hardship = my_group_hardship if my_coop else p.hardship
    if my_free and p.section >= 4 and my_my_hardship > 0 and (not state.g.hardship_lodge_taken or my_can_bypass_2):
        groups.append(('remove_hardship', [()]))
    if my_free and (not state.g.pass_taken or my_can_bypass_2):
        groups.append(('mountain_pass', [()]))
    if p.pass_plays > 0:
        pass_card_options = []
        for card in p.hand:
            pass_card_options.append((card,))
        if pass_card_options:
            groups.append(('pass_card', pass_card_options))
    if my_free and not state.g.first_light_taken:
        groups.append(('first_light', [()]))
    if p.robot and p.tracks > 0:
        groups.append(('robo_turn', [()]))
    return groups


def round_refill_choices(state, p):
    """Every legal move of step 'refill', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trailblazer-jmt/game.yaml:867).
    """
    groups = []
    if not p.robot and p.water >= 2:
        groups.append(('trade_water', [()]))
    if groups:
        groups.append(('pass', [()]))
    return groups


# ---------------------------------------------------------------- flow


def setup_board(state, p):
    """Setup: board (definitions/trailblazer-jmt/game.yaml:824)"""
    shuffle(state, state.g.trail_deck)
    if state.options["instant_cards"] == 'without':
        draw(state, state.g.trail_deck, state.g.boxed_trail, 12, lambda card: TRAIL_CARDS[card]["kind"] == 'instant')
    shuffle(state, state.g.guide_deck)
    shuffle(state, state.g.weather_bag)
    shuffle(state, state.g.marker_bag)
    shuffle(state, state.g.arrow_deck)
    shuffle(state, state.g.pack_box)
    shuffle(state, state.g.destination_box)
    for r in REGIONS:
        draw(state, state.g.destination_box, state.g.destination_decks[r], len(state.g.destination_box), lambda card: DESTINATIONS[card]["region"] == r)
    draw(state, state.g.destination_decks['green'], state.g.destination_display, DESTINATION_ROW)
    draw(state, state.g.guide_deck, state.g.guide_market, GUIDE_ROW)
    state.g.leftmost = state.g.guide_market[0]
    draw(state, state.g.marker_bag, state.g.trail_markers, 6)
    draw(state, state.g.arrow_deck, state.g.golden, 1)
    draw(state, state.g.arrow_deck, state.g.arrow_offer, 3)
    shuffle(state, state.g.robo_deck)
    shuffle(state, state.g.mission_deck)
    shuffle(state, state.g.skill_deck)


def setup_kits(state, p):
    """Setup: kits (definitions/trailblazer-jmt/game.yaml:846)"""
    if not p.robot:
        draw(state, state.g.pack_box, p.map_pack, 1)
        draw_trail(state, p, 3)
        if state.options["mission_cards"] == 'with':
            draw(state, state.g.mission_deck, p.offered_missions, 2, lambda card: MISSIONS[card]["kind"] == 'during')
            draw(state, state.g.mission_deck, p.offered_missions, 2, lambda card: MISSIONS[card]["kind"] == 'end')
        if state.options["skill_cards"] == 'with':
            draw(state, state.g.skill_deck, p.offered_skills, 3)


def round_sunrise(state, p):
    """Round: sunrise (definitions/trailblazer-jmt/game.yaml:859)"""
    draw(state, state.g.weather_bag, state.g.weather_chart, 1)


def round_consume(state, p):
    """Round: consume (definitions/trailblazer-jmt/game.yaml:868)"""
    if p.robot:
        if not p.hiked_today:
            p.idle_rounds += 1
    elif not coop(state, p):
        if p.water_bottle == 0 and p.water >= 2:
            set_water(state, p, p.water - 2)
            set_water_bottle(state, p, p.water_bottle + 1)
        if p.food >= 1:
            set_food(state, p, p.food - 1)
        else:
            set_hardship(state, p, p.hardship + 1)
        if p.water_bottle >= 1:
            set_water_bottle(state, p, p.water_bottle - 1)
        else:
            set_hardship(state, p, p.hardship + 1)
    if state.round < DAYS:
        set_tracks(state, p, p.tracks_owned)


def round_group_upkeep(state, p):
    """Round: group_upkeep (definitions/trailblazer-jmt/game.yaml:881)"""
    if coop(state, None):
        if any(q.hiked_today for q in state.players if not q.robot) and not all(q.hiked_today for q in state.players if not q.robot):
            state.g.pace_broken = True
        food_owed = 2
        bottles_owed = 2
        for q in state.players:
            if not q.robot:
                f = min(q.food, food_owed)
                set_food(state, q, q.food - f)
                food_owed -= f
                b = min(q.water_bottle, bottles_owed)
                set_water_bottle(state, q, q.water_bottle - b)
                bottles_owed -= b
        for q in state.players:
            if not q.robot:
                turns_taken = 0
                while bottles_owed > 0 and q.water >= 2:
                    turns_taken = loop_turn(state, p, turns_taken, 2, 'definitions/trailblazer-jmt/game.yaml:901:15')
                    set_water(state, q, q.water - 2)
                    bottles_owed -= 1
        set_team_hardship(state, p, state.g.team_hardship + (food_owed + bottles_owed))


def round_sunset(state, p):
    """Round: sunset (definitions/trailblazer-jmt/game.yaml:909)"""
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
        set_first_light_water(state, p, state.g.first_light_water + 1)
        draw(state, state.g.robo_used, state.g.robo_old, len(state.g.robo_used))
        draw(state, state.g.robo_skipped, state.g.robo_old, len(state.g.robo_skipped))
        if state.round == 3 or state.round == 6 or state.round == 9:
            draw(state, state.g.robo_old, state.g.robo_deck, len(state.g.robo_old))
            shuffle(state, state.g.robo_deck)


def after_action_step(state, p):
    """After every action, for every player (definitions/trailblazer-jmt/game.yaml:816)"""
    for m in p.kept_missions:
        if MISSIONS[m]["kind"] == 'during' and m not in p.missions_done and MISSIONS_GOAL[m](state, p):
            p.missions_done.add(m)
            p.points += MISSIONS[m]["points"]


def start_round(state):
    """What resets at the start of every round."""
    for p in state.players:
        p.hiked_today = False
    for p in state.players:
        p.drew_today = False
    for p in state.players:
        p.played_today = False
    for p in state.players:
        p.lodge_mine = set()
    for p in state.players:
        p.pass_plays = 0
    for p in state.players:
        p.hiker_card = False
    state.g.guide_gaps = set()
    state.g.site_use = dict.fromkeys(NATURALS, 0)
    state.g.explore_used = 0
    state.g.lodge_taken = set()
    state.g.hardship_lodge_taken = False
    state.g.pass_taken = False
    state.g.first_light_taken = False
    state.g.robo_pace = 'undecided'


def start_turn(state):
    """What resets at the start of every turn."""
    pass


def is_active(state, p):
    """May this player still take decisions?"""
    return True


def game_ends(state):
    """Checked at the end of every round."""
    return state.round >= DAYS


# ---------------------------------------------------------------- scoring


def score_trail_points(state, p):
    """Trail Points scored during the journey (definitions/trailblazer-jmt/game.yaml:936)"""
    return p.points if counts(state, p) else 0


def score_hardship(state, p):
    """Hardship tokens (authored: 1 → -1, 2 → -3, 3 → -6, 4 → -10, 5 → -15, 6+ → -21); co-op: the pair's together, in each player's score (definitions/trailblazer-jmt/game.yaml:937)"""
    return 0 if p.robot else hardship_penalty(group_hardship(state, p)) if coop(state, p) else hardship_penalty(p.hardship) if counts(state, p) else 0


def score_medallions(state, p):
    """Windrose and Elevation medallions still face up, 2 each (definitions/trailblazer-jmt/game.yaml:940)"""
    return medal_points(state, p) if counts(state, p) else 0


def score_missions(state, p):
    """Missions variant: end-game missions accomplished (definitions/trailblazer-jmt/game.yaml:941)"""
    return sum(MISSIONS[m]["points"] for m in p.kept_missions if MISSIONS[m]["kind"] == 'end' and MISSIONS_GOAL[m](state, p)) if counts(state, p) else 0


def score_skills(state, p):
    """Skills variant: the kept skill's points when its condition holds at the end (definitions/trailblazer-jmt/game.yaml:942)"""
    return sum(SKILLS[k]["points"] for k in p.kept_skills if SKILLS_GOAL[k](state, p)) if counts(state, p) else 0


def score_field_guides(state, p):
    """Field Guide sets of unique categories: 5 → 7, 4 → 4, 3 → 2, 2 → 1 (definitions/trailblazer-jmt/game.yaml:943)"""
    return unique_sets(state, p) if counts(state, p) else 0


def score_golden_arrowhead(state, p):
    """The Golden Arrowhead, double (definitions/trailblazer-jmt/game.yaml:944)"""
    return golden_points(state, p) if counts(state, p) else 0


def score_arrowheads(state, p):
    """Journey Bonus Arrowheads (definitions/trailblazer-jmt/game.yaml:945)"""
    return arrow_points(state, p) if counts(state, p) else 0


def score_shared_arrowhead(state, p):
    """Co-op: the partner's chosen arrowhead (definitions/trailblazer-jmt/game.yaml:946)"""
    return shared_arrow(state, p) if counts(state, p) else 0


def score_partner(state, p):
    """Co-op: the partner's score (so each side's score is its team total) (definitions/trailblazer-jmt/game.yaml:947)"""
    return sum(individual(state, q) for q in state.players if q.seat == partner_seat(state, p)) if coop(state, p) else 0


def total_score(state, p):
    return score_trail_points(state, p) + score_hardship(state, p) + score_medallions(state, p) + score_missions(state, p) + score_skills(state, p) + score_field_guides(state, p) + score_golden_arrowhead(state, p) + score_arrowheads(state, p) + score_shared_arrowhead(state, p) + score_partner(state, p)


def tiebreak_1(state, p):
    """Tie-break 1: the higher value wins a tie on points."""
    return 1 if p.robot else 0


def tiebreak_2(state, p):
    """Tie-break 2: the higher value wins a tie on points."""
    return 0 if coop(state, p) or p.arrival == 0 else 10 - p.arrival


def is_eligible(state, p):
    """May this player win?"""
    return p.robot or reached(state, p) and not state.g.pace_broken if coop(state, p) else reached(state, p)


def progress_value(state, p):
    """What a look-ahead agent adds to this player's score to weigh its moves (victory progress)."""
    return 0 if p.robot else TRAIL_WEIGHT * p.section + 3 * min(p.food, days_left(state, p)) + 3 * min(p.water_bottle, days_left(state, p))


# ---------------------------------------------------------------- strategies
def strategy_steady_hiker_when_1(state, p):
    """steady_hiker, rule 1: take hike (definitions/trailblazer-jmt/game.yaml:958)"""
    return coop(state, p) and partner_hiked(state, p)


def strategy_steady_hiker_when_2(state, p):
    """steady_hiker, rule 2: take acquire, discover, explore, resupply, remove_hardship, mountain_pass, first_light (definitions/trailblazer-jmt/game.yaml:959)"""
    return coop(state, p) and partner_stayed(state, p)


def strategy_steady_hiker_when_3(state, p):
    """steady_hiker, rule 3: take hike (definitions/trailblazer-jmt/game.yaml:962)"""
    return hike_shortfall(state, p) == 0 or days_left(state, p) <= sections_left(state, p)


def strategy_steady_hiker_value(state, p):
    """steady_hiker: the value it makes as high as it can (definitions/trailblazer-jmt/game.yaml:950)"""
    return 2 * individual(state, p) + TRAIL_WEIGHT * p.section - 6 * my_hardship(state, p) - 3 * hike_shortfall(state, p) + 3 * min(p.food, days_left(state, p)) + 3 * min(p.water_bottle, days_left(state, p)) + min(p.zzz, 1) + min(p.endurance, 2) + 3 * len(p.explored_kinds) + 2 * sum(1 for c in CATEGORIES if held(state, p, c) > 0) + sum(1 for k in NATURALS if natural_held(state, p, k) > 0) + sum(1 for d in state.g.destination_display if can_pay_destinations_cost(state, p, d)) + sum(1 for g_ in state.g.guide_market if can_pay_guide_spaces_cost(state, p, guide_space(state, p, g_))) + 8 * p.tracks_owned + 4 * p.elevation + 3 * len(p.backpack)


# ---------------------------------------------------------------- state
# a player's fields and the shared ones, each the slot of a record (`p.energy`; runtime/records.py)
Shared = record_type("Shared", ('trail_deck', 'trail_discard', 'boxed_trail', 'guide_deck', 'guide_market', 'guide_discard', 'leftmost', 'guide_gaps', 'destination_box', 'destination_decks', 'destination_display', 'destinations_removed', 'region', 'weather_bag', 'weather_chart', 'marker_bag', 'trail_markers', 'pack_box', 'arrow_deck', 'arrow_offer', 'golden', 'site_use', 'explore_used', 'lodge_taken', 'hardship_lodge_taken', 'pass_taken', 'first_light_taken', 'first_light_water', 'trailblazer', 'windrose_taken', 'elevation_medal_taken', 'arrivals', 'full_packs', 'summits', 'explorers', 'mission_deck', 'skill_deck', 'robo_deck', 'robo_current', 'robo_used', 'robo_skipped', 'robo_old', 'robo_pace', 'team_hardship', 'pace_broken',))
Player = record_type("Player", ('seat', 'water', 'earth', 'wind', 'fire', 'food', 'water_bottle', 'zzz', 'endurance', 'hardship', 'points', 'tracks', 'tracks_owned', 'elevation', 'backpack', 'section', 'arrival', 'hiked_today', 'drew_today', 'played_today', 'lodge_mine', 'has_first_light', 'pass_plays', 'windrose', 'elevation_medal', 'explored_kinds', 'robot', 'offered_missions', 'kept_missions', 'missions_done', 'offered_skills', 'kept_skills', 'idle_rounds', 'hiker_card', 'hand', 'hand_size', 'guides', 'map_pack', 'destinations', 'arrowheads',))


def new_globals(state):
    return Shared.of({
        'trail_deck': list(TRAIL_CARDS),
        'trail_discard': [],
        'boxed_trail': [],
        'guide_deck': list(FIELD_GUIDES),
        'guide_market': [],
        'guide_discard': [],
        'leftmost': None,
        'guide_gaps': set(),
        'destination_box': list(DESTINATIONS),
        'destination_decks': {key: [] for key in REGIONS},
        'destination_display': [],
        'destinations_removed': [],
        'region': 'green',
        'weather_bag': [card for card in WEATHER for _ in range(WEATHER[card]["copies"])],
        'weather_chart': [],
        'marker_bag': list(JMT_MARKERS),
        'trail_markers': [],
        'pack_box': list(MAP_PACKS),
        'arrow_deck': list(ARROWHEADS),
        'arrow_offer': [],
        'golden': [],
        'site_use': dict.fromkeys(NATURALS, 0),
        'explore_used': 0,
        'lodge_taken': set(),
        'hardship_lodge_taken': False,
        'pass_taken': False,
        'first_light_taken': False,
        'first_light_water': 0,
        'trailblazer': 0,
        'windrose_taken': False,
        'elevation_medal_taken': False,
        'arrivals': 0,
        'full_packs': 0,
        'summits': 0,
        'explorers': 0,
        'mission_deck': list(MISSIONS),
        'skill_deck': list(SKILLS),
        'robo_deck': list(ROBO_CARDS),
        'robo_current': [],
        'robo_used': [],
        'robo_skipped': [],
        'robo_old': [],
        'robo_pace': 'undecided',
        'team_hardship': 0,
        'pace_broken': False,
    })


def new_player(state, seat):
    return Player.of({
        "seat": seat,
        'water': 2,
        'earth': 1,
        'wind': 0,
        'fire': 0,
        'food': 3,
        'water_bottle': 3,
        'zzz': 1,
        'endurance': 1,
        'hardship': 0,
        'points': 0,
        'tracks': 3,
        'tracks_owned': 3,
        'elevation': 0,
        'backpack': set(),
        'section': 0,
        'arrival': 0,
        'hiked_today': False,
        'drew_today': False,
        'played_today': False,
        'lodge_mine': set(),
        'has_first_light': False,
        'pass_plays': 0,
        'windrose': False,
        'elevation_medal': False,
        'explored_kinds': set(),
        'robot': False,
        'offered_missions': [],
        'kept_missions': [],
        'missions_done': set(),
        'offered_skills': [],
        'kept_skills': [],
        'idle_rounds': 0,
        'hiker_card': False,
        'hand': [],
        'hand_size': 3,
        'guides': [],
        'map_pack': [],
        'destinations': [],
        'arrowheads': [],
    })


def copy_player(p):
    """A copy of a player's fields, slot by slot, that shares no container with the original."""
    q = Player.blank()
    q.seat = p.seat
    q.water = p.water
    q.earth = p.earth
    q.wind = p.wind
    q.fire = p.fire
    q.food = p.food
    q.water_bottle = p.water_bottle
    q.zzz = p.zzz
    q.endurance = p.endurance
    q.hardship = p.hardship
    q.points = p.points
    q.tracks = p.tracks
    q.tracks_owned = p.tracks_owned
    q.elevation = p.elevation
    q.backpack = set(p.backpack)
    q.section = p.section
    q.arrival = p.arrival
    q.hiked_today = p.hiked_today
    q.drew_today = p.drew_today
    q.played_today = p.played_today
    q.lodge_mine = set(p.lodge_mine)
    q.has_first_light = p.has_first_light
    q.pass_plays = p.pass_plays
    q.windrose = p.windrose
    q.elevation_medal = p.elevation_medal
    q.explored_kinds = set(p.explored_kinds)
    q.robot = p.robot
    q.offered_missions = list(p.offered_missions)
    q.kept_missions = list(p.kept_missions)
    q.missions_done = set(p.missions_done)
    q.offered_skills = list(p.offered_skills)
    q.kept_skills = list(p.kept_skills)
    q.idle_rounds = p.idle_rounds
    q.hiker_card = p.hiker_card
    q.hand = list(p.hand)
    q.hand_size = p.hand_size
    q.guides = list(p.guides)
    q.map_pack = list(p.map_pack)
    q.destinations = list(p.destinations)
    q.arrowheads = list(p.arrowheads)
    return q


def copy_globals(g):
    """A copy of the shared fields, slot by slot, that shares no container with the original."""
    q = Shared.blank()
    q.trail_deck = list(g.trail_deck)
    q.trail_discard = list(g.trail_discard)
    q.boxed_trail = list(g.boxed_trail)
    q.guide_deck = list(g.guide_deck)
    q.guide_market = list(g.guide_market)
    q.guide_discard = list(g.guide_discard)
    q.leftmost = g.leftmost
    q.guide_gaps = set(g.guide_gaps)
    q.destination_box = list(g.destination_box)
    q.destination_decks = copy_piles(g.destination_decks)
    q.destination_display = list(g.destination_display)
    q.destinations_removed = list(g.destinations_removed)
    q.region = g.region
    q.weather_bag = list(g.weather_bag)
    q.weather_chart = list(g.weather_chart)
    q.marker_bag = list(g.marker_bag)
    q.trail_markers = list(g.trail_markers)
    q.pack_box = list(g.pack_box)
    q.arrow_deck = list(g.arrow_deck)
    q.arrow_offer = list(g.arrow_offer)
    q.golden = list(g.golden)
    q.site_use = dict(g.site_use)
    q.explore_used = g.explore_used
    q.lodge_taken = set(g.lodge_taken)
    q.hardship_lodge_taken = g.hardship_lodge_taken
    q.pass_taken = g.pass_taken
    q.first_light_taken = g.first_light_taken
    q.first_light_water = g.first_light_water
    q.trailblazer = g.trailblazer
    q.windrose_taken = g.windrose_taken
    q.elevation_medal_taken = g.elevation_medal_taken
    q.arrivals = g.arrivals
    q.full_packs = g.full_packs
    q.summits = g.summits
    q.explorers = g.explorers
    q.mission_deck = list(g.mission_deck)
    q.skill_deck = list(g.skill_deck)
    q.robo_deck = list(g.robo_deck)
    q.robo_current = list(g.robo_current)
    q.robo_used = list(g.robo_used)
    q.robo_skipped = list(g.robo_skipped)
    q.robo_old = list(g.robo_old)
    q.robo_pace = g.robo_pace
    q.team_hardship = g.team_hardship
    q.pace_broken = g.pace_broken
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
        Step('do', 'board', run=setup_board, draws=True),
        Step('each_player', 'kits', run=setup_kits, draws=True),
        Step('decide', 'variants', actions=('keep_missions', 'keep_skill'), who='each', secret=True, picks=2, choices=setup_variants_choices, at='definitions/trailblazer-jmt/game.yaml:857:7'),
    ),
    round=(
        Step('do', 'sunrise', run=round_sunrise),
        Step('decide', 'trail', actions=('sunrise_draw', 'play_trail', 'discard_for_water', 'pass_card'), who='order', picks=8, auto='single', choices=round_trail_choices, at='definitions/trailblazer-jmt/game.yaml:864:7'),
        Step('decide', 'daytime', actions=('hike', 'acquire', 'discover', 'explore', 'resupply', 'remove_hardship', 'mountain_pass', 'pass_card', 'first_light', 'robo_turn'), who='order', picks=60, choices=round_daytime_choices, at='definitions/trailblazer-jmt/game.yaml:865:7'),
        Step('decide', 'refill', actions=('trade_water',), who='each', picks=6, optional=True, label='refill', choices=round_refill_choices, at='definitions/trailblazer-jmt/game.yaml:867:7'),
        Step('each_player', 'consume', run=round_consume),
        Step('do', 'group_upkeep', run=round_group_upkeep),
        Step('do', 'sunset', run=round_sunset, draws=True),
    ),
    actions={
        'keep_missions': Action('keep_missions', ('journey', 'final'), keep_missions_moves, keep_missions, secret=(0, 1)),
        'keep_skill': Action('keep_skill', ('skill',), keep_skill_moves, keep_skill, secret=(0,)),
        'sunrise_draw': Action('sunrise_draw', (), sunrise_draw_moves, sunrise_draw),
        'play_trail': Action('play_trail', ('card',), play_trail_moves, play_trail, secret=(0,), asks=True, allows=play_trail_allows),
        'discard_for_water': Action('discard_for_water', ('card',), discard_for_water_moves, discard_for_water, secret=(0,)),
        'trade_water': Action('trade_water', (), trade_water_moves, trade_water),
        'hike': Action('hike', (), hike_moves, hike),
        'acquire': Action('acquire', ('kind',), acquire_moves, acquire),
        'discover': Action('discover', ('guide',), discover_moves, discover, asks=True, allows=discover_allows),
        'explore': Action('explore', ('card',), explore_moves, explore, asks=True, allows=explore_allows),
        'resupply': Action('resupply', ('item',), resupply_moves, resupply),
        'remove_hardship': Action('remove_hardship', (), remove_hardship_moves, remove_hardship),
        'mountain_pass': Action('mountain_pass', (), mountain_pass_moves, mountain_pass),
        'pass_card': Action('pass_card', ('card',), pass_card_moves, pass_card, secret=(0,), asks=True, allows=pass_card_allows),
        'robo_turn': Action('robo_turn', (), robo_turn_moves, robo_turn, asks=True, allows=robo_turn_allows),
        'first_light': Action('first_light', (), first_light_moves, first_light),
    },
    action_domains={
        'keep_missions': (('values', ('mission_01', 'mission_02', 'mission_03', 'mission_04', 'mission_05', 'mission_06', 'mission_07', 'mission_08', 'mission_09', 'mission_10', 'mission_11', 'mission_12', 'mission_13', 'mission_14', 'mission_15', 'mission_16')), ('values', ('mission_01', 'mission_02', 'mission_03', 'mission_04', 'mission_05', 'mission_06', 'mission_07', 'mission_08', 'mission_09', 'mission_10', 'mission_11', 'mission_12', 'mission_13', 'mission_14', 'mission_15', 'mission_16'))),
        'keep_skill': (('values', ('skill_01', 'skill_02', 'skill_03', 'skill_04', 'skill_05', 'skill_06', 'skill_07', 'skill_08', 'skill_09', 'skill_10', 'skill_11', 'skill_12', 'skill_13', 'skill_14', 'skill_15', 'skill_16', 'skill_17', 'skill_18', 'skill_19', 'skill_20', 'skill_21', 'skill_22', 'skill_23', 'skill_24')),),
        'sunrise_draw': (),
        'play_trail': (('values', ('travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08', 'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16', 'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24', 'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32', 'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40', 'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48', 'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56', 'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07', 'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14', 'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21', 'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04', 'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11', 'instant_12')),),
        'discard_for_water': (('values', ('travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08', 'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16', 'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24', 'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32', 'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40', 'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48', 'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56', 'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07', 'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14', 'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21', 'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04', 'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11', 'instant_12')),),
        'trade_water': (),
        'hike': (),
        'acquire': (('values', ('water', 'earth', 'wind', 'fire')),),
        'discover': (('values', ('animals_01', 'animals_02', 'animals_03', 'animals_04', 'animals_05', 'animals_06', 'animals_07', 'animals_08', 'animals_09', 'animals_10', 'animals_11', 'animals_12', 'birds_01', 'birds_02', 'birds_03', 'birds_04', 'birds_05', 'birds_06', 'birds_07', 'birds_08', 'birds_09', 'birds_10', 'birds_11', 'birds_12', 'trees_01', 'trees_02', 'trees_03', 'trees_04', 'trees_05', 'trees_06', 'trees_07', 'trees_08', 'trees_09', 'trees_10', 'trees_11', 'trees_12', 'flowers_01', 'flowers_02', 'flowers_03', 'flowers_04', 'flowers_05', 'flowers_06', 'flowers_07', 'flowers_08', 'flowers_09', 'flowers_10', 'flowers_11', 'flowers_12', 'rivers_01', 'rivers_02', 'rivers_03', 'rivers_04', 'rivers_05', 'rivers_06', 'rivers_07', 'rivers_08', 'rivers_09', 'rivers_10', 'rivers_11', 'rivers_12')),),
        'explore': (('values', ('green_01', 'green_02', 'green_03', 'green_04', 'green_05', 'green_06', 'green_07', 'green_08', 'green_09', 'green_10', 'green_11', 'green_12', 'green_13', 'green_14', 'green_15', 'green_16', 'green_17', 'green_18', 'green_19', 'green_20', 'green_21', 'green_22', 'green_23', 'green_24', 'blue_01', 'blue_02', 'blue_03', 'blue_04', 'blue_05', 'blue_06', 'blue_07', 'blue_08', 'blue_09', 'blue_10', 'blue_11', 'blue_12', 'blue_13', 'blue_14', 'blue_15', 'blue_16', 'blue_17', 'blue_18', 'blue_19', 'blue_20', 'yellow_01', 'yellow_02', 'yellow_03', 'yellow_04', 'yellow_05', 'yellow_06', 'yellow_07', 'yellow_08', 'yellow_09', 'yellow_10', 'yellow_11', 'yellow_12')),),
        'resupply': (('values', ('food', 'water_bottle', 'zzz', 'endurance')),),
        'remove_hardship': (),
        'mountain_pass': (),
        'pass_card': (('values', ('travel_01', 'travel_02', 'travel_03', 'travel_04', 'travel_05', 'travel_06', 'travel_07', 'travel_08', 'travel_09', 'travel_10', 'travel_11', 'travel_12', 'travel_13', 'travel_14', 'travel_15', 'travel_16', 'travel_17', 'travel_18', 'travel_19', 'travel_20', 'travel_21', 'travel_22', 'travel_23', 'travel_24', 'travel_25', 'travel_26', 'travel_27', 'travel_28', 'travel_29', 'travel_30', 'travel_31', 'travel_32', 'travel_33', 'travel_34', 'travel_35', 'travel_36', 'travel_37', 'travel_38', 'travel_39', 'travel_40', 'travel_41', 'travel_42', 'travel_43', 'travel_44', 'travel_45', 'travel_46', 'travel_47', 'travel_48', 'travel_49', 'travel_50', 'travel_51', 'travel_52', 'travel_53', 'travel_54', 'travel_55', 'travel_56', 'obstacle_01', 'obstacle_02', 'obstacle_03', 'obstacle_04', 'obstacle_05', 'obstacle_06', 'obstacle_07', 'obstacle_08', 'obstacle_09', 'obstacle_10', 'obstacle_11', 'obstacle_12', 'obstacle_13', 'obstacle_14', 'obstacle_15', 'obstacle_16', 'obstacle_17', 'obstacle_18', 'obstacle_19', 'obstacle_20', 'obstacle_21', 'obstacle_22', 'obstacle_23', 'obstacle_24', 'instant_01', 'instant_02', 'instant_03', 'instant_04', 'instant_05', 'instant_06', 'instant_07', 'instant_08', 'instant_09', 'instant_10', 'instant_11', 'instant_12')),),
        'robo_turn': (),
        'first_light': (),
    },
    is_active=is_active,
    game_ends=game_ends,
    scoring=(
        ('trail_points', 'Trail Points scored during the journey', score_trail_points),
        ('hardship', "Hardship tokens (authored: 1 → -1, 2 → -3, 3 → -6, 4 → -10, 5 → -15, 6+ → -21); co-op: the pair's together, in each player's score", score_hardship),
        ('medallions', 'Windrose and Elevation medallions still face up, 2 each', score_medallions),
        ('missions', 'Missions variant: end-game missions accomplished', score_missions),
        ('skills', "Skills variant: the kept skill's points when its condition holds at the end", score_skills),
        ('field_guides', 'Field Guide sets of unique categories: 5 → 7, 4 → 4, 3 → 2, 2 → 1', score_field_guides),
        ('golden_arrowhead', 'The Golden Arrowhead, double', score_golden_arrowhead),
        ('arrowheads', 'Journey Bonus Arrowheads', score_arrowheads),
        ('shared_arrowhead', "Co-op: the partner's chosen arrowhead", score_shared_arrowhead),
        ('partner', "Co-op: the partner's score (so each side's score is its team total)", score_partner),
    ),
    total_score=total_score,
    is_eligible=is_eligible,
    solo_win=None,
    automata=({'name': 'Robo-Hiker', 'seat': 0, 'players': (1,), 'options': {}, 'flag': 'robot', 'text': "it takes the first turn and plays by its cards at the difficulty option's level"}, {'name': 'Robo-Hiker 1', 'seat': 0, 'players': (2,), 'options': {'partners': 'together'}, 'flag': 'robot', 'text': 'co-op: it takes the first turn; its last turn of a day decides whether both Robo-Hikers hike'}, {'name': 'Robo-Hiker 2', 'seat': 2, 'players': (2,), 'options': {'partners': 'together'}, 'flag': 'robot', 'text': 'co-op: it hikes on its last turn exactly when the first Robo-Hiker to decide did'}),
    trail={'spaces': 'trail_map', 'position': 'section', 'sections': 'region', 'marks': ('jmt_marker', 'summit'), 'backwards': None},
    progress=progress_value,
    end_words={'end condition': 'the end condition held at the end of a round: the round number is at least 12', 'no winner': 'no player could win (you can win only if (you are a Robo-Hiker, or both reached and the pace is not broken) if coop, otherwise reached)'},
    end_at={'end condition': ('definitions/trailblazer-jmt/game.yaml:933:9', 'round >= days')},
    set_fields={'player': ('backpack', 'lodge_mine', 'explored_kinds', 'missions_done'), 'global': ('guide_gaps', 'lodge_taken')},
    hidden_fields={'player': ('offered_missions', 'kept_missions', 'offered_skills', 'kept_skills', 'hand', 'guides', 'map_pack'), 'global': ('trail_deck', 'guide_deck', 'destination_box', 'destination_decks', 'weather_bag', 'marker_bag', 'pack_box', 'arrow_deck', 'mission_deck', 'skill_deck', 'robo_deck')},
    visibility={'player': {'water': 'everyone', 'earth': 'everyone', 'wind': 'everyone', 'fire': 'everyone', 'food': 'everyone', 'water_bottle': 'everyone', 'zzz': 'everyone', 'endurance': 'everyone', 'hardship': 'everyone', 'points': 'everyone', 'tracks': 'everyone', 'tracks_owned': 'everyone', 'elevation': 'everyone', 'backpack': 'everyone', 'section': 'everyone', 'arrival': 'everyone', 'hiked_today': 'everyone', 'drew_today': 'everyone', 'played_today': 'everyone', 'lodge_mine': 'everyone', 'has_first_light': 'everyone', 'pass_plays': 'everyone', 'windrose': 'everyone', 'elevation_medal': 'everyone', 'explored_kinds': 'everyone', 'robot': 'everyone', 'offered_missions': 'owner', 'kept_missions': 'owner', 'missions_done': 'owner', 'offered_skills': 'owner', 'kept_skills': 'owner', 'idle_rounds': 'everyone', 'hiker_card': 'everyone', 'hand': 'owner', 'hand_size': 'everyone', 'guides': 'owner', 'map_pack': 'owner', 'destinations': 'everyone', 'arrowheads': 'everyone'}, 'global': {'trail_deck': 'nobody', 'trail_discard': 'everyone', 'boxed_trail': 'everyone', 'guide_deck': 'nobody', 'guide_market': 'everyone', 'guide_discard': 'everyone', 'leftmost': 'everyone', 'guide_gaps': 'everyone', 'destination_box': 'nobody', 'destination_decks': 'nobody', 'destination_display': 'everyone', 'destinations_removed': 'everyone', 'region': 'everyone', 'weather_bag': 'nobody', 'weather_chart': 'everyone', 'marker_bag': 'nobody', 'trail_markers': 'everyone', 'pack_box': 'nobody', 'arrow_deck': 'nobody', 'arrow_offer': 'everyone', 'golden': 'everyone', 'site_use': 'everyone', 'explore_used': 'everyone', 'lodge_taken': 'everyone', 'hardship_lodge_taken': 'everyone', 'pass_taken': 'everyone', 'first_light_taken': 'everyone', 'first_light_water': 'everyone', 'trailblazer': 'everyone', 'windrose_taken': 'everyone', 'elevation_medal_taken': 'everyone', 'arrivals': 'everyone', 'full_packs': 'everyone', 'summits': 'everyone', 'explorers': 'everyone', 'mission_deck': 'nobody', 'skill_deck': 'nobody', 'robo_deck': 'nobody', 'robo_current': 'everyone', 'robo_used': 'everyone', 'robo_skipped': 'everyone', 'robo_old': 'everyone', 'robo_pace': 'everyone', 'team_hardship': 'everyone', 'pace_broken': 'everyone'}},
    bounds={'player': {'water': (0, None), 'earth': (0, None), 'wind': (0, None), 'fire': (0, None), 'food': (0, None), 'water_bottle': (0, None), 'zzz': (0, None), 'endurance': (0, None), 'hardship': (0, None), 'tracks': (0, None), 'tracks_owned': (None, 5), 'elevation': (0, 24), 'section': (0, 10), 'pass_plays': (0, None), 'hand_size': (3, 4)}, 'global': {'first_light_water': (0, None), 'team_hardship': (0, None)}},
    layout={'player': {'water': {'kind': 'counter', 'min': 0, 'max': None}, 'earth': {'kind': 'counter', 'min': 0, 'max': None}, 'wind': {'kind': 'counter', 'min': 0, 'max': None}, 'fire': {'kind': 'counter', 'min': 0, 'max': None}, 'food': {'kind': 'counter', 'min': 0, 'max': None}, 'water_bottle': {'kind': 'counter', 'min': 0, 'max': None}, 'zzz': {'kind': 'counter', 'min': 0, 'max': None}, 'endurance': {'kind': 'counter', 'min': 0, 'max': None}, 'hardship': {'kind': 'counter', 'min': 0, 'max': None}, 'points': {'kind': 'counter', 'min': None, 'max': None}, 'tracks': {'kind': 'counter', 'min': 0, 'max': None}, 'tracks_owned': {'kind': 'counter', 'min': None, 'max': 5}, 'elevation': {'kind': 'track', 'min': 0, 'max': 24}, 'backpack': {'kind': 'set', 'of': 'gear'}, 'section': {'kind': 'counter', 'min': 0, 'max': 10}, 'arrival': {'kind': 'counter', 'min': None, 'max': None}, 'hiked_today': {'kind': 'flag'}, 'drew_today': {'kind': 'flag'}, 'played_today': {'kind': 'flag'}, 'lodge_mine': {'kind': 'set', 'of': 'personals'}, 'has_first_light': {'kind': 'flag'}, 'pass_plays': {'kind': 'counter', 'min': 0, 'max': None}, 'windrose': {'kind': 'flag'}, 'elevation_medal': {'kind': 'flag'}, 'explored_kinds': {'kind': 'set', 'of': 'destination_kinds'}, 'robot': {'kind': 'flag'}, 'offered_missions': {'kind': 'zone', 'of': 'missions'}, 'kept_missions': {'kind': 'zone', 'of': 'missions'}, 'missions_done': {'kind': 'set', 'of': 'missions'}, 'offered_skills': {'kind': 'zone', 'of': 'skills'}, 'kept_skills': {'kind': 'zone', 'of': 'skills'}, 'idle_rounds': {'kind': 'counter', 'min': None, 'max': None}, 'hiker_card': {'kind': 'flag'}, 'hand': {'kind': 'zone', 'of': 'trail_cards'}, 'hand_size': {'kind': 'counter', 'min': 3, 'max': 4}, 'guides': {'kind': 'zone', 'of': 'field_guides'}, 'map_pack': {'kind': 'zone', 'of': 'map_packs'}, 'destinations': {'kind': 'zone', 'of': 'destinations'}, 'arrowheads': {'kind': 'zone', 'of': 'arrowheads'}}, 'global': {'trail_deck': {'kind': 'zone', 'of': 'trail_cards'}, 'trail_discard': {'kind': 'zone', 'of': 'trail_cards'}, 'boxed_trail': {'kind': 'zone', 'of': 'trail_cards'}, 'guide_deck': {'kind': 'zone', 'of': 'field_guides'}, 'guide_market': {'kind': 'zone', 'of': 'field_guides'}, 'guide_discard': {'kind': 'zone', 'of': 'field_guides'}, 'leftmost': {'kind': 'symbol', 'of': 'field_guides', 'none': True}, 'guide_gaps': {'kind': 'set', 'of': 'guide_spaces'}, 'destination_box': {'kind': 'zone', 'of': 'destinations'}, 'destination_decks': {'kind': 'zone', 'of': 'destinations', 'keys': 'regions'}, 'destination_display': {'kind': 'zone', 'of': 'destinations'}, 'destinations_removed': {'kind': 'zone', 'of': 'destinations'}, 'region': {'kind': 'symbol', 'of': 'regions', 'none': False}, 'weather_bag': {'kind': 'zone', 'of': 'weather'}, 'weather_chart': {'kind': 'zone', 'of': 'weather'}, 'marker_bag': {'kind': 'zone', 'of': 'jmt_markers'}, 'trail_markers': {'kind': 'zone', 'of': 'jmt_markers'}, 'pack_box': {'kind': 'zone', 'of': 'map_packs'}, 'arrow_deck': {'kind': 'zone', 'of': 'arrowheads'}, 'arrow_offer': {'kind': 'zone', 'of': 'arrowheads'}, 'golden': {'kind': 'zone', 'of': 'arrowheads'}, 'site_use': {'kind': 'map', 'min': None, 'max': None, 'keys': 'naturals'}, 'explore_used': {'kind': 'counter', 'min': None, 'max': None}, 'lodge_taken': {'kind': 'set', 'of': 'personals'}, 'hardship_lodge_taken': {'kind': 'flag'}, 'pass_taken': {'kind': 'flag'}, 'first_light_taken': {'kind': 'flag'}, 'first_light_water': {'kind': 'counter', 'min': 0, 'max': None}, 'trailblazer': {'kind': 'counter', 'min': None, 'max': None}, 'windrose_taken': {'kind': 'flag'}, 'elevation_medal_taken': {'kind': 'flag'}, 'arrivals': {'kind': 'counter', 'min': None, 'max': None}, 'full_packs': {'kind': 'counter', 'min': None, 'max': None}, 'summits': {'kind': 'counter', 'min': None, 'max': None}, 'explorers': {'kind': 'counter', 'min': None, 'max': None}, 'mission_deck': {'kind': 'zone', 'of': 'missions'}, 'skill_deck': {'kind': 'zone', 'of': 'skills'}, 'robo_deck': {'kind': 'zone', 'of': 'robo_cards'}, 'robo_current': {'kind': 'zone', 'of': 'robo_cards'}, 'robo_used': {'kind': 'zone', 'of': 'robo_cards'}, 'robo_skipped': {'kind': 'zone', 'of': 'robo_cards'}, 'robo_old': {'kind': 'zone', 'of': 'robo_cards'}, 'robo_pace': {'kind': 'symbol', 'values': ('undecided', 'go', 'stay'), 'none': False}, 'team_hardship': {'kind': 'counter', 'min': 0, 'max': None}, 'pace_broken': {'kind': 'flag'}}},
    tables={'arrowheads': ARROWHEADS, 'destination_kinds': DESTINATION_KINDS, 'destinations': DESTINATIONS, 'field_guides': FIELD_GUIDES, 'gear': GEAR, 'guide_spaces': GUIDE_SPACES, 'jmt_markers': JMT_MARKERS, 'map_packs': MAP_PACKS, 'missions': MISSIONS, 'naturals': NATURALS, 'personals': PERSONALS, 'regions': REGIONS, 'robo_cards': ROBO_CARDS, 'skills': SKILLS, 'trail_cards': TRAIL_CARDS, 'trail_map': TRAIL_MAP, 'weather': WEATHER},
    turns=False,
    max_moves_per_turn=600,
    max_moves_at='definitions/trailblazer-jmt/game.yaml:813:3',
    continuations={
        'robo_cards_middle_robo_04_after_call': robo_cards_middle_robo_04_after_call,
        'robo_cards_middle_robo_06_after_call': robo_cards_middle_robo_06_after_call,
        'robo_cards_middle_robo_10_after_call': robo_cards_middle_robo_10_after_call,
        'robo_cards_middle_robo_12_after_call': robo_cards_middle_robo_12_after_call,
        'robo_cards_middle_robo_16_after_call': robo_cards_middle_robo_16_after_call,
        'robo_cards_middle_robo_18_after_call': robo_cards_middle_robo_18_after_call,
        'robo_cards_middle_robo_22_after_call': robo_cards_middle_robo_22_after_call,
        'robo_cards_middle_robo_24_after_call': robo_cards_middle_robo_24_after_call,
        'choose_natural_kind': choose_natural_kind,
        'choose_personal_item': choose_personal_item,
        'take_arrowhead_head': take_arrowhead_head,
        'advance_elevation_after_if': advance_elevation_after_if,
        'advance_elevation_after_if_2': advance_elevation_after_if_2,
        'load_gear_after_if': load_gear_after_if,
        'load_gear_after_if_2': load_gear_after_if_2,
        'load_gear_after_if_3': load_gear_after_if_3,
        'load_gear_after_call': load_gear_after_call,
        'load_gear_after_call_2': load_gear_after_call_2,
        'robo_bonus_after_if': robo_bonus_after_if,
        'robo_bonus_after_if_2': robo_bonus_after_if_2,
        'robo_reveal_loop': robo_reveal_loop,
        'robo_reveal_after_call': robo_reveal_after_call,
        'robo_reveal_after_if': robo_reveal_after_if,
        'exploration_bonus_after_if': exploration_bonus_after_if,
        'take_destination_after_if': take_destination_after_if,
        'take_destination_after_call': take_destination_after_call,
        'take_destination_after_call_2': take_destination_after_call_2,
        'instant_gear_item': instant_gear_item,
        'instant_natural_not_water_kind': instant_natural_not_water_kind,
        'instant_destination_card': instant_destination_card,
        'play_trail_after_card': play_trail_after_card,
        'play_trail_after_call': play_trail_after_call,
        'pass_card_after_card': pass_card_after_card,
        'robo_turn_after_if': robo_turn_after_if,
    },
    choice_options={
        'choose_natural_kind': ('kind', False, choose_natural_kind_options),
        'choose_personal_item': ('item', False, choose_personal_item_options),
        'take_arrowhead_head': ('head', False, take_arrowhead_head_options),
        'instant_gear_item': ('item', False, instant_gear_item_options),
        'instant_natural_not_water_kind': ('kind', False, instant_natural_not_water_kind_options),
        'instant_destination_card': ('card', False, instant_destination_card_options),
    },
    choice_values={
        'choose_natural_kind': ('values', ('water', 'earth', 'wind', 'fire')),
        'choose_personal_item': ('values', ('food', 'water_bottle', 'zzz', 'endurance')),
        'take_arrowhead_head': ('values', ('arrowhead_01', 'arrowhead_02', 'arrowhead_03', 'arrowhead_04', 'arrowhead_05', 'arrowhead_06', 'arrowhead_07', 'arrowhead_08', 'arrowhead_09', 'arrowhead_10', 'arrowhead_11', 'arrowhead_12', 'arrowhead_13', 'arrowhead_14', 'arrowhead_15', 'arrowhead_16')),
        'instant_gear_item': ('values', ('camera', 'gps', 'binoculars', 'hiking_poles', 'chair', 'fishing_pole', 'first_aid_kit', 'utility_knife', 'hammock', 'bear_canister', 'fire_starter', 'water_purifier')),
        'instant_natural_not_water_kind': ('values', ('water', 'earth', 'wind', 'fire')),
        'instant_destination_card': ('values', ('green_01', 'green_02', 'green_03', 'green_04', 'green_05', 'green_06', 'green_07', 'green_08', 'green_09', 'green_10', 'green_11', 'green_12', 'green_13', 'green_14', 'green_15', 'green_16', 'green_17', 'green_18', 'green_19', 'green_20', 'green_21', 'green_22', 'green_23', 'green_24', 'blue_01', 'blue_02', 'blue_03', 'blue_04', 'blue_05', 'blue_06', 'blue_07', 'blue_08', 'blue_09', 'blue_10', 'blue_11', 'blue_12', 'blue_13', 'blue_14', 'blue_15', 'blue_16', 'blue_17', 'blue_18', 'blue_19', 'blue_20', 'yellow_01', 'yellow_02', 'yellow_03', 'yellow_04', 'yellow_05', 'yellow_06', 'yellow_07', 'yellow_08', 'yellow_09', 'yellow_10', 'yellow_11', 'yellow_12')),
    },
    after_action=after_action_step,
    tiebreak=(tiebreak_1, tiebreak_2, ),
    action_texts={
        'keep_missions': 'Missions variant: keep 1 during-journey and 1 end-game mission; the others go back to the box.',
        'keep_skill': 'Skills variant: keep 1 of the 3 skill cards dealt.',
        'sunrise_draw': 'At Sunrise, in turn order: draw a trail card (up to the hand size and one more), then play one.',
        'play_trail': 'Play a trail card for its benefit, then load or use its gear (an obstacle needs its gear loaded).',
        'discard_for_water': 'At sunrise any trail card may be played for 1 water, without its benefit or gear.',
        'trade_water': 'At Sunset, before paying food and water: trade 2 water for 1 water bottle (as often as you like).',
        'hike': 'Move one section, paying the Map Pack section, the JMT marker and the weather; 1 hardship per requirement not met.',
        'acquire': "Take the site's natural resources (only what fits under 12); one hiker per site a day, two at 4 players.",
        'discover': "Pay the cost shown above the Field Guide's display space, take it and its reward (a river returns the Tracks token), then its gear.",
        'explore': "Pay a destination's cost and score its points; the first of each type gives its Exploration bonus.",
        'resupply': 'At the High Sierra Lodge (from section 4): food 3, water bottle 2, ZZZs 1, endurance 1; each once a day.',
        'remove_hardship': 'At the High Sierra Lodge (from section 4), return a hardship token; one hiker a day.',
        'mountain_pass': 'Draw 2 trail cards and play any 2, without their gear; one hiker a day.',
        'pass_card': 'Mountain Pass: play a trail card from the hand for its benefit, without its gear (an obstacle too).',
        'robo_turn': "The Robo-Hiker's turn: its last Tracks token may hike; otherwise it reveals cards until one can be done.",
        'first_light': 'Take the First Light medallion and its water; first hiker tomorrow.',
    },
    strategies={
        'steady_hiker': Strategy('steady_hiker', 'Hikes first thing every day it can pay the next section (and every day once the days left are the sections left; in co-op, whenever the partner has); otherwise the move one ahead after which its journey is worth most: its score (twice), the trail walked, a food and a water bottle for every Sunset to come, gear, tent and Tracks tokens, new destination types and field guide categories, and hardship at 6 a token.', (
            (('hike',), strategy_steady_hiker_when_1),
            (('acquire', 'discover', 'explore', 'resupply', 'remove_hardship', 'mountain_pass', 'first_light'), strategy_steady_hiker_when_2),
            (('hike',), strategy_steady_hiker_when_3),
        ), strategy_steady_hiker_value, authored=True),
    },
)
