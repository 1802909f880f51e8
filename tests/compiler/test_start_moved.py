"""The setup's first moves of whole piles made when the module is built (compiler/codegen/lower/start_moved.py): a
`move_each` between piles still at their start values becomes the piles' values after it, and nothing else does."""
from __future__ import annotations

import random

import pytest

from compiler.codegen.lower.ir import Assign, Attr, Bin, Call, Const, Do, If, Local
from compiler.codegen.lower.start_moved import each_moved, moved_at_start
from runtime.pile_counts import move_each

S = Local("s")


def moved(source: str, dest: str, count: int) -> Do:
    return Do(Call(Local("move_each"), (Attr(S, source), Attr(S, dest), Const(count))))


def built(body: list, start: dict) -> tuple:
    """(the body walked, the constants it named)."""
    constants = {}

    def constant(name, value):
        constants[name] = value
        return Local(name)
    return moved_at_start(body, start, constant), constants


def value_of(expr, constants: dict) -> list:
    """The list an assignment `list(X)` makes: X a named constant or `range(n)`."""
    assert isinstance(expr, Call) and expr.func == Local("list")
    inner = expr.args[0]
    if isinstance(inner, Call):
        assert inner.func == Local("range")
        return list(range(inner.args[0].value))
    return list(constants[inner.name])


def test_a_move_of_known_piles_becomes_their_values_after_it():
    deck = (2, 0, 1, 1, 0, 2, 2)
    body, constants = built([moved("deck", "box", 3)], {"deck": deck, "box": (5,)})
    expected_deck, expected_box = list(deck), [5]
    move_each(expected_deck, expected_box, 3)
    assert [type(x) for x in body] == [Assign, Assign]
    assert body[0].target == Attr(S, "deck") and value_of(body[0].value, constants) == expected_deck
    assert body[1].target == Attr(S, "box") and value_of(body[1].value, constants) == expected_box


def test_every_number_once_is_a_range():
    body, constants = built([moved("deck", "box", 2)], {"deck": (0, 0, 1, 1), "box": ()})
    assert body == [Assign(Attr(S, "deck"), Call(Local("list"), (Call(Local("range"), (Const(2),)),))),
                    Assign(Attr(S, "box"), Call(Local("list"), (Call(Local("range"), (Const(2),)),)))]
    assert constants == {}


def test_under_a_plain_test_and_the_pile_unknown_after_it():
    players = Call(Local("len"), (Attr(S, "players"),))
    body = [If(((Bin("<=", players, Const(4)), (moved("deck", "box", 2),)),)), moved("deck", "box", 2)]
    out, _ = built(body, {"deck": (1, 0, 1, 0), "box": ()})
    assert isinstance(out[0], If) and [type(x) for x in out[0].branches[0][1]] == [Assign, Assign]
    assert out[1] == body[1]        # after the `if`, the deck holds one of two things: left to play


def test_a_call_stops_the_walk():
    shuffled = Do(Call(Local("shuffle"), (Attr(S, "readable"), Attr(S, "deck"))))
    body = [shuffled, moved("deck", "box", 2)]
    assert built(body, {"deck": (0, 1, 0, 1), "box": ()})[0] == body
    calling = If(((Call(Local("ready"), (S,)), (moved("deck", "box", 2),)),))
    assert built([calling], {"deck": (0, 1, 0, 1), "box": ()})[0] == [calling]
    reading = If(((Bin(">", Call(Local("len"), (Attr(S, "deck"),)), Const(3)), (moved("deck", "box", 2),)),))
    assert built([reading], {"deck": (0, 1, 0, 1), "box": ()})[0] == [reading]


def test_unknown_piles_and_missing_cards_are_left_to_play():
    body = [moved("deck", "hand", 2)]
    assert built(body, {"deck": (0, 1, 0, 1), "box": ()})[0] == body      # `hand` not known
    short = [moved("deck", "box", 3)]
    assert built(short, {"deck": (0, 1, 0, 1), "box": ()})[0] == short    # card 2 missing: the loop's error in play


def test_each_moved_is_the_runtimes_move_each():
    """The move made at build time leaves both piles as runtime/pile_counts.py `move_each` does, on random piles of
    up to 30 cards of up to 12 ids with copies; where a card is missing, it declines (the runtime raises) and leaves
    both piles as they were."""
    rng = random.Random(7)
    declined = 0
    for _ in range(400):
        count = rng.randint(1, 12)
        cards = [rng.randrange(count) for _ in range(rng.randint(0, 30))]
        start = [rng.randrange(count) for _ in range(rng.randint(0, 3))]
        mine, into = list(cards), list(start)
        theirs, onto = list(cards), list(start)
        if each_moved(mine, into, count):
            move_each(theirs, onto, count)
            assert (mine, into) == (theirs, onto)
        else:
            declined += 1
            assert (mine, into) == (cards, start)
            with pytest.raises(ValueError):
                move_each(theirs, onto, count)
    assert 0 < declined < 400
