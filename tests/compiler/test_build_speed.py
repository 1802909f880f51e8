"""What keeps a cold build short changes nothing it writes: games compiled in forked workers come back as
compiled in one process, the cycle collector is paused only while a game compiles, and each generated
module is read once, for the fast back end and the guard together, by the guard's scan of its text (no syntax
tree)."""
from __future__ import annotations

import ast
import gc
import shutil
from pathlib import Path

from compiler.driver import build
from compiler.driver.build import Project, compile_all
from compiler.codegen import guard

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
