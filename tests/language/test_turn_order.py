"""Turn order and matches of hands (issue 11 §1).

  * `next turn q`, `extra turn` and `first player q` in effects: who plays next, and who starts the
    rounds; a round is the turns from its lead seat round the table (tests on Relay, a probe game);
  * a `do` step of a round in a game played in turns acts as the turn player (bare player fields);
  * `flow.hand`: a match of hands, each with its setup, reset, end and scoring, until the match's
    `end` (tests on High Card, tests/language/fixtures_root/definitions/high-card).
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.state import GameState
from tests.compiled import import_rules

ROOT = Path(__file__).parent / "fixtures_root"

RELAY = """\
id: relay
name: Relay
summary: A probe of turn order.
players: {min: 3, max: 3}
tables:
  seats:
    - {id: north}
player:
  moves: {type: counter, start: 0}
  turns_begun: {type: counter, start: 0}
actions:
  go:
    effect: moves += 1
  pass_to:
    params: {seat_no: "0..2"}
    effect: next turn players[seat_no]
  again:
    effect: extra turn
  lead_from:
    params: {seat_no: "0..2"}
    effect: first player players[seat_no]
flow:
  turns: true
  setup:
    - each_player: moves = 0
  round:
    - do: turns_begun += 1
    - decide: {name: turn, actions: [go, pass_to, again, lead_from], who: turn}
  end: "round >= 9"
scoring:
  - {id: moves, text: Moves, points: moves}
"""

_modules: dict = {}


def write_game(tmp_path: Path, game: str, text: str) -> Project:
    folder = tmp_path / "definitions" / game
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return Project(tmp_path)


def changed(old: str, new: str, text: str = RELAY) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def load(result, root: Path, package: str):
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, root, package)


@pytest.fixture(scope="module")
def relay(tmp_path_factory):
    root = tmp_path_factory.mktemp("relay")
    result = compile_game(write_game(root, "relay", RELAY), "relay", emit_code=True)
    return load(result, root / "out", "cairn_turn_order_relay"), result


@pytest.fixture(scope="module")
def high_card(tmp_path_factory):
    result = compile_game(Project(ROOT), "high-card", emit_code=True)
    return load(result, tmp_path_factory.mktemp("high_card"), "cairn_turn_order_high_card"), result


def errors(result) -> list:
    return [d for d in result.diagnostics if d.severity == "error"]


def at(text: str, needle: str) -> tuple[int, int]:
    i = text.index(needle)
    return text[:i].count("\n") + 1, i - text.rfind("\n", 0, i)


# ------------------------------------------------------------------ next turn, extra turn, first player
def play(state, moves) -> list:
    """Apply the moves; after each, (round, whose turn)."""
    out = []
    for move in moves:
        state.apply(move)
        out.append((state.round, state.turn))
    return out


def test_turns_pass_in_seat_order_and_a_round_is_one_turn_each(relay):
    module, _ = relay
    state = GameState(module.GAME, 3, seed=1)
    assert (state.round, state.turn) == (1, 0)
    assert play(state, ["go", "go", "go", "go"]) == [(1, 1), (1, 2), (2, 0), (2, 1)]


def test_next_turn_gives_the_turn_and_a_round_ends_at_its_lead_seat(relay):
    module, _ = relay
    state = GameState(module.GAME, 3, seed=1)
    # seat 0 gives the turn to seat 2 (seat 1 is passed over, same round); seat 2 to seat 1:
    # on the way it reaches seat 0, who led the round, so round 2 begins — without a turn for seat 0
    assert play(state, ["pass_to 2", "pass_to 1"]) == [(1, 2), (2, 1)]
    # giving the turn to the seat that leads the round ends the round too
    assert play(state, ["pass_to 0"]) == [(3, 0)]
    assert [p["turns_begun"] for p in state.players] == [2, 1, 1]   # seat 0 in rounds 1 and 3


def test_extra_turn_keeps_the_player_and_the_round(relay):
    module, _ = relay
    state = GameState(module.GAME, 3, seed=1)
    assert play(state, ["go", "again", "again", "go", "go"]) == [(1, 1), (1, 1), (1, 1), (1, 2), (2, 0)]
    assert [p["turns_begun"] for p in state.players] == [2, 3, 1]
    assert [p["moves"] for p in state.players] == [1, 1, 1]


def test_first_player_starts_every_round_from_the_next_one(relay):
    module, _ = relay
    state = GameState(module.GAME, 3, seed=1)
    # seat 0 names seat 2 first player: round 1 is played out (seats 1 and 2), then round 2 starts
    # with seat 2 — who takes the last turn of round 1 and the first of round 2 — and ends before seat 2
    assert play(state, ["lead_from 2", "go", "go"]) == [(1, 1), (1, 2), (2, 2)]
    assert play(state, ["go", "go", "go"]) == [(2, 0), (2, 1), (3, 2)]
    assert (state.first_player, state.lead) == (2, 2)


def test_turn_order_survives_a_save_and_a_clone(relay):
    module, _ = relay
    state = GameState(module.GAME, 3, seed=1)
    play(state, ["lead_from 1", "pass_to 0"])          # seat 1 gives the turn back to seat 0: round 2
    assert (state.round, state.turn, state.lead) == (2, 0, 1)
    loaded = GameState.from_json(module.GAME, state.to_json())
    copy = state.clone()
    for other in (loaded, copy):
        assert (other.round, other.turn, other.lead, other.first_player) == (2, 0, 1, 1)
        assert play(other, ["go", "go"]) == [(3, 1), (3, 2)]   # round 2 ends before seat 1, who leads round 3


def test_the_sheet_says_who_plays_next(relay):
    _, result = relay
    sheet = result.files["sheets/reference.md"]
    assert "### Pass to\n\n- Choose the seat no from 0 to 2.\n- The seat no player takes the next turn.\n" in sheet
    assert "### Again\n\n- Take another turn after this one.\n" in sheet
    assert "- From the next round on, the seat no player starts each round.\n" in sheet


@pytest.mark.parametrize("old, new, code, needle", [
    ("next turn players[seat_no]", "next turn seat_no", "E320", "seat_no\n  again"),
    ("first player players[seat_no]", "first player moves", "E320", "moves\nflow"),
])
def test_turn_order_needs_a_player(tmp_path, old, new, code, needle):
    text = changed(old, new)
    result = compile_game(write_game(tmp_path, "relay", text), "relay", emit_code=False)
    [diag] = errors(result)
    assert diag.code == code
    assert "needs a player" in diag.message
    line, column = at(text, needle)
    assert (diag.span.line, diag.span.column) == (line, column)
    assert "Traceback" not in render_text(result.diagnostics)


def test_turn_order_needs_a_game_played_in_turns(tmp_path):
    text = changed("  turns: true\n", "")
    text = changed("    - do: turns_begun += 1\n", "", text)
    result = compile_game(write_game(tmp_path, "relay", text), "relay", emit_code=False)
    found = errors(result)
    assert [d.code for d in found] == ["E380", "E380", "E380"]
    assert found[0].message == "'next turn' needs a game played in turns"
    assert "turns: true" in found[0].help
    assert (found[1].span.line, found[1].span.column) == (at(text, "extra turn")[0], at(text, "extra turn")[1])


def test_next_turn_and_extra_are_still_names_elsewhere(tmp_path):
    """The words are one terminal each: a field called `next` or `first` still reads and assigns."""
    text = changed("  turns_begun: {type: counter, start: 0}\n",
                   "  turns_begun: {type: counter, start: 0}\n  next: {type: counter, start: 0}\n"
                   "  first: {type: counter, start: 0}\n")
    text = changed("    effect: moves += 1\n", "    effect: |\n      next = next + 1\n      first += next\n", text)
    result = compile_game(write_game(tmp_path, "relay", text), "relay", emit_code=False)
    assert not errors(result), render_text(result.diagnostics)


# ------------------------------------------------------------------ do steps act as the turn player
def test_a_do_step_of_a_turn_based_round_acts_as_the_turn_player(relay):
    module, _ = relay
    state = GameState(module.GAME, 3, seed=1)
    play(state, ["go", "go"])
    # `do: turns_begun += 1` ran for seat 0, 1 and 2, each at the start of their own turn
    assert [p["turns_begun"] for p in state.players] == [1, 1, 1]


@pytest.mark.parametrize("old, new, where", [
    ("    - each_player: moves = 0\n", "    - do: moves = 0\n",
     "setup step 'setup_1' (done once for the whole game; each_player does it for every player)"),
])
def test_a_setup_do_step_has_no_player(tmp_path, old, new, where):
    text = changed(old, new)
    result = compile_game(write_game(tmp_path, "relay", text), "relay", emit_code=False)
    [diag] = errors(result)
    assert diag.code == "E321"
    assert diag.help == f"'moves' belongs to a player, and no player acts in {where}"
    assert (diag.span.line, diag.span.column) == at(text, "moves = 0")


def test_a_do_step_of_a_game_without_turns_has_no_player(tmp_path):
    text = changed("  turns: true\n", "")
    text = changed("    effect: next turn players[seat_no]\n", "    effect: moves += seat_no\n", text)
    text = changed("    effect: extra turn\n", "    effect: moves += 2\n", text)
    text = changed("    effect: first player players[seat_no]\n", "    effect: moves += 3\n", text)
    result = compile_game(write_game(tmp_path, "relay", text), "relay", emit_code=False)
    [diag] = errors(result)
    assert diag.code == "E321"
    assert diag.help == ("'turns_begun' belongs to a player, and no player acts in step 'round_1' (without "
                         "'turns: true' a do step is done once for the whole round; each_player does it for every "
                         "player)")


# ------------------------------------------------------------------ matches of hands: High Card
def deal(state, *hands):
    """Force the cards of the hand just dealt (the rulebook's 'forced deck order' of a scripted hand)."""
    for p, cards in zip(state.players, hands):
        p["hand"] = list(cards)
    state.refresh()


def test_a_scripted_hand_the_trick_winners_lead_and_the_hand_winner_starts_the_next(high_card):
    module, _ = high_card
    state = GameState(module.GAME, 2, seed=7)
    assert (state.hand, state.round, state.turn) == (1, 1, 0)
    deal(state, ["nine", "two", "three"], ["eight", "seven", "one"])
    # trick 1: 2 against 7, seat 1 wins and leads trick 2
    play(state, ["play two", "play seven"])
    assert ([p["tricks"] for p in state.players], state.round, state.turn) == ([0, 1], 2, 1)
    assert state.g["led"] is None and state.g["discards"] == ["two", "seven"]
    # trick 2: 1 against 9, seat 0 wins and leads trick 3: 3 against 8, seat 1 wins
    play(state, ["play one"])
    assert state.g["led"] == "one"                      # the `lead` step: the turn player's card
    play(state, ["play nine", "play three", "play eight"])
    # the hand is over: a token per trick; seat 1 (2 tricks) starts hand 2, freshly dealt
    assert [p["tokens"] for p in state.players] == [1, 2]
    assert (state.hand, state.round, state.turn, state.first_player) == (2, 4, 1, 1)
    assert [p["tricks"] for p in state.players] == [0, 0]
    assert [len(p["hand"]) for p in state.players] == [3, 3]
    assert len(state.g["deck"]) == 3 and state.g["discards"] == []


def test_the_match_ends_after_the_hand_in_which_a_player_reaches_7_tokens(high_card):
    module, _ = high_card
    state = GameState(module.GAME, 2, seed=7)
    deal(state, ["nine", "two", "three"], ["eight", "seven", "one"])
    play(state, ["play two", "play seven", "play one", "play nine", "play three", "play eight"])
    for tokens in ([1, 5], [1, 8]):                     # seat 1 takes every trick of hands 2 and 3
        deal(state, ["one", "two", "three"], ["seven", "eight", "nine"])
        assert state.turn == 1
        play(state, ["play seven", "play one", "play eight", "play two", "play nine", "play three"])
        assert [p["tokens"] for p in state.players] == tokens
        assert state.is_over() == (tokens[1] >= 7)
    assert (state.ended_by, state.hand, state.round) == ("end condition", 3, 9)
    assert state.scores() == [1, 8] and state.winners() == [1]


def random_game(module, players: int, seed: int):
    state = GameState(module.GAME, players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_100_random_matches_end_at_7_tokens_and_repeat_from_their_seed(high_card, players):
    module, _ = high_card
    for seed in range(50):
        state = random_game(module, players, seed)
        tokens = [p["tokens"] for p in state.players]
        assert state.ended_by == "end condition"
        assert max(tokens) >= 7 and max(tokens) - 3 < 7       # the hand before the last left everyone under 7
        assert sum(tokens) == 3 * state.hand                   # three tricks a hand, a token each
        assert state.round == 3 * state.hand                   # a trick is a round
        again = random_game(module, players, seed)
        assert again.to_json() == state.to_json()


def test_a_save_midway_reproduces_the_match(high_card):
    module, _ = high_card
    state = GameState(module.GAME, 3, seed=11)
    rng = random.Random(5)
    for _ in range(13):                                        # into the second hand
        state.apply(rng.choice(state.legal_actions()))
    assert state.hand == 2
    loaded = GameState.from_json(module.GAME, state.to_json())
    assert (loaded.hand, loaded.first_player, loaded.lead, loaded.turn) == \
        (state.hand, state.first_player, state.lead, state.turn)
    while not state.is_over():
        move = rng.choice(state.legal_actions())
        state.apply(move)
        loaded.apply(str(move))
    assert loaded.to_json() == state.to_json()


def test_the_sheet_shows_the_hand_and_the_match(high_card):
    _, result = high_card
    sheet = result.files["sheets/reference.md"]
    assert "- The game is a match of hands. Each hand:\n" \
           "  - The deck, the discards, your hand and your tricks go back to their start.\n" \
           "  - At the start of the hand:\n" \
           "    - Shuffle the deck.\n" in sheet
    assert "  - The hand ends after the turn in which every player's hand is empty.\n" in sheet
    assert "From the next round on, the player starts each round." in sheet
    assert "- The match ends after the hand at whose end some player's tokens are at least 7." in sheet
    assert "If the led is none, set the led to your played." in sheet


def test_a_reset_names_fields(tmp_path):
    shutil.copytree(ROOT / "definitions" / "high-card", tmp_path / "definitions" / "high-card")
    path = tmp_path / "definitions" / "high-card" / "game.yaml"
    text = changed("reset: [deck, discards, hand, tricks]", "reset: [deck, discards, hand, trick]",
                   path.read_text(encoding="utf-8"))
    path.write_text(text, encoding="utf-8")
    result = compile_game(Project(tmp_path), "high-card", emit_code=False)
    [diag] = errors(result)
    assert (diag.code, diag.message, diag.help) == ("E381", "unknown field 'trick' in the hand's reset",
                                                    "did you mean 'tricks'?")
    line, column = at(text, "trick]")
    assert (diag.span.line, diag.span.column) == (line, column)
