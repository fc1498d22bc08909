"""A match's score: wins, draws and losses as the home seat sees them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Tally:
    """Wins, draws and losses from the first seat's point of view."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    def add(self, result: int, limit: int | None = None) -> Tally:
        """The tally after one more game: +1 a win, 0 a draw, -1 a loss; a count at ``limit`` (if given) stays there."""
        wins, draws, losses = self.wins + (result > 0), self.draws + (result == 0), self.losses + (result < 0)
        if limit is None:
            return Tally(wins, draws, losses)
        return Tally(min(wins, limit), min(draws, limit), min(losses, limit))
