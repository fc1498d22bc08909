"""What a tournament counts: X wins, O wins and draws over a number of games."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.engine import Board, Mark


class Result(enum.IntEnum):
    """A finished game's result; the values index count arrays (``numpy.bincount``)."""

    X_WIN = 0
    O_WIN = 1
    DRAW = 2

    @classmethod
    def of(cls, board: Board) -> Result:
        """The result of a finished board."""
        outcome = board.outcome()
        if outcome is None:
            raise ValueError(f"{board} is not finished")
        if outcome.winner is None:
            return cls.DRAW
        return cls.X_WIN if outcome.winner is Mark.X else cls.O_WIN


@dataclass(frozen=True, slots=True)
class ResultCounts:
    """Counts of the three results."""

    x_win: int = 0
    o_win: int = 0
    draw: int = 0

    @property
    def games(self) -> int:
        """How many games were counted."""
        return self.x_win + self.o_win + self.draw

    def counts(self) -> tuple[int, int, int]:
        """(x_win, o_win, draw), in ``Result`` order."""
        return (self.x_win, self.o_win, self.draw)

    def rates(self) -> tuple[float, float, float]:
        """The three counts as fractions of the games (zeros for no games)."""
        games = self.games
        return tuple(c / games if games else 0.0 for c in self.counts())  # type: ignore[return-value]

    def __add__(self, other: ResultCounts) -> ResultCounts:
        return ResultCounts(self.x_win + other.x_win, self.o_win + other.o_win, self.draw + other.draw)


def whole_percent(rate: float) -> str:
    """A rate as a whole percentage that never rounds a rare event away ("<1", ">99")."""
    if 0 < rate < 0.005:
        return "<1"
    if 0.995 <= rate < 1:
        return ">99"
    return f"{rate * 100:.0f}"
