"""Greedy's chance outcomes weighed from before the roll, and grouped by what the worth reads (runtime/lookahead.py,
compiler/codegen/lower/chance.py).

A move that ends Appalachian's round rolls the next round's dice: greedy weighs it over CHANCE_SAMPLES outcomes.
Each outcome now starts from one copy of the world after the move, stopped before the step that rolls
(`to_decision(..., chance=True)`, LoweredWorld.play_to_chance), not from the move played again; and an outcome whose
`chance_key` (the slots the worth reads that the flow writes) an earlier outcome of the move had takes that one's
worth. Here, at decisions of random games, the worths, their order and the numbers drawn from greedy's rng are those
of the move played again for every outcome and every outcome scored.
"""
from __future__ import annotations

import importlib
import random

import pytest

import runtime.lookahead
from compiler.codegen.lower.chance import _writes
from compiler.codegen.lower.ir import Assign, Attr, Call, Const, Do, Item, Local
from runtime.agents import SeatView
from runtime.lookahead import greedy_worth, looking_ahead, weighed
from runtime.lowered import BEFORE_CHANCE, LoweredWorld, lowered_world
from runtime.state import GameState

APPALACHIAN = importlib.import_module("generated.thru_the_appalachian").GAME
LOWERED = importlib.import_module("generated.thru_the_appalachian.lowered")


def positions(players: int, seed: int, every: int) -> list:
    """(a world a seat could be in, the seat, its moves) at every `every`-th decision of a random game, of more than
    one move."""
    state, rng, found, k = GameState(APPALACHIAN, players, seed), random.Random(seed), [], 0
    while not state.is_over():
        moves = state.legal_actions()
        if len(moves) > 1:
            k += 1
            if k % every == 0:
                seat = moves[0].seat
                found.append((SeatView(state, seat).sample(random.Random(k)), seat, moves))
        state.apply(moves[int(rng.random() * len(moves))], check=False)
    return found


def weighed_with(world, seat: int, moves: list, seed: int) -> tuple:
    """`weighed` of the moves with greedy's worth and a fresh rng, and that rng's state after."""
    world = world.clone()
    rng = random.Random(seed)
    out = weighed(world, moves, greedy_worth(world, seat), rng)
    return out, rng.getstate()


def test_the_outcomes_from_before_the_roll_and_grouped_are_worth_what_the_move_played_again_is(monkeypatch):
    keyed, met = [], []
    real_keyed = runtime.lookahead._keyed_worths

    def spy(world, start, worth, runs, on_slots, chance_key, known):
        out = real_keyed(world, start, worth, runs, on_slots, chance_key, known)
        keyed.append(len(out))
        met.append(len(known))
        return out
    at = [p for seed in (1, 2) for players in (2, 4) for p in positions(players, seed, 4)]
    with monkeypatch.context() as m:
        m.setattr(runtime.lookahead, "_keyed_worths", spy)
        new = [weighed_with(world, seat, moves, k) for k, (world, seat, moves) in enumerate(at)]
    assert keyed and sum(met) < sum(keyed) + len(keyed), "no outcome of a roll was grouped with another"
    with monkeypatch.context() as m:    # each outcome scored, from before the roll
        m.delattr(LOWERED, "chance_key")
        scored = [weighed_with(world, seat, moves, k) for k, (world, seat, moves) in enumerate(at)]
    with monkeypatch.context() as m:    # each outcome the move played again (session 35's path)
        m.setattr(LoweredWorld, "play_to_chance",
                  lambda self, number, counted=False, judged=False: self.play(number, counted, judged))
        again = [weighed_with(world, seat, moves, k) for k, (world, seat, moves) in enumerate(at)]
    assert new == scored == again


def test_a_world_stopped_before_the_roll_and_flowed_on_is_the_world_played_through():
    stopped = 0
    for world, seat, moves in positions(2, 3, 3):
        looking_ahead(world)
        lowered = lowered_world(world, choices=True)
        for number in list(lowered.s.decision_moves):
            through, stepped = lowered.clone(), lowered.clone()
            through.play(number)
            if stepped.play_to_chance(number):
                stopped += 1
                assert stepped.seat == BEFORE_CHANCE and not stepped.drew()
                assert stepped.s.step in LOWERED.CHANCE_STEPS
                stepped.flow_on()
            assert (stepped.seat, stepped.rng_state()) == (through.seat, through.rng_state())
            assert LOWERED.chance_key(stepped.s) == LOWERED.chance_key(through.s)
            assert stepped.readable().to_json() == through.readable().to_json()
    assert stopped


def test_the_chance_key_holds_the_slots_the_worth_reads_that_the_roll_and_the_weather_write():
    assert "(eliminated, energy, exhaustion, water)" in LOWERED.chance_key.__doc__
    # a game whose worth reads lists the flow may change gets none
    jmt = importlib.import_module("generated.trailblazer_jmt.lowered")
    assert hasattr(jmt, "CHANCE_STEPS") and not hasattr(jmt, "chance_key")


@pytest.mark.parametrize("statement, written, known", [
    (Assign(Item(Attr(Local("s"), "rolled"), Const(0)), Const(1)), {"rolled"}, True),
    (Assign(Attr(Item(Attr(Local("s"), "players"), Const(0)), "energy"), Const(1)), {"energy"}, True),
    (Assign(Local("picks"), Attr(Local("s"), "picks")), {"picks"}, True),     # a list held by a local
    (Do(Call(Attr(Attr(Local("p"), "hand"), "append"), (Const(1),))), {"hand"}, True),
    (Do(Call(Local("shuffle"), (Attr(Local("s"), "deck"),))), {"deck"}, True),
    (Do(Call(Local("len"), (Attr(Local("s"), "deck"),))), set(), True),
    (Do(Call(Local("helper"), (Local("p"),))), set(), False),      # a record handed to a function of no known effect
])
def test_what_the_flow_may_write_errs_on_the_side_of_written(statement, written, known):
    ctypes = {"rolled": {"list"}, "energy": {"long"}, "picks": {"list"}, "hand": {"list"}, "deck": {"list"},
              "players": {"list"}}
    out: set = set()
    assert _writes([statement], {}, ctypes, {"s", "p"}, out) is known
    assert out == written
