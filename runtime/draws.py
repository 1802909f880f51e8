"""The random streams a lowered playout draws from (generated/<game>/lowered.py), in pure Python.

A lowered playout draws `x.random()` from what `stream_of` makes of a stream it is given: a `random.Random`
(the game's dice, GameState.rng), a seat's draw (`agent.rng.random`, the `randoms` of `play`), or the
runtime's own streams (runtime/lowered.py). In pure Python that is the stream itself wherever it already
answers `random()` as the given one does, so a draw costs one method call, as before. The native build
compiles runtime/draws.pyx under this module's name instead: there `stream_of` makes a C object whose
`random()` draws in C, on a `random.Random`'s own state, exactly as CPython draws.
"""
from __future__ import annotations

import random


class Drawn:
    """A stream given as a function to call (a test's, an automaton's), answering `random()`."""
    __slots__ = ("random",)

    def __init__(self, draw):
        self.random = draw


def stream_of(source):
    """What a lowered playout draws from for `source`: an object with `random()` (a `random.Random`, the runtime's
    streams) as it is; the bound `random` of such an object, that object; any other function, called."""
    if hasattr(source, "random"):
        return source
    owner = getattr(source, "__self__", None)
    if owner is not None and getattr(source, "__name__", None) == "random" and source == getattr(owner, "random", None):
        return owner
    return Drawn(source)


def streams_of(randoms) -> list:
    """`stream_of` of every seat's draw of `randoms` (a list, one per seat)."""
    return [stream_of(draw) for draw in randoms]


# `seeded(seed)` is `random.Random(seed)`: a game's streams are made by it (natively, runtime/draws.pyx seeds them in
# C, the same object in the same state for less)
seeded = random.Random
