"""Loops that end on a condition, piles addressed by value, lookups of ids, computed ranges, positions.

Issue 11 §1. Each feature is written in a small game (`DICE` below: a push-your-luck dice game
with a market of three levels) compiled through the real pipeline (load, schema, parse, resolve,
emit); the generated rules are imported and run on hand-built states, and the sheet text is read.
"""
from __future__ import annotations

import random
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from compiler.frontend.english import English
from runtime.errors import in_the_rules
from runtime.loops import LoopBoundExceeded
from tests.compiled import import_rules

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
    - {id: start, height: 0}
    - {id: river, height: 1}
    - {id: ridge, height: 4}
    - {id: summit, height: 9}
  colours:
    - {id: red}
    - {id: blue}
  dice:
    - {id: d1, sides: 6}
  developments:
    - {id: mine, level: one}
    - {id: bank, level: one}
    - {id: port, level: two}
    - {id: fort, level: two}
    - {id: palace, level: three}
globals:
  rolled: {type: map, keys: dice}
  development_deck: {type: zone, of: developments, start: all}
  decks: {type: zone, of: developments, keys: levels}
  market: {type: zone, of: developments, visible: everyone}
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


def compile_probe(tmp_path: Path, body: str, actions: str = "push", name: str = "dice", change=("", "")):
    folder = tmp_path / "definitions" / name
    folder.mkdir(parents=True)
    text = GAME.replace("id: dice", f"id: {name}", 1).replace(*change) % (textwrap.dedent(body), actions)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return compile_game(Project(tmp_path), name, emit_code=True)


def load_rules(result, tmp_path: Path, package: str):
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, tmp_path / "pkg", package)


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
    assert 'while p.total < p.target:' in rules_py
    assert "turns_taken = loop_turn(state, p, turns_taken, 20, " in rules_py
    assert "while not p.total >= 7:" in rules_py
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


# ================================================================== lookups of ids, ranges, positions
LOOKUPS = """\
constants:
  space_at: "{1 -> river, 2 -> ridge, 3+ -> summit}"
  height_points: "{0 -> 0, 1 -> 2, 4 -> 5, 9 -> 10}"
functions:
  reached:
    params: {n: number}
    value: space_at[n]
  reached_height:
    params: {n: number}
    value: space_at[n].height
  at_ridge:
    params: {n: number}
    value: space_at[n] == ridge
  next_space:
    value: "nth(spaces, min(position(here, spaces) + 1, count(spaces) - 1))"
  distance_to:
    params: {goal: spaces}
    value: position(goal, spaces) - position(here, spaces)
actions:
  climb:
    params: {steps: "1..(3 - position(here, spaces))"}
    effect: |
      here = nth(spaces, position(here, spaces) + steps)
      points += height_points[spaces[here].height]
  bank:
    effect: |
      choose n in 0..total
      points += n
      total -= n
"""


def test_a_lookup_of_ids_is_typed_as_ids(tmp_path):
    """`{1 -> river, …}` gives spaces: read a column of the result, compare it with a space."""
    result = compile_probe(tmp_path, LOOKUPS, "climb, bank", "lookups_a")
    module = load_rules(result, tmp_path, "lookups_a")
    state = new_state(module)
    p = state.players[0]
    assert [module.reached(state, p, n) for n in (1, 2, 3, 7)] == ["river", "ridge", "summit", "summit"]
    assert [module.reached_height(state, p, n) for n in (1, 2, 3)] == [1, 4, 9]
    assert [module.at_ridge(state, p, n) for n in (1, 2)] == [False, True]
    assert result.resolver.function_kinds["reached"] == ("id", "spaces")


def test_a_lookup_of_ids_compared_with_a_number_is_refused(tmp_path):
    result = compile_probe(tmp_path, """\
        constants:
          space_at: "{1 -> river, 2 -> ridge}"
        actions:
          push:
            when: space_at[1] == 3
            effect: total += 1
        """, name="lookups_b")
    found = errors(result)
    assert [d.code for d in found] == ["E330"], render_text(result.diagnostics)
    assert "comparing a spaces entry with a number" in found[0].message


def test_position_counts_from_zero_along_the_table(tmp_path):
    """position(here, spaces): start 0, river 1, ridge 2, summit 3 — `nth` reads it back."""
    result = compile_probe(tmp_path, LOOKUPS, "climb, bank", "lookups_c")
    module = load_rules(result, tmp_path, "lookups_c")
    state = new_state(module)
    p = state.players[0]
    assert module.next_space(state, p) == "river"
    assert module.distance_to(state, p, "summit") == 3
    p["here"] = "ridge"
    assert module.next_space(state, p) == "summit"
    assert module.distance_to(state, p, "river") == -1
    p["here"] = "summit"
    assert module.next_space(state, p) == "summit"       # the last space has no next: min keeps it there
    assert "SPACES_ORDER.index(p.here)" in result.files["rules.py"]


def test_ranges_with_computed_bounds_give_the_options_of_play(tmp_path):
    """`steps in 1..(3 - position(here, spaces))`: from start 1–3 steps, from the ridge only 1."""
    result = compile_probe(tmp_path, LOOKUPS, "climb, bank", "lookups_d")
    module = load_rules(result, tmp_path, "lookups_d")
    state = new_state(module)
    p = state.players[0]
    assert module.climb_moves(state, p) == [(1,), (2,), (3,)]
    module.climb(state, p, 2)
    assert (p["here"], p["points"]) == ("ridge", 5)
    assert module.climb_moves(state, p) == [(1,)]
    module.climb(state, p, 1)
    assert (p["here"], p["points"]) == ("summit", 15)
    assert module.climb_moves(state, p) == []            # 1..0 is empty: nothing left to climb


def test_choose_in_a_computed_range(tmp_path):
    """`choose n in 0..total`: the options are worked out when the player is asked."""
    result = compile_probe(tmp_path, LOOKUPS, "climb, bank", "lookups_e")
    module = load_rules(result, tmp_path, "lookups_e")
    state = new_state(module)
    p = state.players[0]
    p["total"] = 3
    module.bank(state, p)
    assert state.pending["options"] == [0, 1, 2, 3]
    pending, state.pending = state.pending, None
    getattr(module, pending["then"])(state, p, *pending["bound"], 2)
    assert (p["points"], p["total"]) == (2, 1)
    assert "number_range(0, p.total)" in result.files["rules.py"]     # bounded in play: runtime/loops.py


def test_sheet_text_of_ranges_and_positions(tmp_path):
    result = compile_probe(tmp_path, LOOKUPS, "climb, bank", "lookups_f")
    bank = sheet(result, "bank")
    assert "Choose the n from 0 to your total." in bank, bank
    climb = sheet(result, "climb")
    assert "the position of your here in spaces, counting from 0" in climb, climb


@pytest.mark.parametrize("effect, code, words", [
    ("choose n in 0..ridge", "E320", "expected a number, found a spaces entry"),
    ("let k = position(summit, colours)", "E320", "position looks for a colours entry in colours, not for a spaces entry"),
    ("let k = position(here)", "E318", "position(item, table) takes"),
])
def test_wrong_kinds_in_ranges_and_positions(tmp_path, effect, code, words):
    result = compile_probe(tmp_path, f"""\
        actions:
          push:
            effect: "{effect}"
        """, name="lookups_g")
    found = errors(result)
    assert [d.code for d in found] == [code], render_text(result.diagnostics)
    assert words in found[0].message


# ================================================================== piles addressed by value
MARKET = """\
actions:
  deal:
    effect: |
      for level in levels {
        draw count(development_deck) from development_deck to decks[level] where card.level == level
        shuffle decks[level]
      }
  buy:
    params: {level: levels}
    when: count(decks[level]) > 0
    effect: |
      draw 1 from decks[level] to market
      total += count(decks[level])
"""


def test_piles_addressed_by_value_deal_draw_and_count(tmp_path):
    result = compile_probe(tmp_path, MARKET, "deal, buy", "piles_a")
    module = load_rules(result, tmp_path, "piles_a")
    state = new_state(module)
    p = state.players[0]
    assert state.g["decks"] == {"one": [], "two": [], "three": []}
    module.deal(state, p)
    assert sorted(state.g["decks"]["one"]) == ["bank", "mine"]
    assert sorted(state.g["decks"]["two"]) == ["fort", "port"]
    assert state.g["decks"]["three"] == ["palace"]
    assert state.g["development_deck"] == []
    assert module.buy_moves(state, p) == [("one",), ("two",), ("three",)]
    module.buy(state, p, "three")
    assert state.g["market"] == ["palace"] and p["total"] == 0
    assert module.buy_moves(state, p) == [("one",), ("two",)]   # an empty pile offers nothing
    module.buy(state, p, "two")
    assert len(state.g["decks"]["two"]) == 1 and p["total"] == 1
    copy = module.copy_globals(state.g)
    copy["decks"]["one"].append("mine")
    assert len(state.g["decks"]["one"]) == 2              # a copied state has piles of its own


def test_piles_addressed_by_value_are_piles_to_the_sheet(tmp_path):
    result = compile_probe(tmp_path, MARKET, "deal, buy", "piles_b")
    buy = sheet(result, "buy")
    assert "Only if the deck for the level is not empty." in buy, buy
    assert "Draw 1 card from the deck for the level to the market." in buy, buy
    assert "Add the number of cards in the deck for the level to your total." in buy, buy
    assert 'draw(state, state.g.decks[level], state.g.market, 1)' in result.files["rules.py"]


def test_each_pile_shows_only_its_size_and_saves(tmp_path):
    from runtime.knowledge import field_view
    from runtime.save import field_schema
    from runtime.save import conforms
    result = compile_probe(tmp_path, MARKET, "deal, buy", "piles_c")
    module = load_rules(result, tmp_path, "piles_c")
    state = new_state(module)
    module.deal(state, state.players[0])
    rules = module.GAME
    assert rules.visibility["global"]["decks"] == "nobody"
    assert field_view(state.g["decks"], "nobody", False) == {"one": 2, "two": 2, "three": 1}
    schema = field_schema(rules, "decks", rules.layout["global"]["decks"])
    check = conforms(schema)
    assert check(state.g["decks"])
    assert not check({"one": ["mine"], "two": []})                          # a pile missing
    assert not check({"one": ["dragon"], "two": [], "three": []})           # a card of no deck


@pytest.mark.parametrize("effect, code, words, hint", [
    ("draw 1 from decks[mine] to market", "E324", "these piles are one per levels entry, not a developments entry",
     None),
    ("draw 1 from decks[tow] to market", "E321", "unknown name 'tow'", "two"),
    ("draw 1 from decks to market", "E313", "cards are drawn from and to piles of cards, not a map", None),
])
def test_wrong_keys_of_piles_are_positioned(tmp_path, effect, code, words, hint):
    body = MARKET.replace("draw 1 from decks[level] to market", effect)
    result = compile_probe(tmp_path, body, "deal, buy", "piles_d")
    found = errors(result)
    assert [d.code for d in found] == [code], render_text(result.diagnostics)
    assert words in found[0].message
    assert found[0].span.file.endswith("game.yaml") and found[0].span.line > 1
    if hint:
        assert hint in (found[0].help or "")


def test_piles_by_value_cannot_start_with_all(tmp_path):
    result = compile_probe(tmp_path, MARKET, "deal, buy", "piles_e",
                           change=("decks: {type: zone, of: developments, keys: levels}",
                                   "decks: {type: zone, of: developments, keys: levels, start: all}"))
    assert [d.code for d in errors(result)] == ["E391"], render_text(result.diagnostics)


def test_a_game_with_piles_by_value_saves_loads_and_observes(tmp_path):
    from runtime.state import GameState
    result = compile_probe(tmp_path, MARKET, "deal, buy", "piles_f")
    module = load_rules(result, tmp_path, "piles_f")
    state = GameState(module.GAME, 1, 7)
    state.apply(next(str(m) for m in state.legal_actions() if str(m).startswith("deal")))
    loaded = GameState.from_json(module.GAME, state.to_json())
    assert loaded.g["decks"] == state.g["decks"]
    assert sorted(loaded.g["decks"]["one"]) == ["bank", "mine"]
    seen = loaded.observation(0)
    assert seen["globals"]["decks"] == {"one": 2, "two": 2, "three": 1}     # each pile: only its size
    broken = state.to_json().replace('"three":["palace"]', '"three":["dragon"]')
    with pytest.raises(Exception) as refused:
        GameState.from_json(module.GAME, broken)
    assert "decks" in str(refused.value)
