"""A number held in `clamped` that is the min or max of two is taken apart into tests (lowering.py `bounded_by`):
the same number as the builtin call and the clamp after it, for every pair, with no call left where it applies."""
import itertools

from compiler.codegen.lower.ir import Attr, Bin, Call, Const, Item, Local, walk_ir
from compiler.codegen.lower.lowering import bounded_by
from compiler.codegen.lower.printing import expr, statements

A, B = Attr(Local("p"), "active"), Attr(Local("p"), "inspiration")


def held(value, low, high, env: dict) -> int:
    """`clamped` after the statements `bounded_by` makes of `value` and the clamp to `low`..`high`, run."""
    first, tests = bounded_by(value, low, high)
    lines = [f"clamped = {expr(first)}"] + statements(tests, 0)
    if low is not None:
        lines += [f"if clamped < {low}:", f"    clamped = {low}"]
    if high is not None:
        lines += [f"if clamped > {high}:", f"    clamped = {high}"]
    space = dict(env)
    exec(compile("\n".join(lines), "<bounded>", "exec"), {"min": min, "max": max}, space)
    return space["clamped"]


class Record:
    def __init__(self, active, inspiration):
        self.active, self.inspiration = active, inspiration


def test_min_and_max_of_two_fields_are_tests_and_hold_what_the_call_held():
    for func, (low, high) in itertools.product(("min", "max"), ((None, None), (0, None), (None, 5), (0, 5))):
        value = Call(Local(func), (Bin("+", A, Const(2)), B))
        first, tests = bounded_by(value, low, high)
        assert first == Bin("+", A, Const(2)) and tests
        assert not any(isinstance(x, Call) for x in walk_ir(tests))
        for active, inspiration in itertools.product(range(-3, 8), repeat=2):
            want = (min if func == "min" else max)(active + 2, inspiration)
            want = want if low is None else max(want, low)
            want = want if high is None else min(want, high)
            assert held(value, low, high, {"p": Record(active, inspiration)}) == want


def test_a_constant_bound_the_clamp_covers_is_dropped_and_one_it_does_not_is_tested():
    week = Bin("+", Attr(Local("s"), "week"), Const(1))
    assert bounded_by(Call(Local("min"), (week, Const(32))), 0, 32) == (week, [])
    assert bounded_by(Call(Local("min"), (week, Const(40))), 0, 32) == (week, [])
    assert bounded_by(Call(Local("max"), (week, Const(0))), 0, 32) == (week, [])
    first, tests = bounded_by(Call(Local("min"), (week, Const(20))), 0, 32)
    assert first == week and len(tests) == 1


def test_a_bound_that_calls_or_reads_clamped_keeps_the_call():
    for bound in (Call(Local("len"), (Local("cards"),)), Bin("+", Local("clamped"), Const(1)),
                  Bin("//", A, Const(2)), Item(Local("TABLE"), Call(Local("f"), ()))):
        value = Call(Local("min"), (A, bound))
        assert bounded_by(value, None, None) == (value, [])
    three = Call(Local("min"), (A, B, Const(3)))
    assert bounded_by(three, None, None) == (three, [])
