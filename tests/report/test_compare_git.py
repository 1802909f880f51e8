"""`cairn compare --against REV` reads a revision's definitions/ as data: no filter, hook or command the
repository configures runs, and a link or submodule in the revision is left out with a note, never
followed nor written. `--against FOLDER` is read as the project itself is.

Each test makes a tiny git repository of one game (thru-the-appalachian) in tmp_path; the revision is
taken by `other_version`, which `cairn compare` uses, and one test runs the command end to end on 2 games.
"""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from compiler.commands import cli
from compiler.driver.build import Project
from compiler.report.compare import other_version

REPO = Path(__file__).resolve().parents[2]
GAME = "thru-the-appalachian"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@t",
                           "-c", "commit.gpgsign=false", *args], check=True, capture_output=True, text=True)
    return done.stdout


def commit(root: Path, message: str) -> None:
    git(root, "add", "-A")
    git(root, "commit", "-qm", message)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(REPO / "definitions" / GAME, root / "definitions" / GAME)
    git(root, "init", "-q")
    commit(root, "a game")
    return root


def plant_commands(repo: Path, marker: Path) -> None:
    """A committed .gitattributes naming a filter whose smudge command (in .git/config) makes `marker`; and
    an fsmonitor command, set after the last commit (git commit itself would run it)."""
    for attributes in (repo / ".gitattributes", repo / "definitions" / ".gitattributes"):
        attributes.write_text("* filter=evil\n")
    (repo / ".git" / "info" / "attributes").write_text("* filter=evil\n")
    git(repo, "config", "filter.evil.smudge", f"touch {marker}; cat")
    commit(repo, "a filter")
    git(repo, "config", "core.fsmonitor", f"touch {marker}; false")


def test_a_smudge_filter_the_repository_configures_never_runs(repo, tmp_path):
    marker = tmp_path / "PWNED"
    plant_commands(repo, marker)
    with other_version(Project(repo), "HEAD") as other:
        for name in ("game.yaml", "decks.yaml", "scenarios/eliminated-by-energy.yaml", "icons/energy.svg"):
            assert (other.definitions / GAME / name).read_bytes() == (repo / "definitions" / GAME / name).read_bytes()
    assert not marker.exists()


def test_a_link_or_submodule_in_the_revision_is_left_out_with_a_note(repo, tmp_path, capsys):
    (tmp_path / "outside").mkdir()
    game = repo / "definitions" / GAME
    (game / "scenarios" / "leak.yaml").symlink_to("/etc/passwd")
    (game / "outside").symlink_to("../../outside")
    (repo / "definitions" / "linked-game").symlink_to(tmp_path / "outside")
    (game / "scenarios" / "odd \x1b[2J name.yaml").write_text("name: odd\n")
    (game / "scenarios" / "huge.yaml").write_bytes(b"#" * 1_000_001)
    git(repo, "add", "-A")
    head = git(repo, "rev-parse", "HEAD").strip()
    git(repo, "update-index", "--add", "--cacheinfo", f"160000,{head},definitions/{GAME}/vendored")
    git(repo, "commit", "-qm", "links, a submodule, an odd name, a huge file")

    with other_version(Project(repo), "HEAD") as other:
        written = sorted(other.root.rglob("*"))
        assert not [path for path in written if path.is_symlink()]
        assert all(path.resolve().is_relative_to(other.root.resolve()) for path in written)
        names = {path.relative_to(other.definitions).as_posix() for path in written}
        assert f"{GAME}/game.yaml" in names and f"{GAME}/scenarios/eliminated-by-energy.yaml" in names
        for left_out in ("scenarios/leak.yaml", "outside", "vendored", "scenarios/huge.yaml"):
            assert f"{GAME}/{left_out}" not in names
        assert not any("odd" in name or name.startswith("linked-game") for name in names)
    err = capsys.readouterr().err
    assert f"definitions/{GAME}/scenarios/leak.yaml is a link in HEAD" in err
    assert f"definitions/{GAME}/outside is a link in HEAD" in err
    assert "definitions/linked-game is a link in HEAD" in err
    assert f"definitions/{GAME}/vendored is a submodule in HEAD" in err
    assert "is not plain" in err and "\x1b" not in err and "\\x1b[2J" in err
    assert "1,000,001 bytes" in err
    assert len(err.splitlines()) == 6 and all(line.startswith("note: --against HEAD: ") for line in err.splitlines())


def test_compare_against_a_revision_with_a_filter_and_links_plays_both_versions(repo, tmp_path, capsys):
    marker = tmp_path / "PWNED"
    leak = repo / "definitions" / GAME / "scenarios" / "leak.yaml"
    leak.symlink_to("/etc/passwd")
    plant_commands(repo, marker)
    leak.unlink()       # only the revision has it: this version compiles
    code = cli.main(["--project", str(repo), "compare", GAME, "--against", "HEAD", "-n", "2",
                     "--out", str(tmp_path / "out")])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "Traceback" not in captured.err and "internal error" not in captured.err
    assert f"definitions/{GAME}/scenarios/leak.yaml is a link in HEAD" in captured.err
    assert "this version against HEAD" in captured.out
    assert not marker.exists()


def test_against_a_definitions_folder_that_is_a_link_is_that_folder(repo, tmp_path):
    """`--against other/definitions`, a link to a store of versions: the other project is `other`, as the
    folder is named, not the parent of the link's target."""
    store = tmp_path / "store" / "v1"
    shutil.copytree(repo / "definitions", store)
    other = tmp_path / "other"
    other.mkdir()
    (other / "definitions").symlink_to(store)
    for against in (other / "definitions", other):
        with other_version(Project(repo), str(against)) as found:
            assert found.root == other
            assert found.game_dir(GAME) == other / "definitions" / GAME
