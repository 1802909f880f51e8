"""A decide loop takes a pick in one function (session 36): the actions written in place in the decide loops that draw
their moves (optimise.py Inliner, `actions` and `loops`), kept as functions for every other caller; an argument of
one value printed as that value; a constant taken away from a field kept within its bounds set without a test
against its max (`set_<field>_lowered`)."""
from __future__ import annotations

import re
from pathlib import Path

from compiler.codegen.lower.ir import (LONG, OBJECT, Assign, Attr, Bin, Call, Const, Do, ForRange, Function, Inlined, Item,
                                       ListComp, Local, Module)
from compiler.codegen.lower.optimise import ACTION_STATEMENTS, inline_small

S, P = Local("s"), Local("p")
LOWERED = Path(__file__).resolve().parents[2] / "generated" / "thru_the_appalachian" / "lowered.py"


def functions_of(text: str) -> dict:
    """{name: its source} of a module's top-level functions."""
    parts = re.split(r"^def (\w+)", text, flags=re.M)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def action_module(statements: int = 2) -> Module:
    action = Function("do_rest", (("s", "State"), ("p", "Player"), ("die", LONG)), "An action.",
                      [Assign(Attr(P, "energy"), Local("die"), "+=")] * (statements - 1)
                      + [Assign(Attr(P, "rested"), Const(True))])
    loop = Function("round_select_play", (("s", "State"), ("p", "Player")), "A decide loop.",
                    [Do(Call(Local("do_rest"), (S, P, Bin("//", Local("move"), Const(6)))))])
    act = Function("act", (("s", "State"), ("p", "Player")), "The agents' move.",
                   [Do(Call(Local("do_rest"), (S, P, Const(3))))], public=True)
    return Module("", {}, [], [action, loop, act])


def test_an_action_is_written_in_place_in_a_decide_loop_only():
    named = {"do_rest", "round_select_play"}
    module = inline_small(action_module(), named, frozenset({"do_rest"}), frozenset({"round_select_play"}))
    found = {fn.name: fn for fn in module.functions}
    # the loop holds the action's statements, its argument a local set first; `act` still calls it, so it stays
    assert found["round_select_play"].body == [Inlined("do_rest", (
        Assign(Local("die"), Bin("//", Local("move"), Const(6))),
        Assign(Attr(P, "energy"), Local("die"), "+="),
        Assign(Attr(P, "rested"), Const(True))))]
    assert found["act"].body == [Do(Call(Local("do_rest"), (S, P, Const(3))))]
    assert "do_rest" in found
    # not a decide loop, or no loops given: the action stays a call everywhere (named)
    module = inline_small(action_module(), named)
    assert {fn.name: fn for fn in module.functions}["round_select_play"].body == action_module().functions[1].body


def test_an_action_too_long_stays_a_call_in_the_loop():
    module = inline_small(action_module(ACTION_STATEMENTS + 1), {"do_rest", "round_select_play"},
                          frozenset({"do_rest"}), frozenset({"round_select_play"}))
    loop = {fn.name: fn for fn in module.functions}["round_select_play"]
    assert isinstance(loop.body[0], Do)


def test_appalachians_picks_call_no_action_and_the_actions_stay_for_the_agents():
    functions = functions_of(LOWERED.read_text(encoding="utf-8"))
    for loop in ("round_select_play", "round_exert_play"):
        body = functions[loop]
        assert not re.search(r"\bdo_\w+\(", body), loop
        assert "# do_move, written in place" in body
    assert {"do_photograph", "do_move", "do_journal"} <= set(functions)
    # `act` (the agents' move) calls them by name
    assert "do_move(s, p, move // 6)" in functions["act"]


def test_an_argument_of_one_value_is_that_value():
    body = functions_of(LOWERED.read_text(encoding="utf-8"))["round_select_play"]
    photograph = body.split("# do_photograph, written in place")[1].split("elif")[0]
    # photograph's die is `[white]`: the die is 0, its bit 1, not worked out of the move
    assert "p.used_dice |= 1\n" in photograph and "move //" not in photograph and "s.rolled[0]" in photograph
    move = body.split("# do_move, written in place")[1].split("elif")[0]
    # two orange dice: worked out of the move (read by its code from the listing's decoding tuple, lowering.py
    # move_decoded), in photograph's place not at all
    assert "ARGUMENT_OF_MOVE_6_36[move]" in move and "ARGUMENT_OF_MOVE" not in photograph


def test_a_constant_taken_away_is_not_tested_against_the_max():
    functions = functions_of(LOWERED.read_text(encoding="utf-8"))
    walk = functions["do_move"]
    lost = walk.split("value = p.energy - 1")[1].split("if not p.eliminated")[0]
    assert "set_energy_lowered, written in place" in walk and "> 15" not in lost and "value <= 0" in lost
    # a gain is still capped
    rest = functions["do_rest"]
    assert "if value > 15:" in rest and "set_energy, written in place" in rest


def test_a_comprehensions_variable_written_in_place_takes_a_name_the_host_does_not_type():
    """Natively Cython types a comprehension's variable as its function types the name: an action's `[… for x in
    walk]` written into a loop whose `x` is a C long is renamed (Trail Story's travel)."""
    listed = ListComp(Item(Local("PATHS_NUMBERS"), Local("x")), "x", Local("walk"))
    action = Function("do_travel", (("s", "State"), ("p", "Player"), ("walk", OBJECT)), "An action.",
                      [Assign(Attr(P, "taken"), listed)])
    loop = Function("round_act_play", (("s", "State"), ("p", "Player")), "A decide loop.",
                    [ForRange("x", Const(3), [Assign(Attr(P, "seen"), Local("x"))]),
                     Do(Call(Local("do_travel"), (S, P, Local("walk"))))], locals={"x": LONG})
    module = inline_small(Module("", {}, [], [action, loop]), {"do_travel", "round_act_play"},
                          frozenset({"do_travel"}), frozenset({"round_act_play"}))
    placed = {fn.name: fn for fn in module.functions}["round_act_play"].body[1]
    assert placed == Inlined("do_travel", (Assign(Attr(P, "taken"), ListComp(
        Item(Local("PATHS_NUMBERS"), Local("x_2")), "x_2", Local("walk"))),))
