"""A choice's options listed with less of the interpreter (compiler/codegen/lower/options.py, and the comparison of a
card held as its string, lowering.Effect.looked_up_compared): each way of writing gives the list, the moves and the
drawn values the plain one gives, over random piles, and is refused where it would not."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import (Aggregate, Attr, Bin, Call, Cond, Const, Do, ForIn, Item, ListOf, Local,
                                       Unary)
from compiler.codegen.lower.lowering import Effect
from compiler.codegen.lower.options import distinct_split, listed_block
from compiler.codegen.lower.printing import expr, statements
from runtime import masks

KINDS = ("purple", "blue", "red", "wild")
NUMBERS = {kind: i for i, kind in enumerate(KINDS)}


def value(node, names: dict):
    return eval(compile(expr(node), "<options>", "eval"), {"masks": masks, **names})


def run(body: list, names: dict) -> dict:
    names = {"masks": masks, **names}
    exec(compile("\n".join(line for line in statements(body, 0) if isinstance(line, str)), "<options>", "exec"), names)
    return names


def face_up_distinct(took_first: bool):
    """`distinct(c for c in face_up if c != 'wild' or not took)`, the test's card-free part first or last."""
    card = Bin("!=", Local("c"), Const("wild"))
    free = Unary("not", Local("took"))
    test = Bin("or", free, card) if took_first else Bin("or", card, free)
    return Aggregate("distinct", Local("c"), "c", Local("face_up"), test)


def test_a_distinct_split_lists_what_the_comprehension_lists():
    rng = random.Random(5)
    for took_first in (False, True):
        plain = face_up_distinct(took_first)
        split = distinct_split(plain)
        assert isinstance(split, Cond) and split.then.test is None     # the comprehension gone where the test holds
        assert "masks.distinct_keys(face_up)" in expr(split)
        for _ in range(300):
            names = {"face_up": [rng.choice(KINDS) for _ in range(rng.randint(0, 6))], "took": rng.random() < 0.5}
            assert value(split, names) == value(plain, names)


def test_lists_added_are_one_display_of_the_same_values():
    """`(['deck'] if can else []) + distinct(...)` printed as `[*(('deck',) if can else ()), *masks.distinct_keys(...)]`: one
    list made, the same values in the same order as the lists added (Python's own `+`, printed by hand here)."""
    rng = random.Random(11)
    deck = Cond(Local("can"), ListOf((Const("deck"),)), ListOf(()))
    for took_first in (False, True):
        options = distinct_split(face_up_distinct(took_first))
        for node, plain in ((Bin("+", deck, options), lambda n: (["deck"] if n["can"] else []) + distinct(n)),
                            (Bin("+", options, ListOf((Const("none"), Local("extra")))),
                             lambda n: distinct(n) + ["none", n["extra"]])):
            printed = expr(node)
            assert printed.startswith("[*") and " + " not in printed and "list(" not in printed
            for _ in range(200):
                names = {"face_up": [rng.choice(KINDS) for _ in range(rng.randint(0, 6))], "took": rng.random() < 0.5,
                         "can": rng.random() < 0.5, "extra": rng.choice(KINDS)}
                got = value(node, names)
                assert type(got) is list and got == plain(names)
    tuples = Bin("+", ListOf((Const(1),), tuple=True), ListOf((Const(2),), tuple=True))   # tuples stay added
    assert expr(tuples) == "(1,) + (2,)"


def distinct(names: dict) -> list:
    return list(dict.fromkeys(c for c in names["face_up"] if c != "wild" or not names["took"]))


def test_a_distinct_walked_or_of_a_range_makes_no_list_of_its_own():
    numbers = Aggregate("distinct", Local("i"), "i", Call(Local("range"), (Const(6),)),
                        Bin(">", Item(Local("counts"), Local("i")), Const(0)))
    assert expr(numbers) == "[i for i in range(6) if counts[i] > 0]"      # each number once already
    walked = ForIn("c", face_up_distinct(False), (Do(Call(Attr(Local("seen"), "append"), (Local("c"),))),))
    assert "for c in masks.distinct_keys([" in statements([walked], 0)[0]
    rng = random.Random(3)
    for _ in range(100):
        names = {"face_up": [rng.choice(KINDS) for _ in range(rng.randint(0, 6))], "took": rng.random() < 0.5,
                 "counts": [rng.randrange(3) for _ in range(6)]}
        assert value(numbers, names) == [i for i in range(6) if names["counts"][i] > 0]
        assert run([walked], {**names, "seen": []})["seen"] == distinct(names)


def test_a_distinct_is_not_split_where_the_free_part_reads_the_card_or_may_fail():
    card = Bin("!=", Local("c"), Const("wild"))
    both_read = Aggregate("distinct", Local("c"), "c", Local("face_up"),
                          Bin("or", card, Bin("==", Local("c"), Const("red"))))
    assert distinct_split(both_read) is both_read
    looked_up = Aggregate("distinct", Local("c"), "c", Local("face_up"),      # a look-up may raise: not total
                          Bin("or", Bin("!=", Item(Local("NUMBERS"), Local("c")), Const(3)), Local("took")))
    assert distinct_split(looked_up) is looked_up
    anded = Aggregate("distinct", Local("c"), "c", Local("face_up"), Bin("and", card, Local("took")))
    assert distinct_split(anded) is anded


def listed(values, code: int = 0, count: int = 3):
    """The listing's loop: a move and an argument tuple appended per value."""
    arguments = Local("arguments")
    number = Bin("+", Const(code), Bin("*", Const(count), Call(Local("len"), (arguments,))))
    return ForIn("first", values, (Do(Call(Attr(Local("moves"), "append"), (number,))),
                                   Do(Call(Attr(arguments, "append"), (ListOf((Local("first"),), tuple=True),)))))


def test_values_kept_and_moves_appended_as_a_range_are_the_listed_ones():
    rng = random.Random(7)
    for code, count in ((0, 3), (1, 3), (2, 5)):
        loop = listed(Local("options"), code, count)
        scratch = {"first": "object"}
        block = listed_block(loop, code, count, scratch)
        assert block is not None and block[1] == Local("first_values") and "first" not in scratch
        for _ in range(100):
            options = [rng.choice(KINDS + ("deck",)) for _ in range(rng.randint(0, 7))]
            before = [rng.randrange(50) for _ in range(rng.randint(0, 2))]
            plain = run([loop], {"options": options, "moves": list(before), "arguments": []})
            kept = run(block[0], {"options": options, "moves": list(before)})
            assert kept["moves"] == plain["moves"]
            for move in kept["moves"][len(before):]:       # the drawn move's value, read back as the draw reads it
                assert move % count == code
                assert value(Item(block[1], Bin("//", Const(move), Const(count))), kept) \
                    == plain["arguments"][move // count][0]


def test_a_loop_of_another_shape_is_listed_as_it_was():
    tested = ForIn("first", Local("options"), (Do(Call(Attr(Local("moves"), "append"), (Const(0),))),))
    assert listed_block(tested, 0, 3, {}) is None
    assert listed_block(listed(Local("options")), 0, 3, {"first_values": "object"}) is None     # the name is taken


class Numbers:
    """What looked_up_compared reads of a lowering: the module's data."""
    constant_values = {"PROVISIONS_NUMBERS": NUMBERS}


class Compared:
    low = Numbers()


def test_a_card_held_as_its_string_is_compared_with_the_ids_string():
    looked = Item(Local("PROVISIONS_NUMBERS"), Local("c"))
    for op in ("==", "!="):
        for number in range(len(KINDS)):
            for left, right in ((looked, Const(number)), (Const(number), looked)):
                new = Bin(op, *Effect.looked_up_compared(Compared(), left, right))
                assert "PROVISIONS_NUMBERS" not in expr(new)
                for card in KINDS:
                    assert value(new, {"c": card}) == value(Bin(op, left, right),
                                                            {"c": card, "PROVISIONS_NUMBERS": NUMBERS})
    # none (-1), a number of no id, and two looked-up sides stay as they were
    for other in (Const(-1), Const(len(KINDS)), Item(Local("PROVISIONS_NUMBERS"), Local("d"))):
        assert Effect.looked_up_compared(Compared(), looked, other) == (looked, other)
