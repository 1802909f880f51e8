"""The lowered IR: a game's state as typed slots, and the statements and expressions over them.

Every value the IR holds has a C-able type known before play: a number (`long`, with bounds where the
definitions give them), a flag (`bint`), the id of a table as its row number (`long`, -1 for none), a
set of a table's ids as a bit mask (`long`), a map keyed by a table as a list indexed by the key's
number (`list`), or, for what only the flow handles (the state of the readable game, the agents' draws,
a phase's name), `object`. The printers turn one IR into pure Python and into the Cython declarations
that type that very Python (printing.py); nothing is written twice.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# ---------------------------------------------------------------- types
LONG, BINT, LIST, OBJECT = "long", "bint", "list", "object"


@dataclass(frozen=True)
class Slot:
    """One field of a lowered record: its Python name, C type, and how it reads from and writes back to the
    readable record (`kind`: number, flag, id of `table`, map keyed by `table`)."""
    name: str
    ctype: str
    kind: str = "number"
    table: str | None = None
    keys: tuple = ()            # a map's keys, in the table's order (its list's index is the key's number)
    ids: tuple = ()             # an id's values, in the table's order (its number is the index here)
    field: str | None = None    # the readable record's slot it mirrors (None: the flow's own)


@dataclass(frozen=True)
class Record:
    """A lowered record type: `class NAME:` with `__slots__`, a `cdef class` in the declarations."""
    name: str
    doc: str
    slots: tuple


# ---------------------------------------------------------------- expressions
@dataclass(frozen=True)
class Const:
    value: object       # int, bool, str or None


@dataclass(frozen=True)
class Local:
    name: str


@dataclass(frozen=True)
class Attr:
    obj: object
    name: str


@dataclass(frozen=True)
class Item:
    obj: object
    index: object


@dataclass(frozen=True)
class Bin:
    op: str             # + - * // % == != < <= > >= and or & | << >> is is not in
    left: object
    right: object


@dataclass(frozen=True)
class Unary:
    op: str             # not, -, ~
    operand: object


@dataclass(frozen=True)
class Cond:
    cond: object
    then: object
    otherwise: object


@dataclass(frozen=True)
class Call:
    func: object        # an expression (a Local naming a function, an Attr of a method)
    args: tuple = ()


@dataclass(frozen=True)
class ListOf:
    """`[item for var in range(count) if test]` (test None: every number), or `[a, b]` when `items`."""
    items: tuple = ()
    var: str | None = None
    count: object = None
    test: object = None
    tuple: bool = False     # `(a, b)`: a tuple of the items


@dataclass(frozen=True)
class Aggregate:
    """`all(item for var in source)`, and any, sum, min, max (`default=0`), count (a sum of 1 per item that passes):
    over the players, a range of numbers or a tuple of the module's data."""
    func: str
    item: object
    var: str
    source: object
    test: object = None


# ---------------------------------------------------------------- statements
@dataclass(frozen=True)
class Assign:
    target: object
    value: object
    op: str = "="       # = += -=


@dataclass(frozen=True)
class If:
    branches: tuple     # ((cond, body), ...)
    otherwise: tuple = ()


@dataclass(frozen=True)
class While:
    cond: object
    body: tuple


@dataclass(frozen=True)
class ForRange:
    var: str
    count: object
    body: tuple
    start: object = None


@dataclass(frozen=True)
class ForIn:
    """`for var in items:` over a list or a tuple of the module's data."""
    var: str
    items: object
    body: tuple


@dataclass(frozen=True)
class Break:
    pass


@dataclass(frozen=True)
class Return:
    value: object = None


@dataclass(frozen=True)
class Do:
    """An expression evaluated for what it does (a call)."""
    expr: object


@dataclass(frozen=True)
class Comment:
    text: str


# ---------------------------------------------------------------- functions and the module
@dataclass
class Function:
    name: str
    params: tuple           # ((name, ctype or record name[, default]), ...)
    doc: str
    body: list
    returns: str = OBJECT   # the C type of the value returned
    locals: dict = field(default_factory=dict)     # name -> C type (or a record name) of its locals
    public: bool = False    # called from outside the module (play, lower_state, raise_state): cpdef


@dataclass
class Module:
    doc: str
    imports: dict           # module -> names imported from it ("runtime.api", ".rules", ".data")
    records: list
    functions: list
    constants: list = field(default_factory=list)     # (name, literal text): data the functions read
