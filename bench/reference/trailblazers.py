"""Trailblazers, written by hand for speed: the yardstick for the generated game.

This is a benchmark, not the product: the one place outside `generated/` where game-specific Python
is allowed. It plays exactly the rules of `definitions/trailblazers/game.yaml` (its rulings included)
in its default options (the standard game, no Animal expansion: what `cairn bench` and `cairn simulate`
play) with Cairn's random policy — at every decision uniform over the flat list of legal moves as
rules.py lists them — so its statistics match `cairn simulate` (tests/bench/).

Written as a careful programmer writes a fast simulator: cards, kinds and sides are small ints; a
player's area is a flat grid of cells (index y * W + x) holding the variant of the card seen there (card,
turned or not, which of its four cells), and the spots where a card may go are a list kept up to date on
each placement (a card adds the spots around its new cells; a camp forbids the nine spots that would
cover it), so the legal placements are counted — distinct cards × spots × 2 turns — never listed. A loop
is traced from a camp's exits through one table lookup per cell: (variant, kind, side entered) -> side
left and the markers passed. Every random number is `rng.random()`. The cards, their trails (parsed from
the notation of decks.yaml), the goal cards and the constants come from the YAML at import, so the data
cannot drift; only the rules are written here, and each goal card's criterion is checked against the
text it was written from.
"""
from __future__ import annotations

import random
import re

from . import DEFINITIONS, tally

GAME = "trailblazers"

N, E, S, W_ = 0, 1, 2, 3            # the sides of a cell
CAMP, END = 4, 5                    # where a trail piece may stop instead of at a side
SIDES = {"N": N, "E": E, "S": S, "W": W_}
OPPOSITE = (S, W_, N, E)
STEP = {N: (0, -1), E: (1, 0), S: (0, 1), W_: (-1, 0)}

# The grid of a player's area: W × W cells, the first camp's top-left cell at the middle. An area holds
# at most 27 cards (3 camps, 24 trail cards), each laid touching the others, so it reaches at most
# 2 × 27 cells from the first: W = 128 leaves room on every side.
W = 128
ORIGIN = (W // 2) * W + W // 2
GRID = W * W


# ------------------------------------------------------------------ data, read from definitions/
def _table(text: str) -> dict:
    """A table such as "{1 -> 6, 2 -> 3}" as a dict."""
    return {int(k): int(v) for k, v in re.findall(r"(-?\d+)\s*->\s*(-?\d+)", text)}


def _towards(cell: tuple, other) -> int:
    """The side of `cell` a trail leaves by towards `other`: an end (camp, end, an edge connector such as
    N1) or the next cell (i, j, markers), which is beside it."""
    if other in ("camp", "end"):
        return CAMP if other == "camp" else END
    if isinstance(other, str):              # an edge connector: its side
        return SIDES[other[0]]
    for side, (dx, dy) in STEP.items():
        if (cell[0] + dx, cell[1] + dy) == other[:2]:
            return side
    raise ValueError(f"cells {cell} and {other} are not side by side")


def _pieces(trails: list, kinds: list) -> list:
    """A card's trails in the notation of decks.yaml (compiler/frontend/trails.py) as pieces
    (cell i, cell j, side, side, kind index, markers), one per cell each trail passes."""
    out = []
    for text in trails:
        head, _, rest = text.partition(":")
        kind = kinds.index(head.strip().lstrip("*").strip())
        stops = [part.strip() for part in rest.split(">")]
        cells = []
        for stop in stops[1:-1]:
            index = "abcd".index(stop[0])
            cells.append((index % 2, index // 2, int(stop[1:] or 0)))
        ends = [stops[0]] + cells + [stops[-1]]
        for k, cell in enumerate(cells, start=1):
            out.append((cell[0], cell[1], _towards(cell, ends[k - 1]), _towards(cell, ends[k + 1]), kind, cell[2]))
    return out


# Each goal card's criterion (in-game) or measure (end-game), as written in decks.yaml, and the same in
# Python over the area's closed loops: lengths (markers of each) and kinds (index of each). A card whose
# text changes stops the import, so the reference cannot drift from the definitions.
KAYAKING = 2
GOAL_RULES = {
    "long_haul": ("any(n >= 8 for n in loop_lengths(area))", lambda lengths, kinds: any(n >= 8 for n in lengths)),
    "triathlon": ("count(distinct(loop_kinds(area))) >= 3", lambda lengths, kinds: len(set(kinds)) >= 3),
    "double_back": ("any(count(k for k in loop_kinds(area) if k == t) >= 2 for t in trail_types)",
                    lambda lengths, kinds: any(kinds.count(t) >= 2 for t in range(3))),
    "trail_network": ("count(loop_lengths(area)) >= 3", lambda lengths, kinds: len(lengths) >= 3),
    "marathon": ("sum(n for n in loop_lengths(area)) >= 20", lambda lengths, kinds: sum(lengths) >= 20),
    "menagerie": ("sum(n for n in loop_tokens(area)) >= 5", None),      # animals only
}
MEASURE_RULES = {
    "most_loops": ("count(loop_lengths(area))", lambda lengths, kinds: len(lengths)),
    "longest_loop": ("max(0, max(n for n in loop_lengths(area)))", lambda lengths, kinds: max(lengths, default=0)),
    "most_markers": ("sum(n for n in loop_lengths(area))", lambda lengths, kinds: sum(lengths)),
    "most_kinds": ("count(distinct(loop_kinds(area)))", lambda lengths, kinds: len(set(kinds))),
    "kayak_loops": ("count(k for k in loop_kinds(area) if k == kayaking)", lambda lengths, kinds: kinds.count(KAYAKING)),
    "wildlife": ("sum(n for n in loop_tokens(area))", None),           # animals only
}


def _load() -> dict:
    import yaml  # loading only: the simulation itself is standard library
    folder = DEFINITIONS / GAME
    game = yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))
    decks = yaml.safe_load((folder / "decks.yaml").read_text(encoding="utf-8"))["decks"]
    kinds = [t["id"] for t in game["tables"]["trail_types"]]
    assert kinds.index("kayaking") == KAYAKING, kinds
    camps = decks["camps"]["cards"]
    trails = decks["trail_cards"]["cards"]
    goals = decks["goals"]["cards"]
    for g in goals:
        rules = GOAL_RULES if g["timing"] == "in_game" else MEASURE_RULES
        field = "goal" if g["timing"] == "in_game" else "measure"
        assert rules[g["id"]][0] == g[field], (g["id"], g[field])
    constants = game["constants"]
    return {
        "kinds": kinds,
        "camp_kind": [kinds.index(c["kind"]) for c in camps],
        "camp_pieces": [_pieces(c["trails"], kinds) for c in camps],
        "trail_pieces": [_pieces(c["trails"], kinds) for c in trails],
        "copies": [c["copies"] for c in trails],
        # (id, its Python rule) of the goal cards the standard game without animals deals from, by timing
        "in_game": [(g["id"], GOAL_RULES[g["id"]][1]) for g in goals
                    if g["timing"] == "in_game" and not g["needs_animals"]],
        "end_game": [(g["id"], MEASURE_RULES[g["id"]][1]) for g in goals
                     if g["timing"] == "end_game" and not g["needs_animals"]],
        "goal_order": [g["id"] for g in goals],
        "hand": constants["hand_size"], "per_turn": constants["cards_per_turn"],
        # the flow: rounds until `round >= n`; `repeat: n` turns in each
        "rounds": int(re.fullmatch(r"round >= (\d+)", game["flow"]["end"]).group(1)),
        "turns": next(step["repeat"] for step in game["flow"]["round"] if "repeat" in step),
        "slots": constants["goal_slots"], "player_cards": constants["player_cards"],
        "slot_points": _table(constants["slot_points"]),
    }


DATA = _load()
NKINDS = len(DATA["kinds"])
NCAMPS = len(DATA["camp_kind"])
HAND, PER_TURN, SLOTS = DATA["hand"], DATA["per_turn"], DATA["slots"]
ROUNDS, TURNS = DATA["rounds"], DATA["turns"]
# the trail deck by card index: one copy of each for 2-4 players (the other deck stays in the box), both for 5-8
BOTH_DECKS = tuple(t for t, n in enumerate(DATA["copies"]) for _ in range(n))
ONE_DECK = tuple(t for t, n in enumerate(DATA["copies"]) for _ in range(n - 1))
SLOT_POINTS = [DATA["slot_points"].get(k, 0) for k in range(SLOTS + 2)]

# The cell index offsets of a card's four cells (cell q = j * 2 + i) and of a side's neighbour.
CELL = (0, 1, W, W + 1)
NEIGHBOUR = (-W, 1, W, -1)
# Where a card may be laid (its top-left cell), as offsets from one cell it covers or touches: over it,
# or sharing part of an edge with it (ruling half-card-grid; runtime/tableau.py _touching for n = 2).
TOUCH = tuple(dx + dy * W for dx in range(-2, 2) for dy in range(-2, 2)
              if (dx in (-1, 0) and dy in (-1, 0, 1, -2)) or (dy in (-1, 0) and dx in (1, -2)))
# The same from a card's top-left cell, for all four of its cells at once: 21 spots (the 5 × 5 around it
# but the corners), fewer look-ups than 4 × 12, and no record of which cells were already covered.
TOUCH_CARD = tuple(sorted({q + t for q in (0, 1, W, W + 1) for t in TOUCH}))
assert len(TOUCH_CARD) == 21
# The nine top-left cells of a card that would cover a cell of a camp laid at 0 (ruling camps-never-covered).
COVERS_CAMP = tuple(dx + dy * W for dx in (-1, 0, 1) for dy in (-1, 0, 1))


def _variants():
    """LINK[v * 4 * NKINDS + kind * 4 + side]: for the card variant v seen in a cell (0: no card), the
    trail of that kind entering by that side: -1 (none), or (side it leaves by, CAMP or END) | markers << 3.

    Variants: 1 + ((card * 2 + turned) * 4 + q); cards are the camps, then the trail cards.
    """
    cards = DATA["camp_pieces"] + DATA["trail_pieces"]
    width = 4 * NKINDS
    link = [-1] * ((1 + len(cards) * 8) * width)
    for c, pieces in enumerate(cards):
        for turned in (0, 1):
            for i, j, a, b, kind, markers in pieces:
                if turned:      # 180 degrees: the cell and its sides opposite
                    i, j = 1 - i, 1 - j
                    a = OPPOSITE[a] if a < 4 else a
                    b = OPPOSITE[b] if b < 4 else b
                v = 1 + (c * 2 + turned) * 4 + j * 2 + i
                for enter, leave in ((a, b), (b, a)):
                    if enter < 4:
                        link[v * width + kind * 4 + enter] = leave | markers << 3
    return link


LINK = _variants()
# The exits of each camp (laid unturned): (cell q, side) of each of its pieces that leaves the camp.
CAMP_EXITS = [[(j * 2 + i, b if a == CAMP else a) for i, j, a, b, _k, _m in pieces if CAMP in (a, b)]
              for pieces in DATA["camp_pieces"]]
TRAIL_BASE = NCAMPS          # trail card t is card TRAIL_BASE + t in the variant numbering


def _shuffle(items: list, r, top: int = 0) -> None:
    """Fisher-Yates with r(), in place; with `top`, only the last `top` items (the top of a pile) are
    drawn, uniformly as by a full shuffle, and the rest is left as it was."""
    for i in range(len(items) - 1, max(0, len(items) - 1 - top) if top else 0, -1):
        j = int(r() * (i + 1))
        items[i], items[j] = items[j], items[i]


# ------------------------------------------------------------------ a player's area
# An area is a list: [the variant seen in each cell (0: none), what each cell is as a top-left cell (0:
# nothing yet, SPOT: in the spots, FORBIDDEN: it would cover a camp), the spots as a list, the camps laid
# as (camp, kind, cell), its loops as last traced (None: to trace again), the cells that trace read].
VIS, STATUS, SPOTS, CAMPS, FOUND, READ = range(6)
SPOT, FORBIDDEN = 1, 2
_EMPTY = [0] * GRID


def new_area() -> list:
    return [_EMPTY[:], bytearray(GRID), [], [], ([], []), set()]


def lay(area: list, variant: int, at: int) -> None:
    """A card's four cells seen from top-left cell `at` (the card laid last shows), and the spots around
    it added: a card may go next to or over any card (ruling half-card-grid). The loops are traced again
    only if the card covers a cell their last trace read: elsewhere it changes no walk from a camp."""
    grid, status, where, read = area[VIS], area[STATUS], area[SPOTS], area[READ]
    if at in read or at + 1 in read or at + W in read or at + W + 1 in read:
        area[FOUND] = None
    grid[at] = variant
    grid[at + 1] = variant + 1
    grid[at + W] = variant + 2
    grid[at + W + 1] = variant + 3
    for t in TOUCH_CARD:
        p = at + t
        if not status[p]:
            status[p] = SPOT
            where.append(p)


def lay_camp(area: list, camp: int, at: int) -> None:
    """A camp at `at`: no card may ever cover it (ruling camps-never-covered), so the nine spots that
    would are struck off for good."""
    status = area[STATUS]
    for t in COVERS_CAMP:
        status[at + t] = FORBIDDEN
    area[SPOTS] = [p for p in area[SPOTS] if status[p] == SPOT]
    lay(area, 1 + camp * 8, at)
    area[CAMPS].append((camp, DATA["camp_kind"][camp], at))
    area[FOUND] = None


def loops(area: list) -> tuple:
    """The closed loops of an area: (markers of each, kind of each)."""
    found = area[FOUND]
    if found is None:
        read = area[READ] = set()
        found = area[FOUND] = _loops(area[VIS], area[CAMPS], read.add)
    return found


def _loops(vis: list, camps: list, reading) -> tuple:
    """The closed loops: (markers of each, kind of each), each cell looked at told to `reading`. A loop
    leaves a camp by one exit and, along visible trail of the camp's kind only, comes back by another
    (ruling loop-from-camp-back); a piece passed twice counts twice. Each loop is found once, from the
    lower of its two exits."""
    link, width = LINK, 4 * NKINDS
    lengths, kinds = [], []
    for camp, kind, at in camps:
        exits = CAMP_EXITS[camp]
        done = 0
        for e, (q, side) in enumerate(exits):
            if done >> e & 1:
                continue
            cell = at + CELL[q] + NEIGHBOUR[side]
            enter = OPPOSITE[side]
            base = kind * 4
            markers = 0
            while True:
                reading(cell)
                step = link[vis[cell] * width + base + enter]
                if step < 0:
                    break
                leave = step & 7
                markers += step >> 3
                if leave >= 4:
                    if leave == CAMP:      # the camp of this kind: the player has one, so it is this one
                        back = exits.index((CELL.index(cell - at), enter))
                        done |= 1 << back
                        lengths.append(markers)
                        kinds.append(kind)
                    break
                cell += NEIGHBOUR[leave]
                enter = OPPOSITE[leave]
    return lengths, kinds


def play(players: int, seed: int, rng: random.Random | None = None) -> dict:
    """One game with random agents: rounds, scores per seat, ended_by, winners."""
    if not 2 <= players <= 8:
        raise ValueError(f"Trailblazers is for 2-8 players, not {players}")
    r = (rng or random.Random(seed)).random
    d = DATA

    # setup: one deck of each card for 2-4 players, both for 5-8; two in-game and two end-game goals
    # (only the cards dealt are shuffled into place: Fisher-Yates from the top settles them first)
    deck = list(BOTH_DECKS if players > 4 else ONE_DECK)
    _shuffle(deck, r, ROUNDS * HAND * players)
    goal_deck = list(range(len(d["goal_order"])))
    _shuffle(goal_deck, r)
    order = d["goal_order"]
    in_rules = dict(d["in_game"])
    end_rules = dict(d["end_game"])
    in_game = [in_rules[order[g]] for g in reversed(goal_deck) if order[g] in in_rules][:2]
    end_game = [end_rules[order[g]] for g in reversed(goal_deck) if order[g] in end_rules][:2]
    goal_slot = [1] * len(in_game)

    areas = [new_area() for _ in range(players)]
    camps_left = [list(range(NCAMPS)) for _ in range(players)]
    won = [0] * players                                     # in-game goals won, as a bit mask
    cards_left = [d["player_cards"]] * players
    goal_points = [0] * players

    hands = [[] for _ in range(players)]
    for rnd in range(1, ROUNDS + 1):
        for s in range(players):        # deal
            hands[s] = deck[-HAND:]
            del deck[-HAND:]
        for s in range(players):        # camp: a camp from the supply at a spot (the first at 0,0)
            left = camps_left[s]
            if not left:
                continue
            where = areas[s][SPOTS]
            if not where:
                pick = int(r() * len(left))
                at = ORIGIN
            else:
                pick = int(r() * (len(left) * len(where)))
                at = where[pick % len(where)]
                pick //= len(where)
            lay_camp(areas[s], left.pop(pick), at)
        for _turn in range(TURNS):
            for s in range(players):    # turn: two trail cards from the hand, each at a spot, either way up
                hand = hands[s]
                area = areas[s]
                where = area[SPOTS]
                if not area[CAMPS]:
                    continue
                for _ in range(PER_TURN):
                    cards = hand if players <= 4 else list(dict.fromkeys(hand))
                    if not cards:
                        break
                    pick = int(r() * (len(cards) * len(where) * 2))
                    turned = pick & 1
                    pick >>= 1
                    card = cards[pick // len(where)]
                    hand.remove(card)
                    lay(area, 1 + ((TRAIL_BASE + card) * 2 + turned) * 4, where[pick % len(where)])
            # in-game goals: every player who meets one, with a player card left, takes its highest free slot
            qualifying = [0] * players
            for s in range(players):
                todo = [g for g in range(len(in_game)) if not won[s] >> g & 1 and goal_slot[g] <= SLOTS]
                if todo and cards_left[s] > 0:
                    lengths, kinds = loops(areas[s])
                    for g in todo:
                        if in_game[g](lengths, kinds):
                            qualifying[s] |= 1 << g
            for g in range(len(in_game)):
                taken = False
                for s in range(players):
                    if qualifying[s] >> g & 1:
                        won[s] |= 1 << g
                        goal_points[s] += SLOT_POINTS[goal_slot[g]]
                        cards_left[s] = max(0, cards_left[s] - 1)
                        taken = True
                if taken:
                    goal_slot[g] += 1
            if len(hands[0]) > PER_TURN:    # pass the hands: left in odd rounds, right in even ones
                shift = 1 if rnd % 2 == 1 else players - 1
                hands = [hands[(s - shift) % players] for s in range(players)]
            # else the last cards are discarded (nothing reads the discards)
    return _result(players, areas, won, goal_points, end_game)


def _result(players, areas, won, goal_points, end_game) -> dict:
    """Loop markers, in-game goals, end-game goals (dense ranks among results above 0, 6/3/1); the most
    points wins, ties broken by player cards placed, then shared."""
    found = [loops(areas[s]) for s in range(players)]
    scores = [sum(found[s][0]) + goal_points[s] for s in range(players)]
    placed = [won[s].bit_count() for s in range(players)]
    for measure in end_game:
        values = [measure(*found[s]) for s in range(players)]
        for s in range(players):
            if values[s] > 0:
                rank = 1 + len({v for v in values if v > values[s]})
                if rank <= SLOTS:
                    scores[s] += SLOT_POINTS[rank]
                    placed[s] += 1
    ranks = [(scores[s], placed[s]) for s in range(players)]
    best = max(ranks)
    return {"rounds": ROUNDS, "scores": scores, "ended_by": "end condition",
            "winners": [s for s in range(players) if ranks[s] == best]}


def run(players: int, games: int, seed: int = 0) -> dict:
    """`games` games from one seeded generator: totals like `cairn simulate`'s summary."""
    return tally(GAME, play, players, games, seed)
