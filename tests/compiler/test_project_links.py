"""Issue 24, findings 0, 4, 14 and 15: links in a shared project folder, and two games that make one package.

A project someone hands over may hold a link anywhere. Nothing is read through a link out of its game
folder (a definition file, a scenario, a game folder, a scenarios/ folder), not even for a diagnostic's
excerpt; nothing of generated/ or build/ is written, renamed or deleted through a link; and two game
folders whose names make the same package are refused before anything is written.

Each test builds a small project (Thru the Appalachian with two of its scenarios) and runs the commands
in this process. A secret planted where the links point must never reach the output, and a folder outside
the project must survive every command.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from compiler.driver.build import Project, ProjectError, find_project
from compiler.commands.cli import main

ROOT = Path(__file__).resolve().parents[2]
GAME = "thru-the-appalachian"
PKG = "thru_the_appalachian"
SECRET = "SECRET-TOKEN-123"


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> Path:
    """The small project, copied by each test (`project`)."""
    root = tmp_path_factory.mktemp("links") / "template"
    game = root / "definitions" / GAME
    shutil.copytree(ROOT / "definitions" / GAME, game)
    for path in sorted((game / "scenarios").glob("*.yaml"))[2:]:
        path.unlink()
    return root


@pytest.fixture
def project(template, tmp_path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(template, root)
    return root


@pytest.fixture
def outside(tmp_path) -> Path:
    """A folder beside the project, holding a secret: what a link in the project points to."""
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "secret.txt").write_text(f"{SECRET}\nline two {SECRET}\n", encoding="utf-8")
    return folder


def cairn(capsys, root: Path, *args: str) -> tuple[int, str]:
    """Exit code and everything printed by `cairn --project ROOT ARGS`."""
    code = main(["--project", str(root), *args])
    out, err = capsys.readouterr()
    return code, out + err


def tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# ---------------------------------------------------------------- finding 0: a linked definition file
@pytest.mark.parametrize("command", [("check",), ("build", "--check"), ("build",), ("test",), ("sheets", GAME)])
def test_a_definition_file_linked_out_is_refused_without_showing_a_line_of_it(project, outside, capsys,
                                                                               monkeypatch, command):
    board = project / "definitions" / GAME / "board.yaml"
    board.unlink()
    board.symlink_to(outside / "secret.txt")
    monkeypatch.chdir(project)       # where a reader relative to the current folder would find the link too
    code, said = cairn(capsys, project, *command)
    assert code == 1, said
    assert SECRET not in said, said
    assert f"error[E009]: board.yaml is a link to a file outside the game folder\n" \
           f" --> definitions/{GAME}/board.yaml:1:1\n  = help:" in said, said       # the message, no excerpt


def test_a_scenario_linked_out_is_refused_before_it_is_read(project, outside, capsys):
    (project / "definitions" / GAME / "scenarios" / "zz-linked.yaml").symlink_to(outside / "secret.txt")
    code, said = cairn(capsys, project, "test")
    assert code == 1 and SECRET not in said, said
    assert said.count("the scenario zz-linked.yaml is a link to a file outside the game folder") == 1, said
    code, said = cairn(capsys, project, "test", str(project / "definitions" / GAME / "scenarios" / "zz-linked.yaml"))
    assert code == 1 and SECRET not in said and "E009" in said, said


def test_an_excerpt_is_never_read_through_a_link(project, outside):
    folder = project / "definitions" / GAME
    (folder / "linked.yaml").symlink_to(outside / "secret.txt")
    read = Project(project).read_source
    assert read(f"definitions/{GAME}/linked.yaml") is None
    assert read(f"definitions/{GAME}/../{GAME}/game.yaml") is None
    assert read(f"definitions/{GAME}/game.yaml").startswith("# yaml-language-server")


# ---------------------------------------------------------------- finding 15: a linked game or scenarios/ folder
def test_a_game_folder_that_is_a_link_is_refused_and_nothing_in_it_is_read_or_listed(project, outside, capsys):
    shutil.copytree(project / "definitions" / GAME, outside / "game")
    game = outside / "game" / "game.yaml"     # a whole game, which compiles when followed
    game.write_text(game.read_text(encoding="utf-8").replace(f"id: {GAME}", "id: linked-game"), encoding="utf-8")
    (outside / "game" / "scenarios" / f"{SECRET}.yaml").write_text(f"game: {SECRET}\n", encoding="utf-8")
    (project / "definitions" / "linked-game").symlink_to(outside / "game")
    for command in (("check",), ("build",), ("build", "--check"), ("test",), ("test", "linked-game")):
        code, said = cairn(capsys, project, *command)
        assert code == 1, (command, said)
        assert "the game folder 'linked-game' is a link to" in said and SECRET not in said, (command, said)
    assert not (project / "generated" / "linked_game").exists()
    code, said = cairn(capsys, project, "simulate", "linked-game", "-n", "1")
    assert code == 1 and "'linked-game' does not compile" in said, said


def test_a_scenarios_folder_linked_out_is_refused_whole_without_listing_it(project, outside, capsys, monkeypatch):
    (outside / f"{SECRET}.yaml").write_text(f"game: {GAME}\n", encoding="utf-8")
    scenarios = project / "definitions" / GAME / "scenarios"
    shutil.rmtree(scenarios)
    scenarios.symlink_to(outside)
    monkeypatch.chdir(project)
    for command in (("check",), ("test",), ("test", GAME), ("test", f"definitions/{GAME}")):
        code, said = cairn(capsys, project, *command)
        assert code == 1, (command, said)
        assert "scenarios is a link to a folder outside the game folder" in said and SECRET not in said, said


def test_a_definitions_folder_that_is_a_link_is_refused(tmp_path, template):
    shutil.copytree(template / "definitions", tmp_path / "elsewhere")
    (tmp_path / "project").mkdir()
    (tmp_path / "project" / "definitions").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(ProjectError, match="definitions is a link to"):
        find_project(explicit=str(tmp_path / "project"))


# ---------------------------------------------------------------- finding 4: generated/ and build/ as links
def test_a_generated_folder_that_is_a_link_is_never_written_renamed_or_deleted(project, tmp_path, capsys):
    victim = tmp_path / "work"
    (victim / PKG).mkdir(parents=True)      # a folder named like the game's package: the swap would delete it
    (victim / PKG / "keep.txt").write_text("mine", encoding="utf-8")
    (victim / ".cairn-old-src").mkdir()     # and leftovers of a build, which a repair would settle
    before = tree(victim)
    (project / "generated").symlink_to(victim)
    code, said = cairn(capsys, project, "build")
    assert code == 2 and "generated/ is a link to" in said and "remove it" in said, said
    assert cairn(capsys, project, "check")[0] == 0
    assert tree(victim) == before and sorted(p.name for p in victim.iterdir()) == [".cairn-old-src", PKG]


def test_a_journal_pointing_through_a_planted_link_moves_nothing_in(project, tmp_path, capsys):
    """A killed build's journal names a staging folder: one that is a link must not bring its folders in."""
    victim = tmp_path / "work"
    (victim / "src").mkdir(parents=True)
    (victim / "src" / "keep.txt").write_text("mine", encoding="utf-8")
    generated = project / "generated"
    generated.mkdir()
    (generated / ".cairn-build-evil").symlink_to(victim)
    (generated / ".cairn-old-src").symlink_to(victim / "src")
    (generated / ".cairn-swap").write_text(json.dumps({"staging": ".cairn-build-evil", "packages": ["src"]}),
                                           encoding="utf-8")
    assert cairn(capsys, project, "check")[0] == 0
    assert (victim / "src" / "keep.txt").read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in generated.iterdir()) == []     # the links themselves are gone, nothing came in


@pytest.mark.parametrize("linked, command", [("build", ("build",)), (f"build/{GAME}", ("sheets", GAME))])
def test_a_build_folder_that_is_a_link_is_never_written_through(project, tmp_path, capsys, linked, command):
    victim = tmp_path / "work"
    victim.mkdir()
    link = project / linked
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(victim)
    code, said = cairn(capsys, project, *command)
    assert code == 2 and f"{linked}/ is a link to" in said, said
    assert list(victim.iterdir()) == []


def test_scenarios_are_run_without_writing_build_so_a_linked_build_scenarios_is_left_alone(project, tmp_path, capsys):
    victim = tmp_path / "work"
    victim.mkdir()
    (project / "build").mkdir(exist_ok=True)
    (project / "build" / "scenarios").symlink_to(victim)
    cairn(capsys, project, "test")
    assert list(victim.iterdir()) == []


def test_a_sheet_file_that_is_a_link_is_not_written_through(project, outside, capsys):
    target = outside / "secret.txt"
    before = target.read_bytes()
    (project / "build" / GAME).mkdir(parents=True)
    (project / "build" / GAME / "reference-a4.html").symlink_to(target)
    code, said = cairn(capsys, project, "sheets", GAME)
    assert code == 2 and f"build/{GAME}/reference-a4.html is a link to" in said, said
    assert target.read_bytes() == before


# ---------------------------------------------------------------- finding 14: two folders, one package
def test_two_game_folders_that_make_one_package_are_refused_before_anything_is_written(project, capsys):
    twin = project / "definitions" / PKG
    shutil.copytree(project / "definitions" / GAME, twin)
    game = twin / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(f"id: {GAME}", f"id: {PKG}"), encoding="utf-8")
    both = f"the game folders '{GAME}' and '{PKG}' would both be compiled into generated/{PKG}/"
    for command in (("check",), ("build",), ("build", "--check"), ("build", PKG), ("check", GAME)):
        code, said = cairn(capsys, project, *command)
        assert code == 1 and both in said, (command, said)
    assert not (project / "generated" / PKG).exists()
    code, said = cairn(capsys, project, "simulate", PKG, "-n", "1")
    assert code == 1 and both in said, said
