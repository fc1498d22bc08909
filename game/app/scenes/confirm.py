"""A yes/no question over the screen below: the menu's QUIT?, and the operator menu's clearing and exit.

The cursor starts on NO, so a stray Enter changes nothing; BACK (Esc, B, a
right click) means NO.  Left and right (up and down too) move between the
two answers; SELECT or a click chooses.  Choosing takes the question off
the stack first and then runs the answer, so the answer acts on the screen
the question was asked over.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import Hint
from game.app.render.ui import (CENTER_X, HEIGHT, MARGIN, WIDTH, ChoiceRow, Nav, draw_overlay_hint, draw_overlay_panel,
                                row_rects)
from game.app.shell.scene import Scene
from game.language import N_, tr
from game.speech import Spoken
from game.speech.words import said_keys, said_place

NAME = "confirm"
NO, YES = N_("NO"), N_("YES")
ANSWERS = (NO, YES)  # left to right; the cursor starts on the first, NO
QUESTION_SCALE = 2  # the question is drawn big, unless it is too wide for the screen that way
PANEL_HEIGHT = 56
PANEL_MIN_WIDTH = 150
PANEL_PADDING = 12  # pixels each side of the question inside the panel
QUESTION_TOP = 12  # from the panel's top
ANSWERS_TOP = 36  # from the panel's top
ANSWER_GAP = 40  # pixels between the centres of NO and YES, beyond their widths
ANSWER_HIT = (10, 6)  # how much an answer's click area exceeds its text
HINT = N_("{left}{right} CHOOSE   {select} SELECT   {back} NO")  # the question's own keys, over those of the screen it was asked over


class ConfirmScene(Scene):
    """Ask a question; on YES run ``on_yes`` (after the question is gone); NO just closes it."""

    name = NAME
    overlay = True

    def __init__(self, question: str, on_yes: Callable[[], None]) -> None:
        self.question = question
        self._on_yes = on_yes

    def enter(self, ctx) -> None:
        font = ctx.font
        self.scale = QUESTION_SCALE
        if font.size(self.question, QUESTION_SCALE)[0] > WIDTH - 2 * (MARGIN + PANEL_PADDING):
            self.scale = 1
        width = max(PANEL_MIN_WIDTH, font.size(self.question, self.scale)[0] + 2 * PANEL_PADDING)
        self.panel = pygame.Rect(0, 0, width, PANEL_HEIGHT)
        self.panel.center = (CENTER_X, HEIGHT // 2)
        self.row = ChoiceRow(ANSWERS, row_rects(font, ANSWERS, self.panel.top + ANSWERS_TOP, ANSWER_GAP, ANSWER_HIT))
        self._shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)

    @property
    def answer(self) -> str:
        """The answer under the cursor."""
        return self.row.chosen

    def handle(self, event: ActionEvent) -> None:
        if event.action is Action.BACK:
            self._choose(NO)
            return
        nav = self.row.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self._choose(self.answer)

    def _choose(self, answer: str) -> None:
        self.ctx.scenes.pop()
        if answer == YES:
            self.ctx.audio.play(Sfx.SELECT)
            self._on_yes()
        else:
            self.ctx.audio.play(Sfx.BACK)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        draw_overlay_panel(surface, palette, self._shade, self.panel)
        font.draw(surface, self.question, (CENTER_X, self.panel.top + QUESTION_TOP), palette.accent,
                  scale=self.scale, align="center")
        self.row.draw(surface, font, palette, self.panel.top + ANSWERS_TOP)
        draw_overlay_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.keyed(HINT)

    def spoken(self) -> Spoken:
        # The question is the screen's name, the answer under the cursor its focus: QUIT?, then NO.  A question
        # that names a key by its arrow says the arrow's word.
        return Spoken(said_keys(tr(self.question)), self.answer, place=said_place(self.row.index, len(ANSWERS)))
