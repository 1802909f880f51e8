"""A random game begun lowered: its state made from the fields' start values, and its setup played on that state.

`new_state(seats, stream, options)` makes the lowered state that `lower_state` would make of a new
`GameState(…, start=False)`: every field at its start value (a pile that starts with every card of its deck holds
them in rules.py's order, `new_globals`), the options' slots, the flow where GameState begins it. `play_begun(s,
randoms)` then plays the setup's steps on it, lowered as the round's are (a `do` or `each_player` step a function of
its effect, a decide step its picks drawn in place: `begun_<step>`, since `setup_<step>` names the readable state's
steps that `play` imports), and then the rounds. The draws are the readable setup's: shuffles and draws from the
game's stream, in the same order, the cards in the same lists, so a seed plays the same game.

The setup touches piles the round may not: they get slots too (`Lowering.piles_in_play`), written back with the
others where the game is scored on the readable state; a pile only the setup touches is never changed after it, so a
clone shares it. A pile counted per id (piles.py) is counted once the setup is over, as `lower_state` counts it.

Where a construct of the setup is not lowered (seats the game plays itself, or any construct the round's lowering
refuses), `NotLowerable` says which: the game then begins on the readable state (`play`), and `cairn build
--verbose` says why.
"""
from __future__ import annotations

from runtime.records import slot_name

from ..pygen import step_function
from ..pytext import identifier
from .ir import (LONG, OBJECT, Assign, Attr, Bin, Break, Call, Comment, Const, Do, ForIn, ForRange, Function, If, Item,
                 ListComp, ListOf, Local, NotLowerable, Return, While, replace_ir, walk_ir)
from .piles import copied_in, counts_of
from .start_moved import moved_at_start
from .tableau import kept

S, P = Local("s"), Local("p")
PHASE = "begun"     # the prefix of the lowered setup's functions


def call(name: str, *args) -> Call:
    return Call(Local(name), tuple(args))


def flow(name: str) -> Attr:
    return Attr(S, name)


def filtered_draw(effect, s) -> list:
    """`draw N from A to B where TEST` written in place as runtime/chance.py's draw with `accept` does it: from the
    top of the pile down, each card tested (`card`, read as its number), those that pass moved, until N have moved or
    the pile is walked. The same cards in the same order; no random number is drawn."""
    source, dest = effect.pile(s.source), effect.pile(s.dest)
    if counts_of(effect.low, source) is not None or counts_of(effect.low, dest) is not None:
        raise NotLowerable("a draw through a test of a pile counted per id", s.span)
    table = effect.kind(s.source)[1]
    if table not in effect.model.tables:
        raise NotLowerable(f"a draw through a test of a pile of '{table}'", s.span)
    names = {"drawn_wanted": LONG, "drawn_moved": LONG, "drawn_at": LONG, "drawn_card": OBJECT}
    for name, ctype in names.items():
        if effect.locals.get(name, ctype) != ctype:
            raise NotLowerable(f"a local named '{name}'", s.span)
        effect.locals[name] = ctype
    wanted, moved, at, card = (Local(name) for name in names)
    numbers = Local(effect.low.table_ids(table).replace("_IDS", "_NUMBERS"))
    test = effect.within(dict(effect.env, card=Item(numbers, card))).expr(s.filter)
    taken = [Do(Call(Attr(dest, "append"), (Call(Attr(source, "pop"), (at,)),))), Assign(moved, Const(1), "+=")]
    return [Assign(wanted, effect.expr(s.count)), Assign(moved, Const(0)),
            Assign(at, Bin("-", call("len", source), Const(1))),
            While(Bin("and", Bin("<", moved, wanted), Bin(">=", at, Const(0))), [
                Assign(card, Item(source, at)),
                If(((test, taken),)),
                Assign(at, Const(1), "-=")])]


class BegunGame:
    """`new_state` and `play_begun` of a lowered game (`Lowering.begun_lowered`), its setup's functions added to the
    module as they are made."""

    def __init__(self, lowering):
        self.low = lowering
        self.model = lowering.model

    def functions(self) -> list:
        """[new_state, play_begun]; the setup's step and action functions go to the module's functions. Raises
        NotLowerable, and leaves nothing of the attempt in the lowering's tables, where a construct does not lower."""
        low = self.low
        tables = (dict(low.action_function), dict(low.asking), dict(low.defined_at), set(low.step_functions))
        try:
            return [self.new_state(), self.play_begun()]
        except NotLowerable:
            low.action_function, low.asking, low.defined_at, low.step_functions = tables
            raise
        finally:
            low.phase = "round"

    # ------------------------------------------------------------ the state at the start
    def new_state(self) -> Function:
        """The lowered state GameState(…, start=False) lowers to, made from the fields' start values."""
        m, low = self.model, self.low
        body = [Assign(S, call("State"))]
        body += self.started(low.records["State"], m.globals, S)
        per_player = [Assign(P, call("Player")), Assign(Attr(P, "seat"), Local("seat"))]
        per_player += self.started(low.records["Player"], m.player, P)
        per_player.append(Do(Call(Attr(flow("players"), "append"), (P,))))
        body += [Assign(flow("players"), ListOf(())), ForRange("seat", Local("seats"), per_player)]
        body += self.automata_flagged()
        # the flow where GameState.__init__ begins it
        begins = {"moves": ListOf(()), "readable": Const(None), "rnd": call("stream_of", Local("stream")),
                  "phase": Const("setup"), "ended_by": Const(None), "picks": Const(None), "end_requested": Const(False),
                  "max_moves": Attr(Local("GAME"), "max_moves_per_turn"), "final_turns": Const(-1),
                  "next_turn": Const(-1), "decision_moves": ListOf(()), "decision_arguments": ListOf(()),
                  "decision_kept": Const(None), "turn_resets_due": Const(True)}
        body += [Assign(flow(name), begins.get(name, Const(0))) for name, _ctype in low.flow_slots if name != "players"]
        body.append(Return(S))
        return Function("new_state", (("seats", LONG), ("stream", OBJECT), ("options", OBJECT), ("automata", OBJECT)),
                        "The lowered state of a new game of `seats` seats and `options` (every option's value), made "
                        "without a readable state: every field at its start value, the seats the game plays itself "
                        "(`automata`, {seat: automaton}) flagged, the flow where GameState begins it, "
                        "the dice drawn from `stream` (the game's random stream). `s.readable` is for the caller to set: "
                        "what an error raised in play reports.", body, returns="State",
                        locals={"s": "State", "p": "Player", "seat": LONG,
                                **({"key": OBJECT} if any(isinstance(x, ListComp) for x in walk_ir(body)) else {})},
                        public=True)

    def automata_flagged(self) -> list:
        """GameState's flag of each seat the game plays itself (`automata:` with `flag: robot`): set on its player."""
        flags = {a["flag"] for a in self.model.automata if a.get("flag")}
        seat = Local("seat")
        automaton = Item(Local("automata"), seat)
        flagged = []
        for flag in sorted(flags):
            fdef = self.model.player.get(flag)
            slot = self.low.slot(fdef) if fdef is not None else None
            if slot is None or slot.kind != "flag":
                raise NotLowerable(f"the automata's flag '{flag}'")
            flagged.append((Bin("==", Call(Attr(automaton, "get"), (Const("flag"),)), Const(flag)),
                            [Assign(Attr(Item(flow("players"), seat), slot.name), Const(True))]))
        return [ForIn("seat", Local("automata"), [If(tuple(flagged))])] if flagged else []

    def started(self, record, fields: dict, target) -> list:
        """The slots of `record` at their fields' start values, in the record's order (a tableau's kept area and a
        pile's counts after the field they keep)."""
        low = self.low
        by_slot = {identifier(slot_name(fdef.name)): fdef for fdef in fields.values()}
        out = []
        for slot in record.slots:
            if slot.kind == "kept area":
                value = kept(low, slot, target)
            elif slot.kind == "counts":
                out.append(copied_in(low, slot, target))
                continue
            elif slot.kind == "option":
                value = replace_ir(low.option_value(slot), Attr(Local("state"), "options"), Local("options"))
            elif slot.field is None or slot.field not in by_slot:
                continue
            elif slot.kind == "pile":
                value = self.pile_start(by_slot[slot.field])
            elif slot.name in low.int_pile_slots:      # a pile held as its cards' numbers (int_piles.py)
                value = self.pile_start(by_slot[slot.field], numbers=True)
            elif slot.kind == "tableau":
                value = ListOf(())
            elif slot.kind == "figures":
                value = call("dict")
            else:
                value = low.start(by_slot[slot.field])
            out.append(Assign(Attr(target, slot.name), value))
        return out

    def pile_start(self, fdef, numbers: bool = False):
        """A pile's cards at the start, as rules.py's `new_globals`/`new_player` list them: none, or every card of its
        deck (each id as many times as its copies), in the deck's order; with `numbers`, each card as its id's number
        (a pile held as numbers, int_piles.py)."""
        if fdef.keys is not None:       # one empty pile per id of the keys' table, the readable record's dict
            key = Local("key")
            ids = Local(self.low.table_ids(fdef.keys))
            return call("dict", ListComp(ListOf((key, ListOf(())), tuple=True), "key", ids))
        if fdef.start != "all":
            return ListOf(())
        cards = self.start_cards(fdef, numbers)
        return call("list", self.low.constant(f"{identifier(slot_name(fdef.name)).upper()}_START", cards))

    def start_cards(self, fdef, numbers: bool) -> tuple:
        """The cards of a pile (not one per key) at the start, in order: () or every card of its deck."""
        if fdef.start != "all":
            return ()
        table = self.model.tables.get(fdef.of)
        if table is None:
            raise NotLowerable(f"the pile '{fdef.name}' of every card of '{fdef.of}' at the start", fdef.span)
        copies = "copies" in table.columns
        cards = tuple(row["id"] for row in table.rows for _ in range(row["copies"] if copies else 1))
        if numbers:
            number = {card: i for i, card in enumerate(self.low.ids(fdef.of))}
            cards = tuple(number[card] for card in cards)
        return cards

    def numbers_at_start(self) -> dict:
        """{slot name: its cards at the start} of the state's piles held as numbers (int_piles.py)."""
        by_slot = {identifier(slot_name(fdef.name)): fdef for fdef in self.model.globals.values()}
        return {slot.name: self.start_cards(by_slot[slot.field], numbers=True)
                for slot in self.low.records["State"].slots
                if slot.name in self.low.int_pile_slots and slot.field in by_slot and by_slot[slot.field].keys is None}

    # ------------------------------------------------------------ the setup, then the rounds
    def play_begun(self) -> Function:
        """The setup on the lowered state, then `play`'s rounds: unobserved, and nothing written back at the end."""
        low = self.low
        rounds = low.rounds
        streams = rounds[0]     # the seats' draws as streams: drawn from by the setup's decide steps too
        body = [Comment("nobody observes a game begun lowered, and no readable state waits for it at the end"),
                Assign(Local("state"), Const(None)), Assign(Local("observe"), Const(None)), streams]
        body += self.setup_steps()
        body += self.counted()
        body.append(Assign(flow("step"), Const(len(self.model.setup))))
        # no loops handed to runtime/tableau.py's memo at the end, as `play` hands them: a game begun lowered is scored
        # on the lowered state (`outcome`; runtime/simulate.py begins no other so), and its areas' loops are kept there
        body += low.unobserved(rounds[1:]) + [Return(S)]
        return Function("play_begun", (("s", "State"), ("randoms", OBJECT)),
                        "Play a game `new_state` made to its end on the lowered state, its setup first; seat k draws "
                        "with `randoms[k]()`. The readable state is not written: the caller scores the lowered one "
                        "(`outcome`) or writes it back (`raise_state`).", body, returns="State",
                        locals={"p": "Player", "seat": LONG, "state": OBJECT, "observe": OBJECT}, public=True)

    def setup_steps(self) -> list:
        """The setup's steps in a row, as GameState.advance plays them: `do` steps with no player, `each_player`
        steps for every player still taking part, decide steps' picks drawn in place; the game over at once where a
        step ends it."""
        low, m = self.low, self.model
        out = [Comment("the setup, on the lowered state")]
        starts = {}     # the first step of an `until` loop: where its statements begin in `out`
        for index, step in enumerate(m.setup):
            if step.kind == "until":
                first = index - step.loop[2]
                out[starts[first]:] = [While(Const(True), out[starts[first]:] + self.loop_done(index, step))]
                continue
            if step.loop is not None and step.loop[1] == 0:
                starts[index] = len(out)
            fn = identifier(step_function(PHASE, step))
            out.append(Assign(flow("step"), Const(index)))
            if step.kind == "do":
                self.made(fn, step, "A step of the setup.", acting=False)
                if index == 0:      # the piles as new_state made them: its first moves made here (start_moved.py)
                    made = next(f for f in low.functions if f.name == fn)
                    made.body = moved_at_start(made.body, self.numbers_at_start(), low.constant)
                    if not any(Local("move_each") in walk_ir(f.body) for f in low.functions):
                        low.imports["runtime.api"].discard("move_each")
                out.append(Do(call(fn, S, Const(None))))
            elif step.kind == "each_player":
                self.made(fn, step, "A step of the setup, for each player.", acting=True)
                seat = Local("seat")
                out.append(ForRange("seat", call("len", flow("players")), [
                    Assign(P, Item(flow("players"), seat)),
                    If(((low.active(P), [Do(call(fn, S, P))]),))]))
            elif step.kind == "decide":
                for name in step.actions:
                    low.lower_action(name)
                out.append(Do(call(low.decide(index, step, PHASE), Local("state"), S, Local("randoms"),
                                   Local("observe"))))
            else:
                raise NotLowerable(f"the setup step '{step.name}' of kind '{step.kind}'", step.span)
            out.append(If(((flow("end_requested"), [Do(call("finish", S, Const("end game"))), Return(S)]),)))
        return out

    def loop_done(self, index: int, step) -> list:
        """The end of a pass of a setup `until` loop (GameState.loop_done): its test, with no player, as rules.py's
        `_until`; the passes counted, and the `max:`-th that leaves it false the runtime's rules error."""
        readable = flow("readable")
        return [Assign(flow("step"), Const(index)),
                If(((self.low.condition(step.until, None), [Assign(flow("passes"), Const(0)), Break()]),)),
                Assign(flow("passes"), Const(1), "+="),
                If(((Bin(">=", flow("passes"), Const(step.bound)), [
                    Do(call("raise_state", readable, S)),
                    Do(Call(Attr(readable, "loop_never_ends"), (Item(Call(Attr(readable, "steps")), Const(index)),)))]),))]

    def made(self, fn: str, step, doc: str, acting: bool) -> None:
        """The function of a `do` or `each_player` step of the setup, made once."""
        low = self.low
        if fn in low.made:
            return
        low.made.add(fn)
        low.functions.append(low.effect_function(fn, step.body, step.span, doc, acting=acting))
        low.step_functions.add(fn)

    def counted(self) -> list:
        """The counts per id of the piles that keep them (piles.py), made from the piles the setup dealt, as
        `lower_state` makes them from the readable state's."""
        out = [copied_in(self.low, slot, S) for slot in self.low.records["State"].slots if slot.kind == "counts"]
        per_player = [copied_in(self.low, slot, P) for slot in self.low.records["Player"].slots if slot.kind == "counts"]
        if per_player:
            out.append(ForRange("seat", call("len", flow("players")),
                                [Assign(P, Item(flow("players"), Local("seat")))] + per_player))
        return out
