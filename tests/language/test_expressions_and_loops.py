"""Loops that end on a condition, piles addressed by value, lookups of ids, computed ranges, positions.

Issue 11 §1. Each feature is written in a small game (`DICE` below: a push-your-luck dice game
with a market of three levels) compiled through the real pipeline (load, schema, parse, resolve,
emit); the generated rules are imported and run on hand-built states, and the sheet text is read.
"""
from __future__ import annotations

import importlib
import random
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest

from compiler.build import Project, compile_game
from compiler.diagnostics import render_text
from compiler.text import English
from runtime.errors import in_the_rules
from runtime.loops import LoopBoundExceeded

GAME = """\
id: dice
name: Dice
players: {min: 1, max: 2}
tables:
  levels:
    - {id: one}
    - {id: two}
    - {id: three}
  spaces:
    - {id: start}
    - {id: river}
    - {id: ridge}
    - {id: summit}
  colours:
    - {id: red}
    - {id: blue}
  dice:
    - {id: d1, sides: 6}
globals:
  rolled: {type: map, keys: dice}
player:
  total: {type: counter, start: 0}
  points: {type: counter, start: 0}
  turns: {type: counter, start: 0}
  target: {type: counter, start: 10}
  here: {type: symbol, of: spaces, start: start}
%s
flow:
  setup: []
  round:
    - decide: {name: turn, actions: [%s], who: each}
  end: "round >= 3"
"""


def compile_probe(tmp_path: Path, body: str, actions: str = "push", name: str = "dice"):
    folder = tmp_path / "definitions" / name
    folder.mkdir(parents=True)
    text = GAME.replace("id: dice", f"id: {name}", 1) % (textwrap.dedent(body), actions)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return compile_game(Project(tmp_path), name, emit_code=True)


def load_rules(result, tmp_path: Path, package: str):
    assert result.ok, render_text(result.diagnostics)
    root = tmp_path / "pkg"
    for rel, text in result.files.items():
        (root / package / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / package / rel).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(package + ".rules")
    finally:
        sys.path.remove(str(root))


def new_state(module, players: int = 1, seed: int = 1):
    state = SimpleNamespace(g={}, players=[], options=module.GAME.default_options(), round=2, forced_rolls=[],
                            notes=[], pending=None, end_requested=False, rng=random.Random(seed))
    state.g = module.new_globals(state)
    state.players = [module.new_player(state, seat) for seat in range(players)]
    return state


def errors(result) -> list:
    return [d for d in result.diagnostics if d.severity == "error"]


def sheet(result, action: str) -> str:
    lines = English(result.model, result.resolver).action(result.model.actions[action])
    return "\n".join(line.plain() for line in lines)


# ================================================================== while / until
WHILE = """\
actions:
  push:
    effect: |
      while total < target max 20 {
        total += 3
        turns += 1
      }
  cautious:
    effect: |
      until total >= 7 {
        total += 2
        if total == 4 { stop }
      }
  endless:
    effect: |
      while total >= 0 max 5 { total += 1 }
"""


def test_while_runs_until_its_condition_fails(tmp_path):
    result = compile_probe(tmp_path, WHILE, "push, cautious, endless", "loops_a")
    module = load_rules(result, tmp_path, "loops_a")
    state = new_state(module)
    p = state.players[0]
    module.push(state, p)
    assert (p["total"], p["turns"]) == (12, 4)       # 0 → 3 → 6 → 9 → 12: four turns to pass 10
    p["total"], p["turns"], p["target"] = 11, 0, 10
    module.push(state, p)
    assert (p["total"], p["turns"]) == (11, 0)       # the condition is tested first: no turn at all


def test_until_and_stop_leave_the_loop(tmp_path):
    result = compile_probe(tmp_path, WHILE, "push, cautious, endless", "loops_b")
    module = load_rules(result, tmp_path, "loops_b")
    state = new_state(module)
    p = state.players[0]
    module.cautious(state, p)
    assert p["total"] == 4                           # 2, 4: `stop` at 4, before reaching 7
    p["total"] = 5
    module.cautious(state, p)
    assert p["total"] == 7                           # 5 → 7: until it holds


def test_a_loop_past_its_bound_is_a_positioned_rules_error(tmp_path):
    result = compile_probe(tmp_path, WHILE, "push, cautious, endless", "loops_c")
    module = load_rules(result, tmp_path, "loops_c")
    state = new_state(module)
    p = state.players[0]
    with pytest.raises(LoopBoundExceeded) as caught:
        module.endless(state, p)
    assert p["total"] == 5                           # exactly the five turns its bound allows
    located = in_the_rules(caught.value)
    game_yaml = str(Path("definitions") / "loops_c" / "game.yaml")
    line = GAME.splitlines().index("%s") + 1 + WHILE.splitlines().index("  endless:") + 2
    assert f"{game_yaml}:{line}:7" in located, located       # the `while` itself: file:line:column
    assert "round 2" in located and "seat 0" in located
    assert "took 5 turns" in located and "max N" in located


def test_while_is_readable_python_and_a_rulebook_sentence(tmp_path):
    result = compile_probe(tmp_path, WHILE, "push, cautious, endless", "loops_d")
    rules_py = result.files["rules.py"]
    assert 'while p["total"] < p["target"]:' in rules_py
    assert "turns_taken = loop_turn(state, p, turns_taken, 20, " in rules_py
    assert "while not p[\"total\"] >= 7:" in rules_py
    text = sheet(result, "push")
    assert text.startswith("Repeat while your total is less than your target (at most 20 times):"), text
    cautious = sheet(result, "cautious")
    assert cautious.startswith("Repeat until your total is at least 7:"), cautious
    assert "1000" not in cautious and "times" not in cautious


def test_a_bound_below_one_is_refused(tmp_path):
    result = compile_probe(tmp_path, """\
        actions:
          push:
            effect: "while total < 10 max 0 { total += 1 }"
        """, name="loops_e")
    assert [d.code for d in errors(result)] == ["E390"], render_text(result.diagnostics)
    assert errors(result)[0].span.column == 35     # the 0 after max


def test_a_condition_that_is_not_a_condition_is_refused(tmp_path):
    result = compile_probe(tmp_path, """\
        actions:
          push:
            effect: "while totl { total += 1 }"
        """, name="loops_f")
    found = errors(result)
    assert [d.code for d in found] == ["E321"], render_text(result.diagnostics)
    assert "total" in found[0].help


CHOOSING = """\
actions:
  push:
    effect: |
      while total < 10 max 4 {
        roll d1
        choose go in [1, 0]
        if go == 0 { stop }
        total += rolled[d1]
      }
      points += total
"""


def test_a_choice_inside_a_while_waits_and_goes_on(tmp_path):
    result = compile_probe(tmp_path, CHOOSING, name="loops_g")
    module = load_rules(result, tmp_path, "loops_g")
    state = new_state(module)
    p = state.players[0]
    asked = []

    def answer(pick):
        pending = state.pending
        state.pending = None
        asked.append(pending["var"] if isinstance(pending, dict) and "var" in pending else pending)
        getattr(module, pending["then"])(state, p, *pending["bound"], pick)

    module.push(state, p)
    assert state.pending is not None
    answer(1)
    first = p["total"]
    assert 1 <= first <= 6
    answer(0)                                        # stop: the loop ends, what follows runs
    assert state.pending is None
    assert p["points"] == first
