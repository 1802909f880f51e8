"""Shared fixtures of the sheet tests: the compiled games and a tiny throw-away game project."""
from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from compiler.build import Project, compile_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("thru-the-appalachian", "trek-to-zion")

TINY = """\
id: tiny
name: Tiny <Test> & Co
summary: "A game whose strings try to break out: <script>alert(1)</script>"
players: {min: 1, max: 2}
tables:
  dice:
    - {id: red, name: Red die, sides: 6}
constants:
  harvest_points: "{0 -> 0, 1 -> 1, 2 -> 3, 3+ -> 6}"
globals:
  week: {type: counter, start: 0}
  rolled: {type: map, keys: dice, start: 1}
player:
  water: {type: track, start: 5, min: 0, max: 12}
  wind: {type: counter, start: 0}
  harvests: {type: counter, start: 0}
  points: {type: counter, start: 0}
actions:
  gather:
    params: {die: "[red]"}
    cost: "2 water + 1 wind"
    effect: |
      gain 4 water
      harvests += 1
flow:
  setup:
    - do: week = 0
  round:
    - do: roll red
    - decide: {name: choose, actions: [gather], who: each}
    - do: week += 1
  end: "week >= 3"
scoring:
  - {id: harvests, text: Harvests, points: "harvest_points[harvests]"}
rulings:
  - {id: escape, text: "A ruling with <b>markup</b> & an ampersand"}
"""


def compiled_model(game: str, root: Path = ROOT):
    result = compile_game(Project(root), game, emit_code=False)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    return result.model


@pytest.fixture(scope="session")
def appalachian():
    return compiled_model("thru-the-appalachian")


@pytest.fixture(scope="session")
def trek():
    return compiled_model("trek-to-zion")


@pytest.fixture
def tiny_project(tmp_path) -> Path:
    """A project with one small game, `tiny`, whose game.yaml a test may change."""
    folder = tmp_path / "definitions" / "tiny"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(TINY, encoding="utf-8")
    return tmp_path


def copy_game(game: str, tmp_path: Path) -> Path:
    """A copy of one of the project's games, to change in a test."""
    shutil.copytree(ROOT / "definitions" / game, tmp_path / "definitions" / game)
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")
