"""A worth's questions of the seat's network read once (compiler/codegen/lower/networks.py `networks_read_once`):
each trek's `connected` two items of the network's `network_joined` list compared, its longest trail read twice read
once, with the same worth over random networks of random tables of routes; a network of a comprehension's variable
(another player's, or the seat's name bound again) left asked, and `connected` left a call where the table has a
place no route ends at (past runtime/networks.py's list)."""
from __future__ import annotations

import random

from compiler.codegen.lower.ir import LIST, Aggregate, Assign, Attr, Bin, Call, Cond, Const, Item, Local, Return, \
    Unary, walk_ir
from compiler.codegen.lower.networks import networks_read_once
from compiler.codegen.lower.printing import expr, statements
from runtime import networks

S, P, ENDS = Local("s"), Local("p"), Local("ROUTES_ENDS")


class Lowering:
    """What `networks_read_once` reads of the lowering: the module's data, the places of its routes' tables, and its
    imports."""

    def __init__(self, ends: tuple, places: int):
        self.constant_values = {"ROUTES_ENDS": ends}
        self.network_places = {"ROUTES_ENDS": places}
        self.imports = {"runtime.api": set()}


def claimed(who=P):
    return Attr(who, "claimed")


def longest(who=P):
    return Call(Local("network_longest"), (claimed(who), ENDS))


def trek_worth():
    """Trek to Zion's worth as the lowering writes it: each kept trek's points, less where its places are not joined,
    and 10 for the longest trail of all."""
    joined = Call(Local("network_connected"), (claimed(), Item(Local("ORIGIN"), Local("t")),
                                               Item(Local("DESTINATION"), Local("t")), ENDS))
    treks = Aggregate("sum", Cond(joined, Item(Local("POINTS"), Local("t")),
                                  Unary("-", Item(Local("POINTS"), Local("t")))), "t", Attr(P, "kept"))
    most = Aggregate("max", longest(Local("q")), "q", Attr(S, "players"))
    bonus = Cond(Bin("and", Bin(">", longest(), Const(0)), Bin("==", longest(), most)), Const(10), Const(0))
    return Bin("+", treks, bonus)


class Seat:
    def __init__(self, claimed: int, kept: list):
        self.claimed, self.kept = claimed, kept


class World:
    def __init__(self, players: list):
        self.players = players


def worth(steps: list, total):
    lines = ["def worth(s, p):"] + statements(steps + [Return(total)], 1)
    scope = {"network_connected": networks.network_connected, "network_longest": networks.network_longest,
             "network_joined": networks.network_joined, "network_joined_grown": networks.network_joined_grown,
             "network_longest_grown": networks.network_longest_grown, "max": max}
    exec(compile("\n".join(lines), "<worth>", "exec"), scope)
    return scope


def test_the_seats_network_is_read_once_with_the_same_worth():
    rng = random.Random(21)
    for table in range(40):
        # a worth of the worlds a look-ahead weighs, or a finished game's scores (`weighed`): a network met for the
        # first time looked for one route fewer in the first only, by every question it asks
        weighed = table % 2 == 0
        reader = "network_joined_grown" if weighed else "network_joined"
        places = rng.randint(2, 12)
        ends = tuple((rng.randrange(places), rng.randrange(places), rng.randint(1, 6))
                     for _ in range(rng.randint(1, 14)))
        ends += ((0, places - 1, 1),)       # every place a route's end
        total, steps, names = trek_worth(), [], {}
        low = Lowering(ends, places)
        read = networks_read_once(total, steps, names, low, weighed=weighed)
        assert [expr(step.target) for step in steps] == ["claimed_joined", "claimed_longest"]
        longest = "network_longest_grown" if weighed else "network_longest"
        assert names["claimed_joined"] == LIST
        assert low.imports["runtime.api"] == ({reader, longest} if weighed else {reader})
        assert [expr(step.value) for step in steps] == [f"{reader}(p.claimed, ROUTES_ENDS)",
                                                        f"{longest}(p.claimed, ROUTES_ENDS)"]
        text = expr(read)
        assert "claimed_joined[ORIGIN[t]] == claimed_joined[DESTINATION[t]]" in text
        assert f"{longest}(q.claimed, ROUTES_ENDS)" in text and text.count("claimed_longest") == 2
        assert "network_connected" not in text and "network_longest(p.claimed" not in text
        after, before = worth(steps, read), worth([], total)
        origin = [rng.randrange(places) for _ in range(8)]
        destination = [rng.randrange(places) for _ in range(8)]
        for scope in (after, before):
            scope.update(ORIGIN=origin, DESTINATION=destination, POINTS=list(range(1, 9)), ROUTES_ENDS=ends)
        for _world in range(30):
            seats = [Seat(rng.getrandbits(len(ends)), rng.sample(range(8), rng.randrange(0, 5))) for _ in range(2)]
            world = World(seats)
            assert after["worth"](world, seats[0]) == before["worth"](world, seats[0])


def test_a_network_of_a_comprehensions_variable_is_left_asked():
    # the seat's name bound again by a comprehension: there `p.claimed` is each player's network, not the seat's
    inner = Aggregate("sum", Bin("+", longest(), longest()), "p", Attr(S, "players"))
    total = Bin("+", inner, Aggregate("count", Const(1), "q", Attr(S, "players"),
                                      Call(Local("network_connected"), (claimed(Local("q")), Const(0), Const(1),
                                                                        ENDS))))
    steps: list = []
    assert networks_read_once(total, steps, {}, Lowering(((0, 1, 1),), 2), weighed=False) == total and steps == []
    # a worth's: each asked by its twin that looks for a network one route fewer
    low = Lowering(((0, 1, 1),), 2)
    read = expr(networks_read_once(total, steps, {}, low))
    assert steps == [] and low.imports["runtime.api"] == {"network_connected_grown", "network_longest_grown"}
    assert "network_longest(" not in read and "network_connected(" not in read and read.count("_grown(") == 3


def test_connected_is_left_a_call_where_a_place_is_past_every_routes_end():
    total = Cond(Call(Local("network_connected"), (claimed(), Const(0), Const(4), ENDS)), Const(1), Const(0))
    steps: list = []
    read = networks_read_once(total, steps, {}, Lowering(((0, 1, 1), (1, 2, 1)), 5), weighed=False)
    assert read == total and steps == []
    read = networks_read_once(total, steps, {}, Lowering(((0, 1, 1), (1, 4, 1)), 5), weighed=False)
    assert expr(read) == "1 if claimed_joined[0] == claimed_joined[4] else 0"
    assert [step for step in steps if isinstance(step, Assign)] == steps and \
        not any(x == Local("network_connected") for x in walk_ir(read))


def test_a_network_call_no_function_reads_any_more_is_not_imported():
    from compiler.codegen.lower.ir import Function
    from compiler.codegen.lower.networks import unread_network_calls
    total = Cond(Call(Local("network_connected"), (claimed(), Const(0), Const(1), ENDS)), Const(1), Const(0))
    steps: list = []
    read = networks_read_once(total, steps, {}, Lowering(((0, 1, 1),), 2))
    imported = {"network_connected", "network_joined_grown", "network_longest", "mask_ids"}
    unread_network_calls([Function("worth", (("s", "State"), ("p", "Player")), "", steps + [Return(read)])], imported)
    assert imported == {"network_joined_grown", "mask_ids"}
    imported = {"network_connected", "network_longest"}
    unread_network_calls([Function("worth", (("s", "State"), ("p", "Player")), "", [Return(total)])], imported)
    assert imported == {"network_connected"}
