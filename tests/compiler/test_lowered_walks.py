"""The walks the lowering passes make over the IR (ir.py walk_ir, optimise.py statements_in) and the inliner's
rewrites, which make again only what changed: the same nodes found, in the same order, and the same code written
in place as before they were made cheaper."""
from __future__ import annotations

from compiler.codegen.lower.ir import (LONG, OBJECT, Assign, Attr, Bin, Break, Call, Comment, Const, Do, ForRange,
                                       Function, If, Inlined, Item, Local, Module, Node, Return, While,
                                       body_walked, walk_ir)
from compiler.codegen.lower.optimise import (STATEMENTS, folded_body, inline_small, own_names, players_walked,
                                             propagated, statements_in)
from compiler.codegen.lower.printing import statements

S, P = Local("s"), Local("p")


def nested_body() -> list:
    return [
        Assign(Local("total"), Const(0)),
        If(((Bin(">", Attr(P, "energy"), Const(0)),
             [ForRange("i", Const(3), [Assign(Local("total"), Local("i"), "+="), Comment("counted")])]),),
           [While(Local("going"), [Inlined("reset", (Assign(Attr(P, "energy"), Const(15)),)), Return()])]),
        Do(Call(Local("finish"), (S, Local("total")))),
    ]


def test_walk_ir_is_depth_first_in_field_order():
    tree = Bin("+", Attr(P, "energy"), Call(Local("max"), (Const(1), Local("x"))))
    assert walk_ir(tree) == [tree, tree.left, P, tree.right, Local("max"), Const(1), Local("x")]
    assert walk_ir([tree.left, (Const(2),)]) == [tree.left, P, Const(2)]
    assert walk_ir("not a node") == []


def test_statements_in_finds_what_a_whole_walk_finds():
    body = nested_body()
    kinds = STATEMENTS + (Inlined,)
    assert [x for x in statements_in(body) if isinstance(x, kinds)] == [x for x in walk_ir(body) if isinstance(x, kinds)]


def test_a_constant_argument_is_written_in_place_and_a_set_parameter_kept():
    setter = Function("set_energy", (("s", "State"), ("p", "Player"), ("value", LONG)), "A setter.",
                      [If(((Bin("<", Local("value"), Const(0)), [Assign(Local("value"), Const(0))]),)),
                       Assign(Attr(P, "energy"), Local("value"))])
    step = Function("rest", (("s", "State"), ("p", "Player")), "A step.",
                    [Do(Call(Local("set_energy"), (S, P, Const(15)))),
                     Do(Call(Local("set_energy"), (S, P, Bin("-", Attr(P, "energy"), Const(1)))))])
    module = inline_small(Module("", {}, [], [setter, step]), {"rest"})     # rest: a step, kept by name
    assert [fn.name for fn in module.functions] == ["rest"]
    first, second = module.functions[0].body
    # the constant folds the test away and is read nowhere after: no local for it
    assert first == Inlined("set_energy", (Assign(Attr(P, "energy"), Const(15)),))
    # an expression the setter changes becomes a local set first, read by the clamp and the assignment
    value = Local("value")
    assert second == Inlined("set_energy", (
        Assign(value, Bin("-", Attr(P, "energy"), Const(1))),
        If(((Bin("<", value, Const(0)), [Assign(value, Const(0))]),), []),
        Assign(Attr(P, "energy"), value)))
    assert module.functions[0].locals == {"value": LONG}
    assert setter.returns == OBJECT


def test_a_for_else_keeps_its_else_through_the_passes_and_prints_as_python():
    """The decide loop's search for the next pick (`for seat in range(asked_from, n): … break` / `else: break`): the
    `else` ends the step when no seat has a move, so every pass that makes a loop again keeps it."""
    picks = Local("picks")
    search = ForRange("seat", Local("n"), [If(((Bin(">", Item(picks, Local("seat")), Const(0)),
                                                [Do(Call(Local("reset"), (S,))), Break()]),))],
                      Local("asked_from"), otherwise=(Assign(Local("found"), Const(0)), Break()))
    body = [While(Const(True), [search, Assign(Local("asked_from"), Local("seat"))])]
    reset = Function("reset", (("s", "State"),), "A small procedure.", [Assign(Attr(S, "passes"), Const(0))])
    loop = Function("step_play", (("s", "State"),), "A decide loop.", body)
    module = inline_small(Module("", {}, [], [reset, loop]), {"step_play"})
    kept = module.functions[0].body[0].body[0]
    assert list(kept.otherwise) == list(search.otherwise) and isinstance(kept.body[0].branches[0][1][0], Inlined)
    assert list(folded_body([search])[0].otherwise) == list(search.otherwise)
    assert list(propagated([search], {"found": Const(1)})[0].otherwise) == list(search.otherwise)
    assert Break() in statements_in([search]) and search.otherwise[0] in statements_in([search])
    assert statements([search], 0)[-3:] == ["else:", "    found = 0", "    break"]
    assert statements([search], 0)[0] == "for seat in range(asked_from, n):"


def test_a_loop_over_the_seats_reading_only_the_player_walks_the_players():
    """optimise.py players_walked: `for seat in range(len(s.players)): p_2 = s.players[seat]` becomes `for p_2 in
    s.players:` (Trek's turn start, each player's flag reset), the seat's C local dropped; a loop whose seat is read
    elsewhere, or whose body changes the list of players, is left as it is."""
    players = Attr(S, "players")

    def seats(var: str, player: str, body: list) -> ForRange:
        return ForRange(var, Call(Local("len"), (players,)), [Assign(Local(player), Item(players, Local(var)))] + body)
    reset = Assign(Attr(Local("p_2"), "took_wild"), Const(False))
    walked = Function("start", (("s", "State"),), "Each player's flag.", [seats("seat_2", "p_2", [reset])],
                      locals={"seat_2": LONG, "p_2": "Player"})
    read = Function("named", (("s", "State"),), "A seat read in the body.",
                    [seats("seat", "p", [Assign(Attr(P, "seat"), Local("seat"))])], locals={"seat": LONG, "p": "Player"})
    after = Function("after", (("s", "State"),), "A seat read after the loop.",
                     [seats("seat", "p", []), Return(Local("seat"))], locals={"seat": LONG, "p": "Player"})
    grows = Function("grows", (("s", "State"),), "The list changed in the loop.",
                     [seats("seat", "p", [Do(Call(Attr(players, "append"), (P,)))])], locals={"seat": LONG, "p": "Player"})
    module = players_walked(Module("doc", {}, [], [walked, read, after, grows]))
    assert statements(module.functions[0].body, 0) == ["for p_2 in s.players:", "    p_2.took_wild = False"]
    assert module.functions[0].locals == {"p_2": "Player"}
    for fn in module.functions[1:]:
        assert statements(fn.body, 0)[0] == "for seat in range(len(s.players)):" and "seat" in fn.locals

    class Seat:
        def __init__(self):
            self.took_wild = True
    state = type("State", (), {})()
    state.players = [Seat(), Seat(), Seat()]
    exec("\n".join(statements(module.functions[0].body, 0)), {"s": state})
    assert not any(q.took_wild for q in state.players)


def test_a_function_body_walked_once_until_it_changes():
    """ir.py body_walked: the passes after the lowering share one walk of a function while its body is the same list;
    a pass that gives the function a new body (as every pass does that changes one) gets the new body's nodes."""
    fn = Function("reset", (("s", "State"),), "A small procedure.", nested_body())
    nodes = body_walked(fn)
    assert nodes == walk_ir(fn.body) and body_walked(fn) is nodes
    fn.body = [Assign(Attr(S, "passes"), Const(0))]
    assert body_walked(fn) == walk_ir(fn.body) == [fn.body[0], Attr(S, "passes"), S, Const(0)]
    # the passes that read it: the names the inliner keeps clear of, and a loop over the seats (none here)
    assert own_names(fn) == {"s"}
    assert players_walked(Module("", {}, [], [fn])).functions[0].body is fn.body


def test_a_step_that_cannot_be_tallied_is_not_listed_to_tell():
    """lowering.py tallies: only a step offering an action of two parameters, not optional and without a cost, is
    listed (and the listing thrown away) to tell whether its random playout counts that action's moves (Trek's claim
    of a trail in a colour), and only where `play` has not listed it already (decide); any other step is answered
    without a listing, as the listing would answer it."""
    from compiler.codegen.emit import Emitter
    from compiler.codegen.lower.lowering import Lowering
    from compiler.driver.build import Project, compile_game
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    asked, probed = {}, {}
    for game in ("trek-to-zion", "thru-the-appalachian"):
        result = compile_game(Project(root), game, emit_code=False)
        lowering = Lowering(Emitter(result.model, result.resolver))
        lowering.module()
        listed = []
        listing = lowering.legal_moves

        def spied(step, scratch, tallied=False, listing=listing, listed=listed):
            listed.append(step.name)
            return listing(step, scratch, tallied)
        lowering.legal_moves = spied
        answered = dict(lowering.play_tallied)
        for step in result.model.round:
            if step.kind == "decide":
                lowering.play_tallied = answered
                asked[game, step.name] = (lowering.tallies(step), bool(listed))
                listed.clear()
                lowering.play_tallied = {}      # play's answer forgotten: listed to tell, as before
                probed[game, step.name] = (lowering.tallies(step), bool(listed))
                listed.clear()
    # Trek's turn is tallied: told by play's listing, the same answer as a listing made to tell
    assert (True, False) in [answer for (game, _), answer in asked.items() if game == "trek-to-zion"]
    assert (True, True) in [answer for (game, _), answer in probed.items() if game == "trek-to-zion"]
    assert all(asked[key][0] == probed[key][0] for key in asked)
    # Appalachian's steps are none of them listed
    assert [answer for (game, _), answer in asked.items() if game == "thru-the-appalachian"] \
        and all(answer == (False, False) for (game, _), answer in asked.items() if game == "thru-the-appalachian")
    assert all(answer == (False, False) for (game, _), answer in probed.items() if game == "thru-the-appalachian")


def _plain_walk(node, out: list) -> list:
    """Every node of an IR tree, depth first in field order, found the plain way: what walk_ir must list."""
    if isinstance(node, (list, tuple)):
        for item in node:
            _plain_walk(item, out)
    elif isinstance(node, Node):
        out.append(node)
        for value in node._values():
            _plain_walk(value, out)
    return out


def test_a_node_holding_no_node_is_listed_in_its_place_and_a_constant_holding_nodes_is_walked():
    """walk_ir lists a Local, or a Const of a plain value, without a call of its own (a third of the nodes walked):
    in the very place a call would have listed it. A Const of anything else is walked as any node."""
    odd = Const((Local("inside"), Const(2)))
    tree = If(((Local("a"), [Assign(Local("b"), odd), Do(Call(Local("f"), (Const(None), Local("c"))))]),), [Break()])
    assert walk_ir(tree) == _plain_walk(tree, [])
    assert Local("inside") in walk_ir(tree)
    assert walk_ir([Local("x"), (Const(1), [Local("y")])]) == [Local("x"), Const(1), Local("y")]


def test_walk_ir_lists_what_a_plain_walk_lists_in_every_lowered_function():
    from pathlib import Path

    from compiler.codegen.emit import Emitter
    from compiler.codegen.lower.lowering import Lowering
    from compiler.driver.build import Project, compile_game
    root = Path(__file__).resolve().parents[2]
    result = compile_game(Project(root), "trek-to-zion", emit_code=False)
    module = Lowering(Emitter(result.model, result.resolver)).module()
    assert len(module.functions) > 20
    for fn in module.functions:
        assert walk_ir(fn.body) == _plain_walk(fn.body, []), fn.name
