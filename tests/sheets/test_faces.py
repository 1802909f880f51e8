"""Card faces (compiler/sheets/faces.py): defaults, a deck's `face:`, placeholders and stale numbers in card
text; and the print check of `cairn sheets --pdf` (compiler/sheets/printing.py) on a small page."""
from __future__ import annotations

import pytest

from compiler.driver.build import Project, compile_game
from compiler.sheets.faces import fill, is_empty, stale_numbers
from compiler.sheets.printing import find_chromium, glyph_coverage, print_problems
from compiler.sheets.render import css

from conftest import copy_game, edit

SHORT = "- {id: short-01, name: \"Carthage to Mount Pisgah\", origin: carthage, destination: mount-pisgah, points: 5, kind: short}"


def _treks(tmp_path, card: str, face: str = ""):
    """A copy of Trek to Zion whose first short trek is `card` (and whose trek deck has `face`)."""
    root = copy_game("trek-to-zion", tmp_path)
    decks = root / "definitions" / "trek-to-zion" / "decks.yaml"
    edit(decks, SHORT, card)
    if face:
        edit(decks, "    name: Trek cards\n", f"    name: Trek cards\n    face: {face}\n")
    return root, decks


def _card_html(files: dict, card: str) -> str:
    html = files["sheets/cards-a4.html"]
    start = html.index(f'data-card="treks/{card}"')
    return html[start:html.index("</div>\n<div", start)]


def test_defaults_hide_bookkeeping_and_zeros_and_a_placeholder_fills_in(tmp_path):
    root, _ = _treks(tmp_path, SHORT[:-1] + ", authored: true, source: printed, bonus: 0, hidden: false, "
                                            "text: \"Worth {points} points ({{bonus}}).\"}")
    result = compile_game(Project(root), "trek-to-zion")
    assert result.ok, [d.message for d in result.diagnostics]
    face = _card_html(result.files, "short-01")
    assert "Worth 5 points ({bonus})." in face
    for hidden in ("Authored", "Source", "Bonus", "Hidden"):
        assert f">{hidden}</dt>" not in face
    assert ">Kind</dt>" in face and ">Points</dt><dd>5</dd>" in face


def test_a_face_places_points_and_prints_only_the_columns_it_shows(tmp_path):
    root, _ = _treks(tmp_path, SHORT[:-1] + ", bonus: 0}", face="{points: points, show: [kind, bonus]}")
    result = compile_game(Project(root), "trek-to-zion")
    assert result.ok, [d.message for d in result.diagnostics]
    face = _card_html(result.files, "short-01")
    assert '<span class="points"' in face and ">5</span>" in face
    assert ">Bonus</dt><dd>0</dd>" in face          # asked for: a zero prints
    assert ">Origin</dt>" not in face and ">Points</dt>" not in face


def test_a_stale_number_in_card_text_warns(tmp_path):
    root, decks = _treks(tmp_path, SHORT[:-1] + ", text: \"Worth 3 points.\"}")
    result = compile_game(Project(root), "trek-to-zion", emit_code=False)
    found = [d for d in result.diagnostics if d.code == "W650"]
    assert result.ok and len(found) == 1 and found[0].severity == "warning"
    assert "says \"3 points\", but its points is 5" in found[0].message
    assert "{points}" in found[0].help
    assert stale_numbers("Worth {points} points, 1 point a turn", {"points": 5}) == [("1 point", "points", 5)]


def test_an_unknown_placeholder_is_an_error_at_its_place_with_a_suggestion(tmp_path):
    root, decks = _treks(tmp_path, SHORT[:-1] + ", text: \"Worth {pionts} points.\"}")
    result = compile_game(Project(root), "trek-to-zion", emit_code=False)
    found = [d for d in result.diagnostics if d.code == "E652"]
    assert not result.ok and len(found) == 1
    line = decks.read_text(encoding="utf-8").splitlines().index("      " + SHORT[:-1] + ", text: \"Worth {pionts} points.\"}") + 1
    assert found[0].span.file.endswith("decks.yaml") and found[0].span.line == line and found[0].span.column > 1
    assert "'{pionts}'" in found[0].message and "did you mean 'points'?" in found[0].help


def test_a_face_column_the_deck_lacks_is_an_error(tmp_path):
    root, _ = _treks(tmp_path, SHORT, face="{points: poinst, art: art/missing.png}")
    result = compile_game(Project(root), "trek-to-zion", emit_code=False)
    codes = {d.code: d for d in result.diagnostics}
    assert "did you mean 'points'?" in codes["E650"].help
    assert "no such file" in codes["E651"].message


def test_empty_values_and_fill():
    assert all(is_empty(v) for v in (0, False, None, "none", "", [], {}))
    assert not any(is_empty(v) for v in (1, True, "x", -2))
    assert fill("{a} {{a}} {b}", {"a": 1}, lambda c, v: f"<{v}>") == "<1> {a} {b}"


@pytest.mark.skipif(find_chromium() is None, reason="headless Chromium is not installed")
def test_the_print_check_names_an_overflowing_long_name_and_a_missing_glyph(tmp_path):
    """A card whose long name runs off the card, and a text with a character no font has."""
    coverage = glyph_coverage()
    missing = next(ch for ch in "\U0001fae0\u4e00\U0001f9ff" if coverage is None or ord(ch) not in coverage)
    name = "Supercalifragilisticexpialidocious" * 2
    words = " ".join(["overflowing"] * 120)
    html = tmp_path / "cards-a4.html"
    html.write_text(f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{css()}</style></head>
<body class="cards"><section class="page" style="width:210mm;height:297mm">
<div class="grid" style="left:10mm;top:10mm;grid-template-columns:63mm 63mm;grid-template-rows:88mm">
<div class="card front" data-card="deck/long" style="padding:3mm"><h3 class="card-name" data-field="title">{name}</h3>
<p class="text" data-field="text">{words}</p><p class="flavour" data-field="flavour">{words}</p></div>
<div class="card front" data-card="deck/fine" style="padding:3mm">
<span class="points" data-field="points" style="top:2mm;right:2mm">5</span><h3 class="card-name" data-field="title">Fine</h3>
<p class="text" data-field="text">Gain 1 {missing} here.</p></div>
</div></section></body></html>""", encoding="utf-8")
    found = {(p.card, p.field): p.message for p in print_problems(html)}
    assert "wider than its box" in found[("deck/long", "title")]
    assert "cut off" in found[("deck/long", "text")]
    assert "does not print" in found[("deck/long", "flavour")]
    if coverage is not None:
        assert f"U+{ord(missing):04X}" in found[("deck/fine", "text")]
    assert ("deck/fine", "title") not in found and ("deck/fine", "points") not in found   # a badge in the corner


def test_art_prints_from_a_file_in_the_game_folder_and_a_link_is_refused(tmp_path):
    root, _ = _treks(tmp_path, SHORT, face="{art: \"art/{kind}.svg\"}")
    art = root / "definitions" / "trek-to-zion" / "art"
    art.mkdir()
    (art / "short.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" '
                                   'r="2"/></svg>', encoding="utf-8")
    (art / "long.svg").symlink_to(art / "short.svg")
    result = compile_game(Project(root), "trek-to-zion", emit_code=False)
    found = [d for d in result.diagnostics if d.code == "E651"]
    assert len(found) == 1 and "long-01" in found[0].message and "link" in found[0].message
    (art / "long.svg").unlink()
    (art / "long.svg").write_bytes((art / "short.svg").read_bytes())
    result = compile_game(Project(root), "trek-to-zion")
    assert result.ok, [d.message for d in result.diagnostics]
    assert '<img class="art" src="data:image/svg+xml;base64,' in _card_html(result.files, "short-01")


def test_print_problems_are_warnings_and_errors_with_strict(capsys):
    from compiler.commands.cli import report_print_problems
    from compiler.sheets.printing import PrintProblem
    problem = PrintProblem("cards-a4.html", "treks/long-01", "title", "is wider than its box and is cut off")
    assert report_print_problems([problem], strict=False) == 0
    assert "warning[W660]: cards-a4.html: card 'treks/long-01', title is wider" in capsys.readouterr().err
    assert report_print_problems([problem], strict=True) == 1
    assert "error[W660]" in capsys.readouterr().err
    assert report_print_problems([], strict=True) == 0


def test_art_end_to_end_from_the_command_and_a_missing_file_is_a_located_error(tmp_path, capsys):
    """A deck's `face: {art: "art/{kind}.svg"}`: `cairn sheets` prints each card with its own image, and a
    card whose image is missing stops the command with an error at the face's line, not a traceback."""
    from compiler.commands.cli import main
    root, decks = _treks(tmp_path, SHORT, face="{art: \"art/{kind}.svg\"}")
    art = root / "definitions" / "trek-to-zion" / "art"
    art.mkdir()
    (art / "short.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" '
                                   'r="2" fill="#3d5a45"/></svg>', encoding="utf-8")
    out = tmp_path / "out"
    assert main(["--project", str(root), "sheets", "trek-to-zion", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    line = decks.read_text(encoding="utf-8").splitlines().index("    face: {art: \"art/{kind}.svg\"}") + 1
    assert f"decks.yaml:{line}:" in err and "E651" in err and "long-01" in err and "art/long.svg" in err, err
    assert "no such file" in err and "Traceback" not in err

    (art / "long.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" '
                                  'height="4" fill="#b9b4aa"/></svg>', encoding="utf-8")
    assert main(["--project", str(root), "sheets", "trek-to-zion", "--out", str(out)]) == 0
    cards = {"sheets/cards-a4.html": (out / "cards-a4.html").read_text(encoding="utf-8")}
    sources = [_card_html(cards, card).split('<img class="art" src="')[1:] for card in ("short-01", "long-01")]
    assert [len(found) for found in sources] == [1, 1]
    assert all(found[0].startswith("data:image/svg+xml;base64,") for found in sources)
    assert sources[0][0].split('"')[0] != sources[1][0].split('"')[0]       # each kind its own image


def test_a_card_face_is_written_once_for_all_its_copies_and_papers(monkeypatch):
    """The card sheets write each card's face once (`made`), however many copies and papers print it: its rich text
    (cost, rules) is made once per card, and every copy on every paper is that same text."""
    import re
    from pathlib import Path

    from compiler.sheets import render
    root = Path(__file__).resolve().parents[2]
    project = Project(root)
    calls = []
    real = render.rich_html
    monkeypatch.setattr(render, "rich_html", lambda text, icons: calls.append(text) or real(text, icons))
    monkeypatch.setattr(render, "render_reference", lambda *args: "")     # rich text of the cards only
    files = compile_game(project, "trailblazer-jmt").files
    a4, letter = files["sheets/cards-a4.html"], files["sheets/cards-letter.html"]
    fronts = {}
    for chunk in a4.split('<div class="card front')[1:]:
        body = chunk.split('<div class="card ', 1)[0]
        face = body.split(">", 1)[1].split("\n</div>\n</section>", 1)[0].rstrip("\n")     # the last of a page
        fronts.setdefault(re.search(r'data-card="([^"]*)"', body).group(1), []).append(face)
    assert len(fronts) < sum(len(bodies) for bodies in fronts.values())       # a deck of copies
    assert all(len(set(bodies)) == 1 for bodies in fronts.values())
    rich = sum(bodies[0].count('class="cost"') + bodies[0].count('class="rule"') for bodies in fronts.values())
    assert rich and len(calls) == rich and letter.count('<div class="card front') == a4.count('<div class="card front')
