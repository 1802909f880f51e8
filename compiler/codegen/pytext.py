"""How designer content is written into generated Python: one function per context.

Definitions are untrusted: a game folder may come from anyone. Nothing a designer writes may
become code, so every piece of it reaches a generated module through exactly one of these:

- `literal(value)`  a value inside code: `repr`, which escapes every quote, backslash and
                    control character (dicts and sets in a stable order);
- `docstring(text)` text inside a `\"\"\"…\"\"\"` docstring;
- `comment(text)`   text after a `#`;
- `identifier(name)` a name that becomes a Python name: checked, never escaped, because a
                    name that needs escaping is not a name.

Designer names are refused long before this (the schemas' `cairn-name` format, see
`compiler/frontend/names.py`, and the resolver's E401), so `identifier` failing is a bug in Cairn,
not a designer's mistake. `compiler/codegen/guard.py` checks the finished module once more.
"""
from __future__ import annotations

import ast

import keyword
import re

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*", re.ASCII)


class UnsafeName(ValueError):
    """A name about to be written as Python is not a plain ASCII identifier: a bug in Cairn."""


def literal(value) -> str:
    """A designer value as a Python literal: repr, with dicts and sets in a stable order."""
    kind = type(value)
    if kind is int or kind is str or value is None or kind is bool:     # most values written: told by their class
        return repr(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{literal(k)}: {literal(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        inner = ", ".join(literal(v) for v in value)
        return "(" + inner + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, (set, frozenset)):
        return "frozenset({" + ", ".join(literal(v) for v in sorted(value)) + "})" if value else "frozenset()"
    if value is None or isinstance(value, (bool, int, float, str)):
        return repr(value)
    raise TypeError(f"no literal for {type(value).__name__}")


def assignment(name: str, value_text: str, width: int = 110) -> str:
    """`name = value` on one line, or, for a long tuple or dict literal, its items packed into lines of at
    most about `width` characters between the brackets, as a person would wrap a table of constants."""
    line = f"{name} = {value_text}"
    if len(line) <= width:
        return line
    try:
        value = ast.literal_eval(value_text)
    except ValueError:      # not a literal of Python's own (a frozenset: a round's CHANCE_STEPS of a long repeat)
        return line
    if isinstance(value, dict):
        items, opened, closed = [f"{literal(k)}: {literal(v)}," for k, v in value.items()], "{", "}"
    elif isinstance(value, tuple):
        items, opened, closed = [f"{literal(v)}," for v in value], "(", ")"
    else:
        return line
    pad = " " * (len(name) - len(name.lstrip()) + 3)      # an item's line: the name's indent and four more
    rows, row = [], pad
    for item in items:
        if len(row) + 1 + len(item) > width and row.strip():
            rows.append(row)
            row = pad
        row += " " + item
    rows.append(row)
    return "\n".join([f"{name} = {opened}", *rows, pad[:-3] + closed])


def _collapsed(text) -> str:
    """On one line: every run of whitespace (newlines, line separators) becomes one space."""
    return " ".join(str(text if text is not None else "").split())


def _printable(text: str) -> str:
    """Every character that is not printable (NUL, controls, bidi overrides) written as its escape."""
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def docstring(text) -> str:
    """Text that stays text inside a triple-quoted docstring, on one line."""
    # Backslashes first, so that the escapes added after are the only ones in the result.
    text = _printable(_collapsed(text).replace("\\", "\\\\"))
    # Every quote is escaped: none can join others into a closing triple quote.
    return text.replace('"', '\\"') or "(no description)"


def comment(text) -> str:
    """Text that stays inside one `#` comment line."""
    return _printable(_collapsed(text)) or "-"


def identifier(name: str) -> str:
    """A name written as Python: already a plain ASCII identifier and not a keyword, or a Cairn bug."""
    if not isinstance(name, str) or not _IDENTIFIER.fullmatch(name) or keyword.iskeyword(name) \
            or keyword.issoftkeyword(name) or name.startswith("__"):
        raise UnsafeName(f"{name!r} reached the code generator as a Python name")
    return name
