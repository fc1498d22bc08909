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
from game.language import NC_, N_, tr, trc
from game.opponents.weights_mnk import POTENTIAL_LINE_WEIGHT, block_weight, heaviest, weight_grid, win_weight

# TRANSLATORS: what the numbers on the big board's cells are: a cell's weight counts +1 for each open line through
# it, +{block} for each it blocks, +{win} for each it wins.  One line of 52 characters.
FULL_LEGEND = N_("WEIGHTS: LINE +1, BLOCK +{block}, WIN +{win} PER CELL")
# TRANSLATORS: the short labels on the cells: W2 (wins two lines), B1 (blocks one), else the open lines.  The
# letters W and B must be the ones translated just below.  One line of 52 characters.
SHORT_LEGEND = N_("WEIGHTS: W WINS, B BLOCKS, ELSE OPEN LINES")
#: A letter's context: a cell's label on the board, never a key's name, which the font would translate alike.
LABEL_CONTEXT = "a big board cell's label"
# TRANSLATORS: one letter, before a number on a cell: the lines it WINS (as in the legend's "W WINS").
WIN_LETTER = NC_("a big board cell's label", "W")
# TRANSLATORS: one letter, before a number on a cell: the lines it BLOCKS (as in the legend's "B BLOCKS").
BLOCK_LETTER = NC_("a big board cell's label", "B")
# TRANSLATORS: three lines of a narrow panel (20 characters each): the cell under the cursor is taken.
TAKEN_LINES = (N_("TAKEN: NO WEIGHT"), N_("MOVE TO A FREE CELL"), N_("TO SEE ITS WEIGHT"))
# TRANSLATORS: a cell of the big board, counted from the top left: {row} down, {column} across.
CELL_WORDS = N_("{row} DOWN, {column} ACROSS")
# TRANSLATORS: the cell under the cursor ({cell}: 4 DOWN, 2 ACROSS) and its weight (a number).
CELL_WEIGHT = N_("{cell}: {weight}")
# TRANSLATORS: the cell under the cursor ({cell}: 4 DOWN, 2 ACROSS), over the lines that say it is taken.
CELL_TAKEN = N_("{cell}:")
# TRANSLATORS: a cell's weight spelt out: {wins} lines it wins times {weight} (X: times).  20 characters at most.
WINS_TIMES = N_("{wins} WIN X {weight}")
# TRANSLATORS: {blocks} lines it blocks times {weight} (X: times).  20 characters at most.
BLOCKS_TIMES = N_("{blocks} BLOCK X {weight}")
# TRANSLATORS: {lines} open lines through it times {weight} (X: times).  20 characters at most.
LINES_TIMES = N_("{lines} LINE X {weight}")


def cell_words(shape: Shape, cell: int) -> str:
    """A cell as counted on screen: rows down from the top, columns across from the left, each from 1."""
    row, column = divmod(cell, shape.cols)
    return tr(CELL_WORDS).format(row=row + 1, column=column + 1)


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
            return f"{trc(LABEL_CONTEXT, WIN_LETTER)}{self.wins}"
        if self.blocks:
            return f"{trc(LABEL_CONTEXT, BLOCK_LETTER)}{self.blocks}"
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
        return tr(FULL_LEGEND).format(block=block_weight(self.shape), win=win_weight(self.shape))

    def said(self, cell: int) -> str:
        """A free cell's weight said aloud with the counts it is made of (a taken cell: nothing)."""
        found = self.cells.get(cell)
        if found is None:
            return ""
        # TRANSLATORS: a big board cell's weight said aloud, then the lines it wins and blocks, and its open lines.
        return tr("WEIGHT {weight}: WINS {wins}, BLOCKS {blocks}, OPEN LINES {lines}").format(
            weight=found.weight, wins=found.wins, blocks=found.blocks, lines=found.lines)

    def labels(self, short: bool) -> dict[int, str]:
        """Each free cell's label: its whole weight, or (``short``) its deciding count."""
        return {cell: (w.short if short else str(w.weight)) for cell, w in self.cells.items()}

    def explain(self, cell: int) -> tuple[str, ...]:
        """The cell's weight spelt out for the side panel; a taken cell is said to be taken, with no weight."""
        found = self.cells.get(cell)
        if found is None:
            return (tr(CELL_TAKEN).format(cell=cell_words(self.shape, cell)), *TAKEN_LINES)
        return (tr(CELL_WEIGHT).format(cell=cell_words(self.shape, cell), weight=found.weight),
                tr(WINS_TIMES).format(wins=found.wins, weight=win_weight(self.shape)),
                tr(BLOCKS_TIMES).format(blocks=found.blocks, weight=block_weight(self.shape)),
                tr(LINES_TIMES).format(lines=found.lines, weight=POTENTIAL_LINE_WEIGHT))


def big_thinking(position: Position) -> BigThinking:
    """The weight grid's numbers for the side to move."""
    grid = weight_grid(position)
    free = position.legal_moves()
    return BigThinking(position.shape, {cell: split_weight(position.shape, grid[cell]) for cell in free},
                       frozenset(heaviest(position)))

