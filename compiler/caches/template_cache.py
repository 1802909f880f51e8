"""Compiled Jinja templates kept between commands, so a cold `cairn build` does not compile them again.

Compiling the code and sheet templates was about a third of a build. Jinja's bytecode cache
checks each entry against the template's source (a checksum) and the Python version; its key
is only the template's name and file, so the key here adds everything else the compiled code
depends on: the Jinja version and the environment's settings (autoescape, whitespace control,
undefined). Changing a template, Jinja, Python or a setting therefore finds no entry; no entry
is ever reused for other inputs.

The entries live in the user's cache folder (user_cache.py), under templates/.
A folder that cannot be made or written only costs time: templates are compiled as before.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

import jinja2

from . import user_cache


def cache_dir() -> Path:
    return user_cache.folder("templates")


class _SettingsKeyedCache(jinja2.FileSystemBytecodeCache):
    def __init__(self, directory: str, settings: str):
        super().__init__(directory, "cairn-%s.cache")
        self.settings = settings

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        return hashlib.sha256(f"{self.settings}\0{name}\0{filename or ''}".encode()).hexdigest()

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
