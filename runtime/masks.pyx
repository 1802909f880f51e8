# cython: language_level=3
"""A set of a table's ids held as a bit mask (id k is bit k), walked by its ids, in C: the native build's
`runtime.masks`.

runtime/masks.py is the same module in pure Python. A mask of more than 62 ids (Trek's 69 trails) is a Python int
of several digits; there each set bit made three new ints (`mask & -mask`, `mask ^ low`). Here the mask is read 64
bits at a time into a C word, and each word's set bits are found by counting its trailing zeros
(`__builtin_ctzll`): the same ids in the same order, no int made but the ids themselves.
"""

cdef extern from *:
    int __builtin_ctzll(unsigned long long word) nogil


cpdef list mask_ids(object mask):
    """The ids of a mask, in their order (the lowest bit first): only its set bits are visited."""
    cdef list ids = []
    cdef unsigned long long word
    cdef long base = 0
    while mask:
        word = <unsigned long long>(mask & 0xFFFFFFFFFFFFFFFF)
        while word:
            ids.append(base + __builtin_ctzll(word))
            word &= word - 1
        mask >>= 64
        base += 64
    return ids
