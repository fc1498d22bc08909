"""Drawing one board in any of the three views, into any rectangle.

The same functions draw the full-size game screens and the small boards of
the attract mode.  Each view places the nine squares somewhere: TicTacToe and
Magic15 on a 3x3 grid, Pick15 in a row ordered by Lo-Shu number.  Because
every view answers "where is square s?" (``cell_rects``), switching views can
animate each number gliding from its place in one view to its place in the
next -- Moler's point made visible.

The two players differ in shape as well as colour in every view, so no
one needs to tell their colours apart: X is square and O is round.  Moler's
green and blue fill a claimed cell, X with a square block and O with a
disc; a claimed number in Magic15 and Pick15 is framed by a square for X
and a ring for O (``draw_claim``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.render.font import BitmapFont
from game.app.render.palette import RGB, Palette, Theme
from game.engine import SQUARES, Board, Mark, View, number_of

GRID_LINE = 2  # pixels, at logical resolution
MARK_INSET = 0.22  # fraction of a cell left empty around an X or O
PICK15_GAP = 3  # pixels between the number boxes
PICK15_MIN_BOX = 11  # below this a single row is unreadable: wrap to two rows (1-5, 6-9)
STRIKE_WIDTH = 1
WIN_FRAME = 2  # pixels: the frame round each of Pick15's winning numbers


@dataclass(frozen=True, slots=True)
class Look:
    """How boards are drawn: colours, font, and whether marks are X/O or colour blocks.

    ``green``: the mark the green player holds (``palette.by_role``), so that
    with GREEN/BLUE the person is green whoever starts; the palette's mark
    colours are already this game's.
    """

    palette: Palette
    font: BitmapFont
    theme: Theme = Theme.XO
    vector: bool = False  # WOPR style: outlines only, no filled blocks
    green: Mark = Mark.X

    @property
    def blocks(self) -> bool:
        """Moler's GUI fills claimed cells with the player's colour."""
        return self.theme is Theme.GREEN_BLUE and not self.vector


def _grid_rects(rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
    side = min(rect.width, rect.height) // 3 * 3
    cell = side // 3
    left = rect.x + (rect.width - side) // 2
    top = rect.y + (rect.height - side) // 2
    return tuple(pygame.Rect(left + (s % 3) * cell, top + (s // 3) * cell, cell, cell) for s in SQUARES)


def _row_rects(rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
    gap = PICK15_GAP if rect.width >= 150 else 1
    per_row = 9
    box = min((rect.width + gap) // per_row - gap, rect.height)
    if box < PICK15_MIN_BOX:
        per_row = 5
        box = min((rect.width + gap) // per_row - gap, (rect.height - gap) // 2)
    rows = -(-9 // per_row)
    top = rect.y + (rect.height - rows * box - (rows - 1) * gap) // 2
    by_number = []
    for i in range(9):
        row, col = divmod(i, per_row)
        in_row = min(per_row, 9 - row * per_row)
        left = rect.x + (rect.width - in_row * box - (in_row - 1) * gap) // 2
        by_number.append(pygame.Rect(left + col * (box + gap), top + row * (box + gap), box, box))
    return tuple(by_number[number_of(s) - 1] for s in SQUARES)


def cell_rects(view: View, rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """Where each 0-8 square is drawn in this view inside ``rect``."""
    return _row_rects(rect) if view is View.PICK15 else _grid_rects(rect)


def square_at(view: View, rect: pygame.Rect, pos: tuple[int, int]) -> int | None:
    """The square under a logical point, for the mouse."""
    for square, cell in enumerate(cell_rects(view, rect)):
        if cell.collidepoint(pos):
            return square
    return None


def _text_scale(font: BitmapFont, cell: pygame.Rect, chars: int = 1, fill: float = 0.5) -> int:
    w, h = font.size("0" * chars)
    return max(1, int(min(cell.width * fill / w, cell.height * fill / h)))


def draw_claim(surface: pygame.Surface, box: pygame.Rect, mark: Mark, color, width: int = 0) -> None:
    """A player's shape over a cell: a square for X, a disc or ring for O (``width`` 0 fills it)."""
    if mark is Mark.X:
        pygame.draw.rect(surface, color, box, width)
    else:
        pygame.draw.circle(surface, color, box.center, min(box.width, box.height) // 2, width)


def draw_mark(surface: pygame.Surface, cell: pygame.Rect, mark: Mark, look: Look) -> None:
    """An X or an O (or Moler's colour block: square for X, disc for O) filling a cell, as the boards draw it."""
    color = look.palette.mark(mark)
    if look.blocks:
        draw_claim(surface, cell.inflate(-4, -4), mark, color)
        return
    inset = max(2, int(cell.width * MARK_INSET))
    box = cell.inflate(-2 * inset, -2 * inset)
    width = max(1, cell.width // 12)
    if mark is Mark.X:
        pygame.draw.line(surface, color, box.topleft, (box.right - 1, box.bottom - 1), width)
        pygame.draw.line(surface, color, (box.right - 1, box.top), (box.left, box.bottom - 1), width)
    else:
        pygame.draw.circle(surface, color, box.center, box.width // 2, width)


def _draw_grid_lines(surface: pygame.Surface, rects: tuple[pygame.Rect, ...], look: Look) -> None:
    color = look.palette.grid
    width = max(1, min(GRID_LINE, rects[0].width // 10))
    outer = rects[0].union(rects[8])
    for k in (1, 2):
        x = rects[k].x
        y = rects[3 * k].y
        pygame.draw.line(surface, color, (x - width // 2, outer.top), (x - width // 2, outer.bottom - 1), width)
        pygame.draw.line(surface, color, (outer.left, y - width // 2), (outer.right - 1, y - width // 2), width)


def _draw_number(surface: pygame.Surface, cell: pygame.Rect, number: int, color, look: Look) -> None:
    scale = _text_scale(look.font, cell)
    _, h = look.font.size(str(number), scale)
    look.font.draw(surface, str(number), (cell.centerx + (scale + 1) // 2 - 1, cell.centery - h // 2), color, scale=scale, align="center")


def _win_color(look: Look):
    if look.vector:
        return look.palette.accent
    return look.palette.text if look.blocks else look.palette.good  # never green on green


def _draw_win_line(surface: pygame.Surface, rects: tuple[pygame.Rect, ...], line: tuple[int, ...], color) -> None:
    start, end = rects[line[0]].center, rects[line[-1]].center
    width = max(1, rects[0].width // 10)
    pygame.draw.line(surface, color, start, end, width)


def draw_tictactoe(surface: pygame.Surface, rect: pygame.Rect, board: Board, look: Look) -> tuple[pygame.Rect, ...]:
    """The grid with X and O (or colour blocks) and the winning lines."""
    rects = _grid_rects(rect)
    _draw_grid_lines(surface, rects, look)
    for square, cell in enumerate(rects):
        mark = board.mark_at(square)
        if mark:
            draw_mark(surface, cell, mark, look)
    outcome = board.outcome()
    if outcome and outcome.winner:
        for line in outcome.lines:
            _draw_win_line(surface, rects, line, _win_color(look))
    return rects


def draw_magic15(surface: pygame.Surface, rect: pygame.Rect, board: Board, look: Look) -> tuple[pygame.Rect, ...]:
    """The Lo-Shu grid; a claimed number takes its owner's colour; the winning line is drawn."""
    rects = _grid_rects(rect)
    _draw_grid_lines(surface, rects, look)
    colors = []
    for square, cell in enumerate(rects):
        mark = board.mark_at(square)
        if mark and look.blocks:
            draw_claim(surface, cell.inflate(-4, -4), mark, look.palette.mark(mark))
            colors.append(look.palette.background)
        elif mark:
            draw_claim(surface, cell.inflate(-4, -4), mark, look.palette.mark(mark), max(1, cell.width // 16))
            colors.append(look.palette.mark(mark))
        else:
            colors.append(look.palette.dim)
    outcome = board.outcome()
    if outcome and outcome.winner:
        for line in outcome.lines:
            _draw_win_line(surface, rects, line, _win_color(look))
    # The numbers go over the winning line: they are what it adds up.
    for square, (cell, color) in enumerate(zip(rects, colors)):
        _draw_number(surface, cell, number_of(square), color, look)
    return rects


def draw_pick15(surface: pygame.Surface, rect: pygame.Rect, board: Board, look: Look) -> tuple[pygame.Rect, ...]:
    """The numbers 1-9 in a row; taken numbers struck through and framed in their owner's colour and shape."""
    rects = _row_rects(rect)
    for square, cell in enumerate(rects):
        mark = board.mark_at(square)
        if mark is None:
            pygame.draw.rect(surface, look.palette.grid, cell, 1)
            _draw_number(surface, cell, number_of(square), look.palette.text, look)
            continue
        color = look.palette.mark(mark)
        if look.blocks:
            draw_claim(surface, cell, mark, color)
            _draw_number(surface, cell, number_of(square), look.palette.background, look)
        else:
            draw_claim(surface, cell, mark, color, 1)
            _draw_number(surface, cell, number_of(square), color, look)
        pygame.draw.line(surface, look.palette.text if look.blocks else color, (cell.left + 1, cell.bottom - 2), (cell.right - 2, cell.top + 1), STRIKE_WIDTH)
    outcome = board.outcome()
    if outcome and outcome.winner:
        # No line to draw through a row of numbers: the winning three are framed instead.
        for square in {sq for line in outcome.lines for sq in line}:
            pygame.draw.rect(surface, _win_color(look), rects[square].inflate(4, 4), WIN_FRAME)
    return rects


_DRAWERS = {View.TICTACTOE: draw_tictactoe, View.MAGIC15: draw_magic15, View.PICK15: draw_pick15}


def draw_board(surface: pygame.Surface, rect: pygame.Rect, view: View, board: Board, look: Look) -> tuple[pygame.Rect, ...]:
    """Draw ``board`` in ``view`` inside ``rect``; return each square's rectangle."""
    return _DRAWERS[view](surface, rect, board, look)


def draw_cursor(surface: pygame.Surface, cell: pygame.Rect, color, blink_on: bool = True) -> None:
    """The selection frame around one cell (the calculator's underline, made a box)."""
    if blink_on:
        pygame.draw.rect(surface, color, cell.inflate(2, 2), 1)
        pygame.draw.rect(surface, color, cell.inflate(-2, -2), 1)


def draw_flash(surface: pygame.Surface, cell: pygame.Rect, color) -> None:
    """A taken cell, flashed when someone tries to take it again."""
    pygame.draw.rect(surface, color, cell.inflate(2, 2), 2)


def draw_scores(
    surface: pygame.Surface, rects: tuple[pygame.Rect, ...], labels: dict[int, tuple[tuple[str, RGB], ...]], look: Look,
    *, below: bool = False,
) -> None:
    """The computer's thinking: a small label (a line or two, each in its colour) in the corner of each scored cell.

    ``below`` centres it under the cell instead (Pick15's single row).
    """
    font = look.font
    for square, lines in labels.items():
        cell = rects[square]
        w = max(font.size(text)[0] for text, _ in lines)
        h = font.line_height * len(lines) - 1
        if below:
            spot = pygame.Rect(cell.centerx - w // 2 - 1, cell.bottom + 2, w + 2, h + 2)
        else:
            spot = pygame.Rect(cell.right - w - 3, cell.bottom - h - 3, w + 2, h + 2)
        surface.fill(look.palette.panel, spot)
        for i, (text, color) in enumerate(lines):
            font.draw(surface, text, (spot.right - 1, spot.y + 1 + i * font.line_height), color, align="right")


def draw_transition(
    surface: pygame.Surface, rect: pygame.Rect, source: View, target: View, progress: float, board: Board, look: Look,
    target_rect: pygame.Rect | None = None,
) -> None:
    """The numbers gliding from their places in one view to the next (0 <= progress <= 1).

    ``target_rect`` is where the target view is drawn, when not in ``rect`` too.
    """
    t = progress * progress * (3 - 2 * progress)  # ease in and out
    before, after = cell_rects(source, rect), cell_rects(target, target_rect or rect)
    for square in SQUARES:
        a, b = before[square], after[square]
        cell = pygame.Rect(
            round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
            round(a.width + (b.width - a.width) * t), round(a.height + (b.height - a.height) * t),
        )
        mark = board.mark_at(square)
        tile = cell.inflate(-2, -2)
        # Solid tiles, so a number gliding over anything else on screen stays readable.
        surface.fill(look.palette.background, tile)
        if mark and look.blocks:
            draw_claim(surface, tile, mark, look.palette.mark(mark))
            _draw_number(surface, cell, number_of(square), look.palette.background, look)
            continue
        if mark:
            draw_claim(surface, tile, mark, look.palette.mark(mark), 1)
        else:
            pygame.draw.rect(surface, look.palette.grid, tile, 1)
        _draw_number(surface, cell, number_of(square), look.palette.mark(mark) if mark else look.palette.text, look)


def fifteen_text(line: tuple[int, ...]) -> str:
    """A winning line as Pick15 arithmetic, e.g. ``2 + 6 + 7 = 15``."""
    numbers = sorted(number_of(s) for s in line)
    return " + ".join(map(str, numbers)) + f" = {sum(numbers)}"


