"""The pause overlay: the game stays on show, every board whole, under a menu on the top line.

A teacher pauses to talk about the board on show, so the menu covers no
board on any pausable screen (the 3x3 views, THREE VIEWS, the BIG BOARD, a
lesson page) and dims nothing: PAUSED and the choices stand side by side in
a strip over the screen's header line (``STRIP``), the pause menu's keys on
the bottom line, and the board between them as it was.

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
from game.app.render.font import BitmapFont
from game.app.render.hints import Hint
from game.app.render.ui import MARGIN, WIDTH, ChoiceRow, Nav, draw_overlay_hint, row_rects
from game.app.scenes.leaving import leave_game
from game.app.shell.scene import Scene
from game.language import N_
from game.speech import Spoken
from game.speech.words import said_place

#: The top strip the menu stands in: down to every board's top (a game's, 17, is the highest), so it covers the
#: header line under it whole (a lesson's stands 9 to 16) and no text shows half.
STRIP = pygame.Rect(0, 0, WIDTH, 17)
TEXT_Y = 7  # the strip's text, its own line kept clear of the strip's edge
ITEM_GAP = 8  # pixels between the choices: PAUSED and five of them still fit the width
ITEM_HIT = (4, 4)  # how much a choice's click area exceeds its text
#: The strip's words: PAUSED and the choices all fit the width side by side (``ITEM_GAP``), in every language.
# TRANSLATORS: the pause strip holds PAUSED and up to five choices on one 320-pixel line: keep each short.
TITLE = N_("PAUSED")
SETTINGS_ITEM = N_("SETTINGS")  # not in kiosk mode
ITEMS = (N_("RESUME"), SETTINGS_ITEM, N_("HELP"), N_("MAIN MENU"))
MENACE_ITEM = N_("MATCHBOXES")  # over a game against MENACE, after RESUME
HINT = N_("{left}{right} CHOOSE   {select} SELECT   {pause}/{back} RESUME")  # the pause menu's own keys, over the game's


def strip_rects(font: BitmapFont, items: tuple[str, ...]) -> tuple[pygame.Rect, ...]:
    """PAUSED and the choices side by side, centred in the strip: each one's rectangle (the choices' hit areas)."""
    return row_rects(font, (TITLE, *items), TEXT_Y, ITEM_GAP, ITEM_HIT)


class PauseScene(Scene):
    """Resume, settings, help or back to the main menu."""

    name = "pause"
    overlay = True

    def enter(self, ctx) -> None:
        self._list_items()

    def _list_items(self) -> None:
        """What the menu offers now (the operator may switch kiosk mode while it is open), the cursor on RESUME."""
        items = (ITEMS[0], MENACE_ITEM, *ITEMS[1:]) if match_menace(self.ctx.match) else ITEMS
        self.items = tuple(item for item in items if not (self.ctx.kiosk and item == SETTINGS_ITEM))
        title, *choices = strip_rects(self.ctx.font, self.items)
        self.title_rect = title
        self.list = ChoiceRow(self.items, tuple(choices))

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
        surface.fill(palette.background, STRIP)  # the header under it: the game's line while the game waits
        pygame.draw.line(surface, palette.grid, (MARGIN, STRIP.bottom - 1), (STRIP.right - 1 - MARGIN, STRIP.bottom - 1))
        # PAUSED is a label, not a choice: dark on a lit block, where the choice under the cursor is lit and underlined.
        surface.fill(palette.accent, self.title_rect.inflate(0, -2))
        font.draw(surface, TITLE, (self.title_rect.centerx, TEXT_Y), palette.background, align="center")
        self.list.draw(surface, font, palette, TEXT_Y)
        draw_overlay_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.keyed(HINT)

    def spoken(self) -> Spoken:
        return Spoken(TITLE, self.items[self.list.index], place=said_place(self.list.index, len(self.items)))
