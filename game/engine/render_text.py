"""Plain-text drawings of a board in the three views, for tools and logs."""

from __future__ import annotations

from .board import SIZE, Board, Mark
from .views import LO_SHU, NUMBERS, numbers_held


def tictactoe_text(board: Board) -> str:
    """The 3x3 grid with X, O and cell numbers on the empty squares."""
    rows = []
    for r in range(SIZE):
        cells = []
        for c in range(SIZE):
            mark = board.mark_at(r * SIZE + c)
            cells.append(mark.value if mark else str(r * SIZE + c + 1))
        rows.append(" " + " | ".join(cells))
    return ("\n---+---+---\n").join(rows)


def magic15_text(board: Board) -> str:
    """The Lo-Shu grid; a claimed number is shown with its owner's mark."""
    rows = []
    for r in range(SIZE):
        cells = []
        for c in range(SIZE):
            mark = board.mark_at(r * SIZE + c)
            cells.append(f"{mark.value}{LO_SHU[r][c]}" if mark else f" {LO_SHU[r][c]}")
        rows.append(" " + " | ".join(cells))
    return ("\n----+----+----\n").join(rows)


def pick15_text(board: Board) -> str:
    """Moler's list form: the numbers left, then each player's numbers."""
    held = {mark: numbers_held(board, mark) for mark in Mark}
    taken = set(held[Mark.X]) | set(held[Mark.O])
    listing = " ".join("-" if n in taken else str(n) for n in NUMBERS)
    return "\n".join(
        [f"List : {listing}"]
        + [f"{mark.value}    : {' '.join(map(str, held[mark]))}".rstrip() for mark in Mark]
    )
