"""A worth's number clamped to a range by two tests, not by `min(max(X, low), high)`.

A count of a run of numbers (worth.py `_range_count`: Appalachian's complete journal rows, the least entry of the
journal clamped to 0..3) is printed `min(max(X, 0), 3)`: two calls of builtins, each of which builds a tuple of its
arguments, parses its keywords and walks the tuple (~1,100 instructions in CPython 3.11, lowering.py `bounded_by`),
for every world greedy judges. Where X reads only the record's slots (no local, no call but `min`/`max` of one slot,
nothing that can fail or draw), it is worked out in a local of its own before the worth's sum, and held within the
range by two comparisons: `clamped = X`, `if clamped < low: clamped = low`, `if clamped > high: clamped = high`.
`max(X, low)` is X unless X is below low, and `min(Y, high)` is Y unless high is below Y: the same whole number. X is
read earlier than in the sum, which changes nothing: it reads slots nothing in the sum writes.
"""
from __future__ import annotations

from .ir import LONG, Assign, Attr, Bin, Call, Comment, Const, If, Local, Node, rebuilt, walk_ir

_BOUNDS = (Local("min"), Local("max"))


def clamps_tested(total, steps: list, names: dict, taken: set):
    """`total` with each `min(max(X, low), high)` of whole-number constants low <= high and X a plain read (see the
    module's docstring) read from a local (`clamped`, `clamped_2`, …) that statements appended to `steps` work out;
    their C types added to `names`. `taken`: the names the function's locals use already."""
    found: dict = {}        # the clamp -> its local

    def change(part):
        clamp = _clamp(part)
        if clamp is not None:
            name = found.get(part)
            if name is None:
                name = found[part] = _fresh("clamped", taken | set(names))
                names[name] = LONG
                value, low, high = clamp
                here = Local(name)
                steps.extend([
                    Comment(f"held within {low}..{high} by two tests: a min() or max() call builds a tuple of its arguments"),
                    Assign(here, value),
                    If(((Bin("<", here, Const(low)), [Assign(here, Const(low))]),)),
                    If(((Bin(">", here, Const(high)), [Assign(here, Const(high))]),))])
            return Local(name)
        if not isinstance(part, Node):
            return part
        return rebuilt(part, change)
    return change(total)


def _clamp(part) -> tuple | None:
    """(X, low, high) of `min(max(X, low), high)`, low <= high whole numbers and X a plain read; else None."""
    if not (isinstance(part, Call) and part.func == Local("min") and len(part.args) == 2):
        return None
    inner, high = part.args
    if not (isinstance(inner, Call) and inner.func == Local("max") and len(inner.args) == 2):
        return None
    value, low = inner.args
    if not (_whole(high) and _whole(low) and low.value <= high.value and _plain(value)):
        return None
    return value, low.value, high.value


def _whole(node) -> bool:
    return isinstance(node, Const) and type(node.value) is int


def _plain(value) -> bool:
    """Does `value` read only the records' slots and numbers, through arithmetic and `min`/`max` of one slot (a map's
    least or greatest entry: a map has at least one key), so that it may be read before the sum, to the same number?"""
    for x in walk_ir(value):
        if isinstance(x, Call):
            if x.func not in _BOUNDS or len(x.args) != 1 or not isinstance(x.args[0], Attr):
                return False
        elif isinstance(x, Local):
            if x.name not in ("s", "p") and x not in _BOUNDS:
                return False
        elif isinstance(x, Bin):
            if x.op not in ("+", "-", "*"):
                return False
        elif not isinstance(x, (Attr, Const)):
            return False
    return True


def _fresh(name: str, taken: set) -> str:
    if name not in taken:
        return name
    k = 2
    while f"{name}_{k}" in taken:
        k += 1
    return f"{name}_{k}"
