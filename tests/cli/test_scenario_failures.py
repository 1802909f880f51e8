"""A scenario that fails says what is wrong in the scenario's words, at its file:line (issue 24, finding 16b).

Hostile and mistaken scenario files — players or a seat the table does not have, a scoring step
the game lacks, `legal(3)`, a card a pile does not hold, an id no table has, a value past a
counter's bound, a division by zero, an action whose rules break on the state the given lines set
up — each fail with one FAIL line naming the line and the mistake (and the game's rule, where one
broke), never Python's IndexError or KeyError; the other scenarios of the run still run.
Run in process against the repository's compiled games.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from compiler.driver.build import Project
from compiler.commands.scenarios import run_scenarios

ROOT = Path(__file__).resolve().parents[2]
PYTHON_ERROR = re.compile(r"\b[A-Z][A-Za-z]*(Error|Exception)\b")
TREK = "game: trek-to-zion\nplayers: 2\nseed: 1\n"


def run(tmp_path: Path, capsys, files: dict) -> tuple[int, list[str], str]:
    """Run scenario files written from `files` (name -> text); the exit code, the FAIL lines, all the output."""
    paths = []
    for name, text in files.items():
        paths.append(tmp_path / f"{name}.yaml")
        paths[-1].write_text(text, encoding="utf-8")
    code = run_scenarios(Project(ROOT), paths)
    out = capsys.readouterr().out
    fails = [line for line in out.splitlines() if line.startswith("FAIL")]
    for line in fails:
        assert not PYTHON_ERROR.search(line), line
    return code, fails, out


def failure(tmp_path, capsys, text: str) -> str:
    """The one FAIL line of a scenario, without 'FAIL <file>'."""
    code, fails, out = run(tmp_path, capsys, {"case": text})
    assert code == 1 and len(fails) == 1, out
    prefix = f"FAIL {tmp_path / 'case.yaml'}:"
    assert fails[0].startswith(prefix), fails[0]
    return fails[0][len(prefix):]


def test_players_the_game_is_not_for_fail_that_scenario_and_the_others_run(tmp_path, capsys):
    code, fails, out = run(tmp_path, capsys, {
        "a-crowd": TREK.replace("players: 2", "players: 9") + "then:\n  - game_over() == false\n",
        "fine": TREK + "then:\n  - game_over() == false\n"})
    assert code == 1 and "1 passed, 1 failed" in out, out
    assert fails == [f"FAIL {tmp_path / 'a-crowd.yaml'}:2: Trek to Zion is for 2–5 players, not 9"]


@pytest.mark.parametrize("text,expected", [
    (TREK + "seat: 4\nthen:\n  - wagons == 45\n", "4: there is no seat 4 in a 2-player game (seats 0 to 1)"),
    (TREK + "then:\n  - players[5].wagons == 45\n",
     "5: evaluating players[5].wagons == 45 failed: there is no seat 5 in a 2-player game (seats 0 to 1)"),
    (TREK + "then:\n  - players[-1].wagons == 45\n",
     "5: evaluating players[-1].wagons == 45 failed: there is no seat -1 in a 2-player game (seats 0 to 1)"),
    (TREK + "given:\n  - players[7].wagons = 3\nthen:\n  - game_over() == false\n",
     "5: the given line 'players[7].wagons = 3' failed: there is no seat 7 in a 2-player game (seats 0 to 1)"),
    (TREK + "then:\n  - winner(9)\n", "5: evaluating winner(9) failed: there is no seat 9 in a 2-player game"),
    (TREK + "then:\n  - sees(9, players[0].hand)\n",
     "5: evaluating sees(9, players[0].hand) failed: there is no seat 9 in a 2-player game"),
    (TREK + "then:\n  - step_points(7, \"trails\") == 0\n",
     "5: evaluating step_points(7, \"trails\") == 0 failed: there is no seat 7 in a 2-player game"),
], ids=["seat-key", "then-seat", "negative-seat", "given-seat", "winner", "sees", "step-points-seat"])
def test_a_seat_the_table_does_not_have(tmp_path, capsys, text, expected):
    assert failure(tmp_path, capsys, text).startswith(expected)


@pytest.mark.parametrize("text,expected", [
    (TREK + "then:\n  - step_points(0, \"nosuch\") == 0\n",
     "5: evaluating step_points(0, \"nosuch\") == 0 failed: Trek to Zion has no scoring step 'nosuch' "
     "(its scoring steps: trails, treks, longest_trail)"),
    (TREK + "then:\n  - legal(3)\n",
     "5: evaluating legal(3) failed: legal() takes an action written as text, as the game lists it"),
    (TREK + "then:\n  - nth(players[0].hand, 99) == red\n",
     "5: evaluating nth(players[0].hand, 99) == red failed: a position past the end of a pile or list"),
    (TREK + "then:\n  - position(red, players[0].hand) == 0\n",
     "5: evaluating position(red, players[0].hand) == 0 failed: the position of 'red', which the pile or list "
     "does not hold"),
    (TREK + "then:\n  - 1 / 0 == 1\n", "5: evaluating 1 / 0 == 1 failed: a division by zero"),
], ids=["scoring-step", "legal-number", "nth", "position", "division"])
def test_an_expectation_that_cannot_be_worked_out(tmp_path, capsys, text, expected):
    assert failure(tmp_path, capsys, text).startswith(expected)


@pytest.mark.parametrize("text,expected", [
    (TREK + "given:\n  - players[0].wagons = 3\n  - add \"chicago/*anauvoo\" to players[0].claimed\n"
            "then:\n  - count(players[0].claimed) == 1\n",
     "6: the given lines set up a state the game cannot hold: players[0].claimed[0]: \"chicago/*anauvoo\" is not "
     "an id of the table 'routes'"),
    (TREK + "given:\n  - players[0].temples_left = -7\nthen:\n  - game_over() == false\n",
     "5: the given lines set up a state the game cannot hold: players[0].temples_left: -7 is below the counter's "
     "minimum 0"),
    (TREK + "given:\n  - round = -3\nthen:\n  - game_over() == false\n",
     "5: the given lines set up a state the game cannot hold: round: -3 is below the field's minimum 0"),
    ("game: trailblazers\nplayers: 2\nseed: 1\ngiven:\n  - move trail_095 from trail_deck to players[1].hand\n"
     "then:\n  - game_over() == false\n",
     "5: the given lines set up a state the game cannot hold: players[1].hand: 9 cards, more than its `max: 8` "
     "(definitions/trailblazers/game.yaml:89:44)"),
], ids=["not-an-id", "below-minimum", "negative-round", "pile-past-its-max"])
def test_given_lines_that_set_up_a_state_no_game_reaches(tmp_path, capsys, text, expected):
    assert failure(tmp_path, capsys, text).startswith(expected)


def test_a_given_place_of_a_card_the_pile_lacks(tmp_path, capsys):
    text = ("game: trailblazers\nplayers: 2\nseed: 1\ngiven:\n"
            "  - place trail_095 from box on players[0].area at \"0,-2\"\n"
            "  - place trail_095 from box on players[0].area at \"0,2\"\n"
            "then:\n  - game_over() == false\n")
    said = failure(tmp_path, capsys, text)
    assert said.startswith("6: the given line 'place trail_095 from box on players[0].area at \"0,2\"' failed: "
                           "box holds no trail_095 (it holds trail_001, "), said
    assert said.endswith(" cards in all)"), said


def story(name: str, without: str) -> str:
    """A Trail Story scenario of the repository with one of its given lines left out."""
    text = (ROOT / "definitions" / "trail-story-america" / "scenarios" / f"{name}.yaml").read_text("utf-8")
    lines = text.splitlines(keepends=True)
    kept = [line for line in lines if line.strip() != f"- {without}"]
    assert len(kept) == len(lines) - 1, without
    return "".join(kept)


def test_an_action_whose_rules_break_names_the_rule(tmp_path, capsys):
    """Without the mystery token laid on the path, travelling it takes a token the board does not hold."""
    said = failure(tmp_path, capsys, story("foggy-swamp", "move mystery_1 from story_bag to on_board"))
    assert re.fullmatch(r"\d+: the rules failed while applying 'travel [^']+': a card taken from a pile that does "
                        r"not hold it, in the rules' '\w+' \(definitions/trail-story-america/game\.yaml:\d+, round 1, "
                        r"seat 0\); did the given lines set up a state the game cannot reach\?", said), said


def test_a_given_state_the_rules_cannot_go_on_from_names_the_rule(tmp_path, capsys):
    """A hiker with no site: listing the moves looks the site up."""
    said = failure(tmp_path, capsys, story("olivia-journals", "players[0].site = r2c0a"))
    assert re.fullmatch(r"\d+: the state the given lines set up is not valid: a lookup of no value \(a field that "
                        r"holds none\), in the rules' '\w+' \(definitions/trail-story-america/game\.yaml:\d+, "
                        r"round 1, seat 0\)", said), said


KEEP = "  - keep_treks short-04,short-05\n  - keep_treks short-13,short-20\n"


def test_a_checkpoint_that_fails_stops_the_scenario_at_its_line(tmp_path, capsys):
    """A checkpoint among the actions is checked where it stands; the actions after a failed one are not played."""
    text = TREK + "when:\n  - then:\n      - count(players[0].offered) == 3\n" + KEEP + \
        "  - then:\n      - count(players[0].kept_treks) == 2\nthen:\n  - game_over() == false\n"
    assert failure(tmp_path, capsys, text) == ("6: expected count(players[0].offered) == 3, but the left side is 4 "
                                               "and the right side 3 (at a checkpoint: the actions after it were "
                                               "not played)")
    code, fails, out = run(tmp_path, capsys, {"case": text.replace("== 3", "== 4")})
    assert code == 0 and not fails, out
    code, fails, out = run(tmp_path, capsys, {"case": text.replace("== 3", "== 4").replace("== 2\n", "== 3\n")})
    assert fails == [f"FAIL {tmp_path / 'case.yaml'}:10: expected count(players[0].kept_treks) == 3, but the left "
                     "side is 2 and the right side 3"], out


def test_a_given_line_of_a_step_that_cannot_be_done_fails_at_its_line(tmp_path, capsys):
    text = TREK + "when:\n" + KEEP + "  - given:\n      - players[7].wagons = 3\nthen:\n  - game_over() == false\n"
    assert failure(tmp_path, capsys, text) == ("8: the given line 'players[7].wagons = 3' failed: there is no seat 7 "
                                               "in a 2-player game (seats 0 to 1)")
    text = TREK + "when:\n" + KEEP + "  - given:\n      - players[1].temples_left = -7\nthen:\n  - round == 1\n"
    assert failure(tmp_path, capsys, text) == ("8: the given lines set up a state the game cannot hold: "
                                               "players[1].temples_left: -7 is below the counter's minimum 0")


def test_the_turn_is_not_handed_before_the_turns_begin(tmp_path, capsys):
    """Trek's setup waits on every player's treks to keep: a given `next turn` has no turn to hand yet."""
    said = failure(tmp_path, capsys, TREK + "given:\n  - next turn players[1]\nthen:\n  - game_over() == false\n")
    assert said == ("5: the given line 'next turn players[1]' failed: the turns have not begun: the game still waits "
                    "on the decision 'keep-treks' of its setup, so no turn can be handed yet; hand it in a `- given:` step "
                    "of `when:` after the actions that end the setup"), said


@pytest.mark.parametrize("text,code", [
    ("game: trailblazers\nplayers: 2\nseed: 1\ngiven:\n  - next turn players[1]\nthen:\n  - round == 1\n", "E380"),
    (TREK + "then:\n  - players[1].game_over()\n", "E327"),
    (TREK + "then:\n  - count(3) == 1\n", "E326"),
    (TREK + "when:\n  - then: [round == 1]\n    rolls: [2]\nthen:\n  - round == 1\n", "E102"),
], ids=["hand-turn-without-turns", "seat-of-another-helper", "count-of-a-number", "checkpoint-unknown-key"])
def test_what_scenarios_still_cannot_say_is_refused_before_play(tmp_path, capsys, text, code):
    (tmp_path / "case.yaml").write_text(text, encoding="utf-8")
    assert run_scenarios(Project(ROOT), [tmp_path / "case.yaml"]) == 1
    out, err = capsys.readouterr()
    assert "FAIL" not in out and f"error[{code}]" in err, err
