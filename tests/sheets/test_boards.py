"""The board sheet (compiler/sheets/boards.py): every game's board names all its places, tiles, escaping."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from markupsafe import escape

from compiler.frontend.model import TableDef
from compiler.sheets.boards import OVERLAP, boards, printable, render_boards, tiles
from compiler.sheets.render import PAPERS

from conftest import compiled_model

# Each game with a board, the table that holds its places or spaces, and the kind of drawing.
BOARDS = {"trek-to-zion": ("locations", {"graph"}), "trail-story-america": ("sites", {"grid"}),
          "thru-the-appalachian": ("spaces", {"trail"}), "trailblazer-jmt": ("trail_map", {"trail"})}


@pytest.fixture(scope="module", params=sorted(BOARDS))
def drawn(request):
    model = compiled_model(request.param)
    views, diags = boards(model)
    return request.param, model, views, diags, render_boards(model, views, PAPERS, "default-src 'none'")


def test_each_board_names_every_place(drawn):
    game, model, views, diags, files = drawn
    table, kinds = BOARDS[game]
    assert not diags
    assert {v.kind for v in views} == kinds
    assert set(files) == {"sheets/board-a4.html", "sheets/board-letter.html"}
    for text in files.values():
        for row in model.tables[table].rows:
            assert f'"{escape(row["name"])}"' in text or f">{escape(row['name'])}<" in text, row["name"]
    named = {name for v in views for name in v.names}
    assert named == {row["name"] for row in model.tables[table].rows}


def test_every_tile_fits_its_page(drawn):
    _game, _model, views, _diags, _files = drawn
    for paper, spec in PAPERS.items():
        pw, ph = printable(spec)
        for view in views:
            assert all(t.w <= pw + 1e-6 and t.h <= ph + 1e-6 for t in view.tiles[paper])


def test_tiling_arithmetic():
    a4 = PAPERS["a4"]
    pw, ph = printable(a4)                              # 190 × 267 mm
    assert tiles(pw, ph, a4)[0].marks == [] and len(tiles(pw, ph, a4)) == 1
    found = tiles(619, 384, a4)
    cols = sorted({t.x for t in found})
    rows = sorted({t.y for t in found})
    assert (len(cols), len(rows)) == (4, 2)             # ceil(609 / 180), ceil(374 / 257)
    assert cols[:3] == [0, pw - OVERLAP, 2 * (pw - OVERLAP)] and cols[-1] == 619 - pw   # the last flush
    assert rows == [0, 384 - ph]
    for t in found:                                     # together they cover the board, each inside it
        assert t.x + t.w <= 619 + 1e-6 and t.y + t.h <= 384 + 1e-6
    assert max(t.x + t.w for t in found) == 619 and max(t.y + t.h for t in found) == 384
    for left, right in zip(cols, cols[1:]):             # neighbours overlap by at least OVERLAP
        assert left + pw - right >= OVERLAP - 1e-6
    first = next(t for t in found if (t.row, t.col) == (1, 1))
    dashed = [m for m in first.marks if m.dash == "2 1.5"]
    assert {(m.x, m.x2) for m in dashed if m.x == m.x2} == {(pw - OVERLAP, pw - OVERLAP)}
    assert {(m.y, m.y2) for m in dashed if m.y == m.y2} == {(384 - ph, 384 - ph)}


def _table(name, rows, columns) -> TableDef:
    return TableDef(name, rows, None, "board.yaml", columns)


HOSTILE = '<script>alert("x")</script> & </text><text>'


def _graph_model(with_coordinates: bool = True):
    places = [{"id": "a", "name": HOSTILE}, {"id": "b", "name": "B"}]
    if with_coordinates:
        places = [{**p, "x": 10 * i, "y": 5} for i, p in enumerate(places, 1)]
    columns = {"id": ("id", "places"), "name": ("text",)}
    return SimpleNamespace(name="Hostile <b>", trail=None, tables={
        "places": _table("places", places, {**columns, "x": ("int",), "y": ("int",)}),
        "roads": _table("roads", [{"id": "ab", "from": "a", "to": "b", "length": 2, "colour": 'red" onload="x'}],
                        {"id": ("id", "roads"), "from": ("id", "places"), "to": ("id", "places"),
                         "length": ("int",), "colour": ("sym", None)})})


def test_hostile_names_are_escaped():
    model = _graph_model()
    model.trail = {"spaces": "places", "position": "at", "sections": None, "marks": (), "backwards": None}
    views, _diags = boards(model)
    assert {v.kind for v in views} == {"graph", "trail"}
    for text in render_boards(model, views, PAPERS, "default-src 'none'").values():
        assert "<script>" not in text and HOSTILE not in text and "Hostile <b>" not in text
        assert "Hostile &lt;b&gt;" in text
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &lt;/text&gt;&lt;text&gt;" in text
        assert 'onload="' not in text                   # the colour's name is escaped; its ink is gray


def test_a_graph_without_coordinates_is_named_not_drawn():
    views, diags = boards(_graph_model(with_coordinates=False))
    assert views == []
    assert [d.code for d in diags] == ["W620"] and "2 of its places" in diags[0].message
    assert "B" in diags[0].message


def test_treks_map_has_one_crossing_of_routes_which_no_placement_avoids_and_says_so(trek):
    """Two straight routes that cross read as a junction that is not there. Trek's authored x/y leave one:
    Independence – Nauvoo across Far West – St. Louis (Far West, joined to Liberty and Garden Grove west of
    that line and to St. Louis east of it, crosses it wherever it stands)."""
    at = {row["id"]: (row["x"], row["y"]) for row in trek.tables["locations"].rows}
    routes = sorted({tuple(sorted((r["from"], r["to"]))) for r in trek.tables["routes"].rows})

    def side(a, b, c):
        return (at[b][0] - at[a][0]) * (at[c][1] - at[a][1]) - (at[b][1] - at[a][1]) * (at[c][0] - at[a][0]) > 0

    crossing = [(e, f) for i, e in enumerate(routes) for f in routes[i + 1:] if not set(e) & set(f)
                and side(*e, f[0]) != side(*e, f[1]) and side(*f, e[0]) != side(*f, e[1])]
    assert crossing == [(("far-west", "st-louis"), ("independence", "nauvoo"))]
    # so the printed map says it: a crossing of two straight routes is no junction
    note = next(view.note for view in boards(trek)[0] if view.kind == "graph")
    assert note.endswith(" St. Louis – Far West crosses Nauvoo – Independence without meeting it: routes meet only "
                         "at places.")
