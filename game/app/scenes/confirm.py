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
from game.app.input.actions import DIRECTIONS, Action, ActionEvent
from game.app.render.ui import CENTER_X, HEIGHT, MARGIN, WIDTH, draw_overlay_panel, draw_underline
from game.app.shell.scene import Scene

NAME = "confirm"
NO, YES = "NO", "YES"
ANSWERS = (NO, YES)  # left to right; the cursor starts on the first
QUESTION_SCALE = 2  # the question is drawn big, unless it is too wide for the screen that way
PANEL_HEIGHT = 56
PANEL_MIN_WIDTH = 150
PANEL_PADDING = 12  # pixels each side of the question inside the panel
QUESTION_TOP = 12  # from the panel's top
ANSWERS_TOP = 36  # from the panel's top
ANSWER_GAP = 40  # pixels between the centres of NO and YES, beyond their widths
ANSWER_HIT = (10, 6)  # how much an answer's click area exceeds its text


class ConfirmScene(Scene):
    """Ask a question; on YES run ``on_yes`` (after the question is gone); NO just closes it."""

    name = NAME
    overlay = True

    def __init__(self, question: str, on_yes: Callable[[], None]) -> None:
        self.question = question
        self._on_yes = on_yes

    def enter(self, ctx) -> None:
        self.index = ANSWERS.index(NO)
        font = ctx.font
        self.scale = QUESTION_SCALE
        if font.size(self.question, QUESTION_SCALE)[0] > WIDTH - 2 * (MARGIN + PANEL_PADDING):
            self.scale = 1
        width = max(PANEL_MIN_WIDTH, font.size(self.question, self.scale)[0] + 2 * PANEL_PADDING)
        self.panel = pygame.Rect(0, 0, width, PANEL_HEIGHT)
        self.panel.center = (CENTER_X, HEIGHT // 2)
        self.answer_rects = self._answer_rects(font)
        self._shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)

    def _answer_rects(self, font) -> tuple[pygame.Rect, ...]:
        widths = [font.size(answer)[0] for answer in ANSWERS]
        total = sum(widths) + ANSWER_GAP
        left = CENTER_X - total // 2
        rects = []
        for width in widths:
            rects.append(pygame.Rect(left, self.panel.top + ANSWERS_TOP, width, font.line_height).inflate(*ANSWER_HIT))
            left += width + ANSWER_GAP
        return tuple(rects)

    @property
    def answer(self) -> str:
        """The answer under the cursor."""
        return ANSWERS[self.index]

    def _answer_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, rect in enumerate(self.answer_rects) if rect.collidepoint(pos)), None)

    def handle(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.BACK:
            self._choose(NO)
        elif action in DIRECTIONS:
            step = 1 if action in (Action.RIGHT, Action.DOWN) else -1
            index = min(max(self.index + step, 0), len(ANSWERS) - 1)
            if index != self.index:
                self.index = index
                self.ctx.audio.play(Sfx.MOVE)
        elif action is Action.SELECT:
            self._choose(self.answer)
        elif action in (Action.POINT, Action.CLICK) and event.pos is not None:
            hit = self._answer_at(event.pos)
            if hit is not None:
                self.index = hit
                if action is Action.CLICK:
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
        for i, (answer, rect) in enumerate(zip(ANSWERS, self.answer_rects)):
            color = palette.cursor if i == self.index else palette.text
            drawn = font.draw(surface, answer, (rect.centerx, self.panel.top + ANSWERS_TOP), color, align="center")
            if i == self.index:
                draw_underline(surface, drawn, color)
