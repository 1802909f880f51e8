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


def test_a_draw_of_lists_takes_the_cards_popped_one_at_a_time_in_one_slice():
    """runtime/chance.py draw: on two lists the cards move as one slice (a reshuffle moves a whole discard pile), in
    the order popping them one at a time gives: the top first; a count past the pile, nothing, or below zero too. A
    pile of another type (a dealt pile that shows cards), or a pile drawn into itself, is popped card by card."""
    def popped(source, dest, count):
        moved = 0
        while moved < count and source:
            dest.append(source.pop())
            moved += 1
        return moved
    rng = random.Random(11)
    for _ in range(500):
        deck = [rng.randrange(9) for _ in range(rng.randrange(0, 12))]
        hand = [rng.randrange(9) for _ in range(rng.randrange(0, 4))]
        count = rng.randrange(-2, 15)
        plain_deck, plain_hand = list(deck), list(hand)
        assert draw(None, deck, hand, count) == popped(plain_deck, plain_hand, count)
        assert (deck, hand) == (plain_deck, plain_hand)

    class Shown(list):
        popped = 0

        def pop(self, *args):
            Shown.popped += 1
            return super().pop(*args)
    shown = Shown([1, 2, 3])
    hand = []
    assert draw(None, shown, hand, 2) == 2 and hand == [3, 2] and Shown.popped == 2
    same = [1, 2, 3]
    assert draw(None, same, same, 2) == 2 and same == [1, 2, 3]


def test_a_shuffle_draws_as_the_fisher_yates_loop_does():
    """`shuffle` in Python draws each place through C's iterators (runtime/chance.py): the same cards in the same order,
    and the stream left where the loop `j = int(random() * (i + 1))` from the top down leaves it, for piles of any
    size (none, one, the 135 of Trailblazers' trail deck) and for a pile that is not a list."""
    from runtime.chance import shuffle
    for size in (0, 1, 2, 3, 10, 135, 270):
        for seed in range(6):
            state = SimpleNamespace(rng=random.Random(seed))
            cards = list(range(size))
            shuffle(state, cards)
            looped, stream = list(range(size)), random.Random(seed)
            for i in range(size - 1, 0, -1):
                j = int(stream.random() * (i + 1))
                looped[i], looped[j] = looped[j], looped[i]
            assert cards == looped and state.rng.random() == stream.random(), (size, seed)
    state, pile = SimpleNamespace(rng=random.Random(3)), bytearray(range(20))
    shuffle(state, pile)
    assert sorted(pile) == list(range(20)) and list(pile) != list(range(20))
