"""Who decides next, without their moves: a decide step's listing stopped at its first move (`<step>_who`), or at
its second in a step that takes a seat's one move unasked.

Greedy weighs a move on a clone of the world, runs the flow on to the next decision and scores the world there; it
never reads that decision's moves. A step whose moves are counted (counted.py, tally.py) counts them there; any
other lists them all (JMT's daytime: ~10 tests of sites, guides and destinations, and five sums worked out first).
`<step>_who(s)` is `<step>_next(s)` with each `moves.append(move)` of its listing made the end of the search: the
seat found has a move, so it is the seat `<step>_next` returns, with the same picks given up by the seats before it
(a seat none of whose appends is reached has no move, in both). It leaves `s.decision_moves` as it was:
runtime/lowered.py lists them again where they are asked for (`LoweredWorld.listed`), from the same decision.

A step `auto: single` takes a seat's one move unasked, so the flow must know whether the seat has one move or more:
its `<step>_who` is the listing stopped at the second move (`stopped_at_second`). A seat of one move is listed in full,
as `<step>_next` lists it, and the flow takes the move; at the second, the moves found so far are handed over as the
full listing hands them (two of them: `to_decision`'s test of one move sees a choice) and the seat is returned. Those
two are not the decision's moves: runtime/lowered.py lists them again where they are asked for, as it lists those of a
decision found at the first. (Trail Story's act step, auto: single, listed every walk, story and task of the seat at
every decision a chance outcome of a move weighed ran on to, to learn that it had a choice.)

Only a listing that reads its `moves` as a list of moves and nothing more is stopped so: `moves = s.moves`,
`moves.clear()`, `moves.append(...)` and the test `if moves:` (a pass offered after the moves). One that reads its
moves back (a remembered listing, moves made distinct) keeps its full listing.
"""
from __future__ import annotations

from .ir import Assign, Attr, Bin, Call, Cond, Const, Do, ForIn, ForRange, If, Inlined, Local, Node, Unary, While, \
    conjoined, conjuncts, reads_of, walk_ir
from .optimise import folded, folded_body
from .tally import appended

MOVES = Local("moves")


def stopped_at_first(listing: list, found: list) -> list | None:
    """`listing` (statements) with every statement appending a move replaced by `found` (statements ending in a
    return), or None where the listing reads its moves otherwise than `who`'s docstring allows."""
    stopped = _replaced(list(listing), tuple(found))
    return _sunk(stopped, found) if _reads_moves_plainly(stopped) else None


def stopped_at_second(listing: list, found: list) -> list | None:
    """`listing` (statements) with every statement appending a move followed by the end of the search once it has
    appended the second (`found`, statements handing the moves over and ending in a return), the arguments of the
    move appended with it first; or None where the listing reads its moves otherwise than `who`'s docstring allows."""
    if stopped_at_first(listing, found[-1:]) is None:     # (the same listings: `found` hands the moves over)
        return None
    second = If(((Bin(">", Call(Local("len"), (MOVES,)), Const(1)), list(found)),))
    return _tests_joined(_tested_once(_tests_folded(_sunk(_kept_to(_tests_first(list(listing)), second, True), found))))


def _tests_joined(statements: list) -> list:
    """`statements` with each run of two or more tests in a row that begin alike (`if A and B: …`, `if A: …`) tested
    once on what they share, A, where A reads nothing their bodies set but the listing's own lists:
    `if A: (if B: …) …`. A is then the same at each of them, and the first tests it first, in the same state (Trail
    Story's visit step asks four times whether the seat is the visitor, at every seat)."""
    out: list = []
    i = 0
    while i < len(statements):
        run = i + 1
        shared = _leading(statements[i])
        while run < len(statements) and shared:
            common = _common(shared, _leading(statements[run]))
            if not common:
                break
            shared, run = common, run + 1
        if run - i < 2 or not shared or not _kept_by(shared, statements[i:run]):
            out.append(statements[i])
            i += 1
            continue
        inner = []
        for stmt in statements[i:run]:
            (cond, body), = stmt.branches
            rest = conjuncts(cond)[len(shared):]
            inner += list(body) if not rest else [If(((conjoined(rest), body),))]
        out.append(If(((conjoined(shared), inner),)))
        i = run
    return out


def _leading(stmt) -> list:
    """The parts of the test of `stmt`, an `if` of one branch and no `else`; none where it is not one."""
    if not isinstance(stmt, If) or stmt.otherwise or len(stmt.branches) != 1:
        return []
    return conjuncts(stmt.branches[0][0])


def _common(first: list, second: list) -> list:
    """The parts two tests begin with alike."""
    k = 0
    while k < len(first) and k < len(second) and first[k] == second[k]:
        k += 1
    return first[:k]


def _kept_by(shared: list, statements: list) -> bool:
    """Does `shared` read no local that `statements` set, nor the listing's lists?"""
    sets = {MOVES.name, "arguments"}
    for stmt in statements:
        sets |= _locals_of(stmt)[1]
    return not any(reads_of(part, sets) for part in shared)


def _tests_folded(statements: list) -> list:
    """`statements` with the numbers known in their tests worked out (optimise.py `folded`: `3 == 1` is False, an `if`
    of a known test keeps its one branch), and a test's `or False` and `and True` dropped: a test is read for its truth
    alone, which they do not change. A listing stopped at its second move runs every test at a seat of one move (the
    end of a Trail Story turn), and its actions' common test of the turn's stage names each action by its number
    (`stage == 4 if 3 == 1 else stage == 3 and (bonuses & 8 != 0 or 3 == 3 and reflecting or 3 == 4 and …)`)."""
    return folded_body([_folded_node(stmt) for stmt in statements])


def _folded_node(node, test: bool = False):
    """`node` folded bottom-up (`test`: an expression read for its truth alone: an `if`'s or a `while`'s test, or a
    part of one joined by `and`, `or`, `not`, or a value of a conditional expression that is one)."""
    if isinstance(node, (list, tuple)):
        out = [_folded_node(item) for item in node]
        return out if isinstance(node, list) else tuple(out)
    if not isinstance(node, Node) or node == MOVES:
        return node
    if isinstance(node, If):
        return If(tuple((_folded_node(cond, True), _folded_node(body)) for cond, body in node.branches),
                  _folded_node(node.otherwise))
    if isinstance(node, While):
        return While(_folded_node(node.cond, True), _folded_node(node.body))
    if isinstance(node, Cond):      # its test read for its truth; its values as the whole is read
        node = folded(Cond(_folded_node(node.cond, True), _folded_node(node.then, test),
                           _folded_node(node.otherwise, test)))
    else:
        joins = isinstance(node, Bin) and node.op in ("and", "or") or isinstance(node, Unary) and node.op == "not"
        node = folded(type(node)(*(_folded_node(value, test and joins) for value in node._values())))
    if test and isinstance(node, Bin) and isinstance(node.right, Const) \
            and (node.op, node.right.value) in (("or", False), ("and", True)):
        return node.left
    return node


def _tested_once(node):
    """`node` (statements, or one) with each loop over a non-empty range of constant numbers whose body is one test
    (`for track in range(6): if may_take(reflect) and wanderlust[track] > 0 …`) tested first on the leading parts of
    that test that read nothing the loop sets: `if may_take(reflect): for track in range(6): if wanderlust[track] > 0
    …`. They are the same at every number, and the loop's first number tests them first, in the same state (a listing
    at a seat of one move runs every test: Trail Story's act step asked whether a Reflect was allowed once a track)."""
    if isinstance(node, (list, tuple)):
        out = [_tested_once(item) for item in node]
        return out if isinstance(node, list) else tuple(out)
    if not isinstance(node, Node) or node == MOVES:
        return node
    node = type(node)(*(_tested_once(value) for value in node._values()))
    if not isinstance(node, ForIn) or not _numbers_run(node.items) or len(node.body) != 1:
        return node
    test = node.body[0]
    if not isinstance(test, If) or test.otherwise or len(test.branches) != 1:
        return node
    cond, body = test.branches[0]
    parts = conjuncts(cond)
    _reads, sets = _locals_of(node)
    sets |= {MOVES.name, "arguments"}
    lead = 0
    while lead < len(parts) and not reads_of(parts[lead], sets):
        lead += 1
    if lead == 0:
        return node
    inner = tuple(body) if lead == len(parts) else (If(((conjoined(parts[lead:]), body),)),)
    return If(((conjoined(parts[:lead]), [ForIn(node.var, node.items, list(inner))]),))


def _numbers_run(items) -> bool:
    """Is `items` `range(A, B)` (or `range(B)`) of constants, B above A: at least one number?"""
    if not isinstance(items, Call) or items.func != Local("range") or not 1 <= len(items.args) <= 2 \
            or not all(isinstance(a, Const) and type(a.value) is int for a in items.args):
        return False
    bounds = [a.value for a in items.args]
    return bounds[-1] > (bounds[0] if len(bounds) == 2 else 0)


def _tests_first(statements: list) -> list:
    """`statements` with each that appends moves under tests alone, in no loop (`if stage == 0: moves.append(0)`),
    moved up before those that walk many values to find theirs (every walk of a traveller, every task and cube spent),
    past no statement that sets a local it reads or changes anything but the listing's locals; in their order among
    themselves. Only whether a seat has a second move is asked, and the moves of one seat of one move are the same
    whatever the order: the one move, numbered with no arguments listed before it."""
    out: list = []
    for stmt in statements:
        at = len(out)
        if _appends_untested(stmt):
            while at > 0 and _passable(out[at - 1], stmt):
                at -= 1
        out.insert(at, stmt)
    return out


_LOOPS = (ForIn, ForRange, While)


def _appends_untested(stmt) -> bool:
    """Does `stmt` append moves, in no loop?"""
    nodes = walk_ir(stmt)
    return any(appended(x) is not None for x in nodes) and not any(isinstance(x, _LOOPS) for x in nodes)


def _passable(before, stmt) -> bool:
    """May `stmt` run before `before`: does `before` append moves in a loop or only test, set no local `stmt` reads,
    read none it sets, and change nothing but the listing's locals?"""
    if _appends_untested(before) or _plain_statement(before):
        return False        # (the tests moved up keep their order; the listing's list is made ready first)
    reads, sets = _locals_of(stmt)
    reads |= {MOVES.name, "arguments"}      # (its moves handed over with the arguments listed before them)
    reads_before, sets_before = _locals_of(before)
    return not (reads & sets_before or sets & reads_before) and _only_tests(before, set(), ())


def _locals_of(stmt) -> tuple:
    """(the locals `stmt` reads, those it sets)."""
    nodes = walk_ir(stmt)
    sets = {x.target.name for x in nodes if isinstance(x, Assign) and isinstance(x.target, Local)}
    sets |= {x.var for x in nodes if isinstance(x, (ForIn, ForRange))}
    return {x.name for x in nodes if isinstance(x, Local)}, sets


def _kept_to(node, second: If, first: bool = False):
    """`node` with `second` after each move appended (and its arguments); `first`: `node` is statements run once
    from the start of the seat's listing (its own, or a branch's), whose first move appended where no statement
    before it appends one is the seat's first: no test follows it."""
    if isinstance(node, (list, tuple)):
        out, items, i = [], list(node), 0
        while i < len(items):
            item = items[i]
            i += 1
            if appended(item) is None:
                if first and isinstance(item, If):      # (a branch taken once: its first move may be the first)
                    out.append(If(tuple((test, _kept_to(body, second, True)) for test, body in item.branches),
                                  _kept_to(item.otherwise, second, True)))
                else:
                    out.append(_kept_to(item, second))
                first = first and not any(appended(x) is not None for x in walk_ir(item))
                continue
            out.append(item)
            if i < len(items) and _argument_appended(items[i]):     # its arguments, appended with it
                out.append(items[i])
                i += 1
            if not first:
                out.append(second)
            first = False
        return out if isinstance(node, list) else tuple(out)
    if not isinstance(node, Node) or node == MOVES:
        return node
    # each field whole, as `_replaced` walks it
    return type(node)(*(_kept_to(value, second) for value in node._values()))


def _argument_appended(stmt) -> bool:
    """`arguments.append(...)`: the arguments of the move appended just before it (`1 + 13 * len(arguments)`)."""
    return isinstance(stmt, Do) and isinstance(stmt.expr, Call) and stmt.expr.func == Attr(Local("arguments"), "append")


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
        listed = "moves" if appended(x) is not None else "arguments" if _argument_appended(x) else None
        if listed is not None:      # (a move kept by `stopped_at_second`: the listing's own lists)
            if listed in reads:
                return False
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

