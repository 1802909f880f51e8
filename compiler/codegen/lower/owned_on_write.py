"""Piles a judged clone copies only when a move first changes them: `clone_judged` shares them, a guard copies them.

A world only judged after one move (judged_clone.py) shares with the world it copied every pile that nothing it runs
changes. Of the piles something it runs can change, one move changes a few (in one game's look-ahead ~2.4 of the ~30
the clone copied: the picks, a hand, a discard). So a pile held as a Python list (natively too) that only functions
naming the state `s` change is shared by the clone as well, and each of those functions begins by making the piles it
may change the clone's own:

    if s.shared_piles is not None and s.shared_piles & 6:
        # a judged clone's piles this may change, made its own first (hand, trail_discard): owned_on_write.py
        if s.shared_piles & 2:
            for holder in s.players:
                holder.hand = holder.hand.copy()
        if s.shared_piles & 4:
            s.trail_discard = s.trail_discard.copy()
        s.shared_piles &= 2097145

`s.shared_piles` holds a bit for each such pile the state still shares (a player's pile: every player's); it is None
in every state but a judged clone (`lower_state`, `clone`, `new_state` set it so), where the guard is one test of an
identity, as cheap as a test can be (callgrind: ~35 instructions, against ~185 to test the bits of a 0). A pile is
made its own once, before anything changes it, so nothing changes the world the clone shares it with.

A function that only reads such a pile could hold it across a call that makes it the clone's own (a loop over
it, the list read before an argument is worked out) and read the copy it no longer is: such a function is given the
guard too, for the piles it names and any function it calls (or names) may change. Where a pile is changed by a
function without `s`, or an area is kept over it (its own copy-on-write: areas_on_write.py), it is copied by the
clone as before.
"""
from __future__ import annotations

from .ir import AREA, OBJECT, Assign, Attr, Bin, Call, Comment, Const, ForIn, Function, If, Local, Module, Record, Slot, \
    body_walked, functions_reached
from .printing import slot_declaration

SLOT = "shared_piles"
# the piles a state's number of bits marks (natively a C long)
MOST_PILES = 62
_S = Local("s")


def owned_on_write(module: Module, run: list, changes: dict, candidates: set, stop: frozenset):
    """(`module` with the guards and the `shared_piles` slot, the piles copied on first write) for the
    piles of `candidates` (list slots the judged functions `run` change: `changes`, their name -> the slots each
    changes itself; `stop`: functions not followed), or (`module`, empty) where there are none."""
    functions = {fn.name: fn for fn in module.functions}
    if any(slot.name == SLOT for record in module.records for slot in record.slots):
        return module, frozenset()
    with_s = {fn.name for fn in run if any(param[0] == "s" and param[1] == "State" for param in fn.params)}
    arrays = {slot.name for record in module.records for slot in record.slots
              if "[" in slot_declaration(slot, module)}     # natively a C array, copied as `list(...)`: not a list
    # a list an area is kept over (tableau.py `<field>_kept`): the clone makes the area again over its own copy of the
    # list, which a guard copying only the list would leave tracking the world's
    kept_over = {slot.table for record in module.records for slot in record.slots if slot.ctype == AREA}
    lazy = {x for x in candidates - arrays - kept_over
            if all(x not in changed or name in with_s for name, changed in changes.items())}
    lazy = sorted(lazy)[:MOST_PILES]
    if not lazy:
        return module, frozenset()
    bits = {x: 1 << i for i, x in enumerate(lazy)}
    guards = {}
    for fn in run:
        if fn.name in stop or fn.name not in changes:
            continue
        named = {x.name for x in body_walked(fn) if isinstance(x, Attr)}
        callees = [x.name for x in body_walked(fn)
                   if isinstance(x, Local) and x.name in functions and x.name != fn.name]
        later = set()
        for callee in functions_reached(functions, callees, stop=stop, named=True):
            later |= changes.get(callee.name, set())
        guarded = set(bits) & (changes[fn.name] | (named & later))
        if guarded:
            guards[fn.name] = sum(bits[x] for x in guarded)
    made = _states_made(module)
    if made is None:
        return module, frozenset()
    records = {record.name: record for record in module.records}
    on_players = {slot.name for slot in records["Player"].slots} if "Player" in records else set()
    everything = all_shared(lazy)
    out = []
    for fn in module.functions:
        body, local_types = list(fn.body), fn.locals
        if fn.name in made:
            body = _zeroed(body)
        if fn.name in guards:
            holder = next(name for name in ("holder", "holder_2", "holder_3", "holder_4")
                          if name not in fn.locals and all(param[0] != name for param in fn.params))
            piles = [x for x in lazy if guards[fn.name] & bits[x]]
            body = [_guard(piles, bits, on_players, everything, Local(holder))] + body
            if any(x in on_players for x in piles):
                local_types = {**fn.locals, holder: "Player"}
        out.append(fn if body == list(fn.body) else
                   Function(fn.name, fn.params, fn.doc, body, returns=fn.returns, locals=local_types,
                            public=fn.public))
    state = records["State"]
    state = Record(state.name, state.doc, state.slots + (Slot(SLOT, OBJECT),))
    return Module(module.doc, module.imports, [state if r.name == "State" else r for r in module.records], out,
                  module.constants), frozenset(lazy)


def all_shared(piles) -> int:
    """The `shared_piles` of a judged clone that shares all of `piles` (owned_on_write's)."""
    return (1 << len(piles)) - 1


def _guard(piles: list, bits: dict, on_players: set, everything: int, holder: Local) -> If:
    """`if s.shared_piles is not None and s.shared_piles & MASK:` each pile of `piles` the state still shares copied
    (a player's pile: every player's), then their bits cleared."""
    mask = sum(bits[x] for x in piles)
    shared = Attr(_S, SLOT)
    copies = []
    for x in piles:
        if x in on_players:
            copy = ForIn(holder.name, Attr(_S, "players"),
                         (Assign(Attr(holder, x), Call(Attr(Attr(holder, x), "copy"), ())),))
        else:
            copy = Assign(Attr(_S, x), Call(Attr(Attr(_S, x), "copy"), ()))
        copies.append(copy if len(piles) == 1 else If(((Bin("&", shared, Const(bits[x])), [copy]),)))
    copies.append(Assign(shared, Const(everything & ~mask), "&="))
    comment = Comment(f"a judged clone's piles this may change, made its own first ({', '.join(piles)}): "
                      "owned_on_write.py")
    test = Bin("and", Bin("is not", shared, Const(None)), Bin("&", shared, Const(mask)))
    return If(((test, [comment] + copies),))


def _states_made(module: Module) -> set | None:
    """The functions that make a State (`x = State()` in their body's first level), or None where one is made
    elsewhere (then not every state would set `shared_piles`)."""
    made, found = set(), 0
    for fn in module.functions:
        found += sum(1 for x in body_walked(fn) if isinstance(x, Call) and x.func == Local("State"))
        top = sum(1 for x in fn.body if _makes_state(x))
        if top:
            made.add(fn.name)
            found -= top
    return made if found == 0 else None


def _makes_state(statement) -> bool:
    return isinstance(statement, Assign) and statement.op == "=" and isinstance(statement.target, Local) \
        and statement.value == Call(Local("State"), ())


def _zeroed(body: list) -> list:
    """`body` with `x.shared_piles = None` after each `x = State()` (clone_judged sets its own after)."""
    out = []
    for statement in body:
        out.append(statement)
        if _makes_state(statement):
            out.append(Assign(Attr(statement.target, SLOT), Const(None)))
    return out
