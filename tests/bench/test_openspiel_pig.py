"""Pig with OpenSpiel's rules (bench/openspiel/definitions/pig), the game `cairn bench` sets against OpenSpiel.

Scripted turns check the rules of `pyspiel.load_game("pig")` without OpenSpiel: roll or hold before every
roll (the first of a turn too, and holding nothing is a move), a 1 loses the turn total and passes the turn,
holding is the only move once banking would reach 100, and banking 100 ends the game. Where open_spiel is
installed, OpenSpiel's own random games are replayed move by move in the compiled game: the same legal
moves at every decision, the same scores at the end. Without it, the bench's Pig section skips in one line.
"""
from __future__ import annotations

import random
import re
import sys

import pytest

from bench import openspiel
from compiler.driver.build import Project, compile_game
from runtime.state import GameState
from tests.compiled import import_rules


@pytest.fixture(scope="module")
def pig(tmp_path_factory):
    result = compile_game(Project(openspiel.PROJECT), openspiel.GAME, emit_code=True)
    assert result.ok and not result.diagnostics, [d.message for d in result.diagnostics]
    return import_rules(result, tmp_path_factory.mktemp("pig"), "cairn_openspiel_pig").GAME


def started(rules, rolls) -> GameState:
    state = GameState(rules, 2, 1, start=False)
    state.forced_rolls = list(rolls)
    state.advance()
    return state


def moves(state) -> list[str]:
    return [str(m) for m in state.legal_actions()]


def test_every_roll_is_chosen_and_holding_nothing_passes_the_turn(pig):
    state = started(pig, [4])
    assert moves(state) == ["roll_die", "hold"] and state.history == []
    state.apply("hold")
    assert state.turn == 1 and state.players[0]["points"] == 0 and moves(state) == ["roll_die", "hold"]


def test_a_one_loses_the_turn_total_and_passes_the_turn(pig):
    state = started(pig, [5, 1])
    state.apply("roll_die")
    assert state.players[0]["turn_total"] == 5 and state.turn == 0
    state.apply("roll_die")
    assert state.turn == 1 and state.players[0]["turn_total"] == 0 and state.players[0]["points"] == 0


def test_hold_is_forced_at_100_and_banking_100_wins_at_once(pig):
    state = started(pig, [6] * 17)
    for _ in range(16):
        state.apply("roll_die")
    assert state.players[0]["turn_total"] == 96 and moves(state) == ["roll_die", "hold"]
    state.apply("roll_die")
    assert moves(state) == ["hold"]           # 102 would be banked: rolling on is no longer a move
    state.apply("hold")
    assert state.is_over() and state.winners() == [0] and state.scores() == [102, 0]


def openspiel_scores(state) -> list[int]:
    """The banked points of an OpenSpiel Pig state, from its text ("Scores: 12 100, Turn total: 0 ...")."""
    return [int(points) for points in re.match(r"Scores: ([\d ]+),", str(state)).group(1).split()]


def test_openspiels_random_games_replay_move_by_move(pig):
    """OpenSpiel's games, their chance outcomes forced on Cairn's dice: the same legal moves throughout."""
    pyspiel = pytest.importorskip("pyspiel")
    game = pyspiel.load_game("pig")
    assert dict(game.get_parameters()) == {"diceoutcomes": 6, "horizon": 1000, "piglet": False, "players": 2,
                                           "winscore": 100}
    rng = random.Random(7)
    for _ in range(20):
        theirs, decisions, rolls = game.new_initial_state(), [], []
        while not theirs.is_terminal():
            action = rng.choice(theirs.legal_actions())
            if theirs.is_chance_node():
                rolls.append(action + 1)
            else:
                decisions.append((theirs.current_player(), ["roll_die", "hold"][action],
                                  sorted(["roll_die", "hold"][a] for a in theirs.legal_actions())))
            theirs.apply_action(action)
        mine = started(pig, rolls)
        for seat, move, legal in decisions:
            assert (mine.to_move(), sorted(moves(mine))) == (seat, legal)
            mine.apply(move)
        assert mine.is_over() and mine.scores() == openspiel_scores(theirs)
        assert [1.0 if seat in mine.winners() else -1.0 for seat in range(2)] == theirs.returns()


def test_without_open_spiel_the_bench_says_so_in_one_line_and_skips(monkeypatch, capsys):
    from compiler.commands.bench import _print_openspiel, openspiel_section
    from compiler.commands.bench_targets import target_rows
    monkeypatch.setitem(sys.modules, "pyspiel", None)      # import pyspiel: ImportError
    section = openspiel_section(1, 0.01, {"skipped": "no C compiler"})
    assert section == {"skipped": "open_spiel is not installed (pip install -e '.[bench]' installs it)"}
    _print_openspiel(section)
    assert capsys.readouterr().out.count("\n") == 1
    rows = [row for row in target_rows({"openspiel": section}, "cairn bench") if row["figure"].startswith("Pig")]
    assert [(row["value"], row["met"]) for row in rows] == [(None, False), (None, False)]
    assert all("open_spiel is not installed" in row["note"] for row in rows)
