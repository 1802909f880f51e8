"""Ctrl-C during `cairn simulate` ends it cleanly: the table of the games finished so far, one line saying
how far it got, exit 130, no traceback from the parent or the workers, and no worker left running.

Ctrl-C in a terminal sends SIGINT to the whole process group (the workers too); `kill -INT` sends it to
the parent only. Both are tried, with and without `--workers`. The simulation is interrupted once it is
playing (its first game log is written), so a slow, loaded machine only makes the test wait longer.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BASE = REPO / "tests" / "errors" / "base"
GAMES = 100_000


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "compiler.commands.cli", *args]


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    """The small game of the error cases, built once (a build is not what is interrupted here)."""
    root = tmp_path_factory.mktemp("interrupt") / "project"
    shutil.copytree(BASE, root)
    built = subprocess.run(command("build"), cwd=root, env=environment(), capture_output=True, text=True,
                           timeout=120)
    assert built.returncode == 0, built.stderr
    return root


def environment() -> dict:
    return {**os.environ, "PYTHONPATH": str(REPO)}


def group_members(pgid: int) -> list[int]:
    """The processes still in a process group (zombies included: a worker not reaped is left over too)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            if int(fields[2]) == pgid:      # after the state and the parent: the process group
                found.append(int(entry.name))
    return found


def wait_for(condition, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


@pytest.mark.parametrize("workers", [1, 2], ids=["in-process", "two-workers"])
@pytest.mark.parametrize("to_group", [True, False], ids=["ctrl-c", "kill-int"])
def test_interrupted_simulation_ends_with_one_line_and_exit_130(project, tmp_path, workers, to_group):
    logs = tmp_path / "logs"
    process = subprocess.Popen(command("simulate", "tiny", "-n", str(GAMES), "--workers", str(workers),
                                       "--log-dir", str(logs)),
                               cwd=project, env=environment(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    try:
        assert wait_for(lambda: logs.is_dir() and any(logs.iterdir()), 60), "the simulation never started"
        if workers > 1:
            assert wait_for(lambda: len(group_members(process.pid)) > workers, 30), "no workers were started"
        (os.killpg if to_group else os.kill)(process.pid, signal.SIGINT)
        sent = time.monotonic()
        out, err = process.communicate(timeout=20)
        took = time.monotonic() - sent
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    assert process.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    # the games finished before Ctrl-C: their table on stdout (none when no game had finished)
    assert out == "" or re.match(r"Tiny: \d+ games, ", out), out
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    done = re.fullmatch(rf"interrupted after (\d+) of {GAMES} games", lines[0])
    assert done is not None, err
    assert int(done.group(1)) < GAMES
    assert took < 10, f"took {took:.1f} s to stop"
    assert wait_for(lambda: not group_members(process.pid), 5), "worker processes were left running"


@pytest.mark.parametrize("command_name", ["cmd_test", "cmd_bench"])
def test_ctrl_c_in_other_long_commands_is_one_line_and_exit_130(monkeypatch, capsys, command_name):
    """`cairn test` and `cairn bench` have no progress to tell: Ctrl-C says `interrupted`, exit 130."""
    from compiler.commands import cli

    def interrupted(_args):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, command_name, interrupted)
    args = ["test"] if command_name == "cmd_test" else ["bench", "--quick"]
    assert cli.main(args) == 130
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", "interrupted\n")
