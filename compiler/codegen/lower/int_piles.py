"""Piles held as their cards' numbers in the lowered state.

A pile the round touches is the readable record's own list of card ids (strings) unless every construct that reads or
writes it is one the lowering writes over numbers: then its slot holds a list of the cards' numbers in the pile's table
(`int pile`), made at `lower_state` and written back, in place and in the same order, at `raise_state`. A hand of
Trailblazers is then listed for a pick as `distinct(p.hand)`, its numbers, where each card's string was looked up
(`TRAIL_CARDS_NUMBERS[card]`), and a card laid leaves it as `p.hand.remove(card)`; the id's string is written only
where the readable state or the runtime wants it (the tableau's placement, a figure). Draws, shuffles and passes move
numbers as they moved strings, from the same lists in the same order with the same random numbers, so a seed plays
the same game.

The constructs written over numbers: a draw (no test) and a card moved between two such piles, a shuffle, a card laid
in a tableau, `pass hand`, `count(pile)`, `card in pile`, a `for` or an aggregate over its cards, and a parameter over
its cards or its distinct cards. A pile named anywhere else (a draw through a test, `nth`, a choice, `subsets`, a card's
printed effect, a list of values of several tables…), a pile counted per id (piles.py keeps its counts beside its
strings), or a pile a draw or a move links with a pile that is not held so, keeps its strings.
"""
from __future__ import annotations

from runtime.records import slot_name

from ...frontend import ast
from ..pytext import identifier
from .ir import Assign, Attr, Bin, Call, Const, Do, ForRange, Item, ListComp, Local, NotLowerable
from .piles import pile_field, setup_nodes

INT_PILE = "int pile"       # the kind of a pile's slot held as numbers


def slot_of(name: str) -> str:
    return identifier(slot_name(name))


def int_piles(lowering, in_play: set) -> set:
    """The names of the pile fields of `in_play` held as their cards' numbers (see the module's docstring)."""
    nodes = every_lowered_node(lowering)
    named: dict = {}            # field name -> ids of the nodes that name it
    supported: set = set()      # ids of the nodes naming a pile where the lowering writes numbers
    linked: list = []           # (field, field) a draw or a move joins: both held alike
    refused: set = set()        # fields named by a construct that needs strings (a card of another table…)
    for action in lowering.model.actions.values():     # a parameter over a pile's cards: their numbers
        supported.update(id(param.domain) for param in action.params)
    for node in nodes:
        fdef = pile_field(lowering, node) if isinstance(node, (ast.Name, ast.Field)) else None
        if fdef is not None and fdef.name in in_play:
            named.setdefault(fdef.name, set()).add(id(node))
        for end, card in ends_read(lowering, node):
            fdef = pile_field(lowering, end)
            if fdef is None:
                continue
            supported.add(id(end))
            if card is not None and not is_id_of(lowering, card, fdef.of):
                refused.add(fdef.name)
        if isinstance(node, (ast.Draw, ast.MoveCard)):
            ends = [pile_field(lowering, end) for end in (node.source, node.dest)]
            if None in ends:
                refused.update(f.name for f in ends if f is not None)
            else:
                linked.append((ends[0].name, ends[1].name))
    counted = lowering.piles_counted()      # (slot names) piles.py keeps their counts beside their strings
    held = {name for name, ids in named.items() if ids <= supported and slot_of(name) not in counted} - refused
    held -= {name for name in held if name in lowering.model.player and name in lowering.model.globals}
    changed = True
    while changed:      # a draw or a move between a pile held as numbers and one held as strings: neither is
        changed = False
        for a, b in linked:
            if (a in held) != (b in held):
                held -= {a, b}
                changed = True
    return held


def every_lowered_node(lowering) -> list:
    """Every node the lowered module may write: the round's (round_nodes), the actions' parameters' domains, the
    cards' printed code, the scoring and the victory's tests, and the setup's steps."""
    m = lowering.model
    nodes = lowering.round_nodes()
    for action in m.actions.values():
        for param in action.params:
            nodes += param.domain.walk()
        if action.cost is not None:     # named there, a pile keeps its strings
            nodes += action.cost.walk()
    for step in m.round:
        if step.cost is not None:
            nodes += step.cost.walk()
    for table in m.tables.values():
        for tree in table.card_code.values():
            nodes += tree.walk() if hasattr(tree, "walk") else ()
    for part in [s.points for s in m.scoring] + [m.eligible, m.progress, *m.tiebreak]:
        if part is not None:
            nodes += part.walk()
    return nodes + setup_nodes(m)     # a game begun lowered plays its setup on the lowered state (setup.py)


def ends_read(lowering, node) -> list:
    """(the node naming a pile, the card the construct names or None) for each pile this node reads or writes in a way
    the lowering writes over numbers."""
    if isinstance(node, ast.Draw):
        return [] if node.filter is not None else [(node.source, None), (node.dest, None)]
    if isinstance(node, ast.MoveCard):
        return [(node.source, node.card), (node.dest, node.card)]
    if isinstance(node, ast.Shuffle):
        return [(node.target, None)]
    if isinstance(node, ast.PlaceCard):
        return [(node.source, node.card)]
    if isinstance(node, (ast.ForEach, ast.Aggregate)):
        return [(node.source, None)]
    if isinstance(node, ast.Call) and node.func in ("count", "distinct") and len(node.args) == 1 \
            and node.func not in lowering.model.functions:
        return [(node.args[0], None)]
    if isinstance(node, ast.BinOp) and node.op in ("in", "not_in"):
        return [(node.right, node.left)]
    return []


def is_id_of(lowering, card, table: str) -> bool:
    """Is this card an id of the pile's own table, as the lowering holds it (its number)?"""
    try:
        return lowering.effect({}).rep(card) == ("id", table)
    except NotLowerable:        # a value the lowering cannot tell the kind of: the pile keeps its strings
        return False


def numbers_read(lowering, slot, read):
    """`lower_state`'s numbers of a pile's cards: `[NUMBERS[c] for c in q.hand]`."""
    numbers = Local(lowering.table_ids(slot.table).replace("_IDS", "_NUMBERS"))
    return ListComp(Item(numbers, Local("c")), "c", read)


def strings_written(lowering, slot, value, target) -> Do:
    """`raise_state`'s cards of a pile, written into the readable record's own list (the same object, which a watched
    pile or a snapshot holds on to), as their ids' strings in the same order."""
    lowering.imports["runtime.api"].add("write_ids")
    ids = Local(lowering.table_ids(slot.table))
    return Do(Call(Local("write_ids"), (Attr(target, slot.field), value, ids)))


def passed(lowering, pile: str, step: int) -> list:
    """`pass hand to left`: every player's list of numbers handed to the player `step` seats on, all at once (the
    lists change hands, as runtime/chance.py pass_piles moves the cards; the lowered lists are the lowered state's
    own). What was shown of a passed card follows it on the readable state, where the game shows cards."""
    s = Local("s")
    players = Attr(s, "players")
    count = Call(Local("len"), (players,))
    to = Bin("%", Bin("+" if step > 0 else "-", Local("seat"), Const(abs(step))), count)
    out = [Assign(Local("held"), ListComp(Attr(Local("q"), pile), "q", players)),
           ForRange("seat", count, [Assign(Attr(Item(players, to), pile), Item(Local("held"), Local("seat")))])]
    setup = [node for step in lowering.model.setup if step.body is not None for node in step.body.walk()]
    if any(isinstance(node, ast.Reveal) for node in every_lowered_node(lowering) + setup):
        lowering.imports["runtime.api"].add("pass_known_made")
        out.append(Do(Call(Local("pass_known_made"), (Attr(s, "readable"), Const(pile), Const(step)))))
    return out
