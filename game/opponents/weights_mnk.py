"""The weight grid of "tic tac toe logic" (2007 blog post) on any m,n,k board.

The post defines its three kinds of cell for any grid and says the method
"is appropriate for a game played on a larger board"; here a line is any
k cells in a row (the m,n,k engine's lines).  For the side to move, every
line adds to its free cells:

* more than one free cell and marks of only one player: a potential line, +1;
* exactly one free cell and the opponent's marks in the rest: a block, +(w*h+1);
* exactly one free cell and the player's marks in the rest: a win, +(w*h+1)^2.

The move is uniform among the heaviest free cells.  On 3x3, k=3 this is the
``weights`` opponent (``weights.py``, which stays the 3x3 game's player); the
tests play both on every position.  Whether the post's weights keep its
priorities on bigger boards, and whether the player is "appropriate" there,
is ``game.analysis.bigboard``'s question.
"""

from __future__ import annotations

import random

from game.engine.board import Mark
from game.engine.mnk import Position, Shape

POTENTIAL_LINE_WEIGHT = 1


def block_weight(shape: Shape) -> int:
    """The post's "(width * height + 1)" for an opponent's completion cell."""
    return shape.squares + 1


def win_weight(shape: Shape) -> int:
    """The post's "(width * height + 1) ^ 2" for the player's completion cell."""
    return block_weight(shape) ** 2


def weight_grid(position: Position, player: Mark | None = None) -> tuple[int, ...]:
    """The post's weight of every cell for ``player`` (default: the side to move); 0 on taken cells."""
    shape = position.shape
    player = player or position.turn
    mine, theirs = position.mask_of(player), position.mask_of(player.other)
    empty = position.empty_mask
    block, win = block_weight(shape), win_weight(shape)
    grid = [0] * shape.squares
    for line, cells in zip(shape.lines, shape.line_squares):
        free = line & empty
        has_mine, has_theirs = line & mine, line & theirs
        if not free or (has_mine and has_theirs) or not (has_mine or has_theirs):
            continue
        if free & (free - 1):
            weight = POTENTIAL_LINE_WEIGHT
        else:
            weight = win if has_mine else block
        for cell in cells:
            if free >> cell & 1:
                grid[cell] += weight
    return tuple(grid)


def heaviest(position: Position, grid: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """The free cells of highest weight, ascending (none once the game is over): the post's equal choices."""
    moves = position.legal_moves()
    if not moves:
        return ()
    grid = weight_grid(position) if grid is None else grid
    top = max(grid[cell] for cell in moves)
    return tuple(cell for cell in moves if grid[cell] == top)


class BigWeightsPlayer:
    """The "tic tac toe logic" player on any board: the heaviest cell, ties uniformly at random."""

    def decide(self, position: Position, rng: random.Random) -> int:
        """One of the heaviest free cells, each equally likely; ValueError once the game is over."""
        choices = heaviest(position)
        if not choices:
            raise ValueError(f"the game is over in {position}; there is no move to choose")
        return rng.choice(choices)
