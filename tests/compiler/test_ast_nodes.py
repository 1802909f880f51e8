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
