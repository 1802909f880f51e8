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

from ..pytext import identifier
from .ir import BINT, LIST, Aggregate, Assign, Bin, Call, Const, Do, Function, Item, ListComp, ListOf, Local, Node, \
    NotLowerable, Return, rebuilt, reads_of, replace_ir, summed

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
    tables: list = []
    total = tabulated(total, (), tables)
    params = (("s", "State"), ("p", "Player"))
    # the three are cdef in the native build (Cython compiles no generator expression in a cpdef function); the
    # runtime calls `standing`
    functions = [
        Function("total_score", params, "The player's score: rules.py's scoring rules over the lowered state.",
                 [Assign(Local(name), table) for name, table in tables] + [Return(total)],
                 locals=dict(scratch, **{name: LIST for name, _table in tables})),
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
