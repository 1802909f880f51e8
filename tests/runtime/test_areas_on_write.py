"""A judged clone's areas shared with the world until a card is laid in one (compiler/codegen/lower/areas_on_write.py).

Here: the pass shares an area, flags every record made and guards the function that lays a card, only where an area
is otherwise only read and no function naming one calls one that lays; and on Trailblazers' greedy decisions, the
judged worlds share every area but the one a card is laid in, and the world weighed keeps its areas as they were.
"""
from __future__ import annotations

import importlib
import random

from compiler.codegen.lower.areas_on_write import areas_on_write
from compiler.codegen.lower.ir import AREA, LIST, Assign, Attr, Call, Const, Do, ForIn, Function, If, Item, ListOf, \
    Local, Module, Record, Return, Slot
from compiler.codegen.lower.judged_clone import judged_clone
from runtime.lookahead import greedy_worth, looking_ahead, weighed
from runtime.lowered import LoweredWorld
from tests.runtime.test_judged_clone import positions

S, P, Q, C = Local("s"), Local("p"), Local("q"), Local("c")


def module_of(act: list, extra: tuple = ()) -> Module:
    """A module of players with an area (`area`, kept as `area_kept`), `clone` copying both as the lowering prints
    it, `act` running `act`, `lay(s, p)` laying a card, and `score(p)` reading the area as the figures do."""
    player = Record("Player", "", (Slot("hand", LIST, "pile"), Slot("area", "object", "tableau"),
                                   Slot("area_kept", AREA, "kept area", table="area")))
    state = Record("State", "", (Slot("players", LIST),))
    per_player = (Assign(Q, Call(Local("Player"))),
                  Assign(Attr(Q, "hand"), Call(Local("list"), (Attr(P, "hand"),))),
                  Assign(Attr(Q, "area"), Call(Local("list"), (Attr(P, "area"),))),
                  Assign(Attr(Q, "area_kept"), Call(Attr(Attr(P, "area_kept"), "copy"), (Attr(Q, "area"),))),
                  Do(Call(Attr(Attr(C, "players"), "append"), (Q,))))
    clone = Function("clone", (("s", "State"),), "", [Assign(C, Call(Local("State"))),
                                                      Assign(Attr(C, "players"), ListOf(())),
                                                      ForIn("p", Attr(S, "players"), per_player), Return(C)],
                     returns="State", locals={"c": "State", "q": "Player", "p": "Player"}, public=True)
    lay = Function("lay", (("s", "State"), ("p", "Player")), "", [
        Do(Call(Attr(Attr(P, "hand"), "pop"), ())),
        Do(Call(Local("tableau_lay"), (Attr(P, "area"), Attr(P, "area_kept"), Const(1), Const(0))))])
    score = Function("score", (("p", "Player"),), "", [
        Return(Call(Local("figure_closed"), (Const({}), Const("a"), Attr(P, "area"), Const(None))))])
    act = Function("act", (("s", "State"), ("seat", "long")), "", act, locals={"p": "Player"}, public=True)
    to_decision = Function("to_decision", (("s", "State"),), "", [Return(Const(0))], public=True)
    standing = Function("standing", (("s", "State"),), "", [
        Return(Call(Local("score"), (Item(Attr(S, "players"), Const(0)),)))], public=True)
    return judged_clone(Module("", {}, [player, state], [clone, act, to_decision, standing, lay, score, *extra]))


PLAY = [Assign(P, Item(Attr(S, "players"), Local("seat"))), Do(Call(Local("lay"), (S, P)))]


def functions(module: Module) -> dict:
    return {fn.name: fn for fn in module.functions}


def loop_of(fn: Function) -> tuple:
    """The body of `fn`'s loop over the players."""
    return next(x for x in fn.body if isinstance(x, ForIn)).body


def unchanged(act: list, extra: tuple = ()) -> bool:
    module = module_of(act, extra)
    return areas_on_write(module) is module


def test_the_area_is_shared_flagged_and_made_its_own_by_the_function_that_lays_a_card():
    module = module_of(PLAY)
    assert "clone_judged" in functions(module)
    shared = areas_on_write(module)
    fns = functions(shared)
    judged = loop_of(fns["clone_judged"])
    assert Assign(Attr(Q, "area"), Attr(P, "area")) in judged
    assert Assign(Attr(Q, "area_kept"), Attr(P, "area_kept")) in judged
    assert Assign(Attr(Q, "area_shared"), Const(True)) in judged
    # every other record made starts with its own area
    assert Assign(Attr(Q, "area_shared"), Const(False)) in loop_of(fns["clone"])
    guard = fns["lay"].body[0]
    assert isinstance(guard, If) and guard.branches[0][0] == Attr(P, "area_shared")
    assert Assign(Attr(P, "area"), Call(Attr(Attr(P, "area"), "copy"), ())) in guard.branches[0][1]
    assert Assign(Attr(P, "area_kept"), Call(Attr(Attr(P, "area_kept"), "copy"), (Attr(P, "area"),))) \
        in guard.branches[0][1]
    assert fns["act"] is functions(module)["act"] and fns["score"] is functions(module)["score"]
    assert "area_shared" in {slot.name for slot in shared.records[0].slots}


def test_nothing_is_shared_where_an_area_may_change_otherwise_or_be_read_across_a_card_laid():
    # an area handed to a function of unknown effect, or an item of it assigned
    handed = [Assign(P, Item(Attr(S, "players"), Local("seat"))), Do(Call(Local("unknown"), (Attr(P, "area"),)))]
    assert unchanged(handed)
    assigned = [Assign(P, Item(Attr(S, "players"), Local("seat"))), Assign(Item(Attr(P, "area"), Const(0)), Const(1))]
    assert unchanged(assigned)
    # its spots read, then a card laid: the spots held could be the world's, not the copy's
    held = [Assign(P, Item(Attr(S, "players"), Local("seat"))),
            Assign(Local("spots"), Attr(Attr(P, "area_kept"), "cells")), Do(Call(Local("lay"), (S, P)))]
    assert unchanged(held)
    # nor where a function that lays a card calls another that lays one (in the area of another record it could hold)
    twice = Function("lay_twice", (("s", "State"), ("p", "Player")), "", [
        Do(Call(Local("tableau_lay"), (Attr(P, "area"), Attr(P, "area_kept"), Const(1), Const(0)))),
        Do(Call(Local("lay"), (S, Item(Attr(S, "players"), Const(1)))))])
    both = [Assign(P, Item(Attr(S, "players"), Local("seat"))), Do(Call(Local("lay_twice"), (S, P)))]
    assert unchanged(both, (twice,))
    # a card laid in the area of a record that is no parameter: no guard could begin the function
    inner = [Assign(P, Item(Attr(S, "players"), Local("seat"))),
             Do(Call(Local("tableau_lay"), (Attr(P, "area"), Attr(P, "area_kept"), Const(1), Const(0))))]
    assert unchanged(inner)
    # a record made where no flag can follow it
    made = Function("made", (), "", [Return(Call(Local("Player")))], public=True)
    assert unchanged(PLAY, (made,))


def test_greedy_shares_every_area_but_the_one_laid_in_and_the_world_keeps_its_areas(monkeypatch):
    game = importlib.import_module("generated.trailblazers").GAME
    module = importlib.import_module("generated.trailblazers.lowered")
    worlds, clones = {}, []
    real = LoweredWorld.clone_judged
    played = LoweredWorld.play_to_chance

    def areas(s) -> list:
        return [(list(map(list, p.area)), list(p.area_kept.cells), p.area_kept.lengths(), bytes(p.area_kept.seen))
                for p in s.players]

    def spy(self):
        worlds.setdefault(id(self.s), (self.s, areas(self.s)))
        c = real(self)
        clones.append((self.s, c.s))
        return c

    def play(self, number, counted=False, judged=False):
        out = played(self, number, counted, judged)
        world, c = clones[-1]
        mine = [p.area_kept is q.area_kept for p, q in zip(world.players, c.players)]
        assert mine.count(True) >= len(mine) - 1      # at most one area made the copy's own by its move
        return out
    with monkeypatch.context() as m:
        m.setattr(LoweredWorld, "clone_judged", spy)
        m.setattr(LoweredWorld, "play_to_chance", play)
        for k, (world, seat, moves) in enumerate(positions(game, 2, 3, 5)):
            world = world.clone()
            looking_ahead(world)
            weighed(world, moves, greedy_worth(world, seat), random.Random(k))
    assert clones and any(c.players[0].area_shared or c.players[1].area_shared for _w, c in clones)
    for s, before in worlds.values():
        assert areas(s) == before
    assert not any(p.area_shared for s, _before in worlds.values() for p in s.players)
    assert module.clone_judged is not module.clone
