"""Shared fixtures of the sheet tests: the compiled games and a tiny throw-away game project."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("thru-the-appalachian", "trek-to-zion")
HTML = ("reference-a4", "reference-letter", "cards-a4", "cards-letter")     # the sheets test_browser.py prints

TINY = """\
id: tiny
name: Tiny <Test> & Co
summary: "A game whose strings try to break out: <script>alert(1)</script>"
players: {min: 1, max: 2}
tables:
  dice:
    - {id: red, name: Red die, sides: 6}
constants:
  harvest_points: "{0 -> 0, 1 -> 1, 2 -> 3, 3+ -> 6}"
globals:
  week: {type: counter, start: 0}
  rolled: {type: map, keys: dice, start: 1}
player:
  water: {type: track, start: 5, min: 0, max: 12}
  wind: {type: counter, start: 0}
  harvests: {type: counter, start: 0}
  points: {type: counter, start: 0}
actions:
  gather:
    params: {die: "[red]"}
    cost: "2 water + 1 wind"
    effect: |
      gain 4 water
      harvests += 1
flow:
  setup:
    - do: week = 0
  round:
    - do: roll red
    - decide: {name: choose, actions: [gather], who: each}
    - do: week += 1
  end: "week >= 3"
scoring:
  - {id: harvests, text: Harvests, points: "harvest_points[harvests]"}
rulings:
  - {id: escape, text: "A ruling with <b>markup</b> & an ampersand"}
"""


def compiled_model(game: str, root: Path = ROOT):
    result = compile_game(Project(root), game, emit_code=False)
    assert result.ok, [d.message for d in result.diagnostics if d.severity == "error"]
    return result.model


@pytest.fixture(scope="session")
def appalachian():
    return compiled_model("thru-the-appalachian")


@pytest.fixture(scope="session")
def trek():
    return compiled_model("trek-to-zion")


@pytest.fixture
def tiny_project(tmp_path) -> Path:
    """A project with one small game, `tiny`, whose game.yaml a test may change."""
    folder = tmp_path / "definitions" / "tiny"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(TINY, encoding="utf-8")
    return tmp_path


def copy_game(game: str, tmp_path: Path) -> Path:
    """A copy of one of the project's games, to change in a test."""
    shutil.copytree(ROOT / "definitions" / game, tmp_path / "definitions" / game)
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


# ---------------------------------------------------------------- the sheets printed in the background
# test_browser.py prints every sheet of GAMES with Chromium, some thirty browser starts. They start when the
# tests are collected, in a process of their own at low priority, so that they run on the core the serial
# test run leaves idle; `printed_sheets` waits for what they found.
PRINT = """\
import json, shutil, sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from compiler.driver.build import Project, compile_game
from compiler.sheets.printing import dump_dom, first_page_png, overflowing, page_count, page_size_mm, print_pdf

root, stems, games = Path(sys.argv[1]), sys.argv[2].split(","), sys.argv[3:]


def print_one(folder, stem):
    html = folder / f"{stem}.html"
    pdf = print_pdf(html, folder / f"{stem}.pdf")
    png = first_page_png(pdf, folder / f"{stem}.png", html)
    return {"pdf": str(pdf), "png": str(png), "pages": page_count(pdf), "size": page_size_mm(pdf),
            "overflow": overflowing(html), "dom": dump_dom(html)}


jobs = {}
with ThreadPoolExecutor(max_workers=4) as pool:
    for game in games:
        result = compile_game(Project(root), game)
        assert result.ok, game
        folder = root / "build" / game
        if folder.exists():
            shutil.rmtree(folder)
        for rel, text in result.files.items():
            if rel.startswith("sheets/"):
                target = folder / rel.removeprefix("sheets/")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
        for stem in stems:
            jobs[(game, stem)] = pool.submit(print_one, folder, stem)
    facts = {game: {stem: jobs[(game, stem)].result() for stem in stems} for game in games}
sys.stdout.write(json.dumps(facts))
"""
_printing: subprocess.Popen | None = None


def _start_printing() -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", PRINT, str(ROOT), ",".join(HTML), *GAMES], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(
                                filter(None, (str(ROOT), os.environ.get("PYTHONPATH"))))},
                            start_new_session=True, preexec_fn=lambda: os.nice(10))


@pytest.hookimpl(tryfirst=True)     # before pytest-xdist's own, which reads the group into the test's id
def pytest_collection_modifyitems(items):
    """Under pytest-xdist (`--dist loadgroup`, pyproject.toml) the tests that read the printed sheets run in
    one worker: the printing writes the repository's build/<game>/, which two workers would both rewrite."""
    for item in items:
        if "printed_sheets" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("printed-sheets"))


def pytest_collection_finish(session):
    global _printing
    if session.config.option.collectonly or _printing is not None:
        return
    if os.environ.get("PYTEST_XDIST_WORKER"):   # every core has a worker: the worker that needs them prints
        return
    if any("printed_sheets" in getattr(item, "fixturenames", ()) for item in session.items):
        _printing = _start_printing()


@pytest.fixture(scope="session")
def printed_sheets() -> dict:
    """{game: {sheet: facts}}: each sheet's PDF and PNG (in build/<game>/), pages, paper size, what overflows
    its box, and the document as the browser read it."""
    global _printing
    if _printing is None and os.environ.get("PYTEST_XDIST_WORKER"):
        _printing = _start_printing()
    assert _printing is not None, "the sheets are printed when a test that uses them is collected"
    try:        # now the tests wait for it: the normal priority again (allowed to root; otherwise it stays low)
        os.setpriority(os.PRIO_PGRP, _printing.pid, 0)   # the browsers too
    except OSError:
        pass
    out, err = _printing.communicate()
    assert _printing.returncode == 0, err
    facts = json.loads(out)
    for sheets in facts.values():
        for fact in sheets.values():
            fact["pdf"], fact["png"] = Path(fact["pdf"]), Path(fact["png"])
    return facts


def pytest_sessionfinish(session):
    if _printing is not None and _printing.poll() is None:     # the run stopped before test_browser.py
        os.killpg(_printing.pid, signal.SIGKILL)
        _printing.communicate()
