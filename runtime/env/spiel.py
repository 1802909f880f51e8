"""A game as an OpenSpiel Python game (the `ai` extra): its search, learning and evaluation tools play it.

    from runtime.env import openspiel_game
    game = openspiel_game(rules, players=2)    # registered with pyspiel as cairn_<game>; a pyspiel.Game

Players are the seats (the game's automata among them move by themselves). A player's actions are the
game's whole moves, or its move tokens where those are too many (`actions="tokens"` asks for them), a move
then taking one or a few (runtime/env/moves.py; `game.spec.action_space_kind` says which). Chance is explicit: each draw
of the game's random stream (a die rolled, each swap of a shuffle, runtime/chance.py) is a chance node of
k outcomes of probability 1/k. The move that draws is played again from where it started with the outcomes
chosen so far (`_Replay`): the game's state stays plain data, so a chance node copies like any other.
Observations are the seat's (`GameState.observation`): the tensor is the vector of runtime/env/observe.py,
the information state string the observation with its public log (perfect recall) and the tokens taken.
"""
from __future__ import annotations

import copy
import json
import random
import types

import numpy as np
import pyspiel

from ..knowledge import EVERYONE, determinize, visibility
from ..rules import RuleError
from ..state import MAX_ROUNDS, GameState
from .table import Spec, Table

_REGISTERED: dict = {}     # short name -> the rules registered under it
_DRAWING = {"roll", "roll_dice", "shuffle"}     # the runtime's functions that draw on chance (runtime/chance.py)


class _ChanceNeeded(BaseException):
    """A draw whose outcome is not chosen yet: the move stops here and becomes a chance node. Not an
    Exception, so that no handler of the rules' errors takes it for one."""

    def __init__(self, outcomes: int):
        super().__init__(outcomes)
        self.outcomes = outcomes


class _Draw(float):
    """What the chance stream's `random()` returns. The runtime draws as `int(random() * k)`: multiplied by k,
    it gives the chosen outcome (from 0) and a half, or stops the move at a chance node of k outcomes."""

    def __new__(cls, stream):
        draw = float.__new__(cls, 0.5)
        draw.stream = stream
        return draw

    def __mul__(self, outcomes):
        return self.stream.outcome(int(outcomes)) + 0.5

    __rmul__ = __mul__


class _ChanceStream(random.Random):
    """The random stream of a move played with the outcomes chance nodes chose: each draw takes the next."""

    def __init__(self, outcomes: list):
        super().__init__(0)
        self.outcomes, self.used = list(outcomes), 0

    def random(self):
        return _Draw(self)

    def outcome(self, outcomes: int) -> int:
        if self.used == len(self.outcomes):
            raise _ChanceNeeded(outcomes)
        chosen = self.outcomes[self.used]
        self.used += 1
        return chosen

    def getstate(self):
        return tuple(self.outcomes), self.used

    def setstate(self, state):
        outcomes, used = state
        self.outcomes, self.used = list(outcomes), used


def draws_on_chance(rules) -> bool:
    """Does any function of the compiled rules roll a die or shuffle a pile?"""
    module = rules.new_globals.__module__
    return any(isinstance(value, types.FunctionType) and value.__module__ == module and _names(value.__code__)
               for value in rules.new_globals.__globals__.values())


def _names(code) -> bool:
    return bool(_DRAWING & set(code.co_names)) or any(
        _names(const) for const in code.co_consts if isinstance(const, types.CodeType))


def hides_anything(rules) -> bool:
    """Is anything of the game hidden from some seat: a field, a secret step, an action's secret argument?"""
    for scope in ("player", "global"):
        if any(visibility(rules, scope, name) != EVERYONE for name in rules.layout.get(scope, {})):
            return True
    steps = rules.setup + rules.round + rules.hand_setup + rules.hand_scoring
    return any(step.secret for step in steps) or any(action.secret for action in rules.actions.values()) or \
        any(secret for _name, secret, _fn in rules.choice_options.values())


MOST_FACES = 100     # a die of more faces than a game has cards to shuffle is refused (ChanceError)


class ChanceError(RuleError):
    """A draw of more outcomes than the game told OpenSpiel it may have."""


def most_outcomes(rules, players: int, options: dict) -> int:
    """The most outcomes of one draw: a shuffle of every card the game holds, or a die of up to MOST_FACES."""
    state = GameState(rules, players, 0, options)
    cards = sum(len(v) for fields in [state.g, *state.players] for v in fields.values() if isinstance(v, list))
    return max(cards, MOST_FACES)


class _Replay:
    """Where one game stands: either at a decision (`table`), or partway through a move that draws
    (`before` it, the `move`, and the `outcomes` chosen so far; `need` outcomes for the next draw)."""

    def __init__(self, spec: Spec):
        self.spec = spec
        self.before = GameState(spec.rules, spec.players, 0, spec.options, start=False)
        self.move = None            # None: the setup
        self.outcomes: list = []
        self.need: int | None = None
        self.table: Table | None = None
        self.seen: dict = {}        # seat -> its observation where the game stands (OpenSpiel asks several times)
        self.shared = False         # the game's start, which every new state holds until it moves (CairnState)
        self.resolve()

    def __deepcopy__(self, memo):
        other = _Replay.__new__(_Replay)
        other.spec, other.before, other.move = self.spec, self.before, self.move     # `before` is never changed
        other.outcomes, other.need, other.shared = list(self.outcomes), self.need, False
        other.table = self.table.clone() if self.table is not None else None
        other.seen = dict(self.seen)
        return other

    def resolve(self) -> None:
        """Play the move from its start with the outcomes chosen so far, up to its next draw or its end;
        then the game's own seats move, each move likewise."""
        self.seen = {}
        while True:
            world = self.before.clone()
            world.rng = _ChanceStream(self.outcomes)
            try:
                if self.move is None:
                    world.advance()
                else:
                    world.apply(self.move, check=False)
            except _ChanceNeeded as draw:
                if draw.outcomes > self.spec.most_outcomes:
                    raise ChanceError(f"{self.spec.rules.name}: a draw of {draw.outcomes} outcomes, more than the "
                                      f"{self.spec.most_outcomes} OpenSpiel was told of") from None
                self.need, self.table = draw.outcomes, None
                return
            self.need = None
            if not world.is_over() and world.to_move() in self.spec.automata:
                self.before, self.move, self.outcomes = world, world.legal_actions()[0], []
                continue
            self.table = Table(self.spec, state=world)
            return

    def game(self) -> GameState:
        """The game as it stands (at a chance node: as it stood before the move that draws)."""
        return self.table.state if self.table is not None else self.before

    def observation(self, seat: int) -> dict:
        seen = self.seen.get(seat)
        if seen is None:
            seen = self.seen[seat] = self.game().observation(seat)
        return seen

    def taken(self, seat: int) -> list:
        """The tokens of the move `seat` has begun."""
        return self.table.taken() if self.table is not None and self.table.to_move() == seat else []

    def choose(self, outcome: int) -> None:
        self.outcomes.append(outcome)
        self.resolve()

    def take(self, token: int) -> None:
        move = self.table.current().take(token)
        self.seen = {}
        if move is not None:
            self.before, self.move, self.outcomes = self.table.state, move, []
            self.resolve()


class CairnState(pyspiel.State):
    """One game in play, as OpenSpiel sees it."""

    def __init__(self, game, start: "_Replay"):
        super().__init__(game)
        self.play = start       # copied before the first action changes it (pyspiel's clone copies it anyway)

    def current_player(self):
        play = self.play
        if play.need is not None:
            return pyspiel.PlayerId.CHANCE
        if play.table.over():
            return pyspiel.PlayerId.TERMINAL
        return play.table.to_move()

    def _legal_actions(self, player):
        if self.play.need is not None or player != self.current_player():
            return []
        return self.play.table.legal_tokens()

    def chance_outcomes(self):
        k = self.play.need
        return [(outcome, 1.0 / k) for outcome in range(k)]

    def _apply_action(self, action):
        if self.play.shared:
            self.play = copy.deepcopy(self.play)
        if self.play.need is not None:
            self.play.choose(int(action))
        else:
            self.play.take(int(action))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"outcome {action + 1} of {self.play.need}"
        return self.play.spec.action_names[action]

    def is_terminal(self):
        return self.play.need is None and self.play.table.over()

    def returns(self):
        return self.play.table.returns() if self.is_terminal() else [0.0] * self.play.spec.seats

    def resample_from_infostate(self, player, sampler=None):
        """A copy of this state in which everything `player` may not know is dealt anew (runtime/knowledge.py)."""
        other = self.clone()
        seed = sampler() if callable(sampler) else random.random()
        other.play.table.imagine(determinize(self.play.table.state, player, random.Random(seed)))
        other.play.seen = {}
        return other

    def __str__(self):
        play = self.play
        game = play.game()
        return json.dumps({"moves": game.texts(), "taken": play.table.taken() if play.table else [],
                           "move": str(play.move) if play.need is not None else None,
                           "outcomes": play.outcomes if play.need is not None else []})


class CairnObserver:
    """A seat's observation: the vector of runtime/env/observe.py; as text, its observation as JSON (with the
    public log of moves for perfect recall, the information state)."""

    def __init__(self, spec: Spec, perfect_recall: bool):
        self.spec, self.perfect_recall = spec, perfect_recall
        self.tensor = np.zeros(spec.layout.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        play = state.play
        self.tensor[:] = self.spec.layout.encode(play.observation(player), play.taken(player))

    def string_from(self, state, player):
        play = state.play
        seen = {**play.observation(player), "taken": play.taken(player)}
        if not self.perfect_recall:
            del seen["log"]
        return json.dumps(seen, sort_keys=True)


class CairnGame(pyspiel.Game):
    """A compiled game at a table of some players, as OpenSpiel sees it."""

    def __init__(self, game_type, spec: Spec, params):
        rules = spec.rules
        spec.most_outcomes = most_outcomes(rules, spec.players, spec.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=spec.action_count,
            max_chance_outcomes=spec.most_outcomes,
            num_players=spec.seats,
            min_utility=-1.0, max_utility=1.0, utility_sum=None,
            # the decisions of every seat in every round, a few tokens each: a bound, never reached
            max_game_length=MAX_ROUNDS * rules.max_moves_per_turn * spec.seats * 8)
        super().__init__(game_type, info, params)
        self.spec = spec
        self._start: _Replay | None = None

    def new_initial_state(self):
        # pyspiel copies a state by making a new one and copying the copy's fields into it: the setup, with
        # every draw of its shuffles a chance node, is played once per game
        if self._start is None:
            self._start = _Replay(self.spec)
            self._start.shared = True
        return CairnState(self, self._start)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return CairnObserver(self.spec, bool(iig_obs_type and iig_obs_type.perfect_recall))


def game_type(rules) -> pyspiel.GameType:
    """The game's type: sequential, its chance explicit where it draws, its information imperfect where
    anything is hidden, general-sum, rewarded at the end."""
    kind = pyspiel.GameType
    return kind(
        short_name=f"cairn_{rules.id.replace('-', '_')}", long_name=rules.name,
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=kind.ChanceMode.EXPLICIT_STOCHASTIC if draws_on_chance(rules) else kind.ChanceMode.DETERMINISTIC,
        information=kind.Information.IMPERFECT_INFORMATION if hides_anything(rules)
        else kind.Information.PERFECT_INFORMATION,
        utility=kind.Utility.GENERAL_SUM, reward_model=kind.RewardModel.TERMINAL,
        max_num_players=rules.max_players, min_num_players=rules.min_players,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"players": default_players(rules)})


def default_players(rules) -> int:
    """The players a game loaded by its name alone is played by: two, where the game may be."""
    return min(max(2, rules.min_players), rules.max_players)


def openspiel_game(rules, players: int = 2, options: dict | None = None, actions: str = "moves") -> CairnGame:
    """The game as an OpenSpiel game of `players` players, registered with pyspiel under `cairn_<game>` (so
    `pyspiel.load_game("cairn_<game>", {"players": n})` loads it too, with the default options and actions)."""
    kind = game_type(rules)
    name = kind.short_name
    if name not in _REGISTERED:
        pyspiel.register_game(kind, _loader(name))
    _REGISTERED[name] = rules
    return CairnGame(kind, Spec(rules, players, options, actions=actions), {"players": players})


def _loader(name: str) -> type:
    """What pyspiel calls to load a registered game: a class, as OpenSpiel's own Python games register. (A
    function would do, but pyspiel lets go of it after Python has stopped, and freeing it then aborts.)"""

    def load(self, params=None):
        rules = _REGISTERED[name]
        players = int((params or {}).get("players", default_players(rules)))
        CairnGame.__init__(self, game_type(rules), Spec(rules, players), {"players": players})

    return type(f"CairnGame_{name}", (CairnGame,), {"__init__": load})


class ScoreEvaluator:
    """An evaluator for OpenSpiel's MCTS and ISMCTS bots that plays no rollout: a state is worth to each seat
    its score's lead over the best other, squashed into -1..1 (at the end: the returns); every legal action
    is as likely as the others. Cheap, for a search at a small setting."""

    def evaluate(self, state):
        if state.is_terminal():
            return np.array(state.returns())
        scores = state.play.game().scores()
        best = [max((v for o, v in enumerate(scores) if o != s), default=0) for s in range(len(scores))]
        return np.array([np.tanh((scores[s] - best[s]) / 10) for s in range(len(scores))])

    def prior(self, state):
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions()
        return [(action, 1.0 / len(actions)) for action in actions]
