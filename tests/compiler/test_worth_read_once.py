"""A sum of a worth that reads a call more than once, written as a loop reading it once (compiler/codegen/lower/
read_once.py `sums_read_once`): the same worth over random worlds with fewer calls; a call first read behind a test
still worked out only where the test passes; a sum reading no call twice, or a call only through a comprehension's
variable, left as it was."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import Aggregate, Bin, Call, Cond, Const, ForIn, Item, ListComp, Local, Return
from compiler.codegen.lower.printing import expr, statements
from compiler.codegen.lower.read_once import sums_read_once

S, P = Local("s"), Local("p")


def measure(who):
    return Call(Local("measure"), (who, Item(Local("ROW"), Local("g"))))


def ranked_goals():
    """`sum(points(rank) if measure(p) > 0 and rank <= 3 else 0 for g in goals)`, rank = 1 + the number of different
    better measures (Trailblazers' end-game goals, as the worth lowers them)."""
    better = ListComp(measure(Local("q")), "q", Local("players"), Bin(">", measure(Local("q")), measure(P)))
    rank = Bin("+", Const(1), Call(Local("len"), (Call(Local("set"), (better,)),)))
    item = Cond(Bin("and", Bin(">", measure(P), Const(0)), Bin("<=", rank, Const(3))),
                Call(Local("points"), (rank,)), Const(0))
    return Aggregate("sum", item, "g", Local("goals"))


def worth(body: list, total) -> callable:
    """The worth `body` then `return total` as a function of the world, and the list its calls are counted in."""
    lines = ["def worth(p, players, goals, ROW, table):",
             "    def measure(who, row):",
             "        calls.append(row)",
             "        return table[who][row]",
             "    def points(rank):",
             "        return (0, 6, 3, 1)[rank]"] + statements(body + [Return(total)], 1)
    calls: list = []
    scope: dict = {"calls": calls}
    exec(compile("\n".join(lines), "<worth>", "exec"), scope)
    return scope["worth"], calls


def test_a_ranked_goal_sum_reads_each_measure_once_with_the_same_worth():
    total = Bin("+", Local("base"), ranked_goals())
    steps, names = [], {}
    read = sums_read_once(total, steps, names)
    assert read != total and isinstance(steps[-1], ForIn)
    assert expr(read) == "base + scored_0"
    once, once_calls = worth(steps, read)
    before, before_calls = worth([], total)
    rng = random.Random(3)
    for _ in range(300):
        players = list(range(rng.randrange(1, 5)))
        table = {q: [rng.randrange(0, 4) for _ in range(6)] for q in players}
        goals = rng.sample(range(6), rng.randrange(0, 4))
        world = dict(p=rng.choice(players), players=players, goals=goals, ROW=list(range(6)), table=table)
        once.__globals__["base"] = before.__globals__["base"] = 2
        assert once(**world) == before(**world)
    assert len(once_calls) < len(before_calls) / 2


def test_a_call_behind_a_test_is_worked_out_only_where_it_passes():
    # `sum(measure(p) + measure(p) if ok(g) and measure(p) > 0 else 0 …)`: measure may fail where ok does not hold
    item = Cond(Bin("and", Call(Local("ok"), (Local("g"),)), Bin(">", measure(P), Const(0))),
                Bin("+", measure(P), measure(P)), Const(0))
    steps, names = [], {}
    read = sums_read_once(Aggregate("sum", item, "g", Local("goals")), steps, names)
    text = "\n".join(statements(steps, 0))
    assert text.index("if ok(g):") < text.index("measured_0 = measure(p, ROW[g])")
    assert expr(read) == "scored_0"


def test_a_sum_reading_no_call_twice_or_only_through_an_inner_variable_is_left():
    plain = Aggregate("sum", measure(P), "g", Local("goals"))
    inner = Aggregate("sum", Call(Local("len"), (
        ListComp(measure(Local("q")), "q", Local("players"), Bin(">", measure(Local("q")), Const(0))),)), "g",
        Local("goals"))
    for total in (plain, inner, Bin("+", plain, inner)):
        steps: list = []
        assert sums_read_once(total, steps, {}) is total and steps == []
