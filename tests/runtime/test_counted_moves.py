"""Counted legal moves (compiler/codegen/fast/counted.py): a block stands for the very moves rules.py lists.

At every decision of a few compiled playouts of each game whose fast.py counts a step, the step's
counted list, read move by move with `counted_move(moves, k)` for every k, must be exactly the
flat list of rules.py's `<step>_choices` for every player: the draw `int(r * count)` then finds
the move the listed draw finds.
"""
import importlib
from pathlib import Path

import pytest

from runtime.agents import make_agents
from runtime.fastplay import counted_move, counted_total, fast_playout, play_compiled
from runtime.state import GameState

# played in memory: in the background on the idle core (tests/conftest.py)
pytestmark = pytest.mark.second_core

ROOT = Path(__file__).resolve().parents[2]
COUNTING = [p.name for p in sorted((ROOT / "generated").iterdir())
            if (p / "fast.py").is_file() and "counted_move(moves" in (p / "fast.py").read_text()]


def test_some_game_counts_its_moves():
    assert "trailblazers" in COUNTING


def test_counted_move_reads_blocks_as_nested_loops():
    moves = [("pass", ()), (6, "lay", ("a",), ((1, 2, 3), ("x", "y"))), ("draw", (7,))]
    listed = [("pass", ())] + [("lay", ("a", n, s)) for n in (1, 2, 3) for s in ("x", "y")] + [("draw", (7,))]
    assert counted_total(moves) == len(listed) == 8
    assert [counted_move(moves, k) for k in range(8)] == listed
    with pytest.raises(IndexError):
        counted_move(moves, 8)


@pytest.mark.parametrize("package", COUNTING)
def test_counted_moves_are_the_listed_moves(package):
    rules = importlib.import_module(f"generated.{package}").GAME
    fast = importlib.import_module(f"generated.{package}.fast")
    counted = {name for name in dir(fast) if name.endswith("_legal_moves") and "counted" in getattr(fast, name).__doc__}
    assert counted
    seen = set()

    def compare(state):
        step = state.steps()[state.step]
        name = step.choices.__name__[:-len("_choices")] + "_legal_moves"
        for p in state.players:
            listed = [(action, args) for action, options in step.choices(state, p) for args in options]
            moves = getattr(fast, name)(state, p)
            assert counted_total(moves) == len(listed), (name, p["seat"])
            assert [counted_move(moves, k) for k in range(len(listed))] == listed, (name, p["seat"])
            if any(len(move) == 4 for move in moves):
                seen.add(name)

    options = [{}] + [{option: value} for option, spec in rules.options.items()
                      for value in spec["values"] if value != spec["default"]]
    for seed, chosen in enumerate(options):
        players = max(rules.min_players, 2)
        state = GameState(rules, players, seed, chosen, start=False)
        randoms = [agent.rng.random for agent in make_agents("random", players, seed, rules, state.options)]
        play_compiled(fast_playout(rules), state, randoms, compare)
    assert seen == counted, "a counted step never met a block: the test proved nothing of it"


# A probe: a product whose innermost test reads the outermost loop (so `row` stays a loop and `col` × `tint` is
# counted), a step with nothing to do (the seat skips) and one with a single move (`auto: single`: no draw).
LATTICE = """\
id: lattice
name: Lattice
summary: A probe of counted legal moves.
players: {min: 1, max: 3}
tables:
  dice:
    - {id: die, sides: 6}
globals:
  rolled: {type: map, keys: dice, start: 0}
player:
  gems: {type: counter, start: 0}
actions:
  mark:
    params:
      row: "1..3"
      col: "1..3"
      tint: "[1, 2]"
    when: "row <= rolled[die] - 3 and col <= rolled[die] - 3 and (tint == 1 or gems >= row + 2)"
    effect: gems += tint
  rest:
    when: "gems > 5"
    effect: gems -= 5
flow:
  setup: []
  round:
    - do: roll die
    - decide: {name: pick, who: each, actions: [mark, rest], auto: single}
  end: "round >= 6"
scoring:
  - {id: gems, text: Gems, points: gems}
"""


def test_a_counted_step_plays_the_same_games_as_apply(tmp_path):
    from compiler.driver.build import Project, compile_game
    from tests.compiled import import_rules
    from tests.runtime.test_fast_playout import both_paths
    folder = tmp_path / "definitions" / "lattice"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(LATTICE, encoding="utf-8")
    result = compile_game(Project(tmp_path), "lattice", emit_code=True)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    text = result.files["fast.py"]
    assert "for row in range(1, 4):" in text and "'mark', (row,), (col_values, tint_values)))" in text
    assert "count = counted_total(moves)" in text and "if count == 1:" in text
    rules = import_rules(result, tmp_path, "cairn_counted_lattice").GAME
    for players, seed in ((1, 0), (3, 1)):
        both_paths(rules, players, seed)
