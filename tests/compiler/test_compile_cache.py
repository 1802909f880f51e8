"""The caches of the compiler are keyed by content, so they can never answer for changed inputs.

The build cache (builds/<game>-<key>.entry in the user's cache, also answering `cairn check`) must miss when a definition,
a schema, the grammar, a template or a library changes; the template cache (template_cache.py)
when a template's text or an environment's settings change.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import jinja2
import pytest

from compiler.driver import build
from compiler.driver.build import COMPILER_DIR, Project, cache_file, compile_all, compiler_hash
from compiler.commands.cli import main
from compiler.caches.template_cache import keep_compiled

REPO = Path(__file__).resolve().parents[2]
BASE = REPO / "tests" / "errors" / "base" / "definitions" / "tiny"


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """A user cache of this test's own: the build cache lives there, and other tests fill the real one."""
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "user-cache"))


@pytest.fixture
def project(tmp_path):
    shutil.copytree(BASE, tmp_path / "definitions" / "tiny")
    return Project(tmp_path)


@pytest.fixture
def compiled(monkeypatch):
    """The games compile_all really compiled (not answered from the cache), in order."""
    calls = []
    real = build.compile_game

    def counting(project, game, *args, **kwargs):
        calls.append(game)
        return real(project, game, *args, **kwargs)
    monkeypatch.setattr(build, "compile_game", counting)
    return calls


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_an_unchanged_game_is_answered_from_the_cache_and_a_changed_one_is_compiled(project, compiled):
    first = compile_all(project, cache=True)
    again = compile_all(project, cache=True)
    assert compiled == ["tiny"] and again[0].files == first[0].files
    _edit(project.definitions / "tiny" / "game.yaml", "name: ", "name: Renamed ")
    changed = compile_all(project, cache=True)
    assert compiled == ["tiny", "tiny"]
    assert changed[0].files != first[0].files


def test_a_check_is_answered_by_a_clean_build_but_a_check_never_stands_for_a_build(project, compiled):
    compile_all(project, emit_code=False, cache=True)
    assert compiled == ["tiny"]
    compile_all(project, emit_code=False, cache=True)
    assert compiled == ["tiny"]                      # the clean check is remembered
    built = compile_all(project, cache=True)
    assert compiled == ["tiny", "tiny"] and built[0].files   # it has no files for a build
    compile_all(project, emit_code=False, cache=True)
    compile_all(project, cache=True)
    assert compiled == ["tiny", "tiny"]


def test_a_check_after_an_edit_reports_the_new_error(project, capsys):
    assert main(["--project", str(project.root), "check"]) == 0
    _edit(project.definitions / "tiny" / "game.yaml", "max: ", "max: many ")
    assert main(["--project", str(project.root), "check"]) == 1
    assert "E103" in capsys.readouterr().err


def test_a_game_with_diagnostics_is_never_cached(project, compiled):
    (project.definitions / "tiny" / "notes.yaml").write_text("a: 1\n", encoding="utf-8")   # W010
    compile_all(project, cache=True)
    compile_all(project, cache=True)
    assert compiled == ["tiny", "tiny"]
    assert not cache_file(project, "tiny").exists()


def test_a_damaged_cache_entry_is_a_miss(project, compiled):
    compile_all(project, cache=True)
    entry = cache_file(project, "tiny")
    header, _, body = entry.read_bytes().partition(b"\n")
    key = json.loads(header)["key"]
    assert compile_all(project, cache=True)[0].files and compiled == ["tiny"]      # a hit, as written
    damages = ["{not json", "[]", '{"key": 3}', '{"key": "x", "files": []}',
               f'{{"key": "{key}", "files": {{}}}}\n', f'{{"key": "{key}", "files": [["a.py", -1]]}}\n',
               f'{{"key": "{key}", "files": [["a.py", 3]]}}\nab', f'{{"key": "{key}", "files": [["a.py", 2]]}}\nabc',
               header.decode() + "\n" + body[:-1].decode()]
    for damage in damages:
        entry.write_text(damage, encoding="utf-8")
        assert compile_all(project, cache=True)[0].files
    entry.write_bytes(header + b"\n" + b"\xff" + body[1:])     # the texts' lengths agree, the bytes are not UTF-8
    assert compile_all(project, cache=True)[0].files
    assert compiled == ["tiny"] * (len(damages) + 2)


@pytest.fixture
def compiler_copy(tmp_path, monkeypatch):
    """A copy of compiler/ and schemas/ whose hash stands for Cairn's own in the cache key."""
    root = tmp_path / "cairn"
    shutil.copytree(COMPILER_DIR, root / "compiler", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(COMPILER_DIR.parent / "schemas", root / "schemas")
    real = build.compiler_hash
    monkeypatch.setattr(build, "compiler_hash", lambda: real(root / "compiler"))
    yield root
    real.cache_clear()


@pytest.mark.parametrize("changed", ["schemas/game.schema.json", "compiler/frontend/effects.lark",
                                     "compiler/codegen/templates", "compiler/frontend/resolve.py", "library"])
def test_a_new_schema_grammar_template_compiler_or_library_misses_the_cache(project, compiled, compiler_copy,
                                                                             monkeypatch, changed):
    compile_all(project, cache=True)
    compile_all(project, cache=True)
    assert compiled == ["tiny"]
    if changed == "library":
        versions = build.library_versions()
        monkeypatch.setattr(build, "library_versions", lambda: versions.replace("lark=", "lark=0.0.0-"))
    else:
        target = compiler_copy / changed
        if target.is_dir():
            target = sorted(target.glob("*.j2"))[0]
        # a change that means nothing (a comment or trailing space) still counts: the key is the content
        target.write_bytes(target.read_bytes() + (b"\n" if target.suffix == ".json" else b"\n// \n"
                                                  if target.suffix == ".lark" else b"\n"))
    compiler_hash.cache_clear()
    compile_all(project, cache=True)
    assert compiled == ["tiny", "tiny"]


def test_the_compiler_hash_covers_every_kind_of_compiler_file(compiler_copy):
    before = compiler_hash(compiler_copy / "compiler")
    (compiler_copy / "compiler" / "sheets" / "templates" / "sheet.css").write_text("/* changed */", encoding="utf-8")
    compiler_hash.cache_clear()
    assert compiler_hash(compiler_copy / "compiler") != before


def test_the_compiler_hash_is_kept_by_file_stats_and_never_answers_for_an_edit(compiler_copy, monkeypatch):
    root = compiler_copy / "compiler"
    monkeypatch.setattr(build, "STAT_SETTLED_S", -60.0)     # the copy's files count as settled: a record is written
    first = compiler_hash(root)
    compiler_hash.cache_clear()
    read = []
    real_read = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda path: read.append(path) or real_read(path))
    assert compiler_hash(root) == first and not read       # answered from the record: no source read again
    # an edit of the same size (a digit changed) still misses: its time stamps moved
    source = root / "frontend" / "resolve.py"
    text = source.read_bytes()
    source.write_bytes(text[:-1] + (b"#" if text[-1:] != b"#" else b" "))
    compiler_hash.cache_clear()
    edited = compiler_hash(root)
    assert edited != first and read
    # so does a new file, and one taken away
    (root / "frontend" / "added.py").write_text("", encoding="utf-8")
    compiler_hash.cache_clear()
    assert compiler_hash(root) not in (first, edited)
    (root / "frontend" / "added.py").unlink()
    compiler_hash.cache_clear()
    assert compiler_hash(root) == edited


def test_a_compiler_file_written_just_now_is_not_recorded(compiler_copy, tmp_path):
    compiler_hash(compiler_copy / "compiler")       # the copy was made this instant: its stats are not trusted yet
    assert not (tmp_path / "user-cache" / "compiler").exists()


# ---------------------------------------------------------------- the template cache
@pytest.fixture
def templates(tmp_path, monkeypatch):
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "templates"
    folder.mkdir()
    return folder


def _render(folder: Path, name: str, autoescape: bool = False, **values) -> str:
    """Render in a new environment, as a new command would: only the bytecode cache is shared."""
    env = keep_compiled(jinja2.Environment(loader=jinja2.FileSystemLoader(str(folder)), autoescape=autoescape))
    assert env.bytecode_cache is not None
    return env.get_template(name).render(**values)


def test_a_kept_template_is_compiled_again_when_its_text_changes(templates, tmp_path):
    (templates / "t.j2").write_text("{{ x }}!", encoding="utf-8")
    assert _render(templates, "t.j2", x=1) == "1!"
    assert list((tmp_path / "cache" / "templates").iterdir())
    assert _render(templates, "t.j2", x=1) == "1!"
    (templates / "t.j2").write_text("{{ x }}?", encoding="utf-8")
    assert _render(templates, "t.j2", x=1) == "1?"


def test_environments_with_other_settings_never_share_a_compiled_template(templates):
    (templates / "t.j2").write_text("{{ x }}", encoding="utf-8")
    assert _render(templates, "t.j2", autoescape=False, x="<b>") == "<b>"
    assert _render(templates, "t.j2", autoescape=True, x="<b>") == "&lt;b&gt;"
    assert _render(templates, "t.j2", autoescape=False, x="<b>") == "<b>"


def test_a_cache_folder_that_cannot_be_made_only_costs_time(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(blocker))      # a file where the folder should be
    env = keep_compiled(jinja2.Environment(loader=jinja2.DictLoader({"t": "{{ 1 + 1 }}"})))
    assert env.bytecode_cache is None
    assert env.get_template("t").render() == "2"
