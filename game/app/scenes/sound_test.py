"""The operator's SOUND TEST: every sound the game makes, by name, played on SELECT.

A cabinet owner checks the speaker and the volume without playing a game.
The list is ``Sfx`` itself, so a new sound is in the test the day it is added.
Without a sound device it says so, as the settings screen does.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, CursorList, Nav, draw_choices, draw_hint, draw_title
from game.app.shell.scene import Scene

NAME = "sound_test"
TITLE = "SOUND TEST"
ROWS_TOP = 28
ROW_SPACING = 12
VISIBLE_ROWS = 9
NOTE_Y = 142  # what the speaker should be doing, or why it is silent
HINT = "↑↓ CHOOSE   ENTER PLAY   ESC BACK"
LEAVE = "LEAVE"  # the last row; not BACK, which is a sound's name


class SoundTestScene(Scene):
    """Each sound by name; SELECT plays it."""

    name = NAME

    def enter(self, ctx) -> None:
        self.sounds = tuple(Sfx)
        self.items = (*(sfx.name for sfx in self.sounds), LEAVE)
        self.list = CursorList(len(self.items), ROWS_TOP, ROW_SPACING, MARGIN, WIDTH - 2 * MARGIN,
                               visible=VISIBLE_ROWS)

    @property
    def keeps_awake(self) -> bool:
        return True

    def handle(self, event: ActionEvent) -> None:
        if event.action is Action.BACK:
            self.ctx.scenes.pop()
            return
        nav = self.list.handle(event)
        if nav is Nav.CHOSEN:
            if self.list.index == len(self.sounds):
                self.ctx.scenes.pop()
            else:
                sfx = self.sounds[self.list.index]
                self.ctx.audio.play(sfx)
                self.ctx.events.emit("sound_test", sound=sfx.value)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        draw_choices(surface, font, palette, self.list, self.items)
        note = self.ctx.audio.message or f"VOLUME {round(self.ctx.config.volume * 100)}%"
        font.draw(surface, note, (CENTER_X, NOTE_Y), palette.dim, align="center")
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return Hint(HINT)
