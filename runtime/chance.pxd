# The C types of chance.py (dice, shuffles and draws of the readable game, and of the lowered playout's setup): Cython
# applies them when the native build compiles that module (compiler/driver/native.py). A shuffle's places are C longs
# and its cards one list indexed in C; the random numbers are the stream's own, drawn in C (runtime/draws.pyx) in the
# same order.
cimport cython
from runtime.draws cimport Draw


cdef bint _COMPILED


@cython.locals(cards=list, i=long, j=long, draw=Draw)
cpdef object shuffle(object state, object pile)
