"""One page of a lesson: what the LESSONS scene shows, every figure computed, never typed in.

A page's texts filled in with figures or names (its caption, notes and
labels) are made in the language in use (``tr``); its title and source are
kept whole and looked up where they are drawn.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from game.engine import Board, View

#: What an English caption's sentences fit, wrapped (big text on a projector): this many lines of this many
#: characters, the title-safe width at the caption's small scale.  The LESSONS scene wraps every caption to that
#: width in the language in use; a longer translation takes a line more (``lesson_layout``).
CAPTION_LINES = 3
CAPTION_WIDTH = 48
#: The most characters in an English line of the side panel (a longer translation wraps at a space).
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
    title: str  # the lesson's title, e.g. "ONE GAME, THREE VIEWS", kept whole (looked up as it is drawn)
    #: The caption's whole sentences in the language in use, upper case; drawn joined and wrapped to the width
    #: (in English, CAPTION_LINES lines of CAPTION_WIDTH characters at most).
    caption: tuple[str, ...]
    board: Board  # the position shown
    views: tuple[View, ...] = (View.TICTACTOE,)  # one view, or all three side by side
    labels: dict[int, tuple[str, Tone]] = field(default_factory=dict)  # text drawn in a cell (square 0-8)
    highlight: tuple[int, ...] = ()  # squares lit (a line, the cells a formula names)
    highlight_tone: Tone = Tone.GOOD
    arrows: tuple[Arrow, ...] = ()
    notes: tuple[str, ...] = ()  # a side panel of short lines (figures, formulas), in English NOTE_WIDTH at most
    source: str = ""  # who it comes from, e.g. "CLEVE MOLER, EXPERIMENTS WITH MATLAB, CH. 11", kept whole
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
