"""The board's route networks, lowered: `connected(claimed, a, b)` and `longest_path(claimed)` over a set's mask.

rules.py asks runtime/board.py, which builds a network's graph over the places' id strings from the route ids a
record holds. On the lowered state a set of routes is a bit mask and a place a number, so the lowered module asks
runtime/networks.py instead, with the routes' table printed once as the places each route joins and its length
(`ROUTES_ENDS`, a tuple of (from, to, length) by route number): the same answers, remembered per mask. Trek to
Zion's worth (its treks completed, its longest trail) is read there, so greedy weighs its moves on the lowered state.

A worth asks of one network many times: whether each kept trek's two places are joined, the seat's longest trail
twice. Nothing changes while a worth is worked out (worth.py), so `networks_read_once` reads each network of the
seat once, before the score: its places' components as a list (`network_joined`), each question of two places then
two items of it compared, and a longest trail read more than once from a local.
"""
from __future__ import annotations

from .aggregates import _free_reads
from .ir import LIST, OBJECT, Aggregate, Assign, Attr, Bin, Call, Item, ListComp, ListOf, Local, Node, NotLowerable, \
    rebuilt, walk_ir

NETWORK_CALLS = {"connected": "network_connected", "longest_path": "network_longest"}
# a worth's calls (networks_read_once, `weighed`): each looks for a network met for the first time one route fewer
GROWN = {Local(name): Local(f"{name}_grown") for name in NETWORK_CALLS.values()}


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
    name = f"{routes.upper()}_ENDS"
    effect.low.network_places[name] = len(numbers)
    return effect.low.constant(name, tuple(ends))


def networks_read_once(total, steps: list, names: dict, low, taken=frozenset(), weighed: bool = True):
    """`total` (a worth's expression, or a finished game's scores and tie-breaks) with each network of the seat (a mask
    read off the state or the player, no call in it, outside every comprehension's variable) read once into a local
    its step (added to `steps`, its C type to `names`) works out before the score: `connected(mask, a, b)` becomes
    `joined[a] == joined[b]` of the network's `network_joined` list, where every place of the table is in that list
    (runtime/networks.py lists the places up to the last one a route ends at: one past them was not joined, and is not
    read); a `longest_path(mask)` read more than once is read once. Each is worked out where the worth may not have
    asked it (no trek kept, a test before it): it reads the state, changes nothing and cannot fail, and is remembered
    for the next world's worth. `weighed`: a worth of the worlds a look-ahead weighs, whose networks are most often
    one route past one met (`network_joined_grown` looks for it); a finished game's are met for the first time."""
    asked = []
    _network_calls(total, frozenset(), asked)
    if not asked:
        return _grown_calls(total, low.imports["runtime.api"]) if weighed else total
    longest = {}
    for call in asked:
        if call.func == Local("network_longest"):
            longest[call] = longest.get(call, 0) + 1
    made: dict = {}
    for call in asked:
        mask, ends = call.args[0], call.args[-1]
        if call.func == Local("network_connected"):
            if not isinstance(ends, Local) or not _lists_every_place(low, ends.name):
                continue
            key = ("joined", mask, ends)
            if key not in made:
                reader = "network_joined_grown" if weighed else "network_joined"
                made[key] = _read(steps, names, taken, _word(mask, "joined"), LIST, Call(Local(reader), (mask, ends)))
                low.imports["runtime.api"].add(reader)
            made[call] = Bin("==", Item(made[key], call.args[1]), Item(made[key], call.args[2]))
        elif longest[call] > 1 and call not in made:
            made[call] = _read(steps, names, taken, _word(mask, "longest"), OBJECT, call)
    total = _replaced(total, made)
    if weighed:
        total = _grown_calls(total, low.imports["runtime.api"])
        steps[:] = _grown_calls(steps, low.imports["runtime.api"])
    return total


def _grown_calls(node, imported: set):
    """`node` with every call of runtime/networks.py a worth still makes (another seat's network, one in a
    comprehension, the seat's longest trail read once) made by its `..._grown` twin, which looks for a network met for
    the first time one route fewer, as `network_joined_grown` does."""
    if isinstance(node, (list, tuple)):
        return type(node)(_grown_calls(item, imported) for item in node)
    if not isinstance(node, Node):
        return node
    node = rebuilt(node, lambda part: _grown_calls(part, imported))
    if isinstance(node, Call) and node.func in GROWN:
        imported.add(GROWN[node.func].name)
        return Call(GROWN[node.func], node.args)
    return node


def _network_calls(node, bound: frozenset, out: list) -> None:
    """The calls of runtime/networks.py in `node` whose mask reads only `s` and `p` (none of them bound by a
    comprehension around it) and calls nothing, into `out` in the order they are read."""
    if isinstance(node, Call) and node.func in (Local("network_connected"), Local("network_longest")):
        mask = node.args[0]
        if _free_reads(mask, set()) <= {"s", "p"} - bound and not any(isinstance(x, Call) for x in walk_ir(mask)):
            out.append(node)
    for part, inner in _parts(node, bound):
        _network_calls(part, inner, out)


def _parts(node, bound: frozenset) -> list:
    """The nodes `node` holds, each with the names bound where it is read: a comprehension's variable in its item and
    test, not in its source."""
    if isinstance(node, (list, tuple)):
        return [(item, bound) for item in node]
    if isinstance(node, (Aggregate, ListComp)):
        return [(node.source, bound), (node.item, bound | {node.var}), (node.test, bound | {node.var})]
    if isinstance(node, ListOf) and node.var is not None:
        return [(node.count, bound), (node.test, bound | {node.var})]
    if isinstance(node, Node):
        return [(value, bound) for value in node._values() if isinstance(value, (Node, list, tuple))]
    return []


def _lists_every_place(low, ends: str) -> bool:
    """Does runtime/networks.py's list of a network's places hold every place the routes of `ends` may name?"""
    value = low.constant_values.get(ends)
    places = low.network_places.get(ends)
    return bool(value) and places is not None and places <= 1 + max(max(a, b) for a, b, _length in value)


def _word(mask, what: str) -> str:
    """A local's name after the network it reads: `claimed_joined` of `p.claimed`."""
    return f"{mask.name}_{what}" if isinstance(mask, Attr) else what


def _read(steps: list, names: dict, taken, word: str, ctype: str, value) -> Local:
    """A new local (`word`, or `word_2`, … where the worth holds it) assigned `value` by a step added to `steps`."""
    name, k = word, 1
    while name in names or name in taken:
        k += 1
        name = f"{word}_{k}"
    names[name] = ctype
    steps.append(Assign(Local(name), value))
    return Local(name)


def _replaced(node, by: dict, bound: frozenset = frozenset()):
    """`node` with each of `by`'s keys (network calls) in it replaced by its value, where its mask reads no name a
    comprehension around it binds (there it is another network)."""
    if isinstance(node, tuple):
        return tuple(_replaced(item, by, bound) for item in node)
    if not isinstance(node, Node):
        return node
    if node in by and not _free_reads(node.args[0], set()) & bound:
        return by[node]
    if isinstance(node, (Aggregate, ListComp)) or (isinstance(node, ListOf) and node.var is not None):
        inner = bound | {node.var}
        return type(node)(*[_replaced(value, by, bound if name in ("source", "count") else inner)
                            for name, value in zip(node._fields, node._values())])
    return rebuilt(node, lambda part: _replaced(part, by, bound))


def unread_network_calls(functions: list, imported: set) -> None:
    """The calls of runtime/networks.py imported for a question every reader of it has since read once instead
    (`networks_read_once`) taken out of `imported` (the module's names of runtime.api)."""
    for name in NETWORK_CALLS.values():
        if name in imported and not any(node == Local(name) for fn in functions for node in walk_ir(fn.body)):
            imported.discard(name)
