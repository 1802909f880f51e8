"""A judged clone's areas shared with the world it copied until a card is laid in one: `<field>_shared`.

A world only judged after one move (judged_clone.py) copies each tableau's record of placements and its kept area
(`q.area = p.area.copy()`, `q.area_kept = p.area_kept.copy(q.area)`: runtime/areas.py `Area.copy`, some 45 slots), for
every player, where the move lays a card in one area at most: the other areas are copied only to be read. So
`clone_judged` shares both with the world and marks the record (`q.area_shared = True`), and each function that lays
a card in an area makes that area its own first:

    if p.area_shared:
        # a judged clone's area, shared with the world it copied until a card is laid in it: areas_on_write.py
        p.area = p.area.copy()
        p.area_kept = p.area_kept.copy(p.area)
        p.area_shared = False

Every other record made (`lower_state`, `clone`, `new_state`) sets the flag False, so a random playout, which lays
its cards in functions of its own (the moves written in place), runs no guard at all. Sharing is done only where it
keeps every value the copy gave: in what a judged world runs, an area is changed only by `tableau_lay` in a function
whose record is a parameter (the guard begins that function, so everything it reads of the area after is its own),
is otherwise only read (its spots, its loops, the figures that walk it), and no function that names an area calls,
directly or not, one that lays a card (it could hold the world's spots across the call, where the copy's would have
changed). A read may still trace the shared area's loops: runtime/areas.py keeps them on the Area (`found`), as
`Area.copy` traced them on the world's before. Otherwise the module is left as it was.
"""
from __future__ import annotations

from .ir import BINT, Assign, Attr, Call, Comment, Const, ForIn, ForRange, Function, If, Inlined, Local, Module, \
    Record, Slot, While, body_walked, functions_reached, walk_ir
from .judged_clone import _EDGE, ROOTS

KEPT = "kept area"
# the runtime's functions that lay a card in a tableau (its record, its kept area, …)
_LAYS = frozenset({"tableau_lay"})
# the kept area's methods and attributes that read it (a trace of its loops is kept on it, the same values)
_READS = frozenset({"cells", "without", "lengths", "kinds", "tokens", "remember"})
# the runtime's functions handed a tableau's record of placements only to read it (runtime/figures.py walks it)
_READ_BY = frozenset({"figure_send", "figure_stand", "figure_walk", "figure_exits", "figure_closed",
                      "figure_trail_length", "figure_trail_tokens"})


def areas_on_write(module: Module) -> Module:
    """`module` with each kept area a judged clone shares until a card is laid in it (see the module's docstring),
    or `module` as it was where it prints no `clone_judged`, keeps no area, or sharing could change a value."""
    functions = {fn.name: fn for fn in module.functions}
    if "clone_judged" not in functions:
        return module
    areas = [(record.name, slot.table, slot.name) for record in module.records for slot in record.slots
             if slot.kind == KEPT and slot.table is not None]
    if not areas or any(name == f"{field}_shared" for record in module.records for name in _slot_names(record)
                        for _r, field, _k in areas):
        return module
    run = functions_reached(functions, [name for name in ROOTS if name in functions], stop=_EDGE, named=True)
    laying = {}         # function -> {(its record parameter, field, kept slot)} of each area it lays a card in
    for fn in run:
        found = _uses(fn, areas)
        if found is None:
            return module
        if found:
            laying[fn.name] = found
    if not laying:
        return module
    for fn in run:
        if _names_area(fn, areas) and any(callee.name in laying for callee in functions_reached(
                functions, _callees(fn, functions), stop=_EDGE, named=True)):
            return module
    made = {name for name, _field, _kept in areas}
    out = []
    for fn in module.functions:
        body = _flagged(fn.body, areas) if fn.name != "clone_judged" else _shared(fn.body, areas)
        if body is None:
            return module
        if fn.name in laying:
            body = [_guard(holder, field, kept) for holder, field, kept in sorted(laying[fn.name])] + list(body)
        doc = fn.doc
        if fn.name == "clone_judged":
            doc = doc.rstrip(".") + "; each area is shared until a card is laid in it (" \
                + ", ".join(sorted({field for _r, field, _k in areas})) + ": areas_on_write.py)."
        out.append(fn if body == list(fn.body) and doc == fn.doc else
                   Function(fn.name, fn.params, doc, list(body), returns=fn.returns, locals=fn.locals,
                            public=fn.public))
    new_records = [Record(r.name, r.doc, r.slots + tuple(Slot(f"{field}_shared", BINT)
                                                          for name, field, _kept in areas if name == r.name))
                   if r.name in made else r for r in module.records]
    return Module(module.doc, module.imports, new_records, out, module.constants)


def _slot_names(record: Record) -> list:
    return [slot.name for slot in record.slots]


def _uses(fn: Function, areas: list):
    """{(record parameter, field, kept slot)} of the areas `fn` lays a card in (empty: none), or None where it uses an
    area otherwise than by reading it or laying a card in it by `tableau_lay` on a record it is handed."""
    fields = {field: kept for _r, field, kept in areas}
    kepts = {kept: field for _r, field, kept in areas}
    records = {name for name, ctype, *_default in fn.params if ctype in {r for r, _f, _k in areas}}
    laid = set()
    for parent in body_walked(fn):
        for x in _children(parent):
            if not isinstance(x, Attr) or x.name not in fields and x.name not in kepts:
                continue
            if x.name in kepts:
                if isinstance(parent, Attr) and parent.name in _READS:
                    continue
                if _lays(parent, x.obj, kepts[x.name], x.name) and parent.args[1] is x:
                    continue
                return None
            if isinstance(parent, Call) and isinstance(parent.func, Local) and parent.func.name in _READ_BY:
                continue
            if _lays(parent, x.obj, x.name, fields[x.name]) and parent.args[0] is x \
                    and isinstance(x.obj, Local) and x.obj.name in records:
                laid.add((x.obj.name, x.name, fields[x.name]))
                continue
            return None
    return laid


def _children(node) -> list:
    """The nodes `node` holds as its fields (an item of a tuple of them, a branch's condition)."""
    out = []
    for value in node.__dict__.values():
        for part in (value if isinstance(value, tuple) else (value,)):
            for item in (part if isinstance(part, tuple) else (part,)):
                if isinstance(item, (Attr, Call, Local)):
                    out.append(item)
    return out


def _lays(call, holder, field: str, kept: str) -> bool:
    """Is `call` `tableau_lay(holder.field, holder.kept, …)`?"""
    return isinstance(call, Call) and isinstance(call.func, Local) and call.func.name in _LAYS \
        and len(call.args) >= 2 and call.args[0] == Attr(holder, field) and call.args[1] == Attr(holder, kept)


def _names_area(fn: Function, areas: list) -> bool:
    names = {field for _r, field, _k in areas} | {kept for _r, _f, kept in areas}
    return any(isinstance(x, Attr) and x.name in names for x in body_walked(fn))


def _callees(fn: Function, functions: dict) -> list:
    return [x.name for x in body_walked(fn) if isinstance(x, Local) and x.name in functions and x.name != fn.name]


def _guard(holder: str, field: str, kept: str) -> If:
    """`if p.area_shared:` the area and its kept area copied, the flag cleared."""
    p = Local(holder)
    records = Attr(p, field)
    return If(((Attr(p, f"{field}_shared"), [
        Comment("a judged clone's area, shared with the world it copied until a card is laid in it: "
                "areas_on_write.py"),
        Assign(records, Call(Attr(records, "copy"), ())),
        Assign(Attr(p, kept), Call(Attr(Attr(p, kept), "copy"), (records,))),
        Assign(Attr(p, f"{field}_shared"), Const(False))]),))


def _made(statement, record_names: set):
    """The local a statement makes a record of one of `record_names` in (`q = Player()`), or None."""
    if isinstance(statement, Assign) and statement.op == "=" and isinstance(statement.target, Local) \
            and isinstance(statement.value, Call) and isinstance(statement.value.func, Local) \
            and statement.value.func.name in record_names and not statement.value.args:
        return statement.target
    return None


def _flagged(body, areas: list):
    """`body` with `x.<field>_shared = False` after each `x = Record()` of a record keeping an area, in its nested
    statements too; None where such a record is made otherwise (then a record could lack the flag)."""
    names = {name for name, _f, _k in areas}
    made = sum(1 for x in walk_ir(body) if isinstance(x, Call) and isinstance(x.func, Local) and x.func.name in names)

    def flag(statement, out: list) -> None:
        target = _made(statement, names)
        if target is not None:
            flag.count += 1
            out.append(statement)
            out += [Assign(Attr(target, f"{field}_shared"), Const(False)) for name, field, _k in areas
                    if name == statement.value.func.name]
            return
        out.append(_nested(statement, lambda inner: _each(inner, flag)))
    flag.count = 0
    out = _each(body, flag)
    return out if flag.count == made else None


def _shared(body, areas: list):
    """`clone_judged`'s body with each area shared, not copied, and its record flagged (in the loop over the
    players too); None where its copies are not found as `clone` prints them."""
    copies = {}
    for _r, field, kept in areas:
        copies[field] = kept
    found = []

    def share(statement, out: list) -> None:
        if isinstance(statement, Assign) and statement.op == "=" and isinstance(statement.target, Attr):
            target, value = statement.target, statement.value
            if target.name in copies and value == Call(Attr(Attr(_source(value), target.name), "copy"), ()):
                out.append(Assign(target, Attr(_source(value), target.name)))
                found.append(target.name)
                return
            kept_of = {kept: field for field, kept in copies.items()}
            if target.name in kept_of and isinstance(value, Call) and isinstance(value.func, Attr) \
                    and value.func.name == "copy" and value.args == (Attr(target.obj, kept_of[target.name]),) \
                    and isinstance(value.func.obj, Attr) and value.func.obj.name == target.name:
                out.append(Assign(target, value.func.obj))
                out.append(Assign(Attr(target.obj, f"{kept_of[target.name]}_shared"), Const(True)))
                found.append(target.name)
                return
        if _made(statement, {name for name, _f, _k in areas}) is not None:
            made.append(statement)
        out.append(_nested(statement, lambda inner: _each(inner, share)))
    made = []
    out = _each(body, share)
    wanted = sorted(list(copies) + list(copies.values()))
    return out if sorted(found) == wanted and len(made) == 1 else None


def _source(value):
    """`p` of `p.x.copy()` (anything else: None)."""
    if isinstance(value, Call) and isinstance(value.func, Attr) and isinstance(value.func.obj, Attr):
        return value.func.obj.obj
    return None


def _each(body, visit) -> list:
    out = []
    for statement in body:
        visit(statement, out)
    return out


def _nested(statement, change):
    """`statement` with `change` applied to each body it holds (a loop's, a branch's, one written in place), each kept
    the kind of sequence it was."""
    def again(body):
        return type(body)(change(body)) if body else body
    if isinstance(statement, If):
        return If(tuple((cond, again(inner)) for cond, inner in statement.branches), again(statement.otherwise))
    if isinstance(statement, ForRange):
        return ForRange(statement.var, statement.count, again(statement.body), statement.start,
                        again(statement.otherwise))
    if isinstance(statement, ForIn):
        return ForIn(statement.var, statement.items, again(statement.body))
    if isinstance(statement, While):
        return While(statement.cond, again(statement.body))
    if isinstance(statement, Inlined):
        return Inlined(statement.name, again(statement.body))
    return statement
