"""The effect language's syntax-tree nodes, made without dataclasses (compiler/frontend/ast.py NodeClass)."""
import copy
import pickle

import pytest

from compiler.frontend import ast


def test_fields_in_order_with_defaults():
    call = ast.Call(None, "f", ())
    assert ast.Call._fields == ("span", "func", "args", "of")
    assert call.of is None
    loop = ast.While(None, ast.Bool(None, True), (), limit=ast.Number(None, 3))
    assert loop.until is False and loop.limit == ast.Number(None, 3)
    assert ast.Call(span=None, func="f", args=()) == call


def test_equal_and_hashed_by_fields():
    assert ast.Name(None, "x") == ast.Name(None, "x")
    assert hash(ast.Name(None, "x")) == hash(ast.Name(None, "x"))
    assert ast.Name(None, "x") != ast.String(None, "x")
    assert repr(ast.Name(None, "x")) == "Name(span=None, name='x')"


def test_frozen_and_slotted():
    name = ast.Name(None, "x")
    with pytest.raises(AttributeError):
        name.name = "y"
    with pytest.raises(AttributeError):
        del name.name
    assert not hasattr(name, "__dict__")


def test_wrong_fields_refused():
    with pytest.raises(TypeError):
        ast.Name(None)
    with pytest.raises(TypeError):
        ast.Name(None, "x", "y")
    with pytest.raises(TypeError):
        ast.Name(None, "x", colour="red")
    with pytest.raises(TypeError):
        ast.Name(None, "x", name="y")


def test_copied_and_pickled():
    node = ast.If(None, ((ast.Bool(None, True), (ast.Log(None, "hi"),)),), None)
    assert copy.deepcopy(node) == node
    assert copy.copy(node) == node
    assert pickle.loads(pickle.dumps(node)) == node


def _plain_walk(node, out: list) -> list:
    """Every node under `node`, depth first in field order (span left out), found the plain way."""
    if isinstance(node, tuple):
        for item in node:
            _plain_walk(item, out)
    elif isinstance(node, ast.Node):
        out.append(node)
        for name in type(node)._fields:
            if name != "span":
                _plain_walk(getattr(node, name), out)
    return out


def test_walk_lists_names_and_literals_in_their_place():
    """`walk` lists a name or a literal (which hold no node) without a call of its own: where a call would list it."""
    from pathlib import Path

    from compiler.frontend.origin import IDENTITY
    from compiler.frontend.parse import parse
    from compiler.driver.build import Project, compile_game
    root = Path(__file__).resolve().parents[2]
    model = compile_game(Project(root), "trailblazers", emit_code=False).model
    trees = [parse(text, start, IDENTITY)[0] for text, start in model.texts]
    assert len(trees) > 10 and all(tree is not None for tree in trees)
    for tree in trees:
        walked = tree.walk()
        assert walked == _plain_walk(tree, [])
        assert [id(x) for x in walked] == [id(x) for x in _plain_walk(tree, [])]
    assert any(isinstance(x, ast.Name) for tree in trees for x in tree.walk())
