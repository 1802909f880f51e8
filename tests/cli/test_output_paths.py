"""Every output path a user names is checked before the work (issue 24, finding 16a).

`--log-dir` of simulate, `--log` of play, `--out` of sheets, report, compare and picture go through
one function (runtime/outputs.py): a folder that cannot be made or written — under /proc, a file
where a folder is meant, under a file — is one line naming it and exit 1, before any game is
played; never an internal error. In process, on the error cases' tiny game.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from compiler.commands.cli import main

BASE = Path(__file__).resolve().parents[1] / "errors" / "base"


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """The tiny game, built once, a file to stand where a folder is meant, and the log of one game."""
    root = tmp_path_factory.mktemp("outputs")
    shutil.copytree(BASE, root, dirs_exist_ok=True)
    (root / "a-file").write_text("not a folder\n", encoding="utf-8")
    assert main(["--project", str(root), "simulate", "tiny", "-n", "1", "--log-dir", str(root / "logs")]) == 0
    return root


def cairn(project: Path, capsys, args: list) -> tuple[int, str, str]:
    code = main(["--project", str(project), *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def folders(project: Path) -> dict:
    return {"under /proc": "/proc/cairn-no-such-folder", "a file": str(project / "a-file"),
            "under a file": str(project / "a-file" / "logs")}


COMMANDS = {
    "simulate --log-dir": (["simulate", "tiny", "-n", "2", "--log-dir"], "the log folder"),
    "sheets --out": (["sheets", "tiny", "--out"], "the sheets folder"),
    "report --out": (["report", "tiny", "-n", "2", "--out"], "the report folder"),
    "compare --out": (["compare", "tiny", "--against", "{project}", "-n", "2", "--out"], "the comparison folder"),
    "picture --out": (["picture", "{project}/logs/game-000000.jsonl", "--out"], "the pictures folder"),
}


@pytest.mark.parametrize("kind", ["under /proc", "a file", "under a file"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_output_folder_that_cannot_be_written_is_one_line_before_any_game(project, capsys, monkeypatch,
                                                                           command, kind):
    import runtime.simulate
    played = []
    monkeypatch.setattr(runtime.simulate, "play_game", lambda *a, **k: played.append(a))
    args, what = COMMANDS[command]
    path = folders(project)[kind]
    code, out, err = cairn(project, capsys, [a.format(project=project) for a in args] + [path])
    assert code == 1, (out, err)
    assert err == f"error: cannot write into {what} {path}: " + err.split(": ", 2)[2], err
    assert err.count("\n") == 1 and "internal error" not in err, err
    assert not played and out == "", out


@pytest.mark.parametrize("kind", ["a folder", "under /proc", "under a file"])
def test_a_play_log_that_cannot_be_written_is_refused_before_the_game(project, capsys, monkeypatch, kind):
    monkeypatch.setattr("builtins.input", lambda _prompt="": pytest.fail("the game started"))
    path = {"a folder": str(project / "logs"), "under /proc": "/proc/cairn-no-such-folder/game.jsonl",
            "under a file": str(project / "a-file" / "game.jsonl")}[kind]
    code, _out, err = cairn(project, capsys, ["play", "tiny", "--log", path])
    assert code == 1 and err.startswith(f"error: cannot write the log {path}: ") and err.count("\n") == 1, err


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_log_folder_is_refused(project, capsys, tmp_path):
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, _out, err = cairn(project, capsys, ["simulate", "tiny", "-n", "2", "--log-dir", str(folder)])
    finally:
        folder.chmod(0o755)
    assert code == 1 and err == f"error: cannot write into the log folder {folder}: Permission denied\n", err


def test_a_log_that_fails_while_written_is_one_line(project, capsys, tmp_path, monkeypatch):
    """A folder that was fine when checked and fails later (a full disk): the write says so, in one line."""
    from pathlib import Path as PathType

    def full(self, *_args, **_kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(PathType, "write_text", full)
    code, _out, err = cairn(project, capsys, ["simulate", "tiny", "-n", "1", "--log-dir", str(tmp_path)])
    assert code == 1 and err == f"error: cannot write the log {tmp_path}/game-000000.jsonl: " \
                                "No space left on device\n", err
