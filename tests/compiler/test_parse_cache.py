"""Kept syntax trees (compiler/frontend/parse_cache.py) are the trees the parser builds, positions included.

A tree rebuilt from the cache must equal the parser's own for every text of every definition,
wherever the text stands (a plain one-line scalar, a block, a quoted text over several lines):
the models of every game are compared whole, first compiled with an empty cache, then from it.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game, compiler_hash
from compiler.frontend import parse_cache
from compiler.frontend.diagnostics import Span
from compiler.frontend.parse import IDENTITY, Origin, parse

ROOT = Path(__file__).resolve().parents[2]
GAMES = [(ROOT, game) for game in Project(ROOT).games()] + [(ROOT / "tests" / "errors" / "base", "tiny")]


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / "parse"


def _model(root: Path, game: str):
    result = compile_game(Project(root), game, emit_code=False)
    assert result.ok, result.diagnostics
    return result.model


def _without_cache(root, game, monkeypatch):
    with monkeypatch.context() as patch:
        patch.setattr(parse_cache, "lookup", lambda *args: None)
        patch.setattr(parse_cache, "store", lambda *args: None)
        return _model(root, game)


@pytest.mark.parametrize("root, game", GAMES, ids=[game for _, game in GAMES])
def test_a_model_read_from_kept_trees_equals_the_parsed_one(root, game, cache, monkeypatch):
    parsed = _without_cache(root, game, monkeypatch)
    first = _model(root, game)                 # fills the cache
    files = list(cache.glob("*/*.json"))
    assert len(files) == 1
    kept = json.loads(files[0].read_text(encoding="utf-8"))
    assert len(kept) >= len(set(parsed.texts)) * 0.9
    used = []
    real = parse_cache.lookup
    monkeypatch.setattr(parse_cache, "lookup", lambda *args: used.append(1) or real(*args))
    again = _model(root, game)                 # answered from it
    assert used and all(tree is not None for tree in [again])
    assert first == parsed
    assert again == parsed


def test_a_tree_is_placed_by_the_origin_of_the_text_it_stands_in(cache):
    text = "gain 2 water\nif x > 1 {\n  pay 1 energy\n}"
    places = Origin("game.yaml", 7, 5, 4)
    with parse_cache.session("k" * 64, "g"):
        direct, diags = parse(text, "effect", places)
        assert not diags
        again, _ = parse(text, "effect", places)
        elsewhere, _ = parse(text, "effect", Origin("other.yaml", 30, 9, 8))
    assert again == direct and again is not direct
    spans = [node.span for node in elsewhere.walk()]
    assert all(span.file == "other.yaml" for span in spans) and min(s.line for s in spans) == 30
    assert elsewhere == parse(text, "effect", Origin("other.yaml", 30, 9, 8))[0]


def test_texts_with_errors_are_never_kept(cache):
    with parse_cache.session("e" * 64, "g"):
        _, diags = parse("gain 2 +", "effect", IDENTITY)
    assert diags and not list(cache.glob("*/*.json"))


def test_another_compiler_or_game_reads_another_file_and_damage_is_ignored(cache):
    for key, game in (("a", "g"), ("b", "g"), ("a", "h")):
        with parse_cache.session(key * 64, game):
            parse("gain 1 water", "effect", IDENTITY)
    files = list(cache.glob("*/*.json"))
    assert len(files) == 3 and len({p.parent for p in files}) == 2
    for path in files:
        path.write_text(json.dumps({"effect\0gain 1 water": {"@": "NoSuchNode"}}), encoding="utf-8")
    with parse_cache.session("a" * 64, "g"):
        tree, diags = parse("gain 1 water", "effect", IDENTITY)
    assert tree is not None and not diags
    for path in cache.glob("b*/*.json"):
        path.write_text("{not json", encoding="utf-8")
    with parse_cache.session("b" * 64, "g"):
        assert parse("gain 1 water", "effect", IDENTITY)[0] == tree


def test_the_cache_is_keyed_by_the_compiler(cache, tmp_path):
    shutil.copytree(ROOT / "tests" / "errors" / "base", tmp_path / "p")
    compile_game(Project(tmp_path / "p"), "tiny", emit_code=False)
    assert [p.parent.name for p in cache.glob("*/*.json")] == [compiler_hash()[:40]]


def test_outside_a_session_nothing_is_kept(cache):
    parse("gain 1 water", "effect", IDENTITY)
    assert parse_cache._session is None and not cache.exists()


def test_only_positions_made_through_the_origin_are_kept():
    with pytest.raises(parse_cache._Unkept):
        parse_cache._encode(Span("game.yaml", 1, 1))
    assert parse_cache._encode((1, "a", None, True)) == {"@t": [1, "a", None, True]}


def test_files_of_old_compilers_are_forgotten(cache):
    for n in range(parse_cache.MAX_FILES + 3):
        with parse_cache.session(f"{n:040d}" + "f" * 24, "g"):
            parse("gain 1 water", "effect", IDENTITY)
    kept = sorted(p.name for p in cache.iterdir())
    assert len(kept) == parse_cache.MAX_FILES + 1
    assert f"{parse_cache.MAX_FILES + 2:040d}" in kept


def test_a_build_whose_texts_are_all_kept_never_loads_lark(tmp_path):
    """Lark and the `regex` module it brings in are a tenth of a second of every cold build's start, before its
    workers fork: a build whose effect texts (and card costs) are all kept reads them from the cache alone."""
    script = ("import sys\nfrom pathlib import Path\nfrom compiler.driver.build import Project, compile_all\n"
              f"[result] = compile_all(Project(Path({str(ROOT)!r})), ['trailblazers'])\n"
              "assert result.ok and result.files\n"
              "print(sorted({'lark', 'regex'} & set(sys.modules)))\n")
    env = dict(os.environ, CAIRN_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=str(ROOT))
    runs = [subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=ROOT)
            for _ in range(2)]
    assert [run.stdout.strip() for run in runs] == ["['lark', 'regex']", "[]"], [run.stderr[-2000:] for run in runs]


def test_a_text_parsed_in_a_session_is_built_once_and_placed_from_what_is_kept(cache, monkeypatch):
    """The first parse of a text in a session transforms Lark's tree once, relative to the text, and places what it
    keeps through the text's origin: the tree a parse without a session builds, placed, positions and all."""
    from compiler.frontend import parse as parse_module
    text = "gain 2 water\nif x > 1 {\n  pay 1 energy\n}"
    places = Origin("game.yaml", 7, 5, 4)
    built = []
    real = parse_module._Build.transform
    monkeypatch.setattr(parse_module._Build, "transform", lambda self, tree: built.append(self.origin) or real(self, tree))
    with parse_cache.session("p" * 64, "g"):
        first, diags = parse(text, "effect", places)
    assert not diags and built == [IDENTITY]
    built.clear()
    alone, _ = parse(text, "effect", places)
    assert built == [places]
    assert first == alone
    assert [node.span for node in first.walk()] == [node.span for node in alone.walk()]
