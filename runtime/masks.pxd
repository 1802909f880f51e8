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

# A 64-bit word's set bits counted inline. `__builtin_popcountll` is one instruction only where the compiler may use
# the CPU's popcnt (-mpopcnt, which a build for any x86-64 may not assume); elsewhere it is a call of libgcc's
# `__popcountdi2`, a byte at a time through a table: ~1,100 calls a native game of Trek, some 1 % of its instructions.
# The same count by the usual bit-parallel sums is a dozen instructions, inline.
cdef extern from *:
    """
    static inline int cairn_popcount64(unsigned long long word) {
    #if defined(__POPCNT__)
        return __builtin_popcountll(word);
    #else
        word = word - ((word >> 1) & 0x5555555555555555ULL);
        word = (word & 0x3333333333333333ULL) + ((word >> 2) & 0x3333333333333333ULL);
        word = (word + (word >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
        return (int)((word * 0x0101010101010101ULL) >> 56);
    #endif
    }
    """
    int cairn_popcount64(unsigned long long word) nogil
    int __builtin_clzll(unsigned long long word) nogil


cdef inline long mask_count(u128 mask) noexcept:
    """The ids of a u128 mask counted: the popcount of its two 64-bit halves (runtime/masks.py: `int.bit_count`)."""
    return cairn_popcount64(<unsigned long long>mask) + cairn_popcount64(<unsigned long long>(mask >> 64))


cdef inline long bit_length(u128 mask) noexcept:
    """The number of bits of a u128 mask up to its highest set bit (runtime/masks.py: `int.bit_length`): C's count of
    the leading zeros of its high 64-bit half, or of its low half where the high one is 0."""
    cdef unsigned long long half = <unsigned long long>(mask >> 64)
    if half:
        return 128 - __builtin_clzll(half)
    half = <unsigned long long>mask
    return 64 - __builtin_clzll(half) if half else 0


cdef inline list distinct_keys(object items):
    """The different values among `items`, in their first order (runtime/masks.py: `dict.fromkeys`, whose keys a
    lowered module only spreads or walks, as it does this list).
    A short list (Trek's five face-up cards) is walked in C, each value kept unless one already kept has its hash and
    is it or equal to it, as a dict finds its keys: the same values in the same order, with no dict made (a dict of
    five cards cost 1,650 instructions). A longer list, or another iterable, is still made a dict."""
    cdef list found
    cdef Py_hash_t hashes[8]
    cdef Py_hash_t h
    cdef Py_ssize_t n = 0, j
    if type(items) is not list or len(<list>items) > 8:
        return list(dict.fromkeys(items))
    found = []
    for item in <list>items:
        h = hash(item)
        for j in range(n):
            if hashes[j] == h and (found[j] is item or found[j] == item):
                break
        else:
            hashes[n] = h
            n += 1
            found.append(item)
    return found


from cpython.long cimport PyLong_AsLongAndOverflow


cdef inline int list_remove(list items, object item) except -1:
    """The first of `items` that is `item` or equal to it taken out of the list, ValueError where none is
    (runtime/masks.py: `list.remove`, whose every step this takes in the same order). A pile's card numbers are
    compared with a number `item` in C, by value (two ints of one value are equal), where the method was looked up by
    name, called through Python and compared each card passed by Python's rich comparison: ~650 instructions a card
    taken from a hand of eight. Any other entry or item is compared as the method compares it."""
    cdef Py_ssize_t i = 0
    cdef long value = 0, other
    cdef int overflow = 0
    cdef bint number = type(item) is int
    if number:
        value = PyLong_AsLongAndOverflow(item, &overflow)
        number = not overflow
    while i < len(items):
        entry = items[i]
        if entry is item:
            del items[i]
            return 0
        if number and type(entry) is int:
            other = PyLong_AsLongAndOverflow(entry, &overflow)
            if not overflow and other == value:
                del items[i]
                return 0
            if not overflow:        # two ints of C longs, unequal (an int past a C long equals no C long)
                i += 1
                continue
        elif entry == item:
            del items[i]
            return 0
        i += 1
    raise ValueError("list.remove(x): x not in list")


cdef inline long count_above(list entries, long bound) except? -1:
    """How many of `entries` (whole numbers) are above `bound` (runtime/masks.py: the bound's comparison mapped over
    them and summed), walked in C."""
    cdef long count = 0
    for entry in entries:
        if <long>entry > bound:
            count += 1
    return count
