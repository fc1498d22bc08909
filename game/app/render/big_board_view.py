"""Drawing the BIG BOARD in 320x180 logical pixels: the grid, its marks, the weight grid's thinking, the panels.

The board stands on the left as large as the height allows (a 7x7 board
has 20-pixel cells); on the right the two players' panels, as the 3x3
game draws them (``game_screen.draw_panel``), and under them a panel of
figures: the rule of the board and the weights of "tic tac toe logic"
(2007), or with show thinking on, the weight of the cell under the cursor
spelt out.  Marks, the cursor, a taken cell's flash, a landing's pop and the win line are
the 3x3 boards' own (``boardviews``).  The thinking labels go in the
middle of their free cells, all at one scale, so that size says nothing
the number does not: whole weights as big as every one of the position
fits its cell, else each cell's deciding count in short
(``matches.big_thinking``).  The
scene hit-tests with the same rectangles it draws with.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.render.boardviews import LABEL_INSET, LabelSpot, Look, draw_mark, draw_scores, draw_win_line, win_color
from game.app.render.font import LINE_HEIGHT, BitmapFont
from game.app.render.game_layout import BOARD_TOP
from game.app.render.palette import RGB
from game.app.render.ui import HINT_Y, MARGIN, WIDTH
from game.engine.mnk import Position, Shape

BOARD_AREA = pygame.Rect(MARGIN, BOARD_TOP, HINT_Y - 4 - BOARD_TOP, HINT_Y - 4 - BOARD_TOP)  # square, clear of hints
COLUMN_GAP = 6  # between the board and the panels
PANEL_HEIGHT = 48  # a player's panel: badge, names, status and the tally on one line
PANEL_GAP = 2
INFO_PAD = 4  # pixels between the figures panel's edge and its text
INFO_PITCH = LINE_HEIGHT + 2
GRID_LINE = 2  # pixels at most; thinner on small cells
GRID_LINE_CELLS = 10  # a cell this many times the line's width or more gets the full width
LABEL_SCALES = (2, 1)  # the thinking labels' scales, largest first: one scale for the whole board


@dataclass(frozen=True, slots=True)
class BigLayout:
    """Where the cells, the two players' panels (home first) and the figures panel go."""

    cells: tuple[pygame.Rect, ...]
    panels: tuple[pygame.Rect, pygame.Rect]
    info: pygame.Rect

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        """The cell under a logical point, for the mouse."""
        return next((cell for cell, rect in enumerate(self.cells) if rect.collidepoint(pos)), None)


def big_layout(shape: Shape) -> BigLayout:
    """The screen's layout for one board."""
    side = min(BOARD_AREA.width // shape.cols, BOARD_AREA.height // shape.rows)
    left = BOARD_AREA.x + (BOARD_AREA.width - side * shape.cols) // 2
    top = BOARD_AREA.y + (BOARD_AREA.height - side * shape.rows) // 2
    cells = tuple(pygame.Rect(left + (c % shape.cols) * side, top + (c // shape.cols) * side, side, side)
                  for c in range(shape.squares))
    x = BOARD_AREA.right + COLUMN_GAP
    width = WIDTH - MARGIN - x
    home = pygame.Rect(x, BOARD_TOP, width, PANEL_HEIGHT)
    away = pygame.Rect(x, home.bottom + PANEL_GAP, width, PANEL_HEIGHT)
    info = pygame.Rect(x, away.bottom + PANEL_GAP, width, BOARD_AREA.bottom - away.bottom - PANEL_GAP)
    return BigLayout(cells, (home, away), info)


def draw_grid(surface: pygame.Surface, shape: Shape, cells: tuple[pygame.Rect, ...], look: Look) -> None:
    """The lines between the cells."""
    width = max(1, min(GRID_LINE, cells[0].width // GRID_LINE_CELLS))
    outer = cells[0].union(cells[-1])
    for col in range(1, shape.cols):
        x = cells[col].x - width // 2
        pygame.draw.line(surface, look.palette.grid, (x, outer.top), (x, outer.bottom - 1), width)
    for row in range(1, shape.rows):
        y = cells[row * shape.cols].y - width // 2
        pygame.draw.line(surface, look.palette.grid, (outer.left, y), (outer.right - 1, y), width)


def draw_position(surface: pygame.Surface, shape: Shape, cells: tuple[pygame.Rect, ...], position: Position,
                  look: Look) -> None:
    """The grid, every mark, and a win's line (``look.sweep`` of the way through)."""
    draw_grid(surface, shape, cells, look)
    for cell, rect in enumerate(cells):
        mark = position.mark_at(cell)
        if mark is not None:
            draw_mark(surface, rect, mark, look)
    outcome = position.outcome()
    if outcome is not None and outcome.line is not None:
        draw_win_line(surface, cells, outcome.line, win_color(look), look.sweep)


def _fits(spots: dict[int, LabelSpot], cells: tuple[pygame.Rect, ...]) -> bool:
    return all(cells[cell].inflate(-2 * LABEL_INSET, -2 * LABEL_INSET).contains(spot.box)
               for cell, spot in spots.items())


def _centred(cells: tuple[pygame.Rect, ...], labels: dict[int, str], font: BitmapFont,
             scale: int) -> dict[int, LabelSpot]:
    """Each label in the middle of its cell at ``scale``, a pixel of ground round its text."""
    spots = {}
    for cell, text in labels.items():
        box = pygame.Rect(0, 0, font.size(text, scale)[0] + 2, (font.line_height - 1) * scale + 2)
        box.center = cells[cell].center
        spots[cell] = LabelSpot(box, scale)
    return spots


def thinking_spots(cells: tuple[pygame.Rect, ...], full: dict[int, str], short: dict[int, str],
                   font: BitmapFont) -> tuple[dict[int, LabelSpot], bool]:
    """Where the labels go, all at one scale, and whether they are the short ones: the whole weights as big as
    every one of them fits its cell, else the short ones so."""
    for labels, is_short in ((full, False), (short, True)):
        for scale in LABEL_SCALES:
            spots = _centred(cells, labels, font, scale)
            if _fits(spots, cells):
                return spots, is_short
    return _centred(cells, short, font, min(LABEL_SCALES)), True


def draw_thinking(surface: pygame.Surface, spots: dict[int, LabelSpot], labels: dict[int, str],
                  best: frozenset[int], look: Look) -> None:
    """The labels on their ground, the heaviest cells' -- the weight grid's choices -- in the colour of a good move."""
    colours: dict[int, tuple[tuple[str, RGB], ...]] = {
        cell: ((text, look.palette.good if cell in best else look.palette.text),) for cell, text in labels.items()}
    draw_scores(surface, spots, colours, look)


def draw_info(surface: pygame.Surface, rect: pygame.Rect, lines: tuple[str, ...], look: Look) -> None:
    """The figures panel: a frame and its lines of text."""
    pygame.draw.rect(surface, look.palette.panel, rect, 1)
    for i, line in enumerate(lines):
        look.font.draw(surface, line, (rect.x + INFO_PAD, rect.y + INFO_PAD + i * INFO_PITCH), look.palette.text)
