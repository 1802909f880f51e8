"""Piles counted per id beside their cards (runtime/pile_counts.py), as the lowered playout keeps them."""
from __future__ import annotations

import random
from types import SimpleNamespace

from runtime.chance import draw
from runtime.pile_counts import draw_counted, pile_counts

NUMBERS = {"red": 0, "blue": 1, "wild": 2}


def test_a_counted_draw_moves_the_cards_of_the_draw_and_counts_them():
    """The same cards as runtime/chance.py's draw, from the top, fewer when the pile runs out; the counts of the
    pile drawn from and of the pile drawn to follow the cards, and a pile that keeps none is left alone."""
    rng = random.Random(5)
    for _ in range(20):
        deck = [rng.choice(list(NUMBERS)) for _ in range(rng.randrange(0, 9))]
        hand = [rng.choice(list(NUMBERS)) for _ in range(rng.randrange(0, 4))]
        count = rng.randrange(0, 6)
        deck_counts, hand_counts = pile_counts(deck, NUMBERS, 3), pile_counts(hand, NUMBERS, 3)
        plain_deck, plain_hand = list(deck), list(hand)
        state = SimpleNamespace()
        moved = draw_counted(state, deck, hand, count, NUMBERS, deck_counts, hand_counts)
        assert moved == draw(state, plain_deck, plain_hand, count)
        assert (deck, hand) == (plain_deck, plain_hand)
        assert deck_counts == pile_counts(deck, NUMBERS, 3) and hand_counts == pile_counts(hand, NUMBERS, 3)
        back = draw_counted(state, hand, deck, 2, NUMBERS, hand_counts, None)      # the deck keeps none here
        assert back == min(2, len(plain_hand)) and hand_counts == pile_counts(hand, NUMBERS, 3)
