"""Drawing one lesson page: title and counter, the board in each view with its overlays, notes, caption, source.

The boards are the games' own (``boardviews.draw_board``); over them go the
page's highlights, cell labels and arrows.  Every Tone has a palette colour
and a shape too, so a viewer who cannot tell the colours apart still can:
GOOD is a solid frame, BAD a dashed one, NEUTRAL four corner brackets,
PLAIN no frame at all.  The step from the previous page shows as the new
mark appearing in a blinking frame; highlights pulse.  All timing comes in
``LessonFrame.age`` (ticks since the page was shown): nothing here keeps state.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.render.boardviews import Look, draw_board, draw_cursor
from game.app.render.lesson_layout import CAPTION_AREA, HEADER_Y, NOTE_PITCH, SOURCE_Y, lesson_layout
from game.app.render.palette import RGB, Palette
from game.app.render.ui import MARGIN, WIDTH
from game.engine import Board, View
from game.lessons.page import Arrow, Page, Tone

STEP_TICKS = 24  # how long the new mark's frame blinks
APPEAR_TICKS = 10  # the new mark shows up this far into the step
FLASH_PERIOD = 4  # ticks the step's frame is on, then off
PULSE_PERIOD = 30  # ticks a highlight stays thick, then thin
CAPTION_BIG = 2  # the caption's scale when it fits
CAPTION_LINE_GAP = 2
DASH = (3, 2)  # pixels on, off: the BAD frame
BRACKET = 4  # pixels: each arm of a NEUTRAL corner bracket
ARROW_WIDTH = 2
ARROW_HEAD = 0.22  # of a cell: the arrowhead's length
ARROW_STOP = 0.28  # of a cell: the arrow stops short of the target's centre, clear of its number
LABEL_FILL = 0.8  # of a cell: the widest a label centred in an empty TicTacToe cell may be
GRID_VIEWS = (View.TICTACTOE, View.MAGIC15)  # the views with a square to draw arrows on


@dataclass(frozen=True, slots=True)
class LessonFrame:
    """Everything one frame of the LESSONS scene shows."""

    page: Page
    counter: str  # e.g. "LESSON 4  PAGE 3/9"
    age: int  # ticks since the page was shown
    before: Board | None = None  # the board one mark back, when the page steps from the previous one
    step: int | None = None  # the square that mark went on
    cursor: int | None = None  # the free page's cursor
    hint: str = ""


def step_between(before: Board, after: Board) -> int | None:
    """The square of the one mark ``after`` adds to ``before``, or None if it is not one mark more."""
    added_x, added_o = after.x & ~before.x, after.o & ~before.o
    if after.ply != before.ply + 1 or before.x & ~after.x or before.o & ~after.o:
        return None
    return (added_x | added_o).bit_length() - 1


def tone_color(palette: Palette, tone: Tone) -> RGB:
    """The palette colour of a Tone (each checked for contrast as text)."""
    return {Tone.PLAIN: palette.text, Tone.GOOD: palette.good, Tone.BAD: palette.warn,
            Tone.NEUTRAL: palette.accent}[tone]


def _dashed_line(surface: pygame.Surface, color: RGB, start: tuple[int, int], end: tuple[int, int], width: int) -> None:
    (x0, y0), (x1, y1) = start, end
    length = max(abs(x1 - x0), abs(y1 - y0))
    on, off = DASH
    for a in range(0, length, on + off):
        b = min(a + on, length)
        pygame.draw.line(surface, color, (x0 + (x1 - x0) * a // length, y0 + (y1 - y0) * a // length),
                         (x0 + (x1 - x0) * b // length, y0 + (y1 - y0) * b // length), width)


def draw_tone_frame(surface: pygame.Surface, rect: pygame.Rect, tone: Tone, color: RGB, width: int = 1) -> None:
    """The frame that says a Tone by its shape: solid, dashed, corner brackets, or none (PLAIN)."""
    if tone is Tone.GOOD:
        pygame.draw.rect(surface, color, rect, width)
    elif tone is Tone.BAD:
        r = rect.inflate(-width, -width)
        corners = (r.topleft, r.topright, r.bottomright, r.bottomleft)
        for a, b in zip(corners, corners[1:] + corners[:1]):
            _dashed_line(surface, color, a, b, width)
    elif tone is Tone.NEUTRAL:
        arm = min(BRACKET, rect.width // 3)
        r = rect.inflate(-width, -width)
        for (x, y), (dx, dy) in zip((r.topleft, r.topright, r.bottomright, r.bottomleft),
                                    ((1, 1), (-1, 1), (-1, -1), (1, -1))):
            pygame.draw.line(surface, color, (x, y), (x + dx * arm, y), width)
            pygame.draw.line(surface, color, (x, y), (x, y + dy * arm), width)


def _label_scale(look: Look, text: str, cell: pygame.Rect) -> int:
    for scale in (3, 2):
        w, h = look.font.size(text, scale)
        if w <= cell.width * LABEL_FILL and h <= cell.height * LABEL_FILL:
            return scale
    return 1


def _draw_label(surface: pygame.Surface, view: View, cell: pygame.Rect, board: Board, square: int,
                text: str, tone: Tone, look: Look) -> None:
    color = tone_color(look.palette, tone)
    if view is View.TICTACTOE and board.mark_at(square) is None:
        scale = _label_scale(look, text, cell)
        w, h = look.font.size(text, scale)
        box = pygame.Rect(0, 0, w + 2 * scale + 2, h + 2 * scale + 2)
        box.center = cell.center
    else:
        # Over a number or a mark: small, tucked into a corner (under a Pick15 box) so both stay readable.
        scale = 1
        w, h = look.font.size(text)
        box = pygame.Rect(0, 0, w + 4, h + 4)
        if view is View.PICK15:
            box.midtop = (cell.centerx, cell.bottom - 2)
        else:
            box.bottomright = (cell.right - 1, cell.bottom - 1)
    surface.fill(look.palette.background, box)
    draw_tone_frame(surface, box, tone, color)
    look.font.draw(surface, text, (box.centerx + scale // 2, box.centery - h // 2), color, scale=scale, align="center")


def _draw_arrow(surface: pygame.Surface, rects: tuple[pygame.Rect, ...], arrow: Arrow, look: Look) -> None:
    color = look.palette.cursor
    start = pygame.Vector2(rects[arrow.start].center)
    end = pygame.Vector2(rects[arrow.end].center)
    cell = rects[0].width
    if start == end:
        pygame.draw.circle(surface, color, rects[arrow.start].center, cell // 2 - 2, ARROW_WIDTH)
    else:
        direction = (end - start).normalize()
        tip = end - direction * cell * ARROW_STOP
        head = max(4.0, cell * ARROW_HEAD)
        base = tip - direction * head
        side = pygame.Vector2(-direction.y, direction.x) * head * 0.6
        pygame.draw.line(surface, color, start, base, ARROW_WIDTH)
        pygame.draw.polygon(surface, color, (tip, base + side, base - side))


def _draw_arrow_label(surface: pygame.Surface, rects: tuple[pygame.Rect, ...], arrow: Arrow, look: Look) -> None:
    """The arrow's name at the foot of the cell it points to: arrows share a start, never an end."""
    color = look.palette.cursor
    w, h = look.font.size(arrow.label)
    box = pygame.Rect(0, 0, w + 4, h + 4)
    box.midbottom = (rects[arrow.end].centerx, rects[arrow.end].bottom - 1)
    surface.fill(look.palette.background, box)
    pygame.draw.rect(surface, color, box, 1)
    look.font.draw(surface, arrow.label, (box.x + 2, box.y + 2), color)


def _draw_view(surface: pygame.Surface, rect: pygame.Rect, view: View, frame: LessonFrame, look: Look) -> None:
    page = frame.page
    stepping = frame.before is not None and frame.step is not None and frame.age < STEP_TICKS
    board = frame.before if stepping and frame.age < APPEAR_TICKS and frame.before is not None else page.board
    rects = draw_board(surface, rect, view, board, look)
    if page.highlight:
        width = 2 if (frame.age // PULSE_PERIOD) % 2 == 0 else 1
        color = tone_color(look.palette, page.highlight_tone)
        tone = Tone.GOOD if page.highlight_tone is Tone.PLAIN else page.highlight_tone
        for square in page.highlight:
            draw_tone_frame(surface, rects[square].inflate(-2, -2), tone, color, width)
    if view in GRID_VIEWS:
        for arrow in page.arrows:
            _draw_arrow(surface, rects, arrow, look)
    for square, (text, tone) in sorted(page.labels.items()):
        _draw_label(surface, view, rects[square], board, square, text, tone, look)
    if view in GRID_VIEWS:
        for arrow in page.arrows:  # after every line and number, so nothing covers a name
            if arrow.label:
                _draw_arrow_label(surface, rects, arrow, look)
    if stepping and frame.step is not None and (frame.age // FLASH_PERIOD) % 2 == 0:
        pygame.draw.rect(surface, look.palette.cursor, rects[frame.step].inflate(2, 2), 2)
    if frame.cursor is not None:
        draw_cursor(surface, rects[frame.cursor], look.palette.cursor)


def _draw_notes(surface: pygame.Surface, columns: tuple[pygame.Rect, ...], notes: tuple[str, ...], look: Look) -> None:
    if len(columns) == 1:
        split = (notes,)
    else:
        half = -(-len(notes) // 2)
        split = (notes[:half], notes[half:])
    for column, lines in zip(columns, split):
        if not lines:
            continue
        panel = pygame.Rect(column.x, column.y, column.width, min(column.height, len(lines) * NOTE_PITCH + 3))
        surface.fill(look.palette.panel, panel)
        for i, line in enumerate(lines):
            look.font.draw(surface, line, (panel.x + 2, panel.y + 2 + i * NOTE_PITCH), look.palette.text)


def caption_scale(look: Look, caption: tuple[str, ...]) -> int:
    """Scale 2 when every line fits the caption's box at that size, else 1."""
    pitch = look.font.size("X", CAPTION_BIG)[1] + CAPTION_LINE_GAP
    fits = all(look.font.size(line, CAPTION_BIG)[0] <= CAPTION_AREA.width for line in caption)
    return CAPTION_BIG if fits and len(caption) * pitch <= CAPTION_AREA.height else 1


def _draw_caption(surface: pygame.Surface, caption: tuple[str, ...], look: Look) -> None:
    scale = caption_scale(look, caption)
    pitch = look.font.size("X", scale)[1] + CAPTION_LINE_GAP * scale
    top = CAPTION_AREA.y + (CAPTION_AREA.height - len(caption) * pitch + CAPTION_LINE_GAP * scale) // 2
    for i, line in enumerate(caption):
        look.font.draw(surface, line, (CAPTION_AREA.centerx, top + i * pitch), look.palette.text, scale=scale,
                       align="center")


def draw_lesson(surface: pygame.Surface, frame: LessonFrame, look: Look) -> None:
    """Paint one frame of a lesson page onto the logical surface."""
    palette, font, page = look.palette, look.font, frame.page
    surface.fill(palette.background)
    font.draw(surface, page.title, (MARGIN, HEADER_Y), palette.accent)
    font.draw(surface, frame.counter, (WIDTH - MARGIN, HEADER_Y), palette.text, align="right")
    layout = lesson_layout(page.views, len(page.notes))
    for view, rect in zip(page.views, layout.boards):
        _draw_view(surface, rect, view, frame, look)
    if page.notes:
        _draw_notes(surface, layout.notes, page.notes, look)
    _draw_caption(surface, page.caption, look)
    if not frame.hint:
        font.draw(surface, page.source, (WIDTH // 2, SOURCE_Y), palette.dim, align="center")
        return
    font.draw(surface, frame.hint, (WIDTH - MARGIN, SOURCE_Y), palette.accent, align="right")
    if font.size(page.source)[0] + font.size(frame.hint)[0] + MARGIN <= WIDTH - 2 * MARGIN:
        font.draw(surface, page.source, (MARGIN, SOURCE_Y), palette.dim)
