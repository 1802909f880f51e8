"""A network of routes held as a mask (runtime/networks.py) answers as runtime/board.py answers the same routes' ids."""
from __future__ import annotations

import importlib
import random

from runtime.board import connected, longest_path
from runtime.networks import _grown as _GROWN, network_connected, network_longest

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


def _graph_of(mask: int, ends: tuple) -> dict:
    graph: dict = {}
    for route, (a, b, length) in enumerate(ends):
        if mask >> route & 1:
            graph.setdefault(a, []).append((b, 1 << route, length))
            graph.setdefault(b, []).append((a, 1 << route, length))
    return graph


def _component_of(graph: dict, place: int) -> set:
    component, stack = {place}, [place]
    while stack:
        for other, _bit, _length in graph[stack.pop()]:
            if other not in component:
                component.add(other)
                stack.append(other)
    return component


def test_the_longest_trail_from_the_chosen_starts_is_the_longest_from_every_place():
    """Random tables of routes over 7 places, doubles, loops and bare cycles among them: the places a component's
    longest trail is walked from are those of an odd number of routes but one, or one where it has none, and the
    longest trail from them is the longest from every place; a whole network walked at once from each component's
    (`_whole`) alike."""
    from runtime.networks import _components, _joined, _starts, _trail, _whole
    rng = random.Random(11)
    cycle = ((0, 1, 2), (1, 2, 3), (2, 0, 4))        # a bare cycle, and a loop at a place of its own
    walked_fewer = 0
    for _ in range(400):
        ends = tuple((rng.randrange(7), rng.randrange(7), rng.randint(1, 7)) for _ in range(rng.randint(1, 10)))
        ends = ends + cycle + ((6, 6, 5),) if rng.random() < 0.3 else ends
        mask = rng.getrandbits(len(ends))
        assert network_longest(mask, ends) == every_trail_longest(mask, ends)
        assert _whole(mask, ends, _joined(mask, ends, 7)) == every_trail_longest(mask, ends)
        graph = _graph_of(mask, ends)
        for component in _components(mask, ends, _joined(mask, ends, 7)).values():
            assert _trail(component, ends, {}) == every_trail_longest(component, ends)
            part = _graph_of(component, ends)
            starts = _starts(part)
            assert len(starts) == len(set(starts)) and set(starts) <= set(part)
            odd = {p for p in part if len(part[p]) % 2}
            assert (set(starts) < odd and len(starts) == len(odd) - 1) if odd else len(starts) == 1
            assert set(part) == _component_of(graph, starts[0])
        walked_fewer += sum(len(_starts(_graph_of(c, ends))) for c in _components(mask, ends, _joined(
            mask, ends, 7)).values()) < len({p for p in graph if len(graph[p]) != 2})
    assert walked_fewer > 0     # places of four routes not walked from


def test_a_network_grown_by_a_route_answers_as_one_worked_out_anew(monkeypatch):
    """Networks grown one route at a time in a random order (doubles, loops, routes joining two components, closing a
    cycle, reaching a new place), met first by a worth's `network_joined_grown` (grown from the one before) or by
    `network_connected` or `network_longest` (worked out afresh, its longest trail walked whole), their answers asked
    in a random order (some only joined, so the one grown from has no longest trail yet), everything forgotten now and
    then: every longest trail the longest from every place, every pair of places joined as a walk of the network joins
    them; most networks met by `network_joined_grown` grown from the one before, none met otherwise."""
    import runtime.networks as networks
    rng = random.Random(13)
    grown = []
    monkeypatch.setattr(networks, "_grown", lambda *args: grown.append(1) or _GROWN(*args))
    met_near = afresh = 0
    for _ in range(150):
        places = rng.randint(2, 14)
        ends = tuple((rng.randrange(places), rng.randrange(places), rng.randint(1, 6))
                     for _ in range(rng.randint(1, min(12, places + 4))))
        order = rng.sample(range(len(ends)), len(ends))
        mask = 0
        for route in order:
            if rng.random() < 0.05:
                networks._NETWORKS.clear()
            mask |= 1 << route
            graph = _graph_of(mask, ends)
            was = len(grown)
            if rng.random() < 0.7:
                label = networks.network_joined_grown(mask, ends)
                met_near += 1
                for a in range(places):
                    for b in range(places):
                        joined = a == b or (a in graph and b in _component_of(graph, a))
                        assert (a < len(label) and b < len(label) and label[a] == label[b]) == joined or a == b
            else:
                afresh += 1
            asked = [lambda: network_longest(mask, ends) == every_trail_longest(mask, ends)] * rng.randint(0, 1)
            for a in range(places):
                for b in range(places):
                    joined = a == b or (a in graph and b in _component_of(graph, a))
                    asked.append(lambda a=a, b=b, joined=joined: network_connected(mask, a, b, ends) == joined)
            rng.shuffle(asked)
            assert all(ask() for ask in asked)
            assert network_longest(mask, ends) == every_trail_longest(mask, ends)
            assert len(grown) - was <= 1
    assert len(grown) > 0.7 * met_near and afresh > 200     # (a network of one route is grown from none)


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
