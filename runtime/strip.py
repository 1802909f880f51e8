"""A board that is one trail (game.yaml `trail:`), drawn for `cairn play` as a strip of spaces with the hikers on it.

    Trail: Springer Mountain Shelter to Baxter Peak, Katahdin, 77 spaces
           1
           0
     1 ◆···◆····▲···◆····▲···◆····▲···◆····▲···◆···◆····▲···◆····◆···▲····◆···▲·
       2
    74 ···◆
    ▲ shelter  ◆ stamp  · other space
    0 = you: Blood Mountain Shelter, 4 walked, 72 to go, northbound →
    1 = seat 1: Blood Mountain Shelter, 4 walked, 72 to go, northbound →
    2 = seat 2: Hundred-Mile Wilderness 2, 3 walked, 73 to go, southbound ←

One character a space, in the table's order; a mark column's symbol where that column is true (the
last true one of `marks` wins), a line between two sections; over a space, the number of each seat
standing there (a second seat on the same space one line higher). The strip wraps to stay inside the
width, each line starting with the number of its first space. It reads the seat's observation only:
a seat whose position (or way of walking) the seat may not see is not drawn.
"""
from __future__ import annotations

from .knowledge import HIDDEN

MARK_SYMBOLS = "▲◆■●★♦"
PLAIN, SECTION_LINE = "·", "│"
FORWARD, BACKWARD = "→", "←"


def trail_lines(rules, observation: dict, width: int = 76) -> list[str]:
    """The trail of `rules.trail` as a strip at most `width` characters wide, its key, and where each seat is."""
    trail = rules.trail
    rows = list(rules.tables[trail["spaces"]].values())
    standing = {seat: index for seat, index, _way in where_seats(rules, observation, len(rows))}
    first, last = rows[0].get("name", rows[0]["id"]), rows[-1].get("name", rows[-1]["id"])
    out = [clip(f"Trail: {first} to {last}, {len(rows)} spaces", width)]
    out += strip(rows, trail, standing, width)
    out.append(clip(key(rows, trail), width))
    out += [clip(line, width) for line in seat_lines(rules, observation, rows)]
    return out


def where_seats(rules, observation: dict, length: int) -> list[tuple]:
    """[(seat, index of its space, walking backwards?)] of every seat the observation shows on the trail."""
    found = []
    for p in observation["players"]:
        index, backwards = space_of(rules, p, length)
        if index is not None:
            found.append((p["seat"], index, backwards))
    return found


def space_of(rules, player: dict, length: int) -> tuple:
    """(index of the space the player stands on or None, walks from the last space?) from what the seat sees."""
    trail = rules.trail
    value = player.get(trail["position"])
    way = trail.get("backwards")
    backwards = way is not None and player.get(way[0]) == way[1]
    if value in (None, HIDDEN) or (way is not None and player.get(way[0]) in (None, HIDDEN)):
        return None, backwards
    if isinstance(value, bool) or not isinstance(value, int):      # a symbol naming a space
        ids = list(rules.tables[trail["spaces"]])
        return (ids.index(value) if value in ids else None), backwards
    index = length - 1 - value if backwards else value
    return (index if 0 <= index < length else None), backwards


def symbol(row: dict, marks) -> str:
    """The symbol of a space: that of its last true mark column, or the plain dot."""
    shown = PLAIN
    for i, column in enumerate(marks):
        if row.get(column) is True:
            shown = MARK_SYMBOLS[i % len(MARK_SYMBOLS)]
    return shown


def cells(rows: list, trail: dict) -> list[tuple]:
    """[(character, index of its space or None)]: the spaces in order, a line where one section gives way to
    another (a space of no section, such as a shelter between two, draws no line: it divides them itself)."""
    out, column = [], trail.get("sections")
    for i, row in enumerate(rows):
        before = rows[i - 1].get(column) if column and i else None
        if before is not None and row.get(column) is not None and before != row.get(column):
            out.append((SECTION_LINE, None))
        out.append((symbol(row, trail["marks"]), i))
    return out


def strip(rows: list, trail: dict, standing: dict, width: int) -> list[str]:
    """The strip wrapped into lines, each under the seats standing on its spaces."""
    every = cells(rows, trail)
    label = len(str(len(rows)))
    room = max(8, width - label - 1)
    out = []
    for start in range(0, len(every), room):
        line = every[start:start + room]
        first = next(i for _ch, i in line if i is not None) if any(i is not None for _ch, i in line) else None
        out += markers(line, standing, label + 1)
        number = str(first + 1) if first is not None else ""
        out.append(f"{number:>{label}} " + "".join(ch for ch, _i in line))
    return out


def markers(line: list, standing: dict, indent: int) -> list[str]:
    """The rows of seat numbers over a line of the strip, the highest first: one seat a space per row."""
    here: dict = {}
    for seat, index in sorted(standing.items()):
        here.setdefault(index, []).append(seat)
    depth = max((len(here.get(i, ())) for _ch, i in line if i is not None), default=0)
    rows = []
    for level in range(depth):
        row = "".join(mark(here.get(i, ()), level) for _ch, i in line)
        rows.append((" " * indent + row).rstrip())
    return rows[::-1]


def mark(seats: list, level: int) -> str:
    """The character for the `level`-th seat on a space (seats 10 and up as letters), or a blank."""
    if level >= len(seats):
        return " "
    seat = seats[level]
    return str(seat) if seat < 10 else chr(ord("a") + seat - 10)


def key(rows: list, trail: dict) -> str:
    """What the symbols of this trail mean: only those it shows."""
    used = {symbol(row, trail["marks"]) for row in rows}
    parts = [f"{MARK_SYMBOLS[i % len(MARK_SYMBOLS)]} {column.replace('_', ' ')}" for i, column in enumerate(trail["marks"])
             if MARK_SYMBOLS[i % len(MARK_SYMBOLS)] in used]
    if PLAIN in used:
        parts.append(f"{PLAIN} other space")
    if any(ch == SECTION_LINE for ch, _i in cells(rows, trail)):
        parts.append(f"{SECTION_LINE} where the {trail['sections'].replace('_', ' ')} changes")
    return "  ".join(parts)


def seat_lines(rules, observation: dict, rows: list) -> list[str]:
    """Each seat: where it stands, and which way it walks when the trail is walked both ways."""
    me, out = observation["you"], []
    for p in observation["players"]:
        index, backwards = space_of(rules, p, len(rows))
        seat = p["seat"]
        name = f"{mark([seat], 0)} = {'you' if seat == me else f'seat {seat}'}"
        if index is None:
            out.append(f"{name}: not on the trail" + (" (hidden)" if seen_hidden(rules, p) else ""))
            continue
        row = rows[index]
        walked = len(rows) - 1 - index if backwards else index
        where = f"{name}: {row.get('name', row['id'])}, {walked} walked, {len(rows) - 1 - walked} to go"
        way = rules.trail.get("backwards")
        if way is not None:
            where += f", {p[way[0]]} {BACKWARD if backwards else FORWARD}"
        out.append(where)
    return out


def seen_hidden(rules, player: dict) -> bool:
    way = rules.trail.get("backwards")
    return player.get(rules.trail["position"]) == HIDDEN or (way is not None and player.get(way[0]) == HIDDEN)


def clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[:width - 1] + "…"
