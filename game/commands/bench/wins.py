"""The ``wins`` section: win detection per board, the TI-83 thread's matrix product against a table look-up.

The 9x8 matrix product is from the TI-83 "M.E.N.A.C.E." forum thread; the
512-entry table is what the batch path uses.  The figures show why the
batch path settles every position's result once instead of per ply.
"""

from __future__ import annotations

import numpy as np

from game.commands.bench.measure import Budget, Measurement, rate
from game.engine import SQUARES
from game.engine.board import HAS_LINE
from game.engine.wins import win_contribution_matrix

#: Boards per win-detection run.
WIN_BOARDS = 1 << 20


def bench_wins(budget: Budget) -> list[Measurement]:
    """Boards per second by each detector, after checking they agree on every board."""
    rng = np.random.default_rng(0)
    masks = rng.integers(0, 1 << len(SQUARES), WIN_BOARDS)
    signed = ((masks[:, None] >> np.arange(len(SQUARES))) & 1).astype(np.int8)
    matrix = win_contribution_matrix()
    has_line = np.array(HAS_LINE)

    def by_product() -> np.ndarray:
        return ((signed @ matrix) == 3).any(axis=1)

    def by_table() -> np.ndarray:
        return has_line[masks]

    if not np.array_equal(by_product(), by_table()):
        raise RuntimeError("the two win detectors disagree")
    return [
        Measurement("9x8 product per board", "boards/s", tuple(rate(WIN_BOARDS, by_product) for _ in range(budget.repeats))),
        Measurement("512-entry table look-up", "boards/s", tuple(rate(WIN_BOARDS, by_table) for _ in range(budget.repeats))),
    ]
