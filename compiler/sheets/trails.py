"""Pictures of trails: a card's trails (card sheets) and a whole tableau (`cairn picture LOG`).

Both draw the pieces runtime/tableau.py lays: `(i, j, side, side, kind, markers, long)` in a card of
n × n cells. A piece is a curve from the middle of one side of its cell, through the cell's centre, to
another (a camp is the card's centre, a dead end the cell's centre); each trail marker is a dot on it;
the long trail is drawn wider and a token on it is a ring at the card's centre. Kinds are coloured in
the order of their table. Nothing a designer wrote is put into the SVG: only numbers and fixed colours.
"""
from __future__ import annotations

import base64

from runtime.tableau import turned

COLOURS = ("#2e7d32", "#c62828", "#1565c0", "#6a1b9a", "#ef6c00", "#00838f")   # by kind, in table order
CELL_W, CELL_H = 31.5, 44.0        # half a 63 × 88 mm card


def _point(side: str, x0: float, y0: float, w: float, h: float, camp: tuple, centre: tuple) -> tuple:
    if side == "N":
        return (x0 + w / 2, y0)
    if side == "S":
        return (x0 + w / 2, y0 + h)
    if side == "W":
        return (x0, y0 + h / 2)
    if side == "E":
        return (x0 + w, y0 + h / 2)
    return camp if side == "camp" else centre


def _quad(p0, c, p1, t: float) -> tuple:
    a = (1 - t) * (1 - t)
    b = 2 * (1 - t) * t
    d = t * t
    return (a * p0[0] + b * c[0] + d * p1[0], a * p0[1] + b * c[1] + d * p1[1])


def piece_svg(piece, x0: float, y0: float, camp: tuple, colour_of) -> list:
    """The curve and marker dots of one piece in the cell whose top-left corner is (x0, y0)."""
    _i, _j, a, b, kind, markers, long = piece
    centre = (x0 + CELL_W / 2, y0 + CELL_H / 2)
    p0 = _point(a, x0, y0, CELL_W, CELL_H, camp, centre)
    p1 = _point(b, x0, y0, CELL_W, CELL_H, camp, centre)
    colour = colour_of(kind)
    out = [f'<path d="M{p0[0]:.1f} {p0[1]:.1f} Q{centre[0]:.1f} {centre[1]:.1f} {p1[0]:.1f} {p1[1]:.1f}" '
           f'fill="none" stroke="{colour}" stroke-width="{5 if long else 2.5}" stroke-linecap="round"/>']
    for k in range(markers):
        x, y = _quad(p0, centre, p1, (k + 1) / (markers + 1))
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2.6" fill="#fff" stroke="{colour}" stroke-width="1.2"/>')
    return out


def card_body(pieces, n: int, x0: float, y0: float, colour_of, token: bool = False, camp: bool = False) -> list:
    """One card's outline, trails and (when it carries one) token, with its top-left corner at (x0, y0)."""
    width, height = n * CELL_W, n * CELL_H
    centre = (x0 + width / 2, y0 + height / 2)
    out = [f'<rect x="{x0:.1f}" y="{y0:.1f}" width="{width:.1f}" height="{height:.1f}" rx="3" '
           f'fill="{"#f3eee0" if camp else "#fbfaf5"}" stroke="#777" stroke-width="0.8"/>']
    for piece in pieces:
        out += piece_svg(piece, x0 + piece[0] * CELL_W, y0 + piece[1] * CELL_H, centre, colour_of)
    if camp:
        out.append(f'<rect x="{centre[0] - 6:.1f}" y="{centre[1] - 6:.1f}" width="12" height="12" fill="#5d4037"/>')
    if token:
        out.append(f'<circle cx="{centre[0]:.1f}" cy="{centre[1]:.1f}" r="7" fill="#ffd54f" stroke="#333" '
                   'stroke-width="1.5"/>')
    return out


def colours(kinds: list):
    order = {kind: i for i, kind in enumerate(kinds)}
    return lambda kind: COLOURS[order.get(kind, 0) % len(COLOURS)]


def card_svg(pieces, n: int, kinds: list) -> str:
    """A whole SVG document of one card's trails."""
    camp = any("camp" in (p[2], p[3]) for p in pieces)
    body = card_body(pieces, n, 1, 1, colours(kinds), camp=camp)
    width, height = n * CELL_W + 2, n * CELL_H + 2
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.1f} {height:.1f}" '
            f'width="{width:.1f}mm" height="{height:.1f}mm">' + "".join(body) + "</svg>")


def data_uri(svg: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def tableau_svg(area: list, cards: dict, n: int, kinds: list, camps: set, figures: list = ()) -> str:
    """A player's tableau: every card in the order laid (so the last laid is on top), turned as laid, and the
    figures walking it (runtime/figures.py): each route dashed over the trail, the figure a disc where it stands.

    `cards`: card id -> its pieces as printed; `camps`: the ids of cards drawn as camps."""
    if not area:
        return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>'
    xs = [x for _c, x, _y, _t, _k in area]
    ys = [y for _c, _x, y, _t, _k in area]
    left, top = min(xs), min(ys)
    width = (max(xs) - left + n) * CELL_W + 4
    height = (max(ys) - top + n) * CELL_H + 4
    colour_of = colours(kinds)
    body = []
    for card, x, y, turn, token in area:
        pieces = [turned(p, n, turn) for p in cards.get(card, ())]
        body += card_body(pieces, n, 2 + (x - left) * CELL_W, 2 + (y - top) * CELL_H, colour_of,
                          token=token is not None, camp=card in camps)
    for figure in figures:
        body += figure_svg(figure, area, cards, n, (left, top), colour_of)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.1f} {height:.1f}" '
            f'width="{width / 2:.0f}mm" height="{height / 2:.0f}mm">' + "".join(body) + "</svg>")


def tableau_pictures(rules, players: list):
    """(file name, SVG) of every tableau field of every seat, with the figures walking it, as `cairn picture`
    writes them: the cards' pieces come from the deck column the field's layout names."""
    fields = rules.layout.get("player", {})
    for name, spec in fields.items():
        if spec.get("kind") != "tableau":
            continue
        cards = {card: row.get(spec["column"], ()) for deck in spec["decks"]
                 for card, row in rules.tables.get(deck, {}).items()}
        camps = {card for deck in spec.get("fixed", ()) for card in rules.tables.get(deck, {})}
        walkers = [field for field, other in fields.items()
                   if other.get("kind") == "figures" and other.get("on") == name]
        for p in players:
            figures = [figure for field in walkers for _key, figure in sorted(p[field].items())]
            yield (f"{rules.id}-seat{p['seat']}-{name}.svg",
                   tableau_svg(p[name], cards, spec["cells"], list(spec["kinds"]), camps, figures))


def figure_svg(figure: dict, area: list, cards: dict, n: int, origin: tuple, colour_of) -> list:
    """A figure's route, dashed along the pieces it entered, and the figure: a disc of its kind's colour where it
    stands (ringed in black when it is home, crossed when a dead end stopped it)."""
    if not figure["route"]:
        x, y = area[figure["camp"]][1:3]
        spot = (2 + (x - origin[0] + n / 2) * CELL_W, 2 + (y - origin[1] + n / 2) * CELL_H)
        return _figure_disc(spot, colour_of(figure["kind"]), figure["state"])
    out, spot = [], None
    for k, (x, y, a, b) in enumerate(figure["route"]):
        x0, y0 = 2 + (x - origin[0]) * CELL_W, 2 + (y - origin[1]) * CELL_H
        centre = (x0 + CELL_W / 2, y0 + CELL_H / 2)
        p0 = _point(a, x0, y0, CELL_W, CELL_H, centre, centre)
        p1 = _point(b, x0, y0, CELL_W, CELL_H, centre, centre)
        last = k == len(figure["route"]) - 1
        if last and figure["state"] != "home":
            markers = _markers_at(area, cards, n, x, y, a, b)
            spot = _quad(p0, centre, p1, figure["at"] / (markers + 1)) if markers else p0
            p1 = spot
        out.append(f'<path d="M{p0[0]:.1f} {p0[1]:.1f} Q{centre[0]:.1f} {centre[1]:.1f} {p1[0]:.1f} {p1[1]:.1f}" '
                   'fill="none" stroke="#212121" stroke-width="1.4" stroke-dasharray="3 2"/>')
        spot = spot or p1
    return out + _figure_disc(spot, colour_of(figure["kind"]), figure["state"])


def _markers_at(area, cards, n, x, y, a, b) -> int:
    """The markers of the piece between sides a and b of the card seen in cell (x, y)."""
    for card, cx, cy, turn, _token in reversed(area):
        if cx <= x < cx + n and cy <= y < cy + n:
            for piece in cards.get(card, ()):
                i, j, s1, s2, _kind, markers, _long = turned(piece, n, turn)
                if (cx + i, cy + j) == (x, y) and {s1, s2} == {a, b}:
                    return markers
            return 0
    return 0


def _figure_disc(spot, colour: str, state: str) -> list:
    x, y = spot
    out = [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="{colour}" stroke="{"#000" if state == "home" else "#fff"}" '
           f'stroke-width="{2.5 if state == "home" else 1.5}"/>']
    if state == "stopped":
        out.append(f'<path d="M{x - 3:.1f} {y - 3:.1f} L{x + 3:.1f} {y + 3:.1f} M{x - 3:.1f} {y + 3:.1f} '
                   f'L{x + 3:.1f} {y - 3:.1f}" stroke="#fff" stroke-width="1.5"/>')
    return out
