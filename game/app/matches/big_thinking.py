"""What show thinking says on the BIG BOARD: the weight grid's number for every free cell, read in three parts.

"tic tac toe logic" (a blog post of 3 October 2007) adds +1 to a cell for each
potential line through it, +(w*h+1) for each block and +(w*h+1)^2 for each
win, so that "regardless of the size of the grid" a win outweighs any
number of blocks and a block any number of lines.  On the boards offered
fewer lines pass through a cell than w*h+1 (the tests check it), so a
weight is a number in base w*h+1 whose three digits are the counts:
wins, blocks, lines.  On 3x3 that base is 10 and the digits are the ones
people read; on 7x7 it is 50 and a weight can pass 2,500, too wide for a
20-pixel cell.  So each cell's label is either the whole weight, when every
label of the position fits its cell, or its deciding digit in short --
``W1`` (wins), ``B2`` (blocks) or the count of lines -- and the panel beside
the board spells out the weight of the cell under the cursor.  The renderer
decides which fits; this module only says both.

The board draws no row or column numbers, so the panel names a cell the way
a child counts it on screen: ``4 DOWN, 3 ACROSS``, rows down from the top
and columns across from the left, each from 1.  A taken cell has no weight:
the panel says it is taken.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.mnk import Position, Shape
from game.opponents.weights_mnk import POTENTIAL_LINE_WEIGHT, block_weight, heaviest, weight_grid, win_weight

FULL_LEGEND = "WEIGHTS: LINE +1, BLOCK +{block}, WIN +{win} PER CELL"
SHORT_LEGEND = "WEIGHTS: W WINS, B BLOCKS, ELSE OPEN LINES"
WIN_LETTER, BLOCK_LETTER = "W", "B"
TAKEN_LINES = ("TAKEN: NO WEIGHT", "MOVE TO A FREE CELL", "TO SEE ITS WEIGHT")


def cell_words(shape: Shape, cell: int) -> str:
    """A cell as counted on screen: rows down from the top, columns across from the left, each from 1."""
    row, column = divmod(cell, shape.cols)
    return f"{row + 1} DOWN, {column + 1} ACROSS"


@dataclass(frozen=True, slots=True)
class CellWeight:
    """One free cell's weight and the three counts it is made of."""

    weight: int
    wins: int
    blocks: int
    lines: int

    @property
    def short(self) -> str:
        """The deciding count in short: ``W1``, ``B2``, or the lines as a number."""
        if self.wins:
            return f"{WIN_LETTER}{self.wins}"
        if self.blocks:
            return f"{BLOCK_LETTER}{self.blocks}"
        return str(self.lines)


def split_weight(shape: Shape, weight: int) -> CellWeight:
    """A weight read as its base-(w*h+1) digits: wins, blocks, lines."""
    wins, rest = divmod(weight, win_weight(shape))
    blocks, lines = divmod(rest, block_weight(shape))
    return CellWeight(weight, wins, blocks, lines)


@dataclass(frozen=True, slots=True)
class BigThinking:
    """The weight grid's view of one position: every free cell's weight, and the heaviest cells it chooses among."""

    shape: Shape
    cells: dict[int, CellWeight]
    best: frozenset[int]

    def legend(self, short: bool) -> str:
        """The bottom line saying what the labels are."""
        if short:
            return SHORT_LEGEND
        return FULL_LEGEND.format(block=block_weight(self.shape), win=win_weight(self.shape))

    def labels(self, short: bool) -> dict[int, str]:
        """Each free cell's label: its whole weight, or (``short``) its deciding count."""
        return {cell: (w.short if short else str(w.weight)) for cell, w in self.cells.items()}

    def explain(self, cell: int) -> tuple[str, ...]:
        """The cell's weight spelt out for the side panel; a taken cell is said to be taken, with no weight."""
        found = self.cells.get(cell)
        if found is None:
            return (f"{cell_words(self.shape, cell)}:", *TAKEN_LINES)
        return (f"{cell_words(self.shape, cell)}: {found.weight}",
                f"{found.wins} WIN X {win_weight(self.shape)}",
                f"{found.blocks} BLOCK X {block_weight(self.shape)}",
                f"{found.lines} LINE X {POTENTIAL_LINE_WEIGHT}")


def big_thinking(position: Position) -> BigThinking:
    """The weight grid's numbers for the side to move."""
    grid = weight_grid(position)
    free = position.legal_moves()
    return BigThinking(position.shape, {cell: split_weight(position.shape, grid[cell]) for cell in free},
                       frozenset(heaviest(position)))

