"""The report in the game's own words: names for ids, and rules English for the generated code.

The runtime measures the generated module (rule coverage names a function of rules.py and the Python
of an `if` that never ran); a designer wrote neither. Here, where the model is known, each of the
definitions' `if` conditions is written again by the Python back end (`PyGen.expr`, the very text
rules.py holds) and in English (`English.condition`, as the reference sheet says it), so an `if` of
rules.py is found by its text and shown as the rule it came from, at the line the designer wrote it.
A condition the compiler wrote itself (no `if` of the definitions) is shown as a condition of its
rule, never as Python.
"""
from __future__ import annotations

import ast as py_ast
import dataclasses

from ..frontend import ast
from ..frontend.english import Ctx, English, plain, words
from ..frontend.model import ActionDef, FunctionDef, ProcedureDef, StepDef
from ..frontend.plain import Plain

OWNERS = (FunctionDef, ProcedureDef, ActionDef, StepDef)   # what a generated function's docstring points at


def readable(name: str) -> str:
    """An id as words: 'long-17' → 'long 17', 'take_provision' → 'take provision', and a flow step's
    function 'setup_setup_2' → 'setup 2' (its phase and its name say the same word)."""
    said = words(str(name).replace("-", "_")).split()
    return " ".join(w for i, w in enumerate(said) if i == 0 or w != said[i - 1])


def card_name(rules, table: str, card: str) -> str:
    """A card as the designer named it: its row's `name` column, else its id as words."""
    row = rules.tables.get(table, {}).get(card)
    name = row.get("name") if isinstance(row, dict) else None
    return name if isinstance(name, str) and name.strip() else readable(card)


def _normal(code: str) -> str | None:
    """Python text as `ast.unparse` writes it, so two spellings of one expression compare equal."""
    try:
        return py_ast.unparse(py_ast.parse(code, mode="eval"))
    except SyntaxError:
        return None


def _ifs(value, owner, out: list, seen: set) -> None:
    """Every `if` of the model's effects, with the rule (function, procedure, action, step) it is in."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, OWNERS):
        owner = value
    if isinstance(value, ast.If):
        out.extend((cond, owner) for cond, _body in value.branches)
    if isinstance(value, (list, tuple)):
        for item in value:
            _ifs(item, owner, out, seen)
    elif isinstance(value, dict):
        for item in value.values():
            _ifs(item, owner, out, seen)
    elif isinstance(value, (ast.Node, Plain)) or dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = value._fields if isinstance(value, (ast.Node, Plain)) else [f.name for f in dataclasses.fields(value)]
        for name in names:
            if name not in ("span", "rows", "card_nodes", "texts", "name_spans", "yaml_booleans"):
                _ifs(getattr(value, name, None), owner, out, seen)


def conditions(model) -> dict:
    """The definitions' `if` conditions by their Python text: {text: [(english, where, where its rule is)]}."""
    from ..codegen.pygen import NotSupported, PyGen
    from ..frontend.resolve import resolve
    resolver = resolve(model)
    gen, english = PyGen(model, resolver), English(model, resolver)
    found: list = []
    _ifs(model, None, found, set())
    out: dict = {}
    for cond, owner in found:
        try:
            code = _normal(gen.expr(cond))
            said = plain(english.condition(cond, Ctx(player=not isinstance(owner, StepDef))))
        except (NotSupported, KeyError, AttributeError, TypeError, ValueError):
            continue        # a condition the back end spells only in its context: shown as its rule's
        if code is None:
            continue
        span = cond.span
        owner_at = f"{owner.span.file}:{owner.span.line}" if owner is not None and owner.span else None
        out.setdefault(code, []).append((said, f"{span.file}:{span.line}", owner_at))
    return out


def explain_coverage(model, coverage: dict) -> None:
    """Every row of rule coverage in the game's words (`label`, and `text` for what did not happen), in place."""
    known = conditions(model) if model is not None else {}
    for row in coverage["never"]:
        row["label"] = readable(row["name"])
        if row["kind"] == "action":
            action = model.actions.get(row["name"]) if model is not None else None
            said = " ".join((action.text or "").split()) if action is not None else ""
            row["text"] = f"never taken ({said})" if said else "never taken"
        elif row["kind"] == "effect branch":
            row["text"], where = _branch_text(row, known)
            row["where"] = where or row["where"]
        else:
            row["text"] = row["detail"]


def _branch_text(row: dict, known: dict) -> tuple[str, str | None]:
    """'“if the variant option is advanced” was never true', and where the designer wrote that `if`."""
    ending = "was never true" if row.get("never") == "true" else "was never false (its otherwise never ran)"
    found = known.get(_normal(row.get("condition", "")) or "", [])
    mine = [f for f in found if f[2] == row["where"]] or found
    if mine:
        said, where, _owner = mine[0]
        return f"“if {said}” {ending}", where
    return f"a condition that {readable(row['name'])} tests {ending}", None
