"""Cursor movement rules, after the TI-83 program the game's cursor imitates.

In the TI-83 "M.E.N.A.C.E." program the highlighted position P
moves with ``P+(K=26)(P<9)-(K=24)(P>1)+3(K=34)(P≤6)-3(K=25)(P≥4)→P``:
right and left step through the cells in reading order (running on to the
next row) and stop at the first and last cell; up and down move a row and
stop at the edges.  Nothing wraps around.  Lists (menus) follow the same
rule: the cursor stops at the ends.

Pick15 draws the squares as a row of numbers 1-9, so there left and right
step to the next number down or up and wrap around at the ends (Moler's
list has no edges to stop at); up and down do nothing.  The cursor is still
a square, so it stays on the same cell when the view changes.

The BIG BOARD's grids (4x4 to 7x7) move by the same rule (``grid_move``).
"""

from __future__ import annotations

from game.app.input.actions import Action
from game.engine import NUMBERS, number_of, square_for_number

BOARD_SIDE = 3


def grid_move(square: int, action: Action, rows: int, cols: int) -> int:
    """The square (reading order) the cursor moves to on a ``rows`` x ``cols`` board, by the TI-83 rule."""
    last = rows * cols - 1
    if action is Action.RIGHT and square < last:
        return square + 1
    if action is Action.LEFT and square > 0:
        return square - 1
    if action is Action.DOWN and square < last + 1 - cols:
        return square + cols
    if action is Action.UP and square >= cols:
        return square - cols
    return square


def board_move(square: int, action: Action) -> int:
    """The square (0-8, reading order) the cursor moves to from ``square``."""
    return grid_move(square, action, BOARD_SIDE, BOARD_SIDE)


def row_move(square: int, action: Action) -> int:
    """The square the Pick15 cursor moves to: the number one up (right) or down (left), wrapping."""
    step = {Action.RIGHT: 1, Action.LEFT: -1}.get(action)
    if step is None:
        return square
    return square_for_number((number_of(square) - 1 + step) % len(NUMBERS) + 1)


def list_move(index: int, count: int, action: Action) -> int:
    """The row a vertical list's cursor moves to; it stops at both ends."""
    if action is Action.DOWN:
        return min(index + 1, count - 1)
    if action is Action.UP:
        return max(index - 1, 0)
    return index
