"""Where a lesson page's parts go, in 320x180 logical pixels.

A header line (the lesson's title, the page counter), the board area, the
caption (at most three lines) and the source on the bottom line.  In the
board area, one view stands as large as the height allows with the notes
in a panel beside it; three views stand side by side and the notes go
under them in two columns, since three boards leave no room beside.
Pick15's row of numbers needs width, so alone it takes the whole width and
its notes go under it too.  The scene hit-tests with these same rectangles.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.render.font import ADVANCE, LINE_HEIGHT
from game.app.render.ui import HEIGHT, MARGIN, WIDTH
from game.engine import View

HEADER_Y = 3
BOARD_AREA = pygame.Rect(MARGIN, 13, WIDTH - 2 * MARGIN, 118)
CAPTION_AREA = pygame.Rect(2, 133, WIDTH - 4, 36)  # wide enough for 52 characters at scale 1; three lines at scale 1, two at scale 2
SOURCE_Y = HEIGHT - LINE_HEIGHT - 1
NOTE_CHARS = 24  # the contract's longest note
NOTE_PITCH = LINE_HEIGHT + 1
NOTES_WIDTH = NOTE_CHARS * ADVANCE + 2  # a panel just wide enough for the longest note
GAP = 6  # pixels between boards, and between a board and the notes
PICK15_ALONE_HEIGHT = 40  # a single Pick15 row: one line of nine boxes


@dataclass(frozen=True, slots=True)
class LessonLayout:
    """Each view's rectangle (in the page's order) and the notes' columns (empty when no notes)."""

    boards: tuple[pygame.Rect, ...]
    notes: tuple[pygame.Rect, ...]


def _notes_under(count: int, top: int) -> tuple[pygame.Rect, ...]:
    rows = -(-count // 2)
    width = (BOARD_AREA.width - GAP) // 2
    return tuple(pygame.Rect(BOARD_AREA.x + i * (width + GAP), top, width, rows * NOTE_PITCH) for i in range(2))


def lesson_layout(views: tuple[View, ...], note_count: int) -> LessonLayout:
    """The board rectangles for these views and the notes' columns for ``note_count`` notes."""
    area = BOARD_AREA
    if len(views) == 1 and views[0] is not View.PICK15:
        if not note_count:
            return LessonLayout((area.copy(),), ())
        board = pygame.Rect(area.x, area.y, area.width - NOTES_WIDTH - GAP, area.height)
        notes = pygame.Rect(area.right - NOTES_WIDTH, area.y, NOTES_WIDTH, area.height)
        return LessonLayout((board,), (notes,))
    notes_height = -(-note_count // 2) * NOTE_PITCH + GAP if note_count else 0
    if len(views) == 1:
        height = min(PICK15_ALONE_HEIGHT, area.height - notes_height)
        board = pygame.Rect(area.x, area.y, area.width, height)
        return LessonLayout((board,), _notes_under(note_count, board.bottom + GAP) if note_count else ())
    width = (area.width - GAP * (len(views) - 1)) // len(views)
    height = area.height - notes_height
    boards = tuple(pygame.Rect(area.x + i * (width + GAP), area.y, width, height) for i in range(len(views)))
    return LessonLayout(boards, _notes_under(note_count, area.y + height + GAP) if note_count else ())
