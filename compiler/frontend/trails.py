"""The trails printed on a card, written as data: a small notation, checked here, compiled into pieces.

A deck declares the column: `fields: {trails: {type: trails, of: trail_types}}` (`cells: 2` by default:
a card is 2 × 2 cells, so cards may overlap by half a card). Each card lists its trails, one text each:

    "*kayaking: W1 > a1 > b2 > d > S2"      the long trail (`*`: a token on the card lies on it)
    "hiking: N1 > a > W1"                   a short trail
    "biking: camp > a > N1"                 a trail leaving the card's camp
    "hiking: E2 > d1 > end"                 a trail that stops on the card (a dead end)

Cells are lettered row by row from the top left (a b / c d); a connector is an edge and its place
along it, counted from the top or the left (N1 N2 across the top, E1 E2 down the right, S1 S2 across
the bottom, W1 W2 down the left). A trail runs from an end through cells, each next to the last,
to an end; the number after a cell is the trail markers it passes there (an intersection the trail
crosses twice is written in both cells' counts). Two trails of one kind may not use the same side of
a cell. The result, per card, is a list of pieces `(i, j, side, side, kind, markers, long)` that
runtime/tableau.py lays and traces.
"""
from __future__ import annotations

import re

from .diagnostics import Diagnostic, Span, did_you_mean

_TRAIL = re.compile(r"\s*(\*?)\s*([a-z][a-z0-9_-]*)\s*:(.*)$")
_STOP = re.compile(r"\s*(?:([NESW])(\d+)|(camp|end)|([a-z])(\d*))\s*$")
_STEP = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}


def connector_cell(side: str, place: int, n: int) -> tuple:
    """The cell an edge connector touches: N2 is the top edge of the second cell from the left."""
    if side == "N":
        return (place - 1, 0)
    if side == "S":
        return (place - 1, n - 1)
    if side == "W":
        return (0, place - 1)
    return (n - 1, place - 1)


def cell_name(i: int, j: int, n: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[j * n + i]


class TrailReader:
    """Reads the trails of one card; problems become diagnostics at the character they concern."""

    def __init__(self, kinds: list, n: int, card: str):
        self.kinds, self.n, self.card = kinds, n, card
        self.diags: list = []

    def error(self, code, message, span, help=None):
        self.diags.append(Diagnostic(code, message, span, help))

    def card_pieces(self, texts: list) -> list:
        """[(text, span of its first character)] -> the card's pieces (what could be read of them)."""
        pieces, used, longs = [], set(), 0
        for text, at in texts:
            trail = self.trail(text, at)
            if trail is None:
                continue
            long, kind, cells = trail
            if long:
                longs += 1
                if longs == 2:
                    self.error("E502", f"card '{self.card}' has two long trails (marked '*'); a card has at most one",
                               at, help="keep the '*' on the trail an animal token lies on")
            for (i, j, a, b, markers) in cells:
                for side in (a, b):
                    if side in _STEP and (kind, i, j, side) in used:
                        self.error("E502", f"two {kind} trails of card '{self.card}' use the {side} side of cell "
                                   f"{cell_name(i, j, self.n)}", at,
                                   help="a side of a cell carries one trail of each kind; join them or move one")
                    used.add((kind, i, j, side))
                pieces.append((i, j, a, b, kind, markers, long))
        return pieces

    def trail(self, text: str, at: Span):
        if not isinstance(text, str):
            self.error("E500", f"a trail of card '{self.card}' is written as text, such as \"hiking: N1 > a > W1\"", at)
            return None
        match = _TRAIL.match(text)
        if match is None:
            self.error("E500", f"'{text}' is not a trail: write KIND: END > CELL > ... > END, such as "
                       "\"hiking: N1 > a > W1\"", at)
            return None
        long, kind, rest = match.group(1) == "*", match.group(2), match.group(3)
        if kind not in self.kinds:
            self.error("E501", f"'{kind}' is not a kind of trail", _at(at, match.start(2), len(kind)),
                       did_you_mean(kind, self.kinds))
            return None
        stops, offset = [], match.start(3)
        for part in rest.split(">"):
            stops.append((part, offset))
            offset += len(part) + 1
        if len(stops) < 3:
            self.error("E500", f"a trail runs from an end through at least one cell to an end, as in "
                       f"\"{kind}: N1 > a > W1\"", _at(at, match.start(3), len(rest)))
            return None
        spans = [_at(at, pos + len(part) - len(part.lstrip()), len(part.strip())) for part, pos in stops]
        read = [self.stop(part, spans[k], k in (0, len(stops) - 1)) for k, (part, _pos) in enumerate(stops)]
        if any(r is None for r in read):
            return None
        return long, kind, self.cells(read, spans)

    def stop(self, part: str, at: Span, is_end: bool):
        match = _STOP.match(part)
        n = self.n
        if match is None:
            what = "an end (a connector such as N1, camp or end)" if is_end else "a cell (a letter, then its markers)"
            self.error("E500", f"'{part.strip()}' is not {what}", at)
            return None
        side, place, word, cell, markers = match.groups()
        if is_end and cell:
            self.error("E500", f"a trail ends at an edge connector, camp or end, not at the cell '{cell}'", at,
                       help=f"add the connector it leaves by, such as N1 > {cell}")
            return None
        if not is_end and not cell:
            self.error("E500", f"'{part.strip()}' stands between the ends, where a cell is expected", at)
            return None
        if side:
            if not 1 <= int(place) <= n:
                self.error("E502", f"'{side}{place}': an edge has connectors 1 to {n}", at)
                return None
            return ("edge", side, connector_cell(side, int(place), n))
        if word:
            return (word,)
        index = "abcdefghijklmnopqrstuvwxyz".find(cell)
        if index >= n * n:
            self.error("E502", f"'{cell}' is not a cell of a card of {n} × {n} cells (a to "
                       f"{cell_name(n - 1, n - 1, n)})", at)
            return None
        return ("cell", (index % n, index // n), int(markers or 0))

    def cells(self, read: list, spans: list):
        """Each cell of a trail with the sides it enters and leaves by."""
        out = []
        for k in range(1, len(read) - 1):
            (i, j), markers = read[k][1], read[k][2]
            sides = []
            for other, span in ((read[k - 1], spans[k - 1]), (read[k + 1], spans[k + 1])):
                side = self.side_towards((i, j), other, span)
                if side is None:
                    return out
                sides.append(side)
            out.append((i, j, sides[0], sides[1], markers))
        return out

    def side_towards(self, cell, other, span):
        if other[0] == "edge":
            side, touched = other[1], other[2]
            if touched != cell:
                self.error("E502", f"the connector {side} here does not touch cell {cell_name(*cell, self.n)}",
                           span, help=f"cell {cell_name(*touched, self.n)} is the one at that connector")
                return None
            return side
        if other[0] in ("camp", "end"):
            return other[0]
        for side, (dx, dy) in _STEP.items():
            if (cell[0] + dx, cell[1] + dy) == other[1]:
                return side
        self.error("E502", f"cells {cell_name(*cell, self.n)} and {cell_name(*other[1], self.n)} are not side by side",
                   span, help="a trail goes from a cell to one beside it (not diagonally)")
        return None


def _at(span: Span, offset: int, length: int) -> Span:
    return Span(span.file, span.line, span.column + offset, span.line, span.column + offset + max(length, 1))


def read_card_trails(node, kinds: list, n: int, card: str) -> tuple[list, list]:
    """A card's `trails:` (a YAML list of texts, or one text) -> (pieces, diagnostics)."""
    items = node.value if isinstance(node.value, list) else [node]
    texts = []
    for item in items:
        style = getattr(item, "style", None) or ""
        start = item.span.column + (1 if style in ('"', "'") else 0)
        texts.append((item.value, Span(item.span.file, item.span.line, start)))
    reader = TrailReader(kinds, n, card)
    pieces = reader.card_pieces(texts)
    return pieces, reader.diags
