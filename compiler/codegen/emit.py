"""Render a checked game model into a Python package (Jinja2 templates).

`emit.py` decides names, imports, order and escaping; the templates only loop and
substitute. Every designer string reaches the output through the `py` filter (repr),
every module is checked with `ast.parse` before it is returned, and the output is
deterministic: no timestamps, no set iteration.
"""
from __future__ import annotations

import builtins
import keyword
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import jinja2

from ..frontend import ast

from . import guard
from ..caches.template_cache import keep_compiled
from .choices import StepChoices
from .continuations import ContinuationWriter
from .move_domains import domain
from .fast import MODULE as FAST, fast_module     # the fast module builds on the rules module's names
from .lower import lowered_files
from ..frontend.diagnostics import Diagnostic
from ..frontend.english import end_words
from .layout import save_layout, trails_column
from ..frontend.model import GameModel
from ..frontend.names import MODULE_NAMES, RUNTIME_NAMES
from .strategies import strategy_function_names, strategy_view
from .pytext import UnsafeName, comment, docstring, identifier, literal as py_literal
from .pygen import (NotSupported, PyGen, card_code_name, const_name, has_setter, order_name, py_name, step_function,
                    tableau_name)
from ..frontend.resolve import Resolver
from runtime.records import record_type

TEMPLATES = Path(__file__).with_name("templates")
IMPORTS_MARK = "__RUNTIME_IMPORTS__"


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """One environment per process, so each template is compiled once."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                             autoescape=False)
    # The one escaping function of each context a designer's text can reach (compiler/codegen/pytext.py).
    env.filters["py"] = py_literal
    env.filters["doc"] = docstring
    env.filters["comment"] = comment
    env.filters["ident"] = identifier
    return keep_compiled(env)


def templates() -> list[tuple[jinja2.Environment, str]]:
    """(environment, name) of each template this module renders, in the environment that renders it."""
    return [(environment(), "rules.py.j2")]


def compile_templates() -> None:
    """Compile the rules template into the shared cache of compiled templates (template_cache.py), so that another
    process of the build loads it from there."""
    for env, name in templates():
        if env.bytecode_cache is not None:
            env.get_template(name)


def and_terms(node) -> list:
    """The conjuncts of a condition: `a and b and c` -> [a, b, c]."""
    if isinstance(node, ast.BinOp) and node.op == "and":
        return and_terms(node.left) + and_terms(node.right)
    return [node]


def where(span) -> str:
    """A definition's place as a run-time error names it: file:line:column."""
    return f"{span.file}:{span.line}:{span.column}"


def pile_caps(m: GameModel) -> dict:
    """{"player"|"global": {pile: (its `max:`, where that is written)}} of the piles and tableaux that say `max:`,
    which the readable state holds them to (runtime/piles.py `check_caps`); {} when none does."""
    caps = {}
    for scope, fields in (("player", m.player), ("global", m.globals)):
        capped = {f.name: (f.max, where(f.spans.get("max", f.span))) for f in fields.values()
                  if f.type in ("zone", "tableau") and f.max is not None}
        if capped:
            caps[scope] = capped
    return caps


def end_places(m: GameModel) -> dict:
    """{way the game ends: (where it is written, its text)}: what a game that never ends names (runtime/state.py)."""
    from ..frontend.canonical import show
    ends = (("end condition", m.end), ("end trigger", m.end_trigger), ("hand end", m.hand_end))
    return {reason: (where(node.span), _unwrapped(show(node))) for reason, node in ends if node is not None}


def _unwrapped(text: str) -> str:
    """`week >= rounds` for the canonical `(week >= rounds)`: the outer parentheses only, when they enclose it all."""
    if not (text.startswith("(") and text.endswith(")")):
        return text
    depth = 0
    for i, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and i < len(text) - 1:
            return text
    return text[1:-1]


def names_card(tree) -> bool:
    """Does a card's printed rule read `card`, the card it is printed on?"""
    return any(isinstance(n, ast.Name) and n.name == "card" for n in tree.walk())


@dataclass
class Emitted:
    files: dict            # relative path -> text
    diagnostics: list


class Emitter:
    def __init__(self, model: GameModel, resolver: Resolver):
        self.model = model
        # rules.py reads a field as the slot of a record (`p.energy`, runtime/records.py), not a dict's key
        self.gen = PyGen(model, resolver)
        self.diags: list[Diagnostic] = []
        self.card_continuations: list[dict] = []   # what follows a choice inside a card's printed effect

    def guarded(self, fn, fallback):
        try:
            return fn()
        except NotSupported as err:
            self.diags.append(Diagnostic("E402", str(err), err.span))
            return fallback

    def expr(self, node, default="None"):
        return default if node is None else self.guarded(lambda: self.gen.expr(node), default)

    def block(self, stmts, indent=0):
        return self.guarded(lambda: self.gen.block(stmts, indent), ["pass"])

    # ------------------------------------------------------------ pieces
    def lookups(self):
        out = []
        for name, (value, span) in self.model.constants.items():
            if not isinstance(value, ast.Table):
                continue
            exact = {r.key: self.expr(r.value) for r in value.rows if r.kind != "at_least"}
            at_least = sorted(((r.key, self.expr(r.value)) for r in value.rows if r.kind == "at_least"), reverse=True)
            # a key the table has no row for (a counter without bounds at -7, from a save) is refused by name
            out.append({"name": name, "const": const_name(name), "exact": exact, "at_least": at_least,
                        "source_name": name, "where": f"{span.file}:{span.line}",
                        "doc": f"The '{name}' table ({span.file}:{span.line})."})
        return out

    def setters(self):
        out = []
        for fdef in list(self.model.globals.values()) + list(self.model.player.values()):
            if not has_setter(fdef):
                continue
            owner = "p" if fdef.scope == "player" else "state.g"
            body = []
            low, high = fdef.min, fdef.max
            if fdef.on_empty is not None and low is not None:
                body += [f"if value <= {low}:", f"    {self.gen.field(owner, fdef.name)} = {low}"]
                body += ["    " + line for line in self.block(fdef.on_empty.body)]
                body += ["    return"]
            elif low is not None:
                body += [f"if value < {low}:", f"    value = {low}"]
            if high is not None:
                body += [f"if value > {high}:", f"    value = {high}"]
            body += [f"{self.gen.field(owner, fdef.name)} = value"]
            bounds = f"{low if low is not None else '…'} to {high if high is not None else '…'}"
            doc = f"{fdef.name.replace('_', ' ').capitalize()}: {bounds}" + (
                f"; at {low} its on_empty effect runs" if fdef.on_empty is not None else "") + \
                f" ({fdef.span.file}:{fdef.span.line})."
            out.append({"name": fdef.name, "body": body, "doc": doc})
        return out

    def resource_changers(self):
        """`change_<table>`: gain or lose the resource an entry of the table names (`gain 1 kind`)."""
        out = []
        for table in sorted(set(self.gen.resolver.chosen_resources.values())):
            body = []
            for i, row in enumerate(self.model.tables[table].rows):
                name = row["id"]
                fdef = self.gen.field_for(name)
                owner = "p" if fdef.scope == "player" else "state.g"
                body.append(f"{'if' if i == 0 else 'elif'} resource == {name!r}:")
                if has_setter(fdef):
                    body.append(f"    set_{name}(state, p, {self.gen.field(owner, name)} + amount)")
                else:
                    body.append(f"    {self.gen.field(owner, name)} += amount")
            out.append({"name": f"change_{table}", "body": body,
                        "doc": f"Gain (or, with a negative amount, lose) the resource an entry of '{table}' names."})
        return out

    def functions(self):
        return [{"name": f.name, "signature": ", ".join(["state", "p"] + [py_name(a) for a in f.params]),
                 "body": self.expr(f.body), "doc": f.text or f"{f.span.file}:{f.span.line}"}
                for f in self.model.functions.values()]

    def procedures(self, taken: set):
        """Every procedure; one that may ask a player also brings the continuations it waits with."""
        out, continuations = [], []
        waiting = self.gen.resolver.waiting_procedures
        for f in self.model.procedures.values():
            params = [py_name(a) for a in f.params]
            stmts = f.body.body if f.body else ()
            if f.name in waiting:
                writer = ContinuationWriter(self.gen, f.name, waiting, f"{f.span.file}:{f.span.line}", taken)
                body = self.guarded(lambda: writer.seq(stmts, params, None), ["pass"]) or ["pass"]
                continuations += writer.functions
            else:
                body = self.block(stmts)
            out.append({"name": f.name, "signature": ", ".join(["state", "p"] + params), "body": body,
                        "doc": (f.text or "") + f" ({f.span.file}:{f.span.line})"})
        return out, continuations

    def card_code(self):
        functions, tables, taken_names = [], [], set()
        for table in self.model.tables.values():
            columns = {}
            for (card, column), tree in table.card_code.items():
                if isinstance(tree, ast.Cost):
                    continue    # printed costs: see card_costs
                # a card id may hold '-', '/' or ':' (salt-lake-city/st-george); its function's name may not
                name = f"{table.name}_{column}_{re.sub('[^a-z0-9_]', '_', card)}"
                while name in taken_names:
                    name += "_"
                taken_names.add(name)
                condition = not isinstance(tree, ast.Effect)
                # an effect that names `card` (gain card.points gold) reads the row of its own card
                own = [f"card = {py_literal(card)}"] if not condition and names_card(tree) else []
                if not condition and column in self.gen.resolver.waiting_cards:
                    body = own + self.waiting_card_effect(name, tree, f"{tree.span.file}:{tree.span.line}", taken_names,
                                                          ["card"] if own else [])
                else:
                    body = self.expr(tree) if condition else own + self.block(tree.body)
                functions.append({"name": name, "condition": condition, "body": body,
                                  "doc": f"{card}: the {column} of this card"})
                columns.setdefault(column, []).append((card, name))
            for column, entries in columns.items():
                tables.append({"const": card_code_name(table.name, column), "entries": entries})
        return functions, tables

    def waiting_card_effect(self, name: str, tree, where: str, taken: set, bound: list) -> list[str]:
        """A card's printed effect that asks a player: its body, its continuations kept for the module."""
        waiting = self.gen.resolver.waiting_procedures
        writer = ContinuationWriter(self.gen, name, waiting, where, taken)
        body = self.guarded(lambda: writer.seq(tree.body, bound, None), ["pass"]) or ["pass"]
        self.card_continuations += writer.functions
        return body

    def card_costs(self) -> list:
        """For each deck field of kind cost: can the player pay the cost a card prints, and pay it."""
        out = []
        for table in self.model.tables.values():
            columns = {}
            for (card, column), tree in table.card_code.items():
                if isinstance(tree, ast.Cost):
                    columns.setdefault(column, []).append((card, tree))
            for column, cards in columns.items():
                name = f"{table.name}_{column}"
                can_pay, pay = [], []
                for card, cost in cards:
                    can_pay += [f"if card == {card!r}:", "    return " + self.guarded(lambda: self.gen.affordable(cost),
                                                                                   "True")]
                    pay += [f"{'if' if not pay else 'elif'} card == {card!r}:"]
                    pay += ["    " + line for line in self.block((ast.Pay(cost.span, cost),))]
                out.append({"name": f"can_pay_{name}", "body": can_pay + ["return True"],
                            "doc": f"Can this player pay the {column} printed on this {table.name} card?"})
                out.append({"name": f"pay_{name}", "body": pay or ["pass"],
                            "doc": f"Pay the {column} printed on this {table.name} card."})
        return out

    def actions(self, taken: set):
        out, continuations = [], []
        waiting = self.gen.resolver.waiting_procedures
        for a in self.model.actions.values():
            params = [py_name(p.name) for p in a.params]
            moves = self.guarded(lambda: self.move_lines(a), ["return []"])
            doc = (a.text or a.name) + f" ({a.span.file}:{a.span.line})"
            writer = ContinuationWriter(self.gen, a.name, waiting, f"{a.span.file}:{a.span.line}", taken)
            writer.asks_payment = True
            effect = tuple(a.effect.body) if a.effect else ()
            body = []
            if a.cost is not None:      # a cost the player chooses how to pay waits like a `choose` before the effect
                pay = ast.Pay(a.cost.span, a.cost)
                if writer.pays_by_choice(pay):
                    effect = (pay,) + effect
                else:
                    body = self.block((pay,))
            body += self.guarded(lambda: writer.seq(effect, params, None), ["pass"])
            continuations += writer.functions
            words = tuple(p.word for p in a.params)
            # may the action stop on a choice? (agents then imagine the choice from before the action)
            asks = bool(writer.functions) or any(re.search(r"\b(ask|ask_secret)\(", line) for line in body) or \
                self.resolves_waiting_card(a) or \
                any(re.search(rf"\b{name}\(", line) for name in waiting for line in body)
            # an action that asks is made again from before it in every world its seat imagines at the choice: its
            # one move is tested alone (runtime/state.py `GameState.offers_alone`), not found among the decision's
            allows = self.guarded(lambda: self.allow_lines(a), None) if asks else None
            out.append({"name": a.name, "params": tuple(p.name for p in a.params), "words": words,
                        "secret": self.gen.resolver.secret_params.get(a.name, ()), "asks": asks, "allows": allows,
                        "domains": tuple(domain(self.model, self.gen.resolver, p.domain) for p in a.params),
                        "signature": ", ".join(["state", "p"] + params),
                        "moves": moves, "body": body or ["pass"], "doc": doc})
        return out, continuations

    def resolves_waiting_card(self, action) -> bool:
        """Does the action's effect run a card's printed effect that may ask a player?"""
        waiting = self.gen.resolver.waiting_cards
        return action.effect is not None and any(
            isinstance(n, ast.Resolve) and isinstance(n.target, ast.Field) and n.target.name in waiting
            for n in action.effect.walk())

    def move_tests(self, a) -> dict:
        """Each conjunct of `when` (and the cost), keyed by the loop it is tested in (-1: before any loop).

        A conjunct is tested right after the loop of the last parameter it reads, so a claim
        test on the route alone is not repeated for every colour.
        """
        names = [p.name for p in a.params]
        tests = {i: [] for i in range(-1, len(names))}
        terms = and_terms(a.when) if a.when is not None else []
        for term in terms + ([a.cost] if a.cost is not None else []):   # a cost may read a parameter too
            used = {n.name for n in term.walk() if isinstance(n, ast.Name)
                    and self.gen.bindings.get(id(n)) and self.gen.bindings[id(n)].category == "local"}
            if isinstance(term, ast.Cost):      # `cost: 1 kind` reads the parameter naming the resource
                used |= {item.resource for item in term.items}
            tests[max((names.index(n) for n in used if n in names), default=-1)].append(term)
        return tests

    def allow_lines(self, a) -> list[str]:
        """The body of `<action>_allows`: is the argument tuple one `<action>_moves` lists? The same tests as its
        loops, each parameter's in its domain, then those its loop tests, in the order the loops take them, asked
        of the one tuple only."""
        tests = {i: [self.gen.affordable(t) if isinstance(t, ast.Cost) else self.gen.expr(t, 2) for t in terms]
                 for i, terms in self.move_tests(a).items()}
        terms = list(tests[-1])
        for i, param in enumerate(a.params):
            terms.append(f"{py_name(param.name)} in {self.gen.source(param.domain)}")
            terms += tests[i]
        if not terms:
            return ["return True"]
        if len(terms) == 1:
            return [f"return {terms[0]}"]
        return [f"return ({terms[0]}"] + [f"        and {t}" for t in terms[1:-1]] + [f"        and {terms[-1]})"]

    def move_lines(self, a) -> list[str]:
        """The body of `<action>_moves`: every legal argument tuple, tests placed in the loop they depend on."""
        names = [p.name for p in a.params]
        tests = {i: [self.gen.affordable(t) if isinstance(t, ast.Cost) else self.gen.expr(t, 2) for t in terms]
                 for i, terms in self.move_tests(a).items()}
        lines = [f"if not ({' and '.join(tests[-1])}):", "    return []"] if tests[-1] else []
        if not names:
            return lines + ["return [()]"]
        loops = []
        for i, param in enumerate(a.params):
            loop = f"for {py_name(param.name)} in {self.gen.source(param.domain)}"
            if tests[i]:
                loop += f" if {' and '.join(tests[i])}"
            loops.append(loop)
        args = ", ".join(py_name(n) for n in names) + ("," if len(names) == 1 else "")
        if len(loops) == 1:
            return lines + [f"return [({args}) {loops[0]}]"]
        return lines + [f"return [({args})"] + [f"        {loop}" for loop in loops[:-1]] + [f"        {loops[-1]}]"]

    def choices(self, reserved: set, writer_class=StepChoices) -> list:
        """For every decide step, the body of its `<phase>_<step>_choices`: all its legal moves in one pass."""
        designer = {b.name for b in self.gen.bindings.values() if b.category == "local"}
        designer |= {py_name(n) for n in designer}
        out = []
        for phase, steps in (("setup", self.model.setup), ("round", self.model.round)):
            for step in steps:
                if step.kind != "decide" or (step.group is not None and step.group[3] > 1):
                    continue
                fn = step_function(phase, step)
                writer = writer_class(self.model, self.gen.resolver, reserved, designer)
                body = []
                if step.cost is not None:
                    body += [f"if not {fn}_can_pay(state, p):", "    return []"]
                body += writer.start_lines()
                for name in step.actions:
                    action = self.model.actions[name]
                    body += self.guarded(lambda: writer.action_lines(action, self.move_tests(action)),
                                         writer.fallback_lines(name))
                body += writer.end_lines(step.optional)
                # where the step is defined: a rules error raised while listing its moves is told there
                out.append({"function": f"{fn}_choices", "step": step.name, "body": body,
                            "where": f"{step.span.file}:{step.span.line}"})
        return out

    def steps(self):
        functions, setup, rounds = [], [], []
        for phase, steps, target in (("setup", self.model.setup, setup), ("round", self.model.round, rounds)):
            for step in steps:
                fn = step_function(phase, step)
                again = step.group is not None and step.group[3] > 1    # a repeat's later turns share the functions
                if step.kind in ("do", "each_player"):
                    if not again:
                        functions.append({"function": fn, "body": self.block(step.body.body if step.body else ()),
                                          "doc": f"{phase.capitalize()}: {step.copy_of or step.name} "
                                                 f"({step.span.file}:{step.span.line})"})
                    draws = ", draws=True" if step.body is not None and self.draws_on_chance(step.body) else ""
                    target.append(f"Step({step.kind!r}, {step.name!r}, run={fn}{draws})")
                    continue
                if step.kind == "until":
                    functions.append({"function": f"{fn}_until", "body": ["return " + self.expr(step.until, "True")],
                                      "doc": f"{phase.capitalize()}: are the steps of {step.name} done? "
                                             f"({step.span.file}:{step.span.line})"})
                    target.append(f"Step('until', {step.name!r}, run={fn}_until, back={step.loop[2]}, "
                                  f"bound={step.bound}, at={py_literal(where(step.at))})")
                    continue
                args = [repr("decide"), repr(step.name), f"actions={py_literal(step.actions)}",
                        f"who={step.who!r}"]
                if step.secret:
                    args.append("secret=True")
                if step.picks != 1:
                    args.append(f"picks={step.picks}")
                if step.optional:
                    args.append("optional=True")
                if step.label:
                    args.append(f"label={step.label!r}")
                if step.cost is not None and not again:
                    functions.append({"function": f"{fn}_can_pay",
                                      "body": ["return " + self.guarded(lambda: self.gen.affordable(step.cost), "True")],
                                      "doc": f"Can this player pay for '{step.name}'?"})
                    functions.append({"function": f"{fn}_pay", "body": self.block((ast.Pay(step.cost.span, step.cost),)),
                                      "doc": f"Pay for '{step.name}'."})
                if step.cost is not None:
                    args += [f"can_pay={fn}_can_pay", f"pay={fn}_pay"]
                if step.auto:
                    args.append(f"auto={step.auto!r}")
                args.append(f"choices={fn}_choices")
                if step.at is not None:
                    args.append(f"at={py_literal(where(step.at))}")
                target.append(f"Step({', '.join(args)})")
        return functions, setup, rounds

    def draws_on_chance(self, effect, seen: set | None = None) -> bool:
        """Does this effect roll dice or shuffle, itself, in a procedure it calls or a card's effect it resolves?
        (A look-ahead keeps a copy of the game before such a step: runtime/state.py `keep_before_chance`.)"""
        seen = set() if seen is None else seen
        for node in effect.walk():
            if isinstance(node, (ast.Roll, ast.Shuffle, ast.Resolve)):
                return True
            if isinstance(node, ast.CallStmt) and node.func in self.model.procedures and node.func not in seen:
                seen.add(node.func)
                if self.draws_on_chance(self.model.procedures[node.func].body, seen):
                    return True
        return False

    def hand(self, functions: list) -> dict | None:
        """A game of hands: its setup and scoring steps (their functions join `functions`), resets and end."""
        m = self.model
        if m.hand_end is None:
            return None
        steps = {}
        for hand_steps in (m.hand_setup, m.hand_scoring):
            for step in hand_steps:
                fn = step.name if step.name.startswith("hand_") else f"hand_{step.name}"
                functions.append({"function": fn, "body": self.block(step.body.body if step.body else ()),
                                  "doc": f"Hand: {step.name} ({step.span.file}:{step.span.line})"})
                steps.setdefault(id(hand_steps), []).append(f"Step({step.kind!r}, {step.name!r}, run={fn})")
        resets = []
        for name, _span in m.hand_reset:
            if name in m.player:
                resets += ["for p in state.players:", f"    {self.gen.field('p', name)} = {self.start_value(m.player[name])}"]
            elif name in m.globals:
                resets.append(f"{self.gen.field('state.g', name)} = {self.start_value(m.globals[name])}")
        return {"setup": steps.get(id(m.hand_setup), []), "scoring": steps.get(id(m.hand_scoring), []),
                "resets": resets or ["pass"], "end": self.expr(m.hand_end, "False")}

    def round_resets(self, when="round"):
        lines = []
        for fdef in self.model.player.values():
            if fdef.reset == when:
                lines += ["for p in state.players:", f"    {self.gen.field('p', fdef.name)} = {self.start_value(fdef)}"]
        for fdef in self.model.globals.values():
            if fdef.reset == when:
                lines += [f"{self.gen.field('state.g', fdef.name)} = {self.start_value(fdef)}"]
        return lines or ["pass"]

    def start_value(self, fdef) -> str:
        if fdef.type in ("counter", "track"):
            return py_literal(fdef.start or 0)
        if fdef.type == "flag":
            return py_literal(bool(fdef.start))
        if fdef.type == "symbol":
            return py_literal(None if fdef.start in (None, "none") else fdef.start)
        if fdef.type == "set":
            return "set()"
        if fdef.type == "map" and fdef.of is not None:   # ids of a table, or none
            start = None if fdef.start in (None, "none") else fdef.start
            return f"dict.fromkeys({const_name(fdef.keys)}, {py_literal(start)})"
        if fdef.type == "map":
            return f"dict.fromkeys({const_name(fdef.keys)}, {py_literal(fdef.start or 0)})"
        if fdef.type == "figures":      # {key: figure} of the figures standing (runtime/figures.py)
            return "{}"
        if fdef.type == "zone" and fdef.keys is not None:     # one empty pile per id of the keys' table
            return f"{{key: [] for key in {const_name(fdef.keys)}}}"
        if fdef.type == "zone" and fdef.start == "all":
            table = self.model.tables.get(fdef.of)
            if table is not None and "copies" in table.columns:
                deck = const_name(fdef.of)
                return f'[card for card in {deck} for _ in range({deck}[card]["copies"])]'
            return f"list({const_name(fdef.of)})"
        return "[]"

    # ------------------------------------------------------------ modules
    def data_module(self) -> tuple[str, list]:
        names = []
        lines = ['"""' + docstring(f"{self.model.name}: tables, boards and cards, as data.") + "\n\n"
                 + docstring("Generated by Cairn from " + ", ".join(self.model.files) + ". Do not edit.") + "\n" + '"""']
        for name, (value, span) in self.model.constants.items():
            if isinstance(value, int):
                lines += ["", f"{identifier(const_name(name))} = {value}"]
                names.append(const_name(name))
            elif isinstance(value, ast.Table):
                exact = {r.key: self.expr(r.value) for r in value.rows if r.kind != "at_least"}
                if exact:
                    lines += ["", f"{identifier(const_name(name))} = {{" + ", ".join(f"{py_literal(k)}: {v}" for k, v in
                                                                         exact.items()) + "}"]
                    names.append(const_name(name))
        for table in self.model.tables.values():
            lines += ["", "", "# " + comment(f"{table.file}: {'deck' if table.deck else 'table'} '{table.name}'"),
                      f"{identifier(const_name(table.name))} = {{"]
            code_columns = {c for c, kind in (table.deck or {}).get("fields", {}).items() if not isinstance(kind, dict)}
            for row in table.rows:
                record = {k: v for k, v in row.items() if k not in code_columns}
                record = {k: (None if v == "none" and table.columns.get(k, ("",))[0] in ("id", "sym") else v)
                          for k, v in record.items()}
                lines.append(f"    {py_literal(row['id'])}: {py_literal(record)},")
            lines += ["}", f"{identifier(order_name(table.name))} = tuple({const_name(table.name)})"]
            names += [const_name(table.name), order_name(table.name)]
        for fdef in list(self.model.player.values()) + list(self.model.globals.values()):
            if fdef.type == "tableau":
                lines += ["", "", "# " + comment(f"tableau '{fdef.name}': how its cards are laid (runtime/tableau.py)"),
                          f"{identifier(tableau_name(fdef.name))} = {tableau_layout(self.model, fdef)}"]
                names.append(tableau_name(fdef.name))
        return "\n".join(lines) + "\n", names

    def rules_module(self, data_names) -> str:
        m = self.model
        card_functions, card_tables = self.card_code()
        step_functions, setup_steps, round_steps = self.steps()
        hand = self.hand(step_functions)
        if m.after_action is not None:
            step = m.after_action
            step_functions.append({"function": "after_action_step", "body": self.block(step.body.body),
                                   "doc": f"After every action, for every player ({step.span.file}:{step.span.line})"})
        # names continuations must avoid: the module's, and the designer's locals (which would hide them)
        reserved = self.module_names(data_names, card_functions, step_functions)
        taken = reserved | {b.name for b in self.gen.bindings.values() if b.category == "local"}
        taken |= {c["name"] for c in self.card_continuations}
        procedures, waits = self.procedures(taken)
        actions, continuations = self.actions(taken)
        continuations = self.card_continuations + waits + continuations
        reserved |= {c["name"] for c in continuations} | {c["choice"]["function"] for c in continuations if c["choice"]}
        self.reserved = reserved     # the fast back end writes choice functions that must avoid the same names
        set_fields = {"player": tuple(f.name for f in m.player.values() if f.type == "set"),
                      "global": tuple(f.name for f in m.globals.values() if f.type == "set")}
        hidden = {"player": tuple(f.name for f in m.player.values() if f.type == "zone" and f.visible != "everyone"),
                  "global": tuple(f.name for f in m.globals.values() if f.type == "zone" and f.visible != "everyone")}
        visibility = {"player": {f.name: f.visible for f in m.player.values()},
                      "global": {f.name: f.visible for f in m.globals.values()}}
        view = {
            "game": m, "sources": m.files, "runtime_imports": [IMPORTS_MARK], "data_imports": sorted(data_names),
            "options": {name: {"values": values, "default": default} for name, (values, default, _) in
                        m.options.items()},
            "lookups": self.lookups(), "setters": self.setters(), "changers": self.resource_changers(),
            "functions": self.functions(),
            "procedures": procedures, "card_code": card_functions, "card_tables": card_tables,
            "card_costs": self.card_costs(),
            "actions": actions, "continuations": continuations, "steps": step_functions, "setup_steps": setup_steps,
            "round_steps": round_steps, "round_resets": self.round_resets(), "hand": hand,
            "choices": self.choices(reserved),
            "turn_resets": self.round_resets("turn"),
            "active": self.expr(m.active, "True"), "end": self.expr(m.end, "False"),
            "scoring": [{"id": s.id, "text": s.text, "body": self.expr(s.points, "0"),
                         "doc": f"{s.text} ({s.span.file}:{s.span.line})"} for s in m.scoring],
            "end_trigger": self.expr(m.end_trigger) if m.end_trigger is not None else None,
            "end_mode": m.end_mode,
            "max_moves_at": where(m.max_moves_at) if m.max_moves_at is not None else None,
            "tiebreak": [self.expr(t, "0") for t in m.tiebreak],
            "strategies": strategy_view(self),
            "action_texts": {a.name: a.text for a in m.actions.values() if a.text},
            "automata": m.automata, "progress": self.expr(m.progress) if m.progress is not None else None,
            "end_words": end_words(m, self.gen.resolver), "end_at": end_places(m),
            "running_out": [(f.name, f.min) for f in m.player.values()
                            if f.on_empty is not None and f.min is not None],
            "eligible": self.expr(m.eligible, "True"), "solo": self.expr(m.solo) if m.solo else None,
            "new_globals": [(f.name, self.start_value(f)) for f in m.globals.values()],
            "new_player": [(f.name, self.start_value(f)) for f in m.player.values()],
            "set_fields": set_fields, "hidden_fields": hidden, "visibility": visibility,
            "layout": save_layout(m)[0], "layout_tables": save_layout(m)[1], "trail": m.trail,
            "copy_player": self.copy_lines(["seat"], m.player.values()),
            "copy_globals": self.copy_lines([], m.globals.values(), "g"),
            "caps": pile_caps(m),
            "bounds": {"player": {f.name: (f.min, f.max) for f in m.player.values()
                                  if f.type in ("counter", "track") and (f.min is not None or f.max is not None)},
                       "global": {f.name: (f.min, f.max) for f in m.globals.values()
                                  if f.type in ("counter", "track") and (f.min is not None or f.max is not None)}},
        }
        text = environment().get_template("rules.py.j2").render(**view)
        words = set(re.findall(r"\w+", text.split(IMPORTS_MARK, 1)[1]))    # one pass: each name is whole words
        used = [name for name in RUNTIME_NAMES if name in words]
        return text.replace(IMPORTS_MARK, ", ".join(used))

    def copy_lines(self, plain: list, fields, source: str = "p") -> list:
        """`copy_player`'s (or `copy_globals`') body: every slot of the copy `q` set from `source`'s, a container
        copied (a dict round trip would cost several times as much: GameState.clone copies every seat)."""
        lines = []
        for name, kind in [(name, None) for name in plain] + [(f.name, copy_kind(f)) for f in fields]:
            value = self.gen.field(source, name)
            lines.append(f"{self.gen.field('q', name)} = {value if kind is None else f'{kind}({value})'}")
        return lines

    def module_names(self, data_names, card_functions, step_functions) -> set:
        """Every name the rules module defines or imports, and Python's own: what a made-up local must not shadow."""
        m = self.model
        names = set(dir(builtins)) | set(keyword.kwlist) | set(RUNTIME_NAMES) | set(data_names)
        names |= {"state", "p", "groups"} | MODULE_NAMES
        names |= set(m.functions) | set(m.procedures) | set(m.constants)
        names |= {f"set_{f}" for f in list(m.player) + list(m.globals)}
        names |= {f"change_{t}" for t in m.tables}
        names |= {f["name"] for f in card_functions}
        names |= {f"{verb}_{t.name}_{c}" for t in m.tables.values() for (_card, c) in t.card_code
                  for verb in ("can_pay", "pay")}
        names |= set(m.actions) | {a + "_moves" for a in m.actions}
        names |= {s["function"] for s in step_functions}
        names |= {f"score_{s.id}" for s in m.scoring} | {f"tiebreak_{i + 1}" for i in range(len(m.tiebreak))}
        names |= strategy_function_names(m)
        for phase, steps in (("setup", m.setup), ("round", m.round)):
            names |= {step_function(phase, s) + "_choices" for s in steps}
        return names

    def emit(self) -> Emitted:
        try:
            data, names = self.data_module()
            rules = self.rules_module(names)
            init = (f'"""{docstring(self.model.name)}, compiled by Cairn. Do not edit."""\n'
                    "from .rules import GAME\n\n__all__ = [\"GAME\"]\n")
        except UnsafeName as err:
            self.diags.append(Diagnostic("E403", f"the generated rules would not be safe: {err}", None,
                                         help="this is a bug in Cairn; please report it"))
            return Emitted({}, self.diags)
        files = {"__init__.py": init, "data.py": data, "rules.py": rules}
        parsed = guard.Parsed()      # each module's syntax tree, parsed once for the fast back end and the guard
        refused = record_problem(self.model)
        if refused is not None:     # rules.py would fail at import, making its record types
            self.diags.append(Diagnostic("E403", f"the generated rules would not be safe: {refused}", None,
                                         help="this is a bug in Cairn; please report it"))
        fast = fast_module(self, rules, parsed=parsed)
        if fast is not None:
            files[FAST] = fast
            files.update(lowered_files(self))     # only beside a fast.py: the playout a game falls back to
        for path, text in files.items():
            if not path.endswith(".py"):
                continue        # lowered.pxd: Cython declarations, never imported by Python
            try:
                shape = guard.problems(text, path, parsed)
            except SyntaxError as err:
                shape = [f"not valid Python: {err.msg} (line {err.lineno})"]
            for problem in shape:
                self.diags.append(Diagnostic("E403", f"generated {path}: {problem}", None,
                                             help="this is a bug in Cairn; please report it"))
        return Emitted(files, self.diags)


def emit(model: GameModel, resolver: Resolver) -> Emitted:
    return Emitter(model, resolver).emit()


def record_problem(model: GameModel) -> str | None:
    """What `record_type` would refuse when rules.py makes its record types at import (None: nothing). Every
    field name the front end allows has a slot of its own (runtime/records.py `slot_name`)."""
    for name, fields in (("Player", ("seat", *model.player)), ("Shared", tuple(model.globals))):
        try:
            record_type(name, fields)
        except ValueError as err:
            return str(err)
    return None


def copy_kind(fdef) -> str | None:
    """How a field's value is copied with the state: set, list, dict, pile by pile (copy_piles), or None for a
    value no one changes in place (a number, a flag, an id)."""
    if fdef.type not in ("set", "zone", "map", "tableau", "figures"):
        return None
    if fdef.type == "zone" and fdef.keys is not None:
        return "copy_piles"
    return "set" if fdef.type == "set" else "list" if fdef.type in ("zone", "tableau") else "dict"


def tableau_layout(model: GameModel, fdef) -> str:
    """The layout runtime/tableau.py reads: cells per card side, the decks and their column of trails, what stays
    uncovered. A placement is never changed once made, so copying the list of placements copies the tableau."""
    decks = [model.tables[d] for d in fdef.decks if d in model.tables]
    column, cells, _kinds = trails_column(model, fdef.decks) or ("trails", 2, None)
    tables = "(" + "".join(f"{identifier(const_name(t.name))}, " for t in decks) + ")"
    fixed = "(" + "".join(f"{identifier(const_name(d))}, " for d in fdef.fixed if d in model.tables) + ")"
    return (f'{{"cells": {py_literal(cells)}, "decks": {tables}, "column": {py_literal(column)}, '
            f'"fixed": {fixed}, "fix_marked": {py_literal(fdef.fix_marked)}}}')
