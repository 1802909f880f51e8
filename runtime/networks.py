"""A player's network of routes on the lowered state: `connected` and `longest_path` (runtime/board.py) over a mask.

On the readable state a network is a collection of route ids and runtime/board.py builds its graph over the places'
id strings. On the lowered state it is a set of routes held as a bit mask (route k is bit k), and the places are
numbers; `ends` is the routes' table as the lowered module prints it: per route, the numbers of the places it joins
and its length (`ROUTES_ENDS`). The answers are runtime/board.py's own: the same places joined, the same longest
trail (the longest of every trail that uses no route twice).

A network only grows, and greedy asks the same question of the same few networks many times (each kept trek of each
seat, every seat's longest trail for the bonus, after every move weighed), so each network's answers are worked out
once and remembered by its mask. The native build compiles this module (runtime/networks.pxd).
"""
from __future__ import annotations

from .masks import mask_ids

_KEPT = 4096        # networks remembered per table of routes, then forgotten all at once

# id(ends) -> (ends, {mask: [the place each place is joined to, longest trail or None]}, the number of places: one
# past the last place a route ends at, worked out once per table, not at every network met)
_NETWORKS: dict = {}


def network_connected(mask: int, start: int, goal: int, ends: tuple) -> bool:
    """Do the routes of `mask` join place `start` to place `goal` in one continuous line? (board.connected)"""
    if start == goal:
        return True
    kept = _NETWORKS.get(id(ends))
    entry = kept[1].get(mask) if kept is not None and kept[0] is ends else None
    joined = (entry or _network(mask, ends))[0]
    try:
        return joined[start] == joined[goal]
    except IndexError:      # a place past every route's end: joined to none
        return False


def network_longest(mask: int, ends: tuple) -> int:
    """The length of the longest trail along the routes of `mask`, no route used twice (board.longest_path)."""
    kept = _NETWORKS.get(id(ends))
    entry = kept[1].get(mask) if kept is not None and kept[0] is ends else None
    if entry is None:
        entry = _network(mask, ends)
    if entry[1] is None:
        entry[1] = _longest(mask, ends, entry[0])
    return entry[1]


def _network(mask: int, ends: tuple) -> list:
    """A network met for the first time: its entry, remembered ([by place, the least place it is joined
    to, its longest trail once asked]). The two calls above read it themselves: they are asked after every move
    weighed, and a call more was most of what they cost."""
    kept = _NETWORKS.get(id(ends))
    if kept is None or kept[0] is not ends:
        kept = _NETWORKS[id(ends)] = (ends, {}, 1 + max([max(a, b) for a, b, _length in ends]))
    networks = kept[1]
    if len(networks) >= _KEPT:
        networks.clear()
    entry = networks[mask] = [_joined(mask, ends, kept[2]), None]
    return entry


def _root(parent: list, place: int) -> int:
    """The least place `place` is joined to so far (halving the path to it on the way)."""
    while parent[place] != place:
        parent[place] = parent[parent[place]]
        place = parent[place]
    return place


def _joined(mask: int, ends: tuple, places: int) -> list:
    """By place number (up to the last place a route of the table ends at: `places` of them), the least place it is
    joined to by the routes of `mask`: two places are joined where they have the same (a place no route of it ends at,
    to itself)."""
    parent = list(range(places))
    for route in mask_ids(mask):
        a, b, _length = ends[route]
        ra, rb = _root(parent, a), _root(parent, b)
        if ra < rb:
            parent[rb] = ra
        elif rb < ra:
            parent[ra] = rb
    # A place's parent is never a greater place (a root is the least of its places; halving keeps it so): walked up
    # from place 0, each place's parent already holds its root, so one pass makes every entry a root, where a call of
    # `_root` per place made a new list of them
    for place in range(places):
        parent[place] = parent[parent[place]]
    return parent


def _longest(mask: int, ends: tuple, joined: list) -> int:
    """Every trail that uses no route twice, from the places `_starts` names, walked out (player networks are
    small). A route walked is marked by its place in the network (`used`, one byte a route, unmarked on the way
    back), not by its bit in a mask: a network of Trek's 69 routes made a new int of several digits at every step.
    `joined` is the network's `_joined` (its components, by place)."""
    graph: dict = {}
    routes = mask_ids(mask)
    for edge in range(len(routes)):
        a, b, length = ends[routes[edge]]
        graph.setdefault(a, []).append((b, edge, length))
        graph.setdefault(b, []).append((a, edge, length))
    used = bytearray(len(routes))
    best = 0
    for place in _starts(graph, joined):
        best = _walk(graph, used, place, 0, best)
    return best


def _walk(graph: dict, used: bytearray, place: int, total: int, best: int) -> int:
    """The longest trail from `place` on routes not yet `used`, `total` walked so far: the greater of it and
    `best`."""
    if total > best:
        best = total
    for neighbour, edge, length in graph[place]:
        if not used[edge]:
            used[edge] = 1
            best = _walk(graph, used, neighbour, total + length, best)
            used[edge] = 0
    return best


def _starts(graph: dict, joined: list) -> list:
    """The places a longest trail need be walked from: every place of an odd number of routes (a loop counted twice),
    and one place of each component that has none (`joined`: the least place of each place's component). A longest
    trail that ends where it began passes only places whose every route it uses (one left unused at a place on it
    would make it longer, begun there), so it is its whole component, and that component has no place of an odd
    number of routes (a trail passing a place uses an even number of its routes). One that ends elsewhere begins at a
    place of an odd number: begun at one of an even number, it uses an odd number of that place's routes (one to leave,
    two at each pass), so one is unused there, and begun by it the trail is longer. So the longest from these places
    is the longest from every place, and fewer places are walked than every place not of exactly two routes (what the
    hand-written simulators walk), with no walk of the components to find the bare cycles: `_joined` already has
    them."""
    starts = [place for place, out in graph.items() if len(out) & 1]
    roots = {joined[place] for place in graph}
    if len(roots) > 1 or not starts:
        # a component's least place is one of its own, of some route; components without an odd place get it
        odd = {joined[place] for place in starts}
        starts += [root for root in roots if root not in odd]
    return starts
