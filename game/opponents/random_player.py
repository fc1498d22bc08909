"""``random``: a uniformly random legal move, the baseline every strategy must beat.

No source offers it as an opponent.  Cleve Moler's naive strategy (*Experiments
with MATLAB*, ch. 11) is win, else block, else random -- that is ``naive``,
not this.  The only purely random player in the sources is the one "Tic Tac
Toe War Games" (The Devil is in the Data) starts from: "a randomised Tic Tac
Toe simulation. The computer plays against itself playing at random
positions", its author's previous post.  Here it is the yardstick the
strengths are measured against.
"""

from __future__ import annotations

import random

from game.engine import Board
from game.language import N_

from .base import Distribution, Opponent, uniform


class RandomPlayer(Opponent):
    """Uniform over the legal moves."""

    id = "random"
    name = N_("RANDOM")
    description = N_('ANY EMPTY CELL, EACH AS LIKELY: THE RANDOM SELF-PLAY THAT "TIC TAC TOE WAR GAMES" BEGAN WITH.')

    def distribution(self, board: Board) -> Distribution:
        """Equal odds on every legal move."""
        return uniform(board.legal_moves())

    def choose(self, board: Board, rng: random.Random) -> int:
        """One legal move, uniformly."""
        moves = board.legal_moves()
        return moves[int(rng.random() * len(moves))]
