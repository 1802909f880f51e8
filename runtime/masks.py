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

# The different values among a list, in their first order, as a dict's keys: `[*masks.distinct_keys(items)]` in a
# lowered module, a choice's options worked out in play (`distinct(c for c in face_up ...)`), printed only where they
# are spread or walked. `dict.fromkeys` read once here (the class's method made a bound method at every call);
# natively an inline C walk of a short list that lists the same values (runtime/masks.pxd)
distinct_keys = dict.fromkeys

# A card taken out of a pile: `masks.list_remove(p.hand, card)` in a lowered module, `list.remove` itself here (as
# cheap as the method called on the list); natively an inline C walk that compares a number with a pile's numbers in C
# (runtime/masks.pxd), where the method was a call through Python and a rich comparison per card passed
list_remove = list.remove

# The entries of a list of whole numbers above `bound` counted: `masks.count_above(p.havens, 0)` in a lowered module,
# a worth's count of a map's entries (compiler/codegen/lower/worth.py `_map_count`). Each entry is compared in C, by
# the bound's own comparison (`bound < entry`, the same truth for whole numbers); natively an inline C loop over the
# list (runtime/masks.pxd).


def count_above(entries: list, bound: int) -> int:
    """How many of `entries` (whole numbers) are above `bound`."""
    return sum(map(bound.__lt__, entries))
