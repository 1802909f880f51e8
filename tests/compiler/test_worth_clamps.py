"""A worth's number clamped to a range, `min(max(X, low), high)`, set in a local before the sum (compiler/codegen/lower/
clamps.py `clamps_tested`), which min_max.py `bounded` holds by two tests: the same whole number for every X, the same
clamp read once however often the sum names it, and what is not such a clamp of a plain read left as it was. Also a lookup table whose rows
give numbers below 0 read by a bounded field as a tuple (lowering.py `whole_number`): Appalachian's worth and outcome
print no call of rules.py's exhaustion points."""
from __future__ import annotations

import random
from types import SimpleNamespace

from compiler.codegen.lower.clamps import clamps_tested
from compiler.codegen.lower.ir import LONG, Attr, Bin, Call, Const, Local
from compiler.codegen.lower.min_max import bounded
from compiler.codegen.lower.printing import expr, statements

P = Local("p")


def clamp(value, low: int = 0, high: int = 3):
    return Call(Local("min"), (Call(Local("max"), (value, Const(low))), Const(high)))


def least(slot: str = "journal"):
    return Call(Local("min"), (Attr(P, slot),))


def run(total, steps: list, p) -> int:
    """The statements `steps`, then `total`, as printed, run over the record `p` (a test's own text)."""
    text = "\n".join(["def worth(p):"] + statements(steps, 1) + [f"    return {expr(total)}"])
    scope: dict = {}
    exec(compile(text, "<worth>", "exec"), scope)   # (the printed text of the test's own IR)
    return scope["worth"](p)


def test_a_clamp_is_held_by_tests_to_the_same_number():
    rng = random.Random(7)
    total = Bin("+", Bin("*", Const(10), clamp(least())), Bin("-", clamp(Attr(P, "level"), -2, 5), clamp(least())))
    steps, names = [], {}
    tested = clamps_tested(total, steps, names, taken={"p"})
    assert "min(max(" not in expr(tested)
    assert names == {"clamped": LONG, "clamped_2": LONG}        # the journal's clamp made once, read twice
    steps = [held for step in steps for held in bounded(step.target, step.value)]
    assert "max(" not in "\n".join(statements(steps, 1))       # only the least entry's own min() is left a call
    for _ in range(300):
        p = SimpleNamespace(journal=[rng.randint(-4, 8) for _ in range(5)], level=rng.randint(-9, 9))
        expected = 10 * min(max(min(p.journal), 0), 3) + (min(max(p.level, -2), 5) - min(max(min(p.journal), 0), 3))
        assert run(tested, steps, p) == expected


def test_what_is_not_a_clamp_of_a_plain_read_is_left_as_it_was():
    kept = [
        clamp(Local("x")),                                      # a local: worked out before the sum, maybe later
        clamp(Call(Local("score"), (P,))),                      # a call of unknown effect
        clamp(least(), 3, 0),                                   # an empty range
        Call(Local("min"), (Call(Local("max"), (least(), Const(0))), Local("k"))),    # a bound not a number
        Call(Local("max"), (Call(Local("min"), (least(), Const(3))), Const(0))),       # the other nesting
        clamp(Bin("//", Attr(P, "level"), Const(2))),          # a division
    ]
    for total in kept:
        steps, names = [], {}
        assert clamps_tested(total, steps, names, taken=set()) == total and not steps and not names


def test_appalachians_worth_reads_its_tables_and_clamp_without_calls():
    from generated.thru_the_appalachian import lowered
    import inspect
    text = inspect.getsource(lowered.total_score) + inspect.getsource(lowered.scored_outcome)
    assert "exhaustion_points(" not in text and "EXHAUSTION_POINTS_BY_EXHAUSTION[p.exhaustion]" in text
    assert lowered.EXHAUSTION_POINTS_BY_EXHAUSTION == (5, 3, 1, 0, -2, -4, -7, 0)
    assert "min(max(" not in inspect.getsource(lowered.total_score)
