"""The lowered IR: a game's state as typed slots, and the statements and expressions over them.

Every value the IR holds has a C-able type known before play: a number (`long`, with bounds where the
definitions give them), a flag (`bint`), the id of a table as its row number (`long`, -1 for none), a
set of a table's ids as a bit mask (`long`, `u128` past 62 ids), a map keyed by a table as a list indexed by the key's
number (`list`), or, for what only the flow handles (the state of the readable game, the agents' draws,
a phase's name), `object`. The printers turn one IR into pure Python and into the Cython declarations
that type that very Python (printing.py); nothing is written twice.
"""
from __future__ import annotations


_NODE_KINDS: set = set()        # every class of node (Node's subclasses, each added when it is made)


class Node:
    """A node of the IR: its fields are its class's annotated names, in order (`_fields`), with the class's values as
    defaults. Equal and hashed by kind and fields, as a frozen dataclass would be, but made without one: a
    dataclass compiles its methods when the module is imported, which cost 40 ms for these twenty classes."""
    _fields: tuple = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        _NODE_KINDS.add(cls)

    def __init__(self, *args, **kwargs):
        if not kwargs and len(args) == len(self._fields):      # every field given in order: most nodes made
            self.__dict__.update(zip(self._fields, args))
            return
        values = dict(zip(self._fields, args), **kwargs)
        for name in self._fields:
            setattr(self, name, values[name] if name in values else getattr(type(self), name))

    def _values(self) -> tuple:
        # its fields' values in order: a node's __dict__ holds its fields, set in order by __init__, and nothing else
        # (as `_gather` reads it); an equality, hash or rewrite asks for them ~200,000 times in a build
        return tuple(self.__dict__.values())

    def __eq__(self, other):
        # the two __dict__s hold the same fields in the same order (those of one class): compared as they stand, field
        # by field, as the tuples of their values would be, without making the tuples
        return self is other or type(other) is type(self) and other.__dict__ == self.__dict__

    def __hash__(self):
        return hash((type(self).__name__,) + self._values())

    def __repr__(self):
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in self._fields)})"


def node(cls):
    """Make `cls` (a subclass of Node) a node of the fields it annotates."""
    cls._fields = tuple(name for name in cls.__dict__.get("__annotations__", {}) if not name.startswith("_"))
    return cls


# ---------------------------------------------------------------- types
LONG, BINT, LIST, OBJECT = "long", "bint", "list", "object"
# a set of 63-128 ids as one bit mask: a Python int in the pure print, natively one `unsigned __int128`
# (runtime/masks.pxd's `u128`), so that its ANDs, ORs and counts make no int of several digits
U128 = "u128"
C_LONG_IDS = 62         # a C long holds a mask of 62 ids and a sign
C_U128_IDS = 128


def mask_ctype(count: int) -> str:
    """The C type of a bit mask over `count` ids: a C long, a 128-bit word, else a Python int (an object)."""
    return LONG if count <= C_LONG_IDS else U128 if count <= C_U128_IDS else OBJECT
# a random stream, drawn from as `stream.random()`: what runtime/draws.py `stream_of` makes of one (natively the C
# `Draw` of runtime/draws.pyx, whose random() is a C call)
DRAW = "Draw"
# a tableau's kept area (`p.area_kept`, runtime/areas.py `Area`): natively the compiled class of runtime/areas.pxd, so
# that reading its spots and calling its methods and `tableau_lay` are C, not Python attribute look-ups and calls
AREA = "Area"


@node
class Slot(Node):
    """One field of a lowered record: its Python name, C type, and how it reads from and writes back to the
    readable record (`kind`: number, flag, id of `table`, map keyed by `table`)."""
    name: str
    ctype: str
    kind: str = "number"
    table: str | None = None
    keys: tuple = ()            # a map's keys, in the table's order (its list's index is the key's number)
    ids: tuple = ()             # an id's values, in the table's order (its number is the index here)
    field: str | None = None    # the readable record's slot it mirrors (None: the flow's own)


@node
class Record(Node):
    """A lowered record type: `class NAME:` with `__slots__`, a `cdef class` in the declarations."""
    name: str
    doc: str
    slots: tuple


# ---------------------------------------------------------------- expressions
@node
class Const(Node):
    value: object       # int, bool, str or None


@node
class Local(Node):
    name: str


@node
class Attr(Node):
    obj: object
    name: str


@node
class Item(Node):
    obj: object
    index: object


@node
class Bin(Node):
    op: str             # + - * // % == != < <= > >= and or & | << >> is is not in
    left: object
    right: object


@node
class Unary(Node):
    op: str             # not, -, ~
    operand: object


@node
class Cond(Node):
    cond: object
    then: object
    otherwise: object


@node
class Call(Node):
    func: object        # an expression (a Local naming a function, an Attr of a method)
    args: tuple = ()


@node
class ListOf(Node):
    """`[item for var in range(count) if test]` (test None: every number), or `[a, b]` when `items`."""
    items: tuple = ()
    var: str | None = None
    count: object = None
    test: object = None
    tuple: bool = False     # `(a, b)`: a tuple of the items


@node
class ListComp(Node):
    """`[item for var in source if test]` (test None: every value): the values a parameter may take, listed."""
    item: object
    var: str
    source: object
    test: object = None


@node
class Aggregate(Node):
    """`all(item for var in source)`, and any, sum, min, max (`default=0`), count (a sum of 1 per item that passes):
    over the players, a range of numbers or a tuple of the module's data."""
    func: str
    item: object
    var: str
    source: object
    test: object = None


# ---------------------------------------------------------------- statements
@node
class Assign(Node):
    target: object
    value: object
    op: str = "="       # = += -=


@node
class If(Node):
    branches: tuple     # ((cond, body), ...)
    otherwise: tuple = ()


@node
class While(Node):
    cond: object
    body: tuple


@node
class ForRange(Node):
    var: str
    count: object
    body: tuple
    start: object = None
    otherwise: tuple = ()   # run when the loop ends without a `break` (Python's `for … else`)


@node
class ForIn(Node):
    """`for var in items:` over a list or a tuple of the module's data."""
    var: str
    items: object
    body: tuple


@node
class Break(Node):
    pass


@node
class Continue(Node):
    pass


@node
class Return(Node):
    value: object = None


@node
class Do(Node):
    """An expression evaluated for what it does (a call)."""
    expr: object


@node
class Comment(Node):
    text: str


@node
class Inlined(Node):
    """The statements of the function `name` written in place of a call to it (optimise.py). Printed as those
    statements under a comment; the module tells runtime/errors.py which lines they are (`WRITTEN_IN_PLACE`), so a
    rules error there names the definition it comes from, as the call did."""
    name: str
    body: tuple


# ---------------------------------------------------------------- functions and the module
class Function:
    """A function of the module: `params` ((name, C type or record name[, default]), ...), `locals` {name: C type}
    of its locals, `returns` the C type of its value; `public` when called from outside the module (play,
    lower_state, raise_state: `cpdef`), else `cdef`."""

    def __init__(self, name: str, params: tuple, doc: str, body: list, returns: str = OBJECT,
                 locals: dict | None = None, public: bool = False):
        self.name, self.params, self.doc, self.body = name, params, doc, body
        self.returns, self.locals, self.public = returns, locals if locals is not None else {}, public
        self.walked = None      # (the body, its nodes walked): body_walked


class Module:
    """The whole module: its docstring, imports (module -> names), records, functions, and the data its functions
    read (`constants`: (name, literal text))."""

    def __init__(self, doc: str, imports: dict, records: list, functions: list, constants: list | None = None):
        self.doc, self.imports, self.records, self.functions = doc, imports, records, functions
        self.constants = constants if constants is not None else []


# ---------------------------------------------------------------- walks over the IR, and what stops the lowering
def walk_ir(node) -> list:
    """Every node of an IR tree (expressions and statements, lists of them), depth first, as a list: gathered by one
    recursive function, not by generators nested as deep as the tree, whose every node passed up through each level
    (the passes walk bodies millions of nodes in all; a walk with an explicit stack measured slower still)."""
    out = []
    if isinstance(node, Node):
        _gather(node, out)
    elif isinstance(node, (list, tuple)):
        _gather_in(node, out)
    return out


def body_walked(fn) -> list:
    """`walk_ir(fn.body)` of a Function, kept on it while its body is that very list: the passes after the lowering
    each read every node of every function (the derived values, the inliner's names and calls, the loops over the
    players, the aggregates as loops, the printer's tables), and most leave most functions as they were. A pass that
    changes a function gives it a new body (none changes a body in place), which is walked afresh. The list returned
    is shared by those passes: read it, never change it."""
    kept = fn.walked
    if kept is not None and kept[0] is fn.body:
        return kept[1]
    nodes = walk_ir(fn.body)
    fn.walked = (fn.body, nodes)
    return nodes


def functions_reached(functions: dict, roots, stop=frozenset(), named: bool = False) -> list:
    """The functions `roots` of a module (`functions`: name -> Function) and every function of it they call,
    directly or not, depth first; with `named`, also every function they only name (handed on as a value). The
    functions in `stop` are neither taken nor followed."""
    seen, todo, out = set(stop), list(roots), []
    while todo:
        name = todo.pop()
        if name in seen or name not in functions:
            continue
        seen.add(name)
        out.append(functions[name])
        if named:
            todo += [x.name for x in body_walked(functions[name]) if isinstance(x, Local) and x.name in functions]
        else:
            todo += [x.func.name for x in body_walked(functions[name])
                     if isinstance(x, Call) and isinstance(x.func, Local) and x.func.name in functions]
    return out


def _gather(node: Node, out: list) -> None:
    out.append(node)
    for value in node.__dict__.values():       # its fields, in order: a node holds nothing else
        kind = type(value)
        if kind in _LEAVES:      # a name, a number, a flag or None: most fields, told by one lookup
            continue
        if kind is Local or kind is Const and type(value.value) in _LEAVES:
            out.append(value)   # a node that holds no node (half of those walked), listed without a call
        elif kind in _NODE_KINDS:       # a node, told by one lookup of its class, not by isinstance's walk of the MRO
            _gather(value, out)
        elif kind is tuple or kind is list:
            _gather_in(value, out)
        elif isinstance(value, Node):
            _gather(value, out)
        elif isinstance(value, (list, tuple)):
            _gather_in(value, out)


def _gather_in(items, out: list) -> None:
    for item in items:
        kind = type(item)
        if kind in _LEAVES:
            continue
        if kind is Local or kind is Const and type(item.value) in _LEAVES:
            out.append(item)
        elif kind in _NODE_KINDS:
            _gather(item, out)
        elif kind is tuple or kind is list:
            _gather_in(item, out)
        elif isinstance(item, Node):
            _gather(item, out)
        elif isinstance(item, (list, tuple)):
            _gather_in(item, out)


_LEAVES = frozenset({str, int, bool, type(None)})     # what a field holds that is never a node nor holds one


def replace_ir(node, old, new):
    """The expression `node` with every `old` in it replaced by `new`."""
    if node == old:
        return new
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    return rebuilt(node, lambda part: replace_ir(part, old, new))


def rebuilt(node, change):
    """`node` made again with `change` applied to each of its fields that is a node, and to each item of those that
    are tuples: the one walk of a rewrite over the IR."""
    values = []
    for value in node._values():
        if isinstance(value, tuple):
            value = tuple(change(item) for item in value)
        elif isinstance(value, Node):
            value = change(value)
        values.append(value)
    return type(node)(*values)


def summed(parts: list):
    """The sum of the expressions `parts`, left to right (0 for none): a score of its parts."""
    total = parts[0] if parts else Const(0)
    for part in parts[1:]:
        total = Bin("+", total, part)
    return total


def reads_of(node, names) -> set:
    """The local names of `names` an expression reads."""
    return {x.name for x in walk_ir(node) if isinstance(x, Local) and x.name in names}


def conjuncts(cond) -> list:
    """`a and b and c` as [a, b, c]."""
    if isinstance(cond, Bin) and cond.op == "and":
        return conjuncts(cond.left) + conjuncts(cond.right)
    return [cond]


def conjoined(parts):
    """[a, b, c] (at least one) as `a and b and c`, tested in that order: conjuncts' inverse."""
    test = parts[0]
    for part in parts[1:]:
        test = Bin("and", test, part)
    return test


def leaves_loop(stmts) -> bool:
    """Does a `break` or `continue` of these statements leave the loop they are in (not one of their own)? A body
    written in place (Inlined) is read through, since its statements run in that loop."""
    for x in stmts:
        if isinstance(x, (Break, Continue)):
            return True
        if isinstance(x, If) and (any(leaves_loop(b) for _, b in x.branches) or leaves_loop(x.otherwise)):
            return True
        if isinstance(x, Inlined) and leaves_loop(x.body):
            return True
    return False


def unused_name(name: str, taken) -> str:
    """`name`, or `name_2`, `name_3`, … the first that `taken` does not hold: a local or function a pass adds."""
    new, k = name, 1
    while new in taken:
        k += 1
        new = f"{name}_{k}"
    return new


class NotKnown(Exception):
    """An expression the lowering cannot work out before play."""


class NotLowerable(Exception):
    """A construct the lowering does not cover: the game keeps fast.py."""

    def __init__(self, construct: str, span=None):
        where = f" ({span.file}:{span.line})" if span is not None else ""
        super().__init__(f"{construct}{where}")
        self.construct = construct
        self.span = span
