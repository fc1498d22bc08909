"""The pause overlay: the game stays visible, dimmed, under a small menu.

Pushed by the app when a pausable scene gets PAUSE (P, Start), loses the
window focus or loses the pad a player was using.  PAUSE or BACK resumes.
Over a game against MENACE the menu also offers its MATCHBOXES.  In kiosk
mode it offers no SETTINGS: a cabinet's settings are the operator's.

Outside kiosk mode a paused game waits for its player for ever: the pause
menu ``keeps_awake``, so the idle watch never abandons the game under it.
In a cabinet it counts as idle like any screen (CONTINUE?, then the show).
MAIN MENU leaves the game, asking ``LEAVE GAME?`` first while it is in
progress (``leaving``); a game left is then logged as abandoned, left by
the player (``GameScene.exit``).
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.matches.menace_draws import match_menace
from game.app.render.hints import Hint
from game.app.render.ui import (CENTER_X, HEIGHT, WIDTH, CursorList, Nav, draw_choices, draw_overlay_hint,
                                draw_overlay_panel)
from game.app.scenes.leaving import leave_game
from game.app.shell.scene import Scene

PANEL_SIZE = (150, 88)  # with the four items; each more makes it taller
ITEMS_TOP = 30  # below the panel's top
ITEM_SPACING = 13
SETTINGS_ITEM = "SETTINGS"  # not in kiosk mode
ITEMS = ("RESUME", SETTINGS_ITEM, "HELP", "MAIN MENU")
MENACE_ITEM = "MATCHBOXES"  # over a game against MENACE, after RESUME
HINT = "↑↓ CHOOSE   ENTER SELECT   P/ESC RESUME"  # the pause menu's own keys, over the game's


def panel_for(items: int) -> pygame.Rect:
    """The centred panel for a menu of this many items."""
    panel = pygame.Rect(0, 0, PANEL_SIZE[0], PANEL_SIZE[1] + (items - len(ITEMS)) * ITEM_SPACING)
    panel.center = (CENTER_X, HEIGHT // 2)
    return panel


class PauseScene(Scene):
    """Resume, settings, help or back to the main menu."""

    name = "pause"
    overlay = True

    def enter(self, ctx) -> None:
        self._shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
        self._list_items()

    def _list_items(self) -> None:
        """What the menu offers now (the operator may switch kiosk mode while it is open), the cursor on RESUME."""
        items = (ITEMS[0], MENACE_ITEM, *ITEMS[1:]) if match_menace(self.ctx.match) else ITEMS
        self.items = tuple(item for item in items if not (self.ctx.kiosk and item == SETTINGS_ITEM))
        self.panel = panel_for(len(self.items))
        self.list = CursorList(len(self.items), self.panel.top + ITEMS_TOP, ITEM_SPACING, self.panel.left,
                               self.panel.width)

    def uncovered(self) -> None:
        self._list_items()  # back from SETTINGS, HELP, MATCHBOXES or a question: the cursor on RESUME, as it opened

    @property
    def keeps_awake(self) -> bool:
        return not self.ctx.kiosk

    def handle(self, event: ActionEvent) -> None:
        if event.action in (Action.PAUSE, Action.BACK):
            self._resume()
            return
        nav = self.list.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self._choose(self.items[self.list.index])

    def _resume(self) -> None:
        self.ctx.audio.play(Sfx.BACK)
        self.ctx.scenes.pop()

    def _choose(self, item: str) -> None:
        if item == "RESUME":
            self._resume()
            return
        self.ctx.audio.play(Sfx.SELECT)
        if item == "MAIN MENU":
            leave_game(self.ctx)
        else:
            self.ctx.scenes.push(self.ctx.registry.create(item.lower()))

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        draw_overlay_panel(surface, palette, self._shade, self.panel)
        font.draw(surface, "PAUSED", (CENTER_X, self.panel.top + 8), palette.accent, scale=2, align="center")
        draw_choices(surface, font, palette, self.list, self.items)
        draw_overlay_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return Hint(HINT)
