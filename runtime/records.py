"""The game state's fields as records: a player's fields, or the shared ones, as the slots of one object.

A compiled game's `rules.py` defines its record types (`Player = record_type("Player", (...))`,
`Shared`) and reads and writes fields as attributes (`p.energy`, `state.g.week`): CPython reads and
writes a slot in about half the time of a dict's key, and rules read fields more than they do anything
else. `GameState` holds records from the start, so `apply`, `legal_moves`, the random playouts, greedy
look-ahead and every ISMCTS world run on the same state, and `clone()` copies a record slot by slot
(`copy_player` in rules.py), not through a dict.

A record still answers to `p["energy"]`, `p.get`, `p.items()`, … (its mapping interface): the general
runtime (the end of a round, piles, dice, pending choices, the scoring), scenarios and the terminal read
fields by name. What leaves the game — a save, an observation, a log — is plain data (`readable()`,
`runtime.knowledge.plain`); a load or a scenario's `given:` builds records again (`Record.of`).

A field's slot is its own name, but for a name Python cannot hold as an attribute of a record (`slot_name`):
a field named like a keyword or a method of the records (Trail Story's `items`) is held in `items_`, and a
`-` in a name is written `X` (field names are lower case, so neither clashes with another field's slot).
"""
from __future__ import annotations

import keyword
import re

# In a lowered module's `DECISIONS`, a parameter over a tableau's spots, held as cells: named "x,y" as rules.py names
# it (runtime/lowered.py Menu). Here, not in runtime/lowered.py, because the compiler prints it: the compiler may import
# only what a native build does not compile (importing runtime/lowered.py would load runtime.state before it).
SPOT = "spot"


def slot_name(field: str) -> str:
    """The slot holding `field`: its own name, written so that Python can hold it as an attribute of a record.

    A `-` becomes `X`; a name that is then a Python keyword or a name of the record's own (a method such
    as `items`), or is one followed by `_`s, gets one `_` more: `items` is held in `items_`, a field
    `items_` in `items__`. Field names are lower case (compiler/frontend/names.py), so no two fields share
    a slot and no slot is a method's (tests/runtime/test_records.py)."""
    slot = field.replace("-", "X")
    stem = slot.rstrip("_")
    if keyword.iskeyword(stem) or keyword.issoftkeyword(stem) or stem in _RECORD_NAMES:
        return slot + "_"
    return slot


class Record:
    """The fields of one player (or the shared fields) as slots; `__slots__` lists them in the game's order,
    `FIELDS` their names (the same but where `slot_name` had to write a name otherwise)."""

    __slots__ = ()
    FIELDS: tuple = ()

    # p["energy"]: the attribute itself, through the C functions (no Python frame per read); a record with
    # a renamed slot reads by name through `_slot_item` instead (record_type)
    __getitem__ = object.__getattribute__
    __setitem__ = object.__setattr__

    @classmethod
    def blank(cls) -> "Record":
        """A record of this type with no field set yet: a copy sets them slot by slot (rules.py `copy_player`)."""
        return object.__new__(cls)

    @classmethod
    def of(cls, fields: dict) -> "Record":
        """A record holding `fields` (a mapping of every field's name to its value: a new player, a load)."""
        record = object.__new__(cls)
        set_field = cls.__setitem__     # by the field's name: a renamed slot is found as p["items"] finds it
        for name, value in fields.items():
            set_field(record, name, value)
        return record

    def readable(self) -> dict:
        """The fields as a dict, by their names, in order (what a save or an observation is made of)."""
        get = object.__getattribute__
        return {name: get(self, slot) for name, slot in zip(self.FIELDS, self.__slots__)}

    def get(self, name, default=None):
        return self[name] if name in self.FIELDS else default

    def keys(self):
        return self.FIELDS

    def values(self):
        get = object.__getattribute__
        return [get(self, slot) for slot in self.__slots__]

    def items(self):
        get = object.__getattribute__
        return [(name, get(self, slot)) for name, slot in zip(self.FIELDS, self.__slots__)]

    def update(self, fields=(), **more) -> None:
        """Set fields by name, as a dict's `update` does (a test or a tool setting up a position)."""
        set_field = type(self).__setitem__
        for name, value in [*dict(fields).items(), *more.items()]:
            set_field(self, name, value)

    def __contains__(self, name) -> bool:
        return name in self.FIELDS

    def __iter__(self):
        return iter(self.FIELDS)

    def __len__(self) -> int:
        return len(self.__slots__)

    def __eq__(self, other) -> bool:
        if isinstance(other, Record):
            other = other.readable()
        return self.readable() == other

    __hash__ = None

    def __copy__(self) -> "Record":
        """A shallow copy, slot by slot (rules.py's `copy_player` also copies the containers)."""
        copy = object.__new__(type(self))
        get, put = object.__getattribute__, object.__setattr__
        for slot in self.__slots__:
            put(copy, slot, get(self, slot))
        return copy

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.readable()!r})"


_RECORD_NAMES = frozenset(dir(Record))
# what holds a player's fields: a record, or a dict (rules written by hand, or compiled before records)
PLAYER_FIELDS = (Record, dict)
_FIELD_NAME = re.compile(r"[a-z][a-z0-9_-]*", re.ASCII)


def _slot_item(self, name):
    return object.__getattribute__(self, self.SLOTS.get(name, name))


def _set_slot_item(self, name, value):     # a name that is no field fails as on any record: AttributeError
    object.__setattr__(self, self.SLOTS.get(name, name), value)


def record_type(name: str, fields: tuple) -> type:
    """The record class of a game's players (or shared fields): `fields` are its fields' names, in order.

    Called by a generated rules.py at import (compiler/codegen/guard.py allows it), so it checks what it
    is given: field names only (lower case, as compiler/frontend/names.py allows), each held in a slot of
    its own (`slot_name`)."""
    fields = tuple(fields)
    for field in fields:
        if not (isinstance(field, str) and _FIELD_NAME.fullmatch(field)):
            raise ValueError(f"{field!r} cannot be a field of a record")
    slots = tuple(slot_name(field) for field in fields)
    if len(set(slots)) != len(slots) or _RECORD_NAMES & set(slots):
        raise ValueError(f"the fields {', '.join(fields)} cannot each have a slot of their own")
    body = {"__slots__": slots, "FIELDS": fields, "__module__": __name__}
    if slots != fields:     # a renamed slot: p["items"] reads the slot `items_`
        body.update(SLOTS=dict(zip(fields, slots)), __getitem__=_slot_item, __setitem__=_set_slot_item)
    return type(name, (Record,), body)
