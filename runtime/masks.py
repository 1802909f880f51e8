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
