"""A board that is one trail (game.yaml `trail:`) drawn as a strip (runtime/strip.py): from the seat's observation only."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from compiler.driver.build import Project
from compiler.driver.games import load_rules
from runtime.knowledge import HIDDEN
from runtime.state import GameState
from runtime.strip import trail_lines
from runtime.terminal import state_lines

ROOT = Path(__file__).resolve().parents[2]


def toy_rules(length: int, sections=None, backwards=None):
    """A trail of `length` spaces, every tenth a hut; sections of 25 spaces when asked."""
    spaces = {f"s{i}": {"id": f"s{i}", "name": f"Space {i}", "hut": i % 10 == 0,
                        "leg": (i // 25 if sections else None)} for i in range(length)}
    trail = {"spaces": "spaces", "position": "steps", "sections": "leg" if sections else None, "marks": ("hut",),
             "backwards": backwards}
    return SimpleNamespace(trail=trail, tables={"spaces": spaces})


def seen(me: int, *players) -> dict:
    return {"you": me, "players": [{"seat": seat, **fields} for seat, fields in enumerate(players)]}


def strip_rows(lines: list) -> list:
    """The lines of the strip itself (those starting with a space number), with their place in `lines`."""
    return [(k, line) for k, line in enumerate(lines) if len(line.split()) == 2 and line.split()[0].isdigit()
            and set(line.split()[1]) <= set("▲◆·│")]


def column_of(lines: list, space: int) -> tuple:
    """(index of the strip line, column) where the space numbered `space` (from 0) is drawn."""
    for k, line in strip_rows(lines):
        first = int(line.split()[0]) - 1
        body_at = len(line) - len(line.split(maxsplit=1)[1])
        body = line[body_at:]
        spaces = [x for x, ch in enumerate(body) if ch != "│"]
        if first <= space < first + len(spaces):
            return k, body_at + spaces[space - first]
    raise AssertionError(f"space {space} is not drawn")


def test_a_trail_longer_than_the_width_wraps_and_each_seat_stands_over_its_space():
    lines = trail_lines(toy_rules(200), seen(0, {"steps": 150}, {"steps": 3}), width=76)
    assert all(len(line) <= 76 for line in lines)
    assert [line.split()[0] for _k, line in strip_rows(lines)] == ["1", "73", "145"]   # 72 spaces a line
    for seat, space in ((0, 150), (1, 3)):
        k, x = column_of(lines, space)
        assert lines[k - 1][x] == str(seat)
    assert lines[-2] == "0 = you: Space 150, 150 walked, 49 to go" and lines[-1].startswith("1 = seat 1: Space 3,")
    assert "▲ hut  · other space" in lines


def test_two_seats_on_one_space_stand_one_over_the_other():
    lines = trail_lines(toy_rules(30), seen(1, {"steps": 7}, {"steps": 7}, {"steps": 8}), width=76)
    k, x = column_of(lines, 7)
    assert lines[k - 1][x] == "0" and lines[k - 2][x] == "1"
    assert lines[k - 1][x + 1] == "2" and (len(lines[k - 2]) <= x + 1 or lines[k - 2][x + 1] == " ")


def test_backwards_counts_from_the_last_space_and_says_which_way():
    rules = toy_rules(40, backwards=("way", "south"))
    lines = trail_lines(rules, seen(0, {"steps": 0, "way": "south"}, {"steps": 2, "way": "north"}), width=76)
    k, x = column_of(lines, 39)
    assert lines[k - 1][x] == "0"
    assert "0 = you: Space 39, 0 walked, 39 to go, south ←" in lines
    assert "1 = seat 1: Space 2, 2 walked, 37 to go, north →" in lines


def test_what_the_seat_may_not_see_is_not_drawn():
    rules = toy_rules(40, backwards=("way", "south"))
    lines = trail_lines(rules, seen(0, {"steps": 4, "way": "north"}, {"steps": 4, "way": HIDDEN},
                                    {"steps": HIDDEN, "way": "north"}), width=76)
    k, x = column_of(lines, 4)
    assert lines[k - 1][x] == "0" and all("1" not in line and "2" not in line for line in lines[:k] if line[:1] == " ")
    assert "1 = seat 1: not on the trail (hidden)" in lines and "2 = seat 2: not on the trail (hidden)" in lines


def test_sections_are_divided_by_a_line_and_a_space_of_no_section_divides_them_itself():
    rules = toy_rules(60, sections=True)
    lines = trail_lines(rules, seen(0, {"steps": 30}), width=76)
    body = strip_rows(lines)[0][1].split(maxsplit=1)[1]
    assert body.count("│") == 2 and body.index("│") == 25 and body[26 + 24 + 1] == "│"
    k, x = column_of(lines, 30)
    assert lines[k - 1][x] == "0"                             # past a line, the seat is still over its space
    rules.tables["spaces"]["s25"]["leg"] = None               # a shelter between two legs
    body = strip_rows(trail_lines(rules, seen(0), width=76))[0][1].split(maxsplit=1)[1]
    assert body.count("│") == 1 and body[25] != "│"
    assert "▲ hut  · other space  │ where the leg changes" in trail_lines(rules, seen(0), width=76)


# ------------------------------------------------------------------ the games that declare a trail
@pytest.fixture(scope="module")
def appalachian():
    return load_rules(Project(ROOT), "thru-the-appalachian")


def test_appalachian_hikers_stand_where_their_progress_and_route_put_them(appalachian):
    state = GameState(appalachian, 2, 1)
    while state.snapshot is not None:                          # past the secret choice of routes
        state.apply(state.legal_actions()[0])
    state.players[0]["route"], state.players[0]["progress"] = "northbound", 4
    state.players[1]["route"], state.players[1]["progress"] = "southbound", 1
    lines = state_lines(appalachian, state.observation(1))
    board = [line[2:] for line in lines[lines.index("Board") + 1:]]
    assert board[0] == "Trail: Springer Mountain Shelter to Baxter Peak, Katahdin, 77 spaces"
    assert "0 = seat 0: Blood Mountain Shelter, 4 walked, 72 to go, northbound →" in board
    assert "1 = you: Hundred-Mile Wilderness 4, 1 walked, 75 to go, southbound ←" in board
    assert "▲ shelter  ◆ stamp  · other space" in board
    k, x = column_of(board, 4)
    assert board[k][x] == "◆" and board[k - 1][x] == "0"
    k, x = column_of(board, 75)
    assert board[k - 1][x] == "1"
    assert all(len(line) <= 80 for line in lines[lines.index("Board"):])


def test_jmt_hikers_stand_on_their_section_of_the_trail_map():
    rules = load_rules(Project(ROOT), "trailblazer-jmt")
    state = GameState(rules, 2, 1)
    state.players[0]["section"], state.players[1]["section"] = 5, 10
    lines = trail_lines(rules, state.observation(0))
    assert lines[0] == "Trail: Trailhead to Section 10: Mt. Whitney, 11 spaces"
    assert lines[2] == " 1 ·····│▲▲▲▲│▲◆"                      # trailhead, green 1-4, blue 5-8, yellow 9-10
    assert lines[1][column_of(lines, 5)[1]] == "0" and lines[1][column_of(lines, 10)[1]] == "1"
    assert "▲ jmt marker  ◆ summit  · other space  │ where the region changes" in lines
    assert "0 = you: Section 5, 5 walked, 5 to go" in lines and "1 = seat 1: Section 10: Mt. Whitney, 10 walked, 0 to go" in lines


def test_a_position_may_name_the_space_itself():
    rules = toy_rules(12)
    rules.trail["position"] = "at"
    lines = trail_lines(rules, seen(0, {"at": "s11"}, {"at": None}), width=76)
    k, x = column_of(lines, 11)
    assert lines[k - 1][x] == "0"
    assert "0 = you: Space 11, 11 walked, 0 to go" in lines and "1 = seat 1: not on the trail" in lines
