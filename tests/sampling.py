"""Chi-squared checks for the tournament tests, with thresholds that cannot flake.

Every test using these runs with a fixed seed, so it is deterministic; the
threshold is the chi-squared value at a false-alarm chance of one in a
million (two degrees of freedom), so a correct path passes with any seed,
while a path that mishandled wins or turn order misses by hundreds.
"""

from __future__ import annotations

from fractions import Fraction

from game.tournament import ResultCounts

#: chi-squared with 2 degrees of freedom exceeds this with probability 1e-6 (-2 ln 1e-6).
CHI2_LIMIT = 27.64


def goodness_of_fit(tally: ResultCounts, expected: tuple[Fraction, Fraction, Fraction]) -> float:
    """Chi-squared of observed counts against exact probabilities.

    A result with probability zero must never happen: any count there is an
    infinite misfit.
    """
    chi2 = 0.0
    for count, p in zip(tally.counts(), expected):
        if p == 0:
            if count:
                return float("inf")
            continue
        mean = tally.games * float(p)
        chi2 += (count - mean) ** 2 / mean
    return chi2


def homogeneity(a: ResultCounts, b: ResultCounts) -> float:
    """Chi-squared of the 2x3 table of two tallies: do they come from one distribution?"""
    chi2 = 0.0
    total = a.games + b.games
    for col_a, col_b in zip(a.counts(), b.counts()):
        column = col_a + col_b
        if not column:
            continue
        for count, games in ((col_a, a.games), (col_b, b.games)):
            mean = games * column / total
            chi2 += (count - mean) ** 2 / mean
    return chi2
