"""Trek to Zion: the rules, compiled by Cairn.

Generated from definitions/trek-to-zion/board.yaml, definitions/trek-to-zion/decks.yaml, definitions/trek-to-zion/game.yaml.
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import Action, GameRules, RuleError, Step, ask, ask_secret, connected, degree, draw, later, longest_path, move_card, shuffle, subsets, repeat_count, Strategy, record_type

from .data import ANSWERS, ANSWERS_ORDER, COLOURS, COLOURS_ORDER, FACE_UP_CARDS, LOCATIONS, LOCATIONS_ORDER, LONGEST_TRAIL_BONUS, PILES, PILES_ORDER, PROVISIONS, PROVISIONS_ORDER, ROUTES, ROUTES_ORDER, TEMPLES_PER_PLAYER, TRAIL_POINTS, TREKS, TREKS_ORDER, WAGONS_PER_PLAYER

GAME_ID = 'trek-to-zion'
GAME_NAME = 'Trek to Zion'
MIN_PLAYERS = 2
MAX_PLAYERS = 5
OPTIONS = {}


# ---------------------------------------------------------------- lookup tables
def trail_points(key):
    """The 'trail_points' table (definitions/trek-to-zion/game.yaml:54)."""
    if key in TRAIL_POINTS:
        return TRAIL_POINTS[key]
    raise RuleError("no row of 'trail_points' for %r (definitions/trek-to-zion/game.yaml:54)" % (key,))


# ---------------------------------------------------------------- tracks and counters


def set_wagons(state, p, value):
    """Wagons: 0 to … (definitions/trek-to-zion/game.yaml:75)."""
    if value < 0:
        value = 0
    p.wagons = value


def set_temples_left(state, p, value):
    """Temples left: 0 to … (definitions/trek-to-zion/game.yaml:76)."""
    if value < 0:
        value = 0
    p.temples_left = value


# ---------------------------------------------------------------- functions


def blessings(state, p):
    """Temples built, and so blessings received (they accumulate in order)."""
    return TEMPLES_PER_PLAYER - p.temples_left


def cards_of(state, p, colour):
    """definitions/trek-to-zion/game.yaml:87"""
    return p.hand.count(colour)


def trail_cost(state, p, route):
    """Temple Blessing #2: trails longer than four cost one card fewer."""
    return ROUTES[route]["length"] - 1 if blessings(state, p) >= 2 and ROUTES[route]["length"] > 4 else ROUTES[route]["length"]


def triples_for(state, p, colour):
    """Temple Blessing #1: any set of 3 matching cards counts as one wild."""
    return sum(cards_of(state, p, c) // 3 for c in COLOURS if c != colour) if blessings(state, p) >= 1 else 0


def can_pay(state, p, route, colour):
    """definitions/trek-to-zion/game.yaml:98"""
    return cards_of(state, p, colour) + cards_of(state, p, 'wild') + triples_for(state, p, colour) >= trail_cost(state, p, route)


def claim_colours(state, p, route):
    """A gray trail takes cards of any one colour; any other trail its own colour."""
    return COLOURS if ROUTES[route]["colour"] == 'gray' else (ROUTES[route]["colour"],)


def trail_open(state, p, route):
    """One side of a double trail per player; the other side stays open to another player."""
    return route not in state.g.claimed_routes and (ROUTES[route]["pair"] is None or ROUTES[route]["pair"] not in p.claimed)


def can_draw(state, p):
    """definitions/trek-to-zion/game.yaml:109"""
    return len(state.g.provision_deck) + len(state.g.discards) > 0


def draw_choices(state, p):
    """The top of the deck, or any face-up card; only one face-up wild per turn."""
    return [*(('deck',) if can_draw(state, p) else ()), *list(dict.fromkeys(c for c in state.g.face_up if c != 'wild' or not p.took_face_up_wild))]


def draws_allowed(state, p):
    """Two provision cards a turn; three with Temple Blessing #3."""
    return 3 if blessings(state, p) >= 3 else 2


def temple_sites(state, p, route):
    """A temple may be built only on the turn of the player's third trail to the place (the trail just claimed makes three)."""
    return list(dict.fromkeys(site for site in (ROUTES[route]["from"], ROUTES[route]["to"]) if degree(p.claimed, site, ROUTES) == 3 and site not in p.temples and p.temples_left > 0))


def completed(state, p, trek):
    """definitions/trek-to-zion/game.yaml:121"""
    return connected(p.claimed, TREKS[trek]["origin"], TREKS[trek]["destination"], ROUTES)


def trek_points(state, p):
    """definitions/trek-to-zion/game.yaml:124"""
    return sum(TREKS[t]["points"] if completed(state, p, t) else -TREKS[t]["points"] for t in p.kept_treks)


def treks_completed(state, p):
    """definitions/trek-to-zion/game.yaml:126"""
    return sum(1 for t in p.kept_treks if completed(state, p, t))


def longest_trail(state, p):
    """definitions/trek-to-zion/game.yaml:128"""
    return longest_path(p.claimed, ROUTES)


# ---------------------------------------------------------------- procedures


def refill_deck(state, p):
    """When the provision deck runs out, the discards are reshuffled into a new deck. (definitions/trek-to-zion/game.yaml:132)"""
    if len(state.g.provision_deck) == 0:
        draw(state, state.g.discards, state.g.provision_deck, len(state.g.discards))
        shuffle(state, state.g.provision_deck)


def take_provision(state, p, source):
    """(definitions/trek-to-zion/game.yaml:139)"""
    refill_deck(state, p)
    if source == 'deck':
        draw(state, state.g.provision_deck, p.hand, 1)
    else:
        move_card(state.g.face_up, p.hand, source)
        if source == 'wild':
            p.took_face_up_wild = True
        refill_deck(state, p)
        draw(state, state.g.provision_deck, state.g.face_up, 1)


def discard_cards(state, p, colour, amount):
    """(definitions/trek-to-zion/game.yaml:151)"""
    for _ in range(repeat_count(amount)):
        move_card(p.hand, state.g.discards, colour)


def pay_for_trail(state, p, route, colour):
    """Cards of the chosen colour first, then wilds, then (Temple Blessing #1) a set of three matching cards of another colour for each card still missing, the player choosing each set. (definitions/trek-to-zion/game.yaml:155)"""
    need = trail_cost(state, p, route)
    own = min(need, cards_of(state, p, colour))
    discard_cards(state, p, colour, own)
    wilds = min(need - own, cards_of(state, p, 'wild'))
    discard_cards(state, p, 'wild', wilds)
    pay_for_trail_loop(state, p, route, colour, need, own, wilds, repeat_count(need - own - wilds))


# ---------------------------------------------------------------- actions


def keep_treks_moves(state, p):
    """Every legal choice of arguments for 'keep_treks'."""
    return [(kept,) for kept in subsets(p.offered, 2)]


def keep_treks(state, p, kept):
    """Keep at least two of the dealt trek cards; the rest go back to the box. (definitions/trek-to-zion/game.yaml:191)"""
    for t in kept:
        move_card(p.offered, p.kept_treks, t)
    draw(state, p.offered, state.g.boxed_treks, len(p.offered))


def draw_provisions_moves(state, p):
    """Every legal choice of arguments for 'draw_provisions'."""
    return [(first,) for first in draw_choices(state, p)]


def draw_provisions_allows(state, p, first):
    """Is this choice of arguments one 'draw_provisions' lists (its moves), tested alone?"""
    return first in draw_choices(state, p)


def draw_provisions(state, p, first):
    """Draw 2 provision cards from the deck or the face-up row (3 with Temple Blessing #3); only one face-up wild a turn. (definitions/trek-to-zion/game.yaml:197)"""
    take_provision(state, p, first)
    ask(state, p, 'second', draw_choices(state, p), 'draw_provisions_second', first)


def claim_moves(state, p):
    """Every legal choice of arguments for 'claim'."""
    return [(route, colour)
            for route in ROUTES if trail_open(state, p, route) and p.wagons >= ROUTES[route]["length"]
            for colour in claim_colours(state, p, route) if can_pay(state, p, route, colour)]


def claim_allows(state, p, route, colour):
    """Is this choice of arguments one 'claim' lists (its moves), tested alone?"""
    return (route in ROUTES
            and trail_open(state, p, route)
            and p.wagons >= ROUTES[route]["length"]
            and colour in claim_colours(state, p, route)
            and can_pay(state, p, route, colour))


def claim(state, p, route, colour):
    """Claim one open trail: its length in cards of its colour (gray: any one colour; wilds substitute), one wagon per space. (definitions/trek-to-zion/game.yaml:206)"""
    pay_for_trail(state, p, route, colour)
    if state.pending is not None:
        later(state, 'claim_after_call', route, colour)
        return
    claim_after_call(state, p, route, colour)


def draw_treks_moves(state, p):
    """Every legal choice of arguments for 'draw_treks'."""
    if not (len(state.g.short_trek_deck) > 0):
        return []
    return [()]


def draw_treks_allows(state, p):
    """Is this choice of arguments one 'draw_treks' lists (its moves), tested alone?"""
    return len(state.g.short_trek_deck) > 0


def draw_treks(state, p):
    """Draw 3 more short trek cards and keep at least one. (definitions/trek-to-zion/game.yaml:223)"""
    draw(state, state.g.short_trek_deck, p.offered, 3)
    ask_secret(state, p, 'kept', subsets(p.offered, 1), 'draw_treks_kept')


def pay_for_trail_loop(state, p, route, colour, need, own, wilds, turns_left):
    """One turn of a loop of 'pay_for_trail' that waits for choices (definitions/trek-to-zion/game.yaml:155)."""
    if turns_left <= 0:
        return
    ask_secret(state, p, 'triple', list(dict.fromkeys(c for c in COLOURS if c != colour and cards_of(state, p, c) >= 3)), 'pay_for_trail_triple', route, colour, need, own, wilds, turns_left)


def pay_for_trail_triple(state, p, route, colour, need, own, wilds, turns_left, triple):
    """The rest of 'pay_for_trail' once 'triple' is chosen (definitions/trek-to-zion/game.yaml:155)."""
    discard_cards(state, p, triple, 3)
    pay_for_trail_loop(state, p, route, colour, need, own, wilds, turns_left - 1)


def pay_for_trail_triple_options(state, p, route, colour, need, own, wilds, turns_left):
    """The options of 'triple' that 'pay_for_trail_triple' waits on (a save's are checked against them)."""
    return list(dict.fromkeys(c for c in COLOURS if c != colour and cards_of(state, p, c) >= 3))


def draw_provisions_second(state, p, first, second):
    """The rest of 'draw_provisions' once 'second' is chosen (definitions/trek-to-zion/game.yaml:197)."""
    take_provision(state, p, second)
    ask(state, p, 'third', draw_choices(state, p) if draws_allowed(state, p) >= 3 else (), 'draw_provisions_third', first, second)


def draw_provisions_second_options(state, p, first):
    """The options of 'second' that 'draw_provisions_second' waits on (a save's are checked against them)."""
    return draw_choices(state, p)


def draw_provisions_third(state, p, first, second, third):
    """The rest of 'draw_provisions' once 'third' is chosen (definitions/trek-to-zion/game.yaml:197)."""
    take_provision(state, p, third)


def draw_provisions_third_options(state, p, first, second):
    """The options of 'third' that 'draw_provisions_third' waits on (a save's are checked against them)."""
    return draw_choices(state, p) if draws_allowed(state, p) >= 3 else ()


def claim_after_call(state, p, route, colour):
    """The rest of 'claim' after its call (definitions/trek-to-zion/game.yaml:206)."""
    set_wagons(state, p, p.wagons - ROUTES[route]["length"])
    p.claimed.add(route)
    state.g.claimed_routes.add(route)
    p.points += trail_points(ROUTES[route]["length"])
    ask(state, p, 'temple', [*temple_sites(state, p, route), 'no_temple'], 'claim_temple', route, colour)


def claim_temple(state, p, route, colour, temple):
    """The rest of 'claim' once 'temple' is chosen (definitions/trek-to-zion/game.yaml:206)."""
    if temple != 'no_temple':
        p.temples.add(temple)
        set_temples_left(state, p, p.temples_left - 1)


def claim_temple_options(state, p, route, colour):
    """The options of 'temple' that 'claim_temple' waits on (a save's are checked against them)."""
    return [*temple_sites(state, p, route), 'no_temple']


def draw_treks_kept(state, p, kept):
    """The rest of 'draw_treks' once 'kept' is chosen (definitions/trek-to-zion/game.yaml:223)."""
    for t in kept:
        move_card(p.offered, p.kept_treks, t)
    draw(state, p.offered, state.g.boxed_treks, len(p.offered))


def draw_treks_kept_options(state, p):
    """The options of 'kept' that 'draw_treks_kept' waits on (a save's are checked against them)."""
    return subsets(p.offered, 1)



# ---------------------------------------------------------------- decisions


def setup_keep_treks_choices(state, p):
    """Every legal move of step 'keep-treks', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trek-to-zion/game.yaml:182).
    """
    groups = []
    keep_treks_options = []
    for kept in subsets(p.offered, 2):
        keep_treks_options.append((kept,))
    if keep_treks_options:
        groups.append(('keep_treks', keep_treks_options))
    return groups


def round_turn_choices(state, p):
    """Every legal move of step 'turn', as (action, argument tuples) groups in notation order.

    The same moves as asking each action's `_moves` in turn, in one pass: functions inlined,
    values that do not change inside a loop worked out before it (definitions/trek-to-zion/game.yaml:184).
    """
    groups = []
    my_can_draw = len(state.g.provision_deck) + len(state.g.discards) > 0
    my_draw_choices = [*(('deck',) if my_can_draw else ()), *list(dict.fromkeys(c for c in state.g.face_up if c != 'wild' or not p.took_face_up_wild))]
    draw_provisions_options = []
    for first in my_draw_choices:
        draw_provisions_options.append((first,))
    if draw_provisions_options:
        groups.append(('draw_provisions', draw_provisions_options))
    claimed_routes = state.g.claimed_routes
    claimed = p.claimed
    wagons = p.wagons
    hand = p.hand
    cards_of_wild = hand.count('wild')
    temples_left = p.temples_left
    my_blessings = TEMPLES_PER_PLAYER - temples_left
    claim_options = []
    can_pay_part_colour = {}
    for route in ROUTES:
        route_row = ROUTES[route]
        if not (route not in claimed_routes and (route_row["pair"] is None or route_row["pair"] not in claimed) and wagons >= route_row["length"]):
            continue
        route_length = route_row["length"]
        trail_cost_route = route_length - 1 if my_blessings >= 2 and route_length > 4 else route_length
        for colour in (COLOURS if route_row["colour"] == 'gray' else (route_row["colour"],)):
            if (can_pay_part_colour[colour] if colour in can_pay_part_colour else can_pay_part_colour.setdefault(colour, hand.count(colour) + cards_of_wild + (sum(hand.count(c) // 3 for c in COLOURS if c != colour) if my_blessings >= 1 else 0))) >= trail_cost_route:
                claim_options.append((route, colour))
    if claim_options:
        groups.append(('claim', claim_options))
    if len(state.g.short_trek_deck) > 0:
        groups.append(('draw_treks', [()]))
    return groups


# ---------------------------------------------------------------- flow


def setup_setup_1(state, p):
    """Setup: setup_1 (definitions/trek-to-zion/game.yaml:173)"""
    shuffle(state, state.g.provision_deck)
    shuffle(state, state.g.trek_deck)
    draw(state, state.g.trek_deck, state.g.long_trek_deck, len(state.g.trek_deck), lambda card: TREKS[card]["kind"] == 'long')
    draw(state, state.g.trek_deck, state.g.short_trek_deck, len(state.g.trek_deck))
    draw(state, state.g.provision_deck, state.g.face_up, FACE_UP_CARDS)


def setup_setup_2(state, p):
    """Setup: setup_2 (definitions/trek-to-zion/game.yaml:179)"""
    draw(state, state.g.long_trek_deck, p.offered, 1)
    draw(state, state.g.short_trek_deck, p.offered, 3)


def start_round(state):
    """What resets at the start of every round."""
    pass


def start_turn(state):
    """What resets at the start of every turn."""
    for p in state.players:
        p.took_face_up_wild = False


def is_active(state, p):
    """May this player still take decisions?"""
    return True


def game_ends(state):
    """Checked at the end of every round."""
    return False


# ---------------------------------------------------------------- scoring


def score_trails(state, p):
    """Trails: 1/2/4/7/10/15/20 points for a trail of length 1–7 (definitions/trek-to-zion/game.yaml:232)"""
    return p.points


def score_treks(state, p):
    """Completed treks add their value; uncompleted treks subtract it (definitions/trek-to-zion/game.yaml:233)"""
    return trek_points(state, p)


def score_longest_trail(state, p):
    """Longest continuous trail: 10 points, to every tied player (definitions/trek-to-zion/game.yaml:234)"""
    return LONGEST_TRAIL_BONUS if longest_trail(state, p) > 0 and longest_trail(state, p) == max((longest_trail(state, q) for q in state.players), default=0) else 0


def total_score(state, p):
    return score_trails(state, p) + score_treks(state, p) + score_longest_trail(state, p)


def end_trigger(state, p):
    """Checked at the end of every turn: does this turn trigger the end of the game?"""
    return p.wagons <= 2


def tiebreak_1(state, p):
    """Tie-break 1: the higher value wins a tie on points."""
    return treks_completed(state, p)


def is_eligible(state, p):
    """May this player win?"""
    return True


# ---------------------------------------------------------------- strategies
def strategy_trail_builder_value(state, p):
    """trail_builder: the value it makes as high as it can (definitions/trek-to-zion/game.yaml:240)"""
    return p.points + trek_points(state, p) + 2 * longest_trail(state, p)


# ---------------------------------------------------------------- state
# a player's fields and the shared ones, each the slot of a record (`p.energy`; runtime/records.py)
Shared = record_type("Shared", ('provision_deck', 'face_up', 'discards', 'trek_deck', 'long_trek_deck', 'short_trek_deck', 'boxed_treks', 'claimed_routes',))
Player = record_type("Player", ('seat', 'hand', 'kept_treks', 'offered', 'wagons', 'temples_left', 'temples', 'claimed', 'points', 'took_face_up_wild',))


def new_globals(state):
    return Shared.of({
        'provision_deck': [card for card in PROVISIONS for _ in range(PROVISIONS[card]["copies"])],
        'face_up': [],
        'discards': [],
        'trek_deck': list(TREKS),
        'long_trek_deck': [],
        'short_trek_deck': [],
        'boxed_treks': [],
        'claimed_routes': set(),
    })


def new_player(state, seat):
    return Player.of({
        "seat": seat,
        'hand': [],
        'kept_treks': [],
        'offered': [],
        'wagons': 45,
        'temples_left': 3,
        'temples': set(),
        'claimed': set(),
        'points': 0,
        'took_face_up_wild': False,
    })


def copy_player(p):
    """A copy of a player's fields, slot by slot, that shares no container with the original."""
    q = Player.blank()
    q.seat = p.seat
    q.hand = list(p.hand)
    q.kept_treks = list(p.kept_treks)
    q.offered = list(p.offered)
    q.wagons = p.wagons
    q.temples_left = p.temples_left
    q.temples = set(p.temples)
    q.claimed = set(p.claimed)
    q.points = p.points
    q.took_face_up_wild = p.took_face_up_wild
    return q


def copy_globals(g):
    """A copy of the shared fields, slot by slot, that shares no container with the original."""
    q = Shared.blank()
    q.provision_deck = list(g.provision_deck)
    q.face_up = list(g.face_up)
    q.discards = list(g.discards)
    q.trek_deck = list(g.trek_deck)
    q.long_trek_deck = list(g.long_trek_deck)
    q.short_trek_deck = list(g.short_trek_deck)
    q.boxed_treks = list(g.boxed_treks)
    q.claimed_routes = set(g.claimed_routes)
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
        Step('each_player', 'setup_2', run=setup_setup_2),
        Step('decide', 'keep-treks', actions=('keep_treks',), who='each', secret=True, choices=setup_keep_treks_choices, at='definitions/trek-to-zion/game.yaml:182:7'),
    ),
    round=(
        Step('decide', 'turn', actions=('draw_provisions', 'claim', 'draw_treks'), who='turn', choices=round_turn_choices, at='definitions/trek-to-zion/game.yaml:184:7'),
    ),
    actions={
        'keep_treks': Action('keep_treks', ('kept',), keep_treks_moves, keep_treks, secret=(0,)),
        'draw_provisions': Action('draw_provisions', ('first',), draw_provisions_moves, draw_provisions, asks=True, allows=draw_provisions_allows),
        'claim': Action('claim', ('route', 'colour'), claim_moves, claim, words=(None, 'with'), asks=True, allows=claim_allows),
        'draw_treks': Action('draw_treks', (), draw_treks_moves, draw_treks, asks=True, allows=draw_treks_allows),
    },
    action_domains={
        'keep_treks': (('places', 11),),
        'draw_provisions': (('symbols',),),
        'claim': (('values', ('palmyra/kirtland', 'palmyra/kirtland:2', 'palmyra/chicago', 'kirtland/chicago', 'kirtland/chicago:2', 'chicago/la-crosse', 'chicago/la-crosse:2', 'chicago/nauvoo', 'chicago/nauvoo:2', 'chicago/springfield', 'la-crosse/nauvoo', 'la-crosse/nauvoo:2', 'la-crosse/mount-pisgah', 'springfield/nauvoo', 'springfield/st-louis', 'nauvoo/carthage', 'carthage/st-louis', 'nauvoo/st-louis', 'nauvoo/independence', 'nauvoo/garden-grove', 'st-louis/independence', 'st-louis/independence:2', 'independence/far-west', 'independence/liberty', 'far-west/liberty', 'far-west/garden-grove', 'garden-grove/mount-pisgah', 'mount-pisgah/kanesville', 'kanesville/winter-quarters', 'kanesville/winter-quarters:2', 'liberty/kanesville', 'independence/fort-kearny', 'winter-quarters/fort-kearny', 'winter-quarters/fort-kearny:2', 'winter-quarters/chimney-rock', 'fort-kearny/chimney-rock', 'fort-kearny/fort-laramie', 'fort-kearny/fort-laramie:2', 'chimney-rock/fort-laramie', 'fort-laramie/independence-rock', 'fort-laramie/independence-rock:2', 'fort-laramie/south-pass', 'independence-rock/south-pass', 'south-pass/fort-bridger', 'south-pass/fort-bridger:2', 'south-pass/fort-hall', 'fort-bridger/echo-canyon', 'echo-canyon/salt-lake-city', 'echo-canyon/salt-lake-city:2', 'fort-bridger/ogden', 'fort-hall/ogden', 'ogden/salt-lake-city', 'ogden/salt-lake-city:2', 'salt-lake-city/provo', 'salt-lake-city/provo:2', 'salt-lake-city/st-george', 'provo/manti', 'manti/fillmore', 'provo/fillmore', 'provo/fillmore:2', 'fillmore/cedar-city', 'manti/cedar-city', 'cedar-city/st-george', 'st-louis/far-west', 'liberty/fort-kearny', 'kanesville/fort-kearny', 'fort-hall/salt-lake-city', 'independence-rock/fort-bridger', 'springfield/carthage')), ('values', ('purple', 'blue', 'yellow', 'orange', 'brown', 'red', 'green'))),
        'draw_treks': (),
    },
    is_active=is_active,
    game_ends=game_ends,
    scoring=(
        ('trails', 'Trails: 1/2/4/7/10/15/20 points for a trail of length 1–7', score_trails),
        ('treks', 'Completed treks add their value; uncompleted treks subtract it', score_treks),
        ('longest_trail', 'Longest continuous trail: 10 points, to every tied player', score_longest_trail),
    ),
    total_score=total_score,
    is_eligible=is_eligible,
    solo_win=None,
    end_words={'end trigger': 'a player triggered the end (you have at most 2 wagons) and everyone took one final turn'},
    end_at={'end trigger': ('definitions/trek-to-zion/game.yaml:186:12', 'wagons <= 2')},
    set_fields={'player': ('temples', 'claimed'), 'global': ('claimed_routes',)},
    hidden_fields={'player': ('hand', 'kept_treks', 'offered'), 'global': ('provision_deck', 'trek_deck', 'long_trek_deck', 'short_trek_deck', 'boxed_treks')},
    visibility={'player': {'hand': 'owner', 'kept_treks': 'owner', 'offered': 'owner', 'wagons': 'everyone', 'temples_left': 'everyone', 'temples': 'everyone', 'claimed': 'everyone', 'points': 'everyone', 'took_face_up_wild': 'everyone'}, 'global': {'provision_deck': 'nobody', 'face_up': 'everyone', 'discards': 'everyone', 'trek_deck': 'nobody', 'long_trek_deck': 'nobody', 'short_trek_deck': 'nobody', 'boxed_treks': 'nobody', 'claimed_routes': 'everyone'}},
    bounds={'player': {'wagons': (0, None), 'temples_left': (0, None)}, 'global': {}},
    caps={'player': {'offered': (4, 'definitions/trek-to-zion/game.yaml:74:41')}},
    layout={'player': {'hand': {'kind': 'zone', 'of': 'provisions'}, 'kept_treks': {'kind': 'zone', 'of': 'treks'}, 'offered': {'kind': 'zone', 'of': 'treks'}, 'wagons': {'kind': 'counter', 'min': 0, 'max': None}, 'temples_left': {'kind': 'counter', 'min': 0, 'max': None}, 'temples': {'kind': 'set', 'of': 'locations'}, 'claimed': {'kind': 'set', 'of': 'routes'}, 'points': {'kind': 'counter', 'min': None, 'max': None}, 'took_face_up_wild': {'kind': 'flag'}}, 'global': {'provision_deck': {'kind': 'zone', 'of': 'provisions'}, 'face_up': {'kind': 'zone', 'of': 'provisions'}, 'discards': {'kind': 'zone', 'of': 'provisions'}, 'trek_deck': {'kind': 'zone', 'of': 'treks'}, 'long_trek_deck': {'kind': 'zone', 'of': 'treks'}, 'short_trek_deck': {'kind': 'zone', 'of': 'treks'}, 'boxed_treks': {'kind': 'zone', 'of': 'treks'}, 'claimed_routes': {'kind': 'set', 'of': 'routes'}}},
    tables={'locations': LOCATIONS, 'provisions': PROVISIONS, 'routes': ROUTES, 'treks': TREKS},
    turns=True,
    continuations={
        'pay_for_trail_loop': pay_for_trail_loop,
        'pay_for_trail_triple': pay_for_trail_triple,
        'draw_provisions_second': draw_provisions_second,
        'draw_provisions_third': draw_provisions_third,
        'claim_after_call': claim_after_call,
        'claim_temple': claim_temple,
        'draw_treks_kept': draw_treks_kept,
    },
    choice_options={
        'pay_for_trail_triple': ('triple', True, pay_for_trail_triple_options),
        'draw_provisions_second': ('second', False, draw_provisions_second_options),
        'draw_provisions_third': ('third', False, draw_provisions_third_options),
        'claim_temple': ('temple', False, claim_temple_options),
        'draw_treks_kept': ('kept', True, draw_treks_kept_options),
    },
    choice_values={
        'pay_for_trail_triple': ('values', ('purple', 'blue', 'yellow', 'orange', 'brown', 'red', 'green')),
        'draw_provisions_second': ('symbols',),
        'draw_provisions_third': ('symbols',),
        'claim_temple': ('symbols',),
        'draw_treks_kept': ('places', 15),
    },
    end_trigger=end_trigger,
    end_mode='final_turns',
    tiebreak=(tiebreak_1, ),
    action_texts={
        'keep_treks': 'Keep at least two of the dealt trek cards; the rest go back to the box.',
        'draw_provisions': 'Draw 2 provision cards from the deck or the face-up row (3 with Temple Blessing #3); only one face-up wild a turn.',
        'claim': 'Claim one open trail: its length in cards of its colour (gray: any one colour; wilds substitute), one wagon per space.',
        'draw_treks': 'Draw 3 more short trek cards and keep at least one.',
    },
    strategies={
        'trail_builder': Strategy('trail_builder', 'Claims a trail whenever it can (the one worth most with its treks and longest trail), else draws provisions.', (
            (('claim',), None),
            (('draw_provisions',), None),
        ), strategy_trail_builder_value, authored=True),
    },
)
