"""Who decides next, without their moves: a decide step's listing stopped at its first move (`<step>_who`).

Greedy weighs a move on a clone of the world, runs the flow on to the next decision and scores the world there; it
never reads that decision's moves. A step whose moves are counted (counted.py, tally.py) counts them there; any
other lists them all (JMT's daytime: ~10 tests of sites, guides and destinations, and five sums worked out first).
`<step>_who(s)` is `<step>_next(s)` with each `moves.append(move)` of its listing made the end of the search: the
seat found has a move, so it is the seat `<step>_next` returns, with the same picks given up by the seats before it
(a seat none of whose appends is reached has no move, in both). It leaves `s.decision_moves` as it was:
runtime/lowered.py lists them again where they are asked for (`LoweredWorld.listed`), from the same decision.

Only a listing that reads its `moves` as a list of moves and nothing more is stopped so: `moves = s.moves`,
`moves.clear()`, `moves.append(...)` and the test `if moves:` (a pass offered after the moves). One that reads its
moves back (a remembered listing, moves made distinct) keeps its full listing.
"""
from __future__ import annotations

from .ir import Assign, Attr, Call, Do, ForIn, ForRange, If, Inlined, Local, Node, walk_ir
from .tally import appended

MOVES = Local("moves")


def stopped_at_first(listing: list, found: list) -> list | None:
    """`listing` (statements) with every statement appending a move replaced by `found` (statements ending in a
    return), or None where the listing reads its moves otherwise than `who`'s docstring allows."""
    stopped = _replaced(list(listing), tuple(found))
    return _sunk(stopped, found) if _reads_moves_plainly(stopped) else None


def _sunk(statements: list, found: list) -> list:
    """`statements` with each value the listing works out first (`each_1 = (five counts)`, read by one action's
    tests) worked out just before the first statement that reads it, past statements that only test and return: a
    seat found by an earlier move returns without it. Past a statement that writes the state (but for `found`, which
    returns) or a local the value reads, it stays where it is."""
    out = list(statements)
    for i in reversed(range(len(out))):     # the last first: each moved once, past those moved before it
        stmt = out[i]
        if isinstance(stmt, Assign) and isinstance(stmt.target, Local) and stmt.op == "=":
            name = stmt.target
            reads = {x.name for x in walk_ir(stmt.value) if isinstance(x, Local)} | {name.name}
            j = i + 1
            while j < len(out) and name not in walk_ir(out[j]) and _only_tests(out[j], reads, found):
                j += 1
            if i + 1 < j < len(out):        # (one never read again stays where it is)
                out.insert(j - 1, out.pop(i))
    return out


def _only_tests(stmt, reads: set, found: list) -> bool:
    """Does `stmt` change nothing but locals other than `reads` (tests, loops over values, returns) before it returns
    (`found`)?"""
    for x in walk_ir(stmt):
        if x in found:
            continue
        if isinstance(x, Inlined) or (isinstance(x, Do) and not _plain_statement(x)):
            return False
        if isinstance(x, Assign) and (not isinstance(x.target, Local) or x.target.name in reads):
            return False
        if isinstance(x, (ForIn, ForRange)) and x.var in reads:
            return False
    return True


def _replaced(node, found: tuple):
    if isinstance(node, (list, tuple)):
        out = []
        for item in node:
            if appended(item) is not None:
                out.extend(found)
            else:
                out.append(_replaced(item, found))
        return out if isinstance(node, list) else tuple(out)
    if not isinstance(node, Node) or node == MOVES:
        return node
    # each field whole: a body (a tuple of statements) is walked as one, so a statement in it can become several
    return type(node)(*(_replaced(value, found) for value in node._values()))


def _plain_statement(node) -> bool:
    """`moves = s.moves` or `moves.clear()`: the listing's own list made ready."""
    if isinstance(node, Assign):
        return node.target == MOVES and node.op == "=" and node.value == Attr(Local("s"), "moves")
    return isinstance(node, Do) and node.expr == Call(Attr(MOVES, "clear"), ())


def _reads_moves_plainly(node) -> bool:
    if isinstance(node, (list, tuple)):
        return all(_reads_moves_plainly(item) for item in node)
    if node == MOVES:
        return False
    if not isinstance(node, Node) or _plain_statement(node):
        return True
    if isinstance(node, If):
        return all((test == MOVES or _reads_moves_plainly(test)) and _reads_moves_plainly(body)
                   for test, body in node.branches) and _reads_moves_plainly(node.otherwise)
    return all(_reads_moves_plainly(value) for value in node._values())


def who_branch(who_of: dict, index: int, listed):
    """to_decision's search of the step `index`: `<step>_who` where asked (`who`) and printed, else `listed`."""
    if index not in who_of:
        return listed
    return If(((Local("who"), [Assign(Local("seat"), Call(Local(who_of[index]), (Local("s"),)))]),), [listed])

