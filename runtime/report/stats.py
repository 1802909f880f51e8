"""The few statistics a balance report needs, in plain Python (no SciPy at run time).

Rates get Wilson score intervals (right even near 0 % and 100 %, where a normal interval is not);
a difference of two rates gets Newcombe's interval built from them and a two-sided z test; a
difference of two means gets Welch's interval and test (normal approximation: reports play hundreds
of games); equal win rates across seats is a chi-square goodness-of-fit test.
"""
from __future__ import annotations

import math

Z95 = 1.959963984540054
SIGNIFICANT = 0.05


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    # at 0 % and 100 % the interval ends exactly there (the formula leaves a rounding error)
    return (0.0 if successes == 0 else max(0.0, centre - half)), (1.0 if successes == n else min(1.0, centre + half))


def normal_p(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


def rate_difference(k1: int, n1: int, k2: int, n2: int) -> dict:
    """Rate 1 minus rate 2: the difference, Newcombe's 95 % interval, and the p-value of a pooled z test."""
    if n1 == 0 or n2 == 0:
        return {"diff": None, "low": None, "high": None, "p": None}
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson(k1, n1)
    l2, u2 = wilson(k2, n2)
    diff = p1 - p2
    low = diff - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
    high = diff + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
    pooled = (k1 + k2) / (n1 + n2)
    spread = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    p = 1.0 if spread == 0 else normal_p(diff / spread)
    return {"diff": diff, "low": low, "high": high, "p": p}


def mean_sd(values: list) -> tuple[float, float]:
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, 0.0
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))


def mean_interval(values: list) -> tuple[float, float, float]:
    """A mean and its 95 % interval."""
    mean, sd = mean_sd(values)
    half = Z95 * sd / math.sqrt(len(values)) if values else 0.0
    return mean, mean - half, mean + half


def mean_difference(a: list, b: list) -> dict:
    """Mean of `a` minus mean of `b`: Welch's 95 % interval and two-sided p-value (normal approximation)."""
    if not a or not b:
        return {"diff": None, "low": None, "high": None, "p": None}
    ma, sa = mean_sd(a)
    mb, sb = mean_sd(b)
    diff = ma - mb
    se = math.sqrt(sa * sa / len(a) + sb * sb / len(b))
    if se == 0:
        return {"diff": diff, "low": diff, "high": diff, "p": 1.0 if diff == 0 else 0.0}
    return {"diff": diff, "low": diff - Z95 * se, "high": diff + Z95 * se, "p": normal_p(diff / se)}


def paired_difference(a: list, b: list) -> dict:
    """Mean of `a` minus mean of `b`, game by game: `a[i]` and `b[i]` come from the same seed (`cairn compare`
    plays the same seeds on both versions), so the spread that matters is that of the differences. A change
    that moves every game a little (a card's points, where play does not change) is found where Welch's test,
    which takes the two samples as unrelated, sees only the spread of the scores."""
    if not a or len(a) != len(b):
        return mean_difference(a, b)
    diff, sd = mean_sd([x - y for x, y in zip(a, b)])
    se = sd / math.sqrt(len(a))
    if se == 0:
        return {"diff": diff, "low": diff, "high": diff, "p": 1.0 if diff == 0 else 0.0}
    return {"diff": diff, "low": diff - Z95 * se, "high": diff + Z95 * se, "p": normal_p(diff / se)}


def _upper_gamma_q(s: float, x: float) -> float:
    """The regularised upper incomplete gamma function Q(s, x) (series below s + 1, continued fraction above)."""
    if x <= 0:
        return 1.0
    log_front = s * math.log(x) - x - math.lgamma(s)
    if x < s + 1:
        term = total = 1.0 / s
        a = s
        for _ in range(1000):
            a += 1
            term *= x / a
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300
    b = x + 1 - s
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 1000):
        an = -i * (i - s)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return min(1.0, math.exp(log_front) * h)


def chi_square_p(statistic: float, df: int) -> float:
    return _upper_gamma_q(df / 2, statistic / 2)


def equal_rates(counts: list, n: int) -> dict:
    """Are these seats' win counts (out of `n` games each) one and the same rate? Chi-square, seats - 1 df."""
    seats = len(counts)
    total = sum(counts)
    if seats < 2 or total == 0:
        return {"statistic": 0.0, "df": max(seats - 1, 0), "p": 1.0}
    expected = total / seats
    statistic = sum((c - expected) ** 2 / expected for c in counts)
    return {"statistic": statistic, "df": seats - 1, "p": chi_square_p(statistic, seats - 1)}
