"""The compiled state layout (issue 12): records for a player's fields, and layout.py, the rules over them.

A record must read and write like the dict it replaces wherever the general runtime reads a field by
name, turn back into the same dict, and refuse a field that could be mistaken for its own methods. A
game whose fields cannot all be attributes keeps rules.py's dicts in its fast.py.
"""
from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from runtime.knowledge import plain
from runtime.records import Record, from_layout, record_type, to_layout
from tests.compiled import import_rules

ROOT = Path(__file__).resolve().parents[2]
BASE = ROOT / "tests" / "errors" / "base"
Hiker = record_type("Hiker", ("seat", "energy", "used_dice", "route"))
FIELDS = {"seat": 1, "energy": 15, "used_dice": {"white"}, "route": "northbound"}


def test_a_record_reads_and_writes_like_its_dict():
    hiker = Hiker.of(dict(FIELDS))
    assert hiker.energy == hiker["energy"] == 15
    hiker["energy"] = 12
    assert hiker.energy == 12
    hiker.route = "southbound"
    assert hiker.get("route") == "southbound" and hiker.get("water", 3) == 3
    assert list(hiker) == list(hiker.keys()) == ["seat", "energy", "used_dice", "route"]
    assert dict(hiker.items()) == {**FIELDS, "energy": 12, "route": "southbound"} == {**hiker}
    assert "energy" in hiker and "water" not in hiker and len(hiker) == 4
    assert hiker == {**FIELDS, "energy": 12, "route": "southbound"}
    assert plain(hiker) == {"seat": 1, "energy": 12, "used_dice": ["white"], "route": "southbound"}


def test_a_record_turns_back_into_its_dict_in_order():
    hiker = Hiker.of(dict(FIELDS))
    assert list(hiker.readable().items()) == list(FIELDS.items())
    twin = copy.copy(hiker)
    twin.energy = 1
    assert hiker.energy == 15 and type(twin) is Hiker


@pytest.mark.parametrize("name", ["__class__", "Energy", "used-dice", "", 3])
def test_a_record_refuses_a_field_it_cannot_hold_as_an_attribute(name):
    with pytest.raises(ValueError):
        record_type("Bad", ("seat", name))


@pytest.mark.parametrize("name", ["items", "get", "keys", "of", "readable", "class", "match"])
def test_a_field_named_like_a_method_or_a_keyword_has_a_slot_of_its_own(name):
    Kit = record_type("Kit", ("seat", name, "energy"))
    kit = Kit.of({"seat": 1, name: ["rope"], "energy": 4})
    assert Kit.__slots__ == ("seat", name + "_", "energy")
    assert getattr(kit, name + "_") == ["rope"] and kit[name] == ["rope"] and kit.get(name) == ["rope"]
    kit[name] = ["map"]
    kit.energy -= 1
    assert kit.readable() == {"seat": 1, name: ["map"], "energy": 3} and list(kit) == ["seat", name, "energy"]
    assert kit.items() == [("seat", 1), (name, ["map"]), ("energy", 3)] and name in kit
    assert callable(Kit.items) and copy.copy(kit) == kit.readable()


def test_two_fields_that_would_share_a_slot_are_refused():
    with pytest.raises(ValueError):
        record_type("Bad", ("seat", "items", "items_"))


def test_no_field_outside_the_slots():
    hiker = Hiker.of(dict(FIELDS))
    with pytest.raises(AttributeError):
        hiker.water = 3
    with pytest.raises(AttributeError):
        Hiker.of({**FIELDS, "water": 3})


class _State:
    def __init__(self):
        self.rules = "rules.py"
        self.players = [dict(FIELDS), {**FIELDS, "seat": 2}]
        self.g = {"week": 0}


def test_to_layout_and_back_leave_the_readable_state():
    state = _State()
    Week = record_type("Week", ("week",))
    to_layout(state, "layout.py", Hiker, Week)
    assert state.rules == "layout.py" and all(isinstance(p, Hiker) for p in state.players)
    state.players[1].energy -= 1
    state.g.week = 3
    from_layout(state)
    assert state.rules == "rules.py"
    assert state.players == [FIELDS, {**FIELDS, "seat": 2, "energy": 14}] and state.g == {"week": 3}
    assert all(type(p) is dict for p in state.players) and type(state.g) is dict
    from_layout(state)      # once back, nothing more to do
    assert state.rules == "rules.py"


def _tiny(tmp_path, extra: str = ""):
    shutil.copytree(BASE, tmp_path, dirs_exist_ok=True)
    game = tmp_path / "definitions" / "tiny" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("  rested: {type: flag}\n", "  rested: {type: flag}\n" + extra, 1),
                    encoding="utf-8")
    result = compile_game(Project(tmp_path), "tiny", emit_code=True)
    assert result.ok
    return result


def test_a_game_plays_its_fast_module_on_records(tmp_path):
    result = _tiny(tmp_path)
    assert "layout.py" in result.files and "from .layout import (" in result.files["fast.py"]
    code = result.files["layout.py"].split('"""', 2)[2]     # below the module's docstring
    assert 'p["' not in code and "p.harvests += 1" in code
    assert 'p["harvests"] += 1' in result.files["rules.py"]      # the module designers read keeps dicts
    rules = import_rules(result, tmp_path / "pkg", "cairn_records_tiny").GAME
    from runtime.simulate import play_game
    state = play_game(rules, 2, 5, None)
    assert state.is_over() and all(type(p) is dict for p in state.players) and state.rules is rules


@pytest.mark.parametrize("name", ["items", "keys", "get"])
def test_a_field_named_like_a_method_of_records_plays_on_records_in_a_slot_of_its_own(tmp_path, name):
    result = _tiny(tmp_path, f"  {name}: {{type: counter, start: 0}}\n")
    assert "layout.py" in result.files and "from .layout import (" in result.files["fast.py"]
    layout = result.files["layout.py"]
    assert f"'{name}'" in layout.split('record_type("Player"', 1)[1].split("\n", 1)[0]     # the field's own name
    rules = import_rules(result, tmp_path / "pkg", f"cairn_records_{name}").GAME
    from runtime.simulate import play_game
    state = play_game(rules, 2, 5, None)
    assert state.is_over() and all(type(p) is dict and p[name] == 0 for p in state.players)


def test_fields_that_would_share_a_slot_keep_dicts(tmp_path):
    result = _tiny(tmp_path, "  items: {type: counter, start: 0}\n  items_: {type: counter, start: 0}\n")
    assert "layout.py" not in result.files
    assert "from .rules import (" in result.files["fast.py"]
