"""Passes over the lowered IR that change the printed code's shape, not what it computes.

The lowering (lowering.py) writes each effect, setter and procedure as a function of its own and reads every
field where the definitions read it: correct, and the shape the definitions have. A careful programmer writing
the same game by hand for speed writes it differently (bench/reference/): the small effects in place, the
memo of legal moves keyed by one int. The passes here do that over the finished IR, so that every construct
lowering.py knows gets them without a second way of writing it:

- `packed_key`: a memo's key of small values (flags, bit masks of a small table, the outcomes of a test per
  entry of a map) as one int, each value at its own bits, instead of a tuple hashed at every look-up; a memo of
  at most `LIST_MEMO_BITS` bits is a list indexed by that int.
"""
from __future__ import annotations

from .ir import Bin, Cond, Const

# the widest key whose memo is a list of every key (2 ** 16 entries, 512 kB), not a dict filled as keys are met
LIST_MEMO_BITS = 16
# the widest key packed at all: one C long, which the native build keeps as a C integer
PACKED_BITS = 62


def packed_key(parts: list):
    """`(value, bits)` pairs, each value a non-negative int below `2 ** bits` (or a flag), as one int: the first value
    at the low bits, each next one above the last (`used_dice | (64 if ok_1 else 0) | … | ok_4 << 10`), and the
    number of bits the key takes. None
    when a value's width is not known or the key would not fit in a C long: the caller keeps its tuple."""
    if not parts or any(bits is None for _, bits in parts):
        return None
    key, shift = None, 0
    for value, bits in parts:
        if bits == 1:       # a flag: its bit or none (CPython has no fast path for a bool's `<<` or `|`)
            placed = Cond(value, Const(1 << shift), Const(0))
        else:
            placed = value if shift == 0 else Bin("<<", value, Const(shift))
        key = placed if key is None else Bin("|", key, placed)
        shift += bits
    if shift > PACKED_BITS:
        return None
    return key, shift
