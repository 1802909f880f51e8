"""A table of counts by value worked out in one walk of the items (compiler/codegen/lower/worth.py
`counted_by_value`): the same counts as one count per number, over random hands whose values include numbers out of
the table's range; and a table that is not such a count (or whose values may not be whole numbers) left as it was.
A sum of set scores stopped at the greatest count (`summed_to_top`) where the table scores 0 at 0: the same sums.
A choice's test met more than once worked out once (`tests_once`): the same worth."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import Aggregate, Assign, Attr, Bin, Call, Cond, Const, ForIn, Item, ListComp, Local, \
    Return, Unary, walk_ir
from compiler.codegen.lower.printing import expr, statements
from compiler.codegen.lower.worth import counted_at_least, counted_by_value, tabulated, zero_at_zero
from compiler.codegen.lower.worth import tests_once as read_once
from compiler.frontend.ast import Number, Table, TableRow

CATEGORIES = 5


def numbers(count: int):
    return Call(Local("range"), (Const(count),))


def held_table(test=None):
    """`[count(g for g in hand if category[g] == c) for c in range(5)]` (JMT's field guides by category)."""
    test = test or Bin("==", Item(Local("CATEGORY"), Local("g")), Local("c"))
    return ListComp(Aggregate("count", Local("g"), "g", Local("hand"), test), "c", numbers(CATEGORIES))


def run(body, **names):
    lines = ["def table(hand, CATEGORY):"] + statements(body + [Return(Local("c_table_0"))], 1)
    scope: dict = {}
    exec(compile("\n".join(lines), "<worth>", "exec"), scope)
    return scope["table"](**names)


def per_number(hand, category) -> list:
    return [sum(1 for g in hand if category[g] == c) for c in range(CATEGORIES)]


def test_a_count_by_value_walks_the_items_once_and_counts_as_per_number():
    # values from -1 (a card of no category) to 6 (past the table's 5 numbers): neither is counted
    category = tuple(random.Random(1).randrange(-1, 7) for _ in range(40))
    locals_: dict = {}
    body = counted_by_value("c_table_0", held_table(), {"CATEGORY": category}, locals_)
    assert len(body) == 2 and isinstance(body[1], ForIn), body
    assert locals_ == {"c_table_0_item": "object", "c_table_0_value": "long"}
    rng = random.Random(7)
    for _ in range(300):
        hand = [rng.randrange(40) for _ in range(rng.randrange(0, 30))]      # copies of a card counted each
        assert run(body, hand=hand, CATEGORY=category) == per_number(hand, category)


def test_the_number_on_the_left_is_counted_alike():
    category = tuple(random.Random(2).randrange(0, 5) for _ in range(40))
    test = Bin("==", Local("c"), Item(Local("CATEGORY"), Local("g")))
    body = counted_by_value("c_table_0", held_table(test), {"CATEGORY": category}, {})
    assert isinstance(body[1], ForIn)
    hand = list(range(40))
    assert run(body, hand=hand, CATEGORY=category) == per_number(hand, category)


def test_other_tables_are_left_as_they_are():
    whole = [0, 1, 2]
    cases = [
        # values of a column that holds text or flags: not only whole numbers
        (held_table(), {"CATEGORY": ("a", "b")}),
        (held_table(), {"CATEGORY": (True, False)}),
        # a column the module does not hold as data
        (held_table(), {}),
        # another test than equality with the table's number
        (held_table(Bin(">=", Item(Local("CATEGORY"), Local("g")), Local("c"))), {"CATEGORY": whole}),
        # a value that reads the table's number itself
        (held_table(Bin("==", Item(Local("CATEGORY"), Local("c")), Local("c"))), {"CATEGORY": whole}),
        # a source of items that reads the table's number
        (ListComp(Aggregate("count", Local("g"), "g", Item(Local("hands"), Local("c")),
                            Bin("==", Item(Local("CATEGORY"), Local("g")), Local("c"))), "c", numbers(3)),
         {"CATEGORY": whole}),
        # a sum, not a count
        (ListComp(Aggregate("sum", Local("g"), "g", Local("hand"),
                            Bin("==", Item(Local("CATEGORY"), Local("g")), Local("c"))), "c", numbers(3)),
         {"CATEGORY": whole}),
    ]
    for table, constants in cases:
        locals_: dict = {}
        assert counted_by_value("c_table_0", table, constants, locals_) == [Assign(Local("c_table_0"), table)]
        assert not locals_


# ------------------------------------------------------------------ a sum of set scores stopped at the greatest count

SET_POINTS = {0: 0, 1: 0, 2: 1, 3: 3, 4: 6, 5: 10, 6: 15}


def set_score(points: str = "points", low: int = 1, high: int = 13):
    """`sum(points(count(c for c in categories if held(c) >= k)) for k in low..high - 1)`, points a lookup table."""
    held = Aggregate("count", Local("g"), "g", Local("hand"),
                     Bin("==", Item(Local("CATEGORY"), Local("g")), Local("c")))
    count = Aggregate("count", Local("c"), "c", Call(Local("range"), (Const(CATEGORIES),)),
                      Bin(">=", held, Local("k")))
    return Aggregate("sum", Call(Local(points), (count,)), "k", Call(Local("range"), (Const(low), Const(high))))


def scored(node, zero_at_zero: frozenset):
    tables, steps, names = [], [], {}
    node = tabulated(node, (), tables)
    node = counted_at_least(node, tables, steps, names, zero_at_zero)
    body = [Assign(Local(name), table) for name, table in tables] + steps
    lines = ["def score(hand, CATEGORY, points):"] + statements(body + [Return(node)], 1)
    scope: dict = {}
    exec(compile("\n".join(lines), "<worth>", "exec"), scope)
    return node, scope["score"]


def test_a_sum_of_a_table_that_scores_no_set_nothing_stops_at_the_greatest_count():
    asked = []

    def points(key):
        asked.append(key)
        return SET_POINTS[key]
    node, score = scored(set_score(), frozenset({"points"}))
    assert node.source.args[1] == Bin("+", Local("k_top"), Const(1)), node
    rng = random.Random(11)
    category = tuple(rng.randrange(CATEGORIES) for _ in range(40))
    for low, high in ((1, 13), (0, 4), (3, 13)):
        node, score = scored(set_score(low=low, high=high), frozenset({"points"}))
        plain = set_score(low=low, high=high)
        for _ in range(200):
            hand = rng.sample(range(40), rng.randrange(0, 30))
            asked.clear()
            value = score(hand, category, points)
            assert value == eval(expr(plain), {"hand": hand, "CATEGORY": category, "points": SET_POINTS.get})
            top = min(max(per_number(hand, category)), high - 1)
            assert len(asked) == max(0, top + 1 - low)      # no row asked above the greatest count


def test_a_table_not_known_to_score_nothing_at_zero_is_summed_over_the_whole_range():
    node, _score = scored(set_score(), frozenset({"other"}))
    assert node.source == Call(Local("range"), (Const(1), Const(13)))


def test_tables_that_score_nothing_at_zero():
    def table(*rows):
        made = tuple(TableRow(span=None, kind=kind, key=key, value=Number(span=None, value=value))
                     for kind, key, value in rows)
        return Table(span=None, rows=made), None
    constants = {
        "set_points": table(("exact", 0, 0), ("exact", 1, 0), ("exact", 2, 1)),
        "from_one": table(("exact", 1, 0), ("exact", 2, 1)),              # no row for 0
        "one_at_zero": table(("exact", 0, 1), ("exact", 1, 2)),
        "at_least": table(("exact", 0, 0), ("at_least", 4, 0)),            # a row for 4 or more: not only exact keys
        "a_number": (3, None),
    }
    assert zero_at_zero(constants) == frozenset({"set_points"})


# ------------------------------------------------------------------ a choice's test met more than once, read once

def test_a_test_met_more_than_once_is_worked_out_once_and_scores_alike():
    scored_now = Bin("or", Bin("==", Attr(Local("p"), "section"), Const(10)), Bin("<", Attr(Local("s"), "round"),
                                                                                  Const(12)))
    other = Unary("not", Bin(">=", Bin("+", Attr(Local("p"), "food"), Const(1)), Const(3)))
    node = Bin("+", Bin("+", Cond(scored_now, Attr(Local("p"), "points"), Const(0)),
                        Cond(other, Const(5), Cond(scored_now, Const(2), Const(1)))),
               Cond(other, Const(7), Const(0)))
    steps: list = []
    names: dict = {}
    once = read_once(node, steps, names)
    assert names == {"scored_if_0": "bint", "scored_if_1": "bint"}
    assert [step.value for step in steps] == [scored_now, other]
    assert scored_now not in walk_ir(once) and other not in walk_ir(once)

    class Record:
        def __init__(self, **fields):
            self.__dict__.update(fields)
    lines = ["def worth(s, p):"] + statements(steps + [Return(once)], 1)
    scope: dict = {}
    exec(compile("\n".join(lines), "<worth>", "exec"), scope)
    for section in (9, 10):
        for round_ in (11, 12):
            for food in range(4):
                s, p = Record(round=round_), Record(section=section, points=6, food=food)
                assert scope["worth"](s, p) == eval(expr(node), {"s": s, "p": p})


def test_tests_that_may_fail_or_are_met_once_are_left_as_they_are():
    called = Bin("==", Call(Local("counted"), (Local("s"),)), Const(2))     # a call: may fail, or cost
    divided = Bin("<", Bin("//", Attr(Local("p"), "food"), Attr(Local("p"), "water")), Const(1))
    once = Bin("<", Attr(Local("s"), "round"), Const(12))
    node = Bin("+", Bin("+", Cond(called, Const(1), Const(0)), Cond(called, Const(2), Const(0))),
               Bin("+", Bin("+", Cond(divided, Const(1), Const(0)), Cond(divided, Const(3), Const(0))),
                   Cond(once, Const(1), Const(0))))
    steps: list = []
    assert read_once(node, steps, {}) == node and not steps
