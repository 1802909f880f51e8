"""The setup's first moves of whole piles, worked out when the module is built.

A game begun lowered (setup.py) makes every pile at its start value: none, or every card of its deck in the deck's
order. A setup that first moves a card of each id out of such a pile into another (`for c in trail_cards { move c
from trail_deck to box }`, lowered to runtime/pile_counts.py `move_each`: Trailblazers sets one of its two decks
aside for 2-4 players) moves the same cards every game, whatever the seed: no random number is drawn before it and
the piles hold what `new_state` put there. So the move is made here on those start values (`each_moved`, as the
runtime's `move_each` makes it: tests/compiler/test_start_moved.py compares them), and the function of the setup's first step assigns the piles as it leaves them (two tuples of the module's
data copied into lists) in place of a pass over every card of the deck at every game.

The walk is careful: it follows the step's statements from its first, through an `if` whose tests read nothing but
numbers and lengths (no call but `len`, no pile it knows), and stops at the first statement of any other kind (a
shuffle, a draw, a call of anything), since from there a pile's cards may depend on the game. A pile an `if` may have
moved is no longer known after it.
"""
from __future__ import annotations

from .ir import Assign, Attr, Call, Comment, Const, Do, If, Local, walk_ir

S = Local("s")


def moved_at_start(body: list, start: dict, constant) -> list:
    """`body` (the statements of the setup's first step, the state `s`) with each `move_each` it makes while both
    piles are still known replaced by the piles' new values. `start`: {slot name: the pile's cards at the start, as
    numbers}; `constant(name, value)` names a tuple of the module's data (Lowering.constant)."""
    return _walk(body, dict(start), constant, [0])[0]


def _walk(body, known: dict, constant, made: list) -> tuple:
    """(the statements, whether the walk stopped in them): `known` is updated to the piles' values after them."""
    out = []
    for index, statement in enumerate(body):
        if isinstance(statement, Comment):
            out.append(statement)
            continue
        moved = _moved(statement, known)
        if moved is not None:
            source, dest, count = moved
            cards, into = list(known[source]), list(known[dest])
            if not each_moved(cards, into, count):      # a card missing from the pile: the rules' error, left to play
                return out + list(body[index:]), True
            known[source], known[dest] = tuple(cards), tuple(into)
            out += [_assigned(source, cards, constant, made), _assigned(dest, into, constant, made)]
            continue
        if isinstance(statement, If) and all(_plain(test, known) for test, _ in statement.branches):
            branches, stopped, changed = [], False, set()
            for test, branch in statement.branches + ((None, statement.otherwise),):
                inner = dict(known)
                walked, stop = _walk(branch, inner, constant, made)
                stopped |= stop
                changed |= {name for name in known if inner[name] != known[name]}
                branches.append((test, tuple(walked)))
            out.append(If(tuple(branches[:-1]), branches[-1][1]))
            for name in changed:
                del known[name]
            if stopped:
                return out + list(body[index + 1:]), True
            continue
        return out + list(body[index:]), True
    return out, False


def each_moved(cards: list, into: list, count: int) -> bool:
    """The first copy of each card 0 .. count - 1, in that order, moved from `cards` onto `into` (the others kept in
    their order), as runtime/pile_counts.py `move_each` moves them; False, both lists as they were, where a card is
    missing or one is not of the table (there `move_each` raises an error part way)."""
    seen, kept = set(), []
    for card in cards:
        if not 0 <= card < count:       # not a card of that table: left to play
            return False
        if card in seen:
            kept.append(card)
        else:
            seen.add(card)
    if len(seen) < count:
        return False
    cards[:] = kept
    into.extend(range(count))
    return True


def _moved(statement, known: dict):
    """(source, dest, count) of `move_each(s.source, s.dest, count)` between two known piles, else None."""
    if not (isinstance(statement, Do) and isinstance(statement.expr, Call)):
        return None
    call = statement.expr
    if call.func != Local("move_each") or len(call.args) != 3:
        return None
    source, dest, count = call.args
    if not (isinstance(source, Attr) and isinstance(dest, Attr) and source.obj == S and dest.obj == S
            and isinstance(count, Const) and type(count.value) is int):
        return None
    if source.name == dest.name or source.name not in known or dest.name not in known:
        return None
    return source.name, dest.name, count.value


def _plain(test, known: dict) -> bool:
    """Does the test of an `if` change nothing and read no known pile (numbers, flags and `len` alone)?"""
    for part in walk_ir(test):
        if isinstance(part, Call) and part.func != Local("len"):
            return False
        if isinstance(part, Attr) and part.obj == S and part.name in known:
            return False
    return True


def _assigned(name: str, cards: list, constant, made: list) -> Assign:
    """`s.<name> = list(<its cards, a tuple of the module's data>)`, or `list(range(n))` for every number once."""
    if cards == list(range(len(cards))):
        return Assign(Attr(S, name), Call(Local("list"), (Call(Local("range"), (Const(len(cards)),)),)))
    made[0] += 1
    data = constant(f"{name.upper()}_MOVED_{made[0]}", tuple(cards))
    return Assign(Attr(S, name), Call(Local("list"), (data,)))
