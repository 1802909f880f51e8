"""A table of values worked out per id (lowering.py's `tabulated`) whose every entry asks the same question, worked out
as one of two tables, the question asked once.

Trek's cards a colour can pay with, `each_1`, are per colour its cards, the wilds and, with Temple Blessing #1, the
triples of the other colours: `hand[c] + hand[wild] + (sum_1 - hand[c] // 3 if my_blessings >= 1 else 0)` for each
of seven colours, the blessing asked seven times and the sum of triples (sum_1, sums.py) worked out every turn. Where
every entry holds a conditional on the same test, and the test reads nothing that can fail (tally.total), the table
is written as

    if my_blessings >= 1:
        sum_1 = …
        each_1 = (hand[0] + hand[7] + (sum_1 - hand[0] // 3), …)
    else:
        each_1 = (hand[0] + hand[7], …)

each branch's sums over every id worked out in it only. A `+ 0` left by the other branch is dropped where what it is
added to is arithmetic (a number whatever its parts). The same values, so the same moves and the same game.
"""
from __future__ import annotations

from .ir import Bin, Cond, Const, Node, walk_ir
from .tally import total

ARITHMETIC = frozenset(("+", "-", "*", "//", "%"))


def shared_test(entries: tuple):
    """The test of a conditional every entry holds (the first such in the first entry), or None."""
    for node in walk_ir(entries[0]):
        if isinstance(node, Cond) and total(node.cond) \
                and all(any(isinstance(x, Cond) and x.cond == node.cond for x in walk_ir(e)) for e in entries[1:]):
            return node.cond
    return None


def answered(node, test, holds: bool):
    """`node` with every conditional on `test` replaced by the branch it takes when the test `holds` (or not)."""
    if isinstance(node, Cond) and node.cond == test:
        return answered(node.then if holds else node.otherwise, test, holds)
    if not isinstance(node, Node) or not hasattr(node, "_values"):
        return node
    values = []
    for value in node._values():
        if isinstance(value, tuple):
            value = tuple(answered(item, test, holds) for item in value)
        elif isinstance(value, Node):
            value = answered(value, test, holds)
        values.append(value)
    out = type(node)(*values)
    if isinstance(out, Bin) and out.op == "+":      # `x + 0`, the 0 a branch taken: x, where x is a number anyway
        for kept, zero, was in ((out.left, out.right, node.right), (out.right, out.left, node.left)):
            if zero == Const(0) and isinstance(was, Cond) and isinstance(kept, Bin) and kept.op in ARITHMETIC:
                return kept
    return out
