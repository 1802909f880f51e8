"""An error in a game's rules at run time is the designer's, told at the definition that raised it.

Issue 11, section 2: division by zero in an action's effect used to end `cairn simulate` with
"internal error … a bug in Cairn" pointing into generated/rules.py.
"""
from __future__ import annotations

import random
import re
import shutil
from pathlib import Path

import pytest

from compiler.commands.cli import main
from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.errors import RulesFailed, in_the_rules
from runtime.playout import random_playout
from runtime.simulate import game_outcome
from runtime.state import GameState
from tests.compiled import import_rules

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


CROWDED = """\
id: crowded
name: Crowded
summary: A hand whose rules let it outgrow its max.
players: {min: 2, max: 2}
globals:
  deck: {type: zone, of: cards, start: all, visible: nobody}
  week: {type: counter, start: 0}
player:
  hand: {type: zone, of: cards, max: 2, visible: owner}
actions:
  take:
    effect: draw 1 from deck to hand
flow:
  setup: []
  round:
    - decide: {name: act, actions: [take], who: each}
    - do: week += 1
  end: "week >= 3"
scoring:
  - {id: cards, text: Cards, points: "count(hand)"}
"""
CARDS = "decks:\n  cards:\n    name: Cards\n    card_size: {width: 63, height: 88}\n    cards:\n" + "".join(
    f"      - {{id: {c}, name: {c.upper()}}}\n" for c in "abcdef")
PAST_THE_MAX = (r"definitions/crowded/game\.yaml:9:38: seat 0's 'hand' holds 3 cards in round 3, more than its "
                r"`max: 2`; raise the `max:`, or change the rules that let the pile grow past it")


@pytest.fixture(scope="module")
def crowded(tmp_path_factory):
    """A game whose every turn draws a card to a hand of `max: 2`, with nothing to take one away: its third is one
    too many."""
    root = tmp_path_factory.mktemp("crowded")
    folder = root / "definitions" / "crowded"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(CROWDED, encoding="utf-8")
    (folder / "decks.yaml").write_text(CARDS, encoding="utf-8")
    result = compile_game(Project(root), "crowded")
    assert result.ok, render_text(result.diagnostics)
    return root, import_rules(result, root, "crowded_caps").GAME


def test_a_pile_past_its_max_is_a_rules_error_at_the_max(crowded):
    _root, rules = crowded
    state = GameState(rules, 2, seed=1)
    for _ in range(4):
        state.apply("take")                 # two rounds: two cards each, the most the hand may hold
    with pytest.raises(RulesFailed, match=PAST_THE_MAX):
        state.apply("take")


def test_the_random_playout_finds_a_pile_past_its_max(crowded):
    _root, rules = crowded
    with pytest.raises(RulesFailed, match=r"'hand' holds 3 cards .* more than its `max: 2`"):
        random_playout(GameState(rules, 2, seed=1), [random.Random(0), random.Random(1)])


def test_simulate_on_the_readable_path_names_the_pile_its_count_and_max(crowded, capsys, tmp_path):
    root, _rules = crowded
    code = main(["--project", str(root), "simulate", "crowded", "-n", "2", "--log-dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 1 and "Traceback" not in err
    assert re.search(PAST_THE_MAX, err)


NOWHERE = """\
id: nowhere
name: Nowhere
summary: A site read before any is chosen.
players: {min: 2, max: 2}
tables:
  spots:
    - {id: lake, name: Lake, value: 2}
    - {id: peak, name: Peak, value: 5}
player:
  site: {type: symbol, of: spots, start: none}
  visits: {type: map, keys: spots, start: 0}
  points: {type: counter, start: 0}
actions:
  admire:
    effect: points += spots[site].value
  count_visit:
    effect: visits[site] += 1
flow:
  setup: []
  round:
    - decide: {name: act, actions: [ACTION], who: each}
  end: "round >= 4"
scoring:
  - {id: points, text: Points, points: points}
"""


@pytest.mark.parametrize("action, line", [("admire", 15), ("count_visit", 17)])
def test_a_column_or_a_map_read_by_an_id_of_none_is_the_same_rules_error_lowered(tmp_path, action, line):
    """rules.py looks None up and stops; the lowered module, where none is -1, must not read the last row of the column
    or the map (natively: outside the C array) but stop alike, with the same account of it."""
    folder = tmp_path / "definitions" / "nowhere"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(NOWHERE.replace("ACTION", action), encoding="utf-8")
    result = compile_game(Project(tmp_path), "nowhere")
    assert result.ok and "lowered.py" in result.files, render_text(result.diagnostics)
    rules = import_rules(result, tmp_path, f"nowhere_{action}").GAME
    told = []
    for play in (lambda: GameState(rules, 2, seed=1).apply(action), lambda: game_outcome(rules, 2, 1, None)):
        with pytest.raises(KeyError) as raised:
            play()
        told.append(in_the_rules(raised.value))
    assert told[0] == told[1]
    assert f"failed in '{action}' (definitions/nowhere/game.yaml:{line})" in told[0]
    assert "a lookup of no value (a field that holds none)" in told[0]


def test_the_player_an_error_is_told_of_is_the_action_written_in_place_where_its_host_has_a_player_of_its_own():
    """An action written in place in a decide loop whose function made the players at setup (`p`) holds its own
    player as the inliner renamed it (`p_2`, `p_3` for one written inside that): the innermost is the seat acting."""
    from runtime.errors import _player_of
    made, acting, inner = object(), object(), object()
    assert _player_of({"p": made, "p_2": acting, "seat": 0}) is acting
    assert _player_of({"p": made, "p_2": acting, "p_10": inner}) is inner
    assert _player_of({"p": made, "p_x": acting}) is made
    assert _player_of({"seat": 1}) is None
