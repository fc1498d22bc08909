"""Claim 1 of "tic tac toe logic": do the weights (w*h+1) and (w*h+1)^2 keep its priorities on every board?

"tic tac toe logic" (a blog post of 3 October 2007) weighs a potential-line cell 1, an
opponent's completion (a block) w*h+1 and the player's completion (a win)
(w*h+1)^2, "so that crossing potential lines (which are additive)" cannot
outweigh a block, nor "a number of potential opponent completions" a win,
and says these "will always be safe values".  Every weight a cell gets
comes from one line through it, and each line adds to it at most once, so
with L lines through a cell:

* its potential-line weight is at most L.  The bound is reached on every
  board offered: in each of the four directions, marks beside the cell
  (at c-1 and c+1 for k >= 4; at c-1 and c+2 for k = 3, so no window holds
  two marks and one free cell) make every window through it a potential
  line, and the four directions share only the cell;
* a cell that is not a win weighs at most B*(w*h+1) + P with B + P <= L, so
  at most L*(w*h+1), all its lines blocks.  For k >= 4 that is reached on a
  board roomy enough for the player's own marks: the opponent may hold every
  other cell of every line through the cell without a line of its own,
  since a line not through the cell is parallel to one of the four and so
  crosses the other three in at most three of those cells.  For k = 3 it
  is not reached: the three cells above (or below, or beside) the cell then
  complete the opponent's line, so the bound is safe but loose.

So the first priority holds whenever L < w*h+1 and the second whenever
L*(w*h+1) < (w*h+1)^2, the same condition; L is computed here from the
lines through each cell, for every board and k, not assumed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.mnk import MAX_SIDE, MIN_K, MIN_SIDE, Shape
from game.opponents.weights_mnk import block_weight, win_weight


@dataclass(frozen=True, slots=True)
class PriorityRow:
    """Claim 1 on one board: the most lines can add to one cell, against the post's two weights."""

    shape: Shape
    most_lines: int  # the most lines through any one cell
    busiest_cell: int  # the first cell with that many

    @property
    def block(self) -> int:
        """The post's block weight, w*h+1."""
        return block_weight(self.shape)

    @property
    def win(self) -> int:
        """The post's win weight, (w*h+1)^2."""
        return win_weight(self.shape)

    @property
    def most_potential(self) -> int:
        """The most potential-line weight one cell can have: one per line through it."""
        return self.most_lines

    @property
    def most_without_win(self) -> int:
        """The most a cell that is not a win can weigh: every line through it a block."""
        return self.most_lines * self.block

    @property
    def block_first(self) -> bool:
        """Whether any block outweighs any number of potential lines."""
        return self.most_potential < self.block

    @property
    def win_first(self) -> bool:
        """Whether any win outweighs any number of blocks and potential lines."""
        return self.most_without_win < self.win

    def as_dict(self) -> dict[str, object]:
        """The JSON form."""
        return {
            "board": f"{self.shape.cols}x{self.shape.rows}", "k": self.shape.k,
            "most_lines_through_a_cell": self.most_lines, "busiest_cell": self.busiest_cell,
            "block_weight": self.block, "win_weight": self.win,
            "most_potential": self.most_potential, "most_without_win": self.most_without_win,
            "block_first": self.block_first, "win_first": self.win_first,
        }


def priority_row(shape: Shape) -> PriorityRow:
    """Claim 1 on one board, from the lines through each of its cells."""
    counts = [len(shape.lines_through(cell)) for cell in range(shape.squares)]
    most = max(counts)
    return PriorityRow(shape, most, counts.index(most))


def priority_table(top: int = MAX_SIDE) -> tuple[PriorityRow, ...]:
    """Claim 1 on every square board from 3x3 to ``top`` x ``top`` and every k it offers."""
    return tuple(
        priority_row(Shape(side, side, k)) for side in range(MIN_SIDE, top + 1) for k in range(MIN_K, side + 1)
    )


def priority_text(rows: tuple[PriorityRow, ...]) -> str:
    """The table as text: one board a line, and whether both priorities hold everywhere."""
    lines = [f"{'board':<8}{'k':>3}{'lines/cell':>11}{'w*h+1':>7}{'non-win max':>12}{'(w*h+1)^2':>10}  priorities"]
    for row in rows:
        verdict = "hold" if row.block_first and row.win_first else "BROKEN"
        lines.append(f"{row.shape.cols}x{row.shape.rows:<6}{row.shape.k:>3}{row.most_potential:>11}{row.block:>7}"
                     f"{row.most_without_win:>12}{row.win:>10}  {verdict}")
    worst = max(rows, key=lambda r: r.most_lines / r.block)
    everywhere = all(r.block_first and r.win_first for r in rows)
    lines.append(f"both priorities hold on every board: {'yes' if everywhere else 'no'}; tightest: "
                 f"{worst.shape.name}, {worst.most_lines} lines through a cell against w*h+1 = {worst.block}")
    return "\n".join(lines)
