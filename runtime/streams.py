"""Random streams seeded when first drawn from: `SeededWhenDrawn`.

A world dealt for a seat to look ahead on (runtime/knowledge.py `_dealt`) takes a stream of its own, seeded by a
number drawn from the agent's rng, so that the world rolls its own dice. Most such worlds never roll one (a move
weighed one ahead, a playout a few moves deep), and seeding a stream is ~22k instructions: the Mersenne Twister's
624 words mixed with the number, about a random-playout move's worth. Seeded when first drawn, the same numbers
come out for less.
"""
from __future__ import annotations

import random


class SeededWhenDrawn(random.Random):
    """`random.Random(number)`, seeded when first drawn from or read, not when made: seeding is ~22k instructions
    (the Mersenne Twister's 624 words mixed with the number), and most worlds given a stream of their own (a world
    dealt for a seat to look ahead on, knowledge.py `_dealt`) never roll a die. Seeded, it becomes a random.Random
    (its class is swapped), so every later draw is CPython's own; a bound `random` taken before still draws the same
    numbers, through the method below. Until then a copy of it (runtime/state.py `_own_copy`) is another one of the same number."""

    def __init__(self, number):     # (random.Random.__init__ would seed)
        self.number = number
        self.gauss_next = None

    def random(self) -> float:
        return random.Random.random(_seeded(self))

    def getrandbits(self, k: int) -> int:
        return random.Random.getrandbits(_seeded(self), k)

    def getstate(self):
        return random.Random.getstate(_seeded(self))

    def setstate(self, state) -> None:
        random.Random.setstate(_seeded(self), state)

    def seed(self, a=None, version=2) -> None:
        random.Random.seed(_seeded(self), a, version)

    def __reduce__(self):
        return _seeded(self).__reduce__()


def _seeded(stream: random.Random) -> random.Random:
    """`stream` seeded now if it is a SeededWhenDrawn not seeded yet (then a random.Random): a method of the class
    taken before would find it one no longer."""
    if type(stream) is SeededWhenDrawn:
        number = stream.number
        del stream.number
        stream.__class__ = random.Random
        random.Random.seed(stream, number)
    return stream
