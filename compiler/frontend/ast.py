"""Syntax tree of the effect language.

Every node is a frozen dataclass with a `span` (the place in the definition file the
text came from), so every later stage can point at the source when it complains.
Expression nodes and statement nodes are kept apart: a statement changes the game,
an expression only reads it.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from .diagnostics import Span


@dataclass(frozen=True, slots=True)
class Node:
    span: Span

    def children(self):
        """Child nodes in source order, for generic walks (name checks, hashing)."""
        for f in fields(self):
            if f.name == "span":
                continue
            yield from _nodes_in(getattr(self, f.name))

    def walk(self):
        yield self
        for child in self.children():
            yield from child.walk()


def _nodes_in(value):
    if isinstance(value, Node):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _nodes_in(item)


# ------------------------------------------------------------------ expressions
@dataclass(frozen=True, slots=True)
class Number(Node):
    value: int


@dataclass(frozen=True, slots=True)
class Bool(Node):
    value: bool


@dataclass(frozen=True, slots=True)
class String(Node):
    value: str


@dataclass(frozen=True, slots=True)
class Name(Node):
    name: str


@dataclass(frozen=True, slots=True)
class Field(Node):
    obj: Node
    name: str


@dataclass(frozen=True, slots=True)
class Index(Node):
    obj: Node
    key: Node


@dataclass(frozen=True, slots=True)
class Call(Node):
    func: str
    args: tuple
    of: Node | None = None     # `q.longest_trail()`: the player a game function is worked out for


@dataclass(frozen=True, slots=True)
class Aggregate(Node):
    """`sum(photos[s] for s in sections if s != here)` and its kin (count, min, max, all, any)."""
    func: str
    item: Node
    var: str
    source: Node
    filter: Node | None


@dataclass(frozen=True, slots=True)
class Conditional(Node):
    cond: Node
    then: Node
    otherwise: Node


@dataclass(frozen=True, slots=True)
class BinOp(Node):
    op: str  # + - * / % == != < <= > >= and or in not_in
    left: Node
    right: Node


@dataclass(frozen=True, slots=True)
class Not(Node):
    operand: Node


@dataclass(frozen=True, slots=True)
class Neg(Node):
    operand: Node


@dataclass(frozen=True, slots=True)
class ListLit(Node):
    items: tuple


@dataclass(frozen=True, slots=True)
class Range(Node):
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class RangeOf(Node):
    """`0..most`, `1..(count(hand) + 1)`: a range whose bounds are known only in play (both included)."""
    low: Node
    high: Node


@dataclass(frozen=True, slots=True)
class TableRow(Node):
    kind: str  # "exact", "at_least" or "name"
    key: object
    value: Node


@dataclass(frozen=True, slots=True)
class Table(Node):
    """A lookup table such as trail points `{1 -> 1, 2 -> 2, 3 -> 4}`."""
    rows: tuple


# ------------------------------------------------------------------ statements
@dataclass(frozen=True, slots=True)
class Gain(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


@dataclass(frozen=True, slots=True)
class Lose(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


@dataclass(frozen=True, slots=True)
class CostItem(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


@dataclass(frozen=True, slots=True)
class Cost(Node):
    items: tuple
    card: Node | None = None    # `guide.cost`: the cost printed on a card (a deck field of kind cost)
    market: Node | None = None  # `card.cost less bonuses from tokens with wild gold`: a MarketPrice


@dataclass(frozen=True, slots=True)
class MarketPrice(Node):
    """`card.cost less bonuses from tokens with wild gold`: a price by id, less a discount by id, paid
    entry by entry from a map of numbers, what is missing from a wild resource (a counter or an entry)."""
    price: Node
    discount: Node | None
    source: str
    source_span: Span
    wild: str | None = None
    wild_span: Span | None = None
    wild_key: Node | None = None


@dataclass(frozen=True, slots=True)
class Pay(Node):
    cost: Cost


@dataclass(frozen=True, slots=True)
class Let(Node):
    name: str
    value: Node


@dataclass(frozen=True, slots=True)
class Assign(Node):
    target: Node
    op: str  # "=", "+=", "-="
    value: Node


@dataclass(frozen=True, slots=True)
class AddTo(Node):
    item: Node
    target: Node


@dataclass(frozen=True, slots=True)
class RemoveFrom(Node):
    item: Node
    target: Node


@dataclass(frozen=True, slots=True)
class Roll(Node):
    dice: tuple  # names


@dataclass(frozen=True, slots=True)
class Shuffle(Node):
    target: Node


@dataclass(frozen=True, slots=True)
class Resolve(Node):
    """`resolve guide.reward`: run the effect a card prints (a deck field of kind effect)."""
    target: Node


@dataclass(frozen=True, slots=True)
class Draw(Node):
    count: Node
    source: Node
    dest: Node
    filter: Node | None


@dataclass(frozen=True, slots=True)
class MoveCard(Node):
    card: Node
    source: Node
    dest: Node


@dataclass(frozen=True, slots=True)
class PlaceCard(Node):
    """A card laid in a tableau at a spot, turned (degrees clockwise, or None) and marked with a token (or None)."""
    card: Node
    source: Node
    dest: Node
    spot: Node
    turn: Node | None
    token: Node | None


@dataclass(frozen=True, slots=True)
class StandFigure(Node):
    """A figure of a figures field (by key) stands on a card laid in the field's tableau, waiting for its trail."""
    figures: Node
    key: Node
    card: Node


@dataclass(frozen=True, slots=True)
class SendFigure(Node):
    """A waiting figure takes the trail leaving its camp by an exit (`exits(figures, key)` lists them)."""
    figures: Node
    key: Node
    exit: Node


@dataclass(frozen=True, slots=True)
class WalkFigure(Node):
    """A walking figure goes a number of stops along its trail; with new_tokens, a token it has not seen is a stop."""
    figures: Node
    key: Node
    steps: Node
    new_tokens: bool


@dataclass(frozen=True, slots=True)
class ResumeFigure(Node):
    """A figure stopped by a dead end walks again."""
    figures: Node
    key: Node


@dataclass(frozen=True, slots=True)
class Choose(Node):
    """A choice in the middle of an effect: the rest of the effect waits for it."""
    var: str
    source: Node
    filter: Node | None


@dataclass(frozen=True, slots=True)
class Reveal(Node):
    """`reveal players[t].hand to me`, `reveal card in reserve to all`: show a field, or one card of a pile.

    `viewer` is None for all players; `card` is None when the whole field is shown.
    """
    target: Node
    viewer: Node | None
    card: Node | None = None


@dataclass(frozen=True, slots=True)
class Conceal(Node):
    """`conceal card in reserve`: turn a face-up card of a pile face down again."""
    card: Node
    target: Node


@dataclass(frozen=True, slots=True)
class Score(Node):
    amount: Node


@dataclass(frozen=True, slots=True)
class Keyword(Node):
    """`stop`, `finish`, `eliminate`, `end game`: statements that are one word of flow."""
    word: str


@dataclass(frozen=True, slots=True)
class TurnOrder(Node):
    """`next turn q`, `extra turn`, `first player q`: who plays next, or who starts the rounds."""
    word: str                 # "next turn" | "extra turn" | "first player"
    who: Node | None = None   # the player (None for `extra turn`)


@dataclass(frozen=True, slots=True)
class Log(Node):
    text: str


@dataclass(frozen=True, slots=True)
class CallStmt(Node):
    func: str
    args: tuple


@dataclass(frozen=True, slots=True)
class If(Node):
    branches: tuple  # ((cond, body), ...)
    otherwise: tuple | None


@dataclass(frozen=True, slots=True)
class Repeat(Node):
    count: Node
    body: tuple


@dataclass(frozen=True, slots=True)
class ForEach(Node):
    var: str
    source: Node
    body: tuple


@dataclass(frozen=True, slots=True)
class While(Node):
    """`while COND max N { ... }`, `until COND { ... }`: repeat while (until) a condition holds.

    `limit` is the most turns the loop may take (None: DEFAULT_LOOP_LIMIT); one more is a rules error.
    """
    cond: Node
    body: tuple
    until: bool = False
    limit: Node | None = None


DEFAULT_LOOP_LIMIT = 1000


@dataclass(frozen=True, slots=True)
class Effect(Node):
    body: tuple


STATEMENTS = (Gain, Lose, Pay, Let, Assign, AddTo, RemoveFrom, Roll, Shuffle, Draw, MoveCard,
              Choose, Reveal, Conceal, Score, Keyword, TurnOrder, Log, CallStmt, If, Repeat, ForEach)
STATEMENTS = STATEMENTS + (While,)
STATEMENTS = STATEMENTS + (PlaceCard,)
STATEMENTS = STATEMENTS + (StandFigure, SendFigure, WalkFigure, ResumeFigure)
