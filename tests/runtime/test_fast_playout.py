"""A game's compiled playout (generated/<game>/fast.py) plays the very games random agents play through apply().

Seed by seed, the state at every decision the agents draw on, and the finished game, must be the
same on both paths: the compiled flow, inline draws and action calls change nothing of the game.
"""
import importlib
import json
from pathlib import Path

import pytest

from runtime.agents import SeatView, make_agents
from runtime.fastplay import fast_playout, play_compiled, playout_path
from runtime.state import GameState

ROOT = Path(__file__).resolve().parents[2]
GAMES = [importlib.import_module(f"generated.{p.name}").GAME
         for p in sorted((ROOT / "generated").iterdir()) if (p / "rules.py").is_file()]
DEFINED = sorted(p.name for p in (ROOT / "definitions").iterdir() if (p / "game.yaml").is_file())


def readable(state) -> str:
    """The state as saves show it, less what only the general path keeps (moves, public log, snapshots)."""
    data = json.loads(state.to_json())
    for key in ("history", "public", "snapshot", "shared_snapshot"):
        data.pop(key)
    return json.dumps(data, sort_keys=True)


def general_path(rules, players, seed, options, seen):
    state = GameState(rules, players, seed, options)
    agents = make_agents("random", players, seed)
    while not state.is_over():
        moves = state.legal_actions()
        seen.append(readable(state))
        state.apply(agents[moves[0].seat].choose(SeatView(state, moves[0].seat), moves), check=False)
    return state


def compiled_path(rules, players, seed, options, seen):
    state = GameState(rules, players, seed, options, start=False)
    randoms = [agent.rng.random for agent in make_agents("random", players, seed)]
    return play_compiled(fast_playout(rules), state, randoms, lambda s: seen.append(readable(s)))


def test_every_seed_game_has_a_compiled_playout():
    """Appalachian and Trek use nothing the fast back end leaves out: both must have one."""
    compiled = {rules.id for rules in GAMES if fast_playout(rules) is not None}
    assert {"thru-the-appalachian", "trek-to-zion"} <= compiled
    assert all(playout_path(rules) in ("compiled", "general") for rules in GAMES)


@pytest.mark.parametrize("rules", [g for g in GAMES if g.id in DEFINED], ids=lambda g: g.id)
def test_compiled_playout_plays_the_same_games(rules):
    if fast_playout(rules) is None:
        pytest.skip(f"{rules.id} has no fast.py: its flow uses what the fast back end does not cover yet")
    options = [{}]
    for name, spec in rules.options.items():
        options += [{name: value} for value in spec["values"] if value != spec["default"]]
    for players in range(rules.min_players, rules.max_players + 1):
        for seed in range(2 if rules.id.startswith("trek") else 6):
            chosen = options[seed % len(options)]
            on_general, on_compiled = [], []
            general = general_path(rules, players, seed, chosen, on_general)
            compiled = compiled_path(rules, players, seed, chosen, on_compiled)
            assert compiled.is_over()
            assert len(on_compiled) == len(on_general), (players, seed, chosen)
            for k, (mine, theirs) in enumerate(zip(on_compiled, on_general)):
                assert mine == theirs, (players, seed, chosen, f"decision {k}")
            assert readable(compiled) == readable(general), (players, seed, chosen)
            assert (compiled.scores(), compiled.winners()) == (general.scores(), general.winners())
