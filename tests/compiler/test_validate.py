import json
import shutil
from pathlib import Path

import pytest

from compiler.frontend.diagnostics import Span
from compiler.frontend.load import load_text
from compiler.frontend.validate import schema_registry, validate_node

SCHEMAS = Path(__file__).parent / "fixtures_schemas"
GAME_ID = "https://cairn.dev/test-schemas/game.schema.json"
F = "game.yaml"

VALID = """\
name: Test
players: {min: 1, max: 4}
mode: solo
resources: [wood, iron_ore]
cards:
  - name: Fireball
    cost: 2
    element: fire
    effect: gain 2 wood
  - name: Wave
    cost: 0
    effect: {gain: 1}
    trigger: {kind: on_discard, count: 2}
"""


def check(text, file=F, schema=GAME_ID):
    node, diags = load_text(text, F)
    assert diags == [], diags
    return validate_node(node, schema, file, schema_dir=SCHEMAS)


def one(text, code):
    diags = check(text)
    assert [d.code for d in diags] == [code], diags
    return diags[0]


# ---------------------------------------------------------------- registry

def test_registry_holds_every_schema_under_its_id():
    registry = schema_registry(SCHEMAS)
    assert registry.contents(GAME_ID)["title"] == "Test game"
    assert "$defs" in registry.contents("https://cairn.dev/test-schemas/common.schema.json")


def test_registry_is_cached_until_a_schema_changes(tmp_path):
    for path in SCHEMAS.glob("*.schema.json"):
        shutil.copy(path, tmp_path / path.name)
    first = schema_registry(tmp_path)
    assert schema_registry(tmp_path) is first
    game = tmp_path / "game.schema.json"
    data = json.loads(game.read_text())
    data["title"] = "Changed title"
    game.write_text(json.dumps(data))
    assert schema_registry(tmp_path).contents(GAME_ID)["title"] == "Changed title"


def test_valid_document_has_no_diagnostics():
    assert check(VALID) == []


def test_schema_can_be_named_by_file_name():
    diags = check("name: x\n", schema="game.schema.json")
    assert [d.code for d in diags] == ["E104"]


def test_cross_file_ref_is_resolved():
    # `resource` lives in common.schema.json, reached through a relative $ref.
    d = one("name: T\nplayers: {min: 1, max: 2}\nresources: [wood, Iron]\n", "E106")
    assert d.span == Span(F, 3, 19, 3, 23)
    assert d.message == "`resources[1]`: 'Iron' cannot be used as a name"
    assert d.help.startswith("expected: a lower-case name such as 'wood' or 'iron_ore' (write it in lower case: 'iron')")


# ---------------------------------------------------------------- codes

def test_unknown_key_positioned_at_the_key_with_suggestion():
    d = one("name: T\nplayers:\n  min: 1\n  mx: 2\n  max: 2\n", "E102")
    assert d.span == Span(F, 4, 3, 4, 5)
    assert d.message == "unknown key 'mx' in `players`"
    assert d.help == "did you mean 'max'?"


def test_each_unknown_key_reported_separately():
    diags = check("nmae: T\nname: T\nplayers: {min: 1, max: 2}\nzzz: 1\n")
    assert [(d.code, d.span.line, d.span.column) for d in diags] == [("E102", 1, 1), ("E102", 4, 1)]
    assert diags[0].help == "did you mean 'name'?"
    # no close match: list what is allowed instead
    assert diags[1].help == "allowed keys here: name, players, mode, resources, cards"


def test_wrong_type():
    d = one("name: T\nplayers:\n  min: abc\n  max: 2\n", "E103")
    assert d.message == "`players.min`: expected an integer, found a string 'abc'"
    assert d.span == Span(F, 3, 8, 3, 11)


def test_wrong_type_from_yaml11_boolean_explains_the_trap():
    d = one("name: no\nplayers: {min: 1, max: 2}\n", "E103")
    assert d.message == "`name`: expected a string, found no (read as false)"
    assert 'write "no" in quotes' in d.help


def test_missing_required_keys_reported_at_the_key_of_the_mapping():
    diags = check("name: T\nplayers:\n  mode: x\n")
    e104 = [d for d in diags if d.code == "E104"]
    # same spot, `players:`, where the missing keys belong: in the schema's order
    assert [d.message for d in e104] == ["missing required key 'min' in `players`",
                                         "missing required key 'max' in `players`"]
    assert all((d.span.line, d.span.column, d.span.end_column) == (2, 1, 8) for d in e104)


def test_missing_required_key_at_top_level():
    d = one("name: T\n", "E104")
    assert d.message == "missing required key 'players'"
    assert (d.span.line, d.span.column) == (1, 1)


def test_enum_with_suggestion():
    d = one("name: T\nplayers: {min: 1, max: 2}\nmode: cooperativ\n", "E105")
    assert d.message == "`mode`: 'cooperativ' is not an allowed value"
    assert d.help == "did you mean 'cooperative'?"
    assert d.span == Span(F, 3, 7, 3, 17)


def test_enum_without_close_match_lists_values():
    d = one("name: T\nplayers: {min: 1, max: 2}\nmode: chaos\n", "E105")
    assert d.help == "allowed values: 'competitive', 'cooperative', 'solo'"


def test_enum_in_referenced_schema():
    text = "name: T\nplayers: {min: 1, max: 2}\ncards:\n  - {name: A, cost: 1, element: fier}\n"
    d = one(text, "E105")
    assert d.message == "`cards[0].element`: 'fier' is not an allowed value"
    assert d.help == "did you mean 'fire'?"


def test_other_keywords_are_readable_with_dotted_path():
    d = one("name: T\nplayers: {min: 1, max: 9}\n", "E101")
    assert d.message == "`players.max`: must be at most 8, found 9"
    d = one("name: ''\nplayers: {min: 1, max: 2}\n", "E101")
    assert d.message == "`name`: must not be empty"


# ---------------------------------------------------------------- oneOf / anyOf

def card(extra):
    return f"name: T\nplayers: {{min: 1, max: 2}}\ncards:\n  - {{name: A, cost: 1, {extra}}}\n"


def test_one_of_picks_the_alternative_of_the_right_shape():
    diags = check(card("effect: {gian: 2}"))
    assert [(d.code, d.message) for d in diags] == [
        ("E104", "missing required key 'gain' in `cards[0].effect`"),
        ("E102", "unknown key 'gian' in `cards[0].effect`"),
    ]
    assert diags[1].help == "did you mean 'gain'?"


def test_one_of_wrong_kind_of_value_for_every_alternative():
    d = one(card("effect: 5"), "E103")
    assert d.message == "`cards[0].effect`: expected a string or a mapping, found the number 5"


def test_one_of_discriminator_typo():
    d = one(card("trigger: {kind: on_discrad}"), "E105")
    assert d.message == "`cards[0].trigger.kind`: 'on_discrad' is not an allowed value"
    assert d.help == "did you mean 'on_discard'?"


def test_one_of_error_inside_matching_alternative():
    d = one(card("trigger: {kind: on_discard, count: many}"), "E103")
    assert d.message == "`cards[0].trigger.count`: expected an integer, found a string 'many'"


# ---------------------------------------------------------------- all together

MANY = """\
name: Test
plyers: 3
players:
  min: abc
  max: 9
mode: coop
cards:
  - name: A
    cost: -1
  - cost: 1
"""


def test_all_errors_reported_sorted_and_deduplicated():
    diags = check(MANY)
    assert [(d.code, d.span.line, d.span.column) for d in diags] == [
        ("E102", 2, 1),
        ("E103", 4, 8),
        ("E101", 5, 8),
        ("E105", 6, 7),
        ("E101", 9, 11),
        ("E104", 10, 5),
    ]
    assert len({(d.code, d.span, d.message) for d in diags}) == len(diags)


def test_errors_are_stable_across_runs():
    assert check(MANY) == check(MANY)


def test_file_argument_names_the_spans():
    diags = check(MANY, file="definitions/test/game.yaml")
    assert {d.span.file for d in diags} == {"definitions/test/game.yaml"}


def test_unknown_schema_id():
    with pytest.raises(KeyError):
        check(VALID, schema="nope.schema.json")
