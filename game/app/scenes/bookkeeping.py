"""The operator menu's bookkeeping page: the cabinet's tallies, a screen at a time.

The lines come from the context's bookkeeping in blocks, a heading and its
rows (``ctx.books.blocks(uptime)``, upper case, at most 36 characters
each), and are read again once a second, so the uptimes on show keep up.
More lines than fit are split into pages, never between a heading and its
rows (``report.paged``): left and right (or select, which wraps) turn them,
BACK returns to the operator menu.  Said aloud, a page is read as it
opens or turns; the uptimes that tick on meanwhile are read again only
with the whole screen, so the voice does not chase the clock.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.font import ADVANCE
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, HINT_Y, MARGIN, WIDTH, draw_hint, draw_title
from game.app.shell.loop import TICK_RATE
from game.app.shell.scene import Scene
from game.cabinet.report import paged
from game.language import N_, tr
from game.speech import Spoken

TITLE = N_("BOOKKEEPING")
LINES_TOP = 28
LINE_PITCH = 10  # the font's 8 plus room to breathe
LINES_PER_PAGE = (HINT_Y - 4 - LINES_TOP) // LINE_PITCH  # what fits above the hint line
LINE_CHARS = 36  # the longest line the bookkeeping gives
LINES_LEFT = CENTER_X - LINE_CHARS * ADVANCE // 2  # the block of lines centred, each left-aligned
REFRESH_TICKS = TICK_RATE  # the lines are read again this often
HINT = N_("{left}{right} PAGE   {back} BACK")
ONE_PAGE_HINT = N_("{back} BACK")  # one page: nothing to turn


class BooksScene(Scene):
    """The bookkeeping, paged."""

    name = "bookkeeping"

    def enter(self, ctx) -> None:
        self.page = 0
        self._since_read = 0
        self.screens = self._read()
        self._read_out = self._page_text()

    def _page_text(self) -> str:
        """The page on show as said: its lines, each a sentence."""
        return " ".join(f"{' '.join(line.split()).rstrip('.')}." for line in self.screens[self.page] if line.strip())

    def _read(self) -> list[list[str]]:
        return paged(self.ctx.books.blocks(self.ctx.tick), LINES_PER_PAGE)

    @property
    def pages(self) -> int:
        """How many screens the lines take (at least one)."""
        return len(self.screens)

    def handle(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.BACK:
            self.ctx.audio.play(Sfx.BACK)
            self.ctx.scenes.pop()
            return
        if action in (Action.LEFT, Action.UP):
            page = self.page - 1
        elif action in (Action.RIGHT, Action.DOWN):
            page = self.page + 1
        elif action in (Action.SELECT, Action.CLICK):
            page = (self.page + 1) % self.pages
        else:
            return
        if 0 <= page < self.pages and page != self.page:
            self.page = page
            self._read_out = self._page_text()
            self.ctx.audio.play(Sfx.MOVE)

    def update(self) -> None:
        self._since_read += 1
        if self._since_read >= REFRESH_TICKS:
            self._since_read = 0
            self.screens = self._read()
            self.page = min(self.page, self.pages - 1)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        if self.pages > 1:
            font.draw(surface, f"{self.page + 1}/{self.pages}", (WIDTH - MARGIN, MARGIN), palette.dim, align="right")
        for i, line in enumerate(self.screens[self.page]):
            font.draw(surface, line, (LINES_LEFT, LINES_TOP + i * LINE_PITCH), palette.text)
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.keyed(HINT if self.pages > 1 else ONE_PAGE_HINT)

    def spoken(self) -> Spoken:
        # TRANSLATORS: said aloud for which page of several is on show (the screen shows 1/2).
        page = tr("PAGE {number} OF {count}").format(number=self.page + 1, count=self.pages) if self.pages > 1 else ""
        whole = tuple(line for line in (TITLE, page, self._page_text()) if line)
        return Spoken(TITLE, self._read_out, status=page, whole=whole)
