"""Where everything on a game screen goes, in 320x180 logical pixels.

One header line at the top (the game, the turn or the result, the game
number), the board in the middle and the key hints (or, at the end, the
REMATCH / MENU choice) on the bottom line.  The grids stand as large as
the height allows with a panel on each side for the two players; Pick15's
row of nine numbers needs the full width, so there the two panels sit under
the row, side by side, with each player's numbers as Moler lists them.
The scene hit-tests with the same rectangles it draws with.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.render.font import BitmapFont
from game.app.render.ui import CENTER_X, HINT_Y, MARGIN, WIDTH
from game.engine import View

HEADER_Y = 4  # top of the header line's text
BOARD_TOP = 17  # the board starts under the header
GRID_SIDE = 144  # the TicTacToe and Magic15 grid: three cells of 48 pixels
SIDE_PANEL_TOP = 22
SIDE_PANEL_SIZE = (80, 138)
ROW_RECT = pygame.Rect(MARGIN, 20, WIDTH - 2 * MARGIN, 34)  # Pick15's nine numbers
ROW_NOTE_Y = 61  # under the row: the winning sum, or the computer's thinking
WIDE_PANEL_TOP = 76
WIDE_PANEL_SIZE = (148, 84)
CHOICE_GAP = 36  # pixels between REMATCH and MENU at the end of a game


@dataclass(frozen=True, slots=True)
class GameLayout:
    """The board's rectangle and the two players' panels (home first) for one view."""

    board: pygame.Rect
    panels: tuple[pygame.Rect, pygame.Rect]
    wide: bool  # panels under a Pick15 row rather than beside a grid


def layout(view: View) -> GameLayout:
    """The game screen's layout in one view."""
    if view is View.PICK15:
        w, h = WIDE_PANEL_SIZE
        home = pygame.Rect(MARGIN, WIDE_PANEL_TOP, w, h)
        away = pygame.Rect(WIDTH - MARGIN - w, WIDE_PANEL_TOP, w, h)
        return GameLayout(ROW_RECT.copy(), (home, away), True)
    board = pygame.Rect(CENTER_X - GRID_SIDE // 2, BOARD_TOP, GRID_SIDE, GRID_SIDE)
    w, h = SIDE_PANEL_SIZE
    home = pygame.Rect(MARGIN, SIDE_PANEL_TOP, w, h)
    away = pygame.Rect(WIDTH - MARGIN - w, SIDE_PANEL_TOP, w, h)
    return GameLayout(board, (home, away), False)


def choice_rects(font: BitmapFont, labels: tuple[str, ...]) -> tuple[pygame.Rect, ...]:
    """The end-of-game choices, side by side and centred on the hint line (their hit areas)."""
    widths = [font.size(label)[0] for label in labels]
    total = sum(widths) + CHOICE_GAP * (len(labels) - 1)
    left = CENTER_X - total // 2
    rects = []
    for width in widths:
        rects.append(pygame.Rect(left, HINT_Y, width, font.line_height).inflate(8, 6))
        left += width + CHOICE_GAP
    return tuple(rects)
