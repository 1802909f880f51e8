# The C declarations of runtime/draws.pyx, the native build's random streams: a lowered module compiled
# natively cimports Draw to call its random() in C.

cdef class Draw:
    # the random.Random whose own Mersenne Twister state is drawn from in place, or None
    cdef object rng
    # what random() calls otherwise (a stream that is not CPython's own random.Random)
    cdef object source
    cpdef double random(self)


cpdef Draw stream_of(object source)

cpdef list streams_of(object randoms)

cpdef object seeded(object seed)
