"""A tableau: a player's own area of cards laid on a grid, next to or over each other.

Any tile-laying game may use it; nothing here knows a game. A card covers `n` × `n` cells of the
grid (n = 2: cards may overlap by half a card), and where cards overlap the one laid last is seen.
A tableau is plain data, a list of placements in the order they were made:

    [card, x, y, turn, token]    x, y: the card's top-left cell; turn: 0, 90, 180 or 270 degrees
                                 clockwise; token: what was put on the card when it was laid, or None

Each card's trails are data the compiler checked (compiler/frontend/trails.py): pieces, one per
cell a trail passes, `(i, j, side, side, kind, markers, long)` with sides N, E, S, W, `camp` (the
card's camp) or `end` (a dead end). The layout of a tableau field (emitted in the game's rules) is
`{"cells": n, "decks": (deck tables...), "column": "trails", "fixed": (deck tables whose cards may never
be covered...), "fix_marked": a card with a token may never be covered}`.

Loops are traced over the visible pieces only: a loop is a run of one kind of trail from a camp
piece back to the same camp; its length is the markers of every piece it passes (a piece passed
twice is counted twice: a trail that crosses itself counts that intersection twice).
"""
from __future__ import annotations

from functools import lru_cache

from .rules import RuleError

TURNS = (0, 90, 180, 270)
_CLOCKWISE = {"N": "E", "E": "S", "S": "W", "W": "N"}
_KEPT = 4096            # tableaux remembered (spots, loops): a decision asks about the same few many times

_GEOMETRY: dict = {}    # id(layout) -> (layout, {card: {turn: {(i, j): pieces}}}, fixed cards)
_SPOTS: dict = {}
_LOOPS: dict = {}
_AROUND: dict = {}    # (id(layout), placements) -> the sets `_around` worked out for them
_KEPT_AROUND = 256     # (sets of a few hundred cells each: the areas of the last few decisions are what is read)
_TRAILS: dict = {}    # (id(layout), placements) -> the `_Trails` read for them: the next area starts from them
_KEPT_TRAILS = 256
_LAID_SINCE = 8       # the trails of an area less up to this many of its last cards are looked for
_HELD: dict = {}      # (cells of a card, cells held) -> the spots they rule out
_CAMPS: dict = {}     # id(layout) -> (layout, cells of each card's camp, most pieces in a cell)


# ------------------------------------------------------------------ card geometry

def turned(piece, n: int, turn: int):
    """A piece of a card of n × n cells as it lies when the card is turned `turn` degrees clockwise."""
    i, j, a, b, kind, markers, long = piece
    for _ in range(turn // 90):
        i, j = n - 1 - j, i
        a, b = _CLOCKWISE.get(a, a), _CLOCKWISE.get(b, b)
    return (i, j, a, b, kind, markers, long)


def geometry(layout) -> tuple:
    """({card: {turn: {(i, j): [pieces]}}}, {cards that may never be covered}) of a tableau's layout."""
    entry = _GEOMETRY.get(id(layout))
    if entry is not None and entry[0] is layout:
        return entry[1], entry[2]
    n, column = layout["cells"], layout["column"]
    cards = {}
    for deck in layout["decks"]:
        for card, row in deck.items():
            pieces = row.get(column) or ()
            by_turn = {}
            for turn in TURNS:
                cells: dict = {}
                for piece in pieces:
                    turned_piece = turned(tuple(piece), n, turn)
                    cells.setdefault((turned_piece[0], turned_piece[1]), []).append(turned_piece)
                by_turn[turn] = cells
            cards[card] = by_turn
    fixed = {card for deck in layout.get("fixed", ()) for card in deck}
    _GEOMETRY[id(layout)] = (layout, cards, fixed)
    return cards, fixed


def _key(area) -> tuple:
    return tuple(map(tuple, area))


def _remember(cache: dict, key, value, kept: int = _KEPT):
    if len(cache) >= kept:
        cache.clear()
    cache[key] = value
    return value


# ------------------------------------------------------------------ laying cards

def spot_of(spot) -> tuple:
    """The cell a spot names: "x,y" (what `spots` lists and the move notation prints)."""
    try:
        x, y = str(spot).split(",")
        return int(x), int(y)
    except ValueError:
        raise RuleError(f"'{spot}' is not a spot of a tableau: write x,y, such as 2,-1") from None


def spots(area, layout, held=frozenset()) -> list:
    """Where a card may be laid: next to (sharing part of an edge) or over a card, never over a card that
    may not be covered nor over a cell in `held` (cells figures have walked: runtime/figures.py); the first
    card at 0,0. Sorted by row, then column."""
    key = (id(layout), _key(area), held)
    found = _SPOTS.get(key)
    if found is not None:
        return found
    if not area:
        return _remember(_SPOTS, key, ["0,0"])
    n = layout["cells"]
    near, shut = _around(layout, key[1])
    candidates = near - shut if shut else set(near)
    if held:
        candidates -= _HELD.get((n, held)) or _held_spots(n, held)
    names = _SPOT_NAMES
    return _remember(_SPOTS, key, [names.get(cell) or _spot_name(cell) for cell in sorted(candidates)])


def _held_spots(n: int, held: frozenset) -> frozenset:
    """The spots a card laid there would cover a cell of `held` from (as cells written as ints): figures stand
    still for many decisions, so they are kept (`_HELD`)."""
    found = frozenset(_cell(x, y) - offset for x, y in held for offset in _footprint_offsets(n))
    return _remember(_HELD, (n, held), found, _KEPT_AROUND)


def _around(layout, placements: tuple) -> tuple:
    """(the cells touching or under the cards laid, the cells under a card that may not be covered), as sets.

    Worked out from each card's top-left cell with the cells around or under a whole card at once (`_reach`),
    a cell being one int, row first (`_cell`), so that sorting the ints lists the spots in order. An area
    grows a card at a time, so the sets of the area less its last card are usually kept (`_AROUND`): then only
    the last card's cells are added to copies of them.
    """
    n = layout["cells"]
    _cards, fixed = geometry(layout)
    fix_marked = layout.get("fix_marked")
    before = _AROUND.get((id(layout), placements[:-1])) if len(placements) > 1 else None
    if before is None:
        near, shut, laid = set(), set(), placements
    else:
        near, shut, laid = set(before[0]), before[1], placements[-1:]
    for card, x, y, _turn, token in laid:
        corner = _cell(x, y)
        near.update([corner + offset for offset in _reach(n)])
        if card in fixed or (token is not None and fix_marked):
            shut = shut | {corner + offset for offset in _overlapping(n)}
    return _remember(_AROUND, (id(layout), placements), (near, shut), _KEPT_AROUND)


_ROW = 1 << 14          # a cell (x, y) as one int: (y + _MIDDLE) * _ROW + x + _MIDDLE, below 2 ** 28: one
                        # digit of a Python int, which compares, adds and sorts as a machine int (a wider _ROW
                        # made two-digit cells, whose every insort compare and add took the slow path)
_MIDDLE = _ROW >> 1
_FAR = _MIDDLE >> 1     # farther from 0,0 than this, an offset of a few cells could carry into the next row
_SPOT_NAMES: dict = {}  # cell -> "x,y", the spots named so far


def _cell(x: int, y: int) -> int:
    if not (-_FAR < x < _FAR and -_FAR < y < _FAR):
        raise RuleError(f"a tableau holds a card at {x},{y}: a tableau spans at most {_FAR - 1} cells each way "
                        "from 0,0")
    return (y + _MIDDLE) * _ROW + x + _MIDDLE


def _spot_name(cell: int) -> str:
    y, x = divmod(cell, _ROW)
    _SPOT_NAMES[cell] = name = f"{x - _MIDDLE},{y - _MIDDLE}"
    return name


@lru_cache(maxsize=None)
def _reach(n: int) -> tuple:
    """Where a card may lie, from the top-left cell of a card laid: over or touching any cell that card covers
    (as offsets of cells written as ints)."""
    return tuple(sorted({(j + dy) * _ROW + i + dx for i, j in _footprint(n) for dx, dy in _touching(n)}))


@lru_cache(maxsize=None)
def _overlapping(n: int) -> tuple:
    """Where a card would cover part of a card laid, from that card's top-left cell (offsets of cells as ints)."""
    return tuple(sorted({(j - b) * _ROW + i - a for i, j in _footprint(n) for a, b in _footprint(n)}))


@lru_cache(maxsize=None)
def _footprint_offsets(n: int) -> tuple:
    return tuple(j * _ROW + i for i, j in _footprint(n))


@lru_cache(maxsize=None)
def _footprint(n: int) -> tuple:
    return tuple((i, j) for i in range(n) for j in range(n))


@lru_cache(maxsize=None)
def _touching(n: int) -> tuple:
    """Where a card may lie, from one cell it covers or touches: over it, or sharing part of an edge with it."""
    found = []
    for dx in range(-n, 2):
        for dy in range(-n, 2):
            inside_x, inside_y = dx <= 0 < dx + n, dy <= 0 < dy + n
            if (inside_x and (inside_y or dy in (1, -n))) or (inside_y and dx in (1, -n)):
                found.append((dx, dy))
    return tuple(found)


def place(area, card, spot, turn=0, token=None) -> None:
    """Lay `card` at `spot`, turned `turn` degrees clockwise, with `token` on it (None: nothing)."""
    x, y = spot_of(spot)
    if turn not in TURNS:
        raise RuleError(f"a card is turned 0, 90, 180 or 270 degrees, not {turn}")
    area.append([card, x, y, turn, token])


def spot_name(cell: int) -> str:
    """"x,y" of a cell written as one int (what `spots` lists)."""
    return _SPOT_NAMES.get(cell) or _spot_name(cell)


def spot_cell(spot) -> int | None:
    """The cell (one int) of a spot named as `spot_name` names it, or None where `spot` is no such name."""
    cell = _SPOT_CELLS.get(spot) if type(spot) is str else None
    if cell is not None:
        return cell
    try:
        cell = _cell(*spot_of(spot))
    except (RuleError, TypeError):
        return None
    if spot_name(cell) != spot:
        return None
    _SPOT_CELLS[spot] = cell    # (a name of a cell: no more of them than cells of a tableau)
    return cell


# "x,y" -> its cell, the spots named that spot_cell found (greedy finds the spot of every move it weighs)
_SPOT_CELLS: dict = {}


# ------------------------------------------------------------------ what shows

def visible(area, layout) -> dict:
    """{cell: placement index} of the card seen in each cell (the last laid over it)."""
    n = layout["cells"]
    top = {}
    for k, (_card, x, y, _turn, _token) in enumerate(area):
        for i in range(n):
            for j in range(n):
                top[(x + i, y + j)] = k
    return top


def _node(X, Y, side, k, serial):
    if side == "N":
        return ("h", X, Y)
    if side == "S":
        return ("h", X, Y + 1)
    if side == "W":
        return ("v", X, Y)
    if side == "E":
        return ("v", X + 1, Y)
    if side == "camp":
        return ("camp", k)
    return ("end", serial)


_SIDES = {"N": ("h", 0, 0), "S": ("h", 0, 1), "W": ("v", 0, 0), "E": ("v", 1, 0)}     # _node's edges


def visible_pieces(area, layout) -> list:
    """Every piece of trail that shows: (node, node, kind, markers, long, placement index), in a stable order."""
    cards, _fixed = geometry(layout)
    footprint = _footprint(layout["cells"])
    top = {}    # as `visible`, keyed row first: the order the pieces are listed in
    for k, (_card, x, y, _turn, _token) in enumerate(area):
        for i, j in footprint:
            top[(y + j, x + i)] = k
    pieces, sides, nothing = [], _SIDES, {}
    for (Y, X), k in sorted(top.items()):
        card, x, y, turn, _token = area[k]
        for i, j, a, b, kind, markers, long in cards.get(card, nothing).get(turn, nothing).get((X - x, Y - y), ()):
            serial = len(pieces)
            edge_a, edge_b = sides.get(a), sides.get(b)     # _node, written out for the edges of a cell
            pieces.append(((edge_a[0], X + edge_a[1], Y + edge_a[2]) if edge_a else _node(X, Y, a, k, serial),
                           (edge_b[0], X + edge_b[1], Y + edge_b[2]) if edge_b else _node(X, Y, b, k, serial),
                           kind, markers, long, k))
    return pieces


def loops(area, layout) -> list:
    """Every closed loop: (kind, markers, tokens on the long trails it passes, placement of its camp), in order of
    the camps laid, then of the pieces leaving them."""
    key = _key(area)
    found = _LOOPS.get((id(layout), key))
    if found is not None:
        return found
    before = None
    for laid in range(len(key) - 1, max(len(key) - _LAID_SINCE, 0), -1):
        before = _TRAILS.get((id(layout), key[:laid]))
        if before is not None:
            break
    trails = _remember(_TRAILS, (id(layout), key), _Trails(key, layout, before), _KEPT_TRAILS)
    return _remember(_LOOPS, (id(layout), key), trails.loops())


class _Trails:
    """The pieces that show (as `visible_pieces` lists them), read cell by cell as a trail from a camp reaches
    them: most areas of a game close no loop, and a trail ends after a few cells, so most cells are never read.

    A piece is named (X, Y, i): the i-th piece of cell X, Y, which orders pieces as `visible_pieces` does (row,
    column, piece) once written row first; a node is `_node`'s, and only the one or two cells on either side of
    an edge can hold a piece ending there.

    An area grows a card at a time, so the trails of the area less its last few cards (`before`) are usually
    kept: the cells those cards do not cover show what they showed, and a walk from a camp that read none of the
    cells they cover goes as it went, so only the walks that read them are walked again.
    """

    def __init__(self, area: tuple, layout, before=None):
        self.area = area          # the placements as tuples: kept with the trails, so never changed under them
        self.layout, self.n = layout, layout["cells"]
        self.cards, _fixed = geometry(layout)
        self.camps, most = _camp_cells(layout)
        self.most_pieces = most
        self.walks: dict = {}     # first piece of a walk -> (its path or None, the cells it read)
        footprint = _footprint(layout["cells"])
        if before is None:
            self.top = top = {}       # as `visible`: the placement seen in each cell
            self.shown: dict = {}     # (X, Y) -> its pieces, read once
            laid, self.before = list(enumerate(area)), None
        else:
            self.top, self.shown = top, shown = dict(before.top), dict(before.shown)
            laid, self.before = list(enumerate(area))[len(before.area):], before
            self.covered = covered = {(x + i, y + j) for _k, (_card, x, y, _turn, _token) in laid for i, j in footprint}
            for cell in covered:
                shown.pop(cell, None)
        for k, (_card, x, y, _turn, _token) in laid:
            for i, j in footprint:
                top[(x + i, y + j)] = k
        self.most = len(top) * most + 1     # more steps than pieces that show: a walk never takes that many
        # the pieces leaving a camp, in the order `visible_pieces` lists them, per camp: those of `before` still
        # show unless a card laid since covers their cell
        kept = [] if before is None else [start for start in before.starts if start[1][:2] not in self.covered]
        self.starts = sorted(kept + self.camp_starts(laid))

    def at(self, X, Y) -> list:
        """The pieces that show in cell X, Y: (node, node, kind, markers, long, placement index)."""
        found = self.shown.get((X, Y))
        if found is None:
            found = self.shown[(X, Y)] = []
            k = self.top.get((X, Y))
            if k is not None:
                card, x, y, turn, _token = self.area[k]
                for i, j, a, b, kind, markers, long in self.cards.get(card, {}).get(turn, {}).get((X - x, Y - y), ()):
                    found.append((_node(X, Y, a, k, None), _node(X, Y, b, k, None), kind, markers, long, k))
        return found

    def piece(self, name) -> tuple:
        X, Y, n = name
        return (self.shown.get((X, Y)) or self.at(X, Y))[n]

    def camp_starts(self, laid) -> list:
        """The pieces leaving the camps of the cards `laid` that show: ((camp, row, column, i), piece)."""
        starts = []
        for k, (card, x, y, turn, _token) in laid:
            for i, j in self.camps.get(card, {}).get(turn, ()):
                if self.top[(x + i, y + j)] == k:
                    for n, (a, b, *_rest) in enumerate(self.at(x + i, y + j)):
                        if a[0] == "camp" or b[0] == "camp":
                            starts.append(((k, y + j, x + i, n), (x + i, y + j, n)))
        return starts

    def loops(self) -> list:
        found, seen = [], set()
        for (camp, *_order), first in self.starts:
            path = self.walked(("camp", camp), first)
            if path is None or frozenset(path) in seen:
                continue
            seen.add(frozenset(path))
            pieces = [self.piece(name) for name in path]
            tokens = {self.area[k][4] for _a, _b, _kind, _m, long, k in pieces if long and self.area[k][4] is not None}
            found.append((pieces[0][2], sum([piece[3] for piece in pieces]), tuple(sorted(tokens, key=str)), camp))
        return found

    def walked(self, start, first) -> list | None:
        """`walk`, or what the same walk found in `before` if it read no cell the cards laid since cover."""
        kept = self.before.walks.get(first) if self.before is not None else None
        if kept is not None and kept[1] is not None and self.covered.isdisjoint(kept[1]):
            self.walks[first] = kept
            return kept[0]
        read = {first[:2]}
        path = self.walk(start, first, read)
        self.walks[first] = (path, None if None in read else read)
        return path

    def walk(self, start, first, read=None) -> list | None:
        """The pieces from `start` along `first` back to `start`, or None at a dead end, a fork or another camp;
        the cells read are added to `read`, and None if the walk ran out of steps (then it may not be kept)."""
        path, came = [first], first
        a, b, kind = self.piece(first)[:3]
        here = b if a == start else a
        read = set() if read is None else read
        for _ in range(self.most):
            if here == start:
                return path
            if here[0] in ("camp", "end"):
                return None
            onward = [name for name in self.ends(kind, here, read) if name != came]
            if len(onward) != 1:
                return None
            came = onward[0]
            path.append(came)
            a, b = self.piece(came)[:2]
            here = b if a == here else a
        read.add(None)
        return None

    def ends(self, kind, node, read) -> list:
        """The pieces of `kind` ending at an edge node, once per end (a piece with both ends there, twice)."""
        edge, X, Y = node
        found = []
        for X, Y in ((X, Y), (X, Y - 1) if edge == "h" else (X - 1, Y)):
            read.add((X, Y))
            pieces = self.shown.get((X, Y))
            for n, (a, b, piece_kind, *_rest) in enumerate(self.at(X, Y) if pieces is None else pieces):
                if piece_kind == kind and (a == node or b == node):
                    found += [(X, Y, n)] * ((a == node) + (b == node))
        return found


def _camp_cells(layout) -> tuple:
    """({card: {turn: cells of the card holding a piece of its camp}}, most pieces in a cell of any card)."""
    entry = _CAMPS.get(id(layout))
    if entry is not None and entry[0] is layout:
        return entry[1], entry[2]
    cards, _fixed = geometry(layout)
    camps, most = {}, 1
    for card, by_turn in cards.items():
        for turn, cells in by_turn.items():
            holding = tuple(cell for cell, pieces in cells.items()
                            if any("camp" in (piece[2], piece[3]) for piece in pieces))
            if holding:
                camps.setdefault(card, {})[turn] = holding
            most = max([most] + [len(pieces) for pieces in cells.values()])
    _CAMPS[id(layout)] = (layout, camps, most)
    return camps, most


def loop_lengths(area, layout) -> list:
    """The markers of each closed loop."""
    return [markers for _kind, markers, _tokens, _camp in loops(area, layout)]


def loop_kinds(area, layout) -> list:
    """The kind of trail of each closed loop."""
    return [kind for kind, _markers, _tokens, _camp in loops(area, layout)]


def loop_tokens(area, layout) -> list:
    """How many different tokens lie on the long trails each closed loop passes."""
    return [len(tokens) for _kind, _markers, tokens, _camp in loops(area, layout)]


def most_spots(n: int, cards: int) -> int:
    """The most spots a tableau of `cards` cards of n × n cells can offer (the first card's one where it has none):
    each card opens at most the cells around or under it. What the environments number a spot within."""
    return max(1, cards * len(_reach(n)))
