"""One page of a lesson: what the LESSONS scene shows, every figure computed, never typed in."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from game.engine import Board, View

#: The most lines a caption has, and the most characters in each (big text on a projector).
CAPTION_LINES = 3
CAPTION_WIDTH = 48
#: The most characters in a line of the side panel.
NOTE_WIDTH = 24
#: Lessons told in Moler's words, "you are the green player and the computer is the blue player"
#: (Cleve Moler, Experiments with MATLAB, ch. 11): their marks are drawn green and blue whatever the theme.
GREEN_BLUE_LESSONS = frozenset({1, 2})


class Tone(enum.Enum):
    """What a cell's label or a highlight means, so the scene can colour it (colour-blind safe)."""

    PLAIN = "plain"
    GOOD = "good"  # a win, the chosen move, a line that sums to 15
    BAD = "bad"  # a loss, a threat
    NEUTRAL = "neutral"  # a draw, a block


@dataclass(frozen=True, slots=True)
class Arrow:
    """An arrow from one square to another (0-8, row by row), e.g. Across(x) on the magic square."""

    start: int
    end: int
    label: str = ""


#: All three views side by side.
ALL_VIEWS: tuple[View, ...] = (View.PICK15, View.TICTACTOE, View.MAGIC15)


@dataclass(frozen=True, slots=True)
class Page:
    """One step of a lesson."""

    lesson: int  # 1-10
    title: str  # the lesson's title, e.g. "ONE GAME, THREE VIEWS"
    caption: tuple[str, ...]  # at most three lines, each at most 48 characters, upper case
    board: Board  # the position shown
    views: tuple[View, ...] = (View.TICTACTOE,)  # one view, or all three side by side
    labels: dict[int, tuple[str, Tone]] = field(default_factory=dict)  # text drawn in a cell (square 0-8)
    highlight: tuple[int, ...] = ()  # squares lit (a line, the cells a formula names)
    highlight_tone: Tone = Tone.GOOD
    arrows: tuple[Arrow, ...] = ()
    notes: tuple[str, ...] = ()  # a side panel of short lines (figures, formulas), each at most 24 characters
    source: str = ""  # who it comes from, e.g. "CLEVE MOLER, EXPERIMENTS WITH MATLAB, CH. 11"
    first_as_o: bool = False  # the first player drawn and named O, as the R WarGames program names its players
    free: bool = False  # lesson 9, a free board: the teacher places marks freely on this page
    #: A magic square of another size drawn as a board of its own (Durer's 4x4), its numbers row by row; the
    #: numbers in ``square_lit`` are lit in ``highlight_tone``.
    square: tuple[tuple[int, ...], ...] = ()
    square_lit: frozenset[int] = frozenset()

    @property
    def green_blue(self) -> bool:
        """Whether the page speaks of green and blue, so its marks must be drawn in those colours."""
        return self.lesson in GREEN_BLUE_LESSONS
