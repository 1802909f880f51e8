"""The generated `<step>_choices` functions: the same moves as each action's `_moves`, found faster.

The optimiser inlines functions and moves values out of loops. These tests check that it
changes nothing a player could see — the groups, their order, and what may fail — on a
game written to trip it, and on every game in generated/ over many random states.
"""
from __future__ import annotations

import importlib
import importlib.util
import random
import sys
import textwrap
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game, write_outputs
from compiler.frontend.diagnostics import render_text
from runtime.state import PASS, GameState

ROOT = Path(__file__).resolve().parents[2]
GAMES = [importlib.import_module(f"generated.{p.name}").GAME
         for p in sorted((ROOT / "generated").iterdir()) if (p / "rules.py").is_file()]

# Every action's test holds something that fails when evaluated out of turn: `nth` past the
# end of the trail, a row of an id that is `none`. The plain code never evaluates them then;
# hoisting them out of their guard would raise.
GUARDED = """\
id: guarded
name: Guarded
players: {min: 1, max: 2}
tables:
  spaces:
    - {id: a, shelter: true, next: b}
    - {id: b, shelter: false, next: c}
    - {id: c, shelter: true, next: none}
  dice:
    - {id: red, sides: 6}
    - {id: blue, sides: 6}
player:
  progress: {type: track, start: 0, min: 0, max: 2}
  used: {type: set, of: dice, reset: round}
  here: {type: symbol, of: spaces, start: a}
  points: {type: counter, start: 0}
functions:
  ahead:
    value: "nth(spaces, progress + 1)"
  ahead_is_shelter:
    value: "spaces[ahead()].shelter"
  beyond_is_shelter:
    value: "spaces[spaces[here].next].shelter"
  worth:
    params: [die]
    value: "if die == red then 2 else 1"
actions:
  walk:
    params: {die: dice}
    when: "die not in used and (die == blue or (progress < 2 and ahead_is_shelter()))"
    effect: |
      add die to used
      progress += 1
  leap:
    params: {die: dice, steps: "[1, 2]"}
    when: "die not in used and spaces[here].next != none and beyond_is_shelter() and steps <= worth(die)"
    effect: |
      add die to used
      points += steps
  wait:
    when: "count(used) < 2"
    effect: add red to used
  rest:
    params: {die: "[red]"}
    when: "progress < 2 and ahead_is_shelter() and die not in used"
    effect: add die to used
  sprint:
    params: {die: "[red, blue]"}
    when: "die not in used and (die == red or (progress < 2 and ahead_is_shelter()))"
    effect: |
      add die to used
      progress += 1
flow:
  setup: []
  round:
    - decide: {name: turn, actions: [walk, leap, wait, rest, sprint], who: each, picks: 2, optional: true}
  end: "round >= 4"
scoring:
  - {id: points, text: Points, points: "points + progress"}
"""


def naive_groups(state, p, step):
    """What the runtime asked before steps had a choices function: each action's `_moves` in turn."""
    rules, groups = state.rules, []
    if step.can_pay is None or step.can_pay(state, p):
        for name in step.actions:
            options = rules.actions[name].moves(state, p)
            if options:
                groups.append((name, options))
    if step.optional and groups:
        groups.append((PASS, [()]))
    return groups


def check_every_decision(rules, players, seed, options=None, limit=None):
    state = GameState(rules, players, seed, options)
    rng = random.Random(seed)
    decisions = 0
    while not state.is_over() and (limit is None or decisions < limit):
        step = state.current_step()
        if state.pending is None and step is not None and step.kind == "decide":
            seat = state.to_move()
            p = state.players[seat]
            assert step.choices(state, p) == naive_groups(state, p, step), (rules.id, seed, state.round)
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))], check=False)
        decisions += 1
    return decisions


@pytest.fixture(scope="module")
def guarded(tmp_path_factory):
    root = tmp_path_factory.mktemp("guarded")
    folder = root / "definitions" / "guarded"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(textwrap.dedent(GUARDED), encoding="utf-8")
    result = compile_game(Project(root), "guarded")
    assert result.ok, render_text(result.diagnostics)
    write_outputs(Project(root), [result])
    package = root / "generated" / "guarded"
    spec = importlib.util.spec_from_file_location("cairn_test_guarded", package / "__init__.py",
                                                  submodule_search_locations=[str(package)])
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module     # under its own name: the repository's `generated` package stays as it is
    spec.loader.exec_module(module)
    module = sys.modules["cairn_test_guarded.rules"]
    return module


def test_guarded_values_are_not_evaluated_early(guarded):
    text = Path(guarded.__file__).read_text(encoding="utf-8")
    # `ahead_is_shelter()` does not change inside the loop over dice, but it may fail: it stays behind its guard
    assert "progress < 2 and SPACES[SPACES_ORDER[" in text or "progress < 2 and my_" not in text
    for seed in range(40):
        check_every_decision(guarded.GAME, 1 + seed % 2, seed)


def test_guarded_state_at_the_end_of_the_trail(guarded):
    state = GameState(guarded.GAME, 1, 0)
    p = state.players[0]
    p["progress"], p["here"] = 2, "c"
    step = state.current_step()
    assert step.choices(state, p) == naive_groups(state, p, step)   # neither raises
    assert [name for name, _ in step.choices(state, p)] == ["walk", "wait", "sprint", PASS]


def test_invariant_values_are_worked_out_before_the_loop():
    trek = (ROOT / "generated" / "trek_to_zion" / "rules.py").read_text(encoding="utf-8")
    body = trek[trek.index("def round_turn_choices"):]
    body = body[:body.index("\n\n\n")]
    # the trail's cost depends on the route only: once per route, before the loop over colours
    assert body.index("trail_cost_route = ") < body.index("for colour in")
    # wild cards do not depend on route or colour: counted once, before both loops
    assert body.index("cards_of_wild = hand.count('wild')") < body.index("for route in ROUTES")
    assert "can_pay(" not in body and "cards_of(" not in body   # inlined


def test_a_board_search_is_worked_out_before_the_loops_it_does_not_change_with():
    trailblazers = (ROOT / "generated" / "trailblazers" / "rules.py").read_text(encoding="utf-8")
    body = trailblazers[trailblazers.index("def round_turn_choices"):]
    body = body[:body.index("\n\n\n")]
    # where a card may be laid does not depend on the card: searched once a decision, not once per card
    assert body.index("spots_area_travellers = tableau_spots(") < body.index("for card in")
    assert body.index("if len(p.camps) < 3:") < body.index("spots_area_travellers = ")   # not before the test
    assert "for spot in spots_area_travellers:" in body


@pytest.mark.parametrize("rules", GAMES, ids=lambda g: g.id)
def test_choices_equal_the_actions_moves(rules):
    options = [{}]
    for name, spec in rules.options.items():
        options += [{name: value} for value in spec["values"] if value != spec["default"]]
    total = 0
    counts = range(rules.min_players, rules.max_players + 1)
    large = len(counts) > 5     # a table of up to 8 (Trailblazers): the fewest, 5 and the most, fewer games each
    for players in sorted({rules.min_players, 5, rules.max_players}) if large else counts:
        for seed in range(3 if large or rules.id.startswith("trek") else 10):
            total += check_every_decision(rules, players, seed, options[seed % len(options)])
    assert total > 1000
