# The C declarations of runtime/masks.pyx, the native build's walk over a mask's ids, and the C word a lowered module
# holds a mask of 63-128 ids in.

# gcc's and clang's 128-bit unsigned integer. Cython is told it is an unsigned long long: it converts such a value to
# and from a Python int by the C type's size, so a lowered slot of this type reads and writes the same Python ints,
# and its &, |, ^ and comparisons are C's. A literal of it wider than 64 bits Cython writes as one C literal, which C
# cannot hold: the native build writes it as two 64-bit halves (compiler/driver/native.py `wide_literals`).
cdef extern from *:
    """
    typedef unsigned __int128 cairn_u128;
    #define CAIRN_U128(high, low) (((cairn_u128)(high) << 64) | (cairn_u128)(low))
    """
    ctypedef unsigned long long u128 "cairn_u128"

cpdef list mask_ids(object mask)

cdef extern from *:
    int __builtin_popcountll(unsigned long long word) nogil


cdef inline long mask_count(u128 mask) noexcept:
    """The ids of a u128 mask counted: C's popcount of its two 64-bit halves (runtime/masks.py: `int.bit_count`)."""
    return __builtin_popcountll(<unsigned long long>mask) + __builtin_popcountll(<unsigned long long>(mask >> 64))
