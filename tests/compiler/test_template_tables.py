"""Cairn's templates shipped compiled (compiler/driver/template_tables.py, compiler/caches/compiled_templates.json):
current, the same bytes from any process, used in an empty cache instead of Jinja's compiler, never used for another
template, setting or filter kind, and holding no filter call folded into a constant."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import jinja2
import pytest

from compiler.caches import template_cache
from compiler.caches.template_cache import keep_compiled, shipped_code, shipped_key
from compiler.codegen import emit
from compiler.driver import template_tables
from compiler.driver.build import Project, compile_all

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_templates_are_written_from_these_templates():
    assert template_cache.SHIPPED.read_text(encoding="utf-8") == template_tables.tables_text(), \
        "compiled_templates.json is stale: run python -m compiler.driver.template_tables"


def test_the_shipped_templates_are_the_same_bytes_whatever_the_hash_seed():
    script = "import sys; from compiler.driver import template_tables as t; sys.stdout.write(t.tables_text())"
    texts = {subprocess.run([sys.executable, "-P", "-c", script], cwd=ROOT, capture_output=True, text=True, check=True,
                            env=os.environ | {"PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}).stdout
             for seed in ("1", "2")}
    assert len(texts) == 1


def test_a_build_in_an_empty_cache_compiles_no_template_with_jinja(tmp_path, monkeypatch):
    """Every template a build renders is shipped: Jinja's compiler is never run, and the files are those it makes."""
    shutil.copytree(ROOT / "definitions" / "thru-the-appalachian", tmp_path / "definitions" / "thru-the-appalachian")
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "jinja"))
    monkeypatch.setattr(template_cache, "shipped_code", lambda *args: None)
    emit.environment.cache_clear()
    compiled_by_jinja = compile_all(Project(tmp_path))[0]
    monkeypatch.undo()
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "shipped"))
    emit.environment.cache_clear()

    def refused(*args, **kwargs):
        raise AssertionError("a template was compiled by Jinja")
    monkeypatch.setattr(jinja2.Environment, "compile", refused)
    try:
        shipped = compile_all(Project(tmp_path))[0]
    finally:
        emit.environment.cache_clear()
    assert shipped.ok and "sheets/board-a4.html" in shipped.files and "rules.py" in shipped.files
    assert shipped.files == compiled_by_jinja.files
    assert len(list((tmp_path / "shipped" / "templates").iterdir())) == 5    # kept as bytecode for the next command


def _env(**settings) -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.DictLoader({"t": "{{ 'a' | shout }}{{ x }}"}), **settings)
    env.filters["shout"] = lambda text: text.upper() + "!"
    return env


def test_a_template_setting_or_filter_kind_changed_since_the_file_was_written_finds_no_entry(monkeypatch):
    env = _env()
    source = "{{ 'a' | shout }}{{ x }}"
    monkeypatch.setattr(template_cache, "_shipped",
                        lambda: {shipped_key(env, "t", source): template_tables.unfolded_code(env, "t")})
    assert shipped_code(env, "t", source) is not None
    assert shipped_code(env, "t", source + " ") is None
    assert shipped_code(env, "u", source) is None
    assert shipped_code(_env(autoescape=True), "t", source) is None
    assert shipped_code(_env(trim_blocks=True), "t", source) is None
    other_kind = _env()
    other_kind.filters["shout"] = jinja2.pass_context(lambda context, text: text)
    assert shipped_code(other_kind, "t", source) is None
    renamed = _env()
    renamed.filters["whisper"] = renamed.filters.pop("shout")
    assert shipped_code(renamed, "t", source) is None
    another_body = _env()
    another_body.filters["shout"] = lambda text: text.lower()       # the same name and kind: the same code
    assert shipped_code(another_body, "t", source) is not None


def test_the_shipped_code_calls_the_filters_as_it_renders(tmp_path, monkeypatch):
    """Jinja folds `'a' | shout` into "A!" when it can call the filter; the shipped code calls it while rendering, so
    it renders what the filter does now."""
    env = _env()
    assert "A!" in env.compile(env.loader.get_source(env, "t")[0], "t", raw=True)
    shipped = template_tables.unfolded_code(env, "t")
    assert "A!" not in shipped
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(template_cache, "_shipped", lambda: {shipped_key(env, "t", "{{ 'a' | shout }}{{ x }}"): shipped})
    monkeypatch.setattr(jinja2.Environment, "compile", lambda *args, **kwargs: pytest.fail("compiled by Jinja"))
    changed = _env()
    changed.filters["shout"] = lambda text: text * 3
    assert keep_compiled(changed).get_template("t").render(x=1) == "aaa1"


def test_a_kept_template_calls_the_filters_as_it_renders(tmp_path, monkeypatch):
    """An entry of the user's cache is keyed by no filter's body: a template compiled to be kept (no shipped code for it)
    folds no filter's call into its code, so the entry, loaded by an environment whose filter changed since, renders
    what the filter does now (Jinja's own compile would have written "A!" into it)."""
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(template_cache, "_shipped", lambda: {})
    env = keep_compiled(_env())
    assert env.get_template("t").render(x=1) == "A!1"       # compiled and kept in the cache
    assert list((tmp_path / "cache").rglob("*.cache"))
    changed = _env()
    changed.filters["shout"] = lambda text: text * 3
    assert keep_compiled(changed).get_template("t").render(x=1) == "aaa1"


@pytest.mark.parametrize("damage", ["", "{", "[]", '{"templates": 1}', '{"templates": {"k": 1}}'])
def test_a_damaged_file_ships_nothing(tmp_path, monkeypatch, damage):
    (tmp_path / "compiled.json").write_text(damage, encoding="utf-8")
    monkeypatch.setattr(template_cache, "SHIPPED", tmp_path / "compiled.json")
    template_cache._shipped.cache_clear()
    try:
        env = _env()
        assert shipped_code(env, "t", "{{ 'a' | shout }}{{ x }}") is None
        monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
        assert keep_compiled(env).get_template("t").render(x=1) == "A!1"
    finally:
        template_cache._shipped.cache_clear()
