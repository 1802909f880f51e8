"""The compiled state layout: a player's fields, or the shared ones, as the slots of a record.

`rules.py` keeps a player as a dict (`p["energy"]`): the readable state that saves, logs, scenarios
and agents see. A game's compiled playout (`generated/<game>/fast.py`) plays on its `layout.py`,
the same rules written over records (`p.energy`): a slot is read and written in about half the
time of a dict's key, and the playout reads fields more than it does anything else. `to_layout`
turns the state's dicts into records when the playout starts and back when it ends, once a game.

A record still answers to `p["energy"]`, `p.get`, `p.items()`, …: the general runtime (the end of a
round, piles, dice, pending choices, the scoring) reads fields by name, and works on either form.
The compiler gives a game a layout only when no field name is a Python keyword or one of these
methods (compiler/codegen/records.py), so an attribute always is the field of that name.
"""
from __future__ import annotations


class Record:
    """The fields of one player (or the shared fields) as slots; `__slots__` lists them in the dict's order."""

    __slots__ = ()

    # p["energy"]: the attribute itself, through the C functions (no Python frame per read)
    __getitem__ = object.__getattribute__
    __setitem__ = object.__setattr__

    @classmethod
    def of(cls, fields: dict) -> "Record":
        record = cls.__new__(cls)
        for name, value in fields.items():
            setattr(record, name, value)
        return record

    def readable(self) -> dict:
        return {name: getattr(self, name) for name in self.__slots__}

    def get(self, name, default=None):
        return getattr(self, name, default) if name in self.__slots__ else default

    def keys(self):
        return self.__slots__

    def values(self):
        return [getattr(self, name) for name in self.__slots__]

    def items(self):
        return [(name, getattr(self, name)) for name in self.__slots__]

    def __contains__(self, name) -> bool:
        return name in self.__slots__

    def __iter__(self):
        return iter(self.__slots__)

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


def record_type(name: str, fields: tuple) -> type:
    """The record class of a game's players (or shared fields): `fields` are its slots, in order.

    Called by a generated layout.py at import (compiler/codegen/guard.py allows it), so it checks what it
    is given: plain lowercase names only, never a name of the record's own methods."""
    taken = set(dir(Record))
    for field in fields:
        if not (isinstance(field, str) and field.isidentifier() and field.isascii() and field[:1].islower()) \
                or field in taken:
            raise ValueError(f"{field!r} cannot be a field of a record")
    return type(name, (Record,), {"__slots__": tuple(fields), "__module__": __name__})


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
