"""Board mechanisms any game may use: graphs of locations joined by routes, and choices among groups.

A route is a row of a table with `from` and `to` columns (and optionally `length`); a
player's network is any collection of route ids. Nothing here knows a game.
"""
from __future__ import annotations

from itertools import combinations


def _adjacency(routes, table) -> dict:
    graph = {}
    for route in routes:
        row = table[route]
        graph.setdefault(row["from"], []).append((row["to"], route))
        graph.setdefault(row["to"], []).append((row["from"], route))
    return graph


def connected(routes, start, goal, table) -> bool:
    """Do these routes join `start` to `goal` in one continuous line?"""
    if start == goal:
        return True
    graph = _adjacency(routes, table)
    seen, frontier = {start}, [start]
    while frontier:
        node = frontier.pop()
        for neighbour, _route in graph.get(node, ()):
            if neighbour == goal:
                return True
            if neighbour not in seen:
                seen.add(neighbour)
                frontier.append(neighbour)
    return False


def longest_path(routes, table) -> int:
    """The length of the longest continuous trail: no route used twice, lengths added (a route counts 1 without one).

    Branches that leave the trail without coming back are not counted, because a path only
    follows one branch at a time. Exhaustive search over edge-simple paths: player networks are small.
    """
    graph = _adjacency(routes, table)
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
    return list(dict.fromkeys(groups))


def distinct(items) -> list:
    """The different values among `items`, in their first order."""
    return list(dict.fromkeys(items))
