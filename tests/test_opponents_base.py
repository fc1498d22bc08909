"""The opponent contract, checked for every roster member on every reachable position."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from roster_params import by_opponent

from game.engine import Board, solve
from game.opponents import UnknownOpponentError, make_opponent, roster_ids
from game.opponents.base import odds_text


@pytest.mark.parametrize("opponent_id", by_opponent(roster_ids()))
def test_distributions_are_legal_and_sum_to_one(opponent_id: str, positions: list[Board]) -> None:
    opponent = make_opponent(opponent_id)
    for board in positions:
        if board.is_over():
            continue
        dist = opponent.distribution(board)
        assert dist and set(dist) <= set(board.legal_moves()), board
        assert sum(dist.values()) == Fraction(1), board
        assert all(p > 0 for p in dist.values())


@pytest.mark.parametrize("opponent_id", roster_ids())
def test_choose_is_seeded_and_legal(opponent_id: str, positions: list[Board]) -> None:
    opponent = make_opponent(opponent_id)
    for board in positions[:300]:
        if board.is_over():
            continue
        a = opponent.choose(board, random.Random(7))
        b = opponent.choose(board, random.Random(7))
        assert a == b and a in opponent.distribution(board)


@pytest.mark.parametrize("opponent_id", by_opponent(roster_ids()))
def test_choose_samples_the_distribution(opponent_id: str) -> None:
    """Chi-squared check of choose against distribution on the empty board and one more."""
    opponent = make_opponent(opponent_id)
    rng = random.Random(2024)
    for board in (Board(), Board.from_moves([4])):
        dist = opponent.distribution(board)
        n = 4000
        counts = Counter(opponent.choose(board, rng) for _ in range(n))
        chi2 = sum((counts[sq] - n * float(p)) ** 2 / (n * float(p)) for sq, p in dist.items())
        assert set(counts) <= set(dist)
        assert chi2 < 35.0  # far above the 99.9th percentile for 8 degrees of freedom (26.1)


def test_perfect_plays_only_optimal_moves(positions: list[Board]) -> None:
    perfect = make_opponent("perfect")
    solution = solve()
    for board in positions:
        if not board.is_over():
            assert set(perfect.distribution(board)) == set(solution.best_moves(board))


def test_unknown_id_names_the_known_ones() -> None:
    with pytest.raises(UnknownOpponentError, match="RANDOM"):
        make_opponent("deep-blue")


@pytest.mark.parametrize(
    ("chance", "written"),
    [
        (Fraction(0), "0% (never)"),
        (Fraction(1), "100% (always)"),
        (Fraction(737, 1260), "58% (737/1260)"),
        (Fraction(363, 1260), "29% (121/420)"),  # lowest terms
        (Fraction(1, 8), "13% (1/8)"),  # halves round up, as the screens' percents do
        (Fraction(1, 1000), "under 1% (1/1000)"),  # not 0%: it does happen
        (Fraction(999, 1000), "over 99% (999/1000)"),  # not 100%: it can fail
    ],
)
def test_a_chance_is_written_for_people(chance: Fraction, written: str) -> None:
    assert odds_text(chance) == written
