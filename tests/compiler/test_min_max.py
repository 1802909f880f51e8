"""`min` and `max` of numbers written as comparisons over the finished module (compiler/codegen/lower/min_max.py): the
same value as the builtin call, of the same type (a flag where the call returns the flag), the arguments read in the
call's order, and the call kept where an argument read again could differ."""
import itertools

from compiler.codegen.lower.ir import (LONG, Assign, Attr, Bin, Call, Const, ForRange, Function, If, Item, Local,
                                      Module, Return, walk_ir)
from compiler.codegen.lower.min_max import min_max_compared
from compiler.codegen.lower.printing import statements

P = Local("p")
A, B, C = Attr(P, "a"), Attr(P, "b"), Attr(P, "c")
N, X = Local("n"), Local("x")


class Record:
    def __init__(self, a, b, c):
        self.a, self.b, self.c = a, b, c


def _compared(body: list, locals_: dict | None = None) -> list:
    fn = Function("f", (("p", "Player"), ("n", LONG)), "", body, locals={"x": LONG, **(locals_ or {})})
    return min_max_compared(Module("", {}, [], [fn])).functions[0].body


def _code(body: list):
    return compile("\n".join(statements(body, 0)), "<min_max>", "exec")


def _run(code, p, n):
    space = {"p": p, "n": n}
    exec(code, {}, space)
    return space["x"]


def _calls(body) -> list:
    return [x for x in walk_ir(body) if isinstance(x, Call) and x.func in (Local("min"), Local("max"))]


VALUES = (-2, 0, 1, 2, 5, True, False)
FEWER = (-1, 0, 1, 2, True)      # four at a time


def test_a_number_local_set_to_min_or_max_is_tests_holding_what_the_call_returns():
    shapes = [lambda f, g: Call(Local(f), (A, B)),
              lambda f, g: Call(Local(f), (Const(1), Bin("-", Const(12), Bin("+", A, B)))),
              lambda f, g: Call(Local(f), (Const(1), Call(Local(g), (Const(0), Bin("-", Const(4), A))))),
              lambda f, g: Call(Local(f), (A, B, C, N)),
              lambda f, g: Call(Local(f), (Call(Local(g), (A, B)), Const(2))),
              lambda f, g: Call(Local(f), (N, A)),
              lambda f, g: Call(Local(f), (Bin("+", N, Const(1)), N))]
    for shape, (f, g) in itertools.product(shapes, (("min", "max"), ("max", "min"), ("min", "min"))):
        value = shape(f, g)
        body = _compared([Assign(X, value)])
        assert not _calls(body) and any(isinstance(x, If) for x in body)
        tests, call = _code(body), _code([Assign(X, value)])
        for a, b, c, n in itertools.product(FEWER, repeat=4):
            got, want = _run(tests, Record(a, b, c), n), _run(call, Record(a, b, c), n)
            assert got == want and type(got) is type(want), (statements(body, 0), a, b, c, n)


def test_min_or_max_of_two_plain_reads_elsewhere_is_a_conditional_expression():
    for f in ("min", "max"):
        value = Bin("*", Const(3), Call(Local(f), (A, Bin("-", Const(12), B))))
        # a field set (no local to hold it) and an entry's index
        calls = [Assign(Attr(P, "c"), value), Assign(X, Item(Local("row"), Call(Local(f), (N, Const(2)))))]
        body = _compared(calls)
        assert not _calls(body) and len(body) == 2
        tests, call = _code(body), _code(calls)
        for a, b, n in itertools.product(VALUES, VALUES, range(-1, 4)):
            mine, theirs = Record(a, b, 0), Record(a, b, 0)
            space = {"p": mine, "n": n, "row": [10, 11, 12, 13]}
            exec(tests, {}, space)
            want = {"p": theirs, "n": n, "row": [10, 11, 12, 13]}
            exec(call, {}, want)
            assert mine.c == theirs.c and type(mine.c) is type(theirs.c) and space["x"] == want["x"]


def test_the_call_stays_where_an_argument_read_again_could_differ_or_the_name_is_not_the_builtins():
    calls = Call(Local("len"), (Local("cards"),))
    kept = [Assign(X, Call(Local("min"), (A, calls))),                      # a call read again
            Assign(X, Call(Local("max"), (A, Bin("//", B, Const(2))))),     # a division
            Assign(Attr(P, "c"), Call(Local("min"), (A, calls))),
            Return(Call(Local("min"), (A, calls)))]
    assert _compared(kept) == kept
    # the local it writes, read again as tests would: an expression (the local is written after it is worked out)
    body = _compared([Assign(X, Call(Local("min"), (A, Bin("+", X, Const(1)))))])
    assert not _calls(body) and len(body) == 1 and not isinstance(body[0], If)
    # a local that is no whole number (an object: a list's entry, a string) is written as the expression, not tests
    body = _compared([Assign(Local("o"), Call(Local("min"), (A, B)))], {"o": "object"})
    assert not _calls(body) and len(body) == 1
    # a function or a local of the module named `min` is not the builtin
    fn = Function("min", (("p", "Player"),), "", [Return(Call(Local("min"), (A, B)))])
    assert min_max_compared(Module("", {}, [], [fn])).functions[0] is fn
    own = Function("f", (("p", "Player"), ("min", LONG)), "", [Return(Call(Local("min"), (A, B)))])
    assert min_max_compared(Module("", {}, [], [own])).functions[0] is own
    loop = Function("f", (("p", "Player"),), "", [ForRange("max", Const(3), [Return(Call(Local("max"), (A, B)))])])
    assert min_max_compared(Module("", {}, [], [loop])).functions[0] is loop


def test_the_first_argument_is_read_before_the_second_as_the_call_reads_them():
    # only a first argument nothing can change (a number, another local) is tested after the second: a field is first
    read = []

    class Logged:
        @property
        def a(self):
            read.append("a")
            return 3

        @property
        def b(self):
            read.append("b")
            return 1
    body = _compared([Assign(X, Call(Local("min"), (A, B)))])
    assert _run(_code(body), Logged(), 0) == 1 and read[:2] == ["a", "b"]
