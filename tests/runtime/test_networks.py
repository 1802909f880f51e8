"""A network of routes held as a mask (runtime/networks.py) answers as runtime/board.py answers the same routes' ids."""
from __future__ import annotations

import importlib
import random

from runtime.board import connected, longest_path
from runtime.networks import network_connected, network_longest

TREK = importlib.import_module("generated.trek_to_zion.lowered")
ROUTES = importlib.import_module("generated.trek_to_zion.rules").ROUTES


def test_connected_and_longest_path_over_a_mask_are_the_boards():
    """Random networks of 1 to 24 of Trek's routes (doubles and loops among them): every pair of places joined or
    not alike, the same longest trail; asked twice, the remembered answer is the same."""
    rng = random.Random(5)
    routes, places = TREK.ROUTES_IDS, TREK.LOCATIONS_IDS
    for size in list(range(1, 25)) * 2:
        numbers = rng.sample(range(len(routes)), size)
        mask = sum(1 << k for k in numbers)
        ids = [routes[k] for k in numbers]
        for _ in (1, 2):
            assert network_longest(mask, TREK.ROUTES_ENDS) == longest_path(ids, ROUTES)
            for a in range(len(places)):
                for b in range(len(places)):
                    assert network_connected(mask, a, b, TREK.ROUTES_ENDS) == \
                        connected(ids, places[a], places[b], ROUTES), (ids, places[a], places[b])


def every_trail_longest(mask: int, ends: tuple) -> int:
    """The longest trail walked from every place (what runtime/networks.py walked before it chose its starts)."""
    graph: dict = {}
    for route, (a, b, length) in enumerate(ends):
        if mask >> route & 1:
            graph.setdefault(a, []).append((b, route, length))
            graph.setdefault(b, []).append((a, route, length))

    def walk(place, used, total):
        return max([total] + [walk(other, used | 1 << route, total + length)
                              for other, route, length in graph[place] if not used >> route & 1])
    return max([0] + [walk(place, 0, 0) for place in graph])


def test_the_longest_trail_from_the_chosen_starts_is_the_longest_from_every_place():
    """Random tables of routes over 7 places, doubles, loops and bare cycles among them: the places a longest trail is
    walked from are those of an odd number of routes and one of each component that has none, and the longest trail
    from them is the longest from every place."""
    from runtime.networks import _joined, _longest, _starts
    rng = random.Random(11)
    cycle = ((0, 1, 2), (1, 2, 3), (2, 0, 4))        # a bare cycle, and a loop at a place of its own
    walked_fewer = 0
    for _ in range(400):
        ends = tuple((rng.randrange(7), rng.randrange(7), rng.randint(1, 7)) for _ in range(rng.randint(1, 10)))
        ends = ends + cycle + ((6, 6, 5),) if rng.random() < 0.3 else ends
        mask = rng.getrandbits(len(ends))
        joined = _joined(mask, ends, 7)
        assert _longest(mask, ends, joined) == every_trail_longest(mask, ends)
        graph: dict = {}
        for route, (a, b, length) in enumerate(ends):
            if mask >> route & 1:
                graph.setdefault(a, []).append((b, 1 << route, length))
                graph.setdefault(b, []).append((a, 1 << route, length))
        starts = _starts(graph, joined)
        assert len(starts) == len(set(starts)) and set(starts) <= set(graph)
        odd = {p for p in graph if len(graph[p]) % 2}
        assert odd <= set(starts)
        even = [p for p in starts if p not in odd]     # each the one start of a component of no odd place
        for place in even:
            component, stack = {place}, [place]
            while stack:
                for other, _bit, _length in graph[stack.pop()]:
                    if other not in component:
                        component.add(other)
                        stack.append(other)
            assert not component & odd and len(component & set(starts)) == 1
        walked_fewer += len(starts) < len({p for p in graph if len(graph[p]) != 2})
    assert walked_fewer > 0     # places of four routes not walked from


def test_every_place_joined_to_the_least_place_of_its_component():
    """`_joined`'s one pass from place 0 (each parent already a root) gives every place the least place it is joined
    to, as a walk of each component finds it: random networks over random tables of routes, loops and doubles in
    them, up to every route of the table."""
    from runtime.networks import _joined
    rng = random.Random(9)
    for _ in range(300):
        places = rng.randint(1, 30)
        ends = tuple((rng.randrange(places), rng.randrange(places), rng.randint(1, 6))
                     for _ in range(rng.randint(1, 70)))
        mask = rng.getrandbits(len(ends)) if rng.random() < 0.8 else (1 << len(ends)) - 1
        neighbours = {place: set() for place in range(places)}
        for route, (a, b, _length) in enumerate(ends):
            if mask >> route & 1:
                neighbours[a].add(b)
                neighbours[b].add(a)
        least = {}
        for first in range(places):
            if first in least:
                continue
            stack = [first]
            least[first] = first
            while stack:
                for other in neighbours[stack.pop()]:
                    if other not in least:
                        least[other] = first
                        stack.append(other)
        assert _joined(mask, ends, places) == [least[place] for place in range(places)]
