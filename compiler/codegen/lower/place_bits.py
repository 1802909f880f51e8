"""The flags of a memo's key that one place decides, read from one table of bits made here.

A remembered listing (lowering.py `remembered`) packs into its key every value its moves depend on. Some of them
are flags worked out from the game's own tables at one number the decision reads, and from nothing else:
Appalachian's `my_at_shelter = SPACES_SHELTER[my_location]`, `ok_1 = not my_at_shelter`, `ok_2 =
SPACES_STAMP[my_location]`, all of the hiker's space. Each was worked out at every decision and placed in the key
by a conditional (`| (64 if ok_1 else 0) | (128 if my_at_shelter else 0) | (256 if ok_2 else 0)`), where the
hand-written reference reads one number for its place. Here the compiler works the flags out for every value of
the number, once (`Lowering.known`), and the key reads them as one entry of a module constant
(`| ROUND_SELECT_KEY_BITS[my_trail_index]`, its entries made at their place in the key); the statements that made them run only where a listing is made
(a memo miss), for the listing's own tests.

Only what cannot change the game is folded: a flag whose statements read the game's constant tables and the one
number alone, that number only ever as the index of a table, every such table of one length (the folded table has
that length too, so a number out of range fails, or a negative one wraps, exactly as the tables it stands for).
The key's layout changes, not what it tells apart: the memo is a cache of listings, so the moves are the same.
"""
from __future__ import annotations

from .ir import Assign, Bin, Cond, Const, Item, Local, Node, NotKnown, Unary, walk_ir

# the fewest flags worth a table: one flag's conditional costs about what the table's read costs
FEWEST_FLAGS = 2
# what a pure value is made of: numbers, locals, reads of a table, operators; no field, call or loop
PURE = (Local, Const, Item, Bin, Unary, Cond)


def pure(value) -> bool:
    """Reads no field of the state and calls nothing: a function of the locals it names and the module's tables."""
    return all(isinstance(x, PURE) for x in walk_ir(value))


def place_bits(low, name: str, hoisted: list, parts: list) -> tuple[list, list, list]:
    """`parts`, the key's `(value, bits)` in order, with the flags one number decides replaced by one read of a table
    of bits, registered as the constant `name` (at the place of the first of them, its lowest bit the first flag's,
    already at its place in the key: that part is `(value, bits, shift)`, packed_key shifts it no more); and
    `hoisted` split into the statements still worked out before the key and those moved to where a listing is made.
    Unchanged (`parts`, `hoisted`, []) where nothing is folded."""
    unchanged = (parts, hoisted, [])
    if not all(isinstance(stmt, Assign) and stmt.op == "=" and isinstance(stmt.target, Local) for stmt in hoisted):
        return unchanged
    defs = {}
    for stmt in hoisted:
        if stmt.target.name in defs:    # assigned twice: its value depends on where it is read
            return unchanged
        defs[stmt.target.name] = stmt.value
    tables = low.constant_values
    written = {}

    def written_out(value):
        """`value` with every pure local it reads written out as its statement's value, down to the numbers read
        from the state (the locals whose statements are not pure) and the tables."""
        if isinstance(value, Local):
            if value.name in tables or value.name not in defs or not pure(defs[value.name]):
                return value
            if value.name not in written:
                written[value.name] = written_out(defs[value.name])
            return written[value.name]
        if not isinstance(value, Node) or isinstance(value, Const):
            return value
        return type(value)(*(tuple(written_out(item) for item in field) if isinstance(field, tuple)
                             else written_out(field) for field in value._values()))

    groups = {}     # (the number, the tables' length) -> [(place in parts, the flag written out)]
    for at, (atom, bits) in enumerate(parts):
        if not (isinstance(atom, Local) and bits == 1 and atom.name in defs and pure(defs[atom.name])):
            continue
        flag = written_out(atom)
        if not pure(flag):
            continue
        nodes = walk_ir(flag)
        free = {x.name for x in nodes if isinstance(x, Local) and x.name not in tables}
        if len(free) != 1:
            continue
        number = next(iter(free))
        uses = sum(1 for x in nodes if x == Local(number))
        indexed = [x.obj.name for x in nodes if isinstance(x, Item) and x.index == Local(number)
                   and isinstance(x.obj, Local) and isinstance(tables.get(x.obj.name), tuple)]
        lengths = {len(tables[t]) for t in indexed}
        if uses != len(indexed) or len(lengths) != 1:
            continue
        groups.setdefault((number, lengths.pop()), []).append((at, flag))
    if not groups:
        return unchanged
    (number, length), group = max(groups.items(), key=lambda kv: len(kv[1]))
    if len(group) < FEWEST_FLAGS:
        return unchanged
    folded = [at for at, _ in group]
    # the bits the key places below the table's: its entries are made at their place in the key, not shifted there
    # at every read (`| ROUND_SELECT_KEY_BITS[my_trail_index]`, not `… << 6`)
    shift = sum(bits for at, (_, bits) in enumerate(parts[:folded[0]]) if at not in folded)
    try:
        table = tuple(sum(1 << (shift + i) for i, (_, flag) in enumerate(group) if low.known(flag, {number: k}))
                      for k in range(length))
    except NotKnown:
        return unchanged
    if name in tables and tables[name] != table:    # another listing's table of that name: leave this one as it is
        return unchanged
    moving = set()      # the folded flags, and the pure values their statements read, down to the number
    todo = [parts[at][0].name for at in folded]
    while todo:
        local = todo.pop()
        if local in defs and pure(defs[local]) and local not in moving:
            moving.add(local)
            todo += [x.name for x in walk_ir(defs[local]) if isinstance(x, Local)]
    read = Item(low.constant(name, table), Local(number))
    parts = [(read, len(group), shift) if at == folded[0] else part for at, part in enumerate(parts)
             if at == folded[0] or at not in folded]
    # their statements move to where a listing is made (its tests read them), unless the key or a statement that
    # stays reads them; what stays keeps its order
    needed = {x.name for part in parts for x in walk_ir(part[0]) if isinstance(x, Local)}
    for stmt in reversed(hoisted):
        if stmt.target.name in needed:
            moving.discard(stmt.target.name)
        if stmt.target.name not in moving:
            needed |= {x.name for x in walk_ir(stmt.value) if isinstance(x, Local)}
    kept = [stmt for stmt in hoisted if stmt.target.name not in moving]
    moved = [stmt for stmt in hoisted if stmt.target.name in moving]
    return parts, kept, moved
