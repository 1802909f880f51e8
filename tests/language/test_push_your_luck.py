"""A push-your-luck dice game (Pig) in YAML alone: an `until` loop of flow steps, `auto: single`,
and a turn that never ends stopped by a bound instead of hanging `cairn simulate`.

The fixture is tests/language/fixtures_root/definitions/push-your-luck/game.yaml: on your turn you
roll a die (the first roll is automatic: `auto: single`), a 1 loses the turn total, otherwise you
choose to roll again or stop and bank it; the first to 30 points wins.
"""
from __future__ import annotations

import itertools
import json
import shutil
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.commands.cli import main
from compiler.frontend.diagnostics import render_text
from runtime.agents import SeatView, make_agents
from runtime.errors import RulesFailed
from runtime.playout import random_playout
from runtime.simulate import play_game
from runtime.state import GameState
from tests.compiled import import_rules

ROOT = Path(__file__).parent / "fixtures_root"
GAME = "push-your-luck"
_counter = itertools.count()


def compiled(project: Path, game: str):
    result = compile_game(Project(project), game, emit_code=True)
    assert result.ok, render_text(result.diagnostics)
    return result


def load_rules(project: Path, game: str, where: Path):
    """Compile a game of `project` and import its generated rules under a package name of their own."""
    result = compiled(project, game)
    return import_rules(result, where, f"cairn_pyl_{game.replace('-', '_')}_{next(_counter)}").GAME


def copy_of(tmp_path: Path, game: str = GAME, old: str | None = None, new: str | None = None) -> Path:
    """A project holding a copy of the fixture, with `old` replaced by `new` once in game.yaml."""
    shutil.copytree(ROOT / "definitions" / game, tmp_path / "definitions" / game)
    if old is not None:
        path = tmp_path / "definitions" / game / "game.yaml"
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1
        path.write_text(text.replace(old, new), encoding="utf-8")
    return tmp_path


def write_game(tmp_path: Path, game: str, text: str) -> Path:
    folder = tmp_path / "definitions" / game
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return tmp_path


@pytest.fixture(scope="module")
def pig(tmp_path_factory):
    return load_rules(ROOT, GAME, tmp_path_factory.mktemp("pig"))


def started(rules, rolls, players=2, seed=1) -> GameState:
    """A game whose dice will show `rolls` first (the first roll of a turn happens as the turn starts)."""
    state = GameState(rules, players, seed, start=False)
    state.forced_rolls = list(rolls)
    state.advance()
    return state


def line_of(text: str, key: str) -> tuple[int, int]:
    """The line and column (1-based) where `key` is written in a YAML text."""
    for number, line in enumerate(text.splitlines(), start=1):
        if line.lstrip().startswith(key):
            return number, line.index(key) + 1
    raise AssertionError(key)


# ------------------------------------------------------------------ the fixture compiles, with no warning
def test_the_fixture_compiles_without_a_word():
    result = compiled(ROOT, GAME)
    assert not result.diagnostics, render_text(result.diagnostics)
    steps = result.model.round
    assert [(s.kind, s.name) for s in steps] == [("decide", "push"), ("until", "press_on")]
    assert steps[1].bound == 50 and steps[0].auto == "single"


# ------------------------------------------------------------------ scripted turns with forced dice
def test_roll_4_then_5_then_stop_banks_9_and_passes_the_turn(pig):
    state = started(pig, [4, 5, 3])
    assert [str(m) for m in state.history] == ["roll_again"]       # the first roll: the only legal move
    assert state.players[0]["turn_total"] == 4
    assert [str(m) for m in state.legal_actions()] == ["roll_again", "stop_rolling"]
    state.apply("roll_again")
    assert state.players[0]["turn_total"] == 9
    state.apply("stop_rolling")
    assert state.players[0]["points"] == 9
    assert state.players[0]["turn_total"] == 0
    assert state.turn == 1 and state.players[1]["turn_total"] == 3   # seat 1 rolled its first die at once


def test_roll_3_then_1_loses_the_turn_total_and_the_turn_passes(pig):
    state = started(pig, [3, 1, 6])
    state.apply("roll_again")                 # a 1: busted, nothing banked
    assert state.players[0]["points"] == 0
    assert state.turn == 1
    assert state.players[1]["turn_total"] == 6
    assert [m.seat for m in state.history] == [0, 0, 1]


def test_a_bust_on_the_automatic_first_roll_ends_the_turn_without_asking(pig):
    state = started(pig, [1, 2])
    assert state.turn == 1 and state.players[0]["points"] == 0
    assert [str(m) for m in state.history] == ["roll_again", "roll_again"]
    assert state.to_move() == 1 and state.players[1]["turn_total"] == 2


def test_first_to_30_wins_at_once(pig):
    state = started(pig, [6, 6, 6, 6, 6, 6])
    for _ in range(4):
        state.apply("roll_again")             # 5 sixes: 30
    assert state.players[0]["turn_total"] == 30
    state.apply("stop_rolling")
    assert state.is_over() and state.winners() == [0] and state.scores() == [30, 0]


def test_the_passes_of_a_loop_save_load_and_clone(pig):
    state = started(pig, [2, 3, 4, 5, 6])
    state.apply("roll_again")
    assert state.passes == 2
    again = GameState.from_json(pig, state.to_json())
    copy = state.clone()
    assert again.passes == copy.passes == 2
    for game in (state, again, copy):
        game.apply("roll_again")
        game.apply("stop_rolling")
    assert state.players[0]["points"] == again.players[0]["points"] == copy.players[0]["points"] == 2 + 3 + 4
    assert state.passes == again.passes == copy.passes
    old = json.loads(state.to_json())
    del old["passes"]                         # a save written before loops existed still loads
    assert GameState.from_json(pig, json.dumps(old)).passes == 0


def test_a_loop_past_its_max_is_a_rules_error_at_the_step(tmp_path):
    project = copy_of(tmp_path, old="max: 50", new="max: 3")
    rules = load_rules(project, GAME, tmp_path / "pkg")
    state = started(rules, [2, 2, 2, 2])
    state.apply("roll_again")                 # pass 2
    with pytest.raises(RulesFailed) as raised:
        state.apply("roll_again")             # pass 3 and the loop would go on
    text = (project / "definitions" / GAME / "game.yaml").read_text(encoding="utf-8")
    line, column = line_of(text, "max: 3")
    message = str(raised.value)
    assert message.startswith(f"definitions/{GAME}/game.yaml:{line}:{column}: ")
    assert "'press_on'" in message and "3 times" in message and "round 1, seat 0" in message


# ------------------------------------------------------------------ many games, deterministic
def results(rules, agents: str, seeds) -> list:
    out = []
    for seed in seeds:
        state = play_game(rules, 2, seed, agents)
        out.append((tuple(state.scores()), tuple(state.winners()), state.round, state.ended_by))
    return out


def test_200_random_games_are_the_same_twice_and_all_end_by_the_rules(pig):
    first = results(pig, "random", range(200))
    assert first == results(pig, "random", range(200))
    assert all(ended == "end trigger" and len(winners) == 1 and max(scores) >= 30
               for scores, winners, _rounds, ended in first)
    assert len({r for r in first}) > 150       # the dice do vary


def test_the_fast_playout_takes_single_moves_as_the_agents_path_does(pig):
    for seed in range(30):
        state = GameState(pig, 3, seed)
        agents = make_agents("random", 3, seed)
        while not state.is_over():
            moves = state.legal_actions()
            assert len(moves) > 1              # `auto: single`: nobody is asked what has one answer
            state.apply(agents[moves[0].seat].choose(SeatView(state, moves[0].seat), moves), check=False)
        fast = random_playout(GameState(pig, 3, seed), [a.rng for a in make_agents("random", 3, seed)])
        assert (fast.scores(), fast.winners(), fast.round) == (state.scores(), state.winners(), state.round)


def test_greedy_games_are_deterministic(pig):
    assert results(pig, "greedy", range(5)) == results(pig, "greedy", range(5))


# ------------------------------------------------------------------ the sheet says "until"
def test_the_sheet_says_repeat_until_and_not_a_number_of_times():
    result = compiled(ROOT, GAME)
    sheet = next(text for rel, text in result.files.items() if rel.endswith(".md"))
    assert "Repeat until you are stopped or busted:" in sheet
    assert "times" not in sheet.split("## Actions")[0]
    assert "when only one is possible, it is taken at once" in sheet


# ------------------------------------------------------------------ a turn that never ends
ENDLESS = """\
id: endless
name: Endless
summary: a turn whose decision changes nothing and never ends.
players: {min: 1, max: 2}
constants:
  rounds: 3
player:
  done: {type: flag}
actions:
  wait:
    effect: log "waits"
flow:
  turns: true
  max_moves_per_turn: 40
  setup: []
  round:
    - name: dither
      until: done
      max: 100000
      steps:
        - decide: {who: turn, actions: [wait]}
  end: "round > rounds"
scoring:
  - {id: none, text: Nothing, points: "0"}
"""


def test_a_turn_that_never_ends_stops_with_a_positioned_rules_error(tmp_path, capsys):
    project = write_game(tmp_path, "endless", ENDLESS)
    code = main(["--project", str(project), "simulate", "endless", "-n", "3", "--players", "2"])
    err = capsys.readouterr().err
    line, column = line_of(ENDLESS, "- decide:")
    assert code == 1
    error = next(line for line in err.splitlines() if line.startswith("error:"))
    assert error.startswith(f"error: definitions/endless/game.yaml:{line}:{column + 2}: the turn did not end: "
                          "more than 40 moves in step 'dither_1' (round 1, seat 0)")
    assert "max_moves_per_turn" in err and "(game 0, seed" in err and "Traceback" not in err


def test_without_a_bound_a_turn_may_take_1000_moves(tmp_path):
    project = write_game(tmp_path, "endless", ENDLESS.replace("  max_moves_per_turn: 40\n", ""))
    rules = load_rules(project, "endless", tmp_path / "pkg")
    assert rules.max_moves_per_turn == 1000
    state = GameState(rules, 1, 0)
    with pytest.raises(RulesFailed, match="more than 1000 moves"):
        for _ in range(1001):
            state.apply("wait")


# ------------------------------------------------------------------ auto: single on a choice inside the action
CHOOSER = """\
id: chooser
name: Chooser
summary: an action whose choice has one option while the limit is 1.
players: {min: 1, max: 1}
constants:
  rounds: 3
player:
  limit: {type: counter, start: 1}
  points: {type: counter, start: 0}
actions:
  take:
    effect: |
      choose n in [1, 2] where n <= limit
      points += n
      limit += 1
flow:
  setup: []
  round:
    - decide: {actions: [take], auto: single}
  end: "round >= rounds"
scoring:
  - {id: points, text: Points, points: points}
"""


def test_auto_single_takes_a_choice_with_one_option_and_asks_one_with_two(tmp_path):
    rules = load_rules(write_game(tmp_path, "chooser", CHOOSER), "chooser", tmp_path / "pkg")
    state = GameState(rules, 1, 0)
    # round 1: one action and one option (n = 1), both taken at once; round 2: the action at once,
    # then the player is asked for n in 1 or 2
    assert [str(m) for m in state.history] == ["take", "n 1", "take"]
    assert state.players[0]["points"] == 1 and state.round == 2
    assert [str(m) for m in state.legal_actions()] == ["n 1", "n 2"]
    state.apply("n 2")
    assert state.players[0]["points"] == 3


def test_a_logged_game_replays_with_its_single_moves_taken_again(tmp_path, capsys):
    project = copy_of(tmp_path / "project")
    logs = tmp_path / "logs"
    assert main(["--project", str(project), "simulate", GAME, "-n", "2", "--seed", "4", "--agents", "greedy,random",
                 "--log-dir", str(logs)]) == 0
    for log in sorted(logs.iterdir()):
        assert main(["--project", str(project), "replay", str(log)]) == 0
    assert "replayed" in capsys.readouterr().out
