"""A game at a playtest table: seats taken by people (each with a secret link) or by bots, moves as the rules say them.

`cairn serve` (compiler/commands/serve.py) keeps one Table per game being played. Everything a seat is
sent is built from `observation(seat)` (and the seat's own legal moves), never from the state: the same
view the terminal and every agent get, so a seat's page cannot show what its player may not know.
"""
from __future__ import annotations

import re
import secrets
import threading
from collections import Counter

from .agents import SeatView, make_agents
from .state import GameState, Move
from .strip import where_seats
from .terminal import (ending_lines, graph_tables, in_play, narration, node_table, plain_text, positions, state_lines,
                       who)

PERSON = "person"
MAX_BOT_MOVES = 100_000      # a game whose bots never hand back is stopped, not served for ever


def json_safe(value):
    """Plain JSON values: tuples and lists as lists, sets sorted, seats and flags as they print."""
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((json_safe(v) for v in value), key=str)
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return int(value)
    return str(value)


def names_by_id(rules) -> dict:
    """The printed name of every id of the game's tables (the first table naming an id wins)."""
    names = {}
    for rows in rules.tables.values():
        for key, row in rows.items():
            if isinstance(row, dict) and "name" in row:
                names.setdefault(str(key), str(row["name"]))
    return names


def move_label(move: Move, names: dict) -> str:
    """A move in words, its ids by name: 'claim Nauvoo – Chicago with Red provisions'."""
    words = []
    for i, arg in enumerate(move.args):
        if i < len(move.words) and move.words[i]:
            words.append(move.words[i])
        items = arg if isinstance(arg, (tuple, list)) else (arg,)
        words.append(", ".join(names.get(str(item), str(item)) for item in items))
    return " ".join(words)


WORD = re.compile(r"[A-Za-z0-9_./-]+")
LOGGED = re.compile(r"(\s*[^:]*: )(\S+)(.*)")       # who: the action and its arguments


def log_in_names(lines: list[str], names: dict) -> list[str]:
    """The public log's lines with the ids of the game's tables by name ('claim independence/far-west with
    purple' as 'claim Independence – Far West with Purple provisions'), an action's words apart."""
    def by_name(found):
        word = found.group(0)
        if word in names:
            return names[word]
        parts = word.split("/")
        if len(parts) > 1 and all(part in names for part in parts):
            return " – ".join(names[part] for part in parts)
        return word.replace("_", " ") if word.islower() else word
    out = []
    for line in lines:
        said = LOGGED.fullmatch(line)
        if said:
            who_, action, rest = said.groups()
            line = who_ + action.replace("_", " ") + WORD.sub(by_name, rest).replace(",", ", ").replace(",  ", ", ")
        out.append(line)
    return out


def known_lines(observation: dict, names: dict) -> list[str]:
    """What effects showed the seat that it cannot see otherwise (a card of another's hand), in words."""
    out = []
    for fact in observation["known"]:
        owner = "the table's" if fact["owner"] is None else \
            ("your" if fact["owner"] == observation["you"] else f"{who(fact['owner'], observation['you'])}'s")
        if "cards" in fact:
            counts = Counter(names.get(str(card), str(card)) for card in fact["cards"])
            shown = ", ".join(f"{name} ×{n}" if n > 1 else name for name, n in sorted(counts.items()))
        else:
            shown = plain_text(fact["value"])
        out.append(f"You know: {owner} {fact['field'].replace('_', ' ')} holds {shown}")
    return out


def boards(rules, observation: dict, names: dict) -> list[dict]:
    """Each graph board the seat can draw: its places where they stand (x/y, else row/col), its routes with
    colour and length, who holds each route (a player field of the seat's observation holding its id) and
    who stands on each place. Boards without positions are left to the text drawing."""
    out = []
    for edges in graph_tables(rules):
        nodes = node_table(rules, edges)
        rows = rules.tables.get(nodes, {}) if nodes else {}
        keys = ("x", "y") if all("x" in r and "y" in r for r in rows.values()) else ("col", "row")
        if not rows or not all(isinstance(r.get(keys[0]), int) and isinstance(r.get(keys[1]), int)
                               for r in rows.values()):
            continue
        shown = set(rows)
        if len({(r[keys[0]], r[keys[1]]) for r in rows.values()}) < len(rows):
            # places that share a position are alternatives (a board of pieces): those in play are drawn
            shown = in_play(rules, observation, nodes) or shown
        holders: dict = {}
        for player in observation["players"]:
            for value in player.values():
                if isinstance(value, (list, tuple, set, frozenset)):
                    for item in value:
                        if isinstance(item, str) and item in rules.tables[edges]:
                            holders.setdefault(item, set()).add(player["seat"])
        standing = positions(rules, observation, nodes)
        marks = {**tokens_on(observation, rules.tables[edges], names), **tokens_on(observation, rows, names)}
        out.append({
            "name": edges,
            "grid": keys == ("col", "row"),
            "places": [{"id": str(n), "name": str(r.get("name", n)), "x": r[keys[0]], "y": r[keys[1]],
                        "facts": place_facts(r, names), "seats": sorted({seat for seat, _ in standing.get(n, ())}),
                        "tokens": marks.get(n, [])}
                       for n, r in rows.items() if n in shown],
            "routes": [{"id": str(e), "name": str(r.get("name", e)), "from": str(r["from"]), "to": str(r["to"]),
                        "colour": str(r.get("colour", "")),
                        "length": r.get("length") if isinstance(r.get("length"), int) else None,
                        "holders": sorted(holders.get(e, ())), "tokens": marks.get(e, [])}
                       for e, r in rules.tables[edges].items()
                       if r["from"] in shown and r["to"] in shown],
        })
    return out


PLACING = frozenset({"id", "name", "x", "y", "row", "col", "from", "to"})


def place_facts(row: dict, names: dict) -> list[str]:
    """What a place prints on itself, the most telling first: the names of the rows it names (its terrain),
    the names of its true flags (inspiration), then its other words (the board piece it is printed on)."""
    named, flags, words = [], [], []
    for column, value in row.items():
        if column in PLACING or column in BOOKKEEPING:
            continue
        if value is True:
            flags.append(column.replace("_", " "))
        elif isinstance(value, str) and value:
            (named if value in names else words).append(names.get(value, value.replace("_", " ")))
    return named + flags + words


def tokens_on(observation: dict, rows: dict, names: dict) -> dict:
    """{id: [{text, seat}]}: what lies on the routes and places of a board, from the observation: a shared map
    keyed by their ids (a Story token on a path, a card on a site), a shared field naming one (the camp site),
    and a player's map keyed by them (the seat's tokens stacked on a site), with that seat."""
    found: dict = {}
    for field, value in observation["globals"].items():
        if isinstance(value, dict) and value and set(value) <= set(rows):
            for key, item in value.items():
                if item not in (None, 0, False, "", [], "?"):
                    found.setdefault(key, []).append({"text": names.get(str(item), str(item)), "seat": None})
        elif isinstance(value, str) and value in rows:
            found.setdefault(value, []).append({"text": field.replace("_", " "), "seat": None})
    for player in observation["players"]:
        for field, value in player.items():
            if isinstance(value, dict) and value and set(value) <= set(rows):
                for key, item in value.items():
                    if isinstance(item, int) and not isinstance(item, bool) and item > 0:
                        text = field.replace("_", " ") + (f" ×{item}" if item > 1 else "")
                        found.setdefault(key, []).append({"text": text, "seat": player["seat"]})
    return found


BOOKKEEPING = frozenset({"id", "name", "copies", "authored", "source", "text", "flavour"})


def card_faces(rules, observation: dict, seat: int, names: dict, printed=None) -> list[dict]:
    """The cards the seat holds and the face-up cards of the table, each as its face: the title, the card's
    plain columns that are not bookkeeping or empty (as a card sheet prints them without a face layout), its
    text, and where `printed(rules, deck, card)` gives one, its printed face ({src, width, height}); a card held twice once,
    with how many."""
    out = []
    mine = next((p for p in observation["players"] if p.get("seat") == seat), {})
    piles = [(f"your {name}", value, rules.layout.get("player", {}).get(name, {})) for name, value in mine.items()]
    piles += [(name, value, rules.layout.get("global", {}).get(name, {})) for name, value in observation["globals"].items()]
    for title, value, spec in piles:
        deck = spec.get("of")
        # a pile of cards the seat sees (a count stands for a pile it does not), a few kinds of card at most
        if spec.get("kind") != "zone" or deck not in rules.tables or not isinstance(value, list) or not value \
                or len(set(value)) > 30 or not all(isinstance(rules.tables[deck].get(c), dict) for c in value):
            continue
        cards = []
        for card, count in Counter(value).items():
            row = rules.tables[deck][card]
            shown = [f"{column.replace('_', ' ')}: {printed_value(v, names)}" for column, v in row.items()
                     if column not in BOOKKEEPING and v not in (None, 0, False, "", [], {})
                     and not isinstance(v, (list, dict))]
            cards.append({"name": str(row.get("name", card)), "count": count, "lines": shown,
                          "text": str(row.get("text") or ""),
                          "face": printed(rules, deck, str(card)) if printed else None})
        out.append({"pile": title.replace("_", " "), "cards": cards})
    return out


def printed_value(value, names: dict) -> str:
    """A data value as a card prints it: an id of a table by its name (names_by_id), true as yes."""
    if value is True:
        return "yes"
    return names.get(value, str(value)) if isinstance(value, str) else str(value)


def trail(rules, observation: dict) -> dict | None:
    """A board that is one trail (game.yaml `trail:`): its spaces in order with their section and the mark
    columns true on each, and the space of every seat the observation shows on it."""
    spec = getattr(rules, "trail", None)
    if not spec:
        return None
    rows = list(rules.tables[spec["spaces"]].values())
    section = spec.get("sections")
    return {
        "marks": list(spec["marks"]),
        "spaces": [{"name": str(row.get("name", row["id"])), "section": str(row.get(section) or "") if section else "",
                    "marks": [m for m in spec["marks"] if row.get(m) is True]} for row in rows],
        "seats": [{"seat": seat, "space": index, "backwards": backwards}
                  for seat, index, backwards in where_seats(rules, observation, len(rows))],
    }


class Table:
    """One game: its state, who sits where, the links of the people's seats, and the bots' turns."""

    def __init__(self, rules, players: int, seed: int, options: dict | None, sitters: list[str],
                 hot_seat: bool = False, pictures=None, faces=None):
        """`pictures(rules, observation)`: drawings of the seat's table as [{title, image}] (image a data URI);
        `faces(rules, deck, card)`: the link of a card's printed face, or None."""
        self.rules, self.players, self.seed = rules, players, seed
        self.pictures, self.faces = pictures, faces
        self.state = GameState(rules, players, seed, options)
        self.options = self.state.options
        automata = self.state.automata          # seats the game plays itself (a solo mode's opponent)
        free = [s for s in range(players + len(automata)) if s not in automata]
        chosen = list(sitters) or ["random"]    # for the players' seats in order; the last fills the rest
        self.sitters = [automata[s]["name"] if s in automata else chosen[min(free.index(s), len(chosen) - 1)]
                        for s in range(players + len(automata))]
        bots = ",".join("random" if self.sitters[s] == PERSON else self.sitters[s] for s in free)
        self.agents = make_agents(bots, players, seed, rules, self.options)
        people = [seat for seat, who in enumerate(self.sitters) if who == PERSON]
        groups = [people] if hot_seat and people else [[seat] for seat in people]
        self.links = {secrets.token_urlsafe(18): tuple(group) for group in groups}
        self.moves: list[Move] = []
        self.shown: dict[str, int] = {}     # hot seat: the seat each link last showed, to hide the screen between
        self.names = names_by_id(rules)
        self.lock = threading.Lock()
        self.play_bots()

    # ---------------------------------------------------------------- play

    def to_move(self) -> int | None:
        if self.state.is_over():
            return None
        moves = self.state.legal_actions()
        return moves[0].seat if moves else None

    def play_bots(self) -> None:
        """Let the bots move until a person must decide or the game is over."""
        for _ in range(MAX_BOT_MOVES):
            seat = self.to_move()
            if seat is None or self.sitters[seat] == PERSON:
                return
            moves = self.state.legal_actions()
            move = self.agents[seat].choose(SeatView(self.state, seat), moves)
            self.apply(move)

    def apply(self, move: Move) -> None:
        self.state.apply(move, check=False)
        self.moves.append(move)

    def seat_of(self, token: str) -> int | None:
        """The seat a link shows now: its seat, or on a hot seat the one of its seats to move (else the first)."""
        seats = self.links.get(token)
        if seats is None:
            return None
        seat = self.to_move()
        return seat if seat in seats else seats[0]

    def move(self, token: str, notation: str) -> str | None:
        """Play the move written `notation` for the link's seat; why not, or None when played."""
        with self.lock:
            seat = self.seat_of(token)
            if seat is None:
                return "this link is not a seat at this table"
            if self.to_move() != seat:
                return "it is not your turn"
            for move in self.state.legal_actions():
                if move.seat == seat and str(move) == notation:
                    self.apply(move)
                    self.play_bots()
                    return None
            return f"'{notation}' is not a legal move now"

    def undo(self, token: str) -> str | None:
        """Take back the link's last move and every bot move after it, replaying the game from its seed."""
        with self.lock:
            seats = self.links.get(token)
            if seats is None:
                return "this link is not a seat at this table"
            last = max((i for i, m in enumerate(self.moves) if m.seat in seats), default=None)
            if last is None:
                return "there is no move of yours to take back"
            kept = self.moves[:last]
            self.state = GameState(self.rules, self.players, self.seed, self.options)
            self.moves = []
            for move in kept:
                self.apply(move)
            return None

    def restart(self, rules) -> None:
        """The same game again from its seed, with the same people and bots, under `rules` (rebuilt)."""
        with self.lock:
            self.rules, self.names = rules, names_by_id(rules)
            self.state = GameState(rules, self.players, self.seed, self.options)
            self.agents = make_agents(",".join("random" if self.sitters[s] == PERSON else self.sitters[s]
                                               for s in range(len(self.sitters)) if s not in self.state.automata),
                                      self.players, self.seed, rules, self.options)
            self.moves = []
            self.play_bots()

    def load(self, text: str) -> None:
        """Go on from a save (`GameState.to_json`): the moves before it are not kept, so no undo past it."""
        with self.lock:
            self.state = GameState.from_json(self.rules, text)
            self.moves = []
            self.play_bots()

    # ---------------------------------------------------------------- what a seat is sent

    def view(self, token: str) -> dict | None:
        with self.lock:
            seat = self.seat_of(token)
            if seat is None:
                return None
            return self.seat_view(seat, token)

    def seat_view(self, seat: int, token: str | None = None) -> dict:
        """The page of `seat`: built from its observation and its legal moves only."""
        seen = SeatView(self.state, seat)
        observation = seen.observation()
        to_move = self.to_move()
        handover = False
        if token is not None and len(self.links[token]) > 1:
            handover = self.shown.get(token, seat) != seat
            self.shown[token] = seat
        return {
            "game": {"id": self.rules.id, "name": self.rules.name},
            "seat": seat,
            "seats": [{"seat": s, "who": "you" if s == seat else who} for s, who in enumerate(self.sitters)],
            "round": observation["round"],
            "to_move": to_move,
            "your_turn": to_move == seat,
            "handover": handover,
            "table": state_lines(self.rules, observation),
            "boards": boards(self.rules, observation, self.names),
            "trail": trail(self.rules, observation),
            "pictures": self.pictures(self.rules, observation) if self.pictures else [],
            "cards": card_faces(self.rules, observation, seat, self.names, self.faces),
            "log": log_in_names(narration(observation["log"], seat), self.names),
            "known": known_lines(observation, self.names),
            "notes": [text if who is None else f"{'you' if who == seat else f'seat {who}'} {text}"
                      for _, _, who, text in seen.notes()],
            "choice": json_safe(observation["choice"]),
            "moves": self.offered(seat) if to_move == seat else [],
            "can_undo": any(m.seat in self.links.get(token, (seat,)) for m in self.moves) if token else False,
            "over": self.state.is_over(),
            "ending": ending_lines(self.rules, self.state, [seat]) if self.state.is_over() else [],
        }

    def offered(self, seat: int) -> list[dict]:
        """The seat's legal moves grouped by action, identical ones offered once with how many there are."""
        moves = [move for move in self.state.legal_actions() if move.seat == seat]
        counts = Counter(str(move) for move in moves)
        groups: dict[str, dict] = {}
        listed = set()
        for move in moves:
            notation = str(move)
            if notation in listed:
                continue
            listed.add(notation)
            group = groups.setdefault(move.name, {"action": move.name, "text": self.rules.action_texts.get(move.name),
                                                  "moves": []})
            first = move_label(move._replace(args=move.args[:1]), self.names) if len(move.args) > 1 else None
            group["moves"].append({"move": notation, "words": move_label(move, self.names),
                                   "first": first, "count": counts[notation]})
        return list(groups.values())

    def save(self) -> str:
        with self.lock:
            return self.state.to_json()
