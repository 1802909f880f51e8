"""Greedy look-ahead and ISMCTS play on the lowered state (runtime/lowered.py) and choose what they choose on the records.

A world dealt on the readable state is lowered once; its moves are played through the lowered module's `act` and
`to_decision`, copied with its `clone`, and written back into a readable copy only to be scored. Here, state by
state: at decisions of random games, every legal move played on a lowered clone and on a records clone gives the
same state, the same random stream and the same legal moves, move after move to the end; and whole games of a
greedy seat and an ISMCTS seat are the same, decision by decision, with the lowered path and without it.
"""
from __future__ import annotations

import importlib
import json
import random

import pytest

import runtime.lookahead
import runtime.mcts
from runtime.lookahead import greedy_worth, worth_lowered
from runtime.agents import SeatView, make_agents
from runtime.lowered import Asked, LoweredWorld, agents_module, lowered_playout, lowered_world
from runtime.mcts import IsmctsAgent
from runtime.state import GameState
from tests.runtime.test_fast_playout import FIXTURES, _count

APPALACHIAN = importlib.import_module("generated.thru_the_appalachian").GAME


def fixture(game: str, tmp_path):
    from compiler.driver.build import Project, compile_game
    from tests.compiled import import_rules
    result = compile_game(Project(FIXTURES), game, emit_code=True)
    assert result.ok
    return import_rules(result, tmp_path, f"cairn_agents_{game.replace('-', '_')}_{next(_count)}").GAME


def seen(state) -> str:
    """The state as saves show it, less what a lowered world does not keep per copy: the moves played and their
    public log, snapshots, the notes (a look-ahead's go to the one readable copy it is scored on) and the stream
    (compared on its own)."""
    data = json.loads(state.to_json())
    for key in ("history", "public", "snapshot", "shared_snapshot", "notes", "rng"):
        data.pop(key)
    return json.dumps(data, sort_keys=True)


def walk_both(records, lowered, rng, moves: int) -> int:
    """Random moves played on a records world and on its lowered copy alike, compared after each: the state written
    back, the random stream, the legal moves. The decisions compared."""
    compared = 0
    while moves and not records.is_over() and records.pending is None:
        legal = records.legal_actions()
        assert lowered.legal_actions() == legal
        move = legal[int(rng.random() * len(legal))]
        records.apply(move, check=False)
        try:
            lowered.apply(move)
        except Asked:
            assert records.pending is not None
            return compared + 1
        assert lowered.is_over() == records.is_over()
        assert seen(lowered.readable()) == seen(records)
        assert lowered.rng_state() == records.rng_state()
        compared += 1
        moves -= 1
    return compared


def every_move_alike(rules, players: int, seed: int, depth: int, every: int = 1, options: dict | None = None) -> int:
    """At every `every`-th decision of a random game: each legal move, then `depth` random ones, on both; greedy's
    worth of every seat after the move alike. A move stopped at a choice inside its effect (the records wait for
    it) is compared by its worths."""
    state = GameState(rules, players, seed, options)
    rng = random.Random(seed)
    compared = 0
    for decision in range(10 ** 6):
        if state.is_over():
            break
        legal = state.legal_actions()
        world = lowered_world(state.clone(), choices=True) if decision % every == 0 else None
        if state.phase == "round" and state.pending is None and decision % every == 0:
            assert world is not None
        if world is not None:
            assert world.legal_actions() == legal
            worths = [greedy_worth(state, seat) for seat in range(players)]
            for move in legal:
                records = state.clone()
                records.apply(move, check=False)
                lowered = world.clone()
                try:
                    lowered.apply(move)
                except Asked:       # a choice inside the effect: the records wait for it, the world as it stands
                    assert records.pending is not None
                    assert [worth_lowered(worth, lowered) for worth in worths] == [worth(records) for worth in worths]
                    compared += 1
                    continue
                assert seen(lowered.readable()) == seen(records), move
                assert lowered.rng_state() == records.rng_state()
                assert [worth_lowered(worth, lowered) for worth in worths] == [worth(records) for worth in worths]
                compared += 1 + walk_both(records, lowered, rng, depth)
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    return compared


def agents_game(rules, players: int, seed: int, agents: str) -> list:
    """A game of these agents through apply(): the state and the move chosen at every decision."""
    state = GameState(rules, players, seed)
    seats = make_agents(agents, players, seed, rules, state.options)
    out = []
    while not state.is_over():
        moves = state.legal_actions()
        seat = moves[0].seat
        move = seats[seat].choose(SeatView(state, seat), moves)
        out.append((seen(state), str(move)))
        state.apply(move, check=False)
    return out


def on_records_only(monkeypatch) -> None:
    monkeypatch.setattr(runtime.lookahead, "lowered_world", lambda world, choices=False, counted=False: None)
    monkeypatch.setattr(runtime.mcts, "lowered_world", lambda world, choices=False: None)
    monkeypatch.setattr(runtime.mcts, "lowered_playout", lambda world, counted=False: None)


def same_choices(rules, players: int, seed: int, monkeypatch, agents: str = "greedy,ismcts:6") -> None:
    played = []

    def spied(real):
        def spy(self, number, *args, **kwargs):
            played.append(number)
            return real(self, number, *args, **kwargs)
        return spy
    with monkeypatch.context() as m:
        # (a move weighed over chance is played up to the step that rolls: play_to_chance, which calls play elsewhere)
        m.setattr(LoweredWorld, "play", spied(LoweredWorld.play))
        m.setattr(LoweredWorld, "play_to_chance", spied(LoweredWorld.play_to_chance))
        lowered = agents_game(rules, players, seed, agents)
    assert played, "the agents did not play on the lowered state"
    with monkeypatch.context() as m:
        on_records_only(m)
        assert agents_game(rules, players, seed, agents) == lowered


def test_appalachian_moves_on_the_lowered_state_are_the_moves_of_apply():
    assert every_move_alike(APPALACHIAN, 2, 3, depth=3, every=5) > 150


def test_greedy_and_ismcts_choose_alike_on_the_lowered_state_and_on_the_records(monkeypatch):
    same_choices(APPALACHIAN, 2, 1, monkeypatch)


@pytest.mark.parametrize("game, every", [("pig-as-steps", 6), ("push-your-luck", 1)])
def test_the_fixtures_moves_and_agents_on_the_lowered_state_are_those_of_apply(game, every, tmp_path, monkeypatch):
    rules = fixture(game, tmp_path)
    assert every_move_alike(rules, 2, 0, depth=3, every=every) > 20
    same_choices(rules, 2, 0, monkeypatch)


def worth_alike(rules, players: int, seed: int, options: dict | None = None, every: int = 3) -> int:
    """At every `every`-th decision of a random game, greedy's worth of each seat after each legal move: read on the
    lowered slots (compiler/codegen/lower/worth.py) and on the records, the same number."""
    state = GameState(rules, players, seed, options)
    rng = random.Random(seed)
    compared = 0
    for decision in range(10 ** 6):
        if state.is_over():
            break
        legal = state.legal_actions()
        world = lowered_world(state.clone()) if decision % every == 0 else None
        if world is not None:
            worths = [greedy_worth(state, seat) for seat in range(players)]
            for move in legal:
                records = state.clone()
                records.apply(move, check=False)
                lowered = world.clone()
                lowered.apply(move)
                for worth in worths:
                    assert worth.lowered(lowered) == worth(records), (move, worth.seat)
                    compared += 1
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    return compared


@pytest.mark.parametrize("players, options", [(2, None), (3, {"variant": "advanced"})])
def test_appalachian_worth_on_the_lowered_state_is_the_worth_on_the_records(players, options):
    """The shared objectives of the advanced variant are a pile the round never touches: read on the readable state."""
    assert agents_module(APPALACHIAN).standing is not None
    assert worth_alike(APPALACHIAN, players, 2, options) > 100


JMT = importlib.import_module("generated.trailblazer_jmt").GAME


@pytest.mark.parametrize("players, seed, every, options", [(2, 3, 6, None),
                                                           (3, 6, 12, {"skill_cards": "with", "instant_cards": "with"})])
def test_jmt_moves_on_the_lowered_state_stop_where_the_records_wait_for_a_choice(players, seed, every, options):
    """JMT's actions ask inside their effects and draw from piles (a hand, keyed destination decks): a move weighed
    on the lowered state stops at its choice with the same worths as the records waiting for it, and otherwise
    leaves the same state, stream and legal moves."""
    assert agents_module(JMT).ASKS
    assert every_move_alike(JMT, players, seed, depth=1, every=every, options=options) > 100


TREK = importlib.import_module("generated.trek_to_zion").GAME


def test_trek_moves_are_named_from_the_arguments_worked_out_in_play():
    """Trek's draw_provisions takes a card worked out in play (`deck` or a face-up colour), its claim a route and a
    colour: the lowered decision names them as legal_actions() does, and every move stops at its choice as on the
    records, worth alike: its worth (treks completed, the longest trail) is read on the slots, the claimed routes'
    masks (runtime/networks.py)."""
    assert agents_module(TREK).ASKS and hasattr(agents_module(TREK), "standing")
    assert every_move_alike(TREK, 2, 3, depth=1, every=5) > 100


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 6)])
def test_trek_tallied_decisions_draw_the_listed_moves(players, seed):
    """Trek's turn, whose random playout counts its claims (route x colour) rather than list them (tally.py), is
    counted so on the agents' path too (`round_turn_count`, `TALLIED_STEPS`): as many moves as listed, and a draw
    falling on the k-th listed move takes it (`round_turn_drawn`), draws and claims alike, choices inside them too."""
    module = agents_module(TREK)
    assert module.COUNTED_STEPS == module.TALLIED_STEPS == frozenset({0})
    assert counted_draws_alike(TREK, players, seed, every=3, asks=True) > 150


def test_trek_tallied_root_narrowed_to_the_moves_weighed_is_numbered_as_listed():
    """Greedy's root asked counted (`lowered_world(..., counted=True)`) at a decision counted by a tally, which would
    leave no blocks to find a move in, is listed at once, not counted first: narrowed_to numbers the moves as a listed
    world does, the world's moves listed as the module lists them; a move of the tree
    numbered in a world lowered for it alone (`number_of`, the first ask at the decision: that move named alone) has
    the number the listing gives it, and a foreign move none."""
    state, rng = GameState(TREK, 3, 7), random.Random(7)
    compared = 0
    for decision in range(120):
        if state.is_over():
            break
        legal = state.legal_actions()
        listed = lowered_world(state.clone(), choices=True) if decision % 3 == 0 else None
        if listed is not None:
            counted = lowered_world(state.clone(), choices=True, counted=True)
            assert not counted.counted and counted.s.decision_moves == listed.s.decision_moves
            assert counted.offered() == len(legal) == listed.offered()
            foreign = [move._replace(seat=(move.seat + 1) % 3) for move in legal[:2]]
            expected = listed.numbers_of(legal + foreign)
            assert counted.narrowed_to(legal + foreign) == expected and expected[-2:] == [None, None]
            for move, number in zip(legal + foreign, expected):
                assert lowered_world(state.clone(), choices=True).number_of(move) == number
                compared += 1
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    assert compared > 200


@pytest.mark.parametrize("players, seed", [(3, 4), (4, 5)])
def test_trek_worth_on_the_lowered_state_is_the_worth_on_the_records(players, seed):
    """Every seat's worth after every move, at every decision of a whole game: its networks grow to the end (treks
    completed and failed, the longest trail shared and taken)."""
    assert every_move_alike(TREK, players, seed, depth=0, every=1) > 1000


def test_trek_greedy_chooses_alike_on_the_lowered_state_and_on_the_records(monkeypatch):
    same_choices(TREK, 2, 2, monkeypatch, agents="greedy")


TRAIL_STORY = importlib.import_module("generated.trail_story_america").GAME


@pytest.mark.parametrize("players, seed, every, options", [(2, 1, 3, None),
                                                           (4, 3, 8, {"west_piece": "west_b", "east_piece": "east_b"})])
def test_trail_story_moves_over_walks_and_numbers_on_the_lowered_state_are_the_moves_of_apply(players, seed, every,
                                                                                             options):
    """Trail Story's travel takes a walk (a group: a tuple of route ids, the runtime's own walks), its write_story a
    group of tokens and its attempt numbers of cubes, worked out in play: named as legal_actions() names them, every
    move (drawing from its decks, stopping at its choices) leaves the same state, stream, legal moves and worths."""
    assert agents_module(TRAIL_STORY).ASKS and hasattr(agents_module(TRAIL_STORY), "standing")
    assert every_move_alike(TRAIL_STORY, players, seed, depth=1, every=every, options=options) > 200


def test_trail_story_greedy_chooses_alike_on_the_lowered_state_and_on_the_records(monkeypatch):
    same_choices(TRAIL_STORY, 2, 1, monkeypatch, agents="greedy")


def test_jmt_greedy_chooses_alike_on_the_lowered_state_and_on_the_records(monkeypatch):
    same_choices(JMT, 2, 1, monkeypatch, agents="greedy")


def ismcts_decisions(rules, seed: int, budget: str, wanted: int) -> list:
    """What an ISMCTS seat chooses at `wanted` decisions of a random game (every third of more than one move)."""
    state, rng, out, i = GameState(rules, 2, seed), random.Random(seed), [], 0
    while not state.is_over() and len(out) < wanted:
        moves = state.legal_actions()
        if len(moves) > 1:
            if i % 3 == 0:
                seat = moves[0].seat
                out.append(str(IsmctsAgent(f"{seed}:{i}", budget).choose(SeatView(state, seat), moves)))
            i += 1
        state.apply(moves[int(rng.random() * len(moves))], check=False)
    return out


@pytest.mark.parametrize("game, seed, budget", [("trek_to_zion", 2, "12"), ("trailblazer_jmt", 4, "12"),
                                                ("trek_to_zion", 5, "6:full")])
def test_ismcts_playouts_of_a_game_that_asks_choose_alike_on_the_lowered_state_and_on_the_records(
        game, seed, budget, monkeypatch):
    """Trek's and JMT's actions ask inside their effects, so their search keeps the records (lowered_world), but each
    playout past the tree is lowered where it starts and draws those choices in place, as the records' random
    playout draws them: the same moves chosen, the playout cut short (`margins`, read on the slots where the module
    prints the standings) or played to the end (`rewards`)."""
    rules = importlib.import_module(f"generated.{game}").GAME
    played = []

    def counted(world, counted=False):
        lowered = lowered_playout(world, counted)
        played.append(lowered is not None)
        return lowered
    with monkeypatch.context() as m:
        m.setattr(runtime.mcts, "lowered_playout", counted)
        lowered = ismcts_decisions(rules, seed, budget, 4)
    assert sum(played) > len(played) // 2, "the playouts did not run on the lowered state"
    with monkeypatch.context() as m:
        on_records_only(m)
        assert ismcts_decisions(rules, seed, budget, 4) == lowered


def test_a_choice_inside_an_effect_is_decided_on_the_records(tmp_path):
    """pig-in-effect asks inside its roll, and every decision of it is that choice: the records wait for it, and the
    worlds a seat imagines there are replayed on them (runtime/knowledge.py), so its agents keep the records."""
    rules = fixture("pig-in-effect", tmp_path)
    assert agents_module(rules).ASKS
    state = GameState(rules, 2, 0)
    state.apply(state.legal_actions()[0], check=False)      # roll on: the next roll's choice is the seat's again
    assert state.pending is not None        # a decision that is a choice inside an effect stays on the records
    assert lowered_world(state.clone()) is None and lowered_world(state.clone(), choices=True) is None


TRAILBLAZERS = importlib.import_module("generated.trailblazers").GAME


def test_trailblazers_moves_over_spots_on_the_lowered_state_are_the_moves_of_apply():
    """Trailblazers' place_trail takes a card, a spot of the player's tableau, a turn and a mark, its set_out an exit
    (a string): the lowered decision holds a spot as its cell and names it "x,y" as legal_actions() does; every move
    (a card laid on a cloned area, a traveller sent) leaves the same state, stream, legal moves and worths. The
    decisions compared: the first camp, the first set_out (decision 20) and a place_trail of ~1,000 moves."""
    options = {"mode": "adventurer", "animal_module": "enabled"}
    assert every_move_alike(TRAILBLAZERS, 2, 3, depth=1, every=20, options=options) > 1000


def test_trailblazers_greedy_chooses_alike_on_the_lowered_state_and_on_the_records(monkeypatch):
    same_choices(TRAILBLAZERS, 2, 1, monkeypatch, agents="greedy")


def counted_draws_alike(rules, players: int, seed: int, options: dict | None = None, every: int = 4,
                        asks: bool = False) -> int:
    """At every `every`-th decision of the round of a random game lowered: the decision counted (`to_decision(s,
    randoms, True)`, as a playout past ISMCTS's tree stands at it) has as many moves as it lists, and the move a draw
    takes from the blocks (`act_drawn`) is the one it takes from the list, for draws falling on moves spread over it
    (the first, the last and some between): so a playout draws uniformly over the legal moves, the same move as before
    from the same draw. `asks`: the game's actions ask inside their effects, drawn alike from one seeded stream per
    move taken. The moves compared."""
    state, rng = GameState(rules, players, seed, options=options), random.Random(seed)
    module, compared, decision = agents_module(rules), 0, 0
    while not state.is_over():
        legal = state.legal_actions()
        world = lowered_world(state.clone(), choices=asks) if decision % every == 0 and len(legal) > 1 else None
        decision += 1
        if world is not None:
            counted = world.clone()
            assert module.to_decision(counted.s, None, True) == world.seat
            listed = world.s.decision_moves
            assert counted.s.decision_count == len(listed)
            for k in sorted({0, len(listed) - 1, *range(0, len(listed), max(1, len(listed) // 12))}):
                r = (k + rng.random()) / len(listed)        # a draw that falls on the k-th move
                drawn, taken = counted.clone(), world.clone()
                module.to_decision(drawn.s, None, True)     # (a clone keeps no blocks: counted again)
                if asks:    # (a pile shuffled draws from each world's own stream, alike)
                    drawn.draws_shuffles()
                module.act_drawn(drawn.s, drawn.seat, r, [random.Random(k)] * players if asks else None)
                if asks:
                    taken.draws_shuffles()
                module.act(taken.s, taken.seat, listed[k], [random.Random(k)] * players if asks else None)
                assert seen(drawn.readable()) == seen(taken.readable()), legal[k]
                compared += 1
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    return compared


@pytest.mark.parametrize("options", [None, {"mode": "adventurer", "animal_module": "enabled"}])
def test_trailblazers_counted_decisions_draw_the_listed_moves(options):
    """Trailblazers' camps, trails and first moves, counted as one block for every card (the standard game), per card
    (with animals: a card's marks read the supply) and one move a block (a traveller's exits)."""
    assert counted_draws_alike(TRAILBLAZERS, 2, 2, options) > 150


def test_trailblazers_ismcts_chooses_alike_on_the_lowered_state_and_on_the_records(monkeypatch):
    """ISMCTS's tree in Trailblazers runs on to counted decisions (their moves listed only where it expands a node of
    few: a camp), draws a move from their blocks where it stops at one of hundreds, and its playouts draw from them
    (`act_drawn`): it chooses what it chooses on the records, which list every decision."""
    drawn = []
    real = LoweredWorld.play_out

    def counted(self, rng, moves, first=None):
        real(self, rng, moves, first)
        drawn.append(self.counted)
    with monkeypatch.context() as m:
        m.setattr(LoweredWorld, "play_out", counted)
        lowered = ismcts_decisions(TRAILBLAZERS, 1, "20", 3)
    assert sum(drawn) > len(drawn) // 2, "the playouts did not draw from counted decisions"
    with monkeypatch.context() as m:
        on_records_only(m)
        assert ismcts_decisions(TRAILBLAZERS, 1, "20", 3) == lowered


def ahead_alike(rules, players: int, seed: int, every: int, options: dict | None = None, step: int = 40) -> tuple:
    """At every `every`-th decision of a random game, every `step`-th legal move played on a clone of the lowered world
    as greedy weighs it one move ahead (`counted`: who decides next found by counting their moves, not listing them;
    `judged`: or by stopping at the first, compiler/codegen/lower/who.py) and on a clone played as the moves are
    listed: the same seat, worths, state and stream, and, once asked, the same legal moves. (The worlds compared, how
    many of them stopped without listing.)"""
    state = GameState(rules, players, seed, options)
    rng = random.Random(seed)
    compared = unlisted = 0
    for decision in range(10 ** 6):
        if state.is_over():
            break
        legal = state.legal_actions()
        listed = lowered_world(state.clone(), choices=True) if decision % every == 0 else None
        if listed is not None:
            for move in legal[::step]:
                after, weighed = listed.clone(), listed.clone()
                try:
                    after.apply(move)
                except Asked:
                    continue
                weighed.play(weighed.number_of(move), counted=True, judged=True)
                unlisted += weighed.counted or weighed.unlisted
                assert weighed.seat == after.seat and weighed.s.picks == after.s.picks
                assert weighed.s.turn == after.s.turn and weighed.standings() == after.standings()
                assert seen(weighed.readable()) == seen(after.readable())
                assert weighed.rng_state() == after.rng_state()
                assert weighed.legal_actions() == after.legal_actions()
                compared += 1
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    return compared, unlisted


def test_a_trailblazers_world_weighed_one_move_ahead_finds_who_decides_without_listing_their_moves():
    """Trailblazers' camp, place_trail and set_out steps count their moves in blocks (`<step>_count`): with animals, a
    block per card."""
    options = {"mode": "adventurer", "animal_module": "enabled"}
    compared, unlisted = ahead_alike(TRAILBLAZERS, 2, 3, 9, options)
    assert compared > 50 and unlisted > 50


@pytest.mark.parametrize("players, seed", [(2, 4), (3, 7)])
def test_a_jmt_world_judged_one_move_ahead_finds_who_decides_without_listing_their_moves(players, seed):
    """JMT's daytime and refill steps are listed, not counted: a world only judged after a move finds who decides
    next by the listing stopped at its first move (`<step>_who`), the same seat, picks and worth as the full listing,
    and lists the moves when they are asked for."""
    assert agents_module(JMT).WHO_STEPS
    compared, unlisted = ahead_alike(JMT, players, seed, 3, step=1)
    assert compared > 100 and unlisted > 50


@pytest.mark.parametrize("players, seed", [(2, 6), (3, 8)])
def test_a_trail_story_world_judged_one_move_ahead_finds_who_decides_by_the_second_move(players, seed):
    """Trail Story's act and visit steps are `auto: single`: a world only judged after a move finds whether the seat
    has one move (taken unasked) or more by the listing stopped at the second move (`<step>_who`, who.py
    `stopped_at_second`), the same seat, picks, state and worth as the full listing, and lists the moves when they are
    asked for."""
    assert {1, 2} <= agents_module(TRAIL_STORY).WHO_STEPS
    compared, unlisted = ahead_alike(TRAIL_STORY, players, seed, 1, step=1)
    assert compared > 300 and unlisted > 100


def test_jmts_trail_step_judged_one_move_ahead_is_found_by_the_second_move():
    """JMT's trail step (`auto: single`, `who: order`): stopped at the second move, the turn is set as the full listing
    sets it."""
    assert 1 in agents_module(JMT).WHO_STEPS
    compared, unlisted = ahead_alike(JMT, 2, 9, 1, step=1)
    assert compared > 100 and unlisted > 50


@pytest.mark.parametrize("rules, players, seed, every", [(TRAILBLAZERS, 2, 5, 4), (importlib.import_module(
    "generated.trek_to_zion").GAME, 3, 4, 1)])
def test_moves_numbered_from_their_arguments_are_the_moves_legal_actions_names(rules, players, seed, every):
    """numbers_of, at a decision whose moves are numbered in the world (a Trailblazers place_trail of ~700 moves, Trek's
    draws and claims), finds each move by its arguments as the lowered state holds them (numbers_listed, Menu.lowered)
    where it offers more moves than are asked about, not by naming every move: the number legal_actions() names it by,
    and None for a move of another seat or label."""
    state = GameState(rules, players, seed, {"mode": "adventurer"} if rules is TRAILBLAZERS else None)
    rng = random.Random(seed)
    compared = 0
    for decision in range(60):
        if state.is_over():
            break
        legal = state.legal_actions()
        world = lowered_world(state.clone(), choices=True) if decision % every == 0 else None
        if world is not None and world.menu.listed[world.s.step]:
            named = dict(zip(reversed(world.legal_actions()), reversed(world.s.decision_moves)))
            foreign = [move._replace(seat=(move.seat + 1) % players) for move in legal[:2]] + \
                [move._replace(label="elsewhere") for move in legal[:2]]
            expected = [named[move] for move in legal] + [None] * len(foreign)
            assert world.numbers_listed(legal + foreign) == expected and world.numbers_of(legal + foreign) == expected
            compared += len(legal)
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    assert compared > 1000 if rules is TRAILBLAZERS else compared > 20


@pytest.mark.parametrize("players, seed", [(2, 21), (4, 22)])
def test_moves_numbered_by_their_ids_are_numbered_at_once_as_one_by_one(players, seed):
    """numbers_of, at a decision whose moves are numbered by their ids alone (Appalachian's: greedy's root), reads the
    decision once for all the moves asked about (numbers_by_ids): the numbers number_of gives each, one by one, and
    None for a move of another seat, another label, or one this decision does not offer."""
    state, rng = GameState(APPALACHIAN, players, seed), random.Random(seed)
    compared = 0
    offered_elsewhere = []      # moves of earlier decisions: most are not offered at this one
    while not state.is_over():
        legal = state.legal_actions()
        world = lowered_world(state.clone(), choices=True)
        if world is not None and not world.menu.listed[world.s.step]:
            foreign = [move._replace(seat=(move.seat + 1) % players) for move in legal[:2]] + \
                [move._replace(label="elsewhere") for move in legal[:2]] + offered_elsewhere[-6:]
            asked = legal + foreign
            expected = [world.number_of(move) for move in asked]
            assert world.numbers_of(asked) == expected and None not in expected[:len(legal)]
            assert expected[len(legal):len(legal) + 4] == [None] * 4 and None in expected[len(legal):]
            compared += len(legal)
        offered_elsewhere += legal
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    assert compared > 300


def test_a_counted_decision_narrowed_to_the_moves_weighed_plays_them_as_listed():
    """Greedy's root in Trailblazers is counted in blocks, not listed (~700 moves for the 64 weighed), and narrowed
    to the moves weighed (LoweredWorld.narrowed_to): each move is found in the blocks by its arguments as the lowered
    state holds them, or not (another seat's, another label's, a card not in the hand); played by the number it is
    narrowed to, it leaves the state, stream and next decision that its number in the listing leaves."""
    options = {"mode": "adventurer", "animal_module": "enabled"}
    state = GameState(TRAILBLAZERS, 2, 5, options)
    rng = random.Random(5)
    compared = absent = 0
    for decision in range(80):
        if state.is_over():
            break
        legal = state.legal_actions()
        listed = lowered_world(state.clone(), choices=True) if decision % 4 == 0 else None
        if listed is not None:
            counted = lowered_world(state.clone(), choices=True, counted=True)
            assert counted.seat == listed.seat and counted.counted == (listed.s.step in listed.menu.counts)
            weighed = legal[::11]
            cards = {move.args[0] for move in legal if move.name == "place_trail"}
            foreign = [move._replace(seat=(move.seat + 1) % 2) for move in weighed[:2]] + \
                [move._replace(label="elsewhere") for move in weighed[:2]] + \
                [move._replace(args=(card,) + move.args[1:]) for move in weighed[:3] if move.name == "place_trail"
                 for card in ("trail_001", "trail_135") if card not in cards]
            expected = listed.numbers_of(weighed + foreign)
            narrowed = counted.narrowed_to(weighed + foreign)
            assert [n is None for n in narrowed] == [n is None for n in expected]
            assert len(counted.legal_actions()) == len(weighed)
            for move, number, was in zip(weighed + foreign, narrowed, expected):
                if number is None:
                    absent += 1
                    continue
                after, before = counted.clone(), listed.clone()
                after.play(number, counted=True)
                before.play(was, counted=True)
                assert after.seat == before.seat and seen(after.readable()) == seen(before.readable()), move
                assert after.rng_state() == before.rng_state()
                if number == narrowed[0]:       # (the next decision listed once a decision: ~700 moves)
                    assert after.legal_actions() == before.legal_actions()
                compared += 1
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    assert compared > 500 and absent > 50


def test_the_reserve_tried_on_the_lowered_world_costs_what_it_costs_on_the_records():
    """Greedy's Reserve (lookahead.py) tries each track running dry once a decision: on the lowered world greedy weighs
    on, through the module's `run_out_<field>` (Appalachian's energy and water: exhaustion, elimination at 7), where it
    was two records clones and three readable scores. At every decision of random games at 2-4 players, every seat:
    the same costs (tried on the lowered world) as on the records, and the lowered world itself left as it was: both
    tracks are run dry on its own slots (`RUNS_OUT_IN_PLACE`: they write only the seat's numbers), which are put back."""
    from runtime.lookahead import Reserve
    module = agents_module(APPALACHIAN)
    assert module.run_out_energy and module.run_out_water
    assert module.RUNS_OUT_IN_PLACE == {"energy": ("eliminated", "energy", "exhaustion"),
                                        "water": ("eliminated", "exhaustion", "water")}
    slots = [name for name in module.Player.__slots__ if not isinstance(getattr(module.Player, name, None), property)]

    def records_of(world):
        return [[getattr(p, name, None) for name in slots] for p in world.s.players]
    compared = costly = eliminating = 0
    for players in (2, 3, 4):
        for seed in range(3):
            state, rng = GameState(APPALACHIAN, players, seed), random.Random(seed)
            while not state.is_over():
                legal = state.legal_actions()
                world = lowered_world(state.clone(), choices=True, counted=True)
                if world is not None:
                    before, every = json.dumps([world.s.players[seat].exhaustion for seat in range(players)]), \
                        records_of(world)
                    stream = world.stream.copy().random()
                    for seat in range(players):
                        records, lowered = Reserve(state, seat), Reserve(state, seat)
                        lowered.weighing(world)
                        assert lowered._world is None or not APPALACHIAN.running_out    # tried there, not later
                        assert lowered.costs == records.costs and lowered.slots == records.slots
                        compared += 1
                        costly += bool(records.costs)
                        eliminating += world.s.players[seat].exhaustion == 6     # running dry eliminates
                    assert json.dumps([world.s.players[seat].exhaustion for seat in range(players)]) == before
                    assert records_of(world) == every
                    assert world.stream.copy().random() == stream
                state.apply(legal[int(rng.random() * len(legal))], check=False)
    assert compared > 1000 and costly > compared // 2 and eliminating > 0


@pytest.mark.parametrize("rules, players, seed", [(TREK, 2, 11), (TREK, 4, 12), (TRAIL_STORY, 2, 13), (JMT, 2, 14)])
def test_a_choice_inside_an_effect_is_weighed_on_the_lowered_state_as_on_the_records(rules, players, seed,
                                                                                    monkeypatch):
    """At a choice inside the effect of a seat's own action, greedy weighs each option on the lowered state: the world
    before the action (GameState.origin) lowered, the action played again with the choices made on the way drawn as
    made, the option last (lookahead.py `weighed_chosen`). At every such decision of a greedy game, in two worlds the
    seat imagines: the same worths of the same options, and the same numbers drawn from the agent's rng (the chance
    outcomes of an option that shuffles), as the records' weighing of the world itself."""
    from runtime.agents import GreedyAgent
    from runtime.lookahead import greedy_worth, looking_ahead, weighed, weighed_chosen
    state = GameState(rules, players, seed)
    agents = [GreedyAgent(f"{seed}:{seat}") for seat in range(players)]
    lowered = records = chance = 0
    while not state.is_over():
        moves = state.legal_actions()
        seat = moves[0].seat
        if state.pending is not None and len(moves) > 1:
            view = SeatView(state, seat)
            for trial in range(2):
                world = view.sample(random.Random(trial))
                twin = world.clone()
                twin.origin = world.origin
                looking_ahead(world)
                drawn, again = random.Random(trial), random.Random(trial)
                found = weighed_chosen(world, moves, greedy_worth(world, seat), drawn)
                if found is None:
                    # (a world dealt anew where the choice could not be imagined again, which holds no origin, or one
                    # whose action the flow took unasked, `auto: single`: weighed on the records)
                    records += 1
                    continue
                with monkeypatch.context() as m:
                    m.setattr(runtime.lookahead, "weighed_chosen", lambda *args: None)
                    assert weighed(twin, moves, greedy_worth(twin, seat), again) == found
                chance += drawn.getstate() != random.Random(trial).getstate()
                assert drawn.random() == again.random()
                lowered += 1
        state.apply(agents[seat].choose(SeatView(state, seat), moves) if len(moves) > 1 else moves[0], check=False)
    assert lowered > 10 and lowered > records // 2
    if rules is TREK:
        assert chance > 0       # an option that refills the deck from the discards shuffles: weighed over chance


def test_a_choice_made_inside_an_effect_is_kept_as_its_place_among_the_options():
    """GameState.origin keeps, beside the game before the action and the moves since, each choice made as (its place
    among the options, their number): what the lowered state draws to make it again."""
    kept = 0
    for seed in range(3):
        state, rng = GameState(TREK, 2, seed), random.Random(seed)
        while not state.is_over():
            moves = state.legal_actions()
            if state.pending is not None and state.origin is not None:
                before, made, chosen = state.origin
                assert len(made) == len(chosen) + 1 and len(state.history) - len(before.history) == len(made)
                options = list(state.pending["options"])
                move = moves[int(rng.random() * len(moves))]
                state.apply(move, check=False)
                if state.pending is not None and state.origin is not None:      # a second choice of the action
                    assert state.origin[2] == chosen + [(options.index(move.args[0]), len(options))]
                    kept += 1
                continue
            state.apply(moves[int(rng.random() * len(moves))], check=False)
    assert kept >= 5


def test_a_world_lowered_not_in_place_is_copied_for_its_write_back_only_when_first_read():
    """`lowered_world` leaves the world it lowers as it was and writes back into a copy of it taken when first read
    (runtime/lowered.py `CopiedLater`): a move weighed and scored on the slots takes none; the write-back is the one a
    copy taken at once gives, the stream lent to its shuffles kept; the world's own fields are never written."""
    state = GameState(APPALACHIAN, 2, 4)
    rng = random.Random(4)
    checked = 0
    for _ in range(60):
        if state.is_over():
            break
        legal = state.legal_actions()
        world = state.clone()
        before = world.to_json()
        lowered = lowered_world(world)
        if lowered is not None:
            scratch = lowered.scratch
            after = lowered.clone()
            after.apply(legal[-1])
            assert "g" not in scratch.__dict__ and greedy_worth(state, after.seat).lowered(after) is not None
            assert "g" not in scratch.__dict__       # scored on the slots: no copy taken
            records = state.clone()
            records.apply(legal[-1], check=False)
            assert seen(after.readable()) == seen(records)
            assert "g" in scratch.__dict__ and "_copied_from" not in scratch.__dict__
            assert seen(scratch.clone()) == seen(records) and world.to_json() == before
            checked += 1
        state.apply(legal[int(rng.random() * len(legal))], check=False)
    assert checked > 20


def test_a_block_s_long_lists_of_values_are_looked_up_in_sets_alike():
    """narrowed_to tests each move weighed against a counted block's values: those of more than runtime/lowered.py
    `_SET_FROM` are made a set once a decision (`_looked_up`), and a move is found in the blocks exactly where the
    lists find it; a list of values that are no keys stays a list."""
    from runtime.lowered import _SET_FROM, _in_blocks, _looked_up
    rng = random.Random(4)
    for _ in range(200):
        spots = rng.sample(range(500), rng.randrange(1, 3 * _SET_FROM))
        cards = rng.sample(range(40), rng.randrange(1, _SET_FROM + 3))
        blocks = [((), (cards, spots, (0, 180))), ((7,), (spots, (0,)))]
        looked_up = [(given, _looked_up(factors)) for given, factors in blocks]
        assert any(isinstance(f, frozenset) for _g, factors in looked_up for f in factors) == (len(spots) > _SET_FROM
                                                                                                or len(cards) > _SET_FROM)
        for _ in range(20):
            values = rng.choice([(rng.randrange(45), rng.randrange(500), rng.choice((0, 90, 180))),
                                 (7, rng.randrange(500), rng.choice((0, 1)))])
            assert _in_blocks(values, looked_up) == _in_blocks(values, blocks), values
    unhashable = [[k] for k in range(2 * _SET_FROM)]
    assert _looked_up((unhashable,))[0] is unhashable
    assert _in_blocks(([3],), [((), _looked_up((unhashable,)))])
