"""A deck's cards as a designer reads them in a report: designs, not ids.

Cards whose printed fields are all alike (every column but the bookkeeping ones: id, copies, authored,
source) are one design, however many rows of decks.yaml they take: the report gives them one row, its
experiment changes every copy, and its name says how many there are ("Hiking Crossing ×4"). Where two
designs of a deck share a name, each is told apart by what differs on its face, in the words the
designer wrote it (a field's value, or the items of a list that the other cards of that name lack) —
never by its id, which is not printed.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..frontend.load import to_plain
from ..sheets.faces import BOOKKEEPING


@dataclass(frozen=True)
class Design:
    deck: str
    ids: tuple          # the card ids printed alike, in the deck's order
    label: str          # its name, told apart from the deck's other designs of that name
    copies: int         # every copy of it in the deck


def designs(defs, deck: str) -> list[Design]:
    """The designs of a deck (or rows of a table), in the order of their first card."""
    faces: dict = {}
    copies: dict = {}
    for row in defs.rows(deck):
        card = row.value.get("id")
        if card is None:
            continue
        face = _face(row)
        key = _key(face)
        entry = faces.setdefault(key, (face, []))
        entry[1].append(str(card.value))
        count = to_plain(row.value["copies"]) if "copies" in row.value else 1
        copies[key] = copies.get(key, 0) + (count if isinstance(count, int) else 1)
    named: dict = {}
    for key, (face, ids) in faces.items():
        named.setdefault(_name(face, ids[0]), []).append(key)
    found = []
    for key, (face, ids) in faces.items():
        name = _name(face, ids[0])
        fellows = [faces[k][0] for k in named[name] if k != key]
        label = name + (f" ({_difference(face, fellows)})" if fellows else "")
        if copies[key] > 1:
            label += f" ×{copies[key]}"
        found.append(Design(deck, tuple(ids), label, copies[key]))
    return found


def by_card(defs, decks) -> dict:
    """Every card id of `decks` -> its design."""
    return {card: design for deck in decks for design in designs(defs, deck) for card in design.ids}


def _face(row) -> dict:
    return {key: to_plain(node) for key, node in row.value.items() if key not in BOOKKEEPING}


def _key(face: dict) -> str:
    return repr(sorted((key, repr(value)) for key, value in face.items()))


def _name(face: dict, card: str) -> str:
    from .readable import readable
    name = face.get("name")
    return str(name) if name not in (None, "") else readable(card)


def _difference(face: dict, fellows: list) -> str:
    """What this face prints that the other faces of its name do not: for a list, its items that not every
    other face has; else the field's value. 'biking: N1 > a1 > W1; kayaking: E2 > d1 > S2'."""
    said = []
    for key, value in face.items():
        if key == "name" or all(other.get(key) == value for other in fellows):
            continue
        if isinstance(value, list):
            shared = [item for item in value if all(item in (other.get(key) or ()) for other in fellows)]
            items = [_plain(item) for item in value if item not in shared]
            said.append("; ".join(items) if items else f"{key} {', '.join(_plain(v) for v in value)}")
        else:
            said.append(f"{key} {_plain(value)}")
    return ", ".join(said) or "printed alike"


def _plain(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_plain(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    return str(value)
