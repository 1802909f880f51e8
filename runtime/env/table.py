"""A game played action by action: what the PettingZoo, Gymnasium and OpenSpiel environments share.

`Table` holds a `GameState` and, where an action is a token, the move the seat to decide has begun
(runtime/env/moves.py). The seats
the game plays itself (game.yaml `automata:`) move on their own, as `cairn simulate` plays them
(runtime/agents.py `AutomatonAgent`), so the environments ask only the players' seats.
"""
from __future__ import annotations

from ..rules import RuleError
from ..state import GameState
from .moves import KINDS, Decision, MoveSpace, Vocabulary, WholeMoves
from .observe import ObservationLayout

REWARDS = ("win", "score")


class Spec:
    """What stays the same across the games of one environment: the rules, the seats, the action space and
    the vector layout.

    `actions="moves"` (the default) numbers every whole move the rules allow (`MoveSpace`), where they are
    enumerable within moves.LIMIT; else, and with `actions="tokens"`, an action is one token of a move
    (`Vocabulary`). `action_space_kind` says which it is."""

    def __init__(self, rules, players: int, options: dict | None = None, reward: str = "win",
                 actions: str = "moves"):
        if reward not in REWARDS:
            raise RuleError(f"reward '{reward}' is not one of {', '.join(REWARDS)}")
        if actions not in KINDS:
            raise RuleError(f"actions '{actions}' is not one of {', '.join(KINDS)}")
        if not rules.min_players <= players <= rules.max_players:
            raise RuleError(f"{rules.name} is for {rules.min_players}–{rules.max_players} players, not {players}")
        self.rules, self.players, self.reward = rules, players, reward
        self.options = rules.check_options(options or {})
        self.seats = rules.seat_count(players, self.options)
        self.automata = set(rules.automaton_seats(players, self.options))
        self.vocabulary = Vocabulary(rules, self.seats)
        self.moves = space_of(rules, self.seats, self.vocabulary) if actions == "moves" else None
        self.action_space_kind = "moves" if self.moves is not None else "tokens"
        self.layout = ObservationLayout(rules, self.seats, self.vocabulary)
        self.most_outcomes: int | None = None     # of one draw, as an OpenSpiel game declares it (runtime/env/spiel.py)


    @property
    def action_count(self) -> int:
        """How many actions the space has."""
        return len(self.moves if self.moves is not None else self.vocabulary)

    @property
    def action_names(self) -> list:
        """The name of each action, by its number: a whole move, or a token."""
        return (self.moves if self.moves is not None else self.vocabulary).names

    def decision(self, moves: list):
        """The legal moves of a decision, as the actions that take them."""
        if self.moves is not None:
            return WholeMoves(self.moves, moves)
        return Decision(self.vocabulary, moves)


_SPACES: dict = {}      # (id(rules), seats) -> (rules, its MoveSpace or None): enumerated once per game and table


def space_of(rules, seats: int, vocabulary: Vocabulary):
    found = _SPACES.get((id(rules), seats))
    if found is None or found[0] is not rules:
        found = _SPACES[(id(rules), seats)] = (rules, MoveSpace.of(rules, seats, vocabulary.symbols))
    return found[1]


class Table:
    """One game in play, one token at a time."""

    def __init__(self, spec: Spec, seed: int = 0, state: GameState | None = None):
        self.spec = spec
        self.state = state if state is not None else GameState(spec.rules, spec.players, seed, spec.options)
        self.decision: Decision | None = None
        self.automata_move()

    def clone(self) -> "Table":
        other = Table.__new__(Table)
        other.spec, other.state = self.spec, self.state.clone()
        other.decision = None
        if self.decision is not None:
            kind = type(self.decision)
            other.decision = kind.__new__(kind)
            other.decision.moves, other.decision.taken = self.decision.moves, list(self.decision.taken)
        return other

    def imagine(self, world: GameState) -> None:
        """Go on in `world` in place of the game held (a world a search deals anew, OpenSpiel's
        `resample_from_infostate`): the decision in play is worked out again from the world's own legal moves, for
        the seat to move may hold other cards there, and the tokens it has taken are taken again while they continue
        one of those moves (they always do in a world dealt for the seat to move)."""
        taken = self.taken()
        self.state, self.decision = world, None
        if not taken or world.is_over():
            return
        decision = self.current()
        for token in taken:
            if token not in decision.next_tokens():     # a move begun that this world does not allow: begun anew
                self.decision = None
                return
            decision.take(token)

    def automata_move(self) -> None:
        """The game's own seats take their moves: the first the rules list."""
        state = self.state
        while not state.is_over() and state.to_move() in self.spec.automata:
            state.apply(state.legal_actions()[0])

    def over(self) -> bool:
        return self.state.is_over()

    def to_move(self) -> int | None:
        return None if self.state.is_over() else self.state.to_move()

    def current(self) -> Decision:
        if self.decision is None:
            self.decision = self.spec.decision(self.state.legal_actions())
        return self.decision

    def legal_tokens(self) -> list:
        return [] if self.state.is_over() else self.current().next_tokens()

    def taken(self) -> list:
        return list(self.decision.taken) if self.decision is not None else []

    def take(self, token: int):
        """The seat to decide takes a token; the move it completes is applied (and returned)."""
        move = self.current().take(token)
        if move is not None:
            self.play(move)
        return move

    def play(self, move) -> None:
        """Apply a legal move of the seat to decide (taken token by token, or chosen by an agent)."""
        self.decision = None
        self.state.apply(move, check=False)
        self.automata_move()

    def observe(self, seat: int):
        """The seat's observation as the vector of the spec's layout."""
        taken = self.taken() if self.to_move() == seat else ()
        return self.spec.layout.encode(self.state.observation(seat), taken)

    def returns(self) -> list:
        """Each seat's reward at the end: 1 for a win, -1 for a loss, 0 for a win shared with others (a
        draw); with reward `score`, its score less the best of the others' (a solo game: its score)."""
        state = self.state
        if not state.is_over():
            return [0.0] * self.spec.seats
        if self.spec.reward == "score":
            scores = state.scores()
            return [float(scores[s] - max((v for o, v in enumerate(scores) if o != s), default=0))
                    for s in range(len(scores))]
        winners = state.winners()
        shared = len(winners) > 1
        return [(0.0 if shared else 1.0) if s in winners else -1.0 for s in range(self.spec.seats)]
