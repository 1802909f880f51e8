"""The worth of a position on the lowered state: what greedy look-ahead scores a move weighed by.

A look-ahead agent (runtime/lookahead.py) weighs each move by the seat's score after it, plus the game's measure
of progress (victory `progress:`), less a great deal where the seat can no longer win (victory `eligible:`).
Lowered, these are `total_score(s, p)`, `progress(s, p)` and `is_eligible(s, p)` of the lowered module, rules.py's
functions of the same names over the slots, and `standing(s, p)` (the score plus the progress, and the eligibility)
what the runtime calls: a world weighed on the lowered state (runtime/lowered.py) is then scored without being
written back into a readable copy first.

A pile the round never touches has no slot (it stays on the readable records); a scoring rule may still read it
(Appalachian's shared objectives). Its cards are the same in every world lowered from the readable state and in
every move weighed there, so the worth reads them from that readable state (`s.readable`), as it was lowered.

Where a part does not lower, the module prints none of the three, and `missing` says which part and why
(`cairn build --verbose`): the agents then score the readable copy, as before.
"""
from __future__ import annotations

from ...frontend import ast
from ..pytext import identifier
from .aggregates import _var_type
from .by_id import columns_by_id
from .clamps import clamps_tested
from .networks import networks_read_once
from .read_once import sums_read_once
from .remembered import sums_remembered
from .ir import BINT, C_LONG_IDS, LIST, LONG, Aggregate, Assign, Attr, Bin, Call, Cond, Const, Do, ForIn, ForRange, Function, If, \
    Item, conjuncts, ListComp, ListOf, Local, Node, NotLowerable, Return, Unary, rebuilt, reads_of, replace_ir, summed, walk_ir

S, P = Local("s"), Local("p")


def worth_functions(low) -> tuple[list, list]:
    """(the lowered functions of the worth, or none; what stops them: `part: construct (file:line)` each)."""
    m = low.model
    kept = low.attempt()
    scratch, missing = {}, []
    low.kept_piles_readable = True      # a pile the round never touches: read on the readable state

    def lowered(part: str, node):
        try:
            return low.effect(scratch).expr(node)
        except NotLowerable as err:
            missing.append(f"{part}: {err}")
            return None
    try:
        parts = [lowered(f"the scoring rule '{s.id}'", s.points) for s in m.scoring if s.points is not None]
        progress = lowered("victory progress", m.progress) if m.progress is not None else None
        eligible = lowered("victory eligible", m.eligible) if m.eligible is not None else Const(True)
    finally:
        low.kept_piles_readable = False
    if missing:
        low.undo(kept)
        return [], missing
    total = summed(parts)
    # a sum of a whole map and a sum or count over the ids of a mask read as such, not walked id by id
    total = whole_sums(total, low)
    tables: list = []
    total = tabulated(total, (), tables)
    counted, counted_locals = [], {}
    total = counted_at_least(total, tables, counted, counted_locals, zero_at_zero(m.constants))
    # each table's statements: a count by value worked out in one pass where it can be (`counted_by_value`)
    worked = [statement for name, table in tables
              for statement in counted_by_value(name, table, low.constant_values, counted_locals)]
    total = tests_once(total, worked, counted_locals)
    # each network of the seat read once (its places' components, its longest trail), not once a question
    networks: list = []
    total = networks_read_once(total, networks, counted_locals, low, taken=set(scratch), weighed=True)
    # a sum whose item reads a call more than once (a goal's measure, a rank): a loop reading each once
    total = sums_read_once(total, counted, counted_locals, taken=set(scratch))
    # a table's column read by an id's string: one lookup of a dict by id, not the column through the table's numbers
    total, worked, counted = (columns_by_id(part, low) for part in (total, worked, counted))
    progress, eligible = (columns_by_id(part, low) for part in (progress, eligible))
    # a sum over the seat's pile that reads only its cards and the seat's networks: remembered by them (remembered.py)
    total = sums_remembered(total, networks, counted, counted_locals, low)
    # a number clamped to a range (a count of a run of numbers): two tests, not two builtin calls (clamps.py)
    total = clamps_tested(total, counted, counted_locals, taken=set(scratch))
    params = (("s", "State"), ("p", "Player"))
    # the three are cdef in the native build (Cython compiles no generator expression in a cpdef function); the
    # runtime calls `standing`
    functions = [
        Function("total_score", params, "The player's score: rules.py's scoring rules over the lowered state.",
                 networks + worked + counted + [Return(total)],
                 locals=dict(scratch, **{name: LIST for name, _table in tables}, **counted_locals)),
        Function("is_eligible", params, "May this player win? (rules.py's victory `eligible`, over the lowered state)",
                 [Return(eligible)], returns=BINT, locals=dict(scratch))]
    score = Call(Local("total_score"), (S, P))
    if progress is not None:
        functions.append(Function(
            "progress", params, "What a look-ahead agent adds to the player's score to weigh its moves (victory "
            "progress), over the lowered state.", [Return(progress)], locals=dict(scratch)))
        score = Bin("+", score, Call(Local("progress"), (S, P)))
    functions.append(Function(
        "standing", params, "What a look-ahead agent weighs a world by (runtime/lookahead.py look_ahead_worth): the "
        "player's score plus its progress, and whether it may still win.",
        [Return(ListOf((score, Call(Local("is_eligible"), (S, P))), tuple=True))], public=True))
    return functions, []


def run_out_functions(low) -> list:
    """`run_out_<field>(s, p)` for each player's field that sets off an effect when it runs out (rules.py's
    `running_out`): its lowered setter called with the field's least value, so the on_empty effect runs, as
    runtime/lookahead.py `Reserve` tries running dry on the records (`set_value(dry, p, low)`). With them the
    Reserve is tried on a clone of the lowered world greedy weighs on, where it cost two records clones and three
    scores of the readable state a decision (~12 % of an Appalachian one). A field whose setter does not lower
    has none: its Reserve stays on the records."""
    functions = []
    for fdef in low.model.player.values():
        if fdef.on_empty is None or fdef.min is None or fdef.type not in ("counter", "track"):
            continue
        kept = low.attempt()
        try:
            setter = low.setter(fdef)
        except NotLowerable:
            low.undo(kept)
            continue
        functions.append(Function(
            identifier(f"run_out_{low.slot(fdef).name}"), (("s", "State"), ("p", "Player")),
            f"The player's {fdef.name} run dry: its setter at {fdef.min}, its on_empty effect run (what a look-ahead "
            f"agent's Reserve tries: runtime/lookahead.py).", [Do(Call(Local(setter), (S, P, Const(fdef.min))))],
            public=True))
    return functions


def whole_sums(node, low):
    """`node` with each sum or count over all of a table's numbers (`range(N)`) that reads a whole map or a mask's ids
    written without a loop over the numbers:

    - `sum(q.photos[s] for s in range(N))`, `photos` a map slot of N keys (its list holds one entry per key, in the
      keys' order): `sum(q.photos)`, the same numbers added in the same order;
    - `all(q.journal[c] >= r for c in range(N))` (any, and the other orders) over a map of N keys, `r` a name or a
      number: `min(q.journal) >= r` (`max` where the greatest entry decides), the same truth for numbers;
    - `count(c for c in range(N) if M & 1 << c != 0)`, M a mask not read through `c`: the ids of `M & (2^N - 1)`
      counted (`bit_count`);
    - `sum(T[c] for c in range(N) if M & 1 << c != 0)`, T one of the module's tuples of whole numbers: the sum of T's
      entries at M's ids, byte by byte from tables worked out at build (`T_BITS_<first id>[M >> first & 255]`).
      Whole numbers add up to the same number in any order;
    - any other count, sum, all or any over `range(N)` that reads its number only as the entry of one map of N keys
      (`count(c for c in range(N) if q.havens[c] > 0)`): the same walk over the map's list, its entries read as they
      come (`count(h for h in q.havens if h > 0)`), not each looked up by its number: the same values in the same order;
      a count of its entries against a number, in C: `masks.count_above(q.havens, 0)` (`> 0`), `q.havens.count(0)`
      (`== 0`), and the rest of the list for the other orders (`_map_count`).

    Appalachian's score sums the points of the sections a hiker completed and the photographs taken in each of 17:
    two walks of 17 numbers were over half of the bytecodes of greedy's worth of a world in the pure print (natively
    each is a C loop, and each form here is C's too)."""
    if isinstance(node, Aggregate):
        found = _whole_map_sum(node, low) or _whole_map_bound(node, low) or _mask_count(node, low) \
            or _mask_sum(node, low) or _whole_map_walk(node, low)
        if isinstance(found, Aggregate):
            found = _map_count(found, low) or found
        if found is not None:
            return found
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    node = rebuilt(node, lambda part: whole_sums(part, low))
    # (after its parts: the test of a count over a range is a bound of a whole map once they are rewritten)
    found = _range_count(node, low) if isinstance(node, Aggregate) else None
    if found is None and isinstance(node, Aggregate):
        found = _mask_guarded(node)
    return node if found is None else found


def _mask_guarded(node: Aggregate):
    """`(node if M != 0 else 0)` where `node` sums or counts over `range(N)` only the numbers whose bit a mask M holds,
    tested first (`M & 1 << c != 0 and …`), M a field or a local: with no bit set no number passes, and the sum of
    nothing is 0. A score may add such sums over what only one mode of a game sets (a mode's pieces in play, a mask that
    is 0 in every other game), each a call and a test a number, for every world weighed."""
    if node.func not in ("sum", "count") or node.test is None or not _numbers(node.source):
        return None
    first = conjuncts(node.test)[0]
    mask = _mask_test(Aggregate(node.func, node.item, node.var, node.source, first))
    if mask is None or not (isinstance(mask, Local) or isinstance(mask, Attr) and isinstance(mask.obj, Local)):
        return None
    return Cond(Bin("!=", mask, Const(0)), node, Const(0))


# the record a lowered function's parameter is: the state's slots, and the player's
_RECORD_OF = {"s": "State", "p": "Player"}


def _whole_map_sum(node: Aggregate, low):
    """`sum(X.m)` where `node` sums every entry of a map slot `m` of N keys over `range(N)`; `sum(X.a) + sum(X.b)` where
    it sums `X.a[c] + X.b[c]` (any number of such entries added: whole numbers add up alike in any order; Trail Story's
    cubes and experience of each skill) (see whole_sums)."""
    if node.func != "sum" or node.test is not None:
        return None
    entries = _added(node.item)
    if not all(_whole_map(entry, node, low) for entry in entries):
        return None
    return summed([Call(Local("sum"), (entry.obj,)) for entry in entries])


def _added(item) -> list:
    """The terms of `item`, a sum written with `+` (itself where it is none)."""
    if isinstance(item, Bin) and item.op == "+":
        return _added(item.left) + _added(item.right)
    return [item]


# all() (any()) of `entry OP bound` over a whole map: the entry that decides it, the least or the greatest
_DECIDES = {("all", ">="): "min", ("all", ">"): "min", ("all", "<="): "max", ("all", "<"): "max",
            ("any", ">="): "max", ("any", ">"): "max", ("any", "<="): "min", ("any", "<"): "min"}


def _whole_map_bound(node: Aggregate, low):
    """`min(X.m) OP r` (or max) where `node` is all() or any() of `X.m[c] OP r` over every entry of a map slot `m` of
    N keys (`range(N)`, N at least 1), `r` a name other than `c` or a number (see whole_sums)."""
    item = node.item
    if node.test is not None or not isinstance(item, Bin) or (node.func, item.op) not in _DECIDES \
            or not isinstance(item.right, (Local, Const)) or item.right == Local(node.var) \
            or not _whole_map(item.left, node, low):
        return None
    return Bin(item.op, Call(Local(_DECIDES[(node.func, item.op)]), (item.left.obj,)), item.right)


# `E OP r` of a count over r: which numbers pass, and the first of them less A (low side) or B less the last (high)
_PASSING = {">=": ("up to", 1), ">": ("up to", 0), "<=": ("from", 0), "<": ("from", -1)}
_FLIPPED = {">=": "<=", ">": "<", "<=": ">=", "<": ">"}


def _range_count(node: Aggregate, low):
    """`min(max(X, 0), B - A)` where `node` counts the numbers r of `range(A, B)` (constants) passing `E OP r` (or
    `r OP E`), E a whole number read without r: the least or greatest entry of a whole map of numbers, or a number
    slot. The numbers passing are a run at one end of the range: those up to E (`E >= r`: X = E - A + 1; `E > r`:
    X = E - A) or from it (`E <= r`: X = B - E; `E < r`: X = B - 1 - E), as many as X clamped to the range's size.
    Appalachian's complete journal rows, `count(r for r in 1..3 if all(journal[c] >= r for c in colours))`, is
    `min(max(min(p.journal), 0), 3)`: the least entry read once, not once per row."""
    span, test = _span(node.source), node.test
    if node.func != "count" or span is None or span[1] <= span[0] or not isinstance(test, Bin) \
            or test.op not in _PASSING:
        return None
    var = Local(node.var)
    if test.right == var:
        bound, op = test.left, test.op
    elif test.left == var:
        bound, op = test.right, _FLIPPED[test.op]
    else:
        return None
    if reads_of(bound, {node.var}) or not _whole_number(bound, low):
        return None
    (first, stop), (side, shift) = span, _PASSING[op]
    if side == "up to":
        run = _minus(bound, first - shift)
    else:
        run = Bin("-", Const(stop + shift), bound)
    return Call(Local("min"), (Call(Local("max"), (run, Const(0))), Const(stop - first)))


def _minus(value, number: int):
    """`value - number`, written without a term of 0 and with a number below 0 added."""
    return value if number == 0 else Bin("-", value, Const(number)) if number > 0 else Bin("+", value, Const(-number))


def _whole_number(value, low) -> bool:
    """Is `value` a whole number: `min` or `max` of a map slot of numbers of the state `s` or the player `p`, or one
    of their number slots? (A rules number is whole: the language divides with `//`.)"""
    if isinstance(value, Call) and value.func in (Local("min"), Local("max")) and len(value.args) == 1:
        value, kinds = value.args[0], ("map",)
    else:
        kinds = ("number",)
    if not isinstance(value, Attr) or not isinstance(value.obj, Local):
        return False
    record = low.records.get(_RECORD_OF.get(value.obj.name))
    slot = next((x for x in record.slots if x.name == value.name), None) if record is not None else None
    return slot is not None and slot.kind in kinds and (slot.kind == "map" or slot.ctype == LONG)


def _whole_map_walk(node: Aggregate, low):
    """`node` walking the entries of a map slot `m` of N keys (`X.m`) in place of the numbers of `range(N)`, where it
    reads its number only as the index of `X.m[c]` (a count's item is not read); else None (see whole_sums)."""
    if node.func not in ("count", "sum", "all", "any"):
        return None
    parts = (node.test,) if node.func == "count" else (node.item, node.test)
    var = Local(node.var)
    entries = {x for part in parts for x in walk_ir(part) if isinstance(x, Item) and x.index == var}
    if len(entries) != 1:
        return None
    entry = next(iter(entries))
    if not _whole_map(entry, node, low) or any(var in walk_ir(replace_ir(part, entry, Const(0))) for part in parts):
        return None         # (the number read otherwise than as that entry)
    # the walk's variable named for what it now holds (unless the walk reads that name already)
    name = "entry" if not any(Local("entry") in walk_ir(part) for part in parts) else node.var
    item = Local(name) if node.func == "count" else replace_ir(node.item, entry, Local(name))
    test = replace_ir(node.test, entry, Local(name)) if node.test is not None else None
    return Aggregate(node.func, item, name, entry.obj, test)


# a count of a map's entries `entry OP r` (r a whole number), in C: (above: the entries above r + shift counted, else
# those equal to r; whether the count is of the rest of the list)
_COUNTED = {">": (True, 0, False), ">=": (True, -1, False), "<=": (True, 0, True), "<": (True, -1, True),
            "==": (False, 0, False), "!=": (False, 0, True)}


def _map_count(node: Aggregate, low):
    """`node`, a count of the entries of a map slot (`X.m`, walked as `_whole_map_walk` walks it) that compare to a
    whole number as `entry OP r`, counted in C: `masks.count_above(X.m, r)` for `> r` (`r - 1` for `>= r`),
    `X.m.count(r)` for `== r`, and the list's length less those for the other orders (`<=`, `<`, `!=`). Whole numbers
    compare alike either way, so the count is the walk's. Trail Story's worth counts the sites a seat holds a haven
    on (`count(s for s in sites if havens[s] > 0)`): a walk of 24 entries was a third of the worth of a world. Else
    None."""
    test, var = node.test, Local(node.var)
    if node.func != "count" or not isinstance(test, Bin) or not _map_slot(node.source, low):
        return None
    if test.left == var and _whole_const(test.right):
        op, bound = test.op, test.right.value
    elif test.right == var and _whole_const(test.left):
        op, bound = _FLIPPED.get(test.op, test.op), test.left.value
    else:
        return None
    if op not in _COUNTED:
        return None
    above, shift, rest = _COUNTED[op]
    entries = node.source
    if above:
        low.imports["runtime.api"].add("masks")
        counted = Call(Attr(Local("masks"), "count_above"), (entries, Const(bound + shift)))
    else:
        counted = Call(Attr(entries, "count"), (Const(bound),))
    return Bin("-", Call(Local("len"), (entries,)), counted) if rest else counted


def _whole_const(value) -> bool:
    return isinstance(value, Const) and type(value.value) is int


def _map_slot(value, low) -> bool:
    """Is `value` `X.m`, a map slot of the state `s` or the player `p`?"""
    if not isinstance(value, Attr) or not isinstance(value.obj, Local):
        return False
    record = low.records.get(_RECORD_OF.get(value.obj.name))
    slot = next((x for x in record.slots if x.name == value.name), None) if record is not None else None
    return slot is not None and slot.kind == "map"


def _whole_map(entry, node: Aggregate, low) -> bool:
    """Is `entry` `X.m[c]`, `c` the number of `node`'s walk over `range(N)` and `m` a map slot of numbers of N keys
    (its list holds one entry per key, in the keys' order) of the state `s` or the player `p`?"""
    size = _numbers(node.source)
    if not size or not isinstance(entry, Item) or entry.index != Local(node.var) or not isinstance(entry.obj, Attr) \
            or not isinstance(entry.obj.obj, Local):
        return False
    record = low.records.get(_RECORD_OF.get(entry.obj.obj.name))
    slot = next((x for x in record.slots if x.name == entry.obj.name), None) if record is not None else None
    return slot is not None and slot.kind == "map" and len(slot.keys) == size


def _mask_test(node: Aggregate):
    """M where `node` walks `range(N)` (N ids at most as many as a C long holds) testing `M & 1 << var != 0`, M not
    read through the walk's number; else None."""
    size, test = _numbers(node.source), node.test
    if not size or size > C_LONG_IDS or not isinstance(test, Bin) or test.op != "!=" or test.right != Const(0):
        return None
    bit = test.left
    if not isinstance(bit, Bin) or bit.op != "&" or bit.right != Bin("<<", Const(1), Local(node.var)) \
            or reads_of(bit.left, {node.var}):
        return None
    return bit.left


def _mask_count(node: Aggregate, low):
    """The ids of `M & (2^N - 1)` counted, where `node` counts the numbers of `range(N)` whose bit M holds."""
    mask = _mask_test(node) if node.func == "count" else None
    if mask is None:
        return None
    size = _numbers(node.source)
    return low.mask_count(Bin("&", mask, Const((1 << size) - 1)), size)


# the bits a table of `_mask_sum` is read by: a byte of the mask
_BYTE = 8


def _mask_sum(node: Aggregate, low):
    """`T_BITS_0[M & 255] + T_BITS_8[M >> 8 & 255] + …`, where `node` sums T[c] over the numbers of `range(N)` whose
    bit M holds, T one of the module's tuples of whole numbers: each table holds, for each value of its byte of the
    mask, the sum of T's entries at the bits set in it."""
    mask = _mask_test(node) if node.func == "sum" else None
    item = node.item
    if mask is None or not isinstance(item, Item) or item.index != Local(node.var) or not isinstance(item.obj, Local):
        return None
    values = low.constant_values.get(item.obj.name)
    size = _numbers(node.source)
    if not isinstance(values, tuple) or len(values) < size or any(type(v) is not int for v in values[:size]):
        return None
    terms = []
    for first in range(0, size, _BYTE):
        width = min(_BYTE, size - first)
        table = tuple(sum(values[first + j] for j in range(width) if byte >> j & 1) for byte in range(1 << width))
        name = low.constant(f"{item.obj.name}_BITS_{first}", table)
        byte = Bin("&", Bin(">>", mask, Const(first)) if first else mask, Const((1 << width) - 1))
        terms.append(Item(name, byte))
    return summed(terms)


def tabulated(node, outer: tuple, tables: list):
    """`node` with each loop worked out inside another loop that it does not depend on worked out once per value
    instead, into a list (`tables`: (name, the list's IR), to be assigned first).

    JMT's field guides score `sum(set_points[count(c for c in categories if held(c) >= k)] for k in 1..12)`, where
    `held(c)`, a count over the seat's guides, reads `c` and not `k`: worked out 12 times per category where once
    would do, it was most of greedy's worth. A loop over a table's numbers (`range(N)`), inside another loop, whose
    item or test holds such a part (itself a loop, reading that loop's number and no other loop's) reads it from
    `[part for c in range(N)]` instead. Scores are pure: working a part out for every number changes no value."""
    if not isinstance(node, Node):
        return node
    if isinstance(node, Aggregate):
        size = _numbers(node.source)
        inner = outer + (node.var,)
        item, test = node.item, node.test
        if size is not None and outer:      # a loop over numbers inside another loop
            for part in _parts(item, test, node.var, set(outer)):
                name = f"{node.var}_table_{len(tables)}"
                tables.append((name, ListComp(part, node.var, node.source)))
                read = Item(Local(name), Local(node.var))
                item = replace_ir(item, part, read)
                test = replace_ir(test, part, read) if test is not None else None
        return Aggregate(node.func, tabulated(item, inner, tables), node.var, tabulated(node.source, outer, tables),
                         tabulated(test, inner, tables) if test is not None else None)
    return rebuilt(node, lambda part: tabulated(part, outer, tables))


def counted_at_least(node, tables: list, steps: list, names: dict, zero_at_zero: frozenset = frozenset()):
    """`node` with each count of a table's numbers whose value is at least an outer loop's number over `range(A, B)`
    (`count(c for c in range(N) if T[c] >= k)`, T a table of counts `tabulated` made) read from a list worked out
    once, in one pass over the table: `k_at_least[k]`, how many of T's values are k or more, for every k below B.
    `steps`: the statements that work the lists out (after the tables'), `names`: their locals' C types.
    `zero_at_zero`: the lookup tables whose every row is a whole number and whose row for 0 is 0 (`zero_at_zero`): a
    sum over k of such a table's row for `k_at_least[k]` stops at the greatest count (`summed_to_top`).

    JMT's field guides score `sum(set_points[count(c for c in categories if held(c) >= k)] for k in 1..12)`: with the
    held counts tabulated, the 12 counts over 5 categories were still ~40 % of greedy's worth of a world. Each count
    is the same number either way: a value v is at least k (0 <= k < B) exactly where min(v, B - 1) is, and the list
    sums, from the top down, how many values stop at each number."""
    counts = {name: table for name, table in tables
              if isinstance(table, ListComp) and isinstance(table.item, Aggregate) and table.item.func == "count"
              and (_numbers(table.source) or 0) > 0}
    if not counts:
        return node

    def change(part, bounds: dict):
        if isinstance(part, Aggregate):
            inner = dict(bounds)
            span = _span(part.source)
            if span is not None and 0 <= span[0] < span[1]:
                inner[part.var] = span[1]
            elif part.var in inner:
                del inner[part.var]
            found = _at_least_of(part, counts, inner)
            if found is not None:
                name, var = found
                return Item(Local(_at_least_list(name, var, counts[name], inner[var], steps, names)), Local(var))
            return summed_to_top(Aggregate(part.func, change(part.item, inner), part.var, change(part.source, bounds),
                                           change(part.test, inner) if part.test is not None else None),
                                 span, names, zero_at_zero)
        if not isinstance(part, Node):
            return part
        return rebuilt(part, lambda child: change(child, bounds))
    return change(node, {})


def counted_by_value(name: str, table, constants: dict, names: dict) -> list:
    """The statements that work out the table `name` (`tabulated`): where it is a count of the items of one source
    whose value equals the table's number, `[count(g for g in source if V[.] == c) for c in range(N)]`, V one of the
    module's columns of whole numbers, the items are walked once and each counted at its value (`names`: the C types
    of the locals made); else the table's list comprehension.

    JMT's field guides count the seat's guides of each of 5 categories: a walk of the guides per category, five
    function calls a score, was a fifth of greedy's worth of a world. The counts are the same: an item counts towards
    the number its value equals, and only a whole number from 0 to N - 1 equals one of them."""
    whole = [Assign(Local(name), table)]
    size = _numbers(table.source) if isinstance(table, ListComp) else None
    count = table.item if size else None
    if not isinstance(count, Aggregate) or count.func != "count" or reads_of(count.source, {table.var}):
        return whole
    test = count.test
    if not isinstance(test, Bin) or test.op != "==":
        return whole
    value = test.left if test.right == Local(table.var) else test.right if test.left == Local(table.var) else None
    # the value read from one of the module's columns whose every entry is a whole number (not a flag, not an id's
    # text): it equals one of 0 .. N - 1 exactly where it lies in that range
    if not isinstance(value, Item) or not isinstance(value.obj, Local) or reads_of(value, {table.var}) \
            or not all(type(v) is int for v in constants.get(value.obj.name, (None,))):
        return whole
    item, at = f"{name}_item", f"{name}_value"
    value = replace_ir(value, Local(count.var), Local(item))
    names.update({item: _var_type(count.source), at: LONG})
    return [Assign(Local(name), Bin("*", ListOf((Const(0),)), Const(size))),
            ForIn(item, count.source, [
                Assign(Local(at), value),
                If(((Bin("and", Bin("<=", Const(0), Local(at)), Bin("<", Local(at), Const(size))),
                     [Assign(Item(Local(name), Local(at)), Const(1), "+=")]),))])]


def summed_to_top(node: Aggregate, span, names: dict, zero_at_zero: frozenset) -> Aggregate:
    """`node`, a sum over k in `range(A, B)` (`span`) of `T(k_at_least[k])`, T a lookup table of `zero_at_zero` and
    `k_at_least` a list `_at_least_list` made for this loop, summed over `range(A, k_top + 1)` only: above the
    greatest count (`k_top`) every number is at least none, and each such term is T's row for 0, which is 0. The sum
    is the same whole number. JMT's 12 set scores a world weighed were 12 calls of the table's function; a seat
    holds one or two guides of a category, so two or three are left."""
    item = node.item
    if node.func != "sum" or span is None or node.test is not None or not isinstance(item, Call) \
            or not isinstance(item.func, Local) or item.func.name not in zero_at_zero or len(item.args) != 1:
        return node
    read = item.args[0]
    if not isinstance(read, Item) or read.index != Local(node.var) or not isinstance(read.obj, Local) \
            or not read.obj.name.startswith(f"{node.var}_at_least_") or read.obj.name not in names \
            or f"{node.var}_top" not in names:
        return node
    top = Bin("+", Local(f"{node.var}_top"), Const(1))
    return Aggregate(node.func, item, node.var, Call(Local("range"), (Const(span[0]), top)), None)


def zero_at_zero(constants: dict) -> frozenset:
    """The names of the lookup tables whose rows are all exact keys giving whole numbers, one of them 0 -> 0."""
    found = set()
    for name, (value, _span) in constants.items():
        rows = getattr(value, "rows", None)
        if not rows or any(row.kind != "exact" or not isinstance(row.value, ast.Number)
                           or type(row.value.value) is not int for row in rows):
            continue
        if any(row.key == 0 and type(row.key) is int and row.value.value == 0 for row in rows):
            found.add(name)
    return frozenset(found)


COMPARED = frozenset(("==", "!=", "<", "<=", ">", ">="))


def tests_once(node, steps: list, names: dict):
    """`node` with each test of a choice (`x if T else y`) met more than once read from a local worked out first
    (added to `steps`, its C type to `names`), where T is a comparison (or `and`, `or`, `not` of comparisons) of
    fields, numbers and sums of them: a flag that cannot fail nor change while the worth is worked out, so reading it
    once is reading it each time. JMT's scoring rules each count only `if p.section == 10 or s.round < 12`: nine
    tests a world weighed, one now."""
    met: dict = {}
    for x in walk_ir(node):
        if isinstance(x, Cond) and _flag(x.cond):
            met[x.cond] = met.get(x.cond, 0) + 1
    locals_ = {}
    for test, times in met.items():
        if times > 1:
            name = locals_[test] = f"scored_if_{len(locals_)}"
            steps.append(Assign(Local(name), test))
            names[name] = BINT

    def read(part):
        if isinstance(part, Cond) and part.cond in locals_:
            return Cond(Local(locals_[part.cond]), read(part.then), read(part.otherwise))
        if not isinstance(part, Node) or isinstance(part, (Const, Local)):
            return part
        return rebuilt(part, read)
    return read(node) if locals_ else node


def _flag(test) -> bool:
    """Is `test` a comparison, or `and`, `or`, `not` of comparisons, of fields, locals, numbers and sums of them?"""
    if isinstance(test, Unary) and test.op == "not":
        return _flag(test.operand)
    if isinstance(test, Bin) and test.op in ("and", "or"):
        return _flag(test.left) and _flag(test.right)
    return isinstance(test, Bin) and test.op in COMPARED and _plain(test.left) and _plain(test.right)


def _plain(value) -> bool:
    """A field of the state or a player, a local, a whole number or a sum or difference of them."""
    if isinstance(value, Const):
        return type(value.value) is int
    if isinstance(value, Attr):
        return isinstance(value.obj, Local)
    if isinstance(value, Bin) and value.op in ("+", "-"):
        return _plain(value.left) and _plain(value.right)
    return isinstance(value, Local)


def _span(source) -> tuple | None:
    """(A, B) where a loop's source is `range(A, B)` of constants, else None."""
    if isinstance(source, Call) and source.func == Local("range") and len(source.args) == 2 \
            and all(isinstance(a, Const) and type(a.value) is int for a in source.args):
        return source.args[0].value, source.args[1].value
    return None


def _at_least_of(node, counts: dict, bounds: dict) -> tuple | None:
    """(the table, the outer loop's number) where `node` is `count(c for c in range(N) if T[c] >= k)`, T a table of
    counts over the same range and k the number of an outer loop over `range(A, B)` (A >= 0: `bounds`), else None."""
    test = node.test
    if node.func != "count" or not isinstance(test, Bin) or test.op != ">=" or not isinstance(test.right, Local) \
            or test.right.name not in bounds or test.right.name == node.var:
        return None
    left = test.left
    if not isinstance(left, Item) or left.index != Local(node.var) or not isinstance(left.obj, Local):
        return None
    table = counts.get(left.obj.name)
    if table is None or table.source != node.source:
        return None
    return left.obj.name, test.right.name


def _at_least_list(table: str, var: str, comp, stop: int, steps: list, names: dict) -> str:
    """The name of the list of how many of `table`'s values are at least each number below `stop`, its statements
    added to `steps` the first time it is asked for."""
    name = f"{var}_at_least_{table}"
    if name in names:
        return name
    at, top, stop_at = Local(name), Local(f"{var}_top"), stop - 1
    each, down = f"{comp.var}_value", f"{var}_down"
    steps += [
        Assign(at, Bin("*", ListOf((Const(0),)), Const(stop))),
        # each value counted at the least of it and the last number, then summed down from the greatest of them (the
        # numbers above it are at least none): at k, those of k or more
        ForIn(each, Local(table), [Assign(Item(at, Call(Local("min"), (Local(each), Const(stop_at)))), Const(1), "+=")]),
        Assign(top, Call(Local("min"), (Call(Local("max"), (Local(table),)), Const(stop_at)))),
        ForRange(down, top, [Assign(Item(at, Bin("-", Bin("-", top, Const(1)), Local(down))),
                                    Item(at, Bin("-", top, Local(down))), "+=")])]
    names.update({name: LIST, each: LONG, down: LONG, top.name: LONG})
    return name


def _numbers(source) -> int | None:
    """N where a loop's source is `range(N)`, else None."""
    if isinstance(source, Call) and source.func == Local("range") and len(source.args) == 1 \
            and isinstance(source.args[0], Const) and isinstance(source.args[0].value, int):
        return source.args[0].value
    return None


def _parts(item, test, var: str, outer: set) -> list:
    """The loops inside `item` and `test` that read `var` and none of the `outer` loops' numbers, outermost first."""
    found: list = []

    def visit(node, bound: set):
        if isinstance(node, Aggregate):
            if node.var != var and var in reads_of(node, {var}) and not reads_of(node, bound):
                if node not in found:
                    found.append(node)
                return
            bound = bound | {node.var}      # a loop between: a part inside it may read its number
        if isinstance(node, Node):
            for value in node._values():
                for child in (value if isinstance(value, tuple) else (value,)):
                    visit(child, bound)
    visit(item, outer)
    if test is not None:
        visit(test, outer)
    return found
