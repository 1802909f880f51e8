"""Kept ids narrowed from the seat's last ones: a memo miss of `kept_ids` walks the ids the seat kept last, not all.

Trek's listing keeps the trails open to the player (`(s.claimed_routes, p.claimed, p.wagons)` -> the trails not
claimed, whose other side is not the player's, that its wagons reach) in a memo; a claim by anyone changes the key, so
about half the decisions miss and walk all 69 trails again. Yet the test only closes trails as the game goes on: it
is *monotone* in each value its key reads. A trail claimed stays claimed (a bit of a mask, tested `M & bit != 0`, can
only turn the test one way as bits are added), and wagons only go down (`p.wagons >= length`). Which way each value
may move without reopening an id is read off the test itself, not off the game's writes: where the key's values have
all moved that way since the seat's last miss (the masks hold every bit they held, the numbers are no greater, or no
smaller), every id the last walk dropped fails again, and the walk goes over the ids it kept instead, in their order.
Where they have not (another game, a value that moved back), it walks every id as before. The moves and their order
are those of the plain walk whatever the history, so every seed plays the same game.
"""
from __future__ import annotations

from .ir import OBJECT, Assign, Attr, Bin, Call, Cond, Const, Item, ListComp, ListOf, Local, Unary, walk_ir

INCREASING, DECREASING = 1, -1
# `a OP b` with the key's value on the left: how the test moves as the value grows
GROWS = {">=": INCREASING, ">": INCREASING, "<=": DECREASING, "<": DECREASING}
MIRRORED = {">=": "<=", ">": "<", "<=": ">=", "<": ">"}


class NotMonotone(Exception):
    """A test that may reopen an id as a value of its key moves."""


def directions(lowering, test, var: str, atoms: list) -> dict:
    """{the place of a key's value in `atoms`: (INCREASING or DECREASING, its slot's kind)}, how the test moves as
    that value grows, for a test built of `and`, `or`, `not`, data of the module, bit tests of a mask (`M & bit !=
    0`, `== 0`) and comparisons of a number with the module's data; NotMonotone otherwise."""
    def data(node) -> bool:
        return all(not isinstance(x, Attr) and (not isinstance(x, Local) or x.name == var or x.name.isupper())
                   for x in walk_ir(node))

    def kind(node):
        slot = lowering.slot_of(node) if isinstance(node, Attr) and node in atoms else None
        return None if slot is None else slot.kind

    def merged(left: dict, right: dict) -> dict:
        out = dict(left)
        for place, way in right.items():
            if out.setdefault(place, way) != way:
                raise NotMonotone("a value read both ways")
        return out

    def walk(node) -> dict:
        if data(node):
            return {}
        if isinstance(node, Bin) and node.op in ("and", "or"):
            return merged(walk(node.left), walk(node.right))
        if isinstance(node, Unary) and node.op == "not":
            return {place: (-way, slot) for place, (way, slot) in walk(node.operand).items()}
        if isinstance(node, Bin) and node.op in ("!=", "==") and node.right == Const(0) \
                and isinstance(node.left, Bin) and node.left.op == "&":
            for mask, bit in ((node.left.left, node.left.right), (node.left.right, node.left.left)):
                if kind(mask) == "mask" and data(bit):
                    return {atoms.index(mask): (INCREASING if node.op == "!=" else DECREASING, "mask")}
        if isinstance(node, Bin) and node.op in GROWS:
            for number, other, op in ((node.left, node.right, node.op), (node.right, node.left, MIRRORED[node.op])):
                if kind(number) == "number" and data(other):
                    return {atoms.index(number): (GROWS[op], "number")}
        raise NotMonotone("a test the narrowing does not read")

    return walk(test)


def moved_one_way(last, atoms: list, ways: dict):
    """The test that the key's values (`atoms`, now) have each moved, since the key `last`, only the way that closes
    ids: a mask whose bits open ids (INCREASING) holds no bit it did not hold (`now | last == last`), one whose bits
    close them every bit it held; a number that opens ids as it grows is no greater, one that closes them no
    smaller."""
    test = None
    for place, (way, kind) in sorted(ways.items()):
        now, then = atoms[place], Item(last, Const(place))
        if kind == "mask":
            wider, narrower = (then, now) if way == INCREASING else (now, then)
            part = Bin("==", Bin("|", wider, narrower), wider)
        else:
            part = Bin("<=" if way == INCREASING else ">=", now, then)
        test = part if test is None else Bin("and", test, part)
    return test


def narrowed_walk(lowering, name: str, var: str, test, atoms: list, count, scratch: dict) -> list | None:
    """The statements that find `<var>_kept` (`<var>_key` the key's values) on a memo miss: from the seat's last kept
    ids where the key has moved only the way that closes ids since (`<NAME>_LAST`, the seat's last key and ids), else
    from every id; None where the test is not monotone in its key's values."""
    try:
        ways = directions(lowering, test, var, atoms)
    except NotMonotone:
        return None
    last, source, ids = Local(f"{var}_last"), Local(f"{var}_from"), Local(f"{var}_kept")
    if last.name in scratch or source.name in scratch:
        return None
    scratch[last.name] = scratch[source.name] = OBJECT
    memo = lowering.constant(f"{name}_last".upper(), {})
    seat = Attr(Local("p"), "seat")
    moved = moved_one_way(Item(last, Const(0)), atoms, ways)
    usable = Bin("is not", last, Const(None)) if moved is None else Bin("and", Bin("is not", last, Const(None)), moved)
    return [Assign(last, Call(Attr(memo, "get"), (seat,))),
            Assign(source, Cond(usable, Item(last, Const(1)), Call(Local("range"), (count,)))),
            Assign(ids, ListComp(Local(var), var, source, test)),
            Assign(Item(memo, seat), ListOf((Local(f"{var}_key"), ids), tuple=True))]
