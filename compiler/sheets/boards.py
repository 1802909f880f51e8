"""The board sheet: each board of a game drawn from the tables its rules use, as SVG in HTML, tiled onto pages.

Three kinds of board are found in the data, as `cairn play` finds them (runtime/terminal.py, runtime/strip.py):
  a graph     a table of edges (`from` and `to` columns) joining the rows of another table whose rows carry
              `x` and `y` (millimetres on the printed board): places as discs, each edge as its `length` spaces
              in its `colour`, side by side when two edges join the same places (Trek's map);
  a grid      the same, but the nodes carry `row` and `col`: each node a cell, each edge a bar across the border
              of its two cells with a black dot where a true column of the edge marks it (Trail Story's paths);
              nodes that share a place (two sides of a piece) are drawn in as many arrangements as needed;
  a trail     game.yaml `trail:`: the spaces in order as a strip that turns back at the end of each row,
              coloured by section, with the trail's marks (runtime/strip.py draws the same in text).
A graph whose nodes have no coordinates is not drawn: W620 names the places that lack them.

The drawing is a list of shapes in millimetres (numbers, fixed colours and the colour names of CSS_COLOURS only);
every designer string (a place's name, a section's, a legend's) is a Text shape, which the template
(templates/board.html.j2) writes through Jinja's autoescaping. A board larger than the printable part of a page
is tiled (`tiles`): each page shows one tile at real size, overlapping its neighbours by OVERLAP millimetres
with dashed overlap marks, after an overview page of the whole board scaled to fit.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

import jinja2

from ..caches.template_cache import keep_compiled
from ..frontend.diagnostics import Diagnostic
from ..frontend.english import singular, words

TEMPLATES = Path(__file__).with_name("templates")
PAGE_MARGIN = 10.0      # mm around the printed part of a page
CAPTION = 10.0          # mm at the top of a page for its caption
OVERLAP = 10.0          # mm each tile shares with the next, to line the pages up and glue them
# Pale fills of the colour names a designer may give a section or a kind; other values take PALETTE in turn.
TINTS = {"green": "#c8e6c9", "blue": "#bbdefb", "yellow": "#fff59d", "red": "#ffcdd2", "purple": "#e1bee7",
         "orange": "#ffe0b2", "brown": "#d7ccc8", "gray": "#e0e0e0", "grey": "#e0e0e0", "pink": "#f8bbd0",
         "white": "#ffffff", "black": "#9e9e9e", "teal": "#b2dfdb", "gold": "#ffe082"}
PALETTE = ("#c8e6c9", "#bbdefb", "#fff9c4", "#d7ccc8", "#e1bee7", "#ffe0b2", "#b2dfdb", "#f8bbd0", "#dcedc8")
# Strong colours of routes, by the CSS colour name in the data; any other name prints gray.
INKS = {"purple": "#7b1fa2", "blue": "#1565c0", "yellow": "#fbc02d", "orange": "#ef6c00", "brown": "#6d4c41",
        "red": "#c62828", "green": "#2e7d32", "black": "#212121", "white": "#fafafa", "gray": "#9e9e9e",
        "grey": "#9e9e9e", "pink": "#ec407a", "teal": "#00897b", "gold": "#ffb300"}
MARK_SHAPES = ("triangle", "diamond", "square", "circle")


# ====================================================================== shapes and views
@dataclass
class Shape:
    """One element of a drawing, in millimetres: kind is line, rect, circle, polygon or text."""
    kind: str
    x: float = 0.0
    y: float = 0.0
    x2: float = 0.0
    y2: float = 0.0
    w: float = 0.0
    h: float = 0.0
    r: float = 0.0
    fill: str = "none"
    stroke: str = "none"
    width: float = 0.0
    dash: str = ""
    points: str = ""
    text: str = ""          # designer text: escaped by the template
    lines: tuple = ()       # the text wrapped, a line each (the whole text is the element's label)
    leading: float = 0.0
    size: float = 3.0
    anchor: str = "middle"
    bold: bool = False


@dataclass
class Tile:
    row: int
    col: int
    x: float
    y: float
    w: float
    h: float
    marks: list = field(default_factory=list)     # overlap marks: Shape lines in board millimetres


@dataclass
class BoardView:
    id: str
    title: str
    kind: str               # graph, grid or trail
    width: float
    height: float
    shapes: list
    legend: list            # [(fill colour, shape kind, label)]
    names: list             # every place or space named on the board
    note: str = ""
    tiles: dict = field(default_factory=dict)     # paper -> [Tile]


def line(x, y, x2, y2, stroke, width, dash="") -> Shape:
    return Shape("line", x=round(x, 2), y=round(y, 2), x2=round(x2, 2), y2=round(y2, 2), stroke=stroke,
                 width=width, dash=dash)


def text(x, y, words_, size=3.0, anchor="middle", bold=False) -> Shape:
    return Shape("text", x=round(x, 2), y=round(y, 2), text=words_, size=size, anchor=anchor, bold=bold)


def name_block(x, y, words_: str, width: int, size: float, bold: bool = False) -> Shape:
    """A name wrapped in lines of at most `width` characters, centred on x, its first line's baseline at y."""
    return Shape("text", x=round(x, 2), y=round(y, 2), text=words_, lines=tuple(wrap(words_, width)), size=size,
                 leading=round(size * 1.22, 2), bold=bold)


def mark(shape: str, x: float, y: float, r: float, fill: str = "#212121") -> Shape:
    """A mark of a space or node: a small filled triangle, diamond, square or circle centred on (x, y)."""
    if shape == "circle":
        return Shape("circle", x=round(x, 2), y=round(y, 2), r=r, fill=fill)
    corners = {"triangle": ((0, -1), (0.9, 0.7), (-0.9, 0.7)), "diamond": ((0, -1), (1, 0), (0, 1), (-1, 0)),
               "square": ((-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8))}[shape]
    return Shape("polygon", fill=fill, points=" ".join(f"{x + a * r:.2f},{y + b * r:.2f}" for a, b in corners))


def wrap(words_: str, width: int) -> list:
    """Words in lines of at most `width` characters (a longer word keeps a line of its own)."""
    lines, current = [], ""
    for word in str(words_).split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    return lines + ([current] if current else [])


def title(name: str) -> str:
    found = words(name)
    return found[:1].upper() + found[1:]


def mark_name(model, column: str) -> str:
    """A mark's name in a legend: the printed name of the deck it is a card of ("JMT marker" for the
    `jmt_marker` column of the JMT markers deck), else its column's words ("Summit")."""
    for name in (column, column + "s"):
        table = model.tables.get(name)
        printed = (table.deck or {}).get("name") if table is not None else None
        if isinstance(printed, str) and printed.strip():
            return singular(printed.strip())
    return title(column)


# ====================================================================== tiling
def printable(paper: tuple) -> tuple:
    """The part of a page a tile may use: (width, height) in mm inside the margins, below the caption."""
    _name, width, height = paper
    return width - 2 * PAGE_MARGIN, height - 2 * PAGE_MARGIN - CAPTION


def tiles(width: float, height: float, paper: tuple, overlap: float = OVERLAP) -> list:
    """The tiles that print a board of width × height mm at real size: one when it fits the printable part of
    the page, else a grid of them, each `overlap` mm over its right and lower neighbours, the last ones flush
    with the board's edge. Each tile carries its overlap marks: a dashed line where the next tile begins."""
    pw, ph = printable(paper)
    cols = 1 if width <= pw else math.ceil((width - overlap) / (pw - overlap))
    rows = 1 if height <= ph else math.ceil((height - overlap) / (ph - overlap))
    out = []
    for r in range(rows):
        for c in range(cols):
            x = min(c * (pw - overlap), max(0.0, width - pw))
            y = min(r * (ph - overlap), max(0.0, height - ph))
            w, h = min(pw, width - x), min(ph, height - y)
            tile = Tile(r + 1, c + 1, round(x, 3), round(y, 3), round(w, 3), round(h, 3))
            if c + 1 < cols:        # the next tile to the right starts here
                nx = min((c + 1) * (pw - overlap), max(0.0, width - pw))
                tile.marks.append(line(nx, y, nx, y + h, "#d81b60", 0.3, "2 1.5"))
            if c > 0:               # this tile starts over the last one: where it ends
                tile.marks.append(line(out[-1].x + out[-1].w, y, out[-1].x + out[-1].w, y + h, "#d81b60", 0.3,
                                       "0.6 1.2"))
            if r + 1 < rows:
                ny = min((r + 1) * (ph - overlap), max(0.0, height - ph))
                tile.marks.append(line(x, ny, x + w, ny, "#d81b60", 0.3, "2 1.5"))
            if r > 0:
                above = out[(r - 1) * cols + c]
                tile.marks.append(line(x, above.y + above.h, x + w, above.y + above.h, "#d81b60", 0.3, "0.6 1.2"))
            out.append(tile)
    return out


# ====================================================================== finding the boards
def graph_tables(model) -> list:
    """(edges, nodes) of each graph board: a table with `from` and `to` columns naming rows of one other table."""
    found = []
    for table in model.tables.values():
        ends = (table.columns.get("from"), table.columns.get("to"))
        if not table.rows or None in ends or ends[0] != ends[1] or ends[0][0] != "id":
            continue
        nodes = model.tables.get(ends[0][1])
        if nodes is not None and nodes.name != table.name:
            found.append((table, nodes))
    return found


def name_of(row: dict) -> str:
    return str(row.get("name", row["id"]))


def boards(model) -> tuple[list, list]:
    """Every board of the game drawn ([BoardView]) and the diagnostics (W620 for a graph with no coordinates)."""
    views, diags = [], []
    for edges, nodes in graph_tables(model):
        if all(isinstance(r.get("row"), int) and isinstance(r.get("col"), int) for r in nodes.rows):
            views += grid_views(model, edges, nodes)
        elif all(isinstance(r.get(k), (int, float)) and not isinstance(r.get(k), bool)
                 for r in nodes.rows for k in ("x", "y")):
            views.append(graph_view(edges, nodes))
        else:
            missing = [name_of(r) for r in nodes.rows if not all(isinstance(r.get(k), (int, float)) for k in "xy")]
            listed = ", ".join(missing[:8]) + (f" and {len(missing) - 8} more" if len(missing) > 8 else "")
            diags.append(Diagnostic(
                "W620", f"the board of '{nodes.name}' and '{edges.name}' is not printed: {len(missing)} of its "
                        f"places have no `x` and `y` ({listed})", nodes.span,
                help="give every row of the table `x` and `y`, in millimetres on the printed board, or `row` and "
                     "`col` for a grid", severity="warning"))
    if model.trail:
        views.append(trail_view(model))
    return views, diags


# ====================================================================== a graph of places and routes
NODE_R = 5.0
CAR_W = 4.2         # mm across a route's space
CAR_GAP = 1.2       # mm between two spaces
CAR_MAX = 12.0      # mm along a route's space at most
MARGIN = 12.0       # mm around a drawing


def graph_view(edges, nodes) -> BoardView:
    place = {r["id"]: (float(r["x"]), float(r["y"])) for r in nodes.rows}
    left = min(x for x, _y in place.values()) - MARGIN - 10
    top = min(y for _x, y in place.values()) - MARGIN
    place = {k: (x - left, y - top) for k, (x, y) in place.items()}
    width = max(x for x, _y in place.values()) + MARGIN + 25
    height = max(y for _x, y in place.values()) + MARGIN
    shapes, colours = [], []
    between: dict = {}
    for row in edges.rows:
        between.setdefault(frozenset((row["from"], row["to"])), []).append(row)
    for pair in between.values():
        for k, row in enumerate(pair):
            shapes += route_shapes(place[row["from"]], place[row["to"]], row, k - (len(pair) - 1) / 2)
            colour = str(row.get("colour", "gray"))
            if colour not in colours:
                colours.append(colour)
    for row in nodes.rows:
        x, y = place[row["id"]]
        shapes.append(Shape("circle", x=x, y=y, r=NODE_R, fill="#fffdf5", stroke="#212121", width=0.6))
        shapes.append(Shape("circle", x=x, y=y, r=1.4, fill="#212121"))
        shapes.append(Shape("text", x=x, y=y + NODE_R + 3.6, text=name_of(row), size=3.2, bold=True))
    legend = [(INKS.get(c, INKS["gray"]), "rect", title(c)) for c in colours]
    note = (f"{len(nodes.rows)} places, {len(edges.rows)} routes; each route is its length in spaces, in its "
            f"colour; two routes between the same places lie side by side.")
    crossed = crossings(edges, place)
    if crossed:     # two straight routes that cross look like a junction: say that they do not meet
        pairs = "; ".join(f"{one} crosses {other}" for one, other in crossed)
        note += f" {pairs} without meeting it: routes meet only at places."
    return BoardView(f"{edges.name}", f"{title(nodes.name)} and {words(edges.name)}", "graph", round(width, 1),
                     round(height, 1), shapes, legend, [name_of(r) for r in nodes.rows], note)


def crossings(edges, place: dict) -> list:
    """The routes whose straight lines cross away from any place, as pairs of their names (a double route once)."""
    def side(a, b, c):
        (ax, ay), (bx, by), (cx, cy) = place[a], place[b], place[c]
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 0
    named: dict = {}
    for row in edges.rows:
        named.setdefault(tuple(sorted((row["from"], row["to"]))), name_of(row))
    routes = sorted(named)
    return [(named[e], named[f]) for i, e in enumerate(routes) for f in routes[i + 1:] if not set(e) & set(f)
            and side(*e, f[0]) != side(*e, f[1]) and side(*f, e[0]) != side(*f, e[1])]


def route_shapes(a: tuple, b: tuple, row: dict, offset: float) -> list:
    """One route: its spaces along the line between its places (shifted sideways for a double route)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    sx, sy = -uy * offset * (CAR_W + 1.0), ux * offset * (CAR_W + 1.0)
    n = row.get("length") if isinstance(row.get("length"), int) and row.get("length") > 0 else 1
    room = d - 2 * (NODE_R + 1.5)
    car = max(1.0, min(CAR_MAX, (room - (n - 1) * CAR_GAP) / n))
    used = n * car + (n - 1) * CAR_GAP
    start = NODE_R + 1.5 + (room - used) / 2
    ink = INKS.get(str(row.get("colour", "gray")), INKS["gray"])
    out = [line(a[0] + sx, a[1] + sy, b[0] + sx, b[1] + sy, "#bdbdbd", 0.3)]
    for i in range(n):
        p = start + i * (car + CAR_GAP)
        x0, y0 = a[0] + sx + ux * p, a[1] + sy + uy * p
        x1, y1 = x0 + ux * car, y0 + uy * car
        out.append(line(x0, y0, x1, y1, "#212121", CAR_W + 0.6))
        out.append(line(x0 + ux * 0.3, y0 + uy * 0.3, x1 - ux * 0.3, y1 - uy * 0.3, ink, CAR_W))
    return out


# ====================================================================== a grid of cells and their borders
CELL = 41.0         # mm, a cell's side: four cells and the margins fit across A4 and Letter
BAR = 12.0          # mm, the length of a path's bar across a border


def layers(nodes) -> list:
    """Groups of nodes that can lie on the table together: the nodes are grouped by an id column (a piece);
    groups sharing a place with another go into different arrangements, each with every group that shares
    none. One arrangement when no two nodes share a place."""
    place = lambda r: (r["row"], r["col"])      # noqa: E731 - a name for the key reads better here
    if len({place(r) for r in nodes.rows}) == len(nodes.rows):
        return [(None, nodes.rows)]
    by = next((col for col, kind in nodes.columns.items() if kind[0] == "id" and kind[1] != nodes.name
               and all(len({place(r) for r in nodes.rows if r[col] == v}) == len([r for r in nodes.rows if r[col] == v])
                       for v in {r[col] for r in nodes.rows})), None)
    if by is None:
        return [(None, nodes.rows)]
    groups: dict = {}
    for r in nodes.rows:
        groups.setdefault(r[by], []).append(r)
    cells = {g: {place(r) for r in rows} for g, rows in groups.items()}
    shared = [g for g in groups if not any(cells[g] & cells[o] for o in groups if o != g)]
    arrangements: list = []
    for g in groups:
        if g in shared:
            continue
        home = next((a for a in arrangements if not any(cells[g] & cells[o] for o in a)), None)
        if home is None:
            arrangements.append([g])
        else:
            home.append(g)
    return [((by, a), [r for r in nodes.rows if r[by] in shared or r[by] in a]) for a in arrangements]


def grid_views(model, edges, nodes) -> list:
    views = []
    arrangements = layers(nodes)
    fill_col = next((col for col, kind in nodes.columns.items() if kind[0] == "id" and kind[1] != nodes.name
                     and (arrangements[0][0] is None or col != arrangements[0][0][0])), None)
    values = list(dict.fromkeys(r.get(fill_col) for r in nodes.rows)) if fill_col else []
    fill_of = {v: TINTS.get(str(v), PALETTE[i % len(PALETTE)]) for i, v in enumerate(values)}
    node_marks = [col for col, kind in nodes.columns.items() if kind[0] == "bool"]
    edge_marks = [col for col, kind in edges.columns.items() if kind[0] == "bool"]
    for number, (group, rows) in enumerate(arrangements, 1):
        ids = {r["id"] for r in rows}
        top, left = min(r["row"] for r in rows), min(r["col"] for r in rows)
        at = {r["id"]: (MARGIN + (r["col"] - left) * CELL, MARGIN + 8 + (r["row"] - top) * CELL) for r in rows}
        shapes = []
        for r in rows:
            x, y = at[r["id"]]
            shapes.append(Shape("rect", x=x, y=y, w=CELL, h=CELL, fill=fill_of.get(r.get(fill_col), "#fafafa"),
                                stroke="#424242", width=0.5))
            shapes.append(name_block(x + CELL / 2, y + 7, name_of(r), 22, 2.9, bold=True))
            if fill_col:
                # in the corner: the bars of the paths cross the middle of each side
                shapes.append(text(x + 2.5, y + CELL - 3, label(model, nodes, fill_col, r.get(fill_col)), 3.0,
                                   anchor="start"))
            for k, col in enumerate(c for c in node_marks if r.get(c) is True):
                shapes.append(mark(MARK_SHAPES[node_marks.index(col) % len(MARK_SHAPES)],
                                   x + CELL / 2 + (k - 0.5) * 8, y + CELL / 2 + 2, 2.6, "#5d4037"))
        for e in edges.rows:
            if e["from"] in ids and e["to"] in ids:
                shapes += border_shapes(at[e["from"]], at[e["to"]], [c for c in edge_marks if e.get(c) is True])
        if group is not None:
            by, arrangement = group
            named = [label(model, nodes, by, g) for g in arrangement]
            for g in arrangement:   # the pieces of this arrangement, outlined
                cells = [at[r["id"]] for r in rows if r[by] == g]
                x0, y0 = min(x for x, _y in cells), min(y for _x, y in cells)
                x1, y1 = max(x for x, _y in cells) + CELL, max(y for _x, y in cells) + CELL
                shapes.append(Shape("rect", x=x0 + 0.8, y=y0 + 0.8, w=x1 - x0 - 1.6, h=y1 - y0 - 1.6,
                                    stroke="#1a237e", width=1.0, dash="3 1.5"))
            heading = f"Arrangement {number}: " + "; ".join(named)
        else:
            heading = title(nodes.name)
        shapes.insert(0, text(MARGIN, MARGIN + 3, heading, 3.6, anchor="start", bold=True))
        width = 2 * MARGIN + (max(r["col"] for r in rows) - left + 1) * CELL
        height = 2 * MARGIN + 8 + (max(r["row"] for r in rows) - top + 1) * CELL
        legend = [(fill_of[v], "rect", label(model, nodes, fill_col, v)) for v in values if v in fill_of]
        legend += [("#5d4037", MARK_SHAPES[i % len(MARK_SHAPES)], title(c)) for i, c in enumerate(node_marks)]
        legend += [("#212121", "circle", f"{title(c)} on the {words(edges.name).rstrip('s')}")
                   for c in edge_marks]
        legend.append(("#8d6e63", "bar", title(edges.name)))
        views.append(BoardView(f"{nodes.name}-{number}", f"{title(nodes.name)} and {words(edges.name)}"
                               + (f" — arrangement {number} of {len(arrangements)}" if len(arrangements) > 1 else ""),
                               "grid", width, height, shapes, legend, [name_of(r) for r in rows]))
    return views


def label(model, nodes, col, value) -> str:
    """The printed name of a cell's value: the name of the row it names, else its words."""
    kind = nodes.columns.get(col, ("text",))
    if kind[0] == "id" and kind[1] in model.tables:
        for row in model.tables[kind[1]].rows:
            if row["id"] == value:
                return name_of(row)
    return title(str(value))


def border_shapes(a: tuple, b: tuple, marks: list) -> list:
    """A path between two cells: a bar across their shared border, with a black dot for each true mark."""
    ca = (a[0] + CELL / 2, a[1] + CELL / 2)
    cb = (b[0] + CELL / 2, b[1] + CELL / 2)
    mx, my = (ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2
    horizontal = abs(ca[0] - cb[0]) > abs(ca[1] - cb[1])
    ux, uy = (1, 0) if horizontal else (0, 1)
    out = [line(mx - ux * BAR / 2, my - uy * BAR / 2, mx + ux * BAR / 2, my + uy * BAR / 2, "#8d6e63", 3.0)]
    for k, _col in enumerate(marks):
        out.append(Shape("circle", x=round(mx + uy * k * 5, 2), y=round(my + ux * k * 5, 2), r=2.2,
                         fill="#212121", stroke="#ffffff", width=0.5))
    return out


# ====================================================================== a linear trail
SPACE_W, SPACE_H = 25.0, 26.0   # mm, one space of the strip
PER_ROW = 6         # spaces a row: a row and the margins fit across A4 and Letter
ROW_GAP = 10.0


def trail_view(model) -> BoardView:
    trail = model.trail
    table = model.tables[trail["spaces"]]
    rows = table.rows
    sections = trail.get("sections")
    marks = list(trail.get("marks") or ())
    values = list(dict.fromkeys(r.get(sections) for r in rows if r.get(sections) not in (None, "none"))) \
        if sections else []
    fill_of = {v: TINTS.get(str(v), PALETTE[i % len(PALETTE)]) for i, v in enumerate(values)}
    shapes, at = [], []
    per_row = min(PER_ROW, len(rows))
    for i, r in enumerate(rows):
        line_no, k = divmod(i, per_row)
        if line_no % 2:     # every other row runs back, so the trail never jumps
            k = per_row - 1 - k
        at.append((MARGIN + 6 + k * SPACE_W, MARGIN + line_no * (SPACE_H + ROW_GAP)))
    for i in range(len(rows) - 1):      # the trail itself, beneath the spaces
        (x0, y0), (x1, y1) = at[i], at[i + 1]
        shapes.append(line(x0 + SPACE_W / 2, y0 + SPACE_H / 2, x1 + SPACE_W / 2, y1 + SPACE_H / 2, "#6d4c41", 1.6))
    for i, r in enumerate(rows):
        x, y = at[i]
        section = r.get(sections) if sections else None
        shapes.append(Shape("rect", x=x + 0.6, y=y, w=SPACE_W - 1.2, h=SPACE_H, r=1.5,
                            fill=fill_of.get(section, "#ffffff"), stroke="#424242", width=0.4))
        shapes.append(text(x + 2, y + 3.6, str(i + 1), 2.6, anchor="start", bold=True))
        shapes.append(name_block(x + SPACE_W / 2, y + 9, name_of(r), 15, 2.5))
        for col in marks:
            if r.get(col) is True:
                slot = marks.index(col)
                shapes.append(mark(MARK_SHAPES[slot % len(MARK_SHAPES)], x + SPACE_W - 4 - slot * 5.5, y + 3.6,
                                   1.9))
    # Each run of one section in a row gets its name over the run's leftmost space (a row may run back).
    for i, r in enumerate(rows):
        section = r.get(sections) if sections else None
        if section in fill_of and (i == 0 or rows[i - 1].get(sections) != section or i % per_row == 0):
            run = [i]
            while run[-1] + 1 < len(rows) and rows[run[-1] + 1].get(sections) == section \
                    and (run[-1] + 1) % per_row != 0:
                run.append(run[-1] + 1)
            x, y = min(at[k] for k in run)
            shapes.append(text(x + 1, y - 1.5, label(model, table, sections, section), 2.6, anchor="start",
                               bold=True))
    lines = math.ceil(len(rows) / per_row)
    width = 2 * MARGIN + 12 + per_row * SPACE_W
    height = 2 * MARGIN + lines * (SPACE_H + ROW_GAP)
    legend = [("#212121", MARK_SHAPES[i % len(MARK_SHAPES)], mark_name(model, c)) for i, c in enumerate(marks)]
    first, last = name_of(rows[0]), name_of(rows[-1])
    note = (f"{first} to {last}, {len(rows)} spaces, read along the strip (each row turns back); each space is "
            f"coloured by its {words(sections)}." if sections else f"{first} to {last}, {len(rows)} spaces.")
    return BoardView(f"trail-{table.name}", f"The trail: {words(table.name)}", "trail", width, height, shapes,
                     legend, [name_of(r) for r in rows], note)


# ====================================================================== the sheet
def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True, autoescape=True)
    env.filters["mm"] = lambda v: f"{float(v):.2f}".rstrip("0").rstrip(".")
    return keep_compiled(env)


def render_boards(model, views: list, papers: dict, csp) -> dict:
    """{"sheets/board-<paper>.html": text} for every paper: an overview page per board, then its tiles."""
    files = {}
    template = environment().get_template("board.html.j2")
    for paper, spec in papers.items():
        pw, ph = printable(spec)
        for view in views:
            view.tiles[paper] = tiles(view.width, view.height, spec)
        files[f"sheets/board-{paper}.html"] = template.render(
            game=model, boards=views, paper=paper, page_size=spec[0], page_width=spec[1], page_height=spec[2],
            margin=PAGE_MARGIN, caption=CAPTION, print_width=pw, print_height=ph, overlap=OVERLAP, csp=csp)
    return files
