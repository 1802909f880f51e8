"""Every value an action's parameter or a choice may take, as far as the rules tell before play.

The environments (runtime/env/moves.py) enumerate a game's whole moves from these: a parameter's domain is
worked out from the kind the resolver found for the expression it ranges over, never from play. A domain is

    ("values", (v, ...))   the values themselves: a table's ids, a deck's cards, a list written out, a range
    ("subsets", (id, ...)) a set of a table's ids (`subsets(offered, 2)`): any of its subsets
    ("seats",)             a player: any seat at the table
    ("numbers",)           a number worked out in play (`0..most`): the environments' bound on numbers
    ("symbols",)           a name worked out in play (`draw_choices()`): any symbol the rules name
    ("places", n)          the i-th of the values the list gives at the decision (i < n), where the rules bound
                           its length more tightly than any list of values: a pile's cards (its `max:`), the
                           subsets of such a pile, a figure's exits from its camp card, a game function's list
                           of lists written out, a market payment's plans (`payment_domain`)
    ("spots", n, cards)    by place too: a tableau's open spots, at most those `cards` cards of n × n cells open
                           (its `max:` less the one laid; runtime/tableau.py `most_spots` counts them)
    ("walks", table, steps) by place too: the walks of at most `steps` steps over the routes of `table` (the
                           environments count them with runtime/board.py `walks`)
    None                   no finite list the rules tell of (a list of lists worked out in play)

The compiler imports nothing of the runtime here (the native build loads the runtime's compiled modules only
into a process that has not imported their Python twins), so the environments count spots and walks.

The places are what a seat can point at, as OpenSpiel's card games number them ("play the card in slot i"):
the environments number each argument's values by their order at the decision (runtime/env/moves.py).
"""
from __future__ import annotations

from math import comb, prod

from ..frontend import ast
from .layout import trails_column


def domain(model, resolver, node):
    """The domain of the values `node` (a parameter's `in:`, a choice's source) lists, or None: its places
    where they are fewer than the values it could list."""
    listed = _listed(model, resolver, node)
    counted = _counted_in_play(model, resolver, node)
    if counted is not None:
        return counted
    most = _most_listed(model, resolver, node)
    if most is not None and (listed is None or (listed[0] in ("values", "subsets") and most < _count(listed)
                                                and not _written_out(node))):
        return ("places", most)
    return listed


def _written_out(node) -> bool:
    """A list written out (or a choice between such lists): its values are named as they are, not by place."""
    if isinstance(node, ast.Conditional):
        return _written_out(node.then) and _written_out(node.otherwise)
    return isinstance(node, (ast.ListLit, ast.Range))


def _count(listed) -> int:
    return len(listed[1]) if listed[0] == "values" else 1 << len(listed[1])


def _listed(model, resolver, node):
    """Every value `node` may list, as far as the rules tell before play, or None."""
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


def payment_domain(model, market) -> tuple | None:
    """The plans of a market payment (`cost: card.cost less bonuses from tokens with wild gold`), by place: a plan
    is how many tokens of each id it spends, 0 to what is owed, so a price owing k of one id and j of another
    has at most (k + 1) × (j + 1) plans; bounded by the dearest card of every table printing such a price."""
    price = market.price
    if not isinstance(price, ast.Field):
        return None
    most = 0
    for table in model.tables.values():
        for row in table.rows:
            owed = row.get(price.name)
            if isinstance(owed, dict) and all(isinstance(v, int) for v in owed.values()):
                most = max(most, prod(max(v, 0) + 1 for v in owed.values()))
    return ("places", most) if most else None


# ------------------------------------------------------------------ how long a list can be

def _most_listed(model, resolver, node) -> int | None:
    """The most values `node` lists at any decision, where the rules bound it; None where they do not."""
    if isinstance(node, ast.ListLit):
        return len(node.items)
    if isinstance(node, ast.Range):
        return node.high - node.low + 1
    if isinstance(node, ast.Conditional):
        both = (_most_listed(model, resolver, node.then), _most_listed(model, resolver, node.otherwise))
        return None if None in both else max(both)
    if isinstance(node, ast.Aggregate) and node.func == "distinct":
        return _most_listed(model, resolver, node.source)
    if isinstance(node, ast.Call) and node.of is None:
        return _most_of_call(model, resolver, node)
    pile = _pile(model, resolver, node)
    return pile.max if pile is not None and pile.type == "zone" else None


def _most_of_call(model, resolver, node) -> int | None:
    args = node.args
    if node.func == "distinct" and len(args) == 1:
        return _most_listed(model, resolver, args[0])
    if node.func == "subsets" and len(args) == 2 and isinstance(args[1], ast.Number):
        most = _most_listed(model, resolver, args[0])
        return None if most is None else sum(comb(most, k) for k in range(max(args[1].value, 0), most + 1))
    if node.func == "exits" and args:
        return _most_exits(model, resolver, args[0])
    function = model.functions.get(node.func)
    if function is not None and not function.params and not args:     # `roll_choices()`: the list it gives
        return _most_listed(model, resolver, function.body)
    return None


def _pile(model, resolver, node):
    """The pile (or tableau) field `node` names: `hand`, `q.hand`, `players[i].hand`, `decks[kind]`."""
    if isinstance(node, ast.Index):
        node = node.obj
    if isinstance(node, ast.Name):
        fdef = model.player.get(node.name) or model.globals.get(node.name)
    elif isinstance(node, ast.Field):
        fdef = model.player.get(node.name)
    else:
        return None
    if fdef is None or resolver.kinds.get(id(node), ("any",))[0] not in ("zone", "tableau", "any"):
        return None
    return fdef if fdef.type in ("zone", "tableau") else None


def _counted_in_play(model, resolver, node) -> tuple | None:
    """A tableau's spots (`spots(area, ...)`) or the walks over a table of routes (`walks(paths, site, steps)`),
    where the rules bound them: the tableau's `max:`, the steps' largest value."""
    if not isinstance(node, ast.Call) or node.of is not None or not node.args:
        return None
    args = node.args
    if node.func == "spots":
        area = _pile(model, resolver, args[0])
        if area is None or area.type != "tableau" or area.max is None:
            return None
        found = trails_column(model, area.decks)
        return ("spots", found[1] if found else 2, area.max - 1)     # the last card is laid on one of them
    if node.func == "walks" and len(args) == 3:
        kind = resolver.kinds.get(id(args[0]), ("any",))
        table = model.tables.get(kind[1]) if kind[0] in ("set", "zone", "table") and len(kind) > 1 else None
        steps = _most_number(model, args[2])
        if table is None or steps is None or not {"from", "to"} <= set(table.columns):
            return None
        return ("walks", table.name, steps)
    return None


def _most_exits(model, resolver, figures) -> int | None:
    """The most camp pieces any one card of the tableau the figures walk has: the trails they may set out by."""
    fdef = _pile_or_figures(model, figures)
    area = model.player.get(fdef.on) or model.globals.get(fdef.on) if fdef is not None and fdef.on else None
    found = trails_column(model, area.decks) if area is not None else None
    if found is None:
        return None
    most = 0
    for deck in area.decks:
        for row in model.tables[deck].rows if deck in model.tables else ():
            pieces = row.get(found[0]) or ()
            most = max(most, sum(1 for piece in pieces if "camp" in (piece[2], piece[3])))
    return most


def _pile_or_figures(model, node):
    name = node.name if isinstance(node, (ast.Name, ast.Field)) else None
    fdef = model.player.get(name) or model.globals.get(name) if name else None
    return fdef if fdef is not None and fdef.type == "figures" else None


def _most_number(model, node, seen=()) -> int | None:
    """The largest value a number can take, where the rules tell: numbers written out, constants, a table's
    column, a field's `max`, a game function without parameters, and sums and differences of them."""
    return _bound(model, node, True, seen)


def _bound(model, node, most: bool, seen) -> int | None:
    if isinstance(node, ast.Number):
        return node.value
    if isinstance(node, ast.Neg):
        inner = _bound(model, node.operand, not most, seen)
        return None if inner is None else -inner
    if isinstance(node, ast.BinOp) and node.op in ("+", "-"):
        left = _bound(model, node.left, most, seen)
        right = _bound(model, node.right, most if node.op == "+" else not most, seen)
        if left is None or right is None:
            return None
        return left + right if node.op == "+" else left - right
    if isinstance(node, ast.Conditional):
        both = (_bound(model, node.then, most, seen), _bound(model, node.otherwise, most, seen))
        return None if None in both else (max if most else min)(both)
    if isinstance(node, ast.Call) and node.of is None and not node.args and node.func not in seen:
        function = model.functions.get(node.func)
        if function is not None and not function.params:
            return _bound(model, function.body, most, seen + (node.func,))
        return None
    if isinstance(node, ast.Field) and isinstance(node.obj, ast.Index) and isinstance(node.obj.obj, ast.Name):
        table = model.tables.get(node.obj.obj.name)     # `tracks[movement_spaces].spaces`: the column's bound
        values = [row.get(node.name) for row in table.rows] if table is not None else []
        if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return max(values) if most else min(values)
        return None
    if isinstance(node, ast.Index) and isinstance(node.obj, ast.Name):
        node = node.obj                                  # `wanderlust[movement_spaces]`: the map's bounds
    if isinstance(node, ast.Name):
        constant = model.constants.get(node.name)
        if constant is not None and isinstance(constant[0], int):
            return constant[0]
        fdef = model.player.get(node.name) or model.globals.get(node.name)
        if fdef is not None and fdef.type in ("counter", "track", "map") and fdef.of is None:
            return fdef.max if most else fdef.min
    return None
