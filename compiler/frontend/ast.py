"""Syntax tree of the effect language.

Every node is a frozen dataclass with a `span` (the place in the definition file the
text came from), so every later stage can point at the source when it complains.
Expression nodes and statement nodes are kept apart: a statement changes the game,
an expression only reads it.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from .diagnostics import Span

# Every node class is a frozen dataclass with slots whose equality, hash and repr are Node's own: the same
# as a dataclass would write for it, but written once here rather than compiled for each of the fifty
# classes whenever the module is imported (that compilation was a sixth of a `cairn check`).
node = dataclass(frozen=True, slots=True, repr=False, eq=False)

_NAMES: dict[type, tuple] = {}     # node class -> its field names, in order


def _names(cls) -> tuple:
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


@node
class Node:
    span: Span

    def children(self):
        """Child nodes in source order, for generic walks (name checks, hashing)."""
        for name in _names(type(self)):
            if name == "span":
                continue
            yield from _nodes_in(getattr(self, name))

    def walk(self) -> list:
        """This node and every node under it, depth first in source order: a list gathered by one recursive
        function (the compiler walks the same trees many times; generators nested as deep as the tree passed
        every node up through each level)."""
        out = []
        _gather(self, out)
        return out

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in _names(type(self)))

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self):
        return hash(self._values())

    def __repr__(self):
        return f"{self.__class__.__qualname__}(" + \
            ", ".join(f"{name}={getattr(self, name)!r}" for name in _names(type(self))) + ")"


def _nodes_in(value):
    if isinstance(value, Node):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _nodes_in(item)


_CHILD_NAMES: dict[type, tuple] = {}     # node class -> the names of its fields that may hold nodes (all but span)


def _gather(node: Node, out: list) -> None:
    out.append(node)
    kind = type(node)
    names = _CHILD_NAMES.get(kind)
    if names is None:
        names = _CHILD_NAMES[kind] = tuple(name for name in _names(kind) if name != "span")
    for name in names:
        value = getattr(node, name)
        if isinstance(value, Node):
            _gather(value, out)
        elif isinstance(value, tuple):
            _gather_in(value, out)


def _gather_in(values: tuple, out: list) -> None:
    for value in values:
        if isinstance(value, Node):
            _gather(value, out)
        elif isinstance(value, tuple):
            _gather_in(value, out)


# ------------------------------------------------------------------ expressions
@node
class Number(Node):
    value: int


@node
class Bool(Node):
    value: bool


@node
class String(Node):
    value: str


@node
class Name(Node):
    name: str


@node
class Field(Node):
    obj: Node
    name: str


@node
class Index(Node):
    obj: Node
    key: Node


@node
class Call(Node):
    func: str
    args: tuple
    of: Node | None = None     # `q.longest_trail()`: the player a game function is worked out for


@node
class Aggregate(Node):
    """`sum(photos[s] for s in sections if s != here)` and its kin (count, min, max, all, any)."""
    func: str
    item: Node
    var: str
    source: Node
    filter: Node | None


@node
class Conditional(Node):
    cond: Node
    then: Node
    otherwise: Node


@node
class BinOp(Node):
    op: str  # + - * / % == != < <= > >= and or in not_in
    left: Node
    right: Node


@node
class Not(Node):
    operand: Node


@node
class Neg(Node):
    operand: Node


@node
class ListLit(Node):
    items: tuple


@node
class Range(Node):
    low: int
    high: int


@node
class RangeOf(Node):
    """`0..most`, `1..(count(hand) + 1)`: a range whose bounds are known only in play (both included)."""
    low: Node
    high: Node


@node
class TableRow(Node):
    kind: str  # "exact", "at_least" or "name"
    key: object
    value: Node


@node
class Table(Node):
    """A lookup table such as trail points `{1 -> 1, 2 -> 2, 3 -> 4}`."""
    rows: tuple


# ------------------------------------------------------------------ statements
@node
class Gain(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


@node
class Lose(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


@node
class CostItem(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


@node
class Cost(Node):
    items: tuple
    card: Node | None = None    # `guide.cost`: the cost printed on a card (a deck field of kind cost)
    market: Node | None = None  # `card.cost less bonuses from tokens with wild gold`: a MarketPrice


@node
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


@node
class Pay(Node):
    cost: Cost


@node
class Let(Node):
    name: str
    value: Node


@node
class Assign(Node):
    target: Node
    op: str  # "=", "+=", "-="
    value: Node


@node
class AddTo(Node):
    item: Node
    target: Node


@node
class RemoveFrom(Node):
    item: Node
    target: Node


@node
class Roll(Node):
    dice: tuple  # names


@node
class Shuffle(Node):
    target: Node


@node
class Resolve(Node):
    """`resolve guide.reward`: run the effect a card prints (a deck field of kind effect)."""
    target: Node


@node
class Draw(Node):
    count: Node
    source: Node
    dest: Node
    filter: Node | None


@node
class MoveCard(Node):
    card: Node
    source: Node
    dest: Node


@node
class PlaceCard(Node):
    """A card laid in a tableau at a spot, turned (degrees clockwise, or None) and marked with a token (or None)."""
    card: Node
    source: Node
    dest: Node
    spot: Node
    turn: Node | None
    token: Node | None


@node
class PassPile(Node):
    """`pass hand to left`: every player hands the whole of a pile of their own to a neighbour, all at once.

    The pile and the direction are words, not expressions: `hand` names the pile every player has,
    wherever the statement stands (a `do` step, where no player acts, included).
    """
    pile: str
    pile_span: Span
    direction: str      # "left" (to the next seat) or "right" (to the seat before), as written
    direction_span: Span


@node
class StandFigure(Node):
    """A figure of a figures field (by key) stands on a card laid in the field's tableau, waiting for its trail."""
    figures: Node
    key: Node
    card: Node


@node
class SendFigure(Node):
    """A waiting figure takes the trail leaving its camp by an exit (`exits(figures, key)` lists them)."""
    figures: Node
    key: Node
    exit: Node


@node
class WalkFigure(Node):
    """A walking figure goes a number of stops along its trail; with new_tokens, a token it has not seen is a stop."""
    figures: Node
    key: Node
    steps: Node
    new_tokens: bool


@node
class ResumeFigure(Node):
    """A figure stopped by a dead end walks again."""
    figures: Node
    key: Node


@node
class Choose(Node):
    """A choice in the middle of an effect: the rest of the effect waits for it."""
    var: str
    source: Node
    filter: Node | None


@node
class Reveal(Node):
    """`reveal players[t].hand to me`, `reveal card in reserve to all`: show a field, or one card of a pile.

    `viewer` is None for all players; `card` is None when the whole field is shown.
    """
    target: Node
    viewer: Node | None
    card: Node | None = None


@node
class Conceal(Node):
    """`conceal card in reserve`: turn a face-up card of a pile face down again."""
    card: Node
    target: Node


@node
class Score(Node):
    amount: Node


@node
class Keyword(Node):
    """`stop`, `finish`, `eliminate`, `end game`: statements that are one word of flow."""
    word: str


@node
class TurnOrder(Node):
    """`next turn q`, `extra turn`, `first player q`: who plays next, or who starts the rounds."""
    word: str                 # "next turn" | "extra turn" | "first player"
    who: Node | None = None   # the player (None for `extra turn`)


@node
class Log(Node):
    text: str


@node
class CallStmt(Node):
    func: str
    args: tuple


@node
class If(Node):
    branches: tuple  # ((cond, body), ...)
    otherwise: tuple | None


@node
class Repeat(Node):
    count: Node
    body: tuple


@node
class ForEach(Node):
    var: str
    source: Node
    body: tuple


@node
class While(Node):
    """`while COND max N { ... }`, `until COND { ... }`: repeat while (until) a condition holds.

    `limit` is the most turns the loop may take (None: DEFAULT_LOOP_LIMIT); one more is a rules error.
    """
    cond: Node
    body: tuple
    until: bool = False
    limit: Node | None = None


DEFAULT_LOOP_LIMIT = 1000


@node
class Effect(Node):
    body: tuple


STATEMENTS = (Gain, Lose, Pay, Let, Assign, AddTo, RemoveFrom, Roll, Shuffle, Draw, MoveCard,
              Choose, Reveal, Conceal, Score, Keyword, TurnOrder, Log, CallStmt, If, Repeat, ForEach)
STATEMENTS = STATEMENTS + (While,)
STATEMENTS = STATEMENTS + (PlaceCard,)
STATEMENTS = STATEMENTS + (StandFigure, SendFigure, WalkFigure, ResumeFigure)
STATEMENTS = STATEMENTS + (PassPile,)
