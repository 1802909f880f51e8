"""Effects with the game's functions inlined: the fast module's copies of actions and procedures.

A designer's `functions:` are pure expressions, so a call can be replaced by the function's body
with its arguments in place, where it stands: nothing is moved across a write, nothing is
evaluated that the plain code would not evaluate, in the same order. Appalachian's `move` then
walks each space without calling `at_shelter` → `location` → `trail_index`. An argument used
more than once is substituted only when it is a plain name or number (never evaluated twice); a
function whose body has a variable of its own (an aggregate's `for s in …`) stays a call, so no
name of the caller can be captured. `rules.py` keeps the calls: it is the module designers read.

Bounds are written as conditionals too (`InlineGen.bounded`, `set_numeric`): a clamp, or `min`/`max` of two
values, compares in place instead of calling the builtin, which in CPython 3.11 costs about four plain
calls (callgrind: ~2,700 instructions for `min(15, max(0, v))`, ~630 for the setter's call, ~690 for the
conditional). The code compared is then written twice, so only code without calls (pure, cheap) and short.
"""
from __future__ import annotations

import re

from ...frontend import ast
from ..choices import INLINE_DEPTH, SIMPLE_ARG
from ..pytext import docstring
from ..pygen import NotSupported, PyGen, has_setter, py_name, step_function


LONGEST = 120    # an inlined call longer than this stays a call: the copy must stay readable
def copy_doc(span) -> str:
    """The docstring of a copy: where it is defined, as rules.py says, so an error in the copy is told at the
    definition (runtime/errors.py reads `file.yaml:line` from the function's docstring)."""
    return docstring(f"As in rules.py ({span.file}:{span.line}), the game's functions inlined, bounds and "
                     f"min/max as conditionals.")
TWICE = 60       # code written more than once (a clamp's test and value) at most this long
CALL = re.compile(r"[A-Za-z0-9_\])]\s*\(")     # a call in generated code (a bracket after a name)


LOOSE = re.compile(r"\b(?:if|else|or|and|not|in|is|lambda)\b|[<>=!]")    # binds looser than a comparison
STRING = re.compile(r"'[^']*'|\"[^\"]*\"")     # a string literal of generated code


def without_strings(code: str) -> str:
    """Generated code less its string literals: its names and operators, not the text it holds."""
    return STRING.sub("", code)


def operand(code: str) -> str:
    """`code` as an operand of a comparison and a conditional: in brackets unless it binds tighter than both."""
    return f"({code})" if LOOSE.search(without_strings(code)) else code


class InlineGen(PyGen):
    """The Python generator of rules.py, with calls of the game's functions written in place."""

    def __init__(self, model, resolver):
        super().__init__(model, resolver)
        self.frames: list[dict] = []     # per inlined call: parameter -> the code of its argument

    def x_Name(self, n):
        if self.frames:
            binding = self.bindings.get(id(n))
            if binding is not None and binding.category == "local" and binding.name in self.frames[-1]:
                return self.frames[-1][binding.name], 9
        return super().x_Name(n)

    def set_numeric(self, name: str, value_code: str, indent: int, player_code: str = "p"):
        """A counter kept within bounds and nothing more (no `on_empty`): the setter's clamp written in place."""
        fdef = self.field_for(name)
        if not has_setter(fdef) or fdef.on_empty is not None or not self.twice(value_code):
            return super().set_numeric(name, value_code, indent, player_code)
        owner = player_code if fdef.scope == "player" else "state.g"
        low, high, value = fdef.min, fdef.max, value_code
        if low is not None and high is not None:
            value = f"{low} if {value} < {low} else {high} if {value} > {high} else {value}"
        elif low is not None:
            value = f"{low} if {value} < {low} else {value}"
        else:
            value = f"{high} if {value} > {high} else {value}"
        return self.line(indent, f"{self.field(owner, name)} = {value}")

    @staticmethod
    def twice(code: str) -> bool:
        """May this code be written twice (or thrice) and evaluated so? Short and without calls: pure and cheap."""
        return len(code) <= TWICE and not CALL.search(code)

    def bounded(self, func: str, first: str, second: str) -> str:
        """`min`/`max` of two values as a conditional: in CPython 3.11 the builtins cost four plain calls
        (no fast calling convention), the conditional a comparison. Only for code that may be written twice."""
        if not (self.twice(first) and self.twice(second)):
            return super().bounded(func, first, second)
        op = "<" if func == "min" else ">"
        first, second = operand(first), operand(second)
        return f"({second} if {second} {op} {first} else {first})"     # the first wins a tie, as the builtins do

    def inlinable(self, fn) -> bool:
        own = {id(x) for x in fn.body.walk() if isinstance(x, (ast.Aggregate, ast.Choose))}
        return not own

    def x_Call(self, n):
        fn = self.model.functions.get(n.func)
        if fn is None or n.of is not None or self.playerless(n) or len(self.frames) >= INLINE_DEPTH or \
                not self.inlinable(fn):
            return super().x_Call(n)
        args = [self.expr(a) for a in n.args]
        uses = [sum(1 for x in fn.body.walk() if isinstance(x, ast.Name) and x.name == param) for param in fn.params]
        if not all(SIMPLE_ARG.match(code) or used <= 1 for code, used in zip(args, uses)):
            return super().x_Call(n)
        self.frames.append({param: code if SIMPLE_ARG.match(code) else f"({code})"
                            for param, code in zip(fn.params, args)})
        try:
            code, prec = getattr(self, "x_" + type(fn.body).__name__)(fn.body)
        finally:
            self.frames.pop()
        if len(code) > LONGEST:
            return super().x_Call(n)
        return code, prec


def inlined_copies(emitter, asking: set) -> list[list[str]]:
    """Copies of the procedures and actions that never wait on a choice, functions inlined: their lines.

    `asking`: the actions rules.py marks as asking (`asks=True`). Anything else that cannot be
    copied plainly (a cost, a choice, a card's printed effect) is left to rules.py.
    """
    model = emitter.model
    gen = InlineGen(model, emitter.gen.resolver)
    waiting = set(emitter.gen.resolver.waiting_procedures)
    out = []

    def copy(name, params, stmts, doc):
        try:
            body = gen.block(stmts, 1)
            calls_copy = any(isinstance(x, ast.CallStmt) and x.func in copied for s in stmts for x in s.walk())
            if body == emitter.gen.block(stmts, 1) and not calls_copy:
                return      # nothing inlined, no copied procedure called: rules.py's own is the same
        except NotSupported:
            return
        out.append([f"def {name}({', '.join(['state', 'p'] + params)}):", f'    """{doc}"""', *body])
        copied.add(name)

    blocked = (ast.Choose, ast.Resolve, ast.Pay)
    copied: set = set()
    plain = [f for f in model.procedures.values() if f.name not in waiting and not any(
        isinstance(x, blocked) for s in (f.body.body if f.body else ()) for x in s.walk())]
    for _ in range(len(plain)):         # a procedure calling a copied one is copied too, until nothing changes
        before = len(out)
        for f in plain:
            if f.name not in copied:
                copy(f.name, [py_name(a) for a in f.params], tuple(f.body.body) if f.body else (),
                     copy_doc(f.span))
        if len(out) == before:
            break
    for a in model.actions.values():
        stmts = tuple(a.effect.body) if a.effect else ()
        if a.name in asking or a.cost is not None or any(isinstance(x, blocked) for s in stmts for x in s.walk()) \
                or any(isinstance(x, ast.CallStmt) and x.func in waiting for s in stmts for x in s.walk()):
            continue
        copy(a.name, [py_name(p.name) for p in a.params], stmts, copy_doc(a.span))
    for phase, steps in (("setup", model.setup), ("round", model.round)):
        for step in steps:
            if step.kind not in ("do", "each_player") or step.copy_of is not None or step.body is None:
                continue
            stmts = tuple(step.body.body)
            if any(isinstance(x, blocked) for s in stmts for x in s.walk()) \
                    or any(isinstance(x, ast.CallStmt) and x.func in waiting for s in stmts for x in s.walk()):
                continue
            copy(step_function(phase, step), [], stmts, copy_doc(step.span))
    return out
