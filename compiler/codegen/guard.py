"""The last check on a generated module before it is written: its shape, not its text.

`compiler/codegen/pytext.py` keeps designer content out of code by construction; this is the second
line. Importing a generated module must define things and run nothing, so its top level may
hold only a docstring, imports from Cairn's runtime or the game's own package, function
definitions without decorators, classes that only name their slots (the lowered playout's records:
a docstring and `__slots__` of strings, nothing else), and assignments of data (literals, `tuple(...)` of a table,
`GameRules(...)` of steps and functions). Anywhere in it, a name that is not plain ASCII, a
dunder, or one of Python's doors to the outside (`eval`, `open`, `__import__`, …) is refused.
A module that fails is a bug in Cairn, reported as E403 and never written.
"""
from __future__ import annotations

import ast
import re

_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*", re.ASCII)
IMPORTABLE = {"runtime.api", "runtime.scenario", "data", "rules", "fast"}    # fast: the lowered playout's setup
# Calls a module may make while it is being imported: building its own data and rules.
IMPORT_TIME_CALLS = {"tuple", "frozenset", "dict", "GameRules", "Step", "Action", "Strategy", "record_type"}
DOORS = {"eval", "exec", "compile", "open", "__import__", "globals", "locals", "vars", "getattr", "setattr",
         "delattr", "breakpoint", "input", "help", "exit", "quit", "memoryview", "object", "type", "super",
         "classmethod", "staticmethod", "property"}


class Parsed(dict):
    """Python's syntax tree of each module text, parsed once: the fast back end reads the names rules.py
    defines from the same tree the guard then checks (a parse is most of the guard's cost)."""

    def __missing__(self, source: str):
        tree = self[source] = ast.parse(source)
        return tree


def problems(source: str, filename: str, parsed: Parsed | None = None) -> list[str]:
    """What is wrong with a generated module's shape; empty when it only defines things."""
    tree = parsed[source] if parsed is not None else ast.parse(source, filename=filename)
    found = []
    for index, stmt in enumerate(tree.body):
        found += _top_level(stmt, index)
    records = {id(stmt) for stmt in tree.body if _slots_only(stmt)}
    slots = {id(stmt.body[-1].targets[0]) for stmt in tree.body if id(stmt) in records}
    refused: dict[str, bool] = {}       # a module names the same few hundred things thousands of times
    for node in _walk(tree):
        kind = type(node)
        names = _NAMES.get(kind)
        if names is not None and id(node) not in slots:
            for name in names(node):
                bad = refused.get(name)
                if bad is None:
                    bad = refused[name] = not _PLAIN.fullmatch(name) or (name.startswith("__") and name != "__all__") \
                        or name in DOORS
                if bad:
                    found.append(f"line {getattr(node, 'lineno', '?')}: the name {name!r} may not appear in a game module")
        if kind in _STATEMENTS and not _allowed_statement(node) and id(node) not in records:
            found.append(f"line {node.lineno}: a {kind.__name__} statement may not appear in a game module")
    return found


def _walk(tree) -> list:
    """The nodes of `tree` in ast.walk's order, but for the Load/Store/Del and operator markers, which hold no name,
    no statement and no child (a guard walks every module a build writes: a list and no generators). Fields that
    hold a name or a number as text, never a node, are not read (`_LEAF_FIELDS`)."""
    nodes, index = [tree], 0
    while index < len(nodes):
        node = nodes[index]
        index += 1
        kind = type(node)
        fields = _CHILD_FIELDS.get(kind)
        if fields is None:
            fields = _CHILD_FIELDS[kind] = tuple(name for name in kind._fields if name not in _LEAF_FIELDS
                                                 and not (kind is ast.Constant and name == "value"))
        for field in fields:
            value = getattr(node, field, None)
            if isinstance(value, list):
                nodes.extend([item for item in value if isinstance(item, ast.AST)])
            elif isinstance(value, ast.AST):
                nodes.append(value)
    return nodes


_CHILD_FIELDS: dict[type, tuple] = {}
# Fields of Python's syntax tree that never hold a node the guard looks at: identifiers and numbers (a name's `id`,
# an attribute's `attr`, …: the node holding one is checked by its own kind, `_NAMES`), the context markers, and
# the operators (`+`, `<`), which hold nothing. (A constant's value, too: any Python value but a node.)
_LEAF_FIELDS = frozenset({"ctx", "id", "attr", "arg", "name", "asname", "module", "level", "kind", "type_comment",
                          "is_async", "conversion", "simple", "op", "ops"})


def _top_level(stmt, index: int) -> list[str]:
    where = f"line {stmt.lineno}"
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
        return [] if index == 0 else [f"{where}: an expression statement at the top level"]
    if isinstance(stmt, ast.ImportFrom):
        module = ("." * stmt.level) + (stmt.module or "")
        plain = (stmt.module or "").lstrip(".")
        ok = (stmt.level == 1 and plain in IMPORTABLE) or (stmt.level == 0 and (
            plain in IMPORTABLE or plain.startswith("generated.")))
        return [] if ok else [f"{where}: import from {module!r}"]
    if isinstance(stmt, ast.FunctionDef):
        bad = []
        if stmt.decorator_list:
            bad.append(f"{where}: a decorated function")
        defaults = stmt.args.defaults + [d for d in stmt.args.kw_defaults if d is not None]
        bad += [f"{where}: a default value that runs code" for d in defaults if not _is_data(d)]
        return bad
    if isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets):
        return [] if _is_data(stmt.value) else [f"{where}: an assignment that runs code at import"]
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and _is_data(stmt.value):
        return []       # CHECKS.append(check_0) in a scenario module
    if _slots_only(stmt):
        return []       # a record of the lowered playout
    return [f"{where}: a {type(stmt).__name__} statement at the top level"]


def _slots_only(stmt) -> bool:
    """`class Player:` with a docstring and `__slots__ = ('seat', ...)` and nothing else: no base, no decorator,
    no method, so defining it runs nothing of the module's."""
    if not isinstance(stmt, ast.ClassDef) or stmt.bases or stmt.keywords or stmt.decorator_list:
        return False
    body = stmt.body
    if len(body) == 2 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]
    if len(body) != 1 or not isinstance(body[0], ast.Assign) or len(body[0].targets) != 1:
        return False
    target, value = body[0].targets[0], body[0].value
    return isinstance(target, ast.Name) and target.id == "__slots__" and isinstance(value, ast.Tuple) \
        and all(isinstance(v, ast.Constant) and isinstance(v.value, str) and _PLAIN.fullmatch(v.value)
                and not v.value.startswith("__") for v in value.elts)


def _is_data(node) -> bool:
    """Literals, names, and calls that build data or rules, all the way down."""
    for sub in _walk(node):
        if isinstance(sub, ast.Call):
            func = sub.func
            if isinstance(func, ast.Name) and func.id in IMPORT_TIME_CALLS:
                continue
            if isinstance(func, ast.Attribute) and func.attr in ("append", "fromkeys") \
                    and isinstance(func.value, ast.Name):
                continue
            return False
        if isinstance(sub, (ast.Lambda, ast.GeneratorExp, ast.ListComp, ast.DictComp, ast.SetComp,
                            ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom)):
            return False
    return True


def _alias_names(node) -> list[str]:
    # `from generated.<game>.rules import *` is how a scenario module sees the rules
    return ([] if node.name == "*" else [node.name.rsplit(".", 1)[-1]]) + ([node.asname] if node.asname else [])


# The names each kind of node brings (the kinds are exact: Python's syntax tree has no subclasses of these).
_NAMES = {
    ast.Name: lambda node: (node.id,),
    ast.Attribute: lambda node: (node.attr,),
    ast.FunctionDef: lambda node: (node.name,), ast.ClassDef: lambda node: (node.name,),
    ast.AsyncFunctionDef: lambda node: (node.name,),
    ast.arg: lambda node: (node.arg,),
    ast.keyword: lambda node: () if node.arg is None else (node.arg,),
    ast.alias: _alias_names,
    ast.ImportFrom: lambda node: [part for part in (node.module or "").split(".") if part],
}
_STATEMENTS = frozenset({ast.Import, ast.Global, ast.Nonlocal, ast.ClassDef, ast.AsyncFunctionDef, ast.Await,
                         ast.With, ast.Try, ast.Raise, ast.Delete})


def _allowed_statement(node) -> bool:
    # `raise RuleError(...)` is how generated rules refuse an impossible move.
    return isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) \
        and isinstance(node.exc.func, ast.Name) and node.exc.func.id == "RuleError"
