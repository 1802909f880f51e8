# The C types of board.py (graphs of routes, choices among groups): Cython applies them when the native build compiles
# that module (compiler/driver/native.py). `distinct` reads masks.pxd's inline walk of a short list.
from runtime cimport masks


cdef bint _COMPILED

cpdef list distinct(object items)
