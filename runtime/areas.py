"""A tableau's area as the lowered playout keeps it (compiler/codegen/lower/tableau.py): its open spots and its
closed loops kept up to date as cards are laid, where runtime/tableau.py works them out from the list of placements.

Any tile-laying game may use it; nothing here knows a game. A cell is one int (runtime/tableau.py `_cell`: row
first, so that sorting cells lists spots in order), and the area is a grid of them: the cell's variant seen there
(a card, turned, and which of its cells) and the placement it belongs to. A variant's trails are a table made once
per layout, read one look-up per cell as a trail is followed: (kind, side entered) -> (the piece, the side or end
it leaves by, its markers, whether it is long), as the hand-written references trace loops. The loops are traced
again only when a card covers a cell their last trace read, or a camp is laid: a card laid elsewhere changes no
walk from a camp.

This module is compiled by the native build (compiler/driver/native.py), typed by areas.pxd beside it.
"""
from __future__ import annotations

from bisect import bisect_left, insort

from .rules import RuleError
from .tableau import (TURNS, _HELD, _LOOPS, _MIDDLE, _ROW, _camp_cells, _cell, _footprint, _held_spots, _key,
                      _overlapping, _reach, _remember, geometry, loops as traced_loops)

_SIDES = {"N": 0, "E": 1, "S": 2, "W": 3, "camp": 4, "end": 5}
_OPPOSITE = (2, 3, 0, 1)
_CAMP, _END = 4, 5
_STEP = (-_ROW, 1, _ROW, -1)      # the cell beyond each side, N E S W, as an offset of cells written as ints
_TRAILS: dict = {}     # id(layout) -> (layout, its `_Trails`, or None where a trail table cannot be made)


# ------------------------------------------------------------------ trails as tables

class _Variant:
    """One cell of a card, turned: its trails as a table, `links[kind * 4 + side entered]` = (the piece's number in
    the cell, the side it leaves by or `_CAMP`/`_END`, its markers, whether it is long), None where no trail of that
    kind enters; and the pieces leaving a camp, (number, side or end it leaves by, markers, is_long, kind, kind's name)."""
    __slots__ = ("links", "starts")

    def __init__(self, links: tuple, starts: tuple):
        self.links, self.starts = links, starts


_NOTHING = _Variant((), ())


def _trail_tables(layout):
    """{card: {turn: ((cell offset, i, j, variant) for each cell of the card)}} of a layout, with its kinds, or None
    when a cell carries two ends of one kind on one side (the compiler refuses such cards, E502): a walk there may
    fork inside the cell, which the tables cannot say, and runtime/tableau.py traces it."""
    entry = _TRAILS.get(id(layout))
    if entry is not None and entry[0] is layout:
        return entry[1]
    cards, _fixed = geometry(layout)
    n = layout["cells"]
    kinds: dict = {}
    for by_turn in cards.values():
        for cells in by_turn.values():
            for pieces in cells.values():
                for piece in pieces:
                    kinds.setdefault(piece[4], len(kinds))
    width = 4 * max(len(kinds), 1)
    tables = {}
    for card, by_turn in cards.items():
        tables[card] = {}
        for turn, cells in by_turn.items():
            variants = []
            for i, j in sorted(_footprint(n), key=lambda cell: (cell[1], cell[0])):
                variant = _variant(cells.get((i, j), ()), kinds, width)
                if variant is None:
                    _TRAILS[id(layout)] = (layout, None)
                    return None
                variants.append((j * _ROW + i, i, j, variant))
            tables[card][turn] = tuple(variants)
    _TRAILS[id(layout)] = (layout, (tables, kinds))
    return tables, kinds


def _variant(pieces, kinds: dict, width: int):
    """The `_Variant` of a cell's pieces, or None if two ends of one kind share a side."""
    if not pieces:
        return _NOTHING
    links, starts = [None] * width, []
    for number, (_i, _j, a, b, kind, markers, is_long) in enumerate(pieces):
        ends = (_SIDES[a], _SIDES[b])
        for enter, leave in (ends, ends[::-1]):
            if enter < 4:
                at = kinds[kind] * 4 + enter
                if links[at] is not None:
                    return None
                links[at] = (number, leave, markers, is_long)
        if _CAMP in ends:
            leave = ends[1] if ends[0] == _CAMP else ends[0]
            starts.append((number, leave, markers, is_long, kinds[kind], kind))
    return _Variant(tuple(links), tuple(starts))


class Area:
    """One area of a tableau kept up to date as its cards are laid (`lay`): its open spots and its closed loops.

    The spots: the cells touching or under its cards (`near`), those under a card that may never be covered
    (`shut`) and the open ones in order (`cells`: near less shut, sorted): what `spots` lists, kept by adding each
    card's cells as it is laid instead of working the whole area out at every decision. The loops: each card's
    cells put on the grid (`shown`: cell -> the variant seen there and its placement), and the loops traced again,
    when next asked, only if a card laid since covers a cell the last trace read or is a camp. `loops()` is
    runtime/tableau.py `loops` of the area; `lengths`, `kinds` and `tokens` are `loop_lengths`, `loop_kinds` and
    `loop_tokens`, worked out once per trace. The record's own list of placements (`area`) only grows: a card put
    there other than by `lay` is put on the grid when the loops are next asked.
    """
    __slots__ = ("area", "layout", "n", "fixed", "fix_marked", "reach", "overlapping", "near", "shut", "cells",
                 "tables", "blank", "laid", "shown", "camps", "read", "most_pieces", "found", "found_lengths",
                 "found_kinds", "found_tokens")

    def __init__(self, area, layout):
        self.area, self.layout = area, layout
        self.n = layout["cells"]
        self.reach, self.overlapping = _reach(self.n), _overlapping(self.n)
        self.fixed = geometry(layout)[1]
        self.fix_marked = layout.get("fix_marked")
        self.near, self.shut, self.cells = set(), set(), [_cell(0, 0)]     # the first card goes to 0,0
        tables = _trail_tables(layout)
        self.tables = tables[0] if tables is not None else None
        self.most_pieces = _camp_cells(layout)[1]
        # a card of no deck of the layout shows no trail, but hides what it covers
        self.blank = tuple((j * _ROW + i, i, j, _NOTHING) for i, j in sorted(_footprint(self.n),
                                                                          key=lambda cell: (cell[1], cell[0])))
        self.laid = 0           # the placements of `area` on the grid
        self.shown = {}         # cell -> (the variant seen there, its placement)
        self.camps = []         # (placement, top-left cell, the camp's cells) of each camp laid, in order
        self.read = set()       # the cells the last trace read
        self.found = None       # the loops as last traced; None: to trace again
        self.found_lengths = self.found_kinds = self.found_tokens = None
        for card, x, y, turn, token in area:
            self.lay(card, _cell(x, y), turn, token)

    # ------------------------------------------------------------ laying a card
    def lay(self, card, corner: int, turn, token) -> None:
        """The card last put in the record's list, laid with its top-left cell at `corner`: its cells join the open
        spots in order (a card that may never be covered shuts the spots over it) and the grid."""
        near, shut, cells = self.near, self.shut, self.cells
        if not near:
            for offset in self.reach:
                near.add(corner + offset)
            if card in self.fixed or (token is not None and self.fix_marked):
                for offset in self.overlapping:
                    shut.add(corner + offset)
            self.cells = sorted(near - shut)
        else:
            for offset in self.reach:
                cell = corner + offset
                if cell not in near:
                    near.add(cell)
                    if cell not in shut:
                        insort(cells, cell)
            if card in self.fixed or (token is not None and self.fix_marked):
                self.shut_over(corner)
        if self.laid == len(self.area) - 1:
            self.show(card, corner, turn, self.laid)

    def shut_over(self, corner: int) -> None:
        """No card may ever cover the card laid at `corner`: the spots over it leave the open ones."""
        shut, cells = self.shut, self.cells
        for offset in self.overlapping:
            cell = corner + offset
            if cell not in shut:
                shut.add(cell)
                k = bisect_left(cells, cell)
                if k < len(cells) and cells[k] == cell:
                    del cells[k]

    def show(self, card, corner: int, turn, k: int) -> None:
        """Placement `k` on the grid: a card over a cell the last trace read, or a camp, makes the loops to be
        traced again."""
        shown, read = self.shown, self.read
        tables = self.tables
        cells = self.blank
        if tables is not None:
            by_turn = tables.get(card)
            if by_turn is not None:
                cells = by_turn.get(turn) or self.blank
        camp = False
        for offset, _i, _j, variant in cells:
            cell = corner + offset
            if cell in read:
                self.found = None
            shown[cell] = (variant, k)
            if variant.starts:
                camp = True
        if camp:
            self.camps.append((k, corner, cells))
            self.found = None
        self.laid = k + 1

    def catch_up(self) -> None:
        """Put the cards the record's list holds beyond those laid on the grid (none, where every card is laid by
        `lay`)."""
        area = self.area
        for k in range(self.laid, len(area)):
            card, x, y, turn, _token = area[k]
            self.show(card, _cell(x, y), turn, k)

    def without(self, held=frozenset()) -> list:
        """The open spots (cells as ints, in order) less those a card laid there would cover a cell of `held` from:
        `spots(area, layout, held)` as cells."""
        if not held or not self.near:
            return self.cells
        ruled_out = _HELD.get((self.n, held)) or _held_spots(self.n, held)
        return [cell for cell in self.cells if cell not in ruled_out]

    # ------------------------------------------------------------ the loops
    def loops(self) -> list:
        """Every closed loop: (kind, markers, tokens on the long trails it passes, placement of its camp), in order of
        the camps laid, then of the pieces leaving them (row, column, piece)."""
        if self.tables is None:
            return traced_loops(self.area, self.layout)
        if self.laid != len(self.area):
            self.catch_up()
        if self.found is None:
            self.trace()
        return self.found

    def trace(self) -> None:
        """Walk from each camp's exits that still show, along its kind of trail, back to it: one table look-up per
        cell. A loop is found once, from the first of its two ends (the piece it comes back by is not walked)."""
        shown, area = self.shown, self.area
        self.read = read = set()
        found, back = [], set()
        most = len(shown) * self.most_pieces + 1     # more steps than pieces that show: a walk never takes that many
        for camp, corner, cells in self.camps:
            for offset, _i, _j, variant in cells:
                cell = corner + offset
                if not variant.starts or shown[cell][1] != camp:
                    continue
                read.add(cell)
                for number, leave, markers, is_long, kind, name in variant.starts:
                    if (cell, number) in back:
                        continue
                    tokens = set()
                    if is_long and area[camp][4] is not None:
                        tokens.add(area[camp][4])
                    ended = self.walk(cell, number, leave, kind * 4, markers, camp, most, tokens, back)
                    if ended >= 0:
                        found.append((name, ended, tuple(sorted(tokens, key=str)), camp))
        self.found = found
        self.found_lengths = [loop[1] for loop in found]
        self.found_kinds = [loop[0] for loop in found]
        self.found_tokens = [len(loop[2]) for loop in found]

    def walk(self, cell: int, number: int, leave: int, base: int, markers: int, camp: int, most: int, tokens: set,
             back: set) -> int:
        """The markers of the loop a camp's piece leaves by, or -1 at a dead end, a fork, another camp or past `most`
        steps; the tokens of the long trails passed are added to `tokens`, and the piece the loop comes back by
        to `back`."""
        shown, read, area = self.shown, self.read, self.area
        for _ in range(most):
            if leave >= 4:
                if leave == _CAMP and shown[cell][1] == camp:
                    back.add((cell, number))
                    return markers
                return -1
            cell += _STEP[leave]
            read.add(cell)
            seen = shown.get(cell)
            if seen is None:
                return -1
            variant = seen[0]
            links = variant.links
            link = links[base + _OPPOSITE[leave]] if links else None
            if link is None:
                return -1
            number, leave, passed, is_long = link
            markers += passed
            if is_long:
                token = area[seen[1]][4]
                if token is not None:
                    tokens.add(token)
        return -1

    def remember(self) -> None:
        """Hand the loops of the area as it stands to runtime/tableau.py's memo: the scoring, on the readable state,
        asks next."""
        _remember(_LOOPS, (id(self.layout), _key(self.area)), self.loops())

    def lengths(self) -> list:
        if self.found is None or self.laid != len(self.area):
            self.loops()
        return self.found_lengths if self.tables is not None else [loop[1] for loop in self.loops()]

    def kinds(self) -> list:
        if self.found is None or self.laid != len(self.area):
            self.loops()
        return self.found_kinds if self.tables is not None else [loop[0] for loop in self.loops()]

    def tokens(self) -> list:
        if self.found is None or self.laid != len(self.area):
            self.loops()
        return self.found_tokens if self.tables is not None else [len(loop[2]) for loop in self.loops()]


def lay(area, kept: Area, card, cell: int, turn=0, token=None) -> None:
    """`place(area, card, spot, turn, token)` at a spot written as a cell, the area kept up to date."""
    if turn not in TURNS:
        raise RuleError(f"a card is turned 0, 90, 180 or 270 degrees, not {turn}")
    y, x = divmod(cell, _ROW)
    area.append([card, x - _MIDDLE, y - _MIDDLE, turn, token])
    kept.lay(card, cell, turn, token)
