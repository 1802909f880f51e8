"""Who decides next, one move ahead: the seat found without listing its moves.

Greedy weighs a move on a copy of the world and scores the world the move leaves (runtime/lookahead.py). The flow run
on after the move stops at the next decision, and nobody reads that decision's moves: only whether someone has one,
and who. `<step>_next` lists them all (Trailblazers: every card x spot x turn x mark, ~700 tuples, most of a move
weighed). `<step>_who(s)` finds the same seat, setting the same picks, by counting the seat's moves in the blocks the
random playout draws from (counted.py: a card's block of spots x turns x marks, not its ~100 tuples). It leaves
`s.decision_moves` None, listed only if someone asks (runtime/lowered.py `LoweredWorld.listed`: `to_decision` again,
which finds the same seat and lists its moves). A seat with one move in an `auto: single` step takes it unasked:
there the one move is listed by `<step>_next`, which goes on from the picks as `<step>_who` left them.

A step whose moves are not counted in blocks has no `<step>_who`: `to_decision` lists them in both modes. (Trek's claims,
tallied by the random playout (tally.py), could be counted so too, but its every move weighed stops at a choice inside
its effect before the flow runs on; a listing stopped at its first move, for every step, was measured as no gain for
the other games: docs/architecture.md.)
"""
from __future__ import annotations

from ..pytext import docstring
from .counted import CountedListing, is_counted
from .ir import LIST, LONG, Assign, Attr, Bin, Call, Const, Function, If, Local, Return

S = Local("s")


def who_decides(low, step, name: str, next_name: str) -> Function | None:
    """`<step>_who(s)` of a decide step of the round whose moves the random playout counts, or None (see the module)."""
    if not is_counted(low.model, step):
        return None
    scratch = {"p": "Player", "moves": LIST, "n": LONG, "seat": LONG, "picks": LIST}
    listing = CountedListing(low, step, scratch).listing()
    count = Local("total")
    seat = Local("seat")
    found = [Assign(Attr(S, "decision_moves"), Const(None))]
    if step.who == "order":
        found.append(Assign(Attr(S, "turn"), seat))
    found.append(Return(seat))
    if step.auto == "single":       # the one move, to be taken unasked: listed by `<step>_next`
        found.insert(0, If(((Bin("==", count, Const(1)), [Return(Call(Local(next_name), (S,)))]),)))
    return Function(name, (("s", "State"),),
                    f"Who decides next in the round step {docstring(step.name)}, as {next_name} finds them (the same "
                    "picks), their moves counted, not listed: `s.decision_moves` is None. -1 when no one can, and the "
                    "step is over.", low.seat_asked(step, scratch, listing, Bin(">", count, Const(0)), found),
                    returns=LONG, locals=scratch)
