"""A game as a PettingZoo AEC environment (`pip install -e ".[ai]"`).

    from runtime.env import aec_env
    env = aec_env(rules, players=2)        # rules: a compiled game (compiler/driver/games.py load_rules)

Agents are `player_0` … for the players' seats (the game's automata move by themselves). The action space is
Discrete over every whole move the rules allow (runtime/env/moves.py `MoveSpace`), the action mask giving the
legal ones; for a game of more moves than moves.LIMIT, or with `actions="tokens"`, over the game's move
tokens instead: a move is one token or a few, each an AEC step of the same agent, the mask giving the tokens
that continue a legal move. `env.action_space_kind` says which. The observation is the
dict of PettingZoo's classic games: `observation`, the seat's vector (runtime/env/observe.py), and
`action_mask`. Rewards come at the end: 1 win, -1 loss, 0 a shared win (`reward="score"`: the score less the
best other score). `render()` is the terminal drawing `cairn play` shows, from the seat to decide.
"""
from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..terminal import state_lines
from .table import Spec, Table

BOUND = 1e9     # the observation's values are counts, numbers of the game and coordinates: far within this


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class CairnAEC(AECEnv):
    metadata = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, rules, players: int = 2, options: dict | None = None, reward: str = "win",
                 render_mode: str | None = None, actions: str = "moves"):
        super().__init__()
        self.table_spec = Spec(rules, players, options, reward, actions)
        self.metadata = {**self.metadata, "name": f"cairn_{rules.id.replace('-', '_')}"}
        self.render_mode = render_mode
        seats = [s for s in range(self.table_spec.seats) if s not in self.table_spec.automata]
        self._seat = {agent_name(s): s for s in seats}
        self.possible_agents = list(self._seat)
        size = self.table_spec.action_count
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(-BOUND, BOUND, (self.table_spec.layout.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (size,), np.int8)})
        self._action_space = spaces.Discrete(size)
        self._seeds = random.Random()
        self.table: Table | None = None

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    @property
    def action_space_kind(self) -> str:
        """`moves` where an action is a whole move, `tokens` where it is one token of a move."""
        return self.table_spec.action_space_kind

    def action_names(self) -> list:
        """The name of every action (a move, or a token) of the space, by its number."""
        return list(self.table_spec.action_names)

    def reset(self, seed: int | None = None, options: dict | None = None):
        if seed is not None:
            self._seeds.seed(seed)
        self.table = Table(self.table_spec, seed=self._seeds.randrange(2 ** 31))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._settle()

    def observe(self, agent):
        seat = self._seat[agent]
        mask = np.zeros(self.table_spec.action_count, dtype=np.int8)
        if self.table.to_move() == seat:
            mask[self.table.legal_tokens()] = 1
        return {"observation": self.table.observe(seat), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        move = self.table.take(int(action))
        if move is not None:
            self.infos[agent] = {"move": str(move)}
        self._settle()
        self._accumulate_rewards()

    def _settle(self) -> None:
        """Whose turn it is now; at the end, everyone's reward and termination."""
        table = self.table
        if table.over():
            for agent, reward in zip(self.possible_agents, self._rewards_of_agents()):
                if agent in self.agents:
                    self.rewards[agent] = reward
                    self.terminations[agent] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = agent_name(table.to_move())

    def _rewards_of_agents(self) -> list:
        returns = self.table.returns()
        return [returns[self._seat[a]] for a in self.possible_agents]

    def render(self):
        text = self.drawing()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def drawing(self) -> str:
        """The terminal drawing of the game as the seat to decide sees it (the first seat once it is over)."""
        table = self.table
        seat = table.to_move()
        seat = self._seat[self.possible_agents[0]] if seat is None else seat
        return "\n".join(state_lines(self.table_spec.rules, table.state.observation(seat)))

    def close(self):
        pass


def aec_env(rules, players: int = 2, options: dict | None = None, reward: str = "win",
            render_mode: str | None = None, actions: str = "moves") -> CairnAEC:
    """A PettingZoo AEC environment of a compiled game (its `GameRules`); `actions="tokens"` for moves taken
    token by token (runtime/env/table.py `Spec`)."""
    return CairnAEC(rules, players, options, reward, render_mode, actions)
