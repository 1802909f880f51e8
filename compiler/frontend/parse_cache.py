"""Effect texts parsed once, kept between commands: a check after an edit parses only what changed.

Building the LALR parser and parsing a game's 40–70 texts is a third of `cairn check`. A text's
syntax tree depends only on the text, the entry point and the compiler (grammar, parse.py, ast.py,
Lark, Python), never on where the text stands: `parse` builds it once more with file positions
relative to the text (`IDENTITY`), and that tree is kept as JSON. A later `parse` of the same text
rebuilds the tree from JSON, mapping every position through the new text's `Origin`, exactly as
the transformer would have (tests/compiler/test_parse_cache.py compares both on every definition).

Only texts that parsed without a diagnostic are kept, in one file a game inside a folder named by
the compiler's hash (`compiler_hash` in driver/build.py), so a new grammar or a new Cairn reads another
folder: an entry can never answer for another compiler. Entries are JSON, never pickles: reading one runs no code. The
cache is used only inside `session` (compile_game opens one); elsewhere `parse` parses as always.
It lives in the user's cache folder (user_cache.py), under parse/.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
from contextlib import contextmanager
from pathlib import Path

from ..caches import user_cache
from . import ast
from .diagnostics import Span
from .origin import origin_of

MAX_ENTRIES = 4_000       # past this, a game's file keeps only the texts its last compile used
MAX_FILES = 8             # folders of other compilers (older versions of Cairn) kept beside the current one


class _Unkept(Exception):
    """A tree holding something JSON cannot carry back exactly: it is parsed every time instead."""


def cache_dir() -> Path:
    return user_cache.folder("parse")


class _Session:
    def __init__(self, path: Path):
        self.path = path
        self.entries: dict = {}
        self.used: set = set()
        self.added = False
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict):
                self.entries = data
        except (OSError, ValueError):
            pass

    def save(self) -> None:
        entries = self.entries
        if len(entries) > MAX_ENTRIES:
            entries = {key: entries[key] for key in self.used if key in entries}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps(entries, separators=(",", ":")), encoding="utf-8")
            os.replace(tmp, self.path)      # whole or not at all: commands may run side by side
            self._forget_old_compilers()
        except OSError:
            pass    # a cache that cannot be written only costs time

    def _forget_old_compilers(self) -> None:
        def age(path):
            try:
                return path.stat().st_mtime
            except OSError:
                return 0.0
        mine = self.path.parent
        others = sorted((p for p in mine.parent.iterdir() if p.is_dir() and p != mine), key=age, reverse=True)
        for folder in others[MAX_FILES:]:
            shutil.rmtree(folder, ignore_errors=True)


_session: _Session | None = None


@contextmanager
def session(compiler_key: str, game: str):
    """Use (and afterwards save) the kept trees of `game` made by the compiler whose hash is `compiler_key`.

    One file a game (in one folder a compiler): a command reads only the texts of the game it compiles.
    """
    global _session
    if _session is not None:          # nested: the outer session saves
        yield
        return
    name = hashlib.sha256(game.encode("utf-8", "surrogatepass")).hexdigest()[:24]   # any folder name, safely
    _session = _Session(cache_dir() / compiler_key[:40] / f"{name}.json")
    try:
        yield
    finally:
        done, _session = _session, None
        if done.added:
            done.save()


def lookup(text: str, start: str, origin) -> ast.Node | None:
    """The kept tree of `text` with its positions placed by `origin`, or None."""
    if _session is None:
        return None
    key = f"{start}\0{text}"
    kept = _session.entries.get(key)
    if kept is None:
        return None
    try:
        tree = _decode(kept, origin)
    except Exception:  # noqa: BLE001 - a damaged or foreign entry: parse the text instead
        del _session.entries[key]
        return None
    if not isinstance(tree, ast.Node):
        return None
    _session.used.add(key)
    return tree


def kept_value(node, start: str, source_line=None) -> ast.Node | None:
    """The kept tree of a scalar's text, placed where the scalar stands; None when it is not kept (or no
    session is open). This module never parses: parse.py keeps what it parses here, not the other way."""
    if _session is None or not isinstance(node.value, str):
        return None
    return lookup(node.value, start, origin_of(node, source_line))


def store(text: str, start: str, build_relative, origin=None) -> ast.Node | None:
    """Keep the tree `build_relative()` makes (positions relative to the text), when a session is open; and give it
    back placed by `origin` (when one is given), just as `lookup` will. None: nothing kept (no session, or a tree
    JSON cannot carry), or no origin given."""
    if _session is None:
        return None
    try:
        encoded = _encode(build_relative())
    except _Unkept:
        return None
    key = f"{start}\0{text}"
    _session.entries[key] = encoded
    _session.used.add(key)
    _session.added = True
    return None if origin is None else _decode(encoded, origin)


# ---------------------------------------------------------------- trees as JSON
# A node is {"@": class name, field: value, ...}, a tuple {"@t": [...]}, a span ["@s", line, column,
# end line, end column]; numbers, texts, booleans and None stand for themselves.
_NODES = {name: cls for name, cls in vars(ast).items()
          if isinstance(cls, type) and issubclass(cls, ast.Node)}


def _encode(value):
    if isinstance(value, ast.Node):
        if _NODES.get(type(value).__name__) is not type(value):
            raise _Unkept(type(value).__name__)
        out = {"@": type(value).__name__}
        for name in value._fields:
            out[name] = _encode(getattr(value, name))
        return out
    if isinstance(value, Span):
        if value.file != "":
            raise _Unkept("a position not made by the origin")
        return ["@s", value.line, value.column, value.end_line, value.end_column]
    if isinstance(value, tuple):
        return {"@t": [_encode(item) for item in value]}
    if value is None or type(value) in (bool, int, str):
        return value
    raise _Unkept(type(value).__name__)


def _decode(value, origin):
    if isinstance(value, dict):
        if "@t" in value:
            return tuple(_decode(item, origin) for item in value["@t"])
        cls = _NODES[value["@"]]
        return cls(**{name: _decode(item, origin) for name, item in value.items() if name != "@"})
    if isinstance(value, list):
        _, line, column, end_line, end_column = value
        return origin.span(line, column) if end_line is None else origin.span(line, column, end_line, end_column)
    return value
