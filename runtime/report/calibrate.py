"""The agents a balance report plays with when none are named: the best the time allows.

A report of random players says little (Trek's random players never finish a trek), so `cairn report`
plays the strongest agent whose games fit a time budget: ISMCTS, else greedy, else random, with a
warning. What chooses is measured, not guessed, on the report's own first game: greedy plays it through
(every seat), timed, and ISMCTS is timed on a few of that game's decisions spread from its start to its
end (each decided on the seat's own view of the game, `SeatView`, as in play, the move not applied).
A game of ISMCTS then costs what greedy's game cost outside its decisions, plus ISMCTS's time for each
decision that had a choice. The choice and the figures that made it go into the report.

The budget is time for the report's games on its workers, each worker a core of its own; it is measured
in CPU time (`time.process_time`), so the choice is the same on a busy machine as on a quiet one (a report
with the same arguments plays the same agents) while the wall time of a busy machine is longer.
"""
from __future__ import annotations

import time

from ..agents import SeatView, make_agents
from ..simulate import game_seed
from ..state import GameState
from .collect import CHUNK

BUDGET_SECONDS = 6 * 60     # the games of a report with default agents: six minutes on its workers
LADDER = ("ismcts", "greedy")   # strongest first; random is the fallback
PROBE_SHARES = 2            # the probe game is cut at twice the time a game may take
SEARCH_SAMPLES = 8          # decisions of the probe game ISMCTS is timed on, spread over the game
SEARCH_PROBE_SECONDS = 2.0  # the most ISMCTS is timed for, whatever the samples left


def _decisions_of(rules, players: int, seed: int, options: dict, names: str, most_seconds: float):
    """Play one game with `names` for every seat, timed: (seconds, seconds choosing, decisions with a choice,
    every decision's (view, moves) where there was a choice, finished?). Cut when it takes `most_seconds`."""
    state = GameState(rules, players, seed, options)
    agents = make_agents(names, players, seed, rules, options)
    choices = []
    thinking = 0.0
    start = time.process_time()
    while not state.is_over():
        if time.process_time() - start > most_seconds:
            return time.process_time() - start, thinking, choices, False
        moves = state.legal_actions()
        seat = moves[0].seat
        view = SeatView(state, seat)
        if len(moves) > 1:
            choices.append((view, moves, seat))
        began = time.process_time()
        move = agents[seat].choose(view, moves)
        thinking += time.process_time() - began
        state.apply(move, check=False)
    return time.process_time() - start, thinking, choices, True


def _spread(count: int, samples: int) -> list:
    """Up to `samples` indices of `count`, evenly spread, in an order that covers the whole game early:
    the ends and the middle first, so a probe cut short still saw every stage of the game."""
    if count <= samples:
        picked = list(range(count))
    else:
        picked = [round(i * (count - 1) / (samples - 1)) for i in range(samples)]
    order, seen, step = [], set(), len(picked)
    while step >= 1:
        for i in range(0, len(picked), step):
            if i not in seen:
                seen.add(i)
                order.append(picked[i])
        step //= 2
    return order


def _search_seconds(rules, players: int, seed: int, options: dict, choices: list, name: str) -> tuple:
    """ISMCTS's mean seconds a decision with a choice, timed on the probe game's decisions: (mean, decisions)."""
    agents = make_agents(name, players, seed, rules, options)
    spent, timed = 0.0, 0
    for index in _spread(len(choices), SEARCH_SAMPLES):
        view, moves, seat = choices[index]
        began = time.process_time()
        agents[seat].choose(view, moves)
        spent += time.process_time() - began
        timed += 1
        if spent > SEARCH_PROBE_SECONDS:
            break
    return (spent / timed if timed else 0.0), timed


def choose_agents(rules, games: int, players: int, seed: int, options: dict, workers: int = 1,
                  budget: float = BUDGET_SECONDS) -> dict:
    """The agent for every seat of a report of `games` games, and why: the strongest whose games fit `budget`
    seconds on `workers` processes. Plain data: {"agent", "budget_s", "workers", "measured": [...],
    "warning": None or why the report plays random agents}."""
    # the games go to the workers in chunks: a few games keep only some of them busy
    workers = max(1, min(workers, -(-games // CHUNK)))
    allowance = budget * workers / max(1, games)        # the seconds one game may take
    seed0 = game_seed(seed, 0)
    measured = []
    # the probe game may run past its share, so a game just over it is measured (and said) rather than cut
    elapsed, thinking, choices, finished = _decisions_of(rules, players, seed0, options, "greedy",
                                                         min(PROBE_SHARES * allowance, budget))
    decisions = len(choices)
    greedy = {"agent": "greedy", "decisions": decisions, "finished": finished,
              "ms_per_decision": 1000 * thinking / decisions if decisions else 0.0,
              "game_s": elapsed if finished else None}
    # ISMCTS thinks longer than greedy on every decision: worth timing only where greedy's games fit
    if finished and elapsed * games / workers <= budget:
        search, timed = _search_seconds(rules, players, seed0, options, choices, LADDER[0])
        outside = elapsed - thinking            # playing the game itself: the same whoever decides
        measured.append({"agent": "ismcts", "decisions": decisions, "timed": timed,
                         "ms_per_decision": 1000 * search, "game_s": outside + search * decisions})
    measured.append(greedy)
    for row in measured:
        if row["game_s"] is not None:
            row["total_s"] = row["game_s"] * games / workers
            row["fits"] = row["total_s"] <= budget
        else:
            row["total_s"], row["fits"] = None, False
    chosen = next((row["agent"] for name in LADDER for row in measured if row["agent"] == name and row["fits"]),
                  "random")
    warning = None
    if chosen == "random":
        warning = (f"greedy agents do not fit the time budget ({clock(budget)} for {games:,} games on "
                   f"{workers} worker{'s' if workers != 1 else ''}), so these games are played by random agents, "
                   "which say little about balance; fewer games (-n), more --workers, or --agents greedy "
                   "would play competently")
    return {"agent": chosen, "budget_s": budget, "workers": workers, "games": games, "measured": measured,
            "warning": warning}


def cpu_seconds() -> float:
    """CPU time of this process and of its worker processes that have ended (forked workers are joined)."""
    import resource
    own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


PROBE_SECONDS = 20.0        # the most one game is timed for, to forecast a command's time


def game_seconds(rules, players: int, seed: int, options: dict, agents: str | None,
                 choice: dict | None = None) -> tuple:
    """CPU seconds of one game with these agents, and of those the agents' choosing: the measurement that chose
    them, else the first game played and timed now ((None, None) if it does not end in `PROBE_SECONDS`)."""
    for row in (choice or {}).get("measured", []):
        if row["agent"] == agents and row.get("game_s"):
            return row["game_s"], row["ms_per_decision"] * row["decisions"] / 1000
    elapsed, thinking, _choices, finished = _decisions_of(rules, players, game_seed(seed, 0), options,
                                                          agents or "random", PROBE_SECONDS)
    return (elapsed, thinking) if finished else (None, None)


def traced_games(rules, players: int, seed: int, options: dict, agents: str | None, games: int = 3,
                 most_seconds: float = 6.0) -> tuple:
    """CPU seconds of a game as a report plays it (its rules traced, collect.py), the mean of the report's first
    `games` (fewer once `most_seconds` are spent: at least one is played whole), those games' records, and
    the first game's seconds."""
    import sys

    from .collect import Coverage, card_ids, number_fields, play_recorded
    cards, fields = set(card_ids(rules)), number_fields(rules)
    records, spent = [], []
    tracer = sys.gettrace()
    try:
        for index in range(games):
            began = time.process_time()
            with Coverage(rules):
                records.append(play_recorded(rules, players, index, seed, agents, options, cards, fields))
            spent.append(time.process_time() - began)
            if sum(spent) > most_seconds:
                break
    finally:
        sys.settrace(tracer)
    return sum(spent) / len(spent), records, spent[0]


def recorded_seconds(rules, players: int, seed: int, options: dict, agents: str | None, games: int = 3) -> float:
    """CPU seconds of a game recorded as the experiments' base games are (collect.py, untraced): the mean of the
    first `games`."""
    from .collect import card_ids, number_fields, play_recorded
    cards, fields = set(card_ids(rules)), number_fields(rules)
    began = time.process_time()
    for index in range(games):
        play_recorded(rules, players, index, seed, agents, options, cards, fields)
    return (time.process_time() - began) / games


def untraced_seconds(rules, players: int, seed: int, options: dict, agents: str | None, tries: int = 2) -> float:
    """CPU seconds of the report's first game as an experiment plays it (`play_game`: the agents' path, untraced):
    the fastest of `tries` plays of it. The forecast multiplies this one figure by every experiment's games, and
    the first play in a process may also pay for loading the agents' modules and warming their memos, or be
    slowed by a busy machine (a forecast of 7 s for experiments that took 1.2 s)."""
    from ..simulate import play_game
    fastest = None
    for _ in range(tries):
        began = time.process_time()
        play_game(rules, players, game_seed(seed, 0), agents, options)
        seconds = time.process_time() - began
        fastest = seconds if fastest is None else min(fastest, seconds)
    return fastest


def playout_seconds(rules, players: int, seed: int, options: dict, agents: str | None, games: int = 3) -> float:
    """CPU seconds of one game as `cairn simulate` plays it (the compiled playout, where the agents draw their
    moves alone): the mean of the first `games`."""
    from ..simulate import play_game
    began = time.process_time()
    for index in range(games):
        play_game(rules, players, game_seed(seed, index), agents, options)
    return (time.process_time() - began) / games


def forecast(parts: list, workers: int) -> str:
    """'≈ 6 min on 2 workers (the 500 games ≈ 1 min, the experiments ≈ 5 min at most)': `parts` are
    (what, CPU seconds, at most?) — CPU time shared by the workers, so a busy machine takes longer."""
    known = [(what, seconds, most) for what, seconds, most in parts if seconds is not None]
    if not known:
        return "time unknown: a game did not finish in the time it was measured for"
    total = sum(seconds for _what, seconds, _most in known) / max(workers, 1)
    each = ", ".join(f"{what} ≈ {clock(seconds / max(workers, 1))}{' at most' if most else ''}"
                     for what, seconds, most in known)
    on = f"{workers} worker{'s' if workers != 1 else ''}"
    return f"≈ {clock(total)} on {on} ({each}), from a game measured in CPU time: longer on a busy machine"


def clock(seconds: float) -> str:
    """'6 min', '45 s', '1 h 20 min': a duration as a person says it."""
    if seconds < 90:
        return f"{seconds:.0f} s" if seconds >= 10 else f"{seconds:.1f} s"
    minutes = seconds / 60
    if minutes < 90:
        return f"{minutes:.0f} min"
    return f"{int(minutes // 60)} h {int(minutes % 60)} min"


def describe(choice: dict) -> list:
    """The measurement in sentences, one per agent measured: 'greedy: 4.1 ms a decision, 157 decisions a
    game; 500 games fit in 2 min on 1 worker'."""
    out = []
    on = f"on {choice['workers']} worker{'s' if choice['workers'] != 1 else ''}"
    for row in choice["measured"]:
        head = f"{row['agent']}: {row['ms_per_decision']:,.1f} ms a decision"
        if row["game_s"] is None:
            most = PROBE_SHARES * choice["budget_s"] * choice["workers"] / max(1, choice["games"])
            out.append(f"{head}; a game did not finish in {clock(most)}, twice the time a game may take")
            continue
        timed = f" (timed on {row['timed']} of them)" if "timed" in row else ""
        verb = "fit" if row["fits"] else "do not fit"
        out.append(f"{head}, {row['decisions']:,} decisions a game{timed}; {choice['games']:,} games "
                   f"{verb} in {clock(choice['budget_s'])}: about {clock(row['total_s'])} {on}")
    return out
