"""Drafting: `pass hand to left` / `pass hand to right`, every player at once (issue 25 §6).

A small drafting game, Draft, deals each player a hand and passes the hands round the table in
the direction an option says. These tests compile it through the real pipeline and check

  * where each hand goes at 2, 3 and 4 players, left (the next seat) and right (the seat before);
  * who knows what afterwards: the receiver sees its new hand, nobody else learns it, and a card
    shown to all stays shown as it moves;
  * the sheet's sentence, and the positioned errors for a pile that is not every player's own,
    a direction that is not left or right, and a pass written in an each_player step.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from compiler.frontend.english import Ctx, English, plain_lines
from runtime.knowledge import sees
from runtime.state import GameState
from tests.compiled import import_rules

DRAFT = """\
id: draft
name: Draft
players: {min: 2, max: 4}
tables:
  cards:
    - {id: c1}
    - {id: c2}
    - {id: c3}
    - {id: c4}
    - {id: c5}
    - {id: c6}
    - {id: c7}
    - {id: c8}
    - {id: c9}
    - {id: c10}
    - {id: c11}
    - {id: c12}
options:
  direction:
    values: [left, right]
    default: left
globals:
  deck: {type: zone, of: cards, start: all}
player:
  hand: {type: zone, of: cards, visible: owner}
  kept: {type: zone, of: cards, visible: everyone}
  points: {type: counter}
actions:
  keep:
    params: {card: hand}
    effect: move card from hand to kept
flow:
  setup:
    - each_player: draw 3 from deck to hand
  round:
    - decide: {name: pick, actions: [keep], who: each, secret: true}
    - name: pass_hands
      do: |
        if direction == left { pass hand to left } else { pass hand to right }
  end: "round >= 3"
scoring:
  - {id: points, text: Points, points: points}
"""


def project(tmp_path: Path, old: str = "", new: str = "") -> tuple[Project, str]:
    """A project holding Draft, with `old` replaced by `new` (exactly once) in its game.yaml."""
    text = DRAFT
    if old:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    folder = tmp_path / "definitions" / "draft"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return Project(tmp_path), text


def compiled(tmp_path: Path, old: str = "", new: str = ""):
    proj, text = project(tmp_path, old, new)
    return compile_game(proj, "draft", emit_code=True), text


@pytest.fixture(scope="module")
def draft(tmp_path_factory):
    result, _ = compiled(tmp_path_factory.mktemp("draft"))
    assert result.ok and not result.diagnostics, render_text(result.diagnostics)
    return result


@pytest.fixture(scope="module")
def rules(draft, tmp_path_factory):
    return import_rules(draft, tmp_path_factory.mktemp("draft_rules"), "draft_passing")


def dealt(rules, players: int, direction: str) -> tuple[GameState, list]:
    """A game after the setup, before the first pass; and every seat's hand then."""
    state = GameState(rules.GAME, players, 1, options={"direction": direction})
    return state, [list(p["hand"]) for p in state.players]


def test_the_statement_compiles_to_one_call(draft):
    source = draft.files["rules.py"]
    assert "        pass_piles(state, 'hand', 1)\n" in source
    assert "        pass_piles(state, 'hand', -1)\n" in source


@pytest.mark.parametrize("players", [2, 3, 4])
def test_left_is_the_next_seat(rules, players):
    """Seat 0's hand goes to seat 1, seat 1's to seat 2 …, the last seat's to seat 0; each in its order."""
    state, before = dealt(rules, players, "left")
    assert all(len(hand) == 3 for hand in before) and len({c for h in before for c in h}) == 3 * players
    rules.round_pass_hands(state, None)
    for seat in range(players):
        assert state.players[(seat + 1) % players]["hand"] == before[seat]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_right_is_the_seat_before(rules, players):
    state, before = dealt(rules, players, "right")
    rules.round_pass_hands(state, None)
    for seat in range(players):
        assert state.players[(seat - 1) % players]["hand"] == before[seat]


def test_three_players_pass_left_in_play(rules):
    """Played through the flow: each keeps a card, then seat 1 holds what seat 0 had left, and so on."""
    state, before = dealt(rules, 3, "left")
    while state.round == 1:
        state.apply(state.legal_actions()[0])
    left = [[c for c in before[seat] if c not in state.players[seat]["kept"]] for seat in range(3)]
    assert all(len(cards) == 2 for cards in left)
    assert [p["hand"] for p in state.players] == [left[2], left[0], left[1]]


def test_the_receiver_knows_the_hand_and_nobody_else(rules):
    state, before = dealt(rules, 3, "left")
    rules.round_pass_hands(state, None)
    assert sees(state, 1, 1, "hand")           # its own hand now
    assert not sees(state, 2, 1, "hand") and not sees(state, 0, 2, "hand")
    assert state.revealed == []                # nothing was shown to anyone


def test_a_card_shown_to_all_stays_shown_as_it_moves(rules):
    state, before = dealt(rules, 3, "right")
    state.revealed.append([None, 1, "hand", before[1][0]])      # seat 1 turned a card face up
    rules.round_pass_hands(state, None)
    assert [None, 0, "hand", before[1][0]] in state.revealed
    assert [None, 1, "hand", before[1][0]] not in state.revealed


def test_the_sheet_says_pass_your_hand_to_the_player_on_your_left(draft):
    english = English(draft.model, draft.resolver)
    step = next(s for s in draft.model.round if s.name == "pass_hands")
    assert plain_lines(english.effect(step.body, Ctx(player=False))).splitlines() == [
        "If the direction option is left, pass your hand to the player on your left; everyone passes at the same time.",
        "Otherwise, pass your hand to the player on your right; everyone passes at the same time.",
    ]


def position(text: str, needle: str, skip: int = 0) -> tuple[int, int]:
    at = text.index(needle) + skip
    return text[:at].count("\n") + 1, at - text.rfind("\n", 0, at)


@pytest.mark.parametrize("new,code,at,message,help", [
    ("pass deck to left", "E392", "deck", "'deck' is shared by all players", None),
    ("pass hnd to left", "E392", "hnd", "unknown pile 'hnd'", "did you mean 'hand'?"),
    ("pass points to left", "E392", "points", "'points' is a counter, not a pile of cards",
     "the players' piles: hand, kept"),
    ("pass hand to lft", "E393", "lft", "not 'lft'", "did you mean 'left'?"),
    ("pass hand to across", "E393", "across", "not 'across'", "left is the next seat, right the seat before"),
])
def test_misuse_is_a_positioned_error(tmp_path, new, code, at, message, help):
    result, text = compiled(tmp_path, "{ pass hand to left }", "{ " + new + " }")
    found = [d for d in result.diagnostics if d.severity == "error"]
    assert [d.code for d in found] == [code], render_text(result.diagnostics)
    assert (found[0].span.line, found[0].span.column) == position(text, new, new.rindex(at))
    assert message in found[0].message
    if help is not None:
        assert found[0].help == help


def test_a_pass_in_an_each_player_step_is_an_error(tmp_path):
    """Done once for every player, the hands would go round as many times as there are players."""
    result, text = compiled(tmp_path, "    - name: pass_hands\n      do: |\n",
                            "    - name: pass_hands\n      each_player: |\n")
    found = [d for d in result.diagnostics if d.severity == "error"]
    assert [d.code for d in found] == ["E394", "E394"], render_text(result.diagnostics)     # each branch's
    assert (found[0].span.line, found[0].span.column) == position(text, "pass hand to left")
    assert (found[1].span.line, found[1].span.column) == position(text, "pass hand to right")
    assert found[0].help == "write it in a do step"


def test_another_players_pile_is_a_syntax_error(tmp_path):
    result, text = compiled(tmp_path, "{ pass hand to left }", "{ pass players[0].hand to left }")
    found = [d for d in result.diagnostics if d.severity == "error"]
    assert [d.code for d in found] == ["E201"], render_text(result.diagnostics)
