"""What the lowering leaves out of a round's flow where the definitions prove it cannot happen (compiler/codegen/lower/
lowering.py): the test of `end_requested` where no effect says `end game`, a clamp's side a constant added or taken
away cannot reach, a `repeat max(0, n)`'s call of max, and the search for the next pick of a step whose seats take
their picks one after another."""
from __future__ import annotations

from types import SimpleNamespace

from compiler.codegen.lower.ir import Assign, Bin, Break, Call, Const, Continue, ForRange, If, Inlined, Local, Return
from compiler.codegen.lower.lowering import kept_in_bounds, leaves_loop, may_end_game, zero_floored
from compiler.frontend import ast


class Body:
    """An effect's body: what may_end_game walks."""

    def __init__(self, *nodes):
        self.nodes = list(nodes)

    def walk(self):
        return self.nodes


def model(*bodies, after=None):
    field = SimpleNamespace(on_empty=None)
    return SimpleNamespace(actions={"a": SimpleNamespace(effect=bodies[0] if bodies else None)},
                           setup=[], round=[SimpleNamespace(body=b) for b in bodies[1:]], procedures={},
                           player={"energy": field}, globals={}, after_action=after)


def keyword(word: str):
    return ast.Keyword(None, word)


def test_the_end_of_the_game_asked_only_where_an_effect_can_ask_it():
    assert not may_end_game(model(Body(keyword("stop")), Body(keyword("finish")), None))
    assert may_end_game(model(Body(keyword("stop")), Body(keyword("end game"))))
    assert may_end_game(model(Body(), after=SimpleNamespace(body=Body(keyword("end game")))))
    on_empty = model(Body())
    on_empty.player["energy"].on_empty = Body(keyword("end game"))
    assert may_end_game(on_empty)


def test_a_field_kept_in_bounds_starts_within_them():
    assert kept_in_bounds(SimpleNamespace(start=15, min=0, max=15))
    assert kept_in_bounds(SimpleNamespace(start=0, min=0, max=None))
    # a start the checker does not hold (not a number, or outside: E344 reports it) proves nothing
    assert not kept_in_bounds(SimpleNamespace(start=None, min=0, max=15))
    assert not kept_in_bounds(SimpleNamespace(start=True, min=0, max=15))
    assert not kept_in_bounds(SimpleNamespace(start=16, min=0, max=15))
    assert not kept_in_bounds(SimpleNamespace(start="count(players)", min=0, max=15))


def test_a_count_floored_at_zero_is_the_count_itself():
    n = Bin("-", Local("a"), Local("b"))
    assert zero_floored(Call(Local("max"), (Const(0), n))) == n
    assert zero_floored(Call(Local("max"), (n, Const(0)))) == n
    assert zero_floored(Call(Local("max"), (Const(1), n))) is None
    assert zero_floored(Call(Local("min"), (Const(0), n))) is None
    assert zero_floored(n) is None


def test_a_break_leaves_the_loop_unless_it_is_in_a_loop_of_its_own():
    assert leaves_loop([If(((Local("x"), [Break()]),))])
    assert leaves_loop([If(((Local("x"), [Assign(Local("y"), Const(1))]),), [Continue()])])
    assert not leaves_loop([ForRange("k", Const(3), [Break()]), If(((Local("x"), [Return()]),))])
    # a body written in place runs in the loop: its break leaves it (optimise.py's unrolled reads loops so too)
    assert leaves_loop([Inlined("stop", (If(((Local("x"), [Break()]),)),))])
    assert not leaves_loop([Inlined("walk", (ForRange("k", Const(3), [Break()]),))])
