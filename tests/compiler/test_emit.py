"""Emission: safe literals, readable and deterministic output, the committed generated/ is current."""
import ast as pyast
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_all, drift
from compiler.codegen.emit import docstring, py_literal

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def results():
    return compile_all(Project(ROOT))


def test_designer_strings_become_safe_literals():
    nasty = 'a "quote"\nimport os  # and a newline\'s escape \\'
    assert pyast.literal_eval(py_literal(nasty)) == nasty
    assert pyast.literal_eval(py_literal({"b": 1, "a": (True, None)})) == {"b": 1, "a": (True, None)}


def test_docstrings_cannot_be_closed_by_designer_text():
    text = docstring('ends here """; import os')
    assert '"""' not in text.replace('\\"', "")


def test_every_game_compiles_to_valid_python(results):
    for result in results:
        assert result.ok
        for path, text in result.files.items():
            if path.endswith(".py"):
                pyast.parse(text)
                assert "eval(" not in text and "exec(" not in text


def test_build_is_deterministic(results):
    again = compile_all(Project(ROOT))
    assert [r.files for r in again] == [r.files for r in results]


def test_committed_generated_folder_is_current(results):
    assert drift(Project(ROOT), results) == []


def test_generated_modules_import_only_the_runtime(results):
    for result in results:
        tree = pyast.parse(result.files["rules.py"])
        imported = {node.module for node in pyast.walk(tree) if isinstance(node, pyast.ImportFrom)}
        assert imported <= {"runtime.api", "data"}


def test_golden_appalachian_rest_action(results):
    rules = next(r for r in results if r.game == "thru-the-appalachian").files["rules.py"]
    assert ('def rest(state, p, die):\n'
            '    """Recover the green die\'s value in energy, doubled at a shelter. '
            '(definitions/thru-the-appalachian/game.yaml:') in rules
    assert ('    p.used_dice.add(die)\n'
            '    set_energy(state, p, p.energy + (2 * state.g.rolled[die] if at_shelter(state, p) '
            'else state.g.rolled[die]))\n') in rules


def test_golden_trail_points_lookup(results):
    rules = next(r for r in results if r.game == "trek-to-zion").files
    assert "TRAIL_POINTS = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 20}" in rules["data.py"]
    assert "def trail_points(key):\n" in rules["rules.py"]


def test_golden_move_enumerator_prunes_by_route_first(results):
    rules = next(r for r in results if r.game == "trek-to-zion").files["rules.py"]
    assert ("            for route in ROUTES if trail_open(state, p, route) and "
            "p.wagons >= ROUTES[route][\"length\"]\n") in rules


def test_a_game_without_tables_or_constants_compiles(tmp_path):
    # rules.py imported `from .data import` with nothing after it, which the shape check refused (E403)
    game = tmp_path / "definitions" / "bare"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text(
        "id: bare\nname: Bare\nplayers: {min: 1, max: 2}\n"
        "player:\n  points: {type: counter, start: 0}\n"
        "actions:\n  score_one: {effect: 'points += 1'}\n"
        "flow:\n  setup: []\n  round:\n    - decide: {actions: [score_one]}\n  end: 'round >= 3'\n"
        "scoring:\n  - {id: points, points: points}\n")
    [result] = compile_all(Project(tmp_path))
    assert result.ok, result.diagnostics
    assert "from .data import" not in result.files[next(p for p in result.files if p.endswith("rules.py"))]
