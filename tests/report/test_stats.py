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
