"""The game's own functions called where no player acts: the game's end (`flow.end`) and a hand's end
(`flow.hand.end`) are checked for the whole table, so a function called there is worked out for no
player. One that never reads the acting player works there; one that does is refused by `cairn check`
at the call, never left to fail in play (`NameError: name 'p' is not defined` in `hand_ends`).
"""
from __future__ import annotations

from compiler.driver.build import Project, compile_game
from compiler.commands.cli import main
from runtime.simulate import play_game
from tests.language.test_push_your_luck import copy_of, line_of, load_rules

PIG_END = '  end_trigger: {when: "points >= goal", then: immediately}\n'


def test_a_function_of_every_player_ends_the_game_in_flow_end(tmp_path):
    project = copy_of(tmp_path, old=PIG_END, new='  end: "leader() >= goal"\n')
    game = project / "definitions" / "push-your-luck" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(
        "actions:\n", 'functions:\n  leader:\n    value: "max(q.points for q in players)"\n\nactions:\n', 1),
        encoding="utf-8")
    rules = load_rules(project, "push-your-luck", tmp_path / "pkg")
    for seed in range(20):
        state = play_game(rules, 2, seed, "random")
        # "The first player to bank 30 points wins" (checked at the end of the round, as flow.end is)
        assert state.ended_by == "end condition" and max(state.scores()) >= 30


def test_a_function_ends_the_hand_in_flow_hand_end(tmp_path):
    project = copy_of(tmp_path, game="high-card", old='    end: "all(count(q.hand) == 0 for q in players)"\n',
                      new='    end: "hands_empty()"\n')
    game = project / "definitions" / "high-card" / "game.yaml"
    game.write_text(game.read_text(encoding="utf-8").replace(
        "actions:\n", 'functions:\n  hands_empty:\n    value: "all(count(q.hand) == 0 for q in players)"\n\n'
                      "actions:\n", 1), encoding="utf-8")
    rules = load_rules(project, "high-card", tmp_path / "pkg")
    for seed in range(10):
        state = play_game(rules, 2, seed, "random")
        # "The match ends after the hand in which a player reaches 7 tokens."
        assert state.is_over() and max(p["tokens"] for p in state.players) >= 7


def test_a_function_reading_the_acting_player_in_flow_end_is_refused_at_its_call(tmp_path, capsys):
    project = copy_of(tmp_path, old=PIG_END, new='  end: "banked() >= goal"\n')
    game = project / "definitions" / "push-your-luck" / "game.yaml"
    text = game.read_text(encoding="utf-8").replace(
        "actions:\n", 'functions:\n  banked:\n    value: "points"\n\nactions:\n', 1)
    game.write_text(text, encoding="utf-8")
    result = compile_game(Project(project), "push-your-luck")
    [diag] = [d for d in result.diagnostics if d.severity == "error"]
    line, column = line_of(text, "end: ")
    assert (diag.code, diag.span.line, diag.span.column) == ("E321", line, column + len('end: "'))
    assert "'banked()' reads the player's 'points', and no player acts" in diag.message
    assert main(["--project", str(project), "check", "push-your-luck"]) == 1
    assert "Traceback" not in capsys.readouterr().err


def test_me_in_flow_end_is_refused(tmp_path):
    project = copy_of(tmp_path, old=PIG_END, new='  end: "me.points >= goal"\n')
    result = compile_game(Project(project), "push-your-luck")
    [diag] = [d for d in result.diagnostics if d.severity == "error"]
    assert diag.code == "E321" and "'me' is the acting player" in diag.help
