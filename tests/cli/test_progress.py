"""Progress bars: drawn on a terminal (run here through a pseudo-terminal), never into a pipe or JSON.

The output a pipe gets is the output of a run without bars, byte for byte; on a terminal the bar goes
to stderr with games done, games per second and the time left, and is cleared once the work is done.
"""
from __future__ import annotations

import os
import pty
import re
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BASE = REPO / "tests" / "errors" / "base"


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "compiler.commands.cli", *args]


def environment() -> dict:
    return {**os.environ, "PYTHONPATH": str(REPO), "COLUMNS": "120", "TERM": "xterm"}


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("progress") / "project"
    shutil.copytree(BASE, root)
    built = subprocess.run(command("build"), cwd=root, env=environment(), capture_output=True, text=True,
                           timeout=120, check=False)
    assert built.returncode == 0, built.stderr
    return root


def run_in_terminal(args: list[str], cwd: Path, timeout: float = 60, interrupt_on: bytes | None = None
                    ) -> tuple[int, str]:
    """Run with stdout and stderr on a pseudo-terminal, as a person at a terminal would; all it wrote.
    With `interrupt_on`, Ctrl-C (SIGINT to the process group) once that text has been written."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(args, cwd=cwd, env=environment(), stdin=subprocess.DEVNULL, stdout=follower,
                               stderr=follower, close_fds=True, start_new_session=True)
    os.close(follower)
    chunks, deadline = [], time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            if interrupt_on is not None and interrupt_on in b"".join(chunks):
                os.killpg(process.pid, signal.SIGINT)
                interrupt_on = None
            ready, _, _ = select.select([leader], [], [], 0.2)
            if ready:
                try:
                    data = os.read(leader, 65536)
                except OSError:         # the other end is closed: the command is done
                    break
                if not data:
                    break
                chunks.append(data)
            elif process.poll() is not None:
                break
        code = process.wait(timeout=max(1, deadline - time.monotonic()))
    finally:
        if process.poll() is None:
            process.kill()
        os.close(leader)
    return code, b"".join(chunks).decode("utf-8", "replace")


def test_a_terminal_sees_a_bar_with_rate_and_time_left(project):
    code, seen = run_in_terminal(command("simulate", "tiny", "-n", "6000"), project)
    assert code == 0, seen
    assert "games/s" in seen and "left" in seen, seen      # the bar's rate and time-left columns
    assert "━" in seen, seen                                  # the bar itself
    assert "Tiny: 6000 games" in seen                        # and the table, as without a bar


def test_a_pipe_and_json_get_no_bar(project):
    piped = subprocess.run(command("simulate", "tiny", "-n", "300"), cwd=project, env=environment(),
                           capture_output=True, text=True, timeout=60, check=False)
    assert piped.returncode == 0
    assert "━" not in piped.stdout + piped.stderr and "\x1b" not in piped.stdout + piped.stderr
    code, seen = run_in_terminal(command("simulate", "tiny", "-n", "6000", "--json"), project)
    assert code == 0
    assert "━" not in seen and "\x1b" not in seen, seen       # JSON on a terminal: nothing extra either


def test_ctrl_c_on_a_terminal_prints_the_games_played_so_far(project):
    code, seen = run_in_terminal(command("simulate", "tiny", "-n", "5000000"), project, interrupt_on=b"games/s")
    assert code == 130, seen
    assert re.search(r"Tiny: (\d+) games, 2 players, seed 1", seen), seen     # the partial table
    done = re.search(r"interrupted after (\d+) of 5000000 games", seen)
    assert done and 0 < int(done.group(1)) < 5_000_000, seen
    assert "Traceback" not in seen


def test_scenarios_on_a_terminal_still_end_with_the_count(project):
    code, seen = run_in_terminal(command("test"), project)
    assert code == 1 and seen.rstrip().endswith("0 passed, 0 failed"), seen    # the base game has no scenarios
