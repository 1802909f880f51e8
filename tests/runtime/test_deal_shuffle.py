"""A deal's shuffle (runtime/knowledge.py `_shuffle`, `_numbers_drawn`): its places worked out in C are the places
the Fisher-Yates loop it replaced took (place i swapped with floor(random() * (i + 1)), from the last place down),
and it draws as many numbers from the stream as that loop did, from a plain random.Random or another stream."""
from __future__ import annotations

import random
from math import floor

from runtime.knowledge import _numbers_drawn, _numbers_of, _shuffle


def _loop(pool: list, draw) -> None:
    for i in range(len(pool) - 1, 0, -1):
        j = floor(draw() * (i + 1))
        pool[i], pool[j] = pool[j], pool[i]


class _Stream:
    """A stream that is not a random.Random (a seat's copy's deal draws through one)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def random(self) -> float:
        return self.rng.random()


def test_the_same_places_and_the_stream_left_where_the_loop_left_it():
    rng = random.Random(11)
    for _ in range(300):
        cards = [rng.choice("abcdefgh") + str(k) for k in range(rng.randrange(2, 120))]
        seed = rng.random()
        for stream in (random.Random, _Stream):
            looped, shuffled = list(cards), list(cards)
            before, after = stream(seed), stream(seed)
            _loop(looped, before.random)
            _shuffle(shuffled, _numbers_drawn(after, len(cards) - 1))
            assert shuffled == looped
            assert after.random() == before.random()


def test_a_deck_dealt_later_by_the_bits_taken_for_it():
    cards = [f"card-{k}" for k in range(50)]
    looped, later = list(cards), list(cards)
    _loop(looped, random.Random(4).random)
    _shuffle(later, _numbers_of(random.Random(4).getrandbits(64 * 49), 49))
    assert later == looped
