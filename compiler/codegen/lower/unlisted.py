"""A counted step's blocks held in locals in its random playout: drawn as counted, with no list of blocks.

A counted listing (counted.py) appends one block `(size, action, arguments, values)` per value of the parameters
before its split, and the draw walks the list to the block k falls in. Where a block is appended by a statement
outside any loop of the listing (Trailblazers' `place_trail` in the standard game: one block of every card, spot and
turn), it stands for at most one block a listing: its size is kept in a local (`size_1`, or `total` itself where it
is the only block), its values are the locals the listing set, and the draw tests k against the size and takes the
move from those locals, with no tuple made, no list cleared or walked. Blocks appended inside a loop (a block per
card where animals are in play) still go to `s.moves`, after those held in locals, the list fetched and cleared just
before the one loop appending to it: the draw walks it only once k has passed the blocks held, so only after a
listing that ran that loop. The moves and their order are the listing's, so the same draw takes the same move.

Only the random playout's loop (`Lowering.decide`) holds its blocks so; ISMCTS's `<step>_count` and `<step>_drawn`
keep the list, which one function hands the other.
"""
from __future__ import annotations

from ..pytext import comment
from .ir import LONG, Assign, Attr, Bin, Call, Comment, Const, Do, ForIn, ForRange, If, ListOf, Local, While, walk_ir

MOVES, TOTAL, SIZE, K = Local("moves"), Local("total"), Local("size"), Local("k")


def appended(stmt):
    """The block `moves.append((size, action, arguments, values))` appends, or None for another statement."""
    if isinstance(stmt, Do) and isinstance(stmt.expr, Call) and stmt.expr.func == Attr(MOVES, "append") \
            and len(stmt.expr.args) == 1 and isinstance(stmt.expr.args[0], ListOf):
        return stmt.expr.args[0].items
    return None


def sites_of(body, in_loop: bool = False, out: list | None = None) -> list:
    """Every block appended in a listing, in the order written: (its statement, inside a loop of the listing?)."""
    out = [] if out is None else out
    for stmt in body:
        if appended(stmt) is not None:
            out.append((stmt, in_loop))
        elif isinstance(stmt, If):
            for _cond, block in stmt.branches:
                sites_of(block, in_loop, out)
            sites_of(stmt.otherwise, in_loop, out)
        elif isinstance(stmt, (ForIn, While)):
            sites_of(stmt.body, True, out)
        elif isinstance(stmt, ForRange):
            sites_of(stmt.body, True, out)
            sites_of(stmt.otherwise, in_loop, out)
    return out


class HeldBlocks:
    """The blocks of one counted listing held in locals (`held`), and the draw that takes the move k falls on."""

    def __init__(self, counting, listing: list):
        self.counting = counting
        self.listing = listing
        self.held: list = []        # per block held in a local: (its size's local, its action number, its values)
        self.listed = False         # are some blocks still appended to `s.moves` (inside a loop)?

    def made(self) -> list | None:
        """The listing with the blocks outside loops held in locals, or None where it cannot be: no such block, one
        after a block appended in a loop (the draw walks those last), or values the listing may set again after the
        block (a local assigned in more than one place)."""
        sites = sites_of(self.listing)
        outside = [stmt for stmt, in_loop in sites if not in_loop]
        if not outside:
            return None
        first_inside = next((i for i, (_stmt, in_loop) in enumerate(sites) if in_loop), len(sites))
        if any(not in_loop for _stmt, in_loop in sites[first_inside:]):
            return None
        self.listed = first_inside < len(sites)
        times = {}
        for x in walk_ir(self.listing):
            if isinstance(x, Assign) and isinstance(x.target, Local):
                times[x.target.name] = times.get(x.target.name, 0) + 1
        for stmt in outside:
            _size, code, ahead, values = appended(stmt)
            if not isinstance(code, Const) or not isinstance(ahead, ListOf) or ahead.items \
                    or not isinstance(values, ListOf) or not all(isinstance(v, Local) for v in values.items):
                return None
            # the values the draw reads (not those the module's data says: `fixed_values`), each set in one place
            if any(times.get(v.name) != 1 for place, v in enumerate(values.items)
                   if not self.counting.fixed_at(code.value, place)):
                return None
        alone = len(outside) == 1 and not self.listed       # its size is the total
        numbered = iter(range(1, len(outside) + 1))
        unsure = []

        def held(body, sure: bool, after: set) -> list:
            """`body` with its blocks held (`sure`: surely run; `after`: the locals read once it is run)."""
            out, body = [], list(body)
            for i, stmt in enumerate(body):
                if isinstance(stmt, Assign) and stmt.target == TOTAL and stmt.op == "+=" and i > 0 \
                        and appended(body[i - 1]) is not None and out and out[-1] is None:
                    out[-1:] = []       # (the size added already)
                    continue
                found = appended(stmt)
                if found is not None:
                    size, code, _before, values = found
                    local = TOTAL if alone else Local(f"size_{next(numbered)}")
                    self.counting.scratch[local.name] = LONG
                    if out and isinstance(out[-1], Assign) and out[-1].target == SIZE and size == SIZE:
                        size = out.pop().value      # `size = …` written into the block's own local
                    # the values the draw divides by as constants, set here for this block alone: not set at all
                    unread = {v.name for place, v in enumerate(values.items)
                              if self.counting.fixed_at(code.value, place)} - read_in(body[i + 1:]) - after
                    out = [x for x in out if not (isinstance(x, Assign) and isinstance(x.target, Local)
                                                  and x.target.name in unread and constant(x.value))]
                    out.append(Assign(local, size))
                    if local != TOTAL:
                        out.append(Assign(TOTAL, local, "+="))
                        if not sure:
                            unsure.append(local)
                    self.held.append((local, code.value, values.items))
                    out.append(None)        # the `total += size` after the append, dropped
                elif isinstance(stmt, If):
                    later = read_in(body[i + 1:]) | after
                    out.append(If(tuple((cond, held(block, False, later)) for cond, block in stmt.branches),
                                  held(stmt.otherwise, False, later)))
                else:
                    out.append(stmt)
            return [stmt for stmt in out if stmt is not None]
        body = held(self.listing, True, set())
        fetched = [stmt for stmt in body if isinstance(stmt, Assign) and stmt.target == MOVES
                   or stmt == Do(Call(Attr(MOVES, "clear"), ()))]
        body = [stmt for stmt in body if stmt not in fetched]
        if self.listed:
            # the list fetched and cleared just before the one loop appending to it, where there is one: a listing
            # that does not run it leaves the list as it was, which the draw does not walk (k falls in a block held)
            loops = [stmt for stmt in outermost_loops(body) if sites_of([stmt])]
            if len(loops) == 1:
                body = before(body, loops[0], fetched)
            else:
                body = fetched + body
        at = next(i for i, stmt in enumerate(body) if isinstance(stmt, Assign) and stmt.target == TOTAL) + 1
        body[at:at] = [Assign(local, Const(0)) for local in unsure]
        if body and isinstance(body[0], Comment):
            step = comment(self.counting.step.name)
            body[0] = Comment(f"the legal moves of {step}, counted: a block's size and values held in locals"
                              + (", the blocks of a loop in `moves` (size, action, arguments, values)" if self.listed
                                 else ""))
        return body

    def taken(self, seat) -> list:
        """The move k falls on taken: each block held in a local tested in the listing's order (the last with no test
        where no list follows), then those of the list."""
        counting = self.counting
        chain = None
        if self.listed:
            codes = []
            for stmt, in_loop in sites_of(self.listing):
                code = appended(stmt)[1].value
                if in_loop and code not in codes:
                    codes.append(code)
            chain = counting.found_in_list(codes, seat)
        for local, code, values in reversed(self.held):
            move = counting.move_taken(code, seat, None, lambda place, v=values: v[place])
            if chain is None:
                chain = move
            else:
                chain = [If(((Bin("<", K, local), move),), [Assign(K, local, "-=")] + chain)]
        return chain + counting.counted_move(seat)

    def unread(self, body: list) -> list:
        """`body` (the step's loop) without the values of a block held here that nothing reads (`values_turn =
        (0, 180)`: the draw divides by their number, a constant)."""
        read = {}
        for x in walk_ir(body):
            if isinstance(x, Local):
                read[x.name] = read.get(x.name, 0) + 1
        dropped = {v.name for _local, _code, values in self.held for v in values
                   if read.get(v.name) == 1 and any(isinstance(x, Assign) and x.target == v and constant(x.value)
                                                    for x in walk_ir(self.listing))}
        return drop_assigns(body, dropped)


def drop_assigns(body, names: set) -> list:
    """`body` without the statements assigning the locals `names`."""
    return without(body, lambda stmt: isinstance(stmt, Assign) and isinstance(stmt.target, Local)
                   and stmt.target.name in names)


def without(body, dropped) -> list:
    """`body` without the statements, at any depth, that `dropped(statement)` says."""
    out = []
    for stmt in body:
        if dropped(stmt):
            continue
        if isinstance(stmt, If):
            stmt = If(tuple((cond, without(block, dropped)) for cond, block in stmt.branches),
                      without(stmt.otherwise, dropped))
        elif isinstance(stmt, ForIn):
            stmt = ForIn(stmt.var, stmt.items, without(stmt.body, dropped))
        elif isinstance(stmt, While):
            stmt = While(stmt.cond, without(stmt.body, dropped))
        elif isinstance(stmt, ForRange):
            stmt = ForRange(stmt.var, stmt.count, without(stmt.body, dropped), stmt.start,
                            without(stmt.otherwise, dropped))
        out.append(stmt)
    return out


def constant(value) -> bool:
    """Is `value` the module's data: a tuple of numbers, or a constant's name (`PLACE_TRAIL_MARK_ALONE`)?"""
    return isinstance(value, ListOf) and all(isinstance(v, Const) for v in value.items) \
        or isinstance(value, Local) and value.name.isupper()


def read_in(body) -> set:
    """The locals the statements `body` read (a local only set there is not read)."""
    count = {}
    for x in walk_ir(body):
        if isinstance(x, Local):
            count[x.name] = count.get(x.name, 0) + 1
        elif isinstance(x, Assign) and x.op == "=" and isinstance(x.target, Local):
            count[x.target.name] = count.get(x.target.name, 0) - 1
    return {name for name, n in count.items() if n > 0}


def outermost_loops(body) -> list:
    """The loops of `body` inside no other loop of it."""
    out = []
    for stmt in body:
        if isinstance(stmt, (ForIn, ForRange, While)):
            out.append(stmt)
        elif isinstance(stmt, If):
            for _cond, block in stmt.branches:
                out += outermost_loops(block)
            out += outermost_loops(stmt.otherwise)
    return out


def before(body, loop, stmts: list) -> list:
    """`body` with `stmts` put just before the statement `loop`, wherever it stands."""
    out = []
    for stmt in body:
        if stmt is loop:
            out += stmts
        elif isinstance(stmt, If):
            stmt = If(tuple((cond, before(block, loop, stmts)) for cond, block in stmt.branches),
                      before(stmt.otherwise, loop, stmts))
        out.append(stmt)
    return out
