"""Variants of a game in memory: one change to its definitions, compiled and imported without writing a file.

A change is named by a PATH into the definitions, the way a designer reads them:

- `DECK.CARD.FIELD` — a field of a card of decks.yaml (`treks.short-17.points`, `gems.ruby.value`);
- `TABLE.ROW.FIELD` — a field of a row of a table of game.yaml (`months.july.high`);
- `DECK.CARD` or `TABLE.ROW` — the card (or row) as a whole: removed, or replaced by a stand-in;
- `constants.NAME` — a constant of game.yaml that is a number.

The change is made on the loaded YAML nodes (a copy), which then go through the compiler as a build's
would (read, resolve, emit; no sheets), and the emitted modules are imported from their texts as a
package of their own (runtime/package_import.py): generated/ is never written, and the base game and
any number of variants play side by side in one process on the same seeds. A wrong PATH is a
`ProjectError` naming the definition file and line of the nearest thing that exists, with a
"did you mean".
"""
from __future__ import annotations

import copy
import itertools
import statistics
from dataclasses import dataclass

from ..driver.build import NotCompiled, Project, ProjectError, compiler_hash, load_game, package_name
from ..frontend.diagnostics import render_text, suggest
from ..frontend.load import Node
from .readable import readable

_numbered = itertools.count(1)


@dataclass(frozen=True)
class Target:
    """Where a PATH points: a card or row (`field` None), one of its fields, or a constant."""
    path: str
    document: str            # "decks" or "game"
    collection: str | None   # the deck or table id; None for a constant
    row: str | None          # the card or row id
    field: str | None        # the field, or the constant's name


@dataclass(frozen=True)
class Change:
    """One change to a game's definitions: `kind` is "set" (the target's number becomes `value`),
    "remove" (the card or row goes), or "stand-in" (the card's numbers become `value`, a dict). `also`: the
    ids of cards printed alike with the target's card, changed alike (every copy of a design)."""
    target: Target
    kind: str
    value: object = None
    also: tuple = ()

    @property
    def key(self) -> tuple:
        value = tuple(sorted(self.value.items())) if isinstance(self.value, dict) else self.value
        return (self.target.path, self.kind, value, self.also)


class Definitions:
    """A game's loaded definition documents, read once; every variant is made from a copy of them."""

    def __init__(self, project: Project, game: str):
        self.project, self.game = project, game
        self.sources = project.sources()
        docs, diags = load_game(project, game, self.sources)
        if "game" not in docs or any(d.severity == "error" for d in diags):
            raise NotCompiled(f"'{game}' does not compile: run `cairn check {game}`")
        self.docs = docs
        self.compiled: dict = {}     # Change.key -> the variant's modules: each variant is compiled once

    # ------------------------------------------------------------ what is there
    def collections(self) -> dict:
        """deck or table id -> (document, list of row nodes)."""
        found = {}
        decks = _child(self.docs.get("decks"), "decks")
        for deck, node in _items(decks):
            found[deck] = ("decks", _child(node, "cards").value if _child(node, "cards") else [])
        for table, node in _items(_child(self.docs["game"], "tables")):
            if isinstance(node.value, list):
                found[table] = ("game", node.value)
        return found

    def rows(self, collection: str) -> list:
        return [row for row in self.collections()[collection][1] if isinstance(row.value, dict)]

    def row(self, collection: str, row_id: str) -> Node | None:
        for row in self.rows(collection):
            if _scalar(row, "id") == row_id:
                return row
        return None

    def constants(self) -> dict:
        return dict(_items(_child(self.docs["game"], "constants")))

    def options(self) -> dict:
        """option name -> (values, default) as written in game.yaml."""
        found = {}
        for name, node in _items(_child(self.docs["game"], "options")):
            values = _child(node, "values")
            found[name] = ([v.value for v in values.value] if values and isinstance(values.value, list) else [],
                           _scalar(node, "default"))
        return found

    def numbers(self, collection: str, row_id: str) -> dict:
        """The numeric fields of a card or row (its `copies` left out: how many, not what it does)."""
        row = self.row(collection, row_id)
        return {key: node.value for key, node in row.value.items()
                if key not in ("copies", "id") and _is_number(node.value)} if row is not None else {}

    def typical(self, collection: str) -> dict:
        """Each numeric field's median over the cards of a deck (or rows of a table) that have it, rounded to a
        whole number where the field's values are whole: the numbers of a typical card."""
        values: dict = {}
        for row in self.rows(collection):
            for key, node in row.value.items():
                if key not in ("copies", "id") and _is_number(node.value):
                    values.setdefault(key, []).append(node.value)
        typical = {}
        for key, found in values.items():
            middle = statistics.median(found)
            typical[key] = round(middle) if all(isinstance(v, int) for v in found) else middle
        return typical

    def name(self, collection: str, row_id: str) -> str:
        row = self.row(collection, row_id)
        name = _scalar(row, "name") if row is not None else None
        return str(name) if name not in (None, "") else row_id

    def deck_name(self, deck: str) -> str:
        """A deck's name as decks.yaml gives it, else its id in words ("Objective cards")."""
        name = _scalar(_child(_child(self.docs.get("decks"), "decks"), deck), "name")
        return str(name) if name else readable(deck).capitalize()

    # ------------------------------------------------------------ PATHs
    def target(self, path: str, whole: bool | None = None) -> Target:
        """The target a PATH names (`whole`: True wants a card or row, False a number, None either)."""
        parts = path.split(".")
        if not path or any(not part for part in parts) or len(parts) > 3:
            raise self._wrong(path, "a PATH is DECK.CARD.FIELD, TABLE.ROW.FIELD, DECK.CARD or constants.NAME",
                              None)
        if parts[0] == "constants" and "constants" not in self.collections():
            if len(parts) != 2:
                raise self._wrong(path, "a constant is named constants.NAME", None)
            constants = self.constants()
            node = constants.get(parts[1])
            if node is None:
                raise self._wrong(path, f"game.yaml has no constant '{parts[1]}'",
                                  _child(self.docs["game"], "constants"), parts[1], constants)
            if not _is_number(node.value):
                raise self._wrong(path, f"the constant '{parts[1]}' is not a number", node)
            return Target(path, "game", None, None, parts[1])
        collections = self.collections()
        if parts[0] not in collections:
            raise self._wrong(path, f"no deck or table '{parts[0]}'", _child(self.docs.get("decks"), "decks"),
                              parts[0], list(collections) + ["constants"])
        document, _rows = collections[parts[0]]
        if len(parts) == 1:
            raise self._wrong(path, f"name a card or row of '{parts[0]}' too: {parts[0]}.ID", None)
        row = self.row(parts[0], parts[1])
        if row is None:
            ids = [_scalar(r, "id") for r in self.rows(parts[0])]
            raise self._wrong(path, f"'{parts[0]}' has no card or row '{parts[1]}'", None, parts[1], ids)
        if len(parts) == 2:
            if whole is False:
                raise self._wrong(path, f"name a number of '{parts[1]}': {path}.FIELD", row,
                                  None, None)
            return Target(path, document, parts[0], parts[1], None)
        if whole:
            raise self._wrong(path, "a card or row is named DECK.CARD", row)
        field = row.value.get(parts[2])
        if field is None:
            raise self._wrong(path, f"'{parts[1]}' has no field '{parts[2]}'", row, parts[2],
                              [k for k in row.value if k != "id"])
        if not _is_number(field.value):
            raise self._wrong(path, f"the field '{parts[2]}' of '{parts[1]}' is not a number", field)
        return Target(path, document, parts[0], parts[1], parts[2])

    def value(self, target: Target):
        """The number a target holds now."""
        if target.collection is None:
            return self.constants()[target.field].value
        return self.row(target.collection, target.row).value[target.field].value

    def _wrong(self, path: str, why: str, node: Node | None, name: str | None = None, names=None) -> ProjectError:
        where = f" ({node.span.file}:{node.span.line})" if node is not None and node.span else ""
        hint = suggest(name, [n for n in names or () if n is not None]) if name is not None else None
        return ProjectError(f"PATH {path}: {why}{where}" + (f"; did you mean '{hint}'?" if hint else ""))

    # ------------------------------------------------------------ variants
    def changed(self, change: Change) -> dict:
        """A copy of the documents with `change` made."""
        docs = dict(self.docs)
        target = change.target
        docs[target.document] = node = copy.deepcopy(self.docs[target.document])
        if target.collection is None:
            constants = _child(node, "constants").value
            constants[target.field] = _number(constants[target.field], change.value)
            return docs
        rows = _collection_rows(node, target)
        for card in (target.row, *change.also):
            index = next(i for i, row in enumerate(rows) if isinstance(row.value, dict) and
                         _scalar(row, "id") == card)
            if change.kind == "remove":
                del rows[index]
            elif change.kind == "stand-in":
                for key, value in change.value.items():
                    rows[index].value[key] = _number(rows[index].value[key], value)
            else:
                rows[index].value[target.field] = _number(rows[index].value[target.field], change.value)
        return docs

    def compile(self, change: Change):
        """The rules of the game with `change` made, compiled and imported in memory (a `GameRules`)."""
        return import_files(self.emitted(change), self.game)

    def emitted(self, change: Change) -> dict:
        """The generated modules of the variant (relative path -> text), as `cairn build` would emit them."""
        if change.key not in self.compiled:
            self.compiled[change.key] = self._emit(change)
        return self.compiled[change.key]

    def _emit(self, change: Change) -> dict:
        from ..codegen.emit import emit
        from ..driver.build import collector_paused
        from ..frontend import parse_cache
        from ..frontend.model import Reader
        from ..frontend.resolve import resolve
        with parse_cache.session(_compiler_hash(), self.game), collector_paused():
            reader = Reader(self.sources)
            model = reader.read(self.changed(change))
            diags = list(reader.diags)
            if not any(d.severity == "error" for d in diags):
                resolver = resolve(model)
                diags += resolver.diags
            if any(d.severity == "error" for d in diags):
                raise VariantFailed(change, render_text(diags, self.project.read_source))
            emitted = emit(model, resolver)
        if any(d.severity == "error" for d in emitted.diagnostics):
            raise VariantFailed(change, render_text(emitted.diagnostics, self.project.read_source))
        return emitted.files


class VariantFailed(ProjectError):
    """A variant that does not compile (a removed card that a rule names, say): that experiment is left out."""

    def __init__(self, change: Change, why: str):
        first = next((line for line in why.splitlines() if line.strip()), "it does not compile")
        # why it cannot be played, then the compiler's line: the report page says it after the card's name and the
        # change as its tables write them (experiments.py `untested`); a sweep, after the PATH its command named
        self.because = f"the game does not compile with that change ({first})"
        super().__init__(f"{change.target.path} ({change.kind}) was not tested: {self.because}")


def import_files(files: dict, game: str):
    """Import a variant's modules from their texts as a package of its own, and return its `GameRules`."""
    from runtime.package_import import import_package

    from ..caches import user_cache
    package = import_package(f"cairn_variant_{package_name(game)}_{next(_numbered)}", files, None,
                             bytecode=user_cache.folder("bytecode"))
    return package.GAME


_HASH: list = []


def _compiler_hash() -> str:
    if not _HASH:
        _HASH.append(compiler_hash())
    return _HASH[0]


def parse_range(project_defs: Definitions, vary: str) -> tuple[Target, list]:
    """`PATH=A..B` (or `PATH=A..B:STEP`, or `PATH=V1,V2,...`) -> the target and the values to play."""
    path, sep, spec = vary.partition("=")
    if not sep or not spec.strip():
        raise ProjectError(f"--vary {vary}: write PATH=A..B, such as treks.short-17.points=0..12")
    target = project_defs.target(path.strip(), whole=False)
    spec = spec.strip()
    try:
        if ".." in spec:
            bounds, _, step_text = spec.partition(":")
            low_text, _, high_text = bounds.partition("..")
            low, high = _parse_number(low_text), _parse_number(high_text)
            step = _parse_number(step_text) if step_text else 1
            if step <= 0 or high < low:
                raise ValueError
            count = int(round((high - low) / step)) + 1
            if count > MAX_VALUES:
                raise ProjectError(f"--vary {vary}: {count} values; at most {MAX_VALUES} (give a step: "
                                   f"A..B:STEP)")
            values = [_tidy(low + i * step) for i in range(count)]
        else:
            values = [_parse_number(v) for v in spec.split(",")]
    except ValueError:
        raise ProjectError(f"--vary {vary}: '{spec}' is not a range of numbers: write A..B with A <= B "
                           f"(such as 0..12, or 0..12:2)") from None
    return target, values


MAX_VALUES = 41


def _parse_number(text: str):
    text = text.strip()
    try:
        return int(text)
    except ValueError:
        return float(text)


def _tidy(value):
    return int(value) if float(value).is_integer() else round(value, 10)


# ---------------------------------------------------------------- YAML nodes
def _child(node: Node | None, key: str) -> Node | None:
    if node is None or not isinstance(node.value, dict):
        return None
    return node.value.get(key)


def _items(node: Node | None):
    if node is None or not isinstance(node.value, dict):
        return []
    return list(node.value.items())


def _scalar(node: Node | None, key: str):
    child = _child(node, key)
    return child.value if child is not None else None


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _number(old: Node, value) -> Node:
    """A scalar node holding `value`, where `old` was (diagnostics point at the line changed)."""
    return Node(value, old.span, style="", raw=str(value))


def _collection_rows(document: Node, target: Target) -> list:
    if target.document == "decks":
        return _child(_child(_child(document, "decks"), target.collection), "cards").value
    return _child(_child(document, "tables"), target.collection).value
