"""The aggregates of a lowered module written as loops: a pass over the finished IR that changes no value.

`all(q.finished or q.eliminated for q in s.players)` reads well, but Cython compiles a generator expression as a
generator object made and resumed at every call (it no longer writes one in place inside all(), any() or sum()), so
natively the game's end test of every round cost more than the round's dice. Each aggregate of a function (all, any,
sum, count, min and max over the players, a range of numbers or the module's data) becomes a small function of its
own, named after the function it serves, that walks the same values in the same order in a `for` loop and stops
where the builtin stops: natively a C loop over typed values. Its parameters are the names the aggregate reads of
the function it came from, with their C types. An aggregate inside another's item or test goes into the outer one's
function, and is written as a loop of its own there.

A rules error raised in one is told as before (runtime/errors.py): the function says nowhere where it is defined,
so the error names the function or the procedure written in place that called it, as it named the generator's.
"""
from __future__ import annotations

from .ir import (BINT, LONG, OBJECT, Aggregate, Assign, Attr, Bin, Call, Const, ForIn, ForRange, Function, If, ListComp,
                 ListOf, Local, Module, Node, Return, Unary, body_walked, unused_name, walk_ir)
from .ir import _LEAVES as LEAVES      # a name, number, flag or None: never a node nor holding one (as `walk_ir` tells)
from .optimise import assigned

LOOPED = ("all", "any", "sum", "count", "min", "max")
# what the function of each aggregate gives: a flag, a count, or the values' own (a sum of numbers, the least or
# most of them, kept as the objects they are)
RETURNS = {"all": BINT, "any": BINT, "count": LONG, "sum": OBJECT, "min": OBJECT, "max": OBJECT}


def aggregates_as_loops(module: Module) -> Module:
    """The module with every aggregate of its functions written as a loop in a function of its own, each placed
    before the function it serves."""
    taken = {fn.name for fn in module.functions}
    made: dict = {}     # an aggregate with the names it reads -> the function made for it: one function for equal ones
    functions = []
    for fn in module.functions:
        functions += _looped(fn, taken, made)
    module.functions = functions
    return module


def _looped(fn: Function, taken: set, made: dict) -> list:
    """The functions that stand for `fn`: those made for its aggregates (and for theirs), then `fn` calling them."""
    nodes = body_walked(fn)
    if not any(isinstance(x, Aggregate) and x.func in LOOPED for x in nodes):
        return [fn]     # (most functions: not walked again)
    scope = _scope(fn, nodes)
    new = []

    def lifted(node):
        kind = type(node)
        if kind in LEAVES or kind is Local or kind is Const and type(node.value) in LEAVES:
            return node     # nothing in it to lift (most of what is met), told by one lookup of its class
        if isinstance(node, Aggregate) and node.func in LOOPED:
            params = _params(node, scope)
            key = (node, params)
            if key not in made:
                helper = _loop_function(node, fn.name, params, taken)
                made[key] = helper.name
                new.extend(_looped(helper, taken, made))
            return Call(Local(made[key]), tuple(Local(param[0]) for param in params))
        if isinstance(node, (list, tuple)):
            items = [lifted(item) for item in node]
            return node if _same(items, node) else type(node)(items)
        if isinstance(node, Node):
            return _rebuilt(node, lifted)
        return node
    fn.body = lifted(list(fn.body))
    return new + [fn]


def _rebuilt(node, change):
    """`node` made again with `change` applied to each of its fields (nodes, and lists or tuples of them); `node`
    itself where nothing changed (most of a function: the parts that hold no aggregate are not made again)."""
    old = node._values()
    values = [value if type(value) in LEAVES else change(value) if isinstance(value, (Node, list, tuple)) else value
              for value in old]
    return node if _same(values, old) else type(node)(*values)


def _same(new, old) -> bool:
    for a, b in zip(new, old):
        if a is not b:
            return False
    return True


def _scope(fn: Function, nodes: list) -> dict:
    """The names a function holds, each with its C type where it declares one (else a Python object): its parameters,
    its locals, what it assigns, its loop variables, and the variables of its comprehensions (an aggregate in a
    comprehension's item reads them). `nodes`: the function's body walked."""
    scope = {x.var: _var_type(x.source) for x in nodes if isinstance(x, (Aggregate, ListComp))}
    scope |= {x.var: LONG for x in nodes if isinstance(x, ListOf) and x.var is not None}
    scope |= {name: OBJECT for name in assigned(fn.body)}
    scope |= {x.var: OBJECT for x in nodes if isinstance(x, (ForRange, ForIn))}
    scope |= dict(fn.locals)
    scope |= {param[0]: param[1] for param in fn.params}
    return scope


def _params(agg: Aggregate, scope: dict) -> tuple:
    """The parameters of the function of `agg`: the names of `scope` (a function's, with their C types) it reads."""
    return tuple((name, scope[name]) for name in sorted(_free_reads(agg, set()) & set(scope), key=_param_order))


def _loop_function(agg: Aggregate, host: str, params: tuple, taken: set) -> Function:
    """The function that works out `agg` with a loop, taking `params`."""
    kept = {param[0] for param in params} | {agg.var}
    locals_ = {agg.var: _var_type(agg.source)}
    if agg.func in ("all", "any"):      # the first item that decides it stops the walk
        decides = Unary("not", agg.item) if agg.func == "all" else agg.item
        start, body = [], [If(((decides, [Return(Const(agg.func == "any"))]),))]
        end = Const(agg.func == "all")
    elif agg.func in ("sum", "count"):
        total = _fresh("total", kept)
        locals_[total] = RETURNS[agg.func]
        start = [Assign(Local(total), Const(0))]
        body = [Assign(Local(total), Const(1) if agg.func == "count" else agg.item, "+=")]
        end = Local(total)
    else:       # min, max: the first least (most) value, 0 where none passes, as `min(…, default=0)`
        best, value, found = (_fresh(word, kept) for word in ("best", "value", "found"))
        locals_ |= {best: OBJECT, value: OBJECT, found: BINT}
        better = Bin("<" if agg.func == "min" else ">", Local(value), Local(best))
        start = [Assign(Local(best), Const(0)), Assign(Local(found), Const(False))]
        body = [Assign(Local(value), agg.item),
                If(((Bin("or", Unary("not", Local(found)), better),
                     [Assign(Local(best), Local(value)), Assign(Local(found), Const(True))]),))]
        end = Local(best)
    if agg.test is not None:
        body = [If(((agg.test, body),))]
    doc = f"The {agg.func}() of a generator in {host}, as a loop (natively a C loop, not a generator object)."
    return Function(_fresh(f"{host}_{agg.func}", taken), params, doc,
                    start + [ForIn(agg.var, agg.source, body), Return(end)], returns=RETURNS[agg.func], locals=locals_)


def _free_reads(node, bound: set) -> set:
    """The local names `node` reads that no aggregate or comprehension inside it binds (its own variable, in its item
    and test; its source is read outside it)."""
    if isinstance(node, (list, tuple)):
        return set().union(*(_free_reads(item, bound) for item in node)) if node else set()
    if isinstance(node, Local):
        return set() if node.name in bound else {node.name}
    if isinstance(node, (Aggregate, ListComp)):
        inner = bound | {node.var}
        return _free_reads(node.source, bound) | _free_reads(node.item, inner) | _free_reads(node.test, inner)
    if isinstance(node, ListOf) and node.var is not None:
        inner = bound | {node.var}
        return _free_reads(node.count, bound) | _free_reads(node.test, inner)
    if isinstance(node, Node):
        return set().union(*(_free_reads(value, bound) for value in node._values()))
    return set()


def _param_order(name: str) -> tuple:
    """The state first, then the player, then the other names alphabetically: as the lowered functions take them."""
    return ({"s": 0, "p": 1}.get(name, 2), name)


def _var_type(source) -> str:
    """The C type of an aggregate's variable: a seat's record over the players, a number over a range, else an
    object (the strings of ids in a tuple or a pile, the values a tableau lists)."""
    if isinstance(source, Attr) and source.obj == Local("s") and source.name == "players":
        return "Player"
    if isinstance(source, Call) and source.func == Local("range"):
        return LONG
    return OBJECT


def _fresh(name: str, taken: set) -> str:
    """`name`, or `name_2`, `name_3`, … where the function or module holds it already; taken from then on."""
    new = unused_name(name, taken)
    taken.add(new)
    return new
