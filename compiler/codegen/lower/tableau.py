"""Tableaux and figures, lowered (runtime/tableau.py, runtime/figures.py).

A tableau field stays the readable record's own list of placements (the scoring reads it, an observer sees it), and
beside it the lowered state keeps the area (`<field>_kept`, a `tableau_area`, runtime/areas.py): its open spots (the
cells around and under its cards and those no card may cover, updated as each card is laid, so that a decision
reads the spots where `tableau_spots` worked the whole area out again) and its closed loops (each card's cells put on
a grid as it is laid, the loops traced one table look-up per cell, again only when a card covers a cell the last
trace read or is a camp, and the goal measures worked out once per trace). A spot is a cell written as one int in
the lowered state (the order `spots` lists them in), named "x,y" only where the readable state needs it. A figures
field stays the record's own dict (a figure is replaced, never changed in place), and every figure statement and
call is the runtime's own, with ids written back as their strings.
"""
from __future__ import annotations

from runtime.records import slot_name

from ...frontend import ast
from ..pygen import tableau_name
from ..pytext import identifier
from .int_piles import passed
from .ir import AREA, Attr, Bin, Call, Cond, Const, Do, ForIn, Item, Local, NotLowerable, Slot

# the runtime's tableau calls a lowered expression may make: name -> the runtime's function
LOOP_CALLS = {"loop_lengths": "lengths", "loop_kinds": "kinds", "loop_tokens": "tokens"}
FIGURE_STATES = ("waiting", "walking", "stopped", "home")
FIGURE_CALLS = FIGURE_STATES + ("exits", "walked", "seen", "stands_at", "closed", "trail_length", "trail_tokens")


def kept_slots(slot: Slot) -> tuple:
    """The slot beside a tableau's that keeps its area: open spots and closed loops (made at `lower_state`, no field
    of its own), natively typed as runtime/areas.pxd's `Area`."""
    return (Slot(f"{slot.name}_kept", AREA, "kept area", table=slot.name),)


def kept(lowering, slot: Slot, source) -> object:
    """The kept area of the tableau `source.<field>` as `lower_state` makes it."""
    layout = layout_of(lowering, slot.table)
    lowering.imports["runtime.api"].add("tableau_area")
    return Call(Local("tableau_area"), (Attr(source, slot.table), layout))


def remember_loops(records: dict) -> list:
    """At the end of the game, each tableau's kept loops handed to the runtime's memo (`Area.remember`): the
    scoring, on the readable state, asks for the loops of the same areas."""
    out = []
    for slot in records["State"].slots:
        if slot.kind == "kept area":
            out.append(Do(Call(Attr(Attr(Local("s"), slot.name), "remember"), ())))
    loops = [slot for slot in records["Player"].slots if slot.kind == "kept area"]
    if loops:
        out.append(ForIn("p", Attr(Local("s"), "players"),
                         [Do(Call(Attr(Attr(Local("p"), slot.name), "remember"), ())) for slot in loops]))
    return out


def layout_of(lowering, field: str) -> Local:
    """rules.py's layout constant of a tableau field (TABLEAU_AREA), imported."""
    name = tableau_name(field)
    lowering.imports[".rules"].add(name)
    return Local(name)


class TableauEffects:
    """The statements and calls of tableaux and figures, for `Effect` (lowering.py)."""

    def tableau_field(self, node) -> tuple:
        """(the lowered tableau, its field's name) of an expression naming a tableau field."""
        kind = self.kind(node)
        if kind[0] != "tableau":
            raise NotLowerable(f"a tableau that is a {kind[0]}", node.span)
        return self.expr(node), kind[1]

    def kept_area(self, tableau):
        """The area kept beside a lowered tableau, its open spots and loops (`p.area` -> `p.area_kept`)."""
        return Attr(tableau.obj, f"{tableau.name}_kept")

    def spots_values(self, n):
        """`spots(area)` / `spots(area, figures…)`: the open spots as cells, less those over a cell a figure holds."""
        tableau, _field = self.tableau_field(n.args[0])
        if len(n.args) == 1:
            return Attr(self.kept_area(tableau), "cells")
        self.low.imports["runtime.api"].add("figure_cells")
        figures = tuple(self.expr(a) for a in n.args[1:])
        held = Call(Local("figure_cells"), figures)
        standing = figures[0]
        for more in figures[1:]:
            standing = Bin("or", standing, more)
        # no figure on the table (a game without them, or before they stand): the open spots as they are
        return Cond(standing, Call(Attr(self.kept_area(tableau), "without"), (held,)),
                              Attr(self.kept_area(tableau), "cells"))

    def tableau_call(self, n):
        """`loop_lengths(area)`, `loop_kinds(area)`, `loop_tokens(area)`: the lists of the loops kept beside the
        tableau (`p.area_kept.lengths()`: runtime/areas.py Area, traced again only where the cards laid since need it);
        a kind is the string of its id, read as its number where it is used."""
        tableau, _field = self.tableau_field(n.args[0])
        return Call(Attr(self.kept_area(tableau), LOOP_CALLS[n.func]), ())

    def figures_tableau(self, node) -> tuple:
        """`p.area, TABLEAU_AREA`: the tableau a figure statement's or call's figures walk."""
        tableau = self.low.resolver.figure_tableaux[id(node)]
        lowered, field = self.tableau_field(tableau)
        return lowered, layout_of(self.low, field)

    def figure_call(self, n):
        """`waiting(travellers, t)`, `exits(travellers, t)`, …: the runtime's figures, keyed by the id's string."""
        figures, key = self.expr(n.args[0]), self.card(n.args[1])
        if n.func in FIGURE_STATES:
            self.low.imports["runtime.api"].add("figure_state")
            return Bin("==", Call(Local("figure_state"), (figures, key)), Const(n.func))
        function = f"figure_{n.func}"
        self.low.imports["runtime.api"].add(function)
        if n.func in ("walked", "seen", "stands_at"):
            return Call(Local(function), (figures, key))
        return Call(Local(function), (figures, key) + self.figures_tableau(n))

    # ------------------------------------------------------------ statements
    def s_PlaceCard(self, s):
        """`place card from hand on area at spot turned turn marked token`: out of the pile, into the tableau at a
        spot the listing drew as a cell (`tableau_lay`: the runtime's placement, its open spots kept)."""
        if not (isinstance(s.spot, ast.Name) and self.low.bindings.get(id(s.spot)) is not None
                and self.low.bindings[id(s.spot)].name in self.low.spot_params):
            raise NotLowerable("a spot not drawn from spots(...)", s.spot.span)
        tableau, _field = self.tableau_field(s.dest)
        card = self.card(s.card)
        turn = self.expr(s.turn) if s.turn is not None else Const(0)
        token = self.readable_id(s.token) if s.token is not None else Const(None)
        self.low.imports["runtime.api"].add("tableau_lay")
        return [Do(Call(Attr(self.pile(s.source), "remove"), (self.card_in(s.card, self.pile(s.source)),))),
                Do(Call(Local("tableau_lay"), (tableau, self.kept_area(tableau), card, self.expr(s.spot), turn,
                                               token)))]

    def readable_id(self, node):
        """An id as the readable state holds it: its string, None for none."""
        table = self.id_table(node)
        if table is None:
            raise NotLowerable("a token that is not the id of a table", node.span)
        number = self.expr(node)
        if isinstance(number, Const):
            return Const(None if number.value < 0 else self.low.ids(table)[number.value])
        ids = Local(self.low.table_ids(table))
        return Cond(Bin("<", number, Const(0)), Const(None), Item(ids, number))

    def figure_statement(self, name: str, s, *rest) -> list:
        self.low.imports["runtime.api"].add(name)
        return [Do(Call(Local(name), (self.expr(s.figures), self.card(s.key)) + tuple(rest)))]

    def s_StandFigure(self, s):
        return self.figure_statement("figure_stand", s, *self.figures_tableau(s), self.card(s.card))

    def s_SendFigure(self, s):
        return self.figure_statement("figure_send", s, *self.figures_tableau(s), self.expr(s.exit))

    def s_WalkFigure(self, s):
        return self.figure_statement("figure_walk", s, *self.figures_tableau(s), self.expr(s.steps),
                                     Const(s.new_tokens))

    def s_ResumeFigure(self, s):
        return self.figure_statement("figure_resume", s)

    def s_PassPile(self, s):
        """`pass hand to left`: every player's pile handed on, on the lowered players' lists: where the piles are held
        as numbers (int_piles.py), the lowered lists themselves change hands; else the runtime's, whose lists a
        readable state's records share (the lowered state is written into one as it is made), so that a game begun
        lowered makes none for it."""
        step = 1 if s.direction == "left" else -1
        if identifier(slot_name(s.pile)) in self.low.int_pile_slots:
            return passed(self.low, identifier(slot_name(s.pile)), step)
        self.low.imports["runtime.api"].add("pass_held")
        return [Do(Call(Local("pass_held"), (Attr(Local("s"), "readable"), Attr(Local("s"), "players"),
                                             Const(identifier(slot_name(s.pile))), Const(s.pile), Const(step))))]
