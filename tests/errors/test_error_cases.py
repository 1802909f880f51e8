"""Broken game definitions, one kind of mistake each, checked against their expected diagnostics.

Every folder in cases/ is a small game project: the valid base game (base/) with one mistake,
and an expected.yaml listing the diagnostics `cairn check` must report, in output order:

    - code: E321                        # exact
      file: definitions/tiny/game.yaml  # exact
      line: 50                          # exact
      column: 19                        # exact
      message: "unknown name 'watr'"    # part of the message
      help: "did you mean 'water'?"     # part of the help; null: there must be no help
      help_excludes: ["';'"]            # texts the help must not contain

A key left out is not checked. The number of diagnostics must match exactly, so a case also
catches follow-on errors. Each case runs through the API (compile_game, which also emits
Python), the CLI's JSON output and the CLI's text output.

Cases whose actual diagnostic is wrong keep the CORRECT expectation and are listed in XFAIL.
"""
from __future__ import annotations

import difflib
import functools
import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
BASE = HERE / "base"
CASES_DIR = HERE / "cases"
CASES = sorted(p.name for p in CASES_DIR.iterdir() if (p / "expected.yaml").is_file())
GAME = "tiny"
SCHEMA_MISSING = not (REPO / "schemas" / "game.schema.json").exists()

# Under pytest-xdist in one worker: `cli_runs` checks every case once a session (7-10 s of CPU), which each worker
# running a test of this module would do again
pytestmark = pytest.mark.xdist_group("error-cases")

# Cases whose actual output is wrong; the expectation in expected.yaml is the correct one.
XFAIL: dict = {}

# Cases whose diagnostics change with the current folder (see test_positions_do_not_depend_on_current_folder).
CWD_DEPENDENT: set = set()
CWD_REASON = ("block-scalar (|) columns depend on the current folder: the source lines that give the block's "
              "indent are read from the display path (relative to the project) relative to the current folder")


@functools.lru_cache(maxsize=None)     # read by every test of a case and at collection: parsed once (never changed)
def expected_of(case: str) -> list[dict]:
    return yaml.safe_load((CASES_DIR / case / "expected.yaml").read_text(encoding="utf-8")) or []


def expected_errors(case: str) -> int:
    """Expected diagnostics that are errors (a case may expect only warnings: check then exits 0)."""
    return sum(e.get("severity", "error") == "error" for e in expected_of(case))


def is_schema_case(case: str) -> bool:
    return any(str(e.get("code", "")).startswith("E1") for e in expected_of(case))


def case_param(case: str, xfail: dict = XFAIL, reason_prefix: str = ""):
    marks = []
    if case in xfail:
        marks.append(pytest.mark.xfail(strict=True, reason=reason_prefix + xfail[case]))
    if is_schema_case(case):
        marks.append(pytest.mark.skipif(SCHEMA_MISSING, reason="schemas/game.schema.json is not written yet"))
    return pytest.param(case, marks=marks, id=case)


PARAMS = [case_param(c) for c in CASES]


# ---------------------------------------------------------------- running the compiler

def cairn_command() -> list[str]:
    exe = shutil.which("cairn")
    return [exe] if exe else [sys.executable, "-m", "compiler.commands.cli"]


def run_cairn(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(cairn_command() + args, cwd=cwd, capture_output=True, text=True, timeout=120)


# One process checks many cases through the command line's own entry (compiler.commands.cli.main: argument parsing,
# the JSON and text renderers, the exit code), each from its own folder. A process per case spent nearly
# all its time starting Python and importing Cairn (208 of them, about a minute of the suite); the
# installed `cairn` itself is run as a process by test_base_compiles_clean_cli, the cwd test and the
# failed-build tests below.
CHECK_DRIVER = """\
import contextlib, io, json, os, sys
from compiler.commands.cli import main
runs = []
for folder, fmt in json.loads(sys.stdin.read()):
    os.chdir(folder)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(["--project", folder, "check", "--format", fmt])
        except SystemExit as exit:
            code = exit.code
    runs.append([code, out.getvalue(), err.getvalue()])
sys.stdout.write(json.dumps(runs))
"""


@pytest.fixture(scope="session")
def cli_runs():
    """`cairn check` on every case, JSON and text, once per session: a batch of cases per CPU."""
    jobs = [(case, fmt) for case in CASES for fmt in ("json", "text")]
    batches = max(1, min(len(jobs), os.cpu_count() or 1))

    def run(batch):
        done = subprocess.run([sys.executable, "-c", CHECK_DRIVER], cwd=REPO, capture_output=True, text=True,
                              timeout=600, input=json.dumps([(str(CASES_DIR / case), fmt) for case, fmt in batch]),
                              env={**os.environ, "PYTHONPATH": os.pathsep.join(
                                  filter(None, (str(REPO), os.environ.get("PYTHONPATH"))))})
        assert done.returncode == 0, done.stderr
        return [subprocess.CompletedProcess(["cairn", "check"], code, out, err)
                for code, out, err in json.loads(done.stdout)]

    with ThreadPoolExecutor(max_workers=batches) as pool:
        outputs = [result for results in pool.map(run, [jobs[i::batches] for i in range(batches)])
                   for result in results]
    by_batch = [job for i in range(batches) for job in jobs[i::batches]]
    return dict(zip(by_batch, outputs))


DIAGNOSTIC_KEYS = ("code", "severity", "message", "help", "file", "line", "column", "end_line", "end_column")


def as_dict(diag) -> dict:
    span = diag.span
    return {"code": diag.code, "severity": diag.severity, "message": diag.message, "help": diag.help,
            "file": span.file if span else None, "line": span.line if span else None,
            "column": span.column if span else None, "end_line": span.end_line if span else None,
            "end_column": span.end_column if span else None}


def ordered(diags: list[dict]) -> list[dict]:
    return sorted(diags, key=lambda d: (d["file"] or "", d["line"] or 0, d["column"] or 0, d["code"], d["message"]))


def api_diagnostics(case_dir: Path, cwd: Path, monkeypatch) -> list[dict]:
    monkeypatch.chdir(cwd)
    result = compile_game(Project(case_dir), GAME)
    return ordered([as_dict(d) for d in result.diagnostics])


def show(diags: list[dict]) -> str:
    return "\n".join(f"  {d.get('code', '?')} {d.get('file')}:{d.get('line')}:{d.get('column')} "
                     f"{d.get('message', '')!r} help={d.get('help', '')!r}"
                     + (f" help_excludes={d['help_excludes']}" if d.get("help_excludes") else "")
                     for d in diags) or "  (none)"


def assert_matches(actual: list[dict], expected: list[dict]) -> None:
    context = f"\nactual:\n{show(actual)}\nexpected:\n{show(expected)}"
    assert len(actual) == len(expected), "wrong number of diagnostics" + context
    for got, want in zip(actual, expected):
        for key in ("code", "severity", "file", "line", "column"):
            if key in want:
                assert got[key] == want[key], f"{key}: {got[key]!r} != {want[key]!r}" + context
        if "message" in want:
            assert want["message"] in got["message"], context
        if "help" in want:
            if want["help"] is None:
                assert got["help"] is None, f"unexpected help {got['help']!r}" + context
            else:
                assert got["help"] and want["help"] in got["help"], context
        for text in want.get("help_excludes", ()):
            assert text not in (got["help"] or ""), f"help should not contain {text!r}" + context


# ---------------------------------------------------------------- the base game

def test_enough_cases():
    assert len(CASES) >= 24


def test_base_compiles_clean_api(monkeypatch):
    folder = BASE
    assert api_diagnostics(folder, folder, monkeypatch) == []
    result = compile_game(Project(folder), GAME)
    assert result.ok and {"rules.py", "data.py", "__init__.py"} <= set(result.files)


def test_base_compiles_clean_cli():
    result = run_cairn(["--project", str(BASE), "check", "--format", "json"], cwd=BASE)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["diagnostics"] == []


def test_base_builds(tmp_path):
    project = tmp_path / "project"
    shutil.copytree(BASE / "definitions", project / "definitions")
    result = run_cairn(["--project", str(project), "build"], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (project / "generated" / GAME / "rules.py").is_file()


@pytest.mark.parametrize("case", CASES)
def test_case_is_the_base_with_one_change(case):
    """Guards "one kind of mistake each": game.yaml differs from the base in a few lines at most."""
    if case in ("empty-file", "nesting-too-deep"):
        pytest.skip("the whole file is the mistake")
    base = (BASE / "definitions" / GAME / "game.yaml").read_text(encoding="utf-8").splitlines()
    mine = (CASES_DIR / case / "definitions" / GAME / "game.yaml").read_text(encoding="utf-8").splitlines()
    diff = [line for line in difflib.unified_diff(base, mine, lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert sum(line.startswith("-") for line in diff) <= 3 and sum(line.startswith("+") for line in diff) <= 3, diff
    extra = {p.name for p in (CASES_DIR / case / "definitions" / GAME).iterdir()} - {"game.yaml"}
    assert diff or extra, "the case is identical to the base"


# ---------------------------------------------------------------- every case, three ways

@pytest.mark.parametrize("case", PARAMS)
def test_api(case, monkeypatch):
    folder = CASES_DIR / case
    assert_matches(api_diagnostics(folder, folder, monkeypatch), expected_of(case))


@pytest.mark.parametrize("case", PARAMS)
def test_cli_json(case, cli_runs):
    result = cli_runs[(case, "json")]
    assert "Traceback" not in result.stdout + result.stderr
    assert result.returncode == (1 if expected_errors(case) else 0), \
        f"exit code {result.returncode}\n{result.stdout}{result.stderr}"
    payload = json.loads(result.stdout)
    actual = payload["diagnostics"]
    assert actual == ordered(actual), "JSON diagnostics are not in output order"
    assert payload["errors"] == sum(d["severity"] == "error" for d in actual)
    assert_matches(actual, expected_of(case))


@pytest.mark.parametrize("case", [case_param(c, {}) for c in CASES])
def test_cli_json_equals_api(case, cli_runs, monkeypatch):
    folder = CASES_DIR / case
    cli = [{key: d[key] for key in DIAGNOSTIC_KEYS} for d in json.loads(cli_runs[(case, "json")].stdout)["diagnostics"]]
    assert cli == api_diagnostics(folder, folder, monkeypatch)


CARET_LINE = re.compile(r"^\s*\| *\^+\s*$", re.MULTILINE)


@pytest.mark.parametrize("case", PARAMS)
def test_cli_text(case, cli_runs):
    result = cli_runs[(case, "text")]
    output = result.stdout + result.stderr
    assert "Traceback" not in output and "internal error" not in output, output
    assert result.returncode == (1 if expected_errors(case) else 0), f"exit code {result.returncode}\n{output}"
    expected = expected_of(case)
    for want in expected:
        if "code" in want:
            assert f"{want.get('severity', 'error')}[{want['code']}]: " in output, output
        if "message" in want:
            assert want["message"] in output, output
        if want.get("help"):
            assert "= help: " in output and want["help"] in output, output
        if "line" in want and "column" in want:
            assert f"--> {want['file']}:{want['line']}:{want['column']}" in output, output
        elif "line" in want:
            assert f"--> {want['file']}:{want['line']}:" in output, output
    # Every positioned diagnostic shows its source line with a caret under the mistake.
    assert len(CARET_LINE.findall(output)) == output.count("--> "), output
    if expected_errors(case):
        assert f"could not compile: {expected_errors(case)} error" in output, output
    else:
        assert "could not compile" not in output, output


# ---------------------------------------------------------------- where cairn is run from

@pytest.mark.parametrize("case", [case_param(c, {c: CWD_REASON for c in CWD_DEPENDENT}) for c in CASES])
def test_positions_do_not_depend_on_current_folder(case, monkeypatch, tmp_path):
    folder = CASES_DIR / case
    inside = api_diagnostics(folder, folder, monkeypatch)
    elsewhere = api_diagnostics(folder, tmp_path, monkeypatch)
    assert elsewhere == inside, f"\nin the project:\n{show(inside)}\nfrom elsewhere:\n{show(elsewhere)}"


def test_text_output_shows_source_with_project_option(tmp_path):
    folder = CASES_DIR / "unknown-name"
    result = run_cairn(["--project", str(folder), "check"], cwd=tmp_path)
    assert result.returncode == 1
    assert CARET_LINE.search(result.stderr), result.stderr


def test_render_text_in_process(monkeypatch):
    """The renderer itself: excerpt and caret under the misspelled name."""
    folder = CASES_DIR / "unknown-name"
    monkeypatch.chdir(folder)
    text = render_text(compile_game(Project(folder), GAME).diagnostics)
    assert "--> definitions/tiny/game.yaml:50:19" in text
    assert "50 |       harvests += watr\n   |                   ^^^^\n" in text


# ---------------------------------------------------------------- a failed build changes nothing

def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("broken", ["unknown-name", "python-keyword-procedure"])
def test_failed_build_leaves_generated_untouched(broken, tmp_path):
    project = tmp_path / "project"
    shutil.copytree(BASE / "definitions", project / "definitions")
    first = run_cairn(["--project", str(project), "build"], cwd=project)
    assert first.returncode == 0, first.stderr
    before = snapshot(project / "generated")
    assert f"{GAME}/rules.py" in before

    for path in (CASES_DIR / broken / "definitions" / GAME).iterdir():
        shutil.copy(path, project / "definitions" / GAME / path.name)
    second = run_cairn(["--project", str(project), "build"], cwd=project)
    assert second.returncode == 1, second.stdout + second.stderr
    assert "Traceback" not in second.stdout + second.stderr
    assert "build failed: generated/ was left as it was" in second.stderr
    assert snapshot(project / "generated") == before
