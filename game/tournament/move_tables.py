"""An opponent's move distribution, tabulated once over every position for sampling.

The batch path draws millions of moves, so each non-learning opponent's
exact distribution is turned, once per position, into a Walker alias table
(Vose's construction, done in exact integer arithmetic): nine columns, each
holding a threshold and an alias square.  A move then costs one uniform
number u: column j = floor(9u); the square is j if the fractional part of 9u
is below threshold j, else alias j.  Two look-ups per move instead of a scan
of nine cumulative sums.  Only the thresholds are rounded (to float64).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from game.engine import SQUARES
from game.opponents import Distribution, Opponent

from .positions import ONGOING, PositionGraph

COLUMNS = len(SQUARES)


class LearnerError(ValueError):
    """A learning opponent's distribution changes as it plays, so it cannot be tabulated."""


@dataclass(frozen=True, slots=True)
class AliasColumns:
    """One position's exact alias table: the chance of keeping each column, and its alias."""

    keep: tuple[Fraction, ...]
    alias: tuple[int, ...]

    def distribution(self) -> Distribution:
        """The distribution this table samples (for checking it against the original)."""
        share = Fraction(1, COLUMNS)
        out: dict[int, Fraction] = {}
        for column, (keep, alias) in enumerate(zip(self.keep, self.alias)):
            out[column] = out.get(column, Fraction(0)) + share * keep
            out[alias] = out.get(alias, Fraction(0)) + share * (1 - keep)
        return {sq: p for sq, p in out.items() if p}


def alias_columns(dist: Distribution) -> AliasColumns:
    """Vose's alias construction for a distribution over the nine squares, exactly."""
    denominator = math.lcm(*(p.denominator for p in dist.values()))
    # Column weights in units of 1/denominator; a full column weighs `denominator`.
    weight = [COLUMNS * int(dist.get(sq, 0) * denominator) for sq in SQUARES]
    keep = [Fraction(1)] * COLUMNS
    alias = list(SQUARES)
    small = [sq for sq in SQUARES if weight[sq] < denominator]
    large = [sq for sq in SQUARES if weight[sq] >= denominator]
    while small and large:
        lo, hi = small.pop(), large.pop()
        keep[lo], alias[lo] = Fraction(weight[lo], denominator), hi
        weight[hi] -= denominator - weight[lo]
        (small if weight[hi] < denominator else large).append(hi)
    return AliasColumns(tuple(keep), tuple(alias))


@dataclass(frozen=True, slots=True, eq=False)
class MoveTable:
    """One opponent's alias tables for every row of a position graph."""

    opponent_id: str
    keep: np.ndarray  # float64 (rows, 9): threshold of each column
    alias: np.ndarray  # int8 (rows, 9): the square a column falls back to


def move_table(opponent: Opponent, graph: PositionGraph) -> MoveTable:
    """Tabulate an opponent's distribution on every unfinished position of ``graph``."""
    if opponent.learns:
        raise LearnerError(
            f"{opponent.id} learns as it plays, so its moves cannot be tabulated once"
        )
    keep = np.ones((graph.rows, COLUMNS))
    alias = np.tile(np.arange(COLUMNS, dtype=np.int8), (graph.rows, 1))
    cache: dict[tuple[tuple[int, Fraction], ...], AliasColumns] = {}
    for row, board in enumerate(graph.boards):
        if graph.result[row] != ONGOING:
            continue
        dist = tuple(sorted(opponent.distribution(board).items()))
        columns = cache.get(dist)
        if columns is None:
            columns = cache[dist] = alias_columns(dict(dist))
        keep[row] = [float(k) for k in columns.keep]
        alias[row] = columns.alias
    return MoveTable(opponent.id, keep, alias)
