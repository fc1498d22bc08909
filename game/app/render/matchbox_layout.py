"""Where the matchboxes go, in 320x180 logical pixels: the shelf's pages, the enlarged box, the game's panel.

A box is a small board of three cells a side (``BoxGeometry``).  At 1920x1080
a logical pixel is six window pixels, so a 13-pixel cell is 78 pixels across:
its X or O, its beads (2-pixel dots, 12 window pixels) and a two-digit count
with a pixel clear of the lines read from the back of a room.  Groups of a
few boxes (the first two move numbers) stand larger, with room for
three-digit counts.  The scene hit-tests with the same
rectangles it draws with.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.render.font import ADVANCE, LINE_HEIGHT, BitmapFont
from game.app.render.ui import MARGIN, WIDTH
from game.language import NC_, N_, trc

TITLE_Y = 4  # MATCHBOXES, the move numbers, the page
ABOUT_Y = 14  # whose move the group is, how many boxes are learned; the games learned from
GRID_TOP = 25  # the first row of boxes
GRID_BOTTOM = 153  # the last row ends above the legend
LEGEND_Y = 158  # what the edges and signs mean (or MENACE's memory problem)
EDGE_REACH = 2  # how far a learned box's thick edge reaches outside it
# TRANSLATORS: before the tabs 1 2 3 4 5 over MENACE's boxes: the move number (a noun).  About 6 characters.
# TRANSLATORS: over the tabs of MENACE's boxes, one tab per move of a game (a noun: the first move, the second...).
TAB_CONTEXT = "a move of a game"  # MOVE the noun: the cursor's MOVE, a verb, is another word in some languages
TAB_LABEL = NC_("a move of a game", "MOVE")
TABS_X = 72  # where the word MOVE starts, after the title
TAB_PITCH = 12  # between move numbers: room to click each one
TAB_HIT = (6, 6)  # how much a tab's or an arrow's click area exceeds its text
BOX_GAP = (4, 4)  # between boxes on the shelf, across and down
SMALL_CELL = 13  # most groups: 7 x 3 boxes a page; a two-digit count fits a cell with a pixel to spare
LARGE_CELL = 20  # a group that fits one page of these: three-digit counts fit
BIG_CELL = 40  # the enlarged box
BIG_TOP = 38
BIG_LEFT = 16
INFO_LEFT = 150  # the enlarged box's words, right of it
# The game screen's panel for MENACE: under its name and status in a side panel, or in the wide panel's corner.
SIDE_LABEL_DY = 49  # below the side panel's top: the label, then the box
SIDE_BOX_DY = 59
PANEL_CELL = 12
PANEL_INSET = 4  # from a panel's edge


@dataclass(frozen=True, slots=True)
class BoxGeometry:
    """A box drawn with cells of ``cell`` pixels: one-pixel lines round and between them."""

    cell: int

    @property
    def side(self) -> int:
        """The box's width and height, outer lines included."""
        return 3 * self.cell + 1

    def rect(self, topleft: tuple[int, int]) -> pygame.Rect:
        """The box's rectangle with its top-left corner here."""
        return pygame.Rect(topleft, (self.side, self.side))

    def cells(self, topleft: tuple[int, int]) -> tuple[pygame.Rect, ...]:
        """The inside of each 0-8 square, lines excluded."""
        x, y = topleft
        c = self.cell
        return tuple(pygame.Rect(x + 1 + (s % 3) * c, y + 1 + (s // 3) * c, c - 1, c - 1) for s in range(9))


@dataclass(frozen=True, slots=True)
class ShelfGrid:
    """One page of boxes: ``columns`` x ``rows`` boxes of one geometry, centred across the screen."""

    box: BoxGeometry
    columns: int
    rows: int

    @property
    def per_page(self) -> int:
        """Boxes on a full page."""
        return self.columns * self.rows

    @property
    def left(self) -> int:
        """The first column's left edge."""
        return (WIDTH - (self.columns * (self.box.side + BOX_GAP[0]) - BOX_GAP[0])) // 2

    def topleft(self, slot: int) -> tuple[int, int]:
        """The top-left corner of the box in this slot (0 at the top left, across then down)."""
        row, col = divmod(slot, self.columns)
        return self.left + col * (self.box.side + BOX_GAP[0]), GRID_TOP + row * (self.box.side + BOX_GAP[1])

    def rect(self, slot: int) -> pygame.Rect:
        """The box in this slot."""
        return self.box.rect(self.topleft(slot))

    def slot_at(self, pos: tuple[int, int], filled: int) -> int | None:
        """The slot under a logical point, among the first ``filled`` slots."""
        return next((slot for slot in range(filled) if self.rect(slot).collidepoint(pos)), None)


def _fitting(cell: int) -> ShelfGrid:
    box = BoxGeometry(cell)
    columns = (WIDTH - 2 * MARGIN + BOX_GAP[0]) // (box.side + BOX_GAP[0])
    rows = (GRID_BOTTOM - GRID_TOP + BOX_GAP[1]) // (box.side + BOX_GAP[1])
    return ShelfGrid(box, columns, rows)


#: The shelf's boxes and their edges, between the header and the legend: what a kept page covers.
SHELF_AREA = pygame.Rect(0, GRID_TOP - EDGE_REACH, WIDTH, GRID_BOTTOM - GRID_TOP + 2 * EDGE_REACH)
SMALL_GRID = _fitting(SMALL_CELL)
LARGE_GRID = _fitting(LARGE_CELL)
BIG_BOX = BoxGeometry(BIG_CELL)


def grid_for(count: int) -> ShelfGrid:
    """The page layout for a group of ``count`` boxes: large boxes when a few fit one page."""
    return LARGE_GRID if count <= LARGE_GRID.per_page else SMALL_GRID


def tab_rects(font: BitmapFont, count: int) -> tuple[pygame.Rect, ...]:
    """The click areas of the move numbers 1..count, after the word MOVE on the tab line (as it reads now)."""
    left = TABS_X + font.size(trc(TAB_CONTEXT, TAB_LABEL))[0] + 1 + ADVANCE  # a space after the word: its dark column, a blank cell
    return tuple(pygame.Rect(left + i * TAB_PITCH, TITLE_Y, ADVANCE - 1, LINE_HEIGHT).inflate(*TAB_HIT)
                 for i in range(count))


def page_rects(font: BitmapFont, text: str) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Where the page line goes, right-aligned on the title line: the back arrow, ``text``, the on arrow.

    The arrows' rectangles are their click areas; the text's is where it is drawn.
    """
    width, _ = font.size(text)
    on = pygame.Rect(WIDTH - MARGIN - (ADVANCE - 1), TITLE_Y, ADVANCE - 1, LINE_HEIGHT)
    words = pygame.Rect(on.left - ADVANCE - width, TITLE_Y, width, LINE_HEIGHT)
    back = pygame.Rect(words.left - 2 * ADVANCE + 1, TITLE_Y, ADVANCE - 1, LINE_HEIGHT)
    return back.inflate(*TAB_HIT), words, on.inflate(*TAB_HIT)


def side_panel_spots(panel: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """In a side panel: where the label goes and the box's top-left corner."""
    x = panel.x + PANEL_INSET
    return (x, panel.y + SIDE_LABEL_DY), (x, panel.y + SIDE_BOX_DY)


def wide_panel_box(panel: pygame.Rect) -> tuple[int, int]:
    """In Pick15's wide panel: the box's top-left corner, in the bottom-right corner (the words keep the left)."""
    side = BoxGeometry(PANEL_CELL).side
    return panel.right - PANEL_INSET - side, panel.bottom - PANEL_INSET - side
