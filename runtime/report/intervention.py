"""Strength by intervention: the paired statistics of a game played on the same seeds with and without a change.

A card's *holder* in a game is read from what the report records of the base game (collect.py): the seats
whose piles hold the card at the end, or else the seats whose moves named it (took it, played it, kept it).
What the card is worth to its holder is the holder's result in the base game minus that same seat's
result in the variant (the card replaced, or removed), game by game on the same seed: a mean of paired
differences, with a normal 95 % interval and two-sided p-value (reports play dozens to hundreds of games
per row). A game with no holder says nothing about the card and is left out of its row.

Many rows are tested at once, so verdicts come from Benjamini-Hochberg q-values over every row of a
report: a row is "too strong" or "too weak" only where its q-value is at most 5 %.
"""
from __future__ import annotations

import math

from . import stats

FDR = 0.05


def holders(records: list, card: str) -> list:
    """Per game: the seats that held `card` at the end, or else those whose moves named it (may be empty)."""
    found = []
    for record in records:
        seats = tuple(s for s, held in enumerate(record.held) if card in held)
        if not seats:
            seats = tuple(s for s, moved in enumerate(record.moved) if card in moved)
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


def estimate(values: list, shift: float = 0.0, shift_se: float = 0.0, spread: float | None = None) -> dict:
    """The mean of paired differences less `shift` (a deck's average, known to within `shift_se`), with its 95 %
    interval and two-sided p-value. `spread` is the standard deviation of one difference where it is known
    better than from these values alone (pooled over a deck whose cards are alike under the null hypothesis:
    a rare change, seen in none of a row's few games, is not "no spread")."""
    if not values:
        return {"mean": 0.0, "low": 0.0, "high": 0.0, "p": 1.0, "n": 0}
    mean, sd = stats.mean_sd(values)
    mean -= shift
    if spread is not None:
        sd = spread
    se = math.sqrt(sd * sd / len(values) + shift_se * shift_se)
    if se == 0:
        # every game the same difference (a card's points, where play does not change): the sign test's
        # p-value of n games that all went one way
        p = 1.0 if abs(mean) < 1e-12 else min(1.0, 2 * 0.5 ** len(values))
        return {"mean": mean, "low": mean, "high": mean, "p": p, "n": len(values)}
    return {"mean": mean, "low": mean - stats.Z95 * se, "high": mean + stats.Z95 * se,
            "p": stats.normal_p(mean / se), "n": len(values)}


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


def verdict(q: float, change: float) -> str:
    if q > FDR or change == 0:
        return "no evidence"
    return "too strong" if change > 0 else "too weak"
