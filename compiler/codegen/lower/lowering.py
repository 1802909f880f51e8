"""A resolved game lowered to the typed IR of ir.py: its fields as typed slots, its flow, decide steps, move
generators and effects as statements over them.

What is lowered: the flow of a game of rounds or of turns (the round's steps in a row, `until` loops of steps,
start-of-turn and start-of-round resets, the end trigger played immediately, the game's end), `do` and
`each_player` steps, decide steps asking `turn` or `each` with actions without parameters, and effects of
assignments, gains and losses (with the fields' bounds), branches, `while` loops, `stop`, `end game`, dice and
`choose` over a table's ids (drawn in place as the random agent draws). Fields: numbers, flags, ids of a table
and maps of numbers keyed by a table. Anything else raises NotLowerable with the construct and where the
definitions write it: the game then keeps its fast.py (`cairn build --verbose` says which construct).

The lowered playout draws exactly as fast.py and runtime/playout.py do (the same moves in the same order,
`int(r * len(moves))`, dice as `int(rng.random() * sides) + 1`), so a seed plays the same game.
"""
from __future__ import annotations

from runtime.records import slot_name

from ...frontend import ast
from ..pygen import py_name, step_function
from ..pytext import comment, docstring, identifier, literal
from .ir import (BINT, LIST, LONG, OBJECT, Assign, Attr, Bin, Break, Call, Comment, Cond, Const, Do, ForRange, Function, If,
                 Item, ListOf, Local, Module, Record, Return, Slot, Unary, While)

# the lowered state's own slots, beside the game's shared fields: a shared field of one of these names is
# not lowered (it would need a name of its own)
FLOW_SLOTS = (("players", LIST), ("moves", LIST), ("readable", OBJECT), ("rnd", OBJECT), ("phase", OBJECT), ("ended_by", OBJECT),
              ("picks", OBJECT), ("turn", LONG), ("round", LONG), ("lead", LONG), ("first_player", LONG),
              ("step", LONG), ("turn_moves", LONG), ("passes", LONG), ("idle_turns", LONG), ("max_moves", LONG),
              ("end_requested", BINT))
LOOP_COUNTER = "turns_taken"


class NotLowerable(Exception):
    """A construct the lowering does not cover: the game keeps fast.py."""

    def __init__(self, construct: str, span=None):
        where = f" ({span.file}:{span.line})" if span is not None else ""
        super().__init__(f"{construct}{where}")
        self.construct = construct
        self.span = span


S, P = Local("s"), Local("p")


def call(name: str, *args) -> Call:
    return Call(Local(name), tuple(args))


def method(obj, name: str, *args) -> Call:
    return Call(Attr(obj, name), tuple(args))


def inc(target, amount=1) -> Assign:
    return Assign(target, Const(amount), "+=")


def flow(name: str) -> Attr:
    return Attr(S, name)


class Lowering:
    def __init__(self, emitter):
        self.model = emitter.model
        self.resolver = emitter.gen.resolver
        self.bindings = self.resolver.bindings
        self.constants: list = []       # (name, literal) the module defines
        self.functions: list = []
        self.imports = {"runtime.api": {"MAX_ROUNDS", "loop_turn"}, ".rules": {"GAME"}}

    # ------------------------------------------------------------ the whole module
    def module(self) -> Module:
        m = self.model
        self.check_flow()
        player = Record("Player", "A player's fields, lowered: numbers and flags, ids of a table as their row number.",
                           (Slot("seat", LONG, field="seat"),) + tuple(self.slot(f) for f in m.player.values()))
        shared = Record("State", "The shared fields, lowered, the players and the flow of the game being played.",
                           tuple(self.slot(f) for f in m.globals.values())
                           + tuple(Slot(name, ctype) for name, ctype in FLOW_SLOTS))
        self.records = {"Player": player, "State": shared}
        taken = {s.name for s in shared.slots}
        clash = [f for f in m.globals.values() if slot_name(f.name) in {n for n, _ in FLOW_SLOTS}]
        if clash or len(taken) != len(shared.slots):
            raise NotLowerable(f"a shared field named like the flow's own ('{clash[0].name}')" if clash
                               else "two shared fields of one slot name", clash[0].span if clash else None)
        self.functions += [self.lower_state(), self.raise_state(), self.too_many_moves(), self.loop_fails()]
        self.functions += [self.resets("turn"), self.resets("round")]
        self.functions += [self.finish(), self.new_round(), self.end_turn() if m.turns else self.next_round()]
        self.actions()
        # an observer sees every decision written back; a choice inside an effect, drawn in place here, it would
        # have to see pending as a save holds it: fast.py plays a game with such choices when it is observed
        self.constants.insert(0, ("OBSERVABLE", literal(not any(self.asking.values()))))
        play = self.play()
        self.functions.append(play)
        doc = (f"{docstring(m.name)}: the lowered playout, by Cairn.\n\n"
               "The random playout of fast.py on a state of typed slots (numbers, flags, ids as small ints, maps as\n"
               "lists): `play` lowers the readable state once, plays the whole game on it and writes it back once.\n"
               "lowered.pxd beside it gives Cython the C types of the same code. A seed plays the same game here as\n"
               "through GameState.apply (tests/runtime/test_lowered.py).\n"
               "Do not edit: change the definitions and run `cairn build`.\n")
        return Module(doc, self.imports, [player, shared], self.functions, self.constants)

    def check_flow(self) -> None:
        m = self.model
        if m.hand_end is not None:
            raise NotLowerable("a game of hands (flow.hand)", m.hand_end.span)
        if m.after_action is not None:
            raise NotLowerable("flow after_action", m.after_action.span)
        if m.automata:
            raise NotLowerable("automata")
        if m.setup:
            raise NotLowerable(f"the setup step '{m.setup[0].name}'", m.setup[0].span)
        if m.end_trigger is not None and m.end_mode != "immediately":
            raise NotLowerable(f"an end trigger played '{m.end_mode}'", m.end_trigger.span)
        for node in self.every_node():
            if isinstance(node, ast.TurnOrder):
                raise NotLowerable(f"'{node.word}'", node.span)

    def every_node(self):
        m = self.model
        for a in m.actions.values():
            yield from a.effect.walk()
        for step in m.round:
            if step.body is not None:
                yield from step.body.walk()

    # ------------------------------------------------------------ slots
    def slot(self, fdef) -> Slot:
        name = identifier(slot_name(fdef.name))
        if fdef.type in ("counter", "track"):
            if fdef.on_empty is not None:
                raise NotLowerable(f"the field '{fdef.name}' with on_empty", fdef.span)
            return Slot(name, LONG, "number", field=name)
        if fdef.type == "flag":
            return Slot(name, BINT, "flag", field=name)
        if fdef.type == "symbol" and fdef.of in self.model.tables:
            return Slot(name, LONG, "id", fdef.of, ids=self.ids(fdef.of), field=name)
        if fdef.type == "map" and fdef.of is None and fdef.keys in self.model.tables:
            return Slot(name, LIST, "map", fdef.keys, keys=self.ids(fdef.keys), field=name)
        raise NotLowerable(f"the field '{fdef.name}' of type {fdef.type}", fdef.span)

    def ids(self, table: str) -> tuple:
        return tuple(row["id"] for row in self.model.tables[table].rows)

    def ids_constant(self, table: str) -> str:
        """The module's tuple of a table's ids, in order: an id's number is its index there."""
        name = f"{table.upper()}_IDS"
        if all(n != name for n, _ in self.constants):
            self.constants.append((identifier(name), literal(self.ids(table))))
            self.constants.append((identifier(f"{table.upper()}_NUMBERS"),
                                   literal({key: i for i, key in enumerate(self.ids(table))})))
        return name

    def field_def(self, name: str):
        return self.model.player.get(name) or self.model.globals.get(name)

    def owner(self, fdef):
        return P if fdef.scope == "player" else S

    # ------------------------------------------------------------ the edges: lower once, raise once
    def lower_state(self) -> Function:
        body = [Assign(Local("s"), call("State")), Assign(Local("g"), Attr(Local("state"), "g"))]
        body += self.copy_in(self.records["State"], Local("g"), S)
        body += [Assign(flow("players"), ListOf(()))]
        per_player = [Assign(P, call("Player"))] + self.copy_in(self.records["Player"], Local("q"), P)
        per_player.append(Do(method(flow("players"), "append", P)))
        body.append(ForRange("seat", call("len", Attr(Local("state"), "players")),
                                [Assign(Local("q"), Item(Attr(Local("state"), "players"),
                                                                   Local("seat")))] + per_player))
        state = Local("state")
        body.append(Assign(flow("moves"), ListOf(())))
        for name, _ctype in FLOW_SLOTS:
            if name in ("players", "moves"):
                continue
            value = {"readable": state, "rnd": Attr(Attr(state, "rng"), "random"),
                     "max_moves": Attr(Attr(state, "rules"), "max_moves_per_turn")}.get(name, Attr(state, name))
            body.append(Assign(flow(name), value))
        body.append(Return(S))
        return Function("lower_state", (("state", OBJECT),),
                           "The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start.",
                           body, returns="State", locals={"s": "State", "p": "Player", "seat": LONG}, public=True)

    def copy_in(self, record, source, target) -> list:
        out = []
        for slot in record.slots:
            if slot.field is None:
                continue
            read = Attr(source, slot.field)
            if slot.kind == "id":
                numbers = self.ids_constant(slot.table).replace("_IDS", "_NUMBERS")
                value = Cond(Bin("is", read, Const(None)), Const(-1), Item(Local(numbers), read))
            elif slot.kind == "map":
                value = ListOf(tuple(Item(read, Const(key)) for key in slot.keys))
            else:
                value = read
            out.append(Assign(Attr(target, slot.name), value))
        return out

    def copy_out(self, record, source, target) -> list:
        out = []
        for slot in record.slots:
            if slot.field is None or slot.name == "seat":
                continue
            value = Attr(source, slot.name)
            if slot.kind == "id":
                ids = self.ids_constant(slot.table)
                out.append(Assign(Attr(target, slot.field),
                                     Cond(Bin("<", value, Const(0)), Const(None), Item(Local(ids), value))))
            elif slot.kind == "map":
                out.append(Assign(Local("entries"), Attr(target, slot.field)))
                out += [Assign(Item(Local("entries"), Const(key)), Item(value, Const(i)))
                        for i, key in enumerate(slot.keys)]
            elif slot.kind == "flag":
                out.append(Assign(Attr(target, slot.field), Cond(value, Const(True), Const(False))))
            else:
                out.append(Assign(Attr(target, slot.field), value))
        return out

    def raise_state(self) -> Function:
        state = Local("state")
        body = [Assign(Local("g"), Attr(state, "g"))] + self.copy_out(self.records["State"], S, Local("g"))
        body.append(ForRange("seat", call("len", flow("players")), [
            Assign(P, Item(flow("players"), Local("seat"))),
            Assign(Local("q"), Item(Attr(state, "players"), Local("seat")))]
            + self.copy_out(self.records["Player"], P, Local("q"))))
        for name, _ctype in FLOW_SLOTS:
            if name in ("players", "moves", "readable", "rnd", "max_moves"):
                continue
            value = flow(name)
            if name == "end_requested":
                value = Cond(value, Const(True), Const(False))
            body.append(Assign(Attr(state, name), value))
        return Function("raise_state", (("state", OBJECT), ("s", "State")),
                           "Write the lowered state back into the readable one: at the end, before an observer looks, "
                           "and before a rules error is raised.",
                           body, locals={"p": "Player", "seat": LONG}, public=True)

    def too_many_moves(self) -> Function:
        state = Attr(S, "readable")
        step = Item(method(state, "steps"), flow("step"))
        return Function("too_many_moves", (("s", "State"), ("seat", LONG)),
                           "A turn of more moves than the flow allows: the rules error GameState raises.",
                           [Do(call("raise_state", state, S)), Do(method(state, "turn_never_ends", Local("seat"), step))])

    def loop_fails(self) -> Function:
        state = Attr(S, "readable")
        player = Item(Attr(state, "players"), Attr(P, "seat"))
        return Function("loop_fails", (("s", "State"), ("p", "Player"), ("turns", LONG), ("limit", LONG),
                                          ("where", OBJECT)),
                           "A loop of an effect past its bound: the rules error rules.py raises (runtime/loops.py).",
                           [Do(call("raise_state", state, S)),
                            Do(call("loop_turn", state, player, Local("turns"), Local("limit"),
                                       Local("where")))])

    # ------------------------------------------------------------ the flow
    def resets(self, when: str) -> Function:
        body = []
        per_player = [Assign(Attr(P, self.slot(f).name), self.start(f))
                      for f in self.model.player.values() if f.reset == when]
        if per_player:
            body.append(ForRange("seat", call("len", flow("players")),
                                    [Assign(P, Item(flow("players"), Local("seat")))] + per_player))
        body += [Assign(Attr(S, self.slot(f).name), self.start(f))
                 for f in self.model.globals.values() if f.reset == when]
        return Function(f"start_{when}", (("s", "State"),), f"What resets at the start of every {when}.", body,
                           locals={"p": "Player", "seat": LONG})

    def start(self, fdef):
        slot = self.slot(fdef)
        if slot.kind == "flag":
            return Const(bool(fdef.start))
        if slot.kind == "id":
            return Const(-1 if fdef.start in (None, "none") else slot.ids.index(fdef.start))
        if slot.kind == "map":
            return Bin("*", ListOf((Const(fdef.start or 0),)), Const(len(slot.keys)))
        return Const(fdef.start or 0)

    def ended(self, reason: str, test) -> list:
        """`if TEST: finish(s, REASON); return`, or nothing where the test is never true. The game's end tests are
        written in place, not called: a call costs more than most of them (`p.points >= 100`)."""
        if test == Const(False):
            return []
        return [If(((test, [Do(call("finish", S, Const(reason))), Return()]),))]

    def condition(self, node, player):
        self.locals_of_last = {}
        if node is None:
            return Const(False)
        return Effect(self, player, self.locals_of_last).expr(node)

    def active(self, player) -> object:
        """Whether `player` still takes part (the game's `active:`), or Const(True)."""
        if self.model.active is None:
            return Const(True)
        return Effect(self, player, {}).expr(self.model.active)

    def finish(self) -> Function:
        return Function("finish", (("s", "State"), ("reason", OBJECT)), "The game is over.",
                           [Assign(flow("phase"), Const("over")), Assign(flow("ended_by"), Local("reason"))])

    def new_round(self) -> Function:
        body = [If(((Bin(">=", flow("round"), Local("MAX_ROUNDS")), [
                    Do(call("raise_state", flow("readable"), S)),
                    Do(method(flow("readable"), "check_round_limit"))]),)),
                inc(flow("round")), Assign(flow("lead"), flow("first_player")), Do(call("start_round", S))]
        return Function("new_round", (("s", "State"),), "Count the next round, led by the first player, and start it "
                           "(GameState.new_round).", body)

    def start_of_rounds(self) -> list:
        """GameState.next_round from the setup or a finished round: the round's flow values and resets."""
        return [Assign(flow("phase"), Const("round")), Assign(flow("step"), Const(0)),
                Assign(flow("turn"), flow("first_player")), Assign(flow("turn_moves"), Const(0)),
                Assign(flow("passes"), Const(0)), Do(call("new_round", S)), Do(call("start_turn", S))]

    def next_round(self) -> Function:
        """A game of rounds: GameState.next_round at the end of a round."""
        body = self.ended("end condition", flow("end_requested"))
        body += self.ended("end condition", self.condition(self.model.end, None))
        body += self.start_of_rounds()
        return Function("next_round", (("s", "State"),), "The round is over: the game's end, or the next round.", body)

    def end_turn(self) -> Function:
        """A game of turns: GameState.end_turn and pass_turn, for a game that names no next turn (no `next turn`,
        `extra turn`, `first player`) and ends at once when triggered."""
        n = Local("n")
        active_here = self.active(Item(flow("players"), flow("turn")))
        trigger = self.model.end_trigger is not None
        body = [Assign(n, call("len", flow("players"))),
                Assign(P, Item(flow("players"), flow("turn"))),
                Assign(flow("idle_turns"), Cond(flow("turn_moves"), Const(0),
                                                      Bin("+", flow("idle_turns"), Const(1))))]
        if trigger:
            body += self.ended("end trigger", self.condition(self.model.end_trigger, P))
        body += self.ended("end condition", self.condition(self.model.end, None))
        if self.model.active is None:
            body.append(Assign(Local("active"), n))
        else:
            body.append(Assign(Local("active"), Const(0)))
            body.append(ForRange("seat", n, [Assign(Local("q"), Item(flow("players"), Local("seat"))),
                                                If(((self.active(Local("q")), [inc(Local("active"))]),))]))
        body.append(If(((Bin("or", Bin("==", Local("active"), Const(0)),
                                   Bin(">=", flow("idle_turns"), Local("active"))),
                            [Do(call("finish", S, Const("nobody can act"))), Return()]),)))
        body += [Assign(flow("step"), Const(0)), Assign(flow("turn_moves"), Const(0)),
                 Assign(flow("passes"), Const(0))]
        step_on = [Assign(Local("following"), Bin("%", Bin("+", flow("turn"), Const(1)), n)),
                   If(((Bin("==", Local("following"), flow("lead")),
                           [Do(call("new_round", S)), Assign(Local("following"), flow("lead"))]),)),
                   Assign(flow("turn"), Local("following"))]
        body += step_on
        if self.model.active is None:
            body.append(Do(call("start_turn", S)))
        else:
            body.append(If(((active_here, [Do(call("start_turn", S)), Return()]),)))
            body.append(ForRange("seat", Bin("*", Const(2), n), step_on + [
                If(((active_here, [Do(call("start_turn", S)), Return()]),))]))
            body.append(Do(call("finish", S, Const("nobody can act"))))
        return Function("end_turn", (("s", "State"),),
                           "Close the turn player's turn: the end trigger, the game's end, a table where no one can act; "
                           "pass the turn (GameState.end_turn).", body,
                           locals={"p": "Player", "q": "Player", "n": LONG, "active": LONG, "following": LONG,
                                   "seat": LONG})

    def play(self) -> Function:
        m = self.model
        state = Local("state")
        body = [Assign(S, call("lower_state", state)),
                Assign(flow("step"), Const(len(m.setup)))]
        body += self.start_of_rounds()
        round_body = self.round_steps()
        round_body += [Assign(flow("step"), Const(len(m.round))),
                       Do(call("end_turn" if m.turns else "next_round", S))]
        body.append(While(Bin("!=", flow("phase"), Const("over")), round_body))
        body += [Do(call("raise_state", state, S)), Return(state)]
        return Function("play", (("state", OBJECT), ("randoms", OBJECT), ("observe", OBJECT, None)),
                           "Play a game made with `GameState(..., start=False)` to its end on the lowered state; seat k "
                           "draws with `randoms[k]()`. `observe(state)`, when given, sees the readable state, written "
                           "back, at every drawn decision.", body, locals={"s": "State", "p": "Player"}, public=True)

    def round_steps(self) -> list:
        m = self.model
        out, starts = [], {}
        acting = Item(flow("players"), flow("turn")) if m.turns else Const(None)
        for index, step in enumerate(m.round):
            fn = step_function("round", step)
            if step.kind == "until":
                first = index - step.loop[2]
                done = self.condition(step.until, P if m.turns else None)
                loop = out[starts[first]:] + [
                    Assign(flow("step"), Const(index)),
                    Comment(f"are the steps of {comment(step.name)} done? (its `until`)")]
                if m.turns:
                    loop.append(Assign(P, acting))
                loop += [
                    If(((done, [Assign(flow("passes"), Const(0)), Break()]),)),
                    inc(flow("passes")),
                    If(((Bin(">=", flow("passes"), Const(step.bound)), [
                        Do(call("raise_state", flow("readable"), S)),
                        Do(method(flow("readable"), "loop_never_ends",
                                     Item(method(flow("readable"), "steps"), Const(index))))]),))]
                out[starts[first]:] = [While(Const(True), loop)]
                continue
            if step.loop is not None and step.loop[1] == 0:
                starts[index] = len(out)
            out.append(Assign(flow("step"), Const(index)))
            if step.kind == "do":
                self.functions.append(self.effect_function(fn, step.body, step.span, "A step of the round.", acting=m.turns))
                out.append(Do(call(fn, S, acting)))
            elif step.kind == "each_player":
                self.functions.append(self.effect_function(fn, step.body, step.span, "A step of the round, for each player.",
                                                           acting=True))
                out.append(ForRange("seat", call("len", flow("players")), [
                    Assign(P, Item(flow("players"), Local("seat"))),
                    If(((self.active(P), [Do(call(fn, S, P))]),))]))
            elif step.kind == "decide":
                out.append(Do(call(self.decide(index, step), Local("state"), S, Local("randoms"),
                                      Local("observe"))))
            else:
                raise NotLowerable(f"the round step '{step.name}' of kind '{step.kind}'", step.span)
            out.append(If(((flow("end_requested"), [Do(call("finish", S, Const("end game"))),
                                                       Do(call("raise_state", Local("state"), S)),
                                                       Return(Local("state"))]),)))
        return out

    # ------------------------------------------------------------ decide steps
    def decide(self, index: int, step) -> str:
        if step.who not in ("turn", "each"):
            raise NotLowerable(f"the decide step '{step.name}' asking '{step.who}'", step.span)
        if step.optional or step.cost is not None:
            raise NotLowerable(f"the decide step '{step.name}', optional or with a cost", step.span)
        if step.auto not in (None, "single"):
            raise NotLowerable(f"the decide step '{step.name}' with auto '{step.auto}'", step.span)
        fn = step_function("round", step)
        name = identifier(f"{fn}_play")
        scratch = {"p": "Player", "moves": LIST, "n": LONG, "seat": LONG, "move": LONG}
        listing = self.legal_moves(step, scratch)
        if step.who == "turn" and step.picks == 1:
            body = self.one_pick(step, listing)
        else:
            body = self.picks_round_the_table(step, listing)
            scratch.update({"picks": LIST, "chosen": LONG})
        self.functions.append(Function(
            name, (("state", OBJECT), ("s", "State"), ("randoms", OBJECT), ("observe", OBJECT)),
            f"Every pick of the round step {docstring(step.name)}, drawn as a random agent draws.", body,
            locals=scratch))
        return name

    def draw_and_act(self, step, seat) -> list:
        """The drawn move (none where `auto: single` leaves one), the action called, the move counted."""
        moves = Local("moves")
        draw = [If(((Bin("is not", Local("observe"), Const(None)), [
                    Do(call("raise_state", Local("state"), S)), Do(call("observe", Local("state")))]),)),
                Assign(Local("move"), Item(moves, call("int", Bin(
                    "*", Call(Item(Local("randoms"), seat)), call("len", moves)))))]
        if step.auto == "single":
            draw = [If(((Bin("==", call("len", moves), Const(1)),
                            [Assign(Local("move"), Item(moves, Const(0)))]),), draw)]
        act = []
        for code, action_name in enumerate(step.actions):
            args = [S, P]
            if self.asking[action_name]:
                args += [Item(Local("randoms"), seat), Const(step.auto == "single")]
            act.append((Bin("==", Local("move"), Const(code)),
                        [Do(call(self.action_function[action_name], *args))]))
        return draw + [If(tuple(act)), inc(flow("turn_moves")),
                       If(((Bin(">", flow("turn_moves"), flow("max_moves")),
                               [Do(call("too_many_moves", S, seat))]),))]

    def one_pick(self, step, listing) -> list:
        """`who: turn` with one pick: the turn player's move, if they take part and have one. The picks list the
        general path keeps (one for the turn player) is made only where it is seen: by an observer, at the end."""
        n, seat, picks = Local("n"), Local("seat"), flow("picks")
        body = [Assign(n, call("len", flow("players"))), Assign(seat, flow("turn")),
                Assign(P, Item(flow("players"), seat)), Assign(picks, Const(None))]
        active = self.active(P)
        if active != Const(True):
            body.append(If(((Unary("not", active), [Return()]),)))
        body += [Assign(Local("moves"), Attr(S, "moves"))] + listing
        body.append(If(((Unary("not", Local("moves")), [Return()]),)))
        one = [Assign(picks, Bin("*", ListOf((Const(0),)), n)), Assign(Item(picks, seat), Const(1))]
        act = self.draw_and_act(step, seat)
        act[0] = If(((Bin("is not", Local("observe"), Const(None)),
                         one + list(act[0].branches[0][1])),)) if step.auto != "single" else act[0]
        if step.auto == "single":     # the observer's draw is in the `else` of the single move
            inner = act[0]
            observed = inner.otherwise[0]
            inner = If(inner.branches, (If(((observed.branches[0][0], one + list(observed.branches[0][1])),)),)
                          + tuple(inner.otherwise[1:]))
            act[0] = inner
        body += act
        body.append(If(((flow("end_requested"), [Comment("the picks stay, as on the general path: none left"),
                                                     Assign(picks, Bin("*", ListOf((Const(0),)), n))]),),
                          [Assign(picks, Const(None))]))
        return body

    def picks_round_the_table(self, step, listing) -> list:
        """Every seat's picks, asked by seat number until none is left (GameState.next_pick)."""
        players, picks, seat, moves = flow("players"), Local("picks"), Local("seat"), Local("moves")
        n = Local("n")
        body = [Assign(n, call("len", players))]
        if step.who == "turn":
            body += [Assign(picks, Bin("*", ListOf((Const(0),)), n))]
            here = Item(players, flow("turn"))
            active = self.active(here)
            set_pick = Assign(Item(picks, flow("turn")), Const(step.picks))
            body += [set_pick] if active == Const(True) else [If(((active, [set_pick]),))]
        else:
            body += [Assign(picks, Bin("*", ListOf((Const(step.picks),)), n))]
            if self.model.active is not None:
                body.append(ForRange("seat", n, [If(((Unary("not", self.active(Item(players, seat))),
                                                            [Assign(Item(picks, seat), Const(0))]),))]))
        body += [Assign(flow("picks"), picks), Assign(moves, Attr(S, "moves"))]
        find = [Assign(Local("chosen"), Const(-1)),
                ForRange("seat", n, [If(((Bin(">", Item(picks, seat), Const(0)), [
                    Assign(P, Item(players, seat))] + listing + [
                    If(((moves, [Assign(Local("chosen"), seat), Break()]),)),
                    Assign(Item(picks, seat), Const(0))]),))]),
                If(((Bin("<", Local("chosen"), Const(0)), [Break()]),)),
                Assign(seat, Local("chosen")),
                Assign(P, Item(players, seat))]
        after = self.draw_and_act(step, seat) + [Assign(Item(picks, seat), Const(1), "-=")]
        still = self.active(P)
        if still != Const(True):
            after.append(If(((Unary("not", still), [Assign(Item(picks, seat), Const(0))]),)))
        after.append(If(((flow("end_requested"), [Return()]),)))
        body.append(While(Const(True), find + after))
        body.append(Assign(flow("picks"), Const(None)))
        return body

    def legal_moves(self, step, scratch) -> list:
        """The statements listing the step's legal moves of player `p` into `moves`, as the number of each action
        in the step, in rules.py's order (written in place: a call would cost more than the tests)."""
        body = [Comment(f"the legal moves of {comment(step.name)}: the number of each action allowed"),
                Do(method(Local("moves"), "clear"))]
        for code, action_name in enumerate(step.actions):
            action = self.model.actions[action_name]
            if action.params:
                raise NotLowerable(f"the action '{action_name}' with parameters", action.span)
            if action.cost is not None:
                raise NotLowerable(f"the action '{action_name}' with a cost", action.span)
            add = Do(method(Local("moves"), "append", Const(code)))
            if action.when is None:
                body.append(add)
            else:
                body.append(If(((Effect(self, P, scratch).expr(action.when), [add]),)))
        return body

    # ------------------------------------------------------------ actions and effects
    def actions(self) -> None:
        self.action_function, self.asking = {}, {}
        for step in self.model.round:
            for name in step.actions:
                if name in self.action_function:
                    continue
                action = self.model.actions[name]
                asks = any(isinstance(x, ast.Choose) for x in action.effect.walk())
                self.asking[name] = asks
                self.action_function[name] = fn = identifier(f"do_{name}")
                doc = f"{action.text or name} ({action.span.file}:{action.span.line})"
                self.functions.append(self.effect_function(fn, action.effect, action.span, doc, acting=True,
                                                           asks=asks))

    def effect_function(self, name: str, effect, span, doc: str, acting: bool, asks: bool = False) -> Function:
        scratch = {}
        lowered = Effect(self, P if acting else None, scratch)
        body = lowered.block(effect.body if effect is not None else ())
        params = (("s", "State"), ("p", "Player"))
        if asks:
            params += (("agent_random", OBJECT), ("auto_single", BINT))
        return Function(name, params, docstring(doc), body, locals=scratch)


class Effect:
    """Statements and expressions of the effect language, lowered for one function (`scratch`: its locals)."""

    def __init__(self, lowering: Lowering, player, scratch: dict, env: dict | None = None):
        self.low = lowering
        self.model = lowering.model
        self.player = player
        self.locals = scratch
        self.env = env or {}
        self.loops = 0

    def kind(self, node) -> tuple:
        return self.low.resolver.kinds.get(id(node), ("any",))

    def ctype(self, node, span) -> str:
        kind = self.kind(node)
        if kind[0] == "int":
            return LONG
        if kind[0] in ("flag", "bool"):
            return BINT
        if kind[0] == "id":
            return LONG
        raise NotLowerable(f"a value of kind {kind[0]}", span)

    # ------------------------------------------------------------ expressions
    def expr(self, node):
        handler = getattr(self, "x_" + type(node).__name__, None)
        if handler is None:
            raise NotLowerable(f"the expression {type(node).__name__.lower()}", node.span)
        return handler(node)

    def x_Number(self, n):
        return Const(n.value)

    def x_Bool(self, n):
        return Const(n.value)

    def me(self, n):
        if self.player is None:
            raise NotLowerable("a player's field where no player acts", n.span)
        return self.player

    def x_Name(self, n):
        b = self.low.bindings[id(n)]
        c = b.category
        if c == "local":
            if b.name in self.env:
                return self.env[b.name]
            return Local(py_name(b.name))
        if c in ("pfield", "gfield"):
            fdef = self.low.field_def(b.name)
            owner = self.me(n) if fdef.scope == "player" else S
            return Attr(owner, self.low.slot(fdef).name)
        if c == "const":
            value = self.model.constants[b.name][0]
            if not isinstance(value, int):
                raise NotLowerable(f"the constant '{b.name}' (a lookup table)", n.span)
            return Const(value)
        if c == "sym":
            kind = self.kind(n)
            if b.name == "none":
                return Const(-1)
            if kind[0] == "id" and kind[1] in self.model.tables:
                return Const(self.low.ids(kind[1]).index(b.name))
        if c == "builtin" and b.name == "me":
            return self.me(n)
        if c == "builtin" and b.name == "player_count":
            return Call(Local("len"), (Attr(S, "players"),))
        if c == "builtin" and b.name == "round":
            return Attr(S, "round")
        raise NotLowerable(f"the name '{b.name}' ({c})", n.span)

    def x_Field(self, n):
        """`me.held`, `q.points`: a field of a player."""
        if self.kind(n.obj)[0] == "player" and n.name in self.model.player and n.name != "score":
            return Attr(self.expr(n.obj), self.low.slot(self.model.player[n.name]).name)
        raise NotLowerable(f"the field '{n.name}' of a {self.kind(n.obj)[0]}", n.span)

    def x_Index(self, n):
        kind = self.kind(n.obj)
        if kind[0] == "map" and isinstance(n.obj, ast.Name):
            return Item(self.expr(n.obj), self.expr(n.key))
        raise NotLowerable(f"an index into a {kind[0]}", n.span)

    def x_BinOp(self, n):
        ops = {"+": "+", "-": "-", "*": "*", "/": "//", "%": "%", "==": "==", "!=": "!=", "<": "<", "<=": "<=",
               ">": ">", ">=": ">=", "and": "and", "or": "or"}
        if n.op not in ops:
            raise NotLowerable(f"the operator '{n.op}'", n.span)
        return Bin(ops[n.op], self.expr(n.left), self.expr(n.right))

    def x_Not(self, n):
        return Unary("not", self.expr(n.operand))

    def x_Neg(self, n):
        return Unary("-", self.expr(n.operand))

    def x_Conditional(self, n):
        return Cond(self.expr(n.cond), self.expr(n.then), self.expr(n.otherwise))

    def x_Call(self, n):
        if n.func in self.model.functions and n.of is None:
            f = self.model.functions[n.func]
            env = {param: self.expr(arg) for param, arg in zip(f.params, n.args)}
            if any(not isinstance(v, (Const, Local, Attr)) for v in env.values()):
                raise NotLowerable(f"a call of '{n.func}' with a worked-out argument", n.span)
            return Effect(self.low, self.player, self.locals, env).expr(f.body)
        if n.func in ("min", "max") and len(n.args) == 2 and n.func not in self.model.functions:
            return Call(Local(n.func), tuple(self.expr(a) for a in n.args))
        raise NotLowerable(f"the call '{n.func}'", n.span)

    # ------------------------------------------------------------ statements
    def block(self, stmts) -> list:
        out = []
        for s in stmts:
            handler = getattr(self, "s_" + type(s).__name__, None)
            if handler is None:
                raise NotLowerable(f"the statement {type(s).__name__.lower()}", s.span)
            out += handler(s)
        return out

    def target(self, node):
        """(the slot written, its field) of an assignment's target."""
        if isinstance(node, ast.Name):
            b = self.low.bindings[id(node)]
            if b.category in ("pfield", "gfield"):
                return self.expr(node), self.low.field_def(b.name)
        if isinstance(node, ast.Index) and isinstance(node.obj, ast.Name):
            b = self.low.bindings.get(id(node.obj))
            if b is not None and b.category in ("pfield", "gfield") and self.kind(node.obj)[0] == "map":
                return self.expr(node), self.low.field_def(b.name)
        raise NotLowerable("an assignment to this target", node.span)

    def bounded(self, fdef, value):
        """A counter's or track's new value kept within its bounds (its setter in rules.py)."""
        if fdef.min is not None:
            value = Call(Local("max"), (Const(fdef.min), value))
        if fdef.max is not None:
            value = Call(Local("min"), (Const(fdef.max), value))
        return value

    def s_Assign(self, s):
        slot, fdef = self.target(s.target)
        value = self.expr(s.value)
        if fdef.type == "map":
            if fdef.max is None:
                return [Assign(slot, value, s.op)]
            new = value if s.op == "=" else Bin(s.op[0], slot, value)
            return [Assign(slot, Call(Local("min"), (Const(fdef.max), new)))]
        if fdef.type in ("counter", "track") and (fdef.min is not None or fdef.max is not None):
            new = value if s.op == "=" else Bin(s.op[0], slot, value)
            return [Assign(slot, self.bounded(fdef, new))]
        return [Assign(slot, value, s.op)]

    def change(self, s, sign: str):
        if self.low.resolver.chosen_resources.get(id(s)) is not None:
            raise NotLowerable("a resource chosen in play", s.span)
        fdef = self.low.field_def(s.resource)
        owner = self.me(s) if fdef.scope == "player" else S
        slot = Attr(owner, self.low.slot(fdef).name)
        amount = self.expr(s.amount)
        if s.key is not None:
            entry = Item(slot, self.expr(s.key))
            if sign == "+" and fdef.max is not None:
                return [Assign(entry, Call(Local("min"), (Const(fdef.max), Bin("+", entry, amount))))]
            if sign == "-" and fdef.min is not None:
                return [Assign(entry, Call(Local("max"), (Const(fdef.min), Bin("-", entry, amount))))]
            return [Assign(entry, amount, sign + "=")]
        if fdef.min is None and fdef.max is None:
            return [Assign(slot, amount, sign + "=")]
        return [Assign(slot, self.bounded(fdef, Bin(sign, slot, amount)))]

    def s_Gain(self, s):
        return self.change(s, "+")

    def s_Lose(self, s):
        return self.change(s, "-")

    def s_Let(self, s):
        name = py_name(s.name)
        self.locals[name] = self.ctype(s.value, s.span)
        return [Assign(Local(name), self.expr(s.value))]

    def s_If(self, s):
        branches = tuple((self.expr(cond), self.block(body)) for cond, body in s.branches)
        return [If(branches, self.block(s.otherwise) if s.otherwise is not None else ())]

    def s_Keyword(self, s):
        if s.word == "stop":
            return [Break()] if self.loops else [Return()]
        if s.word == "end game":
            return [Assign(Attr(S, "end_requested"), Const(True))]
        if s.word in ("finish", "eliminate"):
            field = "finished" if s.word == "finish" else "eliminated"
            return [Assign(Attr(self.me(s), slot_name(field)), Const(True))]
        raise NotLowerable(f"'{s.word}'", s.span)

    def s_Roll(self, s):
        dice = {row["id"]: row for row in self.model.tables["dice"].rows}
        fdef = self.model.globals.get("rolled")
        if fdef is None or fdef.type != "map":
            raise NotLowerable("a roll without a map of rolled dice", s.span)
        keys = self.low.ids(fdef.keys)
        out = []
        for die in s.dice:
            if self.low.resolver.roll_pools.get((id(s), die)) is not None:
                raise NotLowerable("a roll of dice worked out in play", s.span)
            value = Bin("+", Call(Local("int"), (Bin("*", Call(Attr(S, "rnd")),
                                                                       Const(dice[die].get("sides", 6))),)), Const(1))
            out.append(Assign(Item(Attr(S, slot_name("rolled")), Const(keys.index(die))), value))
        return out

    def s_While(self, s):
        if s.limit is not None and not isinstance(s.limit, ast.Number) and not (
                isinstance(s.limit, ast.Name) and s.limit.name in self.model.constants):
            raise NotLowerable("a loop whose bound is worked out in play", s.span)
        limit = self.expr(s.limit) if s.limit is not None else Const(ast.DEFAULT_LOOP_LIMIT)
        counter = LOOP_COUNTER + (f"_{self.loops + 1}" if self.loops else "")
        self.locals[counter] = LONG
        test = self.expr(s.cond)
        if s.until:
            test = Unary("not", test)
        where = Const(f"{s.span.file}:{s.span.line}:{s.span.column}")
        self.loops += 1
        try:
            body = self.block(s.body)
        finally:
            self.loops -= 1
        guard = If(((Bin(">=", Local(counter), limit),
                        [Do(Call(Local("loop_fails"), (S, self.me(s), Local(counter), limit, where)))]),))
        return [Assign(Local(counter), Const(0)),
                While(test, [guard, inc(Local(counter))] + body)]

    def s_Choose(self, s):
        """The random agent's draw where the choice stands (fast/drawn.py): the options in the table's order, none
        drawn when `auto: single` leaves one; no option skips the rest of the effect."""
        kind = self.kind(s.source)
        if kind[0] != "table" or not isinstance(s.source, ast.Name):
            raise NotLowerable("a choice over anything but a table's ids", s.span)
        var = py_name(s.var)
        options = Local(f"options_{var}")
        self.locals[var] = LONG
        self.locals[options.name] = LIST
        count = len(self.low.ids(kind[1]))
        test = self.expr(s.filter) if s.filter is not None else None
        fill = [Do(method(options, "append", Local(var)))]
        loop = ForRange(var, Const(count), fill if test is None else [If(((test, fill),))])
        me = self.me(s)
        draw = Cond(Bin("and", Local("auto_single"), Bin("==", Call(Local("len"), (options,)), Const(1))),
                       Item(options, Const(0)),
                       Item(options, Call(Local("int"), (Bin("*", Call(Local("agent_random")),
                                                                        Call(Local("len"), (options,))),))))
        return [Assign(options, ListOf(())), loop,
                If(((Unary("not", options), [Return()]),)),
                Comment("the move before this choice, counted as settle_choices counts it"),
                inc(Attr(S, "turn_moves")),
                If(((Bin(">", Attr(S, "turn_moves"), Attr(S, "max_moves")),
                        [Do(Call(Local("too_many_moves"), (S, Attr(me, "seat"))))]),)),
                Assign(Local(var), draw)]
