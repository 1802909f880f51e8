"""A sum of a worth that reads one call more than once, written as a loop that works each such call out once.

A goal that ranks the players reads each player's measure over and over:
`sum(slot_points[rank(g)] if measure(g) > 0 and rank(g) <= 3 else 0 for g in goals)`, with
`rank(g) = 1 + count(distinct(q.measure(g) for q in players if q.measure(g) > measure(g)))`, reads the seat's own
measure in its test, then again in each rank for each player, and works the rank out twice. Nothing changes while
a worth is worked out (it reads the world and writes nothing: worth.py), so a call read again gives what it gave
the first time. Such a sum becomes a loop over the same items in the same order; each call its item reads more than
once is assigned to a local where the item first reads it, and read from there; the item's tests (`a and b and …`,
the sum's filter first) become nested `if`s, so a call first read after a test is still worked out only where that
test passed, as the short-circuit had it. A call read inside a comprehension of the item through its variable is
left in place (it is another value for each of the comprehension's items).
"""
from __future__ import annotations

from collections import Counter

from .aggregates import _free_reads, _var_type
from .ir import OBJECT, Aggregate, Assign, Bin, Call, Cond, Const, ForIn, If, ListComp, ListOf, Local, Node, conjuncts, \
    rebuilt, walk_ir


def sums_read_once(total, steps: list, names: dict, taken=frozenset()):
    """`total` (a worth's expression) with each of its summands that is a sum reading a call more than once read from
    a local its loop works out (the loop added to `steps`, the C types of its locals to `names`; `taken`, the other
    names of the function, which the new locals are not named)."""
    for part in _summands(total):
        if isinstance(part, Aggregate) and part.func == "sum":
            looped = _looped(part, steps, names, taken)
            if looped is not None:
                total = _replaced(total, {part: looped})
    return total


def _summands(node) -> list:
    """The parts of `a + b + …`."""
    if isinstance(node, Bin) and node.op == "+":
        return _summands(node.left) + _summands(node.right)
    return [node]


def _looped(agg: Aggregate, steps: list, names: dict, taken):
    """The local `agg` is worked out into by a loop added to `steps`, or None where its item reads no call twice."""
    guards = conjuncts(agg.test) if agg.test is not None else []
    value = agg.item
    if isinstance(value, Cond) and value.otherwise == Const(0):      # a 0 added is none added
        guards, value = guards + conjuncts(value.cond), value.then
    parts = guards + [value]
    inner = {x.var for x in walk_ir(parts) if isinstance(x, (Aggregate, ListComp, ListOf)) and x.var is not None}
    read = Counter(x for x in walk_ir(parts) if _call(x) and not _free_reads(x, set()) & inner)
    repeated = {call for call, times in read.items() if times > 1}
    if not repeated or names.get(agg.var, _var_type(agg.source)) != _var_type(agg.source):
        return None
    made, met, blocks = {}, set(), []
    for part in parts:
        assigns = []
        for call in _always_read(part):
            if call in repeated and call not in made and call not in met:
                local = _fresh("measured", names, taken)
                assigns.append(Assign(Local(local), _replaced(call, made)))
                made[call] = Local(local)
                names[local] = OBJECT
        met |= {x for x in walk_ir(part) if x in repeated}
        blocks.append((assigns, _replaced(part, made)))
    if not made:
        return None
    total = Local(_fresh("scored", names, taken))
    names[total.name], names[agg.var] = OBJECT, _var_type(agg.source)
    assigns, added = blocks[-1]
    body = assigns + [Assign(total, added, "+=")]
    for assigns, test in reversed(blocks[:-1]):
        body = assigns + [If(((test, body),))]
    steps += [Assign(total, Const(0)), ForIn(agg.var, agg.source, body)]
    return total


def _call(node) -> bool:
    """A call worth a local: any but `range(…)`, a loop's source."""
    return isinstance(node, Call) and node.func != Local("range")


def _always_read(node) -> list:
    """The calls `node` works out whenever it is worked out, innermost first: none behind a test (the branches of
    `x if t else y`, the right of `and`, `or`) nor in a comprehension's item or test (read once an item, maybe none)."""
    found: list = []

    def visit(x):
        if isinstance(x, Cond):
            visit(x.cond)
        elif isinstance(x, Bin) and x.op in ("and", "or"):
            visit(x.left)
        elif isinstance(x, (Aggregate, ListComp)):
            visit(x.source)
        elif isinstance(x, ListOf) and x.var is not None:
            visit(x.count)
        elif isinstance(x, Node):
            for value in x._values():
                for child in (value if isinstance(value, tuple) else (value,)):
                    visit(child)
            if _call(x):
                found.append(x)
    visit(node)
    return found


def _replaced(node, by: dict):
    """`node` with each of `by`'s keys in it (outermost first) replaced by its value."""
    if node in by:
        return by[node]
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    return rebuilt(node, lambda part: _replaced(part, by))


def _fresh(word: str, names: dict, taken) -> str:
    """`word_0`, `word_1`, …: the first no local of the worth holds."""
    k = 0
    while f"{word}_{k}" in names or f"{word}_{k}" in taken:
        k += 1
    return f"{word}_{k}"
