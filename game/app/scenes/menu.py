"""The main menu: the games, the BIG BOARD, the attract mode, lessons, the hall of fame, settings, help and quit.

The menu lists whatever the scene registry offers with a menu label, so a
game scene appears here the moment the registry has it.  It is
always at the bottom of the stack.  QUIT asks first (``QUIT? NO / YES``,
the cursor on NO), and BACK moves the cursor to QUIT, so a child's Esc and
Enter end nothing.  In kiosk mode QUIT is not offered at all and BACK does
nothing, and SETTINGS is not listed either (an ``operator_only`` entry:
the operator menu holds a cabinet's settings).  Left alone, the machine goes to the attract mode: the shell's
idle watch does that from every screen (``game.app.shell.idle``).
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import Hint
from game.app.render.game_title import draw_game_title
from game.app.render.ui import CENTER_X, HINT_Y, CursorList, Nav, draw_choices, draw_hint
from game.app.scenes.confirm import ConfirmScene
from game.app.shell.registry import MENU
from game.app.shell.scene import Scene
from game.language import N_
from game.speech import Spoken
from game.speech.words import said_place

TAGLINE = N_("THREE GAMES THAT ARE SECRETLY ONE")
# TRANSLATORS: said aloud as the main menu opens (the game's name, then what the screen is).
SPOKEN_NAME = N_("TICTACTOE MAGIC. MAIN MENU")
QUIT_LABEL = N_("QUIT")
QUIT_QUESTION = N_("QUIT?")
TAGLINE_Y = 36
ITEMS_TOP = 50
ITEM_SPACING = 11  # ten items with QUIT still clear of the hint line
MAX_ITEM_SPACING = 14  # a shorter list (a cabinet's: no SETTINGS, no QUIT) spreads down to here, not further
ITEMS_BOTTOM = HINT_Y - 8  # the last item's text ends above this, a blank line over the hints
ITEM_WIDTH = 120  # the mouse hit area of each item, centred
HINT = N_("{up}{down} CHOOSE   {select} SELECT   {back} GOES TO QUIT")  # Esc moves to QUIT, which asks
KIOSK_HINT = N_("{up}{down} CHOOSE   {select} SELECT")


class MenuScene(Scene):
    """The main menu."""

    name = MENU

    def enter(self, ctx) -> None:
        self.list = CursorList(0, ITEMS_TOP, ITEM_SPACING, CENTER_X - ITEM_WIDTH // 2, ITEM_WIDTH)
        self._asking = False  # QUIT? is open over the menu: answered NO, the cursor stays on QUIT
        self._list_items()

    def _list_items(self) -> None:
        """What the menu offers now: QUIT and SETTINGS only outside kiosk mode (which the operator may switch meanwhile)."""
        entries = self.ctx.registry.menu_entries(kiosk=self.ctx.kiosk)
        self._targets: list[str | None] = [e.name for e in entries]  # None: quit
        self._labels = [e.menu_label or e.name.upper() for e in entries]
        if not self.ctx.kiosk:
            self._targets.append(None)
            self._labels.append(QUIT_LABEL)
        self.list.count = len(self._labels)
        self.list.index = min(self.list.index, self.list.count - 1)
        room = (ITEMS_BOTTOM - self.ctx.font.line_height - ITEMS_TOP) // max(1, self.list.count - 1)
        self.list.spacing = min(max(room, ITEM_SPACING), MAX_ITEM_SPACING)

    @property
    def labels(self) -> list[str]:
        """The items on show, top to bottom."""
        return list(self._labels)

    def uncovered(self) -> None:
        if not self._asking:
            # Back from a screen (a game by MAIN MENU, MENU or ESC included): the cursor starts at the top, as
            # when the menu first opened, so the same presses always lead to the same screen.
            self.list.index = 0
        self._asking = False
        self._list_items()

    def handle(self, event: ActionEvent) -> None:
        nav = self.list.handle(event)
        if nav is Nav.MOVED:
            self.ctx.audio.play(Sfx.MOVE)
        elif nav is Nav.CHOSEN:
            self._choose(self._targets[self.list.index])
        elif event.action is Action.BACK and not self.ctx.kiosk:
            self.list.index = len(self._labels) - 1  # back on the menu goes to QUIT, which asks first
            self.ctx.audio.play(Sfx.MOVE)

    def _choose(self, target: str | None) -> None:
        self.ctx.audio.play(Sfx.SELECT)
        if target is None:
            self._asking = True
            self.ctx.scenes.push(ConfirmScene(QUIT_QUESTION, self._quit))
        else:
            self.ctx.scenes.push(self.ctx.registry.create_for_menu(target))

    def _quit(self) -> None:
        if not self.ctx.kiosk:  # the operator may have made this a cabinet while the question was open
            self.ctx.quit()

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_game_title(surface, font, palette)
        font.draw(surface, TAGLINE, (CENTER_X, TAGLINE_Y), palette.dim, align="center")
        draw_choices(surface, font, palette, self.list, self._labels)
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.keyed(KIOSK_HINT if self.ctx.kiosk else HINT)

    def spoken(self) -> Spoken:
        return Spoken(SPOKEN_NAME, self._labels[self.list.index], place=said_place(self.list.index, self.list.count))
