"""The board's route networks, lowered: `connected(claimed, a, b)` and `longest_path(claimed)` over a set's mask.

rules.py asks runtime/board.py, which builds a network's graph over the places' id strings from the route ids a
record holds. On the lowered state a set of routes is a bit mask and a place a number, so the lowered module asks
runtime/networks.py instead, with the routes' table printed once as the places each route joins and its length
(`ROUTES_ENDS`, a tuple of (from, to, length) by route number): the same answers, remembered per mask. Trek to
Zion's worth (its treks completed, its longest trail) is read there, so greedy weighs its moves on the lowered state.
"""
from __future__ import annotations

from .ir import Call, Local, NotLowerable

NETWORK_CALLS = {"connected": "network_connected", "longest_path": "network_longest"}


def network_call(effect, n):
    """`connected(routes, a, b)` or `longest_path(routes)` of the board, over the mask of a set of a table's routes
    whose every row joins two places of one table (else not lowered: where a route ends is not known as a number)."""
    arity = 3 if n.func == "connected" else 1
    kind = effect.kind(n.args[0]) if len(n.args) == arity else ("any",)
    if kind[0] != "set" or kind[1] not in effect.model.tables:
        raise NotLowerable(f"{n.func} of anything but a set of routes", n.span)
    ends = _ends(effect, kind[1], n)
    effect.low.imports["runtime.api"].add(NETWORK_CALLS[n.func])
    if n.func == "longest_path":
        return Call(Local("network_longest"), (effect.expr(n.args[0]), ends))
    place = _place_table(effect, kind[1])
    for arg in n.args[1:]:
        if effect.id_table(arg) != place:
            raise NotLowerable(f"connected between values that are not {place}", n.span)
    return Call(Local("network_connected"), (effect.expr(n.args[0]), effect.as_number(n.args[1], place),
                                             effect.as_number(n.args[2], place), ends))


def _place_table(effect, routes: str) -> str | None:
    """The one table whose ids every route's `from` and `to` name, or None."""
    rows = effect.model.tables[routes].rows
    for name, table in effect.model.tables.items():
        ids = {row["id"] for row in table.rows}
        if rows and all(row.get("from") in ids and row.get("to") in ids for row in rows):
            return name
    return None


def _ends(effect, routes: str, n) -> Local:
    """The module's `<ROUTES>_ENDS`: per route number, (its `from` place's number, its `to` place's, its length:
    1 where the table gives none, as runtime/board.py counts it)."""
    place = _place_table(effect, routes)
    if place is None:
        raise NotLowerable(f"{n.func} over {routes} whose ends are not one table's places", n.span)
    numbers = {name: k for k, name in enumerate(effect.low.ids(place))}
    ends = []
    for row in effect.model.tables[routes].rows:
        length = row.get("length", 1)
        if type(length) is not int:
            raise NotLowerable(f"{n.func} over {routes} whose lengths are not all numbers", n.span)
        ends.append((numbers[row["from"]], numbers[row["to"]], length))
    return effect.low.constant(f"{routes.upper()}_ENDS", tuple(ends))

