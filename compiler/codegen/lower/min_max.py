"""`min` and `max` of numbers as comparisons, not calls.

A builtin `min(a, b)` in CPython 3.11 builds a tuple of its arguments, parses its keywords and walks the tuple: ~1,100
instructions, where a comparison and a jump cost a few hundred. What it returns is its first least argument: it compares
each later argument with the least so far by `<` and keeps the later one only where that holds (`max` by `>`), so
`min(a, b)` is `b if b < a else a`, read in that order. Cython already makes a `min` of C numbers comparisons; the pure
print pays the call. Over the finished module, two shapes are written as the comparisons the call makes:

- a whole-number local set to `min`/`max` of numbers (a `let`, a parameter of a procedure written in place), as
  statements over the local: `amount = min(1, max(0, 12 - total))` is `amount = 12 - total`, `if amount <= 0:
  amount = 0`, `if amount >= 1: amount = 1`. An argument after the first is read again where it wins, so it must be a
  plain read the write of the local does not change (`plain`); a first argument that no evaluation can change (a
  number, another local: `fixed`) may instead be the bound tested after the other is held, as in the example, so that
  the longer one is worked out once;
- anywhere else, `min`/`max` of two plain reads, as a conditional expression: `3 * min(p.food, days)` is
  `3 * (days if days < p.food else p.food)`.

lowering.py `bounded_by` does the same for a counter clamped to its bounds; this pass covers what is left.
"""
from __future__ import annotations

from .ir import LONG, Assign, Attr, Bin, Call, Cond, Const, ForIn, ForRange, Function, If, Inlined, Item, Local, \
    Module, While, walk_ir
from .optimise import rebuilt

_CALLS = {Local("min"): "<", Local("max"): ">"}
# where the first argument is the bound, tested after the other is held: kept where they are equal, as the call keeps it
_BOUND_KEPT = {"<": ">=", ">": "<="}


def min_max_compared(module: Module) -> Module:
    """`module` with its functions' `min` and `max` of numbers written as comparisons (see the module's docstring)."""
    if any(fn.name in ("min", "max") for fn in module.functions):
        return module       # (a function of the module named so: the name is not the builtin's)
    functions = [_compared(fn) for fn in module.functions]
    if all(new is old for new, old in zip(functions, module.functions)):
        return module
    return Module(module.doc, module.imports, module.records, functions, module.constants)


def _compared(fn: Function) -> Function:
    nodes = walk_ir(fn.body)
    if not any(isinstance(x, Call) and x.func in _CALLS for x in nodes):
        return fn
    # (a parameter, a local or a loop's name spelled so is not the builtin)
    names = {param[0] for param in fn.params} | set(fn.locals) | {getattr(x, "var", None) for x in nodes}
    if "min" in names or "max" in names:
        return fn
    numbers = {param[0] for param in fn.params if param[1] == LONG} \
        | {name for name, ctype in fn.locals.items() if ctype == LONG}
    body = rebuilt(_held(fn.body, numbers), _as_condition)
    return Function(fn.name, fn.params, fn.doc, body, fn.returns, fn.locals, fn.public)


def _held(stmts, numbers: set):
    """`stmts` with each whole-number local set to a `min`/`max` set by comparisons (`bounded`), blocks within too."""
    out = []
    for x in stmts:
        if isinstance(x, Assign) and x.op == "=" and isinstance(x.target, Local) and x.target.name in numbers:
            statements = bounded(x.target, x.value)
            if statements is not None:
                out += statements
                continue
        out.append(_blocks_held(x, numbers))
    return type(stmts)(out) if isinstance(stmts, tuple) else out


def _blocks_held(x, numbers: set):
    if isinstance(x, If):
        return If(tuple((cond, _held(block, numbers)) for cond, block in x.branches), _held(x.otherwise, numbers))
    if isinstance(x, While):
        return While(x.cond, _held(x.body, numbers))
    if isinstance(x, ForRange):
        return ForRange(x.var, x.count, _held(x.body, numbers), x.start, _held(x.otherwise, numbers))
    if isinstance(x, ForIn):
        return ForIn(x.var, x.items, _held(x.body, numbers))
    if isinstance(x, Inlined):
        return Inlined(x.name, _held(x.body, numbers))
    return x


def bounded(local: Local, value) -> list | None:
    """`local = value` as statements where value is `min`/`max` of two or more numbers and can be so written (see the
    module's docstring), else None."""
    if not (isinstance(value, Call) and value.func in _CALLS and len(value.args) >= 2):
        return None
    op = _CALLS[value.func]
    first, *rest = value.args
    if len(rest) == 1 and fixed(first, local) and not isinstance(rest[0], Const):
        # `min(1, n)`: n held, then 1 taken where n is not less; 1 needs no reading before n (nothing changes it)
        held = bounded(local, rest[0]) or [Assign(local, rest[0])]
        return held + [If(((Bin(_BOUND_KEPT[op], local, first), [Assign(local, first)]),))]
    if not all(plain(arg, local) for arg in rest):
        return None
    held = bounded(local, first) or ([] if first == local else [Assign(local, first)])
    return held + [If(((Bin(op, arg, local), [Assign(local, arg)]),)) for arg in rest]


def _as_condition(node):
    """A `min`/`max` of two plain reads as the conditional expression the call works out."""
    if isinstance(node, Call) and node.func in _CALLS and len(node.args) == 2 and all(plain(a) for a in node.args):
        first, second = node.args
        return Cond(Bin(_CALLS[node.func], second, first), second, first)
    return node


def plain(node, local: Local | None = None) -> bool:
    """Can `node` be read a second time, to the same number and with no effect (a number, a local but `local`, a field,
    an entry, `+ - *` of those)?"""
    for x in walk_ir(node):
        if x == local or isinstance(x, Bin) and x.op not in ("+", "-", "*"):
            return False
        if not isinstance(x, (Const, Local, Attr, Item, Bin)):
            return False
    return True


def fixed(node, local: Local) -> bool:
    """Does `node` read nothing an expression could change (a number, a local but `local`, `+ - *` of those)?"""
    return all(isinstance(x, (Const, Local)) and x != local or isinstance(x, Bin) and x.op in ("+", "-", "*")
               for x in walk_ir(node))
