"""runtime/streams.py: streams made when first drawn from draw what the random.Random they stand for draws.

- `SeededWhenDrawn(number)` is `random.Random(number)`: every draw, a shuffle, its state, a copy, a pickle, a bound
  `random` taken before it was seeded, a state set or a seed given before it drew;
- `KnownStream(state, first)` is a random.Random set from `state`, at every place in and past its known numbers;
- `_own_copy` (GameState.rng's copy of a shared stream) and lowered.py's `Origin.own_copy` copy one not made yet
  without making it, and the copy draws what a copy through the state draws;
- a world a seat deals (knowledge.py `_dealt`) keeps its stream unseeded where nothing draws from it, and a seat's own
  copy's stream (`_COPY_STREAM`) is the random.Random it stood for before.
"""
from __future__ import annotations

import copy
import importlib
import pickle
import random

import pytest

from runtime import knowledge
from runtime.agents import SeatView
from runtime.lowered import Origin
from runtime.state import GameState, _own_copy
from runtime.streams import KnownStream, SeededWhenDrawn, own_copy

APPALACHIAN = importlib.import_module("generated.thru_the_appalachian").GAME
NUMBERS = [0, 7, 0.3141592653589793, 0.999, 2 ** 40 + 3]


def _draws(stream, count: int = 6) -> list:
    return [stream.random() for _ in range(count)]


@pytest.mark.parametrize("number", NUMBERS)
def test_seeded_when_drawn_draws_as_random_random(number):
    stream, expected = SeededWhenDrawn(number), random.Random(number)
    assert type(stream) is SeededWhenDrawn       # not seeded when made
    draw = stream.random                        # a bound method taken before it is seeded
    assert [draw() for _ in range(3)] + _draws(stream, 3) == _draws(expected)
    assert type(stream) is random.Random        # seeded: CPython's own stream from then on
    assert draw() == expected.random()          # the bound method still draws, from the same state
    assert stream.getstate() == expected.getstate()


@pytest.mark.parametrize("number", NUMBERS)
def test_seeded_when_drawn_every_way_in(number):
    expected = random.Random(number)
    cards, others = list(range(40)), list(range(40))
    SeededWhenDrawn(number).shuffle(cards)
    expected.shuffle(others)
    assert cards == others
    assert SeededWhenDrawn(number).getstate() == random.Random(number).getstate()
    assert SeededWhenDrawn(number).randrange(1000) == random.Random(number).randrange(1000)
    assert SeededWhenDrawn(number).getrandbits(70) == random.Random(number).getrandbits(70)
    assert _draws(pickle.loads(pickle.dumps(SeededWhenDrawn(number)))) == _draws(random.Random(number))
    assert _draws(copy.deepcopy(SeededWhenDrawn(number))) == _draws(random.Random(number))
    stream = SeededWhenDrawn(number)
    stream.setstate(random.Random(11).getstate())
    assert _draws(stream) == _draws(random.Random(11))
    stream = SeededWhenDrawn(number)
    stream.seed(12)
    assert _draws(stream) == _draws(random.Random(12))


@pytest.mark.parametrize("number", NUMBERS)
def test_a_copy_of_one_not_seeded_is_another_of_its_number(number):
    stream = SeededWhenDrawn(number)
    copied, lowered = _own_copy(stream), Origin(stream).own_copy()
    assert type(copied) is SeededWhenDrawn and type(lowered) is SeededWhenDrawn and copied is not stream
    assert type(stream) is SeededWhenDrawn      # the original not seeded by its copies
    assert _draws(copied) == _draws(lowered) == _draws(random.Random(number))
    stream.random()                             # seeded: copied through its state from then on
    expected = random.Random(number)
    expected.random()
    assert type(_own_copy(stream)) is random.Random
    assert _draws(_own_copy(stream)) == _draws(Origin(stream).own_copy()) == _draws(expected)


def _known(number, first: int = 4):
    source = random.Random(number)
    state = source.getstate()
    return state, tuple(source.random() for _ in range(first))


def _set(state) -> random.Random:
    stream = random.Random()
    stream.setstate(state)
    return stream


@pytest.mark.parametrize("drawn", range(7))
def test_a_known_stream_draws_as_the_state_it_holds(drawn):
    state, first = _known(5.5)
    stream, expected = KnownStream(state, first), _set(state)
    draw = stream.random
    assert [draw() for _ in range(drawn)] == _draws(expected, drawn)
    assert type(stream) is (KnownStream if drawn <= len(first) else random.Random)
    copied, lowered = own_copy(stream), Origin(stream).own_copy()
    assert (copied is None) == (type(stream) is random.Random)     # (a stream made is copied through its state)
    after = _draws(expected)
    assert _draws(_own_copy(stream)) == after and _draws(lowered) == after
    assert copied is None or _draws(copied) == after
    assert _draws(stream) == after
    assert draw() == expected.random()          # a bound method taken before it was made


def test_a_known_stream_read_before_it_draws_is_its_state():
    state, first = _known(3)
    stream = KnownStream(state, first)
    assert stream.getstate() is state and type(stream) is KnownStream
    stream.random()
    expected = _set(state)
    expected.random()
    assert stream.getstate() == expected.getstate()
    for make in (lambda s: s.getrandbits(40), lambda s: s.randrange(77), lambda s: s.sample(range(50), 5)):
        assert make(KnownStream(state, first)) == make(_set(state))
    assert _draws(pickle.loads(pickle.dumps(KnownStream(state, first)))) == _draws(_set(state))


def test_a_seat_copys_stream_is_the_one_it_stood_for():
    """`_COPY_STREAM`, made a KnownStream, is the random.Random it was before, never drawn from (shared)."""
    expected = random.Random(random.Random(knowledge.COPY_DEAL).random())
    assert knowledge._COPY_STREAM.getstate() == expected.getstate()
    shared = GameState.__new__(GameState)      # a seat's own copy shares it: GameState.rng takes a copy of its own
    shared._rng, shared._rng_shared = knowledge._COPY_STREAM, True
    assert _draws(shared.rng, 80) == _draws(expected, 80)    # past the numbers known
    assert type(knowledge._COPY_STREAM) is KnownStream and knowledge._COPY_STREAM.at == 0


def _decisions(rules, players: int, seed: int, every: int = 4):
    state, rng, i = GameState(rules, players, seed), random.Random(seed), 0
    while not state.is_over():
        moves = state.legal_actions()
        if i % every == 0 and len(moves) > 1:
            yield state, moves[0].seat
        state.apply(moves[int(rng.random() * len(moves))], check=False)
        i += 1


def test_a_world_dealt_keeps_its_stream_unseeded_until_it_draws():
    """A world a seat's view deals (knowledge.py `_dealt`) holds a SeededWhenDrawn of the number its deal drew: where
    it rolls, it rolls random.Random(number)'s dice; a clone of it shares it, unseeded, until one of them draws."""
    met = 0
    for state, seat in _decisions(APPALACHIAN, 2, 3):
        world = SeatView(state, seat).sample(random.Random(met))
        stream = world._rng
        if type(stream) is not SeededWhenDrawn:
            continue
        met += 1
        number = stream.number
        clone = world.clone()
        assert clone._rng is stream
        assert _draws(clone.rng) == _draws(random.Random(number))     # the clone's own copy, the world's unseeded
        assert type(world._rng) is SeededWhenDrawn
        assert _draws(world.rng) == _draws(random.Random(number))
    assert met > 10
