"""The two match setups' shared frame: rows of choices, then START and BACK, the cursor starting on START.

The 3x3 match setup (``setup.SetupScene``) and the BIG BOARD's
(``big_setup.BigSetupScene``) differ in their choices and what START
makes; the rows are laid out, drawn, stepped (``stepping.cycle``) and
chosen alike, so the remembered match is one press away on both.
"""

from __future__ import annotations

import enum
from typing import ClassVar

import pygame

from game.app.render.ui import MARGIN, WIDTH, CursorList, ValueColumn, draw_title, draw_value_rows
from game.app.scenes.value_rows import ValueRowsScene
from game.language import NC_, trc

ROWS_TOP = 30
ROW_SPACING = 12


#: START the item, which begins the match, is said in a context of its own: START the button on a pad or a panel
#: is another word in some languages.
START_CONTEXT = "the setup's item that begins the match"
# TRANSLATORS: the setup's last item but BACK: it begins the match (at most 16 characters).
START_LABEL = NC_("the setup's item that begins the match", "START")


class SetupRowsScene(ValueRowsScene):
    """Rows of choices above START and BACK; subclasses name their rows, say each value's text, and start."""

    column = ValueColumn(label_x=20, left=120, right=WIDTH - 20)  # labels, then values between two arrows
    says_rows_on_opening = True
    rows: ClassVar[tuple[enum.Enum, ...]]  # top to bottom, START and BACK among them
    value_rows: ClassVar[tuple[enum.Enum, ...]]  # the rows LEFT and RIGHT step
    start_row: ClassVar[enum.Enum]
    back_row: ClassVar[enum.Enum]

    def open_rows(self) -> None:
        """The cursor list, on START."""
        self.list = CursorList(len(self.rows), ROWS_TOP, ROW_SPACING, MARGIN, WIDTH - 2 * MARGIN,
                               index=self.rows.index(self.start_row))

    @property
    def row(self):
        """The row under the cursor."""
        return self.rows[self.list.index]

    def has_value(self, index: int) -> bool:
        return self.rows[index] in self.value_rows

    def activate(self) -> None:
        if self.row is self.start_row:
            self._start()
        elif self.row is self.back_row:
            self.leave()
        else:
            self.change(1)

    def _start(self) -> None:
        """START: save the choice and replace this screen with the game."""
        raise NotImplementedError

    def _value(self, row) -> str:
        """A value row's text."""
        raise NotImplementedError

    def row_label(self, index: int) -> str:
        row = self.rows[index]
        return trc(START_CONTEXT, START_LABEL) if row is self.start_row else row.value

    def said_value(self, index: int) -> str:
        row = self.rows[index]
        return self._value(row) if row in self.value_rows else ""

    def draw_rows(self, surface: pygame.Surface, title: str) -> None:
        """The background, the title and the rows, the value under the cursor lit."""
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, title)
        draw_value_rows(surface, font, palette, self.list,
                        [self.row_label(index) for index in range(len(self.rows))],
                        [row in self.value_rows for row in self.rows], self.column,
                        lambda index, mid: font.draw(surface, self._value(self.rows[index]), mid,
                                                     palette.accent if index == self.list.index else palette.text,
                                                     align="center"))
