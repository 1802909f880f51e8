"""Issue 11, §2: a designer's mistake met at the command line is told as theirs — scenarios that
compare piles, given lines that cannot be done, unknown games, a game's folder given to `cairn test`,
a `cairn play` log that was abandoned, and one exit code for definitions that do not compile."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "scenarios"
CAIRN = shutil.which("cairn")
pytestmark = pytest.mark.skipif(CAIRN is None, reason="the `cairn` command is not installed (pip install -e .)")


def cairn(*args, cwd=ROOT, stdin=None, timeout=300):
    return subprocess.run([CAIRN, *map(str, args)], cwd=cwd, input=stdin, capture_output=True, text=True,
                          timeout=timeout)


def assert_no_traceback(done):
    output = done.stdout + done.stderr
    assert "Traceback" not in output and "internal error" not in output, output


def line_of(path: Path, text: str) -> int:
    """The 1-based number of the line of `path` that holds `text`."""
    return next(n for n, line in enumerate(path.read_text("utf-8").splitlines(), 1) if text in line)


@pytest.fixture(scope="module")
def small_project(tmp_path_factory):
    """A project holding Trek to Zion with two of its scenarios, so `cairn test` of a game folder is quick."""
    root = tmp_path_factory.mktemp("designer") / "small"
    game = root / "definitions" / "trek-to-zion"
    shutil.copytree(ROOT / "definitions" / "trek-to-zion", game, ignore=shutil.ignore_patterns("__pycache__"))
    for path in sorted((game / "scenarios").glob("*.yaml"))[2:]:
        path.unlink()
    return root


# ------------------------------------------------------------------ scenarios
def test_a_pile_equals_the_cards_written_as_a_list():
    done = cairn("test", FIXTURES / "pile-equals-list.yaml")
    assert_no_traceback(done)
    assert done.returncode == 0 and "1 passed, 0 failed" in done.stdout, done.stdout + done.stderr


def test_a_failing_given_line_names_its_line_and_what_was_missing():
    path = FIXTURES / "given-moves-a-missing-card.yaml"
    done = cairn("test", path)
    assert_no_traceback(done)
    assert done.returncode == 1, done.stdout + done.stderr
    line = line_of(path, "move blue from")
    fail = [text for text in done.stdout.splitlines() if text.startswith("FAIL")]
    assert len(fail) == 1 and f"given-moves-a-missing-card.yaml:{line}:" in fail[0], done.stdout
    assert "holds no blue" in fail[0] and "it holds red" in fail[0], fail[0]
    assert "list.remove" not in done.stdout and "ValueError" not in done.stdout, done.stdout


def test_an_unknown_game_fails_its_scenario_and_the_others_still_run():
    unknown = FIXTURES / "unknown-game.yaml"
    done = cairn("test", unknown, FIXTURES / "pile-equals-list.yaml")
    assert_no_traceback(done)
    assert done.returncode == 1, done.stdout + done.stderr
    assert re.search(rf"^FAIL .*unknown-game\.yaml:{line_of(unknown, 'game: no-such-game')}: no game 'no-such-game'",
                     done.stdout, re.M), done.stdout
    assert "1 passed, 1 failed" in done.stdout, done.stdout


def test_a_games_folder_runs_its_scenarios(small_project):
    done = cairn("test", "definitions/trek-to-zion", cwd=small_project)
    assert_no_traceback(done)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 passed, 0 failed" in done.stdout, done.stdout
    assert "game.yaml" not in done.stdout + done.stderr, done.stderr


# ------------------------------------------------------------------ the command line
def test_a_compile_error_has_the_exit_code_of_check(small_project, tmp_path):
    broken = tmp_path / "broken"
    shutil.copytree(small_project, broken, ignore=shutil.ignore_patterns("generated", "build"))
    game_yaml = broken / "definitions" / "trek-to-zion" / "game.yaml"
    text = game_yaml.read_text("utf-8")
    assert "shuffle provision_deck\n" in text
    game_yaml.write_text(text.replace("shuffle provision_deck\n", "shuffle provision_dekc\n", 1), encoding="utf-8")
    codes = {}
    for command in (("check",), ("simulate", "trek-to-zion", "-n", 2), ("test",), ("play", "trek-to-zion")):
        done = cairn(*command, cwd=broken, stdin="")
        assert_no_traceback(done)
        assert "provision_dekc" in done.stderr, (command, done.stderr)
        codes[command[0]] = done.returncode
    assert codes == {"check": 1, "simulate": 1, "test": 1, "play": 1}, codes


def test_replaying_an_abandoned_game_says_so(tmp_path):
    log = tmp_path / "game.jsonl"
    played = cairn("play", "thru-the-appalachian", "--seed", 3, "--log", log, stdin="1\n" * 5)
    assert played.returncode == 1 and "abandoned" in played.stdout, played.stdout + played.stderr
    done = cairn("replay", log)
    assert_no_traceback(done)
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {log}:"), done.stderr
    assert "abandoned" in lines[0].split(str(log), 1)[1], lines[0]     # (the test's folder is named so too)
