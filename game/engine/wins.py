"""The other ways the sources detect a win, kept to cross-check the engine's.

``Board.outcome`` uses bitmask lines.  The sources give three more
methods -- Moler's line sums (Cleve Moler, *Experiments with MATLAB*,
ch. 11), and the win-contribution matrix and the prime products of the
forum discussion of the TI-83 "M.E.N.A.C.E." program -- each implemented
here as its author describes it; the tests run all of them over every
reachable position.  The win-contribution matrix is also what the
vectorised tournament path multiplies boards by.
"""

from __future__ import annotations

import math

import numpy as np

from .board import LINES, SIZE, SQUARES, Board, Mark

#: The first nine primes, one per square (the TI-83 thread: "2 | 3 | 5 / 7 | 11 | 13 / 17 | 19 | 23").
PRIMES: tuple[int, ...] = (2, 3, 5, 7, 11, 13, 17, 19, 23)
#: The product of each line's primes: unique per line, so divisibility finds a line.
LINE_PRODUCTS: tuple[int, ...] = tuple(math.prod(PRIMES[sq] for sq in line) for line in LINES)

#: The TI-83 thread's column order for the win-contribution vector: [D1,H1,H2,H3,V1,V2,V3,D2].
CONTRIBUTION_ORDER: tuple[int, ...] = (6, 0, 1, 2, 3, 4, 5, 7)


def win_contribution_matrix() -> np.ndarray:
    """The TI-83 thread's 9x8 matrix: row s has a 1 for each line square s lies on."""
    matrix = np.zeros((len(SQUARES), len(LINES)), dtype=np.int8)
    for col, line_index in enumerate(CONTRIBUTION_ORDER):
        for sq in LINES[line_index]:
            matrix[sq, col] = 1
    return matrix


def signed_vector(board: Board) -> np.ndarray:
    """Moler's +1/-1/0 entries as a length-9 vector (X is +1)."""
    vec = np.zeros(len(SQUARES), dtype=np.int8)
    for sq in board.squares_of(Mark.X):
        vec[sq] = 1
    for sq in board.squares_of(Mark.O):
        vec[sq] = -1
    return vec


def winner_by_line_sums(board: Board) -> Mark | None:
    """Moler's ``winner(X)``: a row, column or diagonal summing to 3p."""
    grid = signed_vector(board).reshape(SIZE, SIZE).astype(int)
    sums = [*grid.sum(axis=0), *grid.sum(axis=1), np.trace(grid), np.trace(np.fliplr(grid))]
    for mark in (Mark.O, Mark.X):  # Moler loops p = [-1 1]
        if 3 * mark.sign in sums:
            return mark
    return None


def winner_by_contribution(board: Board, matrix: np.ndarray | None = None) -> Mark | None:
    """The TI-83 thread's game vector: the board times the 9x8 matrix; a +3 or -3 is a line."""
    game = signed_vector(board).astype(int) @ (win_contribution_matrix() if matrix is None else matrix)
    if (game == 3).any():
        return Mark.X
    if (game == -3).any():
        return Mark.O
    return None


def winner_by_primes(board: Board) -> Mark | None:
    """The TI-83 thread's prime products: a mark's product divisible by some line's product."""
    for mark in (Mark.X, Mark.O):
        product = math.prod(PRIMES[sq] for sq in board.squares_of(mark))
        if any(product % lp == 0 for lp in LINE_PRODUCTS):
            return mark
    return None
