"""The sheets without a browser: files, escaping, overrides (W601), icons, card layout, Markdown, CLI."""
from __future__ import annotations

import base64
import re
from collections import Counter
from pathlib import Path

import pytest

from compiler.sheets import render as sheets
from compiler.driver.build import Project, compile_game
from compiler.frontend.canonical import action_hash, action_source
from compiler.commands.cli import main
from compiler.sheets.render import PAPERS, crop_marks, layout

from conftest import GAMES, ROOT, compiled_model, copy_game, edit

SHEETS = ("sheets/reference-a4.html", "sheets/reference-letter.html", "sheets/reference.md",
          "sheets/cards-a4.html", "sheets/cards-letter.html")


@pytest.fixture(scope="module")
def built():
    return {game: compile_game(Project(ROOT), game) for game in GAMES}


# ---------------------------------------------------------------- the files of a build
@pytest.mark.parametrize("game", GAMES)
def test_build_writes_every_sheet(built, game):
    result = built[game]
    assert result.ok
    for path in SHEETS:
        assert path in result.files, path
    assert any(p.startswith("sheets/icons/") and p.endswith(".svg") for p in result.files)


@pytest.mark.parametrize("game", GAMES)
def test_sheets_are_deterministic(built, game):
    again = compile_game(Project(ROOT), game)
    assert {p: t for p, t in again.files.items() if p.startswith("sheets/")} == \
        {p: t for p, t in built[game].files.items() if p.startswith("sheets/")}


@pytest.mark.parametrize("game", GAMES)
def test_html_stands_alone(built, game):
    for path in SHEETS:
        if path.endswith(".html"):
            html = built[game].files[path]
            assert "<style>" in html and "@page" in html
            assert not re.search(r'<link|src="(?!data:)|<script', html), path


def test_paper_sizes_are_switched_by_file(built):
    files = built["trek-to-zion"].files
    assert "size: A4;" in files["sheets/reference-a4.html"]
    assert "size: letter;" in files["sheets/reference-letter.html"]
    assert "size: A4;" in files["sheets/cards-a4.html"]
    assert "size: letter;" in files["sheets/cards-letter.html"]


@pytest.mark.parametrize("game", GAMES)
def test_every_action_appears_on_the_reference(built, game):
    model = built[game].model
    for paper in PAPERS:
        html = built[game].files[f"sheets/reference-{paper}.html"]
        for name in model.actions:
            assert f'id="action-{name}"' in html
    md = built[game].files["sheets/reference.md"]
    for name in model.actions:
        assert f"### {sheets.title(name)}" in md


@pytest.mark.parametrize("game", GAMES)
def test_every_card_appears_as_often_as_its_copies(built, game):
    model = built[game].model
    expected = Counter()
    for table in model.tables.values():
        if table.deck is not None:
            for row in table.rows:
                expected[f"{table.name}/{row['id']}"] = row.get("copies", 1)
    for paper in PAPERS:
        html = built[game].files[f"sheets/cards-{paper}.html"]
        assert Counter(re.findall(r'data-card="([^"]+)"', html)) == expected
        assert Counter(re.findall(r'data-back="([^"]+)"', html)) == expected


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_is_printed(built, game):
    model = built[game].model
    html = built[game].files["sheets/reference-a4.html"]
    for ruling in model.rulings:
        assert f'id="ruling-{ruling["id"]}"' in html
    md = built[game].files["sheets/reference.md"]
    assert md.count("\\[") >= len(model.rulings)


def test_scoring_summary_prints_the_trail_table(built):
    html = built["trek-to-zion"].files["sheets/reference-a4.html"]
    assert "Score 1/2/4/7/10/15/20 points for a trail of length 1–7." in html
    table = re.search(r'<table class="lookup">(.*?)</table>', html, re.S).group(1)
    assert [int(v) for v in re.findall(r"<td>(\d+)</td>", table)][-7:] == [1, 2, 4, 7, 10, 15, 20]


def test_icon_legend_lists_every_icon(built):
    model_icons = ("energy", "water", "stamps", "photos", "journal", "exhaustion")
    html = built["thru-the-appalachian"].files["sheets/reference-a4.html"]
    legend = html[html.index('<section id="icons">'):]
    icons = dict(_icon_images(legend))
    for name in model_icons:
        assert f'alt="{name}">{name}</li>' in legend
        assert icons[name].startswith('<svg xmlns="http://www.w3.org/2000/svg"')


# ---------------------------------------------------------------- escaping designer strings
def test_designer_strings_are_escaped_in_html(tiny_project):
    result = compile_game(Project(tiny_project), "tiny")
    assert result.ok
    html = result.files["sheets/reference-a4.html"]
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "Tiny &lt;Test&gt; &amp; Co" in html
    assert "A ruling with &lt;b&gt;markup&lt;/b&gt; &amp; an ampersand" in html


def test_designer_strings_are_escaped_in_markdown(tiny_project):
    md = compile_game(Project(tiny_project), "tiny").files["sheets/reference.md"]
    assert "<script>" not in md
    assert r"\<script\>" in md


def test_a_game_without_decks_has_no_card_sheet(tiny_project):
    files = compile_game(Project(tiny_project), "tiny").files
    assert "sheets/reference-a4.html" in files and "sheets/cards-a4.html" not in files


# ---------------------------------------------------------------- text overrides (W601)
def _override(tmp_path, digest_line: str) -> tuple[Path, str]:
    root = copy_game("thru-the-appalachian", tmp_path)
    game = root / "definitions" / "thru-the-appalachian" / "game.yaml"
    edit(game, "  rest:\n", "  rest:\n    text_override:\n      text: Rest and recover.\n" + digest_line)
    return root, game


def test_override_without_hash_warns_with_the_hash_to_write(tmp_path, appalachian):
    root, game = _override(tmp_path, '      hash: ""\n')
    result = compile_game(Project(root), "thru-the-appalachian")
    w601 = [d for d in result.diagnostics if d.code == "W601"]
    assert len(w601) == 1 and w601[0].severity == "warning"
    assert f"hash: {action_hash(appalachian.actions['rest'])}" in w601[0].help
    line = game.read_text().splitlines().index("    text_override:") + 1
    assert (w601[0].span.file, w601[0].span.line) == ("definitions/thru-the-appalachian/game.yaml", line + 1)
    assert result.ok, "a warning must not fail the build"


def test_override_with_stale_hash_warns(tmp_path):
    root, _ = _override(tmp_path, "      hash: 0123456789ab\n")
    result = compile_game(Project(root), "thru-the-appalachian")
    w601 = [d for d in result.diagnostics if d.code == "W601"]
    assert len(w601) == 1 and "changed since its text_override was written" in w601[0].message
    assert "the generated text is now" in w601[0].help
    assert result.ok


def test_override_with_current_hash_replaces_the_generated_text(tmp_path, appalachian):
    root, _ = _override(tmp_path, f"      hash: {action_hash(appalachian.actions['rest'])}\n")
    result = compile_game(Project(root), "thru-the-appalachian")
    assert not [d for d in result.diagnostics if d.code == "W601"]
    html = result.files["sheets/reference-a4.html"]
    block = html[html.index('id="action-rest"'):]
    block = block[:block.index("</article>")]
    assert "Rest and recover." in block and "doubled" not in block


def test_changing_the_effect_makes_the_override_stale(tmp_path, appalachian):
    root, game = _override(tmp_path, f"      hash: {action_hash(appalachian.actions['rest'])}\n")
    edit(game, "gain (if at_shelter() then 2 * rolled[die] else rolled[die]) energy",
         "gain (if at_shelter() then 3 * rolled[die] else rolled[die]) energy")
    result = compile_game(Project(root), "thru-the-appalachian")
    assert [d.code for d in result.diagnostics if d.code == "W601"] == ["W601"]


def test_hash_ignores_layout_of_the_source(tmp_path, appalachian):
    root = copy_game("thru-the-appalachian", tmp_path)
    game = root / "definitions" / "thru-the-appalachian" / "game.yaml"
    edit(game, "gain (if at_shelter() then 2 * rolled[die] else rolled[die]) energy",
         "gain   (if at_shelter()  then 2*rolled[die] else rolled[die])   energy   # comment")
    changed = compiled_model("thru-the-appalachian", root)
    assert action_source(changed.actions["rest"]) == action_source(appalachian.actions["rest"])
    assert re.fullmatch(r"[0-9a-f]{12}", action_hash(appalachian.actions["rest"]))


# Every rule element may carry its own text: (what to find in the tiny game, what to write instead, a change
# of its rules that makes the text stale).
ELEMENTS = {
    "step": ("    - do: week += 1\n",
             "    - name: next_week\n      text_override: {text: Turn the week marker., hash: HASH}\n"
             "      do: week += 1\n",
             ("week += 1", "week += 2")),
    "scoring rule": ('points: "harvest_points[harvests]"}',
                     'points: "harvest_points[harvests]", text_override: {text: Turn the week marker., hash: HASH}}',
                     ("harvest_points[harvests]", "harvest_points[wind]")),
    "end of the game": ('  end: "week >= 3"\n',
                        '  end: "week >= 3"\n  end_text_override: {text: Turn the week marker., hash: HASH}\n',
                        ('"week >= 3"', '"week >= 4"')),
    "function": ("actions:\n",
                 "functions:\n  weeks_left:\n    value: 3 - week\n"
                 "    text_override: {text: Turn the week marker., hash: HASH}\nactions:\n",
                 ("3 - week", "4 - week")),
}


@pytest.mark.parametrize("element", ELEMENTS)
def test_every_rule_element_takes_a_text_override_checked_by_hash(tiny_project, element):
    find, write, (rule, changed) = ELEMENTS[element]
    game = tiny_project / "definitions" / "tiny" / "game.yaml"
    edit(game, find, write.replace("HASH", '""'))
    result = compile_game(Project(tiny_project), "tiny")
    w601 = [d for d in result.diagnostics if d.code == "W601"]
    assert len(w601) == 1 and "has no hash" in w601[0].message and result.ok, result.diagnostics
    line = next(i for i, text in enumerate(game.read_text().splitlines(), 1) if "text_override" in text)
    assert (w601[0].span.file, w601[0].span.line) == ("definitions/tiny/game.yaml", line)
    digest = re.search(r"hash: ([0-9a-f]{12})", w601[0].help).group(1)

    edit(game, 'hash: ""', f"hash: {digest}")
    result = compile_game(Project(tiny_project), "tiny")
    assert not [d for d in result.diagnostics if d.code == "W601"]
    assert "Turn the week marker." in result.files["sheets/reference.md"]

    edit(game, rule, changed)
    result = compile_game(Project(tiny_project), "tiny")
    w601 = [d for d in result.diagnostics if d.code == "W601"]
    assert len(w601) == 1 and "changed since its text_override was written" in w601[0].message, result.diagnostics
    assert "the generated text is now" in w601[0].help and w601[0].span.line == line


# ---------------------------------------------------------------- icons
UNSAFE = {
    "script": '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    "handler": '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="2"/></svg>',
    "nested-handler": '<svg xmlns="http://www.w3.org/2000/svg"><g><rect onclick="x()"/></g></svg>',
    "outside-link": '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
                    '<use xlink:href="http://example.com/x.svg#a"/></svg>',
    "javascript-link": '<svg xmlns="http://www.w3.org/2000/svg"><use href="javascript:alert(1)"/></svg>',
    "foreign": '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
    "doctype": '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    "css-import": '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(http://e.com/a.css);</style></svg>',
    "not-svg": '<html xmlns="http://www.w3.org/1999/xhtml"></html>',
}


def _icon_images(html: str) -> list[tuple[str, str]]:
    """(alt, decoded SVG) of every icon image of a sheet."""
    return [(alt, base64.b64decode(data).decode("utf-8")) for data, alt in
            re.findall(r'<img class="icon[^"]*" src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt="([^"]*)">',
                       html)]


def _with_icon(tiny_project, svg: str | None) -> Path:
    folder = tiny_project / "definitions" / "tiny"
    if svg is not None:
        (folder / "icons").mkdir(exist_ok=True)
        (folder / "icons" / "water.svg").write_text(svg, encoding="utf-8")
    edit(folder / "game.yaml", "tables:\n", "icons:\n  water: icons/water.svg\ntables:\n")
    return tiny_project


@pytest.mark.parametrize("case", sorted(UNSAFE))
def test_unsafe_icon_is_an_error_at_its_entry(tiny_project, case):
    root = _with_icon(tiny_project, UNSAFE[case])
    result = compile_game(Project(root), "tiny")
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert [d.code for d in errors] in (["E612"], ["E611"]), [d.message for d in errors]
    assert errors[0].span.file == "definitions/tiny/game.yaml"
    assert not result.ok


def test_missing_icon_file_is_an_error(tiny_project):
    root = _with_icon(tiny_project, None)
    result = compile_game(Project(root), "tiny")
    assert [d.code for d in result.diagnostics] == ["E610"]


def test_good_icon_is_inlined_and_its_ids_prefixed(tiny_project):
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
           'viewBox="0 0 10 10" fill="none" stroke="currentColor" inkscape:version="1">'
           '<defs><linearGradient id="g"/></defs><circle r="3" fill="url(#g)"/></svg>')
    root = _with_icon(tiny_project, svg)
    result = compile_game(Project(root), "tiny")
    assert result.ok
    html = result.files["sheets/reference-a4.html"]
    image = dict(_icon_images(html))["water"]
    assert image == result.files["sheets/icons/water.svg"]
    assert image.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"')
    assert 'id="water-g"' in image and 'url(#water-g)' in image
    assert "inkscape" not in image
    assert 'stroke="currentColor"' in image and 'color="#3d5a45"' in image
    assert "<svg" not in html


# ---------------------------------------------------------------- card layout
def test_nine_poker_cards_fit_an_a4_page_with_the_usual_margins():
    cols, rows, left, top = layout(PAPERS["a4"], 63, 88, 0)
    assert (cols, rows) == (3, 3)
    assert (round(left, 2), round(top, 2)) == (10.5, 16.5)


@pytest.mark.parametrize("paper, size, bleed, fits", [
    ("letter", (63, 88), 0, (3, 3)),
    ("a4", (57, 89), 0, (3, 3)),
    ("a4", (63, 88), 3, (2, 3)),
    ("a4", (44, 68), 0, (4, 4)),
    ("a4", (88, 125), 0, (2, 2)),
    ("a4", (300, 400), 0, (1, 1)),
])
def test_how_many_cards_fit(paper, size, bleed, fits):
    assert layout(PAPERS[paper], *size, bleed)[:2] == fits


def test_crop_marks_at_every_cut_line():
    cols, rows, left, top = layout(PAPERS["a4"], 63, 88, 0)
    marks = crop_marks(PAPERS["a4"], cols, rows, left, top, 63, 88, 0)
    vertical = {x1 for x1, y1, x2, y2 in marks if x1 == x2}
    horizontal = {y1 for x1, y1, x2, y2 in marks if y1 == y2}
    assert vertical == {10.5, 73.5, 136.5, 199.5}
    assert horizontal == {16.5, 104.5, 192.5, 280.5}
    for x1, y1, x2, y2 in marks:      # marks stay in the margins, off the cards
        assert not (left < x1 < left + 189 and top < y1 < top + 264 and left < x2 < left + 189 and top < y2 < top + 264)


def test_with_bleed_both_edges_of_every_card_are_marked():
    cols, rows, left, top = layout(PAPERS["a4"], 63, 88, 3)
    marks = crop_marks(PAPERS["a4"], cols, rows, left, top, 63, 88, 3)
    vertical = sorted({x1 for x1, y1, x2, y2 in marks if x1 == x2})
    assert len(vertical) == 2 * cols
    assert vertical[1] - vertical[0] == 63


def test_backs_mirror_the_columns(built):
    html = built["thru-the-appalachian"].files["sheets/cards-a4.html"]
    front = dict(re.findall(r'data-card="([^"]+)" style="grid-column: (\d)', html))
    back = dict(re.findall(r'data-back="([^"]+)" style="grid-column: (\d)', html))
    assert front and front.keys() == back.keys()
    for key in front:
        assert int(front[key]) + int(back[key]) == 4


def test_bleed_from_the_command_line(tmp_path):
    model = compiled_model("thru-the-appalachian")
    printed = sheets.render(model, ROOT / "definitions" / "thru-the-appalachian", options=sheets.Options(bleed=3))
    html = printed.files["sheets/cards-a4.html"]
    assert "grid-template-columns: repeat(2, 69mm)" in html


# ---------------------------------------------------------------- the command line
def test_cairn_sheets_writes_html_and_markdown(tmp_path, capsys):
    code = main(["--project", str(ROOT), "sheets", "trek-to-zion", "--out", str(tmp_path)])
    assert code == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["board-a4.html", "board-letter.html", "cards-a4.html", "cards-letter.html", "icons",
                     "reference-a4.html", "reference-letter.html", "reference.md"]
    assert "wrote the sheets of trek-to-zion" in capsys.readouterr().out


def test_cairn_sheets_unknown_game(capsys):
    assert main(["--project", str(ROOT), "sheets", "no-such-game"]) == 2


# ---------------------------------------------------------------- designer additions: flavour, costs, card code
TINY_DECK = """\
decks:
  boons:
    name: Boon cards
    card_size: {width: 44, height: 68}
    back: A boon
    fields: {effect: effect, needs: condition}
    cards:
      - {id: rain, name: Rain, copies: 3, cost: "1 wind", effect: "gain 2 water", flavour: "Clouds <gather>."}
      - {id: gust, name: Gust, effect: "gain 1 wind", needs: "water >= 2"}
"""


def test_cards_show_cost_effect_condition_flavour_and_copies(tiny_project):
    folder = tiny_project / "definitions" / "tiny"
    (folder / "decks.yaml").write_text(TINY_DECK, encoding="utf-8")
    result = compile_game(Project(tiny_project), "tiny")
    assert result.ok, [d.message for d in result.diagnostics]
    html = result.files["sheets/cards-a4.html"]
    assert html.count('data-card="boons/rain"') == 3 and html.count('data-card="boons/gust"') == 1
    assert "Pay 1 wind." in html
    assert "<b>Effect:</b> Gain 2 water — only what fits under your limit of 12." in html
    assert "<b>Needs:</b> You have at least 2 water." in html
    assert "Clouds &lt;gather&gt;." in html
    assert '<p class="back-title">A boon</p>' in html
    assert "grid-template-columns: repeat(4, 44mm)" in html       # 44 × 68 mm: 4 × 4 on A4


def test_action_flavour_and_cost_are_printed(tiny_project):
    game = tiny_project / "definitions" / "tiny" / "game.yaml"
    edit(game, "  gather:\n", "  gather:\n    flavour: \"Fill every <bottle>\"\n")
    html = compile_game(Project(tiny_project), "tiny").files["sheets/reference-a4.html"]
    block = html[html.index('id="action-gather"'):]
    block = block[:block.index("</article>")]
    assert '<p class="flavour">Fill every &lt;bottle&gt;</p>' in block
    assert "Pay 2 water and 1 wind." in block


def test_bleed_from_the_data(tiny_project):
    folder = tiny_project / "definitions" / "tiny"
    (folder / "decks.yaml").write_text(TINY_DECK, encoding="utf-8")
    edit(folder / "game.yaml", "tables:\n", "sheet: {bleed: 3}\ntables:\n")
    html = compile_game(Project(tiny_project), "tiny").files["sheets/cards-a4.html"]
    assert "grid-template-columns: repeat(4, 50mm)" in html


# ---------------------------------------------------------------- a mode's steps apart from the standard game
def test_a_modes_steps_print_under_its_heading_not_in_the_standard_game():
    text = compile_game(Project(ROOT), "trailblazers").files["sheets/reference.md"]
    turn = text[text.index("## Turn structure"):text.index("## Adventurer mode")]
    mode = text[text.index("## Adventurer mode"):text.index("## Actions")]
    for step in ("Travellers rested", "Travellers stand", "First move", "Travel", "Campfires"):
        assert f": {step}\n" not in turn and f"#### {step} (" in mode, step
    assert "#### Travellers rested (at the start of each round, before step 1)" in mode
    assert "the chosen mode is adventurer" not in mode       # said once, by the heading
    assert "Do the next 4 steps 3 times in a row." in turn   # the group counts only the standard game's steps


def test_a_deck_of_one_mode_says_so_on_its_pages():
    from compiler.sheets.render import deck_modes
    trailblazers = compile_game(Project(ROOT), "trailblazers")
    assert deck_modes(trailblazers.model) == {"goals": ("mode", "standard")}     # drawn under `if mode == standard`
    assert "Trailblazers — Goal cards (the standard game only) — sheet 1 of 2" in \
        trailblazers.files["sheets/cards-a4.html"]
    jmt = compiled_model("trailblazer-jmt")
    assert deck_modes(jmt) == {"missions": ("mission_cards", "with"), "skills": ("skill_cards", "with")}


# ---------------------------------------------------------------- a mode's cards and scoring under its heading
def _section(text: str, heading: str) -> str:
    start = text.index(f"\n## {heading}\n")
    return text[start:text.index("\n## ", start + 1)]


def test_a_modes_cards_and_scoring_print_under_its_heading():
    text = compile_game(Project(ROOT), "trailblazers").files["sheets/reference.md"]
    scoring, adventurer = _section(text, "Scoring"), _section(text, "Adventurer mode")
    animals = _section(text, "With the animal module")
    # `sum(… for t in travelling)`, and only the Adventurer mode's steps `add … to travelling`
    for rule in ("5 per standing campfire", "2 per unique animal", "1 per trail marker of a travelled"):
        assert rule not in scoring and f"#### Scoring: Adventurer: {rule}" in adventurer, rule
    # `if animal_module == enabled and mode == standard then animal_loop_points() else 0`
    assert "Animals: unique animals" not in scoring and "#### Scoring: Animals: unique animals" in animals
    assert "played with the animal module" not in animals     # said once, by the heading; the rest of the `and` stays
    # drawn only `where … (animal_module == enabled or not card.needs_animals)`
    assert "- Goals: Menagerie, Wildlife Watcher." in animals
    assert "Closed loops" in scoring and "In-game goals" in scoring     # the standard game's own stay
    # `set_out` may be taken only `when: mode == adventurer and …`: its rules print under the mode's heading
    assert "#### Action: Set out" in adventurer and "Set out" not in _section(text, "Actions")
    assert "these actions may be taken" in adventurer


def test_cards_a_mode_leaves_in_the_box_print_under_the_other_modes_heading():
    from compiler.sheets.render import card_modes
    jmt = compiled_model("trailblazer-jmt")
    # `if instant_cards == without { draw 12 from trail_deck to boxed_trail where card.kind == instant }`,
    # and nothing ever reads boxed_trail: the instant cards play only with instant_cards: with
    assert card_modes(jmt) == {("instant_cards", "with"): {"trail_cards": [f"Instant {n}" for n in range(1, 13)]}}
    assert card_modes(compiled_model("trail-story-america")) == {}
