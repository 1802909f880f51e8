"""A worth's number clamped to a range, `min(max(X, low), high)`, worked out in a local of its own before the sum.

A count of a run of numbers (worth.py `_range_count`: Appalachian's complete journal rows, the least entry of the
journal clamped to 0..3) is printed `min(max(X, 0), 3)`: two calls of builtins, each of which builds a tuple of its
arguments, parses its keywords and walks the tuple (~1,100 instructions in CPython 3.11), for every world greedy
judges. Inside the sum min_max.py can write it only as calls (X, a least entry, is itself a call). Where X reads only
the record's slots (no local, no call but `min`/`max` of one slot, nothing that can fail or draw), the clamp is set in
a whole-number local before the sum (`clamped = min(max(X, 0), 3)`), which min_max.py then holds by two tests like
any local set to `min`/`max`. X is read earlier than in the sum, which changes nothing: it reads slots nothing in the
sum writes.
"""
from __future__ import annotations

from .ir import LONG, Assign, Attr, Bin, Call, Const, Local, Node, rebuilt, unused_name, walk_ir

_BOUNDS = (Local("min"), Local("max"))


def clamps_tested(total, steps: list, names: dict, taken: set):
    """`total` with each `min(max(X, low), high)` of whole-number constants low <= high and X a plain read (see the
    module's docstring) read from a whole-number local (`clamped`, `clamped_2`, …) set by a statement appended to
    `steps`; their C types added to `names`. `taken`: the names the function's locals use already."""
    found: dict = {}        # the clamp -> its local

    def change(part):
        if _is_clamp(part):
            name = found.get(part)
            if name is None:
                name = found[part] = unused_name("clamped", taken | set(names))
                names[name] = LONG
                steps.append(Assign(Local(name), part))
            return Local(name)
        if not isinstance(part, Node):
            return part
        return rebuilt(part, change)
    return change(total)


def _is_clamp(part) -> bool:
    """Is `part` `min(max(X, low), high)`, low <= high whole numbers and X a plain read?"""
    if not (isinstance(part, Call) and part.func == Local("min") and len(part.args) == 2):
        return False
    inner, high = part.args
    if not (isinstance(inner, Call) and inner.func == Local("max") and len(inner.args) == 2):
        return False
    value, low = inner.args
    return _whole(high) and _whole(low) and low.value <= high.value and _plain(value)


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

