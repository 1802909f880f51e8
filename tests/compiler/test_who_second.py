"""lower/who.py `stopped_at_second`: the listing of a step `auto: single` stopped at the seat's second move.

A seat of no move or one must come out as the full listing leaves it (the one move, its number and arguments: the flow
takes it unasked); a seat of more must be found at its second, the moves handed over being two (the flow's test of one
move sees a choice). The tests alone are looked at before the loops, and a listing that reads its moves back is
left whole.
"""
from __future__ import annotations

import itertools
from types import SimpleNamespace

from compiler.codegen.lower.ir import Assign, Attr, Bin, Call, Const, Do, ForIn, Function, If, Item, ListOf, Local, \
    Module, Return, walk_ir
from compiler.codegen.lower.printing import python_module
from compiler.codegen.lower.who import stopped_at_second

S, MOVES, ARGUMENTS = Local("s"), Local("moves"), Local("arguments")


def _append(move) -> Do:
    return Do(Call(Attr(MOVES, "append"), (move,)))


def _listing() -> list:
    """A listing of three actions: 0 where `s.first` (a test alone), 1 + 3 * k for each of `s.values` above `s.least`
    (its argument listed), 2 where `s.last` (a test alone, after the loop)."""
    numbered = Bin("+", Const(1), Bin("*", Const(3), Call(Local("len"), (ARGUMENTS,))))
    return [
        Assign(MOVES, Attr(S, "moves")),
        Do(Call(Attr(MOVES, "clear"), ())),
        Assign(ARGUMENTS, ListOf(())),
        If(((Attr(S, "first"), [_append(Const(0))]),)),
        Assign(Local("least"), Attr(S, "least")),
        ForIn("v", Attr(S, "values"), [If(((Bin(">", Local("v"), Local("least")), [
            _append(numbered), Do(Call(Attr(ARGUMENTS, "append"), (Local("v"),)))]),))]),
        If(((Attr(S, "last"), [_append(Const(2))]),)),
    ]


FOUND = [Assign(Attr(S, "decision_arguments"), ARGUMENTS),
         Assign(Attr(S, "decision_moves"), Call(Local("list"), (MOVES,))), Return(Const(1))]


def _function(name: str, listing: list) -> Function:
    return Function(name, (("s", "object"),), "A listing.", listing + [If(((MOVES, FOUND),)), Return(Const(-1))])


def _functions(listing: list):
    stopped = stopped_at_second(listing, FOUND)
    assert stopped is not None
    module = Module("A test.", {}, [], [_function("full", listing), _function("who", stopped)], [])
    space: dict = {}
    exec(compile(python_module(module), "<lowered>", "exec"), space)     # (a test reads the printed module back)
    return space["full"], space["who"], stopped


def _state(first, last, values, least):
    return SimpleNamespace(moves=[], first=first, last=last, values=values, least=least, decision_moves=None,
                           decision_arguments=None)


def test_a_seat_of_one_move_is_listed_in_full_and_one_of_more_found_at_its_second():
    full, who, _stopped = _functions(_listing())
    seen = {0: 0, 1: 0, 2: 0}
    for first, last, values, least in itertools.product((False, True), (False, True),
                                                         ([], [4], [1, 5], [5, 6, 7]), (0, 4, 5)):
        listed, found = _state(first, last, values, least), _state(first, last, values, least)
        assert who(found) == full(listed)
        count = len(listed.decision_moves or ())
        seen[min(count, 2)] += 1
        if count <= 1:      # the one move, as numbered and with the arguments the full listing gives it
            assert (found.decision_moves, found.decision_arguments) == \
                (listed.decision_moves, listed.decision_arguments)
        else:
            assert len(found.decision_moves) == 2 and set(found.decision_moves) <= set(listed.decision_moves)
    assert all(seen.values())


def test_the_tests_alone_come_before_the_loop_and_the_first_append_is_not_tested():
    _full, _who, stopped = _functions(_listing())
    kinds = [type(stmt).__name__ for stmt in stopped]
    assert kinds.index("ForIn") > max(i for i, stmt in enumerate(stopped) if isinstance(stmt, If))
    checks = [x for x in walk_ir(stopped) if isinstance(x, If) and x.branches[0][0] ==
              Bin(">", Call(Local("len"), (MOVES,)), Const(1))]
    assert len(checks) == 2         # after the second test alone and after the loop's append, not after the first


def test_a_listing_that_reads_its_moves_back_is_left_whole():
    listing = _listing() + [If(((Bin(">", Call(Local("len"), (MOVES,)), Const(3)), [_append(Const(9))]),))]
    assert stopped_at_second(listing, FOUND) is None
    indexed = _listing()
    indexed[3] = If(((Item(MOVES, Const(0)), [_append(Const(0))]),))
    assert stopped_at_second(indexed, FOUND) is None


def _tested_listing() -> list:
    """(session 39) A listing of tests that begin alike (`s.here`, the last two in a row), and a loop over numbers that
    tests, at every number, what no number changes (`s.open`, and an action's number compared with a known one)."""
    numbered = Bin("+", Const(1), Bin("*", Const(3), Call(Local("len"), (ARGUMENTS,))))
    reflect = Bin("or", Bin("==", Const(3), Const(1)), Attr(S, "flag"))      # (3 == 1: a known number's test)
    chosen = Bin("and", Bin("and", Attr(S, "open"), reflect),
                 Bin(">", Item(Attr(S, "values"), Local("k")), Attr(S, "least")))
    return [
        Assign(ARGUMENTS, ListOf(())),
        Assign(MOVES, Attr(S, "moves")),
        Do(Call(Attr(MOVES, "clear"), ())),
        If(((Bin("and", Attr(S, "here"), Attr(S, "first")), [_append(Const(0))]),)),
        If(((Attr(S, "here"), [_append(Const(2))]),)),
        If(((Bin("and", Attr(S, "here"), Bin("==", Const(4), Const(4))), [_append(Const(5))]),)),
        ForIn("k", Call(Local("range"), (Const(3),)), [If(((chosen, [
            _append(numbered), Do(Call(Attr(ARGUMENTS, "append"), (Local("k"),)))]),))]),
    ]


def test_a_loop_s_test_of_what_no_number_changes_and_tests_begun_alike_are_asked_once():
    full, who, stopped = _functions(_tested_listing())
    printed = python_module(Module("", {}, [], [_function("who", stopped)], []))
    assert "3 == 1" not in printed and "or False" not in printed
    # (the first move's test stays on its own: the arguments are listed after it)
    assert printed.count("s.here") == 2 and printed.count("s.open") == 1 and "4 == 4" not in printed
    assert printed.index("s.open") < printed.index("for k in range(3)")
    seen = {0: 0, 1: 0, 2: 0}
    for here, first, is_open, flag, values, least in itertools.product(
            (False, True), (False, True), (False, True), (False, True), ([0, 0, 0], [5, 0, 0], [5, 6, 0], [5, 6, 7]),
            (0, 4)):
        listed, found = _state(first, False, values, least), _state(first, False, values, least)
        for state in (listed, found):
            state.here, state.open, state.flag = here, is_open, flag
        assert who(found) == full(listed)
        count = len(listed.decision_moves or ())
        seen[min(count, 2)] += 1
        if count <= 1:
            assert (found.decision_moves, found.decision_arguments) == \
                (listed.decision_moves, listed.decision_arguments)
        else:
            assert len(found.decision_moves) == 2 and set(found.decision_moves) <= set(listed.decision_moves)
    assert all(seen.values())
