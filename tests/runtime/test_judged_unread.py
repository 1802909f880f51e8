"""A deal for a world only judged: the piles nothing judged reads left undealt (compiler/codegen/lower/judged_unread.py
`JUDGED_UNREAD`, runtime/knowledge.py determinize's `unread` and `dealt_in_full`, runtime/agents.py `sample(rng,
judged=True)`).

Here: the analysis lists a pile only where no function a judged world runs names it, and nothing where a record goes to
a function of unknown effect; the numbers a skipped shuffle takes as bits are the numbers `random()` draws; and at
decisions of random games, a world dealt so and then dealt in full is the world a full deal gives, the rng left where
a full deal leaves it, greedy weighs the same on it, and a world written back from the lowered state is the full one.
"""
from __future__ import annotations

import importlib
import random

import pytest

from compiler.codegen.lower.ir import LIST, Assign, Attr, Call, Const, Do, Function, Item, Local, Module, Record, \
    Return, Slot
from compiler.codegen.lower.judged_unread import judged_unread
from runtime import knowledge
from runtime.agents import SeatView
from runtime.knowledge import dealt_in_full, plain
from runtime.lookahead import greedy_worth, looking_ahead, weighed
from runtime.lowered import judged_unread as unread_of, lowered_world
from runtime.state import GameState

S = Local("s")
PILES = ("deck", "hand", "box", "discard", "kept")


def module_of(act_body: list, extra: tuple = ()) -> Module:
    """A module whose `act` runs `act_body` over a state of the list slots PILES, its write-back reading every one."""
    state = Record("State", "", tuple(Slot(name, LIST, "pile") for name in PILES))
    act = Function("act", (("s", "State"), ("seat", "long")), "", act_body, public=True)
    to_decision = Function("to_decision", (("s", "State"),), "", [Do(Call(Local("sunset"), (S,))), Return(Const(0))],
                           public=True)
    sunset = Function("sunset", (("s", "State"),), "", [Do(Call(Attr(Attr(S, "discard"), "clear"), ()))])
    standing = Function("standing", (("s", "State"), ("p", "Player")), "",
                        [Return(Call(Local("len"), (Attr(S, "hand"),)))], public=True)
    raise_state = Function("raise_state", (("state", "object"), ("s", "State")), "",
                           [Assign(Attr(Attr(Local("state"), "g"), name), Attr(S, name)) for name in PILES])
    return Module("", {}, [Record("Player", "", ()), state], [act, to_decision, sunset, standing, raise_state, *extra])


def unread_by(module: Module):
    texts = dict(judged_unread(module, [("global", name, name) for name in PILES]).constants)
    return eval(texts["JUDGED_UNREAD"]) if "JUDGED_UNREAD" in texts else None     # (a literal the test made)


def test_a_pile_is_unread_where_nothing_a_judged_world_runs_names_it():
    act = [Do(Call(Attr(Attr(S, "deck"), "pop"), ())), Do(Call(Local("raise_state"), (Attr(S, "readable"), S)))]
    # the deck (act), the discard (the flow's sunset) and the hand (the worth) are read; the write-back reads all
    assert unread_by(module_of(act)) == (("global", "box"), ("global", "kept"))
    run_out = Function("run_out_water", (("s", "State"), ("p", "Player")), "",
                       [Assign(Local("x"), Item(Attr(S, "box"), Const(0)))], public=True)
    assert unread_by(module_of(act, (run_out,))) == (("global", "kept"),)     # a track run out is judged too


def test_nothing_unread_where_a_record_or_the_readable_state_goes_to_a_function_of_unknown_effect():
    assert unread_by(module_of([Do(Call(Local("unknown"), (S,)))])) is None
    assert unread_by(module_of([Do(Call(Local("unknown"), (Attr(S, "readable"),)))])) is None
    assert unread_by(module_of([Do(Call(Local("shuffle"), (Attr(S, "readable"), Attr(S, "deck"))))])) \
        == (("global", "box"), ("global", "kept"))


@pytest.mark.parametrize("count", [1, 7, 55, 300])
def test_the_numbers_of_a_skipped_shuffle_are_those_random_draws(count):
    drawn, skipped = random.Random(count), random.Random(count)
    numbers = [drawn.random() for _ in range(count)]
    assert knowledge._numbers_of(skipped.getrandbits(64 * count), count) == numbers
    assert skipped.getstate() == drawn.getstate()


GAMES = ("trailblazer_jmt", "thru_the_appalachian")


def decisions(game, players: int, seed: int, every: int) -> list:
    """(the game, the seat, its moves) at every `every`-th decision of a random game, of more than one move."""
    state, rng, found, k = GameState(game, players, seed), random.Random(seed), [], 0
    while not state.is_over():
        moves = state.legal_actions()
        if len(moves) > 1:
            k += 1
            if k % every == 0:
                found.append((state.clone(), moves[0].seat, moves[:24]))
        state.apply(moves[int(rng.random() * len(moves))], check=False)
    return found


def fields_of(world) -> tuple:
    return plain(world.g), [plain(p) for p in world.players]


@pytest.mark.parametrize("name", GAMES)
def test_a_world_dealt_for_judging_is_the_full_deal_once_dealt_in_full_and_is_weighed_the_same(name):
    game = importlib.import_module(f"generated.{name}").GAME
    assert unread_of(game)
    left = 0
    for k, (state, seat, moves) in enumerate(decisions(game, 2, 3, 5)):
        view = SeatView(state, seat)
        full_rng, judged_rng = random.Random(k), random.Random(k)
        full, judged = view.sample(full_rng), view.sample(judged_rng, judged=True)
        assert judged_rng.getstate() == full_rng.getstate()     # the skipped draws taken: later numbers the same
        left += len(judged.__dict__.get("_undealt") or ())
        # greedy's worths on the world left undealt, and the numbers it draws, are those on the full one
        worths = []
        for world in (full, judged):
            world = world.clone()
            looking_ahead(world)
            rng = random.Random(k)
            worths.append((weighed(world, moves, greedy_worth(world, seat), rng), rng.getstate()))
        assert worths[0] == worths[1]
        # a world lowered from it and written back is the full one (the decks left undealt dealt into the copy)
        for world in (full, judged):
            looking_ahead(world)
        lowered = [lowered_world(world, choices=True) for world in (full, judged)]
        if lowered[0] is not None:
            assert fields_of(lowered[0].clone().readable()) == fields_of(lowered[1].clone().readable())
        assert fields_of(dealt_in_full(judged, kept=False)) == fields_of(full)
        assert "_undealt" not in judged.__dict__
    assert left, "no deck left undealt"
