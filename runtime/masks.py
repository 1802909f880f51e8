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
# A mask's highest id plus one: `masks.bit_length(low)` where the mask is natively a u128 (an inline C count of its
# leading zeros there)
bit_length = int.bit_length


def distinct_list(items) -> list:
    """The different values among `items`, in their first order: `masks.distinct_list(...)` in a lowered module, a
    choice's options worked out in play (`distinct(c for c in face_up ...)`). Natively an inline C loop over a short
    list (runtime/masks.pxd), where a dict of a handful of cards cost three times as much."""
    return list(dict.fromkeys(items))
