"""Agents: whoever decides for a seat. Each speaks only the decision model."""
from __future__ import annotations

import random

from .draws import seeded
from .knowledge import determinize, looks_if_replayed, seat_copy
from .lookahead import MOST_WEIGHED, best_moves, greedy_worth
from .lowered import judged_unread
from .mcts import IsmctsAgent
from .rules import RuleError
from .strategy import strategy_agents


class SeatView:
    """All an agent is given besides its legal moves: its seat's observation, and imagined worlds.

    An agent never holds the game, nor any way back to it: the view keeps the seat, the printed
    rules, the notes the seat may read and a Sampler, which owns a copy of the game holding nothing
    the seat may not know (runtime/knowledge.py `seat_copy`). `observation()` is read from that copy
    (the same, by the information-set property tests/runtime/test_information.py checks); `sample()`
    deals from it a game consistent with what the seat knows, on which a bot may look ahead; an agent
    written by a designer or a researcher gets the same.
    """
    __slots__ = ("seat", "rules", "_notes", "_sampler", "_observation")

    def __init__(self, game, seat: int):
        self.seat = seat
        self.rules = game.rules     # the game's rules and data (tables, names, texts): nothing of its state
        secret = game.snapshot is not None
        self._notes = [(i, *note) for i, note in enumerate(game.notes)
                       if not secret or note[1] is None or note[1] == seat]
        self._sampler = Sampler(game, seat)
        self._observation = None

    def observation(self) -> dict:
        if self._observation is None:
            self._observation = self._sampler.observation()
        return self._observation

    def notes(self) -> list:
        """The game's `log` messages this seat may read now, as (index, round, seat, text): all of them
        except, during a secret step, those of the other players (they show once everyone has chosen)."""
        return list(self._notes)

    def sample(self, rng, judged: bool = False):
        """A copy of the game in which everything this seat may not know is re-dealt with `rng`. `judged`: the copy is
        only weighed one move ahead (runtime/lookahead.py `weighed`, `best_moves`), which deal in full the piles left
        undealt (see Sampler.sample) where they would read them; the same moves are found, drawing the same numbers."""
        return self._sampler.sample(rng, judged)


class Sampler:
    """A seat's own copy of the game, kept as plain fields (no game object an agent could reach), from
    which it deals the worlds the seat could be in. A world dealt with an rng is the world
    `determinize` deals from the game itself with it, so bots decide as they did on the game."""
    __slots__ = ("seat", "_fields", "_looks", "_plans")

    def __init__(self, game, seat: int):
        self.seat = seat
        # how the game looks to the seat, where a world dealt must be checked against it (its own choice
        # imagined again): taken once for the copy and every world dealt from it
        self._looks = looks_if_replayed(game, seat)
        # what each deal from the copy deals, and where (knowledge.py `_dealt`): found once, by the copy's own deal
        self._plans = {}
        self._fields = _fields_of(seat_copy(game, seat, self._looks, self._plans))

    def observation(self) -> dict:
        return _game_of(self._fields).observation(self.seat)

    def sample(self, rng, judged: bool = False):
        """A world dealt from the copy with `rng`. `judged`: a world only weighed one move ahead, on the lowered state
        where the game's module prints greedy's worth: the decks of piles nothing judged there reads are left undealt
        (lowered.py `judged_unread`), their draws skipped, and dealt only where it is written back (knowledge.py
        `dealt_in_full`)."""
        unread = judged_unread(self._fields["rules"]) if judged else None
        return determinize(_game_of(self._fields), self.seat, rng, self._looks, plans=self._plans, unread=unread)


def _fields_of(world) -> dict:
    """A game's fields as a dict, the game it was before an effect asked (`origin`) and as a secret step began
    (`secret_start`) likewise."""
    fields = dict(world.__dict__)
    if fields.get("origin") is not None:
        before, moves, chosen = fields["origin"]
        fields["origin"] = [_fields_of(before), list(moves), list(chosen)]
    if fields.get("secret_start") is not None:
        fields["secret_start"] = _fields_of(fields["secret_start"])
    return fields


def _game_of(fields: dict):
    """The game `_fields_of` took apart; it shares their values, so it is only read or copied (determinize)."""
    from .state import GameState
    game = GameState.__new__(GameState)
    game.__dict__.update(fields)
    if fields.get("origin") is not None:
        before, moves, chosen = fields["origin"]
        game.origin = [_game_of(before), list(moves), list(chosen)]
    if fields.get("secret_start") is not None:
        game.secret_start = _game_of(fields["secret_start"])
    return game


class RandomAgent:
    """Chooses uniformly among the legal actions: with its own stream seeded by `seed`, or with `stream`, which the
    game's other random seats draw from too (make_agents)."""
    name = "random"

    def __init__(self, seed, stream: random.Random | None = None):
        self.rng = random.Random(seed) if stream is None else stream

    def choose(self, view, moves):
        return moves[int(self.rng.random() * len(moves))]


class GreedyAgent:
    """One-step lookahead on a world its seat could be in: the action after which its own score is highest.

    The lookahead runs on `view.sample()`, never on the game: the cards it cannot see are dealt
    anew for each decision (ties broken at random). Its worth of a world is `look_ahead_worth` and the
    `Reserve` of its tracks; it weighs at most MOST_WEIGHED of the moves.
    """
    name = "greedy"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view, moves):
        if len(moves) == 1:
            return moves[0]
        world = view.sample(self.rng, judged=True)
        if len(moves) > MOST_WEIGHED:
            moves = self.rng.sample(moves, MOST_WEIGHED)
        best = best_moves(world, moves, self.worth(world, view.seat), self.rng)
        return best[int(self.rng.random() * len(best))]

    def worth(self, world, seat: int):
        """What the agent makes as high as it can, one move ahead of `world` (lookahead.py `greedy_worth`)."""
        return greedy_worth(world, seat)


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


def agent_kinds(rules=None) -> dict:
    """Every agent a seat may be given by name: the built-in bots, ismcts, and the game's own strategies."""
    kinds = {**AGENTS, "ismcts": IsmctsAgent}
    if rules is not None:
        kinds.update(strategy_agents(rules))
    return kinds


def agents_stream(seed) -> random.Random:
    """The stream every random seat of the game of `seed` draws from (make_agents); seeded in C natively."""
    return seeded(f"{seed}:agents")


def make_agents(names: str | None, players: int, seed, rules=None, options: dict | None = None) -> list:
    """Agents for every seat from 'random,greedy,ismcts:200,…' (the last name fills the remaining seats).

    A name may carry a setting after a colon (the search budget of `ismcts:500` or `ismcts:0.5s`);
    with `rules`, the game's strategies (`strategies:` in its YAML) are agents too, and the seats its
    automata take at this number of players (and these options) are played by the game (AutomatonAgent), the names going
    to the players' seats in order.
    """
    wanted = (names or "random").split(",")
    kinds = agent_kinds(rules)
    automata = rules.automaton_seats(players, options) if rules is not None else {}
    agents = []
    # every random seat of a game draws from one stream, in the order the game asks them: seeding a stream
    # costs 5-7 µs, a third of the rounds of a random game of Pig played natively, and a stream per seat was
    # most of a small game's fixed cost. The dice keep the game's own stream (GameState.rng): a log replays
    # them without the agents, so the agents cannot draw from it.
    drawn = None
    for seat in range(players + len(automata)):
        if seat in automata:
            agents.append(AutomatonAgent(automata[seat]["name"]))
            continue
        mine = seat - sum(1 for s in automata if s < seat)
        name, _colon, setting = wanted[min(mine, len(wanted) - 1)].strip().partition(":")
        if name not in kinds:
            raise RuleError(f"unknown agent '{name}'; agents are: {', '.join(kinds)}")
        if setting:
            if name != "ismcts":
                raise RuleError(f"agent '{name}' takes no setting (':{setting}'); only ismcts does: ismcts:500")
            agents.append(kinds[name](f"{seed}:agent:{seat}", setting))
        elif kinds[name] is RandomAgent:
            drawn = agents_stream(seed) if drawn is None else drawn
            agents.append(RandomAgent(None, drawn))
        else:
            agents.append(kinds[name](f"{seed}:agent:{seat}"))
    return agents
