"""The compiled state layout: `generated/<game>/layout.py`, the rules written over records.

A game with a compiled playout (fast.py) plays it on records (runtime/records.py): a player's fields
and the shared ones as the slots of one object each, read as attributes (`p.energy`), which CPython
reads and writes in about half the time of a dict's key. `layout.py` is rules.py written again by the
same emitter with that one spelling changed (`PyGen.records`), so every function the playout or the
runtime calls during it — setters, steps, costs, continuations of a choice, the end of a round, the
scoring — reads records: nothing converts at a step's edges, only once at the start and the end of a
game. rules.py, which designers read and saves, logs and agents use, keeps its dicts.

A field named like a Python keyword or a method of the records (`items`) is held in a slot with `_`
after its name (`runtime.records.slot_name`: `p.items_`). A game gets a layout only when every field
then has a slot of its own; otherwise its fast.py plays on rules.py's dicts, as before.
"""
from __future__ import annotations

from runtime.records import record_type

MODULE = "layout.py"


def layout_support(model) -> str | None:
    """Why this game's fields cannot be records (None: they can): what `record_type` would refuse when the
    game's layout.py makes its record types at import."""
    for name, fields in (("Player", ("seat", *model.player)), ("Shared", tuple(model.globals))):
        try:
            record_type(name, fields)
        except ValueError as err:
            return str(err)
    return None


def layout_emitter(emitter, data_names: set):
    """(an emitter writing records, the text of layout.py), or None when the game keeps dicts."""
    if layout_support(emitter.model) is not None:
        return None
    # layout.py is rules.py written by a second emitter of the same kind (emit.py's, which calls this one)
    layout = type(emitter)(emitter.model, emitter.gen.resolver, records=True)
    text = layout.rules_module(data_names)
    if layout.diags:               # rules.py was written, so this is a construct records do not spell yet
        return None
    return layout, text
