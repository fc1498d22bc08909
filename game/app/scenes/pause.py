"""The pause overlay: the game stays visible, dimmed, under a small menu.

Pushed by the app when a pausable scene gets PAUSE (P, Start), loses the
window focus or loses the pad a player was using.  PAUSE or BACK resumes.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.ui import CENTER_X, HEIGHT, WIDTH, CursorList, Nav, draw_choices, draw_overlay_panel
from game.app.shell.registry import MENU
from game.app.shell.scene import Scene

PANEL = pygame.Rect(0, 0, 150, 88)
PANEL.center = (CENTER_X, HEIGHT // 2)
ITEM_SPACING = 13
ITEMS = ("RESUME", "SETTINGS", "HELP", "MAIN MENU")


class PauseScene(Scene):
    """Resume, settings, help or back to the main menu."""

    name = "pause"
    overlay = True

    def enter(self, ctx) -> None:
        top = PANEL.top + 30
        self.list = CursorList(len(ITEMS), top, ITEM_SPACING, PANEL.left, PANEL.width)
        self._shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)

    def handle(self, event: ActionEvent) -> None:
        if event.action in (Action.PAUSE, Action.BACK):
            self._resume()
            return
        nav = self.list.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self._choose(ITEMS[self.list.index])

    def _resume(self) -> None:
        self.ctx.audio.play(Sfx.BACK)
        self.ctx.scenes.pop()

    def _choose(self, item: str) -> None:
        if item == "RESUME":
            self._resume()
            return
        self.ctx.audio.play(Sfx.SELECT)
        if item == "MAIN MENU":
            if not self.ctx.scenes.pop_to(MENU):
                self.ctx.scenes.reset(self.ctx.registry.create(MENU))
        else:
            self.ctx.scenes.push(self.ctx.registry.create(item.lower()))

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        draw_overlay_panel(surface, palette, self._shade, PANEL)
        font.draw(surface, "PAUSED", (CENTER_X, PANEL.top + 8), palette.accent, scale=2, align="center")
        draw_choices(surface, font, palette, self.list, ITEMS)
