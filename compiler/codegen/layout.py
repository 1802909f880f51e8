"""The layout of a game's state as plain data, for the runtime to check saves against (runtime/save.py).

A save is untrusted input: the runtime validates it against the game's own fields — their kinds,
bounds and the tables their ids come from — which only the compiler knows. `save_layout` writes
that knowledge into `GameRules(layout=..., tables=...)`; the runtime derives a JSON Schema from it.
"""
from __future__ import annotations

from ..frontend.model import FieldDef, GameModel
from .pygen import const_name


def field_layout(fdef: FieldDef) -> dict:
    """One field: its kind and, where they apply, its bounds, the table of its ids and the table of its keys."""
    spec: dict = {"kind": fdef.type}
    if fdef.type in ("counter", "track", "map"):
        spec["min"], spec["max"] = fdef.min, fdef.max
    if fdef.of is not None:
        spec["of"] = fdef.of
    if fdef.type == "symbol" and fdef.of is None:
        spec["values"] = tuple(fdef.values)
    if fdef.type in ("map", "figures") or (fdef.type == "zone" and fdef.keys is not None):
        spec["keys"] = fdef.keys
    if fdef.type == "figures":      # the tableau whose trails they walk (`cairn picture` draws them on it)
        spec["on"] = fdef.on
    if fdef.type == "symbol" or (fdef.type == "map" and fdef.of is not None):
        spec["none"] = fdef.start in (None, "none")   # may it hold no value at all?
    if fdef.type == "tableau":      # what `cairn picture` draws it with: the decks, their trails, what is fixed
        spec["decks"], spec["fixed"] = tuple(fdef.decks), tuple(fdef.fixed)
    return spec


def trails_column(model: GameModel, decks) -> tuple:
    """(column, cells per card side, table of kinds) of the first column of trails among `decks`, or None."""
    for deck in decks:
        for col, kind in (model.tables[deck].columns.items() if deck in model.tables else ()):
            if kind[0] == "trails":
                return col, kind[2], kind[1]
    return None


def save_layout(model: GameModel) -> tuple[dict, list]:
    """({"player": {field: spec}, "global": {...}}, [(table, its data constant)] of every table a spec names,
    and the trail's: `cairn play` draws it)."""
    layout = {"player": {f.name: field_layout(f) for f in model.player.values()},
              "global": {f.name: field_layout(f) for f in model.globals.values()}}
    for spec in list(layout["player"].values()) + list(layout["global"].values()):
        if spec["kind"] == "tableau":
            found = trails_column(model, spec["decks"])
            if found:
                spec["column"], spec["cells"], kinds = found
                spec["kinds"] = tuple(model.tables[kinds].ids()) if kinds in model.tables else ()
    named = sorted({spec[key] for scope in layout.values() for spec in scope.values()
                    for key in ("of", "keys") if spec.get(key) in model.tables} |
                   {deck for scope in layout.values() for spec in scope.values()
                    for deck in spec.get("decks", ()) if deck in model.tables} |
                   ({model.trail["spaces"]} if model.trail else set()))
    return layout, [(name, const_name(name)) for name in named]
