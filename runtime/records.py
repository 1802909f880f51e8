"""The compiled state layout: a player's fields, or the shared ones, as the slots of a record.

`rules.py` keeps a player as a dict (`p["energy"]`): the readable state that saves, logs, scenarios
and agents see. A game's compiled playout (`generated/<game>/fast.py`) plays on its `layout.py`,
the same rules written over records (`p.energy`): a slot is read and written in about half the
time of a dict's key, and the playout reads fields more than it does anything else. `to_layout`
turns the state's dicts into records when the playout starts and back when it ends, once a game.

A record still answers to `p["energy"]`, `p.get`, `p.items()`, …: the general runtime (the end of a
round, piles, dice, pending choices, the scoring) reads fields by name, and works on either form.
A field whose name is a Python keyword or one of these methods (Trail Story's `items`) is held in
the slot `items_` (`slot_name`): layout.py writes `p.items_`, and `p["items"]` still finds it.
"""
from __future__ import annotations

import keyword


def slot_name(field: str) -> str:
    """The slot holding `field`: its own name, or with `_` after it when that name is a Python keyword or
    a name of the record's own (a method such as `items`)."""
    return field + "_" if keyword.iskeyword(field) or keyword.issoftkeyword(field) or field in _RECORD_NAMES else field


class Record:
    """The fields of one player (or the shared fields) as slots; `__slots__` lists them in the dict's order,
    `FIELDS` their names in the dict (the same but where `slot_name` had to add `_`)."""

    __slots__ = ()
    FIELDS: tuple = ()

    # p["energy"]: the attribute itself, through the C functions (no Python frame per read); a record with
    # a renamed slot reads by name through `_slot_item` instead (record_type)
    __getitem__ = object.__getattribute__
    __setitem__ = object.__setattr__

    @classmethod
    def of(cls, fields: dict) -> "Record":
        record = cls.__new__(cls)
        set_field = cls.__setitem__     # by the field's name: a renamed slot is found as p["items"] finds it
        for name, value in fields.items():
            set_field(record, name, value)
        return record

    def readable(self) -> dict:
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
        return list(self.readable().items())

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
        return type(self).of(self.readable())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.readable()!r})"


_RECORD_NAMES = frozenset(dir(Record))


def _slot_item(self, name):
    return object.__getattribute__(self, self.SLOTS.get(name, name))


def _set_slot_item(self, name, value):     # a name that is no field fails as on any record: AttributeError
    object.__setattr__(self, self.SLOTS.get(name, name), value)


def record_type(name: str, fields: tuple) -> type:
    """The record class of a game's players (or shared fields): `fields` are its fields' names, in order.

    Called by a generated layout.py at import (compiler/codegen/guard.py allows it), so it checks what it
    is given: plain lowercase names only, each held in a slot of its own (`slot_name`)."""
    fields = tuple(fields)
    for field in fields:
        if not (isinstance(field, str) and field.isidentifier() and field.isascii() and field[:1].islower()):
            raise ValueError(f"{field!r} cannot be a field of a record")
    slots = tuple(slot_name(field) for field in fields)
    if len(set(slots)) != len(slots) or _RECORD_NAMES & set(slots):
        raise ValueError(f"the fields {', '.join(fields)} cannot each have a slot of their own")
    body = {"__slots__": slots, "FIELDS": slots if slots == fields else fields, "__module__": __name__}
    if slots != fields:     # a renamed slot: p["items"] reads the slot `items_`
        body.update(SLOTS=dict(zip(fields, slots)), __getitem__=_slot_item, __setitem__=_set_slot_item)
    return type(name, (Record,), body)


def to_layout(state, rules, player: type, shared: type) -> None:
    """Play `state` on a game's layout from now on: its players and shared fields as records, its rules those
    of the game's `layout.py`, which read them as attributes. `from_layout` turns it back."""
    state.readable_rules = state.rules
    state.players = [player.of(p) for p in state.players]
    state.g = shared.of(state.g)
    state.rules = rules


def from_layout(state) -> None:
    """The readable state again (dicts, the game's rules.py), if `to_layout` had changed it."""
    readable_rules = getattr(state, "readable_rules", None)
    if readable_rules is None:
        return
    state.rules = readable_rules
    state.readable_rules = None
    state.players = [p.readable() if isinstance(p, Record) else p for p in state.players]
    if isinstance(state.g, Record):
        state.g = state.g.readable()
