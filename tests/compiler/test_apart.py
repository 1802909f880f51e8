"""What a seat's picks can touch (compiler/codegen/lower/apart.py): the proofs that let a decide step skip bookkeeping."""
from compiler.codegen.lower.apart import reach, state_read
from compiler.codegen.lower.ir import Assign, Attr, Bin, Call, Const, Do, Function, If, Item, Local

S, P = Local("s"), Local("p")


def fn(name, body):
    return Function(name, (("s", "State"), ("p", "Player")), "", body)


def test_own_record_and_a_followed_call_write_no_other_seat():
    helper = fn("exhausted", [Assign(Attr(P, "exhaustion"), Const(1), "+=")])
    body = [Assign(Attr(P, "energy"), Const(15)), Do(Call(Local("exhausted"), (S, P))),
            Assign(Attr(S, "turn_moves"), Const(1), "+=")]
    found = reach(body, [helper], Assign(Attr(S, "turn_moves"), Const(1), "+="))
    assert not found.other_seats and found.written == set()


def test_the_step_count_is_left_out_only_where_asked():
    body = [Assign(Attr(S, "turn_moves"), Const(1), "+=")]
    assert reach(body, []).written == {"turn_moves"}
    # a function the pick calls that counts moves itself is not the step's own count
    counting = fn("counts", list(body))
    found = reach([Do(Call(Local("counts"), (S, P)))], [counting], body[0])
    assert found.written == {"turn_moves"}


def test_a_shared_field_written_in_a_called_function_is_found():
    rounds = fn("ahead", [If(((Const(True), [Assign(Item(Attr(S, "scores"), Const(0)), Const(1))]),))])
    found = reach([Do(Call(Local("ahead"), (S, P)))], [rounds])
    assert found.written == {"scores"} and not found.other_seats


def test_every_seat_read_or_the_state_handed_over_reaches_other_seats():
    assert reach([Assign(Local("q"), Item(Attr(S, "players"), Const(0)))], []).other_seats
    assert reach([Do(Call(Local("shuffle"), (Attr(S, "readable"), Attr(S, "deck"))))], []).other_seats
    assert reach([Do(Call(Local("unknown"), (S,)))], []).other_seats
    # a note of the log, and a function given only values, reach none
    note = Call(Attr(Attr(Attr(S, "readable"), "notes"), "append"), (Attr(S, "round"),))
    assert not reach([Do(note), Do(Call(Local("exhaustion_modifier"), (Attr(P, "exhaustion"),)))], []).other_seats
    # the write-back an observer or a rules error makes reads every seat and changes none
    assert not reach([Do(Call(Local("raise_state"), (Attr(S, "readable"), S)))],
                     [fn("raise_state", [Assign(Local("q"), Item(Attr(S, "players"), Const(0)))])]).other_seats


def test_state_read_names_the_shared_fields_of_an_activity_test():
    active = Bin("or", Bin("==", Attr(P, "finish_round"), Attr(S, "round")), Attr(P, "finished"))
    assert state_read(active) == {"round"}
