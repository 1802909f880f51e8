"""The ids open to a counted action kept as a bit mask, its moves counted by popcounts (compiler/codegen/lower/masked.py):
the count and the drawn move equal those of the listed loops, whatever the masks, the numbers and the hand."""
from __future__ import annotations

import bisect
import random
from types import SimpleNamespace

from compiler.codegen.lower.ir import (LONG, Assign, Attr, Bin, Call, Cond, Const, Do, ForIn, If, Item, ListOf, Local,
                                       Slot, Unary)
from compiler.codegen.lower.lowering import Lowering as Lowered
from compiler.codegen.lower.masked import Masked
from compiler.codegen.lower.printing import statements
from compiler.codegen.lower.tally import Tally
from runtime.masks import mask_ids
from tests.compiler.test_tally import draws_the_listed_moves, run

# seven trails: the colours each may be paid with (one, every one of four, two, none), length, the other side
BY_OUTER = ((2,), (0, 1, 2, 3), (1, 3), (0,), (0, 1, 2, 3), (), (3,))
LENGTH = (1, 5, 3, 6, 2, 4, 7)
PAIR = (1, 0, -1, 4, 3, -1, -1)
BITS = tuple(1 << k for k in range(7))
S, P = Local("s"), Local("p")


class Lowering:
    """What Tally and Masked read of a lowering: the module's data, the names it imports, the slots' kinds."""

    def __init__(self):
        self.constant_values = {"BY_OUTER": BY_OUTER, "LENGTH": LENGTH, "PAIR": PAIR, "BITS": BITS}
        self.imports = {"runtime.api": set()}

    known = Lowered.known
    mask_count = Lowered.mask_count      # a popcount: `.bit_count()` here (7 ids), masks.mask_count past 62

    def tallied_draw(self, *args):      # the counted move written in place (tests/compiler/test_tally.py: printed)
        return None

    def constant(self, name, value):
        self.constant_values[name] = value
        return Local(name)

    def slot_of(self, attr):
        if attr.name in ("claimed", "taken"):
            return Slot(attr.name, "object", "mask", "routes")
        return Slot(attr.name, LONG, "number")


def bit_set(mask, index):
    return Bin("!=", Bin("&", mask, Item(Local("BITS"), index)), Const(0))


ROUTE = Local("route")
# the trail not taken, its other side not the player's (read through the pair: remembered), wagons enough
KEPT_TESTS = [Unary("not", bit_set(Attr(S, "taken"), ROUTE)),
              Bin("or", Bin("==", Item(Local("PAIR"), ROUTE), Const(-1)),
                  Unary("not", Bin("and", Bin(">=", Item(Local("PAIR"), ROUTE), Const(0)),
                                   bit_set(Attr(P, "claimed"), Item(Local("PAIR"), ROUTE))))),
              Bin(">=", Attr(P, "wagons"), Item(Local("LENGTH"), ROUTE))]


def inner_loops(outer_items):
    """`for route in <outer_items>: for colour in BY_OUTER[route]: if each_1[colour] >= cost: moves.append(…)`, the
    cost Trek's (one fewer past four with the blessing)."""
    length = Item(Local("LENGTH"), ROUTE)
    cost = Cond(Bin("and", Local("blessed"), Bin(">", length, Const(4))), Bin("-", length, Const(1)), length)
    test = Bin(">=", Item(Local("each_1"), Local("colour")), cost)
    move = Bin("+", Const(1), Bin("*", Const(2), Bin("+", ROUTE, Bin("*", Const(7), Local("colour")))))
    append = Do(Call(Attr(Local("moves"), "append"), (move,)))
    return ForIn("route", outer_items, (ForIn("colour", Item(Local("BY_OUTER"), ROUTE), (If(((test, (append,)),)),)),))


def listed():
    """The plain listing: every trail, its kept tests, then its colours."""
    test = KEPT_TESTS[0]
    for part in KEPT_TESTS[1:]:
        test = Bin("and", test, part)
    loops = inner_loops(Local("every"))
    return ForIn("route", Local("every"), (If(((test, (loops.body[0],)),)),))


def compiled(lines: list):
    return compile("\n".join(line for line in lines if isinstance(line, str)), "<masked>", "exec")


def masked_counting(tests: list) -> tuple:
    """(the lowering, the tally, the printed lines, the table's hoisted statements as the count leaves them, printed) of
    the claim's count over masks, the kept ids' tests `tests`."""
    low = Lowering()
    hoisted = [Assign(Local("each_1"), ListOf(tuple(Const(0) for _ in range(4)), tuple=True))]
    scratch = {"blessed": LONG}
    tally = Tally.of(low, "claim", inner_loops(Local("route_kept")), scratch, hoisted)
    tally.counting()
    kept = {"var": "route", "table": "routes", "count": 7, "tests": tests, "statements": 3, "limit": 4096,
            "locals": ("s", "p", "moves")}
    masked = Masked.of(low, tally, kept, scratch)
    assert masked is not None
    counting = statements(masked.counting(), 0)
    return low, tally, counting, statements(hoisted, 0)


def test_counted_over_masks_are_the_listed_moves_in_their_order():
    low, tally, counting, hoisted = masked_counting(KEPT_TESTS)
    text = "\n".join(line for line in hoisted + counting if isinstance(line, str))
    # the claimed trails and the wagons over masks, the pair remembered by the player's claims, a popcount a colour
    assert "CLAIM_ROUTE_ALL ^ s.taken" in text and "CLAIM_ROUTE_BY_WAGONS[" in text
    # keyed by the claims the pairs read alone (a claim of a trail no pair names leaves the memo's key as it was)
    assert "CLAIM_ROUTE_REST.get(p.claimed & CLAIM_ROUTE_READ)" in text and ".bit_count()" in text
    # only the pairs the test reads: a trail of no pair (-1) stops at `PAIR[route] == -1`, so its `BITS[-1]` (the last
    # trail's bit) is never read, and a claim of that last trail leaves the key, and no miss walks the unpaired trails
    assert low.constant_values["CLAIM_ROUTE_READ"] == sum({BITS[PAIR[k]] for k in range(7) if PAIR[k] >= 0}) == 27
    assert low.constant_values["CLAIM_ROUTE_TOUCHED"][6] == 0
    # a miss walks the trails whose pair the key holds, from the rest worked out at no claims, not every trail
    assert "for route in mask_ids(route_touched):" in text and "for route in range(7)" not in text
    assert low.constant_values["CLAIM_ROUTE_TOUCHED"][0] == BITS[1]
    # each colour's cards worked out into a local of its own, which the count reads, and the table made of them (the
    # draw still reads the table)
    assert "each_1_3 = 0" in text and "each_1 = (each_1_0, each_1_1, each_1_2, each_1_3)" in text
    assert "each_1[" not in text
    # a colour of no cards pays for no trail: its popcount is skipped
    assert "if each_1_0 > 0:" in text
    # one popcount a colour written out in turn (no loop counter, no `9 * colour` worked out at each)
    assert "for colour in range" not in text and text.count(").bit_count()") == 4
    assert "(each_1_3 if each_1_3 < 8 else 8)" in text and "route_half + (27 + " in text
    drawing = "\n".join(line for line in statements(tally.drawn(), 0) if isinstance(line, str))
    assert "colour_value = each_1[3]" in drawing
    assert "for colour in range" not in drawing and drawing.count("route_any |= ") == 4
    listing, counting_code = compiled(statements([listed()], 0)), compiled(counting)
    drawn_code = compiled(statements(tally.drawn(), 0))
    rng = random.Random(7)
    for _ in range(200):
        data = {"each_1": tuple(rng.randrange(9) for _ in range(4)), "blessed": rng.random() < 0.5,
                "s": SimpleNamespace(taken=sum(BITS[k] for k in range(7) if rng.random() < 0.3)),
                "p": SimpleNamespace(claimed=sum(BITS[k] for k in range(7) if rng.random() < 0.3),
                                     wagons=rng.randrange(-1, 10)),
                "every": range(7), "bisect_left": bisect.bisect_left, "mask_ids": mask_ids}
        data.update(low.constant_values)
        data.update({f"each_1_{colour}": value for colour, value in enumerate(data["each_1"])})
        draws_the_listed_moves(listing, counting_code, drawn_code, data)


def test_a_memo_key_read_otherwise_than_by_the_ids_bits_is_the_whole_mask():
    """A remembered conjunct that also reads the claims whole (`p.claimed != 0`) keys the memo by all of them."""
    low, _tally, counting, _hoisted = masked_counting(KEPT_TESTS[:2] + [Bin("or", Bin("==", Attr(P, "claimed"), Const(0)),
                                                                       KEPT_TESTS[1])])
    text = "\n".join(line for line in counting if isinstance(line, str))
    assert "CLAIM_ROUTE_REST.get(p.claimed)" in text and "CLAIM_ROUTE_READ" not in low.constant_values


def test_a_conjunct_of_a_tableau_is_not_masked():
    """A test reading what no memo can key (a tableau's own list) leaves the count as tally.py walks it."""
    low = Lowering()
    low.slot_of = lambda attr: Slot(attr.name, "object", "tableau")
    hoisted = [Assign(Local("each_1"), ListOf(tuple(Const(0) for _ in range(4)), tuple=True))]
    scratch = {"blessed": LONG}
    tally = Tally.of(low, "claim", inner_loops(Local("route_kept")), scratch, hoisted)
    tally.counting()
    kept = {"var": "route", "table": "routes", "count": 7, "statements": 3, "limit": 4096, "locals": (),
            "tests": [bit_set(Attr(P, "area"), Item(Local("PAIR"), ROUTE))]}
    assert Masked.of(low, tally, kept, scratch) is None
    assert "CLAIM_ROUTE_ALL" not in low.constant_values


def test_a_listing_walks_only_the_open_ids_some_inner_value_passes():
    """The listing that names every move (`<step>_next`) walks the ids of `open & any` (masked.py `walked`), not the
    kept ids' memo: the same moves in the same order, with no id filtered first and none walked that appends nothing."""
    low = Lowering()
    hoisted = [Assign(Local("each_1"), ListOf(tuple(Const(0) for _ in range(4)), tuple=True))]
    scratch = {"blessed": LONG}
    loops = inner_loops(Local("route_kept"))
    tally = Tally.of(low, "claim", loops, scratch, hoisted)
    tally.counting()
    kept = {"var": "route", "table": "routes", "count": 7, "tests": KEPT_TESTS, "statements": 3, "limit": 4096,
            "locals": ("s", "p", "moves")}
    masked = Masked.of(low, tally, kept, scratch)
    found, walked = masked.walked()
    walking = statements(found + [ForIn("route", walked, loops.body)], 0)
    text = "\n".join(line for line in walking if isinstance(line, str))
    assert "for route in mask_ids(route_open & route_any):" in text and "route_kept" not in text
    # the inner values read from the table as the draw reads them, a value that pays for nothing skipped
    assert "colour_value = each_1[3]" in text and text.count("route_any |= ") == 4
    listing, walking_code = compiled(statements([listed()], 0)), compiled(walking)
    rng = random.Random(11)
    walked_fewer = 0
    for _ in range(300):
        data = {"each_1": tuple(rng.randrange(9) for _ in range(4)), "blessed": rng.random() < 0.5,
                "s": SimpleNamespace(taken=sum(BITS[k] for k in range(7) if rng.random() < 0.3)),
                "p": SimpleNamespace(claimed=sum(BITS[k] for k in range(7) if rng.random() < 0.3),
                                     wagons=rng.randrange(-1, 10)),
                "every": range(7), "mask_ids": mask_ids}
        data.update(low.constant_values)
        expected = run(listing, dict(data, moves=[]))["moves"]
        after = run(walking_code, dict(data, moves=[]))
        assert after["moves"] == expected
        open_ids = [k for k in range(7) if after["route_open"] >> k & 1]
        assert mask_ids(after["route_open"] & after["route_any"]) == sorted({(m - 1) // 2 % 7 for m in expected})
        walked_fewer += len(mask_ids(after["route_open"] & after["route_any"])) < len(open_ids)
    assert walked_fewer > 50      # (open ids a hand cannot pay for are not walked)
