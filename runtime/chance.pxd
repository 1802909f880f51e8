# The C types of chance.py (dice, shuffles and draws of the readable game, and of the lowered playout's setup): Cython
# applies them when the native build compiles that module (compiler/driver/native.py). A shuffle's places are C longs
# and its cards one list indexed in C; the random numbers are the stream's own, drawn in C (runtime/draws.pyx) in the
# same order.
cimport cython
from runtime.draws cimport Draw


cdef bint _COMPILED


@cython.locals(cards=list, i=long, j=long, draw=Draw)
cpdef object shuffle(object state, object pile)


# `draw` called in C by a lowered module (its .pxd cimports it), its cards moved between two lists typed as such
@cython.locals(moved=Py_ssize_t, taken_from=list, taken_to=list, _card=Py_ssize_t)
cpdef object draw(object state, object source, object dest, object count, object accept=*)
