"""Piles counted per id, and piles held as numbers, for the lowered playout (compiler/codegen/lower/).

Beside a pile the round counts by id (`count(c for c in hand if c == colour)`), the lowered state keeps a list of
how many of each id it holds, indexed by the id's number and kept up to date by every card moved in or out, so that
counting is a look-up, not a pass over the pile. The pile itself stays the readable record's list, in its order:
draws and shuffles see the same cards and take the same random numbers as rules.py's.
"""
from __future__ import annotations

from .chance import draw


def pile_counts(pile, numbers: dict, size: int) -> list:
    """How many cards of each id `pile` holds, by the id's number (`numbers` maps an id to it)."""
    counts = [0] * size
    for card in pile:
        counts[numbers[card]] += 1
    return counts


def draw_counted(state, source: list, dest: list, count: int, numbers: dict, source_counts, dest_counts) -> int:
    """runtime/chance.py's draw (the same cards from the same pile), with the counts of the piles that keep them
    (None for one that keeps none) changed by the cards that moved: the last ones `dest` holds now."""
    moved = draw(state, source, dest, count)
    for card in dest[len(dest) - moved:]:
        number = numbers[card]
        if source_counts is not None:
            source_counts[number] -= 1
        if dest_counts is not None:
            dest_counts[number] += 1
    return moved


def write_ids(readable: list, numbers: list, ids: tuple) -> None:
    """Write a pile the lowered state holds as its cards' numbers back into the readable record's own list (the same
    object: a watched pile or a snapshot holds on to it), as the ids' strings in the same order."""
    readable[:] = [ids[number] for number in numbers]


def move_each(source: list, dest: list, count: int) -> None:
    """`for c in <a table of `count` ids> { move c from source to dest }` over piles held as the numbers of that
    table's cards (each below `count`): the first copy of each card, in the table's order, out of `source` (the rest
    in their order) and onto `dest`, in one pass over `source`. Where a card is missing, the loop itself, which stops
    there as rules.py's does.

    The pass keeps a card it has seen before and marks one it has not (~11 bytecodes a card, where finding each
    card's first place and then filtering the places took ~19: Trailblazers' setup moves 135 of 270 cards in every
    game of 2-4 players, ~3 % of a random game's instructions saved)."""
    seen = [False] * count
    kept = []
    keep = kept.append
    for card in source:
        if seen[card]:
            keep(card)
        else:
            seen[card] = True
    if False in seen:
        for card in range(count):
            source.remove(card)
            dest.append(card)
        return
    source[:] = kept
    dest.extend(range(count))
