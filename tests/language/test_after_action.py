"""`flow.after_action`: an effect done for every player after every action is resolved (issue 25).

What a rulebook says happens "immediately" when something becomes true (JMT's during-journey missions: "When
completing any of the goals ... immediately score the Trail Points shown") cannot wait for a later step: the
goal may no longer hold by then. Tests on Goal, a probe game: 4 coins reached once scores 5.
"""
from __future__ import annotations

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.agents import SeatView, make_agents
from runtime.fastplay import fast_playout
from runtime.playout import random_playout
from runtime.simulate import play_game
from runtime.state import GameState
from tests.compiled import import_rules

GOAL = """\
id: goal
name: Goal
summary: A probe of what happens after every action.
players: {min: 2, max: 3}
player:
  coins: {type: counter, start: 0, min: 0}
  reached: {type: flag}
  points: {type: counter, start: 0}
actions:
  earn:
    effect: gain 2 coins
  spend:
    when: "coins >= 3"
    effect: lose 3 coins
  gift:
    text: Give the next player 4 coins.
    effect: "players[(me.seat + 1) % player_count].coins += 4"
  gamble:
    effect: |
      choose n in [1, 5]
      gain n coins
flow:
  setup: []
  round:
    - decide: {name: act, actions: [earn, spend, gift, gamble], who: each}
  end: "round >= 6"
  after_action: |
    if not reached and coins >= 4 {
      reached = true
      score 5
    }
scoring:
  - {id: points, text: Points, points: points}
"""


def compile_probe(root, text):
    folder = root / "definitions" / "goal"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    return compile_game(Project(root), "goal")


@pytest.fixture(scope="module")
def goal(tmp_path_factory):
    root = tmp_path_factory.mktemp("goal")
    result = compile_probe(root, GOAL)
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, root, "goal_after_action").GAME


def test_a_goal_scores_the_moment_an_action_reaches_it(goal):
    state = GameState(goal, 2, seed=1)
    state.apply("earn")
    state.apply("earn")
    assert [p["points"] for p in state.players] == [0, 0]
    state.apply("earn")                      # seat 0 has 4 coins: scored at once, seat 1 yet to act this round
    assert state.players[0]["points"] == 5 and state.to_move() == 1
    for move in ("earn", "spend", "earn", "earn", "earn", "earn"):
        state.apply(move)                    # the goal fails (1 coin) and holds again (5): its points stay, once
    assert state.players[0]["points"] == 5 and state.players[0]["coins"] == 5


def test_every_player_is_looked_at_not_only_the_one_who_acted(goal):
    state = GameState(goal, 2, seed=1)
    state.apply("gift")
    assert state.players[1]["points"] == 5 and state.players[0]["points"] == 0


def test_an_action_that_asks_is_resolved_when_its_choice_is_answered(goal):
    state = GameState(goal, 2, seed=1)
    state.apply("gamble")
    assert state.pending is not None and state.players[0]["points"] == 0
    state.apply(state.legal_actions()[-1])   # 5 coins
    assert state.players[0]["points"] == 5


def test_the_playouts_do_the_same_as_the_agents_path(goal):
    """Both fast paths of `cairn simulate`, the random playout and the game's compiled one (fast.py), as
    GameState.apply: the same games, the same points."""
    assert fast_playout(goal) is not None
    for seed in range(5):
        slow = GameState(goal, 3, seed)
        agents = make_agents("random", 3, seed, goal, slow.options)
        while not slow.is_over():
            moves = slow.legal_actions()
            slow.apply(agents[moves[0].seat].choose(SeatView(slow, moves[0].seat), moves), check=False)
        fast = GameState(goal, 3, seed)
        random_playout(fast, [agent.rng for agent in make_agents("random", 3, seed, goal, fast.options)])
        compiled = play_game(goal, 3, seed, None)
        for state in (fast, compiled):
            assert [p["points"] for p in state.players] == [p["points"] for p in slow.players]
        assert all(p["points"] == (5 if p["reached"] else 0) for p in slow.players)
        assert any(p["reached"] for p in slow.players)


def test_a_choice_after_every_action_is_refused(tmp_path):
    text = GOAL.replace("    if not reached and coins >= 4 {", "    choose n in [1, 2]\n    if not reached and coins >= 4 {")
    result = compile_probe(tmp_path, text)
    assert not result.ok
    assert any(d.code == "E402" and "after_action" in d.message for d in result.diagnostics), \
        render_text(result.diagnostics)
