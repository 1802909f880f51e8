"""A seat's whole run of round steps in one loop over the seats: the steps each seat plays apart, played seat by seat.

A round whose steps each play the seats one after another — an `each_player` step, a decide step whose seats take
their picks each in a loop of its own (lowering.py `seats_one_by_one`) — walks the seats once a step: the step's
set-up (its picks list, the move limit's test), the walk, each seat's record read and its activity tested, a call
a step. Where no step of such a run reaches another seat's record nor writes a shared field any of them reads (the
walk of apart.py, over what the steps hold once the inliner has written their actions in place), a seat's steps
can be played one after the other, the next seat's after, and the game is the same:

- every random seat draws from one stream, in the order the game asks them (runtime/agents.py make_agents): a
  pass over the seats holds one step that draws at most, whose seats then draw in seat order as before (`_draws`).
  A later step that draws too starts a pass of its own, which plays every seat after the pass before has played
  them all: the draws come in the steps' order, and the run's function still makes no picks list, no move-limit
  test and no call a step (a round's weather and select in one pass, its exert in a second);
- what a seat's step reads of the shared state (the dice, the week, the round) no step of its pass writes;
- the log is shared: a note a step writes is held back until every seat has played the pass where a step before it
  in the pass writes notes too, and written in the steps' order then (a note of a later step of seat 0 comes after
  one of an earlier step of seat 1, as the steps order them);
- the move limit is checked nowhere in the run: it is played seat by seat only where `turn_moves` plus every pick
  the run can take is within it (each step's own `watched` is then false), with no observer; else the steps run
  as before. The picks list an observer or the limit's error reads stays None, as between steps.

The steps stay functions: the agents' path, an observed game and a game near its move limit call them. A rules error
raised inside the run names the step's definition (each step's statements are marked as written in place) and the
seat; the other seats' records are then those of the seat order, not of the step order.
"""
from __future__ import annotations

from .apart import NOTES_APPEND, S
from .ir import (LIST, LONG, Assign, Attr, Bin, Break, Call, Comment, Const, Continue, Do, ForIn, ForRange,
                 Function, If, Inlined, Item, ListOf, Local, Module, Node, Return, Unary, While, functions_reached,
                 walk_ir)
from .optimise import ROUND_LOOPS, folded, folded_body

P, SEAT, N = Local("p"), Local("seat"), Local("n")
PLAYERS = Attr(S, "players")
# the locals a decide loop sets before its seats' loop that its seats' picks may read, and what they hold in the run
PRELUDE = {"observe": Const(None), "watched": Const(False)}
# the names a step of the run may read that it does not set: the host's
GIVEN = frozenset({"s", "p", "seat", "n", "state", "randoms", "picks"}) | frozenset(PRELUDE)
# functions of the runtime a step may call, which change no field of the state handed to them
PURE = frozenset({"len", "int", "min", "max", "abs", "range", "repeat_count", "none_read", "no_value"})


def seatwise(module: Module, seat_loops: dict, each_player: set) -> Module:
    """The module with each run of round steps played seat by seat in the random playout's loop of rounds
    (ROUND_LOOPS), where it is proved to deal the same game: `seat_loops`, the decide loops laid out seat by seat
    (name -> the picks a seat takes at most); `each_player`, the functions of the round's `each_player` steps."""
    functions = {fn.name: fn for fn in module.functions}
    made = {}
    for fn in module.functions:
        if fn.name in ROUND_LOOPS:
            fn.body = _runs_fused(list(fn.body), functions, seat_loops, each_player, made)
    module.functions += list(made.values())
    return module


def _runs_fused(body: list, functions: dict, seat_loops: dict, each_player: set, made: dict) -> list:
    """`body` with the loop of rounds' runs of steps played seat by seat."""
    out = []
    for stmt in body:
        if isinstance(stmt, While):
            stmt = While(stmt.cond, tuple(_fused_in(list(stmt.body), functions, seat_loops, each_player, made)))
        elif isinstance(stmt, If):
            stmt = If(tuple((c, tuple(_runs_fused(list(b), functions, seat_loops, each_player, made)))
                            for c, b in stmt.branches),
                      tuple(_runs_fused(list(stmt.otherwise), functions, seat_loops, each_player, made)))
        out.append(stmt)
    return out


def _step_index(stmt):
    if isinstance(stmt, Assign) and stmt.op == "=" and stmt.target == Attr(S, "step") and isinstance(stmt.value, Const):
        return stmt.value.value
    return None


def _fused_in(body: list, functions: dict, seat_loops: dict, each_player: set, made: dict) -> list:
    """A round's statements with its longest runs of steps played seat by seat."""
    out, i = [], 0
    while i < len(body):
        run, j = [], i
        while j + 1 < len(body) and _step_index(body[j]) is not None:
            part = _part(body[j + 1], functions, seat_loops, each_player)
            if part is None:
                break
            run.append((body[j].value.value, body[j + 1], part))
            j += 2
        # the longest run from here that is proved apart: a step that keeps it from being so ends it
        while len(run) >= 2 and any(part[2] for *_, part in run):
            fused = _fused(run, functions, made)
            if fused is not None:
                out += fused
                i += 2 * len(run)
                break
            run.pop()
        else:
            out.append(body[i])
            i += 1
    return out


def _passes(run: list) -> list:
    """The run's steps as passes over the seats: a step that draws starts a pass of its own where the pass before
    holds one that draws already. Each pass plays every seat before the next begins, so the steps' order between two
    passes is the game's; within a pass a seat plays its steps one after the other."""
    passes, drawing = [], False
    for step in run:
        draws = _draws(step[2][1])
        if not passes or draws and drawing:
            passes.append([])
            drawing = False
        passes[-1].append(step)
        drawing = drawing or draws
    return passes


def _draws(stmts) -> bool:
    """Do a seat's statements of a step draw from the agents' streams (`randoms`)? Every random seat of a game draws
    from one stream, in the order the game asks them (runtime/agents.py make_agents): a run holds one step that draws
    at most, or the seats' numbers would be dealt otherwise."""
    return any(x == Local("randoms") for x in walk_ir(stmts))


def _part(stmt, functions: dict, seat_loops: dict, each_player: set):
    """(the step's function, one seat's statements with its record in `p`, the picks a seat takes (0: none), the
    function's locals) of a step the run may hold, or None."""
    if isinstance(stmt, Do) and isinstance(stmt.expr, Call) and isinstance(stmt.expr.func, Local):
        name = stmt.expr.func.name
        fn = functions.get(name)
        if name not in seat_loops or fn is None or stmt.expr.args != (Local("state"), S, Local("randoms"),
                                                                         Local("observe")):
            return None
        body = [x for x in fn.body if not isinstance(x, Comment)]
        # the shape seats_one_by_one leaves: the prelude, the seats' loop, the picks list put away
        if len(body) < 2 or body[-1] != Assign(Attr(S, "picks"), Const(None)) or not isinstance(body[-2], ForRange):
            return None
        loop = body[-2]
        if loop.var != "seat" or loop.count != N or loop.start is not None or loop.otherwise \
                or not loop.body or loop.body[0] != Assign(P, Item(PLAYERS, SEAT)):
            return None
        prelude = body[:-2]
        if any(not (isinstance(x, Assign) and isinstance(x.target, (Local, Attr)) or isinstance(x, If)
                    and all(not isinstance(y, (Call, Return)) or y == Call(Local("len"), (PLAYERS,))
                            for y in walk_ir(x))) for x in prelude):
            return None
        part = [x for x in _unwatched(list(loop.body[1:])) if not _picks_written(x)]
        return name, part, seat_loops[name], fn.locals
    if isinstance(stmt, ForIn) and stmt.var == "p" and stmt.items == PLAYERS and len(stmt.body) == 1 \
            and isinstance(stmt.body[0], If) and len(stmt.body[0].branches) == 1 and not stmt.body[0].otherwise:
        active, block = stmt.body[0].branches[0]
        block = [x for x in block if not isinstance(x, Comment)]
        if len(block) == 1 and isinstance(block[0], Do) and isinstance(block[0].expr, Call) \
                and isinstance(block[0].expr.func, Local) and block[0].expr.func.name in each_player \
                and block[0].expr.args == (S, P):
            fn = functions[block[0].expr.func.name]
            if [param[0] for param in fn.params] == ["s", "p"] and not any(isinstance(x, Return) for x in
                                                                             walk_ir(fn.body)):
                # the step's statements written in place (the run marks them as its own: a rules error names it)
                return fn.name, [If(((active, list(fn.body)),))], 0, fn.locals
            return fn.name, list(stmt.body), 0, {}
        if len(block) == 1 and isinstance(block[0], Inlined) and block[0].name in each_player:
            return block[0].name, list(stmt.body), 0, {}
    return None


def _fold(node):
    """`node` with its known tests worked out, expressions bottom up (an observer that is None, a `watched` false)."""
    if isinstance(node, (list, tuple)):
        return type(node)(_fold(x) for x in node)
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    values = [_fold(v) if isinstance(v, (Node, list, tuple)) else v for v in node._values()]
    node = type(node)(*values)
    if isinstance(node, Bin) and node.op in ("is", "is not") and node.left == Const(None) and node.right == Const(None):
        return Const(node.op == "is")
    return folded(node)


def _unwatched(stmts: list) -> list:
    """One seat's picks as the run plays them: no observer, the move limit not near (`watched` false)."""
    def put(node):
        if isinstance(node, Local) and node.name in PRELUDE:
            return PRELUDE[node.name]
        if isinstance(node, (list, tuple)):
            return type(node)(put(x) for x in node)
        if not isinstance(node, Node) or isinstance(node, Const):
            return node
        return type(node)(*[put(v) if isinstance(v, (Node, list, tuple)) else v for v in node._values()])
    return folded_body(_fold(put(stmts)))


def _picks_written(stmt) -> bool:
    """Is `stmt` `picks[seat] = …`: the step's picks list, which nobody reads in the run?"""
    return isinstance(stmt, Assign) and stmt.target == Item(Local("picks"), SEAT)


def _without_picks(stmts: list) -> list:
    out = []
    for x in stmts:
        if _picks_written(x):
            continue
        if isinstance(x, If):
            x = If(tuple((c, tuple(_without_picks(list(b)))) for c, b in x.branches),
                   tuple(_without_picks(list(x.otherwise))))
            if len(x.branches) == 1 and not x.branches[0][1] and x.otherwise:
                # `if move == -1: picks[seat] = 0 else: ...` keeps only its other branch, under the test turned round
                x = If(((_negated(x.branches[0][0]), x.otherwise),), ())
        elif isinstance(x, While):
            x = While(x.cond, tuple(_without_picks(list(x.body))))
        elif isinstance(x, ForRange):
            x = ForRange(x.var, x.count, tuple(_without_picks(list(x.body))), x.start,
                         tuple(_without_picks(list(x.otherwise))))
        elif isinstance(x, ForIn):
            x = ForIn(x.var, x.items, tuple(_without_picks(list(x.body))))
        elif isinstance(x, Inlined):
            x = Inlined(x.name, tuple(_without_picks(list(x.body))))
        out.append(x)
    return out


_TURNED = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">", "is": "is not", "is not": "is"}


def _negated(cond):
    """The test `cond` turned round: a comparison by its opposite, else `not cond`."""
    if isinstance(cond, Bin) and cond.op in _TURNED:
        return Bin(_TURNED[cond.op], cond.left, cond.right)
    if isinstance(cond, Unary) and cond.op == "not":
        return cond.operand
    return Unary("not", cond)


def _escapes(stmts, looped: bool = False) -> bool:
    """Does a statement of `stmts` leave the seat's statements: a return, or a break or continue outside their loops?"""
    for x in stmts:
        if isinstance(x, Return) or isinstance(x, (Break, Continue)) and not looped:
            return True
        if isinstance(x, If) and (any(_escapes(b, looped) for _c, b in x.branches) or _escapes(x.otherwise, looped)):
            return True
        if isinstance(x, (While, ForRange, ForIn)) and _escapes(x.body, True):
            return True
        if isinstance(x, Inlined) and _escapes(x.body, looped):
            return True
    return False


def _apart(parts: list, functions: dict) -> bool:
    """Do the seats' statements of the run, and every function of the module they call, leave every other seat and
    every shared field they read as it was: no field of the state written (but the move count, `turn_moves += 1`),
    no record but `p` reached, no method called on a field of the state (a shared stream's draw, a pile's pop) but
    the log's note, nothing handed the state, draws from the seat's own stream only?"""
    stmts = [x for part in parts for x in part]
    called = {x.func.name for x in walk_ir(stmts) if isinstance(x, Call) and isinstance(x.func, Local)
              and x.func.name in functions}
    reached = functions_reached(functions, called)
    counted = Assign(Attr(S, "turn_moves"), Const(1), "+=")
    for body, own in [(stmts, True)] + [(fn.body, False) for fn in reached]:
        for x in walk_ir(body):
            if x == counted and own:
                continue
            if isinstance(x, Assign):
                target = x.target
                while isinstance(target, Item):
                    target = target.obj
                if isinstance(target, Attr) and target.obj == S:
                    return False
                if own and isinstance(target, Local) and target.name in ("p", "seat", "s"):
                    return False
            elif isinstance(x, (ForIn, ForRange)) and own and x.var in ("p", "seat", "s"):
                return False
            elif isinstance(x, Attr) and x.obj == S and x.name == "players":
                return False
            elif isinstance(x, Item) and x.obj == Local("randoms") and x.index != SEAT:
                return False
            elif isinstance(x, Call):
                if x.func == NOTES_APPEND:
                    if not own:
                        return False        # a note written where the run cannot hold it back
                    continue
                if isinstance(x.func, Attr):
                    root = x.func.obj
                    while isinstance(root, (Attr, Item)):
                        if root == S:
                            return False
                        root = root.obj
                    if root == S:
                        return False
                name = x.func.name if isinstance(x.func, Local) else None
                if name in functions:
                    continue
                if name not in PURE and any(isinstance(y, Local) and y.name == "s" for a in x.args for y in walk_ir(a)):
                    return False
    return True


def _notes_held(stmts: list, held: Local) -> list:
    """`stmts` with each note of the log appended to `held`, the step's notes, instead."""
    def put(node):
        if isinstance(node, Call) and node.func == NOTES_APPEND:
            return Call(Attr(held, "append"), node.args)
        if isinstance(node, (list, tuple)):
            return type(node)(put(x) for x in node)
        if not isinstance(node, Node) or isinstance(node, (Const, Local)):
            return node
        return type(node)(*[put(v) if isinstance(v, (Node, list, tuple)) else v for v in node._values()])
    return put(stmts)


def _fused(run: list, functions: dict, made: dict) -> list | None:
    """The statements standing for a run of steps [(index, statement, part)] in the loop of rounds: the run played
    seat by seat where the move limit is not near and nobody observes, else the steps as they were; None where the
    run is not proved apart."""
    parts = [_without_picks(part[1]) for _i, _stmt, part in run]
    if any(_escapes(part) for part in parts):
        return None
    passes = _passes(run)
    by_step = {id(step): stmts for step, stmts in zip(run, parts)}
    for steps in passes:
        own = [by_step[id(step)] for step in steps]
        if not _apart(own, functions) or sum(1 for part in own if _draws(part)) > 1:
            return None
    kinds = {"p": "Player", "seat": LONG, "n": LONG}
    for *_, part in run:
        for name, kind in part[3].items():
            if kinds.setdefault(name, kind) != kind:
                return None     # one name, two types in two steps
    for part in parts:
        names = {x.name for x in walk_ir(part) if isinstance(x, Local)}
        set_here = {x.target.name for x in walk_ir(part) if isinstance(x, Assign) and isinstance(x.target, Local)} \
            | {x.var for x in walk_ir(part) if isinstance(x, (ForIn, ForRange))}
        if any(name not in GIVEN and name not in set_here and name not in functions and name.isidentifier()
               and not name[0].isupper() and name not in _BUILTINS | PURE for name in names):
            return None
        if any(isinstance(x, Local) and x.name in ("picks", "observe", "watched") for x in walk_ir(part)):
            return None
    first, last = run[0][0], run[-1][0]
    names = [part[0] for *_, part in run]
    fname = f"{_stem(names[0])}_to_{_stem(names[-1]).split('_', 1)[-1]}_by_seat"
    body = [Assign(N, Call(Local("len"), (PLAYERS,)))]
    for number, steps in enumerate(passes):
        if number:
            # a rules error in this pass names its first step, as the step's own loop did
            body.append(Assign(Attr(S, "step"), Const(steps[0][0])))
        body += _pass(steps, by_step, kinds)
    used = {x.name for x in walk_ir(body) if isinstance(x, Local)} | {"p", "seat"}
    kinds = {name: kind for name, kind in kinds.items() if name in used}
    made[fname] = Function(
        fname, (("s", "State"), ("randoms", LIST)),
        f"The round's steps {_listed(passes)} played seat by seat: no step of a pass reaches another seat's "
        "record nor writes what another reads, one step of a pass at most draws a seat's moves, each pass plays every "
        "seat before the next (seatwise.py); the log's notes in the steps' order.", body, locals=kinds)
    picks = sum(part[2] for *_, part in run)
    near = Bin("<=", Bin("+", Attr(S, "turn_moves"), Bin("*", Const(picks), Call(Local("len"), (PLAYERS,)))),
               Attr(S, "max_moves"))
    as_before = [x for index, stmt, _part in run for x in (Assign(Attr(S, "step"), Const(index)), stmt)]
    return [If(((Bin("and", Bin("is", Local("observe"), Const(None)), near), [
        Comment(f"every seat's steps {first}-{last} one seat after another"
                + (f", in {len(passes)} passes over the seats" if len(passes) > 1 else "")
                + ": the move limit cannot be passed"),
        Assign(Attr(S, "step"), Const(first)),
        Do(Call(Local(fname), (S, Local("randoms")))),
        Assign(Attr(S, "step"), Const(last))]),), as_before)]


def _pass(steps: list, by_step: dict, kinds: dict) -> list:
    """The statements of one pass over the seats: each seat plays the pass's steps one after the other. A step's
    notes are held back where a step before it in the pass writes notes too, and written once every seat has played
    the pass: the log in the steps' order."""
    body, held, noting, seats = [], [], False, []
    for step in steps:
        index, _stmt, part = step
        stmts = by_step[id(step)]
        notes = any(isinstance(x, Call) and x.func == NOTES_APPEND for x in walk_ir(stmts))
        if notes and noting:
            local = Local(f"notes_{index}")
            stmts = _notes_held(stmts, local)
            held.append(local)
            kinds[local.name] = LIST
            body.append(Assign(local, ListOf(())))
        noting = noting or notes
        seats.append(Inlined(part[0], tuple(stmts)))
    body.append(ForRange("seat", N, tuple([Assign(P, Item(PLAYERS, SEAT))] + seats)))
    for local in held:
        body.append(If(((local, [Do(Call(Attr(Attr(Attr(S, "readable"), "notes"), "extend"), (local,)))]),)))
    return body


def _listed(passes: list) -> str:
    """`weather, select, then exert`: the steps of each pass, the passes in order."""
    return ", then ".join(", ".join(_stem(step[2][0]).split("_", 1)[-1] for step in steps) for steps in passes)


def _stem(name: str) -> str:
    """`round_select` of `round_select_play`."""
    return name[:-len("_play")] if name.endswith("_play") else name


_BUILTINS = frozenset({"len", "int", "min", "max", "abs", "range", "True", "False", "None"})
