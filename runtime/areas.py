"""A tableau's area as the lowered playout keeps it (compiler/codegen/lower/tableau.py): its open spots and its
closed loops kept up to date as cards are laid, where runtime/tableau.py works them out from the list of placements.

Any tile-laying game may use it; nothing here knows a game. The area is a bounded grid of cells, each a small int
(`(y + half) * width + x + half`), in flat lists as a hand-written simulator keeps its board: what each cell is for
the spots (`status`: touched or under a card, under a card that may never be covered), the variant seen there (a
card, turned, and which of its cells: `seen`) and the placement it belongs to (`placed`); arrays of C ints, not lists,
so that the garbage collector has nothing in them to walk (two lists of 4,096 slots an area, walked at every
collection while young, cost a random game of Trailblazers a tenth of its instructions). The grid doubles, and is
filled again from the placements, when a card comes near its edge. Pure Python keeps no `status`: there the cells
touched and those shut are bits of one int a row (`near_rows`, `shut_rows`), so that a card of 2 x 2 reads the five
rows it touches with a few operations on ints, where 21 subscripts of a bytearray cost a Python loop. The open
spots are listed as runtime/tableau.py writes cells (`_cell`: row first, so that sorting them lists spots in order),
which is how the lowered playout draws and lays them.

The trails of every variant are one flat table made once per layout, read one look-up per cell as a trail is
followed: `links[variant * stride + kind * 4 + side entered]` is -1 where no trail of that kind enters, else the
piece's number in the cell, its markers, the side (or camp, or end) it leaves by and whether it is long, packed in
one int, as the hand-written references trace loops. The loops are traced again only when a card covers a cell
their last trace read, or a camp is laid: a card laid elsewhere changes no walk from a camp.

This module is compiled by the native build (compiler/driver/native.py), typed by areas.pxd beside it.
"""
from __future__ import annotations

from array import array
from bisect import bisect_left
from types import FunctionType

from .rules import RuleError
from .tableau import (TURNS, _HELD, _LOOPS, _MIDDLE, _ROW, _camp_cells, _cell, _footprint, _held_spots, _key,
                      _overlapping, _remember, _reach, geometry, loops as traced_loops)

_SIDES = {"N": 0, "E": 1, "S": 2, "W": 3, "camp": 4, "end": 5}
_CAMP = 4
_WIDE, _HALF = _ROW, _MIDDLE    # runtime/tableau.py's row of cells and its middle, C longs natively (areas.pxd): `lay`
                                # splits a cell in C, not through `divmod`
_NEAR, _SHUT = 1, 2          # a cell's `status` bits: touching or under a card; under a card never to be covered
_NUMBER = 1 << 21            # a link packed: number * _NUMBER + markers * 32 + leave * 2 + long (markers < 2 ** 16)
_FIRST_WIDTH = 64            # cells each way of the grid of an area begun empty (half of it from 0,0): Trailblazers' fit
_LEAST_WIDTH = 32            # the narrowest grid of an area lowered with its cards (`_fitted_width`)
_LAYOUTS: dict = {}          # id(layout) -> `_layout_tables(layout)`, the layout first: what an `Area` reads of its layout
_ORIGIN = _cell(0, 0)        # the cell of 0,0, where an area's first card goes
_TRAILS: dict = {}           # id(layout) -> (layout, its `Trails`, or None where a trail table cannot be made)
_REACH_ROWS: dict = {}       # n -> `_reach_rows(n)`
_ON_GRID: dict = {}          # (n, width) -> the offsets of `_reach(n)` and `_overlapping(n)` on a grid that wide; those
                             # of `_reach(n)` there as an array of C longs, and a dict of them to the offsets as cells
                             # (runtime/tableau.py); those of `_overlapping(n)` there and as cells as arrays


class Trails:
    """The trails of a layout's cards as tables: `cells[card][turn]` the (i, j, variant) of each cell of the card,
    row first; `links` the flat table of the module's docstring; `starts[variant]` the pieces leaving a camp,
    (number, side or end it leaves by, markers, long, kind, kind's name); `shown[width]` what `Area.lay` writes of
    each card, per width of grid (`shows`)."""
    __slots__ = ("cells", "links", "stride", "starts", "shown")

    def __init__(self, cells: dict, links: tuple, stride: int, starts: tuple):
        self.cells, self.links, self.stride, self.starts = cells, links, stride, starts
        self.shown = {}

    def shows(self, width: int) -> dict:
        """{card: {turn: (the (offset from its top-left cell, variant) of each cell of the card on a grid `width`
        cells wide, whether one of them leaves a camp)}}: every card of the layout each way, made once per width of
        grid, as a hand-written simulator makes its table of every card's variants at import (a card first laid
        turned a way no game had laid it cost `Area.show` ~6k instructions natively, some 2 % of a game, until
        every card had been laid both ways); a card of no deck of the layout is added as laid (`Area.shown_as`)."""
        shown = self.shown.get(width)
        if shown is None:
            shown = self.shown[width] = {card: {turn: self.shown_on(cells, width) for turn, cells in by_turn.items()}
                                         for card, by_turn in self.cells.items()}
        return shown

    def shown_on(self, cells: tuple, width: int) -> tuple:
        """What `shows` holds of a card laid one way (`cells`: the (i, j, variant) of each of its cells)."""
        offsets = tuple([(j * width + i, variant) for i, j, variant in cells])
        starts = self.starts
        camp = False
        for _i, _j, variant in cells:
            if starts[variant]:
                camp = True
        return offsets, camp


def trail_tables(layout):
    """The `Trails` of a layout, made once, or None when a cell carries two ends of one kind on one side (the
    compiler refuses such cards, E502: a walk there may fork inside the cell, which one link cannot say) or a
    number too large to pack: then runtime/tableau.py traces the loops."""
    entry = _TRAILS.get(id(layout))
    if entry is not None and entry[0] is layout:
        return entry[1]
    cards, _fixed = geometry(layout)
    kinds: dict = {}
    for by_turn in cards.values():
        for cells in by_turn.values():
            for pieces in cells.values():
                for piece in pieces:
                    kinds.setdefault(piece[4], len(kinds))
    stride = 4 * max(len(kinds), 1)
    links, starts, tables = [-1] * stride, [()], {}     # variant 0: no card, no trail
    footprint = sorted(_footprint(layout["cells"]), key=lambda cell: (cell[1], cell[0]))
    try:
        for card, by_turn in cards.items():
            tables[card] = {}
            for turn, cells in by_turn.items():
                variants = []
                for i, j in footprint:
                    pieces = cells.get((i, j), ())
                    variants.append((i, j, _variant(pieces, kinds, stride, links, starts) if pieces else 0))
                tables[card][turn] = tuple(variants)
    except ValueError:
        _TRAILS[id(layout)] = (layout, None)
        return None
    trails = Trails(tables, tuple(links), stride, tuple(starts))
    _TRAILS[id(layout)] = (layout, trails)
    return trails


def _variant(pieces, kinds: dict, stride: int, links: list, starts: list) -> int:
    """A cell's pieces as a new variant: its links appended to `links`, its camp's pieces to `starts`; its number.
    ValueError if two ends of one kind share a side, or a number does not pack."""
    variant, base = len(starts), len(links)
    links += [-1] * stride
    leaving = []
    for number, (_i, _j, a, b, kind, markers, is_long) in enumerate(pieces):
        if not (0 <= markers < _NUMBER // 32 and number < 64):
            raise ValueError("a number that does not pack")
        ends = (_SIDES[a], _SIDES[b])
        for enter, leave in (ends, ends[::-1]):
            if enter < 4:
                at = base + kinds[kind] * 4 + enter
                if links[at] >= 0:
                    raise ValueError("two ends of one kind on one side")
                links[at] = number * _NUMBER + markers * 32 + leave * 2 + bool(is_long)
        if _CAMP in ends:
            leave = ends[1] if ends[0] == _CAMP else ends[0]
            leaving.append((number, leave, markers, bool(is_long), kinds[kind], kind))
    starts.append(tuple(leaving))
    return variant


def _reach_rows(n: int) -> tuple:
    """The cells a card of n x n cells touches (`_reach(n)`) and those it would shut (`_overlapping(n)`), a row at a
    time, for pure Python's `Area.put` and `shut_over`, the columns as bits from n columns left of the card's top-left
    cell: ((the row from the card's top-left cell, the columns touched, and for every set of those bits the offsets of
    their spots from the card's top-left cell as runtime/tableau.py writes cells, in order) a row, (the row, the
    columns shut, the offset of the first of them) a row)."""
    found = _REACH_ROWS.get(n)
    if found is None:
        reach, shut = _rows(_reach(n), n), _rows(_overlapping(n), n)
        found = _REACH_ROWS[n] = (
            tuple([(dy, columns, tuple([tuple([dy * _ROW + bit - n for bit in range(columns.bit_length())
                                               if new >> bit & 1]) for new in range(columns + 1)]))
                   for dy, columns in reach]),
            tuple([(dy, columns, dy * _ROW + (columns & -columns).bit_length() - 1 - n) for dy, columns in shut]))
    return found


def _rows(offsets: tuple, n: int) -> list:
    """Offsets between cells as runtime/tableau.py writes them, as (row, columns as bits from column -n) a row."""
    by_row: dict = {}
    for offset in offsets:
        dy, dx = divmod(offset + _MIDDLE, _ROW)
        by_row[dy] = by_row.get(dy, 0) | 1 << (dx - _MIDDLE + n)
    return sorted(by_row.items())


def _layout_tables(layout) -> tuple:
    """What every `Area` of a layout reads of it, made once per layout (`_LAYOUTS`): an Area is made per player and
    game, and asking runtime/tableau.py's tables one by one was some 6k instructions of each natively."""
    n = layout["cells"]
    return (layout, n, _reach(n), _overlapping(n), geometry(layout)[1], layout.get("fix_marked"), trail_tables(layout),
            _camp_cells(layout)[1])


def _fitted_width(area, n: int, margin: int) -> int:
    """The grid's width for an area lowered with its cards (a world a bot weighs moves on, a playout past ISMCTS's
    tree): the narrowest, from _LEAST_WIDTH doubled, that holds every card and one more laid beside any of them
    (`square`'s bounds), not _FIRST_WIDTH. Every move greedy weighs copies its seat's grid (`own`): 32 x 32 cells hold
    nine in ten of Trailblazers' areas, a quarter of the 64 x 64 an empty area begins with."""
    far = n
    for _card, x, y, _turn, _token in area:
        far = max(far, -x, x, -y, y)
    far += n        # (a card laid beside: its top-left cell at most a card's width further)
    width = _LEAST_WIDTH
    while far >= width // 2 - margin:
        width *= 2
    return width


class Spots:
    """The open spots of an area in order, as the native build keeps them: read as a list is (`len`, an index,
    iteration), kept on the grid itself. An open spot is a cell whose `status` is touched and not shut (`_NEAR` alone),
    and the grid's cells run row first, as the spots are ordered; what is kept beside the grid is how many open spots
    each row holds (`rows`) and how far the touched cells reach (`top`, `left`, `right`). A card laid marks its new
    cells and counts them (`opened`): no sorted list of ints, where each of a card's ~6 new spots cost a search and a
    `list.insert` that moved the ~50 spots after it, and an int object. The k-th spot, which the random playout draws,
    is found by skipping whole rows by their counts and scanning one (`at`, in C); iteration reads a list made once per
    change (`listing`). An empty area lists only 0,0 (`origin`), where its first card goes.

    Pure Python keeps a plain sorted list (`Area.cells`): there a list's own `len` and index are the cheapest reads,
    and a sort in C the cheapest insert."""
    __slots__ = ("status", "rows", "rows_view", "count", "width", "half", "top", "left", "right", "origin", "listed")

    def __init__(self, status: bytearray, width: int):
        self.status, self.width, self.half = status, width, width // 2
        self.rows = self.rows_view = array("i", [0]) * width
        self.count, self.top, self.left, self.right = 0, width, width, -1
        self.origin = False
        self.listed = None

    def copy(self, status: bytearray) -> "Spots":
        """These spots on `status`, a copy of their grid's (`Area.own`)."""
        c = Spots.__new__(Spots)
        c.status, c.width, c.half = status, self.width, self.half
        c.rows = c.rows_view = self.rows[:]
        c.count, c.top, c.left, c.right = self.count, self.top, self.left, self.right
        c.origin, c.listed = self.origin, self.listed     # a listing is never changed in place
        return c

    def clear(self) -> None:
        """No spot open (an area's first card laid: 0,0 is no longer the one spot, its cells to be counted)."""
        if self.count:
            self.rows = self.rows_view = array("i", [0]) * self.width
            self.count, self.top, self.left, self.right = 0, self.width, self.width, -1
        self.origin = False
        self.listed = None

    def opened(self, cell: int) -> None:
        """The grid's `cell`, just marked `_NEAR`, is open."""
        y = cell // self.width
        x = cell - y * self.width
        self.rows_view[y] += 1
        self.count += 1
        if y < self.top:
            self.top = y
        if x < self.left:
            self.left = x
        if x > self.right:
            self.right = x
        self.listed = None

    def shut(self, cell: int) -> None:
        """The grid's `cell`, open, is just shut."""
        self.rows_view[cell // self.width] -= 1
        self.count -= 1
        self.listed = None

    def add_spot(self, spot: int) -> None:
        """A spot (a cell as runtime/tableau.py writes it), touched and not shut on the grid, counted open."""
        y = spot // _WIDE
        x = spot - y * _WIDE - _HALF
        self.opened((y - _HALF + self.half) * self.width + x + self.half)

    def spot(self, cell: int) -> int:
        """The grid's `cell` as runtime/tableau.py writes it."""
        y = cell // self.width
        return (y - self.half + _HALF) * _WIDE + cell - y * self.width - self.half + _HALF

    def at(self, k: int) -> int:
        """The k-th open spot, counted from the end where k < 0 (a list's index): whole rows skipped by their counts,
        then the row scanned."""
        count = 1 if self.origin else self.count
        if k < 0:
            k += count
        if not 0 <= k < count:
            raise IndexError("no such open spot")
        if self.origin:
            return _ORIGIN
        rows, y = self.rows_view, self.top
        while k >= rows[y]:
            k -= rows[y]
            y += 1
        status, cell = self.status, y * self.width + self.left
        while True:
            if status[cell] == _NEAR:
                if not k:
                    return self.spot(cell)
                k -= 1
            cell += 1

    def listing(self) -> list:
        """Every open spot in order, as a list: made once per change of the spots."""
        listed = self.listed
        if listed is None:
            if self.origin:
                listed = [_ORIGIN]
            else:
                listed, rows, status, width = [], self.rows_view, self.status, self.width
                y = self.top
                while len(listed) < self.count:
                    if rows[y]:
                        for cell in range(y * width + self.left, y * width + self.right + 1):
                            if status[cell] == _NEAR:
                                listed.append(self.spot(cell))
                    y += 1
            self.listed = listed
        return listed

    def __len__(self) -> int:
        return 1 if self.origin else self.count

    def __getitem__(self, k):
        return self.at(k)

    def __iter__(self):
        return iter(self.listing())

    def __repr__(self) -> str:
        return f"Spots({self.listing()!r})"


# whether this module is the native build's (compiled by Cython, whose functions are not Python's): `Area.put` then
# reads C arrays and counts a card's spots on the grid (`Spots`), where Python runs its own fastest code
_COMPILED = not isinstance(_fitted_width, FunctionType)


class Area:
    """One area of a tableau kept up to date as its cards are laid (`lay`): its open spots and its closed loops.

    The spots: the cells touching or under its cards and those under a card that may never be covered (`status`),
    and the open ones in order (`cells`: touched and not shut, sorted, written as runtime/tableau.py writes them; a
    list, natively a `Spots` read as one): what `spots` lists, kept by adding each card's cells as it is laid instead
    of working the whole area out at every decision. The loops: each card's cells put on the grid, and the loops
    traced again, when next asked, only if a card laid since covers a cell the last trace read or is a camp. `loops()`
    is runtime/tableau.py `loops` of the area; `lengths`, `kinds` and `tokens` are `loop_lengths`, `loop_kinds` and
    `loop_tokens`, worked out once per trace. The record's own list of placements (`area`) only grows: a card put there other than by `lay` is put on
    the grid when the loops are next asked.
    """
    __slots__ = ("area", "layout", "n", "fixed", "fix_marked", "reach", "overlapping", "cells", "trails", "links",
                 "stride", "starts", "width", "half", "status", "seen", "placed", "seen_view", "placed_view", "steps",
                 "reach_grid", "overlapping_grid", "reach_cells", "spotted", "laid", "camps", "read",
                 "most_pieces", "found", "found_lengths", "found_kinds", "found_tokens", "margin", "reach_spot",
                 "shown", "camp_found", "shared", "overlapping_cells", "overlapping_spots", "near_rows", "reach_rows",
                 "shut_rows", "overlap_rows")

    def __init__(self, area, layout):
        self.area, self.layout = area, layout
        entry = _LAYOUTS.get(id(layout))
        if entry is None or entry[0] is not layout:
            entry = _LAYOUTS[id(layout)] = _layout_tables(layout)
        _layout, self.n, self.reach, self.overlapping, self.fixed, self.fix_marked, self.trails, self.most_pieces = entry
        self.margin = 2 * self.n + 2
        self.cells = [_ORIGIN]      # the first card goes to 0,0
        if not _COMPILED:       # (attributes of pure Python alone: the native class declares none of them)
            self.reach_rows, self.overlap_rows = _reach_rows(self.n)
        if self.trails is not None:
            self.links, self.stride, self.starts = self.trails.links, self.trails.stride, self.trails.starts
        self.spotted = 0        # the placements of `area` whose spots are counted
        self.shared = False     # its spots and grid may be another copy's too (`copy`): its own made on its next card
        self.grid(_fitted_width(area, self.n, self.margin) if area else _FIRST_WIDTH)
        for card, x, y, turn, token in area:
            self.put(card, _cell(x, y), x, y, turn, token)

    def copy(self, area) -> "Area":
        """This area kept for `area`, a copy of the record's list of placements (a lowered state cloned for a move
        weighed or a world searched), the layout's tables shared. Its spots, grid and loops are shared too until one
        of the two lays a card (`own`): a move weighed lays its card in one player's area, and copying a grid was most
        of a Trailblazers clone."""
        if self.trails is not None and (self.found is None or self.laid != len(self.area)):
            self.loops()        # traced once here, not again in every copy (a move weighed scores every player's loops)
        c = Area.__new__(Area)
        c.area, c.layout, c.n, c.fixed, c.fix_marked = area, self.layout, self.n, self.fixed, self.fix_marked
        c.reach, c.overlapping, c.trails, c.most_pieces = self.reach, self.overlapping, self.trails, self.most_pieces
        c.margin, c.reach_spot, c.shown = self.margin, self.reach_spot, self.shown
        if self.trails is not None:
            c.links, c.stride, c.starts = self.links, self.stride, self.starts
        c.cells, c.status, c.seen, c.placed = self.cells, self.status, self.seen, self.placed
        c.seen_view, c.placed_view = self.seen_view, self.placed_view
        c.shared = self.shared = True
        c.width, c.half, c.steps = self.width, self.half, self.steps
        c.reach_grid, c.overlapping_grid = self.reach_grid, self.overlapping_grid
        c.reach_cells = self.reach_cells
        c.overlapping_cells, c.overlapping_spots = self.overlapping_cells, self.overlapping_spots
        if not _COMPILED:
            c.near_rows, c.reach_rows, c.shut_rows = self.near_rows, self.reach_rows, self.shut_rows
            c.overlap_rows = self.overlap_rows
        c.spotted, c.laid, c.camps, c.read, c.camp_found = self.spotted, self.laid, self.camps, self.read, self.camp_found
        # the loops found are replaced by a trace, never changed in place
        c.found, c.found_lengths, c.found_kinds = self.found, self.found_lengths, self.found_kinds
        c.found_tokens = self.found_tokens
        return c

    def own(self) -> None:
        """Its own spots, grid and camps' loops, where a copy may share them (`copy`): before a card is put on them or
        a camp walked again (a walk marks the cells it reads in place)."""
        self.seen, self.placed = self.seen[:], self.placed[:]
        if _COMPILED:
            self.status = bytearray(self.status)
            self.cells = self.cells.copy(self.status)
        else:
            self.cells, self.near_rows, self.shut_rows = list(self.cells), list(self.near_rows), list(self.shut_rows)
        if _COMPILED:
            self.seen_view, self.placed_view = self.seen, self.placed
        else:
            self.views()
        self.camps, self.read, self.camp_found = list(self.camps), bytearray(self.read), list(self.camp_found)
        self.shared = False

    # ------------------------------------------------------------ the grid
    def grid(self, width: int) -> None:
        """A new grid of `width` × `width` cells, 0,0 in its middle, filled with the placements counted so far (and,
        natively, the open spots counted on it: `Spots`)."""
        counted = self.cells if self.spotted else None
        self.width, self.half = width, width // 2
        # Made anew, not copied from a blank grid kept per width: a 16 KB array copied in one memcpy counted ~33k
        # more instructions a native game than repeating one item (callgrind), and calloc gives `status` its zeros
        self.status = bytearray(width * width) if _COMPILED else None
        self.seen = array("i", [0]) * (width * width)
        self.placed = array("i", [-1]) * (width * width)
        if _COMPILED:
            self.seen_view, self.placed_view = self.seen, self.placed
        else:
            self.views()
        self.steps = (-width, 1, width, -1)     # the cell beyond each side, N E S W
        offsets = _ON_GRID.get((self.n, width))
        if offsets is None:
            reach_grid = tuple([self.on_grid(offset) for offset in self.reach])
            overlapping_grid = tuple([self.on_grid(offset) for offset in self.overlapping])
            offsets = _ON_GRID[(self.n, width)] = (
                reach_grid, overlapping_grid, array("l", reach_grid),
                dict(zip(reach_grid, self.reach)), array("l", overlapping_grid), array("l", self.overlapping))
        self.reach_grid, self.overlapping_grid, self.reach_cells, self.reach_spot, self.overlapping_cells, \
            self.overlapping_spots = offsets
        self.shown = self.trails.shows(width) if self.trails is not None else None
        self.laid, self.camps, self.read, self.found = 0, [], bytearray(width * width), None
        self.camp_found = []
        self.found_lengths = self.found_kinds = self.found_tokens = None
        status = self.status
        # in Python the cells touched and those shut are bits of one int a row (`near_rows`, `shut_rows`), no `status`
        near = shut = None
        if not _COMPILED:
            self.near_rows = near = [0] * width
            self.shut_rows = shut = [0] * width
        for card, x, y, _turn, token in self.area[:self.spotted]:
            corner = self.square(x, y)
            fixed = card in self.fixed or (token is not None and self.fix_marked)
            if _COMPILED:
                for offset in self.reach_grid:
                    status[corner + offset] |= _NEAR
                if fixed:
                    for offset in self.overlapping_grid:
                        status[corner + offset] |= _SHUT
            else:
                left, row = x + self.half - self.n, y + self.half
                for dy, columns, _spots in self.reach_rows:
                    near[row + dy] |= columns << left
                if fixed:
                    for dy, columns, _start in self.overlap_rows:
                        shut[row + dy] |= columns << left
        if _COMPILED:
            spots = Spots(status, width)
            if counted is None:
                spots.origin = True     # no card yet: 0,0 the one spot
            else:
                for spot in counted:
                    spots.add_spot(spot)
            self.cells = spots

    def views(self) -> None:
        """In pure Python, `seen_view` and `placed_view` (what `show` and the walks read and write of `seen` and
        `placed`; natively typed views of C ints) as `memoryview`s, whose item written costs a fifth less than an
        array's, which parses its argument as a format."""
        self.seen_view, self.placed_view = memoryview(self.seen), memoryview(self.placed)

    def on_grid(self, offset: int) -> int:
        """An offset between cells written as runtime/tableau.py writes them, as an offset on the grid."""
        dy, dx = divmod(offset + _MIDDLE, _ROW)
        return dy * self.width + dx - _MIDDLE

    def square(self, x: int, y: int) -> int:
        """The grid's cell of the card whose top-left cell is x, y, the grid doubled until the card, what it may
        touch and the cells a walk may read beyond it fit."""
        margin = self.margin
        while not (margin <= x + self.half < self.width - margin and margin <= y + self.half < self.width - margin):
            self.grid(2 * self.width)
        return (y + self.half) * self.width + x + self.half

    # ------------------------------------------------------------ laying a card
    def lay(self, card, corner: int, turn, token) -> None:
        """The card last put in the record's list, laid with its top-left cell at `corner` (a cell as runtime/
        tableau.py writes it): its cells join the open spots in order (a card that may never be covered shuts the
        spots over it) and the grid."""
        y, x = divmod(corner, _ROW)
        self.put(card, corner, x - _MIDDLE, y - _MIDDLE, turn, token)

    def put(self, card, corner: int, x: int, y: int, turn, token) -> None:
        """`lay` of the card whose top-left cell `corner` is x, y: a cell it touches for the first time becomes a
        spot. A shut cell is always touched (the cells a card shuts are among those it touches, which it marks first),
        so a cell of status 0 (in Python: not in `near_rows`) is one to add, as a hand-written simulator tests its
        board."""
        if self.shared:
            self.own()
        half, margin = self.half, self.margin
        if margin <= x + half < self.width - margin and margin <= y + half < self.width - margin:
            square = (y + half) * self.width + x + half
        else:
            square = self.square(x, y)     # (the grid doubled: another `half`)
            half = self.half
        status, cells = self.status, self.cells
        if not self.spotted:
            cells.clear()
        if _COMPILED:
            # natively: the offsets read from a C array, each new cell counted open on the grid (`Spots`), in C
            spots, reach_cells = self.cells, self.reach_cells
            for k in range(len(reach_cells)):
                cell = square + reach_cells[k]
                if not status[cell]:
                    status[cell] = _NEAR
                    spots.opened(cell)
        else:
            # the cells a card touches read a row at a time, as bits of one int a row (`near_rows`): the columns of the
            # row it touches that no card touched before are the new spots, looked up by those bits (`_reach_rows`)
            before, near, left, row = len(cells), self.near_rows, x + half - self.n, y + half
            for dy, columns, spots in self.reach_rows:
                touched = near[row + dy]
                new = columns & ~(touched >> left)
                if new:
                    near[row + dy] = touched | new << left
                    for offset in spots[new]:
                        cells.append(corner + offset)
            if len(cells) != before:
                # one sort of the spots with the card's new ones at the end, not an `insort` of each: the cells are
                # one-digit ints (runtime/tableau.py `_ROW`), which the sort compares as machine ints
                cells.sort()
        if card in self.fixed or (token is not None and self.fix_marked):
            self.shut_over(square, corner)
        self.spotted += 1
        if self.laid == len(self.area) - 1:
            self.show(card, square, turn, self.laid)

    def shut_over(self, square: int, corner: int) -> None:
        """No card may ever cover the card laid at `corner`: the spots over it leave the open ones."""
        if not _COMPILED:
            # in Python a row at a time (`shut_rows`, bits as `near_rows`'): the card touches every cell it shuts, so
            # the cells of a row it shuts that were not shut are open spots, and next to each other in the sorted spots
            row, column = divmod(square, self.width)
            shuts, cells, left = self.shut_rows, self.cells, column - self.n
            for dy, columns, start in self.overlap_rows:
                shut = shuts[row + dy]
                opened = columns & ~(shut >> left)
                if opened:
                    shuts[row + dy] = shut | opened << left
                    first = bisect_left(cells, corner + start)
                    del cells[first:first + opened.bit_count()]
            return
        status, cells, overlapping_cells, overlapping_spots = self.status, self.cells, self.overlapping_cells, \
            self.overlapping_spots
        spots = cells       # natively `Spots` (typed so in areas.pxd)
        near, shut = _NEAR, _SHUT
        for k in range(len(overlapping_cells)):
            cell = square + overlapping_cells[k]
            if not status[cell] & shut:
                status[cell] |= shut
                if status[cell] & near:
                    spots.shut(cell)        # the cell no longer counted open

    def show(self, card, square: int, turn, k: int) -> None:
        """Placement `k` on the grid: a card over a cell the last trace read, or a camp, makes the loops to be
        traced again."""
        if self.trails is None:
            self.laid = k + 1
            return
        seen, placed, read = self.seen_view, self.placed_view, self.read
        try:
            offsets, camp = self.shown[card][turn]
        except KeyError:        # a card of no deck of the layout, or turned a way its deck never is
            offsets, camp = self.shown_as(card, turn)
        for offset, variant in offsets:
            cell = square + offset
            if read[cell]:
                self.stale(read[cell])
            seen[cell] = variant
            placed[cell] = k
        if camp:
            self.camps.append((k, square, offsets))
            self.camp_found.append(None)
            self.found = None
        self.laid = k + 1

    def stale(self, readers: int) -> None:
        """The camps whose last walks read a cell just covered (`readers`: bit k for the k-th camp laid, bit 7 for
        the eighth and every later one) are to be traced again, and the loops of the area gathered again."""
        camp_found = self.camp_found
        for index in range(len(camp_found)):
            if readers >> (index if index < 7 else 7) & 1:
                camp_found[index] = None
        self.found = None

    def shown_as(self, card, turn) -> tuple:
        """(the (offset from the card's top-left cell on this grid, variant) of each of its cells, row first, whether
        one leaves a camp): what `show` writes of a card laid so that `Trails.shows` does not hold (a card of no deck
        of the layout, or turned a way its deck never is), worked out once per grid width."""
        by_turn = self.trails.cells.get(card)
        cells = by_turn.get(turn) if by_turn is not None else None
        if cells is None:       # a card of no deck of the layout shows no trail, but hides what it covers
            cells = tuple([(i, j, 0) for i, j in _footprint(self.n)])
        shown = self.trails.shown_on(cells, self.width)
        self.shown.setdefault(card, {})[turn] = shown
        return shown

    def catch_up(self) -> None:
        """Put the cards the record's list holds beyond those laid on the grid (none, where every card is laid by
        `lay`)."""
        area = self.area
        if self.shared and self.laid < len(area):
            self.own()
        for k in range(self.laid, len(area)):
            card, x, y, turn, _token = area[k]
            self.show(card, self.square(x, y), turn, k)

    def without(self, held=frozenset()) -> list:
        """The open spots (cells as runtime/tableau.py writes them, in order) less those a card laid there would cover
        a cell of `held` from: `spots(area, layout, held)` as cells."""
        if not held or not self.spotted:
            return self.cells
        ruled_out = _HELD.get((self.n, held)) or _held_spots(self.n, held)
        return [cell for cell in self.cells if cell not in ruled_out]

    # ------------------------------------------------------------ the loops
    def loops(self) -> list:
        """Every closed loop: (kind, markers, tokens on the long trails it passes, placement of its camp), in order of
        the camps laid, then of the pieces leaving them (row, column, piece)."""
        if self.trails is None:
            return traced_loops(self.area, self.layout)
        if self.laid != len(self.area):
            self.catch_up()
        if self.found is None:
            self.trace()
        return self.found

    def trace(self) -> None:
        """The loops of every camp in the order laid: those of a camp whose walks read no cell covered since, as last
        found; the others walked again (`trace_camp`). A loop comes back to its own camp, so no camp's loops depend on
        another's walks."""
        if self.shared:
            self.own()
        found = []
        camp_found = self.camp_found
        for index in range(len(camp_found)):
            loops = camp_found[index]
            if loops is None:
                loops = camp_found[index] = self.trace_camp(self.camps[index], 1 << (index if index < 7 else 7))
            found += loops
        self.found = found
        self.found_lengths = [loop[1] for loop in found]
        self.found_kinds = [loop[0] for loop in found]
        self.found_tokens = [len(loop[2]) for loop in found]

    def trace_camp(self, laid: tuple, reader: int) -> list:
        """The loops of one camp (`laid`: its placement, top-left cell and cells): a walk from each of its exits that
        still show, along its kind of trail, back to it, one table look-up per cell, each cell read marked with
        `reader`. A loop is found once, from the first of its two ends (the piece it comes back by is not walked)."""
        placed, area, starts, read = self.placed_view, self.area, self.starts, self.read
        seen, links, steps, stride = self.seen_view, self.links, self.steps, self.stride
        camp, square, offsets = laid
        found, back, tokens = [], set(), []
        most = self.laid * self.n * self.n * self.most_pieces + 1   # more steps than pieces that show
        for offset, variant in offsets:
            cell = square + offset
            if not starts[variant] or placed[cell] != camp:
                continue
            read[cell] |= reader
            for number, leave, markers, is_long, kind, name in starts[variant]:
                if cell * 64 + number in back:
                    continue
                if is_long and area[camp][4] is not None:
                    tokens.append(area[camp][4])
                if leave < 4:
                    # the walk's first step taken here: most exits of a camp (six in seven in a random game) lead
                    # to a cell no trail of their kind enters, which a call of `walk` would find after setting out
                    ahead = cell + steps[leave]
                    read[ahead] |= reader
                    link = links[seen[ahead] * stride + kind * 4 + (leave + 2) % 4]
                    if link < 0:
                        if tokens:
                            tokens.clear()
                        continue
                ended = self.walk(cell, number, leave, kind * 4, markers, camp, most, tokens, back, reader)
                if ended >= 0:
                    found.append((name, ended, tuple(sorted(set(tokens), key=str)) if tokens else (), camp))
                if tokens:
                    tokens.clear()
        return found

    def walk(self, cell: int, number: int, leave: int, base: int, markers: int, camp: int, most: int, tokens: list,
             back: set, reader: int) -> int:
        """The markers of the loop a camp's piece leaves by, or -1 at a dead end, a fork, another camp or past `most`
        steps; the tokens of the long trails passed are added to `tokens`, the piece the loop comes back by
        (`cell * 64 + number`) to `back`, and `reader` to each cell read."""
        seen, placed, read, area, links = self.seen_view, self.placed_view, self.read, self.area, self.links
        steps, stride, unit, to_camp = self.steps, self.stride, _NUMBER, _CAMP
        for _ in range(most):
            if leave >= 4:
                at = placed[cell]
                if leave == to_camp and at == camp:
                    back.add(cell * 64 + number)
                    return markers
                return -1
            cell += steps[leave]
            read[cell] |= reader
            variant = seen[cell]
            link = links[variant * stride + base + (leave + 2) % 4]     # entered by the side opposite
            if link < 0:
                return -1
            number = link // unit
            markers += link // 32 % (unit // 32)
            leave = link // 2 % 16
            if link & 1:
                at = placed[cell]
                token = area[at][4]
                if token is not None:
                    tokens.append(token)
        return -1

    def remember(self) -> None:
        """Hand the loops of the area as it stands to runtime/tableau.py's memo: the scoring, on the readable state,
        asks next."""
        _remember(_LOOPS, (id(self.layout), _key(self.area)), self.loops())

    def lengths(self) -> list:
        if self.found is None or self.laid != len(self.area):
            self.loops()
        return self.found_lengths if self.trails is not None else [loop[1] for loop in self.loops()]

    def kinds(self) -> list:
        if self.found is None or self.laid != len(self.area):
            self.loops()
        return self.found_kinds if self.trails is not None else [loop[0] for loop in self.loops()]

    def tokens(self) -> list:
        if self.found is None or self.laid != len(self.area):
            self.loops()
        return self.found_tokens if self.trails is not None else [len(loop[2]) for loop in self.loops()]


_KEPT_AREAS: dict = {}       # (id(layout), cards, hash of their placements) -> (layout, the placements, their Area)
_AREAS_KEPT = 1024


def kept_area(area, layout) -> Area:
    """`Area(area, layout)` of an area lowered with its cards (a world greedy weighs moves on, a playout past ISMCTS's
    tree): a copy of the Area of the longest first part of its cards lowered before (the same game's area a few cards
    back: areas only grow), its other cards put after, where there is one; every Area so made is kept. Copies share
    their grid until they lay a card (`copy`), and the kept ones are never laid on: they only give copies. A copy with
    cards put after finds what a new Area finds (tests/runtime/test_tableau.py)."""
    if not area:
        return Area(area, layout)
    place, h, hashes = id(layout), 0, []
    try:
        for placement in area:
            h = hash((h, *placement))
            hashes.append(h)
    except TypeError:       # a value that is no key (a list): made anew
        return Area(area, layout)
    for cards in range(len(area), 0, -1):
        kept = _KEPT_AREAS.get((place, cards, hashes[cards - 1]))
        if kept is not None and kept[0] is layout and kept[1] == area[:cards]:
            made = kept[2].copy(area)
            if cards == len(area):
                return made
            for card, x, y, turn, token in area[cards:]:
                made.put(card, _cell(x, y), x, y, turn, token)
            break
    else:
        made = Area(area, layout)
    placements = [list(placement) for placement in area]      # (its own: a placement's list may change in the game)
    _remember(_KEPT_AREAS, (place, len(area), hashes[-1]), (layout, placements, made.copy(placements)), _AREAS_KEPT)
    return made


def lay(area, kept: Area, card, cell: int, turn=0, token=None) -> None:
    """`place(area, card, spot, turn, token)` at a spot written as a cell, the area kept up to date."""
    if turn not in TURNS:
        raise RuleError(f"a card is turned 0, 90, 180 or 270 degrees, not {turn}")
    y = cell // _WIDE
    x = cell - y * _WIDE - _HALF
    y -= _HALF
    area.append([card, x, y, turn, token])
    kept.put(card, cell, x, y, turn, token)     # `Area.lay` less its own divmod: one call fewer a card laid
