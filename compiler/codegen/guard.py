"""The last check on a generated module before it is written: its shape, not its text.

`compiler/codegen/pytext.py` keeps designer content out of code by construction; this is the second
line. Importing a generated module must define things and run nothing, so its top level may
hold only a docstring, imports from Cairn's runtime or the game's own package, function
definitions without decorators, classes that only name their slots (the lowered playout's records:
a docstring and `__slots__` of strings, nothing else), and assignments of data (literals, `tuple(...)` of a table,
`GameRules(...)` of steps and functions). Anywhere in it, a name that is not plain ASCII, a
dunder, or one of Python's doors to the outside (`eval`, `open`, `__import__`, …) is refused.
A module that fails is a bug in Cairn, reported as E403 and never written.

Every module is first read by `scan`, a check of its text that needs no syntax tree: it finds the strings and
comments as Python's tokenizer does, and then proves the same rules on the code between them (every word, every
statement at the top level, every call in data). It only ever says yes; where it cannot prove a module clean (anything
it does not know, or anything the rules refuse), the module is parsed and checked node by node as before, which says
what is wrong. A build's modules are ~1.4 MB of Python, and parsing them was most of the guard's cost.
"""
from __future__ import annotations

import ast
import keyword
import re
from typing import NamedTuple

_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*", re.ASCII)
IMPORTABLE = {"runtime.api", "runtime.scenario", "data", "rules", "fast"}    # fast: the lowered playout's setup
# Calls a module may make while it is being imported: building its own data and rules.
IMPORT_TIME_CALLS = {"tuple", "frozenset", "dict", "GameRules", "Step", "Action", "Strategy", "record_type"}
DOORS = {"eval", "exec", "compile", "open", "__import__", "globals", "locals", "vars", "getattr", "setattr",
         "delattr", "breakpoint", "input", "help", "exit", "quit", "memoryview", "object", "type", "super",
         "classmethod", "staticmethod", "property"}


class Parsed(dict):
    """Python's syntax tree of each module text, parsed once and only where it is read (a parse is most of the cost
    of a guard that walks the tree), and what `scan` proved of each text, scanned once: the fast back end reads the
    names rules.py defines from the same scan the guard then trusts."""

    def __missing__(self, source: str):
        tree = self[source] = ast.parse(source)
        return tree

    def shape(self, source: str) -> Shape | None:
        shapes = self.__dict__.setdefault("shapes", {})
        if source not in shapes:
            shapes[source] = scan(source)
        return shapes[source]


def top_level_names(source: str, parsed: Parsed | None = None) -> set[str]:
    """The names a module defines or imports at its top level (its functions, imported names, assigned names)."""
    parsed = parsed if parsed is not None else Parsed()
    shape = parsed.shape(source)
    if shape is not None:
        return set(shape.names)
    names = set()
    for stmt in parsed[source].body:
        if isinstance(stmt, ast.FunctionDef):
            names.add(stmt.name)
        elif isinstance(stmt, ast.ImportFrom):
            names |= {alias.asname or alias.name for alias in stmt.names}
        elif isinstance(stmt, ast.Assign):
            names |= {t.id for t in stmt.targets if isinstance(t, ast.Name)}
    return names


def problems(source: str, filename: str, parsed: Parsed | None = None) -> list[str]:
    """What is wrong with a generated module's shape; empty when it only defines things."""
    if (parsed.shape(source) if parsed is not None else scan(source)) is not None:
        return []       # proved clean from its text (`scan`)
    return tree_problems(parsed[source] if parsed is not None else ast.parse(source, filename=filename))


def tree_problems(tree: ast.Module) -> list[str]:
    """What is wrong with the shape of a module's syntax tree (the check `scan` proves, node by node)."""
    found = []
    for index, stmt in enumerate(tree.body):
        found += _top_level(stmt, index)
    records = {id(stmt) for stmt in tree.body if _slots_only(stmt)}
    slots = {id(stmt.body[-1].targets[0]) for stmt in tree.body if id(stmt) in records}
    # records, and the imports at the top level (`_top_level` checked both): the statements allowed where they stand
    allowed = records | {id(stmt) for stmt in tree.body if isinstance(stmt, ast.ImportFrom)}
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
        if kind in _STATEMENTS and not _allowed_statement(node) and id(node) not in allowed:
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
        args = stmt.args
        annotations = [a.annotation for a in args.posonlyargs + args.args + args.kwonlyargs + [args.vararg, args.kwarg]
                       if a is not None and a.annotation is not None] + ([stmt.returns] if stmt.returns else [])
        bad += [f"{where}: an annotation that runs code" for a in annotations if not _is_data(a)]
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
# (`from … import` is allowed at the top level only, of the modules `_top_level` names: inside a function it would
# import anything when the function runs.)
_STATEMENTS = frozenset({ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal, ast.ClassDef, ast.AsyncFunctionDef,
                         ast.Await, ast.With, ast.AsyncWith, ast.AsyncFor, ast.Try, ast.TryStar, ast.Raise, ast.Delete})


def _allowed_statement(node) -> bool:
    # `raise RuleError(...)` is how generated rules refuse an impossible move.
    return isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) \
        and isinstance(node.exc.func, ast.Name) and node.exc.func.id == "RuleError"


# ---------------------------------------------------------------- the same rules, proved from the text
class Shape(NamedTuple):
    """What `scan` proved of a module: it is clean, and these are the names its top level defines or imports."""
    names: tuple


class _Unproved(Exception):
    """`scan` cannot prove the module clean: the syntax tree's check decides, and says why."""


# A comment, or a string as Python's tokenizer reads one: a quote, and up to the same quote not escaped. A backslash
# escapes the next character in every kind of string, raw ones too, so where a string ends does not depend on its
# prefix (the word before the quote, read after: `_PREFIXED`).
_LEXED = re.compile(r"""(\#[^\n]*
  |'''[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*'''
  |\"\"\"[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*\"\"\"
  |'[^'\\\n]*(?:\\.[^'\\\n]*)*'
  |"[^"\\\n]*(?:\\.[^"\\\n]*)*")""", re.S | re.X)
# The word before a string: a prefix of a string (`r`, `u`; not bytes or an f-string, whose fields are code) or a
# keyword (`return"x"`); anything else is not proved
_GLUED = re.compile(r"[A-Za-z0-9_]\$")
_PREFIXED = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z0-9_]+)\$")
_STR_PREFIXES = frozenset({"r", "R", "u", "U"})
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_KEYWORDS = frozenset(keyword.kwlist)
# Statements that may not appear anywhere in a module (the tree's `_STATEMENTS`; `import` and `class` are counted
# against the top level's, `raise` read as `raise RuleError(…)`), and words the text scan does not follow.
_NEVER = frozenset({"global", "nonlocal", "async", "await", "with", "try", "except", "finally", "del"})
_STATEMENT_START = re.compile(r"^\S", re.M)
_DOCSTRING = re.compile(r"\$(?:\s*\$)*\s*")
_FROM = re.compile(r"from[ \t]+(\.*)([A-Za-z_][A-Za-z0-9_.]*)?[ \t]+import[ \t]+(.*)", re.S)
_ALIASES = re.compile(r"\(?\s*((?:[A-Za-z_]\w*(?:[ \t]+as[ \t]+[A-Za-z_]\w*)?\s*,\s*)*"
                      r"[A-Za-z_]\w*(?:[ \t]+as[ \t]+[A-Za-z_]\w*)?)\s*,?\s*(\)?)\s*", re.A)
_ALIAS = re.compile(r"([A-Za-z_]\w*)(?:[ \t]+as[ \t]+([A-Za-z_]\w*))?", re.A)
_BODY = re.compile(r"[ \t]*:")
_CODING = re.compile(r"(?:[^\n]*\n)?[ \t\f]*#[^\n]*coding[:=]")     # PEP 263: the first two lines
_DEF = re.compile(r"def[ \t]+([A-Za-z_]\w*)\s*\(", re.A)
_ASSIGNED = re.compile(r"((?:[A-Za-z_]\w*[ \t]*=(?!=)\s*)+)", re.A)
_SLOT = re.compile(r"""(['"])([A-Za-z_][A-Za-z0-9_]*)\1""")
_RECORD = re.compile(r"class[ \t]+([A-Za-z_]\w*)[ \t]*:[ \t]*\n(?:[ \t]+\$[ \t]*\n)?[ \t]+__slots__[ \t]*=[ \t]*"
                     r"\((\s*|\s*\$\s*,(?:\s*\$\s*,)*(?:\s*\$)?\s*)\)\s*", re.A)
# In data: a `(` after a word, a string or a closing bracket is a call (after `in`, `not`, … it only groups)
_CALL = re.compile(r"(\.\s*)?(?<![A-Za-z0-9_$])([A-Za-z0-9_$]+)\s*\(|[)\]}]\s*\(")
_GROUPING = frozenset({"in", "not", "and", "or", "if", "else", "is"})
# (a keyword may follow a number: `1for x in y`)
_NOT_DATA = re.compile(r"(?<![A-Za-z_])(?:lambda|for|async|await|yield)(?![A-Za-z0-9_])")
_SPACED = str.maketrans({chr(c): " " for c in range(128) if not (chr(c).isalnum() or chr(c) == "_")})
_RAISE = re.compile(r"\braise\b")
_RULE_ERROR = re.compile(r"raise[ \t]+RuleError[ \t]*\(")


def scan(source: str) -> Shape | None:
    """The module proved clean from its text, without a syntax tree: the rules of `tree_problems`, checked on the
    code between its strings and comments. None where it cannot prove it (the tree then says what is wrong).

    What makes it sound: Python reads a module's text as tokens before anything runs, and a module it cannot read
    runs nothing. The strings and comments are found as its tokenizer finds them (`_LEXED`), and each string is
    held as `$<number>`, so that no word, bracket or quote in a designer's text is read as code. What is left is
    code: every word of it is checked as a name (the tree checks names only where it holds them; a keyword is not a
    name), and the statements the tree refuses are keywords of their own that cannot hide. Only what a build writes
    is proved (docstring, `from` imports, functions, records, assignments of data); anything else is left to the tree.
    """
    try:
        return _scanned(source)
    except _Unproved:
        return None


def _scanned(source: str) -> Shape:
    if "\r" in source or "\f" in source or "\v" in source or _CODING.match(source):
        raise _Unproved      # where Python would end a line (or reset its indent, or read the file) otherwise
    parts = _LEXED.split(source)      # code, a comment or string, code, …
    tokens = parts[1::2]
    strings = [token for token in tokens if token[0] != "#"]
    parts[1::2] = ["" if token[0] == "#" else "$" for token in tokens]
    code = "".join(parts)
    if not code.isascii() or any(ch in code for ch in "'\"\\;@"):
        raise _Unproved      # a quote left open, a line continued, two statements on one line, a decorator, …
    if _GLUED.search(code) and not _STR_PREFIXES.union(_KEYWORDS).issuperset(_PREFIXED.findall(code)):
        raise _Unproved      # bytes, an f-string
    names, imports, records = [], 0, []
    at, depth = 0, 0
    starts = []
    for match in _STATEMENT_START.finditer(code):     # a line starting at column 0 outside brackets starts a statement
        start = match.start()
        chunk = code[at:start]
        depth += chunk.count("(") + chunk.count("[") + chunk.count("{") \
            - chunk.count(")") - chunk.count("]") - chunk.count("}")
        at = start
        if depth == 0:
            starts.append(start)
    starts.append(len(code))
    checked = []        # the code of every statement but the records (whose `__slots__` the names would refuse)
    for index in range(len(starts) - 1):
        text = code[starts[index]:starts[index + 1]]
        if index == 0 and _DOCSTRING.fullmatch(text):
            continue
        found = _FROM.fullmatch(text)
        if found is not None:
            dots, module, listed = found.groups()
            if not ((len(dots) == 1 and module in IMPORTABLE)
                    or (not dots and module is not None and (module in IMPORTABLE or module.startswith("generated.")))):
                raise _Unproved
            aliases = _ALIASES.fullmatch(listed)
            if aliases is None or (listed.lstrip().startswith("(") != bool(aliases.group(2))):
                raise _Unproved
            names += [alias or name for name, alias in _ALIAS.findall(aliases.group(1))]
            imports += 1
            checked.append(text)
            continue
        found = _DEF.match(text)
        if found is not None:
            names.append(found.group(1))
            closing = _closing(text, found.end() - 1)
            _data(text[found.end() - 1:closing + 1])    # its defaults (and annotations) build data only
            if _BODY.match(text, closing + 1) is None:
                raise _Unproved      # a return annotation, run when the function is defined
            checked.append(text)
            continue
        found = _RECORD.fullmatch(text)
        if found is not None:
            records.append(found.group(1))
            first = code.count("$", 0, starts[index] + found.start(2))
            for number in range(first, first + found.group(2).count("$")):
                slot = _SLOT.fullmatch(strings[number])     # a plain name in quotes, nothing escaped
                if slot is None or slot.group(2).startswith("__"):
                    raise _Unproved
            continue
        found = _ASSIGNED.match(text)
        if found is None or not found.group(1).strip():
            raise _Unproved
        names += _WORD.findall(found.group(1))
        _data(text[found.end():])
        checked.append(text)
    code = "".join(checked)
    words = set(code.translate(_SPACED).split())      # each word once; a number's letters are read as words too
    words |= {word for run in words if run[0].isdigit() for word in _WORD.findall(run)}
    words = {word for word in words if not word[0].isdigit()} | set(records)
    for word in words:
        if word in _KEYWORDS:
            if word in _NEVER:
                raise _Unproved
        elif (word.startswith("__") and word != "__all__") or word in DOORS:
            raise _Unproved
    if "class" in words or ("import" in words and len(re.findall(r"\bimport\b", code)) != imports):
        raise _Unproved
    if "raise" in words:
        for match in _RAISE.finditer(code):
            if _RULE_ERROR.match(code, match.start()) is None:
                raise _Unproved
            after = code[_closing(code, code.index("(", match.start())) + 1:]
            line_end = after.split("\n", 1)[0].strip()
            if line_end and not line_end.startswith("from "):
                raise _Unproved
    return Shape(tuple(names))


def _closing(code: str, opening: int) -> int:
    """Where the bracket opened at `opening` closes (strings are held as `$<number>`: every bracket is code)."""
    depth = 0
    for index in range(opening, len(code)):
        ch = code[index]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return index
    raise _Unproved


def _data(code: str) -> None:
    """`_is_data` of a value's code: calls only of the names that build data or rules, and no lambda, comprehension,
    `:=`, await or yield."""
    if ":=" in code or _NOT_DATA.search(code):
        raise _Unproved
    for match in _CALL.finditer(code):
        dot, word = match.groups()
        if word is None or dot is not None:
            raise _Unproved      # a call of what a bracket closes, or of an attribute
        if word not in IMPORT_TIME_CALLS and word not in _GROUPING:
            raise _Unproved
