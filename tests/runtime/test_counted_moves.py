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
