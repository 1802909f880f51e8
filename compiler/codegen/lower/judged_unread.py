"""The piles a world only judged never reads: `JUDGED_UNREAD`, which a deal for such a world may leave undealt.

Greedy deals a world its seat could be in (runtime/knowledge.py), lowers it and weighs each move on a copy: the move
played (`act`), the flow run on to the next decision (`to_decision`), the world after it scored on the slots
(`standing`, `chance_key`, a track's `run_out_<field>`); the readable state is written back (`raise_state`) only where
it is scored on the records. A pile whose slot none of those functions (nor any they call or hand on) names is never
read there, so its cards may stay as they lie until the world is written back: the deal skips its shuffle's draws
(leaving every later pile the same cards) and deals it only if the world is written back. The module prints
`JUDGED_UNREAD`, the (scope, field) of each such pile, as the readable records name them.

The analysis reads the final IR by slot name (a player's and the state's slots of one name alike) and errs towards a
read: any attribute of that name in any function a judged world runs counts. It prints nothing where a record (the
state, a player) or the readable state goes to a function of unknown effect, which could read any pile.
"""
from __future__ import annotations

from ..pytext import literal
from .ir import Attr, Call, Item, Local, Module, body_walked, functions_reached
from .judged_clone import _READS_ONLY, _RECORDS, _readable_kept

# what a judged world runs: the move, the flow, the worth, the key of a chance outcome (and each `run_out_<field>`)
ROOTS = ("act", "to_decision", "standing", "chance_key")
# the write-back reads every slot, to write the readable state: a world written back is dealt in full first
_WRITE_BACK = frozenset({"raise_state"})


def judged_unread(module: Module, piles: list) -> Module:
    """`module` with `JUDGED_UNREAD` added where it prints `act` and `to_decision`, and some pile of `piles` ((scope,
    field, slot) each: lowering.py `pile_slots`) is named by nothing a judged world runs; else `module` as it was."""
    functions = {fn.name: fn for fn in module.functions}
    if "act" not in functions or "to_decision" not in functions:
        return module
    roots = [name for name in ROOTS if name in functions] + [name for name in functions if name.startswith("run_out_")]
    read = set()
    for fn in functions_reached(functions, roots, stop=_WRITE_BACK, named=True):
        if _hands_records_away(fn, functions) or not _readable_kept(fn, functions):
            return module
        read.update(x.name for x in body_walked(fn) if isinstance(x, Attr))
    unread = tuple(sorted((scope, field) for scope, field, slot in piles if slot not in read))
    if not unread:
        return module
    return Module(module.doc, module.imports, module.records, module.functions,
                  module.constants + [("JUDGED_UNREAD", literal(unread))])


def _hands_records_away(fn, functions: dict) -> bool:
    """Does `fn` hand a record (the state, a player) to a function the module does not define, which could read any of
    its piles?"""
    records = {name for name, ctype, *_default in fn.params if ctype in _RECORDS} \
        | {name for name, ctype in fn.locals.items() if ctype in _RECORDS} | {"s", "p", "q", "state"}
    for x in body_walked(fn):
        if not isinstance(x, Call) or isinstance(x.func, Local) and (x.func.name in functions
                                                                     or x.func.name in _READS_ONLY):
            continue
        for arg in x.args:
            if isinstance(arg, Local) and arg.name in records \
                    or isinstance(arg, Item) and isinstance(arg.obj, Attr) and arg.obj.name == "players":
                return True
    return False
