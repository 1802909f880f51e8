"""A seat's observation as a vector of fixed size, laid out from the game's fields (`GameRules.layout`).

Only `GameState.observation(seat)` is read, so the vector holds nothing the seat may not know
(tests/runtime/test_env.py re-deals what it cannot see and compares the vectors). Its layout, in order:

    header   the seat (one-hot over the seats); 1 if it decides now; who decides, counted from it (one-hot);
             the round; the phase (setup, hand_setup, round, hand_scoring, over) and the step (one-hot over
             every step of the flow); the seats still to pick in a secret step (multi-hot, counted from it)
    choice   the choice its effect waits on (one-hot over the choices the rules may ask, and 1 for none)
    taken    the tokens of the move it has begun (multi-hot over the vocabulary, runtime/env/moves.py), and
             how many it has taken
    shared   every shared field, in the order of the layout
    players  every player's fields, the seat's own first, then the others in turn order

and each field, by its kind:

    counter, track, flag   the value, then 1 if the seat may not see it (the value is then 0)
    symbol                 one-hot over its values, one more for none, then 1 if hidden
    set                    multi-hot over its table, then how many it holds
    zone                   how many of each card of its table it holds (of a pile the seat cannot see, the
                           cards it was shown there), then how many cards; a zone of one pile per key: so per key
    map                    per key its number (a map to symbols: the value's place in its table, from 1; 0
                           for none), then 1 if hidden
    tableau                per card of its decks: laid, column, row, quarter turns, holds a token; then the cards laid
    figures                how many stand

A value the seat cannot see counts 0 where it stands, with the hidden mark set, unless an effect showed it
the value (`known`): then it is written as if seen. Names of every slot: `ObservationLayout.names`.
"""
from __future__ import annotations

import numpy as np

from ..knowledge import HIDDEN

PHASES = ("setup", "hand_setup", "round", "hand_scoring", "over")


def _steps(rules) -> list:
    names = []
    for steps in (rules.setup, rules.hand_setup, rules.round, rules.hand_scoring):
        names += [step.name for step in steps if step.name not in names]
    return names


class _Field:
    """How one field is written into the vector: its slots' names and a writer of its value."""
    __slots__ = ("name", "kind", "spec", "domain", "index", "keys", "size")

    def __init__(self, name: str, spec: dict, rules):
        self.name, self.kind, self.spec = name, spec["kind"], spec
        tables = rules.tables
        if self.kind == "symbol":
            self.domain = list(spec.get("values") or tables.get(spec.get("of"), {}))
        elif self.kind == "tableau":
            self.domain = [card for deck in spec["decks"] for card in tables.get(deck, {})]
        else:
            self.domain = list(tables.get(spec.get("of"), {}))
        self.index = {value: i for i, value in enumerate(self.domain)}
        self.keys = list(tables.get(spec.get("keys"), {})) if spec.get("keys") else None
        self.size = len(self.slots())

    def slots(self) -> list:
        kind, name = self.kind, self.name
        if kind in ("counter", "track", "flag"):
            return [name, f"{name}:hidden"]
        if kind == "symbol":
            return [f"{name}={v}" for v in self.domain] + [f"{name}=none", f"{name}:hidden"]
        if kind == "set":
            return [f"{name}∋{v}" for v in self.domain] + [f"{name}:size"]
        if kind == "zone":
            one = lambda prefix: [f"{prefix}#{v}" for v in self.domain] + [f"{prefix}:size"]
            if self.keys is not None:
                return [slot for key in self.keys for slot in one(f"{name}[{key}]")]
            return one(name)
        if kind == "map":
            return [f"{name}[{key}]" for key in self.keys or ()] + [f"{name}:hidden"]
        if kind == "tableau":
            return [f"{name}@{card}:{part}" for card in self.domain
                    for part in ("laid", "column", "row", "turns", "token")] + [f"{name}:size"]
        return [f"{name}:size"]

    def write(self, out: np.ndarray, at: int, value, known: list | None) -> None:
        kind = self.kind
        if kind in ("counter", "track", "flag"):
            if value == HIDDEN:
                out[at + 1] = 1
            elif value is not None:
                out[at] = float(value)
        elif kind == "symbol":
            if value == HIDDEN:
                out[at + len(self.domain) + 1] = 1
            else:
                out[at + self.index.get(value, len(self.domain))] = 1
        elif kind == "set":
            if isinstance(value, int):
                out[at + len(self.domain)] = value
            else:
                for item in value:
                    if item in self.index:
                        out[at + self.index[item]] = 1
                out[at + len(self.domain)] = len(value)
        elif kind == "zone":
            if self.keys is not None:
                width = len(self.domain) + 1
                for i, key in enumerate(self.keys):
                    self._pile(out, at + i * width, (value or {}).get(key, ()), None)
            else:
                self._pile(out, at, value, known)
        elif kind == "map":
            if value == HIDDEN:
                out[at + len(self.keys or ())] = 1
            else:
                for i, key in enumerate(self.keys or ()):
                    item = value.get(key) if isinstance(value, dict) else None
                    if isinstance(item, str):
                        out[at + i] = self.index.get(item, -1) + 1
                    elif item is not None:
                        out[at + i] = float(item)
        elif kind == "tableau":
            if isinstance(value, list):
                for card, x, y, turn, token in value:
                    if card in self.index:
                        out[at + 5 * self.index[card]: at + 5 * self.index[card] + 5] = \
                            (1, x, y, turn // 90, token is not None)
                out[at + 5 * len(self.domain)] = len(value)
        else:
            out[at] = value if isinstance(value, int) else len(value or ())

    def _pile(self, out: np.ndarray, at: int, value, known: list | None) -> None:
        """A pile: each card it holds counted (a pile the seat cannot see: the cards it knows are there)."""
        if isinstance(value, int):
            size, cards = value, known or ()
        else:
            size, cards = len(value), value
        for card in cards:
            if card in self.index:
                out[at + self.index[card]] += 1
        out[at + len(self.domain)] = size


class ObservationLayout:
    """The vector layout of one game at a table of `seats` seats, and the writer of a seat's observation."""

    def __init__(self, rules, seats: int, vocabulary):
        self.seats = seats
        self.steps = _steps(rules)
        self.choices = sorted({choice[0] for choice in rules.choice_options.values()})
        self.vocabulary = vocabulary
        self.shared = [_Field(name, spec, rules) for name, spec in rules.layout.get("global", {}).items()]
        self.player = [_Field(name, spec, rules) for name, spec in rules.layout.get("player", {}).items()]
        names = [f"you=seat {s}" for s in range(seats)] + ["deciding"]
        names += [f"to_move=+{s}" for s in range(seats)] + ["round"]
        names += [f"phase={p}" for p in PHASES] + [f"step={s}" for s in self.steps]
        names += [f"waiting=+{s}" for s in range(seats)]
        names += [f"choice={c}" for c in self.choices] + ["choice=none"]
        names += [f"taken:{t}" for t in vocabulary.names] + ["taken:count"]
        self.header = len(names)
        for f in self.shared:
            names += [f"shared.{slot}" for slot in f.slots()]
        for relative in range(seats):
            for f in self.player:
                names += [f"player+{relative}.{slot}" for slot in f.slots()]
        self.names = names
        self.size = len(names)

    def encode(self, observation: dict, taken: list = ()) -> np.ndarray:
        """The vector of one seat's observation (and of the tokens of the move it has begun)."""
        out = np.zeros(self.size, dtype=np.float32)
        seats, you = self.seats, observation["you"]
        out[you] = 1
        to_move = observation["to_move"]
        out[seats] = to_move == you
        if to_move is not None:
            out[seats + 1 + (to_move - you) % seats] = 1
        at = 2 * seats + 1
        out[at] = observation["round"]
        at += 1
        out[at + PHASES.index(observation["phase"])] = 1
        at += len(PHASES)
        if observation["step"] in self.steps:
            out[at + self.steps.index(observation["step"])] = 1
        at += len(self.steps)
        for seat in observation["waiting_for"]:
            out[at + (seat - you) % seats] = 1
        at += seats
        choice = observation["choice"]
        out[at + (self.choices.index(choice["var"]) if choice else len(self.choices))] = 1
        at += len(self.choices) + 1
        for token in taken:
            out[at + token] = 1
        out[at + len(self.vocabulary)] = len(taken)
        at = self.header
        cards, values = _known(observation)
        for f in self.shared:
            value = observation["globals"].get(f.name)
            f.write(out, at, values.get((None, f.name), value), cards.get((None, f.name)))
            at += f.size
        players = observation["players"]
        for relative in range(seats):
            seat = (you + relative) % seats
            fields = players[seat] if seat < len(players) else {}
            for f in self.player:
                if f.name in fields:
                    f.write(out, at, values.get((seat, f.name), fields[f.name]), cards.get((seat, f.name)))
                at += f.size
        return out


def _known(observation: dict) -> tuple[dict, dict]:
    """What effects showed the seat of fields it cannot see: {(owner, field): the cards it knows are in a pile},
    {(owner, field): a value it was shown}."""
    cards, values = {}, {}
    for fact in observation["known"]:
        if "cards" in fact:
            cards[fact["owner"], fact["field"]] = fact["cards"]
        else:
            values[fact["owner"], fact["field"]] = fact["value"]
    return cards, values
