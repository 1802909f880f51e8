"""Piles addressed by value: a field `{type: zone, of: DECK, keys: TABLE}` holds one pile per id of TABLE.

The state keeps it as a dict of lists (`state.g["decks"]["two"]`), so every pile works as any other
pile does (`draw 1 from decks[level] to market`, `shuffle decks[level]`, `count(decks[level])`).
"""
from __future__ import annotations


def copy_piles(piles: dict) -> dict:
    """A copy of every pile: a cloned state must not share a list with the original."""
    return {key: list(pile) for key, pile in piles.items()}


def keyed_piles(value) -> bool:
    """Is this value of a field one pile per key (a dict of lists)?"""
    return isinstance(value, dict) and bool(value) and all(type(pile) is list for pile in value.values())
