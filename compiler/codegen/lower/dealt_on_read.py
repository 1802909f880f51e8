"""The piles a world only judged has dealt when a judged function first reads them: `DEALT_ON_READ`.

A deal for a world only judged leaves undealt the decks nothing judged reads (judged_unread.py). Most hidden decks are
read by some judged function, but by few of the moves a decision weighs: a move that draws from a deck, the end of a
round. This pass lets the deal leave those decks undealt too. Each function a judged world runs that names one of
their piles deals them first, where the world still holds them undealt:

    if s.undealt:
        dealt_on_read(s, ('arrow_deck',))

`s.undealt`, a slot of the state, is `()` once lowered and copied by `clone`. It holds the decks the world was dealt
without (runtime/on_read.py). `dealt_on_read` writes into the slots the cards a full deal gives the decks holding those
piles, from the numbers their shuffle would have drawn, and drops them from `s.undealt`. A deck is dealt so only where
each pile of it that not everyone sees is judged unread, or is a shared pile held as the record's own list
(lowering.py `hidden_piles`) that every judged function naming it is given the state (`s`) to deal. The module prints
`DEALT_ON_READ`, those piles' fields and slots. The runtime leaves a deck undealt only where each of its piles is
among them or in JUDGED_UNREAD (runtime/knowledge.py `_deal`).
"""
from __future__ import annotations

from ..pytext import literal
from .ir import OBJECT, Assign, Attr, Call, Const, Do, Function, If, ListOf, Local, Module, Record, Return, Slot, \
    body_walked

SLOT = "undealt"
GUARD = "dealt_on_read"
# the functions that copy the state: the copy holds the decks its original holds undealt
_COPIES = ("clone", "clone_judged")


def dealt_on_read(module: Module, reached: list, hidden: list, unread: set) -> Module:
    """`module` with `DEALT_ON_READ` and the deals on read added where some deck can be dealt so (see the module's
    docstring); else `module` as it was. `reached`: the functions a judged world runs; `hidden`: lowering.py
    `hidden_piles`; `unread`: the (scope, field) of JUDGED_UNREAD."""
    named = {fn.name: {x.name for x in body_walked(fn) if isinstance(x, Attr)} for fn in reached}
    given_state = {fn.name for fn in reached if any(p[0] == "s" and p[1] == "State" for p in fn.params)}
    decks: dict = {}
    for scope, field, slot, deck, dealt in hidden:
        decks.setdefault(deck, []).append((scope, field, slot, dealt))
    on_read = {}        # field -> slot
    for piles in decks.values():
        read = [(field, slot) for scope, field, slot, _dealt in piles if (scope, field) not in unread]
        if read and all((scope, field) in unread or dealt and all(slot not in names or fn in given_state
                                                                    for fn, names in named.items())
                        for scope, field, slot, dealt in piles):
            on_read.update(read)
    if not on_read:
        return module
    fields_of = {}      # slot -> field
    for field, slot in on_read.items():
        fields_of[slot] = field
    guarded = {}
    for fn in reached:
        fields = sorted(fields_of[slot] for slot in named[fn.name] if slot in fields_of)
        if fields:
            guarded[fn.name] = _guarded(fn, fields)
    functions = [guarded.get(fn.name) or _copying(fn) for fn in module.functions]
    records = [_with_slot(record) if record.name == "State" else record for record in module.records]
    imports = dict(module.imports)
    imports["runtime.api"] = set(imports.get("runtime.api", ())) | {GUARD}
    return Module(module.doc, imports, records, functions,
                  module.constants + [("DEALT_ON_READ", literal(tuple(sorted(on_read.items()))))])


def _guarded(fn: Function, fields: list) -> Function:
    """`fn` dealing first the decks of `fields` its state still holds undealt."""
    deal = Do(Call(Local(GUARD), (Local("s"), ListOf(tuple(Const(f) for f in fields), tuple=True))))
    return Function(fn.name, fn.params, fn.doc, [If(((Attr(Local("s"), SLOT), [deal]),))] + list(fn.body),
                    fn.returns, dict(fn.locals), fn.public)


def _copying(fn: Function) -> Function:
    """`fn`, where it makes the state (`lower_state`: none undealt) or copies it (the copy's as its original's), with
    `undealt` set before it returns; other functions as they are."""
    if fn.name == "lower_state":
        value, target = ListOf((), tuple=True), Local("s")
    elif fn.name in _COPIES:
        value, target = Attr(Local("s"), SLOT), Local("c")
    else:
        return fn
    body = list(fn.body)
    assert isinstance(body[-1], Return) and body[-1].value == target, fn.name
    body[-1:-1] = [Assign(Attr(target, SLOT), value)]
    return Function(fn.name, fn.params, fn.doc, body, fn.returns, dict(fn.locals), fn.public)


def _with_slot(record: Record) -> Record:
    return Record(record.name, record.doc, record.slots + (Slot(SLOT, OBJECT),))
