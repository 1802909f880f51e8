"""A worth's sum over the seat's pile remembered by the slots its networks are read from and the pile's cards
(compiler/codegen/lower/remembered.py): the same score from the memo as from the sum, a miss where the routes or the
cards differ, and no memo for a sum that reads anything else."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import LONG, OBJECT, Aggregate, Assign, Attr, Bin, Call, Cond, Const, Item, Local, \
    Return, Slot, Unary
from compiler.codegen.lower.printing import statements
from compiler.codegen.lower.remembered import sums_remembered

P = Local("p")
DATA = {"ORIGIN": {"a": 0, "b": 1, "c": 2}, "DESTINATION": {"a": 3, "b": 2, "c": 0}, "POINTS": {"a": 5, "b": 7, "c": 9},
        "ENDS": ((0, 3), (1, 2))}


class _Low:
    def __init__(self):
        self.constant_values, self.constants = dict(DATA), []

    def slot_of(self, attr):
        return {"kept": Slot("kept", OBJECT, "pile"), "claimed": Slot("claimed", LONG, "mask")}.get(attr.name)

    def constant(self, name, value):
        self.constants.append((name, repr(value)))
        self.constant_values[name] = value
        return Local(name)


def by(column):
    return Item(Local(column), Local("t"))


def trek_sum(extra=None):
    """Each kept card's points, or less them, by whether its ends are joined (`joined`, read off `p.claimed`)."""
    joined = Bin("==", Item(Local("joined"), by("ORIGIN")), Item(Local("joined"), by("DESTINATION")))
    item = Cond(joined, by("POINTS"), Unary("-", by("POINTS")))
    return Aggregate("sum", item if extra is None else Bin("+", item, extra), "t", Attr(P, "kept"))


NETWORKS = [Assign(Local("joined"), Call(Local("network_joined_grown"), (Attr(P, "claimed"), Local("ENDS"))))]


def scorer(steps: list, total, low: _Low):
    lines = ["def score(p, network_joined_grown, " + ", ".join(low.constant_values) + "):"]
    lines += statements(NETWORKS + steps + [Return(total)], 1)
    space = {}
    exec(compile("\n".join(lines), "<worth>", "exec"), space)
    return space["score"], "\n".join(lines)


class _Player:
    def __init__(self, claimed, kept, points=0):
        self.claimed, self.kept, self.points = claimed, kept, points


def test_the_sum_is_remembered_by_the_routes_and_the_cards_and_scores_alike():
    low, steps, names = _Low(), [], {}
    plain_total = Bin("+", Attr(P, "points"), trek_sum())
    total = sums_remembered(plain_total, NETWORKS, steps, names, low)
    assert [name for name, _ in low.constants] == ["KEPT_SUMS"]
    remembered, text = scorer(steps, total, low)
    plain, _ = scorer([], plain_total, low)
    assert "kept_key = (p.claimed, tuple(p.kept))" in text and "KEPT_SUMS.get(kept_key)" in text

    def joined_of(claimed, ends):
        return [(claimed >> k) & 1 for k in range(4)]
    rng = random.Random(2)
    for _ in range(300):
        p = _Player(rng.randrange(16), rng.sample("abc", rng.randint(0, 3)), rng.randint(0, 5))
        assert remembered(p, joined_of, **low.constant_values) == plain(p, joined_of, **low.constant_values)
    assert len(low.constant_values["KEPT_SUMS"]) <= 16 * 16     # each (routes, cards) worked out once


def test_a_sum_that_reads_a_field_or_no_network_is_not_remembered():
    for total in (trek_sum(Attr(P, "points")),         # a field of the world besides the key's
                  Aggregate("sum", by("POINTS"), "t", Attr(P, "kept"))):    # no network: the loop costs its key
        low, steps = _Low(), []
        assert sums_remembered(total, NETWORKS, steps, {}, low) == total and not steps and not low.constants
