"""lower/indexed.py: a table's ids filtered by its columns' values, read from an index the module builds once.

The index must give the very list the filter gave (the ids in order, none where nothing matches), and be used only
where the filter reads its values the way the index does (see the module's docstring).
"""
from __future__ import annotations

import itertools

from compiler.codegen.lower.indexed import ids_indexed
from compiler.codegen.lower.ir import Aggregate, Attr, Bin, Call, Const, ForIn, Function, Item, ListOf, Local, Module, \
    Return
from compiler.codegen.lower.printing import python_module
from compiler.codegen.pytext import literal

STORY = (0, 0, 1, 1, 1, 2, 0)
SECTION = (1, 2, 1, 1, 2, 1, 1)


def _entry(column: str):
    return Item(Local(column), Local("t"))


def _filter(test, form: str = "distinct"):
    rng = Call(Local("range"), (Const(len(STORY)),))
    if form == "distinct":
        return Aggregate("distinct", Local("t"), "t", rng, test)
    return ListOf(var="t", count=Const(len(STORY)), test=test)


def _module(value) -> Module:
    fn = Function("tasks", (("s", "object"), ("story", "long")), "The tasks.", [Return(value)])
    return Module("A test.", {}, [], [fn], [("TASKS_STORY", literal(STORY)), ("TASKS_SECTION", literal(SECTION))])


def _run(module: Module):
    space: dict = {}
    exec(compile(python_module(module), "<lowered>", "exec"), space)     # (a test reads the printed module back)
    return space["tasks"]


class _S:
    def __init__(self, section):
        self.section = section


def test_two_columns_give_the_filters_list_in_order():
    test = Bin("and", Bin("==", _entry("TASKS_STORY"), Local("story")),
               Bin("==", _entry("TASKS_SECTION"), Attr(Local("s"), "section")))
    for form in ("distinct", "listof"):
        before = _module(_filter(test, form))
        after = ids_indexed(before)
        text = python_module(after)
        assert "TASKS_BY_STORY_SECTION = {" in text and "range(" not in text
        plain, indexed = _run(before), _run(after)
        for story, section in itertools.product(range(-1, 4), range(0, 4)):
            got = indexed(_S(section), story)
            assert got == plain(_S(section), story) and type(got) is list


def test_one_column_is_keyed_by_its_value():
    after = ids_indexed(_module(_filter(Bin("==", Local("story"), _entry("TASKS_STORY")))))
    assert "TASKS_BY_STORY = {0: (0, 1, 6), 1: (2, 3, 4), 2: (5,)}" in python_module(after)
    assert _run(after)(None, 1) == [2, 3, 4] and _run(after)(None, 7) == []


def test_a_value_that_may_fail_after_the_first_is_left_to_the_filter():
    # the filter reads the second value only once an id passed the first test: where none does, it never fails
    risky = Item(Attr(Local("s"), "open"), Const(0))
    test = Bin("and", Bin("==", _entry("TASKS_STORY"), Local("story")), Bin("==", _entry("TASKS_SECTION"), risky))
    module = _module(_filter(test))
    assert ids_indexed(module) is module


def test_a_value_read_by_a_call_or_by_the_id_is_left_to_the_filter():
    called = Bin("==", _entry("TASKS_STORY"), Call(Local("current"), ()))
    by_id = Bin("==", _entry("TASKS_STORY"), Item(Local("TASKS_SECTION"), Local("t")))
    other = Bin("<", _entry("TASKS_STORY"), Local("story"))
    for test in (called, by_id, other):
        module = _module(_filter(test))
        assert ids_indexed(module) is module


def test_a_filter_inside_a_loop_is_rewritten():
    test = Bin("==", _entry("TASKS_STORY"), Local("story"))
    loop = ForIn("task", _filter(test), (Return(Local("task")),))
    fn = Function("first", (("story", "long"),), "The first task.", [loop, Return(Const(None))])
    module = Module("A test.", {}, [], [fn], [("TASKS_STORY", literal(STORY))])
    assert "TASKS_BY_STORY.get(story, ())" in python_module(ids_indexed(module))
