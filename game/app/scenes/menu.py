"""The main menu: the games, settings, help and quit; and the door to the attract mode.

The menu lists whatever the scene registry offers with a menu label, so a
game scene appears here the moment a later issue registers it.  It is
always at the bottom of the stack.  Left alone for the attract-mode idle
time (a setting; 0 is never) it pushes the registered attract scene, if
there is one, the way an arcade cabinet starts its demo.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.ui import CENTER_X, CursorList, Nav, draw_choices, draw_hint
from game.app.shell.loop import seconds_to_ticks
from game.app.shell.registry import ATTRACT, MENU
from game.app.shell.scene import Scene

TITLE = "TICTACTOE MAGIC"
TAGLINE = "THREE GAMES THAT ARE SECRETLY ONE"
QUIT_LABEL = "QUIT"
TITLE_Y = 14
TAGLINE_Y = 36
ITEMS_TOP = 56
ITEM_SPACING = 13
ITEM_WIDTH = 120  # the mouse hit area of each item, centred
HINT = "↑↓ CHOOSE   ENTER SELECT   ESC QUIT"


class MenuScene(Scene):
    """The main menu."""

    name = MENU

    def enter(self, ctx) -> None:
        entries = ctx.registry.menu_entries()
        self._targets: list[str | None] = [e.name for e in entries] + [None]  # None: quit
        self._labels = [e.menu_label or e.name.upper() for e in entries] + [QUIT_LABEL]
        self.list = CursorList(len(self._labels), ITEMS_TOP, ITEM_SPACING, CENTER_X - ITEM_WIDTH // 2, ITEM_WIDTH)
        self.idle_ticks = 0

    @property
    def labels(self) -> list[str]:
        """The items on show, top to bottom."""
        return list(self._labels)

    def uncovered(self) -> None:
        self.idle_ticks = 0

    def handle(self, event: ActionEvent) -> None:
        self.idle_ticks = 0
        nav = self.list.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self._choose(self._targets[self.list.index])
        elif event.action is Action.BACK:
            self.list.index = len(self._labels) - 1  # back on the menu goes to QUIT, one press from leaving
            self.ctx.audio.play(Sfx.MOVE)

    def _choose(self, target: str | None) -> None:
        self.ctx.audio.play(Sfx.SELECT)
        if target is None:
            self.ctx.quit()
        else:
            self.ctx.scenes.push(self.ctx.registry.create_for_menu(target))

    def attract_due(self) -> bool:
        """Whether the menu has been idle long enough to start the attract mode."""
        seconds = self.ctx.config.attract_idle_seconds
        return seconds > 0 and ATTRACT in self.ctx.registry and self.idle_ticks >= seconds_to_ticks(seconds)

    def update(self) -> None:
        self.idle_ticks += 1
        if self.attract_due():
            self.idle_ticks = 0
            self.ctx.scenes.push(self.ctx.registry.create(ATTRACT))

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        font.draw(surface, TITLE, (CENTER_X, TITLE_Y), palette.accent, scale=2, align="center")
        font.draw(surface, TAGLINE, (CENTER_X, TAGLINE_Y), palette.dim, align="center")
        draw_choices(surface, font, palette, self.list, self._labels)
        draw_hint(surface, font, palette, HINT)
