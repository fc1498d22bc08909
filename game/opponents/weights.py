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

import enum
from dataclasses import dataclass

from game.engine import LINES, Board, Line, Mark
from game.engine.board import SIZE, SQUARES
from game.language import N_

from .base import Distribution, Opponent, uniform

#: "(width * height + 1)": more than any number of crossing potential lines can add up to.
BLOCK_WEIGHT = len(SQUARES) + 1
#: "(width * height + 1) ^ 2": more than any number of blocks.
WIN_WEIGHT = BLOCK_WEIGHT ** 2
POTENTIAL_LINE_WEIGHT = 1


class LineRule(enum.Enum):
    """What the post adds to a line's free cells, by what the line holds."""

    NONE = 0
    POTENTIAL = POTENTIAL_LINE_WEIGHT
    BLOCK = BLOCK_WEIGHT
    WIN = WIN_WEIGHT


@dataclass(frozen=True, slots=True)
class WeightStep:
    """The weight grid after one more line, in the post's order (rows, columns, diagonals)."""

    line_index: int  # index into LINES
    rule: LineRule
    grid: tuple[int, ...]  # the weight of each 0-8 square so far

    @property
    def name(self) -> str:
        """The post's name for the line: "row 1" ... "diagonal 2"."""
        return line_name(self.line_index)

    @property
    def line(self) -> Line:
        """The line's three 0-8 squares."""
        return LINES[self.line_index]


def line_name(index: int) -> str:
    """The post's name of LINES[index]: rows 1-3, columns 1-3, diagonals 1-2 (LINES' own order)."""
    kind, number = divmod(index, SIZE)
    return f"{('row', 'column', 'diagonal')[kind]} {number + 1}"


def line_rule(board: Board, player: Mark, line: Line) -> LineRule:
    """The post's rule for one line, seen by ``player``."""
    mine, theirs, empty = board.mask_of(player), board.mask_of(player.other), board.empty_mask
    free = sum(empty >> sq & 1 for sq in line)
    n_mine = sum(mine >> sq & 1 for sq in line)
    n_theirs = sum(theirs >> sq & 1 for sq in line)
    if free > 1 and (n_mine == 0) != (n_theirs == 0):
        return LineRule.POTENTIAL
    if free == 1 and n_mine == 0:
        return LineRule.BLOCK
    if free == 1 and n_theirs == 0:
        return LineRule.WIN
    return LineRule.NONE


def weight_steps(board: Board, player: Mark | None = None) -> tuple[WeightStep, ...]:
    """The weight grid built line by line as the post does, one step per line; the last is the grid."""
    player = player or board.turn
    grid = [0] * len(SQUARES)
    steps = []
    for index, line in enumerate(LINES):
        rule = line_rule(board, player, line)
        for sq in line:
            if board.empty_mask >> sq & 1:
                grid[sq] += rule.value
        steps.append(WeightStep(index, rule, tuple(grid)))
    return tuple(steps)


def weight_grid(board: Board, player: Mark | None = None) -> tuple[int, ...]:
    """The post's weight for each 0-8 square for ``player`` (default: the side to move); 0 on taken squares."""
    return weight_steps(board, player)[-1].grid


def heaviest(board: Board, grid: tuple[int, ...]) -> tuple[int, ...]:
    """The free squares of highest weight: the post's choice, "one can be selected at random"."""
    free = board.legal_moves()
    if not free:
        return ()
    top = max(grid[sq] for sq in free)
    return tuple(sq for sq in free if grid[sq] == top)


class WeightsPlayer(Opponent):
    """The highest weight in the "tic tac toe logic" grid, ties at random."""

    id = "weights"
    name = N_("WEIGHTS")
    description = N_(
        'SCORES EACH CELL FOR OPEN LINES, BLOCKS AND WINS, THEN PLAYS THE BEST: "TIC TAC TOE LOGIC" (2007).')

    def distribution(self, board: Board) -> Distribution:
        """Equal odds on the free cells of highest weight."""
        return uniform(list(heaviest(board, weight_grid(board))))

    def scores(self, board: Board) -> dict[int, float]:
        """The weight of each free cell."""
        grid = weight_grid(board)
        return {sq: float(grid[sq]) for sq in board.legal_moves()}
