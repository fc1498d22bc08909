"""What moves when Tab switches views: one board's numbers fly, the other boards fade.

A class watching the switch should see each number leave one square and land
on one square.  Between two single views that is every cell of the one board
flying to its place in the other.  Into THREE VIEWS the board flies to its
own view's place among the three while the other two boards fade in where
they stand, once the flight is nearly home; out of THREE VIEWS the board of
the view that stays flies while the other two fade away, before the flight
is under way.  So no number is ever drawn twice on top of itself mid-flight
(three copies flying to one row read as a pile, not as a number landing).

Pure geometry from how far the flight is (0 to 1), so a frame depends on the
tick alone and a test can check every tick without drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.app.render.boardviews import cell_rects, rect_between
from game.engine import SQUARES, View

FADE_SHARE = 3  # a fading board takes the flight's first third to go, or its last third to come

Board = tuple[View, pygame.Rect]


@dataclass(frozen=True, slots=True)
class Copy:
    """One square drawn during the flight: where, and how opaque (0 to 1); ``flying``: one of the moving cells."""

    square: int
    rect: pygame.Rect
    opacity: float
    flying: bool


@dataclass(frozen=True, slots=True)
class ViewFlight:
    """A view switch: the board whose cells fly and where to, and the boards that fade out or in in place."""

    source: Board
    target: Board
    fading_out: tuple[Board, ...]
    fading_in: tuple[Board, ...]

    def flying(self, square: int, done: float) -> pygame.Rect:
        """Where square's flying cell is ``done`` of the way through."""
        (from_view, from_rect), (to_view, to_rect) = self.source, self.target
        return rect_between(cell_rects(from_view, from_rect)[square], cell_rects(to_view, to_rect)[square], done)

    def opacity_out(self, done: float) -> float:
        """How much of a fading-out board is still drawn."""
        return max(0.0, 1 - done * FADE_SHARE)

    def opacity_in(self, done: float) -> float:
        """How much of a fading-in board is drawn yet."""
        return min(1.0, max(0.0, done * FADE_SHARE - (FADE_SHARE - 1)))

    def copies(self, done: float) -> tuple[Copy, ...]:
        """Every square drawn ``done`` of the way through (fully faded boards left out)."""
        drawn = [Copy(square, self.flying(square, done), 1.0, True) for square in SQUARES]
        for boards, opacity in ((self.fading_out, self.opacity_out(done)), (self.fading_in, self.opacity_in(done))):
            if opacity > 0:
                drawn += [Copy(square, cell, opacity, False)
                          for view, rect in boards for square, cell in enumerate(cell_rects(view, rect))]
        return tuple(drawn)


def view_flight(before: Sequence[Board], after: Sequence[Board]) -> ViewFlight:
    """The flight from one display's boards to the next's: the board in both flies, the others fade."""
    views_after = [view for view, _ in after]
    source = next((board for board in before if board[0] in views_after), before[0])
    target = next((board for board in after if board[0] is source[0]), after[0])
    return ViewFlight(source, target,
                      tuple(board for board in before if board is not source),
                      tuple(board for board in after if board is not target))
