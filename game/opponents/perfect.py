"""``perfect``: never loses -- the xkcd 832 standard of Moler's exercise 11.5.

Plays uniformly at random among the solver's optimal moves, which are
distance-aware, so it takes the quickest win and, if it were ever losing,
the slowest loss (Cleve Moler, *Experiments with MATLAB*, exercise 11.5).
"""

from __future__ import annotations

import random

from game.engine import Board, solve
from game.engine.solver import Solution

from .base import Distribution, Opponent, uniform


class PerfectPlayer(Opponent):
    """Random among the optimal moves of the solved game."""

    id = "perfect"
    name = "Perfect"
    description = "Knows the best move everywhere, so never loses: Moler's exercise 11.5, after xkcd 832."

    def __init__(self, solution: Solution | None = None) -> None:
        self._solution = solution or solve()

    def distribution(self, board: Board) -> Distribution:
        """Equal odds on each optimal move."""
        return uniform(self._solution.best_moves(board))

    def choose(self, board: Board, rng: random.Random) -> int:
        """One optimal move, uniformly."""
        moves = self._solution.best_moves(board)
        return moves[int(rng.random() * len(moves))]

    def scores(self, board: Board) -> dict[int, float]:
        """Each legal move's distance-aware score for the mover (higher is better)."""
        return {sq: float(-self._solution.score(child)) for sq, child in board.children()}
