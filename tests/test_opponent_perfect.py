"""``perfect`` never loses from any position it can be handed, checked exhaustively for both marks."""

from __future__ import annotations

import pytest
from exhaustive import best_tempo, move_worths, result_for, worst_results

from game.engine import Board, Mark, solve
from game.opponents import make_opponent
from game.opponents.base import uniform


def value_for(board: Board, mark: Mark) -> int:
    """The solved value of a position for ``mark``, whoever is to move."""
    if board.is_over():
        return result_for(board, mark)
    value = solve().value(board)
    return value if board.turn is mark else -value


@pytest.mark.parametrize("mark", list(Mark))
def test_no_adversary_does_better_than_the_solved_value(mark: Mark, positions: list[Board]) -> None:
    """From every reachable position, its worst result over all replies is exactly the solved value.

    So wherever the value is a draw or better for ``perfect`` no sequence of
    replies beats it, and where it is winning every sequence lets it win.
    """
    worst = worst_results(make_opponent("perfect"), mark)
    for board in positions:
        assert worst(board) == value_for(board, mark), board


def test_quick_wins_are_preferred() -> None:
    board = Board.parse("XX.|OO.|X.O")  # X wins at once on cell 3; later wins are not offered
    assert make_opponent("perfect").distribution(board) == {2: 1}


def test_every_move_it_may_make_is_optimal_and_quickest_and_it_picks_among_them_evenly(positions: list[Board]) -> None:
    """On every reachable position, checked against a plain minimax (not the solver it plays by):
    it offers exactly the moves that win soonest (or draw, or lose latest), each as likely."""
    best = best_tempo()
    player = make_opponent("perfect")
    for board in positions:
        if board.is_over():
            continue
        worth = move_worths(board, best)
        top = max(worth.values())
        assert player.distribution(board) == uniform([sq for sq, w in worth.items() if w == top]), board
