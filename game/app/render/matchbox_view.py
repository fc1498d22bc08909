"""Drawing MENACE's matchboxes: a box as a small board with its beads, large with every count, framed by state.

A box shows its position's marks and, on each square that holds beads,
the beads as dots in the colour of the side to move (Michie's beads were
coloured by square; here the dot's place says the square) -- or, when there
are more than a cell holds, their count; a count too long for the cell is a
``+`` (the enlarged box gives every count).  A square without beads shows
nothing.  The bead MENACE drew is lit in the cursor colour and its square
framed.  Learned boxes have a thick bright edge, untouched ones a thin one:
a legend word says which is which, so colour is never the only sign.
Pure drawing from values the scenes hand over.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.analysis.shares import menace_shares
from game.app.render.boardviews import Look, draw_mark
from game.app.render.matchbox_layout import PANEL_CELL, BoxGeometry, side_panel_spots, wide_panel_box
from game.engine import Board
from game.language import N_

MAX_DOTS = 9  # beads drawn one by one, three rows of three; more are written as a number
LARGE_DOT_CELL = 15  # cells this wide inside get 3-pixel dots, smaller ones 2-pixel dots
MANY = "+"  # a count too long to write in a small cell
# TRANSLATORS: across a matchbox with no beads left in it.  As narrow as the box: 6 characters at most.
EMPTY_TEXT = N_("EMPTY")
# TRANSLATORS: over MENACE's box in the game's side panel.  8 characters at most.
SIDE_LABEL = N_("MATCHBOX")  # over the box in a side panel
# TRANSLATORS: MENACE's matchbox, in a narrow corner of the game's panel.  5 characters at most.
WIDE_LABEL = N_("BOX")  # beside it in Pick15's narrower corner
# TRANSLATORS: under a number of beads in MENACE's box (a noun, plural).  5 characters at most.
BEADS_LABEL = N_("BEADS")
CAPTION_LINE = 9  # line pitch of the words beside the game's box (four fit its height)
CAPTION_GAP = 4  # between the box and its words
BIG_SCALE = 2  # the enlarged box's counts, when they fit
COUNT_GAP = 2  # between a count and its percent in the enlarged box


@dataclass(frozen=True, slots=True)
class BoxPicture:
    """One box to draw: the position, its beads by square (as ``MenacePlayer.beads`` gives them), the drawn bead."""

    board: Board
    beads: dict[int, int]
    drawn: int | None = None  # the square whose bead MENACE drew, lit

    @property
    def total(self) -> int:
        """Every bead in the box."""
        return sum(self.beads.values())

    @property
    def empty(self) -> bool:
        """A box with no bead left (Michie's rule empties boxes; MENACE resigns there)."""
        return self.total == 0

    def shares(self) -> dict[int, int]:
        """Each free square's share of the move in whole percent, as the board's thinking labels give it.

        A bead of one colour stands for a move and its mirror images, so its
        squares split its chance: the figure is the square's, never the colour's.
        """
        return menace_shares(self.board, self.beads)

    def share_text(self, square: int) -> str:
        """A square's share as drawn: ``12%``."""
        return f"{self.shares().get(square, 0)}%"


def _dots(surface: pygame.Surface, cell: pygame.Rect, count: int, color, lit) -> None:
    """``count`` dots in rows of three, centred in the cell; the first in ``lit`` if given."""
    dot = 3 if cell.width >= LARGE_DOT_CELL else 2
    pitch = dot + 1
    rows = -(-count // 3)
    top = cell.centery - (rows * pitch - 1) // 2
    for i in range(count):
        row, col = divmod(i, 3)
        in_row = min(3, count - row * 3)
        left = cell.centerx - (in_row * pitch - 1) // 2
        surface.fill(lit if (lit and i == 0) else color, (left + col * pitch, top + row * pitch, dot, dot))


def _count_text(look: Look, count: int, width: int, scale: int = 1) -> str:
    text = str(count)
    return text if look.font.size(text, scale)[0] <= width else MANY


def least_many(geometry: BoxGeometry, look: Look) -> int:
    """The least count a small box of this geometry writes as ``MANY``."""
    digits = 1
    while look.font.size("8" * (digits + 1))[0] <= _count_room(geometry):
        digits += 1
    return 10**digits


def _count_room(geometry: BoxGeometry) -> int:
    return geometry.cell - 1  # a cell's inside


def writes_many(box: BoxPicture, geometry: BoxGeometry, look: Look) -> bool:
    """Whether the small box writes some count as ``MANY`` (so the legend should say what it means)."""
    return any(n > MAX_DOTS and _count_text(look, n, _count_room(geometry)) == MANY for n in box.beads.values())


def _lines(surface: pygame.Surface, rect: pygame.Rect, geometry: BoxGeometry, color) -> None:
    pygame.draw.rect(surface, color, rect, 1)
    for k in (1, 2):
        x, y = rect.x + k * geometry.cell, rect.y + k * geometry.cell
        pygame.draw.line(surface, color, (x, rect.top), (x, rect.bottom - 1))
        pygame.draw.line(surface, color, (rect.left, y), (rect.right - 1, y))


def draw_box(surface: pygame.Surface, topleft: tuple[int, int], geometry: BoxGeometry, box: BoxPicture,
             look: Look) -> pygame.Rect:
    """A small box: marks, and each square's beads as dots or a count; EMPTY across an empty box."""
    palette, font = look.palette, look.font
    rect = geometry.rect(topleft)
    surface.fill(palette.panel, rect)
    _lines(surface, rect, geometry, palette.grid)
    bead_color = palette.mark(box.board.turn)
    for square, cell in enumerate(geometry.cells(topleft)):
        mark = box.board.mark_at(square)
        if mark is not None:
            draw_mark(surface, cell, mark, look)
            continue
        count = box.beads.get(square, 0)
        lit = square == box.drawn
        if lit:
            pygame.draw.rect(surface, palette.cursor, cell.inflate(2, 2), 1)
        if not count:
            continue
        if count <= MAX_DOTS:
            _dots(surface, cell, count, bead_color, palette.cursor if lit else None)
        else:
            text = _count_text(look, count, cell.width)
            _, h = font.size(text)
            font.draw(surface, text, (cell.centerx, cell.centery - h // 2 + 1),
                      palette.cursor if lit else palette.text, align="center")
    if box.empty:
        _, h = font.size(EMPTY_TEXT)
        strip = pygame.Rect(rect.x + 1, rect.centery - h // 2 - 1, rect.width - 2, h + 2)
        surface.fill(palette.panel, strip)
        font.draw(surface, EMPTY_TEXT, (rect.centerx, strip.y + 1), palette.warn, align="center")
    return rect


def draw_box_edge(surface: pygame.Surface, rect: pygame.Rect, look: Look, *, learned: bool, chosen: bool) -> None:
    """The box's edge by state: thick and bright when learned, thin when untouched; a ring round the chosen one."""
    if learned:
        pygame.draw.rect(surface, look.palette.text, rect.inflate(2, 2), 2)
    if chosen:
        pygame.draw.rect(surface, look.palette.cursor, rect.inflate(6, 6), 1)


def draw_big_box(surface: pygame.Surface, topleft: tuple[int, int], geometry: BoxGeometry, box: BoxPicture,
                 look: Look) -> pygame.Rect:
    """The enlarged box: marks, each bead colour's count on its square, and every free square's share of the move."""
    palette, font = look.palette, look.font
    rect = geometry.rect(topleft)
    surface.fill(palette.panel, rect)
    _lines(surface, rect, geometry, palette.grid)
    shares = {square: f"{p}%" for square, p in box.shares().items()}
    for square, cell in enumerate(geometry.cells(topleft)):
        mark = box.board.mark_at(square)
        if mark is not None:
            draw_mark(surface, cell, mark, look)
            continue
        lit = square == box.drawn
        if lit:
            pygame.draw.rect(surface, palette.cursor, cell, 1)
        h = font.size("0", BIG_SCALE)[1]
        top = cell.centery - (h + COUNT_GAP + font.line_height) // 2
        if square in box.beads:
            count = box.beads[square]
            scale = BIG_SCALE if font.size(str(count), BIG_SCALE)[0] <= cell.width - 4 else 1
            text = _count_text(look, count, cell.width - 4, scale)
            font.draw(surface, text, (cell.centerx, top + h - font.size(text, scale)[1]),
                      palette.cursor if lit else palette.text, scale=scale, align="center")
        font.draw(surface, shares[square], (cell.centerx, top + h + COUNT_GAP), palette.dim, align="center")
    return rect


def draw_game_box(surface: pygame.Surface, panel: pygame.Rect, wide: bool, box: BoxPicture, look: Look) -> None:
    """MENACE's box in its game panel; beside it the beads in all, and once drawn, the lit square's share.

    The share is the one the board's thinking labels gave that square (mirror
    squares split a bead colour's chance), so one move never reads two figures.
    """
    font, palette = look.font, look.palette
    geometry = BoxGeometry(PANEL_CELL)
    words = [(str(box.total), palette.text), (BEADS_LABEL, palette.dim)]
    if box.drawn is not None:
        words.append((box.share_text(box.drawn), palette.cursor))
    if wide:
        topleft = wide_panel_box(panel)
        words.insert(0, (WIDE_LABEL, palette.dim))
    else:
        label, topleft = side_panel_spots(panel)
        font.draw(surface, SIDE_LABEL, label, palette.dim)
    rect = draw_box(surface, topleft, geometry, box, look)
    right = rect.x - CAPTION_GAP if wide else panel.right - CAPTION_GAP
    for i, (text, color) in enumerate(words):
        font.draw(surface, text, (right, rect.y + i * CAPTION_LINE), color, align="right")
