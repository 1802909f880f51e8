"""A set of a table's ids held as a bit mask (id k is bit k), walked by its ids."""
from __future__ import annotations


def mask_ids(mask: int) -> list:
    """The ids of a mask, in their order (the lowest bit first): only its set bits are visited."""
    ids = []
    while mask:
        low = mask & -mask
        ids.append(low.bit_length() - 1)
        mask ^= low
    return ids


# The ids of a mask counted: `masks.mask_count(mask)` in a lowered module, where the mask is natively a u128
# (runtime/masks.pxd: an inline C popcount there, resolved when the module is compiled)
mask_count = int.bit_count
