"""Every value an action's parameter or a choice may take, as far as the rules tell before play.

The environments (runtime/env/moves.py) enumerate a game's whole moves from these: a parameter's domain is
worked out from the kind the resolver found for the expression it ranges over, never from play. A domain is

    ("values", (v, ...))   the values themselves: a table's ids, a deck's cards, a list written out, a range
    ("subsets", (id, ...)) a set of a table's ids (`subsets(offered, 2)`): any of its subsets
    ("seats",)             a player: any seat at the table
    ("numbers",)           a number worked out in play (`0..most`): the environments' bound on numbers
    ("symbols",)           a name worked out in play (`draw_choices()`): any symbol the rules name
    None                   no finite list the rules tell of (a tableau's spot, a walk, a list of lists)
"""
from __future__ import annotations

from ..frontend import ast


def domain(model, resolver, node):
    """The domain of the values `node` (a parameter's `in:`, a choice's source) lists, or None."""
    kind = resolver.kinds.get(id(node), ("any",))
    if kind[0] in ("table", "zone", "set"):      # its ids, a deck's cards, a set of ids
        return _ids(model, kind[1])
    if kind[0] != "list":
        return None
    if isinstance(node, ast.Range):
        return ("values", tuple(range(node.low, node.high + 1)))
    if isinstance(node, ast.ListLit):
        values = [_literal(resolver, item) for item in node.items]
        if all(value is not None for value in values):
            return ("values", tuple(dict.fromkeys(values)))
    element = kind[1] if len(kind) > 1 else ("any",)
    if element[0] == "id":
        return _ids(model, element[1])
    if element[0] == "group" and len(element) > 1 and element[1][0] == "id" and _subsets(node):
        ids = _ids(model, element[1][1])
        return ("subsets", ids[1]) if ids else None
    return {"player": ("seats",), "bool": ("values", (False, True)), "int": ("numbers",),
            "sym": ("symbols",)}.get(element[0])


def _subsets(node) -> bool:
    """Is it `subsets(pile, k)`, whose groups are sets? (A walk's order is part of the move.)"""
    return isinstance(node, ast.Call) and node.func == "subsets" and node.of is None


def _ids(model, table: str | None):
    found = model.tables.get(table) if table else None
    return ("values", tuple(row["id"] for row in found.rows)) if found is not None else None


def _literal(resolver, item):
    """A list's item written out: a number, a flag, a text or a name (a table's id, a symbol); None for a
    value worked out in play."""
    if isinstance(item, (ast.Number, ast.Bool, ast.String)):
        return item.value
    if isinstance(item, ast.Name) and resolver.kinds.get(id(item), ("any",))[0] in ("sym", "id"):
        return item.name
    return None
