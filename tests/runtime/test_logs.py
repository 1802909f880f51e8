"""Action logs (design notes §2: "an action log (JSON lines) replays a game exactly").

A simulated game's log, written by play_game(log=...), replays to the same scores and winners,
both through runtime.replay and through `cairn replay FILE`; a tampered log fails with a clear
one-line message and no traceback.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from generated.thru_the_appalachian import GAME as APPALACHIAN
from generated.trek_to_zion import GAME as TREK
from runtime.log import GameLog, read_log
from runtime.replay import replay
from runtime.simulate import game_seed, play_game

ROOT = Path(__file__).resolve().parents[2]


def _logged_game(rules, players, seed, agents=None, options=None):
    state_options = rules.check_options(options or {})
    log = GameLog(rules, players, seed, state_options, agents)
    state = play_game(rules, players, seed, agents, state_options, log)
    log.finish(state)
    return state, log


def _write(path: Path, lines: list) -> Path:
    text = "".join(json.dumps(line, sort_keys=True) + "\n" for line in lines)
    path.write_text(text.replace('"@seed@"', "9" * 5000), encoding="utf-8")   # see _huge_seed
    return path


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """A copy of the definitions: `cairn` builds there when it must, never into the repository's generated/."""
    root = tmp_path_factory.mktemp("project")
    shutil.copytree(ROOT / "definitions", root / "definitions")
    return root


def _cairn_replay(path, project):
    return subprocess.run(["cairn", "--project", str(project), "replay", str(path)], capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("rules,players,agents,options", [
    (APPALACHIAN, 1, None, None),
    (APPALACHIAN, 3, "random,greedy", {"variant": "advanced"}),
    (TREK, 2, None, None),
    (TREK, 4, "greedy,random", None),
], ids=["appalachian-1p", "appalachian-3p-advanced", "trek-2p", "trek-4p"])
def test_a_simulated_game_log_replays_to_the_same_result(tmp_path, project, rules, players, agents, options):
    seed = game_seed(5, players)
    state, log = _logged_game(rules, players, seed, agents, options)
    path = tmp_path / "game.jsonl"
    log.write(path)

    header, moves, result = read_log(path)
    assert header["game"] == rules.id and header["players"] == players and header["seed"] == seed
    assert len(moves) == len(state.history)
    assert result == {"scores": state.scores(), "winners": state.winners(), "rounds": state.round}

    again = replay(rules, header, moves)
    assert again.is_over()
    assert again.scores() == state.scores() and again.winners() == state.winners()
    assert again.to_json() == state.to_json()

    done = _cairn_replay(path, project)
    assert done.returncode == 0, done.stderr
    assert f"replayed {len(moves)} moves" in done.stdout
    assert str(state.scores()) in done.stdout and "Traceback" not in done.stderr


def test_logs_written_by_cairn_simulate_replay(tmp_path, project):
    made = subprocess.run(["cairn", "--project", str(project), "simulate", "trek-to-zion", "-n", "3", "--players",
                           "3", "--seed", "9", "--log-dir", str(tmp_path)], capture_output=True, text=True,
                          timeout=300)
    assert made.returncode == 0, made.stderr
    logs = sorted(tmp_path.glob("*.jsonl"))
    assert len(logs) == 3
    for path in logs:
        header, moves, result = read_log(path)
        assert result is not None and header["players"] == 3
        state = replay(TREK, header, moves)
        assert state.is_over() and [state.scores(), state.winners()] == [result["scores"], result["winners"]]
        done = _cairn_replay(path, project)
        assert done.returncode == 0 and "MISMATCH" not in done.stdout, done.stdout + done.stderr


# ------------------------------------------------------------------ tampered logs
@pytest.fixture(scope="module")
def original_lines():
    _state, log = _logged_game(APPALACHIAN, 2, 424242)
    return [json.loads(line) for line in log.text().splitlines()]


def _move_index(lines, predicate):
    return next(i for i, line in enumerate(lines) if "action" in line and predicate(line))


def _tamper_action(lines):
    i = _move_index(lines, lambda line: not line["action"].startswith("choose_route"))
    lines[i]["action"] = "move orange_9"
    return lines


def _tamper_scores(lines):
    lines[-1]["scores"] = [s + 5 for s in lines[-1]["scores"]]
    return lines


def _tamper_winners(lines):
    lines[-1]["winners"] = [s for s in range(len(lines[-1]["scores"])) if s not in lines[-1]["winners"]]
    return lines


def _tamper_seat(lines):
    i = _move_index(lines, lambda line: line["action"].startswith("choose_route"))
    lines[i]["seat"] = 1 - lines[i]["seat"]
    return lines


def _tamper_seed(lines):
    lines[0]["seed"] += 1
    return lines


def _drop_last_move(lines):
    """The game's last move removed, the result line made to agree: the replay stops before the end."""
    i = max(i for i, line in enumerate(lines) if "action" in line)
    del lines[i]
    cut = replay(APPALACHIAN, lines[0], [line for line in lines if "action" in line])
    assert not cut.is_over()
    lines[-1]["scores"], lines[-1]["winners"] = cut.scores(), cut.winners()
    return lines


def _extra_move(lines):
    lines.insert(len(lines) - 1, {"seat": 0, "action": "rest green"})
    return lines


def _drop_header_field(lines):
    del lines[0]["seed"]
    return lines


def _not_a_log(lines):
    return [{"hello": "world"}]


def _truncated(lines):
    """A log cut short, as by a crash: no result line, so nothing says the game was finished."""
    return lines[: len(lines) // 2]


def _second_result(lines):
    return lines + [dict(lines[-1], scores=[0 for _ in lines[-1]["scores"]])]


def _result_first(lines):
    return [lines[0], lines[-1]] + lines[1:-1]


def _seat_true(lines):
    i = _move_index(lines, lambda line: line["seat"] == 1)
    lines[i]["seat"] = True
    return lines


def _header_players_text(lines):
    lines[0]["players"] = str(lines[0]["players"])
    return lines


def _huge_seed(lines):
    lines[0]["seed"] = "@seed@"   # spliced as 5,000 digits by _write
    return lines


TAMPERED = [
    pytest.param(_tamper_action, id="illegal-action"),
    pytest.param(_tamper_scores, id="recorded-scores"),
    pytest.param(_tamper_winners, id="recorded-winners"),
    pytest.param(_tamper_seat, id="wrong-seat"),
    pytest.param(_tamper_seed, id="other-seed"),
    pytest.param(_extra_move, id="move-after-the-end"),
    pytest.param(_not_a_log, id="not-a-log"),
    pytest.param(_drop_last_move, id="last-move-removed"),
    pytest.param(_drop_header_field, id="header-without-seed"),
    pytest.param(_truncated, id="truncated-without-result"),
    pytest.param(_second_result, id="second-contradicting-result"),
    pytest.param(_result_first, id="result-line-first"),
    pytest.param(_seat_true, id="seat-true"),
    pytest.param(_header_players_text, id="header-players-text"),
    pytest.param(_huge_seed, id="seed-of-5000-digits"),
]


@pytest.mark.parametrize("tamper", TAMPERED)
def test_a_tampered_log_fails_clearly(tmp_path, project, original_lines, tamper):
    lines = tamper([dict(line) for line in original_lines])
    path = _write(tmp_path / "tampered.jsonl", lines)
    done = _cairn_replay(path, project)
    assert done.returncode == 1, (done.returncode, done.stdout, done.stderr)
    _assert_clear_failure(done)


def _assert_clear_failure(done):
    output = done.stdout + done.stderr
    assert "Traceback" not in output and 'File "' not in output, output
    assert "internal error" not in output, output
    message = [line for line in output.splitlines() if "error" in line.lower() or "MISMATCH" in line]
    assert message, f"no error message: {output!r}"


def test_a_log_with_a_corrupt_line_fails_clearly(tmp_path, project, original_lines):
    text = "".join(json.dumps(line) + "\n" for line in original_lines)
    cut = text.splitlines(keepends=True)
    cut[5] = cut[5][: len(cut[5]) // 2] + "\n"      # a line cut in half, as by a crash while writing
    path = tmp_path / "corrupt.jsonl"
    path.write_text("".join(cut), encoding="utf-8")
    done = _cairn_replay(path, project)
    assert done.returncode != 0
    _assert_clear_failure(done)
    assert "corrupt.jsonl" in done.stderr and re.search(r"\b6\b", done.stderr), done.stderr   # the file and line


def test_a_missing_log_file_fails_clearly(tmp_path, project):
    done = _cairn_replay(tmp_path / "nowhere.jsonl", project)
    assert done.returncode != 0
    _assert_clear_failure(done)
    assert "nowhere.jsonl" in done.stderr


def test_a_deep_json_line_fails_clearly(tmp_path, project, original_lines):
    text = json.dumps(original_lines[0]) + "\n" + "[" * 30_000 + "]" * 30_000 + "\n"
    path = tmp_path / "deep.jsonl"
    path.write_text(text, encoding="utf-8")
    done = _cairn_replay(path, project)
    assert done.returncode == 1
    _assert_clear_failure(done)
    assert f"{path}:2:" in done.stderr, done.stderr


def test_the_first_illegal_move_stops_the_replay_before_the_rest_is_read(tmp_path, project, original_lines):
    """The log is streamed: a bad move on line 3 is reported though line 4 is 20 MB of junk and invalid UTF-8."""
    path = tmp_path / "huge.jsonl"
    with open(path, "wb") as out:
        out.write((json.dumps(original_lines[0]) + "\n" + json.dumps(original_lines[1]) + "\n").encode())
        out.write(b'{"seat": 0, "action": "move orange_9"}\n' + b"\xff" * 20_000_000 + b"\n")
    done = _cairn_replay(path, project)
    assert done.returncode == 1
    _assert_clear_failure(done)
    assert done.stderr.startswith(f"error: {path}:3: "), done.stderr
