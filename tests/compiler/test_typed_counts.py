"""A pile's counts and the tables a listing works out per id, typed as C longs natively (session 33): the counts slot
a C array where the module reads it entry by entry (compiler/codegen/lower/printing.py `entry_by_entry`), its entries
read once into C long locals, and a table of whole numbers (`each_1`) a C array of longs (lowering.py `typed_table`).
That the native game plays as the pure one is tests/runtime/test_native.py's."""
from __future__ import annotations

from pathlib import Path

from compiler.codegen.lower.ir import LIST, Assign, Attr, Call, Const, Do, Function, Item, Local, Module, Record, Slot
from compiler.codegen.lower.printing import cython_declarations, entry_by_entry, slot_declaration

TREK = Path(__file__).resolve().parents[2] / "generated" / "trek_to_zion"
P = Local("p")


def module_of(*body) -> Module:
    counts = Slot("hand_counts", LIST, "counts", table="colours", keys=("hand",), ids=tuple("abc"))
    return Module("doc", {}, [Record("Player", "doc", (counts,))],
                  [Function("f", (("p", "Player"),), "doc", list(body))])


def test_counts_read_entry_by_entry_are_a_c_array():
    entry = Item(Attr(P, "hand_counts"), Const(1))
    module = module_of(Assign(Attr(P, "hand_counts"), Call(Local("pile_counts"), (Attr(P, "hand"),))),
                       Assign(entry, Const(1), "+="), Assign(Local("x"), entry),
                       Assign(Attr(Local("q"), "hand_counts"), Call(Local("list"), (Attr(P, "hand_counts"),))))
    assert entry_by_entry(module, "hand_counts")
    assert "cdef public long hand_counts[3]" in cython_declarations(module, "a test")


def test_counts_handed_whole_to_a_call_stay_a_list():
    """A C array handed to a Python function is a copy: a runtime helper that changes the counts would change
    nothing natively."""
    module = module_of(Do(Call(Local("draw_counted"), (Attr(P, "hand"), Attr(P, "hand_counts")))))
    assert not entry_by_entry(module, "hand_counts")
    slot = module.records[0].slots[0]
    assert slot_declaration(slot, module) == "list hand_counts"
    assert slot_declaration(slot) == "list hand_counts"      # no module to check: as before


def test_treks_hand_counts_and_colour_table_are_c_longs():
    declarations = (TREK / "lowered.pxd").read_text()
    source = (TREK / "lowered.py").read_text()
    assert "cdef public long hand_counts[8]\n" in declarations
    play = next(line for line in declarations.splitlines() if line.startswith("@cython.locals(action=long, agent_random"))
    for typed in ("each_1=long[7]", "hand_counts_7=long", "sum_1=long"):
        assert typed in play
    # the pure print is what it was: a tuple of the colours' values, read by the colour's number
    assert "each_1 = (hand_counts_0 + hand_counts_7 + (sum_1 - hand_counts_0 // 3), " in source
