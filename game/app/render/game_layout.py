"""Where everything on a game screen goes, in 320x180 logical pixels.

One header line at the top (the game, the turn or the result, the game
number), the board in the middle and the key hints (or, at the end, the
REMATCH / MENU choice) on the bottom line.  The grids stand as large as
the height allows with a panel on each side for the two players; Pick15's
row of nine numbers needs the full width, so there the two panels sit under
the row, side by side, with each player's numbers as Moler lists them.
The THREE VIEWS display puts Pick15, TicTacToe and Magic15 side by side,
each under its name, with two compact panels underneath -- the same
position three ways at once (Cleve Moler, *Experiments with MATLAB*, ch. 11).
The scene hit-tests with the same rectangles it draws with.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from game.app.render.font import BitmapFont
from game.app.render.ui import CENTER_X, HINT_Y, MARGIN, WIDTH, row_rects
from game.engine import View
from game.language import N_

HEADER_Y = 4  # top of the header line's text
BOARD_TOP = 17  # the board starts under the header
GRID_SIDE = 144  # the TicTacToe and Magic15 grid: three cells of 48 pixels
SIDE_PANEL_TOP = 22
SIDE_PANEL_SIZE = (80, 138)
ROW_RECT = pygame.Rect(MARGIN, 20, WIDTH - 2 * MARGIN, 34)  # Pick15's nine numbers
ROW_NOTE_Y = 61  # under the row: the winning sum, or the computer's thinking
ROW_LEGEND_Y = 66  # under the thinking labels: what they are, the bottom line left to the keys
WIDE_PANEL_TOP = 76
WIDE_PANEL_SIZE = (148, 84)
CHOICE_GAP = 36  # pixels between REMATCH and MENU at the end of a game
CHOICE_HIT = (8, 6)  # how much a choice's click area exceeds its text
# THREE VIEWS: three columns of boards under their names, two compact panels below.
THREE_NAME_Y = 17  # each board's name
THREE_BOARD_TOP = 27
THREE_BOARD_SIDE = 96  # a grid of three 32-pixel cells; Pick15 wraps into two rows in the same box
THREE_GAP = 9  # between the columns
COMPACT_PANEL_TOP = 131
COMPACT_PANEL_SIZE = (150, 28)


class Display(enum.Enum):
    """What the game screen shows: one of the engine's three views, or all three side by side.

    An app-side notion: the engine knows only ``View``; THREE_VIEWS is the
    three at once, and moves made with the keys there are TicTacToe's.
    """

    PICK15 = "pick15"
    TICTACTOE = "tictactoe"
    MAGIC15 = "magic15"
    THREE_VIEWS = "three_views"

    @classmethod
    def of(cls, view: View | Display) -> Display:
        """The display showing one view (a display is itself)."""
        return view if isinstance(view, Display) else cls(view.value)

    @property
    def views(self) -> tuple[View, ...]:
        """The views drawn, left to right."""
        return tuple(View) if self is Display.THREE_VIEWS else (View(self.value),)

    @property
    def view(self) -> View:
        """The view moves are made in with the keys (and the cursor steps by): TicTacToe's in THREE_VIEWS."""
        return View.TICTACTOE if self is Display.THREE_VIEWS else View(self.value)

    @property
    def next(self) -> Display:
        """Tab's next display: Pick15, TicTacToe, Magic15, all three, and round again."""
        displays = list(Display)
        return displays[(displays.index(self) + 1) % len(displays)]

    @property
    def title(self) -> str:
        """The name in the header."""
        return N_("THREE VIEWS") if self is Display.THREE_VIEWS else self.view.title


@dataclass(frozen=True, slots=True)
class GameLayout:
    """Each board's view and rectangle, and the two players' panels (home first), for one display."""

    boards: tuple[tuple[View, pygame.Rect], ...]
    panels: tuple[pygame.Rect, pygame.Rect]
    wide: bool  # panels under a Pick15 row rather than beside a grid
    compact: bool = False  # THREE VIEWS: two short panels under the boards

    @property
    def board(self) -> pygame.Rect:
        """The first (in a single view, the only) board's rectangle."""
        return self.boards[0][1]


def _three_views() -> GameLayout:
    side, gap = THREE_BOARD_SIDE, THREE_GAP
    left = CENTER_X - (3 * side + 2 * gap) // 2
    boards = tuple((view, pygame.Rect(left + i * (side + gap), THREE_BOARD_TOP, side, side))
                   for i, view in enumerate(View))
    w, h = COMPACT_PANEL_SIZE
    home = pygame.Rect(MARGIN, COMPACT_PANEL_TOP, w, h)
    away = pygame.Rect(WIDTH - MARGIN - w, COMPACT_PANEL_TOP, w, h)
    return GameLayout(boards, (home, away), False, compact=True)


def layout(shown: View | Display) -> GameLayout:
    """The game screen's layout in one view, or in all three."""
    display = Display.of(shown)
    if display is Display.THREE_VIEWS:
        return _three_views()
    if display is Display.PICK15:
        w, h = WIDE_PANEL_SIZE
        home = pygame.Rect(MARGIN, WIDE_PANEL_TOP, w, h)
        away = pygame.Rect(WIDTH - MARGIN - w, WIDE_PANEL_TOP, w, h)
        return GameLayout(((View.PICK15, ROW_RECT.copy()),), (home, away), True)
    board = pygame.Rect(CENTER_X - GRID_SIDE // 2, BOARD_TOP, GRID_SIDE, GRID_SIDE)
    w, h = SIDE_PANEL_SIZE
    home = pygame.Rect(MARGIN, SIDE_PANEL_TOP, w, h)
    away = pygame.Rect(WIDTH - MARGIN - w, SIDE_PANEL_TOP, w, h)
    return GameLayout(((display.view, board),), (home, away), False)


def choice_rects(font: BitmapFont, labels: tuple[str, ...]) -> tuple[pygame.Rect, ...]:
    """The end-of-game choices, side by side and centred on the hint line (their hit areas)."""
    return row_rects(font, labels, HINT_Y, CHOICE_GAP, CHOICE_HIT)
