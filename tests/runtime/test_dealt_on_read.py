"""Decks a world only judged is dealt when a judged function first reads them (compiler/codegen/lower/dealt_on_read.py
`DEALT_ON_READ`, runtime/on_read.py, runtime/knowledge.py `shuffled_later`).

Here: the pass guards every judged function naming a pile of such a deck, and none where a pile of the deck is read where
it cannot be dealt (a function not given the state, a pile not held on the slots); the cards rebuilt from a skipped
shuffle's bits are those the shuffle deals; and at decisions of random games, every move weighed on a world dealt so
and written back is the world the full deal gives after the move (the piles it dealt on read and drew from left as
its moves left them), and greedy's worths and draws are the same.
"""
from __future__ import annotations

import importlib
import random
from math import floor

import pytest

from compiler.codegen.lower.ir import LIST, Assign, Attr, Call, Const, Do, Function, If, Local, Module, Record, \
    Return, Slot
from compiler.codegen.lower.judged_unread import judged_unread
from compiler.codegen.lower.printing import python_module
from runtime import knowledge
from runtime.agents import SeatView
from runtime.knowledge import plain
from runtime.lookahead import looking_ahead
from runtime.lowered import Asked, lowered_world
from runtime.rules import RuleError
from runtime.state import GameState

S = Local("s")
PILES = ("deck", "hand", "box", "discard")


def module_of(extra: tuple = (), sunset_params=(("s", "State"),)) -> Module:
    """A module whose `act` draws from the deck and whose flow's sunset clears the discard; the write-back reads every
    pile. `lower_state` and `clone` make and copy the state."""
    state = Record("State", "", tuple(Slot(name, LIST, "pile") for name in PILES))
    act = Function("act", (("s", "State"), ("seat", "long")), "",
                   [Do(Call(Attr(Attr(S, "hand"), "append"), (Call(Attr(Attr(S, "deck"), "pop"), ()),)))], public=True)
    to_decision = Function("to_decision", (("s", "State"),), "", [Do(Call(Local("sunset"), (S,))), Return(Const(0))],
                           public=True)
    sunset = Function("sunset", sunset_params, "", [Do(Call(Attr(Attr(S, "discard"), "clear"), ()))])
    standing = Function("standing", (("s", "State"), ("p", "Player")), "", [Return(Const(0))], public=True)
    raise_state = Function("raise_state", (("state", "object"), ("s", "State")), "",
                           [Assign(Attr(Attr(Local("state"), "g"), name), Attr(S, name)) for name in PILES])
    lower_state = Function("lower_state", (("state", "object"),), "", [Assign(S, Call(Local("State"), ())), Return(S)])
    clone = Function("clone", (("s", "State"),), "", [Assign(Local("c"), Call(Local("State"), ())), Return(Local("c"))])
    return Module("", {}, [Record("Player", "", ()), state],
                  [act, to_decision, sunset, standing, raise_state, lower_state, clone, *extra])


def hidden(decks: dict, held=PILES, player=()) -> list:
    """lowering.py `hidden_piles` of the piles of `decks` (deck -> piles), held as the records' lists where in `held`."""
    return [("player" if pile in player else "global", pile, pile if pile in held else None, deck,
             pile in held and pile not in player) for deck, piles in decks.items() for pile in piles]


def dealt_by(module: Module, piles: list) -> tuple:
    made = judged_unread(module, [("global", name, name) for name in PILES], piles)
    texts = dict(made.constants)
    return (eval(texts["DEALT_ON_READ"]) if "DEALT_ON_READ" in texts else None), made     # (a literal the test made)


def guard_of(fn: Function):
    first = fn.body[0] if fn.body else None
    return first.branches[0][1][0].expr.args[1] if isinstance(first, If) else None


def test_a_read_deck_is_dealt_where_every_judged_function_naming_its_piles_first_deals_it():
    # the deck and the box are one deck (the box unread), the discard another; the hand is seen by everyone
    on_read, made = dealt_by(module_of(), hidden({"cards": ("deck", "box"), "spent": ("discard",)}))
    assert on_read == (("deck", "deck"), ("discard", "discard"))
    functions = {fn.name: fn for fn in made.functions}
    assert python_module(Module("", {}, [], [functions["act"]])).splitlines()[5:7] == [
        "    if s.undealt:", "        dealt_on_read(s, ('deck',))"]
    assert "dealt_on_read(s, ('discard',))" in python_module(Module("", {}, [], [functions["sunset"]]))
    assert guard_of(functions["standing"]) is None and guard_of(functions["raise_state"]) is None
    # the state holds the decks undealt: none once lowered, its copy's its original's
    assert "    s.undealt = ()" in python_module(Module("", {}, [], [functions["lower_state"]]))
    assert "    c.undealt = s.undealt" in python_module(Module("", {}, [], [functions["clone"]]))
    assert "undealt" in [slot.name for slot in made.records[1].slots]
    assert "dealt_on_read" in made.imports["runtime.api"]


def test_no_deck_is_dealt_on_read_where_a_pile_of_it_cannot_be():
    # the discard read by a function not given the state: its deck is not dealt on read, the other deck is
    on_read, _made = dealt_by(module_of(sunset_params=(("q", "State"),)),
                              hidden({"cards": ("deck", "box"), "spent": ("discard",)}))
    assert on_read == (("deck", "deck"),)
    # a pile of the deck not held on the slots, or a player's: the deck is dealt in full
    assert dealt_by(module_of(), hidden({"cards": ("deck", "box", "pool")}))[0] is None
    assert dealt_by(module_of(), hidden({"cards": ("deck", "hand")}, player=("hand",)))[0] is None
    # every pile of the deck unread: JUDGED_UNREAD's, nothing dealt on read
    assert dealt_by(module_of(), hidden({"cards": ("box",)}))[0] is None


@pytest.mark.parametrize("count", [2, 3, 50, 300])
def test_the_cards_rebuilt_from_a_skipped_shuffle_are_those_it_deals(count):
    cards = tuple(f"c{k:03d}" for k in range(count))
    drawn, skipped = random.Random(count), random.Random(count)
    pool = list(cards)
    for i in range(count - 1, 0, -1):
        j = floor(drawn.random() * (i + 1))
        pool[i], pool[j] = pool[j], pool[i]
    assert knowledge.shuffled_later(cards, skipped.getrandbits(64 * (count - 1))) == pool


GAMES = ("trailblazer_jmt", "trail_story_america")


def decisions(game, players: int, seed: int, every: int) -> list:
    """(the game, the seat, its moves) at every `every`-th decision of a random game, of more than one move."""
    state, rng, found, k = GameState(game, players, seed), random.Random(seed), [], 0
    while not state.is_over():
        moves = state.legal_actions()
        if len(moves) > 1:
            k += 1
            if k % every == 0:
                found.append((state.clone(), moves[0].seat, moves[:16]))
        state.apply(moves[int(rng.random() * len(moves))], check=False)
    return found


def fields_of(world) -> tuple:
    return plain(world.g), [plain(p) for p in world.players]


def after(lowered, number: int):
    """The world `lowered` after the move `number` weighed as greedy weighs it, written back; None where not played."""
    world = lowered.clone_judged()
    try:
        if world.play_to_chance(number, counted=True, judged=True):
            world.flow_on(counted=True, judged=True)
    except Asked:
        pass
    except RuleError:
        return None
    return fields_of(world.readable()), world.rng_state()


@pytest.mark.parametrize("name", GAMES)
def test_a_move_weighed_on_a_world_dealt_on_read_is_the_move_on_the_full_deal(name):
    game = importlib.import_module(f"generated.{name}").GAME
    dealt = 0
    for k, (state, seat, moves) in enumerate(decisions(game, 2, 5, 4)):
        view = SeatView(state, seat)
        full, judged = view.sample(random.Random(k)), view.sample(random.Random(k), judged=True)
        for world in (full, judged):
            looking_ahead(world)
        lowered = [lowered_world(world, choices=True, counted=True) for world in (full, judged)]
        if lowered[0] is None:
            continue
        for move, number in zip(moves, lowered[1].narrowed_to(moves)):
            if number is None:
                continue
            was = len(lowered[1].s.undealt)
            assert after(lowered[0], number) == after(lowered[1], number), (k, move)
            dealt += was > len(lowered[1].s.undealt) or any(d.cards is not None for d in lowered[1].s.undealt)
    assert dealt, "no deck dealt on read"
