"""What each board on a lesson page carries: its digits, marks, grid, highlight frames, arrow names and labels.

A cell label goes where it covers none of what the board draws (``Shape``),
no digit and no other text: centred in an empty TicTacToe cell, by a Pick15
box, else in a cell's corner; a view with no such place for every one of the
page's labels shows none, and leaves them to the other views.  Highlight
frames keep clear of the number they frame.  ``lesson_layout`` decides where
the boards go; this module fills them, and the tests check that nothing here
covers anything else.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from game.app.render.boardviews import cell_rects, claim_box, claim_width, grid_lines, mark_box, number_rect
from game.app.render.font import BitmapFont
from game.app.render.lesson_texts import Part, TextBox
from game.engine import SQUARES, View, number_of
from game.lessons.page import Page

LABEL_FILL = 0.8  # of a cell: the widest a label centred in an empty TicTacToe cell may be
LABEL_PAD = 2  # pixels round a label's text: one of space, one of frame
LABEL_SCALES = (3, 2, 1)  # a centred label's scales, largest first
PRESENTER_LABEL_SCALES = (4, 3, 2, 1)
SQUARE_FILL = 0.6  # of a cell of the page's own square: the most its widest number takes
GRID_VIEWS = (View.TICTACTOE, View.MAGIC15)  # the views with a square to draw arrows on
DIGIT_VIEWS = (View.PICK15, View.MAGIC15)  # the views that draw a number in every cell


class Ink(enum.Enum):
    """What a board draws that no label may cover."""

    MARK = "mark"  # an X or an O, a Magic15 claim's square or ring, a Pick15 box (claimed or not)
    FRAME = "frame"  # a highlight's frame round a cell: only its strokes
    GRID = "grid"  # a line of the TicTacToe or the Magic15 grid


@dataclass(frozen=True, slots=True)
class Shape:
    """Something a board draws: where, in which view and cell, and for a frame its stroke at the thickest."""

    ink: Ink
    rect: pygame.Rect
    view: View
    square: int | None = None
    width: int = 0  # a FRAME's stroke; the pulse thins it to one pixel, its outermost

    def pixels(self) -> tuple[pygame.Rect, ...]:
        """The rectangles it covers: all of it, or a frame's four strokes."""
        if self.ink is not Ink.FRAME:
            return (self.rect,)
        r, w = self.rect, self.width
        return (pygame.Rect(r.left, r.top, r.width, w), pygame.Rect(r.left, r.bottom - w, r.width, w),
                pygame.Rect(r.left, r.top, w, r.height), pygame.Rect(r.right - w, r.top, w, r.height))


def square_cells(rect: pygame.Rect, side: int) -> tuple[pygame.Rect, ...]:
    """The cells of a ``side`` x ``side`` square as large as ``rect`` holds, centred in it, row by row."""
    cell = min(rect.width, rect.height) // side
    left, top = rect.centerx - cell * side // 2, rect.centery - cell * side // 2
    return tuple(pygame.Rect(left + c * cell, top + r * cell, cell, cell) for r in range(side) for c in range(side))


def square_numbers(font: BitmapFont, page: Page, rect: pygame.Rect) -> list[TextBox]:
    """The page's own square's numbers, each centred in its cell, all at the largest scale that fits every cell."""
    numbers = [n for row in page.square for n in row]
    cells = square_cells(rect, len(page.square))
    widest = max(numbers, key=lambda n: font.size(str(n))[0])
    scale = max(1, _fill_scale(font, str(widest), cells[0]))
    texts = []
    for number, cell in zip(numbers, cells):
        box = pygame.Rect((0, 0), font.size(str(number), scale))
        box.center = cell.center
        texts.append(TextBox(str(number), box, rect, Part.NUMBER, scale))
    return texts


def _fill_scale(font: BitmapFont, text: str, cell: pygame.Rect) -> int:
    w, h = font.size(text)
    return int(min(cell.width * SQUARE_FILL / w, cell.height * SQUARE_FILL / h))


def _free(rect: pygame.Rect, inside: pygame.Rect, taken: list[pygame.Rect]) -> bool:
    return inside.contains(rect) and rect.collidelist(taken) < 0


def _framed(font: BitmapFont, text: str, scale: int = 1) -> pygame.Rect:
    w, h = font.size(text, scale)
    return pygame.Rect(0, 0, w + 2 * LABEL_PAD, h + 2 * LABEL_PAD)


def _label_spots(font: BitmapFont, view: View, cell: pygame.Rect, text: str, centred: pygame.Rect | None,
                 scales: tuple[int, ...]) -> list[tuple[pygame.Rect, int]]:
    """Where a label may go, best first: centred in ``centred`` (an empty TicTacToe cell), as big as fits and then
    smaller; by a Pick15 box; then the corners."""
    spots = []
    if centred is not None:
        for scale in scales:
            box = _framed(font, text, scale)
            if box.width <= centred.width * LABEL_FILL and box.height <= centred.height * LABEL_FILL or scale == 1:
                box.center = centred.center
                spots.append((box, scale))
    box = _framed(font, text)
    if view is View.PICK15:  # just under its box, or just over it (a second row's box, the first row's under it)
        spots.append((box.move_to(midtop=(cell.centerx, cell.bottom + 1)), 1))
        spots.append((box.move_to(midbottom=(cell.centerx, cell.top - 1)), 1))
    inner = cell.inflate(-2, -2)
    for corner in ("bottomright", "bottomleft", "topright", "topleft"):
        spot = box.copy()
        setattr(spot, corner, getattr(inner, corner))
        spots.append((spot, 1))
    return spots


def _highlight_frame(cell: pygame.Rect, inside: pygame.Rect | None) -> tuple[pygame.Rect, int] | None:
    """A highlight's frame and stroke: 2 pixels in from the cell's edge and 2 thick, or as near that as keeps
    clear of ``inside`` (what it frames) in a small cell; None where nothing does."""
    for inset in (2, 1, 0):
        for width in (2, 1):
            frame = cell.inflate(-2 * inset, -2 * inset)
            if inside is None or frame.inflate(-2 * width, -2 * width).contains(inside):
                return frame, width
    return None


def _shapes(font: BitmapFont, page: Page, view: View, cells: tuple[pygame.Rect, ...], digits: dict[int, pygame.Rect]
            ) -> list[Shape]:
    """What one view draws besides its numbers: grid lines, marks and claims, Pick15's boxes, highlight frames."""
    shapes = [Shape(Ink.GRID, line, view) for line in grid_lines(cells)] if view in GRID_VIEWS else []
    # What each highlight frame keeps clear of: a pixel round a number, a label's own frame (its space inside).
    framed = {square: digit.inflate(2, 2) for square, digit in digits.items()}
    for square, cell in enumerate(cells):
        mark = page.board.mark_at(square)
        if view is View.TICTACTOE and mark is None and square in page.labels:  # the label at its smallest
            framed[square] = _framed(font, page.labels[square][0]).move_to(center=cell.center)
        if view is View.PICK15:
            shapes.append(Shape(Ink.MARK, cell, view, square))
        elif mark is not None and view is View.TICTACTOE:
            shapes.append(Shape(Ink.MARK, mark_box(cell, blocks=True), view, square))
        elif mark is not None:  # a Magic15 claim: outlined, or filled in the GREEN/BLUE theme
            shown = mark.other if page.first_as_o else mark
            outlined, filled = (claim_box(cell, digits[square], shown, width) for width in (claim_width(cell), 0))
            box = outlined.union(filled)
            shapes.append(Shape(Ink.MARK, box, view, square))
            framed[square] = box.union(digits[square]).inflate(2, 2)
    for square in page.highlight:
        lit = _highlight_frame(cells[square], framed.get(square))
        if lit is not None:  # else the cell's label, in its own tone's frame, says it alone; the other views light it
            shapes.append(Shape(Ink.FRAME, lit[0], view, square, lit[1]))
    return shapes


def board_texts(font: BitmapFont, page: Page, boards: tuple[pygame.Rect, ...], big: bool
                 ) -> tuple[list[TextBox], list[Shape]]:
    """Each board's digits and what it draws, then the arrows' names, then the cell labels: in each view all of them
    where each covers nothing drawn (a number, a mark, a grid line, a frame's stroke, another text), or none."""
    texts: list[TextBox] = []
    shapes: list[Shape] = []
    scales = PRESENTER_LABEL_SCALES if big else LABEL_SCALES
    for view, rect in zip(page.views, boards):
        cells = cell_rects(view, rect)
        digits = {}
        if view in DIGIT_VIEWS:
            for square in SQUARES:
                box, scale = number_rect(font, cells[square], number_of(square))
                digits[square] = box
                texts.append(TextBox(str(number_of(square)), box, rect, Part.DIGIT, scale, square=square))
        drawn = _shapes(font, page, view, cells, digits)
        shapes.extend(drawn)
        ends = {}
        if view in GRID_VIEWS:
            for arrow in page.arrows:
                if arrow.label:
                    box = _framed(font, arrow.label)
                    box.midbottom = (cells[arrow.end].centerx, cells[arrow.end].bottom - 1)
                    ends[arrow.end] = box
                    texts.append(TextBox(arrow.label, box, rect, Part.ARROW, square=arrow.end))
        taken = [t.rect for t in texts] + [pixels for shape in drawn for pixels in shape.pixels()]
        labels = []
        for square, (text, tone) in sorted(page.labels.items()):
            cell = cells[square]
            centred = None
            if view is View.TICTACTOE and page.board.mark_at(square) is None:
                centred = cell.copy()
                if square in ends:
                    centred.height = ends[square].top - cell.top
            inside = rect if view is View.PICK15 else cell  # under a Pick15 box; in a grid, in the label's own cell
            for box, scale in _label_spots(font, view, cell, text, centred, scales):
                if _free(box, inside, taken):
                    labels.append(TextBox(text, box, rect, Part.LABEL, scale, tone, square))
                    taken.append(box.inflate(2, 2))  # frames that touch read as one pile: a pixel apart at least
                    break
        if len(labels) == len(page.labels):  # a board with some cells labelled reads as if the rest had none
            texts.extend(labels)
    return texts, shapes
