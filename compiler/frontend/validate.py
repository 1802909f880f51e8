"""JSON Schema validation of loaded YAML, reported at file:line:column.

jsonschema knows nothing about positions, so each error's `absolute_path` is
followed back through the `Node` tree. Messages are rewritten for game
designers: jsonschema's own text uses Python reprs (`True`, `None`, `{...}`).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from typing import TYPE_CHECKING

from .conformance import Checkers
from .diagnostics import Diagnostic, Span, did_you_mean
from .plain import copied
from .load import Node, key_span_at, node_at, to_plain
from .names import NAME_FORMATS, NAME_RULE, format_checker

if TYPE_CHECKING:
    import referencing
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

# jsonschema and referencing are imported where they run: a valid document never needs them
# (conformance.py says it is valid), and their import alone costs about 100 ms per command.

SCHEMA_DIR = Path(__file__).resolve().parents[2] / "schemas"

# Listing every allowed key or value helps only while the list is short.
_MAX_LISTED = 12
_MAX_SHOWN_TEXT = 40


# ---------------------------------------------------------------- schemas

def _dir_key(schema_dir) -> tuple:
    """Cache key that changes when a schema file changes (long-running watch mode)."""
    folder = Path(schema_dir).resolve()
    files = sorted(folder.glob("*.schema.json"))
    return (str(folder), tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files))


def schema_registry(schema_dir=SCHEMA_DIR) -> referencing.Registry:
    return _registry(_dir_key(schema_dir))


@lru_cache(maxsize=8)
def _registry(dir_key: tuple) -> referencing.Registry:
    import referencing
    from jsonschema import Draft202012Validator
    from referencing.jsonschema import DRAFT202012
    folder = Path(dir_key[0])
    resources = []
    for name, _, _ in dir_key[1]:
        path = folder / name
        contents = json.loads(path.read_text(encoding="utf-8"))
        # A broken schema is a bug in Cairn, not in a game: fail loudly. Cairn's own schemas are
        # checked by its test suite (tests/compiler/test_schemas.py), so a check does not cost every run.
        if folder.resolve() != SCHEMA_DIR.resolve():
            Draft202012Validator.check_schema(contents)
        uri = contents.get("$id") or path.as_uri()
        resources.append((uri, referencing.Resource.from_contents(
            contents, default_specification=DRAFT202012)))
    return referencing.Registry().with_resources(resources)


@lru_cache(maxsize=32)
def _validator(dir_key: tuple, schema_id: str) -> Draft202012Validator:
    from jsonschema import Draft202012Validator
    registry = _registry(dir_key)
    uri = _find_schema(registry, schema_id)
    return Draft202012Validator(registry.contents(uri), registry=registry, format_checker=format_checker())


def _find_schema(registry: referencing.Registry, schema_id: str) -> str:
    """Accept a full `$id` or just the file name ("game.schema.json")."""
    if schema_id in registry:
        return schema_id
    for uri in registry:
        if uri.rsplit("/", 1)[-1] == schema_id:
            return uri
    raise KeyError(f"no schema with $id {schema_id!r}; known: {sorted(registry)}")


# ---------------------------------------------------------------- validation

@lru_cache(maxsize=8)
def _fast_checkers(dir_key: tuple) -> Checkers:
    """conformance.py's checks of the folder's schemas, which share what they refer to."""
    folder = Path(dir_key[0])
    if folder.resolve() != SCHEMA_DIR.resolve():
        _registry(dir_key)      # another folder's schemas are checked first, as on jsonschema's path
    documents = {}
    for name, _, _ in dir_key[1]:
        path = folder / name
        contents = json.loads(path.read_text(encoding="utf-8"))
        uri = (contents.get("$id") if isinstance(contents, dict) else None) or path.as_uri()
        documents[uri] = contents
    return Checkers(documents, NAME_FORMATS)


@lru_cache(maxsize=32)
def _fast_check(dir_key: tuple, schema_id: str):
    """conformance.py's check of the schema, or None when only jsonschema can judge it."""
    return _fast_checkers(dir_key).of(schema_id)


def conforms(plain, schema_id: str, schema_dir=SCHEMA_DIR) -> bool:
    """True when the fast path is sure the document is valid; False sends it to jsonschema."""
    check = _fast_check(_dir_key(schema_dir), schema_id)
    if check is None:
        return False
    try:
        return bool(check(plain))
    except Exception:  # noqa: BLE001 - whatever surprises the fast path, jsonschema judges the document
        return False


def validate_node(node: Node, schema_id: str, file: str, schema_dir=SCHEMA_DIR) -> list[Diagnostic]:
    """All schema errors in `node`, best first within each location."""
    plain = to_plain(node)
    if conforms(plain, schema_id, schema_dir):
        return []
    from jsonschema.exceptions import relevance
    validator = _validator(_dir_key(schema_dir), schema_id)
    errors = sorted(validator.iter_errors(plain), key=relevance, reverse=True)
    explainer = _Explainer(node, file)
    found: dict[tuple, tuple[int, Diagnostic]] = {}
    for rank, error in enumerate(errors):
        for diag in explainer.explain(error):
            # Several jsonschema errors can describe the same problem
            # (e.g. one `required` error per missing key); keep the first.
            found.setdefault((diag.code, diag.span, diag.message), (rank, diag))
    ordered = sorted(found.values(), key=lambda item: (item[1].sort_key(), item[0]))
    return [diag for _, diag in ordered]


class _Explainer:
    """Turns one jsonschema error into designer-readable diagnostics."""

    def __init__(self, root: Node, file: str):
        self.root = root
        self.file = file

    # -- positions

    def span_of(self, path) -> Span:
        return self._in_file(node_at(self.root, path).span)

    def key_span(self, path) -> Span:
        span = key_span_at(self.root, path)
        return self._in_file(span) if span is not None else self.span_of(path)

    def _in_file(self, span: Span) -> Span:
        # `file` is the caller's display name; it wins over the loader's. A node read from another file (a
        # deck's spreadsheet, compiler/frontend/spreadsheet.py) keeps that file's name.
        if span.file == self.file or span.file != self.root.span.file:
            return span
        return copied(span, file=self.file)

    # -- dispatch

    def explain(self, error: ValidationError) -> list[Diagnostic]:
        if error.validator in ("oneOf", "anyOf") and error.context:
            return self._alternatives(error)
        path = list(error.absolute_path)
        handler = self._HANDLERS.get(error.validator)
        if handler is not None:
            return handler(self, error, path)
        return [Diagnostic("E101", _at(path, _describe_other(error)), self.span_of(path),
                           help=_schema_help(error) or _branches_help(error))]

    def _alternatives(self, error: ValidationError) -> list[Diagnostic]:
        """oneOf/anyOf: find which alternative the designer was aiming for."""
        branches = _branches(error)
        viable = [errs for errs in branches if not _rejects_outright(errs)]
        if len(viable) == 1:
            # Only one alternative has the right shape: its errors are the real ones.
            return [diag for sub in viable[0] for diag in self.explain(sub)]
        path = list(error.absolute_path)
        if not viable:
            merged = self._merged_rejection(branches, path, error)
            if merged is not None:
                return [merged]
        from jsonschema.exceptions import best_match, relevance
        specific = best_match([error], key=relevance)
        if specific is not error:
            return self.explain(specific)
        return [Diagnostic("E101", _at(path, _describe_other(error)), self.span_of(path),
                           help=_schema_help(error) or _branches_help(error))]

    def _merged_rejection(self, branches, path, error) -> Diagnostic | None:
        """Every alternative rejected the value outright: say what would be accepted."""
        node = node_at(self.root, path)
        types = [_root_type_error(errs) for errs in branches]
        if all(types):
            wanted = _type_names(list(dict.fromkeys(
                t for e in types for t in _as_list(e.validator_value))))
            return Diagnostic("E103", _at(path, f"expected {wanted}, found "
                                                f"{_found(error.instance, node)}"),
                              self.span_of(path), help=_yaml11_help(node, error.instance))
        tags = [_tag_error(errs) for errs in branches]
        if all(tags) and len({tuple(e.relative_path) for e in tags}) == 1:
            # A discriminator key ("kind: gain" / "kind: pay") matched no alternative.
            options = list(dict.fromkeys(v for e in tags for v in _allowed_values(e)))
            fake = tags[0]
            tag_path = path + list(fake.relative_path)
            return self._not_allowed(fake, tag_path, options,
                                     _allowed_list("allowed values", [_show(v) for v in options]))
        return None

    def _additionalProperties(self, error, path) -> list[Diagnostic]:
        allowed = list(error.schema.get("properties", {}))
        patterns = list(error.schema.get("patternProperties", {}))
        extras = [key for key in error.instance
                  if key not in allowed and not any(re.search(p, key) for p in patterns)]
        diags = []
        for key in extras:
            message = f"unknown key '{key}'" + (f" in `{_dotted(path)}`" if path else "")
            help = did_you_mean(key, allowed) or _allowed_list("allowed keys here", allowed)
            diags.append(Diagnostic("E102", message, self.key_span(path + [key]), help=help))
        return diags

    def _type(self, error, path) -> list[Diagnostic]:
        node = node_at(self.root, path)
        wanted = _type_names(error.validator_value)
        message = _at(path, f"expected {wanted}, found {_found(error.instance, node)}")
        return [Diagnostic("E103", message, self.span_of(path),
                           help=_yaml11_help(node, error.instance) or _schema_help(error))]

    def _required(self, error, path) -> list[Diagnostic]:
        where = f" in `{_dotted(path)}`" if path else ""
        # inside a mapping, point at the key that opens it (`flow:`), not at its first entry
        span = self.key_span(path) if path else self.span_of(path)
        return [Diagnostic("E104", f"missing required key '{key}'{where}", span)
                for key in error.validator_value if key not in error.instance]

    def _enum(self, error, path) -> list[Diagnostic]:
        options = list(error.validator_value)
        return [self._not_allowed(error, path, options,
                                  _allowed_list("allowed values", [_show(v) for v in options]))]

    def _const(self, error, path) -> list[Diagnostic]:
        return [self._not_allowed(error, path, [error.validator_value],
                                  f"the only allowed value here is {_show(error.validator_value)}")]

    def _not_allowed(self, error, path, options, listing) -> Diagnostic:
        node = node_at(self.root, path)
        shown = _show(error.instance, node)
        text_options = [o for o in options if isinstance(o, str)]
        help = (_yaml11_help(node, error.instance)
                or (did_you_mean(node.raw, text_options) if isinstance(node.raw, str) else None)
                or listing)
        return Diagnostic("E105", _at(path, f"{shown} is not an allowed value"),
                          self.span_of(path), help=help)

    # Keywords with their own diagnostic code; everything else is E101.
    def _name(self, error, path) -> list[Diagnostic]:
        """A name or id that is not plain, reported at the key itself when a mapping's key is the culprit."""
        if error.validator == "format" and _pattern_fails(error):
            return []       # the pattern's error at the same place says it already
        node = node_at(self.root, path)
        is_key = "propertyNames" in error.schema_path and isinstance(node.value, dict)
        span = self.key_span(path + [error.instance]) if is_key else self.span_of(path)
        kind = "an id" if "cairn-id" in (error.schema.get("format"), error.validator_value) else "a name"
        shown = _show(error.instance) if str(error.instance).isprintable() else ascii(error.instance)
        return [Diagnostic("E106", _at(path, f"{shown} cannot be used as {kind}"), span,
                           help=(_schema_help(error) or NAME_RULE) + _name_hint(error.instance))]

    _HANDLERS = {
        "additionalProperties": _additionalProperties,
        "pattern": _name,
        "format": _name,
        "type": _type,
        "required": _required,
        "enum": _enum,
        "const": _const,
    }


# ---------------------------------------------------------------- wording

_TYPE_NAMES = {
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
    "array": "a list",
    "object": "a mapping",
    "null": "an empty value",
}

# YAML 1.1 reads these words as booleans (see pitfalls.md).
_YAML11_BOOLS = {"y", "yes", "n", "no", "on", "off", "true", "false"}


def _type_names(expected) -> str:
    expected = [expected] if isinstance(expected, str) else list(expected)
    return " or ".join(_TYPE_NAMES.get(t, t) for t in expected)


def _dotted(path) -> str:
    """`players.max`, `cards[2].cost`; odd keys are quoted: `costs["wood plank"]`."""
    out = ""
    for step in path:
        if isinstance(step, int):
            out += f"[{step}]"
        elif re.fullmatch(r"[A-Za-z0-9_-]+", step):
            out += f".{step}" if out else step
        else:
            out += f'["{step}"]'
    return out


def _at(path, text: str) -> str:
    return f"`{_dotted(path)}`: {text}" if path else text


def _clip(text: str) -> str:
    return text if len(text) <= _MAX_SHOWN_TEXT else text[: _MAX_SHOWN_TEXT - 1] + "…"


def _show(value, node: Node | None = None) -> str:
    """A value as the designer wrote it."""
    if node is not None and node.raw is not None and not isinstance(value, str):
        return _clip(node.raw) if node.raw else "an empty value"
    if isinstance(value, str):
        return f"'{_clip(value)}'"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "an empty value"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return str(value)


def _found(value, node: Node | None) -> str:
    if isinstance(value, str):
        return f"a string {_show(value)}"
    if isinstance(value, bool):
        canonical = _show(value)
        written = _show(value, node)
        return canonical if written == canonical else f"{written} (read as {canonical})"
    if isinstance(value, (int, float)):
        return f"the number {_show(value, node)}"
    return _show(value, node)


def _yaml11_help(node: Node, value) -> str | None:
    if isinstance(value, bool) and node.raw and node.raw.lower() in _YAML11_BOOLS \
            and node.raw.lower() not in ("true", "false"):
        return (f"YAML reads {node.raw} as {str(value).lower()}; "
                f"write \"{node.raw}\" in quotes if you mean the word")
    return None


def _allowed_list(label: str, items) -> str | None:
    items = [str(i) for i in items]
    if not items or len(items) > _MAX_LISTED:
        return None
    return f"{label}: {', '.join(items)}"


def _schema_help(error: ValidationError) -> str | None:
    # Schema authors can explain a rule to designers through `description`.
    description = error.schema.get("description") if isinstance(error.schema, dict) else None
    return f"expected: {description}" if description else None


def _as_list(value) -> list:
    return list(value) if isinstance(value, list) else [value]


def _branches(error: ValidationError) -> list[list[ValidationError]]:
    """The errors of a oneOf/anyOf, grouped by alternative."""
    by_branch: dict[int, list[ValidationError]] = {}
    for sub in error.context:
        by_branch.setdefault(sub.relative_schema_path[0], []).append(sub)
    return [by_branch[i] for i in sorted(by_branch)]


def _root_type_error(errors) -> ValidationError | None:
    return next((e for e in errors if e.validator == "type" and not e.relative_path), None)


def _tag_error(errors) -> ValidationError | None:
    return next((e for e in errors if e.validator in ("const", "enum")
                 and len(e.relative_path) == 1), None)


def _allowed_values(error: ValidationError) -> list:
    return [error.validator_value] if error.validator == "const" else list(error.validator_value)


def _rejects_outright(errors) -> bool:
    """The alternative is for another kind of value (wrong type or wrong tag key)."""
    return _root_type_error(errors) is not None or _tag_error(errors) is not None


def _branches_help(error: ValidationError) -> str | None:
    """For an undecidable oneOf/anyOf: what each alternative complained about."""
    if error.validator not in ("oneOf", "anyOf") or not error.context:
        return None
    from jsonschema.exceptions import best_match, relevance
    reasons = []
    for errors in _branches(error)[:3]:
        sub = best_match(errors, key=relevance)
        reasons.append(_at(list(sub.relative_path), _describe_other(sub)))
    return "closest forms: " + "; ".join(reasons)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _pattern_fails(error: ValidationError) -> bool:
    pattern = error.schema.get("pattern")
    return isinstance(error.instance, str) and pattern is not None and re.search(pattern, error.instance) is None


def _name_hint(value) -> str:
    """What in particular is wrong with a would-be name."""
    if not isinstance(value, str):
        return ""
    if any(ch in value for ch in "\n\r\t\0") or value != value.strip():
        return " (this one holds a line break, a tab, a NUL or surrounding spaces)"
    if not value.isascii():
        return " (this one has letters outside ASCII)"
    if value[:1].isupper() or value != value.lower():
        return f" (write it in lower case: {value.lower()!r}); a value with capitals or spaces may need quotes"
    return ""


def _describe_other(error: ValidationError) -> str:
    """Readable text for the keywords without their own diagnostic code."""
    kind, limit, value = error.validator, error.validator_value, error.instance
    shown = _show(value)
    messages = {
        "type": lambda: f"expected {_type_names(limit)}, found {_found(value, None)}",
        "required": lambda: "missing required key " + ", ".join(
            f"'{key}'" for key in limit if key not in value),
        "additionalProperties": lambda: "unknown key " + ", ".join(
            f"'{key}'" for key in value if key not in error.schema.get("properties", {})),
        "enum": lambda: f"{shown} is not an allowed value",
        "const": lambda: f"{shown} is not an allowed value",
        "minimum": lambda: f"must be at least {limit}, found {shown}",
        "maximum": lambda: f"must be at most {limit}, found {shown}",
        "exclusiveMinimum": lambda: f"must be greater than {limit}, found {shown}",
        "exclusiveMaximum": lambda: f"must be less than {limit}, found {shown}",
        "multipleOf": lambda: f"must be a multiple of {limit}, found {shown}",
        "minLength": lambda: ("must not be empty" if limit == 1
                              else f"must be at least {_count(limit, 'character')} long"),
        "maxLength": lambda: f"must be at most {_count(limit, 'character')} long",
        "pattern": lambda: f"{shown} is not in the expected form",
        "minItems": lambda: ("must not be empty" if limit == 1
                             else f"must have at least {_count(limit, 'item')}, found {len(value)}"),
        "maxItems": lambda: f"must have at most {_count(limit, 'item')}, found {len(value)}",
        "uniqueItems": lambda: "must not contain the same item twice",
        "minProperties": lambda: f"must have at least {_count(limit, 'key')}",
        "maxProperties": lambda: f"must have at most {_count(limit, 'key')}",
        "oneOf": lambda: ("matches more than one of the allowed forms" if not error.context
                          else "does not match any of the allowed forms"),
        "anyOf": lambda: "does not match any of the allowed forms",
        "not": lambda: f"{shown} is not allowed here",
        None: lambda: "no value is allowed here",  # a `false` schema
    }
    explain = messages.get(kind)
    return explain() if explain else error.message
