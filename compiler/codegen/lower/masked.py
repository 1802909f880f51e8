"""The ids open to a counted action kept as a bit mask, and its moves counted by popcounts, not by a walk over them.

Trek's claim (tally.py) counts, for every trail open to the player, the colours that can pay it: ~50 trails walked a
decision, and on a memo miss of the open trails (after any claim) all of them filtered again first. Yet every part of
that count is a set of trails the compiler can name before play:
- the trails open to the player are masks the game already keeps up to date where a claim writes them: `route not in
  claimed_routes` is the complement of `s.claimed_routes`, `wagons >= length` a mask read by the number of wagons from
  a tuple worked out before play (the trails that short or shorter), and a conjunct of neither form (`the other side of
  a double trail not the player's`, which reads `p.claimed` through the trail's pair) a mask remembered by the values
  it reads, filtered over every id only when they change (`<ACTION>_<ID>_REST`);
- the trails a colour can pay are a mask read by the value the colour's test compares (`each_1[colour]`, the cards it
  has) from a tuple worked out before play per colour and value: the trails whose inner values hold the colour and
  whose cost that value meets (`<ACTION>_<INNER>_PASSING`, both halves of a cost that depends on one condition).
So the moves are `sum((open & passing[colour][value]).bit_count() for colour)`: one popcount per inner id (7 for
Trek), whatever the map. The count is the listed moves' number whatever their order; the draw finds the move it lands
on as tally.py does, walking the open ids that at least one inner value passes (`mask_ids`, in the ids' order, the
listing's), so every seed plays the same game.
"""
from __future__ import annotations

from .ir import (LONG, OBJECT, U128, Assign, Attr, Bin, Call, Cond, Const, Do, ForIn, If, Item, ListOf, Local, NotKnown,
                 Unary, conjoined, mask_ctype, replace_ir, walk_ir)


class NotMasked(Exception):
    """A conjunct not written over masks: remembered by what it reads instead."""


class Masked:
    """The statements that find the open ids' mask and count a tallied action's moves over it (in place of the
    `kept_ids` memo and the tally's walk), and what its draw walks."""

    def __init__(self, lowering, tally, kept: dict, scratch: dict):
        self.low, self.tally, self.scratch = lowering, tally, scratch
        self.var, self.count, self.table = kept["var"], kept["count"], kept["table"]
        self.tests, self.kept = kept["tests"], kept
        self.name = f"{tally.action}_{self.var}".upper()
        self.kind = mask_ctype(self.count)     # as the slots' own: a C long, a u128, else a Python int
        self.open, self.rest = Local(f"{self.var}_open"), Local(f"{self.var}_rest")
        self.known = Local(f"{self.var}_known")
        self.any, self.value = Local(f"{self.var}_any"), Local(f"{tally.inner}_value")
        self.half = Local(f"{tally.outer}_half")
        self.defined = {}       # the module's constants this count reads, defined only once it is written
        self.all = self.define(f"{self.name}_ALL", (1 << self.count) - 1)
        self.opened = None      # the statements finding the open ids' mask
        self.scratch_rest = False   # do they remember a mask of the other conjuncts (`<id>_rest`)?

    @classmethod
    def of(cls, lowering, tally, kept: dict | None, scratch: dict):
        """The masked count of a tally (after its `counting()`) over the ids `kept_ids` found (`kept`: their variable,
        table, number and tests), or None where the tally is not a threshold over ids kept so, or a name is taken."""
        if kept is None or tally.found is None or tally.found[1] is None or tally.outer_test is not None \
                or tally.outer != kept["var"] or tally.outer_items != Local(f"{kept['var']}_kept"):
            return None
        masked = cls(lowering, tally, kept, scratch)
        names = (masked.open, masked.rest, masked.known, masked.any, masked.value, masked.half)
        if any(local.name in scratch for local in names) or masked.compared() is None:
            return None
        try:
            masked.opened = masked.found()
        except NotMasked:
            return None
        return masked

    def define(self, name: str, value) -> Local:
        """A constant of the module, defined when the count is written (`defined`)."""
        self.defined[name] = value
        return Local(name)

    # ------------------------------------------------------------ the passing table
    def compared(self):
        """(the module's tuple of the compared values, the condition choosing its half or None) of the tally's threshold
        test, where they are worked out before play (tally.worked_out), else None."""
        other = self.tally.found[1][1]
        if not isinstance(other, Item) or not isinstance(other.obj, Local):
            return None
        values = self.low.constant_values.get(other.obj.name)
        if not isinstance(values, tuple) or not all(type(v) is int for v in values):
            return None
        if other.index == Local(self.var):
            return values, None
        shift = Bin("+", Local(self.var), Local(f"{self.var}_shift"))
        if other.index != shift or len(values) != 2 * self.count:
            return None
        chosen = next((stmt.value.cond for stmt in self.tally.prepared if isinstance(stmt, Assign)
                       and stmt.target == Local(f"{self.var}_shift") and isinstance(stmt.value, Cond)), None)
        return None if chosen is None else (values, chosen)

    def passing(self) -> tuple:
        """(the tuple of masks by half, inner id and clamped value, the lowest value, the width of an inner id's run)."""
        values, _chosen = self.compared()
        inner_values = self.low.constant_values[self.tally.inner_items.obj.name]
        _table, _other, op, size = self.tally.found[1]
        lo, hi = min(values) - 1, max(values) + 1       # below lo and above hi no comparison changes
        width = hi - lo + 1
        masks = []
        for half in range(len(values) // self.count):
            for inner in range(size):
                for value in range(lo, hi + 1):
                    masks.append(sum(1 << k for k in range(self.count) if inner in inner_values[k]
                                     and compare(value, op, values[k + half * self.count])))
        return tuple(masks), lo, width

    # ------------------------------------------------------------ the open ids
    def mask(self, node):
        """The mask of the ids for which a conjunct of the kept test holds, written over masks and the module's data;
        NotMasked where it is not."""
        var = Local(self.var)
        if all(not isinstance(x, Attr) and (not isinstance(x, Local) or x.name == self.var or x.name.isupper())
               for x in walk_ir(node)):
            try:
                mask = sum(1 << k for k in range(self.count) if self.tally.value(node, {self.var: k}))
            except (NotKnown, TypeError, IndexError):
                raise NotMasked("data the compiler cannot work out")
            return self.define(f"{self.name}_WHERE_{len(self.defined)}", mask)
        if isinstance(node, Bin) and node.op in ("and", "or"):
            return Bin("&" if node.op == "and" else "|", self.mask(node.left), self.mask(node.right))
        if isinstance(node, Unary) and node.op == "not":
            return Bin("^", self.all, self.mask(node.operand))
        if isinstance(node, Bin) and node.op in ("!=", "==") and node.right == Const(0) \
                and isinstance(node.left, Bin) and node.left.op == "&":
            for held, bit in ((node.left.left, node.left.right), (node.left.right, node.left.left)):
                if self.own_mask(held) and self.bit_of(bit, var):
                    return held if node.op == "!=" else Bin("^", self.all, held)
        if isinstance(node, Bin) and node.op in MIRRORED:
            for number, column, op in ((node.left, node.right, node.op), (node.right, node.left, MIRRORED[node.op])):
                if self.number(number) and not self.reads(number):
                    return self.threshold(number, column, op)
        raise NotMasked("a conjunct not over masks")

    def own_mask(self, node) -> bool:
        """Is `node` a slot holding a set of this table's ids as a mask?"""
        slot = self.low.slot_of(node) if isinstance(node, Attr) and node.obj in (Local("p"), Local("s")) else None
        return slot is not None and slot.kind == "mask" and slot.table == self.table

    def bit_of(self, node, var) -> bool:
        """Is `node` the bit of the id itself (`BITS[route]`, `1 << route`)?"""
        if isinstance(node, Bin) and node.op == "<<" and node.left == Const(1) and node.right == var:
            return True
        if isinstance(node, Item) and node.index == var and isinstance(node.obj, Local):
            bits = self.low.constant_values.get(node.obj.name)
            return isinstance(bits, tuple) and bits == tuple(1 << k for k in range(self.count))
        return False

    def number(self, node) -> bool:
        """Is `node` a number slot or local (what a threshold reads)?"""
        if isinstance(node, Attr):
            slot = self.low.slot_of(node) if node.obj in (Local("p"), Local("s")) else None
            return slot is not None and slot.kind == "number" and slot.ctype == LONG
        return isinstance(node, Local) and self.scratch.get(node.name) == LONG

    def reads(self, node) -> bool:
        return any(isinstance(x, Local) and x.name == self.var for x in walk_ir(node))

    def threshold(self, number, column, op):
        """`number OP column(id)`: the mask read from a tuple worked out before play by the number, clamped to the
        values where the mask still changes."""
        try:
            values = [self.tally.value(column, {self.var: k}) for k in range(self.count)]
        except (NotKnown, TypeError, IndexError):
            raise NotMasked("a column the compiler cannot work out")
        if not all(type(v) is int for v in values):
            raise NotMasked("a column not of whole numbers")
        lo, hi = min(values) - 1, max(values) + 1
        masks = tuple(sum(1 << k for k in range(self.count) if compare(x, op, values[k])) for x in range(lo, hi + 1))
        name = f"{self.name}_BY_{number.name}".upper()
        table = self.define(name if name not in self.defined else f"{name}_{len(self.defined)}", masks)
        return Item(table, clamped(number, lo, hi, lo))

    def found(self) -> list:
        """The statements that find `<id>_open`: the conjuncts written over masks, and the others remembered by the
        values they read (filtered over every id only when those change)."""
        parts, rest = [], []
        for test in self.tests:
            before = dict(self.defined)
            try:
                parts.append(self.mask(test))
            except NotMasked:
                self.defined = before       # what a part of it defined is not read
                rest.append(test)
        out = []
        if rest:
            remembered = self.remembered(rest)
            if remembered is None:
                raise NotMasked("a conjunct that reads what no memo keys")
            out += remembered
            parts.append(self.rest)
            self.scratch_rest = True
        mask = parts[0] if parts else self.all
        for part in parts[1:]:
            mask = Bin("&", mask, part)
        return out + [Assign(self.open, mask)]

    def remembered(self, tests: list):
        """The statements finding `<id>_rest`, the mask of the ids passing `tests`, from a module-level memo by the
        values they read; None where they read a value no memo can key (a tableau's own list)."""
        atoms = []
        for node in walk_ir(tests):
            atom = None
            if isinstance(node, Attr) and node.obj in (Local("p"), Local("s")):
                slot = self.low.slot_of(node)
                if slot is not None and slot.kind in ("tableau", "figures"):
                    return None
                atom = Call(Local("tuple"), (node,)) if slot is not None and slot.ctype == "list" else node
            elif isinstance(node, Local) and node.name in self.scratch and node.name != self.var \
                    and node.name not in self.kept["locals"]:
                atom = node
            if atom is not None and atom not in atoms:
                atoms.append(atom)
        if not atoms:
            return None
        test = conjoined(tests)
        memo = self.define(f"{self.name}_REST", {})
        atoms = [self.narrowed(atom, tests) for atom in atoms]
        key = atoms[0] if len(atoms) == 1 else ListOf(tuple(atoms), tuple=True)
        bits = self.define(f"{self.table.upper()}_BITS", tuple(1 << k for k in range(self.count)))
        # filtered from every id by the ids that fail: each change of a mask of more than 62 ids makes a new int of
        # several digits, and the conjuncts remembered so fail for few ids (Trek's other side of a double trail:
        # only the player's own double trails' pairs), so one change an id that fails, not one an id that passes
        filtered = self.refiltered(atoms, test, bits)
        if filtered is None:
            filtered = [Assign(self.rest, self.all),
                        ForIn(self.var, Call(Local("range"), (Const(self.count),)),
                              [If(((Unary("not", test), [Assign(self.rest, Item(bits, Local(self.var)), "^=")]),))])]
        # the memo's answer read into `<id>_known` (None where it does not hold the key: an object), the mask itself
        # into `<id>_rest`, of the mask's own type: natively a u128, so that the AND with it is C's, where a rest of
        # None or a mask made every turn's open ids a Python int and back
        return [Assign(self.known, Call(Attr(memo, "get"), (key,))),
                If(((Bin("is", self.known, Const(None)), [
                    If(((Bin(">=", Call(Local("len"), (memo,)), Const(self.kept["limit"])),
                         [Do(Call(Attr(memo, "clear"), ()))]),))] + filtered + [Assign(Item(memo, key), self.rest)]),),
                   [Assign(self.rest, self.known)])]

    def refiltered(self, atoms: list, test, bits):
        """On a miss of a memo keyed by one narrowed mask (`narrowed`), the walk over the ids the key's bits touch
        alone, where the rest is worked out before play at an empty key (`<ACTION>_<ID>_REST_NONE`) and an id reads
        the key only through its own bits (`<ACTION>_<ID>_TOUCHED`, by the key's bit: the ids reading it); Trek: the
        two or three double trails of the player's claimed sides, not all 69 trails. None where that is not so."""
        if len(atoms) != 1 or not (isinstance(atoms[0], Bin) and atoms[0].op == "&"):
            return None
        held, read = atoms[0].left, self.defined[atoms[0].right.name]
        parts = [part for part in walk_ir(test)
                 if isinstance(part, Bin) and part.op == "&" and held in (part.left, part.right)]
        empty = test        # the test at an empty key: each `held & <bits>` is 0
        for part in parts:
            empty = replace_ir(empty, part, Const(0))
        touched = [0] * self.count
        none = 0
        for k in range(self.count):
            try:
                none |= (1 << k) if self.tally.value(empty, {self.var: k}) else 0
                for other in self.reached(test, held, k):
                    for j in range(self.count):
                        if other >> j & 1:
                            touched[j] |= 1 << k
            except (NotKnown, TypeError, IndexError):
                return None
        if any(touched[j] for j in range(self.count) if not read >> j & 1):
            return None
        key, walked = Local(f"{self.var}_read"), Local(f"{self.var}_touched")
        if any(name.name in self.scratch for name in (key, walked)):
            return None
        self.scratch.update({key.name: LONG, walked.name: self.kind})
        table = self.define(f"{self.name}_TOUCHED", tuple(touched))
        return [Assign(walked, Const(0)),
                ForIn(key.name, Call(Local("mask_ids"), (atoms[0],)), [Assign(walked, Item(table, key), "|=")]),
                Assign(self.rest, Bin("|", self.define(f"{self.name}_REST_NONE", none), walked)),
                ForIn(self.var, Call(Local("mask_ids"), (walked,)),
                      [If(((Unary("not", test), [Assign(self.rest, Item(bits, Local(self.var)), "^=")]),))])]

    def narrowed(self, atom, tests: list):
        """The memo's key for `atom`: a mask slot the tests read only as `atom & <bits of the id>` (Trek's
        `p.claimed & ROUTES_BITS[ROUTES_PAIR[route]]`, the other side of a double trail) keyed by those bits alone
        (`<ACTION>_<ID>_READ`, the bits any id reads), so a claim of a trail no id reads leaves the key, and the
        memo's hit, as they were; keyed by the whole mask where another read sees other bits, or the bits cannot be
        worked out before play."""
        if not (isinstance(atom, Attr) and self.own_mask(atom)):
            return atom
        reads = [node for node in walk_ir(tests) if node == atom]
        bits = [node.right if node.left == atom else node.left for node in walk_ir(tests)
                if isinstance(node, Bin) and node.op == "&" and atom in (node.left, node.right)]
        if len(bits) != len(reads) or not bits:
            return atom
        for part in bits:
            if any(isinstance(x, Attr) or isinstance(x, Local) and x.name != self.var and not x.name.isupper()
                   for x in walk_ir(part)):
                return atom
        test = conjoined(tests)
        read = 0
        for k in range(self.count):
            try:
                values = self.reached(test, atom, k)
            except (NotKnown, TypeError, IndexError):
                return atom
            for value in values:
                if type(value) is not int or value < 0:
                    return atom
                read |= value
        if read & ((1 << self.count) - 1) == (1 << self.count) - 1:
            return atom
        return Bin("&", atom, self.define(f"{self.name}_READ", read))

    def reached(self, test, held, k: int) -> list:
        """The values `held` is ANDed with (`held & <bits>`) where `test` runs for id `k`, in order: only the parts its
        `and`, `or` and conditionals reach, as Python runs it (Trek: `pair == -1 or not (pair >= 0 and p.claimed &
        BITS[pair] != 0)` reads no bit of a trail of no pair; read as written, its `BITS[-1]` would put the last
        trail's bit in the memo's key, and on every miss after that trail's claim walk the ~40 trails of no pair).
        Where a part reads `held` the value is not known, and what follows it is taken as reached. NotKnown where a
        part reading `held` is not of these shapes."""
        env, found = {self.var: k}, []
        unknown = object()

        def run(node):
            if held not in walk_ir(node):
                return self.tally.value(node, env)
            if isinstance(node, Bin) and node.op == "&" and held in (node.left, node.right):
                other = node.right if node.left == held else node.left
                if held in walk_ir(other):
                    raise NotKnown("a mask ANDed with itself")
                found.append(self.tally.value(other, env))
                return unknown
            if isinstance(node, Bin) and node.op in ("and", "or"):
                left = run(node.left)
                if left is unknown or (bool(left) if node.op == "and" else not left):
                    right = run(node.right)
                    return unknown if left is unknown else right
                return left
            if isinstance(node, Cond):
                cond = run(node.cond)
                if cond is unknown:
                    run(node.then)
                    run(node.otherwise)
                    return unknown
                return run(node.then if cond else node.otherwise)
            if isinstance(node, Bin):
                run(node.left)
                run(node.right)
                return unknown
            if isinstance(node, Unary):
                run(node.operand)
                return unknown
            raise NotKnown(type(node).__name__)

        run(test)
        return found

    # ------------------------------------------------------------ counting and the draw
    def per_inner(self, passing, lo: int, width: int, least: int | None, inner: int, entry=None) -> tuple:
        """(the statements reading inner id `inner`'s value, the index of its mask in the passing tuple). Past `least`
        (the values no id passes at: `<inner>_value > least` guards the mask's read), the index needs no lower
        clamp. With `entry` (the local already holding the value: `spread`) nothing reads it."""
        table = self.tally.found[1][0]
        value = [Assign(self.value, Item(table, Const(inner)))] if entry is None else []
        entry = self.value if entry is None else entry
        hi = lo + width - 1
        held = clamped(entry, lo, hi, lo) if least is None else \
            Cond(Bin("<", entry, Const(hi)), Bin("-", entry, Const(lo)) if lo else entry, Const(hi - lo))
        index = Bin("+", Const(width * inner), held) if inner else held
        if self.compared()[1] is not None:
            index = Bin("+", self.half, index)
        return value, Item(passing, index)

    def guarded(self, least: int | None, body: list, entry=None) -> list:
        """`body` run only where the inner id's value passes some id (above `least`), all of it where None."""
        return body if least is None else [If(((Bin(">", self.value if entry is None else entry, Const(least)), body),))]

    def spread(self, size: int) -> list | None:
        """The locals holding the inner ids' values, one an id (`each_1_0` … `each_1_6`), where every way through the
        listing's hoisted statements makes the table as a tuple of them (each entry worked out into its local, then
        the tuple of the locals, which the draw and the kept decision still read): the count then reads each value
        where it was worked out, not back out of the tuple into `<inner>_value` (Trek: ~4 bytecodes a colour, seven
        colours every turn, for two a colour more where the tuple is made). None, and the statements unchanged,
        where a name is taken or the table is made otherwise."""
        table = self.tally.found[1][0]
        names = [Local(f"{table.name}_{inner}") for inner in range(size)]
        if any(name.name in self.scratch for name in names):
            return None
        made = [0]

        def split(body) -> list:
            out = []
            for stmt in body:
                if isinstance(stmt, Assign) and stmt.target == table and stmt.op == "=" \
                        and isinstance(stmt.value, ListOf) and stmt.value.tuple and stmt.value.var is None \
                        and len(stmt.value.items) == size:
                    out += [Assign(name, item) for name, item in zip(names, stmt.value.items)]
                    out.append(Assign(table, ListOf(tuple(names), tuple=True)))
                    made[0] += 1
                elif isinstance(stmt, If):
                    out.append(If(tuple((cond, split(body)) for cond, body in stmt.branches), split(stmt.otherwise)))
                else:
                    out.append(stmt)
            return out
        hoisted = self.tally.hoisted
        written = [x for x in walk_ir(hoisted) if isinstance(x, Assign) and x.target == table]
        changed = split(hoisted)
        if not written or made[0] != len(written):
            return None
        hoisted[:] = changed
        # a table of whole numbers typed a C array (lowering.typed_table) has C longs for entries
        kind = LONG if str(self.scratch.get(table.name, "")).startswith(f"{LONG}[") else OBJECT
        self.scratch.update({name.name: kind for name in names})
        return names

    def counting(self) -> list:
        """The statements, in place of the kept ids' memo and the tally's count, that count the moves into
        `<action>_count`: the open ids' mask, then one popcount per inner id."""
        found = self.opened
        masks, lo, width = self.passing()
        passing = self.define(f"{self.tally.action}_{self.tally.inner}_passing".upper(), masks)
        for name, value in self.defined.items():
            self.low.constant(name, value)
        size = self.tally.found[1][3]
        self.scratch.update({self.open.name: self.kind, self.any.name: self.kind, self.value.name: LONG})
        if self.scratch_rest:     # the memo's answer, None where it does not hold the key; the mask it holds
            self.scratch.update({self.known.name: OBJECT, self.rest.name: self.kind})
        half = []
        _values, chosen = self.compared()
        if chosen is not None:
            self.scratch[self.half.name] = LONG
            half = [Assign(self.half, Cond(chosen, Const(0), Const(size * width)))]
        least = least_passing(masks, lo, width)
        count = self.tally.count

        def per_inner(statement, entries=None) -> list:
            """The statements for every inner id in turn, written out one after the other (Trek's seven colours: no
            loop counter, no `9 * colour` worked out at each, ~6 bytecodes an id saved at every listing)."""
            out = []
            for inner in range(size):
                entry = None if entries is None else entries[inner]
                value, mask = self.per_inner(passing, lo, width, least, inner, entry)
                out += value + self.guarded(least, [statement(mask)], entry)
            return out
        # an inner value no id passes at (Trek: a colour of no cards) adds nothing: its popcount is skipped
        loop = per_inner(lambda mask: Assign(count, self.low.mask_count(Bin("&", self.open, mask), self.count), "+="),
                         self.spread(size))
        # the draw walks the open ids some inner value passes, after the tally's own values (its shift, its ranks)
        self.tally.walked = Call(Local("mask_ids"), (Bin("&", self.open, self.any),))
        self.tally.walked_bits = (Bin("&", self.open, self.any), self.kind)
        self.tally.passed = True
        self.tally.walk_first = self.passed(passing, lo, width, least, size) + list(self.tally.prepared)
        self.low.imports["runtime.api"].add("mask_ids")
        counted = [Assign(self.tally.before, Call(Local("len"), (Local("moves"),))), Assign(count, Const(0))] + half
        whole = self.tally.whole_test
        body = found + loop
        return counted + (body if whole is None else [If(((whole, body),))])

    def passed(self, passing, lo: int, width: int, least: int | None, size: int) -> list:
        """The statements finding `<id>_any`, the ids some inner value passes: what the draw and a listing walk."""
        out = [Assign(self.any, Const(0))]
        for inner in range(size):
            value, mask = self.per_inner(passing, lo, width, least, inner)
            out += value + self.guarded(least, [Assign(self.any, mask, "|=")])
        return out

    # ------------------------------------------------------------ the listing
    def walked(self) -> tuple:
        """(the statements, the ids walked) with which a listing that names every move (`<step>_next`) walks only the
        open ids some inner value passes, in place of the kept ids' memo: the open ids' mask, then `<id>_any`, the ids
        an inner value passes, as the draw finds them, and `mask_ids(<id>_open & <id>_any)`, in the ids' order, the
        memo's. The listing still tests every inner value of each id walked, so it appends the moves it did, in their
        order; an id no inner value passes appends none, and is not walked (Trek: the ~30 trails open to the player,
        each with its cost worked out and its colours tested, walked for the ~5 a hand can pay; and on a memo miss, at
        every decision greedy weighs, all 69 filtered first)."""
        masks, lo, width = self.passing()
        passing = self.define(f"{self.tally.action}_{self.tally.inner}_passing".upper(), masks)
        for name, value in self.defined.items():
            self.low.constant(name, value)
        self.scratch.update({self.open.name: self.kind, self.any.name: self.kind, self.value.name: LONG})
        if self.scratch_rest:
            self.scratch.update({self.known.name: OBJECT, self.rest.name: self.kind})
        half = []
        _values, chosen = self.compared()
        size = self.tally.found[1][3]
        if chosen is not None:
            self.scratch[self.half.name] = LONG
            half = [Assign(self.half, Cond(chosen, Const(0), Const(size * width)))]
        passed = self.passed(passing, lo, width, least_passing(masks, lo, width), size)
        self.low.imports["runtime.api"].add("mask_ids")
        return list(self.opened) + half + passed, Call(Local("mask_ids"), (Bin("&", self.open, self.any),))


MIRRORED = {">=": "<=", ">": "<", "<=": ">=", "<": ">"}


def least_passing(masks: tuple, lo: int, width: int) -> int | None:
    """The greatest value at and below which every mask of the passing tuple is empty (at every half and inner id),
    where the lowest value's masks are (a threshold `value >= cost` at a value under every cost), else None."""
    empty = 0
    while empty < width and not any(masks[start + empty] for start in range(0, len(masks), width)):
        empty += 1
    return None if empty == 0 or empty == width else lo + empty - 1


def compare(left: int, op: str, right: int) -> bool:
    return {">=": left >= right, ">": left > right, "<=": left <= right, "<": left < right}[op]


def clamped(number, lo: int, hi: int, less: int = 0):
    """`number` held within lo..hi, less `less`: `lo - less if number < lo else number - less if number < hi else hi -
    less` (a tuple's index, without min() and max() calls)."""
    inside = number if less == 0 else Bin("-", number, Const(less))
    return Cond(Bin("<", number, Const(lo)), Const(lo - less), Cond(Bin("<", number, Const(hi)), inside,
                                                                    Const(hi - less)))

