"""The article's table of X's second moves, line by line, valued by the solver.

"Programming Tic Tac Toe: Magic Square" prints, for its worked example
X1 = 2 (the upper left corner), every O1 with the X2s that do not lose, O's
forced O2 and X's X3 -- and for some rows O3 (kept as printed in
``game.opponents.magic_printed``).  This module plays each of its lines on
the board and asks the solver what each is worth with perfect play from
there, so the lesson and the docs say
what the table really does rather than what it claims:

* Every line after a corner O1, and after the edges 1, 7 and 9, wins for X.
* Every line of the row O1 = 3 loses for X: each printed X3 lets O block
  with a fork of its own.  Mirrored on the 2-5-8 diagonal (which keeps
  X1 = 2 and swaps 1 with 3), the row O1 = 1 gives the X3s that win.

The ``magic`` opponent plays every line here that wins, turned to each
corner, beside the article's formulas: where they part it picks at random
among them.  It leaves out the row O1 = 3 and keeps the formulas' X3 there.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache

from game.engine import Board, Mark, solve
from game.opponents.magic_arithmetic import ARTICLE_NUMBER_AT, square_of
from game.opponents.magic_printed import TABLE_X1, printed_lines


class Worth(enum.Enum):
    """What a line is worth to X with perfect play from its last move."""

    X_WINS = "X WINS"
    DRAW = "DRAW"
    O_WINS = "O WINS"


@dataclass(frozen=True, slots=True)
class TableLine:
    """One line of the table: its moves in the article's numbers, X1 first, and what the solver says it is worth."""

    o1: int
    moves: tuple[int, ...]  # X1 O1 X2 O2 X3
    worth: Worth


def worth(numbers: tuple[int, ...]) -> Worth:
    """What the position after these moves (the article's numbers, X first) is worth to X."""
    board = Board.from_moves([square_of(n) for n in numbers])
    score = solve().score(board)
    x_score = score if board.turn is Mark.X else -score
    return Worth.X_WINS if x_score > 0 else Worth.O_WINS if x_score < 0 else Worth.DRAW


@cache
def table_lines() -> tuple[TableLine, ...]:
    """Every line the table prints, X1 to X3, each with its worth."""
    return tuple(TableLine(moves[1], moves, worth(moves)) for moves in printed_lines())


def diagonal_mirror(number: int) -> int:
    """A number's image under the reflection in the diagonal through X1 = 2 (and 5 and 8)."""
    square = square_of(number)
    row, col = divmod(square, 3)
    corner_row, corner_col = divmod(square_of(TABLE_X1), 3)
    # The diagonal through the corner: the main one for a corner on it, else the other.
    mirrored = col * 3 + row if corner_row == corner_col else (2 - col) * 3 + (2 - row)
    return ARTICLE_NUMBER_AT[mirrored]


def mirrored_row(o1: int) -> tuple[tuple[int, ...], ...]:
    """The row for O1's mirror image, mirrored: the table's lines for ``o1`` as they would be by symmetry."""
    source = diagonal_mirror(o1)
    return tuple(tuple(diagonal_mirror(n) for n in line.moves) for line in table_lines() if line.o1 == source)
