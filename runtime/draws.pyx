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
from hashlib import sha512 as _sha512
from random import Random as _PyRandom

cdef extern from *:
    """
    #include <stdint.h>
    #include <string.h>
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

    /* init_genrand(19650218) of Modules/_randommodule.c, the state every seeding begins from: made once */
    static uint32_t cairn_mt_begun[CAIRN_MT_N];
    static void cairn_begin_seeding(void) {
        int i;
        cairn_mt_begun[0] = 19650218U;
        for (i = 1; i < CAIRN_MT_N; i++)
            cairn_mt_begun[i] = 1812433253U * (cairn_mt_begun[i - 1] ^ (cairn_mt_begun[i - 1] >> 30)) + (uint32_t)i;
    }

    /* init_by_array of Modules/_randommodule.c, on the object's own state: the copy of init_genrand's state,
       then the same two loops over the key (its 32-bit words, least significant first, at most
       CAIRN_KEY_WORDS), each step's previous word held in a register rather than read back from the state */
    #define CAIRN_KEY_WORDS 64
    static void cairn_init_by_array(PyObject *rng, const unsigned char *key_bytes, size_t key_length) {
        cairn_RandomObject *self = (cairn_RandomObject *)rng;
        uint32_t *mt = self->state;
        uint32_t key[CAIRN_KEY_WORDS], previous;
        size_t i = 1, j = 0, k;
        for (k = 0; k < key_length; k++)
            key[k] = (uint32_t)key_bytes[4 * k] | (uint32_t)key_bytes[4 * k + 1] << 8
                | (uint32_t)key_bytes[4 * k + 2] << 16 | (uint32_t)key_bytes[4 * k + 3] << 24;
        memcpy(mt, cairn_mt_begun, sizeof(cairn_mt_begun));
        self->index = CAIRN_MT_N;
        previous = mt[0];
        for (k = CAIRN_MT_N > key_length ? CAIRN_MT_N : key_length; k; k--) {
            previous = (mt[i] ^ ((previous ^ (previous >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
            mt[i] = previous;
            i++; j++;
            if (i >= CAIRN_MT_N) { mt[0] = previous; i = 1; }
            if (j >= key_length) j = 0;
        }
        for (k = CAIRN_MT_N - 1; k; k--) {
            previous = (mt[i] ^ ((previous ^ (previous >> 30)) * 1566083941U)) - (uint32_t)i;
            mt[i] = previous;
            i++;
            if (i >= CAIRN_MT_N) { mt[0] = previous; i = 1; }
        }
        mt[0] = 0x80000000U;
    }

    /* random_random of Modules/_randommodule.c: a double in [0, 1) of 53 random bits */
    static double cairn_random(PyObject *rng) {
        cairn_RandomObject *self = (cairn_RandomObject *)rng;
        uint32_t a = cairn_genrand_uint32(self) >> 5, b = cairn_genrand_uint32(self) >> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }
    """
    double cairn_random(object rng)
    void cairn_begin_seeding()
    size_t CAIRN_KEY_WORDS
    void cairn_init_by_array(object rng, const unsigned char *key_bytes, size_t key_length)


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
cairn_begin_seeding()


cdef object _seeded_in_place(object seed):
    """`random.Random(seed)` for a seed of an int at least 0 or of a str (random.py's `seed`, version 2: a str's
    bytes and their SHA-512 read as one big-endian number), seeded in C: the object made without Python's
    `__init__`, its state set as CPython's `random_seed` sets it (the number's 32-bit words, least significant
    first, through init_by_array), `gauss_next` None as `seed` leaves it."""
    if type(seed) is str:
        data = seed.encode()
        number = int.from_bytes(data + _sha512(data).digest(), "big")
    else:
        number = seed
    cdef size_t words = max(1, (number.bit_length() + 31) // 32)
    if words > CAIRN_KEY_WORDS:
        return _random_module.Random(seed)
    cdef bytes key = number.to_bytes(4 * words, "little")
    rng = _PyRandom.__new__(_PyRandom)
    cairn_init_by_array(rng, key, words)
    rng.gauss_next = None
    return rng


cdef bint _seeded_as_python():
    """Whether `_seeded_in_place` makes the very state `random.Random` makes: small and large numbers, strings."""
    for seed in (0, 1, 20261202, 2 ** 32, 2 ** 47 + 12345, 2 ** 200 + 7, 2 ** 5000 + 3, "", "123456789:agents"):
        if _seeded_in_place(seed).getstate() != _random_module.Random(seed).getstate():
            return False
    return True


_SEEDED_IN_PLACE = _IN_PLACE and _seeded_as_python()


cpdef object seeded(object seed):
    """`random.Random(seed)`, the same object in the same state, for less: a game seeds two streams (the dice and
    the seats'), and seeding by Python's `__init__` and `seed` cost more than a whole game's draws. Seeded in C
    for an int at least 0 or a str, where `_seeded_as_python` holds; by random.Random otherwise."""
    if _SEEDED_IN_PLACE and (type(seed) is str or (type(seed) is int and seed >= 0)):
        return _seeded_in_place(seed)
    return _random_module.Random(seed)


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
