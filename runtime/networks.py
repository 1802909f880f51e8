"""A player's network of routes on the lowered state: `connected` and `longest_path` (runtime/board.py) over a mask.

On the readable state a network is a collection of route ids and runtime/board.py builds its graph over the places'
id strings. On the lowered state it is a set of routes held as a bit mask (route k is bit k), and the places are
numbers; `ends` is the routes' table as the lowered module prints it: per route, the numbers of the places it joins
and its length (`ROUTES_ENDS`). The answers are runtime/board.py's own: the same places joined, the same longest
trail (the longest of every trail that uses no route twice).

A network only grows, and greedy asks the same question of the same few networks many times (each kept trek of each
seat, every seat's longest trail for the bonus, after every move weighed), so each network's answers are worked out
once and remembered by its mask. A move weighed claims one route more than a network already met. A worth asks by the
`..._grown` calls (compiler/codegen/lower/networks.py): a network met there is looked for one route fewer, and one
found is worked out from it (`_grown`), the route joined to the components of its two places, and its longest trail
only from the component the route is in (a trail through a route that joins two components is a trail of each ending
at it); the longest trail of every component met so is remembered by the component's mask. A network met by the other
calls (a finished game's score: a random playout meets each seat's network there for the first time, never one route
past one met) is not looked for one route fewer, and its longest trail is walked over the whole network at once; its
components are listed only when a network grown from it asks. The native build compiles this module
(runtime/networks.pxd).
"""
from __future__ import annotations

from .masks import mask_ids

_KEPT = 4096        # networks (and components) remembered per table of routes, then forgotten all at once

# id(ends) -> (ends, {mask: entry}, the number of places: one past the last place a route ends at, {a component's
# mask: its longest trail}), worked out once per table, not at every network met. An entry is a list: [by place, the
# label of its component (a place of it; a place no route ends at, itself), the longest trail or None until asked,
# {label: the mask of that component's routes} or None until a network grown from it asks, how it grew from a network
# met (`_grown`) or None]
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


def network_joined(mask: int, ends: tuple) -> list:
    """By place number (up to the last place a route ends at), the label of its component in the network of `mask`:
    two places are joined where they have the same. What network_connected compares, for a reader that asks it of one
    network's places many times (compiler/codegen/lower/networks.py `networks_read_once`: a finished game's score);
    not to be changed."""
    kept = _NETWORKS.get(id(ends))
    entry = kept[1].get(mask) if kept is not None and kept[0] is ends else None
    return (entry or _network(mask, ends))[0]


def network_joined_grown(mask: int, ends: tuple) -> list:
    """network_joined, asked first of the seat's network by a worth after each move weighed, a network most often one
    route past the network of the position weighed, already met: a network met here is looked for one route fewer
    (`_network_near`)."""
    kept = _NETWORKS.get(id(ends))
    entry = kept[1].get(mask) if kept is not None and kept[0] is ends else None
    return (entry or _network_near(mask, ends))[0]


def network_connected_grown(mask: int, start: int, goal: int, ends: tuple) -> bool:
    """network_connected, asked by a worth (of a network a move weighed may have grown by one route): a network met
    here is looked for one route fewer (`_network_near`)."""
    if start == goal:
        return True
    kept = _NETWORKS.get(id(ends))
    entry = kept[1].get(mask) if kept is not None and kept[0] is ends else None
    joined = (entry or _network_near(mask, ends))[0]
    try:
        return joined[start] == joined[goal]
    except IndexError:      # a place past every route's end: joined to none
        return False


def network_longest_grown(mask: int, ends: tuple) -> int:
    """network_longest, asked by a worth (of a network a move weighed may have grown by one route, or another seat's
    network, grown since the last decision weighed): a network met here is looked for one route fewer
    (`_network_near`)."""
    kept = _NETWORKS.get(id(ends))
    entry = kept[1].get(mask) if kept is not None and kept[0] is ends else None
    if entry is None:
        entry = _network_near(mask, ends)
    if entry[1] is None:
        entry[1] = _longest(mask, ends, entry)
    return entry[1]


def network_longest(mask: int, ends: tuple) -> int:
    """The length of the longest trail along the routes of `mask`, no route used twice (board.longest_path)."""
    kept = _NETWORKS.get(id(ends))
    entry = kept[1].get(mask) if kept is not None and kept[0] is ends else None
    if entry is None:
        entry = _network(mask, ends)
    if entry[1] is None:
        entry[1] = _longest(mask, ends, entry)
    return entry[1]


def _network(mask: int, ends: tuple) -> list:
    """A network met for the first time: its entry, remembered. The two calls above read it themselves: they are
    asked after every move weighed, and a call more was most of what they cost."""
    kept = _NETWORKS.get(id(ends))
    if kept is None or kept[0] is not ends:
        kept = _NETWORKS[id(ends)] = (ends, {}, 1 + max([max(a, b) for a, b, _length in ends]), {})
    networks = kept[1]
    if len(networks) >= _KEPT:
        networks.clear()
    entry = networks[mask] = [_joined(mask, ends, kept[2]), None, None, None]
    return entry


def _network_near(mask: int, ends: tuple) -> list:
    """A network met for the first time by a worth: grown from the network one route fewer where that one is
    remembered (the network before the move weighed claimed the route), else worked out afresh (`_network`) with its
    components listed, so that its longest trail is worked out per component: it is most often the network of the
    position weighed, which the moves weighed that claim a route grow, each from the trails of the components the
    route joins."""
    kept = _NETWORKS.get(id(ends))
    if kept is not None and kept[0] is ends:
        networks = kept[1]
        if len(networks) >= _KEPT:
            networks.clear()
        rest = mask
        while rest:
            low = rest & -rest
            before = networks.get(mask ^ low)
            if before is not None:
                entry = networks[mask] = _grown(mask ^ low, before, low, ends)
                return entry
            rest ^= low
    entry = _network(mask, ends)
    entry[2] = _components(mask, ends, entry[0])
    return entry


def _grown(before_mask: int, before: list, bit: int, ends: tuple) -> list:
    """The entry of the network `before` (of `before_mask`) with the route of `bit` added: the components of the
    route's two places (each none where no route of `before` ends there) joined under one label, or the route added to
    the one component both are in (its longest trail then walked anew). How it grew is kept for its longest trail."""
    a, b, length = ends[bit.bit_length() - 1]
    components = before[2]
    if components is None:
        components = before[2] = _components(before_mask, ends, before[0])
    components = components.copy()
    joined = before[0]
    label_a, label_b = joined[a], joined[b]
    at_a, at_b = components.get(label_a, 0), components.get(label_b, 0)
    if label_a == label_b and at_a:       # both places in one component: the route closes a cycle in it
        components[label_a] = at_a | bit
        return [joined, None, components, None]
    if not at_a:    # (the label kept is a component's, so that a lone place is relabelled, not a component)
        a, b, label_a, label_b, at_a, at_b = b, a, label_b, label_a, at_b, at_a
    if at_b:
        del components[label_b]
        joined = [label_a if label == label_b else label for label in joined]
    else:
        joined = joined.copy()
        joined[b] = label_a
    joined_component = components[label_a] = at_a | at_b | bit
    return [joined, None, components, (before, joined_component, at_a, a, at_b, b, length)]


def _components(mask: int, ends: tuple, joined: list) -> dict:
    """{label: the mask of its component's routes} of the network of `mask`, labelled as `joined` labels them."""
    components: dict = {}
    for route in mask_ids(mask):
        label = joined[ends[route][0]]
        components[label] = components.get(label, 0) | 1 << route
    return components


def _longest(mask: int, ends: tuple, entry: list) -> int:
    """The longest trail of the network of `entry`: walked whole where it was met afresh and no network grown from it
    has listed its components, else the longest of its components'. Grown by a route from a network
    whose longest trail is known, only the component the route is in may have a longer one: the longest of the two it
    joined, or a trail through the route (the route joins them only there: a trail of one ending at the route's place,
    the route, and a trail of the other from its place)."""
    grown = entry[3]
    if grown is None and entry[2] is None:    # met afresh, no network grown from it asked: walked whole at once
        return _whole(mask, ends, entry[0])
    entry[3] = None
    trails = _NETWORKS[id(ends)][3]
    if len(trails) >= _KEPT:
        trails.clear()
    if grown is not None and grown[0][1] is not None:
        before, component, at_a, a, at_b, b, length = grown
        best = trails.get(component)
        if best is None:
            best = _from(at_a, a, ends) + length + _from(at_b, b, ends)
            for part in (at_a, at_b):
                if part:
                    trail = _trail(part, ends, trails)
                    if trail > best:
                        best = trail
            trails[component] = best
        return before[1] if before[1] > best else best
    components = entry[2]
    if components is None:
        components = entry[2] = _components(mask, ends, entry[0])
    best = 0
    for component in components.values():
        trail = _trail(component, ends, trails)
        if trail > best:
            best = trail
    return best


def _whole(mask: int, ends: tuple, joined: list) -> int:
    """The longest trail of a network met afresh: one graph of all its routes, walked from the places `_starts` would
    name in each of its components (`joined`: its component's label, by place), with no graph built per component."""
    graph = _graph(mask, ends)
    odd = [place for place, out in graph.items() if len(out) & 1]
    # each component walked from its places of an odd number of routes but one (its last: `left`), one place of a
    # component that has none (its label, the least of its places, is one a route of it ends at)
    left = {joined[place]: place for place in odd}
    starts = [place for place in odd if left[joined[place]] != place]
    roots = {joined[place] for place in graph}
    if len(roots) > len(left):
        starts += [root for root in roots if root not in left]
    used = bytearray(mask.bit_count())
    best = 0
    for place in starts:
        best = _walk(graph, used, place, 0, best)
    return best


def _graph(component: int, ends: tuple) -> dict:
    """By place, the routes of `component` (a component, or a whole network) that end there: (the place at its other
    end, the route's place in the component, its length) each; a loop twice at its place."""
    graph: dict = {}
    routes = mask_ids(component)
    for edge in range(len(routes)):
        a, b, length = ends[routes[edge]]
        graph.setdefault(a, []).append((b, edge, length))
        graph.setdefault(b, []).append((a, edge, length))
    return graph


def _trail(component: int, ends: tuple, trails: dict) -> int:
    """The longest trail of one component (a mask of routes all joined), remembered: every trail that uses no route
    twice walked out from the places `_starts` names (player networks are small). A route walked is marked by its place
    in the component (`used`, one byte a route, unmarked on the way back), not by its bit in a mask: a network of
    Trek's 69 routes made a new int of several digits at every step."""
    best = trails.get(component)
    if best is None:
        graph = _graph(component, ends)
        used = bytearray(component.bit_count())
        best = 0
        for place in _starts(graph):
            best = _walk(graph, used, place, 0, best)
        trails[component] = best
    return best


def _from(component: int, place: int, ends: tuple) -> int:
    """The longest trail of a component (0: none) that starts at `place`, one of its places."""
    if not component:
        return 0
    return _walk(_graph(component, ends), bytearray(component.bit_count()), place, 0, 0)


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


def _starts(graph: dict) -> list:
    """The places of one component a longest trail need be walked from: every place of an odd number of routes (a
    loop counted twice) but one, or one place where it has none. A longest trail that ends where it began passes only
    places whose every route it uses (one left unused at a place on it would make it longer, begun there), so it is
    the whole component, and the component has no place of an odd number of routes (a trail passing a place uses an
    even number of its routes). One that ends elsewhere begins at a place of an odd number: begun at one of an even
    number, it uses an odd number of that place's routes (one to leave, two at each pass), so one is unused there, and
    begun by it the trail is longer; read backwards, it ends at another place of an odd number too. So every longest
    trail is walked from one of its two ends, whichever place of an odd number is left out, and fewer places are
    walked than every place not of exactly two routes (what the hand-written simulators walk): a component of two such
    places, one."""
    starts = [place for place, out in graph.items() if len(out) & 1]
    return starts[1:] if starts else [next(iter(graph))]


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
