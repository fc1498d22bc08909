"""The m,n,k rules over many positions at once: numpy arrays of bitboards.

Plain Python tests some tens of thousands of positions a second; a search
or a tournament on bigger boards wants millions.  Here a batch of positions
is two uint64 arrays (X's and O's bitboards, as ``mnk.Position`` holds
them), so boards up to 64 cells (8x8) fit.  ``has_line`` is the line-mask
test ``marks & line == line`` over every line (``has_line_by_masks``), the
definition; the fast path asks the same question one direction at a time:
a direction's lines are the cells p, p+s, ..., p+(k-1)s for a step s (1
along a row, cols down a column, cols+1 and cols-1 on the diagonals), so
``m & m >> s`` marks where two in a row start, ``m2 & m2 >> 2s`` four, and
so on by doubling; a run that starts at a line's first cell is that line.
Four directions and a few shifts each beat a pass per line, and the batch
is cut into chunks that stay in the cache.  Move generation is the
empty-cell mask, cleared once someone has won.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from .mnk import Shape, ShapeError

#: The most cells a uint64 bitboard holds.
MAX_BATCH_CELLS = 64

#: Positions handled at a time: a few arrays of this many uint64 stay in the cache.
CHUNK = 1 << 14

#: ``step``'s winner codes, one per position.
NO_WINNER, X_WINS, O_WINS = 0, 1, 2


def line_array(shape: Shape) -> np.ndarray:
    """The shape's lines as uint64 masks; ShapeError if the board has more than 64 cells."""
    if shape.squares > MAX_BATCH_CELLS:
        raise ShapeError(f"the batch path holds boards of up to {MAX_BATCH_CELLS} cells, not {shape.squares} ({shape.name})")
    return np.array(shape.lines, dtype=np.uint64)


def has_line_by_masks(marks: np.ndarray, lines: np.ndarray) -> np.ndarray:
    """For each bitboard in ``marks``, whether it holds one of ``lines``: the definition, a pass per line."""
    return ((marks[:, None] & lines[None, :]) == lines[None, :]).any(axis=1)


@dataclass(frozen=True, slots=True)
class _Direction:
    step: int  # how far the next cell of a line is, in bits
    starts: int  # the first cells of the direction's lines


@cache
def _directions(shape: Shape) -> tuple[_Direction, ...]:
    """The shape's line directions with the first cell of each of their lines (directions without lines left out)."""
    found: dict[int, int] = {}
    for cells in shape.line_squares:
        step = cells[1] - cells[0]
        found[step] = found.get(step, 0) | 1 << cells[0]
    return tuple(_Direction(step, starts) for step, starts in found.items())


def bitboard_dtype(shape: Shape) -> type[np.unsignedinteger]:
    """The narrowest unsigned type that holds the shape's bitboards: uint32 up to 32 cells, else uint64."""
    line_array(shape)  # refuses boards too big for uint64
    return np.uint32 if shape.squares <= 32 else np.uint64


def has_line(shape: Shape, marks: np.ndarray) -> np.ndarray:
    """For each bitboard in ``marks`` (uint32 or uint64), whether it holds a line of ``shape``: runs by doubling."""
    line_array(shape)  # refuses boards too big for uint64
    kind = marks.dtype.type
    plan = [
        (kind(direction.starts), [kind(shift * direction.step) for shift in _doublings(shape.k)])
        for direction in _directions(shape)
    ]
    found = np.empty(marks.shape, dtype=bool)
    run, moved, hits = (np.empty(min(CHUNK, len(marks)), dtype=kind) for _ in range(3))
    for start in range(0, len(marks), CHUNK):
        chunk = marks[start:start + CHUNK]
        size = len(chunk)
        r, m, h = run[:size], moved[:size], hits[:size]
        h.fill(0)
        for starts, shifts in plan:
            source = chunk
            for shift in shifts:
                np.right_shift(source, shift, out=m)
                np.bitwise_and(source, m, out=r)
                source = r
            np.bitwise_and(r, starts, out=r)
            np.bitwise_or(h, r, out=h)
        np.not_equal(h, 0, out=found[start:start + size])
    return found


@cache
def _doublings(k: int) -> tuple[int, ...]:
    """The shifts, in steps, that grow a run of 1 to a run of k: 1, 2, 4, ... (each no longer than the run)."""
    shifts, span = [], 1
    while span < k:
        more = min(span, k - span)
        shifts.append(more)
        span += more
    return tuple(shifts)


def step(shape: Shape, x: np.ndarray, o: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The win test and the move generation for every position: (winner codes, legal-move bitboards)."""
    x_won, o_won = has_line(shape, x), has_line(shape, o)
    found = np.where(x_won, X_WINS, np.where(o_won, O_WINS, NO_WINNER)).astype(np.int8)
    kind = x.dtype.type
    empty = kind(shape.full_mask) & ~(x | o)
    return found, np.where(x_won | o_won, kind(0), empty)


def random_bitboards(shape: Shape, count: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """``count`` random pairs of disjoint bitboards (X's, O's), each cell X, O or empty alike; for benches and tests."""
    rng = np.random.default_rng(seed)
    cells = rng.integers(0, 3, size=(count, shape.squares), dtype=np.uint8)
    weights = np.left_shift(np.uint64(1), np.arange(shape.squares, dtype=np.uint64))
    kind = bitboard_dtype(shape)
    x = ((cells == 1) * weights).sum(axis=1, dtype=np.uint64).astype(kind)
    o = ((cells == 2) * weights).sum(axis=1, dtype=np.uint64).astype(kind)
    return x, o
