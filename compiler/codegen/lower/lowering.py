"""A resolved game lowered to the typed IR of ir.py: its fields as typed slots, its flow, decide steps, move
generators and effects as statements over them.

What is lowered: the setup is played on the readable state (rules.py's steps, fast.py's decide loops), then the
flow of a game of rounds or of turns (the round's steps in a row, `until` loops of steps, start-of-turn and
start-of-round resets, the end trigger played immediately, the game's end), `do` and `each_player` steps, decide
steps asking `turn` or `each` (optional, with a cost) over actions of at most one parameter, effects (assignments,
gains and losses within the fields' bounds, setters with an on_empty effect, procedures, branches, `repeat`,
`while`, `stop`, `end game`, `finish`, `eliminate`, `log`, dice, sets, and `choose` over a table's ids, drawn in
place as the random agent draws) and expressions (the game's functions written in place, table columns, lookup
tables, aggregates over the players or a table). Fields: numbers, flags, ids, sets of ids as bit masks, maps of
numbers keyed by a table; piles stay on the readable records. Actions of several parameters list counted blocks
(counted.py); tableaux keep their open spots and loops beside the record's list, figures stay the record's dict
(tableau.py); options are slots. Anything else raises NotLowerable with the construct and where the definitions
write it: the game then keeps its fast.py (`cairn build --verbose` says which).

The lowered playout draws exactly as fast.py and runtime/playout.py do (the same moves in the same order,
`int(r * len(moves))`, dice as `int(rng.random() * sides) + 1`), so a seed plays the same game.
"""
from __future__ import annotations

from runtime.records import slot_name

from ...frontend import ast
from ..pygen import py_name, step_function
from ..pytext import comment, docstring, identifier, literal
from .ir import (BINT, LIST, LONG, OBJECT, Aggregate, Node, Assign, Attr, Bin, Break, Call, Comment, Cond, Const, Do, ForIn,
                 ForRange, Function, If, Item, ListOf, Local, Module, NotLowerable, Record, Return, Slot, Unary, While,
                 conjuncts, reads_of, walk_ir)
from .counted import CountedListing, is_counted, param_ctype, spot_params
from .tableau import FIGURE_CALLS, LOOP_CALLS, TableauEffects, kept, kept_slots, remember_loops

# the lowered state's own slots, beside the game's shared fields: a shared field of one of these names is
# not lowered (it would need a name of its own)
FLOW_SLOTS = (("players", LIST), ("moves", LIST), ("readable", OBJECT), ("rnd", OBJECT), ("phase", OBJECT),
              ("ended_by", OBJECT),
              ("picks", OBJECT), ("turn", LONG), ("round", LONG), ("lead", LONG), ("first_player", LONG),
              ("step", LONG), ("turn_moves", LONG), ("passes", LONG), ("idle_turns", LONG), ("max_moves", LONG),
              ("end_requested", BINT))
# the turns left once an end trigger played as final turns has fired: -1 until then (the readable state's None).
# Only a game whose trigger gives final turns has the slot, so the others keep their shared field of that name.
FINAL_TURNS = ("final_turns", LONG)
LOOP_COUNTER = "turns_taken"
MEMO_LIMIT = 100_000     # keys a move generator's memo keeps before it starts again (a bound on its memory)


def replace_ir(node, old, new):
    """The expression `node` with every `old` in it replaced by `new`."""
    if node == old:
        return new
    if not isinstance(node, Node) or isinstance(node, (Const, Local)):
        return node
    values = []
    for value in node._values():
        if isinstance(value, tuple):
            value = tuple(replace_ir(item, old, new) for item in value)
        elif isinstance(value, Node):
            value = replace_ir(value, old, new)
        values.append(value)
    return type(node)(*values)


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
        self.gen = emitter.gen
        self.resolver = emitter.gen.resolver
        self.bindings = self.resolver.bindings
        self.constants: list = []       # (name, literal) the module defines
        self.functions: list = []
        self.imports = {"runtime.api": {"MAX_ROUNDS", "loop_turn"}, ".rules": {"GAME"}, ".fast": set()}
        self.made: set = set()          # the functions made on demand (setters, procedures): each once
        self.used_piles: set | None = None      # the piles the round touches (piles_in_play), found once
        self.spot_params = spot_params(self.model)     # parameters whose values are a tableau's spots (cells)
        self.counting = None                    # the counted listing of the decide step being lowered
        # the values of the fields' own lists of symbols (`route: [northbound, southbound]`): name -> number
        self.symbols = {}
        for fdef in list(self.model.player.values()) + list(self.model.globals.values()):
            for i, value in enumerate(fdef.values if fdef.type == "symbol" and fdef.of is None else ()):
                self.symbols[value] = i if self.symbols.get(value, i) == i else None

    # ------------------------------------------------------------ the whole module
    def module(self) -> Module:
        m = self.model
        self.check_flow()
        player = Record("Player", "A player's fields, lowered: numbers and flags, ids of a table as their row number, "
                        "sets of ids as bit masks, maps keyed by a table as lists.",
                        (Slot("seat", LONG, field="seat"),) + self.slots(m.player.values()))
        shared = Record("State", "The shared fields, lowered, the players and the flow of the game being played.",
                        self.slots(m.globals.values()) + self.option_slots()
                        + tuple(Slot(name, ctype) for name, ctype in self.flow_slots))
        self.records = {"Player": player, "State": shared}
        taken = {s.name for s in shared.slots}
        if len({s.name for s in player.slots}) != len(player.slots):
            raise NotLowerable("two player fields of one slot name (a tableau's open spots and loops are "
                               "<field>_spots and <field>_loops)")
        clash = [f for f in m.globals.values() if slot_name(f.name) in {n for n, _ in self.flow_slots}]
        if clash or len(taken) != len(shared.slots):
            raise NotLowerable(f"a shared field named like the flow's own ('{clash[0].name}')" if clash
                               else "two shared fields of one slot name", clash[0].span if clash else None)
        self.functions += [self.lower_state(), self.raise_state(), self.too_many_moves(), self.loop_fails()]
        self.functions += [self.resets("turn"), self.resets("round")]
        self.functions += [self.finish(), self.new_round(), self.end_turn() if m.turns else self.next_round()]
        self.actions()
        names = [fn.name for fn in self.functions]
        if len(set(names)) != len(names):
            twice = next(name for name in names if names.count(name) > 1)
            raise NotLowerable(f"two functions named '{twice}' (a procedure named like the lowered module's own)")
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
        for step in m.setup:
            if step.kind == "until" or step.loop is not None:
                raise NotLowerable(f"the setup loop '{step.name}'", step.span)
        if m.end_trigger is not None and m.end_mode not in ("immediately", "final_turns", "finish_round"):
            raise NotLowerable(f"an end trigger played '{m.end_mode}'", m.end_trigger.span)
        for node in self.every_node():
            if isinstance(node, ast.TurnOrder):
                raise NotLowerable(f"'{node.word}'", node.span)

    @property
    def flow_slots(self) -> tuple:
        """The flow's slots of this game: FLOW_SLOTS, and the final turns' count where the end trigger gives some."""
        m = self.model
        gives_turns = m.turns and m.end_trigger is not None and m.end_mode != "immediately"
        return FLOW_SLOTS + ((FINAL_TURNS,) if gives_turns else ())

    def every_node(self):
        m = self.model
        for a in m.actions.values():
            yield from a.effect.walk()
            if a.when is not None:
                yield from a.when.walk()
        for proc in m.procedures.values():
            yield from proc.body.walk()
        for step in m.round:
            if step.body is not None:
                yield from step.body.walk()

    def piles_in_play(self) -> set:
        """The piles (zones) the lowered round reads or writes: they get a slot, the others stay on the records
        only (the setup deals them, the scoring reads them)."""
        m = self.model
        nodes = list(self.every_node())
        for f in m.functions.values():
            nodes += f.body.walk()
        for node in (m.end, m.end_trigger, m.active):
            if node is not None:
                nodes += node.walk()
        used = set()
        for node in nodes:
            if isinstance(node, ast.Name):
                b = self.bindings.get(id(node))
                fdef = self.field_def(b.name) if b is not None and b.category in ("pfield", "gfield") else None
                if fdef is not None and fdef.type == "zone":
                    used.add(fdef.name)
        return used

    # ------------------------------------------------------------ slots
    def slots(self, fdefs) -> tuple:
        out = []
        for slot in map(self.slot, fdefs):
            if slot is not None:
                out += [slot, *kept_slots(slot)] if slot.kind == "tableau" else [slot]
        return tuple(out)

    def slot(self, fdef) -> Slot | None:
        """The lowered slot of a field; None for a pile (a zone) the round never touches, which stays on the readable
        record only: the setup deals it and the scoring reads it. A pile the round touches is the readable record's
        own list of card ids (the same object, which the runtime's draw, shuffle and move_card change in place:
        its order and its watched cards stay those of rules.py)."""
        name = identifier(slot_name(fdef.name))
        if fdef.type in ("counter", "track"):
            return Slot(name, LONG, "number", field=name)
        if fdef.type == "zone":
            if self.used_piles is None:
                self.used_piles = self.piles_in_play()
            if fdef.name not in self.used_piles:
                return None
            # an object, not a list: a watched pile (runtime/knowledge.py) is a subclass Cython's `list` refuses
            return Slot(name, OBJECT, "pile", fdef.of, field=name)
        if fdef.type == "symbol" and fdef.of is None and fdef.values:
            return Slot(name, LONG, "id", None, ids=tuple(fdef.values), field=name)
        if fdef.type == "set" and fdef.of in self.model.tables:
            ids = self.ids(fdef.of)
            # a C long holds 62 ids and a sign; a larger table's mask is a Python int (in C, an object)
            return Slot(name, LONG if len(ids) <= 62 else OBJECT, "mask", fdef.of, ids=ids, field=name)
        if fdef.type == "flag":
            return Slot(name, BINT, "flag", field=name)
        if fdef.type == "symbol" and fdef.of in self.model.tables:
            return Slot(name, LONG, "id", fdef.of, ids=self.ids(fdef.of), field=name)
        if fdef.type == "map" and fdef.of is None and fdef.keys in self.model.tables:
            return Slot(name, LIST, "map", fdef.keys, keys=self.ids(fdef.keys), field=name)
        if fdef.type in ("tableau", "figures"):
            # the record's own list of placements (its open spots kept beside it: tableau.py), or dict of figures
            return Slot(name, OBJECT, fdef.type, field=name)
        raise NotLowerable(f"the field '{fdef.name}' of type {fdef.type}", fdef.span)

    def option_slots(self) -> tuple:
        """The options the round may read (its effects, the game's functions, the cards' printed conditions), a slot
        each (`option_mode`): a number option's value, or the number of a named value in the option's list
        (`mode == adventurer` is `s.option_mode == 1`)."""
        nodes = list(self.every_node())
        for f in self.model.functions.values():
            nodes += f.body.walk()
        for table in self.model.tables.values():
            for tree in table.card_code.values():
                nodes += tree.walk() if hasattr(tree, "walk") else ()
        read = {self.bindings[id(node)].name for node in nodes
                if isinstance(node, ast.Name) and self.bindings.get(id(node)) is not None
                and self.bindings[id(node)].category == "option"}
        return tuple(Slot(f"option_{identifier(name)}", LONG, "option", table=name,
                          ids=tuple(self.model.options[name][0]))
                     for name in self.model.options if name in read)

    def option_value(self, slot):
        """What `lower_state` holds of an option: its value (numbers), or the value's number in the list."""
        value = Item(Attr(Local("state"), "options"), Const(slot.table))
        if all(isinstance(v, int) and not isinstance(v, bool) for v in slot.ids):
            return value
        numbers = self.constant(identifier(f"OPTION_{slot.table.upper()}_NUMBERS"),
                                {v: i for i, v in enumerate(slot.ids)})
        return Item(numbers, value)

    def ids(self, table: str) -> tuple:
        return tuple(row["id"] for row in self.model.tables[table].rows)

    def ids_constant(self, slot) -> str:
        """The module's tuple of the ids of a slot's table (or of its field's own symbols), in order: an id's number
        is its index there; `…_NUMBERS` beside it maps an id to its number."""
        name = f"{(slot.table or slot.field).upper()}_IDS"
        if all(n != name for n, _ in self.constants):
            self.constants.append((identifier(name), literal(slot.ids)))
            numbers = {key: i for i, key in enumerate(slot.ids)}
            self.constants.append((identifier(name[:-4] + "_NUMBERS"), literal(numbers)))
        return name

    def table_ids(self, table: str) -> str:
        """The module's tuple of a table's ids, as ids_constant names it: an id's number is its index there."""
        return self.ids_constant(Slot(table, LONG, "id", table, ids=self.ids(table)))

    def constant(self, name: str, value) -> Local:
        """A tuple of data the lowered functions read (a table's column by id number), defined once."""
        if all(n != name for n, _ in self.constants):
            self.constants.append((identifier(name), literal(value)))
        return Local(name)

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
        for name, _ctype in self.flow_slots:
            if name in ("players", "moves"):
                continue
            value = {"readable": state, "rnd": Attr(Attr(state, "rng"), "random"),
                     "max_moves": Attr(Attr(state, "rules"), "max_moves_per_turn")}.get(name, Attr(state, name))
            if name == "final_turns":
                value = Cond(Bin("is", value, Const(None)), Const(-1), value)
            body.append(Assign(flow(name), value))
        body.append(Return(S))
        return Function("lower_state", (("state", OBJECT),),
                           "The lowered copy of a readable state (runtime/state.py GameState): taken once, at the start.",
                           body, returns="State", locals={"s": "State", "p": "Player", "seat": LONG}, public=True)

    def copy_in(self, record, source, target) -> list:
        out = []
        for slot in record.slots:
            if slot.kind in ("open spots", "open loops"):
                out.append(Assign(Attr(target, slot.name), kept(self, slot, target)))
            if slot.kind == "option":
                out.append(Assign(Attr(target, slot.name), self.option_value(slot)))
            if slot.field is None:
                continue
            read = Attr(source, slot.field)
            if slot.kind == "id":
                numbers = self.ids_constant(slot).replace("_IDS", "_NUMBERS")
                value = Cond(Bin("is", read, Const(None)), Const(-1), Item(Local(numbers), read))
            elif slot.kind == "mask":
                numbers = Local(self.ids_constant(slot).replace("_IDS", "_NUMBERS"))
                out.append(Assign(Local("mask"), Const(0)))
                bit = Bin("<<", Const(1), Item(numbers, Local("key")))
                out.append(ForIn("key", read, [Assign(Local("mask"), bit, "|=")]))
                value = Local("mask")
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
            if slot.kind == "mask":
                ids = Local(self.ids_constant(slot))
                bit = Bin("&", Bin(">>", value, Local("k")), Const(1))
                out.append(Assign(Local("entries"), Call(Local("set"))))
                out.append(ForRange("k", Const(len(slot.ids)), [
                    If(((bit, [Do(Call(Attr(Local("entries"), "add"), (Item(ids, Local("k")),)))]),))]))
                out.append(Assign(Attr(target, slot.field), Local("entries")))
            elif slot.kind == "id":
                ids = self.ids_constant(slot)
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
        for name, _ctype in self.flow_slots:
            if name in ("players", "moves", "readable", "rnd", "max_moves"):
                continue
            value = flow(name)
            if name == "end_requested":
                value = Cond(value, Const(True), Const(False))
            elif name == "final_turns":
                value = Cond(Bin("<", value, Const(0)), Const(None), value)
            body.append(Assign(Attr(state, name), value))
        return Function("raise_state", (("state", OBJECT), ("s", "State")),
                           "Write the lowered state back into the readable one: at the end, before an observer looks, "
                           "and before a rules error is raised.",
                           body, locals={"p": "Player", "seat": LONG, "k": LONG}, public=True)

    def too_many_moves(self) -> Function:
        state = Attr(S, "readable")
        step = Item(method(state, "steps"), flow("step"))
        return Function("too_many_moves", (("s", "State"), ("seat", LONG)),
                           "A turn of more moves than the flow allows: the rules error GameState raises.",
                           [Do(call("raise_state", state, S)),
                            Do(method(state, "turn_never_ends", Local("seat"), step))])

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
        if slot.kind == "mask":
            return Const(0)
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
            body += self.trigger(n)
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
                                   "seat": LONG, "turns_left": LONG})

    def trigger(self, n) -> list:
        """GameState.end_turn's end trigger: the game over at once, or, once triggered, the final turns counted down
        (every player one more turn, this one included; or up to the round's last seat) and the game over after."""
        fired = self.condition(self.model.end_trigger, P)
        mode = self.model.end_mode
        if mode == "immediately":
            return self.ended("end trigger", fired)
        left = flow("final_turns")
        over = [Do(call("finish", S, Const("end trigger"))), Return()]
        counting = [Assign(left, Const(1), "-="), If(((Bin("<=", left, Const(0)), over),))]
        if mode == "final_turns":
            starting = [Assign(left, n)]
        else:       # finish_round: the seats left before the round's lead comes round again
            turns_left = Local("turns_left")
            starting = [Assign(turns_left, Bin("%", Bin("-", Bin("-", flow("lead"), Const(1)), flow("turn")), n)),
                        If(((Bin("<=", turns_left, Const(0)), over),)), Assign(left, turns_left)]
        return [If(((Bin(">=", left, Const(0)), counting), (fired, starting)))]

    def play(self) -> Function:
        m = self.model
        state = Local("state")
        body = self.setup_steps() + [Assign(Attr(state, "step"), Const(len(m.setup))),
                                     Assign(S, call("lower_state", state))]
        body += self.start_of_rounds()
        round_body = self.round_steps()
        round_body += [Assign(flow("step"), Const(len(m.round))),
                       Do(call("end_turn" if m.turns else "next_round", S))]
        body.append(While(Bin("!=", flow("phase"), Const("over")), round_body))
        body += remember_loops(self.records) + [Do(call("raise_state", state, S)), Return(state)]
        return Function("play", (("state", OBJECT), ("randoms", OBJECT), ("observe", OBJECT, None)),
                           "Play a game made with `GameState(..., start=False)` to its end on the lowered state; seat k "
                           "draws with `randoms[k]()`. `observe(state)`, when given, sees the readable state, written "
                           "back, at every drawn decision.", body, locals={"s": "State", "p": "Player"}, public=True)

    def setup_steps(self) -> list:
        """The setup, played once on the readable state as fast.py plays it (rules.py's steps, fast.py's decide
        loops): it deals the piles, which stay on the readable records. The state is lowered after it."""
        state, out = Local("state"), []
        if self.model.setup:
            out.append(Comment("the setup, on the readable state: fast.py's and rules.py's own steps"))
        for index, step in enumerate(self.model.setup):
            fn = identifier(step_function("setup", step))
            out.append(Assign(Attr(state, "step"), Const(index)))
            if step.kind == "do":
                self.imports[".rules"].add(fn)
                out.append(Do(call(fn, state, Const(None))))
            elif step.kind == "each_player":
                self.imports[".rules"] |= {fn, "is_active"}
                out.append(ForIn("q", Attr(state, "players"), [
                    If(((call("is_active", state, Local("q")), [Do(call(fn, state, Local("q")))]),))]))
            elif step.kind == "decide":
                name = identifier(f"{fn}_play" if step.copy_of is None else f"setup_{step.name}_play".replace("-", "_"))
                self.imports[".fast"].add(name)
                out.append(Do(call(name, state, Local("randoms"), Local("observe"))))
            else:
                raise NotLowerable(f"the setup step '{step.name}' of kind '{step.kind}'", step.span)
            out.append(If(((Attr(state, "end_requested"), [Do(method(state, "finish", Const("end game"))),
                                                            Return(state)]),)))
        return out

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
            made = fn in self.made     # the turns of a `repeat` share the first one's functions
            self.made.add(fn)
            if step.kind == "do":
                if not made:
                    self.functions.append(self.effect_function(fn, step.body, step.span, "A step of the round.",
                                                               acting=m.turns))
                out.append(Do(call(fn, S, acting)))
            elif step.kind == "each_player":
                if not made:
                    self.functions.append(self.effect_function(fn, step.body, step.span,
                                                               "A step of the round, for each player.", acting=True))
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
        if step.auto not in (None, "single"):
            raise NotLowerable(f"the decide step '{step.name}' with auto '{step.auto}'", step.span)
        fn = step_function("round", step)
        name = identifier(f"{fn}_play")
        if name in self.made:       # a turn of a `repeat` after the first: the same function
            return name
        self.made.add(name)
        scratch = {"p": "Player", "moves": LIST, "n": LONG, "seat": LONG, "move": LONG, "action": LONG}
        self.counting = CountedListing(self, step, scratch) if is_counted(self.model, step) else None
        listing = self.counting.listing() if self.counting is not None else self.legal_moves(step, scratch)
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

    def draw_and_act(self, step, seat, picks=None) -> list:
        """The drawn move (none where `auto: single` leaves one), the action called, the move counted. A move is
        the action's number in the step plus, for an action of one parameter, the argument's number times the
        number of actions; -1 is `pass` (an optional step: the seat takes no more picks). A counted step draws from
        its blocks (counted.py)."""
        if self.counting is not None:
            return self.counting.draw_and_act(seat)
        moves = Local("moves")
        draw = [If(((Bin("is not", Local("observe"), Const(None)), [
                    Do(call("raise_state", Local("state"), S)), Do(call("observe", Local("state")))]),)),
                Assign(Local("move"), Item(moves, call("int", Bin(
                    "*", Call(Item(Local("randoms"), seat)), call("len", moves)))))]
        if step.auto == "single":
            draw = [If(((Bin("==", call("len", moves), Const(1)),
                            [Assign(Local("move"), Item(moves, Const(0)))]),), draw)]
        act = []
        count = len(step.actions)
        with_args = any(self.model.actions[name].params for name in step.actions)
        which = Local("action") if with_args else Local("move")
        for code, action_name in enumerate(step.actions):
            args = [S, P]
            if self.asking[action_name]:
                args += [Item(Local("randoms"), seat), Const(step.auto == "single")]
            if self.model.actions[action_name].params:
                args.append(Bin("//", Local("move"), Const(count)))
            act.append((Bin("==", which, Const(code)), [Do(call(self.action_function[action_name], *args))]))
        done = [If(tuple(act)), inc(flow("turn_moves")),
                If(((Bin(">", flow("turn_moves"), flow("max_moves")), [Do(call("too_many_moves", S, seat))]),))]
        if with_args:
            done.insert(0, Assign(which, Bin("%", Local("move"), Const(count))))
        if step.cost is not None:
            done = Effect(self, P, {}).block((ast.Pay(step.cost.span, step.cost),)) + done
        if step.optional:
            passed = [Assign(Item(picks, seat), Const(0))] if picks is not None else [Comment("no more picks")]
            return draw + [If(((Bin("==", Local("move"), Const(-1)), passed),), done)]
        return draw + done

    def one_pick(self, step, listing) -> list:
        """`who: turn` with one pick: the turn player's move, if they take part and have one. The picks list the
        general path keeps (one for the turn player) is made only where it is seen: by an observer, at the end."""
        n, seat, picks = Local("n"), Local("seat"), flow("picks")
        body = [Assign(n, call("len", flow("players"))), Assign(seat, flow("turn")),
                Assign(P, Item(flow("players"), seat)), Assign(picks, Const(None))]
        active = self.active(P)
        if active != Const(True):
            body.append(If(((Unary("not", active), [Return()]),)))
        body += listing
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
        body += [Assign(flow("picks"), picks)]
        find = [Assign(Local("chosen"), Const(-1)),
                ForRange("seat", n, [If(((Bin(">", Item(picks, seat), Const(0)), [
                    Assign(P, Item(players, seat))] + listing + [
                    If(((moves, [Assign(Local("chosen"), seat), Break()]),)),
                    Assign(Item(picks, seat), Const(0))]),))]),
                If(((Bin("<", Local("chosen"), Const(0)), [Break()]),)),
                Assign(seat, Local("chosen")),
                Assign(P, Item(players, seat))]
        after = self.draw_and_act(step, seat, picks)
        picked = [Assign(Item(picks, seat), Const(1), "-=")]
        still = self.active(P)
        if still != Const(True):
            picked.append(If(((Unary("not", still), [Assign(Item(picks, seat), Const(0))]),)))
        if step.optional:       # a pass takes no pick: the seat is done
            after[-1] = If(after[-1].branches, list(after[-1].otherwise) + picked)
        else:
            after += picked
        after.append(If(((flow("end_requested"), [Return()]),)))
        body.append(While(Const(True), find + after))
        body.append(Assign(flow("picks"), Const(None)))
        return body

    def legal_moves(self, step, scratch) -> list:
        """The statements listing the step's legal moves of player `p` into `moves`, as the number of each action
        in the step, in rules.py's order (written in place: a call would cost more than the tests)."""
        listing, hoisted = [], []
        count = len(step.actions)
        for code, action_name in enumerate(step.actions):
            action = self.model.actions[action_name]
            if len(action.params) > 1:
                raise NotLowerable(f"the action '{action_name}' with more than one parameter", action.span)
            if action.cost is not None:
                raise NotLowerable(f"the action '{action_name}' with a cost", action.span)
            if not action.params:
                add = Do(method(Local("moves"), "append", Const(code)))
                listing.append(add if action.when is None
                               else If(((Effect(self, P, scratch, hoist=hoisted).expr(action.when), [add]),)))
                continue
            param = action.params[0]
            var = py_name(param.name)
            if var in ("state", "s", "randoms", "observe", "p", "moves", "n", "seat", "move", "action", "picks",
                       "chosen"):
                raise NotLowerable(f"the parameter '{param.name}' named like a local of the decide loop", param.span)
            scratch[var] = LONG
            add = Do(method(Local("moves"), "append", Bin("+", Const(code), Bin("*", Const(count), Local(var)))))
            test = Effect(self, P, scratch, hoist=hoisted).expr(action.when) if action.when is not None else None
            listing.append(ForIn(var, self.domain(action, param), [add] if test is None else [If(((test, [add]),))]))
        if step.optional:      # `pass` after the moves, when there are any (rules.py's groups)
            listing.append(If(((Local("moves"), [Do(method(Local("moves"), "append", Const(-1)))]),)))
        about = Comment(f"the legal moves of {comment(step.name)}: the number of each action allowed")
        if any(isinstance(stmt, ForIn) for stmt in listing) and not self.reads_pile(hoisted + listing):
            listing = self.remembered(step, hoisted, listing, scratch)
        else:
            reuse = [Assign(Local("moves"), Attr(S, "moves")), Do(method(Local("moves"), "clear"))]
            listing = hoisted + reuse + listing
        if step.cost is not None:   # a seat that cannot pay the step's cost has no move
            listing = [If(((self.can_pay(step.cost), listing),), [Assign(Local("moves"), ListOf(()))])]
        return [about] + listing

    def remembered(self, step, hoisted: list, listing: list, scratch: dict) -> list:
        """The listing remembered by the values it reads (the hand-written reference's memo of Appalachian's moves
        by dice used, place and journal). A test's conjuncts that read no loop's value are worked out once before
        the loops (`ok_1 = …`); the moves are then a function of the values left, which form the key of a
        module-level memo: a listing is made once per key. The lists are never changed: the draw only reads them."""
        loop_vars = {stmt.var for stmt in listing if isinstance(stmt, ForIn)}
        checks = {}

        def per_entry(part):
            """`p.journal[DICE_COLOUR[die]] < 3`: a test of one entry of a map, chosen by the loop's value, and of
            nothing else read: worked out once for every entry (`ok_4 = (p.journal[0] < 3, p.journal[1] < 3, …)`), so
            that the key holds the outcomes (the reference's full columns), not the numbers. The test then reads
            `ok_4[…]`."""
            entries = [x for x in walk_ir(part) if isinstance(x, Item) and isinstance(x.obj, Attr)
                       and x.obj.obj in (P, S) and (self.slot_of(x.obj) or Slot("", OBJECT)).ctype == LIST]
            if len(entries) != 1 or any(isinstance(x, Call) for x in walk_ir(part)):
                return None
            entry = entries[0]
            rest = replace_ir(part, entry, Local("v"))
            if reads_of(rest, loop_vars) or any(isinstance(x, Attr) for x in walk_ir(rest)):
                return None
            if part not in checks:
                name = f"ok_{len(checks) + 1}"
                checks[part] = Local(name)
                scratch[name] = OBJECT
                slot = self.slot_of(entry.obj)
                if len(slot.keys) <= 16:    # written out: a generator costs a frame and a call per entry in CPython
                    outcomes = ListOf(tuple(replace_ir(part, entry, Item(entry.obj, Const(k)))
                                            for k in range(len(slot.keys))), tuple=True)
                else:
                    outcomes = Aggregate("tuple", rest, "v", entry.obj)
                hoisted.append(Assign(Local(name), outcomes))
            return Item(checks[part], entry.index)

        def hoisted_test(cond):
            parts = conjuncts(cond)
            kept = []
            for part in parts:
                outcomes = per_entry(part) if reads_of(part, loop_vars) else None
                if outcomes is not None:
                    kept.append(outcomes)
                    continue
                if not reads_of(part, loop_vars) and not isinstance(part, (Local, Const)) \
                        and not any(isinstance(x, Call) for x in walk_ir(part)):
                    if part not in checks:
                        name = f"ok_{len(checks) + 1}"
                        checks[part] = Local(name)
                        scratch[name] = BINT
                        hoisted.append(Assign(Local(name), part))
                    kept.append(checks[part])
                else:
                    kept.append(part)
            out = kept[0]
            for part in kept[1:]:
                out = Bin("and", out, part)
            return out

        def rewrite(stmts):
            out = []
            for stmt in stmts:
                if isinstance(stmt, ForIn):
                    out.append(ForIn(stmt.var, stmt.items, rewrite(stmt.body)))
                elif isinstance(stmt, If):
                    out.append(If(tuple((hoisted_test(c) if any(isinstance(x, Local) and x.name in loop_vars
                                                                 for x in walk_ir(c)) else c, rewrite(b))
                                        for c, b in stmt.branches), rewrite(stmt.otherwise)))
                else:
                    out.append(stmt)
            return out
        listing = rewrite(listing)
        atoms = []
        for node in walk_ir(listing):
            atom = None
            if isinstance(node, Attr) and node.obj in (P, S):
                slot = self.slot_of(node)
                atom = call("tuple", node) if slot is not None and slot.ctype == LIST else node
            elif isinstance(node, Local) and node.name in scratch and node.name not in loop_vars \
                    and node.name not in ("moves", "p", "s"):
                atom = node
            if atom is not None and atom not in atoms:
                atoms.append(atom)
        # a map read whole (`tuple(p.journal)`) stands for its entries read one by one
        whole = {a.args[0] for a in atoms if isinstance(a, Call)}
        atoms = [a for a in atoms if not (isinstance(a, Item) and a.obj in whole)]
        memo = self.constant(identifier(f"{step_function('round', step).upper()}_MOVES"), {})
        moves = Local("moves")
        key = Local("key")
        scratch["key"] = OBJECT
        make = [Assign(moves, ListOf(()))] + listing + [
            If(((Bin(">=", call("len", memo), Const(MEMO_LIMIT)), [Do(method(memo, "clear"))]),)),
            Assign(Item(memo, key), moves)]
        return hoisted + [Assign(key, ListOf(tuple(atoms), tuple=True)), Assign(moves, method(memo, "get", key)),
                          If(((Bin("is", moves, Const(None)), make),))]

    def reads_pile(self, stmts) -> bool:
        """Does a listing read a pile? Its moves are then listed afresh: a pile's cards are no key of a memo."""
        return any(isinstance(x, Attr) and x.obj in (P, S) and (self.slot_of(x) or Slot("", OBJECT)).kind == "pile"
                   for x in walk_ir(stmts))

    def slot_of(self, attr):
        record = self.records["Player" if attr.obj == P else "State"]
        return next((slot for slot in record.slots if slot.name == attr.name), None)

    def domain(self, action, param):
        """The numbers of a parameter's values: a table's ids, or a list of them, in order."""
        kind = self.resolver.kinds.get(id(param.domain), ("any",))
        if isinstance(param.domain, ast.Name) and kind[0] == "table":
            return call("range", Const(len(self.ids(kind[1]))))
        table = self.param_table(action, param)
        if isinstance(param.domain, ast.ListLit) and table is not None:
            ids = self.ids(table)
            if all(isinstance(item, ast.Name) and item.name in ids for item in param.domain.items):
                return ListOf(tuple(Const(ids.index(item.name)) for item in param.domain.items), tuple=True)
        raise NotLowerable("a parameter's values not the ids of a table", param.span)

    def param_table(self, action, param) -> str | None:
        """The table whose ids a parameter written as a list of names (`die: "[white]"`) holds: the table of the
        set it is added to or tested in, or of the map it indexes, when the action's code agrees on one."""
        kind = self.resolver.kinds.get(id(param.domain), ("any",))
        if kind[0] == "table":
            return kind[1]
        tables = set()
        nodes = list(action.effect.walk()) + (list(action.when.walk()) if action.when is not None else [])

        def mine(node):
            return isinstance(node, ast.Name) and node.name == param.name \
                and self.bindings.get(id(node)) is not None and self.bindings[id(node)].category == "local"
        for node in nodes:
            if isinstance(node, ast.Index) and mine(node.key):
                owner = self.resolver.kinds.get(id(node.obj), ("any",))
                if owner[0] in ("map", "table"):
                    tables.add(owner[1])
            elif isinstance(node, (ast.AddTo, ast.RemoveFrom)) and mine(node.item) \
                    or isinstance(node, ast.BinOp) and node.op in ("in", "not_in") and mine(node.left):
                owner = self.resolver.kinds.get(id(node.target if not isinstance(node, ast.BinOp) else node.right),
                                                ("any",))
                if owner[0] == "set":
                    tables.add(owner[1])
        return tables.pop() if len(tables) == 1 else None

    def can_pay(self, cost):
        if cost.market is not None or cost.card is not None:
            raise NotLowerable("a cost by card or market", cost.span)
        test = None
        for item in cost.items:
            if item.key is not None or self.resolver.chosen_resources.get(id(item)) is not None:
                raise NotLowerable("a cost of a map's entry", item.span)
            fdef = self.field_def(item.resource)
            have = Attr(P if fdef.scope == "player" else S, self.slot(fdef).name)
            check = Bin(">=", have, Effect(self, P, {}).expr(item.amount))
            test = check if test is None else Bin("and", test, check)
        return test

    # ------------------------------------------------------------ setters and procedures, made when first called
    def setter(self, fdef) -> str:
        """`set_<field>(s, p, value)`: rules.py's setter of a bounded field with an on_empty effect, lowered."""
        slot = self.slot(fdef)
        name = identifier(f"set_{slot.name}")
        if name in self.made:
            return name
        self.made.add(name)
        scratch = {}
        target = Attr(P if fdef.scope == "player" else S, slot.name)
        value = Local("value")
        body = [If(((Bin("<=", value, Const(fdef.min)), [Assign(target, Const(fdef.min))]
                     + Effect(self, P, scratch).block(fdef.on_empty.body) + [Return()]),))]
        if fdef.max is not None:
            body.append(If(((Bin(">", value, Const(fdef.max)), [Assign(value, Const(fdef.max))]),)))
        body.append(Assign(target, value))
        self.functions.append(Function(name, (("s", "State"), ("p", "Player"), ("value", LONG)),
                                       docstring(f"{fdef.name}: {fdef.min} to {'…' if fdef.max is None else fdef.max}; "
                                                 f"at {fdef.min} its on_empty effect runs "
                                                 f"({fdef.span.file}:{fdef.span.line})."),
                                       body, locals=scratch))
        return name

    def procedure(self, proc) -> str:
        """A procedure of the game, lowered: `name(s, p, params…)`."""
        name = identifier(proc.name)
        if name in self.made:
            return name
        self.made.add(name)
        if any(isinstance(x, ast.Choose) for x in proc.body.walk()):
            raise NotLowerable(f"the procedure '{proc.name}', which asks", proc.span)
        params = [("s", "State"), ("p", "Player")]
        for param in proc.params:
            kind = proc.param_types.get(param, ("number",))[0]
            if kind == "player":
                raise NotLowerable(f"the procedure '{proc.name}' of a player", proc.span)
            params.append((py_name(param), BINT if kind == "flag" else LONG))
        scratch = {}
        body = Effect(self, P, scratch).block(proc.body.body)
        self.functions.append(Function(name, tuple(params), docstring(f"{proc.text or proc.name} "
                                                                      f"({proc.span.file}:{proc.span.line})"),
                                       body, locals=scratch))
        return name

    def effect(self, scratch: dict, hoist: list | None = None) -> "Effect":
        """The effects and expressions of the acting player `p`, lowered into a function of locals `scratch`."""
        return Effect(self, P, scratch, hoist=hoist)

    def card_code(self, table: str, column: str) -> str:
        """`goals_goal(s, p, card)`: the condition or value a column of cards prints (`g.goal`), each card's written in
        place in a branch on its number. A card that prints none has none here (False, or 0)."""
        name = identifier(f"{table}_{column}")
        if name in self.made:
            return name
        self.made.add(name)
        rows = self.model.tables[table]
        condition = rows.columns[column][0] == "condition"
        scratch, branches = {}, []
        for number, card in enumerate(self.ids(table)):
            tree = rows.card_code.get((card, column))
            if tree is None:
                continue
            if isinstance(tree, ast.Effect):
                raise NotLowerable(f"the effect a card prints in '{column}'", tree.span)
            branches.append((Bin("==", Local("card"), Const(number)), [Return(Effect(self, P, scratch).expr(tree))]))
        body = [If(tuple(branches))] if branches else []
        body.append(Return(Const(False if condition else 0)))
        self.functions.append(Function(name, (("s", "State"), ("p", "Player"), ("card", LONG)),
                                       f"The {column} each card of {table} prints, by the card's number.", body,
                                       returns=BINT if condition else OBJECT, locals=scratch))
        return name

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
                made = self.effect_function(fn, action.effect, action.span, doc, acting=True, asks=asks)
                made.params += tuple((py_name(param.name), param_ctype(param)) for param in action.params)
                self.functions.append(made)

    def effect_function(self, name: str, effect, span, doc: str, acting: bool, asks: bool = False) -> Function:
        scratch = {}
        lowered = Effect(self, P if acting else None, scratch)
        body = lowered.block(effect.body if effect is not None else ())
        params = (("s", "State"), ("p", "Player"))
        if asks:
            params += (("agent_random", OBJECT), ("auto_single", BINT))
        return Function(name, params, docstring(doc), body, locals=scratch)


class Effect(TableauEffects):
    """Statements and expressions of the effect language, lowered for one function (`scratch`: its locals)."""

    def __init__(self, lowering: Lowering, player, scratch: dict, env: dict | None = None, hoist: list | None = None):
        self.low = lowering
        self.model = lowering.model
        self.player = player
        self.locals = scratch
        self.env = env or {}
        self.loops = 0
        # where a move generator's values are worked out once, before its loops: the assignments, in order
        self.hoist = hoist

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
            slot = self.low.slot(fdef)
            if slot is None:
                raise NotLowerable(f"the pile '{fdef.name}' in play", n.span)
            owner = self.me(n) if fdef.scope == "player" else S
            return Attr(owner, slot.name)
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
            if self.low.symbols.get(b.name) is not None:
                return Const(self.low.symbols[b.name])
        if c == "option":
            return Attr(S, f"option_{identifier(b.name)}")
        if c == "builtin" and b.name == "me":
            return self.me(n)
        if c == "builtin" and b.name == "player_count":
            return Call(Local("len"), (Attr(S, "players"),))
        if c == "builtin" and b.name == "round":
            return Attr(S, "round")
        raise NotLowerable(f"the name '{b.name}' ({c})", n.span)

    def x_Field(self, n):
        """`me.held`, `q.points`: a field of a player; `months[month].low`: a column of a table's row, read by the
        id's number from a tuple of the column (ids of another table as their numbers)."""
        kind = self.kind(n.obj)
        if kind[0] == "player" and n.name in self.model.player and n.name != "score":
            slot = self.low.slot(self.model.player[n.name])
            if slot is not None:
                return Attr(self.expr(n.obj), slot.name)
        if kind[0] == "id" and kind[1] in self.model.tables:
            table = self.model.tables[kind[1]]
            values = [row.get(n.name) for row in table.rows]
            target = self.kind(n)
            if target[0] == "id" and target[1] in self.model.tables:
                ids = self.low.ids(target[1])
                values = [-1 if v in (None, "none") else ids.index(v) for v in values]
            if all(isinstance(v, (bool, int)) for v in values):
                column = self.low.constant(f"{kind[1].upper()}_{n.name.upper()}", tuple(values))
                return Item(column, self.expr(n.obj))
            if table.columns.get(n.name, ("any",))[0] in ("condition", "value"):
                function = self.low.card_code(kind[1], n.name)
                return Call(Local(function), (S, self.player or Const(None), self.expr(n.obj)))
        raise NotLowerable(f"the field '{n.name}' of a {kind[0]}", n.span)

    def x_Index(self, n):
        kind = self.kind(n.obj)
        if kind[0] == "map" and isinstance(n.obj, ast.Name):
            return Item(self.expr(n.obj), self.id_of(n.key, kind[1]))
        if kind[0] == "table":      # `months[month]`: the row of an id is the id (its number)
            return self.expr(n.key)
        if isinstance(n.obj, ast.Name) and self.low.bindings[id(n.obj)].category == "builtin" \
                and n.obj.name == "players":       # `players[0]`: a player by seat
            return Item(Attr(S, "players"), self.expr(n.key))
        if kind[0] == "lookup":     # a constant lookup table: rules.py's function, which refuses a missing key
            self.low.imports[".rules"].add(identifier(n.obj.name))
            return Call(Local(n.obj.name), (self.expr(n.key),))
        raise NotLowerable(f"an index into a {kind[0]}", n.span)

    def id_table(self, node) -> str | None:
        """The table whose id a value is, where the resolver knows it."""
        kind = self.kind(node)
        return kind[1] if kind[0] == "id" and kind[1] in self.model.tables else None

    def id_of(self, node, table: str):
        """An id where its table is known from where it stands (a map's key): a name of several tables' ids, such
        as `black` (a die and a colour), is the number of the one meant here."""
        if isinstance(node, ast.Name) and self.low.bindings[id(node)].category == "sym" and table in self.model.tables:
            ids = self.low.ids(table)
            if node.name in ids:
                return Const(ids.index(node.name))
        return self.expr(node)

    def x_Aggregate(self, n):
        """`all(q.finished for q in players)`, `count(c for c in colours if …)`: a generator over the players or a
        table's id numbers; over a pile, its cards, each read as its number (`count(c for c in hand if c ==
        colour)`, a card counted by its id, is the list's own count, as in rules.py)."""
        kind = self.kind(n.source)
        env = self.env
        if n.func not in ("all", "any", "sum", "count", "min", "max"):
            raise NotLowerable(f"the aggregate {n.func}", n.span)
        var = py_name(n.var)
        if isinstance(n.source, ast.Name) and self.low.bindings[id(n.source)].category == "builtin" \
                and n.source.name == "players":
            source = Attr(S, "players")
        elif kind[0] == "table" and isinstance(n.source, ast.Name):
            source = Call(Local("range"), (Const(len(self.low.ids(kind[1]))),))
        elif kind[0] == "zone" and kind[1] in self.model.tables:
            counted = self.low.gen.counted_operand(n) if n.func == "count" else None
            if counted is not None:
                return Call(Attr(self.pile(n.source), "count"), (self.card(counted),))
            source = self.pile(n.source)
            numbers = self.low.table_ids(kind[1]).replace("_IDS", "_NUMBERS")
            env = dict(self.env, **{n.var: Item(Local(numbers), Local(var))})
        elif kind[0] == "list" and isinstance(n.source, ast.Call) and n.source.func in LOOP_CALLS \
                and n.source.func not in self.model.functions:
            # a tableau's loops, as the runtime lists them: numbers, or kinds as the strings of their ids
            source = self.tableau_call(n.source)
            item = kind[1] if len(kind) > 1 else ("any",)
            if item[0] == "id" and item[1] in self.model.tables:
                numbers = self.low.table_ids(item[1]).replace("_IDS", "_NUMBERS")
                env = dict(self.env, **{n.var: Item(Local(numbers), Local(var))})
        else:
            raise NotLowerable(f"{n.func} over a {kind[0]}", n.span)
        inner = Effect(self.low, self.player, self.locals, env)
        test = inner.expr(n.filter) if n.filter is not None else None
        return Aggregate(n.func, inner.expr(n.item), var, source, test)

    def x_BinOp(self, n):
        if n.op in ("in", "not_in"):
            return self.membership(n)
        if n.op in ("==", "!=") and (self.option_named(n.left, n.right) or self.option_named(n.right, n.left)):
            option, value = (n.left, n.right) if self.option_named(n.left, n.right) else (n.right, n.left)
            values = self.model.options[self.low.bindings[id(option)].name][0]
            return Bin(n.op, self.expr(option), Const(list(values).index(value.name)))
        if n.op in ("==", "!=") and self.id_table(n.left) != self.id_table(n.right):
            table = self.id_table(n.left) or self.id_table(n.right)
            return Bin(n.op, self.id_of(n.left, table), self.id_of(n.right, table))
        ops = {"+": "+", "-": "-", "*": "*", "/": "//", "%": "%", "==": "==", "!=": "!=", "<": "<", "<=": "<=",
               ">": ">", ">=": ">=", "and": "and", "or": "or"}
        if n.op not in ops:
            raise NotLowerable(f"the operator '{n.op}'", n.span)
        return Bin(ops[n.op], self.expr(n.left), self.expr(n.right))

    def option_named(self, option, value) -> bool:
        """Is `option` an option of named values and `value` one of them (`mode == adventurer`)?"""
        b = self.low.bindings.get(id(option))
        if b is None or b.category != "option" or not isinstance(value, ast.Name):
            return False
        values = self.model.options[b.name][0]
        return value.name in values and not all(isinstance(v, int) for v in values)

    def membership(self, n):
        """`die not in used_dice`: a bit test of the set's mask; `red in hand`: the card's id in the pile's list."""
        kind = self.kind(n.right)
        if kind[0] == "zone":
            return Bin("in" if n.op == "in" else "not in", self.card(n.left), self.expr(n.right))
        if kind[0] != "set":
            raise NotLowerable(f"'in' over a {kind[0]}", n.span)
        found = Bin("!=", Bin("&", self.expr(n.right), self.bit(self.id_of(n.left, kind[1]), kind[1])), Const(0))
        return Unary("not", found) if n.op == "not_in" else found

    def bit(self, number, table: str):
        """`1 << number`, worked out where the number is known. A table of more ids than a C long holds reads its
        bits from a tuple of Python ints: a C shift of a C number would overflow."""
        if isinstance(number, Const):
            return Const(1 << number.value)
        count = len(self.low.ids(table))
        if count > 62:
            return Item(self.low.constant(f"{table.upper()}_BITS", tuple(1 << k for k in range(count))), number)
        return Bin("<<", Const(1), number)

    def x_Not(self, n):
        return Unary("not", self.expr(n.operand))

    def x_Neg(self, n):
        return Unary("-", self.expr(n.operand))

    def x_Conditional(self, n):
        return Cond(self.expr(n.cond), self.expr(n.then), self.expr(n.otherwise))

    def x_Call(self, n):
        if n.func in self.model.functions and n.of is None:
            # a game's function is a pure expression: written in place, its parameters replaced by the arguments
            f = self.model.functions[n.func]
            env = {param: self.expr(arg) for param, arg in zip(f.params, n.args)}
            value = Effect(self.low, self.player, self.locals, env, self.hoist).expr(f.body)
            if self.hoist is None or f.params or not self.total(f.body) or self.player != P:
                return value
            # a move generator reads nothing it writes: a function of no parameter is worked out once, before the
            # loops (as rules.py's generators hoist `my_location`), when it cannot fail
            name = f"my_{n.func}"
            if name not in self.locals:
                self.locals[name] = self.ctype(n, n.span)
                self.hoist.append(Assign(Local(name), value))
            return Local(name)
        if n.func == "nth" and self.kind(n.args[0])[0] == "table":
            return self.expr(n.args[1])     # the id at a position is the id of that number
        if n.func == "count" and len(n.args) == 1 and self.kind(n.args[0])[0] == "table":
            return Const(len(self.low.ids(self.kind(n.args[0])[1])))
        if n.func == "count" and len(n.args) == 1 and self.kind(n.args[0])[0] == "zone":
            return Call(Local("len"), (self.expr(n.args[0]),))
        if n.func in ("min", "max") and len(n.args) == 2 and n.func not in self.model.functions:
            return Call(Local(n.func), tuple(self.expr(a) for a in n.args))
        if n.func in LOOP_CALLS:
            return self.tableau_call(n)
        if n.func in FIGURE_CALLS:
            return self.figure_call(n)
        if n.func == "count" and len(n.args) == 1 and isinstance(n.args[0], ast.Call) and n.args[0].func == "distinct" \
                and isinstance(n.args[0].args[0], ast.Call) and n.args[0].args[0].func in LOOP_CALLS:
            # the different kinds of the loops: counted on the runtime's list of their strings
            self.low.imports["runtime.api"].add("distinct")
            return Call(Local("len"), (Call(Local("distinct"), (self.tableau_call(n.args[0].args[0]),)),))
        if n.func == "count" and len(n.args) == 1 and isinstance(n.args[0], ast.Call) and n.args[0].func in LOOP_CALLS:
            return Call(Local("len"), (self.tableau_call(n.args[0]),))
        raise NotLowerable(f"the call '{n.func}'", n.span)

    def total(self, body) -> bool:
        """Can this expression not fail in any state (no division, no lookup table that refuses a key, no
        aggregate), through the functions it calls?"""
        for node in body.walk():
            if isinstance(node, ast.Aggregate) or isinstance(node, ast.BinOp) and node.op in ("/", "%"):
                return False
            if isinstance(node, ast.Index) and self.kind(node.obj)[0] == "lookup":
                return False
            if isinstance(node, ast.Call) and node.func in self.model.functions \
                    and not self.total(self.model.functions[node.func].body):
                return False
        return True

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
        if isinstance(node, ast.Field) and self.kind(node.obj)[0] == "player" and node.name in self.model.player:
            return self.expr(node), self.model.player[node.name]
        if isinstance(node, ast.Index) and isinstance(node.obj, ast.Name):
            b = self.low.bindings.get(id(node.obj))
            if b is not None and b.category in ("pfield", "gfield") and self.kind(node.obj)[0] == "map":
                return self.expr(node), self.low.field_def(b.name)
        raise NotLowerable("an assignment to this target", node.span)

    def s_Assign(self, s):
        slot, fdef = self.target(s.target)
        value = self.expr(s.value)
        if fdef.type == "map":
            if fdef.max is None:
                return [Assign(slot, value, s.op)]
            new = value if s.op == "=" else Bin(s.op[0], slot, value)
            return self.clamped(slot, new, None, fdef.max)
        if fdef.type in ("counter", "track") and (fdef.min is not None or fdef.max is not None):
            new = value if s.op == "=" else Bin(s.op[0], slot, value)
            return self.set_number(fdef, slot, new)
        return [Assign(slot, value, s.op)]

    def set_number(self, fdef, slot, value) -> list:
        """A bounded counter or track set: clamped in place, or through its lowered setter when it has an on_empty
        effect (rules.py's `set_<field>`, with the effect lowered too)."""
        if fdef.on_empty is not None and fdef.min is not None:
            owner = slot.obj if fdef.scope == "player" else (self.player or Const(None))
            return [Do(call(self.low.setter(fdef), S, owner, value))]
        return self.clamped(slot, value, fdef.min, fdef.max)

    def clamped(self, target, value, low, high) -> list:
        """`target = value` kept within `low`..`high`, as statements over a local: `min`/`max` are calls in CPython
        (no fast calling convention: ~4x a comparison), where Cython makes either C."""
        out = [Assign(Local("clamped"), value)]
        self.locals["clamped"] = LONG
        if low is not None:
            out.append(If(((Bin("<", Local("clamped"), Const(low)), [Assign(Local("clamped"), Const(low))]),)))
        if high is not None:
            out.append(If(((Bin(">", Local("clamped"), Const(high)), [Assign(Local("clamped"), Const(high))]),)))
        return out + [Assign(target, Local("clamped"))]

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
                return self.clamped(entry, Bin("+", entry, amount), None, fdef.max)
            if sign == "-" and fdef.min is not None:
                return self.clamped(entry, Bin("-", entry, amount), fdef.min, None)
            return [Assign(entry, amount, sign + "=")]
        if fdef.min is None and fdef.max is None:
            return [Assign(slot, amount, sign + "=")]
        return self.set_number(fdef, slot, Bin(sign, slot, amount))

    def s_Pay(self, s):
        if s.cost.market is not None or s.cost.card is not None:
            raise NotLowerable("a cost by card or market", s.span)
        out = []
        for item in s.cost.items:
            out += self.change(item, "-")
        return out

    def s_Gain(self, s):
        return self.change(s, "+")

    def s_Lose(self, s):
        return self.change(s, "-")

    def s_AddTo(self, s):
        if self.kind(s.target)[0] != "set":
            raise NotLowerable(f"adding to a {self.kind(s.target)[0]}", s.span)
        table = self.kind(s.target)[1]
        return [Assign(self.expr(s.target), self.bit(self.id_of(s.item, table), table), "|=")]

    def s_RemoveFrom(self, s):
        if self.kind(s.target)[0] != "set":
            raise NotLowerable(f"removing from a {self.kind(s.target)[0]}", s.span)
        table = self.kind(s.target)[1]
        return [Assign(self.expr(s.target), Unary("~", self.bit(self.id_of(s.item, table), table)), "&=")]

    def card(self, node):
        """A card as a pile holds it: its id (a string), from an id of a table lowered as its number."""
        table = self.id_table(node)
        if table is None:
            raise NotLowerable("a card that is not the id of a table", node.span)
        number = self.expr(node)
        if isinstance(number, Const):
            return Const(self.low.ids(table)[number.value])
        ids = self.low.table_ids(table)
        if isinstance(number, Item) and number.obj == Local(ids.replace("_IDS", "_NUMBERS")):
            return number.index     # a card of a pile, read as its number: the card itself
        return Item(Local(ids), number)

    def pile(self, node):
        if self.kind(node)[0] != "zone":
            raise NotLowerable(f"a pile that is a {self.kind(node)[0]}", node.span)
        return self.expr(node)

    def s_Draw(self, s):
        """rules.py's own draw (runtime/chance.py), on the readable state's lists."""
        if s.filter is not None:
            raise NotLowerable("a draw of the cards a test accepts", s.span)
        self.low.imports["runtime.api"].add("draw")
        return [Do(call("draw", Attr(S, "readable"), self.pile(s.source), self.pile(s.dest), self.expr(s.count)))]

    def s_Shuffle(self, s):
        """rules.py's own shuffle, which draws from the state's stream as the lowered dice do."""
        self.low.imports["runtime.api"].add("shuffle")
        return [Do(call("shuffle", Attr(S, "readable"), self.pile(s.target)))]

    def s_MoveCard(self, s):
        self.low.imports["runtime.api"].add("move_card")
        return [Do(call("move_card", self.pile(s.source), self.pile(s.dest), self.card(s.card)))]

    def s_Repeat(self, s):
        count = self.expr(s.count)
        known = isinstance(s.count, ast.Number) or (isinstance(s.count, ast.Name) and s.count.name in self.model.constants)
        if not known:
            self.low.imports["runtime.api"].add("repeat_count")     # a count worked out in play is checked
            count = call("repeat_count", count)
        self.loops += 1
        try:
            body = self.block(s.body)
        finally:
            self.loops -= 1
        return [ForRange("_", count, body)]

    def s_ForEach(self, s):
        """`for c in hand { … }`: over a pile, its own list, as rules.py walks it (a card moved out on the way is
        skipped alike), each card read as its number; over a table, its id numbers in order; over a set, the ids
        it holds in the order of the ids themselves (rules.py's `sorted` of the strings), not the table's."""
        kind = self.kind(s.source)
        var = py_name(s.var)
        inner = self
        if kind[0] == "zone" and kind[1] in self.model.tables:
            numbers = self.low.table_ids(kind[1]).replace("_IDS", "_NUMBERS")
            inner = Effect(self.low, self.player, self.locals, dict(self.env, **{s.var: Item(Local(numbers),
                                                                                             Local(var))}), self.hoist)
            ctype = OBJECT
            inner.loops = self.loops
            loop = lambda body: ForIn(var, self.pile(s.source), body)       # noqa: E731
        elif isinstance(s.source, ast.Name) and self.low.bindings[id(s.source)].category == "builtin" \
                and s.source.name == "players":
            ctype = "Player"       # the players in seat order, as rules.py walks state.players
            loop = lambda body: ForIn(var, Attr(S, "players"), body)        # noqa: E731
        elif kind[0] == "table" and isinstance(s.source, ast.Name):
            ctype = LONG
            loop = lambda body: ForRange(var, Const(len(self.low.ids(kind[1]))), body)      # noqa: E731
        elif kind[0] == "set" and kind[1] in self.model.tables:
            ctype = LONG
            mask = self.expr(s.source)
            held = Bin("!=", Bin("&", mask, self.bit(Local(var), kind[1])), Const(0))
            ids = self.low.ids(kind[1])
            by_id = self.low.constant(f"{kind[1].upper()}_BY_ID", tuple(sorted(range(len(ids)), key=ids.__getitem__)))
            loop = lambda body: ForIn(var, by_id, [If(((held, body),))])  # noqa: E731
        else:
            raise NotLowerable(f"a loop over a {kind[0]}", s.span)
        if s.var in self.env and inner is self:
            raise NotLowerable(f"a loop variable '{s.var}' named like a parameter", s.span)
        if self.locals.get(var, ctype) != ctype:      # one C type a local in a function
            raise NotLowerable(f"the name '{s.var}' for values of two kinds", s.span)
        self.locals[var] = ctype
        inner.loops += 1
        try:
            body = inner.block(s.body)
        finally:
            inner.loops -= 1
        return [loop(body)]

    def s_CallStmt(self, s):
        proc = self.model.procedures.get(s.func)
        if proc is None:
            raise NotLowerable(f"the call '{s.func}'", s.span)
        name = self.low.procedure(proc)
        return [Do(call(name, S, self.player or Const(None), *(self.expr(a) for a in s.args)))]

    def s_Log(self, s):
        """A line of the game's notes (GameState.note), with the round being played."""
        seat = Attr(self.player, "seat") if self.player is not None else Const(None)
        return [Do(method(Attr(Attr(S, "readable"), "notes"), "append",
                          ListOf((Attr(S, "round"), seat, Const(s.text)), tuple=True)))]

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
