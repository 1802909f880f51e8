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
