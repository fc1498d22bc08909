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
never cut.  A cell label goes where it covers no digit and no other text
(centred in an empty TicTacToe cell, else in a corner or under a Pick15
box); where a view has no such place the label is left to the other views.

Drawing (``lesson_view``) paints what this returns, the scene hit-tests
with its boards, and the tests check its text boxes: none over another or
over a board's digit, each inside the screen and inside its panel, and
together the whole text the page means.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from game.app.render.boardviews import cell_rects, number_rect
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


@dataclass(frozen=True, slots=True)
class LessonLayout:
    """Each view's rectangle (in the page's order), the notes' panels and every text."""

    boards: tuple[pygame.Rect, ...]
    notes: tuple[pygame.Rect, ...]
    texts: tuple[TextBox, ...]

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
    """The notes split into ``count`` columns (the first the longer), each note wrapped to ``width``."""
    size = -(-len(notes) // count)
    return tuple(tuple(line for note in notes[i * size:(i + 1) * size]
                       for line in _note_lines(font, note, width - 2 * NOTE_PAD))
                 for i in range(count))


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
    notes_height = _notes_height(rows) + GAP if rows else 0
    boards: tuple[pygame.Rect, ...] = ()  # no view: a page of figures, its notes at the top
    if len(views) == 1:
        height = min(PICK15_ALONE_HEIGHT, area.height - notes_height)
        boards = (pygame.Rect(area.x, area.y, area.width, height),)
    elif views:
        width = (area.width - GAP * (len(views) - 1)) // len(views)
        height = area.height - notes_height
        boards = tuple(pygame.Rect(area.x + i * (width + GAP), area.y, width, height) for i in range(len(views)))
    top = boards[0].bottom + GAP if boards else area.y
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
    """Where a label may go, best first: centred in ``centred`` (an empty TicTacToe cell), then the corners."""
    spots = []
    if centred is not None:
        for scale in scales:
            box = _framed(font, text, scale)
            if box.width <= centred.width * LABEL_FILL and box.height <= centred.height * LABEL_FILL or scale == 1:
                box.center = centred.center
                spots.append((box, scale))
                break
    box = _framed(font, text)
    if view is View.PICK15:
        under = box.copy()
        under.midtop = (cell.centerx, cell.bottom + 1)
        spots.append((under, 1))
    inner = cell.inflate(-2, -2)
    for corner in ("bottomright", "bottomleft", "topright", "topleft"):
        spot = box.copy()
        setattr(spot, corner, getattr(inner, corner))
        spots.append((spot, 1))
    return spots


def _board_texts(font: BitmapFont, page: Page, boards: tuple[pygame.Rect, ...], big: bool) -> list[TextBox]:
    """Each board's digits, then the arrows' names, then the cell labels wherever they fit."""
    texts: list[TextBox] = []
    scales = PRESENTER_LABEL_SCALES if big else LABEL_SCALES
    for view, rect in zip(page.views, boards):
        cells = cell_rects(view, rect)
        if view in DIGIT_VIEWS:
            for square in SQUARES:
                box, scale = number_rect(font, cells[square], number_of(square))
                texts.append(TextBox(str(number_of(square)), box, rect, Part.DIGIT, scale, square=square))
        ends = {}
        if view in GRID_VIEWS:
            for arrow in page.arrows:
                if arrow.label:
                    box = _framed(font, arrow.label)
                    box.midbottom = (cells[arrow.end].centerx, cells[arrow.end].bottom - 1)
                    ends[arrow.end] = box
                    texts.append(TextBox(arrow.label, box, rect, Part.ARROW, square=arrow.end))
        taken = [t.rect for t in texts]
        for square, (text, tone) in sorted(page.labels.items()):
            cell = cells[square]
            centred = None
            if view is View.TICTACTOE and page.board.mark_at(square) is None:
                centred = cell.copy()
                if square in ends:
                    centred.height = ends[square].top - cell.top
            for box, scale in _label_spots(font, view, cell, text, centred, scales):
                if _free(box, rect, taken):
                    texts.append(TextBox(text, box, rect, Part.LABEL, scale, tone, square))
                    taken.append(box)
                    break
    return texts


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
    notes = [TextBox(line, pygame.Rect((panel.x + NOTE_PAD, panel.y + NOTE_PAD + i * NOTE_PITCH), font.size(line)),
                     panel, Part.NOTE)
             for panel, lines in zip(panels, columns) for i, line in enumerate(lines)]
    texts = [
        _text_box(font, page.title, (MARGIN, HEADER_Y), header, Part.TITLE),
        _text_box(font, counter, (WIDTH - MARGIN, HEADER_Y), header, Part.COUNTER, align="right"),
        *_board_texts(font, page, boards, big),
        *notes,
        *caption,
        _text_box(font, page.source, (CENTER_X, SOURCE_Y), footer, Part.SOURCE, align="center"),
    ]
    if hint:
        texts.append(_text_box(font, hint, (CENTER_X, HINT_Y), footer, Part.HINT, align="center"))
    return LessonLayout(boards, panels, tuple(texts))
