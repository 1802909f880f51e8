"""What the chance of a round tells greedy's worth apart by: `chance_key(s)`.

Greedy weighs a move that ends in a roll or a shuffle (a step of `CHANCE_STEPS`) over CHANCE_SAMPLES outcomes, each
the flow run on from one state before that step (runtime/lookahead.py). Outcomes that leave every slot the worth reads
alike are worth the same: only the slots the flow can write differ between them, so the slots the worth reads (its
functions: `standing` and what it calls, and the player fields a `Reserve` reads, those that run out) that the flow
writes (`to_decision` and what it calls) are all that tell them apart. `chance_key(s)` returns their values, each
player's and the state's: the runtime weighs an outcome whose key it met at the same move once (Appalachian: of the
six dice only the black one's weeks and weather reach the worth before the next decision).

The analysis reads the module's final IR, by slot name (a player's and the state's slots alike), and errs on the side
of a slot written: a slot assigned (or an item of it), a list or object handed to a method, to a function, to a
local or returned. It gives no key where the worth reads a list or an object the flow may change (a clone may share
it, and a key compared later would read it changed), nor where the flow hands a record to a function the module does
not define (which could write any of its slots).
"""
from __future__ import annotations

from .ir import BINT, LIST, LONG, U128, Assign, Attr, Call, Do, ForIn, Function, Item, ListOf, Local, Module, Node, \
    Return, body_walked, functions_reached

# the builtins the module calls that change none of their arguments
_READS_ONLY = frozenset({"len", "int", "min", "max", "sum", "abs", "bool", "list", "tuple", "range", "any", "all"})
# slots of these types are values: a key holding one compares what the outcome held
_VALUES = frozenset({LONG, BINT, U128})
_RECORDS = frozenset({"State", "Player"})


def chance_keyed(module: Module, reserve_slots: tuple) -> Module:
    """`module` with `chance_key(s)` added where it prints `CHANCE_STEPS` and the worth (`standing`), and the slots
    the worth reads that the flow writes can be told (see the module's docstring); else `module` as it was.
    `reserve_slots`: the player slots of the fields that run out (a Reserve reads them beside the worth)."""
    functions = {fn.name: fn for fn in module.functions}
    if "standing" not in functions or "to_decision" not in functions \
            or not any(name == "CHANCE_STEPS" for name, _literal in module.constants):
        return module
    ctypes: dict = {}       # slot name -> its C types (a player's and the state's of one name: both)
    for record in module.records:
        for slot in record.slots:
            ctypes.setdefault(slot.name, set()).add(slot.ctype)
    player = {slot.name for slot in module.records[0].slots}
    read = {x.name for fn in functions_reached(functions, ["standing"], _EDGE) for x in body_walked(fn)
            if isinstance(x, Attr)}
    read |= set(reserve_slots)
    written: set = set()
    for fn in functions_reached(functions, ["to_decision"], _EDGE):
        records = {"s", "p", "q", "state"} | {name for name, ctype, *_default in fn.params if ctype in _RECORDS} \
            | {name for name, ctype in fn.locals.items() if ctype in _RECORDS}
        if not _writes(fn.body, functions, ctypes, records, written):
            return module       # a record handed to a function of no known effect
    told = sorted(name for name in read & written if name in ctypes)
    if not told or any(not ctypes[name] <= _VALUES for name in told):
        return module
    shared = [Attr(Local("s"), name) for name in told if name not in player]
    own = [Attr(Local("q"), name) for name in told if name in player]
    body = []
    if own:     # each player's values, a tuple each, in the players' order
        body += [Assign(Local("players"), ListOf(())),
                 ForIn("q", Attr(Local("s"), "players"), (
                     Do(Call(Attr(Local("players"), "append"), (ListOf(tuple(own), tuple=True),))),))]
        shared.append(Local("players"))
    body.append(Return(ListOf(tuple(shared), tuple=True)))
    key = Function("chance_key", (("s", "State"),),
                   "What tells the worth of two outcomes of one roll apart (compiler/codegen/lower/chance.py): the "
                   f"values of the slots the worth reads that the flow writes ({', '.join(told)}).",
                   body, locals={"q": "Player", "players": LIST}, public=True)
    return Module(module.doc, module.imports, module.records, module.functions + [key], module.constants)


# the edge to the readable records: what it assigns are the readable state's fields of the slots' names, not the slots
_EDGE = frozenset({"raise_state"})


def _root(target) -> str | None:
    """The slot an assignment's target writes: `s.x`, `s.x[i]`, `s.players[k].x[i]` write x."""
    while isinstance(target, Item):
        target = target.obj
    return target.name if isinstance(target, Attr) else None


def _writes(node, functions: dict, ctypes: dict, records: set, out: set) -> bool:
    """Add to `out` the slots `node` (a statement, an expression, a list of them) may write; False where it hands a
    record (the state, a player: a local of `records`, an item of the players) to a function the module does not
    define."""
    if isinstance(node, (list, tuple)):
        return all(type(x) in _INERT or _writes(x, functions, ctypes, records, out) for x in node)
    if not isinstance(node, Node):
        return True

    def held(x) -> bool:        # a slot holding a list or an object
        return isinstance(x, Attr) and x.name in ctypes and not ctypes[x.name] <= _VALUES
    if isinstance(node, Assign):
        name = _root(node.target)
        if name is not None:
            out.add(name)
        if held(node.value):        # a list or an object held by a local: it may be changed through it
            out.add(node.value.name)
    elif isinstance(node, Return) and held(node.value):
        out.add(node.value.name)
    elif isinstance(node, Call):
        func = node.func
        if isinstance(func, Attr):      # a method: its object may change
            name = _root(func.obj)
            if name is not None:
                out.add(name)
        known = isinstance(func, Local) and (func.name in functions or func.name in _READS_ONLY)
        for arg in node.args:
            if held(arg) and not (isinstance(func, Local) and func.name in _READS_ONLY):
                out.add(arg.name)
            if not known and (isinstance(arg, Local) and arg.name in records
                              or isinstance(arg, Item) and isinstance(arg.obj, Attr) and arg.obj.name == "players"):
                return False
    return all(type(value) in _INERT or _writes(value, functions, ctypes, records, out)
               for value in node.__dict__.values())


# what `_writes` passes without a call: a plain value, or a local variable (a name, which writes no slot)
_INERT = frozenset({str, int, bool, float, type(None), Local})
