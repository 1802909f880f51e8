"""The report's statistics against values computed independently (SciPy 1.17: chi2.sf, binomtest's Wilson
interval; Newcombe's hybrid score interval by hand for the printed example of Newcombe 1998, method 10)."""
from __future__ import annotations

import pytest

from runtime.report import stats


@pytest.mark.parametrize(("x", "df", "expected"), [(3.2, 1, 0.07363827012030258), (10, 3, 0.01856613546304325),
                                                  (0.5, 4, 0.9735009788392561), (40, 2, 2.0611536224385566e-09),
                                                  (7.8, 5, 0.1676079313513126)])
def test_chi_square_upper_tail(x, df, expected):
    assert stats.chi_square_p(x, df) == pytest.approx(expected, rel=1e-9)


def test_wilson_interval():
    assert stats.wilson(45, 100) == pytest.approx((0.35614537979511984, 0.5475539700255787))
    assert stats.wilson(0, 10)[0] == 0.0 and stats.wilson(10, 10)[1] == 1.0


def test_newcombe_difference_of_two_rates():
    # Newcombe (1998), table II, example (a): 56/70 - 48/80 = 0.2, interval 0.0524 to 0.3339
    found = stats.rate_difference(56, 70, 48, 80)
    assert found["diff"] == pytest.approx(0.2)
    assert (found["low"], found["high"]) == pytest.approx((0.0524, 0.3339), abs=1e-4)


def test_equal_seats_and_welch():
    assert stats.equal_rates([50, 50], 100)["p"] == 1.0
    assert stats.equal_rates([70, 30], 100)["p"] < 0.001
    same = stats.mean_difference([1, 2, 3] * 20, [1, 2, 3] * 20)
    assert same["diff"] == 0 and same["p"] == 1.0


def test_paired_finds_a_small_shift_of_every_game_that_welch_misses():
    """`cairn compare` plays the same seeds on both versions: a card worth one point more in one game of
    four moves every score a little, far less than the scores spread."""
    before = [(7 * i) % 41 for i in range(200)]                   # scores spread over 0..40
    after = [score + (1 if i % 4 == 0 else 0) for i, score in enumerate(before)]
    assert stats.mean_difference(after, before)["p"] > 0.5
    paired = stats.paired_difference(after, before)
    assert paired["diff"] == pytest.approx(0.25) and paired["p"] < 0.001 and 0 < paired["low"] < 0.25 < paired["high"]
    assert stats.paired_difference(before, before) == {"diff": 0.0, "low": 0.0, "high": 0.0, "p": 1.0}
    assert stats.paired_difference(after, before[:-1]) == stats.mean_difference(after, before[:-1])   # unequal: Welch


def test_student_t_against_scipy():
    # SciPy 1.17: 2 * t.sf(2.0, 5), 2 * t.sf(5, 2), t.ppf(0.975, df) for 1, 4 and 30
    assert stats.t_p(2.0, 5) == pytest.approx(0.10193947882985835, rel=1e-9)
    assert stats.t_p(5, 2) == pytest.approx(0.03774955135062, rel=1e-9)
    assert [stats.t95(df) for df in (1, 4, 30)] == pytest.approx([12.706204736, 2.776445105, 2.042272456], rel=1e-8)


def test_a_row_of_few_games_has_an_honest_interval():
    """Rows of 1-3 holder games printed '+0.0 – +0.0': a spread of 0 in so few games is no certainty."""
    from runtime.report.intervention import WIN_BOUND, estimate
    three = estimate([0, 0, 0], bound=WIN_BOUND)
    assert (three["low"], three["high"]) == pytest.approx((-0.7076, 0.7076), abs=1e-4) and three["p"] == 1.0
    won = estimate([1, 1], bound=WIN_BOUND)            # both went one way: it could still be far below +1
    assert won["high"] == 1.0 and won["low"] == pytest.approx(1 - 2 * (1 - 0.025 ** 0.5))
    spread = estimate([1, 0, 1, 1], bound=WIN_BOUND)   # t with 3 degrees of freedom, kept within a whole win
    assert spread["high"] == 1.0 and spread["low"] == pytest.approx(0.75 - 3.182446305 * 0.25, abs=1e-6)
    assert estimate([0] * 200, bound=WIN_BOUND)["high"] == pytest.approx(0.0183, abs=1e-4)
    few = estimate([-5, -5, -5])                       # a score: no interval, and the page says why
    assert few["low"] is None and few["why"] == "3 games: too few for an interval"
    alike = estimate([-5] * 6)
    assert alike["low"] is None and alike["why"] == "the same in all 6 games" and alike["mean"] == -5
    assert estimate([1, 2, 3, 4, 5])["high"] == pytest.approx(3 + 2.776445105 * (2.5 ** 0.5 / 5 ** 0.5))
