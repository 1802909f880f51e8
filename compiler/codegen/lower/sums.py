"""Sums over all ids but one, worked out once.

A value worked out once per id before a listing's loops (lowering.py's `tabulated`) is often a sum over the other
ids of the same table: Trek's triples of the other colours, `sum(cards_of(c) / 3 for c in colours if c != colour)`,
worked out for each of seven colours, is seven sums of six. Each is the sum over every id less the one left out,
so the sum over every id is worked out once, before the table of values, and each entry subtracts its own term:
one pass over the ids instead of one per id, written out term by term for a small table. Only for sums of terms that cannot fail (the term left out is worked
out too) and are whole numbers (a subtraction of floats would not give the same sum).
"""
from __future__ import annotations

from .ir import OBJECT, Aggregate, Assign, Bin, Call, Const, Item, Local, walk_ir

WRITTEN_OUT = 16        # the most ids a sum over every id is written out for, term by term


def whole_sums(entries: tuple, hoisted: list, scratch: dict, replace_ir) -> tuple:
    """`entries` (the values of a table worked out once per id) with each sum over every id but a known one written
    as the sum over every id, hoisted once (`sum_1`, …), less the term of the id left out."""
    made: dict = {}

    def rewrite(node):
        left_out = left_out_id(node)
        if left_out is not None and ends_whole(node.item):
            whole = Aggregate("sum", node.item, node.var, node.source, None)
            if whole not in made:
                name = f"sum_{len([n for n in scratch if n.startswith('sum_')]) + 1}"
                made[whole] = Local(name)
                scratch[name] = OBJECT
                hoisted.append(Assign(Local(name), written_out(whole, replace_ir)))
            return Bin("-", made[whole], replace_ir(node.item, Local(node.var), Const(left_out)))
        if not hasattr(node, "_values") or isinstance(node, (Const, Local)):
            return node
        values = []
        for value in node._values():
            if isinstance(value, tuple):
                value = tuple(rewrite(item) for item in value)
            elif hasattr(value, "_values"):
                value = rewrite(value)
            values.append(value)
        return type(node)(*values)
    return tuple(rewrite(entry) for entry in entries)


def written_out(whole, replace_ir):
    """The sum over every id written out term by term (`a[0] // 3 + a[1] // 3 + …`) for a table of a few ids: no
    generator to step through."""
    count = whole.source.args[0].value
    if not 0 < count <= WRITTEN_OUT:
        return whole
    terms = [replace_ir(whole.item, Local(whole.var), Const(k)) for k in range(count)]
    total = terms[0]
    for term in terms[1:]:
        total = Bin("+", total, term)
    return total


def left_out_id(node):
    """The number `k` of `sum(item for var in range(n) if var != k)` (k a known number below n), or None."""
    if not (isinstance(node, Aggregate) and node.func == "sum" and isinstance(node.test, Bin) and node.test.op == "!="):
        return None
    source = node.source
    if not (isinstance(source, Call) and source.func == Local("range") and len(source.args) == 1
            and isinstance(source.args[0], Const)):
        return None
    for mine, other in ((node.test.left, node.test.right), (node.test.right, node.test.left)):
        if mine == Local(node.var) and isinstance(other, Const) and type(other.value) is int \
                and 0 <= other.value < source.args[0].value:
            return other.value
    return None


def ends_whole(term) -> bool:
    """Is a sum's term a whole number that cannot fail: numbers, a list or tuple read by a number, `+ - * //` (by a
    constant not 0), `len`, and nothing else?"""
    for x in walk_ir(term):
        if isinstance(x, Const) and type(x.value) is not int:
            return False
        if isinstance(x, Bin) and x.op not in ("+", "-", "*", "//"):
            return False
        if isinstance(x, Bin) and x.op == "//" and not (isinstance(x.right, Const) and x.right.value):
            return False
        if isinstance(x, Call) and x.func != Local("len"):
            return False
        if isinstance(x, Item) and isinstance(x.obj, Local) and x.obj.name.endswith("_NUMBERS"):
            return False
        if isinstance(x, Aggregate):
            return False
    return True
