"""Board mechanisms any game may use: graphs of locations joined by routes, and choices among groups.

A route is a row of a table with `from` and `to` columns (and optionally `length`); a
player's network is any collection of route ids. Nothing here knows a game.
"""
from __future__ import annotations

from itertools import combinations
from types import FunctionType

from . import masks


_GRAPHS: dict = {}      # (table id, network) -> [table, adjacency, longest path or None, components or None]
_GRAPHS_KEPT = 512      # networks remembered; scoring asks about the same few many times


def _network(routes, table) -> list:
    """The cache entry of one network: [table, adjacency, longest path once known, components once asked].

    Scoring asks the same question of the same network many times (every player's longest
    trail, for every player's bonus), and a network only grows, so each is worked out once.
    The table itself is kept in the entry, so an id reused by another table never matches.
    """
    key = (id(table), frozenset(routes))
    entry = _GRAPHS.get(key)
    if entry is not None and entry[0] is table:
        return entry
    graph = {}
    for route in key[1]:
        row = table[route]
        graph.setdefault(row["from"], []).append((row["to"], route))
        graph.setdefault(row["to"], []).append((row["from"], route))
    if len(_GRAPHS) >= _GRAPHS_KEPT:
        _GRAPHS.clear()
    entry = _GRAPHS[key] = [table, graph, None, None]
    return entry


def _components(entry: list) -> dict:
    """By place of a network's routes, a place of its component (the first met): two places are joined where they
    have the same. Worked out once per network (entry[3]); a worth asks whether each kept trek's places are joined."""
    joined = entry[3]
    if joined is None:
        graph = entry[1]
        joined = entry[3] = {}
        for first in graph:
            if first in joined:
                continue
            joined[first] = first
            frontier = [first]
            while frontier:
                for neighbour, _route in graph[frontier.pop()]:
                    if neighbour not in joined:
                        joined[neighbour] = first
                        frontier.append(neighbour)
    return joined


def connected(routes, start, goal, table) -> bool:
    """Do these routes join `start` to `goal` in one continuous line?"""
    if start == goal:
        return True
    joined = _components(_network(routes, table))
    component = joined.get(start)
    return component is not None and component == joined.get(goal)


def longest_path(routes, table) -> int:
    """The length of the longest continuous trail: no route used twice, lengths added (a route counts 1 without one).

    Branches that leave the trail without coming back are not counted, because a path only
    follows one branch at a time. Exhaustive search over edge-simple paths: player networks are small.
    """
    entry = _network(routes, table)
    if entry[2] is not None:
        return entry[2]
    graph = entry[1]
    best = 0

    def walk(node, used, total):
        nonlocal best
        if total > best:
            best = total
        for neighbour, route in graph.get(node, ()):
            if route not in used:
                used.add(route)
                walk(neighbour, used, total + table[route].get("length", 1))
                used.discard(route)

    for node in sorted(graph):
        walk(node, set(), 0)
    entry[2] = best
    return best


def degree(routes, node, table) -> int:
    """How many of these routes end at `node`."""
    return sum(1 for route in routes if node in (table[route]["from"], table[route]["to"]))


def subsets(items, smallest: int) -> list:
    """Every group of `smallest` or more of `items`, each a sorted tuple, in a stable order."""
    ordered = sorted(items, key=str)
    groups = []
    for size in range(smallest, len(ordered) + 1):
        groups.extend(combinations(ordered, size))
    if len(set(ordered)) == len(ordered):   # all different (Trek's treks offered): no group comes twice
        return groups
    return list(dict.fromkeys(groups))


def distinct(items) -> list:
    """The different values among `items`, in their first order. Where they are all different (a hand of one copy of
    each card), a set says so for two thirds of what a dict of them costs, and they are copied as they are. Natively
    a short list is walked in C (runtime/masks.pxd `distinct_keys`: the same values, no set or dict made)."""
    if _COMPILED:
        return masks.distinct_keys(items)
    if len(set(items)) == len(items):
        return list(items)
    return list(dict.fromkeys(items))


# whether this module is the native build's (compiled by Cython, whose functions are not Python's): `distinct` then
# walks a short list in C, where Python's set and dict are its fastest
_COMPILED = not isinstance(distinct, FunctionType)


def walks(routes, start, most, table) -> list:
    """Every way to travel from `start` along 1 to `most` of these routes without coming back to a
    place already passed (a grid's orthogonal steps with no backtracking): tuples of route ids in the
    order travelled, shortest first, then in the order of the routes' ids.
    """
    graph = _network(routes, table)[1]
    found = []

    def walk(node, seen, path):
        if path:
            found.append(tuple(path))
        if len(path) >= most:
            return
        for neighbour, route in sorted(graph.get(node, ()), key=lambda nr: str(nr[1])):
            if neighbour not in seen:
                seen.add(neighbour)
                path.append(route)
                walk(neighbour, seen, path)
                path.pop()
                seen.discard(neighbour)

    walk(start, {start}, [])
    found.sort(key=lambda w: (len(w), [str(r) for r in w]))
    return found


def walk_end(walk, start, table):
    """Where a walk of routes (as `walks` gives it) that leaves `start` arrives."""
    node = start
    for route in walk:
        row = table[route]
        node = row["to"] if row["from"] == node else row["from"]
    return node
