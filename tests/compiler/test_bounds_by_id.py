"""Two rewrites of the lowered IR that change no value: a listing's inner bound worked out once an outer value
(compiler/codegen/lower/bounds.py), and a table's column read by an id's string folded into a dict by id
(compiler/codegen/lower/by_id.py). Each is run against the code it replaces."""
from __future__ import annotations

import random

from compiler.codegen.lower.bounds import bounded_loops
from compiler.codegen.lower.by_id import columns_by_id, unread_columns
from compiler.codegen.lower.ir import LONG, Bin, Cond, Const, Do, ForIn, Function, If, Item, Local, Return
from compiler.codegen.lower.lowering import method
from compiler.codegen.lower.printing import expr, statements

LENGTH = tuple(random.Random(5).randint(1, 7) for _ in range(12))
BY_ROUTE = tuple((0, 1, 2, 3, 4, 5, 6) if r % 3 == 0 else (r % 7,) for r in range(12))
CONSTANTS = {"LENGTH": LENGTH, "BY_ROUTE": BY_ROUTE, "SHORT": LENGTH[:5]}
SIZES = {"route": 12}


def several(items) -> bool:
    """The loop over BY_ROUTE[route] walks 1.5 colours a route."""
    return isinstance(items, Item) and items.obj == Local("BY_ROUTE")


def length(table="LENGTH"):
    return Item(Local(table), Local("route"))


def trail_cost(table="LENGTH"):
    """Trek's trail cost: one card less for a long trail with two blessings."""
    return Cond(Bin("and", Bin(">=", Local("blessings"), Const(2)), Bin(">", length(table), Const(4))),
                Bin("-", length(table), Const(1)), length(table))


def listing(test):
    append = Do(method(Local("moves"), "append", Bin("+", Local("route"), Bin("*", Const(12), Local("colour")))))
    inner = ForIn("colour", Item(Local("BY_ROUTE"), Local("route")), (If(((test, [append]),)),))
    return [ForIn("route", Local("open_routes"), (inner,))]


def moves_of(body, names: dict) -> list:
    lines = ["def listed(each, blessings, open_routes, LENGTH, BY_ROUTE, SHORT):", "    moves = []"]
    lines += statements(body, 1) + ["    return moves"]
    space = {}
    exec(compile("\n".join(lines), "<listing>", "exec"), space)
    return space["listed"](**names, **CONSTANTS)


def test_a_bound_of_the_outer_value_is_worked_out_before_the_inner_loop_and_lists_the_same_moves():
    plain = listing(Bin(">=", Item(Local("each"), Local("colour")), trail_cost()))
    scratch = {"blessings": LONG}
    bounded = bounded_loops(plain, several, scratch, CONSTANTS, SIZES)
    text = "\n".join(statements(bounded, 0))
    assert "route_bound = " in text and "if each[colour] >= route_bound:" in text
    assert text.index("route_bound = ") < text.index("for colour in")
    assert scratch["route_bound"] == LONG
    rng = random.Random(7)
    for _ in range(300):
        names = {"each": [rng.randint(0, 8) for _ in range(7)], "blessings": rng.randint(0, 3),
                 "open_routes": rng.sample(range(12), rng.randint(0, 12))}
        assert moves_of(bounded, names) == moves_of(plain, names)


def test_no_bound_moved_that_reads_the_inner_value_may_fail_or_is_read_where_one_value_is_walked():
    scratch = {"blessings": LONG}
    reads_inner = listing(Bin(">=", Item(Local("each"), Local("colour")), Bin("+", trail_cost(), Local("colour"))))
    other_table = listing(Bin(">=", Item(Local("each"), Local("colour")), trail_cost("SHORT")))   # 5 entries, 12 ids
    divided = listing(Bin(">=", Item(Local("each"), Local("colour")), Bin("//", length(), Local("blessings"))))
    for body in (reads_inner, other_table, divided):
        assert statements(bounded_loops(body, several, dict(scratch), CONSTANTS, SIZES), 0) == statements(body, 0)
    walked_once = listing(Bin(">=", Item(Local("each"), Local("colour")), trail_cost()))
    assert statements(bounded_loops(walked_once, lambda items: False, dict(scratch), CONSTANTS, SIZES), 0) \
        == statements(walked_once, 0)


class _Low:
    """What columns_by_id asks of a Lowering: the module's data by name, and a constant made once."""

    def __init__(self, values: dict):
        self.constant_values, self.constants = dict(values), [(name, repr(v)) for name, v in values.items()]

    def constant(self, name, value):
        if all(n != name for n, _ in self.constants):
            self.constants.append((name, repr(value)))
        self.constant_values[name] = value
        return Local(name)


TREKS = {"TREKS_NUMBERS": {"long-01": 0, "short-01": 1, "short-02": 2}, "TREKS_POINTS": (20, 5, 7),
         "TREKS_ORIGIN": (3, 1, 4), "FEW_POINTS": (1, 2)}


def read(column: str, numbers: str = "TREKS_NUMBERS"):
    return Item(Local(column), Item(Local(numbers), Local("t")))


def test_a_column_read_through_the_numbers_is_one_lookup_of_the_same_value():
    low = _Low(TREKS)
    node = Bin("+", read("TREKS_POINTS"), read("TREKS_ORIGIN"))
    folded = columns_by_id(node, low)
    assert expr(folded) == "TREKS_POINTS_BY_ID[t] + TREKS_ORIGIN_BY_ID[t]"
    for t, number in TREKS["TREKS_NUMBERS"].items():
        space = dict(low.constant_values, t=t)
        assert eval(expr(folded), space) == eval(expr(node), space) == TREKS["TREKS_POINTS"][number] \
            + TREKS["TREKS_ORIGIN"][number]
    # a column of another length than the table's ids, or an index that is no table's numbers: as written
    for other in (read("FEW_POINTS"), Item(Local("TREKS_POINTS"), Local("t"))):
        assert columns_by_id(other, low) == other


def test_a_column_no_function_reads_any_more_is_not_printed():
    low = _Low(TREKS)
    kept = columns_by_id(Return(read("TREKS_POINTS")), low)
    still = Return(Bin("+", columns_by_id(read("TREKS_ORIGIN"), low), read("TREKS_ORIGIN")))
    functions = [Function("score", (("t", "object"),), "A score.", [kept]),
                 Function("origin", (("t", "object"),), "Twice an origin.", [still])]
    unread_columns(functions, low.constants)
    names = [name for name, _text in low.constants]
    assert "TREKS_POINTS" not in names and "TREKS_POINTS_BY_ID" in names
    assert "TREKS_ORIGIN" in names and "TREKS_ORIGIN_BY_ID" in names and "TREKS_NUMBERS" in names
