"""The few statistics a balance report needs, in plain Python (no SciPy at run time).

Rates get Wilson score intervals (right even near 0 % and 100 %, where a normal interval is not);
a difference of two rates gets Newcombe's interval built from them and a two-sided z test; a
difference of two means gets Welch's interval and test (normal approximation: reports play hundreds
of games); equal win rates across seats is a chi-square goodness-of-fit test. A mean of few values
(an experiment's row may have a handful of holder games) gets Student's t instead of the normal
(`t_p`, `t95`), and a bounded mean whose values were all alike gets a binomial bound (`no_spread_bound`).
"""
from __future__ import annotations

import functools
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


def _beta_fraction(a: float, b: float, x: float) -> float:
    """The continued fraction of the regularised incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1 / (tiny if abs(d) < tiny else d)
    h = d
    for m in range(1, 1000):
        for numerator in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                          -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1 + numerator * d
            d = 1 / (tiny if abs(d) < tiny else d)
            c = 1 + numerator / c
            c = tiny if abs(c) < tiny else c
            h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return h


def incomplete_beta(a: float, b: float, x: float) -> float:
    """The regularised incomplete beta function I_x(a, b)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _beta_fraction(a, b, x) / a
    return 1 - front * _beta_fraction(b, a, 1 - x) / b


def t_p(t: float, df: int) -> float:
    """Two-sided p-value of Student's t with `df` degrees of freedom."""
    return incomplete_beta(df / 2, 0.5, df / (df + t * t))


@functools.lru_cache(maxsize=None)
def t95(df: int) -> float:
    """The t value of a two-sided 95 % interval with `df` degrees of freedom (12.7 for 1, 2.78 for 4, 1.96
    for many), found by bisection on `t_p`."""
    low, high = 0.0, 1000.0
    for _ in range(100):
        middle = (low + high) / 2
        low, high = (middle, high) if t_p(middle, df) > 0.05 else (low, middle)
    return (low + high) / 2


def no_spread_bound(n: int) -> float:
    """The largest share of games that could differ from the rest, at 95 %, when all `n` seen were alike:
    the exact binomial (Clopper-Pearson) upper bound of 0 in n, one side at 2.5 % (n = 3: 71 %; n = 100: 3.6 %).
    A mean of values bounded to a range moves by at most that share of the range."""
    return 1 - 0.025 ** (1 / n) if n else 1.0
