"""Tests marked `second_core` run in a background pytest process, on the core the serial run leaves idle.

Without `-n`, pytest runs the suite on one core of the two a machine has. (With `-n auto`, the README's
command, pytest-xdist runs it on every core and none of this happens: each worker gets a user cache of its
own, CAIRN_CACHE_DIR, and the tests that write one shared place run in one worker by their xdist_group.)
A test marked `@pytest.mark.second_core` only computes — it plays games in memory,
compiles into its own temporary folders, writes nothing the other tests read — so it can run beside them:
at the end of collection every marked test of the session is handed, in collection order, to one pytest
process of its own at low priority, like the native build of tests/runtime/conftest.py and the printing of
tests/sheets/conftest.py (whose results the serial run needs sooner). The serial run runs the unmarked
tests first; then, for each marked test, it neither sets up its fixtures nor calls it: it waits for
the background run's outcome of it and reports that, a failure with the background run's traceback, a skip
with its reason (the xfail marks are applied here, to that outcome). A test the
background run gave no outcome for (it stopped, or never collected it) runs in the serial run as before; so do
all marked tests on a machine of one core, with --pdb or -s, or with CAIRN_TESTS_SERIAL=1 in the environment.
"""
from __future__ import annotations

import importlib.abc
import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

MARK = "second_core"
OUTCOMES = "CAIRN_SECOND_CORE_OUTCOMES"     # set in the background run: the file its outcomes go to
SERIAL = "CAIRN_TESTS_SERIAL"

_background: subprocess.Popen | None = None
_outcomes_file: Path | None = None
_outcomes: dict = {}          # nodeid -> the background run's outcome, as read so far
_read_upto = 0                # how much of the outcomes file has been read
_waited = 0.0                 # seconds the serial run spent waiting for outcomes


@pytest.hookimpl(trylast=True)     # after pytest's own: the temporary folder of the run is known
def pytest_configure(config):
    config.addinivalue_line("markers", f"{MARK}: computes only; may run in the background on the idle core")
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker:
        # each xdist worker its own user cache (compiled games, bytecode, the native build), so that two
        # workers never write one entry at once; a folder per worker name, kept warm from one run to the next
        from compiler.caches import user_cache
        os.environ["CAIRN_CACHE_DIR"] = str(user_cache.folder(f"pytest-{worker}"))
    elif sys.dont_write_bytecode and not sys.pycache_prefix:
        _bytecode_beside_the_run(config)


def _bytecode_beside_the_run(config):
    """A shell that writes no bytecode (PYTHONDONTWRITEBYTECODE) makes every Python process of the run compile
    Cairn's sources again: the xdist workers, and the hundreds of `cairn` commands and probes the tests start,
    each some 0.1 s of CPU. The run's processes write it instead into one folder of this run's temporary folder
    (PYTHONPYCACHEPREFIX), shared by them all and never beside the sources, which stay as the shell wanted them."""
    folder = config._tmp_path_factory.getbasetemp() / "bytecode"
    folder.mkdir(exist_ok=True)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(folder)
    sys.pycache_prefix, sys.dont_write_bytecode = str(folder), False


def _in_background_run() -> bool:
    return bool(os.environ.get(OUTCOMES))


def _distributed(session) -> bool:
    """Run by pytest-xdist (`-n auto`): its workers use every core, so nothing is started in the background."""
    return bool(os.environ.get("PYTEST_XDIST_WORKER")) or bool(getattr(session.config.option, "numprocesses", 0))


def _debugging(config) -> bool:
    """--pdb or -s: the one debugging wants to step into the tests and see what they print, here."""
    return bool(config.option.usepdb) or config.option.capture == "no"


def pytest_collection_finish(session):
    global _background, _outcomes_file
    if session.config.option.collectonly or _background is not None or _in_background_run() or _distributed(session):
        return
    if os.environ.get(SERIAL) or (os.cpu_count() or 1) < 2 or _debugging(session.config):
        return
    marked = [item for item in session.items if item.get_closest_marker(MARK)]
    if not marked:
        return
    # its temporary folders below this run's, so that pytest's clean-up of old runs never meets the other's
    base = session.config._tmp_path_factory.getbasetemp() / "second-core"
    _outcomes_file = base.with_suffix(".jsonl")
    _outcomes_file.write_text("", encoding="utf-8")
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--basetemp={base}",
               f"--rootdir={session.config.rootpath}", *(item.nodeid for item in marked)]   # ids relative to it
    _background = subprocess.Popen(command, cwd=session.config.rootpath, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env={**os.environ, OUTCOMES: str(_outcomes_file)},
                                   start_new_session=True, preexec_fn=lambda: os.nice(10))
    for item in marked:
        _hand_over(item)
    # the serial run does its own tests first and reports the marked ones last, when most are done
    session.items[:] = [item for item in session.items if not item.get_closest_marker(MARK)] + marked


def pytest_terminal_summary(terminalreporter):
    if _background is not None:
        _read_outcomes()
        spent = sum(outcome["seconds"] for outcome in _outcomes.values())
        terminalreporter.write_line(f"second core: {len(_outcomes)} tests ran in the background in {spent:.1f} s; "
                                    f"the serial run waited {_waited:.1f} s for them")


def pytest_sessionfinish(session):
    if _background is not None and _background.poll() is None:     # the run stopped before the marked tests
        os.killpg(_background.pid, signal.SIGKILL)
        _background.wait()


# ---------------------------------------------------------------- under pytest-xdist: a module's fixtures made once
@pytest.hookimpl(tryfirst=True)     # after the folders' conftest.py (their groups are set), before pytest-xdist's
def pytest_collection_modifyitems(items):
    """Under pytest-xdist (`--dist loadgroup`, pyproject.toml) the tests of a module that share a fixture of module
    scope run in one worker, which makes the fixture once: spread over two, each worker would make it (a module's
    browser renders, its compiled games). A test in a group already (the native build, the printed sheets) stays
    there; without -n nothing changes."""
    for item in items:
        if item.get_closest_marker("xdist_group") is not None:
            continue
        info = getattr(item, "_fixtureinfo", None)
        if info is not None and any(definitions[-1].scope == "module"
                                    for definitions in info.name2fixturedefs.values() if definitions):
            item.add_marker(pytest.mark.xdist_group(f"module:{item.path.relative_to(item.config.rootpath)}"))


# ---------------------------------------------------------------- every test: the repository's generated package
class _RepositoryGenerated(importlib.abc.MetaPathFinder):
    """Tests import the repository's own games as `generated.<game>` (its generated/, which `cairn build
    --check` proves in CI). They are read as source by Cairn's loader, as Cairn reads a project's: Python's
    own finder would leave __pycache__/ in generated/, which a build does not write and --check refuses."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname != "generated" and not fullname.startswith("generated."):
            return None
        from compiler.caches import user_cache
        from runtime.package_import import TextLoader
        place = REPOSITORY_GENERATED.joinpath(*fullname.split(".")[1:])
        package = place.is_dir()
        file = place / "__init__.py" if package else place.with_suffix(".py")
        if not file.is_file():
            return None
        loader = TextLoader(file.read_text(encoding="utf-8"), str(file), package, user_cache.folder("bytecode"))
        spec = importlib.util.spec_from_loader(fullname, loader, origin=str(file), is_package=package)
        spec.has_location = True
        if package:
            spec.submodule_search_locations = [str(place)]
        return spec


REPOSITORY_GENERATED = Path(__file__).resolve().parents[1] / "generated"
sys.meta_path.insert(0, _RepositoryGenerated())


def _generated_modules() -> dict:
    return {name: module for name, module in sys.modules.items() if name == "generated" or name.startswith("generated.")}


@pytest.fixture(autouse=True)
def _repository_generated_package():
    """A cairn command run in process on another project (`cli.main(["--project", DIR, ...])`) replaces the
    repository's generated modules with DIR's (compiler/driver/games.py, load_rules): the next test gets the
    repository's again."""
    path, modules = list(sys.path), _generated_modules()
    yield
    if sys.path == path and _generated_modules() == modules:
        return
    sys.path[:] = path
    for name in _generated_modules():
        del sys.modules[name]
    sys.modules.update(modules)


# ---------------------------------------------------------------- in the background run: write each outcome
_phases: dict = {}            # nodeid -> the outcome of its setup and call so far


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if _in_background_run():
        _record_phase(item, call)
    return report


def _record_phase(item, call):
    """A test's outcome is written after its teardown: the first phase that failed, else a skip, else a pass.
    It is the call's own outcome, before any xfail mark is applied (the serial run applies the marks)."""
    if call.excinfo is None:
        outcome = {"outcome": "passed"}
    elif call.excinfo.errisinstance(pytest.skip.Exception):
        outcome = {"outcome": "skipped", "text": call.excinfo.value.msg}
    else:
        outcome = {"outcome": "failed", "text": str(item.repr_failure(call.excinfo))}
    outcome.update(when=call.when, duration=round(call.duration, 3))
    phases = _phases.setdefault(item.nodeid, [])
    phases.append(outcome)
    if call.when != "teardown":
        return
    del _phases[item.nodeid]
    first = next((o for kind in ("failed", "skipped") for o in phases if o["outcome"] == kind),
                 phases[1])     # the call
    with open(os.environ[OUTCOMES], "a", encoding="utf-8") as out:
        out.write(json.dumps({"nodeid": item.nodeid, **first,
                              "seconds": round(sum(phase["duration"] for phase in phases), 3)}) + "\n")


# ---------------------------------------------------------------- in the serial run: report it
def _hand_over(item):
    """The marked test's setup waits for the background run's outcome instead of setting up its fixtures
    (the background run did); only without an outcome are they set up here, and the test runs here."""
    own_setup = item.setup

    def setup():
        item.stash[_OUTCOME] = _wait_for(item.nodeid)
        if item.stash[_OUTCOME] is None:
            own_setup()
        elif item.stash[_OUTCOME]["when"] == "setup":
            _report(item.stash[_OUTCOME])
    item.setup = setup


_OUTCOME = pytest.StashKey()


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    outcome = pyfuncitem.stash.get(_OUTCOME, None)
    if outcome is None:
        return None           # not marked, or no outcome from the background run: the test runs here
    _report(outcome)
    return True


def _report(outcome: dict):
    if outcome["outcome"] == "skipped":
        pytest.skip(f"in the background run: {outcome['text']}")
    if outcome["outcome"] == "failed":
        pytest.fail(f"in the background run ({outcome['when']}, {outcome['duration']} s):\n{outcome['text']}",
                    pytrace=False)


def _wait_for(nodeid: str):
    global _waited
    started = time.monotonic()
    try:
        return _outcome_of(nodeid)
    finally:
        _waited += time.monotonic() - started


def _outcome_of(nodeid: str):
    try:        # now the serial run waits for it: the normal priority again (allowed to root; otherwise it stays low)
        if nodeid not in _outcomes and _background.poll() is None:
            os.setpriority(os.PRIO_PGRP, _background.pid, 0)
    except OSError:
        pass
    while True:
        _read_outcomes()
        if nodeid in _outcomes:
            return _outcomes[nodeid]
        if _background.poll() is not None:
            _read_outcomes()
            return _outcomes.get(nodeid)
        time.sleep(0.02)


def _read_outcomes():
    """The complete lines written since the last read (a line being written is read next time)."""
    global _read_upto
    with open(_outcomes_file, "rb") as lines:
        lines.seek(_read_upto)
        text = lines.read()
    complete = text[:text.rfind(b"\n") + 1]
    _read_upto += len(complete)
    for line in complete.decode("utf-8").splitlines():
        outcome = json.loads(line)
        _outcomes[outcome["nodeid"]] = outcome
