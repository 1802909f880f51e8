"""The compiled state layout: `generated/<game>/layout.py`, the rules written over records.

A game with a compiled playout (fast.py) plays it on records (runtime/records.py): a player's fields
and the shared ones as the slots of one object each, read as attributes (`p.energy`), which CPython
reads and writes in about half the time of a dict's key. `layout.py` is rules.py written again by the
same emitter with that one spelling changed (`PyGen.records`), so every function the playout or the
runtime calls during it — setters, steps, costs, continuations of a choice, the end of a round, the
scoring — reads records: nothing converts at a step's edges, only once at the start and the end of a
game. rules.py, which designers read and saves, logs and agents use, keeps its dicts.

A game gets a layout only when every field can be an attribute: a plain Python name, not a keyword,
not a method of the records; otherwise its fast.py plays on rules.py's dicts, as before.
"""
from __future__ import annotations

import keyword

from runtime.records import Record

MODULE = "layout.py"
TAKEN = frozenset(dir(Record))


def layout_support(model) -> str | None:
    """Why this game's fields cannot be records (None: they can)."""
    for name in ["seat", *model.player, *model.globals]:
        if not name.isidentifier() or keyword.iskeyword(name) or keyword.issoftkeyword(name):
            return f"the field '{name}' is not a Python name"
        if name in TAKEN:
            return f"the field '{name}' is a name records keep for themselves"
    return None


def layout_emitter(emitter, data_names: set):
    """(an emitter writing records, the text of layout.py), or None when the game keeps dicts."""
    if layout_support(emitter.model) is not None:
        return None
    from .emit import Emitter      # layout.py is rules.py written by a second emitter
    layout = Emitter(emitter.model, emitter.gen.resolver, records=True)
    text = layout.rules_module(data_names)
    if layout.diags:               # rules.py was written, so this is a construct records do not spell yet
        return None
    return layout, text
