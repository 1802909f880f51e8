"""The one escaping function of each context designer text can reach in generated Python."""
from __future__ import annotations

import ast

import pytest

from compiler.codegen import guard
from compiler.codegen.pytext import UnsafeName, comment, docstring, identifier, literal
from compiler.commands.scenarios import Scenario, compile_scenario

HOSTILE = ['a"""\nimport os\nos.system("id")\n"""', "ends with a quote\"", "back\\slash\\", "nul\x00byte",
           "line\rbreak\u2028sep\u202eoverride", "'''", '"', "\\N{LATIN SMALL LETTER A}", "tab\there"]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_docstring_stays_one_string(text):
    module = ast.parse(f'def f():\n    """{docstring(text)}"""\n')
    body = module.body[0].body
    assert len(body) == 1 and isinstance(body[0].value, ast.Constant)
    assert body[0].value.value == " ".join(text.split())     # the words as written, on one line


@pytest.mark.parametrize("text", HOSTILE)
def test_a_comment_stays_one_line(text):
    source = f"# {comment(text)}\nx = 1\n"
    assert len(source.splitlines()) == 2
    assert [type(s) for s in ast.parse(source).body] == [ast.Assign]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_literal_is_the_value(text):
    assert ast.literal_eval(literal({"k": (text, 1, None)})) == {"k": (text, 1, None)}


@pytest.mark.parametrize("name", ["x\n", "import", "match", "__import__", "énergie", "\U0001d41a", "a b", "", "x-y"])
def test_identifier_refuses_what_is_not_a_plain_name(name):
    with pytest.raises(UnsafeName):
        identifier(name)


def test_the_guard_refuses_a_module_that_does_something_at_import():
    assert guard.problems('"""doc"""\nX = {"a": (1, 2)}\nY = tuple(X)\n\n\ndef f(state, p):\n    return 1\n', "m.py") == []
    for source in ["import os\n", "X = print(1)\n", "__import__('os')\n", "def f(x=open('y')):\n    pass\n",
                   "@staticmethod\ndef f():\n    pass\n", "def f():\n    return eval('1')\n",
                   "def f():\n    return p.__class__\n", "from os import system\n"]:
        assert guard.problems(source, "m.py"), source


def test_a_scenario_path_stays_in_its_docstring():
    """`cairn test` writes a scenario's path into the module it compiles (finding 5)."""
    from pathlib import Path

    from compiler.driver.build import Project
    from compiler.frontend.diagnostics import SourceCache
    root = Path(__file__).resolve().parents[2]
    scenario = Scenario(path=Path("x.yaml"), display='definitions/x/scenarios/a"""\nimport os\n""".yaml',
                        game="thru-the-appalachian", players=1, seed=1, options={}, rolls=[], given=[], when=[],
                        then=[])
    code, diags = compile_scenario(Project(root), scenario, SourceCache())
    assert diags == [] and code is not None
    module = ast.parse(code)
    assert isinstance(module.body[0].value, ast.Constant) and "import os" in module.body[0].value.value
    assert not any(isinstance(s, ast.Import) for s in module.body)
