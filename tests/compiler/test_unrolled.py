"""A memo's listing made on a miss writes its loops over one or two known values out (optimise.py `unrolled`)."""
from compiler.codegen.lower.ir import Assign, Attr, Bin, Break, Call, Const, Do, ForIn, If, ListOf, Local, walk_ir
from compiler.codegen.lower.optimise import unrolled

DIE, MOVES, USED = Local("die"), Local("moves"), Attr(Local("p"), "used_dice")


def listing(values, extra=()):
    """`for die in values: if not used & 1 << die: moves.append(2 + 6 * die)`."""
    free = Bin("==", Bin("&", USED, Bin("<<", Const(1), DIE)), Const(0))
    add = Do(Call(Attr(MOVES, "append"), (Bin("+", Const(2), Bin("*", Const(6), DIE)),)))
    return [ForIn("die", ListOf(tuple(Const(v) for v in values), tuple=True), (If(((free, [add]),)), *extra))]


def test_a_loop_over_two_known_dice_is_written_once_a_die_with_its_sums_worked_out():
    out = unrolled(listing((1, 2)))
    assert not any(isinstance(x, ForIn) for x in walk_ir(out))
    assert len(out) == 2 and DIE not in walk_ir(out)
    # 1 << 1 and 2 + 6 * 1; then 1 << 2 and 2 + 6 * 2
    assert Bin("&", USED, Const(2)) in walk_ir(out[0]) and Const(8) in walk_ir(out[0])
    assert Bin("&", USED, Const(4)) in walk_ir(out[1]) and Const(14) in walk_ir(out[1])


def test_a_loop_that_breaks_sets_its_name_or_walks_many_values_stays_a_loop():
    for body in (listing((1,), [Break()]), listing((1,), [Assign(DIE, Const(3))]), listing(tuple(range(7)))):
        out = unrolled(body)
        assert len(out) == 1 and isinstance(out[0], ForIn) and DIE in walk_ir(out[0].body)
