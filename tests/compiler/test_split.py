"""A table worked out per id whose every entry asks the same question (compiler/codegen/lower/split.py): the question
found, and each branch's entries the values the entries take when it holds or not, over random hands."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import Bin, Cond, Const, Item, Local
from compiler.codegen.lower.printing import expr
from compiler.codegen.lower.split import answered, shared_test

BLESSED = Bin(">=", Local("my_blessings"), Const(1))


def hand(k: int):
    return Item(Local("hand"), Const(k))


def entries(test=BLESSED):
    """Trek's cards a colour can pay with: its cards, the wilds and, blessed, the triples of the other colours."""
    return tuple(Bin("+", Bin("+", hand(k), hand(7)),
                     Cond(test, Bin("-", Local("sum_1"), Bin("//", hand(k), Const(3))), Const(0))) for k in range(7))


def value(node, names):
    return eval(compile(expr(node), "<split>", "eval"), dict(names))


def test_each_branch_holds_the_values_the_entries_take():
    table = entries()
    assert shared_test(table) == BLESSED
    held, not_held = ([answered(e, BLESSED, holds) for e in table] for holds in (True, False))
    assert not any(isinstance(x, Cond) for e in held + not_held for x in [e])
    assert expr(not_held[0]) == "hand[0] + hand[7]"         # the `+ 0` dropped
    rng = random.Random(3)
    for _ in range(200):
        names = {"hand": [rng.randint(0, 9) for _ in range(8)], "my_blessings": rng.randint(0, 3)}
        names["sum_1"] = sum(c // 3 for c in names["hand"][:7])
        branch = held if names["my_blessings"] >= 1 else not_held
        assert [value(e, names) for e in branch] == [value(e, names) for e in table]


def test_no_split_where_an_entry_asks_otherwise_or_the_test_may_fail():
    table = entries()
    assert shared_test(table[:6] + (Bin("+", hand(6), hand(7)),)) is None
    assert shared_test(entries(Bin(">=", Item(Local("blessings"), Local("seat")), Const(1)))) is None
