"""Decks from spreadsheets: `rows: cards.csv` in decks.yaml, and `cairn export-deck` back.

A deck read from CSV must be the deck read from YAML (the same schema, the same generated modules), every
mistake in the sheet must be named by its cell (`goals.csv:3:6` is row 3, column F) with the usual excerpt
and help, and every deck of the five games must go to a sheet and back without loss.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from compiler.commands.cli import main
from compiler.driver.build import Project, compile_game, icon_path_problem, load_game
from compiler.frontend.diagnostics import render_text
from compiler.frontend.load import load_text, to_plain
from compiler.frontend.spreadsheet import (NotWritable, column_letters, expand_deck_rows, plain_value, read_cards,
                                           write_cards)

REPO = Path(__file__).resolve().parents[2]
GAMES = sorted(p.name for p in (REPO / "definitions").iterdir() if (p / "game.yaml").is_file())


def kinds_of(deck: dict) -> dict:
    return {name: (kind if isinstance(kind, str) else kind.get("type")) for name, kind in deck.get("fields", {}).items()}


def decks_of(game: str) -> dict:
    project = Project(REPO)
    docs, diags = load_game(project, game, project.sources())
    assert not [d for d in diags if d.severity == "error"]
    return to_plain(docs["decks"])["decks"]


@pytest.mark.parametrize("game", GAMES)
def test_every_deck_goes_to_a_sheet_and_back_without_loss(game):
    for name, deck in decks_of(game).items():
        text = write_cards(deck["cards"], kinds_of(deck))
        cards, diags = read_cards(text, f"{name}.csv", kinds_of(deck))
        assert not diags, (name, diags)
        assert [to_plain(card) for card in cards.value] == deck["cards"], name


def with_sheets(tmp_path: Path, game: str, decks: list[str]) -> Project:
    """A copy of `game` whose `decks` are read from CSV files written by `cairn export-deck`."""
    root = tmp_path / "sheet"
    shutil.copytree(REPO / "definitions" / game, root / "definitions" / game)
    folder = root / "definitions" / game
    text = (folder / "decks.yaml").read_text(encoding="utf-8")
    for deck in decks:
        assert main(["--project", str(root), "export-deck", game, deck, "--csv", "--out", str(folder / f"{deck}.csv")]) == 0
        # the deck's `cards:` list (every line indented under it) becomes `rows: DECK.csv`
        text = re.sub(rf"(\n  {deck}:\n(?:    (?!cards:).*\n)*)    cards:\n(?:      .*\n|\s*\n)*",
                      rf"\g<1>    rows: {deck}.csv\n", text, count=1)
        assert f"rows: {deck}.csv" in text
    (folder / "decks.yaml").write_text(text, encoding="utf-8")
    return Project(root)


def test_a_game_with_its_decks_in_sheets_compiles_byte_for_byte_as_its_yaml_twin(tmp_path):
    twin = compile_game(Project(REPO), "trek-to-zion")
    sheet = compile_game(with_sheets(tmp_path, "trek-to-zion", ["provisions", "treks"]), "trek-to-zion")
    assert sheet.ok, render_text(sheet.diagnostics)
    assert sorted(sheet.files) == sorted(twin.files)
    assert all(sheet.files[name] == twin.files[name] for name in twin.files)


def test_a_mistake_in_a_sheet_is_named_by_its_cell_with_an_excerpt_and_help(tmp_path):
    project = with_sheets(tmp_path, "trailblazers", ["goals"])
    sheet = project.root / "definitions" / "trailblazers" / "goals.csv"
    lines = sheet.read_text(encoding="utf-8").split("\n")
    assert lines[2].startswith("triathlon,")
    good = list(lines)
    lines[3] = "Double Back" + lines[3][lines[3].index(","):]         # the schema's check, at its cell
    sheet.write_text("\n".join(lines), encoding="utf-8")
    result = compile_game(project, "trailblazers", emit_code=False)
    assert [(d.code, d.span.file, d.span.line, d.span.column) for d in result.diagnostics] == [
        ("E106", "definitions/trailblazers/goals.csv", 4, 1)]
    good[2] = good[2].replace("loop_kinds(", "loop_kind(")              # an unknown name in an effect
    sheet.write_text("\n".join(good), encoding="utf-8")
    result = compile_game(project, "trailblazers", emit_code=False)
    assert [(d.code, d.span.file, d.span.line, d.span.column) for d in result.diagnostics] == [
        ("E327", "definitions/trailblazers/goals.csv", 3, 6)]
    text = render_text(result.diagnostics, project.read_source)
    assert "--> definitions/trailblazers/goals.csv:3:6" in text
    assert "did you mean" in text
    # the caret stands under the cell of column F, not under the sixth character
    row, carets = [line for line in text.splitlines() if line.startswith(("3 |", "  |")) and line.strip("| ")][-2:]
    assert row[carets.index("^"):].startswith("count(distinct(loop_kind(area)))")


def expand(tmp_path: Path, deck_yaml: str, csv_text: str | None = None):
    folder = tmp_path / "game"
    folder.mkdir(exist_ok=True)
    if csv_text is not None:
        (folder / "cards.csv").write_text(csv_text, encoding="utf-8")
    node, diags = load_text(deck_yaml, "decks.yaml")
    assert not diags
    return node, expand_deck_rows(node, folder, "game", icon_path_problem)


DECK = "decks:\n  cards:\n    name: Cards\n    card_size: {width: 57, height: 89}\n    rows: %s\n"


@pytest.mark.parametrize("csv_text, code, where, words", [
    ("id,name,id\na,A,b\n", "E012", (1, 3), "named twice"),
    ("id,,points\na,A,1\n", "E012", (1, 2), "column B has no name"),
    ("id,name\na,A,3\n", "E012", (2, 3), "column C, which the first row does not name"),
    ("id,name\n", "E012", (1, 1), "holds no card"),
    ("\n\n", "E012", (1, 1), "empty"),
    ('id,name\na,"A\n', "E012", (2, 1), "cannot be read as CSV"),
])
def test_a_sheet_that_cannot_be_read_says_where_and_why(tmp_path, csv_text, code, where, words):
    _, diags = expand(tmp_path, DECK % "cards.csv", csv_text)
    assert [(d.code, (d.span.line, d.span.column)) for d in diags] == [(code, where)]
    assert words in diags[0].message
    assert diags[0].span.file == "game/cards.csv"


@pytest.mark.parametrize("named, code", [("../cards.csv", "E009"), ("/etc/passwd.csv", "E009"),
                                         ("missing.csv", "E007"), ("cards.txt", "E012")])
def test_a_sheet_is_read_only_from_a_plain_csv_file_in_the_game_folder(tmp_path, named, code):
    (tmp_path / "cards.csv").write_text("id,name\na,A\n", encoding="utf-8")
    _, diags = expand(tmp_path, DECK % named, "id,name\na,A\n")
    assert [d.code for d in diags] == [code]
    assert diags[0].span.file == "decks.yaml"


def test_a_sheet_linked_out_of_the_game_folder_is_not_read(tmp_path):
    outside = tmp_path / "secret.csv"
    outside.write_text("id,name\nsecret,Secret\n", encoding="utf-8")
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "cards.csv").symlink_to(outside)
    node, diags = expand(tmp_path, DECK % "cards.csv")
    assert [d.code for d in diags] == ["E009"]
    assert "cards" not in node.value["decks"].value["cards"].value


def test_a_deck_with_both_cards_and_rows_is_told_to_keep_one(tmp_path):
    _, diags = expand(tmp_path, DECK % "cards.csv" + "    cards: [{id: a, name: A}]\n", "id,name\na,A\n")
    assert [d.code for d in diags] == ["E012"] and "keep one" in diags[0].help


def test_cells_read_as_a_spreadsheet_writes_them():
    cards, diags = read_cards("id,name,points,wild,note,cost.white,cost.blue,goal\n"
                              "a,A,-2,TRUE,'12,1,,points >= 3\n"
                              "b,B,007,false,null,,2,\n", "c.csv", {"goal": "condition"})
    assert not diags
    assert [to_plain(card) for card in cards.value] == [
        {"id": "a", "name": "A", "points": -2, "wild": True, "note": "12", "cost": {"white": 1}, "goal": "points >= 3"},
        {"id": "b", "name": "B", "points": "007", "wild": False, "note": None, "cost": {"blue": 2}}]
    assert [plain_value(cell) for cell in ("0", "x", "'true", "True")] == [0, "x", "true", True]
    assert [column_letters(n) for n in (1, 3, 26, 27)] == ["A", "C", "Z", "AA"]


def test_a_value_no_cell_can_hold_is_refused_by_the_export_not_lost():
    with pytest.raises(NotWritable, match="card 'a'"):
        write_cards([{"id": "a", "name": ""}], {})


def test_export_deck_names_a_deck_it_does_not_know_with_a_suggestion(capsys):
    assert main(["--project", str(REPO), "export-deck", "trek-to-zion", "trek"]) == 2
    assert "did you mean 'treks'?" in capsys.readouterr().err
    assert main(["--project", str(REPO), "export-deck", "trek-to-zion", "treks", "--csv"]) == 0
    assert capsys.readouterr().out.startswith("id,name,origin,destination,points,kind\nlong-01,")
