"""Random streams made when first drawn from: `SeededWhenDrawn` and `KnownStream`.

A world dealt for a seat to look ahead on (runtime/knowledge.py `_dealt`) takes a stream of its own, seeded by a
number drawn from the agent's rng, so that the world rolls its own dice. Most such worlds never roll one (a move
weighed one ahead, a playout a few moves deep), and seeding a stream is ~22k instructions: the Mersenne Twister's
624 words mixed with the number, about a random-playout move's worth. A stream set from a state kept (a seat's own
copy draws from one always in the same state) costs as much: the 625 numbers of the state read back one by one.
Each is made here when first drawn from, read or copied past what is known of it: the same numbers, for less.

Made, such a stream becomes a random.Random (its class is swapped: both have the same layout), so every later
draw is CPython's own; a bound `random` taken before still draws the same numbers, through the class's method.
"""
from __future__ import annotations

import random


class _MadeWhenDrawn(random.Random):
    """What both streams answer alike: any draw or read is the stream's, made now."""

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


class SeededWhenDrawn(_MadeWhenDrawn):
    """`random.Random(number)`, seeded when first drawn from or read, not when made (see the module's docstring).
    Until then a copy of it (`own_copy`) is another one of the same number."""

    def __init__(self, number):     # (random.Random.__init__ would seed)
        self.number = number
        self.gauss_next = None


class KnownStream(_MadeWhenDrawn):
    """A random.Random in the state `state` (a `getstate()`), whose first numbers drawn, `first` (`random()` after
    `random()` from that state), are known: those are answered from the tuple, and the stream is set from the state
    (then the numbers answered drawn again) only where more is drawn, or another draw (`getrandbits`) or a new state
    asked for. Read (`getstate`) before it draws, it is the state itself. A copy of one not made yet (`own_copy`) is
    another at the same place."""
    # random.Random's __init_subclass__ would pick the bounded draw made of `random()` for a class whose own
    # `random` it meets before a `getrandbits`: randrange and shuffle must draw as random.Random's own do
    _randbelow = random.Random._randbelow_with_getrandbits

    def __init__(self, state: tuple, first: tuple, at: int = 0):     # (random.Random.__init__ would seed)
        self.known, self.first, self.at = state, first, at
        self.gauss_next = None

    def random(self) -> float:
        if type(self) is KnownStream:
            at = self.at
            if at < len(self.first):
                self.at = at + 1
                return self.first[at]
        return random.Random.random(_seeded(self))

    def getstate(self):
        if type(self) is KnownStream and self.at == 0:
            return self.known
        return random.Random.getstate(_seeded(self))


def own_copy(rng: random.Random):
    """A stream of its own in the state of one of this module's not made yet, made as late as it is; None for any
    other stream (runtime/state.py `_own_copy` copies it through its state)."""
    kind = type(rng)
    if kind is SeededWhenDrawn:
        return SeededWhenDrawn(rng.number)
    if kind is KnownStream:
        return KnownStream(rng.known, rng.first, rng.at)
    return None


def made(stream: random.Random) -> random.Random:
    """`stream` made now if it is one of this module's not made yet (then a random.Random): where it is about to be
    drawn from in C (natively, runtime/draws.pyx draws on CPython's own streams in place)."""
    return _seeded(stream)


def _seeded(stream: random.Random) -> random.Random:
    """`stream` made now if it is one of this module's not made yet (then a random.Random): a method of its class
    taken before would find it one no longer."""
    kind = type(stream)
    if kind is SeededWhenDrawn:
        number = stream.number
        del stream.number
        stream.__class__ = random.Random
        random.Random.seed(stream, number)
    elif kind is KnownStream:
        known, at = stream.known, stream.at
        del stream.known, stream.first, stream.at
        stream.__class__ = random.Random
        random.Random.setstate(stream, known)
        for _ in range(at):             # (the numbers answered from `first`, drawn again)
            random.Random.random(stream)
    return stream
