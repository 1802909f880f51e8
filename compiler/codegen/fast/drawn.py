"""Choices inside effects drawn where they stand: the fast module's copies of asking actions.

On the general path a `choose` records a pending question (`ask`), the action returns, and the
random playout draws the pick and resumes the rest of the effect as a continuation
(runtime/chance.py `resume`). When nobody observes the game, the fast module draws the pick in
place instead: the rest of the effect follows the draw in the same function, with no pending
dict, no continuation lookup, no second trip through the decide loop. The draw is the random
agent's (`options[int(agent_random() * len(options))]`, none when `auto: single` leaves one option), one
more move of the turn as on the general path, and an empty choice skips the rest of the effect,
as `ask` with no options does.

Only a `choose` standing in the top-level sequence of an action's effect is drawn in place: one
inside a branch or a loop, a payment plan, a card's printed effect or a procedure that waits keep
the action on the general path (rules.py's, through `settle_choices`). With `observe` given the
decide loops call rules.py's action, so the observer sees the pending question as it is saved.
"""
from __future__ import annotations

from ...frontend import ast
from ..pygen import NotSupported, py_name
from ..pytext import identifier
from .inline import InlineGen

SUFFIX = "_drawn"
# the copy's own names: a chosen variable of one of these names keeps the action on the general path
OWN = frozenset({"state", "p", "agent_random", "auto_single"})


class DrawnGen(InlineGen):
    """InlineGen writing each top-level `choose` as a draw, with the rest of the effect nested under it."""

    def __init__(self, model, resolver, records: bool = False):
        super().__init__(model, resolver, records)
        self.count = 0

    def top(self, stmts, indent: int) -> list[str]:
        lines = []
        for k, s in enumerate(stmts):
            if isinstance(s, ast.Choose):
                return lines + self.drawn(s, stmts[k + 1:], indent)
            lines += self.block([s], indent)
        return lines or ["    " * indent + "pass"]

    def drawn(self, s, rest, indent: int) -> list[str]:
        var = py_name(s.var)
        if var in OWN:
            raise NotSupported("a chosen name the copy uses itself", s.span)
        self.count += 1
        options = f"options_{self.count}"
        source = self.expr(s.source)
        if s.filter is not None:
            source = f"[{var} for {var} in {source} if {self.expr(s.filter)}]"
        pad = "    " * indent
        return [pad + f"{options} = list({source})",
                pad + f"if {options}:",
                pad + f"    {var} = {options}[0] if auto_single and len({options}) == 1 else "
                      f"{options}[int(agent_random() * len({options}))]",
                pad + "    state.turn_moves += 1     # a choice is one more move of the turn, as settle_choices counts it",
                *self.top(rest, indent + 1)]


def drawn_copies(emitter, asking: set) -> dict:
    """{action: the lines of its copy drawing its choices in place} for the asking actions that allow it."""
    model = emitter.model
    gen = DrawnGen(model, emitter.gen.resolver, emitter.gen.records)
    waiting = set(emitter.gen.resolver.waiting_procedures)
    blocked = (ast.Resolve, ast.Pay)
    out = {}
    for a in model.actions.values():
        if a.name not in asking or a.cost is not None or a.effect is None:
            continue
        stmts = tuple(a.effect.body)
        top_choices = sum(1 for s in stmts if isinstance(s, ast.Choose))
        every = [x for s in stmts for x in s.walk()]
        if top_choices == 0 or top_choices != sum(1 for x in every if isinstance(x, ast.Choose)) \
                or any(isinstance(x, blocked) for x in every) \
                or any(isinstance(x, ast.CallStmt) and x.func in waiting for x in every):
            continue
        params = [py_name(p.name) for p in a.params]
        if OWN & set(params):
            continue
        gen.count = 0
        try:
            body = gen.top(stmts, 1)
        except NotSupported:
            continue
        name = identifier(a.name) + SUFFIX
        out[a.name] = [f"def {name}({', '.join(['state', 'p', 'agent_random', 'auto_single'] + params)}):",
                       f'    """As in rules.py, each choice drawn in place with `agent_random` (the seat\'s random agent)."""',
                       *body]
    return out
