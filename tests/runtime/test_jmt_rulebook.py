"""Trailblazer: The John Muir Trail against its rulebook where a scenario cannot say it: the rulings' own
words, the Map Pack data and the strategy. Expected values are the rulebook's
(/work/shared/rulebooks/trailblazer-john-muir-trail.txt)."""
from __future__ import annotations

import shutil
from pathlib import Path

import yaml

GAME = Path(__file__).resolve().parents[2] / "definitions" / "trailblazer-jmt"


def rulings():
    data = yaml.safe_load((GAME / "game.yaml").read_text())
    return {r["id"]: r["text"] for r in data["rulings"]}


def test_the_robo_hiker_takes_its_arrowhead_at_random():
    """Solo Mode: "The Robo-Hiker will randomly select and keep one of the available arrowhead tokens." The
    ruling once said it takes the first in listed order (the code was already random)."""
    text = rulings()["robo-first-option"]
    assert "random" in text
    assert "first in the order" not in text


def test_no_hike_has_more_than_four_requirements():
    """Hiking: "A Day may have as few as 1 or many as 4 separate requirements": each kind of resource of the
    Map Pack section, the JMT marker (sections 5-10) and the weather. The authored packs once asked for 5 or 6."""
    data = yaml.safe_load((GAME / "decks.yaml").read_text())
    kinds = ("water", "earth", "wind", "fire", "food", "water_bottle", "zzz", "endurance")
    for s in data["tables"]["pack_sections"]:
        marker = 1 if s["number"] >= 5 else 0
        weather = 1
        assert sum(1 for k in kinds if s[k] > 0) + marker + weather <= 4, s["id"]


def test_cairn_check_refuses_a_map_pack_section_of_five_requirements(tmp_path):
    """The limit is written as data (game.yaml `checks: four-requirements`), so `cairn check` refuses a section
    that, with its JMT marker and the weather, would ask 5 (the authored section 8 of pack 1 once did)."""
    from compiler.driver.build import Project, compile_game

    game = tmp_path / "definitions" / "trailblazer-jmt"
    shutil.copytree(GAME, game, ignore=shutil.ignore_patterns("scenarios"))
    decks = game / "decks.yaml"
    row = "number: 8, water: 0, earth: 1, wind: 0, fire: 0, food: 1,"
    assert decks.read_text().count(row) == 1
    decks.write_text(decks.read_text().replace(row, "number: 8, water: 0, earth: 1, wind: 1, fire: 0, food: 1,"))
    result = compile_game(Project(tmp_path), "trailblazer-jmt", emit_code=False)
    codes = [(d.code, d.span.line) for d in result.diagnostics]
    line = next(n for n, text in enumerate(decks.read_text().splitlines(), 1) if "pack_1_section_08" in text)
    assert codes == [("E641", line)]
