# The C types of pile_counts.py (piles counted per id, and piles held as numbers, for the lowered playout): Cython
# applies them when the native build compiles that module (compiler/driver/native.py). A card's number and a place in
# a pile are C ints: `move_each`'s pass over a deck is a C loop.
cimport cython


@cython.locals(seen=bytearray, kept=list, card=Py_ssize_t)
cpdef move_each(object source, object dest, Py_ssize_t count)
