"""Where an effect text stands in its YAML file: positions inside the text mapped to file positions.

Kept apart from parse.py (which needs Lark) so that a text whose syntax tree is kept
(parse_cache.py) is placed without loading the parser at all.
"""
from __future__ import annotations

from .diagnostics import Span
from .plain import Frozen, set_field


class Origin(Frozen):
    """Where an effect string sits in its file.

    A one-line plain scalar simply shifts columns. Any other scalar (a block, a quoted text,
    a plain text over several lines) carries `places`: the file position of every character
    of the parsed text, found by aligning the text with the raw source (see `align`).
    """
    __slots__ = ("file", "line", "column", "indent", "places", "starts")      # starts: where each line of the text begins

    def __init__(self, file: str, line: int, column: int, indent: int | None = None, places: tuple | None = None,
                 starts: tuple | None = None):
        set_field(self, "file", file)
        set_field(self, "line", line)
        set_field(self, "column", column)
        set_field(self, "indent", indent)
        set_field(self, "places", places)
        set_field(self, "starts", starts)

    def span(self, line: int, column: int, end_line: int | None = None, end_column: int | None = None) -> Span:
        start_line, start_col = self.place(line, column)
        if end_line is None:
            return Span(self.file, start_line, start_col)
        stop_line, stop_col = self.place(end_line, end_column)
        return Span(self.file, start_line, start_col, stop_line, stop_col)

    def place(self, line: int, column: int) -> tuple[int, int]:
        if self.places is not None:
            offset = self.starts[min(line, len(self.starts)) - 1] + column - 1
            return self.places[max(0, min(offset, len(self.places) - 1))]
        if line == 1:
            return self.line, self.column + column - 1
        return self.line + line - 1, (self.indent or 0) + column


# Positions relative to the text itself (line 1, column 1 is its first character): parse_cache.py
# keeps trees made with it and places them through each text's own Origin.
IDENTITY = Origin("", 1, 1, 0)


def align(value: str, raw: str, line: int, column: int) -> tuple:
    """File positions of each character of `value`, a scalar's text, within `raw`, its source.

    Every non-space character of the value appears in the source in the same order (block
    indicators, indentation, quotes, escape backslashes and folded line breaks are what lie
    between), so a forward scan pairs them; spaces take the position they reach.
    """
    where, l, c = [], line, column
    for ch in raw:
        where.append((l, c))
        l, c = (l + 1, 1) if ch == "\n" else (l, c + 1)
    where.append((l, c))
    places, i = [], 0
    for ch in value:
        if ch.isspace():
            places.append(where[min(i, len(raw))])
            if i < len(raw) and raw[i].isspace():
                i += 1
            continue
        j = raw.find(ch, i)
        if j < 0:
            places.append(where[min(i, len(raw))])
            continue
        places.append(where[j])
        i = j + 1
    places.append(where[min(i, len(raw))])
    return tuple(places)


def _line_starts(text: str) -> tuple:
    starts, offset = [0], 0
    for piece in text.split("\n")[:-1]:
        offset += len(piece) + 1
        starts.append(offset)
    return tuple(starts)


# The style of a spreadsheet's cell (compiler/frontend/spreadsheet.py): its span names a cell, not characters.
CELL_STYLE = "cell"


def origin_of(node, source_line=None) -> Origin:
    """The Origin of a loaded YAML scalar (compiler.frontend.load.Node)."""
    span = node.span
    style = getattr(node, "style", None) or ""
    value = node.value if isinstance(node.value, str) else ""
    if style == CELL_STYLE:     # every character of an effect in a cell is placed at its cell
        return Origin(span.file, span.line, span.column, places=((span.line, span.column),) * (len(value) + 1),
                      starts=_line_starts(value))
    one_line = span.end_line in (None, span.line) and "\n" not in value
    if style == "" and one_line:
        return Origin(span.file, span.line, span.column, span.column - 1)
    if source_line is not None and span.end_line is not None:
        last, stop = span.end_line, span.end_column
        if stop == 1 and last > span.line:       # the scalar ends with its line break
            last, stop = last - 1, None
        lines = [source_line(n) for n in range(span.line, last + 1)]
        if all(text is not None for text in lines):
            if stop is not None:
                lines[-1] = lines[-1][:stop - 1]
            raw = "\n".join(lines)[span.column - 1:]
            return Origin(span.file, span.line, span.column, places=align(value, raw, span.line, span.column),
                          starts=_line_starts(value))
    if style in ("|", ">"):
        return Origin(span.file, span.line + 1, span.column + 3, span.column + 2)
    return Origin(span.file, span.line, span.column + (1 if style in ('"', "'") else 0), span.column - 1)
