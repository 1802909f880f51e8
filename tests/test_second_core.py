"""tests/conftest.py: a test marked `second_core` runs in the background run, and the serial run reports it.

A small suite of its own, with a copy of that conftest.py, is run as the suite is: each of its tests
writes which process ran it, so the file says where it ran; the serial run's summary says what it reported.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent

SUITE = '''\
import os
import pytest

RAN = os.environ["RAN_IN"]


def _ran(name):
    with open(RAN, "a") as out:
        out.write(f"{name} {os.getpid()}\\n")


@pytest.fixture
def counted():
    _ran("fixture")
    return 41


@pytest.mark.second_core
def test_passes(counted):
    _ran("passes")
    assert counted + 1 == 42


@pytest.mark.second_core
@pytest.mark.parametrize("wanted", [1, 2])
def test_fails_on_two(wanted):
    _ran(f"fails_on_two[{wanted}]")
    assert wanted == 1, f"the background run got {wanted}"


@pytest.mark.second_core
def test_skips():
    _ran("skips")
    pytest.skip("nothing to see")


@pytest.mark.second_core
@pytest.mark.xfail(strict=True, reason="known")
def test_known_failure():
    _ran("known_failure")
    assert False


def test_serial():
    _ran("serial")
'''


def _outside_a_background_run() -> dict:
    """This environment, but never that of a background run or of a pytest-xdist worker (where the suite
    would think it is one, or that the cores are taken by workers)."""
    return {name: value for name, value in os.environ.items()
            if name != "CAIRN_SECOND_CORE_OUTCOMES" and not name.startswith("PYTEST_XDIST_")}


def _run(tmp_path, **env):
    suite = tmp_path / "suite"
    suite.mkdir()
    shutil.copy(HERE / "conftest.py", suite / "conftest.py")
    (suite / "test_suite.py").write_text(SUITE, encoding="utf-8")
    ran = tmp_path / "ran.txt"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA",
                           f"--basetemp={tmp_path / 'temp'}", str(suite)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120, env={**_outside_a_background_run(), "RAN_IN": str(ran), **env})
    where = {}
    for line in ran.read_text().splitlines():
        name, pid = line.split()
        where.setdefault(name, set()).add(int(pid))
    return done, where


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="one core: every test runs in the serial run")
def test_marked_tests_run_in_the_background_and_are_reported_here(tmp_path):
    done, where = _run(tmp_path, CAIRN_TESTS_SERIAL="")
    out = done.stdout
    assert re.search(r"1 failed, 3 passed, 1 skipped, 1 xfailed", out), out
    serial = where["serial"]
    assert len(serial) == 1
    for name in ("passes", "fails_on_two[1]", "fails_on_two[2]", "skips", "known_failure"):
        assert len(where[name]) == 1 and where[name] != serial, (name, where)    # once, in the other process
    # the fixture is set up in the background run only
    assert where["fixture"] == where["passes"]
    assert "FAILED suite/test_suite.py::test_fails_on_two[2]" in out
    assert "in the background run (call" in out and "the background run got 2" in out
    assert "in the background run: nothing to see" in out
    # the serial run's own test first, then the outcomes of the background run
    assert out.index("PASSED suite/test_suite.py::test_serial") < out.index("PASSED suite/test_suite.py::test_passes")


def test_without_the_second_core_every_test_runs_here(tmp_path):
    done, where = _run(tmp_path, CAIRN_TESTS_SERIAL="1")
    assert re.search(r"1 failed, 3 passed, 1 skipped, 1 xfailed", done.stdout), done.stdout
    assert len(set().union(*where.values())) == 1, where
