"""The tracks a Reserve may run dry on the world itself: `RUNS_OUT_IN_PLACE`, the player's slots each one writes.

A greedy seat's Reserve (runtime/lookahead.py) tries, once a decision, what running each of its tracks dry would cost
it: `run_out_<field>(s, p)` (worth.py `run_out_functions`), then the seat's `standing`. Tried on a whole clone of the
world each, with a copy of its stream, the trial cost two clones a decision for two functions that write a handful of
the seat's numbers. Where `run_out_<field>` writes only scalar slots of the seat's record `p` (numbers, flags, masks:
no list, no other record, no slot of the state), draws nothing and calls only what does the same, the runtime runs it
on the world's own slots and puts back the slots it wrote (those listed here) once the stake is read: the same stake,
since nothing else could differ from a clone's. A function this cannot vouch for (it calls what the module does not
define, assigns an item, reads the stream or the readable state) is left out, and the Reserve clones for it.
"""
from __future__ import annotations

from ..pytext import literal
from .ir import LIST, OBJECT, Assign, Attr, Call, Function, Local, Module, walk_ir

_S, _P = Local("s"), Local("p")
# builtins that compute a number from numbers and change nothing
_PURE = frozenset({"min", "max", "abs", "int", "bool", "len"})
# slots that reach outside the record's numbers: the world's stream, the readable state it was lowered from
_OUTSIDE = frozenset({"rnd", "readable"})


def runs_out_in_place(module: Module) -> Module:
    """`module` with `RUNS_OUT_IN_PLACE` ({slot of the track: the player's slots its `run_out_<slot>` writes}, sorted)
    added for each such function that may run on the world itself (see the module's docstring); else as it was."""
    functions = {fn.name: fn for fn in module.functions}
    player = next((record for record in module.records if record.name == "Player"), None)
    if player is None:
        return module
    scalars = {slot.name for slot in player.slots if slot.kind != "map" and slot.ctype not in (LIST, OBJECT)}
    found = {}
    for name, fn in functions.items():
        if not name.startswith("run_out_"):
            continue
        written = _player_writes(fn, functions, scalars, set())
        if written:
            found[name[len("run_out_"):]] = tuple(sorted(written))
    if not found:
        return module
    return Module(module.doc, module.imports, module.records, module.functions,
                  module.constants + [("RUNS_OUT_IN_PLACE", literal(dict(sorted(found.items()))))])


def _player_writes(fn: Function, functions: dict, scalars: set, walking: set) -> set | None:
    """The scalar slots of `p` that `fn` (params `s`, `p` first) and what it calls write, or None where it may write
    anything else, draw, or call a function not vouched for."""
    if [param[0] for param in fn.params[:2]] != ["s", "p"] or fn.name in walking:
        return None
    walking = walking | {fn.name}
    written = set()
    for x in walk_ir(fn.body):
        if isinstance(x, Assign):
            target = x.target
            if isinstance(target, Local):
                if target.name in ("s", "p"):
                    return None         # the record named `p` must stay the seat's
            elif isinstance(target, Attr) and target.obj == _P and target.name in scalars:
                written.add(target.name)
            else:
                return None
        elif isinstance(x, Attr) and x.name in _OUTSIDE:
            return None
        elif isinstance(x, Call):
            if not isinstance(x.func, Local):
                return None             # a method: of a list it may change, of the stream a draw
            if x.func.name in _PURE:
                continue
            callee = functions.get(x.func.name)
            if callee is None or tuple(x.args[:2]) != (_S, _P):
                return None
            more = _player_writes(callee, functions, scalars, walking)
            if more is None:
                return None
            written |= more
    return written
