"""One game-state protocol for every board: the 3x3 ``Board`` and the m,n,k ``Position`` alike.

python-chess gives every variant one ``Board`` API; here the two engines
answer the same questions under the same names, so a search, a test or a
tool written against ``GameState`` runs on either.  Squares count from 0 in
reading order on both; a person reads the 3x3 board's as cells 1-9
(``board.cell_of``).  Both states are immutable: ``play`` returns the next
one, and taking a move back belongs to the match that keeps the history.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from .board import Mark, Outcome

S = TypeVar("S", bound="GameState")


class GameState(Protocol):
    """A position of a two-player game of marks in a row, X moving first."""

    @property
    def turn(self) -> Mark:
        """Whose move it is (by the counts, so it is defined even after the end)."""
        ...

    @property
    def ply(self) -> int:
        """How many marks are on the board."""
        ...

    def mark_at(self, square: int) -> Mark | None:
        """The mark on a 0-based square, or None."""
        ...

    def is_over(self) -> bool:
        """Whether someone has a line or the board is full."""
        ...

    def outcome(self) -> Outcome | None:
        """The result once the game is over (winner and lines, or a draw), else None."""
        ...

    def legal_moves(self) -> tuple[int, ...]:
        """The squares the side to move may mark, ascending; none once the game is over."""
        ...

    def play(self: S, square: int) -> S:
        """The state after the side to move marks ``square``; IllegalMoveError if it cannot."""
        ...


def winner(state: GameState) -> Mark | None:
    """The mark that won, or None: a draw or a game still on."""
    outcome = state.outcome()
    return outcome.winner if outcome is not None else None
