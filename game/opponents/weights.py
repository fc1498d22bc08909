"""``weights``: the weight grid of "tic tac toe logic" (2007).

The post builds a weight grid afresh each turn
by walking every line (rows, columns, diagonals):

* a line with more than one available cell and marks of only one player:
  each available cell is on a potential line, +1;
* a line with exactly one available cell and the opponent's marks in the
  rest: that cell blocks, +(w*h+1) (10 on our board);
* a line with exactly one available cell and the player's marks in the
  rest: that cell wins, +(w*h+1)^2 (100 on our board).

"we select the maximum weighted cell as the next move.  in the case of a
number of cells with the maximum weight, one can be selected at random":
ties are uniform.  The maximum is taken over the available cells only -- on
the empty board every weight is 0 and any cell may be chosen.  The scores
are the weight grid itself.
"""

from __future__ import annotations

from game.engine import LINES, Board, Mark
from game.engine.board import SQUARES

from .base import Distribution, Opponent, uniform

#: "(width * height + 1)": more than any number of crossing potential lines can add up to.
BLOCK_WEIGHT = len(SQUARES) + 1
#: "(width * height + 1) ^ 2": more than any number of blocks.
WIN_WEIGHT = BLOCK_WEIGHT ** 2
POTENTIAL_LINE_WEIGHT = 1


def weight_grid(board: Board, player: Mark | None = None) -> tuple[int, ...]:
    """The post's weight for each 0-8 square for ``player`` (default: the side to move); 0 on taken squares."""
    player = player or board.turn
    mine, theirs, empty = board.mask_of(player), board.mask_of(player.other), board.empty_mask
    grid = [0] * len(SQUARES)
    for line in LINES:
        free = [sq for sq in line if empty >> sq & 1]
        n_mine = sum(mine >> sq & 1 for sq in line)
        n_theirs = sum(theirs >> sq & 1 for sq in line)
        if len(free) > 1 and (n_mine == 0) != (n_theirs == 0):
            bonus = POTENTIAL_LINE_WEIGHT
        elif len(free) == 1 and n_mine == 0:
            bonus = BLOCK_WEIGHT
        elif len(free) == 1 and n_theirs == 0:
            bonus = WIN_WEIGHT
        else:
            continue
        for sq in free:
            grid[sq] += bonus
    return tuple(grid)


class WeightsPlayer(Opponent):
    """The highest weight in the "tic tac toe logic" grid, ties at random."""

    id = "weights"
    name = "Weights"
    description = "Weight grid: +1 potential line, +10 block, +100 win (2007 blog \"tic tac toe logic\")."

    def distribution(self, board: Board) -> Distribution:
        """Equal odds on the free cells of highest weight."""
        grid = weight_grid(board)
        free = board.legal_moves()
        top = max(grid[sq] for sq in free)
        return uniform([sq for sq in free if grid[sq] == top])

    def scores(self, board: Board) -> dict[int, float]:
        """The weight of each free cell."""
        grid = weight_grid(board)
        return {sq: float(grid[sq]) for sq in board.legal_moves()}
