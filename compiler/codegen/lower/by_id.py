"""A column of a table read by an id's string, folded into one lookup.

A table's column is a tuple by id number (`TREKS_POINTS`), and an id held as its string (a card in a pile, `t` in
`p.kept_treks`) is read through the table's numbers: `TREKS_POINTS[TREKS_NUMBERS[t]]`, two lookups and a global
read more than the value needs. Where the worth reads a column so, the column is written again by id as a dict of
the module (`TREKS_POINTS_BY_ID = {'long-01': 22, …}`, the same values: the id's number is only where the column
keeps it) and read with one lookup: `TREKS_POINTS_BY_ID[t]`. An id no table holds fails as it failed (a KeyError
of the id). Trek's kept treks: each scores through three columns at every world weighed."""
from __future__ import annotations

from .ir import Item, Local, Node, body_walked


def columns_by_id(node, low):
    """`node` (an expression, a statement, or a list of them) with each `COLUMN[TABLE_NUMBERS[x]]` read as
    `COLUMN_BY_ID[x]`, where COLUMN is one of the module's tuples of data with an entry for each of the table's ids
    (`low.constant_values`): made once a column, by `low.constant`."""
    if isinstance(node, list):
        return [columns_by_id(item, low) for item in node]
    if isinstance(node, tuple):
        return tuple(columns_by_id(item, low) for item in node)
    if not isinstance(node, Node):
        return node
    folded = _folded(node, low)
    if folded is not None:
        return Item(folded, columns_by_id(node.index.index, low))
    values = node._values()
    changed = [columns_by_id(value, low) if isinstance(value, (Node, list, tuple)) else value for value in values]
    return node if all(a is b for a, b in zip(changed, values)) else type(node)(*changed)


def _folded(node, low):
    """The dict by id of the column `node` reads through a table's numbers (`COLUMN[TABLE_NUMBERS[x]]`), else None."""
    if not (isinstance(node, Item) and isinstance(node.obj, Local) and isinstance(node.index, Item)
            and isinstance(node.index.obj, Local) and node.index.obj.name.endswith("_NUMBERS")):
        return None
    column = low.constant_values.get(node.obj.name)
    numbers = low.constant_values.get(node.index.obj.name)
    if not (type(column) is tuple and type(numbers) is dict and len(column) == len(numbers)
            and sorted(numbers.values()) == list(range(len(column)))):
        return None
    return low.constant(f"{node.obj.name}_BY_ID", {key: column[number] for key, number in numbers.items()})


def unread_columns(functions: list, constants: list) -> None:
    """The columns every reader of which now reads the column by id (`COLUMN_BY_ID`) taken out of `constants` (the
    module's (name, text) each), so the module prints no tuple nothing reads, nor declares it natively."""
    folded = {name[:-len("_BY_ID")] for name, _text in constants if name.endswith("_BY_ID")}
    if not folded:
        return
    read = {node.name for fn in functions for node in body_walked(fn) if isinstance(node, Local)}
    constants[:] = [(name, text) for name, text in constants if name not in folded or name in read]
