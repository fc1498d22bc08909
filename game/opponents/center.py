"""``center``: Moler's exercise 11.4 -- the naive strategy, but take the centre first.

Cleve Moler, *Experiments with MATLAB*, exercise 11.4: "before taking a
random move, it takes the center square if it is available".  Winning and
blocking still come first, in Moler's check order (see ``naive``).
"""

from __future__ import annotations

from game.engine import Board
from game.engine.board import SQUARES
from game.language import N_

from .naive import NaivePlayer

#: The middle square of the 3x3 board.
CENTER = SQUARES[len(SQUARES) // 2]


class CenterPlayer(NaivePlayer):
    """Win, else block, else the centre, else a random empty cell."""

    id = "center"
    name = N_("CENTRE")
    description = N_("MOLER'S WIN, BLOCK OR RANDOM, BUT THE CENTRE FIRST: EXPERIMENTS WITH MATLAB, EXERCISE 11.4.")

    def fallback(self, board: Board) -> list[int]:
        """The centre if it is free, else every empty cell."""
        if board.empty_mask >> CENTER & 1:
            return [CENTER]
        return super().fallback(board)
