"""A bound of a listing's inner test worked out once for each value of the loop outside it.

A decided action of two parameters is listed as one loop inside the other (lowering.py `parameter_loops`), each
conjunct of its test at the loop of the last parameter it reads. Such a test may compare the inner value with a
bound that reads only the outer one: Trek's claim of a trail, `each_1[colour] >= (ROUTES_LENGTH[route] - 1 if
my_blessings >= 2 and ROUTES_LENGTH[route] > 4 else ROUTES_LENGTH[route])`, tested for every colour of a gray trail
(seven), its cost worked out again each time. The bound is then set once before the inner loop
(`route_bound = …`) and the test reads it (`each_1[colour] >= route_bound`): the same comparison of the same numbers.
It is done on the listing as made (lowering.py `listing_made`), after the passes that read its tests as written
(`tabulated` takes a local for a value no loop changes), and not in the random playout's listing, whose tally and
masks read them too.

Only a whole number that cannot fail nor change while the inner loop runs is moved: numbers, whole locals, the
module's tuples of whole numbers read at an outer loop's id (a tuple with an entry for each id of its table),
`+ - *`, comparisons, `and`, `or`, `not` and choices (`x if T else y`) of those. Worked out where the inner loop
would not run (no colour), it costs what it costs and nothing else: it raises nothing and writes nothing."""
from __future__ import annotations

from .ir import LONG, Aggregate, Assign, Bin, Const, Cond, ForIn, ForRange, If, Item, ListComp, Local, Unary, \
    conjoined, conjuncts, reads_of, walk_ir

COMPARED = ("==", "!=", "<", "<=", ">", ">=")
WHOLE_OPERATORS = ("+", "-", "*")


def bounded_loops(statements: list, several, scratch: dict, constants: dict, sizes: dict, outer: str | None = None):
    """`statements` (a listing) with each bound of an inner loop's test that reads only what is set outside that loop
    worked out once before it, in a local (`<outer>_bound`, a C long, added to `scratch`), where the loop is one over
    `outer`'s values' list of the module's data that walks more than one value a time (`several(items)`) and its
    body is one test. `constants`: the module's data by name; `sizes`: the number of ids of each loop's table."""
    out = []
    for stmt in statements:
        if isinstance(stmt, ForIn) and outer is not None and several(stmt.items) and len(stmt.body) == 1 \
                and isinstance(stmt.body[0], If) and len(stmt.body[0].branches) == 1 and not stmt.body[0].otherwise:
            (test, then), = stmt.body[0].branches
            inner = {stmt.var} | _set_in(stmt.body)
            tests, bounds = bounds_outside(conjuncts(test), inner, outer, scratch, constants, sizes)
            body = [If(((conjoined(tests), bounded_loops(list(then), several, scratch, constants, sizes, stmt.var)),))]
            out += bounds + [ForIn(stmt.var, stmt.items, body)]
        elif isinstance(stmt, ForIn):
            out.append(ForIn(stmt.var, stmt.items, bounded_loops(list(stmt.body), several, scratch, constants, sizes,
                                                                 stmt.var)))
        elif isinstance(stmt, If):
            out.append(If(tuple((cond, bounded_loops(list(body), several, scratch, constants, sizes, outer))
                                for cond, body in stmt.branches),
                          bounded_loops(list(stmt.otherwise), several, scratch, constants, sizes, outer)))
        else:
            out.append(stmt)
    return out


def _set_in(body) -> set:
    """The names a loop's body sets: its assignments' and its loops' and comprehensions' variables."""
    names = set()
    for node in walk_ir(body):
        if isinstance(node, Assign) and isinstance(node.target, Local):
            names.add(node.target.name)
        elif isinstance(node, (ForIn, ForRange, Aggregate, ListComp)):
            names.add(node.var)
    return names


def bounds_outside(tests: list, inner: set, outer: str, scratch: dict, constants: dict, sizes: dict) -> tuple:
    """(the tests, each side of a comparison that reads none of `inner` read from a local; the statements setting
    those locals, to run before the inner loop). See bounded_loops."""
    kept, bounds = [], []

    def bound(side):
        if isinstance(side, (Local, Const)) or reads_of(side, inner) or not _whole(side, scratch, constants, sizes):
            return side
        for statement in bounds:        # one local for a bound met twice
            if statement.value == side:
                return statement.target
        name = f"{outer}_bound" if not bounds else f"{outer}_bound_{len(bounds) + 1}"
        while scratch.get(name, LONG) != LONG:     # (a name the listing holds already as another kind)
            name += "_"
        scratch[name] = LONG
        bounds.append(Assign(Local(name), side))
        return Local(name)
    for test in tests:
        if isinstance(test, Bin) and test.op in COMPARED:
            test = Bin(test.op, bound(test.left), bound(test.right))
        kept.append(test)
    return kept, bounds


def _whole(node, scratch: dict, constants: dict, sizes: dict) -> bool:
    """Is `node` a whole number made of parts that cannot fail (see the module's docstring)?"""
    if isinstance(node, Const):
        return type(node.value) is int
    if isinstance(node, Local):
        return scratch.get(node.name) == LONG
    if isinstance(node, Item):
        values = constants.get(node.obj.name) if isinstance(node.obj, Local) else None
        return type(values) is tuple and all(type(v) is int for v in values) and isinstance(node.index, Local) \
            and sizes.get(node.index.name) == len(values)
    if isinstance(node, Bin) and node.op in WHOLE_OPERATORS:
        return _whole(node.left, scratch, constants, sizes) and _whole(node.right, scratch, constants, sizes)
    if isinstance(node, Cond):
        return _test(node.cond, scratch, constants, sizes) and _whole(node.then, scratch, constants, sizes) \
            and _whole(node.otherwise, scratch, constants, sizes)
    return False


def _test(node, scratch: dict, constants: dict, sizes: dict) -> bool:
    """Is `node` a test of whole numbers that cannot fail (comparisons joined by `and`, `or`, `not`)?"""
    if isinstance(node, Bin) and node.op in ("and", "or"):
        return _test(node.left, scratch, constants, sizes) and _test(node.right, scratch, constants, sizes)
    if isinstance(node, Unary) and node.op == "not":
        return _test(node.operand, scratch, constants, sizes)
    return isinstance(node, Bin) and node.op in COMPARED and _whole(node.left, scratch, constants, sizes) \
        and _whole(node.right, scratch, constants, sizes)
