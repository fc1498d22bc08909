"""``xkcd``: one fixed map of perfect play that opens in a corner, after Randall Munroe's xkcd 832.

Cleve Moler's exercise 11.5 (*Experiments with MATLAB*, ch. 11) asks for
"the complete tictactoe strategy available from the Web comic strip xkcd"
(xkcd 832, "Tic-Tac-Toe").  The comic's map is one strategy, not a choice
among equals: as X it opens in a corner, and every position has one move.
This opponent is such a map, made from the solved game: among the optimal
moves -- which the solver's distance-aware scores already narrow to the
quickest win, or the slowest loss -- it takes the first in ``PREFERENCE``.
So it never loses, wins as soon as a win can be forced, and plays the same
move in the same position every time.  ``perfect`` keeps the choice among
equals at random.
"""

from __future__ import annotations

import random
from fractions import Fraction

from game.engine import Board
from game.engine.board import square_of
from game.language import N_

from .base import Distribution
from .perfect import PerfectPlayer

#: Which of several equally good moves the map takes, as cells 1-9: the corners first, each opposite
#: the last (so the empty board opens in corner 1, as the comic's X does), then the centre, then the edges.
PREFERENCE = tuple(square_of(cell) for cell in (1, 9, 3, 7, 5, 2, 4, 6, 8))


class XkcdPlayer(PerfectPlayer):
    """The first optimal move in a fixed order: a deterministic perfect player."""

    id = "xkcd"
    name = N_("XKCD")
    description = N_(
        "ONE FIXED MAP OF BEST MOVES, OPENING IN A CORNER: RANDALL MUNROE'S XKCD 832, MOLER'S EXERCISE 11.5.")

    def move(self, board: Board) -> int:
        """Its one move here: the first optimal move in ``PREFERENCE``."""
        best = self._solution.best_mask(board)
        return next(sq for sq in PREFERENCE if best >> sq & 1)

    def distribution(self, board: Board) -> Distribution:
        """Certainty on its one move."""
        return {self.move(board): Fraction(1)}

    def choose(self, board: Board, rng: random.Random) -> int:
        """Its one move: nothing is left to chance, so the generator is not drawn from."""
        return self.move(board)
