"""The `cairn` command line (design notes §5, CLI contract), run as a user runs it: the installed
`cairn` in a subprocess, in this repository and in a designer's own project outside it."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CAIRN = shutil.which("cairn")
pytestmark = pytest.mark.skipif(CAIRN is None, reason="the `cairn` command is not installed (pip install -e .)")


def cairn(*args, cwd=ROOT, stdin=None, timeout=300):
    return subprocess.run([CAIRN, *map(str, args)], cwd=cwd, input=stdin, capture_output=True, text=True,
                          timeout=timeout)


def assert_no_traceback(done):
    output = done.stdout + done.stderr
    assert "Traceback" not in output and "internal error" not in output, output


def assert_one_line_error(done, code, *words):
    assert done.returncode == code, (done.returncode, done.stdout, done.stderr)
    assert_no_traceback(done)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:"), done.stderr
    for word in words:
        assert word in lines[0], lines[0]


# ------------------------------------------------------------------ check, build, test
def test_check_is_clean():
    done = cairn("check")
    assert done.returncode == 0, done.stderr
    assert_no_traceback(done)


def test_build_check_finds_generated_up_to_date():
    done = cairn("build", "--check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert_no_traceback(done)


def test_scenarios_pass():
    """The command's path for one game's folder: every scenario of every game is run (in process) by
    tests/test_scenarios.py, so running them all again here would prove nothing more."""
    files = len(list((ROOT / "definitions" / "trek-to-zion" / "scenarios").glob("*.yaml")))
    done = cairn("test", "definitions/trek-to-zion")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert re.search(rf"\b{files} passed, 0 failed\b", done.stdout), done.stdout[-500:]


def test_test_takes_a_game_id_as_other_commands_do(tmp_path, monkeypatch):
    from compiler.driver.build import Project
    from compiler.commands.scenarios import find_scenarios
    project = Project(ROOT)
    monkeypatch.chdir(tmp_path)
    by_id, refused = find_scenarios(project, [Path("trailblazer-jmt")])
    assert by_id and by_id == sorted((ROOT / "definitions/trailblazer-jmt/scenarios").glob("*.yaml")) and not refused
    (tmp_path / "trailblazer-jmt").mkdir()
    (tmp_path / "trailblazer-jmt" / "mine.yaml").write_text("game: trailblazer-jmt\n", encoding="utf-8")
    mine = Path("trailblazer-jmt/mine.yaml")
    assert find_scenarios(project, [Path("trailblazer-jmt")]) == ([mine], [])  # a folder wins
    assert find_scenarios(project, [Path("no-such-game")]) == ([Path("no-such-game")], [])   # read, reported unreadable


# ------------------------------------------------------------------ simulate
def _summary(done, games, players):
    assert done.returncode == 0, done.stderr
    assert_no_traceback(done)
    result = json.loads(done.stdout)           # stdout is one JSON object, nothing else
    assert result["games"] == games and result["players"] == players
    seats = result["seats"]
    assert [s["seat"] for s in seats] == list(range(players))
    for s in seats:
        assert isinstance(s["mean_score"], (int, float)) and isinstance(s["win_rate"], (int, float))
        assert 0 <= s["win_rate"] <= 1
        if "min_score" in s and "max_score" in s:
            assert s["min_score"] <= s["mean_score"] <= s["max_score"]
        if "wins" in s:
            assert abs(s["win_rate"] - s["wins"] / games) < 1e-3
    # every game has a winner, shares a win, or has none: the win rates add up to at least the decided games
    assert sum(s["win_rate"] for s in seats) * games >= games - result.get("no_winner", 0) - 1e-4 * games * players
    return result


def test_simulate_json_is_reproducible_and_summarises_every_seat():
    args = ("simulate", "thru-the-appalachian", "-n", 200, "--seed", 1, "--json")
    first, second = cairn(*args), cairn(*args)
    assert first.stdout == second.stdout, "the same seed gave different output"
    result = _summary(first, games=200, players=2)
    assert result["game"] == "thru-the-appalachian" and result["seed"] == 1


def test_simulate_with_two_workers_gives_the_same_json():
    args = ("simulate", "thru-the-appalachian", "-n", 200, "--seed", 1, "--json")
    one, two = cairn(*args, "--workers", 1), cairn(*args, "--workers", 2)
    _summary(two, games=200, players=2)
    assert one.stdout == two.stdout


def test_simulate_trek_to_zion_four_players():
    done = cairn("simulate", "trek-to-zion", "-n", 20, "--players", 4, "--seed", 1, "--json")
    result = _summary(done, games=20, players=4)
    assert result["game"] == "trek-to-zion"


def test_simulate_table_output():
    done = cairn("simulate", "trek-to-zion", "-n", 5, "--players", 3)
    assert done.returncode == 0, done.stderr
    assert_no_traceback(done)
    assert "win rate" in done.stdout and len(done.stdout.splitlines()) >= 5


# ------------------------------------------------------------------ play
def test_play_at_the_terminal_to_the_end():
    done = cairn("play", "thru-the-appalachian", "--seed", 3, stdin="1\n" * 3000)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert_no_traceback(done)
    assert "game over" in done.stdout
    assert re.search(r"^winner\(s\): ", done.stdout, re.M), done.stdout[-1000:]
    assert "you are seat 0" in done.stdout and "your action>" in done.stdout


def test_play_accepts_notation_and_rejects_nonsense():
    done = cairn("play", "trek-to-zion", "--players", 3, "--seat", 1, "--seed", 2,
                 stdin="no such move\n99\n" + "1\n" * 3000)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert_no_traceback(done)
    assert "not a legal action" in done.stdout
    assert "seat 1 (you)" in done.stdout and re.search(r"^winner\(s\): ", done.stdout, re.M)


def test_play_ends_cleanly_when_input_runs_out():
    done = cairn("play", "thru-the-appalachian", "--seed", 3, stdin="1\n" * 5)
    assert done.returncode == 1
    assert_no_traceback(done)
    assert "abandoned" in done.stdout


# ------------------------------------------------------------------ errors
@pytest.mark.parametrize("command", [
    ("simulate", "no-such-game", "-n", 1),
    ("play", "no-such-game"),
    ("check", "no-such-game"),
    ("build", "--check", "no-such-game"),
], ids=["simulate", "play", "check", "build"])
def test_an_unknown_game_is_a_one_line_error(command):
    done = cairn(*command, stdin="")
    assert_one_line_error(done, 2, "no-such-game")


@pytest.mark.parametrize("count", [("-n", 0), ("-n", -5), ("--workers", 0), ("--workers", -1)],
                         ids=["no-games", "negative-games", "no-workers", "negative-workers"])
def test_simulate_refuses_a_count_below_one_as_a_usage_error(count):
    done = cairn("simulate", "thru-the-appalachian", *count)
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    assert_no_traceback(done)
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("cairn simulate: error:") and count[0] in last and "at least 1" in last, done.stderr


def test_a_folder_without_definitions_is_a_clear_error(tmp_path):
    empty = tmp_path / "not-a-project"
    empty.mkdir()
    assert not any((folder / "definitions").is_dir() for folder in (empty, *empty.parents))
    assert_one_line_error(cairn("check", cwd=empty), 2, "definitions/")
    assert_one_line_error(cairn("simulate", "thru-the-appalachian", "-n", 1, cwd=empty), 2, "definitions/")
    assert_one_line_error(cairn("--project", empty, "check", cwd=ROOT), 2, "definitions/", str(empty))


# ------------------------------------------------------------------ a designer's own project
@pytest.fixture(scope="module")
def designer_project(tmp_path_factory):
    """definitions/thru-the-appalachian copied into <tmp>/mygames/definitions/my-trail, renamed my-trail."""
    root = tmp_path_factory.mktemp("designer") / "mygames"
    game = root / "definitions" / "my-trail"
    shutil.copytree(ROOT / "definitions" / "thru-the-appalachian", game,
                    ignore=shutil.ignore_patterns("__pycache__"))
    game_yaml = game / "game.yaml"
    text, count = re.subn(r"(?m)^id:\s*thru-the-appalachian\s*$", "id: my-trail", game_yaml.read_text("utf-8"))
    assert count == 1
    game_yaml.write_text(text, encoding="utf-8")
    scenarios = sorted((game / "scenarios").glob("*.yaml"))
    assert scenarios
    for path in scenarios:
        text, count = re.subn(r"(?m)^game:\s*thru-the-appalachian\s*$", "game: my-trail", path.read_text("utf-8"))
        assert count == 1, path
        path.write_text(text, encoding="utf-8")
    return root


def test_a_designers_own_project_works_like_this_one(designer_project, tmp_path):
    root = designer_project
    repo_had_it = (ROOT / "generated" / "my_trail").exists()

    built = cairn("build", cwd=root)
    assert built.returncode == 0, built.stderr
    package = root / "generated" / "my_trail"
    assert (package / "__init__.py").is_file() and (package / "rules.py").is_file()
    assert "GAME" in (package / "__init__.py").read_text("utf-8")
    assert (ROOT / "generated" / "my_trail").exists() == repo_had_it, "the build wrote into Cairn's own repository"

    assert cairn("build", "--check", cwd=root).returncode == 0
    checked = cairn("check", cwd=root)
    assert checked.returncode == 0 and "my-trail" in checked.stdout, checked.stderr

    tested = cairn("test", cwd=root)
    assert tested.returncode == 0, tested.stdout[-3000:] + tested.stderr[-2000:]
    assert re.search(rf"\b{len(list((root / 'definitions/my-trail/scenarios').glob('*.yaml')))} passed, 0 failed",
                     tested.stdout), tested.stdout[-500:]

    here = cairn("simulate", "my-trail", "-n", 5, "--json", cwd=root)
    result = _summary(here, games=5, players=2)
    assert result["game"] == "my-trail"

    sub = root / "notes" / "drafts"
    sub.mkdir(parents=True)
    below = cairn("simulate", "my-trail", "-n", 5, "--json", cwd=sub)
    elsewhere_dir = tmp_path / "elsewhere"
    elsewhere_dir.mkdir()
    elsewhere = cairn("--project", root, "simulate", "my-trail", "-n", 5, "--json", cwd=elsewhere_dir)
    assert below.returncode == 0 and elsewhere.returncode == 0, below.stderr + elsewhere.stderr
    assert below.stdout == here.stdout == elsewhere.stdout
    assert not (sub / "generated").exists() and not (elsewhere_dir / "generated").exists()
    by_id = cairn("test", "my-trail", cwd=sub)     # a game id, as simulate takes it: that game's scenarios/
    assert by_id.returncode == 0 and tested.stdout.splitlines()[-1] == by_id.stdout.splitlines()[-1], by_id.stdout + by_id.stderr

    # the same rules under another name play the very same games as the original
    original = cairn("simulate", "thru-the-appalachian", "-n", 5, "--json")
    assert json.loads(original.stdout) | {"game": "my-trail"} == result

    # this repository's games are not visible from the designer's project
    assert_one_line_error(cairn("simulate", "thru-the-appalachian", "-n", 1, cwd=root), 2, "thru-the-appalachian")


def test_a_reader_that_stops_early_is_not_an_internal_error():
    process = subprocess.Popen([CAIRN, "simulate", "thru-the-appalachian", "-n", "5", "--json"], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    process.stdout.close()            # like `| head -1` that has already exited
    stderr = process.stderr.read()
    code = process.wait(timeout=120)
    process.stderr.close()
    assert "internal error" not in stderr and "Traceback" not in stderr and 'File "' not in stderr, stderr
    assert code != 3
