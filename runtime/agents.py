"""Agents: whoever decides for a seat. Each speaks only the decision model."""
from __future__ import annotations

import random


class RandomAgent:
    """Chooses uniformly among the legal actions."""
    name = "random"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state, moves):
        return moves[int(self.rng.random() * len(moves))]


class GreedyAgent:
    """One-step lookahead: the action after which its own score is highest (ties broken at random)."""
    name = "greedy"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, state, moves):
        if len(moves) == 1:
            return moves[0]
        seat = moves[0].seat
        best, best_score = [], None
        for move in moves:
            after = state.clone()
            after.apply(move, check=False)
            score = after.rules.total_score(after, after.players[seat])
            if best_score is None or score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        return best[int(self.rng.random() * len(best))]


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agents(names: str | None, players: int, seed) -> list:
    """Agents for every seat from 'random,greedy,…' (the last name fills the remaining seats)."""
    wanted = (names or "random").split(",")
    agents = []
    for seat in range(players):
        name = wanted[min(seat, len(wanted) - 1)].strip()
        if name not in AGENTS:
            from .rules import RuleError
            raise RuleError(f"unknown agent '{name}'; agents are: {', '.join(AGENTS)}")
        agents.append(AGENTS[name](f"{seed}:agent:{seat}"))
    return agents
