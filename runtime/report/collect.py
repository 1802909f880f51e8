"""Play seeded games for a balance report and keep, per game, what the report reads.

The games are the ones `cairn simulate` plays (same seeds per game index, same agents), played on the
agents' path so that every move is seen: a `Record` keeps each seat's score and its parts, the actions
it took, the cards it moved or held, and the counters and tracks at the start of every round. Rule
coverage is counted here too, by tracing the lines of the game's generated rules module while the
report plays; `cairn simulate` never pays for it.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field

from ..agents import SeatView, make_agents
from ..forked import forked_each
from ..simulate import game_seed
from ..state import PASS, GameState

NUMBERS = ("counter", "track")


@dataclass
class Record:
    """One game, as the report needs it."""
    index: int
    seed: int
    scores: list
    winners: list
    rounds: int
    ended_by: str | None
    parts: list                   # per seat: {scoring step id: points}
    actions: list                 # per seat: {action name: times taken}
    moved: list                   # per seat: sorted card ids named in its moves (taken, played, kept)
    held: list                    # per seat: sorted card ids in its piles at the end
    resources: dict = field(default_factory=dict)   # "field" or "shared field" -> [value per round (mean of seats)]


def card_tables(rules) -> set:
    """The tables whose rows are cards: those some pile (a zone) holds."""
    return {spec["of"] for scope in rules.layout.values() for spec in scope.values()
            if spec.get("kind") == "zone" and spec.get("of")}


def card_ids(rules) -> dict:
    """Every card's id, and the table it is a row of."""
    return {card: table for table in sorted(card_tables(rules)) for card in rules.tables.get(table, ())}


def number_fields(rules) -> tuple[list, list]:
    """The counters and tracks of a player, and the shared ones: what 'resources over time' shows."""
    layout = rules.layout
    return ([name for name, spec in layout.get("player", {}).items() if spec.get("kind") in NUMBERS],
            [name for name, spec in layout.get("global", {}).items() if spec.get("kind") in NUMBERS])


def _ids_in(value, cards: set, out: set) -> None:
    if isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            _ids_in(item, cards, out)
    elif isinstance(value, str) and value in cards:
        out.add(value)


class Coverage:
    """The lines of the generated rules module that ran: a line tracer, on only while a report plays.

    Move generators (`*_moves`, `*_choices`) are not traced: they are a rule's `when`, asked for every
    legal move, and the report's coverage is about effects, end conditions and scoring.
    """
    SKIP = ("_moves", "_choices")

    def __init__(self, rules):
        module = sys.modules.get(rules.new_globals.__module__)
        self.filename = getattr(module, "__file__", None)
        self.lines: set = set()

    def _local(self, frame, event, _arg):
        if event == "line":
            self.lines.add(frame.f_lineno)
        return self._local

    def _global(self, frame, event, _arg):
        code = frame.f_code
        if code.co_filename != self.filename or code.co_name.endswith(self.SKIP):
            return None
        self.lines.add(code.co_firstlineno)
        return self._local

    def __enter__(self):
        if self.filename:
            sys.settrace(self._global)
        return self

    def __exit__(self, *exc):
        sys.settrace(None)
        return False


def play_recorded(rules, players: int, index: int, root_seed: int, agent_names: str | None,
                  options: dict | None, cards: set, fields: tuple[list, list]) -> Record:
    seed = game_seed(root_seed, index)
    state = GameState(rules, players, seed, options)
    agents = make_agents(agent_names, players, seed, rules, options)
    mine, shared = fields
    resources: dict = {}

    def snapshot():
        for name in mine:
            values = [p[name] for p in state.players]
            resources.setdefault(name, []).append(sum(values) / len(values))
        for name in shared:
            resources.setdefault(f"shared {name}", []).append(state.g[name])

    seen_round = state.round
    snapshot()
    tracer = sys.gettrace()
    while not state.is_over():
        moves = state.legal_actions()
        seat = moves[0].seat
        if tracer is not None:
            sys.settrace(None)      # an agent's look-ahead on imagined worlds is not the game: not coverage
        try:
            move = agents[seat].choose(SeatView(state, seat), moves)
        finally:
            if tracer is not None:
                sys.settrace(tracer)
        state.apply(move, check=False)
        if state.round != seen_round and not state.is_over():
            seen_round = state.round
            snapshot()
    actions = [{} for _ in state.players]      # every seat, the automata's too
    moved = [set() for _ in state.players]
    for move in state.history:
        if move.name in rules.actions and move.name != PASS:
            counts = actions[move.seat]
            counts[move.name] = counts.get(move.name, 0) + 1
        _ids_in(move.args, cards, moved[move.seat])
    held = []
    for p in state.players:
        found: set = set()
        for name, spec in rules.layout.get("player", {}).items():
            if spec.get("kind") == "zone":
                _ids_in(p[name], cards, found)
        held.append(found)
    for seats, card in shared_payees(state, cards):
        for seat in seats:
            held[seat].add(card)
    held = [sorted(found) for found in held]
    return Record(index=index, seed=seed, scores=state.scores(), winners=state.winners(), rounds=state.round,
                  ended_by=state.ended_by, parts=[state.score_breakdown(s) for s in range(len(state.players))],
                  actions=actions, moved=[sorted(m) for m in moved], held=held, resources=resources)


def shared_payees(state, cards: set) -> list:
    """The cards on the shared table at the end of a game that pay someone, and whom: [(seats, card)].

    A card of a shared pile (an objective every player may complete) is held by no seat, yet it is in play
    for the seats it pays: those whose score would be lower without it. Each shared pile is first emptied
    on a copy of the game; only the piles whose cards count for a score are then taken card by card."""
    g = state.g
    scores = state.scores()
    found = []
    for name, spec in state.rules.layout.get("global", {}).items():
        pile = g.get(name)
        if spec.get("kind") != "zone" or not isinstance(pile, list) or not any(c in cards for c in pile):
            continue
        if _scores_without(state, name, set(pile)) == scores:
            continue        # a market, a draw pile: nothing in it counts for a score
        for card in sorted({c for c in pile if c in cards}):
            fewer = _scores_without(state, name, {card})
            seats = tuple(s for s, (had, has) in enumerate(zip(scores, fewer)) if has < had)
            if seats:
                found.append((seats, card))
    return found


def _scores_without(state, pile: str, gone: set) -> list:
    """The scores of a copy of the finished game whose shared `pile` lacks the cards `gone`."""
    copy = state.clone()
    copy.g[pile] = [card for card in copy.g[pile] if card not in gone]
    copy.refresh()
    return copy.scores()


def collect(rules, games: int, players: int, seed: int, agents: str | None = None, options: dict | None = None,
            done=None, workers: int = 1, scheduler=None) -> tuple[list, set]:
    """Play `games` recorded games; the records in game order and the rules lines that ran.

    `done(k)` is told as games finish (a progress bar). With `workers` > 1 the games are played in
    chunks by forked processes, each tracing its own lines, and with `scheduler` (runtime/cluster.py) by
    the workers of a Dask cluster; the records come back in game order, so the report is the same
    whatever plays them. Ctrl-C stops it (`Stopped`).
    """
    global _JOB
    _JOB = (rules, players, seed, agents, options)
    records: list = []
    lines: set = set()
    chunks = [(start, min(start + CHUNK, games)) for start in range(0, games, CHUNK)]
    if scheduler is not None:
        def gathered(result):
            records.extend(result[0])
            lines.update(result[1])
            if done is not None:
                done(len(records))
        try:
            on_cluster(scheduler, rules, chunks, players, seed, agents, options, gathered, traced=True)
        except KeyboardInterrupt:
            raise Stopped(sorted(records, key=lambda r: r.index), lines, games) from None
        records.sort(key=lambda record: record.index)
        return records, lines
    if workers <= 1:
        coverage = Coverage(rules)
        try:
            with coverage:
                for start, stop in chunks:
                    _play_range(start, stop, records)
                    if done is not None:
                        done(len(records))
        except KeyboardInterrupt:
            raise Stopped(records, coverage.lines, games) from None
        return records, coverage.lines
    def take(result):
        records.extend(result[0])
        lines.update(result[1])
        if done is not None:
            done(len(records))
    try:
        forked_each(_play_chunk, chunks, workers, take, ordered=True)
    except KeyboardInterrupt:
        raise Stopped(records, lines, games) from None
    return records, lines


CHUNK = 20
_JOB = None     # (rules, players, seed, agents, options): set in the parent before forking workers


def _play_range(start: int, stop: int, into: list) -> None:
    rules, players, seed, agents, options = _JOB
    cards, fields = card_ids(rules), number_fields(rules)
    for index in range(start, stop):
        into.append(play_recorded(rules, players, index, seed, agents, options, cards, fields))


def _play_chunk(chunk):
    """In a worker: one chunk of games, traced."""
    records: list = []
    coverage = Coverage(_JOB[0])
    with coverage:
        _play_range(chunk[0], chunk[1], records)
    return records, coverage.lines


def on_cluster(scheduler, rules, chunks: list, players: int, seed: int, agents: str | None, options: dict | None,
               take, traced: bool) -> None:
    """`take` each chunk's (records, lines) as the cluster's workers play them (in any order)."""
    from ..cluster import cluster_map, rules_home
    cluster_map(scheduler, _chunk_on_worker, {"rules": rules_home(rules)},
                [("rules", (start, stop, players, seed, agents, options, traced)) for start, stop in chunks], take)


def _chunk_on_worker(home: tuple[str, dict], job) -> tuple[list, set]:
    """On a cluster's worker: the rules made from their texts (once per worker process), one chunk played."""
    from ..package_import import ensure_package
    global _JOB
    start, stop, players, seed, agents, options, traced = job
    _JOB = (ensure_package(*home).GAME, players, seed, agents, options)
    if traced:
        return _play_chunk((start, stop))
    records: list = []
    _play_range(start, stop, records)
    return records, set()


class Stopped(KeyboardInterrupt):
    """Ctrl-C while a report played: the games finished so far."""

    def __init__(self, records: list, lines: set, total: int):
        super().__init__(f"interrupted after {len(records)} of {total} games")
        self.records, self.lines, self.total = records, lines, total
