"""An action of two parameters counted, not listed (compiler/codegen/lower/tally.py): the count and the drawn move
equal those of the listed loops, for every comparison the ranked table counts and for every kind of inner values."""
from __future__ import annotations

import bisect
import random
from types import SimpleNamespace

import pytest

from compiler.codegen.lower.ir import (LIST, LONG, OBJECT, Assign, Attr, Bin, Call, Cond, Const, Do, ForIn, If, Item,
                                       ListOf, Local)
from compiler.codegen.lower.lowering import Lowering as Lowered
from compiler.codegen.lower.printing import statements
from compiler.codegen.lower.tally import Tally

# the inner values of each outer id: one value, every id of a table of four, two of them, none
BY_OUTER = ((2,), (0, 1, 2, 3), (1, 3), (0,), (0, 1, 2, 3), (), (3,))
LENGTH = (1, 5, 3, 6, 2, 4, 7)


class Lowering:
    """What Tally reads of a lowering: the module's data, and the names it imports."""

    def __init__(self, printed: bool = False):
        self.constant_values = {"BY_OUTER": BY_OUTER, "LENGTH": LENGTH}
        self.imports = {"runtime.api": set()}
        self.made, self.functions, self.drawn_made = set(), [], {}
        self.printed = printed      # the counted move found by a function of the module (else written in place)

    known = Lowered.known

    def tallied_draw(self, *args):
        return Lowered.tallied_draw(self, *args) if self.printed else None

    def constant(self, name, value):
        self.constant_values[name] = value
        return Local(name)


def listed(op: str, mirrored: bool, known: bool = False):
    """`for outer in kept: for inner in BY_OUTER[outer]: if <test>: moves.append(1 + 2 * (outer + 7 * inner))`, the
    test comparing the value worked out per inner id (`each_1[inner]`) with one per outer id: `need[outer]`, or
    (`known`) Trek's trail cost, `LENGTH[outer] - 1 if blessed and LENGTH[outer] > 4 else LENGTH[outer]`."""
    table, other = Item(Local("each_1"), Local("inner")), Item(Local("need"), Local("outer"))
    if known:
        length = Item(Local("LENGTH"), Local("outer"))
        other = Cond(Bin("and", Local("blessed"), Bin(">", length, Const(4))), Bin("-", length, Const(1)), length)
    test = Bin(op, other, table) if mirrored else Bin(op, table, other)
    move = Bin("+", Const(1), Bin("*", Const(2), Bin("+", Local("outer"), Bin("*", Const(7), Local("inner")))))
    append = Do(Call(Attr(Local("moves"), "append"), (move,)))
    return ForIn("outer", Local("kept"), (ForIn("inner", Item(Local("BY_OUTER"), Local("outer")),
                                                (If(((test, (append,)),)),)),))


def compiled(lines: list):
    return compile("\n".join(line for line in lines if isinstance(line, str)), "<tally>", "exec")


def run(code, names: dict) -> dict:
    exec(code, names)
    return names


def draws_the_listed_moves(listing, counting_code, drawn_code, data: dict) -> None:
    """The moves counted (with two listed before them and one after) are as many as the listing's, and the k-th drawn
    is the k-th of the list they would make, for every k."""
    expected = run(listing, dict(data, moves=[]))["moves"]
    before = [0, 2]     # moves listed before the counted ones (and, below, after them)
    counted = run(counting_code, dict(data, moves=list(before)))
    assert counted["claim_count"] == len(expected) and counted["claim_before"] == len(before)
    moves = before + [4]
    for k in range(len(moves) + counted["claim_count"]):
        found = run(drawn_code, dict(counted, moves=moves, k=k))["move"]
        assert found == (before + expected + [4])[k]


@pytest.mark.parametrize("op", [">=", ">", "<", "<="])
@pytest.mark.parametrize("mirrored,known", [(False, False), (True, False), (False, True)])
@pytest.mark.parametrize("printed", [False, True])
def test_counted_moves_are_the_listed_ones_in_their_order(op, mirrored, known, printed):
    """`printed`: the counted move found by `claim_at(k - claim_before, …)`, a function of the module (Lowering.
    tallied_draw) that the random playout and the agents' draw share, not written in place: the same moves."""
    low = Lowering(printed)
    hoisted = [Assign(Local("each_1"), ListOf(tuple(Const(0) for _ in range(4)), tuple=True))]
    stmt = listed(op, mirrored, known)
    scratch = {"each_1": OBJECT, "need": OBJECT, "blessed": LONG, "moves": LIST, "kept": OBJECT}
    tally = Tally.of(low, "claim", stmt, scratch, hoisted)
    assert tally is not None
    counting, drawn = statements(tally.counting(), 0), statements(tally.drawn(), 0)
    made = ""
    if printed:     # one function, made once: a second draw of the same listing calls it too
        assert [fn.name for fn in low.functions] == ["claim_at"] and any("claim_at(k - claim_before" in line
                                                                          for line in drawn if isinstance(line, str))
        assert statements(tally.drawn(), 0) == drawn and len(low.functions) == 1
        fn = low.functions[0]
        assert fn.params[0] == ("k", LONG) and fn.returns == LONG
        made = "\n".join([f"def claim_at({', '.join(param[0] for param in fn.params)}):"]
                         + [line for line in statements(fn.body, 1) if isinstance(line, str)]) + "\n"
    else:
        assert not low.functions and not any("claim_at" in line for line in drawn if isinstance(line, str))
    # every id of the table counted in it ranked, not walked
    compared = "CLAIM_OUTER_COMPARED[outer + outer_shift]" if known else "need[outer]"
    assert any("bisect_" in line and f"(inner_ranked, {compared})" in line
               for line in counting if isinstance(line, str))
    listing, counting_code, drawn_code = compiled(statements([stmt], 0)), compiled(counting), compiled([made] + drawn)
    rng = random.Random(f"{op}{mirrored}")
    for _ in range(60):
        data = {"each_1": tuple(rng.randrange(6) for _ in range(4)), "need": [rng.randrange(-1, 7) for _ in BY_OUTER],
                "kept": sorted(rng.sample(range(len(BY_OUTER)), rng.randrange(len(BY_OUTER) + 1))),
                "bisect_left": bisect.bisect_left, "bisect_right": bisect.bisect_right,
                "blessed": rng.random() < 0.5}
        data.update(low.constant_values)
        draws_the_listed_moves(listing, counting_code, drawn_code, data)


def test_a_map_entry_read_more_than_once_by_a_table_is_read_once_before_it():
    """Lowering.entries_read_once: Trek's `each_1` reads the wilds (`p.hand_counts[7]`) once per colour in both of
    its branches: read once into a local before them. An entry read in one branch only (a new read on the other way
    through) and one past the table's ids (no entry to read) are left where they stand. The local is a C long
    natively, as the entry is (session 33)."""
    from compiler.codegen.lower.ir import LIST, Slot, walk_ir
    from compiler.codegen.lower.lowering import surely_assigned

    class Stub:
        def slot_of(self, attr):
            return Slot("hand_counts", LIST, "counts", table="provisions") if attr.name == "hand_counts" else None

        def ids(self, table):
            return tuple(range(8))
        unpacked = Lowered.unpacked
    p = Local("p")
    wild, red, past = (Item(Attr(p, "hand_counts"), Const(k)) for k in (7, 0, 9))
    made = [If(((Local("blessed"), [Assign(Local("each_1"), ListOf((Bin("+", red, wild), Bin("+", red, wild)),
                                                                    tuple=True))]),),
               [Assign(Local("each_1"), ListOf((wild, past, past), tuple=True))])]
    scratch = {}
    out = Lowered.entries_read_once(Stub(), made, scratch)
    assert out[0] == Assign(Local("hand_counts_7"), wild) and len(out) == 2 and scratch == {"hand_counts_7": "long"}
    read = walk_ir(out[1:])
    assert wild not in read and red in read and past in read and Local("hand_counts_7") in read
    assert surely_assigned(out) == ["hand_counts_7", "each_1"]
    assert surely_assigned([If(((Local("x"), [Assign(Local("a"), Const(1))]),))]) == []    # no else: maybe not


def test_every_entry_of_a_counts_slot_read_once_is_one_unpacking():
    """Lowering.unpacked: where a table reads every entry of a player's counts more than once (Trek's claim count: each
    colour's cards and the wilds), the eight reads hoisted before it are one unpacking of the list, which gives each
    local the entry it read; a counts slot only partly read keeps its reads, as does a map of another kind (natively a
    C array, which Cython would turn into a list to unpack)."""
    from compiler.codegen.lower.ir import LIST, Slot, walk_ir
    from compiler.codegen.lower.optimise import assigned
    from compiler.codegen.lower.lowering import surely_assigned

    class Stub:
        def slot_of(self, attr):
            if attr.name == "hand_counts":
                return Slot(attr.name, LIST, "counts", table="provisions")
            return Slot(attr.name, LIST, "map", table="provisions", keys=tuple(range(8)))

        def ids(self, table):
            return tuple(range(8))
        unpacked = Lowered.unpacked
    p = Local("p")
    entries = [Item(Attr(p, "hand_counts"), Const(k)) for k in range(8)]
    made = [Assign(Local("each_1"), ListOf(tuple(Bin("+", entry, entries[7]) for entry in entries[:7]), tuple=True)),
            Assign(Local("sum_1"), ListOf(tuple(entries), tuple=True))]
    scratch = {}
    out = Lowered.entries_read_once(Stub(), made, scratch)
    names = tuple(Local(f"hand_counts_{k}") for k in range(8))
    assert out[0] == Assign(ListOf(names, tuple=True), Attr(p, "hand_counts")) and len(out) == 3
    assert not any(entry in walk_ir(out[1:]) for entry in entries)
    assert surely_assigned(out)[:8] == [name.name for name in names] and set(assigned(out)) >= {n.name for n in names}
    lines = statements(out, 0)
    assert lines[0] == "(" + ", ".join(n.name for n in names) + ") = p.hand_counts"
    hand = [3, 0, 5, 1, 2, 4, 0, 2]
    space = {"p": SimpleNamespace(hand_counts=hand)}
    exec("\n".join(lines), space)
    assert space["each_1"] == tuple(hand[k] + hand[7] for k in range(7)) and space["sum_1"] == tuple(hand)
    # seven of the eight read (the wilds once only): the reads stay, one by one
    partial = [Assign(Local("each_1"), ListOf(tuple(Bin("+", entry, entry) for entry in entries[:7]), tuple=True))]
    out = Lowered.entries_read_once(Stub(), partial, {})
    assert out[0] == Assign(Local("hand_counts_0"), entries[0]) and len(out) == 8
    # a map (natively a C array): read one by one
    journal = [Item(Attr(p, "journal"), Const(k)) for k in range(8)]
    whole = [Assign(Local("each_1"), ListOf(tuple(Bin("+", entry, entry) for entry in journal), tuple=True))]
    out = Lowered.entries_read_once(Stub(), whole, {})
    assert out[0] == Assign(Local("journal_0"), journal[0]) and len(out) == 9
