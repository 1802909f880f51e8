"""The game state's fields as records: rules.py writes `p.energy`, and every consumer plays on the same state.

A record must read and write like the dict it replaced wherever the general runtime, a scenario or the
terminal reads a field by name, turn back into the same dict at the edges (saves, observations), and give
every field a slot of its own that cannot be mistaken for its own methods, so that no game keeps dicts.
"""
from __future__ import annotations

import copy
import shutil
from pathlib import Path

import pytest

from compiler.driver.build import Project, compile_game
from runtime.knowledge import plain
from runtime.records import Record, record_type, slot_name
from runtime.state import GameState
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


def test_a_record_turns_back_into_its_dict_in_order_and_copies_slot_by_slot():
    hiker = Hiker.of(dict(FIELDS))
    assert list(hiker.readable().items()) == list(FIELDS.items())
    twin = copy.copy(hiker)
    twin.energy = 1
    assert hiker.energy == 15 and type(twin) is Hiker and twin.used_dice is hiker.used_dice
    blank = Hiker.blank()
    assert type(blank) is Hiker and not hasattr(blank, "energy")


@pytest.mark.parametrize("name", ["__class__", "Energy", "used dice", "", "2nd", 3])
def test_a_record_refuses_what_is_no_field_name(name):
    with pytest.raises(ValueError):
        record_type("Bad", ("seat", name))


@pytest.mark.parametrize("name", ["items", "get", "keys", "of", "readable", "blank", "class", "match"])
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


def test_fields_whose_slots_could_meet_each_have_their_own():
    """`items` is held in `items_`, so a field `items_` moves on to `items__`; a `-`, which no attribute may
    hold, is written `X` (names are lower case), so `used-dice` and `used_dice` stay apart."""
    names = ("seat", "items", "items_", "items__", "used-dice", "used_dice", "match_", "getx", "get-")
    Kit = record_type("Kit", names)
    assert Kit.__slots__ == ("seat", "items_", "items__", "items___", "usedXdice", "used_dice", "match__", "getx",
                             "getX")
    kit = Kit.of({name: i for i, name in enumerate(names)})
    assert [kit[name] for name in names] == list(range(len(names))) and kit.readable() == dict(zip(names, kit.values()))
    kit["items_"] += 10
    assert kit.items__ == 12 and kit["items"] == 1


def test_no_two_field_names_share_a_slot_nor_take_a_method():
    """Every field name (lower case, compiler/frontend/names.py) of up to four characters of `a`, `_` and `-`, and
    the records' own methods and Python's keywords with `_`s and `-`s after them: all slots distinct, none a
    record's own name."""
    import itertools
    import keyword
    methods = [n for n in dir(Record) + keyword.kwlist + keyword.softkwlist if n[:1].islower()]
    names = ["a" + "".join(t) for n in (0, 1, 2, 3) for t in itertools.product("a_-", repeat=n)]
    names += [m + tail for m in methods for tail in ("", "_", "__", "-", "-_", "_-")]
    slots = [slot_name(n) for n in names]
    assert len(set(slots)) == len(set(names)) and all(s.isidentifier() for s in slots)
    assert not set(slots) & set(dir(Record))


def test_no_field_outside_the_slots():
    hiker = Hiker.of(dict(FIELDS))
    with pytest.raises(AttributeError):
        hiker.water = 3
    with pytest.raises(AttributeError):
        Hiker.of({**FIELDS, "water": 3})


def _tiny(tmp_path, extra: str = ""):
    shutil.copytree(BASE, tmp_path, dirs_exist_ok=True)
    game = tmp_path / "definitions" / "tiny" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("  rested: {type: flag}\n", "  rested: {type: flag}\n" + extra, 1),
                    encoding="utf-8")
    result = compile_game(Project(tmp_path), "tiny", emit_code=True)
    assert result.ok
    return result


def test_the_state_holds_records_from_the_start_to_the_end(tmp_path):
    """rules.py is written over records and is the one module of rules: fast.py builds on it, no layout.py; a
    state holds records when made, cloned, played by any agent, saved and loaded."""
    result = _tiny(tmp_path)
    assert "layout.py" not in result.files and "from .rules import (" in result.files["fast.py"]
    code = result.files["rules.py"].split('"""', 2)[2]     # below the module's docstring
    assert 'p["' not in code and "p.harvests += 1" in code
    module = import_rules(result, tmp_path / "pkg", "cairn_records_tiny")
    rules = module.GAME
    assert rules.player_record is module.Player and rules.shared_record is module.Shared
    state = GameState(rules, 2, seed=3)
    assert all(type(p) is module.Player for p in state.players) and type(state.g) is module.Shared
    twin = state.clone()
    assert type(twin.players[0]) is module.Player and twin.players == state.players
    assert twin.g.rolled is not state.g.rolled and twin.g.rolled == state.g.rolled
    twin.players[0].gold += 5
    assert twin.players[0].gold == state.players[0].gold + 5
    loaded = GameState.from_json(rules, state.to_json())
    assert all(type(p) is module.Player for p in loaded.players) and type(loaded.g) is module.Shared
    assert loaded.to_json() == state.to_json()
    from runtime.simulate import play_game
    for agents in (None, "greedy,random", "ismcts:4"):
        played = play_game(rules, 2, 5, agents)
        assert played.is_over() and all(type(p) is module.Player for p in played.players)


@pytest.mark.parametrize("extra", ["  items: {type: counter, start: 0}\n",
                                   "  items: {type: counter, start: 0}\n  items_: {type: counter, start: 2}\n"])
def test_a_field_named_like_a_method_of_records_plays_in_a_slot_of_its_own(tmp_path, extra):
    result = _tiny(tmp_path, extra)
    rules_text = result.files["rules.py"]
    assert "'items'" in rules_text.split('record_type("Player"', 1)[1].split("\n", 1)[0]     # the field's own name
    module = import_rules(result, tmp_path / "pkg", f"cairn_records_{len(extra)}")
    from runtime.simulate import play_game
    state = play_game(module.GAME, 2, 5, None)
    assert state.is_over() and all(type(p) is module.Player and p["items"] == 0 for p in state.players)
    if "items_" in extra:
        assert all(p["items_"] == 2 == p.items__ for p in state.players)
        assert GameState.from_json(module.GAME, state.to_json()).players == state.players
