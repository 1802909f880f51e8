"""A copy of the lowered state for a move only judged: `clone_judged(s)`, which shares the piles no move changes.

Greedy weighs each move on a copy of the world (runtime/lookahead.py `weighed_lowered`): the move is played (`act`), the
flow run on to the next decision (`to_decision`), and the world after it scored (`standing`, `chance_key`, or written
back into the readable state, `raise_state`); then the copy is dropped. `clone` makes every list of the state anew, 30
of them in JMT, where a move and its flow change a handful. `clone_judged` is `clone` but for the list slots that none
of those functions (nor any they call) can change: those are shared with the world cloned, which nothing changes while
its copies are judged. The copy may still assign such a slot a new list of its own: the shared one is left as it was.
The piles those functions may change are shared too where every function that changes one names the state `s`: it
makes them the copy's own before it runs (owned_on_write.py).

The analysis reads the module's final IR, by slot name (a player's and the state's slots of one name alike), and errs
on the side of a change: a list slot is shared only where every use of it in those functions only reads it (its length,
an item read, `in`, a loop or a comprehension over it, a read-only builtin or method, an operand) or assigns the slot
itself with `=`. Handed to any function, held by a local, returned, put in a list or assigned an item or with `+=`, it
is copied. Where a record (the state, a player) is handed to a function the module does not define, which could
change any of its lists, no `clone_judged` is printed, and the runtime clones with `clone`; likewise where the readable
state is handed to what might change its piles, which hold the shared lists once a world is written back. The
write-back itself only reads the slots (it writes the readable state's fields).

Both clones copy a pile as `p.hand.copy()` (`copied_by_method`), not `list(p.hand)`: the same new list, made by the
list's own method, which takes a list from the interpreter's free ones where the type's call (`list(...)`) allocates
it anew and extends it through the generic sequence protocol (callgrind, a list of 12: ~490 instructions to copy and
free against ~760). A map that is a C array in the native build (printing.py `slot_declaration`) keeps `list(...)`,
which Cython reads as the array made a Python list.
"""
from __future__ import annotations

from .ir import Aggregate, Assign, Attr, Bin, Call, Cond, Const, ForIn, ForRange, Function, If, Item, ListComp, Local, \
    Module, Node, Unary, While, body_walked, functions_reached, walk_ir
from .owned_on_write import SLOT, all_shared, owned_on_write
from .printing import slot_declaration

# what a judged world runs: the move, the flow, the worth and the key of a chance outcome, the write-back to be scored
ROOTS = ("act", "to_decision", "standing", "chance_key", "raise_state")
# the builtins the module calls that change none of their arguments (a list made of one is a new list)
_READS_ONLY = frozenset({"len", "int", "min", "max", "sum", "abs", "bool", "list", "tuple", "range", "any", "all",
                         "sorted", "set", "frozenset", "dict", "zip", "enumerate", "reversed", "map"})
# the methods of a list that change nothing
_READING_METHODS = frozenset({"index", "count", "copy"})
_RECORDS = frozenset({"State", "Player"})


def judged_clone(module: Module) -> Module:
    """`module` with `clone_judged(s)` added where it prints `clone` and `act`, and some list slot copied by `clone`
    is never changed by what a judged world runs (see the module's docstring); else `module` as it was."""
    module = copied_by_method(module)
    functions = {fn.name: fn for fn in module.functions}
    clone = functions.get("clone")
    if clone is None or "act" not in functions or "to_decision" not in functions:
        return module
    run = functions_reached(functions, [name for name in ROOTS if name in functions], named=True)
    slots = {slot.name for record in module.records for slot in record.slots}
    changes = {}        # function -> the slots it changes itself
    for fn in run:
        if fn.name in _EDGE:
            continue
        records = {name for name, ctype, *_default in fn.params if ctype in _RECORDS} \
            | {name for name, ctype in fn.locals.items() if ctype in _RECORDS} | {"s", "p", "q", "state"}
        changed = changes[fn.name] = set()
        if not _uses(fn.body, None, functions, records, slots, changed) or not _readable_kept(fn, functions):
            return module
    changed = set().union(*changes.values())
    copied = _copied_lists(clone)
    shared = copied - changed
    module, lazy = owned_on_write(module, run, changes, copied & changed, _EDGE)
    if not shared and not lazy:
        return module
    body = [_sharing(statement, shared | lazy) for statement in clone.body]
    if lazy:
        body.insert(1, Assign(Attr(Local("c"), SLOT), Const(all_shared(lazy))))
    parts = [f"the piles that no move, flow or worth changes are shared, not copied ({', '.join(sorted(shared))})"] \
        if shared else []
    if lazy:
        parts.append("the piles a move, the flow or the worth may change are shared until a function that changes one "
                     f"first copies it ({', '.join(sorted(lazy))})")
    judged = Function("clone_judged", clone.params,
                      "`clone` for a world that is only judged after one move (greedy's look-ahead): "
                      + "; ".join(parts) + ".",
                      body, returns=clone.returns, locals=dict(clone.locals), public=True)
    clone = next(fn for fn in module.functions if fn.name == "clone")
    at = module.functions.index(clone) + 1
    return Module(module.doc, module.imports, module.records,
                  module.functions[:at] + [judged] + module.functions[at:], module.constants)


def copied_by_method(module: Module) -> Module:
    """`module` with its `clone` copying each pile held as a Python list by the list's method: `c.x = s.x.copy()` for
    `c.x = list(s.x)`, and a map of piles by `map(list.copy, ...)` (see the module's docstring)."""
    python_lists = {(record.name, slot.name) for record in module.records for slot in record.slots
                    if "[" not in slot_declaration(slot, module)}
    functions = [Function(fn.name, fn.params, fn.doc, [_by_method(x, fn.locals, python_lists) for x in fn.body],
                          returns=fn.returns, locals=fn.locals, public=fn.public) if fn.name == "clone" else fn
                 for fn in module.functions]
    return Module(module.doc, module.imports, module.records, functions, module.constants)


def _by_method(statement, local_types: dict, python_lists: set):
    """`statement` of `clone` with a slot copied by `list(...)` copied by its method, where the slot is a Python
    list natively too (`python_lists`: (record, slot) pairs); `local_types`: the record each local is."""
    if isinstance(statement, ForRange):
        return ForRange(statement.var, statement.count,
                        tuple(_by_method(x, local_types, python_lists) for x in statement.body),
                        statement.start, statement.otherwise)
    if isinstance(statement, ForIn):
        return ForIn(statement.var, statement.items,
                     tuple(_by_method(x, local_types, python_lists) for x in statement.body))
    if not (isinstance(statement, Assign) and isinstance(statement.target, Attr) and statement.op == "="
            and isinstance(statement.target.obj, Local)
            and (local_types.get(statement.target.obj.name), statement.target.name) in python_lists):
        return statement
    value, name = statement.value, statement.target.name
    if _list_of_slot(value, name):
        value = _copy(value.args[0])
    elif isinstance(value, Cond) and _list_of_slot(value.otherwise, name):     # `None if s.x is None else ...`
        value = Cond(value.cond, value.then, _copy(value.otherwise.args[0]))
    elif isinstance(value, Call) and value.func == Local("dict") and len(value.args) == 1 \
            and isinstance(value.args[0], Call) and value.args[0].func == Local("zip") \
            and isinstance(value.args[0].args[1], Call) and value.args[0].args[1].func == Local("map") \
            and value.args[0].args[1].args[0] == Local("list"):      # a pile per key: `dict(zip(d, map(list, ...)))`
        pairs = value.args[0]
        piles = Call(Local("map"), (Attr(Local("list"), "copy"),) + pairs.args[1].args[1:])
        value = Call(Local("dict"), (Call(Local("zip"), (pairs.args[0], piles)),))
    return Assign(statement.target, value, statement.op)


def _copy(slot: Attr) -> Call:
    return Call(Attr(slot, "copy"), ())


def _copied_lists(clone: Function) -> set:
    """The slots `clone` copies as `list(<record>.<slot>)`: a flat list of its own (piles, picks of numbers)."""
    out = set()
    for x in walk_ir(clone.body):
        if isinstance(x, Assign) and isinstance(x.target, Attr) and _list_of_slot(x.value, x.target.name):
            out.add(x.target.name)
    return out


def _list_of_slot(value, name: str) -> bool:
    """Is `value` the slot `name` copied: `list(s.name)` or `s.name.copy()`?"""
    if isinstance(value, Call) and isinstance(value.func, Attr) and value.func.name == "copy" and not value.args:
        value = value.func.obj
        return isinstance(value, Attr) and value.name == name
    return isinstance(value, Call) and value.func == Local("list") and len(value.args) == 1 \
        and isinstance(value.args[0], Attr) and value.args[0].name == name


def _sharing(statement, shared: set):
    """`statement` of `clone` with each `c.x = s.x.copy()` (or `list(s.x)`) of a shared slot x written `c.x = s.x` (in
    its loops too)."""
    if isinstance(statement, Assign) and isinstance(statement.target, Attr) and statement.target.name in shared \
            and _list_of_slot(statement.value, statement.target.name):
        value = statement.value
        return Assign(statement.target, value.func.obj if isinstance(value.func, Attr) else value.args[0],
                      statement.op)
    if isinstance(statement, ForRange):
        return ForRange(statement.var, statement.count, tuple(_sharing(x, shared) for x in statement.body),
                        statement.start, statement.otherwise)
    if isinstance(statement, ForIn):
        return ForIn(statement.var, statement.items, tuple(_sharing(x, shared) for x in statement.body))
    return statement


def _uses(node, parent, functions: dict, records: set, slots: set, changed: set) -> bool:
    """Add to `changed` the slots whose lists `node` (a statement, an expression, a list of them, inside `parent`) may
    change or let escape; False where it hands a record to a function the module does not define."""
    if isinstance(node, (list, tuple)):
        return all(type(x) in _INERT or _uses(x, parent, functions, records, slots, changed) for x in node)
    if not isinstance(node, Node):
        return True
    if isinstance(node, Attr) and node.name not in slots and not (isinstance(parent, Call) and parent.func is node):
        changed.add(_root(node.obj))        # a method of a list taken to be called later: it may change it
    elif isinstance(node, Attr) and not _only_read(node, parent):
        changed.add(node.name)
    if isinstance(node, Assign) and (not isinstance(node.target, Attr) or node.op != "="):
        changed.add(_root(node.target))     # an item of it assigned, or `+=` (a list's extends it in place)
    if isinstance(node, Call) and isinstance(node.func, Attr) and node.func.name not in _READING_METHODS:
        changed.add(_root(node.func.obj))   # a method that may change its list
    if isinstance(node, Call) and not (isinstance(node.func, Local) and (node.func.name in functions
                                                                         or node.func.name in _READS_ONLY)):
        for arg in node.args:       # a function of no known effect: a record handed to it may change in any slot
            if isinstance(arg, Local) and arg.name in records \
                    or isinstance(arg, Item) and isinstance(arg.obj, Attr) and arg.obj.name == "players":
                return False
    if isinstance(node, Assign) and node.op == "=" and isinstance(node.target, Attr):
        # the slot itself assigned: the copy's own from then on (its object's uses are walked as any other)
        return _uses(node.target.obj, node.target, functions, records, slots, changed) \
            and _uses(node.value, node, functions, records, slots, changed)
    return all(type(value) in _INERT or _uses(value, node, functions, records, slots, changed)
               for value in node.__dict__.values())


# what `_uses` passes without a call: a plain value, or a local variable (a name, which changes no slot)
_INERT = frozenset({str, int, bool, float, type(None), Local})


# the write-back to the readable state: it reads the slots and writes the readable state's fields, handing it the
# lowered lists (`g.hand = s.hand`), which are then read there (scored, observed) until the next write-back
_EDGE = frozenset({"raise_state"})
# what the flow may hand the readable state to: functions that change only the piles handed with it, or nothing, and
# its methods that change none of its piles (a note logged, a rules error raised)
_READABLE_FUNCTIONS = frozenset({"draw", "shuffle", "move_card", "loop_turn", "raise_state"})
_READABLE_METHODS = frozenset({"check_round_limit", "loop_never_ends", "turn_never_ends", "steps", "append"})


def _readable_kept(fn: Function, functions: dict) -> bool:
    """Does `fn` hand the readable state (which may hold a judged world's shared lists after a write-back) only to
    what changes none of its piles? Its methods of `_READABLE_METHODS`, the functions of `_READABLE_FUNCTIONS` and the
    module's own (walked on their own)."""
    for x in body_walked(fn):        # walked already for `functions_reached`
        if not isinstance(x, Call):
            continue
        func = x.func
        if isinstance(func, Attr) and _holds_readable(func.obj) and func.name not in _READABLE_METHODS:
            return False
        if any(_holds_readable(arg) for arg in x.args) and not (
                isinstance(func, Local) and (func.name in _READABLE_FUNCTIONS or func.name in functions)):
            return False
    return True


def _holds_readable(x) -> bool:
    """Is `x` the readable state or a part of it (`s.readable`, `s.readable.players[k]`)?"""
    while isinstance(x, (Attr, Item)):
        if isinstance(x, Attr) and x.name == "readable":
            return True
        x = x.obj
    return False


def _root(target) -> str | None:
    """The slot whose list `target` is, or an item of: `s.x`, `s.x[i]`, `s.players[k].x[i]` are x's."""
    while isinstance(target, Item):
        target = target.obj
    return target.name if isinstance(target, Attr) else None


def _only_read(attr: Attr, parent) -> bool:
    """Is `attr` (a slot read from its record) only read where `parent` uses it? Else its list may change or escape."""
    if isinstance(parent, (Attr, Item)):
        # `s.players[k].x`, `s.x[i]`, a method of it: read (an item assigned, a method called: see _uses)
        return True
    if isinstance(parent, (Bin, Unary, ListComp, Aggregate, If, While)):
        return True
    if isinstance(parent, ForIn):
        return parent.items is attr
    if isinstance(parent, Cond):
        return parent.cond is attr
    if isinstance(parent, Call):
        return parent.func is not attr and isinstance(parent.func, Local) and parent.func.name in _READS_ONLY
    return False
