"""Rough edges a designer new to Cairn hit (issue 25, section 4), each told in the designer's words.

Each test copies the base game of tests/errors (a small dice game), changes what the designer did, and
runs the command in-process.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from compiler.commands.cli import main

BASE = Path(__file__).resolve().parent / "base"
GAME_YAML = Path("definitions") / "tiny" / "game.yaml"


@pytest.fixture
def project(tmp_path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(BASE, root)
    return root


def edit(project: Path, old: str, new: str, count: int = 1) -> None:
    path = project / GAME_YAML
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def cairn(project: Path, capsys, *args: str) -> tuple[int, str]:
    code = main(["--project", str(project), *args])
    out = capsys.readouterr()
    return code, out.out + out.err


def test_an_entry_of_a_table_named_with_a_vowel_takes_an(project, capsys):
    """"found a answers entry": the article follows the table's name."""
    edit(project, "crops", "acorns", count=3)
    edit(project, 'when: "water >= 1"', 'when: "crop == 3"')
    code, said = cairn(project, capsys, "check", "tiny")
    assert code == 1
    assert "comparing an acorns entry with a number" in said, said


def test_one_equals_sign_in_a_scenarios_then_suggests_two(project, capsys):
    scenarios = project / "definitions" / "tiny" / "scenarios"
    scenarios.mkdir()
    (scenarios / "gold.yaml").write_text(
        "game: tiny\ndescription: one '=' where '==' compares\nplayers: 1\nseed: 1\n"
        "given:\n  - players[0].gold = 2\nthen:\n  - players[0].gold = 2\n", encoding="utf-8")
    code, said = cairn(project, capsys, "test", "tiny")
    assert code == 1
    assert "scenarios/gold.yaml:8:21" in said, said
    assert "'=' sets a value" in said and "write '==': players[0].gold == 2" in said, said
    assert "Traceback" not in said


def test_a_game_without_setup_steps_needs_no_setup_key(project, capsys):
    edit(project, "  setup:\n    - do: week = 0\n", "")
    code, said = cairn(project, capsys, "check", "tiny")
    assert code == 0, said


@pytest.mark.parametrize("args, said", [(["--players", "9"], "--players 9: Tiny is for 1 to 4 players"),
                                        (["--option", "speed=fast"], "Tiny has no option 'speed'")])
def test_a_number_of_players_the_game_does_not_take_is_a_usage_error_like_the_others(project, capsys, args, said):
    """`--players 9` exited 1, where every other wrong use of a command (an unknown option here) exits 2."""
    code, out = cairn(project, capsys, "simulate", "tiny", "-n", "1", *args)
    assert (code, said in out) == (2, True), out


def test_the_progress_bar_labels_the_time_elapsed_and_the_time_left():
    """"0:02:01 left 0:00:17" read as two minutes left: each time is followed by what it is."""
    import io
    import re

    from rich.console import Console

    from runtime.progress import Bar
    bar = Bar("Tiny", 10, "games")
    bar.update(4)
    console = Console(width=160, record=True, file=io.StringIO())
    console.print(bar._progress.get_renderable())
    shown = console.export_text()
    assert re.search(r"\d+:\d\d:\d\d elapsed +(-|\d)+:[-\d]{2}:[-\d]{2} left", shown), shown


def test_a_position_past_the_end_is_told_in_the_designers_words(project, capsys):
    """"IndexError: list index out of range" is Python's; the designer reads what went wrong in play."""
    edit(project, "      gain crop_value() gold\n", "      gain crop_value() gold\n      gain nth([1, 2], 5) gold\n")
    code, said = cairn(project, capsys, "simulate", "tiny", "-n", "1", "--players", "1", "--agents", "greedy")
    assert code == 1
    assert "a position past the end of a pile or list" in said and "'harvest'" in said, said
    assert "IndexError" not in said and "out of range" not in said, said


def test_a_game_in_game_yml_is_told_not_passed_over(project, capsys):
    """A folder holding game.yml was ignored by `cairn check`, and the game then "not found"."""
    other = project / "definitions" / "other"
    other.mkdir()
    (other / "game.yml").write_text((project / GAME_YAML).read_text(encoding="utf-8").replace("id: tiny", "id: other"),
                                    encoding="utf-8")
    code, said = cairn(project, capsys, "check")
    assert code == 0 and "checked 1 game(s): tiny" in said, said
    assert "warning: not a game: definitions/other/ holds game.yml, but Cairn reads a game from game.yaml" in said, said
    code, said = cairn(project, capsys, "simulate", "other", "-n", "1")
    assert code == 2
    assert "no game 'other'" in said and "holds game.yml" in said and "rename game.yml to game.yaml" in said, said


def test_a_game_that_never_ends_names_its_end_condition_where_written_and_the_seed(project, capsys, monkeypatch):
    """"the game did not end after 10000 rounds", with no file:line, seed or end condition."""
    import re

    import runtime.state
    monkeypatch.setattr(runtime.state, "MAX_ROUNDS", 40)      # the net, lowered: the same message, sooner
    edit(project, 'end: "week >= rounds"', 'end: "week >= rounds and week < 0"')
    code, said = cairn(project, capsys, "simulate", "tiny", "-n", "3", "--seed", "7")
    assert code == 1, said
    assert re.search(r"definitions/tiny/game\.yaml:69:9: the game did not end after 40 rounds: its end condition "
                     r"`\(?week >= rounds\)? and \(?week < 0\)?` \(definitions/tiny/game\.yaml:69:9\) never became true",
                     said), said
    assert re.search(r"\(game 0, seed \d+\)", said), said
    assert "internal error" not in said and "Traceback" not in said


def test_a_comment_yaml_allows_inside_brackets_is_not_blamed(project, capsys):
    """Over several lines, a comment after a ',' is YAML's own: a missing ',' later is told as before."""
    edit(project, "  rounds: 5\n", "  rounds: 5\n  spare: {a: 1,  # fine\n     b: 2\n     c: 3}\n")
    code, said = cairn(project, capsys, "check", "tiny")
    assert code == 1
    assert "did not find expected ','" in said and "starts a comment" not in said, said
