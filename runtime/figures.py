"""Figures: pieces that stand on a tableau's trails and walk along them, marker by marker.

Any tile-laying game may use it; nothing here knows a game. A field of type `figures` holds at most
one figure per id of its `keys:` table, each walking the trails of one tableau field (`on:`,
runtime/tableau.py). The field's value is plain data, `{key: figure}`, and a figure is a dict:

    camp     the placement (index in the tableau) of the card it set off from, a card with `camp` trail pieces
    kind     the kind of trail it walks: the kind of its camp's trail pieces
    route    the pieces it has entered, in order, each [x, y, side in, side out] (cells of the tableau's grid);
             the first is the camp piece it left by, the last the one it stands in
    at       the trail markers of the last piece it has passed
    walked   the trail markers passed since it set off (a piece passed twice counts twice)
    seen     the different tokens it has passed on long trails, sorted
    state    waiting (on its camp, no trail chosen yet), walking, stopped (a dead end: it waits to be
             resumed) or home (back at its camp: it never walks again)

A figure is never changed in place: each change makes a new dict, so copying the field (a dict of
them) copies the figures. The cells of every piece of a route are held by the figure: `spots` never
offers a card over them, so the trail behind a figure stays as it was walked and `at` stays true.

A walk goes from stop to stop: a stop is the next trail marker, a token the figure has not seen (when
asked: `counting new tokens`; it stops on entering the token's long trail), or its own camp. A trail
that ends before the next stop (an `end` piece, another camp, a cell with no trail of its kind going on,
the edge of the area) is a dead end: the figure stays where it stood and is `stopped`.
"""
from __future__ import annotations

from .rules import RuleError
from .tableau import geometry, visible

_OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
_STEP = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}
_SIDES = "NESW"


# ------------------------------------------------------------------ reading the tableau

class _View:
    """The visible pieces of a tableau, read once per statement or call."""

    def __init__(self, area, layout):
        self.area = area
        self.cards, _fixed = geometry(layout)
        self.top = visible(area, layout)

    def pieces(self, cell) -> tuple:
        """[(side, side, kind, markers, long, placement)] of the card seen in a cell."""
        k = self.top.get(cell)
        if k is None:
            return ()
        card, x, y, turn, _token = self.area[k]
        return tuple((a, b, kind, markers, long, k) for _i, _j, a, b, kind, markers, long
                     in self.cards.get(card, {}).get(turn, {}).get((cell[0] - x, cell[1] - y), ()))

    def piece(self, step) -> tuple | None:
        """The visible piece a route step [x, y, side in, side out] names (None if it no longer shows)."""
        x, y, a, b = step
        for piece in self.pieces((x, y)):
            if {piece[0], piece[1]} == {a, b}:
                return piece
        return None

    def onward(self, step, kind):
        """The step after `step` along trail of `kind`: ([x, y, in, out], piece), 'camp' placement, or None."""
        x, y, _a, out = step
        if out not in _STEP:
            return None
        dx, dy = _STEP[out]
        cell, side = (x + dx, y + dy), _OPPOSITE[out]
        found = [p for p in self.pieces(cell) if p[2] == kind and side in (p[0], p[1])]
        if len(found) != 1:
            return None
        piece = found[0]
        far = piece[1] if piece[0] == side else piece[0]
        return [cell[0], cell[1], side, far], piece

    def token(self, piece):
        """The token on the long trail a piece belongs to, or None."""
        return self.area[piece[5]][4] if piece[4] else None


def _camp_pieces(view: _View, k: int, kind=None) -> list:
    """[(x, y, exit side, kind)] of the camp pieces of placement k, by row, column and side."""
    _card, x, y, _turn, _token = view.area[k]
    found = []
    for (cx, cy), top in view.top.items():
        if top != k:
            continue
        for a, b, piece_kind, _m, _long, _k in view.pieces((cx, cy)):
            if "camp" in (a, b) and (kind is None or piece_kind == kind):
                out = b if a == "camp" else a
                found.append((cy, cx, _SIDES.index(out) if out in _SIDES else 4, out, piece_kind))
    return [(cx, cy, out, piece_kind) for cy, cx, _order, out, piece_kind in sorted(found)]


def _exit_name(x, y, side) -> str:
    return f"{x},{y}:{side}"


# ------------------------------------------------------------------ statements

def stand(figures, key, area, layout, card) -> None:
    """A figure `key` stands on the card `card` laid in the tableau (the last one laid, if several): it waits there
    for the trail it will take. Its kind is the kind of the card's camp pieces."""
    k = max((i for i, placement in enumerate(area) if placement[0] == card), default=None)
    if k is None:
        raise RuleError(f"a figure stands on a card of the tableau: '{card}' has not been laid")
    pieces = _camp_pieces(_View(area, layout), k)
    if not pieces:
        raise RuleError(f"a figure stands on a card with a camp: '{card}' has no trail leaving a camp")
    figures[key] = {"camp": k, "kind": pieces[0][3], "route": [], "at": 0, "walked": 0, "seen": [],
                    "state": "waiting"}


def send(figures, key, area, layout, exit_name) -> None:
    """A waiting figure takes the trail leaving its camp by `exit_name` (as `exits` lists them)."""
    figure = figures.get(key)
    if figure is None or figure["state"] != "waiting":
        raise RuleError(f"only a figure waiting on its camp chooses its trail: '{key}' is "
                        f"{'not on the table' if figure is None else figure['state']}")
    view = _View(area, layout)
    for x, y, out, _kind in _camp_pieces(view, figure["camp"], figure["kind"]):
        if _exit_name(x, y, out) == exit_name:
            figures[key] = {**figure, "route": [[x, y, "camp", out]], "state": "walking"}
            return
    raise RuleError(f"'{exit_name}' is not a trail leaving the camp of figure '{key}': "
                    f"{', '.join(exits(figures, key, area, layout)) or 'none'}")


def walk(figures, key, area, layout, steps, new_tokens=False) -> None:
    """A walking figure goes `steps` stops on (see the module's text); a dead end stops it, its camp brings it home.
    A figure that is absent, waiting, stopped or home does not move."""
    figure = figures.get(key)
    if figure is None or figure["state"] != "walking":
        return
    view = _View(area, layout)
    route, at, walked, seen = list(figure["route"]), figure["at"], figure["walked"], set(figure["seen"])
    state = "walking"
    for _ in range(max(0, steps)):
        stop = _next_stop(view, figure, route, at, seen, new_tokens)
        if stop is None:
            state = "stopped"
            break
        entered, at, markers, tokens, home = stop
        route += entered
        walked += markers
        seen |= tokens
        if home:
            state = "home"
            break
    figures[key] = {**figure, "route": route, "at": at, "walked": walked, "seen": sorted(seen, key=str),
                    "state": state}


def resume(figures, key) -> None:
    """A stopped figure walks again (a figure that is walking, waiting or home is left as it is)."""
    figure = figures.get(key)
    if figure is not None and figure["state"] == "stopped":
        figures[key] = {**figure, "state": "walking"}


def _next_stop(view, figure, route, at, seen, new_tokens):
    """(steps entered, markers passed in the last, markers walked, tokens passed, home?) to the next stop, or None."""
    here = route[-1]
    piece = view.piece(here)
    if piece is not None and at < piece[3]:
        return [], at + 1, 1, set(), False
    entered, tokens = [], set()
    for _ in range(4 * len(view.top) + 4):
        nxt = view.onward(here, figure["kind"])
        if nxt is None:
            return None
        step, piece = nxt
        entered.append(step)
        if "camp" in (step[2], step[3]):
            if piece[5] == figure["camp"]:
                return entered, 0, 0, tokens, True
            return None         # another camp: the figure's trail does not go on
        token = view.token(piece)
        if token is not None and token not in seen and token not in tokens:
            tokens.add(token)
            if new_tokens:
                return entered, 0, 0, tokens, False
        if piece[3] > 0:
            return entered, 1, 1, tokens, False
        if step[3] == "end":
            return None
        here = step
    return None


# ------------------------------------------------------------------ what the rules read

def exits(figures, key, area, layout) -> list:
    """The trails a waiting figure may take from its camp, "x,y:side" (the cell of the camp piece and the side it
    leaves by); none for a figure that is absent or has set off."""
    figure = figures.get(key)
    if figure is None or figure["state"] != "waiting":
        return []
    view = _View(area, layout)
    return [_exit_name(x, y, out) for x, y, out, _kind in _camp_pieces(view, figure["camp"], figure["kind"])]


def state_of(figures, key) -> str:
    figure = figures.get(key)
    return "absent" if figure is None else figure["state"]


def walked(figures, key) -> int:
    figure = figures.get(key)
    return 0 if figure is None else figure["walked"]


def seen(figures, key) -> int:
    figure = figures.get(key)
    return 0 if figure is None else len(figure["seen"])


def stands_at(figures, key) -> str:
    """The cell of the trail piece a figure stands in, "x,y" as `exits` writes cells; empty text for a figure that
    is on no trail (absent, or waiting on its camp). A figure back home stands in its camp's piece."""
    figure = figures.get(key)
    if figure is None or not figure["route"]:
        return ""
    x, y = figure["route"][-1][:2]
    return f"{x},{y}"


def trail(figures, key, area, layout):
    """(markers, different tokens on its long trails) of the closed loop a figure's trail makes from its camp, the
    way it set off, back to its camp; None when the trail is not closed (or the figure has not set off)."""
    figure = figures.get(key)
    if figure is None or not figure["route"]:
        return None
    view = _View(area, layout)
    here = figure["route"][0]
    first = view.piece(here)        # the camp's own piece: its markers are walked like any other's
    markers, tokens = (first[3], {view.token(first)} - {None}) if first is not None else (0, set())
    for _ in range(4 * len(view.top) + 4):
        nxt = view.onward(here, figure["kind"])
        if nxt is None:
            return None
        step, piece = nxt
        if "camp" in (step[2], step[3]):
            return (markers, len(tokens)) if piece[5] == figure["camp"] else None
        markers += piece[3]
        if view.token(piece) is not None:
            tokens.add(view.token(piece))
        if step[3] == "end":
            return None
        here = step
    return None


def closed(figures, key, area, layout) -> bool:
    return trail(figures, key, area, layout) is not None


def trail_length(figures, key, area, layout) -> int:
    found = trail(figures, key, area, layout)
    return 0 if found is None else found[0]


def trail_tokens(figures, key, area, layout) -> int:
    found = trail(figures, key, area, layout)
    return 0 if found is None else found[1]


def held_cells(*fields) -> frozenset:
    """Every cell a figure of these fields has entered: no card may be laid over them."""
    return frozenset((step[0], step[1]) for figures in fields for figure in figures.values()
                     for step in figure["route"])
