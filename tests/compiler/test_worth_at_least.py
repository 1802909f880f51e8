"""Counts of a table's values at least an outer loop's number, read from one list worked out in one pass
(compiler/codegen/lower/worth.py `counted_at_least`): the same score as the counts taken one number at a time, over
random hands; and what is not such a count left as it was."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import Aggregate, Assign, Bin, Call, Const, Item, ListComp, Local, Return
from compiler.codegen.lower.printing import expr, statements
from compiler.codegen.lower.worth import counted_at_least, tabulated

CATEGORIES = 5


def numbers(*bounds):
    return Call(Local("range"), tuple(Const(b) for b in bounds))


def held(var: str = "c"):
    """How many of the hand's cards are of the category `var` (JMT's `held(c)`)."""
    return Aggregate("count", Local("g"), "g", Local("hand"), Bin("==", Item(Local("category"), Local("g")), Local(var)))


def set_score(test_op: str = ">=", low: int = 1, high: int = 13):
    """`sum(set_points[count(c for c in categories if held(c) >= k)] for k in low..high - 1)`."""
    count = Aggregate("count", Local("c"), "c", numbers(CATEGORIES), Bin(test_op, held(), Local("k")))
    return Aggregate("sum", Item(Local("set_points"), count), "k", numbers(low, high))


def lowered(node):
    """`node` tabulated and its counts read from their lists: (its statements, its value, the lists' locals)."""
    tables, steps, names = [], [], {}
    node = tabulated(node, (), tables)
    node = counted_at_least(node, tables, steps, names)
    return [Assign(Local(name), table) for name, table in tables] + steps, node, names


def run(body, value, names: dict):
    lines = ["def score(hand, category, set_points):"] + statements(body + [Return(value)], 1)
    scope: dict = {}
    exec(compile("\n".join(lines), "<worth>", "exec"), scope)
    return scope["score"](**names)


def hands(seed: int, count: int = 300):
    rng = random.Random(seed)
    category = [rng.randrange(CATEGORIES) for _ in range(40)]
    for _ in range(count):
        yield {"hand": rng.sample(range(40), rng.randrange(0, 25)), "category": category,
               "set_points": [0, 0, 1, 3, 6, 10]}


def test_a_set_score_counted_in_one_pass_scores_as_counted_per_number():
    body, value, names = lowered(set_score())
    assert names, "the counts at least k were not read from a list"
    assert "count" not in repr(value), value
    plain = set_score()
    for names_ in hands(3):
        assert run(body, value, names_) == eval(expr(plain), dict(names_))


def test_a_range_from_zero_and_values_past_its_end_are_counted_too():
    body, value, names = lowered(set_score(low=0, high=4))      # hands of up to 24 cards: counts well past 3
    assert names
    plain = set_score(low=0, high=4)
    for names_ in hands(5):
        assert run(body, value, names_) == eval(expr(plain), dict(names_))


def test_other_tests_are_left_as_they_are():
    for node in (set_score(">"), set_score(low=-1)):
        tables: list = []
        tabulated_ = tabulated(node, (), tables)
        steps: list = []
        assert counted_at_least(tabulated_, tables, steps, {}) == tabulated_ and not steps
    # a count of a table not of counts (its values may be below 0): left as it is
    table = ListComp(Bin("-", held(), Const(3)), "c", numbers(CATEGORIES))
    count = Aggregate("count", Local("c"), "c", numbers(CATEGORIES),
                      Bin(">=", Item(Local("c_table_0"), Local("c")), Local("k")))
    node = Aggregate("sum", Item(Local("set_points"), count), "k", numbers(1, 13))
    steps = []
    assert counted_at_least(node, [("c_table_0", table)], steps, {}) == node and not steps
