"""Every reachable position as a row of flat tables: the batch path's game graph.

The batch tournament never looks at a board while it plays: a game is a row
index that moves along ``children`` until it reaches a finished row, whose
result was settled here, once, for every reachable position at the same time --
by one matrix product of the positions' +1/-1/0 vectors with the 9x8
win-contribution matrix of the TI-83 "M.E.N.A.C.E." forum thread, where
a +3 or -3 in a column is a line.

Why not detect wins while playing: ``tictactoe-magic bench --only wins`` shows the
product per board is some fifty times slower than a 512-entry table look-up,
and while building this path on the 2-core machine, lock-step x/o masks with
that look-up played random-vs-random at 1.8 million games/s, masks with a
product per ply at 0.5 million, and this graph at 3.3 million.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from game.engine import SQUARES, Board, Mark, reachable
from game.engine.solver import KEY_SPACE
from game.engine.wins import win_contribution_matrix

from .results import Result

#: Result code of a row whose game is not over (after the three ``Result`` codes).
ONGOING = len(Result)

#: A line's column total in the contribution product: three marks of one sign.
_FULL_LINE = 3


@dataclass(frozen=True, slots=True, eq=False)
class PositionGraph:
    """The reachable positions as rows; row 0 is the empty board."""

    boards: tuple[Board, ...]  # the position of each row
    row_of: np.ndarray  # int32 per 18-bit key: its row, -1 where unreachable
    children: np.ndarray  # int32 (rows, 9): the row after playing each square; the row itself if illegal
    result: np.ndarray  # int8 per row: a Result code, or ONGOING
    x_to_move: np.ndarray  # bool per row

    @property
    def rows(self) -> int:
        """How many positions there are."""
        return len(self.boards)


def results_by_contribution(boards: tuple[Board, ...] | list[Board]) -> np.ndarray:
    """Result codes for many boards at once: one product with the TI-83 thread's 9x8 matrix."""
    signed = np.zeros((len(boards), len(SQUARES)), dtype=np.int8)
    for row, board in enumerate(boards):
        signed[row, list(board.squares_of(Mark.X))] = 1
        signed[row, list(board.squares_of(Mark.O))] = -1
    totals = signed @ win_contribution_matrix()
    x_won = (totals == _FULL_LINE).any(axis=1)
    o_won = (totals == -_FULL_LINE).any(axis=1)
    full = (signed != 0).all(axis=1)
    return np.select(
        [x_won, o_won, full], [Result.X_WIN, Result.O_WIN, Result.DRAW], ONGOING
    ).astype(np.int8)


@cache
def position_graph() -> PositionGraph:
    """Build the graph once: rows ordered by ply, then key."""
    boards = tuple(sorted(reachable().values(), key=lambda b: (b.ply, b.key)))
    row_of = np.full(KEY_SPACE, -1, dtype=np.int32)
    row_of[[b.key for b in boards]] = np.arange(len(boards), dtype=np.int32)
    children = np.repeat(np.arange(len(boards), dtype=np.int32)[:, None], len(SQUARES), axis=1)
    for row, board in enumerate(boards):
        for square, child in board.children():
            children[row, square] = row_of[child.key]
    x_to_move = np.array([b.turn is Mark.X for b in boards])
    return PositionGraph(boards, row_of, children, results_by_contribution(boards), x_to_move)
