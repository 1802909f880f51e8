"""The flags of a memo's key that one place decides, read from one table of bits (compiler/codegen/lower/place_bits.py):
the folded key tells apart exactly the states the flags' key told apart, at every place (a negative one too, which
wraps as the tables it stands for do), and the flags' statements still run, for the listing, where it is made."""
from __future__ import annotations

from types import SimpleNamespace

from compiler.codegen.lower.ir import Assign, Attr, Bin, Const, Item, Local, Unary
from compiler.codegen.lower.lowering import Lowering as Lowered
from compiler.codegen.lower.optimise import packed_key
from compiler.codegen.lower.place_bits import place_bits
from compiler.codegen.lower.printing import expr, statements

SHELTER = (True, False, False, True, True, False, True)
STAMP = (True, False, False, False, True, False, True)
BITS = tuple(1 << k for k in range(7))
S, P = Local("s"), Local("p")


class Lowering:
    """What place_bits reads of a lowering: the module's data and where a new table goes."""

    def __init__(self, **tables):
        self.constant_values = {"SHELTER": SHELTER, "STAMP": STAMP, "BITS": BITS, **tables}

    known = Lowered.known

    def constant(self, name, value):
        self.constant_values[name] = value
        return Local(name)


def hoisted_like_appalachian(stamp_table: str = "STAMP") -> list:
    """The statements before the key of Appalachian's select step: the place read from the state, the flags of it."""
    location = Local("location")
    return [Assign(Local("trail_index"), Attr(P, "progress")),
            Assign(location, Local("trail_index")),
            Assign(Local("at_shelter"), Item(Local("SHELTER"), location)),
            Assign(Local("ok_1"), Unary("not", Local("at_shelter"))),
            Assign(Local("ok_2"), Item(Local(stamp_table), location)),
            Assign(Local("ok_3"), Unary("not", Bin("!=", Bin("&", Attr(P, "stamped"), Item(Local("BITS"), location)),
                                                   Const(0))))]


PARTS = [(Attr(P, "used"), 6), (Local("ok_1"), 1), (Local("at_shelter"), 1), (Local("ok_2"), 1), (Local("ok_3"), 1)]


def key_of(hoisted: list, parts: list, tables: dict, progress: int, stamped: int, used: int) -> int:
    """The key the statements and parts work out for a hiker (the printed Python run, as the lowered module runs it)."""
    names = dict(tables, p=SimpleNamespace(progress=progress, stamped=stamped, used=used))
    code = "\n".join(statements(hoisted, 0) + [f"key = {expr(packed_key(parts)[0])}"])
    exec(compile(code, "<key>", "exec"), names)
    return names["key"]


def test_the_flags_of_the_place_are_one_read_of_a_table():
    low = Lowering()
    parts, kept, moved = place_bits(low, "SELECT_KEY_BITS", hoisted_like_appalachian(), PARTS)
    # the table's entries made at their place in the key, above the 6 bits of the dice used: not shifted at each read
    assert parts[1] == (Item(Local("SELECT_KEY_BITS"), Local("trail_index")), 3, 6)
    assert [part[0] for part in parts] == [Attr(P, "used"), parts[1][0], Local("ok_3")]
    assert expr(packed_key(parts)[0]) == "p.used | SELECT_KEY_BITS[trail_index] | (512 if ok_3 else 0)"
    # the flags move to where a listing is made; the place and what the key still reads stay
    assert [stmt.target.name for stmt in kept] == ["trail_index", "location", "ok_3"]
    assert [stmt.target.name for stmt in moved] == ["at_shelter", "ok_1", "ok_2"]
    # bit 6 the first flag's (not at a shelter), then at a shelter, then a stamp
    assert low.constant_values["SELECT_KEY_BITS"] == tuple(
        ((0 if shelter else 1) | (2 if shelter else 0) | (4 if stamp else 0)) << 6
        for shelter, stamp in zip(SHELTER, STAMP))


def test_the_folded_key_tells_apart_what_the_flags_told_apart():
    low = Lowering()
    hoisted = hoisted_like_appalachian()
    parts, kept, moved = place_bits(low, "SELECT_KEY_BITS", hoisted, PARTS)
    before, after = {}, {}
    for progress in range(-len(SHELTER), len(SHELTER)):     # a negative place wraps in both
        for stamped in (0, 1 << 3, 1 << 4, 0b1111111):
            for used in (0, 1, 0b101101):
                state = (progress, stamped, used)
                before.setdefault(key_of(hoisted, PARTS, low.constant_values, *state), set()).add(state)
                after.setdefault(key_of(kept, parts, low.constant_values, *state), set()).add(state)
    assert sorted(map(sorted, before.values())) == sorted(map(sorted, after.values()))


def test_tables_of_other_lengths_are_not_folded():
    # the stamps of fewer places: a place past them fails where the flags are worked out, so the flags stay
    low = Lowering(SHORT_STAMP=STAMP[:5])
    hoisted = hoisted_like_appalachian("SHORT_STAMP")
    parts, kept, moved = place_bits(low, "SELECT_KEY_BITS", hoisted, PARTS)
    # the two flags of SHELTER alone are still one table; the stamp's flag is left in the key as it was
    assert Local("ok_2") in [part[0] for part in parts]
    assert [stmt.target.name for stmt in moved] == ["at_shelter", "ok_1"]


def test_a_flag_that_reads_the_state_is_not_folded():
    low = Lowering()
    hoisted = hoisted_like_appalachian()
    parts = [(Attr(P, "used"), 6), (Local("ok_3"), 1), (Local("ok_1"), 1)]
    assert place_bits(low, "SELECT_KEY_BITS", hoisted, parts) == (parts, hoisted, [])
