"""lower/numbers_held.py: an id's number read once for each id a loop walks, held in a local.

The loop must compute what it computed (the same numbers, the same results), hold a number only where its body reads
it twice or more and its first statement reads it whenever it runs, and leave alone a loop whose variable is bound
again in its body.
"""
from __future__ import annotations

from compiler.codegen.lower.ir import (Assign, Attr, Bin, Call, Cond, Const, Do, ForIn, Function, If, Item, Local,
                                       Module, Return, body_walked)
from compiler.codegen.lower.numbers_held import _eager, numbers_held
from compiler.codegen.lower.printing import cython_declarations, python_module
from compiler.codegen.pytext import literal

NUMBERS = {"a": 0, "b": 1, "c": 2}


def _number():
    return Item(Local("GOALS_NUMBERS"), Local("g"))


def _module(body, numbers=NUMBERS, worth=(5, 7, 11)) -> Module:
    fn = Function("tally", (("s", "object"),), "The goals tallied.", body, locals={"g": "object", "total": "long"})
    return Module("A test.", {}, [], [fn], [("GOALS_NUMBERS", literal(numbers)), ("WORTH", literal(worth))])


def _run(module: Module, goals):
    space: dict = {}
    exec(compile(python_module(module), "<lowered>", "exec"), space)     # (a test reads the printed module back)
    return space["tally"](goals)


def _loop(first_cond):
    """`total` summed over the goals: a goal's worth and its bit where `first_cond` holds."""
    body = [If(((first_cond, [Assign(Local("total"), Item(Local("WORTH"), _number()), "+="),
                               Assign(Local("total"), Bin("<<", Const(1), _number()), "+=")]),))]
    return [Assign(Local("total"), Const(0)), ForIn("g", Local("s"), body), Return(Local("total"))]


def _lookups(module: Module) -> int:
    return sum(1 for fn in module.functions for x in body_walked(fn) if x == _number())


def test_a_number_read_three_times_is_read_once_and_the_results_are_the_same():
    before = _module(_loop(Bin("!=", _number(), Const(1))))
    after = numbers_held(before)
    assert _lookups(before) == 3 and _lookups(after) == 1
    assert "g_number = GOALS_NUMBERS[g]" in python_module(after)
    assert "g_number=long" in cython_declarations(after, "a test")
    for goals in (["a", "b", "c"], ["c", "c"], []):
        assert _run(after, goals) == _run(before, goals)


def test_a_number_first_read_only_under_a_test_is_not_held():
    # the first statement tests something else first: `g in ...` could keep a lookup from being made at all
    guarded = _loop(Bin("and", Bin("!=", Local("g"), Const("z")), Bin("!=", _number(), Const(1))))
    module = _module(guarded)
    assert numbers_held(module) is module
    assert _run(module, ["a", "z", "c"]) == 5 + 1 + 11 + 4      # "z" has no number: its lookup is never made


def test_a_loop_that_binds_its_variable_again_is_left_alone():
    body = _loop(Bin("!=", _number(), Const(1)))
    body[1].body[0].branches[0][1].append(Assign(Local("g"), Const("a")))
    module = _module(body)
    assert numbers_held(module) is module


def test_a_number_read_once_is_not_held():
    body = [Assign(Local("total"), Const(0)),
            ForIn("g", Local("s"), [Assign(Local("total"), Cond(Local("g"), _number(), Const(0)), "+="),
                                    Do(Call(Local("print"), (_number(),)))]),
            Return(Local("total"))]
    module = _module(body)
    assert numbers_held(module) is module       # its two reads: the first is under the test of `g`


def test_a_table_past_a_c_longs_bits_holds_its_number_as_an_int():
    many = {f"g{k}": k for k in range(70)}
    after = numbers_held(_module(_loop(Bin("!=", _number(), Const(1))), many, tuple(range(70))))
    assert "g_number=object" in cython_declarations(after, "a test")
    assert _run(after, ["g65", "g2"]) == 65 + (1 << 65) + 2 + 4


def test_a_local_of_the_same_name_is_not_reused():
    body = _loop(Bin("!=", _number(), Const(1)))
    body.insert(0, Assign(Local("g_number"), Const(3)))
    body[-1] = Return(Bin("+", Local("total"), Local("g_number")))
    after = numbers_held(_module(body))
    assert "g_number_2 = GOALS_NUMBERS[g]" in python_module(after)
    assert _run(after, ["a", "c"]) == _run(_module(body), ["a", "c"])


def test_the_attribute_read_of_a_record_counts_as_read_first():
    # `s.slot[GOALS_NUMBERS[g]]` in the first test: the lookup is made whenever the test is
    cond = Bin("<=", Item(Attr(Local("s"), "slot"), _number()), Const(3))
    assert _number() in _eager(cond)
    assert _number() not in _eager(Bin("or", Local("g"), cond))
