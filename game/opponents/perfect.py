"""``perfect``: never loses -- the exhaustive search Cleve Moler sets aside.

Moler (*Experiments with MATLAB*, ch. 11) sets "recursive backtracking" aside:
"there are only a few hundred possible games, so the backtracking would be
exhaustive. And boring – all the games would be draws."  This is that
search, done once by the solver.
It plays uniformly at random among the solver's optimal moves, which are
distance-aware, so it takes the quickest win and, if it were ever losing,
the slowest loss; only the choice among equally quick moves is left to
chance.  ``xkcd`` makes that choice by a fixed order instead.
"""

from __future__ import annotations

import random

from game.engine import Board, solve
from game.engine.solver import Solution
from game.language import N_

from .base import Distribution, Opponent, uniform


class PerfectPlayer(Opponent):
    """Random among the optimal moves of the solved game."""

    id = "perfect"
    name = N_("PERFECT")
    description = N_(
        "SEARCHES ALL GAMES, SO NEVER LOSES, WINS SOONEST: THE SEARCH MOLER'S EXPERIMENTS WITH MATLAB SKIPS.")

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
