"""Whether a document satisfies one of Cairn's schemas, in plain Python: the fast path of validation.

jsonschema walks a game.yaml in 30–60 ms (every `$ref` is a registry lookup) and its import costs
another 100 ms, although almost every document a designer checks is valid. `checker` compiles a
schema's keywords into nested closures that answer only "valid or not"; `validate_node` asks them
first and runs jsonschema, which alone words the diagnostics, only for a document they refuse.

The closures follow jsonschema's own reading of each keyword (draft 2020-12: `integer` refuses
true, `enum` tells true from 1, `pattern` searches, `format` asks the same checks as names.py).
A schema using any keyword not listed in `_KEYWORDS` is not compiled at all (`Unsupported`):
its documents always go to jsonschema, so a schema written with a new keyword can never let an
invalid document through here. tests/compiler/test_validation_fast_path.py holds both to the same verdict.
"""
from __future__ import annotations

import re
from urllib.parse import unquote, urljoin, urldefrag

# Keywords that only describe (or hold subschemas reached through $ref): nothing to check.
_ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "title", "description", "examples", "default",
                          "definitions", "$defs", "deprecated", "readOnly", "writeOnly", "markdownDescription"})
_KEYWORDS = frozenset({"type", "enum", "const", "$ref", "properties", "required", "additionalProperties",
                       "patternProperties", "propertyNames", "items", "minItems", "maxItems", "uniqueItems",
                       "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
                       "minProperties", "maxProperties", "pattern", "format", "oneOf", "anyOf", "allOf",
                       "not", "if", "then", "else", "contains", "minContains", "maxContains",
                       "multipleOf"}) | _ANNOTATIONS


class Unsupported(Exception):
    """The schema uses something this fast path does not reproduce exactly; jsonschema decides alone."""


def _is_number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


_TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool)
    or isinstance(v, float) and v.is_integer(),
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}

_TRUE, _FALSE = object(), object()


def _unbool(value):
    return _TRUE if value is True else _FALSE if value is False else value


def equal(one, two) -> bool:
    """JSON Schema equality (jsonschema's `equal`): true is not 1, lists and mappings compare item by item."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return one == two
    if isinstance(one, (list, tuple)) and isinstance(two, (list, tuple)):
        return len(one) == len(two) and all(equal(a, b) for a, b in zip(one, two))
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(equal(one[k], two[k]) for k in one)
    return _unbool(one) == _unbool(two)


def _unique(items) -> bool:
    return all(not equal(a, b) for i, a in enumerate(items) for b in items[i + 1:])


def _always(value) -> bool:
    return True


def _never(value) -> bool:
    return False


def _all(checks):
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]
    checks = tuple(checks)
    return lambda value: all(check(value) for check in checks)


class _Compiler:
    """Compiles the schemas of one folder; `$ref`s are followed lazily, so recursive schemas work."""

    def __init__(self, documents: dict, formats: dict):
        self.documents = documents          # $id (or file URI) -> parsed schema
        self.formats = formats              # format name -> predicate (unknown formats pass, as in jsonschema)
        self.compiled: dict = {}            # (document uri, JSON pointer) -> check

    def document(self, uri: str) -> str:
        if uri in self.documents:
            return uri
        for known in self.documents:        # "game.schema.json" names the schema whose $id ends so
            if known.rsplit("/", 1)[-1] == uri:
                return known
        raise Unsupported(f"no schema {uri!r}")

    def at(self, uri: str, pointer: str):
        key = (uri, pointer)
        if key not in self.compiled:
            self.compiled[key] = None       # a placeholder while compiling: a recursive $ref waits for it
            self.compiled[key] = self.schema(self._resolve(uri, pointer), uri)
        check = self.compiled[key]
        if check is None:                   # recursion: look the finished check up when it runs
            return lambda value: self.compiled[key](value)
        return check

    def _resolve(self, uri: str, pointer: str):
        node = self.documents[uri]
        if not pointer:
            return node
        if not pointer.startswith("/"):
            raise Unsupported(f"anchor {pointer!r}")
        for part in pointer[1:].split("/"):
            part = unquote(part).replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                raise Unsupported(f"unresolvable pointer {pointer!r} in {uri}")
        return node

    def ref(self, ref: str, base: str):
        target, pointer = urldefrag(urljoin(base, ref))
        return self.at(self.document(target), pointer)

    def schema(self, schema, base: str):
        if schema is True:
            return _always
        if schema is False:
            return _never
        if not isinstance(schema, dict):
            raise Unsupported("a schema is a mapping or a boolean")
        unknown = set(schema) - _KEYWORDS
        if unknown:
            raise Unsupported(f"keywords {sorted(unknown)}")
        if "$id" in schema and schema is not self.documents.get(base):
            raise Unsupported("a nested $id")
        checks = []
        if "type" in schema:
            checks.append(self._type(schema["type"]))
        if "enum" in schema:
            options = tuple(schema["enum"])
            checks.append(lambda v: any(equal(option, v) for option in options))
        if "const" in schema:
            const = schema["const"]
            checks.append(lambda v: equal(v, const))
        checks += self._numbers(schema) + self._strings(schema)
        object_check = self._object(schema, base)
        if object_check is not None:
            checks.append(object_check)
        array_check = self._array(schema, base)
        if array_check is not None:
            checks.append(array_check)
        for word, combine in (("allOf", all), ("anyOf", any)):
            if word in schema:
                subs = tuple(self.schema(s, base) for s in schema[word])
                checks.append(lambda v, subs=subs, combine=combine: combine(sub(v) for sub in subs))
        if "oneOf" in schema:
            subs = tuple(self.schema(s, base) for s in schema["oneOf"])
            checks.append(lambda v: sum(1 for sub in subs if sub(v)) == 1)
        if "not" in schema:
            sub = self.schema(schema["not"], base)
            checks.append(lambda v: not sub(v))
        if "if" in schema:
            test = self.schema(schema["if"], base)
            then = self.schema(schema.get("then", True), base)
            other = self.schema(schema.get("else", True), base)
            checks.append(lambda v: then(v) if test(v) else other(v))
        if "$ref" in schema:
            ref = schema["$ref"]
            if not isinstance(ref, str):
                raise Unsupported("$ref is a string")
            checks.append(self.ref(ref, base))
        return _all(checks)

    @staticmethod
    def _type(types):
        names = [types] if isinstance(types, str) else list(types)
        if any(name not in _TYPES for name in names):
            raise Unsupported(f"type {types!r}")
        kinds = tuple(_TYPES[name] for name in names)
        return kinds[0] if len(kinds) == 1 else (lambda v: any(kind(v) for kind in kinds))

    @staticmethod
    def _numbers(schema) -> list:
        checks = []
        for word, holds in (("minimum", lambda v, n: v >= n), ("maximum", lambda v, n: v <= n),
                            ("exclusiveMinimum", lambda v, n: v > n), ("exclusiveMaximum", lambda v, n: v < n)):
            if word in schema:
                limit = schema[word]
                if not _is_number(limit):
                    raise Unsupported(f"{word} {limit!r}")
                checks.append(lambda v, limit=limit, holds=holds: not _is_number(v) or holds(v, limit))
        if "multipleOf" in schema:
            step = schema["multipleOf"]
            if type(step) is not int or step <= 0:
                raise Unsupported("multipleOf other than a whole number")   # jsonschema's float rule differs
            checks.append(lambda v: not _is_number(v) or v % step == 0)
        return checks

    def _strings(self, schema) -> list:
        checks = []
        low, high = schema.get("minLength", 0), schema.get("maxLength")
        if "minLength" in schema or "maxLength" in schema:
            checks.append(lambda v: not isinstance(v, str) or (len(v) >= low and (high is None or len(v) <= high)))
        if "pattern" in schema:
            pattern = re.compile(schema["pattern"])
            checks.append(lambda v: not isinstance(v, str) or pattern.search(v) is not None)
        if "format" in schema:
            test = self.formats.get(schema["format"])
            if test is not None:
                checks.append(lambda v: bool(test(v)))
        return checks

    def _object(self, schema, base: str):
        words = ("properties", "required", "additionalProperties", "patternProperties", "propertyNames",
                 "minProperties", "maxProperties")
        if not any(word in schema for word in words):
            return None
        properties = {key: self.schema(sub, base) for key, sub in schema.get("properties", {}).items()}
        patterns = tuple((re.compile(p), self.schema(sub, base))
                         for p, sub in schema.get("patternProperties", {}).items())
        extra = self.schema(schema.get("additionalProperties", True), base)
        names = self.schema(schema.get("propertyNames", True), base)
        required = tuple(schema.get("required", ()))
        low, high = schema.get("minProperties", 0), schema.get("maxProperties")

        def check(v):
            if not isinstance(v, dict):
                return True
            if any(key not in v for key in required) or len(v) < low or (high is not None and len(v) > high):
                return False
            for key, item in v.items():
                if not names(key):
                    return False
                if key in properties and not properties[key](item):
                    return False
                matched = False
                for pattern, sub in patterns:
                    if pattern.search(key) is not None:
                        matched = True
                        if not sub(item):
                            return False
                if key not in properties and not matched and not extra(item):
                    return False
            return True
        return check

    def _array(self, schema, base: str):
        words = ("items", "minItems", "maxItems", "uniqueItems", "contains")
        if not any(word in schema for word in words):
            return None
        if "prefixItems" in schema or isinstance(schema.get("items"), list):
            raise Unsupported("tuple items")
        each = self.schema(schema.get("items", True), base)
        low, high, unique = schema.get("minItems", 0), schema.get("maxItems"), schema.get("uniqueItems", False)
        # minContains and maxContains count only beside contains (as in jsonschema)
        wanted = self.schema(schema["contains"], base) if "contains" in schema else None
        least, most = schema.get("minContains", 1), schema.get("maxContains")

        def check(v):
            if not isinstance(v, list):
                return True
            if len(v) < low or (high is not None and len(v) > high) or (unique and not _unique(v)):
                return False
            if wanted is not None:
                matches = sum(1 for item in v if wanted(item))
                if matches < least or (most is not None and matches > most):
                    return False
            return all(each(item) for item in v)
        return check


def checker(documents: dict, formats: dict, schema_id: str):
    """A function value -> bool for the schema `schema_id` among `documents`; None when it is Unsupported."""
    return Checkers(documents, formats).of(schema_id)


class Checkers:
    """The checks of the schemas of one folder, made as they are asked for: what the schemas share (the
    definitions of common.schema.json) is compiled once for all of them."""

    def __init__(self, documents: dict, formats: dict):
        self._compiler = _Compiler(documents, formats)

    def of(self, schema_id: str):
        """The check of the schema `schema_id`, or None when it is Unsupported."""
        compiled = self._compiler.compiled
        kept = set(compiled)
        try:
            return self._compiler.at(self._compiler.document(schema_id), "")
        except (Unsupported, re.error, TypeError, ValueError):
            # what this attempt made may be unfinished, or wait on what is (a recursive $ref): it must not answer
            # for another schema, which compiles it anew (and is refused as this one was, if it uses it)
            for key in set(compiled) - kept:
                del compiled[key]
            return None
