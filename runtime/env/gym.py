"""One seat of a game as a Gymnasium environment, the other seats played by Cairn's agents (the `ai` extra).

    from runtime.env import gym_env
    env = gym_env(rules, players=2, others="greedy")   # others: random, greedy, ismcts:20, a strategy, …

The observation is the seat's vector (runtime/env/observe.py); the action a whole move of the game, or one
token of a move where the game's moves are too many to enumerate or `actions="tokens"` asks
(runtime/env/moves.py, `env.action_space_kind`), legal ones given by `action_masks()` and
`info["action_mask"]`. An action that is no legal move (or continues none) changes nothing (reward 0,
`info["illegal"]`). The other seats are asked, as
`cairn simulate` asks them, only through their own view of the game (runtime/agents.py `SeatView`). The
reward comes at the end: 1 win, -1 loss, 0 a shared win (`reward="score"`: the score less the best other).
"""
from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces

from ..agents import SeatView, make_agents
from ..rules import RuleError
from ..terminal import state_lines
from .aec import BOUND
from .table import Spec, Table


class CairnGym(gymnasium.Env):
    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, rules, players: int = 2, seat: int = 0, others: str = "random", options: dict | None = None,
                 reward: str = "win", render_mode: str | None = None, actions: str = "moves"):
        self.table_spec = Spec(rules, players, options, reward, actions)
        self.action_space_kind = self.table_spec.action_space_kind
        if not 0 <= seat < self.table_spec.seats or seat in self.table_spec.automata:
            raise RuleError(f"seat {seat} is no player's seat of {rules.name} at {players} players")
        self.seat, self.others, self.render_mode = seat, others, render_mode
        make_agents(others, players, 0, rules, self.table_spec.options)     # a wrong agent name is told now
        self.observation_space = spaces.Box(-BOUND, BOUND, (self.table_spec.layout.size,), np.float32)
        self.action_space = spaces.Discrete(self.table_spec.action_count)
        self.table: Table | None = None
        self.agents: list = []

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2 ** 31))
        self.table = Table(self.table_spec, seed=game_seed)
        spec = self.table_spec
        self.agents = make_agents(self.others, spec.players, game_seed, spec.rules, spec.options)
        self._others_move()
        return self.table.observe(self.seat), self._info()

    def step(self, action):
        table = self.table
        if int(action) not in table.legal_tokens():
            return table.observe(self.seat), 0.0, False, False, {**self._info(), "illegal": True}
        move = table.take(int(action))
        self._others_move()
        over = table.over()
        reward = table.returns()[self.seat] if over else 0.0
        info = self._info()
        if move is not None:
            info["move"] = str(move)
        return table.observe(self.seat), float(reward), over, False, info

    def _others_move(self) -> None:
        """The other seats play until this one decides or the game is over."""
        table = self.table
        while not table.over() and table.to_move() != self.seat:
            state, seat = table.state, table.to_move()
            table.play(self.agents[seat].choose(SeatView(state, seat), state.legal_actions()))

    def action_masks(self) -> np.ndarray:
        """The legal actions (the name sb3-contrib's MaskablePPO asks for)."""
        mask = np.zeros(self.table_spec.action_count, dtype=np.int8)
        mask[self.table.legal_tokens()] = 1
        return mask

    def _info(self) -> dict:
        return {"action_mask": self.action_masks()}

    def render(self):
        state = self.table.state
        text = "\n".join(state_lines(self.table_spec.rules, state.observation(self.seat)))
        if self.render_mode == "human":
            print(text)
            return None
        return text


def gym_env(rules, players: int = 2, seat: int = 0, others: str = "random", options: dict | None = None,
            reward: str = "win", render_mode: str | None = None, actions: str = "moves") -> CairnGym:
    """A Gymnasium environment in which the learner plays `seat` of a compiled game against `others`
    (agent names as `cairn simulate --agents` takes them, for the other seats in order); `actions="tokens"`
    for moves taken token by token (runtime/env/table.py `Spec`)."""
    return CairnGym(rules, players, seat, others, options, reward, render_mode, actions)
