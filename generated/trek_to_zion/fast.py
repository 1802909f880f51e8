"""Trek to Zion: the random playout with the flow compiled in, by Cairn.

The same game as rules.py, for random agents only: the setup and the round unrolled, each
decide step a loop drawing its picks inline from one flat list of legal moves, the game's
functions inlined into effects. A seed plays the same game here as through GameState.apply
(tests/runtime/test_fast_playout.py).
Do not edit: change the definitions and run `cairn build`.
"""
from runtime.api import open_ids, settle_choices

from .rules import (
    COLOURS,
    GAME,
    ROUTES,
    TEMPLES_PER_PLAYER,
    cards_of,
    claim,
    discard_cards,
    draw,
    draw_choices,
    draw_provisions,
    draw_treks,
    keep_treks,
    move_card,
    repeat_count,
    setup_setup_1,
    setup_setup_2,
    subsets,
    take_provision,
    temple_sites,
    trail_cost,
    trail_points,
)


# per id of routes, the columns the loop of 'claim' reads: filled on first use
ROUTES_CLAIM_COLUMNS = {}


# per id of routes, the columns the loop of 'claim' reads: filled on first use
ROUTES_CLAIM_COLUMNS_2 = {}


def pay_for_trail_drawn(state, p, agent_random, auto_single, route, colour):
    """As in rules.py (definitions/trek-to-zion/game.yaml:155), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    need = trail_cost(state, p, route)
    own = min(need, cards_of(state, p, colour))
    discard_cards(state, p, colour, own)
    wilds = min(need - own, cards_of(state, p, 'wild'))
    discard_cards(state, p, 'wild', wilds)
    for _ in range(repeat_count(need - own - wilds)):
        options_1 = list(dict.fromkeys(c for c in COLOURS if c != colour and cards_of(state, p, c) >= 3))
        if not options_1:
            return     # nothing to choose: the rest of this effect is skipped, as on the general path
        state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
        if state.turn_moves > max_moves:
            state.turn_never_ends(p.seat, state.steps()[state.step])
        triple = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
        discard_cards(state, p, triple, 3)


def draw_provisions_drawn(state, p, agent_random, auto_single, first):
    """As in rules.py (definitions/trek-to-zion/game.yaml:197), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    take_provision(state, p, first)
    options_1 = list(draw_choices(state, p))
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    second = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    take_provision(state, p, second)
    options_2 = list(draw_choices(state, p) if (3 if TEMPLES_PER_PLAYER - p.temples_left >= 3 else 2) >= 3 else ())
    if not options_2:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    third = options_2[0] if auto_single and len(options_2) == 1 else options_2[int(agent_random() * len(options_2))]
    take_provision(state, p, third)


def claim_drawn(state, p, agent_random, auto_single, route, colour):
    """As in rules.py (definitions/trek-to-zion/game.yaml:206), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    pay_for_trail_drawn(state, p, agent_random, auto_single, route, colour)
    p.wagons = 0 if p.wagons - ROUTES[route]["length"] < 0 else p.wagons - ROUTES[route]["length"]
    p.claimed.add(route)
    state.g.claimed_routes.add(route)
    p.points += trail_points(ROUTES[route]["length"])
    options_1 = [*temple_sites(state, p, route), 'no_temple']
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    temple = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    if temple != 'no_temple':
        p.temples.add(temple)
        p.temples_left = 0 if p.temples_left - 1 < 0 else p.temples_left - 1


def draw_treks_drawn(state, p, agent_random, auto_single):
    """As in rules.py (definitions/trek-to-zion/game.yaml:223), each choice drawn in place with `agent_random` (the seat's random agent)."""
    max_moves = state.rules.max_moves_per_turn
    draw(state, state.g.short_trek_deck, p.offered, 3)
    options_1 = list(subsets(p.offered, 1))
    if not options_1:
        return     # nothing to choose: the rest of this effect is skipped, as on the general path
    state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it
    if state.turn_moves > max_moves:
        state.turn_never_ends(p.seat, state.steps()[state.step])
    kept = options_1[0] if auto_single and len(options_1) == 1 else options_1[int(agent_random() * len(options_1))]
    for t in kept:
        move_card(p.offered, p.kept_treks, t)
    draw(state, p.offered, state.g.boxed_treks, len(p.offered))


def setup_keep_treks_legal_moves(state, p):
    """The legal moves of step keep-treks as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    for kept in subsets(p.offered, 2):
        moves.append(('keep_treks', (kept,)))
    return moves


def round_turn_legal_moves(state, p):
    """The legal moves of step turn as rules.py lists them, as one list of (action, arguments)."""
    moves = []
    my_can_draw = len(state.g.provision_deck) + len(state.g.discards) > 0
    my_draw_choices = [*(('deck',) if my_can_draw else ()), *list(dict.fromkeys(c for c in state.g.face_up if c != 'wild' or not p.took_face_up_wild))]
    for first in my_draw_choices:
        moves.append(('draw_provisions', (first,)))
    claimed_routes = state.g.claimed_routes
    if not ROUTES_CLAIM_COLUMNS: ROUTES_CLAIM_COLUMNS.update({route: (ROUTES[route]["pair"], ROUTES[route]["length"], ROUTES[route]["colour"]) for route in ROUTES})
    claimed = p.claimed
    wagons = p.wagons
    hand = p.hand
    cards_of_wild = hand.count('wild')
    temples_left = p.temples_left
    my_blessings = TEMPLES_PER_PLAYER - temples_left
    can_pay_part_colour = {}
    for route in open_ids(state, 'claimed_routes', state.g.claimed_routes, ROUTES):
        route_pair, route_length, route_colour = ROUTES_CLAIM_COLUMNS[route]
        if not (route not in claimed_routes and (route_pair is None or route_pair not in claimed) and wagons >= route_length):
            continue
        route_length_2 = route_length
        trail_cost_route = route_length_2 - 1 if my_blessings >= 2 and route_length_2 > 4 else route_length_2
        for colour in (COLOURS if route_colour == 'gray' else (route_colour,)):
            if (can_pay_part_colour[colour] if colour in can_pay_part_colour else can_pay_part_colour.setdefault(colour, hand.count(colour) + cards_of_wild + (sum(hand.count(c) // 3 for c in COLOURS if c != colour) if my_blessings >= 1 else 0))) >= trail_cost_route:
                moves.append(('claim', (route, colour)))
    if len(state.g.short_trek_deck) > 0:
        moves.append(('draw_treks', ()))
    return moves


def setup_keep_treks_any_move(state, p):
    """Does the seat have a legal move in step keep-treks? (True, or a falsy value.)"""
    for kept in subsets(p.offered, 2):
        return True
    return False


def round_turn_any_move(state, p):
    """Does the seat have a legal move in step turn? (True, or a falsy value.)"""
    my_can_draw = len(state.g.provision_deck) + len(state.g.discards) > 0
    my_draw_choices = [*(('deck',) if my_can_draw else ()), *list(dict.fromkeys(c for c in state.g.face_up if c != 'wild' or not p.took_face_up_wild))]
    for first in my_draw_choices:
        return True
    claimed_routes = state.g.claimed_routes
    if not ROUTES_CLAIM_COLUMNS_2: ROUTES_CLAIM_COLUMNS_2.update({route: (ROUTES[route]["pair"], ROUTES[route]["length"], ROUTES[route]["colour"]) for route in ROUTES})
    claimed = p.claimed
    wagons = p.wagons
    hand = p.hand
    cards_of_wild = hand.count('wild')
    temples_left = p.temples_left
    my_blessings = TEMPLES_PER_PLAYER - temples_left
    can_pay_part_colour = {}
    for route in open_ids(state, 'claimed_routes', state.g.claimed_routes, ROUTES):
        route_pair, route_length, route_colour = ROUTES_CLAIM_COLUMNS_2[route]
        if not (route not in claimed_routes and (route_pair is None or route_pair not in claimed) and wagons >= route_length):
            continue
        route_length_2 = route_length
        trail_cost_route = route_length_2 - 1 if my_blessings >= 2 and route_length_2 > 4 else route_length_2
        for colour in (COLOURS if route_colour == 'gray' else (route_colour,)):
            if (can_pay_part_colour[colour] if colour in can_pay_part_colour else can_pay_part_colour.setdefault(colour, hand.count(colour) + cards_of_wild + (sum(hand.count(c) // 3 for c in COLOURS if c != colour) if my_blessings >= 1 else 0))) >= trail_cost_route:
                return True
    if len(state.g.short_trek_deck) > 0:
        return True
    return False


def setup_keep_treks_play(state, randoms, observe):
    """Every pick of the setup step keep-treks, drawn as a random agent draws."""
    players = state.players
    picks = state.picks = [1 if (True) else 0 for p in players]
    max_moves = state.rules.max_moves_per_turn
    seats = range(len(players))
    while True:
        for seat in seats:
            if picks[seat] > 0:
                moves = setup_keep_treks_legal_moves(state, players[seat])
                if moves:
                    break
                picks[seat] = 0     # a player who can do nothing skips
        else:
            break
        p = players[seat]
        if observe is not None:
            observe(state)
        name, args = moves[int(randoms[seat]() * len(moves))]
        if name == 'keep_treks':
            keep_treks(state, p, args[0])
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
        if name == 'draw_provisions':
            if observe is None:
                draw_provisions_drawn(state, p, randoms[seat], False, args[0])
            else:     # the observer sees the pending question, as the general path leaves it
                draw_provisions(state, p, args[0])
        elif name == 'claim':
            if observe is None:
                claim_drawn(state, p, randoms[seat], False, args[0], args[1])
            else:     # the observer sees the pending question, as the general path leaves it
                claim(state, p, args[0], args[1])
        elif name == 'draw_treks':
            if observe is None:
                draw_treks_drawn(state, p, randoms[seat], False)
            else:     # the observer sees the pending question, as the general path leaves it
                draw_treks(state, p)
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
    setup_setup_1(state, None)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 1
    for p in players:
        if (True):
            setup_setup_2(state, p)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 2
    setup_keep_treks_play(state, randoms, observe)
    if state.end_requested:
        state.finish('end game')
        return state
    state.step = 3
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
