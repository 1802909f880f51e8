"""Strategies written by a designer (`strategies:` in game.yaml) played as agents.

A `Strategy` is what the compiler writes for each: its priority rules — (the decisions it takes,
a condition on the deciding player or None) in order — and a value function, both plain functions
of the generated rules module (compiler/codegen/strategies.py). The agent reads them on a world its
seat could be in (`SeatView.sample`), never on the game: the compiler refuses a strategy that reads
what the seat may not see (E621), and what it cannot see of piles is dealt anew in the sample.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from .lookahead import best_moves



@dataclass(frozen=True)
class Strategy:
    name: str
    text: str
    prefer: tuple                    # ((names of actions, choices or "pass"), when(state, p) or None), ...
    value: Callable | None = None    # value(state, p) -> int: made as high as it can, one move ahead
    authored: bool = False


class StrategyAgent:
    """Plays a designer's strategy: the first rule that holds and whose decision is legal narrows the
    moves; the value (one move ahead) picks among them; ties, and a strategy without a value, at random."""

    def __init__(self, seed, strategy: Strategy):
        self.rng = random.Random(seed)
        self.strategy = strategy
        self.name = strategy.name

    def choose(self, view, moves):
        if len(moves) == 1:
            return moves[0]
        strategy = self.strategy
        world = view.sample(self.rng)
        p = world.players[view.seat]
        candidates = moves
        for takes, when in strategy.prefer:
            taken = [m for m in moves if m.name in takes]
            if taken and (when is None or when(world, p)):
                candidates = taken
                break
        if len(candidates) > 1 and strategy.value is not None:
            seat, value = view.seat, strategy.value
            candidates = best_moves(world, candidates, lambda after: value(after, after.players[seat]))
        return candidates[int(self.rng.random() * len(candidates))]


def strategy_agents(rules) -> dict:
    """The game's strategies as agent makers by name: maker(seed) -> StrategyAgent."""
    return {name: (lambda seed, s=s: StrategyAgent(seed, s)) for name, s in getattr(rules, "strategies", {}).items()}
