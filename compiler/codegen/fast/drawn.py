"""Choices inside effects drawn where they stand: the fast module's copies of asking actions.

On the general path a `choose` records a pending question (`ask`), the action returns, and the
random playout draws the pick and resumes the rest of the effect as a continuation
(runtime/chance.py `resume`, driven by runtime/fastplay.py `settle_choices`). When nobody
observes the game, the fast module draws the pick in place instead: the rest of the effect
follows the draw in the same function, with no pending dict, no continuation lookup, no second
trip through the decide loop. A choice in a branch stays in its branch, one in a `repeat`,
`for` or `while` in a plain Python loop, and a procedure that waits is called as its own drawn
copy (`<procedure>_drawn`), so the copy reads like the effect as the designer wrote it.

Each draw is the one settle_choices makes, at the same point of the effect and in the same order:

- the options are listed as `ask` lists them; none at all skips the rest of the action's or the
  procedure's effect (a `return`: what followed the choice lived in its continuation, and a
  caller of a procedure goes on, as `resume` then runs the caller's rest);
- the move before the choice (the action's, or the previous choice's) is counted and checked
  against `max_moves_per_turn` before the draw, as settle_choices counts it; the decide loop
  counts the last one when the action returns, as it counts an action without choices;
- the pick is the random agent's, `options[int(agent_random() * len(options))]`, none when
  `auto: single` leaves one option;
- a `for` that waits walks a list of its items taken when it starts (the continuations hold
  that list), a `while` counts its turns with `loop_turn` as rules.py does, so loop bounds and
  their errors are the same;
- in an action, a market payment with a wild asks which plan pays when there is more than one
  (continuations.py `payment`); with one plan it is paid without a draw or a move.

What still goes the pending path (rules.py's action, through `settle_choices`), and why:

- `resolve card.effect` of a column where some card's printed effect asks: the effect is a row of
  a table of rules.py's functions, with its continuations; a drawn copy of every such card and of
  its table is not written yet;
- an action whose chosen names or parameters are the copy's own (`state`, `p`, `agent_random`,
  `auto_single`, `options_N`, `payment_N`), or a procedure it calls that cannot be copied so;
- anything the generator cannot write where it stands (NotSupported).

With `observe` given, the decide loops call rules.py's action, so the observer sees the pending
question as it is saved.
"""
from __future__ import annotations

import re

from ...frontend import ast
from ..continuations import ContinuationWriter
from ..pygen import NotSupported, py_name
from ..pytext import docstring, identifier
from .inline import InlineGen

SUFFIX = "_drawn"
# the copy's own names: a chosen variable or a parameter of one of these names keeps the action on the general path
OWN = frozenset({"state", "p", "agent_random", "auto_single", "max_moves"})
OWN_NUMBERED = re.compile(r"(options|payment)_\d+$")     # the copy's lists of options and its chosen plans


def listed(code: str, written_out: bool = False) -> str:
    """`code` as a sequence the pick is drawn from (`ask` lists its options): as it is when it is a list already (a
    list display or comprehension, a call of `list`) or a tuple `written_out` (`[roll, hold]`), else in a call of
    `list`."""
    if written_out or (code.startswith("[") or code.startswith("list(")) and closes_at_end(code):
        return code
    return f"list({code})"


def closes_at_end(code: str) -> bool:
    """Does the bracket `code` opens with close at its last character (strings skipped)?"""
    depth, quote = 0, None
    for i, ch in enumerate(code):
        if quote is not None:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return i == len(code) - 1
    return False


def drawn_doc(span) -> str:
    """The docstring of a drawn copy: where it is defined, so that an error in it is told at the definition, as
    one in rules.py's continuations is (runtime/errors.py reads `file.yaml:line` from the docstring)."""
    return docstring(f"As in rules.py ({span.file}:{span.line}), each choice drawn in place with `agent_random` "
                     f"(the seat's random agent).")


class DrawnGen(InlineGen):
    """InlineGen writing each `choose` as a draw where it stands, and calls of waiting procedures as calls of
    their drawn copies."""

    def __init__(self, model, resolver):
        super().__init__(model, resolver)
        self.count = 0
        self.procedures: set = set()       # the waiting procedures that have a drawn copy
        self.asks_payment = False          # an action's copy: a market payment with a wild asks which plan

    def begin(self, asks_payment: bool) -> None:
        """Start the body of one copy: its own numbering of options."""
        self.count = 0
        self.asks_payment = asks_payment

    def counted(self, indent: int) -> list[str]:
        """Count the move before a choice and stop a turn that never ends, as settle_choices does."""
        pad = "    " * indent
        return [pad + "state.turn_moves += 1     # the move before this choice, counted as settle_choices counts it",
                pad + "if state.turn_moves > max_moves:",
                pad + f"    state.turn_never_ends({self.field('p', 'seat')}, state.steps()[state.step])"]

    def s_Choose(self, s, indent):
        var = py_name(s.var)
        self.count += 1
        options = f"options_{self.count}"
        source = self.expr(s.source)
        if s.filter is not None:
            source = f"[{var} for {var} in {source} if {self.expr(s.filter)}]"
        source = listed(source, s.filter is None and isinstance(s.source, ast.ListLit))
        pad = "    " * indent
        written = s.filter is None and isinstance(s.source, ast.ListLit) and s.source.items     # never empty
        return [pad + f"{options} = {source}",
                *([] if written else [
                    pad + f"if not {options}:",
                    pad + "    return     # nothing to choose: the rest of this effect is skipped, as on the general path"]),
                *self.counted(indent),
                pad + f"{var} = {options}[0] if auto_single and len({options}) == 1 else "
                      f"{options}[int(agent_random() * len({options}))]"]

    def s_Pay(self, s, indent):
        m = s.cost.market
        if not (self.asks_payment and m is not None and m.wild is not None):
            return super().s_Pay(s, indent)
        # which tokens the wild replaces, when there is more than one way to pay (continuations.py `payment`)
        self.count += 1
        plans, plan = f"options_{self.count}", f"payment_{self.count}"
        pad = "    " * indent
        return [pad + f"{plans} = {self.payment_plans(m)}",
                pad + f"if len({plans}) > 1:",
                *self.counted(indent + 1),
                pad + f"    {plan} = {plans}[int(agent_random() * len({plans}))]",
                pad + "else:",
                pad + f"    {plan} = {plans}[0]",
                *self.pay_chosen_plan(m, plan, indent)]

    def s_CallStmt(self, s, indent):
        if s.func not in self.resolver.waiting_procedures:
            return super().s_CallStmt(s, indent)
        if s.func not in self.procedures:
            raise NotSupported(f"'{s.func}' has no drawn copy", s.span)
        args = ", ".join(["state", "p", "agent_random", "auto_single"] + [self.expr(a) for a in s.args])
        return self.line(indent, f"{identifier(s.func)}{SUFFIX}({args})")

    def s_Resolve(self, s, indent):
        if isinstance(s.target, ast.Field) and s.target.name in self.resolver.waiting_cards:
            raise NotSupported("a card's printed effect that asks stays rules.py's", s.span)
        return super().s_Resolve(s, indent)

    def s_ForEach(self, s, indent):
        if not self.waits(s.body):
            return super().s_ForEach(s, indent)
        # the items as they were when the loop began: the continuations of rules.py walk that list
        return (self.line(indent, f"for {py_name(s.var)} in list({self.source(s.source, ordered=True)}):")
                + self.block(s.body, indent + 1))

    def s_While(self, s, indent):
        """A `while` or `until` whose bound is known before play (checked to be at most MAX_LOOP_TURNS, E209) counts
        its turns in place and calls `loop_turn` only to raise the error past the bound, the one rules.py raises."""
        if s.limit is not None and not isinstance(s.limit, ast.Number) and not (
                isinstance(s.limit, ast.Name) and s.limit.name in self.model.constants):
            return super().s_While(s, indent)
        counter, body = self.while_body(s, indent)
        limit = self.loop_limit(s)
        return (self.line(indent, f"{counter} = 0") + self.line(indent, f"while {self.loop_test(s)}:")
                + self.line(indent + 1, f"if {counter} >= {limit}:     # past its bound: the error rules.py raises")
                + self.line(indent + 2, f"loop_turn(state, p, {counter}, {limit}, {self.loop_where(s)})")
                + self.line(indent + 1, f"{counter} += 1") + body)

    def waits(self, stmts) -> bool:
        """Would rules.py write these statements as continuations (a choice, or a call that may ask, inside)?
        Asked of the writer of rules.py's continuations itself, so that the two always agree."""
        judge = ContinuationWriter(self, "", self.resolver.waiting_procedures, "", set())
        judge.asks_payment = self.asks_payment
        return judge.waits_in(stmts)


def own(name: str) -> bool:
    """Is this one of the names a copy keeps for itself?"""
    return name in OWN or bool(OWN_NUMBERED.match(name))


def local_names(stmts) -> set:
    """Every name the statements bind or read (a designer's local of a copy's own name keeps it on rules.py's)."""
    names = set()
    for x in (n for stmt in stmts for n in stmt.walk()):
        if isinstance(x, ast.Name):
            names.add(x.name)
        for attr in ("var", "name"):
            value = getattr(x, attr, None)
            if isinstance(value, str) and isinstance(x, (ast.Choose, ast.ForEach, ast.Aggregate, ast.Let)):
                names.add(value)
    return names


class DrawnCopies:
    """The drawn copies of one game: `actions` {action: the name of its copy}, `functions` the lines of every copy
    (the procedures' first, then the actions')."""

    def __init__(self):
        self.actions: dict[str, str] = {}
        self.functions: list[list[str]] = []


def drawn_copies(emitter, asking: set, taken: set) -> DrawnCopies:
    """The copies drawing their choices in place, of the asking actions that allow it and the waiting procedures
    they call. `taken`: the names a copy may not take (rules.py's: a copy must never hide one)."""
    model = emitter.model
    resolver = emitter.gen.resolver
    gen = DrawnGen(model, resolver)
    out = DrawnCopies()
    if OWN & set(taken):        # a parameter of the copies would hide a name of rules.py
        return out

    def copy(name, params, stmts, span, asks_payment):
        if any(own(q) for q in params) or any(own(py_name(local)) for local in local_names(stmts)):
            return None
        fn = identifier(name) + SUFFIX
        if fn in taken:
            return None
        gen.begin(asks_payment)
        try:
            body = gen.block(stmts, 1)
        except NotSupported:
            return None
        if gen.count:       # it draws: the bound of the moves of a turn, read once
            body = ["    max_moves = state.rules.max_moves_per_turn"] + body
        return [f"def {fn}({', '.join(['state', 'p', 'agent_random', 'auto_single'] + params)}):",
                f'    """{drawn_doc(span)}"""', *body]

    # the waiting procedures, each copied once every waiting procedure it calls is (procedures call no cycle)
    procedures = {}
    waiting = [f for f in model.procedures.values() if f.name in resolver.waiting_procedures]
    for _ in range(len(waiting)):
        before = len(procedures)
        for f in waiting:
            calls = {x.func for x in (f.body.walk() if f.body else ()) if isinstance(x, ast.CallStmt)}
            if f.name in procedures or not (calls & resolver.waiting_procedures) <= set(procedures):
                continue
            gen.procedures = set(procedures)
            lines = copy(f.name, [py_name(q) for q in f.params], tuple(f.body.body) if f.body else (), f.span, False)
            if lines is not None:
                procedures[f.name] = lines
        if len(procedures) == before:
            break
    gen.procedures = set(procedures)
    used: set = set()
    for a in model.actions.values():
        if a.name not in asking or a.effect is None:
            continue
        stmts = tuple(a.effect.body)
        if a.cost is not None:      # paid before the effect, as rules.py pays it (a payment chosen: a choice)
            stmts = (ast.Pay(a.cost.span, a.cost),) + stmts
        lines = copy(a.name, [py_name(q.name) for q in a.params], stmts, a.span, True)
        if lines is None:
            continue
        out.actions[a.name] = identifier(a.name) + SUFFIX
        out.functions.append(lines)
        used |= {x.func for x in a.effect.walk() if isinstance(x, ast.CallStmt)}
    # the procedures' copies an action's copy calls, and those they call in turn
    while True:
        more = used | {x.func for name in used if name in procedures
                       for x in model.procedures[name].body.walk() if isinstance(x, ast.CallStmt)}
        if more == used:
            break
        used = more
    names = [lines[0][4:lines[0].index("(")] for lines in out.functions]
    kept = [lines for name, lines in procedures.items() if name in used]
    if len(set(names) | {lines[0][4:lines[0].index("(")] for lines in kept}) != len(names) + len(kept):
        return DrawnCopies()        # an action and a procedure of one name: leave both to the general path
    out.functions = kept + out.functions
    return out
