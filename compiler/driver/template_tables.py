"""Cairn's templates compiled once when Cairn is packaged and shipped beside the template cache.

Jinja compiles the code and sheet templates (lexing, parsing, writing Python) in ~0.15-0.2 s of CPU, once in every
empty cache: the first build after installing Cairn, on a new machine, in CI's fresh clone. `python -m
compiler.driver.template_tables` writes what Jinja writes for each, its Python source, into
compiler/caches/compiled_templates.json (in the repository like the grammar's tables), under the key
`template_cache.shipped_key` gives it; the template cache compiles that source with Python's `compile` instead
(compiler/caches/template_cache.py). Each template is compiled with every filter and test of its environment replaced
by one of the same kind that cannot be called, so that Jinja folds no call of Cairn's filters into a constant: the
shipped code calls them as it renders and holds nothing of what they do, only their names and kinds, which the key
covers. The file lists the entries by key, so the same templates always write the same bytes.
"""
from __future__ import annotations

import json

import jinja2

from ..caches.template_cache import SHIPPED, shipped_key, unfolded
from ..codegen import emit
from ..sheets import render


def shipped_templates() -> list[tuple[jinja2.Environment, str]]:
    """(environment, name) of every template a build renders, in the environment that renders it."""
    return emit.templates() + render.templates()


def unfolded_code(env: jinja2.Environment, name: str) -> str:
    """Jinja's Python source of template `name` in `env`, no call of a filter or test of the environment's own
    folded into a constant (template_cache.py `unfolded`)."""
    source, filename, _ = env.loader.get_source(env, name)
    return unfolded(env, name, source, filename)


def tables_text() -> str:
    """The text of compiled_templates.json: the same bytes whichever process writes it."""
    entries = {}
    for env, name in shipped_templates():
        source, _, _ = env.loader.get_source(env, name)
        entries[shipped_key(env, name, source)] = unfolded_code(env, name)
    return json.dumps({"templates": entries}, sort_keys=True, indent=1) + "\n"


def main() -> None:
    SHIPPED.write_text(tables_text(), encoding="utf-8")
    print(f"wrote {SHIPPED}")


if __name__ == "__main__":
    main()
