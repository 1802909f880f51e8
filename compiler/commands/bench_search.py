"""What searching costs against random play: the two overheads `cairn bench` reports per game.

- **search overhead**: the CPU of one move of an ISMCTS playout (the random moves played past the tree,
  runtime/mcts.py `IsmctsAgent.play_out`) over the CPU of one move of a random game played by the
  compiled playout (runtime/fastplay.py, as `cairn simulate` plays random agents);
- **greedy overhead**: the CPU of one greedy decision (its seat's view and `GreedyAgent.choose`) over
  the moves it weighs times one random-playout move.

A random-playout move is a game's CPU over its moves, counted as the draws its agents made (decisions and
choices inside effects; a move `auto: single` takes draws nothing). The three are measured in this process,
in CPU time (of this thread: below), interleaved round by round, so a busy machine slows all alike; each
figure is the median of its rounds' ratios. The searches decide at positions of random games of the game
(every decision of more than one move, spread evenly). Every round plays new games from a root seed of its
own, the same for the three (`seeds`): its random games, the games its positions are taken from, and the
searches' own seeds; replayed, the rounds after the first would find what a runtime remembers across games
(runtime/tableau.py keeps 4,096 tableaux) already worked out.

`python -m compiler.commands.bench_search GAME [--profile]` prints one game's figures, and with --profile where the
search's and greedy's time goes (cProfile, own time).
"""
from __future__ import annotations

import statistics
import sys
import time

SEARCH_PLAYOUTS = 100   # the default budget (runtime/mcts.py DEFAULT_PLAYOUTS): its trees, its worlds' reuse
SEED = 1
# CPU time of this thread: the process's own (`time.process_time`) where the bench runs on one thread, but read
# in a fraction of a microsecond; process_time costs ~35 us a call on some virtual machines, as much as several
# playout moves, and a playout past the tree is timed on its own.
_cpu = time.thread_time


class _Counted:
    """An agent's rng that counts its draws: the moves of a random game."""
    __slots__ = ("rng", "draws")

    def __init__(self, rng):
        self.rng, self.draws = rng, 0

    def random(self) -> float:
        self.draws += 1
        return self.rng.random()


def _random_game(rules, players: int, seed: int, counted: list | None = None):
    """One random game as `cairn simulate` plays it (runtime/simulate.py `play_game`); with `counted`, the
    agents' rngs wrapped to count their draws (appended to it)."""
    from runtime.agents import make_agents
    from runtime.fastplay import fast_playout, play_compiled
    from runtime.playout import random_playout
    from runtime.simulate import play_game
    from runtime.state import GameState
    if counted is None:
        return play_game(rules, players, seed, None)
    rngs = [_Counted(agent.rng) for agent in make_agents(None, players, seed, rules)]
    compiled = fast_playout(rules)
    if compiled is not None:
        play_compiled(compiled, GameState(rules, players, seed, start=False), [r.random for r in rngs])
    else:
        random_playout(GameState(rules, players, seed), rngs)
    counted.append(sum(r.draws for r in rngs))


def positions(rules, players: int, wanted: int, seed: int = SEED) -> list:
    """`wanted` decisions of random games of more than one legal move, spread evenly over the games:
    (state, seat, moves) each, the state a copy taken at the decision."""
    from runtime.agents import RandomAgent
    from runtime.state import GameState
    found, game = [], 0
    while len(found) < 4 * wanted and game < 20:
        state = GameState(rules, players, seed + game)
        agent = RandomAgent(f"{seed}:{game}:positions")
        while not state.is_over():
            moves = state.legal_actions()
            if len(moves) > 1:
                found.append((state.clone(), moves[0].seat, moves))
            state.apply(agent.choose(None, moves), check=False)
        game += 1
    step = max(1, len(found) // wanted)
    return found[::step][:wanted]


def _timed_ismcts():
    from runtime.mcts import IsmctsAgent

    class TimedIsmcts(IsmctsAgent):
        """IsmctsAgent, with the CPU and the moves of its playouts past the tree added up."""

        def __init__(self, seed, budget):
            super().__init__(seed, budget)
            self.playout_cpu, self.playout_moves = 0.0, 0

        def play_out(self, world, first=None):
            rng = self.rng = _Counted(self.rng)    # every draw of a playout is one of its moves
            started = _cpu()
            played = super().play_out(world, first)
            self.playout_cpu += _cpu() - started
            self.playout_moves += rng.draws
            self.rng = rng.rng
            return played

    return TimedIsmcts


def _search(at: list, playouts: int, root: int = SEED) -> dict:
    from runtime.agents import SeatView
    timed = _timed_ismcts()
    cpu = moves = decisions_cpu = iterations = 0
    for i, (state, seat, legal) in enumerate(at):
        agent = timed(f"{root}:bench:{i}", str(playouts))
        started = _cpu()
        agent.choose(SeatView(state, seat), legal)
        decisions_cpu += _cpu() - started
        cpu += agent.playout_cpu
        moves += agent.playout_moves
        iterations += playouts
    return {"playout_cpu": cpu, "playout_moves": moves, "decisions_cpu": decisions_cpu, "iterations": iterations}


def _counted_greedy():
    from runtime.agents import GreedyAgent

    class CountedGreedy(GreedyAgent):
        """GreedyAgent, counting the worlds it judges: a move weighed, or one more outcome of a move weighed
        over chance (lookahead.py CHANCE_SAMPLES)."""
        looks = 0

        def worth(self, world, seat: int):
            return _CountedWorth(self, super().worth(world, seat))

    return CountedGreedy


class _CountedWorth:
    """A greedy worth that counts the worlds it judges in `agent.looks`, read where greedy reads it: on the
    readable state, or on the lowered one (lookahead.py `GreedyWorth.lowered`), so the bench times the path
    greedy takes."""
    __slots__ = ("agent", "judge")

    def __init__(self, agent, judge):
        self.agent, self.judge = agent, judge

    def __call__(self, after):
        self.agent.looks += 1
        return self.judge(after)

    def lowered(self, after):
        value = self.judge.lowered(after)
        if value is not None:
            self.agent.looks += 1
        return value

    def weighing(self, lowered) -> None:
        """Greedy's worth told the moves are weighed on `lowered` (lookahead.py `GreedyWorth.weighing`), as unwrapped."""
        self.judge.weighing(lowered)


def _greedy(at: list, root: int = SEED) -> dict:
    from runtime.agents import SeatView
    from runtime.lookahead import MOST_WEIGHED
    counted = _counted_greedy()
    cpu = weighed = looks = 0
    for i, (state, seat, legal) in enumerate(at):
        agent = counted(f"{root}:bench:{i}")
        started = _cpu()
        agent.choose(SeatView(state, seat), legal)
        cpu += _cpu() - started
        weighed += min(len(legal), MOST_WEIGHED)
        looks += agent.looks
    return {"cpu": cpu, "weighed": weighed, "looks": looks, "decisions": len(at)}


# Seeds of the games the positions of a round are taken from: `positions` plays seed + 0, 1, … (under 20 games)
POSITION_SEEDS = 100


def game_overheads(rules, rounds: int, random_games: int, search_at: int, greedy_at: int,
                   players: int | None = None, seeds: list[int] | None = None) -> dict:
    """Both overheads of one game, at its default number of players (see the module's docstring); `seeds`,
    the root seed of each round (SEED, SEED + 1, … by default)."""
    from runtime.play import player_count
    from runtime.simulate import game_seed
    players = player_count(rules, players)
    seeds = seeds or [SEED + r for r in range(rounds)]
    move_cpu, search, greedy, random_moves = [], [], [], []
    for root in seeds:
        games = [game_seed(root, i) for i in range(random_games)]
        started = _cpu()
        for seed in games:
            _random_game(rules, players, seed)
        cpu = _cpu() - started
        counted: list = []      # the moves, counted once timed: a counted replay first would time remembered games
        for seed in games:
            _random_game(rules, players, seed, counted)
        random_moves.append(sum(counted))
        move_cpu.append(cpu / random_moves[-1])
        at = positions(rules, players, max(search_at, greedy_at), root * POSITION_SEEDS)
        searched, weighed_at = at[:search_at], at[:: max(1, len(at) // greedy_at)][:greedy_at]
        search.append(_search(searched, SEARCH_PLAYOUTS, root))
        greedy.append(_greedy(weighed_at, root))
    search_ratios = [s["playout_cpu"] / s["playout_moves"] / m for s, m in zip(search, move_cpu) if s["playout_moves"]]
    greedy_ratios = [g["cpu"] / (g["weighed"] * m) for g, m in zip(greedy, move_cpu) if g["weighed"]]
    iteration_ratios = [s["decisions_cpu"] / s["playout_moves"] / m for s, m in zip(search, move_cpu)
                        if s["playout_moves"]]
    last_search, last_greedy = search[-1], greedy[-1]
    return {
        "game": rules.id, "players": players, "rounds": len(seeds), "seeds": seeds,
        "random_games": random_games, "random_moves": random_moves[-1],
        "random_move_us": round(statistics.median(move_cpu) * 1e6, 2),
        "search_decisions": len(searched), "search_playouts": SEARCH_PLAYOUTS,
        "search_playout_moves": last_search["playout_moves"],
        "search_playout_move_us": round(statistics.median(s["playout_cpu"] / max(s["playout_moves"], 1)
                                                          for s in search) * 1e6, 2),
        "search_decision_ms": round(statistics.median(s["decisions_cpu"] for s in search) / len(searched) * 1e3, 2),
        "search_overhead": _median(search_ratios),
        # the whole search (worlds, tree, copies, worth) per move played past the tree: context, not the target
        "search_overhead_whole": _median(iteration_ratios),
        "greedy_decisions": last_greedy["decisions"], "greedy_weighed": last_greedy["weighed"],
        "greedy_decision_ms": round(statistics.median(g["cpu"] for g in greedy) / last_greedy["decisions"] * 1e3, 2),
        "greedy_overhead": _median(greedy_ratios),
        # the worlds judged (a move weighed over chance is judged CHANCE_SAMPLES times): context, not the target
        "greedy_looks": last_greedy["looks"],
        "greedy_overhead_per_look": _median([g["cpu"] / (g["looks"] * m) for g, m in zip(greedy, move_cpu) if g["looks"]]),
    }


def _median(values: list):
    return round(statistics.median(values), 2) if values else None


def search_overheads(rules_by_game: dict, quick: bool = False, fresh_seed=None) -> list:
    """`game_overheads` of every game: the `search` section of `cairn bench --json`; `fresh_seed()`, a root
    seed for each round no other run of the bench played."""
    rounds, random_games, search_at, greedy_at = (3, 10, 2, 6) if quick else (5, 40, 4, 16)
    return [game_overheads(rules, rounds, random_games, search_at, greedy_at,
                           seeds=[fresh_seed() for _ in range(rounds)] if fresh_seed else None)
            for rules in rules_by_game.values()]


def overhead_figures(rows: list) -> dict:
    """The two overheads of every game measured, under the keys the targets read them from
    (`search_overhead`, `greedy_overhead`: bench_targets.py)."""
    figures = {"search_overhead": [], "greedy_overhead": []}
    for row in rows:
        for key in figures:
            figures[key].append({"game": row["game"], "players": row["players"], "overhead": row[key],
                                 "command": f"cairn bench --json (search: interleaved in one process, CPU time); "
                                            f"python -m compiler.commands.bench_search {row['game']}"})
    return figures


def print_search(rows: list) -> None:
    for row in rows:
        print(f"{row['game']:<24} {row['players']} players: random-playout move {row['random_move_us']:.1f} us; "
              f"ISMCTS playout move {row['search_playout_move_us']:.1f} us = {row['search_overhead']}x "
              f"(whole search {row['search_overhead_whole']}x, {row['search_decision_ms']:.0f} ms a decision of "
              f"{row['search_playouts']} playouts); greedy {row['greedy_decision_ms']:.1f} ms a decision = "
              f"{row['greedy_overhead']}x per move weighed ({row['greedy_overhead_per_look']}x per world judged)")


def profile(rules, top: int = 25) -> None:
    """Where the search's and greedy's time goes at a few positions of the game: cProfile, by own time."""
    import cProfile
    import pstats
    from runtime.play import player_count
    at = positions(rules, player_count(rules, None), 8)
    for name, run in (("ismcts", lambda: _search(at[:2], SEARCH_PLAYOUTS)), ("greedy", lambda: _greedy(at))):
        profiler = cProfile.Profile(_cpu)     # CPU time: a loaded machine's waits are no one's
        profiler.runcall(run)
        print(f"--- {rules.id}: {name}")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def main(argv: list) -> int:
    from ..driver.build import find_project
    from ..driver.games import load_rules
    project = find_project()
    games = [a for a in argv if not a.startswith("--")] or project.games()
    for game in games:
        rules = load_rules(project, game)
        if "--profile" in argv:
            profile(rules)
        else:
            print_search([game_overheads(rules, 3, 10, 2, 6)])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
