"""Trail Story: America (definitions/trail-story-america): the mechanisms it added and the game as a whole.

The mechanisms are general: walks along a grid's paths (`walks`, `walk_end` in runtime/board.py) and deck
columns of kind `value` (a number in the effect language per card). The rulebook's examples are scenario
files in definitions/trail-story-america/scenarios/ (run by tests/test_scenarios.py); here: the components
as printed, the authored card text against the tasks it summarises, and seeded games.
"""
from __future__ import annotations

import html
import re
from collections import Counter
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime import simulate
from runtime.board import walk_end, walks
from tests.compiled import import_rules

ROOT = Path(__file__).resolve().parents[2]
GAME = "trail-story-america"

# a 2 x 2 grid: a b / c d, four paths
GRID = {"a_b": {"from": "a", "to": "b"}, "a_c": {"from": "a", "to": "c"},
        "b_d": {"from": "b", "to": "d"}, "c_d": {"from": "c", "to": "d"}}


def test_walks_go_one_to_n_paths_never_entering_a_site_twice():
    assert walks(set(GRID), "a", 1, GRID) == [("a_b",), ("a_c",)]
    assert walks(set(GRID), "a", 2, GRID) == [("a_b",), ("a_c",), ("a_b", "b_d"), ("a_c", "c_d")]
    # three paths round the square end next to the start; a fourth would come back to it
    assert ("a_b", "b_d", "c_d") in walks(set(GRID), "a", 4, GRID)
    assert all(len(w) <= 3 for w in walks(set(GRID), "a", 4, GRID))
    assert walks({"a_b"}, "a", 3, GRID) == [("a_b",)]


def test_walk_end_follows_the_paths_from_the_start():
    assert walk_end(("a_b", "b_d"), "a", GRID) == "d"
    assert walk_end(("a_c",), "a", GRID) == "c"
    assert walk_end((), "a", GRID) == "a"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    result = compile_game(Project(ROOT), GAME, emit_code=True)
    assert result.ok, render_text(result.diagnostics)
    return result


@pytest.fixture(scope="module")
def rules(compiled, tmp_path_factory):
    return import_rules(compiled, tmp_path_factory.mktemp("trail_story"), "cairn_trail_story_test").GAME


def test_components_as_printed(compiled):
    tables = compiled.model.tables
    stories = tables["stories"].rows
    assert len(stories) == 80
    assert Counter(row["kind"] for row in stories) == {"friend": 20, "enemy": 20, "beast": 20, "mystery": 20}
    tokens = Counter()
    for row in tables["story_tokens"].rows:
        tokens[row["kind"]] += row["copies"]
    assert tokens == {"friend": 10, "enemy": 10, "beast": 10, "mystery": 10}
    assert {row["difficulty"] for row in tables["story_tokens"].rows} == {1, 2, 3}
    assert [len(tables[d].rows) for d in ("abilities", "trinkets", "despair_cards", "campsites")] == [24, 24, 9, 6]
    names = {row["name"] for row in stories}
    for printed in ("Farmer", "River Crossing", "Foggy Swamp", "Cougar", "Lumberjack", "Grandmother",
                    "Storyteller", "Cemetery", "Brown Bear"):
        assert printed in names
    assert "Sunset by the Water" in {row["name"] for row in tables["campsites"].rows}


def test_every_story_card_prints_its_tasks_from_the_data(compiled):
    """The tasks deck is `printed_on` the Story cards: each card shows its sections (AND) and tasks (OR) with
    their Skill and both sides, and the tasks have no cards of their own."""
    tables = compiled.model.tables
    tasks = tables["tasks"].rows
    sheet = html.unescape(re.sub(r"<[^>]+>", " ", compiled.files["sheets/cards-a4.html"]))
    sheet = re.sub(r"\s+", " ", sheet)
    assert "Story tasks" not in sheet
    for card in tables["stories"].rows:
        own = [t for t in tasks if t["story"] == card["id"]]
        assert own and max(t["section"] for t in own) == card["sections"], card["id"]
        symbols = {effect for t in own for effect in (t.get("success", ""), t.get("failure", ""))}
        assert card["ability"] == any("gain_ability()" in s for s in symbols), card["id"]
        assert card["trinket"] == any("gain_trinket()" in s for s in symbols), card["id"]
    farmer = sheet[sheet.index(" Farmer "):sheet.index(" River Crossing ")]
    for words in ("Section 1", "Learn (Skill: Intelligence)", "OR Share", "OR Chat", "Failure: Restore hope"):
        assert words in farmer, words
    swamp = sheet[sheet.index(" Foggy Swamp "):sheet.index(" Cougar ")]
    assert "AND — Section 2" in swamp and "Catch Frog (Skill: Strength)" in swamp


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_repeat_and_end_by_the_printed_triggers(rules, players):
    first = simulate.summary(rules, simulate.run(rules, 4, players, 7), players, 7, None, {})
    again = simulate.summary(rules, simulate.run(rules, 4, players, 7), players, 7, None, {})
    assert first == again
    assert first["ended_by"] == {"end trigger": 4}
