"""Agents: whoever decides for a seat. Each speaks only the decision model."""
from __future__ import annotations

import random

from .knowledge import determinize
from .rules import RuleError


class SeatView:
    """All an agent is given besides its legal moves: its seat's observation, and imagined worlds.

    An agent never holds the game itself. `sample()` is a game consistent with what the seat
    knows — what it cannot see is dealt anew at random (runtime/knowledge.py `determinize`) — on
    which a bot may look ahead; an agent written by a designer or a researcher gets the same.
    """
    __slots__ = ("seat", "_game", "_observation")

    def __init__(self, game, seat: int):
        self.seat = seat
        self._game = game
        self._observation = None

    def observation(self) -> dict:
        if self._observation is None:
            self._observation = self._game.observation(self.seat)
        return self._observation

    def sample(self, rng):
        """A copy of the game in which everything this seat may not know is re-dealt with `rng`."""
        return determinize(self._game, self.seat, rng)


class RandomAgent:
    """Chooses uniformly among the legal actions."""
    name = "random"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view, moves):
        return moves[int(self.rng.random() * len(moves))]


class GreedyAgent:
    """One-step lookahead on a world its seat could be in: the action after which its own score is highest.

    The lookahead runs on `view.sample()`, never on the game: the cards it cannot see are dealt
    anew for each decision (ties broken at random).
    """
    name = "greedy"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view, moves):
        if len(moves) == 1:
            return moves[0]
        seat = view.seat
        world = view.sample(self.rng)
        best, best_score = [], None
        for move in moves:
            after = world.clone()
            try:
                after.apply(move)
            except RuleError:       # not playable in this imagined world
                continue
            score = after.rules.total_score(after, after.players[seat])
            if after.rules.progress is not None:   # the game's own measure of a way not yet scored
                score += after.rules.progress(after, after.players[seat])
            if best_score is None or score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        best = best or moves
        return best[int(self.rng.random() * len(best))]


class _FirstOption:
    """The draws of a seat that always takes the first option: what the random playouts ask of an rng."""
    __slots__ = ()

    def random(self) -> float:
        return 0.0


class AutomatonAgent:
    """A seat the game plays itself (game.yaml `automata:`): its decisions are the rules' own.

    The definition's effects make the automaton's choices; where they still leave more than one
    legal move, it takes the first in the order the rules list them, so no agent and no chance decides.
    """

    def __init__(self, name: str):
        self.name = name
        self.rng = _FirstOption()

    def choose(self, view, moves):
        return moves[0]


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agents(names: str | None, players: int, seed, rules=None) -> list:
    """Agents for every seat from 'random,greedy,…' (the last name fills the remaining seats).

    With `rules`, the seats its automata take at this number of players are played by the game
    (AutomatonAgent) and the names go to the players' seats in order."""
    wanted = (names or "random").split(",")
    automata = rules.automaton_seats(players) if rules is not None else {}
    agents = []
    for seat in range(players + len(automata)):
        if seat in automata:
            agents.append(AutomatonAgent(automata[seat]["name"]))
            continue
        mine = seat - sum(1 for s in automata if s < seat)
        name = wanted[min(mine, len(wanted) - 1)].strip()
        if name not in AGENTS:
            raise RuleError(f"unknown agent '{name}'; agents are: {', '.join(AGENTS)}")
        agents.append(AGENTS[name](f"{seed}:agent:{seat}"))
    return agents
