"""``weights`` against the worked example of the 2007 blog post "tic tac toe logic"."""

from __future__ import annotations

from fractions import Fraction

from game.engine import Board, Mark
from game.engine.board import HAS_LINE
from game.opponents import make_opponent
from game.opponents.weights import BLOCK_WEIGHT, WIN_WEIGHT, weight_grid

EXAMPLE = Board.parse("XX.|...|O..")


def test_the_trivial_case_uses_10_and_100() -> None:
    assert (BLOCK_WEIGHT, WIN_WEIGHT) == (10, 100)


def test_worked_example_weight_grid_cell_by_cell() -> None:
    assert EXAMPLE.turn is Mark.O
    assert weight_grid(EXAMPLE) == (
        0, 0, 11,
        0, 3, 0,
        0, 2, 2,
    )


def test_for_x_the_corner_would_weigh_101() -> None:
    """"if it was player X's turn, then cell (1,3) would be weighted 101 instead of 11"."""
    assert weight_grid(EXAMPLE, Mark.X)[2] == 101


def test_worked_example_move_and_scores() -> None:
    weights = make_opponent("weights")
    assert weights.distribution(EXAMPLE) == {2: Fraction(1)}
    assert weights.scores(EXAMPLE) == {2: 11.0, 3: 0.0, 4: 3.0, 5: 0.0, 7: 2.0, 8: 2.0}


def completers(board: Board, mark: Mark) -> set[int]:
    """Free squares that would complete a line for ``mark``."""
    own = board.mask_of(mark)
    return {sq for sq in board.legal_moves() if HAS_LINE[own | 1 << sq]}


def test_priorities_win_then_block(positions: list[Board]) -> None:
    """"1) finish the game by winning 2) prevent the opponent from winning"."""
    weights = make_opponent("weights")
    for board in positions:
        if board.is_over():
            continue
        chosen = set(weights.distribution(board))
        wins, blocks = completers(board, board.turn), completers(board, board.turn.other)
        if wins:
            assert chosen <= wins, board
        elif blocks:
            assert chosen <= blocks, board


def test_ties_are_at_random() -> None:
    assert make_opponent("weights").distribution(Board()) == {sq: Fraction(1, 9) for sq in range(9)}
