"""The fast path: many games in lock step with numpy, one uniform number per move.

Each game is a row of the position graph.  Per ply, every game of a chunk
draws one uniform number and moves to the child row that its mover's alias
table picks; finished rows lead to themselves, so after nine plies every
game has ended and its result is read off the graph.  There is no per-game
Python and no win test while playing (``positions.py`` says why).  Chunks
bound the memory; one ``numpy.random.default_rng(seed)`` feeds them all in
order, so the same seed gives the same counts.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from game.engine import SQUARES

from .move_tables import COLUMNS, MoveTable
from .positions import ONGOING, PositionGraph, position_graph
from .results import Result, ResultCounts

#: Games played together: 2**20 keeps each working array at 8 MB.
CHUNK = 1 << 20


@dataclass(frozen=True, slots=True, eq=False)
class PairTables:
    """Two opponents' tables merged into flat per-(row, column) arrays for one match."""

    keep: np.ndarray  # float64: threshold of the column
    own_child: np.ndarray  # intp: the row after playing the column's own square
    alias_child: np.ndarray  # intp: the row after playing the column's alias
    result: np.ndarray  # int8 per row: a Result code or ONGOING
    start: int


def pair_tables(x: MoveTable, o: MoveTable, graph: PositionGraph | None = None) -> PairTables:
    """Merge X's table on X's turns with O's on O's turns."""
    graph = graph or position_graph()
    x_turn = graph.x_to_move[:, None]
    keep = np.where(x_turn, x.keep, o.keep)
    alias = np.where(x_turn, x.alias, o.alias).astype(np.intp)
    alias_child = np.take_along_axis(graph.children, alias, axis=1)
    return PairTables(
        keep.ravel(),
        graph.children.astype(np.intp).ravel(),
        alias_child.astype(np.intp).ravel(),
        graph.result,
        int(graph.row_of[0]),
    )


def _play_chunk(tables: PairTables, games: int, rng: np.random.Generator) -> np.ndarray:
    rows = np.full(games, tables.start, dtype=np.intp)
    for _ in SQUARES:  # at most nine plies
        scaled = rng.random(games) * COLUMNS
        column = scaled.astype(np.intp)
        cell = rows * COLUMNS + column
        rows = np.where(
            scaled - column < tables.keep[cell], tables.own_child[cell], tables.alias_child[cell]
        )
    return np.bincount(tables.result[rows], minlength=ONGOING + 1)


def play_batch(tables: PairTables, games: int, seed: int, chunk: int = CHUNK) -> ResultCounts:
    """Play ``games`` games of one match, seeded, in chunks; the counts of each result."""
    rng = np.random.default_rng(seed)
    counts = np.zeros(ONGOING + 1, dtype=np.int64)
    done = 0
    while done < games:
        size = min(chunk, games - done)
        counts += _play_chunk(tables, size, rng)
        done += size
    if counts[ONGOING]:
        raise RuntimeError(f"{counts[ONGOING]} batch games did not finish: the tables are wrong")
    return ResultCounts(*(int(counts[r]) for r in Result))
