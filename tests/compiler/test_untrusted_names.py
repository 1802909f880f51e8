"""Designer text stays data: every name-like key of every schema, and every text, tried with hostile strings.

The places where a designer gives a name are read from the schemas themselves (every
`propertyNames`, and every value that refers to common.schema.json's `identifier`, `row_id` or
`identifiers`), so a key added to a schema later is covered without editing this test. Each
place is then found in the definitions of the games in this repository and given hostile
strings: the schema check must refuse each one at its position. Texts (titles, card text,
flavour, rulings) are accepted as they are, so a game whose every text is hostile is built and
imported under an audit hook that fails on anything but defining the game.
"""
from __future__ import annotations

import copy
import importlib
import json
import os
import shutil
import sys
from pathlib import Path

import pytest
import yaml

from compiler.driver.build import Project, compile_game, write_outputs
from compiler.frontend.load import load_file, to_plain
from compiler.frontend.validate import _validator, _dir_key, SCHEMA_DIR

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in (ROOT / "schemas").glob("*.schema.json")}
NAME_DEFINITIONS = {"#/definitions/identifier", "#/definitions/row_id", "#/definitions/identifiers"}
KIND_OF_FILE = {"game.yaml": "game.schema.json", "board.yaml": "board.schema.json",
                "decks.yaml": "decks.schema.json"}

HOSTILE_NAMES = [
    'x"""\nimport os\nos.system("touch /tmp/cairn-pwned")\n"""',
    "x\n__import__('os').system('id')",
    "energy\n",                         # passes the schema's pattern: `$` matches before a final newline
    "x'); import os; ('",
    "x\\",
    "x\x00y",
    "\U0001d41e\U0001d427\U0001d41e\U0001d42b\U0001d420\U0001d432",   # 'energy' in mathematical bold: NFKC folds it
    "__import__",
    "x(*a):\n    import os\ndef y",
    "ｅｎｅｒｇｙ",                     # full-width letters, also folded by NFKC
]


# ---------------------------------------------------------------- the places, from the schemas

def _resolve(file: str, ref: str):
    target, _, pointer = ref.partition("#")
    target = target or file
    node = SCHEMAS[target]
    for part in (p for p in pointer.split("/") if p):
        node = node[part]
    return target, pointer, node


def name_sites() -> set:
    """(schema file, JSON pointer) of every place whose value or keys are a designer's name."""
    sites = set()

    def walk(file, pointer, node, seen):
        if isinstance(node, dict):
            ref = node.get("$ref")
            if ref:
                target, target_pointer, target_node = _resolve(file, ref)
                if target == "common.schema.json" and "#" + target_pointer in NAME_DEFINITIONS:
                    sites.add((file, pointer))
                elif (target, target_pointer) not in seen:
                    walk(target, target_pointer, target_node, seen | {(target, target_pointer)})
            for key, value in node.items():
                if key not in ("$ref", "examples", "default", "description"):
                    walk(file, f"{pointer}/{key}", value, seen)
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(file, f"{pointer}/{i}", value, seen)

    for file, schema in SCHEMAS.items():
        walk(file, "", schema, frozenset())
    return sites


def site_of(schema_file: str, schema_path) -> tuple:
    """The (file, pointer) of the place that referred to a name definition, from an error's schema_path."""
    file, pointer, node = schema_file, "", SCHEMAS[schema_file]
    last_site = None

    def follow():
        nonlocal file, pointer, node, last_site
        target, target_pointer, target_node = _resolve(file, node["$ref"])
        if target == "common.schema.json" and "#" + target_pointer in NAME_DEFINITIONS:
            last_site = (file, pointer)
        file, pointer, node = target, target_pointer, target_node

    for part in schema_path:
        if part == "$ref":
            follow()
            continue
        while isinstance(node, dict) and part not in node and "$ref" in node:
            follow()       # jsonschema's path may leave out a $ref it followed
        node = node[int(part)] if isinstance(node, list) else node[str(part)] if str(part) in node else None
        if node is None:
            return None
        pointer = f"{pointer}/{part}"
    return last_site


# ---------------------------------------------------------------- the places, in the games' files

def definition_files() -> list[tuple[Path, str]]:
    """The games of this repository, the other seed games of the language tests, and the error base."""
    found = []
    games = list((ROOT / "definitions").iterdir()) + list((ROOT / "tests" / "language" / "fixtures_root"
                                                          / "definitions").iterdir())
    for game in sorted(games + [ROOT / "tests" / "errors" / "base" / "definitions" / "tiny"]):
        for path in sorted(game.glob("*.yaml")):
            if path.name in KIND_OF_FILE:
                found.append((path, KIND_OF_FILE[path.name]))
        found += [(path, "scenario.schema.json") for path in sorted((game / "scenarios").glob("*.yaml"))]
    return found


def mutations(data, path=(), seen=None, shape=()):
    """(path, how, replace) for keys and string values, one per shape: `replace(doc, text)` puts text there.

    Rows of a table share their shape, so a place is tried once per generalised path (list
    positions left out), and the keys of a mapping by its first two keys. Below the top, a mapping of
    many entries is a mapping by name (actions, procedures, cards), whose entries share their shape too.
    """
    seen = set() if seen is None else seen
    if isinstance(data, dict):
        by_name = len(path) >= 1 and len(data) > 6
        for n, (key, value) in enumerate(data.items()):
            if n < 2 and (shape, "key", n) not in seen:
                seen.add((shape, "key", n))
                yield path + (key,), "key", _key_replacer(path, key)
            yield from mutations(value, path + (key,), seen, shape + ("*" if by_name else key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from mutations(value, path + (i,), seen, shape + ("*",))
    elif isinstance(data, str) and (shape, "value") not in seen:
        seen.add((shape, "value"))
        yield path, "value", _value_replacer(path)


def slim(data, path):
    """A copy of `data` that keeps the place at `path` and what leads to it, each other list cut to its first
    item: a name's errors are its own, and validating whole decks per place tried is what made this slow."""
    if isinstance(data, dict):
        return {k: slim(v, path[1:] if path and path[0] == k else ()) for k, v in data.items()}
    if isinstance(data, list):
        if path and isinstance(path[0], int):
            return [slim(v, path[1:] if i == path[0] else ()) for i, v in enumerate(data[:path[0] + 1])]
        return [slim(v, ()) for v in data[:1]]
    return data


def _parent(doc, path):
    for part in path:
        doc = doc[part]
    return doc


def _key_replacer(path, key):
    def replace(doc, text):
        parent = _parent(doc, path)
        items = [(text if k == key else k, v) for k, v in parent.items()]
        parent.clear()
        parent.update(items)
    return replace


def _value_replacer(path):
    def replace(doc, text):
        _parent(doc, path[:-1])[path[-1]] = text
    return replace


def _errors(schema_file: str, document):
    validator = _validator(_dir_key(SCHEMA_DIR), schema_file)
    return list(validator.iter_errors(document))


def _name_errors(errors):
    out = []
    for error in errors:
        out.append(error)
        out += _name_errors(error.context or [])
    return [e for e in out if e.validator in ("pattern", "format")]


@pytest.fixture(scope="module")
def documents():
    # the smallest files first: a shape tried in a small file is not tried again in a large one
    files = sorted(definition_files(), key=lambda item: item[0].stat().st_size)
    # Cairn's own loader: keys stay text (`on:` is not YAML 1.1's True), as the compiler reads them
    return [(path, schema, to_plain(load_file(path)[0])) for path, schema in files]


def test_the_schemas_name_their_name_like_keys():
    """The places this test covers come from the schemas: the mappings by name, ids, step and scoring names."""
    sites = name_sites()
    for expected in [("game.schema.json", "/properties/constants/propertyNames"),
                     ("decks.schema.json", "/definitions/deck/properties/fields/propertyNames"),
                     ("common.schema.json", "/definitions/fields/propertyNames"),
                     ("common.schema.json", "/definitions/table_row/propertyNames"),
                     ("game.schema.json", "/definitions/scoring_step/properties/id"),
                     ("game.schema.json", "/definitions/step/properties/name"),
                     ("game.schema.json", "/properties/options/propertyNames")]:
        assert expected in sites
    # every mapping whose description says it is "by name" checks its keys
    def by_name_without_check(node, where):
        if isinstance(node, dict):
            if "by name" in str(node.get("description", "")) and node.get("type") == "object" \
                    and "propertyNames" not in node and "$ref" not in node:
                yield where
            for key, value in node.items():
                yield from by_name_without_check(value, f"{where}/{key}")
    unchecked = [w for file, schema in SCHEMAS.items() for w in by_name_without_check(schema, file)]
    assert unchecked == []


@pytest.mark.second_core      # schema checks in memory: in the background on the idle core (tests/conftest.py)
def test_every_hostile_name_is_refused_in_every_place(documents):
    """Each name-like place of the schemas, found in the games' files, refuses every hostile string."""
    reached = set()
    shapes = {}      # per kind of file: the shapes already tried, shared by every game
    unused = {("game.schema.json", "/definitions/parameters/oneOf/0")}   # the list form of params
    every_place = name_sites() - unused
    for path, schema_file, document in documents:
        if every_place <= reached:
            break                            # each place has had every hostile string: the larger files add none
        for where, how, replace in mutations(document, seen=shapes.setdefault(schema_file, set())):
            probe = slim(document, where)
            replace(probe, "energy\n")
            sites = {site_of(schema_file, e.absolute_schema_path) for e in _name_errors(_errors(schema_file, probe))}
            sites.discard(None)
            if not sites:
                continue                     # a text, not a name
            if sites <= reached:
                continue                     # this place has had every hostile string already
            reached |= sites
            for hostile in HOSTILE_NAMES:
                probe = slim(document, where)
                replace(probe, hostile)
                assert _name_errors(_errors(schema_file, probe)), (path, where, how, hostile)
    # every place the schemas define is exercised, except those none of the games' files uses
    missing = every_place - reached
    assert not missing, f"name places no game file reaches: {sorted(missing)}"


@pytest.mark.parametrize("hostile", HOSTILE_NAMES[:4] + HOSTILE_NAMES[6:7])
@pytest.mark.parametrize("section", ["constants", "player", "actions", "functions"])
def test_a_hostile_name_is_a_positioned_error(tmp_path, hostile, section):
    """Through the whole pipeline: `cairn check` stops at the key with E106, and nothing is emitted."""
    project = tmp_path / "project"
    shutil.copytree(ROOT / "tests" / "errors" / "base", project)
    game = project / "definitions" / "tiny" / "game.yaml"
    data = yaml.safe_load(game.read_text(encoding="utf-8"))
    first = next(iter(data[section]))
    data[section] = {hostile if k == first else k: v for k, v in data[section].items()}
    game.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    result = compile_game(Project(project), "tiny")
    assert not result.ok
    codes = {d.code for d in result.diagnostics}
    assert "E106" in codes, [str(d) for d in result.diagnostics]
    named = [d for d in result.diagnostics if d.code == "E106"]
    assert all(d.span is not None and d.span.line >= 1 and d.span.column >= 1 for d in named)
    assert "E403" not in codes


# ---------------------------------------------------------------- texts: accepted, and they stay text

HOSTILE_TEXTS = [
    'T"""\nimport os\nos.system("touch /tmp/cairn-pwned")\n"""',
    "T'''\n__import__('os').system('id')\n'''",
    "T\\\n\"\"\" + __import__('os').getcwd() + \"\"\"",
    "T\r\n# comment\nimport subprocess",
    "T\x00\x1b[31m\u202e\u2028evil",
    "T\"",
    "{{ 7*7 }} {% for x in () %}{% endfor %} <script>alert(1)</script>",
]


class Tripwire:
    """An audit hook (installed once per process, armed only around the import) that records what ran."""

    armed = False
    events: list = []

    @classmethod
    def hook(cls, event, args):
        if not cls.armed:
            return
        if event in ("os.system", "subprocess.Popen", "os.exec", "os.spawn", "os.posix_spawn", "os.fork",
                     "socket.connect", "socket.getaddrinfo", "urllib.Request", "os.remove", "os.rename",
                     "shutil.rmtree", "ctypes.dlopen", "builtins.input", "webbrowser.open"):
            cls.events.append((event, args))
        elif event == "open" and len(args) > 1 and isinstance(args[1], str) and set(args[1]) & set("wax+"):
            cls.events.append((event, args))
        elif event == "exec" and not _from_a_file(getattr(args[0], "co_filename", "")):
            cls.events.append((event, args))
        elif event == "compile" and not _from_a_file(args[1]):
            cls.events.append((event, args[1]))


def _from_a_file(filename) -> bool:
    """Importing a module compiles and runs its file; code made from a string ("<string>") is what must not run."""
    return isinstance(filename, (str, bytes)) and Path(os.fsdecode(filename)).is_file()


_HOOKED = False


def _arm():
    global _HOOKED
    if not _HOOKED:
        sys.addaudithook(Tripwire.hook)
        _HOOKED = True
    Tripwire.events = []
    Tripwire.armed = True


def _texts(data, fn, keys=("name", "text", "flavour", "summary", "back", "title", "label")):
    """Replace every text field (by its key) with fn(old)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in keys and isinstance(value, str):
                data[key] = fn(value)
            else:
                _texts(value, fn, keys)
    elif isinstance(data, list):
        for value in data:
            _texts(value, fn, keys)


@pytest.mark.parametrize("game", ["thru-the-appalachian", "trek-to-zion"])
def test_a_game_whose_every_text_is_hostile_builds_and_imports_running_nothing(tmp_path, game, monkeypatch):
    project = tmp_path / "project"
    (project / "definitions").mkdir(parents=True)
    shutil.copytree(ROOT / "definitions" / game, project / "definitions" / game,
                    ignore=shutil.ignore_patterns("scenarios"))
    counter = iter(range(10 ** 6))
    for path in (project / "definitions" / game).glob("*.yaml"):
        original = yaml.safe_load(path.read_text(encoding="utf-8"))
        data = copy.deepcopy(original)
        _texts(data, lambda old: HOSTILE_TEXTS[next(counter) % len(HOSTILE_TEXTS)])
        # where the schema says a `name` is a name (a step's), it stays: only texts are hostile here
        for error in _name_errors(_errors(KIND_OF_FILE[path.name], data)):
            where = list(error.absolute_path)
            _value_replacer(where)(data, _parent(original, where))
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    result = compile_game(Project(project), game)
    assert result.ok, [str(d) for d in result.diagnostics]
    write_outputs(Project(project), [result])
    rules = (project / "generated" / game.replace("-", "_") / "rules.py").read_text(encoding="utf-8")
    assert "touch /tmp/cairn-pwned" in rules     # the texts are there, as text
    for name in [m for m in sys.modules if m == "generated" or m.startswith("generated.")]:
        monkeypatch.delitem(sys.modules, name)
    importlib.import_module("runtime.api")      # Cairn's own runtime is trusted: only the game's import is watched
    from runtime.package_import import import_package
    _arm()
    try:     # as load_rules imports a game: from the compile's texts
        package = game.replace("-", "_")
        module = import_package(f"generated.{package}", result.files, project / "generated" / package)
    finally:
        Tripwire.armed = False
    assert Tripwire.events == []
    assert module.GAME.name == yaml.safe_load((project / "definitions" / game / "game.yaml")
                                              .read_text(encoding="utf-8"))["name"]


def test_the_tripwire_sees_what_an_injected_statement_would_do(tmp_path, monkeypatch):
    """The audit hook above is not a test that cannot fail: a module that writes a file or runs code trips it."""
    target = tmp_path / "written"
    (tmp_path / "hostile_module.py").write_text(f"open({str(target)!r}, 'w').close()\nexec('x = 1')\n",
                                                encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    # no bytecode written for it, whatever the shell says (PYTHONDONTWRITEBYTECODE): only the module's own deeds count
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _arm()
    try:
        importlib.import_module("hostile_module")
    finally:
        Tripwire.armed = False
        sys.modules.pop("hostile_module", None)
    assert [event for event, _ in Tripwire.events] == ["open", "compile", "exec"]
