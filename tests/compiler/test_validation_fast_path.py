"""The fast path of validation (compiler/frontend/conformance.py) agrees with jsonschema on every document.

A document the fast path calls valid skips jsonschema entirely, so a wrong "valid" would hide a
designer's mistake; a wrong "invalid" only costs time. Both are held to jsonschema's verdict here,
on every definition and scenario file of the repository and the error corpus, and on mutations of
them (a key removed, a value of the wrong type, an unknown key, a bad name).
"""
from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from compiler.frontend.conformance import Checkers, checker, equal
from compiler.frontend.load import load_file, to_plain
from compiler.frontend.names import NAME_FORMATS
from compiler.frontend.validate import SCHEMA_DIR, _dir_key, _fast_check, _validator, conforms

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_OF = {"game.yaml": "game.schema.json", "board.yaml": "board.schema.json",
             "decks.yaml": "decks.schema.json"}
FIXTURES = Path(__file__).parent / "fixtures_schemas"


def _documents():
    found = []
    for folder in (ROOT / "definitions", ROOT / "tests" / "errors"):
        for path in sorted(folder.rglob("*.yaml")):
            if path.name in SCHEMA_OF:
                found.append((path, SCHEMA_OF[path.name]))
            elif path.parent.name == "scenarios":
                found.append((path, "scenario.schema.json"))
    return found


DOCUMENTS = _documents()


def _plain(path):
    node, diags = load_file(path, str(path))
    return None if node is None else to_plain(node)


def _jsonschema_valid(plain, schema) -> bool:
    return not any(True for _ in _validator(_dir_key(SCHEMA_DIR), schema).iter_errors(plain))


@pytest.mark.parametrize("schema", sorted(p.name for p in SCHEMA_DIR.glob("*.schema.json")))
def test_every_cairn_schema_has_a_fast_path(schema):
    # A schema the fast path cannot compile still validates correctly, through jsonschema alone,
    # but every check would pay its import again: a new keyword belongs in conformance.py too.
    if _fast_check(_dir_key(SCHEMA_DIR), schema) is None:
        import json
        from compiler.frontend.conformance import Unsupported, _Compiler
        documents = {}
        for path in SCHEMA_DIR.glob("*.schema.json"):
            contents = json.loads(path.read_text(encoding="utf-8"))
            documents[contents.get("$id") or path.as_uri()] = contents
        compiler = _Compiler(documents, NAME_FORMATS)
        try:
            compiler.at(compiler.document(schema), "")
        except Unsupported as why:
            pytest.fail(f"{schema}: the fast path of validation does not know {why}; teach "
                        "compiler/frontend/conformance.py (validation is still right, only slower)")


def _mutations(plain, rng: random.Random, count: int):
    """Copies of `plain`, each with one change somewhere inside."""
    places = []

    def walk(value, path):
        places.append(path)
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, path + [key])
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, path + [index])
    walk(plain, [])
    replacements = [None, True, 7, -1, 1.5, 0, "", "Bad Name", "x\n", "weird", [], {}, ["a"], {"zz": 1}]
    for _ in range(count):
        doc = copy.deepcopy(plain)
        path = rng.choice(places)
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        target = parent[path[-1]] if path else doc
        how = rng.randrange(4)
        if how == 0 and path:
            if isinstance(parent, dict):
                del parent[path[-1]]
            else:
                parent.pop(path[-1])
        elif how == 1 and isinstance(target, dict):
            target[rng.choice(["unknown_key", "Bad Key", "name", "kind", "id"])] = rng.choice(replacements)
        elif how == 2 and isinstance(target, dict) and target:
            key = rng.choice(list(target))
            target[rng.choice(["Renamed", key + "\n", key.upper(), "ok_name"])] = target.pop(key)
        elif path:
            parent[path[-1]] = rng.choice(replacements)
        else:
            doc = rng.choice(replacements)
        yield doc


@pytest.mark.second_core      # schema checks in memory: in the background on the idle core (tests/conftest.py)
def test_fast_path_agrees_with_jsonschema_on_every_document_and_its_mutations():
    rng = random.Random(12)
    verdicts = {True: 0, False: 0}
    examples = []
    for path, schema in DOCUMENTS:
        plain = _plain(path)
        if plain is None:
            continue
        # The error cases are the base game with one mistake each, and the scenarios are many small
        # files alike: mutating each of them would repeat the same checks at length (jsonschema is slow).
        mutations = 0 if "cases" in path.parts else 16 if schema != "scenario.schema.json" else \
            4 if path.stem[-1:] in "05" else 0
        for doc in [plain, *_mutations(plain, rng, mutations)]:
            fast, slow = conforms(doc, schema), _jsonschema_valid(doc, schema)
            verdicts[slow] += 1
            if fast != slow:
                examples.append((path.relative_to(ROOT).as_posix(), schema, fast, slow))
    assert verdicts[True] > 100 and verdicts[False] > 80, verdicts
    assert not examples, examples[:5]


def test_the_fixture_schemas_agree_too():
    """Another folder of schemas ($defs, patternProperties, oneOf) through the same two paths."""
    from compiler.frontend.load import load_text
    texts = ["name: Test\nplayers: {min: 1, max: 4}\nmode: solo\nresources: [wood]\n",
             "name: x\n", "name: 3\nplayers: {min: 0}\n", "players: []\nextra: 1\n"]
    for text in texts:
        plain = to_plain(load_text(text, "game.yaml")[0])
        schema = "https://cairn.dev/test-schemas/game.schema.json"
        slow = not list(_validator(_dir_key(FIXTURES), schema).iter_errors(plain))
        if _fast_check(_dir_key(FIXTURES), schema) is not None:
            assert conforms(plain, schema, FIXTURES) == slow, text


def test_unknown_keywords_leave_the_document_to_jsonschema():
    documents = {"https://x/a.json": {"$id": "https://x/a.json", "type": "object", "dependentSchemas": {}}}
    assert checker(documents, NAME_FORMATS, "a.json") is None


def test_recursive_references_are_followed():
    documents = {"https://x/t.json": {
        "$id": "https://x/t.json", "$ref": "#/definitions/tree",
        "definitions": {"tree": {"type": "object", "additionalProperties": False,
                                 "properties": {"kids": {"type": "array", "items": {"$ref": "#/definitions/tree"}}}}}}}
    check = checker(documents, NAME_FORMATS, "t.json")
    assert check({"kids": [{"kids": []}, {}]})
    assert not check({"kids": [{"kids": [{"other": 1}]}]})


def _shared_documents():
    """Three schemas over one shared definition: one fine, one with an unknown keyword beside its reference, one
    whose shared definition refers back to itself through a part the fast path refuses."""
    common = {"$id": "https://x/common.json", "definitions": {
        "name": {"type": "string", "pattern": "^[a-z]+$"},
        "loop": {"type": "object", "properties": {"next": {"$ref": "#/definitions/loop"},
                                                   "odd": {"$ref": "#/definitions/odd"}}},
        "odd": {"dependentSchemas": {}}}}
    return {"https://x/common.json": common,
            "https://x/fine.json": {"$id": "https://x/fine.json", "$ref": "common.json#/definitions/name"},
            "https://x/odd.json": {"$id": "https://x/odd.json", "$ref": "common.json#/definitions/loop"},
            "https://x/also.json": {"$id": "https://x/also.json", "type": "object",
                                    "properties": {"n": {"$ref": "common.json#/definitions/name"},
                                                   "l": {"$ref": "common.json#/definitions/loop"}}}}


@pytest.mark.parametrize("order", [("fine.json", "odd.json", "also.json"), ("odd.json", "also.json", "fine.json")])
def test_schemas_of_one_folder_share_their_checks_and_not_a_refusal(order):
    checks = Checkers(_shared_documents(), NAME_FORMATS)
    made = {schema: checks.of(schema) for schema in order}
    assert made["odd.json"] is None and made["also.json"] is None      # both reach the refused definition
    assert made["fine.json"]("abc") and not made["fine.json"]("ABC") and not made["fine.json"](3)
    assert checks.of("odd.json") is None            # asked again: still refused, never half made
    for schema in order:                            # the same verdicts as each schema compiled alone
        alone = checker(_shared_documents(), NAME_FORMATS, schema)
        assert (alone is None) == (made[schema] is None)


def test_equality_tells_booleans_from_numbers():
    assert equal(1, 1.0) and not equal(True, 1) and not equal(0, False)
    assert equal([1, "a"], [1.0, "a"]) and not equal([True], [1])


def test_keywords_the_schemas_do_not_use_yet_agree_with_jsonschema():
    """Keywords a schema may take up later, on values around their edges."""
    from jsonschema import Draft202012Validator
    schemas = [
        {"type": "array", "contains": {"type": "integer"}},
        {"type": "array", "contains": {"const": "x"}, "minContains": 2, "maxContains": 3},
        {"type": "array", "contains": {"type": "string"}, "minContains": 0},
        {"multipleOf": 3},
        {"type": "object", "patternProperties": {"^x_": {"type": "integer"}}, "additionalProperties": False},
        {"minProperties": 1, "maxProperties": 2, "propertyNames": {"maxLength": 3}},
        {"not": {"enum": [1, "a"]}, "uniqueItems": True},
        {"allOf": [{"minimum": 0}, {"exclusiveMaximum": 10}], "minLength": 2},
    ]
    values = [[], [1], ["x"], ["x", "x"], ["x", "x", "x", "x"], [True], [1, 1], [1.0, 1], 0, 3, 4, 9.0, 10,
              True, -1, "a", "ab", {}, {"x_1": 1}, {"x_1": "a"}, {"abcd": 1}, {"a": 1, "b": 2, "c": 3}, None]
    for schema in schemas:
        document = {"$id": "https://x/s.json", **schema}
        check = checker({"https://x/s.json": document}, NAME_FORMATS, "s.json")
        assert check is not None, schema
        validator = Draft202012Validator(document)
        for value in values:
            assert check(value) == validator.is_valid(value), (schema, value)
