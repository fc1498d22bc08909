"""Where every part of a lesson page goes, and every text on it, in 320x180 logical pixels.

One function, ``lay_out``, decides it all: the header (the lesson's title,
the page counter), the boards, the notes' panels, each cell label and arrow
name, the caption, the source and the footer's key hints.  The page is laid
out from the bottom up: the footer, the source on its own line above it,
the caption above that, and the boards take the height left.  One view
stands as large as that height allows with the notes in a panel beside it;
several views stand side by side with the notes under them in two columns; a page
with no view (figures only) has its two columns of notes at the top.
Pick15's row of numbers needs width, so alone it takes the whole width and
its notes go under it too.  Notes too long for their column wrap at a space,
never cut, and a note never leaves the one it goes on from for the other column.

What each board draws besides its numbers is laid out here too (``Shape``):
its grid lines, marks and claims, Pick15's boxes, and the highlight frames,
which keep clear of the number they frame.  A cell label goes where it
covers none of these, no digit and no other text (centred in an empty
TicTacToe cell, by a Pick15 box, else in a cell's corner); a view with no
such place for every one of the page's labels shows none, and leaves them
to the other views.

Drawing (``lesson_view``) paints what this returns, the scene hit-tests
with its boards, and the tests check its boxes: no text over another, no
label over anything a board draws, each text inside the screen and inside
its panel, and together the whole text the page means.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from game.app.render.boardviews import claim_box, claim_width, cell_rects, grid_lines, mark_box, number_rect
from game.app.render.font import ADVANCE, LINE_HEIGHT, BitmapFont
from game.app.render.ui import CENTER_X, HEIGHT, HINT_Y, MARGIN, WIDTH
from game.engine import SQUARES, View, number_of
from game.lessons.page import CAPTION_LINES, NOTE_WIDTH, Page, Tone

SCREEN = pygame.Rect(0, 0, WIDTH, HEIGHT)
HEADER_Y = 3
BOARD_TOP = 13
SOURCE_Y = HINT_Y - LINE_HEIGHT - 1  # the source has its own line, just above the footer's key hints
CAPTION_BOTTOM = SOURCE_Y - 3
CAPTION_WIDTH = WIDTH - 4  # pixels: the widest a caption line may be
CAPTION_LINE_GAP = 2  # pixels between caption lines at scale 1, twice that at scale 2
CAPTION_BIG = 2  # the caption's scale when it fits
PRESENTER_CAPTION_LINES = 4  # PRESENTER rewraps a caption at CAPTION_BIG when it then takes at most this many lines
NOTE_PAD = 2  # pixels between a notes panel's edge and its text
NOTE_PITCH = LINE_HEIGHT + 1
NOTES_WIDTH = NOTE_WIDTH * ADVANCE + 2 * NOTE_PAD  # a panel beside one board, just wide enough for the longest note
GAP = 6  # pixels between boards, and between a board and the notes
NOTES_GAP = 3  # pixels between boards and the notes under them: the panel's own colour marks its edge
PICK15_ALONE_HEIGHT = 40  # a single Pick15 row: one line of nine boxes
MIN_BOARD_HEIGHT = 40  # PRESENTER grows the caption only while every board keeps this much height
LABEL_FILL = 0.8  # of a cell: the widest a label centred in an empty TicTacToe cell may be
LABEL_PAD = 2  # pixels round a label's text: one of space, one of frame
LABEL_SCALES = (3, 2, 1)  # a centred label's scales, largest first
PRESENTER_LABEL_SCALES = (4, 3, 2, 1)
GRID_VIEWS = (View.TICTACTOE, View.MAGIC15)  # the views with a square to draw arrows on
DIGIT_VIEWS = (View.PICK15, View.MAGIC15)  # the views that draw a number in every cell


class Part(enum.Enum):
    """What a text on a lesson page is, so drawing can colour it."""

    TITLE = "title"
    COUNTER = "counter"
    DIGIT = "digit"  # a board's own number: drawn by the board, laid out here only to be kept clear of
    LABEL = "label"  # a cell's label, in a frame that says its Tone
    ARROW = "arrow"  # an arrow's name, at the foot of the cell it points to
    NOTE = "note"
    CAPTION = "caption"
    SOURCE = "source"
    HINT = "hint"


@dataclass(frozen=True, slots=True)
class TextBox:
    """One text on the page: the pixels it covers (with its frame, for labels) and the panel it must stay in."""

    text: str
    rect: pygame.Rect
    panel: pygame.Rect
    part: Part
    scale: int = 1
    tone: Tone = Tone.PLAIN
    square: int | None = None  # a label's or a digit's square


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


@dataclass(frozen=True, slots=True)
class LessonLayout:
    """Each view's rectangle (in the page's order), the notes' panels, every text and what the boards draw."""

    boards: tuple[pygame.Rect, ...]
    notes: tuple[pygame.Rect, ...]
    texts: tuple[TextBox, ...]
    shapes: tuple[Shape, ...] = ()

    def of(self, part: Part) -> tuple[TextBox, ...]:
        """The texts of one kind, in order."""
        return tuple(t for t in self.texts if t.part is part)


def _text_box(font: BitmapFont, text: str, pos: tuple[int, int], panel: pygame.Rect, part: Part, scale: int = 1,
              align: str = "left") -> TextBox:
    rect = pygame.Rect((0, 0), font.size(text, scale))
    setattr(rect, {"left": "topleft", "center": "midtop", "right": "topright"}[align], pos)
    return TextBox(text, rect, panel, part, scale)


def _caption_lines(font: BitmapFont, caption: tuple[str, ...], big: bool) -> tuple[tuple[str, ...], int]:
    """The caption's lines and scale: scale 2 when every line fits so, or (PRESENTER) when rewrapped it does."""
    width = CAPTION_WIDTH
    if all(font.size(line, CAPTION_BIG)[0] <= width for line in caption) and len(caption) <= 2:
        return caption, CAPTION_BIG
    if big:
        wrapped = tuple(font.wrap(" ".join(caption), width, CAPTION_BIG))
        if len(wrapped) <= PRESENTER_CAPTION_LINES:
            return wrapped, CAPTION_BIG
    return caption, 1


def _caption_height(lines: int, scale: int) -> int:
    return lines * (LINE_HEIGHT - 1 + CAPTION_LINE_GAP) * scale - CAPTION_LINE_GAP * scale


#: The caption's panel is at least this tall, so the boards keep one size from page to page.
CAPTION_HEIGHT = max(_caption_height(CAPTION_LINES, 1), _caption_height(2, CAPTION_BIG))


def _caption(font: BitmapFont, caption: tuple[str, ...], big: bool) -> tuple[TextBox, ...]:
    lines, scale = _caption_lines(font, caption, big)
    pitch = (LINE_HEIGHT - 1 + CAPTION_LINE_GAP) * scale
    height = _caption_height(len(lines), scale)
    panel = pygame.Rect(0, CAPTION_BOTTOM - max(height, CAPTION_HEIGHT), WIDTH, max(height, CAPTION_HEIGHT))
    top = panel.y + (panel.height - height) // 2
    return tuple(_text_box(font, line, (CENTER_X, top + i * pitch), panel, Part.CAPTION, scale, "center")
                 for i, line in enumerate(lines))


def _note_lines(font: BitmapFont, note: str, width: int) -> list[str]:
    """A note as it is drawn: as written when it fits, so spaces that line up a table's columns are kept;
    wrapped at spaces when it does not."""
    return [note] if font.size(note)[0] <= width else font.wrap(note, width)


def _note_columns(font: BitmapFont, notes: tuple[str, ...], width: int, count: int) -> tuple[tuple[str, ...], ...]:
    """The notes split into ``count`` columns (the first the longer), each note wrapped to ``width``.

    A note that begins with a space goes on from the one before it (an opponent's move under its name, a table's
    next row), so a column never begins with one: the split moves to the nearest note that begins afresh, on
    the side that leaves the longest column shortest.
    """
    def lines(part: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(line for note in part for line in _note_lines(font, note, width - 2 * NOTE_PAD))

    size = -(-len(notes) // count)
    starts = [0]
    for _ in range(count - 1):
        even = min(starts[-1] + size, len(notes))
        fresh = [i for i in range(starts[-1], len(notes) + 1) if i == len(notes) or not notes[i].startswith(" ")]
        nearest = sorted(fresh, key=lambda i: abs(i - even))[:2]
        starts.append(min(nearest, key=lambda i: (max(len(lines(notes[starts[-1]:i])), len(lines(notes[i:]))),
                                                  abs(i - even), -i)))
    bounds = [*starts, len(notes)]
    return tuple(lines(notes[a:b]) for a, b in zip(bounds, bounds[1:]))


def _notes_height(lines: int) -> int:
    return lines * NOTE_PITCH + NOTE_PAD + 1


def _boards_and_notes(font: BitmapFont, views: tuple[View, ...], notes: tuple[str, ...], area: pygame.Rect
                      ) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, ...], tuple[tuple[str, ...], ...]]:
    """The board rectangles, the notes' panels and each panel's lines."""
    if len(views) == 1 and views[0] is not View.PICK15:
        if not notes:
            return (area.copy(),), (), ()
        (lines,) = _note_columns(font, notes, NOTES_WIDTH, 1)
        board = pygame.Rect(area.x, area.y, area.width - NOTES_WIDTH - GAP, area.height)
        panel = pygame.Rect(area.right - NOTES_WIDTH, area.y, NOTES_WIDTH, _notes_height(len(lines)))
        return (board,), (panel,), (lines,)
    column = (area.width - GAP) // 2
    columns = _note_columns(font, notes, column, 2) if notes else ()
    rows = max((len(c) for c in columns), default=0)
    notes_height = _notes_height(rows) + NOTES_GAP if rows else 0
    boards: tuple[pygame.Rect, ...] = ()  # no view: a page of figures, its notes at the top
    if len(views) == 1:
        height = min(PICK15_ALONE_HEIGHT, area.height - notes_height)
        boards = (pygame.Rect(area.x, area.y, area.width, height),)
    elif views:
        width = (area.width - GAP * (len(views) - 1)) // len(views)
        height = area.height - notes_height
        boards = tuple(pygame.Rect(area.x + i * (width + GAP), area.y, width, height) for i in range(len(views)))
    top = boards[0].bottom + NOTES_GAP if boards else area.y
    panels = tuple(pygame.Rect(area.x + i * (column + GAP), top, column, _notes_height(len(lines)))
                   for i, lines in enumerate(columns) if lines)
    return boards, panels, tuple(c for c in columns if c)


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


def _board_texts(font: BitmapFont, page: Page, boards: tuple[pygame.Rect, ...], big: bool
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
                    taken.append(box)
                    break
        if len(labels) == len(page.labels):  # a board with some cells labelled reads as if the rest had none
            texts.extend(labels)
    return texts, shapes


def _fits(area: pygame.Rect, boards: tuple[pygame.Rect, ...], panels: tuple[pygame.Rect, ...]) -> bool:
    return all(b.height >= MIN_BOARD_HEIGHT for b in boards) and all(p.bottom <= area.bottom for p in panels)


def lay_out(font: BitmapFont, page: Page, counter: str, hint: str, big: bool = False) -> LessonLayout:
    """Every part of one lesson page; ``big`` for PRESENTER, whose caption and labels grow where they fit."""
    header = pygame.Rect(0, 0, WIDTH, BOARD_TOP)
    footer = pygame.Rect(0, SOURCE_Y, WIDTH, HEIGHT - SOURCE_Y)
    for grow in dict.fromkeys((big, False)):  # a bigger caption only while the boards and notes keep their room
        caption = _caption(font, page.caption, grow)
        area = pygame.Rect(MARGIN, BOARD_TOP, WIDTH - 2 * MARGIN, caption[0].panel.top - 2 - BOARD_TOP)
        boards, panels, columns = _boards_and_notes(font, page.views, page.notes, area)
        if _fits(area, boards, panels):
            break
    board_texts, shapes = _board_texts(font, page, boards, big)
    notes = [TextBox(line, pygame.Rect((panel.x + NOTE_PAD, panel.y + NOTE_PAD + i * NOTE_PITCH), font.size(line)),
                     panel, Part.NOTE)
             for panel, lines in zip(panels, columns) for i, line in enumerate(lines)]
    texts = [
        _text_box(font, page.title, (MARGIN, HEADER_Y), header, Part.TITLE),
        _text_box(font, counter, (WIDTH - MARGIN, HEADER_Y), header, Part.COUNTER, align="right"),
        *board_texts,
        *notes,
        *caption,
        _text_box(font, page.source, (CENTER_X, SOURCE_Y), footer, Part.SOURCE, align="center"),
    ]
    if hint:
        texts.append(_text_box(font, hint, (CENTER_X, HINT_Y), footer, Part.HINT, align="center"))
    return LessonLayout(boards, panels, tuple(texts), tuple(shapes))
