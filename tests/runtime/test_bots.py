"""Bots a designer can trust and steer: the information-set MCTS agent and strategies written as data.

Pig (tests/language/fixtures_root/definitions/push-your-luck) carries two strategies, `hold_at_20`
and `reckless`; each game of definitions/ carries one. Budgets are tiny and games few: these tests
check the orderings that are robust at that size, and the win-rate table of the closing note is
measured with `cairn simulate`.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from compiler.frontend.diagnostics import render_text
from runtime.agents import SeatView, agent_kinds, make_agents
from runtime.knowledge import determinize
from runtime.mcts import IsmctsAgent, parse_budget, parse_setting
from runtime.rules import RuleError
from runtime.simulate import play_game, run
from runtime.state import GameState
from runtime.strategy import StrategyAgent
from tests.compiled import import_rules

ROOT = Path(__file__).parents[1] / "language" / "fixtures_root"


@pytest.fixture(scope="module")
def pig(tmp_path_factory):
    result = compile_game(Project(ROOT), "push-your-luck", emit_code=True)
    assert result.ok, render_text(result.diagnostics)
    return import_rules(result, tmp_path_factory.mktemp("bots"), "pig_bots").GAME


def wins(rules, agents: str, games: int, seed: int = 1) -> list:
    return run(rules, games, 2, seed, agents).wins


# ------------------------------------------------------------------ strategies as data
def test_strategies_are_compiled_into_the_rules(pig):
    assert set(pig.strategies) == {"hold_at_20", "reckless"}
    hold = pig.strategies["hold_at_20"]
    assert hold.authored and hold.text.startswith("The textbook Pig player")
    assert [takes for takes, _when in hold.prefer] == [("stop_rolling",), ("roll_again",)]


def test_strategies_are_agents_by_name(pig):
    agents = make_agents("hold_at_20,reckless", 2, 1, pig)
    assert [type(a) for a in agents] == [StrategyAgent, StrategyAgent]
    assert [a.name for a in agents] == ["hold_at_20", "reckless"]
    assert {"random", "greedy", "ismcts", "hold_at_20", "reckless"} <= set(agent_kinds(pig))
    with pytest.raises(RuleError, match="agents are: random, greedy, ismcts, hold_at_20, reckless"):
        make_agents("hold_at_21", 2, 1, pig)


def test_a_games_random_seats_draw_from_one_stream_and_thinking_seats_from_their_own():
    """One stream seeded per game for every random seat (`{seed}:agents`), drawn in the order the game asks; a greedy
    seat keeps its own (`{seed}:agent:{seat}`), and the dice the game's (GameState: `random.Random(seed)`)."""
    first, greedy, third = make_agents("random,greedy,random", 3, 7)
    assert first.rng is third.rng and greedy.rng is not first.rng
    expected = random.Random("7:agents")
    assert [first.rng.random(), third.rng.random()] == [expected.random(), expected.random()]
    assert greedy.rng.random() == random.Random("7:agent:1").random()


def test_hold_at_20_banks_exactly_when_its_rule_says(pig):
    """At every decision of a few games, the strategy's first rule that holds decides."""
    agent = make_agents("hold_at_20", 1, 3, pig)[0]
    for seed in range(5):
        state = GameState(pig, 2, seed)
        while not state.is_over():
            moves = state.legal_actions()
            seat = moves[0].seat
            move = agent.choose(SeatView(state, seat), moves) if seat == 0 else moves[0]
            if seat == 0 and len(moves) > 1:
                p = state.players[0]
                banks = p["turn_total"] >= 20 or p["points"] + p["turn_total"] >= 30
                assert move.name == ("stop_rolling" if banks else "roll_again"), (p, move)
            state.apply(move)


def test_hold_at_20_beats_random(pig):
    hold, rand = wins(pig, "hold_at_20,random", 200)
    assert hold > 2 * rand


@pytest.mark.parametrize("game, strategy", [("thru-the-appalachian", "steady_hiker"),
                                            ("trek-to-zion", "trail_builder")])
def test_every_game_has_a_strategy_that_plays_to_the_end(game, strategy):
    from compiler.driver.games import load_rules
    rules = load_rules(Project(Path(__file__).parents[2]), game)
    assert rules.strategies[strategy].authored
    state = play_game(rules, 2, 5, f"{strategy},random")
    assert state.is_over() and len(state.scores()) == 2


# ------------------------------------------------------------------ greedy: one move ahead, and what it cannot see
def test_greedy_beats_random_at_pig_from_either_seat(pig):
    """Banking at once always looks best one move ahead; the turn total as victory progress, weighed over
    a few rolls, makes greedy press on while the total is small: it wins about seven games in ten."""
    first = wins(pig, "greedy,random", 50)
    second = wins(pig, "random,greedy", 50)
    greedy, rand = first[0] + second[1], first[1] + second[0]
    assert greedy > 1.5 * rand, (first, second)


def test_a_hiker_out_of_the_game_is_worth_less_than_any_score():
    from compiler.driver.games import load_rules
    from runtime.lookahead import OUT_OF_THE_GAME, Reserve, look_ahead_worth
    rules = load_rules(Project(Path(__file__).parents[2]), "thru-the-appalachian")
    state = GameState(rules, 2, 3)
    while state.round < 2:
        state.apply(state.legal_actions()[0])
    p = state.players[0]
    reserve = Reserve(state, 0)
    # running dry crosses an exhaustion space: 2 points at first (5 -> 3), and the game on the last one
    assert {field: cost for field, _low, _high, cost in reserve.costs} == {"energy": 2, "water": 2}
    p["exhaustion"] = 6
    now = look_ahead_worth(state, p)
    p["exhaustion"] = 7
    out = -abs(look_ahead_worth(state, p)) - 1
    p["exhaustion"] = 6
    assert {cost for *_rest, cost in Reserve(state, 0).costs} == {now - out} and now - out > 0
    p["energy"] = 1
    assert Reserve(state, 0)(state) < reserve(state) <= 0
    p["eliminated"] = True
    assert look_ahead_worth(state, p) < -OUT_OF_THE_GAME / 2


# ------------------------------------------------------------------ information-set MCTS
def test_ismcts_budget_is_playouts_or_seconds():
    assert parse_budget(None) == (100, None)
    assert parse_setting(None) == (100, None, 6) and parse_setting("50:full") == (50, None, None)
    assert parse_budget("50") == (50, None)
    assert parse_budget("0.5s") == (None, 0.5)
    for bad in ("0", "-3", "fast", "0s", "nans", "infs"):
        with pytest.raises(RuleError, match="the budget is a number of playouts"):
            parse_budget(bad)
    assert parse_setting("100:8") == (100, None, 8)
    with pytest.raises(RuleError, match="depth"):
        parse_setting("100:deep")
    assert make_agents("ismcts:25", 1, 1)[0].name == "ismcts:25"
    assert make_agents("ismcts:25:4", 1, 1)[0].depth == 4
    with pytest.raises(RuleError, match="takes no setting"):
        make_agents("greedy:25", 1, 1)


def test_ismcts_with_a_playout_budget_is_deterministic(pig):
    one = play_game(pig, 2, 4, "ismcts:20,random")
    two = play_game(pig, 2, 4, "ismcts:20,random")
    assert [str(m) for m in one.history] == [str(m) for m in two.history]


def test_ismcts_beats_random_at_pig(pig):
    mcts, rand = wins(pig, "ismcts:30,random", 24)
    assert mcts > rand


def test_ismcts_with_playouts_to_the_end_plays_to_the_end(pig):
    state = play_game(pig, 2, 2, "ismcts:10:full,random")
    assert state.is_over()


def test_ismcts_decides_on_what_its_seat_sees_only():
    """Two games that differ only in the other player's hidden hand: the same seed chooses the same move."""
    from compiler.driver.games import load_rules
    rules = load_rules(Project(Path(__file__).parents[2]), "trek-to-zion")
    state = GameState(rules, 2, 11)
    while state.round < 3 or state.legal_actions()[0].seat != 0:
        state.apply(state.legal_actions()[0])
    other = determinize(state, 0, random.Random(5))      # seat 1's hand and the decks dealt anew
    assert other.observation(0) == state.observation(0)
    assert (other.players[1]["hand"], other.g["provision_deck"]) != (state.players[1]["hand"], state.g["provision_deck"])
    moves = state.legal_actions()
    first = IsmctsAgent("seed", "8").choose(SeatView(state, 0), moves)
    second = IsmctsAgent("seed", "8").choose(SeatView(other, 0), other.legal_actions())
    assert str(first) == str(second)


# ------------------------------------------------------------------ the search's speed, and what it is searched from
@pytest.fixture(scope="module")
def trailblazers_placing():
    """A Trailblazers game at seat 0's third placement: a few hundred moves, and hundreds again after it."""
    from compiler.driver.games import load_rules
    rules = load_rules(Project(Path(__file__).parents[2]), "trailblazers")
    state = GameState(rules, 2, 4)
    rng = random.Random(4)
    while sum(1 for m in state.history if m.seat == 0 and m.name == "place_trail") < 2 \
            or state.legal_actions()[0].seat != 0 or len(state.legal_actions()) <= 64:
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    return state


def test_a_copy_keeps_its_decisions_moves_and_a_new_world_lists_its_own(trailblazers_placing):
    state = trailblazers_placing
    moves = state.legal_actions()
    copy = state.clone()
    assert copy.legal_actions() is moves            # not listed again: a tableau offers hundreds
    copy.apply(moves[0], check=False)
    assert state.legal_actions() is moves and copy.legal_actions() is not moves
    state.refresh()                                  # changed from outside the rules: listed anew, then kept
    again = state.legal_actions()
    assert again is not moves and again == moves and state.legal_actions() is again
    world = determinize(state, 0, random.Random(2))  # another world: its own moves, never the game's list
    assert world.legal_actions() is not again and world.legal_actions() is world.legal_actions()


def test_ismcts_grows_no_tree_where_a_decision_offers_hundreds(trailblazers_placing):
    from runtime.lookahead import MOST_WEIGHED
    from runtime.mcts import Node, offered
    state = trailblazers_placing
    agent = IsmctsAgent("seed", "40")
    moves = state.legal_actions()
    assert len(moves) > MOST_WEIGHED
    agent.choose(SeatView(state, 0), moves)           # the shortlist of this decision
    root, world = Node(None), determinize(state, 0, random.Random(3))
    after = world.clone()
    after.apply(moves[0], check=False)
    assert offered(after) == len(after.legal_actions()) > MOST_WEIGHED   # the next decision: hundreds again
    at_root = agent.searched_at_root(world)
    assert len(at_root) <= 8 and all(m in moves for m in at_root)
    for _ in range(40):
        agent.iterate(root, world.clone(), at_root)
    assert 1 < len(root.children) <= len(at_root)
    assert sum(child.visits for child in root.children.values()) == 40
    assert all(not child.children for child in root.children.values())


def test_the_shortlist_holds_greedys_best_of_all_the_moves_up_to_its_draw(trailblazers_placing):
    from runtime.lookahead import MOST_WEIGHED, greedy_worth, weighed
    from runtime.mcts import SHORTLIST_DRAWN, shortlist
    state = trailblazers_placing
    moves = state.legal_actions()[:SHORTLIST_DRAWN]    # all weighed: none left out by the draw
    assert len(moves) > MOST_WEIGHED
    view = SeatView(state, 0)
    for seed in range(3):
        chosen = shortlist(view, moves, random.Random(seed))
        world = view.sample(random.Random(seed))      # the world the shortlist weighed the moves in
        worth = dict((move, value) for value, move in weighed(world, moves, greedy_worth(world, 0)))
        assert max(worth[m] for m in chosen) == max(worth.values())
        assert sorted((worth[m] for m in chosen), reverse=True) == sorted(worth.values(), reverse=True)[:len(chosen)]
