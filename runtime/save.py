"""Saves are untrusted input: a save is checked against its game's own layout before it becomes a state.

`GameState.to_json()` writes a save; anyone may edit it before it is loaded again. `load_save`
refuses a save that could not have been written by the game, with one line naming the field
(`save: players[0].energy: 1000000000 is above the track's maximum 15`):

1. the text is parsed with limits (size, nesting depth, digits of a number: `parse_json`);
2. it is validated with jsonschema against a schema derived from the compiled game
   (`save_schema`: `GameRules.layout` gives each field's kind, bounds and the table of its ids;
   the steps, options, continuations and player counts come from the rest of `GameRules`);
3. what a schema cannot say is checked in Python (`check_meaning`): seats in order, one pick
   count per player, a step that exists in its phase, the RNG's position;
4. once the state is built, `check_pending` works a pending choice out again by the rules (its
   options must be the ones the rules offer there), and `check_playable` refuses a position the
   rules cannot go on from: a game not over must have someone with a legal move, and the scores
   and every next move must work out.

Games compiled before `GameRules.layout` existed get a layout derived from a fresh state's
values (kinds and bounds, but no table ids).
"""
from __future__ import annotations

import json
import math
import re

import jsonschema
from jsonschema.exceptions import best_match

from .chance import as_player
from .knowledge import plain
from .records import PLAYER_FIELDS
from .rules import TURN_ORDER_KEYS, GameRules, RuleError

MAX_SAVE_CHARS = 8_000_000     # a save of the largest game is a few tens of kB
MAX_DEPTH = 32                 # a save nests about six levels deep
MAX_NUMBER_CHARS = 30          # no field of a game needs more digits than this
MAX_INT = 2 ** 53              # a counter without bounds stays an exact JSON number
MAX_LIST = 100_000             # history, notes, forced rolls
MAX_TEXT = 1_000               # a move's notation, a note
GROUP_DEPTH = 3                # a value an effect holds: a list of lists of groups at most
LOOKAHEAD = 64                 # next moves tried by check_playable
PHASES = ("setup", "round", "over", "hand_setup", "hand_scoring")
OPTIONAL = ("passes", "automata") + TURN_ORDER_KEYS   # keys of saves written before they existed
END_REASONS = ("end game", "end condition", "end trigger", "nobody can act")


class SaveError(RuleError):
    """A save that cannot be loaded: the message names the field."""


# ------------------------------------------------------------------ parsing with limits
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKETS = re.compile(r"[\[\]{}]")
_LONG_NUMBER = re.compile(r"[0-9]{%d,}" % (MAX_NUMBER_CHARS + 1))


def nesting_depth(bare: str) -> int:
    """The deepest nesting of brackets in JSON text with its strings removed, found without recursion."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(bare):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _float(token: str) -> float:
    value = float(token)
    if not math.isfinite(value):
        raise ValueError(f"the number {token[:20]} is out of range")
    return value


def _constant(token: str):
    raise ValueError(f"{token} is not a number JSON allows")


def parse_json(text: str, max_depth: int = MAX_DEPTH):
    """json.loads with limits, checked on the text before parsing: nesting depth, digits of a number.

    Python's own parser would recurse until RecursionError on deep nesting and spend quadratic time
    on a number of many thousand digits (or refuse it with a traceback). Raises ValueError with a
    one-line reason.
    """
    bare = _STRING.sub('""', text)
    depth = nesting_depth(bare)
    if depth > max_depth:
        raise ValueError(f"nested {depth} levels deep (at most {max_depth})")
    long = _LONG_NUMBER.search(bare)
    if long:
        raise ValueError(f"a number of {len(long.group())} digits (at most {MAX_NUMBER_CHARS})")
    try:
        return json.loads(text, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as err:
        raise ValueError(f"not JSON ({err.msg} at column {err.colno})") from None


# ------------------------------------------------------------------ the layout of a game
def layout_of(rules: GameRules) -> dict:
    """The game's layout, or for a game compiled without one, what a fresh state shows of it."""
    if rules.layout:
        return rules.layout
    return {"player": _derived(rules.new_player(_Fresh(rules), 0), rules, "player", exclude=("seat",)),
            "global": _derived(rules.new_globals(_Fresh(rules)), rules, "global")}


class _Fresh:
    """Just enough of a state for new_player/new_globals of an old module to run."""
    def __init__(self, rules):
        self.rules, self.options, self.g, self.players = rules, rules.default_options(), {}, []


def _derived(values: dict, rules, scope: str, exclude=()) -> dict:
    bounds = rules.bounds.get(scope, {})
    sets = set(rules.set_fields.get(scope, ()))
    out = {}
    for name, value in values.items():
        if name in exclude:
            continue
        if name in sets:
            out[name] = {"kind": "set"}
        elif isinstance(value, bool):
            out[name] = {"kind": "flag"}
        elif isinstance(value, int):
            low, high = bounds.get(name, (None, None))
            out[name] = {"kind": "counter", "min": low, "max": high}
        elif isinstance(value, list):
            out[name] = {"kind": "zone"}
        elif isinstance(value, dict):
            numbers = all(isinstance(v, int) for v in value.values())
            out[name] = {"kind": "map", "min": None, "max": None, "keys_are": tuple(value),
                         **({} if numbers else {"of": None, "none": True})}
        else:
            out[name] = {"kind": "symbol", "none": True}
    return out


# ------------------------------------------------------------------ the schema of a save
def _ids(rules, table) -> list | None:
    data = rules.tables.get(table) if table else None
    return sorted(data, key=str) if data is not None else None


def _copies(rules, table) -> int:
    data = rules.tables.get(table) or {}
    return sum(row.get("copies", 1) if isinstance(row, dict) else 1 for row in data.values()) or MAX_LIST


def _id_schema(rules, spec) -> dict:
    """One id of the field's table (or one of its declared values); any text when the layout names none."""
    ids = _ids(rules, spec.get("of")) if spec.get("of") else list(spec["values"]) if "values" in spec else None
    if ids is None:
        return {"type": "string", "maxLength": MAX_TEXT}
    what = f"an id of the table '{spec['of']}'" if spec.get("of") else "a value of the field"
    return {"enum": ids, "description": what}


def _nullable(one: dict, none: bool) -> dict:
    """A field that may also hold no value (`none`, null in a save)."""
    if not none:
        return one
    return {**one, "enum": one["enum"] + [None]} if "enum" in one else {**one, "type": ["string", "null"]}


def _bounded(low, high, what: str) -> dict:
    return {"type": "integer", "minimum": -MAX_INT if low is None else low,
            "maximum": MAX_INT if high is None else high, "description": what}


def field_schema(rules, name: str, spec: dict) -> dict:
    kind = spec["kind"]
    if kind in ("counter", "track"):
        return _bounded(spec.get("min"), spec.get("max"), kind)
    if kind == "flag":
        return {"type": "boolean"}
    if kind == "symbol":
        return _nullable(_id_schema(rules, spec), spec.get("none", True))
    if kind == "set":
        one = _id_schema(rules, spec)
        return {"type": "array", "uniqueItems": True, "items": one, "maxItems": len(one.get("enum", ())) or MAX_LIST}
    if kind == "zone" and spec.get("keys"):     # one pile per id of the keys' table
        keys = _ids(rules, spec["keys"]) or []
        pile = {"type": "array", "items": _id_schema(rules, spec), "maxItems": _copies(rules, spec.get("of"))}
        return {"type": "object", "properties": {k: pile for k in keys}, "required": keys,
                "additionalProperties": False}
    if kind == "zone":
        return {"type": "array", "items": _id_schema(rules, spec), "maxItems": _copies(rules, spec.get("of"))}
    if kind == "tableau":     # placements [card, x, y, turn, token] (runtime/tableau.py)
        placement = {"type": "array", "minItems": 5, "items": False,
                     "prefixItems": [{"type": "string", "maxLength": MAX_TEXT}, _bounded(None, None, "x"),
                                     _bounded(None, None, "y"), {"enum": [0, 90, 180, 270]},
                                     {"type": ["string", "null"], "maxLength": MAX_TEXT}]}
        return {"type": "array", "items": placement, "maxItems": MAX_LIST}
    if kind == "figures":     # {key: figure} (runtime/figures.py)
        side = {"enum": ["N", "E", "S", "W", "camp", "end"]}
        step = {"type": "array", "minItems": 4, "items": False,
                "prefixItems": [_bounded(None, None, "x"), _bounded(None, None, "y"), side, side]}
        figure = {"type": "object", "additionalProperties": False,
                  "required": ["camp", "kind", "route", "at", "walked", "seen", "state"],
                  "properties": {"camp": _bounded(0, MAX_LIST, "placement"), "kind": {"type": "string", "maxLength": MAX_TEXT},
                                 "route": {"type": "array", "items": step, "maxItems": MAX_LIST},
                                 "at": _bounded(0, None, "markers"), "walked": _bounded(0, None, "markers"),
                                 "seen": {"type": "array", "items": {"type": "string", "maxLength": MAX_TEXT},
                                          "maxItems": MAX_LIST},
                                 "state": {"enum": ["waiting", "walking", "stopped", "home"]}}}
        keys = _ids(rules, spec.get("keys")) or []
        return {"type": "object", "properties": {k: figure for k in keys}, "additionalProperties": False}
    if kind == "map":
        keys = _ids(rules, spec.get("keys")) or list(spec.get("keys_are", ()))
        if "of" in spec:
            value = _nullable(_id_schema(rules, spec), spec.get("none", True))
        else:
            value = _bounded(spec.get("min"), spec.get("max"), "map entry")
        return {"type": "object", "properties": {k: value for k in keys}, "required": keys,
                "additionalProperties": False}
    return {}


def _most_seats(rules) -> int:
    """The most seats a table of this game has: its players' and the automata's."""
    return max(rules.most_seats(n) for n in range(rules.min_players, rules.max_players + 1))


def _fields_schema(rules, fields: dict, seat: bool = False, nullable: bool = False) -> dict:
    properties = {name: field_schema(rules, name, spec) for name, spec in fields.items()}
    if seat:
        properties["seat"] = {"type": "integer", "minimum": 0, "maximum": _most_seats(rules) - 1}
    return {"type": ["object", "null"] if nullable else "object", "properties": properties,
            "required": list(properties), "additionalProperties": False}


def _array(items: dict, most: int = MAX_LIST, nullable: bool = False, least: int = 0) -> dict:
    return {"type": ["array", "null"] if nullable else "array", "items": items, "minItems": least, "maxItems": most}


def _tuple(*items) -> dict:
    return {"type": "array", "prefixItems": list(items), "items": False, "minItems": len(items)}


def _group(depth: int) -> dict:
    """An id, a number, or (below `depth` levels) a group of them: a list of groups, such as the ways to
    pair four dice each as its two sums (`[[5, 11], [7, 9], [8, 8]]`), nests one level per list."""
    scalar = {"type": ["string", "integer", "boolean", "null"], "maxLength": MAX_TEXT}
    return scalar if depth == 0 else {"anyOf": [scalar, _array(_group(depth - 1), 1_000)]}


def _choice_value() -> dict:
    """An option or a bound value of a pending choice: an id, a number, a group of them, a list of groups
    (GROUP_DEPTH levels at most), or a player."""
    seat = {"type": "object", "additionalProperties": False, "required": ["seat"],
            "properties": {"seat": {"type": "integer", "minimum": 0, "maximum": 99}},
            "description": "a player the effect holds on to, kept as their seat"}
    return {"anyOf": [_group(GROUP_DEPTH), seat]}


def save_schema(rules: GameRules) -> dict:
    """The JSON Schema (Draft 2020-12) of any save of this game, from its compiled layout."""
    layout = layout_of(rules)
    player = _fields_schema(rules, layout.get("player", {}), seat=True)
    shared = _fields_schema(rules, layout.get("global", {}))
    most = _most_seats(rules)
    steps = max(len(rules.setup), len(rules.round), len(rules.hand_setup), len(rules.hand_scoring), 1)
    picks = max((s.picks for s in rules.setup + rules.round), default=1)
    names = sorted(rules.continuations)
    text = {"type": "string", "maxLength": MAX_TEXT}
    small = {"type": "integer", "minimum": 0, "maximum": 1_000_000}
    pending = {
        "type": ["object", "null"], "additionalProperties": False,
        "required": ["seat", "var", "options", "then", "bound", "after"],
        "properties": {
            "seat": {"type": "integer", "minimum": 0, "maximum": most - 1}, "var": text,
            "options": _array(_choice_value(), 10_000, least=1),
            "then": {"enum": names, "description": "a continuation of the game"},
            "bound": _array(_choice_value(), 100),
            "after": _array(_tuple({"enum": names, "description": "a continuation of the game"},
                                   _array(_choice_value(), 100)), 100),
            "players": {"const": True, "description": "the options are seats"},
            "secret": {"const": True, "description": "the public log hides the pick"},
        },
    }
    properties = {
        "game": {"const": rules.id},
        "seed": {"type": "integer"},
        "options": {"type": "object", "additionalProperties": False, "required": list(rules.options),
                    "properties": {name: {"enum": list(spec["values"]), "description": "a value of the option"}
                                   for name, spec in rules.options.items()}},
        "phase": {"enum": list(PHASES)},
        "step": {"type": "integer", "minimum": 0, "maximum": steps},
        "round": {"type": "integer", "minimum": 0, "maximum": 10_000},
        "picks": _array({"type": "integer", "minimum": 0, "maximum": picks}, most, nullable=True),
        "snapshot": _array(player, most, nullable=True),
        "shared_snapshot": {**shared, "type": ["object", "null"]},
        "end_requested": {"type": "boolean"},
        "forced_rolls": _array({"type": "integer", "minimum": 1, "maximum": 1_000}, 10_000),
        "pending": pending,
        "turn": {"type": "integer", "minimum": 0, "maximum": most - 1},
        "turn_moves": small, "idle_turns": small,
        "passes": {"type": "integer", "minimum": 0, "maximum": max([s.bound for s in rules.round + rules.setup
                                                                      if s.kind == "until"] or [0])},
        "final_turns": {"type": ["integer", "null"], "minimum": 0, "maximum": most},
        "ended_by": {"enum": list(END_REASONS) + [None]},
        "next_turn": {"type": ["integer", "null"], "minimum": 0, "maximum": most - 1},
        "first_player": {"type": "integer", "minimum": 0, "maximum": most - 1},
        "lead": {"type": "integer", "minimum": 0, "maximum": most - 1},
        "hand": {"type": "integer", "minimum": 0, "maximum": 10_000},
        # the seats the game plays itself (game.yaml automata:); saves written before them have none
        "automata": {"type": "array", "maxItems": most, "items": {"type": "integer", "minimum": 0, "maximum": most - 1}},
        "g": shared,
        "players": _array(player, most, least=rules.min_players),
        # long lists of small items are checked item by item in check_meaning: jsonschema takes
        # milliseconds per hundred items, and a save holds 625 words of RNG and every move so far
        "rng": _tuple({"const": 3, "description": "the RNG's version"},
                      {"type": "array", "minItems": 625, "maxItems": 625}, {"type": ["number", "null"]}),
        "notes": {"type": "array", "maxItems": MAX_LIST},
        "history": {"type": "array", "maxItems": MAX_LIST},
        "public": _array({"type": ["string", "null"], "maxLength": MAX_TEXT}),
        "revealed": _array({"type": "array", "minItems": 4, "maxItems": 5,
                            "prefixItems": [{"type": ["integer", "null"], "minimum": 0, "maximum": most - 1},
                                            {"type": ["integer", "null"], "minimum": 0, "maximum": most - 1},
                                            {"enum": sorted(set(layout.get("player", {})) | set(layout.get("global", {})))
                                             or [None]}]}),
    }
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
            "properties": properties, "required": [k for k in properties if k not in OPTIONAL],
            "additionalProperties": False}


# JSON Schema counts 9.0 as an integer and true as no number; a save's whole numbers must be Python ints,
# or the rules would index lists with floats.
_TYPES = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda _checker, value: type(value) is int)
SaveValidator = jsonschema.validators.extend(jsonschema.Draft202012Validator, type_checker=_TYPES)

_VALIDATORS: dict = {}   # id(rules) -> (rules, jsonschema validator, fast check): one compiled schema per game


def _validators(rules: GameRules):
    known = _VALIDATORS.get(id(rules))
    if known is None or known[0] is not rules:
        schema = save_schema(rules)
        known = (rules, SaveValidator(schema), conforms(schema))
        _VALIDATORS[id(rules)] = known
    return known


def validator(rules: GameRules):
    """The jsonschema validator of the game's saves."""
    return _validators(rules)[1]


# ------------------------------------------------------------------ the fast path
# jsonschema takes about 5 ms to walk a save; loading happens at every round trip of the conformance
# tests. `conforms` compiles the few keywords save_schema uses into plain Python checks that say
# only "valid or not"; a save they refuse goes to jsonschema, whose error the message explains,
# and jsonschema has the last word. tests/runtime/test_untrusted_inputs.py checks that both agree
# on every mutated save.
_PY_TYPES = {"object": lambda v: isinstance(v, dict), "array": lambda v: isinstance(v, list),
             "string": lambda v: isinstance(v, str), "integer": lambda v: type(v) is int,
             "number": lambda v: type(v) in (int, float), "boolean": lambda v: isinstance(v, bool),
             "null": lambda v: v is None}


def _key(value):
    """What enum and uniqueItems compare: true is not 1, and 1 is not "1"."""
    return (type(value), value) if isinstance(value, (str, int, float, bool, type(None))) else (list, repr(value))


def conforms(schema):
    """A function telling whether a value is valid against `schema` (the keywords save_schema uses)."""
    if schema is False:
        return lambda value: False
    checks = []
    add = checks.append
    if "type" in schema:
        kinds = [_PY_TYPES[k] for k in (schema["type"] if isinstance(schema["type"], list) else [schema["type"]])]
        add(lambda v: any(kind(v) for kind in kinds))
    if "enum" in schema or "const" in schema:
        allowed = {_key(e) for e in schema.get("enum", [schema.get("const")])}
        add(lambda v: _key(v) in allowed)
    if "anyOf" in schema:
        options = [conforms(s) for s in schema["anyOf"]]
        add(lambda v: any(option(v) for option in options))
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is not None or high is not None:
        low = -math.inf if low is None else low
        high = math.inf if high is None else high
        add(lambda v: type(v) not in (int, float) or low <= v <= high)
    if "maxLength" in schema:
        add(lambda v, most=schema["maxLength"]: not isinstance(v, str) or len(v) <= most)
    if "properties" in schema or "required" in schema:
        add(_object_check(schema))
    if any(k in schema for k in ("items", "prefixItems", "minItems", "maxItems", "uniqueItems")):
        add(_array_check(schema))
    return lambda value: all(check(value) for check in checks)


def _object_check(schema):
    properties = {k: conforms(s) for k, s in schema.get("properties", {}).items()}
    required, closed = schema.get("required", ()), schema.get("additionalProperties") is False

    def check(v):
        if not isinstance(v, dict):
            return True
        if any(k not in v for k in required) or (closed and any(k not in properties for k in v)):
            return False
        return all(properties[k](item) for k, item in v.items() if k in properties)
    return check


def _array_check(schema):
    first = [conforms(s) for s in schema.get("prefixItems", ())]
    rest = conforms(schema["items"]) if "items" in schema else (lambda value: True)
    least, most, unique = schema.get("minItems", 0), schema.get("maxItems", math.inf), schema.get("uniqueItems")

    def check(v):
        if not isinstance(v, list):
            return True
        if not least <= len(v) <= most or (unique and len({_key(i) for i in v}) != len(v)):
            return False
        return all(fn(i) for fn, i in zip(first, v)) and all(rest(i) for i in v[len(first):])
    return check


# ------------------------------------------------------------------ messages
def field_path(parts) -> str:
    """players[0].energy, as the message names the field."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", part):
            out += f".{part}" if out else part
        else:
            out += f"[{json.dumps(part)}]"
    return out or "the save"


def _show(value) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 60 else text[:57] + "..."


_SCHEMA_TYPES = {"object": "an object", "array": "a list", "string": "a text", "integer": "a whole number",
                 "number": "a number", "boolean": "true/false", "null": "null"}
_JSON_TYPES = {dict: "an object", list: "a list", str: "a text", bool: "true/false", int: "a whole number",
               float: "a number", type(None): "null"}


def explain(error) -> str:
    """One line for a jsonschema error: the field's path, what it holds, what it should hold."""
    path, value, rule, schema = field_path(error.absolute_path), error.instance, error.validator, error.schema
    what = schema.get("description", "field") if isinstance(schema, dict) else "field"
    if rule == "type":
        expected = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        expected = " or ".join(_SCHEMA_TYPES.get(k, k) for k in expected)
        return f"{path}: {_show(value)} is {_JSON_TYPES.get(type(value), 'a value')}, not {expected}"
    if rule == "maximum":
        return f"{path}: {_show(value)} is above the {what}'s maximum {error.validator_value}"
    if rule == "minimum":
        return f"{path}: {_show(value)} is below the {what}'s minimum {error.validator_value}"
    if rule == "required":
        missing = [k for k in error.validator_value if k not in value]
        return f"{path}: the key '{missing[0]}' is missing"
    if rule == "additionalProperties":
        known = schema.get("properties", {})
        extra = sorted(k for k in value if k not in known)
        return f"{field_path(list(error.absolute_path) + [extra[0]])}: an unknown key"
    if rule == "enum":
        allowed = [_show(v) for v in error.validator_value]
        shown = ", ".join(allowed[:8]) + (" …" if len(allowed) > 8 else "") or "none"
        return f"{path}: {_show(value)} is not {what if what != 'field' else 'allowed'} ({shown})"
    if rule == "const":
        return f"{path}: {_show(value)} should be {_show(error.validator_value)}"
    if rule in ("minItems", "maxItems"):
        bound = "at least" if rule == "minItems" else "at most"
        return f"{path}: {len(value)} items, {bound} {error.validator_value} expected"
    if rule == "uniqueItems":
        return f"{path}: an item appears twice"
    if rule in ("maxLength", "minLength"):
        return f"{path}: a text of {len(value)} characters, at most {error.validator_value}"
    if rule == "items" or rule == "prefixItems":
        return f"{path}: {len(value)} items, {len(schema.get('prefixItems', ()))} expected"
    return f"{path}: {error.message[:120]}"


# ------------------------------------------------------------------ loading
def load_save(rules: GameRules, text: str) -> dict:
    """The save's data once it is parsed and valid; SaveError naming the field otherwise."""
    if not isinstance(text, str):
        raise SaveError("save: a save is JSON text")
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError(f"save: {len(text)} characters; a save has at most {MAX_SAVE_CHARS}")
    try:
        data = parse_json(text)
    except ValueError as err:
        raise SaveError(f"save: {err}") from None
    if isinstance(data, dict) and "game" in data and data["game"] != rules.id:
        raise SaveError(f"save: this save is of {_show(data['game'])}, not '{rules.id}'")
    _rules, slow, fast = _validators(rules)
    if not fast(data):
        error = best_match(slow.iter_errors(data))
        if error is not None:
            raise SaveError("save: " + explain(error))
    check_meaning(rules, data)
    return data


def check_meaning(rules: GameRules, data: dict) -> None:
    """What the schema cannot say: counts that follow the number of players, steps of the phase, the RNG."""
    def refuse(path, message):
        raise SaveError(f"save: {path}: {message}")

    n = len(data["players"])
    options = data.get("options") if isinstance(data.get("options"), dict) else None
    players = rules.players_at(n, len(data.get("automata", ())), options)
    if not rules.min_players <= players <= rules.max_players:
        refuse("players", f"{n} players; {rules.name} is for {rules.min_players}–{rules.max_players}")
    if sorted(data.get("automata", ())) != sorted(rules.automaton_seats(players, options)) and "automata" in data:
        refuse("automata", f"seats {data['automata']}; at {players} players the game plays seats "
                           f"{sorted(rules.automaton_seats(players, options))}")
    for seat, p in enumerate(data["players"]):
        if p["seat"] != seat:
            refuse(f"players[{seat}].seat", f"{p['seat']} in the place of seat {seat}")
    for key in ("picks", "snapshot"):
        if data[key] is not None and len(data[key]) != n:
            refuse(key, f"{len(data[key])} entries for {n} players")
    for seat, p in enumerate(data["snapshot"] or ()):
        if p["seat"] != seat:
            refuse(f"snapshot[{seat}].seat", f"{p['seat']} in the place of seat {seat}")
    for key, value in (("turn", data["turn"]), ("pending.seat", (data["pending"] or {}).get("seat", 0)),
                       *((k, data[k] or 0) for k in ("next_turn", "first_player", "lead") if k in data)):
        if value >= n:
            refuse(key, f"seat {value} does not exist in a {n}-player game")
    _check_rng(data["rng"][1], refuse)
    for i, entry in enumerate(data["history"]):
        if not (_is_pair(entry) and _is_int(entry[0]) and _is_text(entry[1])):
            refuse(f"history[{i}]", f"{_show(entry)} is not a [seat, move] pair")
        if not 0 <= entry[0] < n:
            refuse(f"history[{i}][0]", f"seat {entry[0]} does not exist in a {n}-player game")
    if len(data["public"]) != len(data["history"]):
        refuse("public", f"{len(data['public'])} entries for {len(data['history'])} moves of the history")
    for i, fact in enumerate(data["revealed"]):
        if fact[1] is not None and fact[1] >= n:
            refuse(f"revealed[{i}][1]", f"seat {fact[1]} does not exist in a {n}-player game")
        if fact[0] is not None and fact[0] >= n:
            refuse(f"revealed[{i}][0]", f"seat {fact[0]} does not exist in a {n}-player game")
        if fact[2] not in layout_of(rules).get("global" if fact[1] is None else "player", {}):
            refuse(f"revealed[{i}][2]", f"'{fact[2]}' is not a {'shared' if fact[1] is None else 'player'} field")
    for i, entry in enumerate(data["notes"]):
        if not (isinstance(entry, list) and len(entry) == 3 and _is_int(entry[0])
                and (entry[1] is None or _is_int(entry[1])) and _is_text(entry[2])):
            refuse(f"notes[{i}]", f"{_show(entry)} is not a [round, seat, text] note")
    phase, step = data["phase"], data["step"]
    if (phase == "over") != (data["ended_by"] is not None):
        refuse("ended_by", "a finished game records why it ended, and only a finished game does")
    if phase == "over":
        return
    steps = {"setup": rules.setup, "hand_setup": rules.hand_setup, "hand_scoring": rules.hand_scoring}.get(
        phase, rules.round)
    if step >= len(steps):
        refuse("step", f"the {phase} has {len(steps)} steps, not a step {step}")
    current = steps[step]
    if data["pending"] is None:
        if current.kind != "decide" or data["picks"] is None:
            refuse("step", f"a save waits for a decision, but '{current.name}' of the {phase} asks for none")
        for seat, left in enumerate(data["picks"]):
            if left > current.picks:
                refuse(f"picks[{seat}]", f"{left} picks left in '{current.name}', which gives {current.picks}")
    if phase == "setup" and data["round"] != 0:
        refuse("round", "the setup comes before round 1")


WORD = 2 ** 32 - 1


def _is_int(value) -> bool:
    return type(value) is int   # not a bool: true is no seat


def _is_text(value) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _is_pair(value) -> bool:
    return isinstance(value, list) and len(value) == 2


def _check_rng(words: list, refuse) -> None:
    """Mersenne Twister's state: 624 words of 32 bits, then the position in them (0..624)."""
    for i, word in enumerate(words[:624]):
        if not (_is_int(word) and 0 <= word <= WORD):
            refuse(f"rng[1][{i}]", f"{_show(word)} is not a 32-bit word of the RNG's state")
    if not (_is_int(words[624]) and 0 <= words[624] <= 624):
        refuse("rng[1][624]", f"the RNG's position {_show(words[624])} is not 0..624")


def check_pending(state) -> None:
    """A choice the game waits on is the rules' own: worked out again, it must be the one the save holds.

    Nothing happens between an effect's question and a save of the game waiting on it, so the rules,
    asked again from the saved state and the values the effect holds (`GameRules.choice_options`),
    give the same choice: its name, whether it is secret, whether its options are players, and the
    options in their order. A save whose options were changed (`temple bogus`) would let the pick do
    what no game can. Games compiled before choice_options are left to the schema and check_playable.
    """
    pending, rules = state.pending, state.rules
    if pending is None or not rules.choice_options:
        return
    asked = rules.choice_options.get(pending["then"])
    if asked is None:
        raise SaveError(f"save: pending.then: '{pending['then']}' does not wait on a choice")
    var, secret, options_of = asked
    if pending["var"] != var:
        raise SaveError(f"save: pending.var: {_show(pending['var'])}; '{pending['then']}' waits on '{var}'")
    if bool(pending.get("secret")) != secret:
        raise SaveError(f"save: pending.secret: the choice '{var}' is {'secret' if secret else 'not secret'}")
    options = _options_again(state, pending, var, options_of)
    players = bool(options) and isinstance(options[0], PLAYER_FIELDS)     # a choice among players: seats (ask)
    if players:
        options = [o["seat"] for o in options]
    if bool(pending.get("players")) != players:
        raise SaveError(f"save: pending.players: the options of '{var}' are {'' if players else 'not '}players")
    _same_options(plain(pending["options"]), plain(options), var)


def _options_again(state, pending: dict, var: str, options_of) -> list:
    """The options the rules give the pending choice now, from the values the waiting effect holds."""
    p = state.players[pending["seat"]]
    try:
        bound = [as_player(state, b) for b in pending["bound"]]
        return list(options_of(state, p, *bound))
    except Exception as err:  # noqa: BLE001 - untrusted values broke the rules' code: refuse the save
        raise SaveError(f"save: pending.bound: the rules cannot work out the options of '{var}' from "
                        f"{_show(pending['bound'])} ({type(err).__name__}: {str(err)[:80]})") from None


def _same_options(saved: list, offered: list, var: str) -> None:
    """The saved options are exactly the offered ones, in order; the message names the first that is not."""
    def key(option):
        return json.dumps(option, sort_keys=True)     # true is not 1, as in the schema's enums
    if not offered:
        raise SaveError(f"save: pending.options: the rules offer no option of '{var}' here, so no choice waits")
    allowed = {key(o) for o in offered}
    shown = ", ".join(_show(o) for o in offered[:8]) + (" …" if len(offered) > 8 else "")
    for i, option in enumerate(saved):
        if key(option) not in allowed:
            raise SaveError(f"save: pending.options[{i}]: {_show(option)} is not an option of '{var}' here "
                            f"(the rules offer {shown})")
    if [key(o) for o in saved] != [key(o) for o in offered]:
        raise SaveError(f"save: pending.options: the rules offer {len(offered)} options of '{var}' here, in this "
                        f"order: {shown}")


def check_playable(state) -> None:
    """A loaded game that is not over must go on: someone has a legal move, and the rules can score and apply it.

    The rules' generated code trusts the state it is given; a state the schema allows may still
    hold a combination no game reaches (a lookup past its table, a pick that the continuation
    cannot take). Trying the next moves on copies finds those now rather than midway through play.
    """
    if state.is_over():
        _try(state, "scores", state.scores)
        return
    moves = _try(state, "legal moves", state.legal_actions)
    if not moves:
        raise SaveError("save: the save describes a position with no legal move while the game is not over")
    _try(state, "scores", state.scores)
    for move in moves[:LOOKAHEAD]:
        _try(state, f"the move '{move}'", lambda: state.clone().apply(move, check=False))


def _try(state, what: str, work):
    try:
        return work()
    except SaveError:
        raise
    except Exception as err:  # noqa: BLE001 - untrusted data broke the rules' code: refuse the save, not crash
        said = str(err)[:100] if isinstance(err, RuleError) else f"{type(err).__name__}: {str(err)[:80]}"
        raise SaveError(f"save: the rules cannot go on from this position ({what}: {said})") from None
