"""Derived slots: a test of a player's map, entry by entry, kept up to date where the map is written.

A remembered listing (lowering.py `remembered`) packs into its key the outcome of a test of each entry of a map
(`p.journal[k] < 3` for the five colours of Appalachian's journal, the reference's "full columns"), written out as
five reads, five comparisons and five conditionals at every listing: ~47 bytecodes, where the hand-written
reference keeps that mask beside the journal and updates it as it writes it. A map is read at every listing and
written rarely (a journal entry crossed off), so the lowering does the same: the outcomes are a slot of the
player's own (`journal_open`, entry k's outcome at bit k), worked out again after every statement of the module
that writes the map (the whole map, or one entry), and copied where a clone copies the map; the listing reads the
slot. What the key holds, and so every listing and every draw, is unchanged.

Only what can be proven kept is derived: the test reads the entry and the module's constant tables alone, and
every use of the map in the module is a read or a write of one entry, the whole map assigned, a copy of it
(`list(p.journal)`) or its sum, least or greatest entry (`min(p.journal)`). Otherwise (a map passed to a call that may change it) the slot is dropped and the listing
reads the test written out as before (`fallback`).
"""
from __future__ import annotations

from .ir import (LONG, Aggregate, Assign, Attr, Bin, Break, Call, Cond, Const, Continue, ForIn, ForRange, If, Inlined, Item, Local,
                 Node, Return, Slot, Unary, While, body_walked, replace_ir, walk_ir)

# the record type the module's functions give a lowered player's locals and parameters
PLAYER = "Player"
P = Local("p")
# a value is kept in a slot when the module reads it at more than this many places per place that writes its fields
READS_A_WRITE = 2
# the fewest reads of fields a value kept in a slot makes (Appalachian's trail index: route, progress twice)
FEWEST_READS = 2


def replace_ir_all(value, player, new):
    """`value` with every read of a field of `player` read of `new` instead."""
    for x in {x for x in walk_ir(value) if isinstance(x, Attr) and x.obj == player}:
        value = replace_ir(value, x, Attr(new, x.name))
    return value


class Derived:
    """The derived slots of one module, registered by the listings that read them (`slot_for`), then kept up to
    date by `apply` over every function once the module's functions are made."""

    def __init__(self):
        self.slots = {}     # derived slot name -> (the map's slot name, the outcomes written over `Attr(P, map)`)
        self.values = {}    # derived slot name -> (its C type, the value written over `P`, the fields it reads)

    def value_slot(self, function: str, value, player, records: dict, ctype: str) -> Attr | None:
        """The read of a slot holding `value`, a game's function of no parameter worked out for `player`, where it
        reads nothing but the player's own numbers and flags through arithmetic and conditionals (no table, whose
        read could fail at the write where it failed only at a read before; no call); None otherwise, and for a
        value that is itself one read (nothing to save)."""
        if not isinstance(player, Local) or isinstance(value, (Attr, Local, Const)) or ctype not in (LONG, "bint"):
            return None
        fields = set()
        for x in walk_ir(value):
            if isinstance(x, Attr):
                slot = next((s for s in records["Player"].slots if s.name == x.name), None)
                if x.obj != player or slot is None or slot.ctype not in (LONG, "bint") or slot.kind == "derived":
                    return None
                fields.add(x.name)
            elif not isinstance(x, (Const, Bin, Unary, Cond)) and x != player:
                return None
        # one field read and compared (`p.section == 10`) costs about what the slot's read does: not worth it
        if sum(1 for x in walk_ir(value) if isinstance(x, Attr)) < FEWEST_READS:
            return None
        taken = {s.name for record in records.values() for s in record.slots} | set(self.slots)
        name = function if function not in taken or function in self.values else f"{function}_value"
        if name in taken and name not in self.values:
            return None
        self.values[name] = (ctype, replace_ir_all(value, player, P), frozenset(fields))
        return Attr(player, name)

    def slot_for(self, player, field: str, outcomes, test_reads: set, tables) -> Attr | None:
        """The read of a slot holding `outcomes` (an expression of `Attr(player, field)`'s entries and the module's
        tables only), registered on first use; None where the test reads anything else."""
        if not isinstance(player, Local) or any(name not in tables for name in test_reads):
            return None
        for name, (mapped, kept) in self.slots.items():
            if mapped == field and kept == replace_ir(outcomes, Attr(player, field), Attr(Local("p"), field)):
                return Attr(player, name)
        name = f"{field}_open" if not any(m == field for m, _ in self.slots.values()) \
            else f"{field}_open_{len(self.slots) + 1}"
        self.slots[name] = (field, replace_ir(outcomes, Attr(player, field), Attr(Local("p"), field)))
        return Attr(player, name)

    def apply(self, functions: list, player_record, tables: dict):
        """Every function with the derived slots kept up to date after each write of their maps, and the player
        record with them; or, for a slot whose map the module uses otherwise, its reads written out again. `tables`:
        the module's constant data (an entry written at an index read from one is known to be in range)."""
        functions, values = kept_values(self.values, functions)
        player_record = type(player_record)(player_record.name, player_record.doc, player_record.slots + tuple(
            Slot(name, self.values[name][0], kind="derived") for name in values))
        if not self.slots:
            return functions, player_record
        kept = {}
        for name, (field, outcomes) in self.slots.items():
            if all(safe_uses(fn, field) for fn in functions):
                kept[name] = (field, outcomes)
            else:
                functions = [fallback(fn, name, field, outcomes) for fn in functions]
        if not kept:
            return functions, player_record
        maps = {field for field, _outcomes in kept.values()}
        for fn in functions:
            if writes_any(fn, maps):
                fn.body = updated(fn.body, kept, players_of(fn), tables)
        slots = player_record.slots + tuple(Slot(name, LONG, kind="derived") for name in kept)
        return functions, type(player_record)(player_record.name, player_record.doc, slots)


def players_of(fn) -> set:
    """The locals and parameters of `fn` that hold a lowered player."""
    return {param[0] for param in fn.params if param[1] == PLAYER} \
        | {name for name, ctype in fn.locals.items() if ctype == PLAYER}


def is_map(node, field: str, players: set) -> bool:
    return isinstance(node, Attr) and node.name == field and isinstance(node.obj, Local) and node.obj.name in players


def safe_uses(fn, field: str) -> bool:
    """Every use of a lowered player's `field` in `fn` is an entry read or written, the map assigned whole, or the
    map copied by `list(...)`, read whole by `sum`, `min`, `max`, `len`, its entries counted (`masks.count_above`,
    `.count`) or walked entry by entry: nothing else can change it
    behind the derived slot's back."""
    players = players_of(fn)
    nodes = body_walked(fn)
    uses = sum(1 for x in nodes if is_map(x, field, players))
    if uses == 0:
        return True
    # any read of the field off something not known to be a player: the map may be changed through another name
    if any(isinstance(x, Attr) and x.name == field and not is_map(x, field, players)
           and not (isinstance(x.obj, Local) and x.obj.name not in players and x.obj.name != "p")
           for x in nodes):
        return False
    allowed = sum(1 for x in nodes if isinstance(x, Item) and is_map(x.obj, field, players))
    allowed += sum(1 for x in nodes if isinstance(x, Assign) and is_map(x.target, field, players))
    allowed += sum(1 for x in nodes if isinstance(x, Call) and x.func in _READ_WHOLE and len(x.args) == 1
                   and is_map(x.args[0], field, players))
    # its entries counted against a number (the worth's, worth.py `_map_count`): `masks.count_above(map, r)`,
    # `map.count(r)`
    allowed += sum(1 for x in nodes if isinstance(x, Call) and (
        x.func == _COUNT_ABOVE and is_map(x.args[0], field, players)
        or isinstance(x.func, Attr) and x.func.name == "count" and is_map(x.func.obj, field, players)))
    # a walk over its entries (the worth's count of them, worth.py `whole_sums`; as a loop, aggregates.py)
    allowed += sum(1 for x in nodes if isinstance(x, Aggregate) and is_map(x.source, field, players)
                   or isinstance(x, ForIn) and is_map(x.items, field, players))
    return uses == allowed


# the builtins that read a whole map and change nothing: its copy, and its sum, least and greatest entries (the
# worth's, worth.py `whole_sums`)
_READ_WHOLE = frozenset(Local(name) for name in ("list", "sum", "min", "max", "len"))
_COUNT_ABOVE = Attr(Local("masks"), "count_above")


def writes_any(fn, fields: set) -> bool:
    """Does `fn` assign a field named in `fields` anywhere, or an entry of one (of any object)? A function that does
    not is left as it is by the passes that work a derived slot out again after such writes."""
    for x in body_walked(fn):
        if isinstance(x, Assign):
            target = x.target.obj if isinstance(x.target, Item) else x.target
            if isinstance(target, Attr) and target.name in fields:
                return True
    return False


def written(stmt, field: str, players: set):
    """The player whose map `stmt` writes (an entry, or the whole map), or None."""
    if not isinstance(stmt, Assign):
        return None
    target = stmt.target.obj if isinstance(stmt.target, Item) else stmt.target
    return target.obj if is_map(target, field, players) else None


def nested(stmt, change):
    """`stmt` made again with `change` applied to each list of statements it holds (a branch, a loop's body)."""
    if isinstance(stmt, If):
        return If(tuple((cond, change(b)) for cond, b in stmt.branches), change(stmt.otherwise))
    if isinstance(stmt, While):
        return While(stmt.cond, change(stmt.body))
    if isinstance(stmt, ForRange):
        return ForRange(stmt.var, stmt.count, change(stmt.body), stmt.start, change(stmt.otherwise))
    if isinstance(stmt, ForIn):
        return ForIn(stmt.var, stmt.items, change(stmt.body))
    if isinstance(stmt, Inlined):
        return Inlined(stmt.name, change(stmt.body))
    return stmt


def updated(body, kept: dict, players: set, tables: dict):
    """`body` with each write of a derived slot's map followed by the slot worked out again, or copied from the
    player the map is copied from (`q.journal = list(p.journal)`, a clone)."""
    out = []
    for stmt in body:
        stmt = nested(stmt, lambda b: updated(b, kept, players, tables))
        out.append(stmt)
        for name, (field, outcomes) in kept.items():
            player = written(stmt, field, players)
            if player is None:
                continue
            value = stmt.value
            bit = one_entry(stmt, outcomes, field, tables)
            if stmt.target == Attr(player, field) and isinstance(value, Call) and value.func == Local("list") \
                    and is_map(value.args[0], field, players):
                out.append(Assign(Attr(player, name), Attr(value.args[0].obj, name)))
            elif bit is not None:
                # one entry written: only its bit changes (`p.journal_open |= 1 << k` or `&= ~(1 << k)`)
                test, index = bit
                # the value just written, where it is a local (`clamped`), else the entry read again
                written_value = value if stmt.op == "=" and isinstance(value, Local) else Item(stmt.target.obj, index)
                test = replace_ir(test, Local("v"), written_value)
                mask = Bin("<<", Const(1), index)
                out.append(If(((test, [Assign(Attr(player, name), mask, "|=")]),),
                              [Assign(Attr(player, name), Unary("~", mask), "&=")]))
            else:
                out.append(Assign(Attr(player, name),
                                  replace_ir(outcomes, Attr(Local("p"), field), Attr(player, field))))
    return type(body)(out) if isinstance(body, tuple) else out


def fallback(fn, name: str, field: str, outcomes):
    """`fn` with its reads of the derived slot `name` written out as the test of each entry again."""
    for player in players_of(fn):
        fn.body = replaced(fn.body, Attr(Local(player), name),
                           replace_ir(outcomes, Attr(Local("p"), field), Attr(Local(player), field)))
    return fn


def replaced(x, old, new):
    """`x` (a statement, an expression, or a list or tuple of them, nested) with every `old` in it replaced by `new`."""
    if x == old:
        return new
    if isinstance(x, (list, tuple)):
        return type(x)(replaced(item, old, new) for item in x)
    if isinstance(x, Node) and not isinstance(x, (Const, Local)):
        return type(x)(*[replaced(value, old, new) for value in x._values()])
    return x


def one_entry(stmt, outcomes, field: str, tables: dict):
    """(the test of one entry, over `Local("v")`; the index written) where `stmt` writes one entry of the map at an
    index known to be one of its keys (a number, or an entry of a constant table of such numbers, so that `1 << k`
    neither fails nor wraps where the list's index would), and the outcomes are the bits of one test per entry (as
    `remembered` packs them); None otherwise (the whole map written: the slot is worked out again)."""
    if not isinstance(stmt.target, Item):
        return None
    parts = []
    node = outcomes
    while isinstance(node, Bin) and node.op == "|":
        parts.append(node.right)
        node = node.left
    parts.append(node)
    parts.reverse()
    tests = []
    for k, part in enumerate(parts):
        if not (isinstance(part, Cond) and part.then == Const(1 << k) and part.otherwise == Const(0)):
            return None
        entry = Item(Attr(Local("p"), field), Const(k))
        tests.append(replace_ir(part.cond, entry, Local("v")))
    if any(test != tests[0] for test in tests) or any(Local("v") not in walk_ir(t) for t in tests[:1]):
        return None
    index = stmt.target.index
    size = len(parts)
    if isinstance(index, Const) and isinstance(index.value, int) and 0 <= index.value < size:
        pass
    elif isinstance(index, Item) and isinstance(index.obj, Local) and isinstance(tables.get(index.obj.name), tuple) \
            and all(isinstance(k, int) and 0 <= k < size for k in tables[index.obj.name]) \
            and isinstance(index.index, (Local, Const)):
        pass
    else:
        return None
    return tests[0], index


def kept_values(values: dict, functions: list) -> tuple:
    """Every function with the derived `values` (Derived.values) kept after each write of a field they read, and the
    names of those kept; a value a field of which is written other than through a lowered player's local, or that is
    read too seldom, is read as before."""
    unsafe, reads, writes, read_in = value_uses(values, functions)
    kept, dropped = [], {}
    for name, (_ctype, value, _fields) in values.items():
        # worth a slot only where it is read far more often than its fields are written (by the places in the
        # module: Appalachian's trail index is read at ~17, its route and progress written at ~5; a sum of
        # resources changed at every gain is not)
        if name not in unsafe and reads[name] > READS_A_WRITE * writes[name]:
            kept.append(name)
        else:
            dropped[name] = value
    for fn, names in zip(functions, read_in):
        if names & dropped.keys():
            fn.body = values_written_out(fn.body, dropped)
    read_fields = {field for name in kept for field in values[name][2]}
    for fn in functions:
        if not writes_any(fn, read_fields):
            continue        # nothing to work out again after: its body left as it is (and its walk kept)
        players = players_of(fn)
        for name in kept:
            fn.body = kept_after_writes(fn.body, name, values[name], players)
    return functions, kept


def value_uses(values: dict, functions: list) -> tuple:
    """(the derived values a field of which is written other than through a lowered player's local; each value's
    reads; the writes of its fields through a lowered player's local; the values each function reads), counted over
    `functions` in one walk of each (a walk per value and function was a sixth of a cold build)."""
    unsafe, reads, writes, read_in = set(), dict.fromkeys(values, 0), dict.fromkeys(values, 0), []
    readers = {}        # a field -> the values that read it
    for name, (_ctype, _value, fields) in values.items():
        for field in fields:
            readers.setdefault(field, []).append(name)
    for fn in functions:
        players = players_of(fn)
        names = set()
        for x in body_walked(fn):
            if isinstance(x, Attr):
                if x.name in reads:
                    reads[x.name] += 1
                    names.add(x.name)
            elif isinstance(x, Assign) and isinstance(x.target, Attr) and x.target.name in readers:
                if is_map(x.target, x.target.name, players):
                    for name in readers[x.target.name]:
                        writes[name] += 1
                # a write off a local not holding a lowered player is the readable record's (raise_state's `q`)
                elif not (isinstance(x.target.obj, Local) and x.target.obj.name not in players | {"p"}):
                    unsafe.update(readers[x.target.name])
        read_in.append(names)
    return unsafe, reads, writes, read_in


def values_written_out(x, dropped: dict):
    """`x` (as `replaced` takes it) with every read of a derived value in `dropped` (name -> the value written over
    `P`) written out again over the read's own player. A value reads fields only, never another value."""
    if isinstance(x, Attr) and x.name in dropped:
        return replace_ir_all(dropped[x.name], P, x.obj)
    if isinstance(x, (list, tuple)):
        return type(x)(values_written_out(item, dropped) for item in x)
    if isinstance(x, Node) and not isinstance(x, (Const, Local)):
        return type(x)(*[values_written_out(value, dropped) for value in x._values()])
    return x


def kept_after_writes(body, name: str, derived: tuple, players: set):
    """`body` with the value `name` worked out again for a player after the writes of the fields it reads: once
    after the last of a run of them in one list of statements (`p.route = …`, `p.progress = …` as a record is
    made) when nothing between them could read it (no call, no read of it), else after each."""
    _ctype, value, fields = derived
    out = []
    for stmt in body:
        out.append(nested(stmt, lambda b: kept_after_writes(b, name, derived, players)))
    writes = [(at, stmt.target.obj) for at, stmt in enumerate(out) if isinstance(stmt, Assign)
              and isinstance(stmt.target, Attr) and stmt.target.name in fields
              and is_map(stmt.target, stmt.target.name, players)]
    after = dict(writes)
    # a run of writes of one player with nothing between that could read the value: worked out after the last
    for player in {player for _, player in writes}:
        ats = [at for at, who in writes if who == player]
        between = out[ats[0]:ats[-1] + 1]
        if len(ats) > 1 and not any(isinstance(x, (Call, Return, Break, Continue)) or isinstance(x, Attr)
                                    and x.name == name for x in walk_ir(between)):
            for at in ats[:-1]:
                del after[at]
    result = []
    for at, stmt in enumerate(out):
        result.append(stmt)
        if at in after:
            again = replace_ir_all(value, P, after[at])
            source = copied_from(out, after[at], fields, players)
            if source is not None:
                # every field it reads copied from one lowered player (a clone): its value copied too, not worked out
                again = Attr(source, name)
            elif stmt.op == "=" and isinstance(stmt.value, Local):
                # the field just written read from what was written (`p.progress = clamped`: `clamped if …`)
                again = replace_ir(again, stmt.target, stmt.value)
            result.append(Assign(Attr(after[at], name), again))
    return type(body)(result) if isinstance(body, tuple) else result


def copied_from(body: list, player, fields, players: set):
    """The lowered player (a local of `players`) from which the statements `body` copy every one of `fields` into
    `player`, each once (`q.route = p.route`, `q.progress = p.progress`, as a clone copies them), where `body`
    neither changes its fields nor rebinds it from the first copy on; else None. Its derived values then hold for the
    copy too."""
    sources, first = set(), len(body)
    for field in fields:
        writes = [at for at, stmt in enumerate(body) if isinstance(stmt, Assign) and stmt.target == Attr(player, field)]
        stmt = body[writes[0]] if len(writes) == 1 else None
        if stmt is None or stmt.op != "=" or not isinstance(stmt.value, Attr) or stmt.value.name != field \
                or not is_map(stmt.value, field, players):
            return None
        sources.add(stmt.value.obj)
        first = min(first, writes[0])
    if len(sources) != 1:
        return None
    source = sources.pop()
    # (bound before the first copy, as a clone's loop binds it: neither rebound nor changed from there on)
    if source == player or any(isinstance(x, Assign) and (x.target == source or isinstance(x.target, Attr)
                                                          and x.target.obj == source)
                               for x in walk_ir(body[first:])):
        return None
    return source
