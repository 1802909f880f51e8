"""The lowered IR's nodes (compiler/codegen/lower/ir.py): equality field by field, and the walk that tells a node by its
class, against the walk and equality they replaced."""
from __future__ import annotations

import random

from compiler.codegen.lower import ir
from compiler.codegen.lower.ir import Assign, Attr, Bin, Call, Const, If, Item, Local, Node, Return, node


class Row(tuple):
    """A tuple of another class: walked as a tuple is."""


@node
class Wrapped(Node):     # a class of node made outside ir.py: known to the walk as soon as it is made
    inner: object


def _walked(value, out):
    """The walk as it was: isinstance asked of every field."""
    if isinstance(value, Node):
        out.append(value)
        for field in value.__dict__.values():
            _walked(field, out)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _walked(item, out)
    return out


def _tree(rnd, depth=0):
    leaf = rnd.random() < 0.3 or depth > 5
    if leaf:
        return rnd.choice([Const(rnd.randrange(3)), Local(rnd.choice("ab")), Const((1, 2)), Const(None)])
    kind = rnd.randrange(8)
    sub = lambda: _tree(rnd, depth + 1)     # noqa: E731
    if kind == 0:
        return Bin(rnd.choice("+-"), sub(), sub())
    if kind == 1:
        return Attr(sub(), "x")
    if kind == 2:
        return Item(sub(), sub())
    if kind == 3:
        return Call(Local("f"), tuple(sub() for _ in range(rnd.randrange(3))))
    if kind == 4:
        return Wrapped(Row([sub(), sub()]))
    if kind == 5:
        return If(sub(), [Assign(sub(), sub())], [Return(sub())])
    if kind == 6:
        return Wrapped([sub(), (sub(), [sub()])])
    return Wrapped(sub())


def test_every_class_of_node_is_known_to_the_walk():
    assert {Bin, Local, Const, If, Wrapped} <= ir._NODE_KINDS
    assert all(issubclass(kind, Node) for kind in ir._NODE_KINDS)


def test_the_walk_lists_every_node_in_the_order_the_old_walk_did():
    rnd = random.Random(3)
    for _ in range(300):
        tree = _tree(rnd)
        assert ir.walk_ir(tree) == _walked(tree, [])
        assert [id(n) for n in ir.walk_ir(tree)] == [id(n) for n in _walked(tree, [])]
        body = [tree, Row([tree]), [tree]]
        assert [id(n) for n in ir.walk_ir(body)] == [id(n) for n in _walked(body, [])]


def test_nodes_are_equal_field_by_field_as_their_values_were():
    rnd = random.Random(5)
    trees = [_tree(random.Random(seed)) for seed in range(60)] + [_tree(rnd) for _ in range(60)]
    again = [_tree(random.Random(seed)) for seed in range(40)]     # equal to the first 40, other objects
    equal = 0
    for left in trees:
        for right in again:
            equal += left == right
            assert (left == right) == (type(left) is type(right) and left._values() == right._values())
            if left == right and not any(type(n) is If or isinstance(n, Wrapped) for n in ir.walk_ir(left)):
                assert hash(left) == hash(right)      # (a node holding a list, as a body, has no hash)
    assert equal >= 40
    assert Bin("+", Local("a"), Const(1)) == Bin("+", Local("a"), Const(1))
    assert Bin("+", Local("a"), Const(1)) != Bin("-", Local("a"), Const(1))
    assert Const(1) != Local(1) and Attr(Local("s"), "x") != Item(Local("s"), "x")
