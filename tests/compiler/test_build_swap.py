"""Builds that are killed half-way, or run six at a time, leave generated/ consistent (issue 9, finding 15).

The project is the error corpus's base game `tiny` plus a copy of it, `tiny-two`: the first is
rebuilt from changed definitions (its old folder is swapped out), the second is new.
A build is killed (SIGKILL, no clean-up runs) at each file operation of its swap; the next
command must finish or undo the swap, and the next build must end byte-identical to a clean one.
"""
from __future__ import annotations

import fcntl
import os
import select
import shutil
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from compiler.driver import build
from compiler.driver.build import Project
from compiler.commands.cli import main

REPO = Path(__file__).resolve().parents[2]
BASE = REPO / "tests" / "errors" / "base" / "definitions" / "tiny"
PACKAGES = ("tiny", "tiny_two")
ENV = {**os.environ, "PYTHONPATH": str(REPO)}

# `python driver.py kill:N ARGS` runs `cairn ARGS` and SIGKILLs itself at the N-th file operation
# (os.replace, os.unlink, shutil.rmtree) of write_outputs; operations inside another one (rmtree's
# unlinks) are not counted. `slow:S` instead waits S seconds before each: a slow disk, which widens
# the window in which concurrent builds could trip over each other.
DRIVER = textwrap.dedent('''
    import os, shutil, signal, sys, time
    import compiler.driver.build as build
    import compiler.commands.cli as cli

    mode, value = sys.argv[1].split(":")
    calls, state = [0], {"active": False, "depth": 0}

    def counted(fn):
        def wrapper(*args, **kwargs):
            if state["active"] and state["depth"] == 0:
                calls[0] += 1
                if mode == "kill" and calls[0] == int(value):
                    os.kill(os.getpid(), signal.SIGKILL)
                if mode == "slow":
                    time.sleep(float(value))
            state["depth"] += 1
            try:
                return fn(*args, **kwargs)
            finally:
                state["depth"] -= 1
        return wrapper

    os.replace, os.unlink, shutil.rmtree = counted(os.replace), counted(os.unlink), counted(shutil.rmtree)
    real = build.write_outputs

    def write_outputs(*args, **kwargs):
        state["active"] = True
        try:
            return real(*args, **kwargs)
        finally:
            state["active"] = False

    build.write_outputs = cli.write_outputs = write_outputs
    code = cli.main(sys.argv[2:])
    sys.stderr.write(f"operations: {calls[0]}\\n")
    sys.exit(code)
''')


def cairn(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler.commands.cli", *args], cwd=cwd, env=ENV,
                          capture_output=True, text=True, timeout=120)


def snapshot(generated: Path) -> dict[str, bytes]:
    return {p.relative_to(generated).as_posix(): p.read_bytes() for p in sorted(generated.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def package_of(tree: dict[str, bytes], pkg: str) -> dict[str, bytes]:
    """The files of one game's folder in a snapshot, relative to that folder."""
    return {k.split("/", 1)[1]: v for k, v in tree.items() if k.startswith(pkg + "/")}


def package(generated: Path, pkg: str) -> dict[str, bytes]:
    return package_of(snapshot(generated), pkg)


def leftovers(generated: Path) -> list[str]:
    return sorted(p.name for p in generated.iterdir() if p.name.startswith(".cairn-"))


def write_games(definitions: Path, changed: bool) -> None:
    """tiny (with `rounds: 6` when `changed`), and with `changed` also the new game tiny-two."""
    shutil.rmtree(definitions, ignore_errors=True)
    shutil.copytree(BASE, definitions / "tiny")
    if changed:
        game = definitions / "tiny" / "game.yaml"
        game.write_text(game.read_text(encoding="utf-8").replace("rounds: 5", "rounds: 6"), encoding="utf-8")
        shutil.copytree(BASE, definitions / "tiny-two")
        two = definitions / "tiny-two" / "game.yaml"
        two.write_text(two.read_text(encoding="utf-8").replace("id: tiny\n", "id: tiny-two\n"), encoding="utf-8")


@pytest.fixture(scope="module")
def projects(tmp_path_factory):
    """`before`: generated/ built from the old tiny, definitions already changed; the old and expected trees."""
    root = tmp_path_factory.mktemp("swap")
    before, clean = root / "before", root / "clean"
    write_games(before / "definitions", changed=False)
    assert main(["--project", str(before), "build"]) == 0
    old = package(before / "generated", "tiny")
    write_games(before / "definitions", changed=True)
    write_games(clean / "definitions", changed=True)
    assert main(["--project", str(clean), "build"]) == 0
    expected = snapshot(clean / "generated")
    # The clean build's entries in the user's cache (keyed by content) answer for the changed definitions
    # of `before` too: the builds below only write.
    assert package(clean / "generated", "tiny") != old, "the change must reach generated/"
    return {"root": root, "before": before, "old": old, "expected": expected}


def driven(folder: Path, mode: str, *args: str) -> list[str]:
    """The command line of `cairn ARGS` run through DRIVER in `mode` (kill:N or slow:S)."""
    script = folder / "driver.py"
    if not script.exists():
        script.write_text(DRIVER, encoding="utf-8")
    return [sys.executable, str(script), mode, *args]


def killed_build(projects, limit: int) -> tuple[Path, subprocess.CompletedProcess]:
    project = projects["root"] / f"kill-{limit}"
    shutil.copytree(projects["before"], project)
    run = subprocess.run(driven(projects["root"], f"kill:{limit}", "--project", str(project), "build"),
                         cwd=project, env=ENV, capture_output=True, text=True, timeout=120)
    return project, run


def test_a_build_killed_at_any_point_of_the_swap_is_finished_by_the_next_command(projects):
    _, whole = killed_build(projects, 10**6)
    assert whole.returncode == 0, whole.stderr
    operations = int(whole.stderr.rsplit("operations: ", 1)[1])
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = list(pool.map(lambda n: killed_build(projects, n), range(1, operations + 1)))
    half_done = 0
    for limit, (project, run) in enumerate(runs, start=1):
        assert run.returncode == -9, f"kill point {limit} was not reached: {run.stderr}"
        generated = project / "generated"
        half_done += not (generated / "tiny").is_dir()
        # The next command (here `check`, which builds nothing) restores a consistent tree...
        assert main(["--project", str(project), "check"]) == 0
        assert leftovers(generated) == [], f"kill point {limit}"
        new = package_of(projects["expected"], "tiny")
        assert package(generated, "tiny") in (projects["old"], new), f"kill point {limit}: tiny is mixed"
        assert package(generated, "tiny_two") in ({}, package_of(projects["expected"], "tiny_two")), limit
        # ...and the next build ends exactly where a clean build does.
        assert main(["--project", str(project), "build"]) == 0
        assert snapshot(generated) == projects["expected"], f"kill point {limit}"
        assert leftovers(generated) == []
    assert half_done, "no kill point left generated/tiny missing: the test no longer reaches the swap"


def test_check_restores_what_killed_builds_left_without_a_journal(projects, tmp_path):
    """A missing game folder with its .cairn-old- copy, the old layout's <staging>/<pkg>.old, stray staging."""
    project = tmp_path / "project"
    shutil.copytree(projects["before"], project)
    generated = project / "generated"
    assert main(["--project", str(project), "build"]) == 0
    built = snapshot(generated)
    os.replace(generated / "tiny", generated / ".cairn-old-tiny")
    (generated / ".cairn-build-old1").mkdir()
    os.replace(generated / "tiny_two", generated / ".cairn-build-old1" / "tiny_two.old")
    (generated / ".cairn-build-junk" / "tiny").mkdir(parents=True)
    (generated / ".cairn-build-junk" / "tiny" / "rules.py").write_text("half written", encoding="utf-8")
    (generated / ".cairn-swap").write_text("{not json", encoding="utf-8")

    result = cairn("--project", str(project), "check", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert leftovers(generated) == []
    assert snapshot(generated) == built


def test_six_concurrent_builds_all_succeed_and_equal_one_build(projects, tmp_path):
    project = tmp_path / "project"
    shutil.copytree(projects["before"], project)     # an old tiny to swap out, a new tiny-two to add
    builds = [subprocess.Popen(driven(tmp_path, "slow:0.2", "--project", str(project), "build"),
                               cwd=tmp_path, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
              for _ in range(6)]
    for proc in builds:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, out + err
        assert "internal error" not in out + err and "Traceback" not in err
    assert snapshot(project / "generated") == projects["expected"]
    assert leftovers(project / "generated") == []


def hold_lock(project: Project):
    """Take the build lock as another cairn build would (its path is part of the contract)."""
    path = project.root / "build" / ".cairn-lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a+b")
    fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
    return handle


def notice_of(process: subprocess.Popen, words: str, timeout: float) -> str:
    """What `process` wrote to stderr up to the first line holding `words` (or all of it, if it ended first)."""
    said, deadline = [], time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stderr], [], [], deadline - time.monotonic())
        line = process.stderr.readline() if ready else ""
        said.append(line)
        if not line or words in line:
            break
    return "".join(said)


def test_a_build_waits_for_another_and_says_so(tmp_path):
    project = tmp_path / "project"
    write_games(project / "definitions", changed=False)
    handle = hold_lock(Project(project))
    try:
        waiting = subprocess.Popen([sys.executable, "-m", "compiler.commands.cli", "--project", str(project), "build"],
                                   cwd=tmp_path, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        # the notice is awaited, not a fixed time: on a loaded machine the child may take seconds to start
        said = notice_of(waiting, "waiting for another cairn build", timeout=120)
        assert waiting.poll() is None, "the build did not wait for the lock"
        assert not (project / "generated").exists()
    finally:
        handle.close()     # releases the lock
    out, err = waiting.communicate(timeout=120)
    assert waiting.returncode == 0, out + said + err
    assert "waiting for another cairn build" in said
    assert (project / "generated" / "tiny" / "rules.py").is_file()


def test_a_build_gives_up_after_the_timeout_with_one_line(tmp_path, monkeypatch, capsys):
    project = tmp_path / "project"
    write_games(project / "definitions", changed=False)
    monkeypatch.setattr(build, "LOCK_TIMEOUT", 0.4, raising=False)
    monkeypatch.setattr(build, "LOCK_NOTICE", 0.1, raising=False)
    handle = hold_lock(Project(project))
    try:
        assert main(["--project", str(project), "build"]) == 2
    finally:
        handle.close()
    err = capsys.readouterr().err
    assert "waiting for another cairn build" in err
    assert "error: another cairn build has held build/.cairn-lock for 0.4 s" in err
    assert "Traceback" not in err and not (project / "generated").exists()


def test_a_disk_error_mid_swap_is_one_line_and_leaves_a_consistent_tree(projects, tmp_path, monkeypatch, capsys):
    project = tmp_path / "project"
    shutil.copytree(projects["before"], project)
    real, calls = os.replace, []

    def full_disk_once(src, dst):
        calls.append(dst)
        if len(calls) == 3:      # the journal, tiny -> old, then the staged tiny -> generated/tiny fails
            raise OSError(28, "No space left on device", str(dst))
        return real(src, dst)

    monkeypatch.setattr(os, "replace", full_disk_once)
    capsys.readouterr()
    code = main(["--project", str(project), "build"])
    err = capsys.readouterr().err
    monkeypatch.undo()
    assert code in (1, 2) and err.count("\n") == 1, err
    assert err.startswith("error: cannot write generated/tiny: No space left on device"), err
    generated = project / "generated"
    assert leftovers(generated) == []
    assert (generated / "tiny").is_dir()
    assert main(["--project", str(project), "build"]) == 0
    assert snapshot(generated) == projects["expected"]
