"""Drawing and hit-testing shared by the shell's screens: titles, hints, cursor lists.

Everything is laid out in logical pixels (320x180) with the project's pixel
font.  Lists know their row rectangles without drawing, so a mouse POINT or
CLICK can be hit-tested in ``handle`` and ``draw`` stays free of state.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.app.input.actions import DIRECTIONS, Action, ActionEvent
from game.app.input.cursor import list_move
from game.app.render.font import BitmapFont
from game.app.render.hints import HINT_Y as HINT_Y  # the bottom line of key hints, where every screen has it
from game.app.render.hints import Hint, draw_hint_line
from game.app.render.palette import Palette
from game.app.render.screen import LOGICAL_SIZE
from game.language import N_

WIDTH, HEIGHT = LOGICAL_SIZE
CENTER_X = WIDTH // 2
MARGIN = 6  # pixels kept clear at the screen edges
#: A projector or a television may crop the picture's edges: a page a class reads keeps every text 5% in from each
#: edge (16 and 9 logical pixels), the broadcasters' title-safe area.
TITLE_SAFE = pygame.Rect(WIDTH // 20, HEIGHT // 20, WIDTH - 2 * (WIDTH // 20), HEIGHT - 2 * (HEIGHT // 20))
TITLE_Y = 6  # top of a screen title (drawn at scale 2)
TITLE_SCALE = 2
UNDERLINE_GAP = 2  # pixels between text and the cursor underline (the TI-83's line under a cell)
OVERLAY_HINT_PAD = 4  # pixels of the clear strip under an overlay's hints above their text (a lit button's too)
SHADE_ALPHA = 170  # how much an overlay darkens the screen under it (0-255)
#: The service input's hold: a panel at the top, its label, and the bar that fills over the hold.
HOLD_PANEL = pygame.Rect(CENTER_X - 90, MARGIN, 180, 26)
HOLD_LABEL = N_("OPERATOR MENU: KEEP HOLDING")
HOLD_LABEL_TOP = 4  # from the panel's top
HOLD_BAR = pygame.Rect(HOLD_PANEL.left + 10, HOLD_PANEL.top + 15, HOLD_PANEL.width - 20, 6)


def draw_title(surface: pygame.Surface, font: BitmapFont, palette: Palette, text: str) -> None:
    """A screen title, big and centred at the top."""
    font.draw(surface, text, (CENTER_X, TITLE_Y), palette.accent, scale=TITLE_SCALE, align="center")


def draw_hint(surface: pygame.Surface, font: BitmapFont, palette: Palette, hint: Hint | None, color=None) -> None:
    """The key hints (or a warning in ``color``) along the bottom edge; the keys it names are buttons (``hints``)."""
    if hint is not None:
        draw_hint_line(surface, font, palette, hint, color)


def draw_overlay_hint(surface: pygame.Surface, font: BitmapFont, palette: Palette, hint: Hint) -> None:
    """An overlay's own key hints, on a clear strip over the hint line of the screen below (whose keys do not
    work while the overlay is up)."""
    surface.fill(palette.background, pygame.Rect(0, HINT_Y - OVERLAY_HINT_PAD, WIDTH, HEIGHT - HINT_Y + OVERLAY_HINT_PAD))
    draw_hint_line(surface, font, palette, hint)


def draw_underline(surface: pygame.Surface, rect: pygame.Rect, color) -> None:
    """The cursor: a line under the chosen text, as the TI-83 program draws it."""
    y = rect.bottom + UNDERLINE_GAP - 1
    pygame.draw.line(surface, color, (rect.left, y), (rect.right - 1, y))


def draw_overlay_panel(surface: pygame.Surface, palette: Palette, shade: pygame.Surface, panel: pygame.Rect) -> None:
    """Darken the screen below an overlay (``shade``: a screen-sized SRCALPHA surface), then its framed panel."""
    shade.fill((*palette.background, SHADE_ALPHA))
    surface.blit(shade, (0, 0))
    surface.fill(palette.panel, panel)
    pygame.draw.rect(surface, palette.grid, panel, 1)


MORE_ABOVE, MORE_BELOW = "↑", "↓"  # beside a scrolled list's first and last rows on show: more lie beyond
MORE_MARK_WIDTH = 8  # the mark's hit area reaches this far right of the list's left edge


class Nav(enum.Enum):
    """What a list made of an action."""

    NONE = "none"  # not for the list
    MOVED = "moved"  # the cursor moved
    CHOSEN = "chosen"  # the row under the cursor was chosen


@dataclass
class CursorList:
    """A vertical list of rows with a cursor, driven by directions, select and the mouse.

    A list longer than ``visible`` rows shows that many at a time and
    scrolls to keep the cursor on show; a mark beside the first and last
    rows shown says more lie beyond, and clicking it (or the wheel) scrolls.
    """

    count: int
    top: int
    spacing: int
    left: int
    width: int
    index: int = 0
    visible: int = 0  # rows on show at once; 0: all of them
    first: int = 0  # the first row on show

    def shown(self) -> range:
        """The rows on show, scrolled so the cursor is one of them."""
        window = self.visible or self.count
        self.first = min(max(self.first, self.index - window + 1), self.index, max(0, self.count - window))
        self.first = max(0, self.first)
        return range(self.first, min(self.count, self.first + window))

    def row_rect(self, row: int) -> pygame.Rect:
        """The row's hit area (its text sits at the top of it)."""
        return pygame.Rect(self.left, self.text_y(row) - 2, self.width, self.spacing)

    def text_y(self, row: int) -> int:
        """The y of a row's text."""
        return self.top + (row - self.shown().start) * self.spacing

    def more_marks(self) -> tuple[tuple[str, int, int] | None, tuple[str, int, int] | None]:
        """Where the marks for rows beyond the top and the bottom go: (mark, row it stands beside, row it scrolls to)."""
        rows = self.shown()
        above = (MORE_ABOVE, rows.start, rows.start - 1) if rows.start > 0 else None
        below = (MORE_BELOW, rows.stop - 1, rows.stop) if rows.stop < self.count else None
        return above, below

    def mark_rect(self, row: int) -> pygame.Rect:
        """The hit area of a mark beside ``row``: the margin left of the labels."""
        return pygame.Rect(0, self.text_y(row) - 2, self.left + MORE_MARK_WIDTH, self.spacing)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under a logical position, if any (a mark scrolls to the row beyond it)."""
        for mark in self.more_marks():
            if mark is not None and self.mark_rect(mark[1]).collidepoint(pos):
                return mark[2]
        for row in self.shown():
            if self.row_rect(row).collidepoint(pos):
                return row
        return None

    def handle(self, event: ActionEvent) -> Nav:
        """Move or choose; NONE if the action is not about this list."""
        action = event.action
        if action in (Action.UP, Action.DOWN):
            old, self.index = self.index, list_move(self.index, self.count, action)
            return Nav.MOVED if self.index != old else Nav.NONE
        if action is Action.SELECT:
            return Nav.CHOSEN
        if action in (Action.POINT, Action.CLICK) and event.pos is not None:
            row = self.row_at(event.pos)
            if row is None:
                return Nav.NONE
            scrolled = row not in self.shown()
            old, self.index = self.index, row
            if action is Action.CLICK and not scrolled:
                return Nav.CHOSEN
            return Nav.MOVED if row != old else Nav.NONE
        return Nav.NONE


def row_rects(font: BitmapFont, labels: Sequence[str], y: int, gap: int,
              hit: tuple[int, int]) -> tuple[pygame.Rect, ...]:
    """Labels side by side on one line, centred, ``gap`` pixels apart: each one's hit area (``hit`` beyond its text)."""
    widths = [font.size(label)[0] for label in labels]
    left = CENTER_X - (sum(widths) + gap * (len(labels) - 1)) // 2
    rects = []
    for width in widths:
        rects.append(pygame.Rect(left, y, width, font.line_height).inflate(*hit))
        left += width + gap
    return tuple(rects)


@dataclass
class ChoiceRow:
    """A few choices side by side (REMATCH / MENU, NO / YES) with a cursor.

    Every direction steps the cursor (stopping at the ends), SELECT or a
    click chooses, and pointing moves the cursor silently.
    """

    labels: tuple[str, ...]
    rects: tuple[pygame.Rect, ...]  # each choice's hit area; its text is centred on it
    index: int = 0

    @property
    def chosen(self) -> str:
        """The choice under the cursor."""
        return self.labels[self.index]

    def at(self, pos: tuple[int, int]) -> int | None:
        """The choice under a logical position, if any."""
        return next((i for i, rect in enumerate(self.rects) if rect.collidepoint(pos)), None)

    def handle(self, event: ActionEvent) -> Nav:
        """MOVED when a direction moved the cursor, CHOSEN on SELECT or a click on a choice, else NONE."""
        action = event.action
        if action in DIRECTIONS:
            step = 1 if action in (Action.RIGHT, Action.DOWN) else -1
            old, self.index = self.index, min(max(self.index + step, 0), len(self.labels) - 1)
            return Nav.MOVED if self.index != old else Nav.NONE
        if action is Action.SELECT:
            return Nav.CHOSEN
        if action in (Action.POINT, Action.CLICK) and event.pos is not None:
            hit = self.at(event.pos)
            if hit is not None:
                self.index = hit
                return Nav.CHOSEN if action is Action.CLICK else Nav.NONE
        return Nav.NONE

    def draw(self, surface: pygame.Surface, font: BitmapFont, palette: Palette, y: int) -> None:
        """The choices with their text at ``y``, the one under the cursor lit and underlined."""
        for i, (label, rect) in enumerate(zip(self.labels, self.rects)):
            color = palette.cursor if i == self.index else palette.text
            drawn = font.draw(surface, label, (rect.centerx, y), color, align="center")
            if i == self.index:
                draw_underline(surface, drawn, color)


def draw_choices(surface: pygame.Surface, font: BitmapFont, palette: Palette, rows: CursorList,
                 labels: list[str] | tuple[str, ...], *, block: bool = False) -> None:
    """A centred list of labels, the one under the cursor lit and underlined.

    Only the rows on show are drawn, with a mark where more lie beyond (a list longer than
    its ``visible`` rows scrolls).  ``block`` centres the list as a whole and starts every label
    at its left edge, so a numbered list keeps its numbers in one column.
    """
    left = CENTER_X - max(font.size(label)[0] for label in labels) // 2 if block and labels else CENTER_X
    for mark in rows.more_marks():
        if mark is not None:
            font.draw(surface, mark[0], (rows.left, rows.text_y(mark[1])), palette.dim)
    for row in rows.shown():
        label = labels[row]
        chosen = row == rows.index
        color = palette.cursor if chosen else palette.text
        if block:
            indent = font.size(label)[0] - font.size(label.lstrip())[0]  # the underline starts at the ink
            rect = font.draw(surface, label.lstrip(), (left + indent, rows.text_y(row)), color)
        else:
            rect = font.draw(surface, label, (CENTER_X, rows.text_y(row)), color, align="center")
        if chosen:
            draw_underline(surface, rect, palette.cursor)


#: Where a message (a toast) hangs: under every screen's top line -- a scene's title (``TITLE_Y``, drawn twice the
#: font's size) or a game's header with its result -- and clear of the bottom line, where the key hints, the
#: end-of-game choice and ``NEW RECORD!`` are.  A message lasts seconds; what it covers meanwhile is never a result.
TOAST_TOP = 24
TOAST_PAD = 4  # between a message's text and its box


def toast_lines(font: BitmapFont, text: str) -> list[str]:
    """A message's lines, wrapped to fit its box inside the screen's margins."""
    return font.wrap(text, WIDTH - 2 * (MARGIN + TOAST_PAD))


def toast_rect(font: BitmapFont, text: str) -> pygame.Rect:
    """The box a message is drawn in: as wide as its longest line, centred, hanging from ``TOAST_TOP``."""
    lines = toast_lines(font, text)
    width = max(font.size(line)[0] for line in lines) + 2 * TOAST_PAD
    box = pygame.Rect(0, TOAST_TOP, width, len(lines) * font.line_height - 1 + 2 * TOAST_PAD)
    box.centerx = CENTER_X
    return box


def draw_toast(surface: pygame.Surface, font: BitmapFont, palette: Palette, text: str) -> None:
    """A message in a box under the screen's top line, over whatever is there (``TOAST_TOP``)."""
    box = toast_rect(font, text)
    surface.fill(palette.panel, box)
    pygame.draw.rect(surface, palette.warn, box, 1)
    for i, line in enumerate(toast_lines(font, text)):
        font.draw(surface, line, (CENTER_X, box.top + TOAST_PAD + i * font.line_height), palette.text, align="center")


def hold_fill(progress: float) -> pygame.Rect:
    """The filled part of the hold bar, ``progress`` (0-1) of the way along it."""
    fill = HOLD_BAR.inflate(-2, -2)
    fill.width = round(fill.width * min(max(progress, 0.0), 1.0))
    return fill


def draw_hold_bar(surface: pygame.Surface, font: BitmapFont, palette: Palette, progress: float,
                  label: str = HOLD_LABEL) -> None:
    """A button held: a bar filling over its hold, so the operator sees what is coming (the operator menu)."""
    surface.fill(palette.panel, HOLD_PANEL)
    pygame.draw.rect(surface, palette.grid, HOLD_PANEL, 1)
    font.draw(surface, label, (CENTER_X, HOLD_PANEL.top + HOLD_LABEL_TOP), palette.text, align="center")
    pygame.draw.rect(surface, palette.grid, HOLD_BAR, 1)
    surface.fill(palette.accent, hold_fill(progress))


@dataclass(frozen=True, slots=True)
class ValueColumn:
    """Where a settings-like screen draws its rows: labels at ``label_x``, values between two arrows."""

    label_x: int
    left: int  # the left arrow; the value is centred between the arrows
    right: int  # the right arrow's right edge

    @property
    def mid(self) -> int:
        """Where the values are centred."""
        return (self.left + self.right) // 2


def draw_value_rows(surface: pygame.Surface, font: BitmapFont, palette: Palette, rows: CursorList,
                    labels: Sequence[str], has_value: Sequence[bool], column: ValueColumn,
                    draw_value: Callable[[int, tuple[int, int]], None]) -> None:
    """Labels with the chosen one underlined; each row with a value gets ``draw_value(row, (mid, y))``, arrows if chosen."""
    for mark in rows.more_marks():
        if mark is not None:
            font.draw(surface, mark[0], (rows.left, rows.text_y(mark[1])), palette.dim)
    for index in rows.shown():
        label = labels[index]
        y = rows.text_y(index)
        chosen = index == rows.index
        rect = font.draw(surface, label, (column.label_x, y), palette.cursor if chosen else palette.text)
        if chosen:
            draw_underline(surface, rect, palette.cursor)
        if not has_value[index]:
            continue
        if chosen:
            font.draw(surface, "←", (column.left, y), palette.cursor)
            font.draw(surface, "→", (column.right, y), palette.cursor, align="right")
        draw_value(index, (column.mid, y))
