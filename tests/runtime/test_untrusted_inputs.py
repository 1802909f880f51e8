"""Untrusted input stays data (issue 9, findings 11, 12 and 14): saves, logs, scenario files, the terminal.

A seeded mutator damages real saves, logs and scenario files thousands of ways — wrong types,
missing and unknown keys, numbers out of range or of thousands of digits, deep nesting, a bad
RNG state, picks or pending choice, truncated and reordered logs — and every case must end one
of two ways: refused with a one-line error naming the file, line or field, or accepted, and then
play goes on with no exception but RuleError. Never a traceback.

The games are compiled in-process into a copy of the project, so nothing here writes generated/.
"""
from __future__ import annotations

import functools
import importlib
import json
import random
import shutil
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game, package_name
from runtime import save
from runtime.log import GameLog, read_lines
from runtime.play import HumanAgent, play_command
from runtime.replay import replay_command
from runtime.rules import RuleError
from runtime.simulate import play_game
from runtime.state import GameState

# games compiled into temporary folders, a copy of the project: in the background on the idle core
# (tests/conftest.py)
pytestmark = pytest.mark.second_core

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("thru-the-appalachian", "trek-to-zion")
PLAY_ON = 30          # moves played after an accepted mutant
SAVE_CASES = 700      # per game
LOG_CASES = 350       # per game
SCENARIO_CASES = 200  # in all


# ------------------------------------------------------------------ the games, compiled here
@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """A copy of the project's definitions; CLI commands build into it, never into the repository."""
    root = tmp_path_factory.mktemp("project")
    shutil.copytree(ROOT / "definitions", root / "definitions")
    saved_path, saved_modules = list(sys.path), dict(sys.modules)
    yield root
    # load_rules puts the copy's generated/ first on sys.path: give later tests the repository's again
    sys.path[:] = saved_path
    for name in [n for n in sys.modules if n == "generated" or n.startswith("generated.")]:
        if name in saved_modules:
            sys.modules[name] = saved_modules[name]
        else:
            del sys.modules[name]


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    """Each game compiled from the current compiler and imported under a package of its own."""
    out = tmp_path_factory.mktemp("compiled")
    (out / "untrusted_games").mkdir()
    (out / "untrusted_games" / "__init__.py").write_text("")
    sys.path.insert(0, str(out))
    try:
        rules = {}
        for game in GAMES:
            result = compile_game(Project(ROOT), game)
            assert result.files, result.diagnostics
            folder = out / "untrusted_games" / package_name(game)
            folder.mkdir()
            for name, text in result.files.items():
                if name.endswith(".py"):
                    (folder / name).write_text(text, encoding="utf-8")
            rules[game] = importlib.import_module(f"untrusted_games.{package_name(game)}").GAME
        return rules
    finally:
        sys.path.remove(str(out))


def _saves(rules, count: int, seed: int) -> list[str]:
    """Saves of random games at random points: setup, secret steps, pending choices, finished games."""
    rng, texts = random.Random(seed), []
    for game in range(count):
        players = rng.randint(rules.min_players, rules.max_players)
        state = GameState(rules, players, seed * 100 + game)
        while not state.is_over() and len(texts) < 10_000:
            if rng.random() < 0.06 or state.pending is not None and rng.random() < 0.5:
                texts.append(state.to_json())
            state.apply(rng.choice(state.legal_actions()))
        texts.append(state.to_json())
    return texts


def _play_on(state: GameState, rng: random.Random) -> None:
    """Random moves from an accepted state: only RuleError may stop them."""
    for _ in range(PLAY_ON):
        if state.is_over():
            state.scores(), state.winners()
            return
        moves = state.legal_actions()
        assert moves, "a game that is not over has no legal move"
        try:
            state.apply(rng.choice(moves))
        except RuleError:
            return


def _one_line(message: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message, message


# ------------------------------------------------------------------ saves
def _leaves(value, path=()):
    """Every (path, value) inside a JSON value, containers included."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _leaves(item, path + (i,))


def _set(data, path, value):
    target = data
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value


def _drop(data, path):
    target = data
    for part in path[:-1]:
        target = target[part]
    if isinstance(target, dict):
        del target[path[-1]]
    else:
        target.pop(path[-1])


ODD_VALUES = [None, True, False, -1, -5, 0, 1, 3, 7, 16, 10 ** 9, 2 ** 64, 1.5, 9.0, "", "x", "nowhere",
              "northbound", [], [1], ["x", "x"], {}, {"a": 1}, [[[[1]]]]]


@functools.lru_cache(maxsize=16)
def _places(text: str) -> list:
    """The places of a save a mutant may damage, listed once per original save (they are read, never changed)."""
    return [(p, v) for p, v in _leaves(json.loads(text)) if p and p[:2] != ("rng", 1) or p == ("rng", 1, 624)]


def mutate_save(text: str, rng: random.Random) -> str:
    """One damage of one kind to a save's JSON."""
    data = json.loads(text)
    leaves = _places(text)
    kind = rng.randrange(12)
    path, value = rng.choice(leaves)
    if kind <= 2:                                   # another type or value
        _set(data, path, rng.choice(ODD_VALUES))
    elif kind == 3:                                 # a key dropped, an item removed
        _drop(data, path)
    elif kind == 4:                                 # an unknown key
        target = rng.choice([v for _p, v in _leaves(data) if isinstance(v, dict)])
        target[rng.choice(["cheat", "seat", "energy", "__class__"])] = rng.choice(ODD_VALUES)
    elif kind == 5:                                 # a number nearby, or far
        numbers = [(p, v) for p, v in leaves if type(v) is int]
        path, value = rng.choice(numbers)
        _set(data, path, value + rng.choice([-1, 1, -100, 100, 2 ** 32]))
    elif kind == 6:                                 # the RNG
        words = data["rng"][1]
        choice = rng.randrange(4)
        if choice == 0:
            words.pop()
        elif choice == 1:
            words[rng.randrange(625)] = rng.choice([-1, 2 ** 32, "7", None])
        elif choice == 2:
            words[624] = rng.choice([625, 10 ** 6])
        else:
            data["rng"][0] = 2
    elif kind == 7:                                 # picks
        data["picks"] = rng.choice([None, [], [9] * 5, [1] * len(data["players"]), ["1"], [True]])
    elif kind == 8:                                 # a pending choice
        data["pending"] = rng.choice([
            {"seat": 0, "var": "x", "options": [1], "then": "print", "bound": [], "after": []},
            {"seat": 0, "var": "x", "options": [["a", "b"]], "then": rng.choice(sorted(GAMES_CONTINUATIONS)),
             "bound": [rng.choice(ODD_VALUES)], "after": []},
            {"seat": 7, "var": "x", "options": [], "then": "x", "bound": [], "after": []},
            {"seat": 0}, [], "pending"])
    elif kind == 9:                                 # deep nesting, spliced into the text
        depth = rng.choice([40, 2000])
        _set(data, path, "@deep@")
        return json.dumps(data).replace('"@deep@"', "[" * depth + "1" + "]" * depth)
    elif kind == 10:                                # an id of another table, or a swapped id
        ids = [v for _p, v in leaves if isinstance(v, str)]
        strings = [(p, v) for p, v in leaves if isinstance(v, str)]
        if strings:
            path, _ = rng.choice(strings)
            _set(data, path, rng.choice(ids))
    else:                                           # damage in the text itself
        text = json.dumps(data)
        cut = rng.randrange(len(text))
        return rng.choice([text[:cut], text[:cut] + "9" * 5000 + text[cut:], text.replace("1", "1" * 40, 1),
                           text + "x", "NaN", "1e999", "\"" + text])
    return json.dumps(data)


GAMES_CONTINUATIONS: set = set()


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_save_is_refused_by_field_or_plays_on(games, game):
    rules = games[game]
    GAMES_CONTINUATIONS.update(rules.continuations or {"none"})
    rng = random.Random(11)
    originals = _saves(rules, 6, seed=3)
    _rules, slow, fast = save._validators(rules)
    refused = accepted = 0
    for case in range(SAVE_CASES):
        text = mutate_save(rng.choice(originals), rng)
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            data = None
        if data is not None and save.nesting_depth(text) < 30:
            # the fast path and jsonschema agree on every mutant
            assert fast(data) == slow.is_valid(data), (case, text[:300])
        try:
            state = GameState.from_json(rules, text)
        except RuleError as err:
            _one_line(str(err))
            assert str(err).startswith("save: "), str(err)
            refused += 1
            continue
        accepted += 1
        _play_on(state, rng)
    assert refused > SAVE_CASES // 2 and accepted > 10, (refused, accepted)


@pytest.mark.parametrize("game", GAMES)
def test_every_real_save_loads_and_round_trips(games, game):
    rules = games[game]
    for text in _saves(rules, 2, seed=8):
        assert GameState.from_json(rules, text).to_json() == text


def test_a_save_is_refused_with_the_field_named(games):
    rules = games["thru-the-appalachian"]
    data = json.loads(_saves(rules, 1, seed=1)[3])

    def refused(change) -> str:
        copy = json.loads(json.dumps(data))
        text = change(copy)
        text = text if isinstance(text, str) else json.dumps(copy)
        with pytest.raises(RuleError) as err:
            GameState.from_json(rules, text)
        return str(err.value)

    assert refused(lambda d: d["players"][0].update(energy=10 ** 9)) == \
        "save: players[0].energy: 1000000000 is above the track's maximum 15"
    assert refused(lambda d: d["players"][0].update(energy=-5)) == \
        "save: players[0].energy: -5 is below the track's minimum 0"
    assert refused(lambda d: d.update(phase="dance")).startswith("save: phase: \"dance\" is not")
    assert refused(lambda d: d["players"][1].update(cheat=1)) == "save: players[1].cheat: an unknown key"
    assert refused(lambda d: d["players"][1].pop("water")) == "save: players[1]: the key 'water' is missing"
    assert refused(lambda d: d["players"][0].update(stamped=["nowhere"])).startswith(
        "save: players[0].stamped[0]: \"nowhere\" is not an id of the table 'spaces'")
    assert refused(lambda d: d["players"][0].update(energy=5.0)) == \
        "save: players[0].energy: 5.0 is a number, not a whole number"
    assert "rng[1][624]" in refused(lambda d: d["rng"][1].__setitem__(624, 700))
    assert "pending.then" in refused(lambda d: d.update(pending={"seat": 0, "var": "x", "options": [1],
                                                                 "then": "print", "bound": [], "after": []}))
    assert refused(lambda d: "[" * 50_000 + "]" * 50_000) == "save: nested 50000 levels deep (at most 32)"
    assert "digits (at most 30)" in refused(lambda d: json.dumps(d).replace('"seed": ', '"seed": ' + "9" * 5000))
    assert refused(lambda d: d.update(picks=None)).startswith("save: step: a save waits for a decision")


# ------------------------------------------------------------------ logs
def _log_lines(rules, seed: int) -> list[str]:
    players = max(rules.min_players, 2)
    options = rules.check_options({})
    log = GameLog(rules, players, seed, options)
    log.finish(play_game(rules, players, seed, None, options, log))
    return log.text().splitlines()


def mutate_log(lines: list[str], rng: random.Random) -> str:
    lines = list(lines)
    kind = rng.randrange(10)
    i = rng.randrange(len(lines))
    if kind == 0:                                   # truncated
        lines = lines[:rng.randrange(len(lines))]
    elif kind == 1:                                 # a line cut in half
        lines[i] = lines[i][: len(lines[i]) // 2]
    elif kind == 2:                                 # a second result, or the result first
        lines = rng.choice([lines + [lines[-1].replace("]", ", 1]", 1)], [lines[0], lines[-1]] + lines[1:-1]])
    elif kind == 3:                                 # two lines swapped
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind in (4, 5):                            # a value of another type or range
        entry = json.loads(lines[i])
        key = rng.choice(sorted(entry))
        entry[key] = rng.choice(ODD_VALUES + ["thru-the-appalachian", "../x", "1"])
        lines[i] = json.dumps(entry)
    elif kind == 6:                                 # a huge number
        lines[i] = lines[i].replace("0", "9" * rng.choice([40, 5000]), 1).replace("1", "1" * 31, 1)
    elif kind == 7:                                 # deep JSON
        depth = rng.choice([10, 900, 20_000])
        lines.insert(i, "[" * depth + "]" * depth)
    elif kind == 8:                                 # a line duplicated
        lines.insert(i, lines[i])
    else:                                           # junk
        lines.insert(i, rng.choice(["", "{}", "null", "\"move\"", '{"seat": 0}', "\x00\x01", "{" + "x" * 70_000]))
    return "".join(line + "\n" for line in lines)


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_log_is_refused_by_line_or_replays(games, game, tmp_path, capsys):
    rules = games[game]
    rng = random.Random(5)
    originals = [_log_lines(rules, seed) for seed in (1, 2)]
    path = tmp_path / "game.jsonl"
    outcomes = {0: 0, 1: 0, "refused": 0}
    for case in range(LOG_CASES):
        path.write_text(mutate_log(rng.choice(originals), rng), encoding="utf-8")
        try:
            code = replay_command(lambda _game: rules, path)
        except RuleError as err:
            _one_line(str(err))
            assert str(path) in str(err), str(err)
            outcomes["refused"] += 1
            continue
        assert code in (0, 1)
        outcomes[code] += 1
    capsys.readouterr()
    assert outcomes["refused"] > LOG_CASES // 2, outcomes


def test_a_log_is_read_as_a_stream_and_stops_at_its_first_bad_line(tmp_path, games):
    """Whatever follows a bad line is never read: here, bytes that are not UTF-8 and a 1 MB line."""
    rules = games["thru-the-appalachian"]
    lines = _log_lines(rules, 3)
    path = tmp_path / "long.jsonl"
    with open(path, "wb") as out:
        out.write((lines[0] + "\n" + '{"seat": 0, "action": "fly away"}\n').encode())
        out.write(b"\xff\xfe" + b"x" * 1_000_000 + b"\n")
    with pytest.raises(RuleError) as err:
        replay_command(lambda _game: rules, path)
    assert str(err.value).startswith(f"{path}:2: 'fly away' is not a legal action now")


@pytest.mark.parametrize("change,message", [
    (lambda lines: lines[:-1], ":{n}: the log ends without a result line: the game was abandoned"),
    (lambda lines: lines + [lines[-1]], ":{m}: a line after the result"),
    (lambda lines: [lines[0], lines[-1]] + lines[1:-1], ":3: a line after the result (line 2)"),
    (lambda lines: [lines[0], lines[1].replace('"seat": 0', '"seat": true')] + lines[2:],
     ":2: a move needs a whole-number 'seat'"),
    (lambda lines: [lines[0].replace('"players": 2', '"players": "2"')] + lines[1:],
     ":1: the header's 'players' is \"2\", not a whole number"),
    (lambda lines: [lines[0], "[" * 5000 + "]" * 5000] + lines[1:], ":2: not a JSON line: nested 5000 levels"),
    (lambda lines: [lines[0], '{"seat": ' + "7" * 5000 + ', "action": "x"}'] + lines[1:],
     ":2: not a JSON line: a number of 5000 digits"),
], ids=["truncated", "second-result", "result-first", "seat-true", "players-text", "deep", "digits"])
def test_a_damaged_log_names_its_line(games, tmp_path, change, message):
    rules = games["thru-the-appalachian"]
    lines = change(_log_lines(rules, 4))
    path = tmp_path / "game.jsonl"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    with pytest.raises(RuleError) as err:
        for _line in read_lines(path):
            pass
    expected = message.format(n=len(lines), m=len(lines))
    assert f"{path}{expected}" in str(err.value) or expected in str(err.value), str(err.value)


# ------------------------------------------------------------------ scenario files
SCENARIO_JUNK = ["[", "{", "]", "\"", "'", ": ", "- ", "\t", "*a", "&a x", "!!python/object:os.system x",
                 "9" * 5000, "-1", "1e999", "players[0].energy", "  ", "\n  - ", "((((((((((", "no", "~", "%"]


def mutate_scenario(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    kind = rng.randrange(5)
    i = rng.randrange(len(lines))
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines.insert(i, lines[rng.randrange(len(lines))])
    elif kind == 2:
        cut = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:cut] + rng.choice(SCENARIO_JUNK) + lines[i][cut:]
    elif kind == 3:
        lines[i] = " " * rng.randrange(1, 5) + lines[i]
    else:
        return text[: rng.randrange(len(text))]
    return "\n".join(lines) + "\n"


def test_a_damaged_scenario_fails_with_its_file_and_line(project, capsys):
    from compiler.commands.scenarios import run_scenarios
    rng = random.Random(17)
    sources = sorted(ROOT.glob("definitions/*/scenarios/*.yaml"))
    folder = project / "mutants"
    folder.mkdir()
    paths = []
    for case in range(SCENARIO_CASES):
        path = folder / f"mutant-{case:03}.yaml"
        path.write_text(mutate_scenario(rng.choice(sources).read_text(encoding="utf-8"), rng), encoding="utf-8")
        paths.append(path)
    # One run for all of them: each run compiles and loads every game its scenarios name, which was most of
    # this test's time when it ran in batches of 40. A FAIL line names its mutant.
    code = run_scenarios(Project(project), paths)
    out = capsys.readouterr()
    assert code in (0, 1), out
    assert "Traceback" not in out.out + out.err and "internal error" not in out.out + out.err, out
    for line in out.out.splitlines():
        if line.startswith("FAIL"):
            assert "mutant-" in line, line


# ------------------------------------------------------------------ the command line
def _cli(args, capsys):
    from compiler.commands.cli import main
    code = main(args)
    out = capsys.readouterr()
    assert "Traceback" not in out.err + out.out and "internal error" not in out.err + out.out, out
    # the copy's first command builds it and says so; the rest of stderr is the error
    err = "".join(line for line in out.err.splitlines(keepends=True) if not line.startswith("note: rebuilt"))
    return code, type(out)(out.out, err)


def test_cli_refuses_damaged_logs_with_exit_1(project, games, tmp_path, capsys):
    lines = _log_lines(games["thru-the-appalachian"], 6)
    for name, body in [("truncated", lines[:-1]), ("deep", [lines[0], "[" * 9000 + "]" * 9000]),
                       ("unknown-game", [lines[0].replace("thru-the-appalachian", "chess")] + lines[1:]),
                       ("game-path", [lines[0].replace("thru-the-appalachian", "../../etc")] + lines[1:])]:
        path = tmp_path / f"{name}.jsonl"
        path.write_text("".join(line + "\n" for line in body), encoding="utf-8")
        code, out = _cli(["--project", str(project), "replay", str(path)], capsys)
        assert code == 1, (name, out)
        assert out.err.startswith(f"error: {path}") and out.err.count("\n") == 1, (name, out.err)


@pytest.mark.parametrize("args,message", [
    (["play", "thru-the-appalachian", "--players", "0"], "error: --players 0: Thru the Appalachian is for 1 to 5"),
    (["simulate", "trek-to-zion", "--players", "1", "-n", "1"], "error: --players 1: Trek to Zion is for 2 to 5"),
    (["play", "thru-the-appalachian", "--log", "/nonexistent/folder/game.jsonl"],
     "error: cannot write the log /nonexistent/folder/game.jsonl: No such file or directory"),
])
def test_cli_refuses_bad_play_arguments_before_the_game(project, capsys, args, message):
    code, out = _cli(["--project", str(project)] + args, capsys)
    usage = "--players" in args         # a number of players the game does not take: a usage error, exit 2
    assert code == (2 if usage else 1) and out.err.startswith(message), out


def test_cli_play_with_closed_input_exits_1(project, capsys, monkeypatch):
    def closed(_prompt=""):
        raise ValueError("I/O operation on closed file")
    monkeypatch.setattr("builtins.input", closed)
    code, out = _cli(["--project", str(project), "play", "thru-the-appalachian"], capsys)
    assert code == 1 and "game abandoned" in out.out


def test_play_asks_again_after_answers_that_are_not_actions(games, tmp_path):
    """A 5,000-digit number, '²' (a digit to str.isdigit, not to int), 0, a number past the list: asked again."""
    answers = iter(["9" * 5000, "²", "0", "99", "x" * 100_000, "  1  "] + ["1"] * 10_000)
    shown = []
    log = tmp_path / "played.jsonl"
    code = play_command(games["thru-the-appalachian"], 1, 0, 3, None, {}, log=str(log),
                        read=lambda _prompt: next(answers), write=shown.append)
    assert code == 0
    assert sum("not a legal action" in line for line in shown) >= 3
    assert any("give a number from 1 to" in line for line in shown)
    assert any(line.startswith("winner(s)") for line in shown)
    assert json.loads(log.read_text().splitlines()[-1]).keys() == {"scores", "winners", "rounds"}


def test_human_agent_treats_end_of_input_as_end_of_file():
    for error in (EOFError, ValueError, OSError):
        def read(_prompt, error=error):
            raise error("closed")
        with pytest.raises(EOFError):
            HumanAgent(read, lambda _text: None).ask()
