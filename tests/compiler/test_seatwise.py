"""A run of round steps each seat plays apart, played seat by seat (compiler/codegen/lower/seatwise.py)."""
from compiler.codegen.lower.ir import (Assign, Attr, Bin, Call, Const, Do, ForIn, ForRange, Function, If, Inlined, Item,
                                       ListOf, Local, Module, While, walk_ir)
from compiler.codegen.lower.seatwise import seatwise

S, P, SEAT, N = Local("s"), Local("p"), Local("seat"), Local("n")
PLAYERS = Attr(S, "players")
ACTIVE = Attr(P, "active")
NOTE = Call(Attr(Attr(Attr(S, "readable"), "notes"), "append"), (Attr(P, "seat"),))


def decide(name, picks_body):
    """A decide loop in the shape lowering.py's seats_one_by_one leaves."""
    body = [Assign(N, Call(Local("len"), (PLAYERS,))), Assign(Local("picks"), Bin("*", ListOf((Const(1),)), N)),
            Assign(Attr(S, "picks"), Local("picks")),
            Assign(Local("watched"), Bin("or", Bin("is not", Local("observe"), Const(None)),
                                         Bin(">", Attr(S, "turn_moves"), Attr(S, "max_moves")))),
            ForRange("seat", N, (Assign(P, Item(PLAYERS, SEAT)), If(((ACTIVE, list(picks_body)),)))),
            Assign(Attr(S, "picks"), Const(None))]
    return Function(name, (("state", "object"), ("s", "State"), ("randoms", "list"), ("observe", "object")), "", body,
                    locals={"n": "long", "picks": "list", "watched": "bint", "seat": "long", "p": "Player"})


def drawing(extra=()):
    """One pick drawn from the seat's stream, counted, its picks list written."""
    return [Assign(Local("drawn"), Call(Attr(Item(Local("randoms"), SEAT), "random"))),
            Assign(Attr(P, "energy"), Local("drawn")), *extra, Assign(Attr(S, "turn_moves"), Const(1), "+="),
            If(((Bin("and", Local("watched"), Bin(">", Attr(S, "turn_moves"), Attr(S, "max_moves"))),
                 [Do(Call(Local("too_many_moves"), (S, SEAT)))]),)),
            Assign(Item(Local("picks"), SEAT), Const(0))]


def module(weather_body, select, exert):
    weather = Function("round_weather", (("s", "State"), ("p", "Player")), "", list(weather_body))
    rounds = While(Bin("!=", Attr(S, "phase"), Const("over")), (
        Assign(Attr(S, "step"), Const(2)),
        ForIn("p", PLAYERS, (If(((ACTIVE, [Do(Call(Local("round_weather"), (S, P)))]),)),)),
        Assign(Attr(S, "step"), Const(3)),
        Do(Call(Local("round_select_play"), (Local("state"), S, Local("randoms"), Local("observe")))),
        Assign(Attr(S, "step"), Const(4)),
        Do(Call(Local("round_exert_play"), (Local("state"), S, Local("randoms"), Local("observe")))),
        Assign(Attr(S, "step"), Const(5))))
    play = Function("play_begun", (("s", "State"), ("randoms", "list")), "",
                    [Assign(Local("observe"), Const(None)), rounds])
    return Module("", {}, [], [weather, decide("round_select_play", select), decide("round_exert_play", exert), play])


def fused(mod):
    out = seatwise(mod, {"round_select_play": 2, "round_exert_play": 1}, {"round_weather"})
    return {fn.name: fn for fn in out.functions}


def passes(fn):
    """The loops over the seats of a fused run's function, each as the names of the steps it plays."""
    return [[x.name for x in loop.body if isinstance(x, Inlined)] for loop in fn.body if isinstance(loop, ForRange)]


def test_a_step_that_draws_nothing_and_the_next_share_one_loop_over_the_seats():
    found = fused(module([Assign(Attr(P, "water"), Const(1), "-=")], drawing(), drawing()))
    # weather draws nothing: it joins select; exert draws too, from the random seats' one stream: it plays every
    # seat in a pass of its own, after select's pass, as the steps order the draws
    fn = found["round_weather_to_exert_by_seat"]
    assert passes(fn) == [["round_weather", "round_select_play"], ["round_exert_play"]]
    nodes = walk_ir(fn.body)
    assert Attr(P, "water") in nodes and Local("picks") not in nodes and Local("watched") not in nodes
    # the second pass names its own step, as the step's loop did
    assert Assign(Attr(S, "step"), Const(4)) in fn.body
    calls = {x.func.name for x in walk_ir(found["play_begun"].body)
             if isinstance(x, Call) and isinstance(x.func, Local)}
    # the steps as they were where the move limit is near or someone observes
    assert {"round_weather_to_exert_by_seat", "round_weather", "round_select_play", "round_exert_play"} <= calls
    # the move limit: every pick of the run, select's 2 and exert's 1 a seat
    limit = [x for x in walk_ir(found["play_begun"].body) if isinstance(x, Bin) and x.op == "*"]
    assert Bin("*", Const(3), Call(Local("len"), (PLAYERS,))) in limit


def test_a_step_that_cannot_join_ends_the_run_before_it():
    # exert writes a shared field: weather and select still play seat by seat, exert as before
    found = fused(module([Assign(Attr(P, "water"), Const(1), "-=")], drawing(),
                         drawing([Assign(Attr(S, "week"), Const(1))])))
    assert "round_exert_play" not in {name for fn in found.values() for name in sum(passes(fn), [])
                                      if fn.name.endswith("_by_seat")}
    assert passes(found["round_weather_to_select_by_seat"]) == [["round_weather", "round_select_play"]]


def test_a_branch_left_empty_by_the_picks_list_is_turned_round():
    pick = [Assign(Local("move"), Call(Attr(Item(Local("randoms"), SEAT), "random"))),
            If(((Bin("==", Local("move"), Const(-1)), [Assign(Item(Local("picks"), SEAT), Const(0))]),),
               (Assign(Attr(P, "energy"), Local("move")),))]
    found = fused(module([Assign(Attr(P, "water"), Const(1), "-=")], drawing(), pick))
    tests = [x for x in walk_ir(found["round_weather_to_exert_by_seat"].body) if isinstance(x, If)]
    assert any(x.branches[0][0] == Bin("!=", Local("move"), Const(-1)) and not x.otherwise for x in tests)


def test_a_shared_field_written_or_a_shared_stream_drawn_keeps_the_steps_apart():
    for weather in ([Assign(Attr(S, "week"), Const(1))],                                   # a shared field
                    [Assign(Local("x"), Call(Attr(Attr(S, "rnd"), "random")))],           # the dice's stream
                    [Assign(Local("q"), Item(PLAYERS, Const(0)))]):                        # another seat
        found = fused(module(weather, drawing(), drawing()))
        # the weather stays a loop of its own; select and exert, apart, still play seat by seat, a pass each
        assert not any(name.startswith("round_weather_to") for name in found)
        assert passes(found["round_select_to_exert_by_seat"]) == [["round_select_play"], ["round_exert_play"]]


def test_notes_of_a_later_step_are_held_back_and_written_in_the_steps_order():
    found = fused(module([Do(NOTE)], drawing([Do(NOTE)]), drawing()))
    body = found["round_weather_to_exert_by_seat"].body
    held = [x for x in walk_ir(body) if isinstance(x, Call) and x.func == Attr(Local("notes_3"), "append")]
    direct = [x for x in walk_ir(body) if isinstance(x, Call) and x.func == NOTE.func]
    extend = [x for x in walk_ir(body) if isinstance(x, Call) and isinstance(x.func, Attr) and x.func.name == "extend"]
    # the weather's notes written as they come, select's held until every seat has played both, then written,
    # before the next pass (exert) begins
    assert len(held) == 1 and len(direct) == 1 and len(extend) == 1
    loops = [i for i, x in enumerate(body) if isinstance(x, ForRange)]
    flushed = [i for i, x in enumerate(body) if isinstance(x, If) and x.branches[0][0] == Local("notes_3")]
    assert len(loops) == 2 and loops[0] < flushed[0] < loops[1]
