"""A table of counts by value worked out in one walk of the items (compiler/codegen/lower/worth.py
`counted_by_value`): the same counts as one count per number, over random hands whose values include numbers out of
the table's range; and a table that is not such a count (or whose values may not be whole numbers) left as it was."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import Aggregate, Assign, Bin, Call, Const, ForIn, Item, ListComp, Local, Return
from compiler.codegen.lower.printing import statements
from compiler.codegen.lower.worth import counted_by_value

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
