"""Compiled Jinja templates kept between commands, so a cold `cairn build` does not compile them again.

Compiling the code and sheet templates was about a third of a build. Jinja's bytecode cache
checks each entry against the template's source (a checksum) and the Python version; its key
is only the template's name and file, so the key here adds everything else the compiled code
depends on: the Jinja version and the environment's settings (autoescape, whitespace control,
undefined). Changing a template, Jinja, Python or a setting therefore finds no entry; no entry
is ever reused for other inputs. What a filter does is not in the key: a template kept is compiled with no call of a
filter folded into its code (`unfolded`), so it calls each filter as it renders.

The entries live in the user's cache folder (user_cache.py), under templates/.
A folder that cannot be made or written only costs time: templates are compiled as before.

Cairn's own templates are also shipped compiled, as Jinja's Python source (compiled_templates.json beside this
module, written when Cairn is packaged by `python -m compiler.driver.template_tables`), so that the first build in an
empty cache (a new install, a new machine, CI's fresh clone) does not compile them either: it compiles the shipped
source with Python's `compile` (a tenth of Jinja's lexing, parsing and code generation) and keeps the result in
the user's cache as above. A shipped entry is found by `shipped_key`, which covers everything the code is made from:
the template's name and text, Jinja's version, the settings, and the name and kind of every filter and test. What a
filter does is not in the key, and need not be: the shipped code was made with every filter and test replaced by
one of the same kind that cannot be called, so Jinja folded no call of one into a constant, and the code calls
each while it renders. A template, setting or filter changed since the file was written finds no entry, and is
compiled as before (tests/compiler/test_template_tables.py fails while the file is stale).
"""
from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

import jinja2
from jinja2.defaults import DEFAULT_FILTERS, DEFAULT_TESTS

from . import user_cache


def cache_dir() -> Path:
    return user_cache.folder("templates")


class _SettingsKeyedCache(jinja2.FileSystemBytecodeCache):
    def __init__(self, directory: str, settings: str):
        super().__init__(directory, "cairn-%s.cache")
        self.settings = settings

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return hashlib.sha256(f"{self.settings}\0{name}\0{filename or ''}".encode()).hexdigest()

    def get_bucket(self, environment: jinja2.Environment, name: str, filename: str | None, source: str):
        bucket = super().get_bucket(environment, name, filename, source)
        if bucket.code is None:
            # compiled here, not by Jinja, so that no call of a filter is folded into the code kept: the key names no
            # filter's body, and a kept entry must render what a filter changed since does (an escaping fix)
            python = shipped_code(environment, name, source) or unfolded(environment, name, source, filename)
            bucket.code = compile(python, filename or name, "exec", dont_inherit=True)
            self.set_bucket(bucket)     # the next command loads the bytecode
        return bucket

    def dump_bytecode(self, bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass    # a full disk or a read-only folder: the next command compiles again


def _settings(env: jinja2.Environment) -> str:
    return repr((jinja2.__version__, env.autoescape, env.trim_blocks, env.lstrip_blocks, env.keep_trailing_newline,
                 env.newline_sequence, env.undefined.__module__, env.undefined.__qualname__, env.optimized,
                 env.block_start_string, env.block_end_string, env.variable_start_string, env.variable_end_string,
                 env.comment_start_string, env.comment_end_string, env.line_statement_prefix,
                 env.line_comment_prefix, sorted(env.extensions)))


SHIPPED = Path(__file__).with_name("compiled_templates.json")


def _kinds(callables: dict) -> list:
    """The name and kind (what Jinja passes it first: context, eval context, environment or nothing) of each filter or
    test, which decide the code Jinja writes for a call of it."""
    return sorted((name, getattr(getattr(f, "jinja_pass_arg", None), "name", None)) for name, f in callables.items())


def shipped_key(env: jinja2.Environment, name: str, source: str) -> str:
    """The key of a template's compiled code in compiled_templates.json: everything but its filters' bodies."""
    made_from = repr((_settings(env), env.is_async, _kinds(env.filters), _kinds(env.tests), name, source))
    return hashlib.sha256(made_from.encode("utf-8", "surrogatepass")).hexdigest()


@lru_cache(maxsize=1)
def _shipped() -> dict:
    try:
        kept = json.loads(SHIPPED.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    templates = kept.get("templates") if isinstance(kept, dict) else None
    return templates if isinstance(templates, dict) else {}


def shipped_code(env: jinja2.Environment, name: str, source: str) -> str | None:
    """Jinja's Python source of template `name` with this `source` in `env`, as shipped; None when none was."""
    python = _shipped().get(shipped_key(env, name, source))
    return python if isinstance(python, str) else None


def _uncallable(function):
    """A filter or test of `function`'s kind that fails when called (at compile time: Jinja then folds nothing)."""
    def refused(*args, **kwargs):
        raise RuntimeError("a kept template's filter is called only while it renders")
    kind = getattr(function, "jinja_pass_arg", None)
    if kind is not None:
        refused.jinja_pass_arg = kind
    return refused


def unfolded(env: jinja2.Environment, name: str, source: str, filename: str | None) -> str:
    """Jinja's Python source of template `name` (`source`) in `env`, no call of a filter or test of the environment's
    own folded into a constant: Jinja folds a call of constants (`'seat' | py`) into the code where it can make it,
    so each is replaced by one of the same kind that cannot be called (Jinja's own are folded: its version is in every
    key)."""
    bare = env.overlay()
    bare.filters = {key: f if DEFAULT_FILTERS.get(key) is f else _uncallable(f) for key, f in env.filters.items()}
    bare.tests = {key: f if DEFAULT_TESTS.get(key) is f else _uncallable(f) for key, f in env.tests.items()}
    return bare.compile(source, name, filename, raw=True)


def keep_compiled(env: jinja2.Environment) -> jinja2.Environment:
    """Give `env` the shared bytecode cache (when its folder can be used) and return it."""
    if callable(env.autoescape) or env.finalize is not None:
        return env      # settings a key cannot name: compile every time
    folder = cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return env
    if not os.access(folder, os.W_OK | os.R_OK):
        return env
    env.bytecode_cache = _SettingsKeyedCache(str(folder), _settings(env))
    return env
