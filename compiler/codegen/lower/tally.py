"""An action of two parameters counted in a random playout's listing, not listed: its moves' number, and the drawn one
found only when the draw lands on it.

A random agent draws one move of the flat list, `moves[int(r * len(moves))]`, and throws the list away. Trek's claim
(route × colour: the trails still open to the player, each with the colours that can pay it) appends ~22 moves a
decision after ~100 tests of what a colour can pay, to use one. Counted instead, per value of the outer parameter
(a trail), the inner parameter's values (its colours) that pass the test are counted, not appended: where the inner
values, known before play for each outer id (`CLAIM_COLOUR_BY_ROUTE`), are one value, the count is its test (1 or
0); where they are every id of a table of at most TABULATED ids and the test compares a value worked out per id
(`each_1[colour]`, lowering.tabulated) with one that does not read the inner value (the trail's cost), the count is
read from that table ranked once a listing (`7 - bisect_left(colour_ranked, cost)`: the colours able to pay it);
otherwise the inner values are walked and counted. The action's moves stay where the listing would have appended
them: after the `<action>_before` moves listed before it, `<action>_count` of them. The draw takes `k = int(r *
(len(moves) + count))`, the same index over the same order as the listed moves: below `before` or past the counted
ones it is a listed move; within them, the outer values are walked again, counted the same way, to the one k falls
in, and its inner values to the k-th that passes. The move is the number the listing would have appended, so every
seed plays the same game. The agents' path lists every move where a move is to be named (`<step>_next`), and counts
them so where only a draw is wanted (`<step>_count`, `<step>_drawn`: ISMCTS's playout past its tree, greedy's look one
move ahead; lowering.py `tallied_step`), the count keeping for the draw what it worked out (`s.decision_kept`).
"""
from __future__ import annotations

from .ir import (LONG, OBJECT, U128, Assign, Attr, Bin, Break, Call, Cond, Const, Do, ForIn, If, Item, Local, NotKnown, Unary,
                 While, conjuncts, reads_of, replace_ir, walk_ir)

# a test comparing the value worked out per inner id with another, and how the ids passing it are counted in the
# ranked values (n - bisect_left(ranked, x): those >= x; bisect_right(ranked, x): those <= x)
THRESHOLDS = {">=": ("bisect_left", True), ">": ("bisect_right", True),
              "<": ("bisect_left", False), "<=": ("bisect_right", False)}
MIRRORED = {">=": "<=", ">": "<", "<=": ">=", "<": ">"}
# what a test of the listing may be made of to be worked out once before the loops: it cannot fail
TOTAL_OPERATORS = frozenset(("+", "-", "*", "==", "!=", "<", "<=", ">", ">=", "and", "or"))


def appended(stmt):
    """The move a statement appends to `moves` (`moves.append(e)`: e), or None."""
    if isinstance(stmt, Do) and isinstance(stmt.expr, Call) and stmt.expr.func == Attr(Local("moves"), "append") \
            and len(stmt.expr.args) == 1:
        return stmt.expr.args[0]
    return None


def guarded(body: tuple):
    """(test or None, the one statement inside) of `[if test: [stmt]]` or `[stmt]`, or None for another shape."""
    body = tuple(body)
    if len(body) != 1:
        return None
    stmt = body[0]
    if isinstance(stmt, If):
        if len(stmt.branches) != 1 or stmt.otherwise or len(stmt.branches[0][1]) != 1:
            return None
        return stmt.branches[0][0], stmt.branches[0][1][0]
    return None, stmt


class Tally:
    """The counted moves of one action of two parameters in a decide step's listing (`Lowering.legal_moves`): the
    statements counting them, in place of its loops, and those finding the drawn one."""

    def __init__(self, lowering, action: str, scratch: dict, hoisted: list):
        self.low, self.scratch, self.hoisted, self.action = lowering, scratch, hoisted, action
        self.found = None       # (inner values by outer id, the threshold test as counted) once counting() ran
        self.before, self.count = Local(f"{action}_before"), Local(f"{action}_count")
        self.here = Local(f"{action}_here")
        self.whole_test = self.outer_test = self.test = self.ranked = None
        self.prepared = []      # the statements counting() works out before its loop (the cost's half, the ranks)
        # what the draw walks, after what statements (masked.py: the open ids some inner value passes)
        self.walked, self.walk_first = None, []
        # or the mask of those ids and its C type, walked bit by bit, lowest first, to the one k falls in (masked.py):
        # the walk stops there, where listing the mask's ids (`mask_ids`) lists every one of them first
        self.walked_bits = None
        # does the draw walk only ids some inner value passes (masked.py's `open & any`)? An id of one inner value is
        # then one move, its test known to hold
        self.passed = False

    @classmethod
    def of(cls, lowering, action: str, stmt, scratch: dict, hoisted: list):
        """The tally of an action whose listed loops are `stmt` (after lowering.tabulated), or None where they are not
        two loops, one inside the other, appending a numbered move in the inner one, or its locals' names are taken."""
        tally = cls(lowering, action, scratch, hoisted)
        if any(local.name in scratch for local in (tally.before, tally.count, tally.here)):
            return None
        return tally if tally.recognised(stmt) else None

    def recognised(self, stmt) -> bool:
        """Are the loops of the shape counted here? Their parts are then kept: the outer and inner variables and
        values, the tests around the loops, around the inner loop and inside it, the move appended."""
        if isinstance(stmt, If):        # the conjuncts reading no parameter, around the loops
            shape = guarded((stmt,))
            if shape is None:
                return False
            self.whole_test, stmt = shape
        if not isinstance(stmt, ForIn):
            return False
        self.outer, self.outer_items = stmt.var, stmt.items
        shape = guarded(stmt.body)
        if shape is None or not isinstance(shape[1], ForIn):
            return False
        self.outer_test, inner = shape
        self.inner, self.inner_items = inner.var, inner.items
        shape = guarded(inner.body)
        if shape is None or appended(shape[1]) is None:
            return False
        self.test, self.move = shape[0], appended(shape[1])
        self.only = Local(f"{self.inner}_only")
        return not any(f"{self.inner}_{name}" in self.scratch for name in ("only", "ranked"))

    # ------------------------------------------------------------ counting
    def counting(self) -> list:
        """The statements that count the action's moves into `<action>_count`, where its loops stood."""
        self.scratch.update({self.before.name: LONG, self.count.name: LONG, self.here.name: LONG})
        out = [Assign(self.before, Call(Local("len"), (Local("moves"),))), Assign(self.count, Const(0))]
        shapes = self.shapes()
        if shapes is not None and shapes[1] is not None:
            table, other, op, size = shapes[1]
            chosen, other = self.worked_out(other, len(shapes[0]))
            shapes = self.found = (shapes[0], (table, other, op, size))
            self.ranked = Local(f"{self.inner}_ranked")
            self.scratch[self.ranked.name] = OBJECT
            self.prepared = chosen + [Assign(self.ranked, Call(Local("sorted"), (table,)))]
            out += self.prepared
        loop = [ForIn(self.outer, self.outer_items, self.per_outer(self.count, shapes))]
        return out + (loop if self.whole_test is None else [If(((self.whole_test, loop),))])

    def set_once(self, body: list) -> list:
        """`body` with each `<action>_here += n` as `<action>_here = n`: where each way through it adds once."""
        out = []
        for stmt in body:
            if isinstance(stmt, Assign) and stmt.target == self.here and stmt.op == "+=":
                stmt = Assign(self.here, stmt.value)
            elif isinstance(stmt, If):
                stmt = If(tuple((test, self.set_once(block)) for test, block in stmt.branches),
                          self.set_once(stmt.otherwise))
            out.append(stmt)
        return out

    def walks_inner(self, body: list) -> bool:
        """Does `body` (per_outer's) walk inner values, adding to its target in a loop?"""
        return any(isinstance(node, ForIn) and node.var == self.inner for node in walk_ir(body))

    def per_outer(self, target, shapes, passed: bool = False) -> list:
        """The statements adding the moves of one outer value to `target` (`passed`: only outer ids some inner value
        passes are met)."""
        body = self.inner_count(target, shapes, passed)
        return body if self.outer_test is None else [If(((self.outer_test, body),))]

    def worked_out(self, other, ids: int) -> tuple:
        """(statements, the value) of the value the inner table is compared with, worked out before play for every
        outer id into a tuple of the module read by its number, where it reads nothing else but the module's data and
        at most one part of a condition that reads no outer id (`my_blessings >= 2` in Trek's trail cost: the tuple then
        holds the values with that part true, then with it false, and `<outer>_shift` chooses the half once a
        listing). Else the value as it is."""
        outer = Local(self.outer)
        free = []
        for node in walk_ir(other):
            if isinstance(node, Cond):
                free += [part for part in conjuncts(node.cond) if not reads_of(part, {self.outer}) and part not in free]
        if len(free) > 1 or not all(map(total, free)):
            return [], other
        try:
            cases = [other] if not free else [replace_ir(other, free[0], Const(b)) for b in (True, False)]
            values = tuple(self.value(case, {self.outer: k}) for case in cases for k in range(ids))
        except NotKnown:
            return [], other
        if not all(type(v) is int for v in values):
            return [], other
        name = f"{self.action}_{self.outer}_compared".upper()
        if self.low.constant_values.get(name, values) != values:
            return [], other
        compared = self.low.constant(name, values)
        if not free:
            return [], Item(compared, outer)
        shift = Local(f"{self.outer}_shift")
        if shift.name in self.scratch:
            return [], other
        self.scratch[shift.name] = LONG
        return [Assign(shift, Cond(free[0], Const(0), Const(ids)))], Item(compared, Bin("+", outer, shift))

    def value(self, node, env: dict):
        """The value of an expression of the module's data and `env` (lowering.known), `and`, `or` and `not` too."""
        if isinstance(node, Bin) and node.op in ("and", "or"):
            left = self.value(node.left, env)
            return (self.value(node.right, env) if left else left) if node.op == "and" else \
                (left if left else self.value(node.right, env))
        if isinstance(node, Unary) and node.op == "not":
            return not self.value(node.operand, env)
        if isinstance(node, Cond):
            return self.value(node.then if self.value(node.cond, env) else node.otherwise, env)
        return self.low.known(node, env)

    def shapes(self):
        """(the module's tuple of the inner values by outer id, the threshold test or None) where the inner values
        are known before play for every outer id (lowering.domain_by_id), else None."""
        items = self.inner_items
        if not (isinstance(items, Item) and isinstance(items.obj, Local) and items.index == Local(self.outer)):
            return None
        values = self.low.constant_values.get(items.obj.name)
        if not isinstance(values, tuple) or not all(isinstance(v, tuple) for v in values):
            return None
        return values, self.threshold(values)

    def threshold(self, values):
        """(the table of the values worked out per inner id, the value it is compared with, the comparison) where the
        test is one such comparison and some outer id takes every id of that table, else None."""
        test = self.test
        if not isinstance(test, Bin) or test.op not in THRESHOLDS:
            return None
        inner = Local(self.inner)
        for table, other, op in ((test.left, test.right, test.op), (test.right, test.left, MIRRORED[test.op])):
            if isinstance(table, Item) and table.index == inner and isinstance(table.obj, Local) \
                    and not reads_of(other, {self.inner}):
                size = self.table_size(table.obj.name)
                if size is not None and tuple(range(size)) in values:
                    return table.obj, other, op, size
        return None

    def table_size(self, name: str):
        """The number of entries of a tuple the listing works out before its loops (`each_1`), or of the module's."""
        for stmt in self.hoisted:
            # a table split on the question its entries ask (split.py): assigned last in each branch
            made = [stmt] if not isinstance(stmt, If) else \
                [body[-1] for _test, body in stmt.branches if body] + list(stmt.otherwise[-1:])
            for each in made:
                if isinstance(each, Assign) and each.target == Local(name) and getattr(each.value, "tuple", False) \
                        and each.value.var is None:
                    return len(each.value.items)
        value = self.low.constant_values.get(name)
        return len(value) if isinstance(value, tuple) else None

    def inner_count(self, target, shapes, passed: bool = False) -> list:
        """The inner values of one outer value that pass the test, added to `target`: one value tested, every id
        read from the ranked table, or the values walked; chosen by the outer id's kind of values
        (`<INNER VALUES>_ONLY`: the one value, -1 every id, -2 others)."""
        one = [Assign(target, Const(1), "+=")]
        walked = [ForIn(self.inner, self.inner_items, one if self.test is None else [If(((self.test, one),))])]
        if shapes is None:
            return walked
        values, threshold = shapes
        kinds = tuple(v[0] if len(v) == 1 else -1 if threshold is not None and v == tuple(range(threshold[3]))
                      else -2 for v in values)
        only = self.only
        bodies = {}
        if any(k >= 0 for k in kinds):      # one value: its test, as the loop would have made it once
            single = None if self.test is None else replace_ir(self.test, Local(self.inner), only)
            if threshold is not None:       # the value compared as worked out before play
                table, other, op, _size = threshold
                single = Bin(op, Item(table, only), other)
            if passed:      # the id is met because some inner value passes: its one value does
                single = None
            bodies[Bin(">=", only, Const(0))] = one if single is None else [If(((single, one),))]
        if -1 in kinds:                     # every id: those passing, counted in the ranked table
            _table, other, op, size = threshold
            func, above = THRESHOLDS[op]
            self.low.imports["runtime.api"].add(func)
            passing = Call(Local(func), (self.ranked, other))
            bodies[Bin("==", only, Const(-1))] = [Assign(target, Bin("-", Const(size), passing) if above else passing,
                                                         "+=")]
        if -2 in kinds:
            bodies[Bin("==", only, Const(-2))] = walked
        tests = list(bodies)
        if tests == [Bin("==", only, Const(-2))]:
            return walked
        if tests == [Bin("==", only, Const(-1))]:
            return bodies[tests[0]]
        self.scratch[only.name] = LONG
        read = Assign(only, Item(self.low.constant(f"{self.inner_items.obj.name}_ONLY", kinds), Local(self.outer)))
        if len(tests) == 1:
            return [read] + bodies[tests[0]]
        # the last kind needs no test of its own
        return [read, If(tuple((test, bodies[test]) for test in tests[:-1]), bodies[tests[-1]])]

    # ------------------------------------------------------------ the draw
    def drawn(self) -> list:
        """`move` from the drawn index `k` (over the listed moves and the counted ones, in the listing's order): a
        listed move, or the counted one k falls on, found by walking the outer values again and then the inner
        values of the one it falls in."""
        k, moves = Local("k"), Local("moves")
        self.scratch["k"] = LONG
        shapes = self.found if self.found is not None else self.shapes()
        here = self.per_outer(self.here, shapes, self.passed)
        first = [] if self.passed and self.outer_test is None and not self.walks_inner(here) \
            else [Assign(self.here, Const(0))]
        if not first:       # every kind of id sets the count itself: `claim_here = 1`, not `= 0` then `+= 1`
            here = self.set_once(here)
        walk = first + here + [If(((Bin("<", k, self.here), [Break()]),)), Assign(k, self.here, "-=")]
        found = self.walk_first + self.outer_walk(walk) + [
                ForIn(self.inner, self.inner_items, self.nth_passing()),
                Assign(Local("move"), self.move)]
        # printed once, as a function of what it reads (`claim_at(k - claim_before, …)`), where the lowering can
        # (Lowering.tallied_draw): the random playout and the agents' draw both call it; else written in place
        called = self.low.tallied_draw(self.action, found, self.scratch, Bin("-", k, self.before))
        find = [Assign(Local("move"), called)] if called is not None else [Assign(k, self.before, "-=")] + found
        return [If(((Bin("<", k, self.before), [Assign(Local("move"), Item(moves, k))]),
                    (Bin(">=", Bin("-", k, self.before), self.count),
                     [Assign(Local("move"), Item(moves, Bin("-", k, self.count)))])), find)]

    def outer_walk(self, body: list) -> list:
        """The outer values walked with `body` (which breaks at the one k falls in): the outer items, the ids listed from
        a mask (`walked`), or the mask's bits found one at a time, lowest first (`walked_bits`: `low = walk & -walk`,
        the id `low.bit_length() - 1`), so that the walk reads no id past the one it stops at."""
        if self.walked_bits is None:
            return [ForIn(self.outer, self.outer_items if self.walked is None else self.walked, body)]
        mask, kind = self.walked_bits
        walk, low = Local(f"{self.outer}_walk"), Local(f"{self.outer}_low")
        if any(name.name in self.scratch for name in (walk, low)):
            return [ForIn(self.outer, Call(Local("mask_ids"), (mask,)), body)]
        self.scratch.update({walk.name: kind, low.name: kind})
        length = Call(Attr(low, "bit_length"), ())
        if kind == U128:    # a C count of leading zeros natively (runtime/masks.pxd), where `.bit_length()` made an int
            self.low.imports["runtime.api"].add("masks")
            length = Call(Attr(Local("masks"), "bit_length"), (low,))
        return [Assign(walk, mask), While(walk, [
            Assign(low, Bin("&", walk, Unary("-", walk))),
            Assign(Local(self.outer), Bin("-", length, Const(1))),
            Assign(walk, low, "^=")] + body)]

    def nth_passing(self) -> list:
        """The inner values of the outer value found, walked to the k-th that passes."""
        k = Local("k")
        found = [If(((Bin("==", k, Const(0)), [Break()]),)), Assign(k, Const(1), "-=")]
        return found if self.test is None else [If(((self.test, found),))]

    def total(self):
        """The number of moves: those listed and those counted."""
        return Bin("+", Call(Local("len"), (Local("moves"),)), self.count)

    def any_move(self):
        """Has the seat a move?"""
        return Bin("or", Local("moves"), self.count)


def total(node) -> bool:
    """Can a test be worked out anywhere in a listing: made of locals, fields, numbers, arithmetic without division
    and comparisons only?"""
    return all(isinstance(x, (Local, Const, Attr)) or isinstance(x, Bin) and x.op in TOTAL_OPERATORS
               or isinstance(x, Unary) and x.op == "not" for x in walk_ir(node))
