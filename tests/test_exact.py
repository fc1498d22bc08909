"""Exact outcome odds against hand-checkable values and an independent enumeration."""

from __future__ import annotations

from fractions import Fraction
from math import factorial

import pytest
from conftest import memoised

from game.analysis import OutcomeProbabilities, exact_outcome
from game.engine import Board
from game.opponents import make_opponent, roster_ids

#: Lines written out again here, so the enumeration shares nothing with the engine.
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
#: The other two squares of each line through a square: a new mark can only complete those.
PARTNERS = tuple(tuple(tuple(i for i in line if i != sq) for line in LINES if sq in line) for sq in range(9))


def enumerate_random_games() -> tuple[int, dict[str, int]]:
    """Walk all move orders on a plain list; weight each game by (9-L)!, i.e. 9! times its chance.

    Under random play a game of L moves has chance 1/(9*8*...*(9-L+1)) = (9-L)!/9!.
    """
    cells = [""] * 9
    totals = {"X": 0, "O": 0, "draw": 0}
    games = 0

    def walk(ply: int) -> None:
        nonlocal games
        mark = "XO"[ply % 2]
        for sq in range(9):
            if cells[sq]:
                continue
            cells[sq] = mark
            if any(cells[a] == mark and cells[b] == mark for a, b in PARTNERS[sq]):
                games += 1
                totals[mark] += factorial(9 - ply - 1)
            elif ply == 8:
                games += 1
                totals["draw"] += 1
            else:
                walk(ply + 1)
            cells[sq] = ""

    walk(0)
    return games, totals


def test_random_vs_random_matches_enumeration_of_every_game() -> None:
    games, totals = enumerate_random_games()
    assert games == 255_168
    exact = exact_outcome(make_opponent("random"), make_opponent("random"))
    nine = factorial(9)
    assert exact.x_win == Fraction(totals["X"], nine)
    assert exact.o_win == Fraction(totals["O"], nine)
    assert exact.draw == Fraction(totals["draw"], nine)


def test_random_vs_random_known_fractions() -> None:
    exact = exact_outcome(make_opponent("random"), make_opponent("random"))
    assert (exact.x_win, exact.o_win, exact.draw) == (
        Fraction(737, 1260), Fraction(121, 420), Fraction(8, 63)
    )


def test_perfect_vs_perfect_is_always_a_draw() -> None:
    exact = exact_outcome(make_opponent("perfect"), make_opponent("perfect"))
    assert exact == OutcomeProbabilities(Fraction(0), Fraction(0), Fraction(1))


@pytest.mark.parametrize("opponent_id", roster_ids())
def test_perfect_never_loses_to_anyone(opponent_id: str) -> None:
    perfect, other = memoised("perfect"), memoised(opponent_id)
    assert exact_outcome(perfect, other).o_win == 0
    assert exact_outcome(other, perfect).x_win == 0


def test_from_moler_position_perfect_x_wins_for_sure() -> None:
    """Moler's example (*Experiments with MATLAB*, ch. 11): X (green) to move at X..|.O.|O.X wins with the fork."""
    exact = exact_outcome(make_opponent("perfect"), make_opponent("random"), Board.parse("X..|.O.|O.X"))
    assert exact.x_win == 1


def test_finished_start_is_its_own_result() -> None:
    exact = exact_outcome(make_opponent("random"), make_opponent("random"), Board.parse("XXXOO...."))
    assert exact.x_win == 1


def test_json_form_has_floats_and_fraction_strings() -> None:
    exact = exact_outcome(make_opponent("random"), make_opponent("random"))
    assert exact.as_dict() == {
        "x_win": 737 / 1260, "x_win_fraction": "737/1260",
        "o_win": 121 / 420, "o_win_fraction": "121/420",
        "draw": 8 / 63, "draw_fraction": "8/63",
    }


def test_probabilities_must_sum_to_one() -> None:
    with pytest.raises(ValueError):
        OutcomeProbabilities(Fraction(1, 2), Fraction(1, 2), Fraction(1, 2))
