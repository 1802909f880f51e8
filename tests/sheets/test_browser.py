"""Every sheet of every game printed by a real browser (headless Chromium).

Checks the page count and paper size of each PDF, that no text overflows a card, a page or a
rules block, and that every card and action of the definitions is in the printed document.
A PNG of each sheet's first page is left in build/<game>/ for a person to look at.
Skipped (with the reason) when Chromium is not installed.
"""
from __future__ import annotations

import math
import re
import shutil
import subprocess
from collections import Counter

import pytest

from compiler.driver.build import Project, compile_game
from compiler.sheets.printing import find_chromium, overflowing, page_count, print_pdf
from compiler.sheets.render import PAPERS, layout

from conftest import GAMES, HTML, ROOT, compiled_model

if find_chromium() is None:
    pytest.skip("headless Chromium is not installed (apt-get install -y chromium fonts-dejavu-core "
                "poppler-utils), so the sheets cannot be printed", allow_module_level=True)


@pytest.fixture(scope="module")
def printed(printed_sheets):
    """{game: {sheet: facts}} for every sheet, printed into build/<game>/ (conftest.py starts the printing
    when the tests are collected), and the game's model."""
    return {game: {"model": compiled_model(game), **printed_sheets[game]} for game in GAMES}


def _expected_card_pages(model, paper: str) -> int:
    pages = 0
    for table in model.tables.values():
        if table.deck is None:
            continue
        size = table.deck.get("card_size") or {}
        cols, rows, _, _ = layout(PAPERS[paper], size.get("width", 63), size.get("height", 88), 0)
        cards = sum(row.get("copies", 1) for row in table.rows)
        pages += 2 * math.ceil(cards / (cols * rows))     # fronts, each followed by its backs
    return pages


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_card_sheet_page_count(printed, game, paper):
    model = printed[game]["model"]
    assert printed[game][f"cards-{paper}"]["pages"] == _expected_card_pages(model, paper)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_reference_sheet_fits_a_few_pages(printed, game, paper):
    assert 1 <= printed[game][f"reference-{paper}"]["pages"] <= 6


def test_the_longest_reference_fits_four_a4_and_four_letter_pages(tmp_path):
    """Trail Story's reference, the longest of the five games' (8 A4 pages before it was set as a
    quick-reference: two columns, 8 pt type, glossary entries run in), fits on 4; on Letter too (it took 5
    before Letter, shorter than A4, was set a little tighter)."""
    files = compile_game(Project(ROOT), "trail-story-america").files
    for paper in ("a4", "letter"):
        html = tmp_path / f"reference-{paper}.html"
        html.write_text(files[f"sheets/reference-{paper}.html"], encoding="utf-8")
        assert page_count(print_pdf(html, tmp_path / f"reference-{paper}.pdf")) <= 4, paper


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("stem", HTML)
def test_pdf_has_the_paper_size(printed, game, stem):
    size = printed[game][stem]["size"]
    if size is None:
        pytest.skip("pdfinfo (poppler-utils) is not installed")
    _, width, height = PAPERS[stem.split("-")[1]]
    assert abs(size[0] - width) < 1 and abs(size[1] - height) < 1, size


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("stem", HTML)
def test_no_text_overflows_its_box(printed, game, stem):
    assert printed[game][stem]["overflow"] == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_every_card_is_printed(printed, game, paper):
    model = printed[game]["model"]
    dom = printed[game][f"cards-{paper}"]["dom"]
    expected = Counter()
    for table in model.tables.values():
        if table.deck is not None:
            for row in table.rows:
                expected[f"{table.name}/{row['id']}"] = row.get("copies", 1)
    assert Counter(re.findall(r'data-card="([^"]+)"', dom)) == expected
    assert Counter(re.findall(r'data-back="([^"]+)"', dom)) == expected


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_every_action_is_printed(printed, game, paper):
    model = printed[game]["model"]
    dom = printed[game][f"reference-{paper}"]["dom"]
    for name in model.actions:
        assert f'id="action-{name}"' in dom


@pytest.mark.parametrize("game", GAMES)
def test_the_pdf_text_names_every_card_and_action(printed, game):
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    model = printed[game]["model"]

    def text_of(stem):
        done = subprocess.run([pdftotext, "-layout", str(printed[game][stem]["pdf"]), "-"],
                              capture_output=True, text=True, timeout=120, check=True)
        return " ".join(done.stdout.split())

    reference = text_of("reference-a4")
    for name in model.actions:
        assert name.replace("_", " ").capitalize() in reference
    cards = " ".join(text_of("cards-a4").split())
    for table in model.tables.values():
        for row in (table.rows if table.deck is not None else ()):
            words = str(row.get("name", row["id"])).split()
            assert words[0] in cards


@pytest.mark.parametrize("game", GAMES)
def test_a_preview_of_every_sheet_is_written(printed, game):
    for stem in HTML:
        png = printed[game][stem]["png"]
        assert png == ROOT / "build" / game / f"{stem}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_overflow_check_finds_a_crowded_card_and_a_wide_block(tmp_path):
    """The check itself works: a card with too much text and a block with an unbreakable line are found."""
    from compiler.sheets.render import css
    words = " ".join(["overflowing"] * 200)
    html = tmp_path / "crowded.html"
    html.write_text(f"""<!DOCTYPE html><html><head><style>{css()}</style></head>
<body class="cards"><section class="page" id="page-1" style="width:210mm;height:297mm">
<div class="grid" style="left:10mm;top:10mm;grid-template-columns:63mm;grid-template-rows:88mm">
<div class="card front" id="card-crowded" style="padding:3mm">{words}</div></div></section>
<main class="page" id="reference" style="width:50mm"><div class="block" id="wide">{'x' * 300}</div></main>
</body></html>""", encoding="utf-8")
    found = overflowing(html)
    assert "card-crowded" in found and "wide" in found


def test_cairn_sheets_pdf_writes_pdfs_and_previews(tmp_path, capsys):
    from compiler.commands.cli import main
    assert main(["--project", str(ROOT), "sheets", "thru-the-appalachian", "--pdf", "--out", str(tmp_path)]) == 0
    for stem in HTML:
        assert page_count(tmp_path / f"{stem}.pdf") >= 1
        assert (tmp_path / f"{stem}.png").is_file()
    out = capsys.readouterr().out
    assert "cards-a4.pdf: 4 pages" in out
