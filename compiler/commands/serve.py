"""`cairn serve [GAME]`: a playtest table in the browser, on this machine (or the LAN with --host).

The standard library's threading HTTP server is enough for a table of a few people: the pages are three
static files (runtime/web/), and the rest is a small JSON API:

    GET  /api/games                  the project's games, their players and options
    POST /api/tables                 a new table: {game, players, seed, options, sitters, hot_seat}
                                     -> the link of every person's seat
    GET  /api/seat/TOKEN             the seat's page: its observation, its moves, the log (runtime/table.py)
    POST /api/seat/TOKEN/move        {move: notation}
    POST /api/seat/TOKEN/undo        take back the seat's last move
    GET  /api/seat/TOKEN/save        the game as a save file;  POST /api/seat/TOKEN/load {save}
    GET  /faces/GAME/DECK/CARD.svg   a card's printed face (compiler/sheets/screen_faces.py), shown as an image

A seat is reached only by its link's token (unguessable: 144 random bits), so on a LAN nobody opens
another's seat; what it is sent is built from its observation alone. Designer text reaches the page as
JSON and is put in with `textContent`, never as markup.
"""
from __future__ import annotations

import json
import re
import sys
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote

WEB = Path(__file__).resolve().parents[2] / "runtime" / "web"
PAGES = {"/": ("lobby.html", "text/html"), "/table.js": ("table.js", "text/javascript"),
         "/table.css": ("table.css", "text/css"), "/lobby.js": ("lobby.js", "text/javascript")}
SEAT = re.compile(r"/seat/([A-Za-z0-9_-]{20,40})")
FACE = re.compile(r"/faces/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)/([A-Za-z0-9_.-]+)\.svg")
# a card face is an SVG shown in <img>: its own styles, its own images as data: URIs, nothing else
FACE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
API_SEAT = re.compile(r"/api/seat/([A-Za-z0-9_-]{20,40})(/move|/undo|/save|/load|/restart|/rules)?")
MAX_BODY = 1_000_000        # a save of the largest game is well under this
MAX_TABLES = 200


class Tables:
    """The games being played, by the token of each person's link; the rules loaded once per game."""

    def __init__(self, project, games: list[str]):
        self.project = project
        self.games = games
        self.rules: dict = {}
        self.by_token: dict = {}
        self.lock = threading.Lock()
        self.problem: str | None = None     # with --watch: the diagnostics of the last rebuild that failed
        self.faces: dict = {}               # game -> {deck/id: the SVG of its printed front}
        self.generation = 0                 # counts the rebuilds: a face's link changes with its rules

    def rebuild(self) -> None:
        """The definitions changed (--watch): rebuild; a table may then restart under the new rules, or the
        diagnostics show on every page until the next save."""
        from ..driver.build import build_lock, compile_all, drift, write_outputs
        from ..driver.games import load_rules
        from ..frontend.diagnostics import render_text
        with build_lock(self.project):
            results = compile_all(self.project, self.games, cache=True, workers=1)
            failed = [r for r in results if not r.ok]
            if not failed and drift(self.project, results):
                write_outputs(self.project, results)
        if failed:
            diags = [d for r in failed for d in r.diagnostics]
            self.problem = render_text(diags, self.project.read_source)
            return
        rules = {game: load_rules(self.project, game) for game in self.games}
        with self.lock:
            self.problem = None
            self.rules = rules
            self.faces = {}
            self.generation += 1

    def watch(self, stopped: threading.Event, poll: float = 0.5) -> threading.Thread:
        """Rebuild the rules on every save, until `stopped` is set (the server closed)."""
        from .watch import snapshot

        def keep_watching():
            seen = snapshot(self.project, self.games)
            while not stopped.wait(poll):
                now = snapshot(self.project, self.games)
                if now != seen:
                    seen = now
                    self.rebuild()

        thread = threading.Thread(target=keep_watching, name="cairn serve --watch", daemon=True)
        thread.start()
        return thread

    def rules_of(self, game: str):
        from ..driver.games import load_rules
        with self.lock:
            if game not in self.rules:
                self.rules[game] = load_rules(self.project, game)
            return self.rules[game]

    def faces_of(self, game: str) -> dict:
        """The printed fronts of the game's cards, read from the card sheet its build writes."""
        from ..driver.build import verified_files
        from ..sheets.screen_faces import card_fronts
        with self.lock:
            if game not in self.faces:
                sheet = verified_files(self.project, game).get("sheets/cards-a4.html")
                self.faces[game] = card_fronts(sheet) if sheet else {}
            return self.faces[game]

    def face_link(self, rules, deck: str, card: str) -> dict | None:
        """Where the page finds a card's printed face and its size, or None when the sheet prints no such card."""
        face = self.faces_of(rules.id).get(f"{deck}/{card}")
        if face is None:
            return None
        return {"src": f"/faces/{quote(rules.id)}/{quote(deck)}/{quote(card)}.svg?v={self.generation}",
                "width": face.width, "height": face.height}

    def catalogue(self) -> list[dict]:
        out = []
        for game in self.games:
            rules = self.rules_of(game)
            out.append({"id": game, "name": rules.name, "min_players": rules.min_players,
                        "max_players": rules.max_players, "agents": agent_names(rules),
                        "options": {name: [str(v) for v in spec.get("values", [])]
                                    for name, spec in (rules.options or {}).items()}})
        return out

    def open(self, request: dict):
        from runtime.table import Table
        game = request.get("game")
        if game not in self.games:
            raise ValueError(f"no game '{game}' here")
        rules = self.rules_of(game)
        players = int(request.get("players") or rules.min_players)
        table = Table(rules, players, int(request.get("seed") or 1), dict(request.get("options") or {}),
                      [str(s) for s in request.get("sitters") or ["person"]], bool(request.get("hot_seat")),
                      pictures=tableau_images, faces=self.face_link)
        with self.lock:
            if len(self.by_token) >= MAX_TABLES * 8:
                raise ValueError("too many tables are open: restart cairn serve")
            for token in table.links:
                self.by_token[token] = table
        return table

    def table(self, token: str):
        return self.by_token.get(token)


def tableau_images(rules, observation: dict) -> list[dict]:
    """Each tableau the seat sees, drawn as `cairn picture` draws it: cards with their trails, figures on them.
    An SVG sent as an image (a data URI) is shown, never run."""
    from ..sheets.trails import data_uri, tableau_pictures
    return [{"title": name.removesuffix(".svg").removeprefix(f"{rules.id}-").replace("-", " — "), "image": data_uri(svg)}
            for name, svg in tableau_pictures(rules, observation["players"])]


def agent_names(rules) -> list[str]:
    from runtime.agents import agent_kinds
    return ["person"] + list(agent_kinds(rules))


class Handler(BaseHTTPRequestHandler):
    tables: Tables = None       # set on the subclass the server makes
    server_version = "cairn-serve"
    disable_nagle_algorithm = True      # headers and body leave at once: no 40 ms wait for a delayed ACK

    def log_message(self, format, *args):      # the terminal shows the URL, not every request
        pass

    # ---------------------------------------------------------------- answers

    def send(self, status: int, body: bytes, kind: str, policy: str = "default-src 'self'; style-src 'self'; "
             "img-src 'self' data:", cache: str = "no-store") -> None:
        self.send_response(status)
        self.send_header("Content-Type", f"{kind}; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", cache)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Content-Security-Policy", policy)
        self.end_headers()
        self.wfile.write(body)

    def json(self, value, status: int = 200) -> None:
        self.send(status, json.dumps(value, ensure_ascii=False).encode("utf-8"), "application/json")

    def refuse(self, status: int, why: str) -> None:
        self.json({"error": why}, status)

    def body(self) -> dict:
        length = int(self.headers.get("Content-Length") or 0)
        if not 0 <= length <= MAX_BODY:
            raise ValueError("the request is too large")
        value = json.loads(self.rfile.read(length) or b"{}")
        if not isinstance(value, dict):
            raise ValueError("the request must be a JSON object")
        return value

    # ---------------------------------------------------------------- routes

    def do_GET(self):
        self.answered(self.get)

    def do_POST(self):
        self.answered(self.post)

    def answered(self, route) -> None:
        """Answer a request; a game that does not compile (`--watch`, a broken save of the definitions) or a rules
        error is said to the page, and the server goes on: never a traceback."""
        from runtime.rules import RuleError
        from ..driver.build import ProjectError
        try:
            route()
        except (ProjectError, RuleError) as err:
            self.refuse(HTTPStatus.CONFLICT, str(err))

    def get(self):
        path = self.path.split("?", 1)[0]
        if path in PAGES:
            name, kind = PAGES[path]
            return self.send(200, (WEB / name).read_bytes(), kind)
        if SEAT.fullmatch(path):
            return self.send(200, (WEB / "table.html").read_bytes(), "text/html")
        if path == "/api/games":
            return self.json(self.tables.catalogue())
        face = FACE.fullmatch(path)
        if face and face.group(1) in self.tables.games:
            printed = self.tables.faces_of(face.group(1)).get(f"{face.group(2)}/{face.group(3)}")
            if printed is not None:     # the link names its rebuild: the same link is the same face
                return self.send(200, printed.svg.encode("utf-8"), "image/svg+xml", FACE_POLICY,
                                 "private, max-age=3600")
        match = API_SEAT.fullmatch(path)
        if match and match.group(2) in (None, "/save", "/rules"):
            table = self.tables.table(match.group(1))
            if table is None:
                return self.refuse(HTTPStatus.NOT_FOUND, "no seat has this link")
            if match.group(2) == "/save":
                return self.send(200, table.save().encode("utf-8"), "application/json")
            if match.group(2) == "/rules":
                return self.json(self.rules_news(table))
            return self.json(self.seat_page(table, match.group(1)))
        return self.refuse(HTTPStatus.NOT_FOUND, "no such page")

    def seat_page(self, table, token: str) -> dict:
        """The seat's view, and what --watch found: the rules' errors, or new rules to restart under."""
        return {**table.view(token), **self.rules_news(table)}

    def rules_news(self, table) -> dict:
        return {"rules_problem": self.tables.problem,
                "rules_changed": self.tables.rules.get(table.rules.id, table.rules) is not table.rules}

    def post(self):
        path = self.path.split("?", 1)[0]
        try:
            request = self.body()
            if path == "/api/tables":
                table = self.tables.open(request)
                return self.json({"links": [{"seats": list(seats), "url": f"/seat/{token}"}
                                            for token, seats in table.links.items()]})
            match = API_SEAT.fullmatch(path)
            if not match or match.group(2) not in ("/move", "/undo", "/load", "/restart"):
                return self.refuse(HTTPStatus.NOT_FOUND, "no such action")
            token = match.group(1)
            table = self.tables.table(token)
            if table is None:
                return self.refuse(HTTPStatus.NOT_FOUND, "no seat has this link")
            if match.group(2) == "/move":
                why = table.move(token, str(request.get("move", "")))
            elif match.group(2) == "/undo":
                why = table.undo(token)
            elif match.group(2) == "/restart":
                table.restart(self.tables.rules_of(table.rules.id))
                why = None
            else:
                table.load(str(request.get("save", "")))
                why = None
            if why is not None:
                return self.refuse(HTTPStatus.CONFLICT, why)
            return self.json(self.seat_page(table, token))
        except (ValueError, KeyError, TypeError) as err:
            return self.refuse(HTTPStatus.BAD_REQUEST, str(err))


class TableServer(ThreadingHTTPServer):
    """The tables' HTTP server; closing it also ends the watch of `serve --watch` (a thread that would otherwise poll
    the project for as long as the process lives: a test's server closed, its watch went on)."""
    daemon_threads = True
    stopped: threading.Event

    def server_close(self) -> None:
        self.stopped.set()
        super().server_close()


def make_server(project, games: list[str], host: str = "127.0.0.1", port: int = 8000,
                watch: bool = False) -> ThreadingHTTPServer:
    tables = Tables(project, games)
    stopped = threading.Event()
    if watch:
        tables.watch(stopped)
    handler = type("TableHandler", (Handler,), {"tables": tables})
    server = TableServer((host, port), handler)
    server.stopped = stopped
    return server


def serve_command(project, games: list[str] | None, host: str, port: int, watch: bool = False) -> int:
    unknown = [g for g in games or () if g not in project.games()]
    if unknown:
        from ..driver.build import ProjectError
        raise ProjectError(f"no game '{unknown[0]}' in {project.definitions}")
    server = make_server(project, games or project.games(), host, port, watch)
    shown = "127.0.0.1" if host in ("", "0.0.0.0") else host
    print(f"playtest table: http://{shown}:{server.server_address[1]}/  (Ctrl-C stops)", flush=True)
    if host not in ("127.0.0.1", "localhost", "::1"):
        sys.stderr.write("note: other machines can reach this table; each seat is opened only by its own link\n")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped serving")
    finally:
        server.server_close()
    return 0
