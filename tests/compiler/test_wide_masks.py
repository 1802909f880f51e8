"""Masks of 63-128 ids typed as one 128-bit C word natively (runtime/masks.pxd `u128`): the declarations printed for
them (compiler/codegen/lower/printing.py) and the native build's rewrite of the literals C cannot hold
(compiler/driver/native.py `wide_literals`). That the native game plays as the pure one is tests/runtime/test_native.py's."""
from __future__ import annotations

from compiler.codegen.lower.ir import LONG, OBJECT, U128, mask_ctype
from compiler.codegen.lower.printing import constant_declaration
from compiler.driver.native import wide_literals


def test_a_mask_is_a_c_long_to_62_ids_a_u128_to_128_then_an_object():
    assert [mask_ctype(n) for n in (1, 62, 63, 69, 128, 129)] == [LONG, LONG, U128, U128, U128, OBJECT]


def test_wide_mask_constants_are_declared_u128():
    assert constant_declaration(("ALL", str((1 << 69) - 1))) == "cdef u128 ALL"
    bits = tuple(1 << k for k in range(69))
    assert constant_declaration(("BITS", repr(bits))) == "cdef u128 BITS[69]"
    assert constant_declaration(("SMALL", repr(bits[:62]))) == "cdef long SMALL[62]"
    # past 128 bits, or negative, no C word holds it: a Python object as before
    assert constant_declaration(("HUGE", repr(bits + (1 << 128,)))) is None
    assert constant_declaration(("NEGATIVE", repr((-1, 1 << 70)))) is None
    assert constant_declaration(("NUMBER", "7")) is None


def test_literals_wider_than_64_bits_are_written_as_two_halves(tmp_path):
    c_file = tmp_path / "m.c"
    c_file.write_text("#define CAIRN_U128(high, low) x\n  v = 0x1FFFFFFFFFFFFFFFFF;\n  w = 0xFFFFFFFFFFFFFFFF;\n"
                      "  t = 0x100000000000000000;\n")
    wide_literals(c_file)
    text = c_file.read_text()
    assert "v = CAIRN_U128(0x1FULL, 0xFFFFFFFFFFFFFFFFULL);" in text
    assert "t = CAIRN_U128(0x10ULL, 0x0ULL);" in text
    assert "w = 0xFFFFFFFFFFFFFFFF;" in text        # 64 bits: C holds it as it is
    elsewhere = tmp_path / "other.c"      # a module without the type is left as Cython wrote it
    elsewhere.write_text("  v = 0x1FFFFFFFFFFFFFFFFF;\n")
    wide_literals(elsewhere)
    assert elsewhere.read_text() == "  v = 0x1FFFFFFFFFFFFFFFFF;\n"


def test_treks_trails_are_one_c_word_and_counted_by_the_shared_popcount():
    """Trek's 69 trails: the claimed slots u128 in its lowered.pxd, the claim count's popcounts `masks.mask_count`,
    which the pure print runs as `int.bit_count` and the native build as runtime/masks.pxd's inline C."""
    from pathlib import Path
    from runtime.api import masks
    folder = Path(__file__).resolve().parents[2] / "generated" / "trek_to_zion"
    declarations, source = (folder / "lowered.pxd").read_text(), (folder / "lowered.py").read_text()
    assert "cdef public u128 claimed\n" in declarations and "cdef public u128 claimed_routes\n" in declarations
    assert "from runtime cimport masks" in declarations and "cdef u128 CLAIM_COLOUR_PASSING[" in declarations
    assert "masks.mask_count(route_open & " in source and ".bit_count()" not in source
    for mask in (0, 1, (1 << 69) - 1, 1 << 127 | 1 << 64 | 1 << 63 | 5):
        assert masks.mask_count(mask) == bin(mask).count("1")


def test_treks_walks_and_memo_keep_their_masks_c_words():
    """Trek's claim walk finds a trail's number by `masks.bit_length` (natively C's count of leading zeros, where
    `.bit_length()` made the u128 a Python int), and the pair memo's answer is read into `route_known` (None on a
    miss) so that `route_rest`, ANDed into every turn's open trails, is a u128 like them."""
    from pathlib import Path
    from runtime.api import masks
    folder = Path(__file__).resolve().parents[2] / "generated" / "trek_to_zion"
    declarations, source = (folder / "lowered.pxd").read_text(), (folder / "lowered.py").read_text()
    assert "route = masks.bit_length(route_low) - 1" in source and "route_low.bit_length()" not in source
    assert "route_known = CLAIM_ROUTE_REST.get(p.claimed & CLAIM_ROUTE_READ)" in source
    assert "route_known=object" in declarations and "route_rest=u128" in declarations
    for mask in (0, 1, 1 << 63, 1 << 64, (1 << 69) - 1, 1 << 127):
        assert masks.bit_length(mask) == mask.bit_length()


def test_a_distinct_list_is_a_dicts_keys():
    """`masks.distinct_keys` (the options of a choice among the different cards of a pile: Trek's face-up row) lists
    what `dict.fromkeys(...)` keys; natively a C walk of a short list, which test_native plays byte for byte."""
    import random
    from pathlib import Path
    from runtime.api import masks
    source = (Path(__file__).resolve().parents[2] / "generated" / "trek_to_zion" / "lowered.py").read_text()
    assert "masks.distinct_keys(s.face_up)" in source and "dict.fromkeys" not in source
    rng = random.Random(4)
    for _ in range(200):
        items = [rng.choice(("red", "blue", "wild", 3, 3.0, (1, 2))) for _ in range(rng.randint(0, 12))]
        assert [*masks.distinct_keys(items)] == list(dict.fromkeys(items))


def test_a_constant_only_copied_whole_stays_a_python_tuple_natively():
    """A pile's cards at the start (`list(TRAIL_DECK_START)`) are copied whole and never indexed: natively a C array
    would be made Python ints again at each copy, so it is not declared one, where a column read by index is."""
    import re
    from pathlib import Path
    folder = Path(__file__).resolve().parents[2] / "generated" / "trailblazers"
    python, declarations = (folder / "lowered.py").read_text(), (folder / "lowered.pxd").read_text()
    assert "s.trail_deck = list(TRAIL_DECK_START)" in python and "TRAIL_DECK_START = (" in python
    assert "TRAIL_DECK_START" not in declarations and "CAMPS_START" not in declarations
    assert "cdef long TRAIL_CARDS_ANIMAL[135]" in declarations      # read by index: a C array
    # every constant declared a C array is read otherwise than copied whole somewhere
    for name in re.findall(r"^cdef (?:long|bint|u128) (\w+)\[", declarations, re.M):
        assert len(re.findall(rf"\b{name}\b", python)) > len(re.findall(rf"list\({name}\)", python)) + 1, name


def test_a_u128_of_64_bits_or_fewer_is_made_a_python_int_without_its_bytes(tmp_path):
    """Cython's conversion of a u128 to a Python int goes through its 16 bytes: the native build gives it a path for
    a mask whose high half is 0, before the rest of it, once."""
    from compiler.driver.native import U128_LOW_HALF, U128_TO_INT
    c_file = tmp_path / "m.c"
    c_file.write_text("#define CAIRN_U128(high, low) x\n" + U128_TO_INT + "    const cairn_u128 neg_one = 0;\n}\n")
    wide_literals(c_file)
    text = c_file.read_text()
    assert text.count(U128_LOW_HALF) == 1 and U128_TO_INT + U128_LOW_HALF + "    const cairn_u128 neg_one" in text
