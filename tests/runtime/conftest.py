"""The native extensions test_native.py compares, compiled in the background from the end of collection on.

The build is a minute of C compiler work and pytest runs its tests on one core: started as soon as the
tests are collected, at low priority, it uses the other core while the tests before test_native.py run.
test_native.py still runs `cairn build --native` itself, which then finds every extension current.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# what is tested is that the extensions compute the same as the pure modules, not how fast they are
NATIVE_CFLAGS = {"CFLAGS": "-O0"}
BUILD = ("import sys; from compiler.driver.build import find_project; from compiler.driver.native import build_native; "
         "project = find_project(explicit=sys.argv[1]); build_native(project, project.games())")

_background: subprocess.Popen | None = None


@pytest.hookimpl(tryfirst=True)     # before pytest-xdist's own, which reads the group into the test's id
def pytest_collection_modifyitems(items):
    """Under pytest-xdist (`--dist loadgroup`, pyproject.toml) the tests that use the native build run in one
    worker, which builds it once into its own cache; spread over two, each worker would build it."""
    for item in items:
        if "native_extensions" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("native-build"))


def _start_build() -> subprocess.Popen | None:
    from compiler.driver import native
    if native.unavailable() is not None:
        return None
    # a process group of its own, so that its compilers can be given the normal priority or stopped together
    return subprocess.Popen([sys.executable, "-c", BUILD, str(ROOT)], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env={**os.environ, **NATIVE_CFLAGS},
                            start_new_session=True, preexec_fn=lambda: os.nice(10))


def pytest_collection_finish(session):
    global _background
    if session.config.option.collectonly or _background is not None:
        return
    if os.environ.get("PYTEST_XDIST_WORKER"):   # every core has a worker: the worker that needs it builds
        return
    if any("native_extensions" in getattr(item, "fixturenames", ()) for item in session.items):
        _background = _start_build()


def pytest_sessionfinish(session):
    if _background is not None and _background.poll() is None:     # the run stopped before test_native.py
        os.killpg(_background.pid, signal.SIGKILL)
        _background.wait()


@pytest.fixture(scope="session")
def native_extensions():
    """Waits for the background build (under pytest-xdist, started here: the build the tests run themselves has
    a time limit, which a slow machine's first build of every game may pass). Its errors are not reported here:
    the build the test runs reports them."""
    global _background
    if _background is None and os.environ.get("PYTEST_XDIST_WORKER"):
        _background = _start_build()
    if _background is not None:
        try:        # now the tests wait for it: the normal priority again (allowed to root; otherwise it stays low)
            os.setpriority(os.PRIO_PGRP, _background.pid, 0)
        except OSError:
            pass
        _background.wait()
