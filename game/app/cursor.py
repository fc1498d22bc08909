"""Cursor movement rules, after the TI-83 program the game's cursor imitates.

In ``shared/seeds/001_7d6cbce27f6c9c3c.txt`` the highlighted position P
moves with ``P+(K=26)(P<9)-(K=24)(P>1)+3(K=34)(P≤6)-3(K=25)(P≥4)→P``:
right and left step through the cells in reading order (running on to the
next row) and stop at the first and last cell; up and down move a row and
stop at the edges.  Nothing wraps around.  Lists (menus) follow the same
rule: the cursor stops at the ends.
"""

from __future__ import annotations

from .actions import Action

BOARD_SIDE = 3
LAST_SQUARE = BOARD_SIDE * BOARD_SIDE - 1


def board_move(square: int, action: Action) -> int:
    """The square (0-8, reading order) the cursor moves to from ``square``."""
    if action is Action.RIGHT and square < LAST_SQUARE:
        return square + 1
    if action is Action.LEFT and square > 0:
        return square - 1
    if action is Action.DOWN and square < LAST_SQUARE + 1 - BOARD_SIDE:
        return square + BOARD_SIDE
    if action is Action.UP and square >= BOARD_SIDE:
        return square - BOARD_SIDE
    return square


def list_move(index: int, count: int, action: Action) -> int:
    """The row a vertical list's cursor moves to; it stops at both ends."""
    if action is Action.DOWN:
        return min(index + 1, count - 1)
    if action is Action.UP:
        return max(index - 1, 0)
    return index
