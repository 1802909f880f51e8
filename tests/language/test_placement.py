"""Worker placement: a `decide` step with `who: order` (issue 15).

One pick at a time in turn order, from the first player round the table, again and again while anyone can
act; a seat that cannot act is passed over; `first player q` moves the start (no `turns: true` needed) and
`extra turn` keeps the next pick with the same seat. Tests on Camp, a probe game: three workers each, a site
that holds one worker a round.
"""
from __future__ import annotations

import random

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.playout import random_playout
from runtime.state import GameState
from tests.compiled import import_rules

CAMP = """\
id: camp
name: Camp
summary: A probe of placement in turn order.
players: {min: 2, max: 4}
globals:
  lead: {type: counter, start: 0}
  site_taken: {type: flag, reset: round}
player:
  workers: {type: counter, start: 3, min: 0}
  placed: {type: counter, start: 0}
  sites: {type: counter, start: 0}
actions:
  work:
    when: "workers > 0"
    effect: |
      workers -= 1
      placed += 1
  site:
    when: "workers > 0 and not site_taken"
    effect: |
      workers -= 1
      site_taken = true
      sites += 1
  double:
    text: Place a worker and take the next pick too.
    when: "workers > 1"
    effect: |
      workers -= 1
      placed += 1
      extra turn
flow:
  setup:
    - each_player: workers = 3
  round:
    - decide: {name: place, actions: [work, site, double], who: order, picks: 10}
    - each_player: workers = 3
    - do: |
        lead = (lead + 1) % player_count
        first player players[lead]
  end: "round >= 4"
scoring:
  - {id: placed, text: Placed, points: placed}
"""


@pytest.fixture(scope="module")
def camp(tmp_path_factory):
    root = tmp_path_factory.mktemp("camp")
    folder = root / "definitions" / "camp"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(CAMP, encoding="utf-8")
    result = compile_game(Project(root), "camp")
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, root, "camp_placement").GAME


def test_picks_go_round_the_table_one_at_a_time(camp):
    state = GameState(camp, 3, seed=1)
    seats = []
    for _ in range(9):
        seats.append(state.to_move())
        state.apply("work")
    assert seats == [0, 1, 2] * 3
    assert state.round == 2


def test_the_first_player_starts_the_next_round(camp):
    state = GameState(camp, 3, seed=1)
    for _ in range(9):
        state.apply("work")
    assert state.to_move() == 1     # `first player players[lead]` with lead 1


def test_a_seat_that_cannot_act_is_passed_over(camp):
    state = GameState(camp, 2, seed=1)
    state.apply("site")             # seat 0; the site is full for the round
    state.apply("work")             # seat 1
    state.apply("work")             # seat 0
    state.apply("work")             # seat 1
    state.players[1]["workers"] = 0
    state.refresh()
    assert state.to_move() == 0
    state.apply("work")             # seat 0, its last worker: the round ends, seat 1 leads the next
    assert state.round == 2 and state.to_move() == 1


def test_extra_turn_keeps_the_pick_with_the_seat(camp):
    state = GameState(camp, 3, seed=1)
    state.apply("double")
    assert state.to_move() == 0
    state.apply("work")
    assert state.to_move() == 1


def test_placement_games_play_to_the_end_and_save(camp):
    state = GameState(camp, 4, seed=3)
    random_playout(state, [random.Random(k) for k in range(4)])
    assert state.is_over() and state.round == 4
    again = GameState(camp, 4, seed=3)
    rng = random.Random(9)
    while not again.is_over():
        again = GameState.from_json(camp, again.to_json())
        moves = again.legal_actions()
        again.apply(moves[int(rng.random() * len(moves))])
    assert again.round == 4


def codes(tmp_path, text: str) -> set:
    folder = tmp_path / "definitions" / "camp"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return {d.code for d in compile_game(Project(tmp_path), "camp").diagnostics}


def test_first_player_needs_turns_or_a_placement_step(tmp_path):
    assert codes(tmp_path, CAMP.replace("who: order, picks: 10", "who: each")) == {"E380"}


def test_placement_in_a_game_of_turns_is_an_error(tmp_path):
    assert "E560" in codes(tmp_path, CAMP.replace("flow:\n", "flow:\n  turns: true\n"))
