"""Effects that wait for a player's choice, written as a chain of named functions.

A `choose` stops the effect until the player picks. The state must stay plain data (saved,
cloned, replayed), so the rest of the effect cannot live in a suspended Python frame: it is
written as a *continuation*, a module-level function taking the values in scope and the pick.
`ask(state, p, var, options, "<continuation>", *values)` records the question; the runtime
calls the continuation with the answer (`resume` in runtime/chance.py).

A choice may stand anywhere in an action's effect or a procedure:

- in a sequence, what follows it becomes its continuation (`draw_provisions_second`);
- in a branch of an `if`, what follows the `if` becomes a continuation that each branch calls
  at its end (or hands on, when the branch itself waits);
- in a `repeat` or `for`, the loop becomes a continuation taking the count left (or the
  items and the position), calling itself for the next turn and what follows at the end;
- in a procedure, the caller goes on at once when nothing is pending, and otherwise pushes
  what follows the call with `later(...)`: once the procedure's own continuations are done,
  the runtime runs the pushed ones, innermost first.

A `choose` with nothing to choose skips what follows it in its own block, as at the top level.
"""
from __future__ import annotations

from ..frontend import ast
from .move_domains import domain, payment_domain
from .pygen import PyGen, py_name

IND = "    "


class Tail:
    """A continuation to run when a block ends: its name and the values it takes."""

    def __init__(self, name: str, args: list[str]):
        self.name = name
        self.args = list(args)

    def call(self) -> str:
        return f"{self.name}({', '.join(['state', 'p'] + self.args)})"

    def later(self) -> str:
        return f"later(state, {self.name!r}{''.join(', ' + a for a in self.args)})"


END = Tail("", [])      # the exit of a loop that nothing follows: `stop` just returns


class ContinuationWriter:
    """Writes one action's effect (or one procedure's body) and the continuations it needs."""

    def __init__(self, gen: PyGen, prefix: str, waiting_procedures: set, where: str, taken: set):
        self.gen = gen
        self.prefix = prefix
        self.waiting = waiting_procedures     # procedures that may wait for a choice
        self.where = where                    # "file:line" of the definition, for docstrings
        self.taken = taken                    # names already used in the module and by the designer
        self.functions: list[dict] = []       # the continuations: name, signature, body, doc
        self.asks_payment = False             # an action's: a market payment asks which plan to pay
        self.lets: dict = {}                  # name -> the value a `let` gave it on the way to a choice

    # ------------------------------------------------------------ which statements wait
    def waits(self, stmt, in_waiting_loop: bool = False) -> bool:
        if isinstance(stmt, ast.Choose):
            return True
        if isinstance(stmt, ast.Pay):
            return self.pays_by_choice(stmt)
        if isinstance(stmt, ast.CallStmt):
            return stmt.func in self.waiting
        if isinstance(stmt, ast.Resolve):
            return self.resolves_waiting(stmt)
        if isinstance(stmt, ast.If):
            bodies = [body for _cond, body in stmt.branches] + ([stmt.otherwise] if stmt.otherwise else [])
            return any(self.waits_in(body, in_waiting_loop) for body in bodies)
        if isinstance(stmt, (ast.Repeat, ast.ForEach)):
            return self.waits_in(stmt.body)
        if isinstance(stmt, ast.While):
            return self.waits_in(stmt.body)
        # `stop` in a loop that became continuations leaves by calling what follows the loop
        return in_waiting_loop and isinstance(stmt, ast.Keyword) and stmt.word == "stop"

    def resolves_waiting(self, stmt) -> bool:
        """`resolve card.effect` where some card's printed effect asks a player to choose."""
        return isinstance(stmt.target, ast.Field) and \
            stmt.target.name in getattr(self.gen.resolver, "waiting_cards", ())

    def pays_by_choice(self, stmt) -> bool:
        """A market payment with a wild, in an action: the player chooses which tokens the wild replaces.

        Procedures and printed card effects keep paying tokens first, without asking: their callers
        do not expect them to wait for a payment.
        """
        return self.asks_payment and stmt.cost.market is not None and stmt.cost.market.wild is not None

    def waits_in(self, stmts, in_waiting_loop: bool = False) -> bool:
        return any(self.waits(s, in_waiting_loop) for s in stmts)

    # ------------------------------------------------------------ names
    def unique(self, base: str) -> str:
        name, n = base, 2
        while name in self.taken:
            name, n = f"{base}_{n}", n + 1
        self.taken.add(name)
        return name

    def add(self, name: str, params: list[str], doc: str, choice: dict | None = None) -> list:
        """A new continuation, in the order a reader meets them; returns its body to fill."""
        body: list = []
        self.functions.append({"name": name, "signature": ", ".join(["state", "p"] + params), "body": body,
                               "doc": doc, "choice": choice})
        return body

    def choice(self, then: str, var: str, params: list[str], options: str, secret: bool, values=None) -> dict:
        """The choice a continuation waits on: its name, whether it is secret, and a function of the values the
        continuation is handed that works its options out again. Nothing runs between the question and the
        save of a game waiting on it, so a save's pending choice must list exactly these (runtime/save.py).
        `values`: every option the rules tell of before play (compiler/codegen/move_domains.py), or None."""
        return {"function": self.unique(f"{then}_options"), "signature": ", ".join(["state", "p"] + params),
                "var": var, "secret": secret, "options": options, "values": values}

    # ------------------------------------------------------------ writing
    def seq(self, stmts, bound: list[str], tail: Tail | None, loop_exit: Tail | None = None) -> list[str]:
        """Lines that run `stmts` with the names `bound` in scope, then `tail`.

        `loop_exit` is set inside the body of a loop that waits: what `stop` runs.
        """
        lines, bound = [], list(bound)
        for i, stmt in enumerate(stmts):
            if isinstance(stmt, ast.Keyword) and stmt.word == "stop" and loop_exit is not None:
                return lines + ([loop_exit.call()] if loop_exit is not END else []) + ["return"]
            if not self.waits(stmt, loop_exit is not None):
                lines += self.gen.block([stmt], 0)
                if isinstance(stmt, ast.Let) and py_name(stmt.name) not in bound:
                    bound.append(py_name(stmt.name))
                if isinstance(stmt, ast.Let):
                    self.lets[stmt.name] = stmt.value      # what a choice among its values may list
                continue
            return lines + self.wait(stmt, list(stmts[i + 1:]), bound, tail, loop_exit)
        if tail is not None and tail is not END:
            lines.append(tail.call())
        return lines

    def after(self, rest, bound, tail: Tail | None, loop_exit, what: str) -> Tail | None:
        """What follows a waiting statement, as a continuation (the block's own tail when nothing does)."""
        if not rest:
            return tail
        name = self.unique(f"{self.prefix}_after_{what}")
        body = self.add(name, bound, f"The rest of '{self.prefix}' after its {what} ({self.where}).")
        body += self.seq(rest, bound, tail, loop_exit) or ["pass"]
        return Tail(name, bound)

    def wait(self, stmt, rest, bound, tail: Tail | None, loop_exit: Tail | None) -> list[str]:
        if isinstance(stmt, ast.Choose):
            var = py_name(stmt.var)
            kept = [b for b in bound if b != var]      # a name chosen again takes the new pick
            name = self.unique(f"{self.prefix}_{stmt.var}")
            options = self.gen.expr(stmt.source)
            if stmt.filter is not None:
                options = f"[{var} for {var} in {options} if {self.gen.expr(stmt.filter)}]"
            # options drawn from a secret are asked so that the others learn neither them nor the pick
            secret = id(stmt) in self.gen.resolver.secret_choices
            ask = "ask_secret" if secret else "ask"
            doc = f"The rest of '{self.prefix}' once '{stmt.var}' is chosen ({self.where})."
            source = stmt.source
            if isinstance(source, ast.Name) and source.name in self.lets:     # `choose pairing in options`
                source = self.lets[source.name]
            values = domain(self.gen.model, self.gen.resolver, source)
            body = self.add(name, kept + [var], doc, self.choice(name, stmt.var, kept, options, secret, values))
            body += self.seq(rest, kept + [var], tail, loop_exit) or ["pass"]
            return [f"{ask}(state, p, {stmt.var!r}, {options}, {name!r}" + "".join(", " + b for b in kept) + ")"]
        if isinstance(stmt, ast.Pay):
            return self.payment(stmt.cost.market, rest, bound, tail, loop_exit)
        if isinstance(stmt, ast.CallStmt):
            after = self.after(rest, bound, tail, loop_exit, "call")
            lines = [f"{stmt.func}({', '.join(['state', 'p'] + [self.gen.expr(a) for a in stmt.args])})"]
            if after is not None and after is not END:
                lines += ["if state.pending is not None:", IND + after.later(), IND + "return", after.call()]
            return lines
        if isinstance(stmt, ast.Resolve):
            # like a procedure that waits: the card's effect may leave a choice pending
            after = self.after(rest, bound, tail, loop_exit, "card")
            lines = self.gen.block([stmt], 0)
            if after is not None and after is not END:
                lines += ["if state.pending is not None:", IND + after.later(), IND + "return", after.call()]
            return lines
        if isinstance(stmt, ast.If):
            after = self.after(rest, bound, tail, loop_exit, "if")
            lines = []
            for i, (cond, body) in enumerate(stmt.branches):
                lines.append(f"{'if' if i == 0 else 'elif'} {self.gen.expr(cond)}:")
                lines += [IND + line for line in self.seq(body, bound, after, loop_exit) or ["pass"]]
            otherwise = self.seq(stmt.otherwise or (), bound, after, loop_exit)
            if otherwise:
                lines += ["else:"] + [IND + line for line in otherwise]
            return lines
        return self.loop(stmt, self.after(rest, bound, tail, loop_exit, "loop") or END, bound)

    def payment(self, m, rest, bound, tail: Tail | None, loop_exit: Tail | None) -> list[str]:
        """Ask which plan pays the price when there is more than one, then pay it and go on (`buy_payment`).

        The question is an ordinary choice, `payment 1 blue + 1 gold`: it saves, copies and shows
        like any other; with a single plan the continuation runs at once.
        """
        plan, plans = self.local("payment", bound), self.local("plans", bound)
        name = self.unique(f"{self.prefix}_payment")
        body = self.add(name, bound + [plan], f"The rest of '{self.prefix}' once its payment is chosen ({self.where}).",
                        self.choice(name, "payment", bound, self.gen.payment_plans(m), False,
                                    payment_domain(self.gen.model, m)))
        body += self.gen.pay_chosen_plan(m, plan, 0) + self.seq(rest, bound + [plan], tail, loop_exit)
        return [f"{plans} = {self.gen.payment_plans(m)}",
                f"if len({plans}) > 1:",
                IND + f"ask(state, p, 'payment', {plans}, {name!r}" + "".join(", " + b for b in bound) + ")",
                "else:",
                IND + Tail(name, bound + [f"{plans}[0]"]).call()]

    def loop(self, stmt, after: Tail, bound) -> list[str]:
        """A `repeat` or `for` that waits: a continuation per turn, which calls itself for the next turn."""
        name = self.unique(f"{self.prefix}_loop")
        done = ([after.call()] if after is not END else []) + ["return"]
        doc = f"One turn of a loop of '{self.prefix}' that waits for choices ({self.where})."
        if isinstance(stmt, ast.While):
            return self.condition_loop(stmt, name, done, doc, after, bound)
        if isinstance(stmt, ast.Repeat):
            left = self.local("turns_left", bound)
            body = self.add(name, bound + [left], doc)
            body += [f"if {left} <= 0:"] + [IND + line for line in done] + \
                self.seq(stmt.body, bound + [left], Tail(name, bound + [f"{left} - 1"]), after)
            return [Tail(name, bound + [self.gen.repeat_count(stmt.count)]).call()]
        items, position, var = self.local("items", bound), self.local("position", bound), py_name(stmt.var)
        params = bound + [items, position]
        inner = params + ([var] if var not in params else [])
        body = self.add(name, params, doc)
        body += [f"if {position} >= len({items}):"] + [IND + line for line in done] + \
            [f"{var} = {items}[{position}]"] + \
            self.seq(stmt.body, inner, Tail(name, bound + [items, f"{position} + 1"]), after)
        return [Tail(name, bound + [f"list({self.gen.source(stmt.source, ordered=True)})", "0"]).call()]

    def local(self, base: str, bound) -> str:
        """A name for a loop's own bookkeeping that no designer name and no value in scope uses."""
        name = base
        while name in bound or name in self.taken:
            name += "_"
        return name

    def condition_loop(self, stmt, name: str, done: list, doc: str, after: Tail, bound) -> list[str]:
        """A `while` or `until` that waits: each turn tests the condition, counts the turn, runs the body."""
        taken = self.local("turns_taken_so_far", bound)     # not turns_taken: a plain `while` inside uses it
        body = self.add(name, bound + [taken], doc)
        turn = f"{taken} = loop_turn(state, p, {taken}, {self.gen.loop_limit(stmt)}, {self.gen.loop_where(stmt)})"
        body += [f"if not ({self.gen.loop_test(stmt)}):"] + [IND + line for line in done] + [turn] + \
            self.seq(stmt.body, bound + [taken], Tail(name, bound + [taken]), after)
        return [Tail(name, bound + ["0"]).call()]
