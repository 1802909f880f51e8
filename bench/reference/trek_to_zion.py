"""Trek to Zion, written by hand for speed: the yardstick for the generated game.

This is a benchmark, not the product: the one place outside `generated/` where game-specific Python
is allowed. It plays exactly the rules of `definitions/trek-to-zion/game.yaml` (its rulings included)
with Cairn's random policy — at every decision uniform over the flat list of legal moves, and at every
choice inside an effect uniform over its options, as `runtime/playout.py` draws — so its statistics
match `cairn simulate` (tests/bench/).

Written as a careful programmer writes a fast simulator: colours, places, routes and treks are small
ints; a hand, the face-up row and the discards are counts per colour (the discards are only ever
reshuffled, so their order never matters); the open routes are kept as a list updated on each claim;
the number of legal claims is counted, not listed (a gray route of cost k is claimable with as many
colours as have k cards available), and the chosen claim is found by a second pass only when the draw
lands on one. Every random number is `rng.random()`. The map and the decks come from the YAML at
import, so the data cannot drift; only the rules are written here.
"""
from __future__ import annotations

import random
import re
from itertools import accumulate

from . import DEFINITIONS, tally

GAME = "trek-to-zion"


def _table(text: str) -> dict:
    """A table such as "{1 -> 1, 2 -> 2}" as a dict."""
    return {int(k): int(v) for k, v in re.findall(r"(-?\d+)\s*->\s*(-?\d+)", text)}


def _load() -> dict:
    import yaml  # loading only: the simulation itself is standard library
    folder = DEFINITIONS / GAME
    game = yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))
    board = yaml.safe_load((folder / "board.yaml").read_text(encoding="utf-8"))["tables"]
    decks = yaml.safe_load((folder / "decks.yaml").read_text(encoding="utf-8"))["decks"]
    colours = [c["id"] for c in game["tables"]["colours"]]
    cards = decks["provisions"]["cards"]
    kinds = colours + ["wild"]            # provision kinds: the colours, then wild (index WILD)
    assert sorted(c["id"] for c in cards) == sorted(kinds), cards
    places = [p["id"] for p in board["locations"]]
    routes = board["routes"]
    ids = [r["id"] for r in routes]
    treks = [(places.index(t["origin"]), places.index(t["destination"]), t["points"], t["kind"])
             for t in decks["treks"]["cards"]]
    constants = game["constants"]
    return {
        "colours": len(colours),
        "copies": [next(c["copies"] for c in cards if c["id"] == k) for k in kinds],
        "places": len(places),
        # per route: its two places, its length, its colour (-1: gray, any one colour) and its pair (-1: none)
        "frm": [places.index(r["from"]) for r in routes],
        "to": [places.index(r["to"]) for r in routes],
        "length": [r["length"] for r in routes],
        "colour": [colours.index(r["colour"]) if r["colour"] != "gray" else -1 for r in routes],
        "pair": [ids.index(r["pair"]) if r["pair"] not in (None, "none") else -1 for r in routes],
        "long": [t[:3] for t in treks if t[3] == "long"],
        "short": [t[:3] for t in treks if t[3] != "long"],
        "wagons": constants["wagons_per_player"], "temples": constants["temples_per_player"],
        "face_up": constants["face_up_cards"], "trail_points": _table(constants["trail_points"]),
        "longest_bonus": constants["longest_trail_bonus"],
    }


DATA = _load()
NCOL = DATA["colours"]
WILD = NCOL                 # provision kind index of the wild card
KINDS = NCOL + 1
# keep_treks at setup: every subset of two or more of the four dealt treks, as bit masks
# the cards a route costs by its length; with Temple Blessing #2, trails longer than four cost one fewer
COST = list(range(9))
COST_DISCOUNTED = [n - 1 if n > 4 else n for n in range(9)]
MAX_LENGTH = max(DATA["length"])
assert MAX_LENGTH <= 7
# the longest route a colour with a cards available can pay (a capped at 8), without and with Blessing #2
LONGEST = [max([n for n in range(MAX_LENGTH + 1) if COST[n] <= a]) for a in range(9)]
LONGEST_DISCOUNTED = [max([n for n in range(MAX_LENGTH + 1) if COST_DISCOUNTED[n] <= a]) for a in range(9)]
# buckets of routes by colour class (the colours, then GREY) and length: class * 8 + length
GREY = NCOL
BUCKET = [(c if c >= 0 else GREY) * 8 + n for c, n in zip(DATA["colour"], DATA["length"])]
BUCKET_ROUTES = [[r for r, b in enumerate(BUCKET) if b == k] for k in range((NCOL + 1) * 8)]
BUCKET_SIZES = [len(routes) for routes in BUCKET_ROUTES]
KEEP_MASKS = [m for m in range(16) if bin(m).count("1") >= 2]


def _shuffled(counts: list, r) -> list:
    """A deck of the cards counted per kind, shuffled (Fisher-Yates with r())."""
    deck = [k for k in range(KINDS) for _ in range(counts[k])]
    for i in range(len(deck) - 1, 0, -1):
        j = int(r() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def play(players: int, seed: int, rng: random.Random | None = None) -> dict:
    """One game with random agents: rounds, scores per seat, ended_by, winners."""
    if not 2 <= players <= 5:
        raise ValueError(f"Trek to Zion is for 2-5 players, not {players}")
    r = (rng or random.Random(seed)).random
    d = DATA
    frm, to, length, pair, bucket = d["frm"], d["to"], d["length"], d["pair"], BUCKET
    trail_points, nplaces = d["trail_points"], d["places"]

    # setup: shuffled provision deck and five face up; treks dealt 1 long + 3 short, two or more kept
    deck = _shuffled(d["copies"], r)
    face_up = [0] * KINDS                   # counts per kind
    for _ in range(d["face_up"]):
        face_up[deck.pop()] += 1
    discards = [0] * KINDS
    long_deck = _permutation(d["long"], r)
    short_deck = _permutation(d["short"], r)
    kept = [[] for _ in range(players)]     # per seat: (origin, destination, points)
    for s in range(players):
        offered = [long_deck.pop()] + [short_deck.pop() for _ in range(3) if short_deck]
        mask = KEEP_MASKS[int(r() * len(KEEP_MASKS))]
        kept[s] = [t for i, t in enumerate(offered) if mask >> i & 1]

    hand = [0] * (players * KINDS)          # seat * KINDS + kind
    wagons = [d["wagons"]] * players
    temples_left = [d["temples"]] * players
    temples = [0] * players                 # bit mask of places
    degree = [0] * (players * nplaces)      # claimed routes ending at each place, per seat
    points = [0] * players
    claims = [[] for _ in range(players)]   # routes claimed, per seat
    owner = [-1] * len(length)              # who claimed each route
    # open[s][bucket]: routes of that bucket (colour class * 8 + length) seat s may still claim, kept
    # up to date on every claim, so counting the legal claims costs a few slice sums, not a pass over the map
    open_for = [list(BUCKET_SIZES) for _ in range(players)]

    def refill():
        """An empty deck takes the discards, shuffled."""
        nonlocal deck
        if not deck and sum(discards):
            deck = _shuffled(discards, r)
            discards[:] = [0] * KINDS

    def take(s, source):
        """take_provision: the top of the deck (source -1) or a face-up card, which is replaced."""
        refill()
        if source < 0:
            if deck:
                hand[s * KINDS + deck.pop()] += 1
            return False
        face_up[source] -= 1
        hand[s * KINDS + source] += 1
        refill()
        if deck:
            face_up[deck.pop()] += 1
        return source == WILD

    def draw_options(took_wild):
        """draw_choices: the deck when it or the discards hold a card, then each kind face up."""
        options = [-1] if deck or sum(discards) else []
        for k in range(KINDS):
            if face_up[k] and (k != WILD or not took_wild):
                options.append(k)
        return options

    def draw_provisions(s, first):
        took = take(s, first)
        options = draw_options(took)
        if not options:                  # nothing to choose: the rest of the effect is skipped
            return
        took = take(s, options[int(r() * len(options))]) or took
        if d["temples"] - temples_left[s] >= 3:     # Temple Blessing #3: a third card
            options = draw_options(took)
            if options:
                take(s, options[int(r() * len(options))])

    def claim(s, route, col, cost):
        """pay_for_trail (own colour, wilds, then sets of three of another colour), then the claim and a temple."""
        base = s * KINDS
        own = min(cost, hand[base + col])
        hand[base + col] -= own
        discards[col] += own
        wilds = min(cost - own, hand[base + WILD])
        hand[base + WILD] -= wilds
        discards[WILD] += wilds
        for _ in range(cost - own - wilds):
            options = [c for c in range(NCOL) if c != col and hand[base + c] >= 3]
            if not options:
                break
            triple = options[int(r() * len(options))]
            hand[base + triple] -= 3
            discards[triple] += 3
        n = length[route]
        wagons[s] -= n
        claims[s].append(route)
        for q in range(players):        # the route closes for everyone it was open to
            if pair[route] < 0 or owner[pair[route]] != q:
                open_for[q][bucket[route]] -= 1
        owner[route] = s
        if pair[route] >= 0 and owner[pair[route]] < 0:     # one side of a double trail per player
            open_for[s][bucket[pair[route]]] -= 1
        points[s] += trail_points[n]
        sites = []
        for place in (frm[route], to[route]):
            degree[s * nplaces + place] += 1
            if degree[s * nplaces + place] == 3 and not temples[s] >> place & 1 and temples_left[s] > 0:
                sites.append(place)
        pick = int(r() * (len(sites) + 1))      # the sites, or no temple (ruling temple-optional)
        if pick < len(sites):
            temples[s] |= 1 << sites[pick]
            temples_left[s] -= 1

    def draw_treks(s):
        offered = [short_deck.pop() for _ in range(3) if short_deck]
        mask = 1 + int(r() * ((1 << len(offered)) - 1))     # a non-empty subset, uniformly
        kept[s] += [t for i, t in enumerate(offered) if mask >> i & 1]

    turn, rounds, idle, final = 0, 1, 0, None
    while True:
        s = turn
        base = s * KINDS
        # the flat list of legal moves, counted: draws, claims, draw treks
        # draws: the deck (when it or the discards hold a card), and each kind face up (a wild too:
        # no face-up wild is taken yet at the start of a turn)
        can_deck = 1 if deck or sum(discards) else 0
        ndraws = can_deck + KINDS - face_up.count(0)
        blessings = d["temples"] - temples_left[s]
        wilds = hand[base + WILD]
        # Temple Blessing #1: each set of three of another colour is one more wild
        triples = sum(hand[base + c] // 3 for c in range(NCOL)) if blessings >= 1 else 0
        longest_of = LONGEST_DISCOUNTED if blessings >= 2 else LONGEST     # Temple Blessing #2
        cost_of = COST_DISCOUNTED if blessings >= 2 else COST
        top = wagons[s] if wagons[s] < MAX_LENGTH else MAX_LENGTH
        mine = open_for[s]
        # one pass over the colours: cards available (avail), how many colours can pay k cards (grey,
        # for gray routes), and the claims of coloured routes: every open one of a length the colour
        # can pay and the wagons allow (reach)
        avail, reach, grey = [0] * NCOL, [0] * NCOL, [0] * 9
        nclaims = 0
        for col in range(NCOL):
            k = hand[base + col]
            a = k + wilds + (triples - k // 3 if triples else 0)
            avail[col] = a
            if a > 8:
                a = 8
            grey[a] += 1
            longest = longest_of[a]
            if longest > top:
                longest = top
            if longest:
                reach[col] = longest
                nclaims += sum(mine[col * 8 + 1:col * 8 + longest + 1])
        grey = list(accumulate(reversed(grey)))[::-1]      # colours that can pay k cards or more
        # claims of a gray route: one per colour that can pay it
        for n in range(1, top + 1):
            if mine[GREY * 8 + n]:
                nclaims += mine[GREY * 8 + n] * grey[cost_of[n]]
        total = ndraws + nclaims + (1 if short_deck else 0)
        if total:
            pick = int(r() * total)
            if pick < ndraws:
                draw_provisions(s, -1 if pick < can_deck else _nth_present(face_up, pick - can_deck))
            elif pick < ndraws + nclaims:
                pick -= ndraws
                route, col, cost = find_claim(mine, pick, reach, top, grey, cost_of, avail, owner, s)
                claim(s, route, col, cost)
            else:
                draw_treks(s)
        # the end of the turn: the end trigger gives everyone one more turn; a table where no one can act ends
        idle = 0 if total else idle + 1
        if final is not None:
            final -= 1
            if final <= 0:
                ended_by = "end trigger"
                break
        elif wagons[s] <= 2:
            final = players
        if idle >= players:
            ended_by = "nobody can act"
            break
        turn += 1
        if turn == players:
            turn = 0
            rounds += 1
    return _result(d, players, rounds, ended_by, points, kept, claims)


def _nth_present(counts: list, index: int) -> int:
    """The index-th kind of which `counts` holds at least one."""
    for kind, count in enumerate(counts):
        if count:
            if index == 0:
                return kind
            index -= 1
    raise AssertionError("no such kind")


def find_claim(mine, pick, reach, top, grey, cost_of, avail, owner, s) -> tuple:
    """The claim numbered `pick` in the order the counting walks: colours by length, then gray by length.

    Returns (route, colour paid, cards it costs). Only called when the draw lands on a claim.
    """
    for col in range(NCOL):
        for n in range(1, reach[col] + 1):
            k = mine[col * 8 + n]
            if pick < k:
                return _open_route(col * 8 + n, pick, owner, s), col, cost_of[n]
            pick -= k
    for n in range(1, top + 1):
        k = mine[GREY * 8 + n] * grey[cost_of[n]]
        if pick < k:
            cost = cost_of[n]
            route = _open_route(GREY * 8 + n, pick // grey[cost], owner, s)
            return route, [c for c in range(NCOL) if avail[c] >= cost][pick % grey[cost]], cost
        pick -= k
    raise AssertionError("a claim was counted that cannot be found")


def _open_route(b: int, index: int, owner: list, s: int) -> int:
    """The index-th route of bucket b open to seat s (unclaimed, and not the pair of one it holds)."""
    pair = DATA["pair"]
    for route in BUCKET_ROUTES[b]:
        if owner[route] < 0 and (pair[route] < 0 or owner[pair[route]] != s):
            if index == 0:
                return route
            index -= 1
    raise AssertionError("bucket count out of step")


def _permutation(items: list, r) -> list:
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        j = int(r() * (i + 1))
        items[i], items[j] = items[j], items[i]
    return items


def _components(routes: list) -> list:
    """A component label per place for this network of routes (union-find)."""
    frm, to = DATA["frm"], DATA["to"]
    parent = list(range(DATA["places"]))

    def root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for route in routes:
        a, b = root(frm[route]), root(to[route])
        if a != b:
            parent[a] = b
    return [root(x) for x in range(len(parent))]


def _longest(routes: list, label: list) -> int:
    """The longest continuous trail: no route twice, lengths added (exhaustive; networks are small).

    A longest trail never needs to start at a place with exactly two routes: if it did not use the
    other route it could be longer, and if it did it is a circuit, which can start at any place on
    it. So the search starts at places of another degree, and once in a component that is a bare cycle.
    """
    frm, to, length = DATA["frm"], DATA["to"], DATA["length"]
    graph = {}
    for route in routes:
        graph.setdefault(frm[route], []).append((to[route], route))
        graph.setdefault(to[route], []).append((frm[route], route))
    best = 0

    def walk(node, used, total):
        nonlocal best
        if total > best:
            best = total
        for nxt, route in graph.get(node, ()):
            if not used >> route & 1:
                walk(nxt, used | 1 << route, total + length[route])

    starts = [node for node in graph if len(graph[node]) != 2]
    covered = {label[node] for node in starts}
    for node in graph:
        if label[node] not in covered:
            covered.add(label[node])
            starts.append(node)
    for node in starts:
        walk(node, 0, 0)
    return best


def _result(d, players, rounds, ended_by, points, kept, claims) -> dict:
    """Trails, treks (completed add, others subtract), the longest-trail bonus to every tied player; the
    most points wins, ties broken by treks completed, then shared."""
    labels = [_components(claims[s]) for s in range(players)]
    done = [[labels[s][a] == labels[s][b] for a, b, _ in kept[s]] for s in range(players)]
    longest = [_longest(claims[s], labels[s]) for s in range(players)]
    top = max(longest)
    scores = []
    for s in range(players):
        treks = sum(p if ok else -p for (_, _, p), ok in zip(kept[s], done[s]))
        bonus = d["longest_bonus"] if longest[s] > 0 and longest[s] == top else 0
        scores.append(points[s] + treks + bonus)
    ranks = [(scores[s], sum(done[s])) for s in range(players)]
    best = max(ranks)
    return {"rounds": rounds, "scores": scores, "ended_by": ended_by,
            "winners": [s for s in range(players) if ranks[s] == best]}


def run(players: int, games: int, seed: int = 0) -> dict:
    """`games` games from one seeded generator: totals like `cairn simulate`'s summary."""
    return tally(GAME, play, players, games, seed)
