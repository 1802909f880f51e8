"""The worth of a position on the lowered state: what greedy look-ahead scores a move weighed by.

A look-ahead agent (runtime/lookahead.py) weighs each move by the seat's score after it, plus the game's measure
of progress (victory `progress:`), less a great deal where the seat can no longer win (victory `eligible:`).
Lowered, these are `total_score(s, p)`, `progress(s, p)` and `is_eligible(s, p)` of the lowered module, rules.py's
functions of the same names over the slots: a world weighed on the lowered state (runtime/lowered.py) is then
scored without being written back into a readable copy first.

A pile the round never touches has no slot (it stays on the readable records); a scoring rule may still read it
(Appalachian's shared objectives). Its cards are the same in every world lowered from the readable state and in
every move weighed there, so the worth reads them from that readable state (`s.readable`), as it was lowered.

Where a part does not lower, the module prints none of the three, and `missing` says which part and why
(`cairn build --verbose`): the agents then score the readable copy, as before.
"""
from __future__ import annotations

from .ir import BINT, Bin, Const, Function, NotLowerable, Return


def worth_functions(low) -> tuple[list, list]:
    """(the lowered functions of the worth, or none; what stops them: `part: construct (file:line)` each)."""
    from .lowering import P, Effect
    m = low.model
    kept = (list(low.constants), {source: set(names) for source, names in low.imports.items()},
            len(low.functions), set(low.made))
    scratch, missing = {}, []
    low.kept_piles_readable = True      # a pile the round never touches: read on the readable state

    def lowered(part: str, node):
        try:
            return Effect(low, P, scratch).expr(node)
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
        # nothing of the attempt stays in the module: its constants, imports, and the card functions it made
        low.constants[:] = kept[0]
        low.imports.clear()
        low.imports.update(kept[1])
        del low.functions[kept[2]:]
        low.made.intersection_update(kept[3])
        return [], missing
    total = parts[0] if parts else Const(0)
    for part in parts[1:]:
        total = Bin("+", total, part)
    params = (("s", "State"), ("p", "Player"))
    functions = [
        Function("total_score", params, "The player's score: rules.py's scoring rules over the lowered state.",
                 [Return(total)], locals=dict(scratch), public=True),
        Function("is_eligible", params, "May this player win? (rules.py's victory `eligible`, over the lowered state)",
                 [Return(eligible)], returns=BINT, locals=dict(scratch), public=True)]
    if progress is not None:
        functions.append(Function(
            "progress", params, "What a look-ahead agent adds to the player's score to weigh its moves (victory "
            "progress), over the lowered state.", [Return(progress)], locals=dict(scratch), public=True))
    return functions, []
