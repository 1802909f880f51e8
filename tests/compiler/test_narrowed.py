"""Kept ids narrowed from the seat's last ones (compiler/codegen/lower/narrowed.py): which way each value a test
reads may move without reopening an id, read off the test; a test that could reopen one is not narrowed."""
from __future__ import annotations

import pytest

from compiler.codegen.lower.ir import Attr, Bin, Const, Item, Local, Slot, Unary
from compiler.codegen.lower.narrowed import DECREASING, INCREASING, NotMonotone, directions, moved_one_way
from compiler.codegen.lower.printing import expr

CLAIMED, WAGONS, GOLD = Attr(Local("s"), "claimed"), Attr(Local("p"), "wagons"), Attr(Local("p"), "gold")
ATOMS = [CLAIMED, WAGONS, GOLD]


class Lowering:
    """What the narrowing reads of a lowering: the kind of a slot."""

    def slot_of(self, attr):
        return Slot(attr.name, "object", "mask" if attr.name == "claimed" else "number")


def bit_set(mask):
    return Bin("!=", Bin("&", mask, Item(Local("BITS"), Local("route"))), Const(0))


LENGTH = Item(Local("LENGTH"), Local("route"))


def test_a_trail_claimed_and_wagons_spent_only_close_trails():
    test = Bin("and", Unary("not", bit_set(CLAIMED)), Bin(">=", WAGONS, LENGTH))
    ways = directions(Lowering(), test, "route", ATOMS)
    assert ways == {0: (DECREASING, "mask"), 1: (INCREASING, "number")}
    moved = expr(moved_one_way(Local("last"), ATOMS, ways))
    assert moved == "s.claimed | last[0] == s.claimed and p.wagons <= last[1]"


@pytest.mark.parametrize("test", [
    Bin("or", bit_set(CLAIMED), Unary("not", bit_set(CLAIMED))),       # a bit both opens and closes
    Bin("and", Bin(">=", WAGONS, LENGTH), Bin("<", WAGONS, Const(9))),  # too few wagons and too many
    Bin("==", WAGONS, LENGTH),                                          # neither way
    Bin(">=", WAGONS, GOLD),                                            # two values of the key compared
])
def test_a_test_that_could_reopen_an_id_is_not_narrowed(test):
    with pytest.raises(NotMonotone):
        directions(Lowering(), test, "route", ATOMS)
