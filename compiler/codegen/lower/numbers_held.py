"""An id's number read once for each id a loop walks: `for g_ in s.in_game_goals:` whose body reads
`GOALS_NUMBERS[g_]` again and again holds it in a local at its start, `g_number = GOALS_NUMBERS[g_]`.

A pile holds its cards' ids as the readable records do (strings), and the lowered code reads an id's number from the
table's `…_NUMBERS` dict wherever it needs it: a goal tested for a player read its number four times (its bit in two
masks, its slot, its test's argument), each a dict lookup, and natively each a Python int shifted and masked through
Python (`1 << GOALS_NUMBERS[g_]`) where the local, a C long, shifts and masks in C. The same lookups, read once: the
dict is the module's constant and the loop's variable is not assigned in its body, so every read gives the same
number; and it is read where the body's first statement reads it whenever it runs (its condition's first test, say),
so no lookup is made that the loop did not make (the local is read only where the lookups were).
"""
from __future__ import annotations

from .ir import (C_LONG_IDS, LONG, OBJECT, Aggregate, Assign, Attr, Bin, Call, Comment, Cond, Const, Do, ForIn, ForRange, Function, If,
                 Inlined, Item, ListComp, ListOf, Local, Module, Node, Unary, While, body_walked, unused_name, walk_ir)


def numbers_held(module: Module) -> Module:
    """`module` with each loop over ids that reads one id's number twice or more holding it in a local (see the
    module's docstring); `module` itself where none does."""
    # each table's number as a C long where a shift by it stays in one (`1 << number`, a bit of a C long mask), else as
    # the int it is
    tables = {name: LONG if text.count(":") <= C_LONG_IDS else OBJECT
              for name, text in module.constants if name.endswith("_NUMBERS")}
    functions, changed = [], False
    for fn in module.functions:
        nodes = body_walked(fn)
        if not any(type(x) is Item and type(x.obj) is Local and x.obj.name in tables and type(x.index) is Local
                   for x in nodes):
            functions.append(fn)
            continue
        taken = {x.name for x in nodes if type(x) is Local} | set(fn.locals) | {p[0] for p in fn.params}
        held: dict = {}
        body = _walked(fn.body, tables, taken, held)
        if not held:
            functions.append(fn)
            continue
        changed = True
        functions.append(Function(fn.name, fn.params, fn.doc, body, fn.returns, {**fn.locals, **held}, fn.public))
    if not changed:
        return module
    return Module(module.doc, module.imports, module.records, functions, module.constants)


# the statements that may hold a loop in their bodies (an expression holds none): only these are made again
_HOLDERS = frozenset({If, While, ForRange, Inlined})


def _walked(x, tables: dict, taken: set, held: dict):
    """`x` (a statement, an expression or a list or tuple of them) with its loops over ids rewritten, innermost
    first; what can hold no loop is returned as it is, not made again."""
    kind = type(x)
    if kind is ForIn:
        body = _walked(x.body, tables, taken, held)
        return _holding(ForIn(x.var, x.items, body), tables, taken, held)
    if kind is tuple or kind is list:
        return kind(_walked(item, tables, taken, held) for item in x)
    if kind in _HOLDERS:
        return kind(*(_walked(value, tables, taken, held) for value in x._values()))
    return x


def _holding(loop: ForIn, tables: dict, taken: set, held: dict) -> ForIn:
    """`loop` with the number of its variable in a table read once at the start of its body, where its body reads it
    twice or more, never binds the variable again, and reads it first before it does anything else."""
    var = Local(loop.var)
    reads = [x for x in walk_ir(loop.body)
             if type(x) is Item and x.index == var and type(x.obj) is Local and x.obj.name in tables]
    if not reads or any(_binds(x, loop.var) for x in walk_ir(loop.body)):
        return loop
    for lookup in dict.fromkeys(reads):
        if reads.count(lookup) < 2 or lookup not in _first_read(loop.body):
            continue
        name = unused_name(loop.var.rstrip("_") + "_number", taken)
        taken.add(name)
        held[name] = tables[lookup.obj.name]
        body = _replaced(loop.body, lookup, Local(name))
        loop = ForIn(loop.var, loop.items, type(body)([Assign(Local(name), lookup), *body]))
    return loop


def _binds(x, var: str) -> bool:
    """Does the node `x` bind the name `var` (assigned, or a loop's or a comprehension's variable)?"""
    if type(x) is Assign:
        return any(type(t) is Local and t.name == var for t in walk_ir(x.target))
    if type(x) in (ForIn, ForRange, ListComp, Aggregate) or type(x) is ListOf and x.var is not None:
        return x.var == var
    return False


def _first_read(body) -> list:
    """The expressions the first statement of `body` (past comments) evaluates before anything else it does may fail
    or change: its condition's or its value's parts that are always evaluated, in no particular order."""
    for stmt in body:
        if type(stmt) is Comment:
            continue
        if type(stmt) is Inlined:
            return _first_read(stmt.body)
        if type(stmt) is If:
            return _eager(stmt.branches[0][0])
        if type(stmt) is Do:
            return _eager(stmt.expr)
        if type(stmt) is Assign and stmt.op == "=" and type(stmt.target) is Local:
            return _eager(stmt.value)
        if type(stmt) is ForIn:
            return _eager(stmt.items)
        if type(stmt) is While:
            return _eager(stmt.cond)
        return []
    return []


def _eager(node) -> list:
    """`node` and the parts of it that are evaluated whenever it is: the left of `and` and `or`, a condition's test,
    both sides of any other operator, a call's function and arguments, an item's object and index."""
    out = [node]
    kind = type(node)
    if kind is Bin:
        out += _eager(node.left)
        if node.op not in ("and", "or"):
            out += _eager(node.right)
    elif kind is Unary:
        out += _eager(node.operand)
    elif kind is Cond:
        out += _eager(node.cond)
    elif kind is Call:
        out += _eager(node.func)
        for arg in node.args:
            out += _eager(arg)
    elif kind is Item:
        out += _eager(node.obj) + _eager(node.index)
    elif kind is Attr:
        out += _eager(node.obj)
    return out


def _replaced(x, old, new):
    """`x` (a node, or a list or tuple of them, to any depth) with every `old` in it replaced by `new`."""
    if x == old:
        return new
    if isinstance(x, (tuple, list)):
        return type(x)(_replaced(item, old, new) for item in x)
    if isinstance(x, Node) and not isinstance(x, (Local, Const)):
        return type(x)(*(_replaced(value, old, new) for value in x._values()))
    return x

