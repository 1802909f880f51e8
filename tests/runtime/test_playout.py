"""The fast random playout plays the very games random agents play through legal_actions/apply."""
import importlib
import json
from pathlib import Path

import pytest

from runtime.agents import SeatView, make_agents
from runtime.playout import random_playout
from runtime.state import GameState

# games played in memory only: they run in the background on the idle core (tests/conftest.py)
pytestmark = pytest.mark.second_core

ROOT = Path(__file__).resolve().parents[2]
GAMES = [importlib.import_module(f"generated.{p.name}").GAME
         for p in sorted((ROOT / "generated").iterdir()) if (p / "rules.py").is_file()]


def general_path(rules, players, seed, options):
    state = GameState(rules, players, seed, options)
    agents = make_agents("random", players, seed, rules, state.options)
    while not state.is_over():
        moves = state.legal_actions()
        state.apply(agents[moves[0].seat].choose(SeatView(state, moves[0].seat), moves), check=False)
    return state


def fast_path(rules, players, seed, options):
    state = GameState(rules, players, seed, options)
    return random_playout(state, [agent.rng for agent in make_agents("random", players, seed, rules, state.options)])


def without_history(state):
    data = json.loads(state.to_json())
    data.pop("history")
    data.pop("public")      # the public log of the history: a playout keeps neither
    return data


@pytest.mark.parametrize("rules", GAMES, ids=lambda g: g.id)
def test_fast_playout_plays_the_same_games(rules):
    options = [{}]
    for name, spec in rules.options.items():
        options += [{name: value} for value in spec["values"] if value != spec["default"]]
    counts = range(rules.min_players, rules.max_players + 1)
    large = len(counts) > 5     # a table of up to 8 (Trailblazers): the fewest, 5 and the most, fewer games each
    for players in sorted({rules.min_players, 5, rules.max_players}) if large else counts:
        for seed in range(4 if large or rules.id.startswith("trek") else 12):
            chosen = options[seed % len(options)]
            general = general_path(rules, players, seed, chosen)
            fast = fast_path(rules, players, seed, chosen)
            assert fast.is_over()
            assert without_history(fast) == without_history(general), (players, seed, chosen)
            assert (fast.scores(), fast.winners()) == (general.scores(), general.winners())
