"""``naive``: Moler's three-step strategy -- win, else block, else a random empty cell.

A port of ``strategy`` and ``winningmove`` from Cleve Moler,
*Experiments with MATLAB*, ch. 11.
Moler's board is a 3-by-3 matrix with +1 for one player and -1 for the other;
the strategy is written for "player p", so it plays either of our marks.

``winningmove(X, p)`` looks for a line summing to 2p (two of p's marks and
an empty cell) and checks, in this order, the columns, the rows, the main
diagonal and the anti-diagonal, taking the first that matches.  That order is
kept: when a win or a block exists the move is deterministic, exactly as in
Moler's worked example, where blue blocks at (2,3) rather than (1,2) "if
winningmove made its checks in another order".

One surprise is documented rather than copied: when two columns (or two
rows) match at once, MATLAB's ``find`` returns both and the vector indexing
``X(i,j) = p`` would mark several cells -- even cells outside the 3-by-3
matrix.  A player may mark one cell, so we take the first matching column
(or row), which is what "the first match" means everywhere else.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.engine import Board, Mark
from game.engine.board import SIZE
from game.language import N_

from .base import Distribution, Opponent, uniform

Cell = tuple[int, int]  # Moler's (i, j): 1-based row and column


def _square(i: int, j: int) -> int:
    return (i - 1) * SIZE + (j - 1)


def _moler_lines() -> Iterator[tuple[Cell, ...]]:
    """Every line as Moler's checks visit it: columns, rows, diagonal, anti-diagonal."""
    indices = range(1, SIZE + 1)
    yield from (tuple((i, j) for i in indices) for j in indices)
    yield from (tuple((i, j) for j in indices) for i in indices)
    yield tuple((i, i) for i in indices)
    yield tuple((i, SIZE + 1 - i) for i in indices)


#: Moler's check order, fixed once: each line as 0-8 squares.
MOLER_LINE_ORDER: tuple[tuple[int, ...], ...] = tuple(
    tuple(_square(i, j) for i, j in line) for line in _moler_lines()
)


def winning_move(board: Board, mark: Mark) -> int | None:
    """Moler's ``winningmove``: the empty square of the first line holding two of ``mark``."""
    own = board.mask_of(mark)
    empty = board.empty_mask
    for line in MOLER_LINE_ORDER:
        owned = [sq for sq in line if own >> sq & 1]
        free = [sq for sq in line if empty >> sq & 1]
        if len(owned) == SIZE - 1 and len(free) == 1:
            return free[0]
    return None


def forced_move(board: Board) -> int | None:
    """Moler's first two steps: the winning square, else the blocking square, else None."""
    mover = board.turn
    win = winning_move(board, mover)
    return win if win is not None else winning_move(board, mover.other)


def column_major_empties(board: Board) -> list[int]:
    """The empty squares in the order MATLAB's ``find(X == 0)`` lists them (down each column)."""
    return sorted(board.legal_moves(), key=lambda sq: (sq % SIZE, sq // SIZE))


class NaivePlayer(Opponent):
    """Moler's naive strategy: win, else block, else uniform over the empty cells."""

    id = "naive"
    name = N_("NAIVE")
    description = N_("WINS IF IT CAN, ELSE BLOCKS, ELSE PLAYS AT RANDOM: CLEVE MOLER, EXPERIMENTS WITH MATLAB.")

    def fallback(self, board: Board) -> list[int]:
        """The cells the last step picks among, uniformly (Moler: every empty cell)."""
        return column_major_empties(board)

    def distribution(self, board: Board) -> Distribution:
        """The forced square with certainty, else equal odds on the fallback cells."""
        forced = forced_move(board)
        return uniform([forced] if forced is not None else self.fallback(board))

    def choose(self, board: Board, rng: random.Random) -> int:
        """As Moler's code: ``m = ceil(rand*length(i))`` over the fallback cells."""
        forced = forced_move(board)
        if forced is not None:
            return forced
        cells = self.fallback(board)
        return cells[int(rng.random() * len(cells))]
