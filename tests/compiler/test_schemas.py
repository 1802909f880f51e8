"""The real schemas in schemas/: every definition validates, and the schemas stay draft-07 readable.

Editors (yaml-language-server) validate with draft-07 only, while Cairn validates with
Draft 2020-12, so the schemas keep to keywords both drafts read the same way.
"""

import json
from pathlib import Path

import pytest
import referencing
from jsonschema import Draft7Validator, Draft202012Validator
from referencing.jsonschema import DRAFT7

from compiler.frontend.diagnostics import Span
from compiler.frontend.load import load_file, load_text, to_plain
from compiler.frontend.validate import validate_node

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_DIR = ROOT / "schemas"
DEFINITIONS = ROOT / "definitions"
SCHEMA_FILES = ["common.schema.json", "game.schema.json", "board.schema.json",
                "decks.schema.json", "scenario.schema.json"]
# Same choice as compiler/driver/build.py: any other game document holds tables.
SCHEMA_FOR = {"game.yaml": "game.schema.json", "board.yaml": "board.schema.json",
              "decks.yaml": "decks.schema.json"}

# Keywords that draft-07 and 2020-12 both read the same way (plus annotations).
ALLOWED_KEYWORDS = {
    "$schema", "$id", "$ref", "title", "description", "default", "examples", "definitions",
    "type", "properties", "additionalProperties", "required", "enum", "const", "pattern",
    "items", "minimum", "maximum", "minItems", "oneOf", "anyOf", "allOf", "if", "then", "propertyNames",
    "format",  # draft-07 knows it; editors ignore a format they do not know, Cairn checks cairn-name and cairn-id
}
SCHEMA_VALUED = {"additionalProperties", "items", "if", "then", "propertyNames"}
SCHEMA_LISTS = {"oneOf", "anyOf", "allOf"}
SCHEMA_MAPS = {"properties", "definitions"}


def schema_for(path: Path) -> str:
    if path.parent.name == "scenarios":
        return "scenario.schema.json"
    return SCHEMA_FOR.get(path.name, "board.schema.json")


def definition_files() -> list[Path]:
    files = sorted(DEFINITIONS.glob("*/*.yaml")) + sorted(DEFINITIONS.glob("*/scenarios/*.yaml"))
    return files


def load_schema(name: str) -> dict:
    return json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))


def walk(schema, where="", role="schema"):
    """Yield (location, subschema, role) for every subschema; role is 'schema', 'condition' (under `if`) or
    'refinement' (under `then`/`else`: more rules for keys the closed object around it already names)."""
    if isinstance(schema, bool):
        return
    assert isinstance(schema, dict), f"{where}: a schema must be a mapping or a boolean"
    yield where, schema, role
    for key, value in schema.items():
        inner = "condition" if key == "if" or role == "condition" else \
            "refinement" if key in ("then", "else") or role == "refinement" else "schema"
        if key in SCHEMA_VALUED:
            yield from walk(value, f"{where}/{key}", inner)
        elif key in SCHEMA_LISTS:
            for i, sub in enumerate(value):
                yield from walk(sub, f"{where}/{key}/{i}", inner)
        elif key in SCHEMA_MAPS:
            for name, sub in value.items():
                yield from walk(sub, f"{where}/{key}/{name}", inner)


def all_subschemas():
    for name in SCHEMA_FILES:
        for where, sub, role in walk(load_schema(name)):
            yield name, where or "/", sub, role


def resolve_ref(file: str, ref: str) -> object:
    target, _, pointer = ref.partition("#")
    doc = load_schema(target or file)
    node = doc
    for part in filter(None, pointer.split("/")):
        node = node[part]
    return node


# ---------------------------------------------------------------- the definitions validate

def test_definition_files_are_found():
    names = {p.relative_to(DEFINITIONS).as_posix() for p in definition_files()}
    assert {"thru-the-appalachian/game.yaml", "thru-the-appalachian/board.yaml",
            "thru-the-appalachian/decks.yaml"} <= names


@pytest.mark.parametrize("path", definition_files(), ids=lambda p: p.relative_to(DEFINITIONS).as_posix())
def test_definition_file_validates_clean(path):
    node, diags = load_file(path, display=str(path.relative_to(ROOT)))
    assert diags == []
    diags = validate_node(node, schema_for(path), str(path.relative_to(ROOT)))
    assert diags == [], "\n".join(f"{d.span.line}:{d.span.column} {d.code} {d.message} ({d.help})" for d in diags)


@pytest.mark.parametrize("path", definition_files(), ids=lambda p: p.relative_to(DEFINITIONS).as_posix())
def test_definition_file_validates_clean_for_draft7_editors(path):
    node, diags = load_file(path)
    assert diags == []
    errors = list(draft7_validator(schema_for(path)).iter_errors(to_plain(node)))
    assert errors == [], [e.message for e in errors]


# ---------------------------------------------------------------- the schemas themselves

@pytest.mark.parametrize("name", SCHEMA_FILES)
def test_schema_is_valid_draft7_and_draft2020_12(name):
    schema = load_schema(name)
    Draft7Validator.check_schema(schema)
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == f"https://cairn.dev/schemas/{name}"


def test_schema_folder_holds_exactly_the_known_schemas():
    assert sorted(p.name for p in SCHEMA_DIR.glob("*.json")) == sorted(SCHEMA_FILES)


def test_schemas_use_only_keywords_draft7_editors_understand():
    bad = [(name, where, key) for name, where, sub, _ in all_subschemas()
           for key in sub if key not in ALLOWED_KEYWORDS]
    assert bad == []
    # The whole text, not just the walked schemas: "$defs" etc. must not appear anywhere.
    for name in SCHEMA_FILES:
        text = (SCHEMA_DIR / name).read_text(encoding="utf-8")
        for word in ("$defs", "prefixItems", "unevaluatedProperties", "unevaluatedItems",
                     "dependentRequired", "dependentSchemas", "$anchor", "$dynamicRef"):
            assert f'"{word}"' not in text, f"{name} uses {word}"


def test_every_ref_is_relative_and_resolves():
    for name, where, sub, _ in all_subschemas():
        ref = sub.get("$ref")
        if ref is None:
            continue
        target, _, pointer = ref.partition("#")
        assert target in ("", *SCHEMA_FILES), f"{name}{where}: {ref}"
        assert pointer.startswith("/definitions/"), f"{name}{where}: {ref}"
        resolved = resolve_ref(name, ref)
        assert isinstance(resolved, dict), f"{name}{where}: {ref}"


def test_every_property_has_a_description_for_designers():
    missing = []
    for name, where, sub, role in all_subschemas():
        if role == "condition":
            continue
        for key, prop in sub.get("properties", {}).items():
            described = isinstance(prop, dict) and (
                "description" in prop or "description" in resolve_ref(name, prop.get("$ref", "#")))
            if not described:
                missing.append(f"{name}{where}/properties/{key}")
    assert missing == []


def test_every_object_with_known_keys_is_closed():
    # additionalProperties: false (or a schema for free columns) catches typos.
    open_objects = [f"{name}{where}" for name, where, sub, role in all_subschemas()
                    if role == "schema" and "properties" in sub and "additionalProperties" not in sub]
    assert open_objects == []


def draft7_validator(schema_name: str) -> Draft7Validator:
    """How an editor reads the schemas: draft-07 rules for $ref and every keyword."""
    resources = [(s["$id"], DRAFT7.create_resource(s)) for s in map(load_schema, SCHEMA_FILES)]
    registry = referencing.Registry().with_resources(resources)
    return Draft7Validator(load_schema(schema_name), registry=registry)


# ---------------------------------------------------------------- errors designers see

F = "definitions/test/game.yaml"

GAME = """\
id: test-game
name: Test
players: {min: 1, max: 4}
player:
  energy: {type: track, start: 5, min: 0, max: 5}
flow:
  setup: []
  round:
    - decide: {name: pick, actions: [rest], who: each}
  end: "round >= 3"
actions:
  rest:
    text: Rest.
    effect: gain 1 energy
"""


def check(text, schema="game.schema.json"):
    node, diags = load_text(text, F)
    assert diags == []
    return validate_node(node, schema, F)


def one(text, code, schema="game.schema.json"):
    diags = check(text, schema)
    assert [d.code for d in diags] == [code], [(d.code, d.message) for d in diags]
    # The editor's draft-07 reading rejects the same document.
    assert list(draft7_validator(schema).iter_errors(to_plain(load_text(text, F)[0])))
    return diags[0]


def test_minimal_game_is_valid():
    assert check(GAME) == []


def test_unknown_key_in_an_action_suggests_the_right_one():
    d = one(GAME.replace("    text: Rest.\n", "    text: Rest.\n    wen: energy < 5\n"), "E102")
    assert d.message == "unknown key 'wen' in `actions.rest`"
    assert d.help == "did you mean 'when'?"
    assert d.span == Span(F, 14, 5, 14, 8)


def test_unknown_field_type_suggests_the_right_one():
    d = one(GAME.replace("type: track", "type: trak"), "E105")
    assert d.message == "`player.energy.type`: 'trak' is not an allowed value"
    assert d.help == "did you mean 'track'?"
    assert (d.span.line, d.span.column) == (5, 18)


def test_step_with_both_do_and_decide_is_one_precise_error():
    text = GAME.replace("    - decide:", "    - do: gain 1 energy\n      decide:")
    d = one(text, "E101")
    assert d.message == "`flow.round[0]`: matches more than one of the allowed forms"
    assert "exactly one of `do: <effect>`" in d.help
    assert (d.span.line, d.span.column) == (9, 7)


def test_step_key_typo_suggests_the_step_kind():
    diags = check(GAME.replace("    - decide: {name: pick, actions: [rest], who: each}", "    - doo: gain 1 energy"))
    e102 = [d for d in diags if d.code == "E102"]
    assert [(d.message, d.help) for d in e102] == [("unknown key 'doo' in `flow.round[0]`", "did you mean 'do'?")]


def test_decision_who_is_a_closed_set():
    d = one(GAME.replace("who: each", "who: everyone"), "E105")
    assert d.message == "`flow.round[0].decide.who`: 'everyone' is not an allowed value"
    assert d.help == "allowed values: 'each', 'turn', 'order'"


def test_flow_needs_an_end_or_an_end_trigger():
    d = one(GAME.replace('  end: "round >= 3"\n', ""), "E104")
    assert d.message == "missing required key 'end' in `flow`"
    text = GAME.replace('  end: "round >= 3"\n', '  end_trigger: {when: "round >= 3", then: finish_round}\n')
    assert check(text) == []


def test_end_trigger_then_is_a_closed_set():
    text = GAME.replace('  end: "round >= 3"\n', '  end_trigger: {when: "round >= 3", then: finish}\n')
    d = one(text, "E105")
    assert d.help == "did you mean 'finish_round'?"


def test_map_field_needs_its_keys():
    d = one(GAME.replace("player:\n", "player:\n  photos: {type: map, start: 0}\n"), "E104")
    assert d.message == "missing required key 'keys' in `player.photos`"


def test_new_keys_are_accepted():
    text = GAME.replace("    text: Rest.\n", "    text: Rest.\n    flavour: Sit down.\n"
                        "    text_override: {text: Rest a while., hash: 3f2a}\n")
    text += "icons: {energy: icons/energy.svg}\nsheet: {columns: 2, anything: [goes]}\n"
    assert check(text) == []


def test_table_rows_need_an_id_in_lower_case():
    text = GAME + "tables:\n  dice:\n    - {id: White, sides: 6}\n    - {name: Black}\n"
    diags = check(text)
    assert [(d.code, d.span.line) for d in diags] == [("E106", 17), ("E104", 18)]
    assert diags[0].message == "`tables.dice[0].id`: 'White' cannot be used as an id"


def test_table_cells_are_plain_values():
    d = one(GAME + "tables:\n  dice:\n    - {id: white, faces: [1, 2]}\n", "E103")
    assert d.message.startswith("`tables.dice[0].faces`: expected a string or an integer")


def test_board_holds_only_tables():
    diags = check("tables: {spaces: [{id: start}]}\ndecks: {}\n", "board.schema.json")
    assert [(d.code, d.message) for d in diags] == [("E102", "unknown key 'decks'")]


@pytest.mark.parametrize("kind, cap", [("zone", 0), ("zone", -3), ("tableau", 0)])
def test_a_pile_or_tableau_that_may_hold_no_card_is_refused_at_its_max(kind, cap):
    pile = f"  hand: {{type: {kind}, max: {cap}}}\n"
    d = one(GAME.replace("player:\n", "player:\n" + pile), "E101")
    assert d.message == f"`player.hand.max`: must be at least 1, found {cap}"
    assert "1 or more" in d.help and (d.span.line, d.span.column) == (5, 23 + len(kind))


def test_a_counter_may_still_top_out_at_zero_or_below():
    assert check(GAME.replace("min: 0, max: 5", "min: -5, max: 0").replace("start: 5", "start: 0")) == []


DECKS = """\
decks:
  objectives:
    name: Objective cards
    card_size: {width: 63.5, height: 88}
    fields: {goal: condition}
    cards:
      - {id: fresh_legs, name: Fresh Legs, kind: solo, goal: "exhaustion == 0", flavour: Light steps.}
"""


def test_decks_file_is_valid():
    assert check(DECKS, "decks.schema.json") == []


def test_deck_field_kind_is_a_closed_set():
    d = one(DECKS.replace("goal: condition", "goal: conditon"), "E105", "decks.schema.json")
    assert d.help == "did you mean 'condition'?"


def test_cards_need_a_name():
    d = one(DECKS.replace(" name: Fresh Legs,", ""), "E104", "decks.schema.json")
    assert d.message == "missing required key 'name' in `decks.objectives.cards[0]`"


SCENARIO = """\
game: thru-the-appalachian
description: Resting at a shelter doubles the green die.
players: 2
seed: 7
options: {variant: advanced}
rolls: [3, 5, 1]
given:
  - players[0].energy = 3
when:
  - rest green
then:
  - players[0].energy == 13
"""


def test_scenario_is_valid():
    assert check(SCENARIO, "scenario.schema.json") == []


def test_scenario_needs_an_expectation():
    d = one(SCENARIO.replace("then:\n  - players[0].energy == 13\n", "then: []\n"), "E101", "scenario.schema.json")
    assert d.message == "`then`: must not be empty"


def test_scenario_rolls_are_die_results():
    d = one(SCENARIO.replace("[3, 5, 1]", "[3, 21, 1]"), "E101", "scenario.schema.json")
    assert d.message == "`rolls[1]`: must be at most 20, found 21"
    assert (d.span.line, d.span.column) == (6, 12)


def test_scenario_unknown_key_suggests():
    d = one(SCENARIO.replace("seed: 7", "sead: 7\nseed: 7"), "E102", "scenario.schema.json")
    assert d.help == "did you mean 'seed'?"
