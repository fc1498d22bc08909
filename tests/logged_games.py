"""What the engine makes of a logged ``game_end``: the one check the log readers in the tests share.

A game ends on the board (a line, or a full board) or by a resignation,
which the board cannot know: then the logged ``resigned`` mark must be the
side to move on a board still in play, and the other mark has won, with no line.
A BIG BOARD game names its ``shape`` and is read by the m,n,k engine.
"""

from __future__ import annotations

from typing import Any

from game.engine import Board, Mark, cell_of, square_of
from game.engine.mnk import Position, Shape


def big_board_end(end: dict[str, Any]) -> tuple[str, list[int] | None]:
    """The result and winning line the m,n,k engine gives for a BIG BOARD game's end (its ``shape``: "5x5 k=4")."""
    size, k = end["shape"].split(" k=")
    position = Position.from_moves(Shape.parse(size, int(k)), [cell - 1 for cell in end["moves"]])
    assert position.is_over(), f"the game is not over: {end}"
    outcome = position.outcome()
    assert outcome is not None
    cells = None if outcome.line is None else [cell_of(square) for square in outcome.line]
    return outcome.result(), cells


def engine_end(end: dict[str, Any], board: Board | None = None) -> tuple[str, list[int] | None]:
    """The result and winning line (cells) the engine gives for a logged game's end and moves (or ``board``)."""
    if "shape" in end:
        return big_board_end(end)
    if board is None:
        board = Board.from_moves([square_of(cell) for cell in end["moves"]])  # raises if a move is illegal
    if "resigned" in end:
        assert not board.is_over() and end["resigned"] == board.turn.value, f"a resignation out of turn: {end}"
        return Mark(end["resigned"]).other.value, None
    outcome = board.outcome()
    assert outcome is not None, f"the game is not over: {end}"
    return outcome.result(), (None if outcome.line is None else [cell_of(sq) for sq in outcome.line])


def agrees(end: dict[str, Any], board: Board | None = None) -> bool:
    """Whether a logged game's result and line are the engine's."""
    return engine_end(end, board) == (end["result"], end["line"])
