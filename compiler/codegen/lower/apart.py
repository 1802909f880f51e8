"""What a seat's picks can touch, read from the lowered IR: the facts that let a decide step skip bookkeeping.

A decide step whose seats take their picks one after another, each in a loop of its own (lowering.py
`picks_round_the_table`), sets up every seat's picks before the first is taken (a seat that does not take part,
by the game's `active:`, gets none) and checks the move limit (`max_moves_per_turn`, GameState.picked) after every
pick. `reach` gathers what the statements of one seat's picks write, following every call into the module's own
functions, so that the caller can prove two things and do that work once a step, not once a seat or a pick:

- no pick writes a count of the step's picks or the move limit (`written`), so a step of at most `k` picks a seat
  passes the limit only where `turn_moves + k * n` does at its start;
- no pick reaches another seat's record (`other_seats` false: nothing reads `s.players` or hands the state to a
  function that could) nor a shared field the activity test reads, so a seat takes part when its turn in the step
  comes exactly where it did at the step's start.

What is not proved is left as it was: a function the walk cannot follow, given the state or its readable copy,
counts as reaching every seat.
"""
from __future__ import annotations

from .ir import Assign, Attr, Call, Item, Local, walk_ir

S = Local("s")
# the module's functions that only write the lowered state back into the readable one (an observer's view, the
# state a rules error leaves): they read every seat, and change none
WRITE_BACK = frozenset({"raise_state", "too_many_moves"})
# the one call on the readable state a pick may make: a note of the log, which holds no record of the lowered state
NOTES_APPEND = Attr(Attr(Attr(S, "readable"), "notes"), "append")


class Reach:
    """What the statements of a seat's picks write: `written`, the names of the state's fields assigned (a field or
    an entry of one); `touched`, those read or written; `other_seats`, whether they may reach a record other than
    the picking seat's `p`."""

    def __init__(self):
        self.written: set = set()
        self.touched: set = set()       # the state's fields read or written
        self.other_seats = False


def root(target):
    """The field or local an assignment's target writes into: `s.picks` of `s.picks[seat]`."""
    while isinstance(target, Item):
        target = target.obj
    return target


def hands_over_state(call: Call) -> bool:
    """Is the state, or its readable copy, given to a function the walk cannot follow? The readable state shares
    lists with the lowered records, so a function holding either could change any seat's."""
    if call.func == NOTES_APPEND:
        return False
    shared = (S, Attr(S, "readable"))
    return any(arg in shared for arg in call.args) or (isinstance(call.func, Attr) and any(
        x in shared for x in walk_ir(call.func)))


def reach(stmts, functions: list, skip=None) -> Reach:
    """What `stmts` (one seat's picks, with `p` its record) and every module function they call write; `skip`, a
    statement of theirs left out (the step's own count of moves)."""
    found = Reach()
    by_name = {fn.name: fn for fn in functions}
    followed = set()
    bodies = [(stmts, skip)]      # the step's own count is left out of its statements only, not of a function's
    while bodies:
        body, left_out = bodies.pop()
        for x in walk_ir(body):
            if left_out is not None and x == left_out:
                continue
            if isinstance(x, Attr) and x.obj == S:
                found.touched.add(x.name)
                found.other_seats = found.other_seats or x.name == "players"
            elif isinstance(x, Assign):
                target = root(x.target)
                if isinstance(target, Attr) and target.obj == S:
                    found.written.add(target.name)
            elif isinstance(x, Call):
                name = x.func.name if isinstance(x.func, Local) else None
                if name in WRITE_BACK:
                    continue
                if name in by_name:
                    if name not in followed:
                        followed.add(name)
                        bodies.append((by_name[name].body, None))
                elif hands_over_state(x):
                    found.other_seats = True
    return found


def state_read(expr) -> set:
    """The names of the state's fields an expression reads (`s.round` of an activity test)."""
    return {x.name for x in walk_ir(expr) if isinstance(x, Attr) and x.obj == S}
