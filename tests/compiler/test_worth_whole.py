"""A worth's sums and counts over all of a table's numbers read without a walk of them (compiler/codegen/lower/worth.py
`whole_sums`): a sum of a whole map (`sum(p.m)`), all() and any() of a bound over one (`min(p.m) >= r`), a count of a
mask's ids (`bit_count`), a sum of a column at a mask's ids (byte tables), a count of the numbers of a range up to
or from a whole number (session 38), and any other walk that reads its number only as one map's entry walked over
the map's list: the same values as the walks, over random maps, masks (bits past the table's too), columns and
ranges; and what is not such a walk left as it was. Session 39: a count of a map's entries against a whole number
counted in C (`masks.count_above`, `list.count`), and a sum of entries of whole maps added per number as the sum of each
map."""
from __future__ import annotations

import random

import pytest

from compiler.codegen.lower.ir import LIST, LONG, Aggregate, Attr, Bin, Call, Cond, Const, Item, Local, Record, Slot
from compiler.codegen.lower.printing import expr
from compiler.codegen.lower.worth import whole_sums
from runtime import masks

SIZE = 17       # Appalachian's sections: three bytes, the last of one bit


class Lowering:
    """What `whole_sums` reads of the lowering: the records' slots, the module's data, and how a mask is counted."""

    def __init__(self, columns: dict | None = None):
        player = Record("Player", "", (Slot("m", LIST, "map", "t", keys=tuple(range(SIZE))),
                                       Slot("n", LIST, "map", "t", keys=tuple(range(SIZE))),
                                       Slot("short", LIST, "map", "t", keys=tuple(range(SIZE - 1))),
                                       Slot("held", LIST, "idmap", "t", keys=tuple(range(SIZE))),
                                       Slot("done", LONG, "mask", "t"), Slot("level", LONG, "number"),
                                       Slot("ratio", "double", "number")))
        self.records = {"Player": player, "State": Record("State", "", ())}
        self.constant_values = dict(columns or {})
        self.imports = {"runtime.api": set()}

    def constant(self, name: str, value) -> Local:
        self.constant_values[name] = value
        return Local(name)

    def mask_count(self, mask, count: int):
        return Call(Attr(mask, "bit_count"), ())


def numbers(*bounds):
    return Call(Local("range"), tuple(Const(b) for b in bounds))


def entry(slot: str = "m", var: str = "c"):
    return Item(Attr(Local("p"), slot), Local(var))


def has_bit(var: str = "c"):
    return Bin("!=", Bin("&", Attr(Local("p"), "done"), Bin("<<", Const(1), Local(var))), Const(0))


class P:
    __slots__ = ("m", "n", "short", "held", "done", "level", "ratio")


def value(node, p, **names):
    """The printed expression's value (its tables from the module's data), with the player `p`."""
    return eval(expr(node), {**names, "p": p, "masks": masks})     # (a test reads the printed code back)


def walked(func: str, item, p, test=None, size: int = SIZE, **names):
    """The aggregate's value walked number by number, as its loop does."""
    scope = {**names, "p": p}
    items = []
    for c in range(size):
        scope["c"] = c
        if test is None or test(scope):
            items.append(item(scope))
    if func == "sum":
        return sum(items)
    if func == "count":
        return len(items)
    return all(items) if func == "all" else any(items)


def players(rng, count: int = 300):
    for _ in range(count):
        p = P()
        p.m = [rng.randrange(-3, 7) for _ in range(SIZE)]
        p.n = [rng.randrange(-5, 9) for _ in range(SIZE)]
        p.short = p.m[:-1]
        p.held = list(p.m)
        # bits past the table's too: the walk never reads them
        p.done = rng.getrandbits(SIZE + 5)
        p.level = rng.randrange(-6, 12)
        yield p


def test_a_sum_of_a_whole_map_adds_its_list():
    node = whole_sums(Aggregate("sum", entry(), "c", numbers(SIZE)), Lowering())
    assert expr(node) == "sum(p.m)"
    for p in players(random.Random(1)):
        assert value(node, p) == walked("sum", lambda v: v["p"].m[v["c"]], p)


@pytest.mark.parametrize("func", ["all", "any"])
@pytest.mark.parametrize("op", [">=", ">", "<=", "<"])
def test_all_and_any_of_a_bound_read_the_entry_that_decides(func, op):
    compare = {">=": int.__ge__, ">": int.__gt__, "<=": int.__le__, "<": int.__lt__}[op]
    node = whole_sums(Aggregate(func, Bin(op, entry(), Local("r")), "c", numbers(SIZE)), Lowering())
    assert "min(p.m)" in expr(node) or "max(p.m)" in expr(node), expr(node)
    rng = random.Random(2)
    for p in players(rng):
        r = rng.randrange(-4, 8)
        assert value(node, p, r=r) == walked(func, lambda v: compare(v["p"].m[v["c"]], r), p), (func, op, p.m, r)


def test_a_count_of_a_mask_s_ids_counts_its_bits_in_the_table():
    node = whole_sums(Aggregate("count", Local("c"), "c", numbers(SIZE), has_bit()), Lowering())
    assert "bit_count" in expr(node)
    for p in players(random.Random(3)):
        assert value(node, p) == walked("count", lambda v: v["c"], p, lambda v: v["p"].done & 1 << v["c"] != 0)


@pytest.mark.parametrize("size", [1, 8, 9, 17, 24])
def test_a_sum_of_a_column_at_a_mask_s_ids_reads_a_table_per_byte(size):
    rng = random.Random(size)
    column = tuple(rng.randrange(-5, 9) for _ in range(size + 2))      # (longer than the walk: only N entries read)
    low = Lowering({"POINTS": column})
    node = whole_sums(Aggregate("sum", Item(Local("POINTS"), Local("c")), "c", numbers(size), has_bit()), low)
    tables = {name: table for name, table in low.constant_values.items() if name.startswith("POINTS_BITS_")}
    assert len(tables) == (size + 7) // 8 and "for" not in expr(node)
    for p in players(rng):
        assert value(node, p, **tables) == walked("sum", lambda v: column[v["c"]], p,
                                                  lambda v: v["p"].done & 1 << v["c"] != 0, size), p.done


RANGE_COUNT_BOUNDS = [Call(Local("min"), (Attr(Local("p"), "m"),)), Call(Local("max"), (Attr(Local("p"), "m"),)),
                      Attr(Local("p"), "level")]


@pytest.mark.parametrize("op", [">=", ">", "<=", "<"])
@pytest.mark.parametrize("bound", RANGE_COUNT_BOUNDS, ids=["min", "max", "number"])
@pytest.mark.parametrize("span", [(1, 4), (0, 1), (-2, 5), (3, 9)])
@pytest.mark.parametrize("flipped", [False, True])
def test_a_count_of_a_range_up_to_or_from_a_whole_number_is_clamped(op, bound, span, flipped):
    # (session 38) Appalachian's complete rows: count(r for r in 1..3 if min(journal) >= r), one read of the bound
    test = Bin({">=": "<=", ">": "<", "<=": ">=", "<": ">"}[op], Local("r"), bound) if flipped else \
        Bin(op, bound, Local("r"))
    node = whole_sums(Aggregate("count", Local("r"), "r", numbers(*span), test), Lowering())
    assert isinstance(node, Call) and " for " not in expr(node), expr(node)
    compare = {">=": int.__ge__, ">": int.__gt__, "<=": int.__le__, "<": int.__lt__}[op]
    for p in players(random.Random(7)):
        known = value(bound, p)
        assert value(node, p) == sum(1 for r in range(*span) if compare(known, r)), (expr(node), known)


@pytest.mark.parametrize("func, item, test", [
    ("count", Local("c"), Bin(">", entry(), Local("r"))),
    ("count", Local("c"), Bin("==", entry(), Local("r"))),
    ("sum", Bin("*", entry(), Const(2)), Bin(">", entry(), Local("r"))),
    ("all", Bin("==", entry(), Local("r")), None),
    ("any", Bin(">=", entry(), Bin("+", Local("r"), Const(1))), None),
])
def test_a_walk_that_reads_its_number_only_as_a_map_s_entry_walks_the_map_s_list(func, item, test):
    node = whole_sums(Aggregate(func, item, "c", numbers(SIZE), test), Lowering())
    assert isinstance(node, Aggregate) and node.source == Attr(Local("p"), "m") and "p.m[" not in expr(node), expr(node)
    rng = random.Random(4)
    for p in players(rng):
        r = rng.randrange(-4, 8)

        def read(part):         # the part's value at the walk's number, as its loop reads it
            return lambda v: value(part, v["p"], r=r, c=v["c"])
        assert value(node, p, r=r) == walked(func, read(item), p, read(test) if test is not None else None), \
            (func, p.m, r)


@pytest.mark.parametrize("op", [">", ">=", "<", "<=", "==", "!="])
@pytest.mark.parametrize("bound", [-1, 0, 3])
@pytest.mark.parametrize("flipped", [False, True])
def test_a_count_of_a_map_s_entries_against_a_number_is_counted_in_c(op, bound, flipped):
    # (session 39) Trail Story's havens held: count(s for s in sites if havens[s] > 0), a third of its worth walked
    flip = {">": "<", ">=": "<=", "<": ">", "<=": ">=", "==": "==", "!=": "!="}
    test = Bin(flip[op], Const(bound), entry()) if flipped else Bin(op, entry(), Const(bound))
    low = Lowering()
    node = whole_sums(Aggregate("count", Local("c"), "c", numbers(SIZE), test), low)
    printed = expr(node)
    assert " for " not in printed and ("masks.count_above(p.m" in printed) == (op not in ("==", "!=")), printed
    assert low.imports["runtime.api"] == ({"masks"} if op not in ("==", "!=") else set())
    compare = {">": int.__gt__, ">=": int.__ge__, "<": int.__lt__, "<=": int.__le__, "==": int.__eq__,
               "!=": int.__ne__}[op]
    for p in players(random.Random(8)):
        assert value(node, p) == walked("count", lambda v: v["c"], p, lambda v: compare(v["p"].m[v["c"]], bound)), \
            (printed, p.m)


def test_a_count_against_a_number_that_may_not_be_whole_walks_the_map():
    node = whole_sums(Aggregate("count", Local("c"), "c", numbers(SIZE), Bin(">", entry(), Const(0.5))), Lowering())
    assert isinstance(node, Aggregate) and node.source == Attr(Local("p"), "m"), expr(node)


def test_the_entries_counted_in_c_are_those_above_the_bound():
    assert masks.count_above([3, -1, 0, 5, 2, 2], 1) == 4 and masks.count_above([], 0) == 0
    assert masks.count_above([True, False, True], 0) == 2


def test_a_sum_of_entries_of_whole_maps_added_is_the_sum_of_each_map():
    # (session 39) Trail Story's cubes and experience of each skill: sum(p.skill_cubes) + sum(p.experience)
    item = Bin("+", Bin("+", entry(), entry("n")), entry())
    node = whole_sums(Aggregate("sum", item, "c", numbers(SIZE)), Lowering())
    assert expr(node) == "sum(p.m) + sum(p.n) + sum(p.m)"
    for p in players(random.Random(9)):
        assert value(node, p) == walked("sum", lambda v: v["p"].m[v["c"]] * 2 + v["p"].n[v["c"]], p)


def test_other_walks_are_left_as_they_are():
    whole_numbers = {"POINTS": tuple(range(SIZE))}
    cases = [
        # a walk over fewer or more numbers than the map holds, or a map of ids
        Aggregate("sum", entry(), "c", numbers(SIZE - 1)),
        Aggregate("sum", entry("short"), "c", numbers(SIZE)),
        Aggregate("sum", entry("held"), "c", numbers(SIZE)),
        Aggregate("sum", entry(), "c", numbers(1, SIZE)),
        # a sum of another number's entry, of a slot of no record known
        Aggregate("sum", entry(var="d"), "c", numbers(SIZE)),
        Aggregate("sum", Item(Attr(Local("q"), "m"), Local("c")), "c", numbers(SIZE)),
        # a bound that reads the walk's number, or is worked out (not a name or a number), or an equality
        Aggregate("all", Bin(">=", entry(), Local("c")), "c", numbers(SIZE)),
        # a walk that reads its number otherwise than as the one map's entry, or two maps' entries
        Aggregate("count", Local("c"), "c", numbers(SIZE), Bin(">", entry(), Local("c"))),
        Aggregate("sum", Bin("+", entry(), Item(Local("POINTS"), Local("c"))), "c", numbers(SIZE)),
        Aggregate("sum", Bin("-", entry(), entry("n")), "c", numbers(SIZE)),
        Aggregate("sum", Bin("+", entry(), entry("short")), "c", numbers(SIZE)),
        # a count against an entry of another map
        Aggregate("count", Local("c"), "c", numbers(SIZE), Bin(">", entry(), entry("n"))),
        Aggregate("count", Local("c"), "c", numbers(SIZE), Bin(">", entry(), Item(Attr(Local("p"), "held"),
                                                                                Local("c")))),
        Aggregate("min", entry(), "c", numbers(SIZE), Bin(">", entry(), Const(0))),
        # a mask's bit of another number than the walk's, or a mask read through it
        Aggregate("count", Local("c"), "c", numbers(SIZE), has_bit("d")),
        Aggregate("count", Local("c"), "c", numbers(SIZE),
                  Bin("!=", Bin("&", Item(Local("masks"), Local("c")), Bin("<<", Const(1), Local("c"))), Const(0))),
        # a mask wider than a C long
        Aggregate("count", Local("c"), "c", numbers(80), has_bit()),
        # a count of a range whose bound reads its number, is no whole number known (a slot of no record, a number
        # that may not be whole, a map's entry), an equality, or over a range of names
        Aggregate("count", Local("r"), "r", numbers(1, 4), Bin(">=", Bin("+", Attr(Local("p"), "level"), Local("r")),
                                                                 Local("r"))),
        Aggregate("count", Local("r"), "r", numbers(1, 4), Bin(">=", Attr(Local("q"), "level"), Local("r"))),
        Aggregate("count", Local("r"), "r", numbers(1, 4), Bin(">=", Attr(Local("p"), "ratio"), Local("r"))),
        Aggregate("count", Local("r"), "r", numbers(1, 4), Bin(">=", entry(var="d"), Local("r"))),
        Aggregate("count", Local("r"), "r", numbers(1, 4), Bin("==", Attr(Local("p"), "level"), Local("r"))),
        Aggregate("count", Local("r"), "r", Call(Local("range"), (Const(1), Local("n"))),
                  Bin(">=", Attr(Local("p"), "level"), Local("r"))),
    ]
    low = Lowering({**whole_numbers, "FLAGS": (True,) * SIZE, "SHORT": tuple(range(SIZE - 1))})
    for node in cases:
        assert whole_sums(node, low) == node, node


def test_a_walk_of_a_mask_s_ids_tested_first_is_0_where_the_mask_is_0():
    """A sum or count over a range whose test is first a mask's bit (and more, or a column no table is read of) is
    worked out only where the mask holds a bit (`_mask_guarded`): the same values, 0 without walking where it is 0."""
    low = Lowering({"FLAGS": (True,) * SIZE})
    level_up = Bin(">", entry(), Attr(Local("p"), "level"))
    cases = [
        # a column of other than whole numbers, one shorter than the walk, or none the module holds
        (Aggregate("sum", Item(Local("FLAGS"), Local("c")), "c", numbers(SIZE), has_bit()),
         lambda v: True, lambda v: v["p"].done & 1 << v["c"] != 0),
        (Aggregate("sum", Item(Local("OTHER"), Local("c")), "c", numbers(SIZE), has_bit()),
         lambda v: OTHER[v["c"]], lambda v: v["p"].done & 1 << v["c"] != 0),
        # the bit and another test, of a count and a sum
        (Aggregate("count", Local("c"), "c", numbers(SIZE), Bin("and", has_bit(), level_up)),
         lambda v: v["c"], lambda v: v["p"].done & 1 << v["c"] != 0 and v["p"].m[v["c"]] > v["p"].level),
        (Aggregate("sum", entry("n"), "c", numbers(SIZE), Bin("and", has_bit(), level_up)),
         lambda v: v["p"].n[v["c"]], lambda v: v["p"].done & 1 << v["c"] != 0 and v["p"].m[v["c"]] > v["p"].level),
    ]
    rng = random.Random(11)
    for node, item, test in cases:
        guarded = whole_sums(node, low)
        assert isinstance(guarded, Cond) and expr(guarded).endswith(" if p.done != 0 else 0"), expr(guarded)
        size = node.source.args[0].value
        for p in list(players(rng, 100)) + [_without_bits(p) for p in players(rng, 20)]:
            expected = walked(node.func, item, p, test, size)
            assert value(guarded, p, FLAGS=low.constant_values["FLAGS"], OTHER=OTHER) \
                == expected, (expr(guarded), p.done)


def test_a_walk_whose_mask_bit_is_not_its_first_test_is_not_guarded():
    later = Aggregate("count", Local("c"), "c", numbers(SIZE),
                      Bin("and", Bin(">", entry(), Const(0)), has_bit()))
    assert whole_sums(later, Lowering()) == later
    # nor a min or max, whose walk of nothing is no 0, nor a mask worked out (read twice, once more for the guard)
    bounded = Aggregate("max", entry(), "c", numbers(SIZE), Bin("and", has_bit(), Bin(">", entry(), Const(0))))
    assert whole_sums(bounded, Lowering()) == bounded
    worked = Bin("!=", Bin("&", Call(Local("f"), (Local("p"),)), Bin("<<", Const(1), Local("c"))), Const(0))
    called = Aggregate("sum", entry(), "c", numbers(SIZE), Bin("and", worked, Bin(">", entry(), Const(0))))
    assert whole_sums(called, Lowering()) == called


OTHER = tuple(range(3, 3 + SIZE))      # a column the module does not hold (no table is read of it)


def _without_bits(p):
    p.done = 0
    return p
