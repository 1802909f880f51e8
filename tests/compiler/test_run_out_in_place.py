"""A track run dry on the world itself (compiler/codegen/lower/run_out_in_place.py `RUNS_OUT_IN_PLACE`, runtime/lookahead.py
`Reserve.weighing`): the analysis lists a `run_out_<field>` with the seat's slots it writes only where it writes nothing
but scalar slots of `p`, draws nothing and calls only what does the same; the Reserve tried so costs what it costs on
a clone, and leaves the world as it was (tests/runtime/test_lowered_agents.py tries it at every decision of random
Appalachian games)."""
from __future__ import annotations

import ast

from compiler.codegen.lower.ir import LIST, LONG, Assign, Attr, Bin, Call, Const, Do, Function, If, Item, Local, Module, \
    Record, Slot
from compiler.codegen.lower.run_out_in_place import runs_out_in_place

S, P = Local("s"), Local("p")
PARAMS = (("s", "State"), ("p", "Player"))


def in_place(*functions: Function):
    """`RUNS_OUT_IN_PLACE` of a module of `functions` over a player of three numbers and a map, or None."""
    player = Record("Player", "", (Slot("energy", LONG), Slot("exhaustion", LONG), Slot("eliminated", "bint"),
                                   Slot("photos", LIST, "map")))
    state = Record("State", "", (Slot("week", LONG), Slot("rolled", LIST, "pile")))
    texts = dict(runs_out_in_place(Module("", {}, [player, state], list(functions))).constants)
    return ast.literal_eval(texts["RUNS_OUT_IN_PLACE"]) if "RUNS_OUT_IN_PLACE" in texts else None


def run_out(*body, name: str = "run_out_energy") -> Function:
    return Function(name, PARAMS, "", list(body), public=True)


def test_a_track_that_writes_only_the_seats_numbers_is_run_dry_in_place():
    clamp = [Assign(Local("clamped"), Bin("+", Attr(P, "exhaustion"), Const(1))),
             If(((Bin(">", Local("clamped"), Const(7)), [Assign(Local("clamped"), Const(7))]),)),
             Assign(Attr(P, "exhaustion"), Local("clamped")),
             If(((Bin(">=", Attr(P, "exhaustion"), Const(7)), [Assign(Attr(P, "eliminated"), Const(True))]),))]
    energy = run_out(Assign(Attr(P, "energy"), Const(0)), *clamp, Assign(Attr(P, "energy"), Const(15)))
    assert in_place(energy) == {"energy": ("eliminated", "energy", "exhaustion")}
    # what it calls with the same seat is walked, and what that writes is put back too
    exhausted = Function("exhausted", PARAMS, "", clamp)
    calling = run_out(Assign(Attr(P, "energy"), Const(0)), Do(Call(Local("exhausted"), (S, P))),
                      Assign(Local("m"), Call(Local("min"), (Attr(P, "energy"), Attr(S, "week")))))
    assert in_place(calling, exhausted) == {"energy": ("eliminated", "energy", "exhaustion")}


def test_a_track_that_may_write_anything_else_or_draw_is_tried_on_a_clone():
    energy = Assign(Attr(P, "energy"), Const(0))
    refused = [
        run_out(energy, Assign(Attr(S, "week"), Const(1))),                          # the state's slot
        run_out(energy, Assign(Item(Attr(P, "photos"), Const(0)), Const(1))),        # an entry of a map
        run_out(energy, Assign(Attr(P, "photos"), Attr(S, "rolled"))),               # a list slot
        run_out(energy, Assign(Attr(Item(Attr(S, "players"), Const(1)), "energy"), Const(0))),    # another seat
        run_out(energy, Assign(Local("x"), Call(Attr(Attr(S, "rnd"), "random"), ()))),            # a draw
        run_out(energy, Do(Call(Attr(Attr(S, "rolled"), "append"), (Const(1),)))),   # a list's method
        run_out(energy, Do(Call(Local("unknown"), (S, P)))),                          # a function not the module's
        run_out(energy, Assign(P, Item(Attr(S, "players"), Const(0)))),              # `p` another record
        run_out(energy, Assign(Local("r"), Attr(S, "readable"))),                    # the readable state
    ]
    for function in refused:
        assert in_place(function) is None, function.body
    # a callee handed another record, or one that writes the state, is not vouched for either
    writes_state = Function("sunset", PARAMS, "", [Assign(Attr(S, "week"), Const(0))])
    assert in_place(run_out(energy, Do(Call(Local("sunset"), (S, P)))), writes_state) is None
    assert in_place(run_out(energy, Do(Call(Local("sunset"), (S, Item(Attr(S, "players"), Const(0)))))),
                    Function("sunset", PARAMS, "", [])) is None
    # one track in place, the other not: only the first listed
    water = run_out(Assign(Attr(S, "week"), Const(1)), name="run_out_water")
    assert in_place(run_out(energy), water) == {"energy": ("energy",)}
