"""The guard's scan of a module's text (compiler/codegen/guard.py `scan`) proves only what the syntax tree's check
would allow: every module a build writes is proved, with the names the fast back end reads from its top level, and
whatever the tree refuses, or the scan cannot follow, is left to the tree."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from compiler.codegen import guard

REPO = Path(__file__).resolve().parents[2]
MODULES = sorted((REPO / "generated").glob("*/*.py"))


def tree_names(source: str) -> set[str]:
    names = set()
    for stmt in ast.parse(source).body:
        if isinstance(stmt, ast.FunctionDef):
            names.add(stmt.name)
        elif isinstance(stmt, ast.ImportFrom):
            names |= {alias.asname or alias.name for alias in stmt.names}
        elif isinstance(stmt, ast.Assign):
            names |= {t.id for t in stmt.targets if isinstance(t, ast.Name)}
    return names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_generated_module_is_proved_with_the_names_of_its_top_level(path):
    source = path.read_text(encoding="utf-8")
    shape = guard.scan(source)
    assert shape is not None
    assert set(shape.names) == tree_names(source)
    assert guard.tree_problems(ast.parse(source)) == []


CLEAN = ['"""doc"""\nX = {"a": (1, 2)}\nY = tuple(X)\n\n\ndef f(state, p):\n    return 1\n',
         'X = "import os; eval(1)"\n',          # code in a string is a string
         'X = 1  # eval(1); import os\n',
         'X = "a\\"; import os; \\""\n',          # an escaped quote does not end the string
         "X = r'a\\' ; eval(1) #'\n",           # nor in a raw string
         'X = """a\n\'\'\' import os \'\'\'\n"""\n',
         'class Player:\n    """A player."""\n    __slots__ = (\'seat\', \'points\')\n',
         'from .rules import a, b as c\nfrom generated.x.rules import (\n    d,\n    e,\n)\n',
         'def f(s):\n    if s:\n        raise RuleError("no")\n    return [x for x in s if x]\n',
         'X = frozenset((1, 2)) if 1 in (1, 2) else dict(a=1)\n']

REFUSED = ["import os\n", "X = print(1)\n", "__import__('os')\n", "def f(x=open('y')):\n    pass\n",
           "@staticmethod\ndef f():\n    pass\n", "def f():\n    return eval('1')\n",
           "def f():\n    return p.__class__\n", "from os import system\n",
           "def f():\n    from os import system\n    return system\n",      # the tree refused no import in a function
           "def f():\n    import os\n", "def f():\n    global x\n", "def f():\n    del x\n",
           "def f():\n    with x:\n        pass\n", "def f():\n    try:\n        pass\n    except* E:\n        pass\n",
           "async def f():\n    pass\n", "def f():\n    raise ValueError()\n", "def f():\n    raise\n",
           "def f():\n    raise RuleError('x')(1)\n", "def f():\n    raise RuleError('x').with_traceback(None)\n",
           "def f():\n    raise RuleError('x') if a else b\n", "def f():\n    class A:\n        pass\n",
           "X = 'a\\\\'; import os\n",           # an escaped backslash ends the string: the import is code
           "X = f'{eval(1)}'\n", "X = F'{open(1)}'\n", "X = rf'{open(1)}'\n", "'''doc'''\nX = 1\nY = 'x'\n'y'\n",
           "X = [1for a in b]\n", "X = [a for a in b]\n", "X = (y := 1)\n", "X = lambda: 1\n", "X = a.b(1)\n",
           "X = 'x'(1)\n", "X = (1)(2)\n", "X = f()[0]\n", "X = tuple(1)(2)\n", "X = [eval][0](1)\n",
           "X = (yield 1)\n", "X += 1\n", "X: int = 1\n", "X.y = 1\n", "X, Y = 1, 2\n", "X[0] = 1\n",
           "if X:\n    Y = 1\n", "X = 1; print(1)\n", "énergie = 1\n", "X = énergie\n", "def f(type):\n    pass\n",
           "def f():\n    return type(1)\n", "def f(**__kw):\n    pass\n", "def f():\n    return g(exec=1)\n",
           "from ..rules import x\n", "from . import rules\n", "from .os import x\n",
           "class Player(object):\n    __slots__ = ('seat',)\n",
           "class Player:\n    __slots__ = ('seat',)\n    def f(self):\n        pass\n",
           "class Player:\n    __slots__ = ('__dict__',)\n", "class Player:\n    __slots__ = ('seat')\n",
           "x = 1\n__slots__ = ('seat',)\n", "X = 1 \\\n    + eval(1)\n", "X = 'open\n",
           # Python ends a comment at a carriage return, and a form feed starts a line at column 0
           "X = 1  # c\rprint(1)\n", "def f():\n    return 1\n\fprint(1)\n",
           "def f() -> print(1):\n    pass\n", "def f(x: print(1)):\n    pass\n"]


@pytest.mark.parametrize("source", CLEAN)
def test_what_the_tree_allows_is_proved(source):
    assert guard.tree_problems(ast.parse(source)) == []
    assert guard.scan(source) is not None, source


# Allowed by the tree, but not what a build writes: the scan does not follow them, and the tree decides
UNFOLLOWED = ["X = b'x'\n", "# coding: utf-7\nX = 1\n", "def f() -> int:\n    pass\n", "from rules import *\n",
              "class Player:\n    __slots__ = ('se' 'at',)\n",
              "class Player:\n    __slots__ = ('s\\x65at',)\n", "X = (tuple)(1)\n", "X = x . append(1)\n"]


@pytest.mark.filterwarnings("ignore::SyntaxWarning")
@pytest.mark.parametrize("source", REFUSED)
def test_what_the_tree_refuses_is_not_proved(source):
    assert guard.scan(source) is None, source
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return      # Python reads none of it, and runs none
    assert guard.tree_problems(tree) and guard.problems(source, "m.py"), source


@pytest.mark.parametrize("source", UNFOLLOWED)
def test_what_the_scan_does_not_follow_is_left_to_the_tree(source):
    assert guard.scan(source) is None, source
    assert guard.tree_problems(ast.parse(source)) == guard.problems(source, "m.py") == []


INSERTS = ["import os", "eval(1)", "X = open('f')", "del p", "raise KeyError", "with open('f'):", "global G",
           "__import__('os')", "lambda: 1", "[x for x in y]", "f'{g()}'", "'", '"', '"""', "'''", "#", "\\", "\\\n",
           ";", "@", "(", ")", "[", "}", " ", "\n", "\t", "=", ".", "r", "f", "b", "1", "type", "__class__", "é",
           "$", "yield", "await x", "async ", "class K:", "from os import path", "RuleError(", "raise RuleError()"]


@pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore::SyntaxWarning")
@pytest.mark.parametrize("path", [p for p in MODULES if 1000 < p.stat().st_size < 35000],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_module_changed_anywhere_is_proved_only_where_the_tree_allows_it(path):
    """Text put in at random places of real modules (in strings, comments, code, brackets): wherever the scan
    proves the result and Python can read it, the syntax tree's check finds nothing either."""
    source = path.read_text(encoding="utf-8")
    rng = random.Random(path.name)
    proved = 0
    for _ in range(60):
        changed = source
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(changed))
            changed = changed[:at] + rng.choice(INSERTS) + changed[at:]
        if guard.scan(changed) is None:
            continue
        try:
            tree = ast.parse(changed)
        except SyntaxError:
            continue
        proved += 1
        assert guard.tree_problems(tree) == [], changed
    assert proved    # some changes (inside a string, a comment) leave the module clean
