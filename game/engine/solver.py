"""Perfect play: the exact, distance-aware value of every reachable position.

The whole game is solved once by negamax over the reachable positions and
kept in flat tables indexed by the 18-bit position key, so a look-up is an
index, not a search.  Scores are from the side to move's point of view:
``0`` is a draw, a positive score is a win and a negative one a loss, and
the magnitude grows with the number of empty squares left when the game
ends -- so maximising the score wins as soon as possible and, when losing,
loses as late as possible.  This is the "xkcd 832" standard of exercise
11.5 in Cleve Moler's *Experiments with MATLAB*.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from .board import SQUARES, Board, UnreachablePositionError
from .tree import reachable

#: Table size: one slot per 18-bit key (X mask, O mask).
KEY_SPACE = 1 << (2 * len(SQUARES))


@dataclass(frozen=True, slots=True, eq=False)
class Solution:
    """The solved game: score and optimal-move mask for every reachable key."""

    scores: np.ndarray  # int8 per key, side to move's view; 0 where unreachable
    best: np.ndarray  # uint16 mask of optimal squares per key; 0 when over
    known: np.ndarray  # bool per key: reachable in a legal game
    _scores: tuple[int, ...]  # the same scores as Python ints, for fast scalar look-ups
    _best: tuple[int, ...]

    def _check(self, board: Board) -> int:
        key = board.key
        if not self.known[key]:
            raise UnreachablePositionError(f"{board} is not reachable in a legal game")
        return key

    def score(self, board: Board) -> int:
        """The distance-aware score for the side to move."""
        return self._scores[self._check(board)]

    def value(self, board: Board) -> int:
        """The game-theoretic value for the side to move: 1 win, 0 draw, -1 loss."""
        s = self.score(board)
        return (s > 0) - (s < 0)

    def best_mask(self, board: Board) -> int:
        """The 9-bit mask of optimal moves (0 once the game is over)."""
        return self._best[self._check(board)]

    def best_moves(self, board: Board) -> tuple[int, ...]:
        """The optimal 0-8 squares, ascending."""
        mask = self.best_mask(board)
        return tuple(sq for sq in SQUARES if mask >> sq & 1)


def moves_to_end(score: int, empty: int) -> int:
    """Moves left to the end of a won or lost game, the next one included, from its score and the squares now empty.

    A finished game scores 1 + the squares empty at its end, so the moves still to come are the difference.
    """
    return empty - (abs(score) - 1)


def _terminal_score(board: Board) -> int:
    outcome = board.outcome()
    assert outcome is not None
    if outcome.winner is None:
        return 0
    return -(1 + board.empty_mask.bit_count())  # the side to move has lost


@cache
def solve() -> Solution:
    """Solve the game once (negamax over all reachable positions)."""
    positions = reachable()
    scores: dict[int, int] = {}
    best: dict[int, int] = {}
    # Deepest positions first, so every child is scored before its parent.
    for key in sorted(positions, key=lambda k: -positions[k].ply):
        board = positions[key]
        if board.is_over():
            scores[key], best[key] = _terminal_score(board), 0
            continue
        child_scores = {sq: -scores[child.key] for sq, child in board.children()}
        top = max(child_scores.values())
        scores[key] = top
        best[key] = sum(1 << sq for sq, s in child_scores.items() if s == top)
    score_table = np.zeros(KEY_SPACE, dtype=np.int8)
    best_table = np.zeros(KEY_SPACE, dtype=np.uint16)
    known = np.zeros(KEY_SPACE, dtype=bool)
    keys = np.fromiter(scores, dtype=np.int64)
    score_table[keys] = np.fromiter(scores.values(), dtype=np.int8)
    best_table[keys] = np.fromiter((best[k] for k in scores), dtype=np.uint16)
    known[keys] = True
    return Solution(
        score_table, best_table, known, tuple(score_table.tolist()), tuple(best_table.tolist())
    )
