"""What every computer opponent is: a seeded chooser with an exact distribution.

An opponent names itself (id, display name, and a description of one or
two plain lines: how it plays and whose idea it is, by author or title) and answers
three questions about a position: which move it makes with a given random
generator, the exact probability of every move it could make, and -- where
it has them -- the per-cell scores behind its choice, for drawing its
"thinking" on screen.  ``choose`` must sample ``distribution``: the exact
answers of ``tictactoe-magic analyze exact`` and the tournaments depend on it.
"""

from __future__ import annotations

import abc
import random
from fractions import Fraction
from typing import ClassVar

from game.engine import Board, Mark

Distribution = dict[int, Fraction]


class UnknownOpponentError(ValueError):
    """No opponent has that id."""


def in_100(p: Fraction) -> int:
    """A chance as a whole number of times in 100, halves rounded up (1/8 is 13, not the 12 round() gives)."""
    return int(100 * Fraction(p) + Fraction(1, 2))


def percent(p: Fraction) -> str:
    """A chance as people read it: whole percent, rounded as ``in_100``."""
    return f"{in_100(p)}%"


def odds_text(p: Fraction) -> str:
    """A chance as a class reads it: the percent first, then the exact fraction in lowest terms.

    Fractions side by side rarely share a denominator (737/1260, 121/420, 8/63), so the percent leads and the
    fraction follows for those who check it; 0 and 1 are words (never, always), and a chance that rounds to
    0% or 100% says so rather than reading as never or always.
    """
    p = Fraction(p)
    if p == 0:
        return "0% (never)"
    if p == 1:
        return "100% (always)"
    share = in_100(p)
    shown = "under 1%" if share == 0 else "over 99%" if share == 100 else f"{share}%"
    return f"{shown} ({p.numerator}/{p.denominator})"


def uniform(squares: tuple[int, ...] | list[int]) -> Distribution:
    """Equal probability on each of these squares."""
    share = Fraction(1, len(squares))
    return {sq: share for sq in squares}


def sample(dist: Distribution, rng: random.Random) -> int:
    """Draw one square from an exact distribution with one uniform number."""
    u = rng.random()
    total = 0.0
    last = 0
    for square, p in sorted(dist.items()):
        total += float(p)
        last = square
        if u < total:
            return square
    return last  # float round-off at the very top of the range


class Opponent(abc.ABC):
    """A computer player.  Subclasses set the three names and ``distribution``."""

    id: ClassVar[str]
    name: ClassVar[str]  # as the screens write it, marked (``N_``): the font shows it in the language in use
    description: ClassVar[str]  # one plain sentence for the setup screen, in capitals and marked as ``name``
    #: True for learners, whose distribution changes as they play; tools that
    #: tabulate a distribution once (the batch tournament) must not use those.
    learns: ClassVar[bool] = False

    @abc.abstractmethod
    def distribution(self, board: Board) -> Distribution:
        """Each legal 0-8 square this opponent might play, with its exact probability."""

    def choose(self, board: Board, rng: random.Random) -> int:
        """The 0-8 square this opponent plays, drawn with ``rng`` (same seed, same move)."""
        return sample(self.distribution(board), rng)

    def scores(self, board: Board) -> dict[int, float] | None:
        """Per-square scores behind the choice, or None if it has none."""
        return None

    def resigns(self, board: Board) -> bool:
        """Whether it resigns here instead of moving (MENACE with Michie's rule, on an empty box)."""
        return False

    def game_over(self, board: Board, mark: Mark, resigned: Mark | None = None) -> None:
        """Told the final board, the mark it played, and who resigned (None: the board itself is finished).

        Learners learn here; the others ignore it.
        """

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r}>"
