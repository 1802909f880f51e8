"""A deck whose `copies:` column only some cards give (issue 25: passes check, then fails in play).

A card without `copies:` is one card, as the card sheet and the save schema already read it; a zone that
starts with the whole deck must hold each card as many times as it is printed, and never fail with a
KeyError at the start of a game.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from compiler.driver.build import Project, compile_game
from runtime.state import GameState
from tests.compiled import import_rules

REPO = Path(__file__).resolve().parents[2]
TINY = REPO / "tests" / "errors" / "base" / "definitions" / "tiny"
DECK = ("decks:\n  seeds:\n    name: Seed cards\n    card_size: {width: 57, height: 89}\n    cards:\n"
        "      - {id: bean, name: Bean, copies: 2}\n      - {id: pea, name: Pea}\n")


def test_a_card_without_copies_is_one_card_and_the_game_starts(tmp_path):
    root = tmp_path / "project"
    shutil.copytree(TINY, root / "definitions" / "tiny")
    (root / "definitions" / "tiny" / "decks.yaml").write_text(DECK, encoding="utf-8")
    game = root / "definitions" / "tiny" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("  week: {type: counter, start: 0}\n",
                                 "  week: {type: counter, start: 0}\n"
                                 "  seed_bag: {type: zone, of: seeds, start: all, visible: nobody}\n"),
                    encoding="utf-8")
    result = compile_game(Project(root), "tiny")
    assert result.ok, [str(d) for d in result.diagnostics]
    rules = import_rules(result, tmp_path / "pkg", "tiny_copies").GAME
    state = GameState(rules, 2, 1)
    assert sorted(state.g["seed_bag"]) == ["bean", "bean", "pea"]
