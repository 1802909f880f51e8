"""A copy of the lowered state for a world only judged after one move: `clone_judged` (compiler/codegen/lower/
judged_clone.py, runtime/lowered.py `LoweredWorld.clone_judged`).

Greedy weighs each move on a copy of the world and drops it; `clone_judged` shares with the world the piles that no
action, flow, worth or write-back of the module can change, and those that only functions naming the state `s` change,
each of which makes them the copy's own first (owned_on_write.py). Here: the analysis copies every list a function
without `s` may change or let escape, guards a function that reads a pile across a call that may change it, and prints
nothing where a record or the readable state goes to a function of unknown effect; and at decisions of random games
of the games that share piles, greedy's worths are those of `clone`, and the world weighed keeps every pile as it was.
"""
from __future__ import annotations

import importlib
import random
import types

import pytest

from compiler.codegen.lower.ir import AREA, LIST, Assign, Attr, Call, Const, Do, ForIn, Function, If, Item, Local, \
    Module, Record, Return, Slot, walk_ir
from compiler.codegen.lower.judged_clone import judged_clone
from runtime.agents import SeatView
from runtime.lookahead import greedy_worth, looking_ahead, weighed
from runtime.lowered import LoweredWorld, menu_of
from runtime.state import GameState

S = Local("s")
PILES = ("deck", "hand", "shown", "box", "kept", "aliased", "returned", "extended", "given", "walked", "method")


def module_of(body: list, extra: tuple = ()) -> Module:
    """A module whose `act` runs `body` over a state of the list slots PILES, with `clone` copying every one."""
    state = Record("State", "", tuple(Slot(name, LIST, "pile") for name in PILES))
    clone = Function("clone", (("s", "State"),), "", [Assign(Local("c"), Call(Local("State")))]
                     + [Assign(Attr(Local("c"), name), Call(Local("list"), (Attr(S, name),))) for name in PILES]
                     + [Return(Local("c"))], returns="State", locals={"c": "State"}, public=True)
    act = Function("act", (("s", "State"), ("seat", "long")), "", body, public=True)
    to_decision = Function("to_decision", (("s", "State"),), "", [Return(Const(0))], public=True)
    helper = Function("helper", (("pile", LIST),), "", [Do(Call(Attr(Local("pile"), "pop"), ()))])
    return Module("", {}, [Record("Player", "", ()), state], [clone, act, to_decision, helper, *extra])


def shared_by(module: Module) -> set:
    """The piles `clone_judged` shares, those copied on first write among them."""
    judged = {fn.name: fn for fn in module.functions}.get("clone_judged")
    if judged is None:
        return set()
    return {x.target.name for x in judged.body if isinstance(x, Assign) and isinstance(x.target, Attr)
            and isinstance(x.value, Attr) and x.target.name != "shared_piles"}


def owned_by(module: Module, name: str) -> set:
    """The piles function `name` of `module` makes the state's own before it runs (its guard's copies)."""
    fn = {fn.name: fn for fn in module.functions}[name]
    guard = fn.body[0]
    if not (isinstance(guard, If) and "shared_piles" in repr(guard.branches[0][0])):
        return set()
    return {x.target.name for x in walk_ir(guard.branches[0][1]) if isinstance(x, Assign)
            and isinstance(x.target, Attr) and x.target.name != "shared_piles"}


def test_only_the_piles_every_use_of_which_reads_them_are_shared():
    body = [
        Do(Call(Attr(Attr(S, "deck"), "pop"), ())),                     # changed by a method
        Assign(Item(Attr(S, "hand"), Const(0)), Const(1)),               # an item assigned
        Assign(Local("n"), Call(Local("len"), (Attr(S, "shown"),))),     # its length: read
        Assign(Local("x"), Item(Attr(S, "box"), Const(0))),              # an item read
        Assign(Local("k"), Call(Attr(Attr(S, "kept"), "index"), (Const(1),))),      # a reading method
        Assign(Local("a"), Attr(S, "aliased")),                          # held by a local: it may change through it
        Assign(Attr(S, "extended"), Call(Local("list"), (Attr(S, "shown"),)), "+="),     # extended in place
        Do(Call(Local("helper"), (Attr(S, "given"),))),                  # handed to a function
        ForIn("c", Attr(S, "walked"), ()),                               # walked over: read
        Assign(Local("m"), Attr(Attr(S, "method"), "append")),           # a method taken to be called later
        Return(Attr(S, "returned")),
    ]
    module = judged_clone(module_of(body))
    # every other pile is changed by `act` only, which names the state `s`: copied there, on first write
    assert shared_by(module) == set(PILES)
    assert owned_by(module, "act") == set(PILES) - {"shown", "box", "kept", "walked"}
    assert "shared_piles" in {slot.name for slot in module.records[1].slots}


def test_a_pile_changed_where_the_state_is_not_named_s_is_copied_by_the_clone():
    pop = Function("pop_deck", (("t", "State"),), "", [Do(Call(Attr(Attr(Local("t"), "deck"), "pop"), ()))])
    body = [Do(Call(Local("pop_deck"), (S,))), Do(Call(Attr(Attr(S, "hand"), "pop"), ()))]
    module = judged_clone(module_of(body, (pop,)))
    assert shared_by(module) == set(PILES) - {"deck"}
    assert owned_by(module, "act") == {"hand"} and owned_by(module, "pop_deck") == set()


def test_a_pile_an_area_is_kept_over_is_copied_by_the_clone():
    # the clone makes a kept area again over its own copy of the list (tableau.py `<field>_kept`): a guard copying the
    # list alone, later, would leave that area tracking the world's list
    body = [Do(Call(Attr(Attr(S, "deck"), "pop"), ())), Do(Call(Attr(Attr(S, "hand"), "pop"), ()))]
    module = module_of(body)
    state = module.records[1]
    kept = Record(state.name, state.doc, state.slots + (Slot("deck_kept", AREA, "kept area", table="deck"),))
    module = judged_clone(Module(module.doc, module.imports, [module.records[0], kept], module.functions,
                                 module.constants))
    assert "deck" not in shared_by(module) and "hand" in shared_by(module)
    assert owned_by(module, "act") == {"hand"}


def test_a_pile_read_across_a_call_that_may_change_it_is_made_the_states_own_before():
    # `act` walks `walked` while `drop` (called in the loop) pops it: the walk must be over the copy's own list
    drop = Function("drop", (("s", "State"),), "", [Do(Call(Attr(Attr(S, "walked"), "pop"), ()))])
    body = [ForIn("c", Attr(S, "walked"), (Do(Call(Local("drop"), (S,))),)),
            Assign(Local("n"), Call(Local("len"), (Attr(S, "shown"),))), Do(Call(Local("drop"), (S,)))]
    module = judged_clone(module_of(body, (drop,)))
    assert owned_by(module, "drop") == {"walked"} and owned_by(module, "act") == {"walked"}


def test_every_state_made_starts_sharing_nothing():
    made = Function("new_state", (), "", [Assign(S, Call(Local("State"))), Return(S)], public=True)
    module = judged_clone(module_of([Do(Call(Attr(Attr(S, "deck"), "pop"), ()))], (made,)))
    fns = {fn.name: fn for fn in module.functions}
    for name in ("clone", "new_state"):
        assert fns[name].body[1] == Assign(Attr(fns[name].body[0].target, "shared_piles"), Const(None))
    assert fns["clone_judged"].body[1] == Assign(Attr(Local("c"), "shared_piles"), Const(1))


def test_no_judged_clone_where_a_record_or_the_readable_state_goes_to_a_function_of_unknown_effect():
    reads = [Assign(Local("n"), Call(Local("len"), (Attr(S, "shown"),)))]
    assert shared_by(judged_clone(module_of(reads))) == set(PILES)     # every pile read only, if at all
    assert not shared_by(judged_clone(module_of(reads + [Do(Call(Local("unknown"), (S,)))])))
    assert not shared_by(judged_clone(module_of(reads + [Do(Call(Local("unknown"), (Attr(S, "readable"),)))])))
    assert not shared_by(judged_clone(module_of(reads + [Do(Call(Attr(Attr(S, "readable"), "apply"), ()))])))
    # the runtime's draw and shuffle change only the piles handed with it; a rules error raised changes nothing
    kept = reads + [Do(Call(Local("shuffle"), (Attr(S, "readable"), Attr(S, "deck")))),
                    Do(Call(Attr(Attr(S, "readable"), "check_round_limit"), ()))]
    assert shared_by(judged_clone(module_of(kept))) == set(PILES)
    assert owned_by(judged_clone(module_of(kept)), "act") == {"deck"}


GAMES = ("trail_story_america", "trailblazer_jmt", "trailblazers", "trek_to_zion")


def positions(game, players: int, seed: int, every: int) -> list:
    """(a world a seat could be in, the seat, its moves) at every `every`-th decision of a random game, of more than
    one move."""
    state, rng, found, k = GameState(game, players, seed), random.Random(seed), [], 0
    while not state.is_over():
        moves = state.legal_actions()
        if len(moves) > 1:
            k += 1
            if k % every == 0:
                seat = moves[0].seat
                found.append((SeatView(state, seat).sample(random.Random(k)), seat, moves[:24]))
        state.apply(moves[int(rng.random() * len(moves))], check=False)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_greedy_weighs_the_same_on_judged_clones_and_the_world_weighed_keeps_its_piles(name, monkeypatch):
    game = importlib.import_module(f"generated.{name}").GAME
    module = importlib.import_module(f"generated.{name}.lowered")
    assert hasattr(module, "clone_judged")
    at = positions(game, 2, 1, 6)
    assert at
    first: dict = {}        # id of a world weighed's slots -> (them, its lists as they stood at its first copy)
    real = LoweredWorld.clone_judged

    def lists_of(s) -> list:
        return [(name, list(value)) for record in (s, *s.players) for name in type(record).__slots__
                if type(value := getattr(record, name, None)) is list]

    def spy(self):
        # every list of the world weighed (its shared piles among them) as it stood before any of its moves was played
        seen = first.setdefault(id(self.s), (self.s, lists_of(self.s)))
        assert seen[0] is not self.s or lists_of(self.s) == seen[1]
        return real(self)

    def weigh(world, seat, moves, k):
        world = world.clone()
        looking_ahead(world)
        rng = random.Random(k)
        return weighed(world, moves, greedy_worth(world, seat), rng), rng.getstate()
    with monkeypatch.context() as m:
        m.setattr(LoweredWorld, "clone_judged", spy)
        judged = [weigh(world, seat, moves, k) for k, (world, seat, moves) in enumerate(at)]
    for s, before in first.values():     # and after its last
        assert lists_of(s) == before
    assert first, "no world weighed on judged clones"
    # the copy greedy takes is the module's clone_judged, looked up once per game (runtime/lowered.py Menu)
    assert menu_of(game, module).judged_clone is module.clone_judged
    with monkeypatch.context() as m:
        m.setattr(menu_of(game, module), "judged_clone", module.clone)
        copied = [weigh(world, seat, moves, k) for k, (world, seat, moves) in enumerate(at)]
    assert judged == copied


def test_a_game_played_by_another_module_gets_a_menu_of_that_module():
    # the Menu keeps the module's functions, so a game played by a module imported again (or natively after purely)
    # must not be handed the first module's copy
    game = importlib.import_module("generated.trailblazer_jmt").GAME
    module = importlib.import_module("generated.trailblazer_jmt.lowered")
    menu = menu_of(game, module)
    assert menu_of(game, module) is menu
    again = types.ModuleType(module.__name__)
    again.__dict__.update({name: value for name, value in vars(module).items() if not name.startswith("__")})
    again.clone_judged = lambda s: module.clone_judged(s)
    other = menu_of(game, again)
    assert other is not menu and other.judged_clone is again.clone_judged
    assert menu_of(game, module).judged_clone is module.clone_judged
