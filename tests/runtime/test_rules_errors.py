"""An error in a game's rules at run time is the designer's, told at the definition that raised it.

Issue 11, section 2: division by zero in an action's effect used to end `cairn simulate` with
"internal error … a bug in Cairn" pointing into generated/rules.py.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from compiler.commands.cli import main

BASE = Path(__file__).resolve().parents[1] / "errors" / "base"


@pytest.fixture
def broken(tmp_path):
    """The error-case base game, whose harvest divides by zero."""
    shutil.copytree(BASE, tmp_path, dirs_exist_ok=True)
    game = tmp_path / "definitions" / "tiny" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    text = text.replace("      gain crop_value() gold\n",
                        "      gain crop_value() gold\n      gold = gold / (harvests - harvests)\n", 1)
    game.write_text(text, encoding="utf-8")
    rows = text.splitlines()
    first = next(i for i, row in enumerate(rows, start=1) if row.startswith("  harvest:"))
    last = next(i for i, row in enumerate(rows, start=1) if i > first and row.startswith("  ") and row[2] != " ")
    return tmp_path, range(first, last)      # the lines of the harvest action


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_run_time_error_in_the_rules_names_the_definition_round_and_seat(broken, capsys, workers):
    project, line = broken
    code = main(["--project", str(project), "simulate", "tiny", "-n", "60", "--players", "2", "--workers", workers])
    err = capsys.readouterr().err
    assert code == 1
    assert "internal error" not in err and "bug in Cairn" not in err and "Traceback" not in err
    found = re.search(r"definitions/tiny/game\.yaml:(\d+)", err)
    assert found and int(found.group(1)) in line and "'harvest'" in err
    assert "a division by zero" in err and "round " in err and "seat " in err
    assert "ZeroDivisionError" not in err       # Python's words are not the designer's (issue 25)
    assert "mistake in the game's definitions" in err
