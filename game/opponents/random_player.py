"""``random``: a uniformly random legal move, the baseline every strategy must beat."""

from __future__ import annotations

import random

from game.engine import Board

from .base import Distribution, Opponent, uniform


class RandomPlayer(Opponent):
    """Uniform over the legal moves."""

    id = "random"
    name = "Random"
    description = "Plays any empty cell, each as likely: the yardstick of Cleve Moler's Experiments with MATLAB."

    def distribution(self, board: Board) -> Distribution:
        """Equal odds on every legal move."""
        return uniform(board.legal_moves())

    def choose(self, board: Board, rng: random.Random) -> int:
        """One legal move, uniformly."""
        moves = board.legal_moves()
        return moves[int(rng.random() * len(moves))]
