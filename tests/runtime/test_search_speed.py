"""The search's fast paths choose as the plain ones did, and the bench's overhead figures are figures.

ISMCTS plays the moves past its tree through the random playout (runtime/playout.py, `moves=`) instead of
applying `Move`s one by one; a copy of a game shares its random stream until one of them draws; a look-ahead
counts the next decision's moves instead of listing them, and judges a move again over other dice from the
copy it kept before the roll. None may change a choice: the moves below are what greedy and ISMCTS chose
before any of them existed.
"""
from __future__ import annotations

import importlib
import json
import random
from collections import Counter

import pytest

from compiler.commands.bench_search import game_overheads, overhead_figures
from compiler.commands.bench_targets import target_rows
from runtime.agents import GreedyAgent, RandomAgent, SeatView
from runtime.lowered import LoweredWorld
from runtime.lookahead import CHANCE_SAMPLES, ChanceSamples, looking_ahead, playable_in, worth_by_chance
from runtime.mcts import IsmctsAgent, margins, random_move, rewards
from runtime.offered import Counted
from runtime.state import GameState

PACKAGES = ["thru_the_appalachian", "trek_to_zion", "trail_story_america", "trailblazer_jmt", "trailblazers"]


def rules_of(package: str):
    return importlib.import_module(f"generated.{package}").GAME


def choices(package: str, every: int, make) -> list:
    """What the agent `make(i)` chooses at every `every`-th decision of a random game (4 of them)."""
    state, agent, out, i = GameState(rules_of(package), 2, 3), RandomAgent("positions"), [], 0
    while not state.is_over() and len(out) < 4:
        moves = state.legal_actions()
        if len(moves) > 1:
            if i % every == 0:
                out.append(str(make(i).choose(SeatView(state, moves[0].seat), moves)))
            i += 1
        state.apply(agent.choose(None, moves), check=False)
    return out


def test_greedy_and_ismcts_choose_as_before():
    assert choices("thru_the_appalachian", 5, lambda i: GreedyAgent(f"g{i}")) == \
        ["choose_route northbound", "move orange_1", "move orange_2", "rest green"]
    assert choices("thru_the_appalachian", 9, lambda i: IsmctsAgent(f"i{i}", "20")) == \
        ["choose_route southbound", "journal green", "exert journal black", "move orange_1"]
    assert choices("trek_to_zion", 5, lambda i: GreedyAgent(f"g{i}")) == \
        ["keep_treks short-15,short-17", "second brown", "claim echo-canyon/salt-lake-city:2 with brown",
         "claim nauvoo/carthage with purple"]
    # (its last choice, among treks it drew, is made on worlds that hold the treks drawn where they were drawn from:
    # before, each world drew others, its replay failed, and the world fell back to the game's own draw)
    assert choices("trek_to_zion", 9, lambda i: IsmctsAgent(f"i{i}", "20")) == \
        ["keep_treks short-15,short-17", "claim independence/liberty with brown", "second wild",
         "kept short-28,short-40"]


def comparable(world, lowered: bool = False) -> dict:
    """A world as a save shows it, less what only an observer's path records (the moves' log, what was shown) and,
    `lowered`, what a lowered world does not keep (the others as a secret step began, the notes)."""
    data = json.loads(world.to_json())
    for key in ("history", "public", "revealed") + (("snapshot", "shared_snapshot", "notes") if lowered else ()):
        del data[key]
    return data


@pytest.mark.parametrize("package", PACKAGES)
def test_playout_past_the_tree_is_the_moves_applied(package):
    rules = rules_of(package)
    state, agent, seen = GameState(rules, 2, 5), RandomAgent("walk"), 0
    while not state.is_over() and seen < 6:
        moves = state.legal_actions()
        if len(moves) > 1 and state.round % 2 == 1:
            seen += 1
            world = SeatView(state, moves[0].seat).sample(random.Random(seen))
            world.observed = False
            by_playout, by_apply = world.clone(), world.clone()
            searcher = IsmctsAgent(f"s{seen}", "10:6")
            played = searcher.play_out(by_playout)
            lowered = isinstance(played, LoweredWorld)
            worth = searcher.judged(played)
            if lowered:     # played on the lowered state: written back to be compared
                played = played.readable()
            rng = random.Random(f"s{seen}")
            for _ in range(6):
                move = random_move(by_apply, rng) if not by_apply.is_over() else None
                if move is None:
                    break
                by_apply.apply(move, check=False)
            assert worth == (margins(by_apply) if not by_apply.is_over() else rewards(by_apply))
            if lowered and by_apply.pending is not None:
                continue    # stopped inside an effect, where the records wait for a choice: judged alike
            assert comparable(played, lowered) == comparable(by_apply, lowered)
            assert searcher.rng.getstate() == rng.getstate()      # the same draws
        state.apply(agent.choose(None, moves), check=False)
    assert seen


def imagined_worlds(package: str, seed: int, wanted: int):
    """(world, its legal moves) at `wanted` decisions of a random game, each world one its seat could be in."""
    state, agent, found = GameState(rules_of(package), 2, seed), RandomAgent("walk"), []
    while not state.is_over() and len(found) < wanted:
        moves = state.legal_actions()
        if len(moves) > 1 and state.round % 2 == 1:
            world = SeatView(state, moves[0].seat).sample(random.Random(len(found)))
            found.append((world, world.legal_actions()))
        state.apply(agent.choose(None, moves), check=False)
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_a_look_ahead_stops_where_apply_does(package):
    """One move ahead, the next decision's moves are counted, not listed: the same game at the same decision,
    whose moves are listed as apply() lists them when asked."""
    for world, moves in imagined_worlds(package, 5, 4):
        world.observed = False
        plain, ahead = world.clone(), world.clone()
        looking_ahead(ahead)
        for move in moves[::max(1, len(moves) // 6)]:
            by_apply, counted = plain.clone(), ahead.clone()
            by_apply.apply(move, check=False)
            counted.apply(move, check=False)
            assert comparable(counted) == comparable(by_apply)
            assert counted.to_move() == by_apply.to_move()
            assert [str(m) for m in counted.legal_actions()] == [str(m) for m in by_apply.legal_actions()]


@pytest.mark.parametrize("package", PACKAGES)
def test_a_move_is_found_playable_in_its_counted_blocks(package):
    """Whether a move of the game is legal in an imagined world, asked of the compiled playout's counted moves
    instead of the listed ones: the same answer, for its own moves and those of other decisions."""
    worlds = imagined_worlds(package, 11, 5)
    every = [move for _world, moves in worlds for move in moves[::max(1, len(moves) // 40)]]
    counted = 0
    for world, moves in worlds:
        world.refresh()
        looking_ahead(world)
        playable = playable_in(world)
        counted += isinstance(playable, Counted)
        listed = set(world.clone().legal_actions())
        assert [m in playable for m in every] == [m in listed for m in every]
        assert [world.clone().offers(m) for m in every] == [m in listed for m in every]
    assert counted


@pytest.mark.parametrize("package", PACKAGES)
def test_a_move_drawn_before_the_moves_are_listed_is_the_listed_move_drawn(package):
    """A pick imagined in a world (knowledge.py `_made_again`) is drawn from the step's counted blocks where nothing
    is listed yet: the move `legal_actions()[int(draw() * n)]` gives, drawing the same number."""
    counted = 0
    for world, moves in imagined_worlds(package, 13, 6):
        world.refresh()
        counted += world.counted_decision() is not None
        for k in range(8):
            fresh, draws, again = world.clone(), random.Random(k), random.Random(k)
            assert fresh.drawn_move(draws.random) == moves[int(again.random() * len(moves))]
            assert draws.random() == again.random()
    assert counted


@pytest.mark.parametrize("package", PACKAGES)
def test_decisions_counted_alike_list_alike(package):
    """looks_as tells a world's moves from the game's by their counted blocks (GameState.counted_decision): where it
    answers, the listed moves answer the same, over worlds of one decision dealt apart and of other decisions."""
    from runtime.knowledge import _counted_alike
    told = Counter()
    worlds = imagined_worlds(package, 17, 5)
    for world, moves in worlds:
        counted = world.counted_decision()
        if counted is None:
            continue
        others = [SeatView(world, counted[0]).sample(random.Random(k)) for k in range(3)]
        for other in others + [w for w, _moves in worlds]:
            other.refresh()
            alike = _counted_alike(other, counted)
            told[alike] += 1
            listed = other.clone().legal_actions()
            if alike is not None:
                assert alike == (listed == moves), (alike, len(listed), len(moves))
    assert told[True] and told[False]


def test_a_move_judged_over_chance_goes_on_from_before_the_roll():
    """A move ending Appalachian's round rolls the next round's dice: judged again over other dice, it goes on
    from the copy kept before the roll, and ends where playing it again with those dice does."""
    kept = 0
    for world, moves in imagined_worlds("thru_the_appalachian", 7, 12):
        looking_ahead(world)
        for move in moves:
            after = world.clone()
            after.apply(move, check=False)
            if after.before_chance is None:
                continue
            kept += 1
            for seed in (0.25, 0.5):
                assert worth_by_chance(world, move, comparable, random.Random(seed), after.before_chance) == \
                    worth_by_chance(world, move, comparable, random.Random(seed))
    assert kept


def test_the_moves_of_a_decision_are_weighed_over_the_same_dice():
    """A decision's outcomes over chance (ChanceSamples) are the same for every move: each run's numbers are drawn
    from the agent's rng once, as the first move reaches them, and read again by the moves after it."""
    drawn = []

    class Counting:
        rng = random.Random(5)

        def random(self) -> float:
            drawn.append(self.rng.random())
            return drawn[-1]

    samples = ChanceSamples(Counting())
    first = [[dice.random() for _ in range(3)] for dice in samples.dice()]
    second = [[dice.random() for _ in range(5)] for dice in samples.dice()]
    assert [run[:3] for run in second] == first
    assert len(drawn) == 5 * (CHANCE_SAMPLES - 1) == len(set(drawn))


def test_a_copy_draws_from_its_own_stream():
    state = GameState(rules_of("thru_the_appalachian"), 2, 9)
    copy = state.clone()
    first = copy.rng.random()
    assert state.rng.random() == first          # the original goes on from where the copy began
    assert copy.rng.random() == state.rng.random()


def test_overheads_are_figures():
    row = game_overheads(rules_of("thru_the_appalachian"), rounds=1, random_games=2, search_at=1, greedy_at=2)
    assert row["random_moves"] > 0 and row["random_move_us"] > 0 and row["seeds"] == [1]
    assert row["search_playout_moves"] > 0 and row["search_overhead"] > 0
    assert row["greedy_weighed"] >= row["greedy_decisions"] * 2 and row["greedy_overhead"] > 0
    assert row["greedy_looks"] >= row["greedy_weighed"]
    rows = [r for r in target_rows(overhead_figures([row]), "cairn bench") if "overhead" in r["figure"]]
    assert [r["figure"].split()[0] for r in rows] == ["search", "greedy"] and all(r["target"] == 3.0 for r in rows)
    assert [r["value"] for r in rows] == [row["search_overhead"], row["greedy_overhead"]]
