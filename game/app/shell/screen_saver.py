"""The screen saver: a still screen outside a game dims, and later blanks, so a cabinet's tube does not burn.

A cabinet left on its settings, its operator menu or a menu with the
attract mode turned off shows one picture for hours.  ``ScreenSaver`` counts
the ticks since the last action from any device and since the top scene
last changed; after the operator's SCREEN SAVER time
(``Settings.screen_saver_seconds``; 0 never) the frame is drawn dimmed, and
after as long again, black.  The first action after that only wakes the
screen: it is swallowed, so a player reaching for a button does not also
choose what is under it -- a click on a hint's button and a press the INPUT
TEST reads raw included; only a bare mouse move is let through, as it
chooses nothing.  The service input's hold wakes nothing (its bar is drawn
over the shade, so it is seen filling), and the operator menu it opens
lights the screen as any new screen does.  Never while a game in progress is on show
(a paused game included: its player may be thinking; a game under the
operator's screens is not on show), on a scene that
is ``moving`` (the attract mode), or with PRESENTER on outside kiosk mode
(a teacher talks over a still lesson).  Everything counts ticks, so a
replay dims on the same tick as the session it repeats.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import pygame

from game.app.shell.idle import game_in_progress
from game.app.shell.loop import seconds_to_ticks
from game.app.shell.registry import OPERATOR
from game.app.shell.stack import Stackable

if TYPE_CHECKING:
    from game.app.shell.context import Context

BLANK_AFTER = 2  # the screen blanks at this many times the dimming time
DIM_SHADE = (64, 64, 64)  # multiplied into the frame: a quarter of its light, so the screen still says it is on
BLACK = (0, 0, 0)


class Shade(enum.Enum):
    """How the screen saver leaves the frame."""

    LIT = "lit"
    DIM = "dim"
    BLANK = "blank"


class ScreenSaver:
    """Ticks of a still screen outside a game, and the shade they call for."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self.ticks = 0
        self._top: Stackable | None = None

    def _applies(self) -> bool:
        ctx = self._ctx
        top = ctx.scenes.top
        if top is None or getattr(top, "moving", False) or self._game_on_show():
            return False
        return not (ctx.config.presenter and not ctx.kiosk)

    def _game_on_show(self) -> bool:
        """Whether a game in progress is what the screen shows: not covered by the operator's screens.

        The operator menu opens over anything, and what it opens goes over it:
        a game under it is not being looked at, and the operator's screens dim
        as they do over the show.
        """
        scenes = list(self._ctx.scenes)
        game = game_in_progress(self._ctx)
        if game is None:
            return False
        service = next((n for n, scene in enumerate(scenes) if scene.name == OPERATOR), None)
        return service is None or service < scenes.index(game)

    @property
    def shade(self) -> Shade:
        """How the frame is shown now."""
        seconds = self._ctx.config.screen_saver_seconds
        if not seconds or not self._applies():
            return Shade.LIT
        dim = seconds_to_ticks(seconds)
        if self.ticks >= BLANK_AFTER * dim:
            return Shade.BLANK
        return Shade.DIM if self.ticks >= dim else Shade.LIT

    def tick(self) -> None:
        """Count one tick of the same top scene."""
        top = self._ctx.scenes.top
        if top is not self._top:
            self._top, self.ticks = top, 0
        self.ticks += 1

    def wake(self) -> bool:
        """An action arrived: light the screen; True if it was dimmed or blank (the action only woke it)."""
        was = self.shade
        self.ticks = 0
        return was is not Shade.LIT

    def apply(self, surface: pygame.Surface) -> None:
        """Dim or blank the drawn frame as the shade says."""
        shade = self.shade
        if shade is Shade.DIM:
            surface.fill(DIM_SHADE, special_flags=pygame.BLEND_RGB_MULT)
        elif shade is Shade.BLANK:
            surface.fill(BLACK)
