"""Nonsense data in a game or a scenario is refused where it is written, not played as something else.

A deck card's `copies` of 0 or less (E430), `repeat` a negative number of times (E431 when known before
play, a located rules error when play works it out), a scenario's forced roll no die can show (E432) or
left unused, a scenario's or the command line's option value the option does not list (E433, E434, a
usage error), and YAML 1.1's `yes`/`no`/`on`/`off` read as booleans where a name is expected.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from compiler.commands.scenarios import compile_scenario, read_scenario, run_scenarios

REPO = Path(__file__).resolve().parents[2]
BASE = REPO / "tests" / "errors" / "base"
GAME_FILE = Path("definitions") / "tiny" / "game.yaml"


def cairn(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    exe = shutil.which("cairn")
    command = [exe] if exe else [sys.executable, "-m", "compiler.commands.cli"]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run(command + list(args), cwd=cwd, capture_output=True, text=True, timeout=120, env=env)


def tiny(tmp_path: Path, old: str = "", new: str = "") -> Path:
    """The error cases' base game (tests/errors/base), with `old` replaced by `new` in its game.yaml."""
    root = tmp_path / "project"
    shutil.copytree(BASE, root)
    game = root / GAME_FILE
    text = game.read_text(encoding="utf-8")
    if old:
        assert text.count(old) == 1, old
        game.write_text(text.replace(old, new), encoding="utf-8")
    return root


def diagnostics(root: Path) -> list:
    return compile_game(Project(root), "tiny", emit_code=True).diagnostics


# ------------------------------------------------------------------ a deck card's copies
@pytest.mark.parametrize("copies, problem", [("0", "a card needs at least 1 copy"),
                                             ("-2", "a card needs at least 1 copy"),
                                             ("yes", "copies is a whole number (YAML reads yes as true)")])
def test_a_card_with_no_copies_is_refused_at_its_copies(tmp_path, copies, problem):
    root = tiny(tmp_path)
    (root / "definitions" / "tiny" / "decks.yaml").write_text(
        "decks:\n  seeds:\n    name: Seed cards\n    card_size: {width: 57, height: 89}\n    cards:\n"
        "      - {id: bean, name: Bean, copies: 3}\n"
        f"      - {{id: pea, name: Pea, copies: {copies}}}\n", encoding="utf-8")
    found = diagnostics(root)
    assert [d.code for d in found] == ["E430"], render_text(found)
    assert found[0].message == f"'pea' in deck 'seeds' has copies: {copies}; {problem}"
    assert (found[0].span.file, found[0].span.line, found[0].span.column) == ("definitions/tiny/decks.yaml", 7, 38)


# ------------------------------------------------------------------ repeat a negative number of times
@pytest.mark.parametrize("count", ["-1", "0 - 2", "-rounds"])
def test_repeat_of_a_negative_number_known_before_play_is_refused(tmp_path, count):
    root = tiny(tmp_path, "      harvests += 1\n", f"      repeat {count} {{ harvests += 1 }}\n")
    found = diagnostics(root)
    value = {"-1": -1, "-rounds": -5}.get(count)
    if value is None:     # worked out in play: compiled, and checked when it is worked out
        assert not [d for d in found if d.severity == "error"], render_text(found)
        return
    assert [d.code for d in found] == ["E431"], render_text(found)
    assert found[0].message == f"repeat {value} times: a number of times cannot be below 0"
    assert (found[0].span.line, found[0].span.column) == (50, 14)


def test_repeat_of_zero_or_more_is_fine(tmp_path):
    root = tiny(tmp_path, "      harvests += 1\n", "      repeat 0 { harvests += 1 }\n      repeat rounds { gold += 1 }\n")
    assert not diagnostics(root)


def test_repeat_of_a_negative_number_worked_out_in_play_is_a_located_rules_error(tmp_path):
    """`repeat harvests - 2` is -2 on the first harvest: a rules error at the action, not a block done 0 times."""
    root = tiny(tmp_path, "      harvests += 1\n", "      repeat harvests - 2 { gold += 1 }\n      harvests += 1\n")
    result = cairn("--project", str(root), "simulate", "tiny", "-n", "1", cwd=root)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert "the rules of Tiny failed in 'harvest' (definitions/tiny/game.yaml:46)" in result.stderr
    assert "repeat -2 times: a number of times cannot be below 0" in result.stderr
    assert "repeat_count(p.harvests - 2)" in (root / "generated" / "tiny" / "rules.py").read_text()


def test_a_count_that_cannot_be_negative_is_still_checked_against_the_most_turns():
    """`max(0, …)` is never below 0, but play can work out more turns than a loop may take (issue 24, 7)."""
    appalachian = (REPO / "generated" / "thru_the_appalachian" / "rules.py").read_text(encoding="utf-8")
    assert "for _ in range(repeat_count(max(0, amount))):" in appalachian


# ------------------------------------------------------------------ scenarios: forced rolls and options
OPTIONS = ("players: {min: 1, max: 4}\n",
           "players: {min: 1, max: 4}\noptions:\n  mode: {values: [easy, hard, \"yes\"], default: easy}\n")


def scenario(root: Path, name: str, text: str) -> Path:
    folder = root / "definitions" / "tiny" / "scenarios"
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text("game: tiny\nplayers: 1\nseed: 1\n" + text, encoding="utf-8")
    return path


def scenario_errors(root: Path, path: Path) -> list:
    project = Project(root)
    sources = project.sources()
    read, found = read_scenario(project, path, sources)
    assert read is not None and not found, render_text(found)
    code, found = compile_scenario(project, read, sources)
    assert code is None
    return found


def run_test(root: Path, path: Path, capsys) -> tuple[int, str]:
    status = run_scenarios(Project(root), [path])
    return status, capsys.readouterr().out


def test_a_forced_roll_no_die_can_show_is_refused_at_that_roll(tmp_path):
    root = tiny(tmp_path)
    path = scenario(root, "nine", "rolls: [3, 4,\n        9]\nthen:\n  - week == 0\n")
    found = scenario_errors(root, path)
    assert [d.code for d in found] == ["E432"]
    assert found[0].message == "a forced roll of 9, but no die of tiny has more than 6 faces"
    assert (found[0].span.file, found[0].span.line, found[0].span.column) == \
        ("definitions/tiny/scenarios/nine.yaml", 5, 9)


def test_a_forced_roll_above_the_faces_of_its_die_fails_the_scenario_at_that_roll(tmp_path, capsys):
    """Blue is a 4-sided die here: the second roll of a round falls to it."""
    root = tiny(tmp_path, "{id: blue, name: Blue die, sides: 6}", "{id: blue, name: Blue die, sides: 4}")
    path = scenario(root, "blue", "rolls: [3, 4,\n        2, 6]\nwhen:\n  - harvest red\nthen:\n  - week == 1\n")
    status, out = run_test(root, path, capsys)
    assert status == 1
    assert ("FAIL definitions/tiny/scenarios/blue.yaml:5: the forced roll 6 was used for a die of 4 faces "
            "(forced roll 4 of 4), while applying 'harvest red' (line 7)") in out


def test_forced_rolls_left_unused_fail_the_scenario_naming_them(tmp_path, capsys):
    """Two rounds roll red and blue: 4 of the 6 rolls; gold is the red roll plus wheat's 2."""
    root = tiny(tmp_path)
    path = scenario(root, "unused", "rolls: [3, 5, 2, 4,\n        1, 6]\nwhen:\n  - harvest red\nthen:\n"
                                    "  - week == 1\n  - gold == 5\n")
    status, out = run_test(root, path, capsys)
    assert status == 1
    assert ("FAIL definitions/tiny/scenarios/unused.yaml:5: 2 forced roll(s) unused when the scenario ends: 1, 6 "
            "(the dice rolled 4 of the 6 given)") in out
    path.write_text(path.read_text().replace(",\n        1, 6]", "]"))
    status, out = run_test(root, path, capsys)
    assert (status, out.strip()) == (0, "1 passed, 0 failed")


def test_a_scenario_option_value_not_in_its_list_is_refused_with_a_did_you_mean(tmp_path):
    root = tiny(tmp_path, *OPTIONS)
    path = scenario(root, "mode", "options: {mode: hadr, speed: 2}\nthen:\n  - week == 0\n")
    found = scenario_errors(root, path)
    assert [(d.code, d.span.line, d.span.column) for d in found] == [("E433", 4, 17), ("E434", 4, 23)]
    assert found[0].message == "option 'mode' takes one of easy, hard, yes, not hadr"
    assert found[0].help == "did you mean 'hard'?"
    assert found[1].message == "tiny has no option 'speed'"
    assert found[1].help == "options: mode"


def test_a_scenario_option_written_yes_is_told_it_was_read_as_true(tmp_path):
    root = tiny(tmp_path, *OPTIONS)
    path = scenario(root, "yes", "options: {mode: yes}\nthen:\n  - week == 0\n")
    found = scenario_errors(root, path)
    assert [d.code for d in found] == ["E433"]
    assert found[0].message == "option 'mode' takes one of easy, hard, yes, not yes (read as true)"
    assert found[0].help == 'YAML reads yes as true; write "yes" in quotes if you mean the word'


def test_a_quoted_option_value_in_its_list_runs(tmp_path, capsys):
    root = tiny(tmp_path, *OPTIONS)
    path = scenario(root, "quoted", "options: {mode: \"yes\"}\nthen:\n  - week == 0\n")
    assert run_test(root, path, capsys) == (0, "1 passed, 0 failed\n")


@pytest.mark.parametrize("option, message", [
    ("variant=advnced", "error: --option variant=advnced: option 'variant' takes one of standard, advanced, "
                        "not 'advnced'; did you mean 'advanced'?"),
    ("varient=advanced", "error: --option varient=advanced: Thru the Appalachian has no option 'varient'; "
                         "did you mean 'variant'?")])
def test_a_command_line_option_not_in_its_list_is_a_usage_error(option, message):
    result = cairn("simulate", "thru-the-appalachian", "-n", "1", "--option", option, cwd=REPO)
    assert (result.returncode, result.stderr.strip(), result.stdout) == (2, message, "")


# ------------------------------------------------------------------ YAML 1.1 booleans where a word is meant
def test_an_unquoted_no_as_a_symbol_start_says_yaml_read_it_as_false(tmp_path):
    found = diagnostics(tiny(tmp_path, "    start: wheat", "    start: no"))
    assert [(d.code, d.span.line, d.span.column) for d in found] == [("E435", 31, 12)], render_text(found)
    assert found[0].message == "`no` is read by YAML as the boolean false, not a symbol, as the start of 'crop'"
    assert "unknown symbol 'False'" not in render_text(found)


def test_a_name_an_effect_uses_that_the_yaml_read_as_true_is_told_so_not_did_you_mean(tmp_path):
    root = tiny(tmp_path, "    - {id: corn, name: Corn, value: 3}", "    - {id: corn, name: Corn, value: 3, organic: on}")
    game = root / GAME_FILE
    game.write_text(game.read_text().replace("      rested = true", "      rested = crops[crop].organic == on"))
    found = diagnostics(root)
    assert [(d.code, d.span.line, d.span.column) for d in found] == [("E435", 56, 39)], render_text(found)
    assert found[0].message == ("unknown name 'on': `on` in the YAML (definitions/tiny/game.yaml:13:49) "
                                "is read as the boolean true")
    assert "did you mean" not in (found[0].help or "")


def test_a_quoted_word_and_a_column_of_real_booleans_are_fine(tmp_path):
    root = tiny(tmp_path, "    - {id: corn, name: Corn, value: 3}", "    - {id: corn, name: Corn, value: 3, organic: yes}")
    game = root / GAME_FILE
    game.write_text(game.read_text().replace("    - {id: wheat, name: Wheat, value: 2}",
                                             "    - {id: wheat, name: Wheat, value: 2, organic: no}")
                    .replace("      rested = true", "      rested = crops[crop].organic == true"))
    assert not diagnostics(root)


def test_an_option_default_written_off_is_told_it_was_read_as_false(tmp_path):
    root = tiny(tmp_path, "players: {min: 1, max: 4}\n",
                "players: {min: 1, max: 4}\noptions:\n  mode: {values: [easy, hard, \"off\"], default: off}\n")
    found = diagnostics(root)
    assert [(d.code, d.span.line, d.span.column) for d in found] == [("E341", 7, 48)], render_text(found)
    assert found[0].help == 'YAML reads off as false; write "off" in quotes if you mean the word'
