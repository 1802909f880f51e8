"""Strength by intervention: the paired statistics of a game played on the same seeds with and without a change.

A card's *holder* in a game is read from what the report records of the base game (collect.py): the seats
whose piles hold the card at the end, or else the seats whose moves named it (took it, played it, kept it).
What the card is worth to its holder is the holder's result in the base game minus that same seat's
result in the variant (the card replaced, or removed), game by game on the same seed: a mean of paired
differences, with a 95 % interval and two-sided p-value (Student's t, and a binomial bound where a row's
few games were all alike: `estimate`). A game with no holder says nothing about the card and is left out of its row.

An action has no holder of its own (every seat may take it), so one seat forgoes it: in game i the seat
i mod players is not offered it while it has another move (`play_forgoing`), and the action is worth to
that seat its result in the base game minus in that game, over the games where it took the action.

Many rows are tested at once, so verdicts come from Benjamini-Hochberg q-values over every row of a
report: a row is "too strong" or "too weak" only where its q-value is at most 5 %.
"""
from __future__ import annotations

import math

from . import stats

FDR = 0.05


def holders(records: list, cards) -> list:
    """Per game: the seats that held `cards` (an id, or the ids of the copies of one design) at the end, or
    else those whose moves named one (may be empty)."""
    cards = (cards,) if isinstance(cards, str) else tuple(cards)
    found = []
    for record in records:
        seats = tuple(s for s, held in enumerate(record.held) if any(c in held for c in cards))
        if not seats:
            seats = tuple(s for s, moved in enumerate(record.moved) if any(c in moved for c in cards))
        found.append(seats)
    return found


def won(winners, seat: int) -> int:
    return 1 if seat in winners else 0


def holder_differences(base: list, variant: list, holding: list) -> tuple[list, list]:
    """Per game with a holder: (holder's win in base minus in variant, the same for score), each averaged over
    the game's holders. `base` and `variant` are per game (scores, winners); `holding` per game the seats."""
    wins, scores = [], []
    for (b_scores, b_winners), (v_scores, v_winners), seats in zip(base, variant, holding):
        if not seats:
            continue
        wins.append(sum(won(b_winners, s) - won(v_winners, s) for s in seats) / len(seats))
        scores.append(sum(b_scores[s] - v_scores[s] for s in seats) / len(seats))
    return wins, scores


def forgoing_seat(rules, players: int, options: dict, game: int) -> int:
    """The seat that forgoes an action in game `game` of an action's experiment: the players' seats in turn (an
    automaton's seat never: it plays by its own rules), so every seat forgoes it in as many games."""
    automata = rules.automaton_seats(players, options)
    seats = [s for s in range(players + len(automata)) if s not in automata]
    return seats[game % len(seats)]


def forgoers(records: list, rules, players: int, options: dict, action: str) -> list:
    """Per game of an action's experiment: the seat that forgoes it, where that seat took it in the base game
    (a seat that never took it there has nothing to forgo: the game says nothing about the action)."""
    found = []
    for game, record in enumerate(records):
        seat = forgoing_seat(rules, players, options, game)
        found.append((seat,) if record.actions[seat].get(action) else ())
    return found


def play_forgoing(rules, players: int, seed: int, agent_names: str | None, options: dict, action: str,
                  seat: int):
    """One game in which `seat` never takes `action` while it has another move (its agent is not offered it;
    where it is the only move, the seat takes it); every other seat, and `seat` otherwise, plays as usual."""
    from ..agents import SeatView, make_agents
    from ..simulate import _DRAWN
    from ..state import GameState
    agents = make_agents(agent_names, players, seed, rules, options)
    state = GameState(rules, players, seed, options)
    while not state.is_over():
        moves = state.legal_actions()
        mover = moves[0].seat
        if mover == seat:
            moves = [m for m in moves if m.name != action] or moves
        agent = agents[mover]
        # as in play_game: an agent that draws its move alone is given no view (one costs a copy of the game)
        state.apply(agent.choose(None if type(agent) in _DRAWN else SeatView(state, mover), moves), check=False)
    return state


def play_games(rules, games, players: int, seed: int, agents: str | None, options: dict,
               action: str | None = None) -> list:
    """Some games of an experiment, by their index (the seed of the base game of that index): [(index, (scores,
    winners))]. With `action`, the seat whose turn it is by the game's index forgoes it (`play_forgoing`)."""
    from ..simulate import game_seed, play_game
    outcomes = []
    for game in games:
        if action is not None:
            state = play_forgoing(rules, players, game_seed(seed, game), agents, options, action,
                                  forgoing_seat(rules, players, options, game))
        else:
            state = play_game(rules, players, game_seed(seed, game), agents, options)
        outcomes.append((game, (state.scores(), state.winners())))
    return outcomes


def play_on_worker(home: tuple[str, dict], job: tuple) -> tuple:
    """On a cluster's worker (runtime/cluster.py): an experiment's games, its rules made from their texts (the
    base game's or a variant's, once per worker process) -> (index, outcomes, None, error or None)."""
    from ..errors import in_the_rules
    from ..package_import import ensure_package
    index, games, players, seed, agents, options, action = job
    try:
        return index, play_games(ensure_package(*home).GAME, games, players, seed, agents, options,
                                 action), None, None
    except Exception as err:    # noqa: BLE001 - a variant that breaks its own rules: a note, as on this machine
        return index, None, None, f"{in_the_rules(err) or type(err).__name__}: {err}"


def seat_differences(outcomes: list, seat: int) -> tuple[list, list]:
    """Per game: the seat's win minus the mean win of all seats, and the same for score (its edge over a seat
    on average: zero in every game of a fair game, in expectation)."""
    wins, scores = [], []
    for scores_of, winners in outcomes:
        seats = len(scores_of)
        wins.append(won(winners, seat) - sum(won(winners, s) for s in range(seats)) / seats)
        scores.append(scores_of[seat] - sum(scores_of) / seats)
    return wins, scores


def option_differences(base: list, variant: list, seat: int) -> tuple[list, list]:
    """Per game: the seat's win with the option set minus without, and the same for score."""
    wins = [won(v[1], seat) - won(b[1], seat) for b, v in zip(base, variant)]
    scores = [v[0][seat] - b[0][seat] for b, v in zip(base, variant)]
    return wins, scores


MIN_SCORE_GAMES = 5     # a score change of fewer holder games is told without an interval
WIN_BOUND = 1.0         # one game's change of a win: at most a whole win, either way


def estimate(values: list, shift: float = 0.0, shift_se: float = 0.0, spread: float | None = None,
             bound: float | None = None) -> dict:
    """The mean of paired differences less `shift` (a deck's average, known to within `shift_se`), with its 95 %
    interval and two-sided p-value (Student's t: a row may have a handful of games). `spread` is the standard
    deviation of one difference where it is known better than from these values alone (pooled over a deck
    whose cards are alike under the null hypothesis: a rare change, seen in none of a row's few games, is not
    "no spread").

    `bound` is how far one difference can reach either way (`WIN_BOUND` for a win). With it the interval stays
    within reach, and values that were all alike get the binomial bound on the share of games that could have
    gone otherwise (`stats.no_spread_bound`: three games that all changed nothing say [−71 % to +71 %], not
    [0 to 0]). Without it (a score) an interval of fewer than `MIN_SCORE_GAMES` games, or of values all alike,
    is not given: "low" and "high" are None and "why" says why."""
    n = len(values)
    if not values:
        return {"mean": 0.0, "low": None, "high": None, "p": 1.0, "n": 0, "why": "no games"}
    raw, sd = stats.mean_sd(values)
    mean = raw - shift
    alike = spread is None and sd == 0
    if spread is not None:
        sd = spread
    se = math.sqrt(sd * sd / n + shift_se * shift_se)
    alike = alike or se == 0
    if alike:
        # every game the same difference (a card's points, where play does not change): the sign test's
        # p-value of n games that all went one way
        p = 1.0 if abs(mean) < 1e-12 else min(1.0, 2 * 0.5 ** n)
    else:
        p = stats.t_p(mean / se, max(n - 1, 1))
    found = {"mean": mean, "low": None, "high": None, "p": p, "n": n, "why": None}
    if bound is not None:
        if alike:
            share, margin = stats.no_spread_bound(n), stats.Z95 * shift_se
            low, high = mean - share * (raw + bound) - margin, mean + share * (bound - raw) + margin
        else:
            half = stats.t95(max(n - 1, 1)) * se
            low, high = mean - half, mean + half
        # the mean of values within ±bound, less the shift, cannot leave [−bound − shift, bound − shift]
        found["low"], found["high"] = max(low, -bound - shift), min(high, bound - shift)
    elif n < MIN_SCORE_GAMES:
        found["why"] = f"{n} game{'s' if n != 1 else ''}: too few for an interval"
    elif alike and shift_se == 0:
        found["why"] = f"the same in all {n} games"
    else:
        half = stats.t95(n - 1) * se
        found["low"], found["high"] = mean - half, mean + half
    return found


def group_mean(means: list) -> tuple[float, float]:
    """The average of a deck's rows and its standard error (from the spread of the rows)."""
    mean, sd = stats.mean_sd(means)
    return mean, sd / math.sqrt(len(means)) if means else 0.0


def benjamini_hochberg(p_values: list) -> list:
    """The Benjamini-Hochberg q-value of each p-value (the smallest false-discovery rate at which it is a
    discovery), in the order given."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    q = [1.0] * m
    running = 1.0
    for rank in range(m, 0, -1):
        i = order[rank - 1]
        running = min(running, p_values[i] * m / rank)
        q[i] = min(1.0, running)
    return q


VERDICTS = {"action": ("worth taking", "better never taken"),
            "nudge": ("raises the holder's win rate", "lowers the holder's win rate")}


def verdict(q: float, change: float, kind: str = "card") -> str:
    """A row's verdict in words: a card, option or seat is too strong or too weak; an action (what a seat gains by
    being able to take it) is worth taking, or better never taken; a nudge of a card's number (+1 or −1) raises
    or lowers its holder's win rate."""
    if q > FDR or change == 0:
        return "no evidence"
    up, down = VERDICTS.get(kind, ("too strong", "too weak"))
    return up if change > 0 else down
