"""What keeps a cold build short changes nothing it writes: games compiled in forked workers come back as
compiled in one process (and a worker keeps its clean game in the build cache, as one process does), the
templates a forked build compiles first are the very entries every render loads, the cycle collector is paused only
while a game compiles, and each generated module is read once, for the fast back end and the guard together, by the
guard's scan of its text (no syntax tree)."""
from __future__ import annotations

import ast
import gc
import shutil
from pathlib import Path

import pytest

import jinja2

from compiler.caches import template_cache
from compiler.driver import build
from compiler.driver.build import Project, compile_all, read_cache, input_hash
from compiler.codegen import emit, guard
from compiler.sheets import render

REPO = Path(__file__).resolve().parents[2]
TINY = REPO / "tests" / "errors" / "base" / "definitions" / "tiny"


def test_games_compiled_in_forked_workers_come_back_as_compiled_in_one_process(tmp_path):
    """Files and diagnostics, each game in its place (the folder a-tiny holds the game 'tiny': E308)."""
    for name in ("a-tiny", "tiny"):
        shutil.copytree(TINY, tmp_path / "definitions" / name)
    project = Project(tmp_path)
    alone = compile_all(project)
    forked = compile_all(project, workers=2)
    assert [(r.game, r.files, r.diagnostics) for r in forked] == [(r.game, r.files, r.diagnostics) for r in alone]
    assert [r.ok for r in forked] == [False, True] and forked[1].files


def test_a_forked_worker_keeps_its_clean_game_in_the_build_cache(tmp_path, monkeypatch):
    """The game with a diagnostic is not kept; the clean one is, and a later build answers it from there."""
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
    for name in ("a-tiny", "tiny"):
        shutil.copytree(TINY, tmp_path / "definitions" / name)
    project = Project(tmp_path)
    forked = compile_all(project, cache=True, workers=2)
    kept = [read_cache(project, game, input_hash(project, game)) for game in ("a-tiny", "tiny")]
    assert kept[0] is None and kept[1] is not None and kept[1].files == forked[1].files
    monkeypatch.setattr(build, "compile_game", lambda *args, **kwargs: pytest.fail("compiled again"))
    assert compile_all(project, games=["tiny"], cache=True, workers=2)[0].files == forked[1].files


def test_the_templates_compiled_first_are_those_every_render_loads(tmp_path, monkeypatch):
    """After `compile_templates` (the first job of a forked build) a compile in a new process finds each
    template it renders in the cache and compiles none."""
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(template_cache, "shipped_code", lambda *args: None)     # as if compiled_templates.json were stale
    shutil.copytree(REPO / "definitions" / "thru-the-appalachian", tmp_path / "definitions" / "thru-the-appalachian")
    emit.environment.cache_clear()
    compiled = []
    real = jinja2.Environment.compile

    def counted(self, source, name=None, *args, **kwargs):
        compiled.append(name)
        return real(self, source, name, *args, **kwargs)
    monkeypatch.setattr(jinja2.Environment, "compile", counted)
    emit.compile_templates()
    render.compile_templates()
    assert sorted(compiled) == ["board.html.j2", "cards.html.j2", "reference.html.j2", "reference.md.j2",
                                "rules.py.j2"]
    emit.environment.cache_clear()      # as in another process: nothing loaded yet
    compiled.clear()
    result = compile_all(Project(tmp_path))[0]
    assert result.ok and "sheets/board-a4.html" in result.files and "sheets/cards-a4.html" in result.files
    assert compiled == []
    emit.environment.cache_clear()


def test_the_collector_is_paused_while_a_game_compiles_and_only_then(tmp_path, monkeypatch):
    shutil.copytree(TINY, tmp_path / "definitions" / "tiny")
    seen = []
    real = build._compile_game

    def watched(*args):
        seen.append(gc.isenabled())
        return real(*args)
    monkeypatch.setattr(build, "_compile_game", watched)
    assert gc.isenabled()
    compile_all(Project(tmp_path))
    assert seen == [False] and gc.isenabled()


def test_each_generated_module_is_scanned_once_and_not_parsed(tmp_path, monkeypatch):
    shutil.copytree(TINY, tmp_path / "definitions" / "tiny")
    parsed, scanned = [], []
    real_parse, real_scan = ast.parse, guard.scan

    def counted(source, *args, **kwargs):
        parsed.append(source)
        return real_parse(source, *args, **kwargs)

    def scan(source):
        scanned.append(source)
        return real_scan(source)
    monkeypatch.setattr(ast, "parse", counted)
    monkeypatch.setattr(guard, "scan", scan)
    files = compile_all(Project(tmp_path))[0].files
    modules = [text for path, text in files.items() if path.endswith(".py")]
    assert "fast.py" in files and [scanned.count(text) for text in modules] == [1] * len(modules)
    assert not any(text in parsed for text in modules)
    assert guard.problems(files["rules.py"], "rules.py", guard.Parsed()) == []
