"""Play many seeded games with agents and aggregate the results as they stream in.

Each game's seed depends only on the root seed and the game's index, so the results
are the same whatever the number of workers or the order in which games finish.
"""
from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from .agents import AutomatonAgent, RandomAgent, SeatView, agents_stream, make_agents
from .draws import seeded
from .errors import RulesFailed, in_the_rules
from .fastplay import ReadableLater, begins_lowered, ends_lowered, fast_playout, play_compiled, playout_path, ranked_winners
from .log import GameLog
from .outputs import output_folder
from .package_import import ensure_package
from .playout import random_playout
from .rules import RuleError
from .state import GameState, checked_setting

if TYPE_CHECKING:
    from .cluster import Scheduler

CHUNK = 50
_DRAWN = (RandomAgent, AutomatonAgent)   # agents a random playout plays with their rng's draws alone
_RULES = None   # set in the parent before forking workers, so they share the compiled rules


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a simulation: how far it got, for a one-line message (the CLI exits 130)."""

    def __init__(self, done: int, total: int, tally: Tally | None = None):
        super().__init__(f"interrupted after {done} of {total} games")
        self.done, self.total = done, total
        self.tally = tally      # the games finished before Ctrl-C, for the partial table


def game_seed(root: int, index: int) -> int:
    digest = hashlib.sha256(f"cairn:{root}:{index}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def play_game(rules, players: int, seed: int, agent_names: str | None, options: dict | None = None,
              log: GameLog | None = None) -> GameState:
    return _played(rules, players, seed, make_agents(agent_names, players, seed, rules, options), options, log)


def game_outcome(rules, players: int, seed: int, agent_names: str | None, options: dict | None = None) -> tuple:
    """(scores, winners, rounds, ended_by) of one game, as `play_game`'s state says them: what a simulation tallies.
    Random agents in a game whose lowered module begins the game itself never build the readable state."""
    seats = drawing_seats(rules, players, agent_names, options)
    if seats is not None:
        return drawn_outcome(rules, players, seed, options, seats)
    state = play_game(rules, players, seed, agent_names, options)
    return state.scores(), state.winners(), state.round, state.ended_by


def drawing_seats(rules, players: int, agent_names: str | None, options: dict | None) -> list | None:
    """For a game whose seats all draw their moves (random agents, automata) through its compiled playout: per seat,
    None for a random seat, which draws from the game's agents' stream, or the draws of an automaton, the same in
    every game. None where a seat thinks, or the game has no compiled playout."""
    agents = make_agents(agent_names, players, 0, rules, options)
    if fast_playout(rules) is None or not all(type(agent) in _DRAWN for agent in agents):
        return None
    return [None if type(agent) is RandomAgent else agent.rng.random for agent in agents]


def drawn_outcome(rules, players: int, seed: int, options: dict | None, seats: list) -> tuple:
    """`game_outcome` of a game `drawing_seats` found, its seats worked out once for many games: a game makes no
    agents, it only seeds its agents' stream. Begun lowered where the game's lowered module can, else played by the
    compiled playout on a readable state, as `play_game`."""
    draw = agents_stream(seed).random
    randoms = [draw if d is None else d for d in seats]
    lowered = begins_lowered(rules)
    if lowered is not None:
        return play_begun(rules, lowered, players, seed, options, randoms)
    state = GameState(rules, players, seed, options, start=False)
    lowered = ends_lowered(rules)
    if lowered is not None:
        state.observed = False      # as play_compiled: nobody looks, and the state is not returned
        state.open_domains = {}
        s = lowered.play_lowered(state, randoms)
        if s is not None:       # (None: the setup ended the game, on the readable state)
            scores, ranks = lowered.outcome(s)
            return scores, ranked_winners(ranks), s.round, s.ended_by
        return state.scores(), state.winners(), state.round, state.ended_by
    state = play_compiled(fast_playout(rules), state, randoms)
    return state.scores(), state.winners(), state.round, state.ended_by


_SETTING: list = [None]     # the last game's (rules, players, options as given, options checked, automata's seats)


def game_setting(rules, players: int, options: dict | None) -> tuple[dict, dict]:
    """The options of a game checked (`checked_setting`) and the seats its automata take (`automaton_seats`): the
    same for every game of a simulation, so the last asked is kept and given again while the rules, the number of
    players and the options are the same. Neither is changed by those given them."""
    last = _SETTING[0]
    if last is not None and last[0] is rules and last[1] == players and last[2] == options:
        return last[3], last[4]
    setting = checked_setting(rules, players, options)
    automata = rules.automaton_seats(players, setting)
    _SETTING[0] = (rules, players, None if options is None else dict(options), setting, automata)
    return setting, automata


def play_begun(rules, lowered, players: int, seed: int, options: dict | None, randoms: list) -> tuple:
    """(scores, winners, rounds, ended_by) of a random game played from its start on `lowered`'s state (a module
    `begins_lowered` found): scored there where the module can (`outcome`), else on the readable state written back
    at the end. The same game, from the same seed, as `play_compiled` on `GameState(rules, players, seed, options)`:
    the dice come from the stream GameState seeds, `random.Random(seed)` (`seeded`: the same, seeded in C natively)."""
    setting, automata = game_setting(rules, players, options)
    stream = seeded(seed)

    def readable():
        state = GameState(rules, players, seed, options, start=False)
        state.rng = stream
        # the lowered state as it stands, its piles the very lists the slots hold (as `lower_state` shares them):
        # what the runtime then does to the readable piles (a hand passed on) the lowered game sees
        lowered.raise_state(state, s)
        return state
    s = lowered.new_state(players + len(automata), stream, setting, automata)
    s.readable = ReadableLater(readable, stream)
    lowered.play_begun(s, randoms)
    outcome = getattr(lowered, "outcome", None)
    if outcome is not None:
        scores, ranks = outcome(s)
        # `readable` holds `s`: without this the game's records would wait for a garbage collection to go
        s.readable = None
        return scores, ranked_winners(ranks), s.round, s.ended_by
    if s.readable.made:
        lowered.raise_state(s.readable.now(), s)
    state = s.readable.now()      # (made here, it is written from the lowered state as it is made)
    return state.scores(), state.winners(), state.round, state.ended_by


def _played(rules, players: int, seed: int, agents: list, options: dict | None, log: GameLog | None) -> GameState:
    if log is None and all(type(agent) in _DRAWN for agent in agents):
        compiled = fast_playout(rules)
        if compiled is not None:     # the game's fast.py: the flow compiled in, from the very start
            state = GameState(rules, players, seed, options, start=False)
            return play_compiled(compiled, state, [agent.rng.random for agent in agents])
        state = GameState(rules, players, seed, options)
        return random_playout(state, [agent.rng for agent in agents])
    state = GameState(rules, players, seed, options)
    while not state.is_over():
        moves = state.legal_actions()
        seat = moves[0].seat
        agent = agents[seat]
        # an agent of a random playout draws its choice alone: it is given no view (one costs a copy of the game)
        move = agent.choose(None if type(agent) in _DRAWN else SeatView(state, seat), moves)
        if log is not None:
            log.move(move)
        state.apply(move, check=False)
    return state


class Tally:
    """Running totals of many games; nothing per game is kept."""

    def __init__(self, players: int):
        self.games = 0
        self.rounds = 0
        self.score_sum = [0] * players
        self.score_min = [None] * players
        self.score_max = [None] * players
        self.wins = [0] * players
        self.shared = 0
        self.no_winner = 0
        self.ended_by = {}

    def add(self, scores, winners, rounds, ended_by=None):
        self.games += 1
        self.ended_by[ended_by] = self.ended_by.get(ended_by, 0) + 1
        self.rounds += rounds
        sums, lows, highs = self.score_sum, self.score_min, self.score_max     # (once a game: no min() or max() calls)
        for seat, score in enumerate(scores):
            sums[seat] += score
            low, high = lows[seat], highs[seat]
            if low is None or score < low:
                lows[seat] = score
            if high is None or score > high:
                highs[seat] = score
        for seat in winners:
            self.wins[seat] += 1
        if len(winners) > 1:
            self.shared += 1
        if not winners:
            self.no_winner += 1

    def merge(self, other: "Tally"):
        self.games += other.games
        self.rounds += other.rounds
        self.shared += other.shared
        self.no_winner += other.no_winner
        for reason, count in other.ended_by.items():
            self.ended_by[reason] = self.ended_by.get(reason, 0) + count
        for seat in range(len(self.score_sum)):
            self.score_sum[seat] += other.score_sum[seat]
            self.wins[seat] += other.wins[seat]
            for mine, theirs, pick in ((self.score_min, other.score_min, min), (self.score_max, other.score_max, max)):
                if theirs[seat] is not None:
                    mine[seat] = theirs[seat] if mine[seat] is None else pick(mine[seat], theirs[seat])


def _play_chunk(job, tally: Tally | None = None):
    """Play one chunk of games into `tally` (a new one in a worker; the running total when playing in-process,
    so that Ctrl-C can tell how many games were played)."""
    players, root, start, stop, agents, options, log_dir = job
    tally = Tally(_RULES.seat_count(players, options)) if tally is None else tally
    seats = None if log_dir else drawing_seats(_RULES, players, agents, options)
    for index in range(start, stop):
        seed = game_seed(root, index)
        log = GameLog(_RULES, players, seed, options, agents) if log_dir else None
        try:
            if seats is not None:
                outcome = drawn_outcome(_RULES, players, seed, options, seats)
            else:
                state = play_game(_RULES, players, seed, agents, options, log)
                outcome = state.scores(), state.winners(), state.round, state.ended_by
        except RulesFailed as err:   # a loop or a turn that never ends: which game, to play it again
            raise RulesFailed(f"{err} (game {index}, seed {seed})") from None
        except Exception as err:     # located here: a worker's traceback does not cross to the parent
            located = in_the_rules(err)
            if located is None:
                raise
            raise RulesFailed(f"{located} (game {index}, seed {seed})") from None
        if log is not None:
            log.finish(state)
            log.write(Path(log_dir) / f"game-{index:06d}.jsonl")
        tally.add(*outcome)
    return tally


def _play_chunk_on_worker(home: tuple[str, dict], job):
    """Run on a cluster's worker (runtime/cluster.py): make the rules from their texts (once per worker
    process) and play one chunk."""
    global _RULES
    name, modules = home
    rules = ensure_package(name, modules).GAME
    if _RULES is not rules:
        _RULES = rules
    return _play_chunk(job)


def run(rules, games: int, players: int, seed: int, agents: str | None = None, workers: int = 1,
        options: dict | None = None, log_dir: str | None = None, done=None, scheduler: Scheduler | None = None,
        chunk: int = CHUNK) -> Tally:
    """`done(games_finished)` is told after every chunk (a progress bar); `scheduler` plays on a Dask cluster.

    `chunk` games go to a worker at a time (the results do not depend on it: `cairn bench` plays one
    chunk a worker to tell what the chunks cost from what playing on two cores at once costs)."""
    global _RULES
    _RULES = rules
    jobs = [(players, seed, start, min(start + chunk, games), agents, options, log_dir)
            for start in range(0, games, chunk)]
    total = Tally(rules.seat_count(players, options))
    if scheduler:
        from .cluster import run_on_cluster
        try:
            return run_on_cluster(rules, jobs, scheduler, _play_chunk_on_worker, total, done)
        except KeyboardInterrupt:
            raise Interrupted(total.games, games, total) from None
    if workers <= 1:
        try:
            for job in jobs:
                _play_chunk(job, total)
                if done is not None:
                    done(total.games)
        except KeyboardInterrupt:
            raise Interrupted(total.games, games, total) from None
        return total
    return _run_in_workers(jobs, workers, total, games, done)


def _run_in_workers(jobs, workers: int, total: Tally, games: int, done=None) -> Tally:
    """The chunks in a pool of forked workers (runtime/forked.py: Ctrl-C stops them all)."""
    from .forked import forked_each
    def take(tally):
        total.merge(tally)
        if done is not None:
            done(total.games)
    try:
        forked_each(_play_chunk, jobs, workers, take)
    except KeyboardInterrupt:
        raise Interrupted(total.games, games, total) from None
    return total


def summary(rules, tally: Tally, players: int, seed: int, agents: str | None, options: dict) -> dict:
    names = [a.name for a in make_agents(agents, players, 0, rules, options)]
    n = max(tally.games, 1)
    return {
        "game": rules.id, "games": tally.games, "players": players, "seed": seed,
        "agents": names, "options": options,
        "mean_rounds": round(tally.rounds / n, 3),
        "shared_wins": tally.shared, "no_winner": tally.no_winner,
        "ended_by": {str(reason): count for reason, count in sorted(tally.ended_by.items(), key=str)},
        "seats": [{"seat": s, "agent": names[s], "mean_score": round(tally.score_sum[s] / n, 3),
                   "min_score": tally.score_min[s], "max_score": tally.score_max[s],
                   "wins": tally.wins[s], "win_rate": round(tally.wins[s] / n, 4)} for s in range(len(names))],
    }


def simulate_command(rules, games, players, seed, agents, workers, as_json, options, log_dir=None,
                     scheduler: Scheduler | None = None) -> int:
    from .progress import progress
    for name, count in (("-n", games), ("--workers", workers)):
        if type(count) is not int or count < 1:     # no games makes no summary; no workers play none
            raise RuleError(f"{name} {count}: it must be a whole number of at least 1")
    players = players or (2 if rules.min_players <= 2 <= rules.max_players else rules.min_players)
    options = rules.check_options(options or {})
    if log_dir:
        output_folder(log_dir, "the log folder")     # before any game: /proc/x or a file is one line, exit 1
    if scheduler:
        from .cluster import worker_count
        workers = worker_count(scheduler)      # what the speed line counts: the cluster's workers
    started = time.perf_counter()
    try:
        with progress(f"{rules.name}", games, "games", as_json) as bar:
            tally = run(rules, games, players, seed, agents, workers, options, log_dir, done=bar.update,
                        scheduler=scheduler)
    except Interrupted as stopped:
        # the games finished before Ctrl-C still say something: their table, then the one-line message
        if stopped.tally is not None and stopped.tally.games and not as_json:
            print_table(rules, stopped.tally, summary(rules, stopped.tally, players, seed, agents, options), seed)
        raise
    elapsed = time.perf_counter() - started
    result = summary(rules, tally, players, seed, agents, options)
    random_only = all(type(a) in _DRAWN for a in make_agents(agents, players, 0, rules, options)) and not log_dir
    path = f", {playout_path(rules)} playout" if random_only else ""
    rate = tally.games / elapsed
    rate_text = f"{rate:,.0f}" if rate >= 10 else f"{rate:.2g}"      # a slow bot's 0.32 games/s is not "0"
    speed = f"{tally.games} games in {elapsed:.2f} s: {rate_text} games/s ({workers} worker(s){path})"
    if as_json:
        print(json.dumps(result, indent=2, sort_keys=True))
        sys.stderr.write(speed + "\n")
        return 0
    print_table(rules, tally, result, seed)
    print(speed)
    return 0


def print_table(rules, tally: Tally, result: dict, seed: int) -> None:
    print(f"{rules.name}: {tally.games} games, {result['players']} players, seed {seed}")
    print(f"{'seat':>4}  {'agent':<8} {'mean':>8} {'min':>6} {'max':>6} {'win rate':>9}")
    for s in result["seats"]:
        print(f"{s['seat']:>4}  {s['agent']:<8} {s['mean_score']:>8.2f} {s['min_score']:>6} {s['max_score']:>6} "
              f"{s['win_rate']:>9.1%}")
    print(f"mean rounds {result['mean_rounds']}; shared wins {tally.shared}; games without a winner {tally.no_winner}")
    print("ended by: " + ", ".join(f"{reason} {count}" for reason, count in result["ended_by"].items()))
