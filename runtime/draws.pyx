# cython: language_level=3
"""The random streams a lowered playout draws from, in C: the native build's `runtime.draws`.

runtime/draws.py is the same module in pure Python. Here `stream_of` makes a `Draw`, whose `random()` a
lowered module compiled natively calls as a C function. Given CPython's own `random.Random` (or its bound
`random`), a Draw draws on that object's own Mersenne Twister state, in place, with the very code of
CPython's Modules/_randommodule.c (genrand_uint32, and random_random's genrand_res53: two 32-bit outputs,
(a >> 5, b >> 6), (a * 67108864 + b) / 9007199254740992). Nothing is copied out and nothing written back:
the Python object is the state, so the dice, the seats' draws, a shuffle done by the runtime in Python, an
observer, an agent and an error report all see one stream, and every draw is the one Python would make.
The layout of CPython's object is checked at import (`_IN_PLACE`) against Python's own draws; where it
does not match, a Draw calls the stream's `random` instead, which is slower but the same numbers.
"""
import random as _random_module
from _random import Random as _CRandom

cdef extern from *:
    """
    #include <stdint.h>
    /* CPython's RandomObject (Modules/_randommodule.c, unchanged from 3.2 to 3.13) */
    #define CAIRN_MT_N 624
    #define CAIRN_MT_M 397
    typedef struct {
        PyObject_HEAD
        int index;
        uint32_t state[CAIRN_MT_N];
    } cairn_RandomObject;

    /* genrand_uint32 of Modules/_randommodule.c */
    static uint32_t cairn_genrand_uint32(cairn_RandomObject *self) {
        uint32_t y;
        static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
        uint32_t *mt = self->state;
        if (self->index >= CAIRN_MT_N) {
            int kk;
            for (kk = 0; kk < CAIRN_MT_N - CAIRN_MT_M; kk++) {
                y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
                mt[kk] = mt[kk + CAIRN_MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
            }
            for (; kk < CAIRN_MT_N - 1; kk++) {
                y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
                mt[kk] = mt[kk + (CAIRN_MT_M - CAIRN_MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
            }
            y = (mt[CAIRN_MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
            mt[CAIRN_MT_N - 1] = mt[CAIRN_MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
            self->index = 0;
        }
        y = mt[self->index++];
        y ^= (y >> 11);
        y ^= (y << 7) & 0x9d2c5680U;
        y ^= (y << 15) & 0xefc60000U;
        y ^= (y >> 18);
        return y;
    }

    /* random_random of Modules/_randommodule.c: a double in [0, 1) of 53 random bits */
    static double cairn_random(PyObject *rng) {
        cairn_RandomObject *self = (cairn_RandomObject *)rng;
        uint32_t a = cairn_genrand_uint32(self) >> 5, b = cairn_genrand_uint32(self) >> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }
    """
    double cairn_random(object rng)


cdef bint _drawn_as_python():
    """Whether drawing in place gives Python's own numbers and leaves Python's own state (the layout above is
    this Python's): a few thousand draws, past a regeneration of the state, from two streams of one seed."""
    mine, theirs = _random_module.Random(20261202), _random_module.Random(20261202)
    cdef int i
    for i in range(1500):
        if cairn_random(mine) != theirs.random():
            return False
    return mine.getstate() == theirs.getstate()


_IN_PLACE = _drawn_as_python()


cdef bint _own_random(object rng):
    """Whether `rng` draws with CPython's own `random()` (random.Random, not a subclass that draws otherwise)."""
    return _IN_PLACE and isinstance(rng, _CRandom) and type(rng).random is _CRandom.random


cdef class Draw:
    """A stream a lowered module draws from: `random()`, in C on a random.Random's own state where it can."""

    def __cinit__(self, rng, source):
        self.rng = rng
        self.source = source

    cpdef double random(self):
        if self.rng is not None:
            return cairn_random(self.rng)
        return self.source()


cpdef Draw stream_of(object source):
    """The Draw of `source`: a random.Random, its bound `random`, an object with `random()`, or a function."""
    if isinstance(source, Draw):
        return source
    if _own_random(source):
        return Draw(source, None)
    owner = getattr(source, "__self__", None)
    if owner is not None and _own_random(owner) and getattr(source, "__name__", None) == "random":
        return Draw(owner, None)
    draw = getattr(source, "random", None)
    return Draw(None, draw if draw is not None else source)


cpdef list streams_of(object randoms):
    """`stream_of` of every seat's draw of `randoms` (a list, one per seat)."""
    return [stream_of(draw) for draw in randoms]
