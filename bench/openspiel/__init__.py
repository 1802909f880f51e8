"""Pig with OpenSpiel's rules, and OpenSpiel's own ways of playing it at random: the outside yardstick of
`cairn bench` (`openspiel` in its `--json`).

`definitions/pig/game.yaml` beside this file is Pig as `pyspiel.load_game("pig")` plays it (players 2,
winscore 100, diceoutcomes 6, horizon 1000): roll or hold before every roll, a 1 loses the turn total and
ends the turn, holding is the only move once banking would reach 100. `tests/bench/test_openspiel_pig.py`
replays OpenSpiel's games move by move in the compiled game. Here are the two ways OpenSpiel plays random
games, timed against Cairn's `runtime.simulate.run` by the bench: its Python loop (`legal_actions`, a
uniform choice, `apply_action`, chance outcomes sampled by their probabilities, as OpenSpiel's examples
do) and its C++ uniform random bots (`evaluate_bots`, the whole game in C++).

open_spiel is optional (`pip install -e ".[bench]"`): without it `unavailable()` says so in one line.
"""
from __future__ import annotations

import random
from pathlib import Path

PROJECT = Path(__file__).resolve().parent      # holds definitions/pig/: a game project of its own
GAME = "pig"
PLAYERS = 2
VERSION = "2.0.2"       # the open_spiel the figures were measured against (the `bench` extra pins it)


def unavailable() -> str | None:
    """Why OpenSpiel cannot be played here (one line), or None when it can."""
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return "open_spiel is not installed (pip install -e '.[bench]' installs it)"
    return None


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed
    try:
        return installed("open_spiel")
    except PackageNotFoundError:
        return "unknown"


def load_game():
    """OpenSpiel's Pig with its default parameters (the rules of definitions/pig/)."""
    import pyspiel
    return pyspiel.load_game(GAME, {"players": PLAYERS})


def play_python_loop(game, rng: random.Random) -> list[float]:
    """One game of uniform random play driven from Python, as OpenSpiel's examples loop: the returns."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, weights)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state.returns()


def python_loop(game, games: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(games):
        play_python_loop(game, rng)


def cpp_bots(game, games: int, seed: int) -> None:
    """`games` games of OpenSpiel's C++ uniform random bots, each a single `evaluate_bots` call."""
    import pyspiel
    bots = [pyspiel.make_uniform_random_bot(player, seed + player) for player in range(PLAYERS)]
    for index in range(games):
        pyspiel.evaluate_bots(game.new_initial_state(), bots, seed * 1_000_003 + index)
