"""Piles counted per id in the lowered state.

A pile the round counts by id (`count(c for c in hand if c == colour)`, Trek's cards of a colour) keeps, beside the
readable record's list of its cards, a list of how many cards of each id it holds (`<pile>_counts`, indexed by the
id's number, made at `lower_state` by runtime/pile_counts.py). Counting a colour is then a look-up, where the list's
own `count` walked the whole hand, fourteen times a turn in Trek. The list of cards stays what it was (the same
object, in its order): draws and shuffles take the same cards and the same random numbers, and the readable state
written back is the same. The counts are kept only where every statement of the round that changes the pile is one
whose cards are known here: a draw (its cards are the last the destination holds, runtime/pile_counts.py's
`draw_counted`), a card moved (its id is the statement's) or a shuffle (which changes no count). A pile laid in a
tableau or passed to a neighbour keeps no counts.
"""
from __future__ import annotations

from ...frontend import ast
from .ir import LIST, Assign, Attr, Call, Const, Do, If, Item, Local, Slot

COUNTS = "_counts"       # the suffix of a counted pile's slot of counts


def counts_slot(slot: Slot, ids: tuple) -> Slot:
    """The slot beside a counted pile's that keeps how many cards of each id it holds (no field of its own: it is
    made at `lower_state` and never written back). `ids` are the table's, one count each (natively a C array of as
    many longs, where the module reads it only entry by entry: printing.py `slot_declaration`)."""
    return Slot(slot.name + COUNTS, LIST, "counts", table=slot.table, keys=(slot.name,), ids=ids)


def counted_piles(lowering, nodes) -> set:
    """The names of the pile fields (zones of a table's ids) the round counts by id and changes only by draws, cards
    moved and shuffles: those keep counts. `nodes` are every node of the round, its procedures, the game's functions
    and the cards' printed code."""
    counted, changed_otherwise = set(), set()
    for node in nodes:
        if isinstance(node, ast.Aggregate) and node.func == "count" \
                and lowering.gen.counted_operand(node) is not None:
            fdef = pile_field(lowering, node.source)
            if fdef is not None:
                counted.add(fdef.name)
        elif isinstance(node, ast.PlaceCard):
            fdef = pile_field(lowering, node.source)
            changed_otherwise.add(fdef.name if fdef is not None else None)
        elif isinstance(node, ast.PassPile):
            changed_otherwise.add(node.pile)
        elif isinstance(node, ast.Draw) and node.filter is not None:
            for end in (node.source, node.dest):
                fdef = pile_field(lowering, end)
                changed_otherwise.add(fdef.name if fdef is not None else None)
    # a player's pile and a shared one of one name: the counts are found by the slot's name, so neither keeps any
    twice = {name for name in counted if name in lowering.model.player and name in lowering.model.globals}
    return counted - changed_otherwise - twice


def pile_field(lowering, node):
    """The field of a pile of a table's ids that `node` names (`hand`, `q.hand`), or None."""
    name = node.name if isinstance(node, (ast.Name, ast.Field)) else None
    b = lowering.bindings.get(id(node)) if isinstance(node, ast.Name) else None
    if b is not None and b.category not in ("pfield", "gfield"):
        return None
    fdef = lowering.field_def(b.name if b is not None else name) if name is not None else None
    if fdef is None or fdef.type != "zone" or fdef.of not in lowering.model.tables or fdef.keys is not None:
        return None
    return fdef


def counts_of(lowering, pile):
    """The counts kept beside the lowered pile `pile` (`p.hand` → `p.hand_counts`), or None for a pile that keeps
    none."""
    if isinstance(pile, Attr) and pile.name in lowering.counted_slots:
        return Attr(pile.obj, pile.name + COUNTS)
    return None


def copied_in(lowering, slot: Slot, target) -> Assign:
    """`lower_state`'s counts of a pile: its cards counted once, by their ids' numbers."""
    lowering.imports["runtime.api"].add("pile_counts")
    numbers = Local(lowering.table_ids(slot.table).replace("_IDS", "_NUMBERS"))
    size = Const(len(lowering.ids(slot.table)))
    return Assign(Attr(target, slot.name), Call(Local("pile_counts"), (Attr(target, slot.keys[0]), numbers, size)))


def moved(counts, number, sign: str) -> Assign:
    """One card of the id numbered `number` in (`+`) or out (`-`) of a counted pile."""
    return Assign(Item(counts, number), Const(1), sign + "=")


def drawn_one(lowering, source, dest, counts: tuple, table: str) -> list:
    """`draw 1 from source to dest`, written in place as runtime/chance.py's draw does it (the top card, the end of
    the list, moved when there is one), the counts of either pile that keeps them changed by that card."""
    taken = [Do(Call(Attr(dest, "append"), (Call(Attr(source, "pop")),)))]
    if counts != (None, None):
        number = Item(Local(lowering.table_ids(table).replace("_IDS", "_NUMBERS")), Item(dest, Const(-1)))
        taken += [moved(kept, number, sign) for kept, sign in zip(counts, "-+") if kept is not None]
    return [If(((source, taken),))]


def setup_nodes(model) -> list:
    """Every node of the setup's own steps (their effects, an `until` loop's test): the piles and options they read
    get slots. (The actions its decide steps take are among the game's actions, walked with the round's.)"""
    nodes = []
    for step in model.setup:
        if step.body is not None:
            nodes += step.body.walk()
        if step.kind == "until" and step.until is not None:
            nodes += step.until.walk()
    return nodes
