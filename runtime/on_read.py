"""Decks a world only judged is dealt when a judged function first reads them (compiler/codegen/lower/dealt_on_read.py).

A deal for a world only judged leaves a deck undealt where each of its piles is judged unread or dealt on read
(runtime/knowledge.py `_deal`: its cards as they lie, the bits of its shuffle's numbers kept). Lowered, the world's
state holds those of its decks with a pile dealt on read in `s.undealt` (`decks_on_read`). A lowered function that reads such a pile
first calls `dealt_on_read`, which writes into the state's slots the cards a full deal gives the deck, then drops
it from `s.undealt`. A copy of the state holds what its original holds. The cards are worked out once a decision
and written into each copy that reads the deck. A copy written back deals the deck's other piles only
(`LoweredWorld.readable`): those it dealt on read hold its cards as its moves left them.
"""
from __future__ import annotations

from .knowledge import _WHOLE, shuffled_later


class DeckOnRead:
    """A deck left undealt (`deck`: knowledge.py's (cards, places, bits)), some pile of which a judged function reads:
    `fields`, the fields of its piles dealt on read (shared piles, their slots named in `slots`)."""
    __slots__ = ("deck", "fields", "slots", "cards")

    def __init__(self, deck: tuple, fields: frozenset, slots: dict):
        self.deck, self.fields, self.slots, self.cards = deck, fields, slots, None

    def dealt_into(self, s) -> None:
        """Write the deck's cards into the slots of `s` that hold its piles dealt on read, as a full deal lays them."""
        cards = self.cards
        if cards is None:
            cards = self.cards = shuffled_later(self.deck[0], self.deck[2])
        slots, fields = self.slots, self.fields
        dealt = 0
        for at, name, key, size, unknown in self.deck[1]:
            count = size if unknown is None else len(unknown)
            if at == 0 and name in fields:      # (the shared fields are the first owner of a deal: knowledge.py)
                pile = getattr(s, slots[name])
                if key is not _WHOLE:       # a pile per key
                    pile = pile[key]
                if unknown is None:
                    pile[:] = cards[dealt:dealt + size]
                else:
                    for i, place in enumerate(unknown):
                        pile[place] = cards[dealt + i]
            dealt += count


def decks_on_read(undealt: list, on_read: dict) -> tuple:
    """The decks of `undealt` (a world's, knowledge.py `_undealt`) with a pile among `on_read` (field -> slot: the
    module's DEALT_ON_READ), each a DeckOnRead."""
    out = []
    for deck in undealt:
        fields = frozenset(name for at, name, *_rest in deck[1] if at == 0 and name in on_read)
        if fields:
            out.append(DeckOnRead(deck, fields, on_read))
    return tuple(out)


def dealt_on_read(s, fields: tuple) -> None:
    """Deal into the slots of `s` the decks it holds undealt (`s.undealt`) with a pile among `fields`: a judged
    function that reads them is about to."""
    left = []
    for deck in s.undealt:
        if deck.fields.isdisjoint(fields):
            left.append(deck)
        else:
            deck.dealt_into(s)
    s.undealt = tuple(left)


def dealt_here(world, s, on_read: dict) -> list:
    """(deck, fields) of the decks of `world` (the readable state `s` is written back into) left undealt that `s` has
    dealt on read since it was lowered, with the fields of their piles it dealt so (`on_read`, field -> slot: the
    module's DEALT_ON_READ): the write-back leaves those piles as `s` holds them (knowledge.py `dealt_in_full`). Every
    deck of `world` left undealt with such a pile is in `s.undealt` until `s` deals it (`decks_on_read`)."""
    undealt = world.__dict__.get("_undealt")
    if not undealt:
        return []
    left = s.undealt
    out = []
    for deck in undealt:
        if any(kept.deck is deck for kept in left):
            continue
        fields = frozenset(name for at, name, *_rest in deck[1] if at == 0 and name in on_read)
        if fields:
            out.append((deck, fields))
    return out
