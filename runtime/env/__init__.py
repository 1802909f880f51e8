"""Cairn's games as environments of PettingZoo, Gymnasium and OpenSpiel, for any compiled game (the `ai` extra).

    from runtime.env import aec_env, gym_env, openspiel_game

Each is imported only when asked for, so `runtime.env` loads without the extra; what they share (the action
spaces, the observation vector, a game played action by action) needs only NumPy: runtime/env/moves.py,
observe.py, table.py. docs/architecture.md "Environments" describes them.
"""
from __future__ import annotations


def aec_env(*args, **kwargs):
    """A PettingZoo AEC environment of a game (runtime/env/aec.py)."""
    from .aec import aec_env as make
    return make(*args, **kwargs)


def gym_env(*args, **kwargs):
    """A Gymnasium environment of one seat of a game, the others played by Cairn's agents (runtime/env/gym.py)."""
    from .gym import gym_env as make
    return make(*args, **kwargs)


def openspiel_game(*args, **kwargs):
    """A game as an OpenSpiel Python game, registered with pyspiel (runtime/env/spiel.py)."""
    from .spiel import openspiel_game as make
    return make(*args, **kwargs)
