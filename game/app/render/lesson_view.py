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
from game.app.render.lesson_boards import GRID_VIEWS, LABEL_PAD, Ink, Shape, square_cells
from game.app.render.hints import Hint
from game.app.render.lesson_layout import LessonFit, LessonLayout, footer_hint, lay_out
from game.app.render.lesson_texts import Part, TextBox
from game.app.render.palette import RGB, Palette
from game.app.render.ui import draw_hint
from game.engine import Board, View
from game.lessons.page import Arrow, Page, Tone

STEP_TICKS = 24  # how long the new mark's frame blinks
APPEAR_TICKS = 10  # the new mark shows up this far into the step
FLASH_PERIOD = 4  # ticks the step's frame is on, then off
PULSE_PERIOD = 30  # ticks a highlight stays thick, then thin
#: The age a page is drawn at with MOTION NONE: its step over and its highlight thick, for as long as it is shown.
STILL_AGE = 2 * PULSE_PERIOD
DASH = (3, 2)  # pixels on, off: the BAD frame
BRACKET = 4  # pixels: each arm of a NEUTRAL corner bracket
ARROW_WIDTH = 2
ARROW_HEAD = 0.22  # of a cell: the arrowhead's length
ARROW_STOP = 0.28  # of a cell: the arrow stops short of the target's centre, clear of its number


@dataclass(frozen=True, slots=True)
class LessonFrame:
    """Everything one frame of the LESSONS scene shows."""

    page: Page
    counter: str  # e.g. "LESSON 4  PAGE 3/9"
    age: int  # ticks since the page was shown
    before: Board | None = None  # the board one mark back, when the page steps from the previous one
    step: int | None = None  # the square that mark went on
    cursor: int | None = None  # the free page's cursor
    hint: Hint | None = None  # the footer's key hints
    big: bool = False  # PRESENTER: captions and labels as big as they fit
    fit: LessonFit | None = None  # what every page of the lesson keeps (``fit_lesson``); None: the page's own


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
    # Every tone's strokes lie in the same band, ``width`` in from the rectangle's edge, where the layout keeps
    # labels and numbers clear of them: pygame draws a line 1 or 2 wide from its coordinate on.
    if tone is Tone.GOOD:
        pygame.draw.rect(surface, color, rect, width)
        return
    corners = ((rect.left, rect.top), (rect.right - width, rect.top), (rect.right - width, rect.bottom - width),
               (rect.left, rect.bottom - width))
    if tone is Tone.BAD:
        for a, b in zip(corners, corners[1:] + corners[:1]):
            _dashed_line(surface, color, a, b, width)
    elif tone is Tone.NEUTRAL:
        arm = min(BRACKET, rect.width // 3)
        for (x, y), (dx, dy) in zip(corners, ((1, 1), (-1, 1), (-1, -1), (1, -1))):
            pygame.draw.line(surface, color, (x, y), (x + dx * arm, y), width)
            pygame.draw.line(surface, color, (x, y), (x, y + dy * arm), width)


def _draw_label(surface: pygame.Surface, text: TextBox, look: Look) -> None:
    color = tone_color(look.palette, text.tone)
    surface.fill(look.palette.background, text.rect)
    draw_tone_frame(surface, text.rect, text.tone, color)
    look.font.draw(surface, text.text, (text.rect.x + LABEL_PAD, text.rect.y + LABEL_PAD), color, scale=text.scale)


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


def _draw_arrow_name(surface: pygame.Surface, text: TextBox, look: Look) -> None:
    """An arrow's name at the foot of the cell it points to: arrows share a start, never an end."""
    color = look.palette.cursor
    surface.fill(look.palette.background, text.rect)
    pygame.draw.rect(surface, color, text.rect, 1)
    look.font.draw(surface, text.text, (text.rect.x + LABEL_PAD, text.rect.y + LABEL_PAD), color)


def _draw_view(surface: pygame.Surface, rect: pygame.Rect, view: View, frame: LessonFrame, look: Look,
               highlights: tuple[Shape, ...]) -> None:
    page = frame.page
    stepping = frame.before is not None and frame.step is not None and frame.age < STEP_TICKS
    board = frame.before if stepping and frame.age < APPEAR_TICKS and frame.before is not None else page.board
    rects = draw_board(surface, rect, view, board, look)
    if highlights:
        thick = (frame.age // PULSE_PERIOD) % 2 == 0
        color = tone_color(look.palette, page.highlight_tone)
        tone = Tone.GOOD if page.highlight_tone is Tone.PLAIN else page.highlight_tone
        for lit in highlights:  # where the layout keeps them clear of the numbers they frame
            draw_tone_frame(surface, lit.rect, tone, color, lit.width if thick else 1)
    if view in GRID_VIEWS:
        for arrow in page.arrows:
            _draw_arrow(surface, rects, arrow, look)
    if stepping and frame.step is not None and (frame.age // FLASH_PERIOD) % 2 == 0:
        pygame.draw.rect(surface, look.palette.cursor, rects[frame.step].inflate(2, 2), 2)
    if frame.cursor is not None:
        draw_cursor(surface, rects[frame.cursor], look.palette.cursor)


def _draw_square(surface: pygame.Surface, rect: pygame.Rect, frame: LessonFrame, look: Look) -> None:
    """The page's own square (Durer's 4x4): each number in a box, as Pick15 draws its numbers, the lit ones
    framed and pulsing as a view's highlight is."""
    page = frame.page
    numbers = [n for row in page.square for n in row]
    width = 2 if (frame.age // PULSE_PERIOD) % 2 == 0 else 1
    color = tone_color(look.palette, page.highlight_tone)
    tone = Tone.GOOD if page.highlight_tone is Tone.PLAIN else page.highlight_tone
    for number, cell in zip(numbers, square_cells(rect, len(page.square))):
        pygame.draw.rect(surface, look.palette.grid, cell, 1)
        if number in page.square_lit:
            draw_tone_frame(surface, cell.inflate(-2, -2), tone, color, width)


def _draw_notes(surface: pygame.Surface, layout: LessonLayout, look: Look) -> None:
    for panel in layout.notes:
        surface.fill(look.palette.panel, panel)
    for note in layout.of(Part.NOTE):
        look.font.draw(surface, note.text, note.rect.topleft, look.palette.text)


def frame_layout(frame: LessonFrame, look: Look) -> LessonLayout:
    """The layout of the page this frame shows (the scene hit-tests with the same)."""
    return lay_out(look.font, frame.page, frame.counter, frame.hint, frame.big, frame.fit)


def draw_lesson(surface: pygame.Surface, frame: LessonFrame, look: Look) -> None:
    """Paint one frame of a lesson page onto the logical surface."""
    palette, font, page = look.palette, look.font, frame.page
    layout = frame_layout(frame, look)
    surface.fill(palette.background)
    for view, rect in zip(page.views, layout.boards):
        _draw_view(surface, rect, view, frame, look,
                   tuple(s for s in layout.shapes if s.view is view and s.ink is Ink.FRAME))
    if page.square:
        _draw_square(surface, layout.boards[0], frame, look)
    # Labels and arrow names go over every board's lines, marks and highlights, where the layout found them room.
    for text in layout.of(Part.ARROW):
        _draw_arrow_name(surface, text, look)
    for text in layout.of(Part.LABEL):
        _draw_label(surface, text, look)
    _draw_notes(surface, layout, look)
    colors = {Part.TITLE: palette.accent, Part.COUNTER: palette.text, Part.VIEW_NAME: palette.accent,
              Part.NUMBER: palette.text, Part.CAPTION: palette.text, Part.SOURCE: palette.dim}
    for part, color in colors.items():
        for text in layout.of(part):
            font.draw(surface, text.text, text.rect.topleft, color, scale=text.scale)
    if frame.hint:
        draw_hint(surface, font, palette, footer_hint(frame.hint))  # where lay_out put it
