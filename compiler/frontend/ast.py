"""Syntax tree of the effect language.

Every node is frozen (made once, never changed) and has a `span` (the place in the definition file the
text came from), so every later stage can point at the source when it complains.
Expression nodes and statement nodes are kept apart: a statement changes the game,
an expression only reads it.
"""
from __future__ import annotations

from .diagnostics import Span


class FrozenNodeError(AttributeError):
    """A node of the syntax tree is never changed once made (it is hashed, and shared by the parse cache)."""


class NodeClass(type):
    """The type of every node class: its annotated names are its fields (`_fields`, after those of the class it
    extends), kept in `__slots__`, with the values written beside them as defaults (`_defaults`).

    What `dataclass(frozen=True, slots=True)` made of each class, made here by hand: the dataclass compiled an
    `__init__`, a `__setattr__` and a `__delattr__` for each of the fifty classes and made each class twice (for
    its slots) whenever the module was imported, a sixth of a `cairn check`."""

    def __new__(mcs, name, bases, namespace):
        own = tuple(namespace.get("__annotations__", {}))
        defaults = {field: namespace.pop(field) for field in own if field in namespace}
        namespace["__slots__"] = own
        cls = super().__new__(mcs, name, bases, namespace)
        cls._fields = getattr(cls, "_fields", ()) + own
        cls._defaults = {**getattr(cls, "_defaults", {}), **defaults}
        return cls


_set = object.__setattr__


class Node(metaclass=NodeClass):
    span: Span

    def __init__(self, *args, **kwargs):
        names = self._fields
        if len(args) == len(names) and not kwargs:      # every field given in order: most nodes made
            for name, value in zip(names, args):
                _set(self, name, value)
            return
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__}() takes {len(names)} fields, {len(args)} given")
        for name, value in zip(names, args):
            if name in kwargs:
                raise TypeError(f"{type(self).__name__}() got {name!r} twice")
            _set(self, name, value)
        defaults = self._defaults
        for name in names[len(args):]:
            if name in kwargs:
                _set(self, name, kwargs.pop(name))
            elif name in defaults:
                _set(self, name, defaults[name])
            else:
                raise TypeError(f"{type(self).__name__}() is missing the field {name!r}")
        if kwargs:
            raise TypeError(f"{type(self).__name__}() has no field {next(iter(kwargs))!r}")

    def __setattr__(self, name, value):
        raise FrozenNodeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise FrozenNodeError(f"cannot delete field {name!r}")

    def __reduce__(self):       # copied and pickled by its fields, made again by __init__ (never set one by one)
        return type(self), self._values()

    def children(self):
        """Child nodes in source order, for generic walks (name checks, hashing)."""
        for name in type(self)._fields:
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
        return tuple(getattr(self, name) for name in type(self)._fields)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self):
        return hash(self._values())

    def __repr__(self):
        return f"{self.__class__.__qualname__}(" + \
            ", ".join(f"{name}={getattr(self, name)!r}" for name in type(self)._fields) + ")"


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
        names = _CHILD_NAMES[kind] = tuple(name for name in kind._fields if name != "span")
    for name in names:
        value = getattr(node, name)
        if type(value) in _ATOMS:
            out.append(value)   # a name or a literal holds no node (half of those walked): listed without a call
        elif isinstance(value, Node):
            _gather(value, out)
        elif isinstance(value, tuple):
            _gather_in(value, out)


def _gather_in(values: tuple, out: list) -> None:
    for value in values:
        if type(value) in _ATOMS:
            out.append(value)
        elif isinstance(value, Node):
            _gather(value, out)
        elif isinstance(value, tuple):
            _gather_in(value, out)


# ------------------------------------------------------------------ expressions
class Number(Node):
    value: int


class Bool(Node):
    value: bool


class String(Node):
    value: str


class Name(Node):
    name: str


_ATOMS = frozenset({Number, Bool, String, Name})     # the nodes that hold no node: `_gather` lists them without a call


class Field(Node):
    obj: Node
    name: str


class Index(Node):
    obj: Node
    key: Node


class Call(Node):
    func: str
    args: tuple
    of: Node | None = None     # `q.longest_trail()`: the player a game function is worked out for


class Aggregate(Node):
    """`sum(photos[s] for s in sections if s != here)` and its kin (count, min, max, all, any)."""
    func: str
    item: Node
    var: str
    source: Node
    filter: Node | None


class Conditional(Node):
    cond: Node
    then: Node
    otherwise: Node


class BinOp(Node):
    op: str  # + - * / % == != < <= > >= and or in not_in
    left: Node
    right: Node


class Not(Node):
    operand: Node


class Neg(Node):
    operand: Node


class ListLit(Node):
    items: tuple


class Range(Node):
    low: int
    high: int


class RangeOf(Node):
    """`0..most`, `1..(count(hand) + 1)`: a range whose bounds are known only in play (both included)."""
    low: Node
    high: Node


class TableRow(Node):
    kind: str  # "exact", "at_least" or "name"
    key: object
    value: Node


class Table(Node):
    """A lookup table such as trail points `{1 -> 1, 2 -> 2, 3 -> 4}`."""
    rows: tuple


# ------------------------------------------------------------------ statements
class Gain(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


class Lose(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


class CostItem(Node):
    amount: Node
    resource: str
    resource_span: Span
    key: Node | None = None     # `resources[kind]`: one entry of a map of numbers


class Cost(Node):
    items: tuple
    card: Node | None = None    # `guide.cost`: the cost printed on a card (a deck field of kind cost)
    market: Node | None = None  # `card.cost less bonuses from tokens with wild gold`: a MarketPrice


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


class Pay(Node):
    cost: Cost


class Let(Node):
    name: str
    value: Node


class Assign(Node):
    target: Node
    op: str  # "=", "+=", "-="
    value: Node


class AddTo(Node):
    item: Node
    target: Node


class RemoveFrom(Node):
    item: Node
    target: Node


class Roll(Node):
    dice: tuple  # names


class Shuffle(Node):
    target: Node


class Resolve(Node):
    """`resolve guide.reward`: run the effect a card prints (a deck field of kind effect)."""
    target: Node


class Draw(Node):
    count: Node
    source: Node
    dest: Node
    filter: Node | None


class MoveCard(Node):
    card: Node
    source: Node
    dest: Node


class PlaceCard(Node):
    """A card laid in a tableau at a spot, turned (degrees clockwise, or None) and marked with a token (or None)."""
    card: Node
    source: Node
    dest: Node
    spot: Node
    turn: Node | None
    token: Node | None


class PassPile(Node):
    """`pass hand to left`: every player hands the whole of a pile of their own to a neighbour, all at once.

    The pile and the direction are words, not expressions: `hand` names the pile every player has,
    wherever the statement stands (a `do` step, where no player acts, included).
    """
    pile: str
    pile_span: Span
    direction: str      # "left" (to the next seat) or "right" (to the seat before), as written
    direction_span: Span


class StandFigure(Node):
    """A figure of a figures field (by key) stands on a card laid in the field's tableau, waiting for its trail."""
    figures: Node
    key: Node
    card: Node


class SendFigure(Node):
    """A waiting figure takes the trail leaving its camp by an exit (`exits(figures, key)` lists them)."""
    figures: Node
    key: Node
    exit: Node


class WalkFigure(Node):
    """A walking figure goes a number of stops along its trail; with new_tokens, a token it has not seen is a stop."""
    figures: Node
    key: Node
    steps: Node
    new_tokens: bool


class ResumeFigure(Node):
    """A figure stopped by a dead end walks again."""
    figures: Node
    key: Node


class Choose(Node):
    """A choice in the middle of an effect: the rest of the effect waits for it."""
    var: str
    source: Node
    filter: Node | None


class Reveal(Node):
    """`reveal players[t].hand to me`, `reveal card in reserve to all`: show a field, or one card of a pile.

    `viewer` is None for all players; `card` is None when the whole field is shown.
    """
    target: Node
    viewer: Node | None
    card: Node | None = None


class Conceal(Node):
    """`conceal card in reserve`: turn a face-up card of a pile face down again."""
    card: Node
    target: Node


class Score(Node):
    amount: Node


class Keyword(Node):
    """`stop`, `finish`, `eliminate`, `end game`: statements that are one word of flow."""
    word: str


class TurnOrder(Node):
    """`next turn q`, `extra turn`, `first player q`: who plays next, or who starts the rounds."""
    word: str                 # "next turn" | "extra turn" | "first player"
    who: Node | None = None   # the player (None for `extra turn`)


class Log(Node):
    text: str


class CallStmt(Node):
    func: str
    args: tuple


class If(Node):
    branches: tuple  # ((cond, body), ...)
    otherwise: tuple | None


class Repeat(Node):
    count: Node
    body: tuple


class ForEach(Node):
    var: str
    source: Node
    body: tuple


class While(Node):
    """`while COND max N { ... }`, `until COND { ... }`: repeat while (until) a condition holds.

    `limit` is the most turns the loop may take (None: DEFAULT_LOOP_LIMIT); one more is a rules error.
    """
    cond: Node
    body: tuple
    until: bool = False
    limit: Node | None = None


DEFAULT_LOOP_LIMIT = 1000


class Effect(Node):
    body: tuple


STATEMENTS = (Gain, Lose, Pay, Let, Assign, AddTo, RemoveFrom, Roll, Shuffle, Draw, MoveCard,
              Choose, Reveal, Conceal, Score, Keyword, TurnOrder, Log, CallStmt, If, Repeat, ForEach)
STATEMENTS = STATEMENTS + (While,)
STATEMENTS = STATEMENTS + (PlaceCard,)
STATEMENTS = STATEMENTS + (StandFigure, SendFigure, WalkFigure, ResumeFigure)
STATEMENTS = STATEMENTS + (PassPile,)
