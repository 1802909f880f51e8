"""What `cairn play` shows a human: a seat's observation as tables, bars and lists, never the game itself.

Everything here reads an observation (runtime/state.py `observation`) and the game's data
(`GameRules.tables`, `layout`, `bounds`, `action_texts`): the players side by side, a track as
a bar, a pile as its cards by name (or, when the seat may not see them, how many), a board that
is a graph (a table with `from` and `to` columns) as the list of its claimed edges, a board that is one
trail (`trail:`) as a strip with the hikers on it (runtime/strip.py); what the
other seats did since the seat last looked, from the public log; and at the end, why the game
ended and why who won won. Plain text, no colours: it reads the same in a log file or a pipe.
"""
from __future__ import annotations

from collections import Counter

from .endings import ending_reason, why_nobody
from .knowledge import HIDDEN
from .strip import trail_lines
from .tableau import geometry, visible

BAR = 15              # characters of a track's bar
CELL = 34             # widest cell of the players' table
FULL, EMPTY = "█", "░"


# ------------------------------------------------------------------ values

def card_name(rules, table: str | None, card) -> str:
    row = rules.tables.get(table, {}).get(card) if table else None
    return str(row.get("name", card)) if isinstance(row, dict) else str(card)


def names_of(rules, table, items) -> str:
    """Cards or ids by name, equal ones counted: 'Red ×3, Wild'."""
    counts = Counter(card_name(rules, table, i) for i in items)
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in sorted(counts.items())) or "—"


def bar(value: int, low: int, high: int) -> str:
    filled = round(BAR * (value - low) / (high - low)) if high > low else 0
    filled = max(0, min(BAR, filled))
    return f"{FULL * filled}{EMPTY * (BAR - filled)} {value}/{high}"


def show_value(rules, scope: str, name: str, value) -> str:
    """One field as the seat sees it: a bar for a bounded track, names for piles and sets, counts for unseen piles."""
    spec = rules.layout.get(scope, {}).get(name, {})
    kind, table = spec.get("kind"), spec.get("of") or spec.get("keys")
    if value == HIDDEN:
        return "(hidden)"
    if kind == "zone" and isinstance(value, int):
        return f"{value} card{'s' if value != 1 else ''} (face down)"
    if kind == "zone" and isinstance(value, dict) and all(isinstance(v, int) for v in value.values()):
        return ", ".join(f"{k}: {v} face down" for k, v in value.items())
    if kind == "tableau" and isinstance(value, list):
        return f"{len(value)} card{'s' if len(value) != 1 else ''} laid (drawn under Board)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if kind in ("counter", "track") and isinstance(value, int):
        low, high = rules.bounds.get(scope, {}).get(name, (None, None))
        if kind == "track" and low is not None and high is not None:
            return bar(value, low, high)
        return str(value)
    if isinstance(value, list):
        return names_of(rules, spec.get("of"), value)
    if isinstance(value, dict):
        shown = {k: v for k, v in value.items() if v not in (0, None, [], False)}
        return ", ".join(f"{card_name(rules, table, k)} {plain_text(v)}" for k, v in shown.items()) or "—"
    if value is None:
        return "—"
    return card_name(rules, spec.get("of"), value) if spec.get("of") else str(value)


def plain_text(value) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


def clip(text: str, width: int = CELL) -> str:
    return text if len(text) <= width else text[:width - 1] + "…"


# ------------------------------------------------------------------ the state

def who(seat, me) -> str:
    return "you" if seat == me else f"seat {seat}"


def players_table(rules, observation: dict) -> list[str]:
    """Fields down, players across; the seat's own column first after the names."""
    me = observation["you"]
    players = observation["players"]
    fields = [k for k in players[0] if k != "seat"] if players else []
    headers = [who(p["seat"], me) + (" ◀" if p["seat"] == observation.get("turn") else "") for p in players]
    rows = [[name] + [clip(show_value(rules, "player", name, p[name])) for p in players] for name in fields]
    widths = [max(len(r[i]) for r in rows + [[""] + headers]) for i in range(len(headers) + 1)]
    out = ["  ".join([" " * widths[0]] + [h.ljust(w) for h, w in zip(headers, widths[1:])]).rstrip()]
    for row in rows:
        out.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
    mine = next((p for p in players if p["seat"] == me), None)
    for name in fields if mine is not None else ():
        text = show_value(rules, "player", name, mine[name])
        if len(text) > CELL:        # the seat's own long piles in full, under the table
            out.append(f"your {name}: {text}")
    return out


def shared_lines(rules, observation: dict) -> list[str]:
    shared = observation["globals"]
    width = max((len(k) for k in shared), default=0)
    return [f"{name.ljust(width)}  {show_value(rules, 'global', name, value)}" for name, value in shared.items()]


def graph_tables(rules) -> list[str]:
    """Tables that are the edges of a board graph (`from` and `to` columns)."""
    return [name for name, rows in rules.tables.items()
            if rows and all(isinstance(r, dict) and "from" in r and "to" in r for r in rows.values())]


def graph_positions(rules, observation: dict, edges: str, nodes: str) -> list[str]:
    """Where the players stand (their fields naming a node), then the grid, where there is one."""
    out = []
    for node, standing in sorted(positions(rules, observation, nodes).items(), key=lambda item: str(item[0])):
        people = ", ".join(f"{who(seat, observation['you'])} ({name})" for seat, name in standing)
        out.append(f"{card_name(rules, nodes, node)}: {people}")
    drawing = grid_drawing(rules, observation, edges, nodes)
    if drawing:
        fields = ordered_symbol_fields(rules, nodes)
        out += [f"{nodes} (a seat's number where its {fields[0] if fields else 'pawn'} is):"] + ["  " + line for line in drawing]
    return out


def node_table(rules, table: str) -> str | None:
    """The table whose rows the edges of graph `table` join (the one holding every `from` and `to`)."""
    ends = {r[k] for r in rules.tables[table].values() for k in ("from", "to")}
    return next((name for name, rows in rules.tables.items() if name != table and ends <= set(rows)), None)


def in_play(rules, observation: dict, table: str) -> set | None:
    """The rows of `table` a shared set holds (the sites and paths on the table), or None: all of them."""
    for name, spec in rules.layout.get("global", {}).items():
        value = observation["globals"].get(name)
        if spec.get("kind") == "set" and spec.get("of") == table and isinstance(value, list):
            return set(value)
    return None


def positions(rules, observation: dict, nodes: str) -> dict:
    """{node: [(seat, field)]}: where each player's fields naming a node of the board put them."""
    found: dict = {}
    for p in observation["players"]:
        for name, spec in rules.layout.get("player", {}).items():
            if spec.get("kind") == "symbol" and spec.get("of") == nodes and p.get(name) not in (None, HIDDEN):
                found.setdefault(p[name], []).append((p["seat"], name))
    return found


def grid_drawing(rules, observation: dict, edges: str, nodes: str) -> list[str]:
    """A board whose nodes carry a `row` and a `col` as a small grid: each node a cell with the seats standing
    there, a line where an edge joins two; nothing where two nodes in play share a place."""
    rows = rules.tables[nodes]
    shown = in_play(rules, observation, nodes) or set(rows)
    if not all(isinstance(rows[n].get("row"), int) and isinstance(rows[n].get("col"), int) for n in shown):
        return []
    place = {n: (rows[n]["row"], rows[n]["col"]) for n in shown}
    if len(set(place.values())) < len(place) or not place:
        return []
    at = positions(rules, observation, nodes)
    first = next(iter(ordered_symbol_fields(rules, nodes)), None)
    pawn = {n: "".join(str(seat) for seat, name in at.get(n, ()) if name == first) for n in shown}
    top, left = min(r for r, _c in place.values()), min(c for _r, c in place.values())
    height = 2 * (max(r for r, _c in place.values()) - top) + 1
    width = 6 * (max(c for _r, c in place.values()) - left) + 4
    grid = [[" "] * width for _ in range(height)]
    for n, (r, c) in place.items():
        y, x = 2 * (r - top), 6 * (c - left)
        for i, ch in enumerate(f"[{pawn.get(n, '')[:2]:^2}]"):
            grid[y][x + i] = ch
    edges_shown = in_play(rules, observation, edges)
    for e, row in rules.tables[edges].items():
        a, b = place.get(row["from"]), place.get(row["to"])
        if a is None or b is None or (edges_shown is not None and e not in edges_shown):
            continue
        (r1, c1), (r2, c2) = sorted((a, b))
        if r1 == r2 and c2 == c1 + 1:
            y, x = 2 * (r1 - top), 6 * (c1 - left) + 4
            grid[y][x] = grid[y][x + 1] = "─"
        elif c1 == c2 and r2 == r1 + 1:
            grid[2 * (r1 - top) + 1][6 * (c1 - left) + 1] = "│"
    return ["".join(line).rstrip() for line in grid]


def ordered_symbol_fields(rules, nodes: str) -> list:
    """The player fields naming a node, in the order the game declares them (the first is where a pawn stands)."""
    return [name for name, spec in rules.layout.get("player", {}).items()
            if spec.get("kind") == "symbol" and spec.get("of") == nodes]


def board_lines(rules, observation: dict) -> list[str]:
    """A graph board as a list: how many edges are taken, and each taken edge with who holds it; where the
    players stand on its nodes; a small grid where its nodes have rows and columns."""
    out = []
    for table in graph_tables(rules):
        nodes = node_table(rules, table)
        if nodes is not None:
            out += graph_positions(rules, observation, table, nodes)
        held = {}
        for p in observation["players"]:
            for name, spec in rules.layout.get("player", {}).items():
                if spec.get("kind") == "set" and spec.get("of") == table and isinstance(p.get(name), list):
                    for edge in p[name]:
                        held.setdefault(edge, who(p["seat"], observation["you"]))
        rows = rules.tables[table]
        if not held and not any(spec.get("kind") == "set" and spec.get("of") == table
                                for spec in rules.layout.get("player", {}).values()):
            continue        # nobody takes edges in this game: nothing to count
        out.append(f"{table}: {len(held)} of {len(rows)} taken")
        for edge in sorted(held, key=lambda e: (held[e], e)):
            row = rows.get(edge, {})
            detail = ", ".join(str(row[k]) for k in ("length", "colour") if k in row)
            out.append(f"  {held[edge]:<8} {card_name(rules, table, edge)}" + (f" ({detail})" if detail else ""))
    return out


# ------------------------------------------------------------------ a tableau, drawn

# The lines of the trails of each kind, in the order of the layout's kinds: (east-west, north-south, corners
# by the two sides they join). A crossing or a junction of three or more sides is drawn light.
LINES = (("─", "│", {"EN": "└", "NW": "┘", "ES": "┌", "SW": "┐"}),
         ("━", "┃", {"EN": "┗", "NW": "┛", "ES": "┏", "SW": "┓"}),
         ("═", "║", {"EN": "╚", "NW": "╝", "ES": "╔", "SW": "╗"}))
JUNCTIONS = {"NS": "│", "EW": "─", "ENS": "├", "NSW": "┤", "ESW": "┬", "ENW": "┴", "ENSW": "┼"}
CAMP, DEAD_END, BARE = "◎", "•", "·"
WIDEST = 72         # characters: a tableau wider than this is drawn cut at the east


_LAYOUTS: dict = {}     # id(spec) -> (spec, layout): runtime/tableau.py keeps a card geometry per layout object


def tableau_layout(rules, spec: dict) -> dict:
    """The layout runtime/tableau.py reads, its decks' names replaced by the tables themselves."""
    known = _LAYOUTS.get(id(spec))
    if known is None or known[0] is not spec:
        layout = {**spec, "decks": tuple(rules.tables.get(d, {}) for d in spec.get("decks", ())),
                  "fixed": tuple(rules.tables.get(d, {}) for d in spec.get("fixed", ()))}
        known = _LAYOUTS[id(spec)] = (spec, layout)
    return known[1]


def tableau_drawing(rules, spec: dict, area: list) -> list[str]:
    """A tableau as text, four characters by two lines a cell: each visible piece of trail from the side of
    its cell where it leaves to the cell's middle (the same cells and sides the card pictures use), in the
    line of its kind; a camp ◎, a dead end •, a cell with no trail ·."""
    layout = tableau_layout(rules, spec)
    cards, _fixed = geometry(layout)
    kinds = list(spec.get("kinds", ()))
    top = visible(area, layout)
    if not top:
        return []
    xs, ys = [x for x, _y in top], [y for _x, y in top]
    left, up = min(xs), min(ys)
    width, height = 4 * (max(xs) - left + 1) + 1, 2 * (max(ys) - up + 1) + 1
    grid = [[" "] * width for _ in range(height)]
    for (X, Y), k in top.items():
        card, x, y, turn, _token = area[k]
        row, col = 2 * (Y - up) + 1, 4 * (X - left) + 2
        sides, marks, style = set(), set(), None
        for _i, _j, a, b, kind, _markers, _long in cards.get(card, {}).get(turn, {}).get((X - x, Y - y), ()):
            style = LINES[kinds.index(kind) % len(LINES)] if kind in kinds else LINES[0]
            for side in (a, b):
                if side in ("N", "S"):
                    grid[row + (1 if side == "S" else -1)][col] = style[1]
                elif side in ("E", "W"):
                    step = 1 if side == "E" else -1
                    grid[row][col + step] = grid[row][col + 2 * step] = style[0]
                else:
                    marks.add(side)
            sides |= {a, b} & {"N", "E", "S", "W"}
        grid[row][col] = middle(sides, marks, style)
    return ["".join(line).rstrip()[:WIDEST] for line in grid]


def middle(sides: set, marks: set, style) -> str:
    """The character at a cell's middle: a camp, a dead end, a corner or straight of its trail, a junction."""
    if "camp" in marks:
        return CAMP
    if not sides:
        return BARE
    if len(sides) == 1:
        return DEAD_END
    key = "".join(sorted(sides))
    if len(sides) == 2 and style is not None:
        straight = {"EW": style[0], "NS": style[1]}
        return straight.get(key) or style[2][key]
    return JUNCTIONS.get(key, "┼")


def tableau_lines(rules, observation: dict) -> list[str]:
    """Each player's tableau that the seat may see, drawn, with a key to the kinds of trail."""
    out = []
    for name, spec in rules.layout.get("player", {}).items():
        if spec.get("kind") != "tableau":
            continue
        kinds = list(spec.get("kinds", ()))
        key = ", ".join(f"{LINES[i % len(LINES)][0]} {kind}" for i, kind in enumerate(kinds))
        out.append(f"{name}: {key}{', ' if key else ''}{CAMP} camp, {DEAD_END} dead end")
        for p in observation["players"]:
            area = p.get(name)
            if not isinstance(area, list):
                continue
            drawing = tableau_drawing(rules, spec, area)
            out.append(f"{who(p['seat'], observation['you'])}: {len(area)} card{'s' if len(area) != 1 else ''}")
            out += ["  " + line for line in drawing]
    return out


def state_lines(rules, observation: dict) -> list[str]:
    turn = observation.get("turn")
    head = f"━━ {rules.name} — round {observation['round']}, step {observation['step']} — you are seat {observation['you']}"
    if turn is not None and turn != observation["you"]:
        head += f", seat {turn} to play"
    out = [head, ""]
    if observation["globals"]:
        out += ["Shared"] + ["  " + line for line in shared_lines(rules, observation)] + [""]
    out += ["Players"] + ["  " + line for line in players_table(rules, observation)]
    board = board_lines(rules, observation) + tableau_lines(rules, observation)
    if rules.trail:
        board += trail_lines(rules, observation)
    if board:
        out += ["", "Board"] + ["  " + line for line in board]
    for fact in observation["known"]:
        owner = "shared" if fact["owner"] is None else who(fact["owner"], observation["you"])
        shown = names_of(rules, None, fact["cards"]) if "cards" in fact else plain_text(fact["value"])
        out.append(f"you know: {owner} {fact['field']} holds {shown}")
    return out


# ------------------------------------------------------------------ what happened, and what to do

def narration(entries, me: int) -> list[str]:
    """The public log's entries since the seat last looked, in words."""
    lines = []
    for seat, text in entries:
        if text == "?":
            lines.append(f"  {who(seat, me)} chose in secret")
        elif text.endswith(" ?"):
            lines.append(f"  {who(seat, me)}: {text[:-2]} (in secret)")
        else:
            lines.append(f"  {who(seat, me)}: {text}")
    out, times = [], []
    for line in lines:          # the same line again and again (secret picks) is told once, counted
        if out and out[-1] == line:
            times[-1] += 1
        else:
            out.append(line)
            times.append(1)
    return [line if n == 1 else f"{line} (×{n})" for line, n in zip(out, times)]


def move_lines(rules, moves, choice: dict | None) -> list[str]:
    """The numbered moves, each with its action's rules text the first time the action appears."""
    out = []
    if choice is not None:
        out.append(f"Choose {choice['var']}:")
    said = set()
    for number, move in enumerate(moves, start=1):
        text = rules.action_texts.get(move.name) if move.name not in said else None
        said.add(move.name)
        out.append(f"  {number:>2}. {move}" + (f"  — {text}" if text else ""))
    return out


# ------------------------------------------------------------------ the end

def ending_lines(rules, state, humans) -> list[str]:
    """Who won and why; who could not win (eliminated); why nobody won."""
    scores = state.scores()
    winners = state.winners()
    out = [f"━━ {rules.name}: game over after {state.round} rounds ({ending_reason(rules, state)})"]
    for seat, p in enumerate(state.players):
        parts = ", ".join(f"{k} {v}" for k, v in state.score_breakdown(seat).items())
        tags = [t for t, on in (("winner", seat in winners), ("out: cannot win", not rules.is_eligible(state, p)))
                if on]
        out.append(f"  seat {seat}{' (you)' if seat in humans else ''}: {scores[seat]} points ({parts})"
                   + "".join(f" — {t}" for t in tags))
    if winners:
        out.append("winner(s): " + ", ".join(f"seat {w}" for w in winners) +
                   (" (tied on points and tie-breaks: the win is shared)" if len(winners) > 1 else ""))
    else:
        out.append("winner(s): nobody — " + why_nobody(rules, state))
    return out
