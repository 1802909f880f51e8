"""`trail:` of game.yaml: a board that is one trail of spaces walked in order (Appalachian's shelters and dots).

The rules never read it: it tells the runtime which table is the trail and which player field says
where a player stands on it, so `cairn play` can draw the trail as a strip (runtime/strip.py). Every
name it gives is checked here, where the designer wrote it (E630–E633).
"""
from __future__ import annotations

from .diagnostics import did_you_mean
from .load import Node

POSITION_KINDS = ("counter", "track")


def read_trail(reader, model, node: Node | None) -> None:
    """Check `trail:` (its shape was checked by the schema) and keep it as plain data in model.trail."""
    if node is None or not isinstance(node.value, dict):
        return
    t = node.value
    table = model.tables.get(t["spaces"].value)
    if table is None:
        reader.error("E630", f"the trail's spaces '{t['spaces'].value}' are not a table of the game", t["spaces"].span,
                     help=did_you_mean(t["spaces"].value, model.tables) or
                     "name a table (tables:, board.yaml) whose rows are the spaces in order")
        return
    reported = len(reader.diags)
    booleans = tuple(col for col, kind in table.columns.items() if kind[0] == "bool")
    found = {"spaces": table.name, "position": check_position(reader, model, table, t["position"]),
             "sections": check_column(reader, table, t["sections"], "sections", None) if "sections" in t else None,
             "marks": tuple(check_column(reader, table, mark, "mark", ("bool",)) for mark in t["marks"].value)
             if "marks" in t else booleans,
             "backwards": check_backwards(reader, model, t["backwards"].value) if "backwards" in t else None}
    if len(reader.diags) == reported:
        model.trail = found


def check_position(reader, model, table, node: Node) -> str | None:
    """The player field of the position: a number of spaces walked, or a symbol naming a space."""
    fdef = model.player.get(node.value)
    if fdef is not None and (fdef.type in POSITION_KINDS or (fdef.type == "symbol" and fdef.of == table.name)):
        return fdef.name
    fitting = [f.name for f in model.player.values()
               if f.type in POSITION_KINDS or (f.type == "symbol" and f.of == table.name)]
    what = "not a player field" if fdef is None else f"a player {fdef.type}"
    reader.error("E631", f"the trail's position '{node.value}' is {what}; it must be a player counter or track "
                 f"(spaces walked) or a symbol of '{table.name}'", node.span,
                 help=did_you_mean(node.value, fitting) or (f"fields that fit: {', '.join(fitting)}" if fitting else
                                                            "declare one under player:, such as {type: counter, start: 0}"))
    return None


def check_column(reader, table, node: Node, role: str, kinds) -> str | None:
    """A column of the trail's table (of one of `kinds`, when given)."""
    kind = table.columns.get(node.value)
    if kind is not None and (kinds is None or kind[0] in kinds):
        return node.value
    fitting = [c for c, k in table.columns.items() if c != "id" and (kinds is None or k[0] in kinds)]
    what = "not a column" if kind is None else "not a column of true or false"
    if fitting:
        hint = did_you_mean(node.value, fitting) or f"columns that fit: {', '.join(fitting)}"
    elif kinds is None:
        hint = f"give the rows of '{table.name}' a column naming their section"
    else:
        hint = f"give each row of '{table.name}' {node.value}: true or {node.value}: false"
    reader.error("E632", f"the trail's {role} '{node.value}' is {what} of '{table.name}'", node.span, help=hint)
    return None


def check_backwards(reader, model, b: dict) -> tuple | None:
    """(field, value): a player whose symbol field holds the value walks the trail from its last space."""
    fdef = model.player.get(b["when"].value)
    if fdef is None or fdef.type != "symbol":
        symbols = [f.name for f in model.player.values() if f.type == "symbol"]
        reader.error("E633", f"a trail walked backwards when '{b['when'].value}' is … needs a player symbol field",
                     b["when"].span, help=did_you_mean(b["when"].value, symbols) or
                     "declare one under player:, such as {type: symbol, values: [northbound, southbound]}")
        return None
    values = list(fdef.values) or ([row["id"] for row in model.tables[fdef.of].rows] if fdef.of in model.tables else [])
    if b["is"].value not in values:
        reader.error("E633", f"'{b['is'].value}' is not a value of the player field '{fdef.name}'", b["is"].span,
                     help=did_you_mean(str(b["is"].value), [str(v) for v in values]) or
                     "values: " + ", ".join(map(str, values)))
        return None
    return fdef.name, b["is"].value
