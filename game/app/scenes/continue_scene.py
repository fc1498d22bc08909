"""CONTINUE?: the arcade's countdown over a game left alone, before the machine gives up on it.

The shell's idle watch (``game.app.shell.idle``) pushes this over a game
in progress (or the pause menu over one) when nobody has touched the
machine for the attract mode's idle time -- only in kiosk mode: at home
no timer gives up a game.  A big number counts down from
ten.  Any key (Shift alone too), button or click cancels it and the game goes on as it was;
that input is swallowed for a moment so it does not also play a move.  A
bare mouse move does not count, as in the attract mode.  When the count
runs out the game is abandoned: ``game_abandoned`` is logged (the game,
both players, the moves made, ``reason`` idle) -- not a win, not a loss -- and the machine
goes to the attract mode with only the menu under it.

Said aloud: CONTINUE?, the count as it starts, the invitation, and then the
count again only for its last seconds (``FEW_SECONDS``): a voice counting
every second would drown the invitation it repeats.
"""

from __future__ import annotations

import math

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, HEIGHT, WIDTH, draw_overlay_hint, draw_overlay_panel
from game.app.render.wopr_view import invitation, invitation_key
from game.app.scenes.attract import WAKE_SWALLOW_TICKS
from game.app.shell.idle import to_attract
from game.app.shell.loop import TICK_RATE
from game.app.shell.registry import CONTINUE
from game.app.shell.scene import Scene
from game.values.abandon import AbandonReason
from game.language import N_, tr
from game.speech import Spoken

COUNTDOWN_SECONDS = 10
PANEL = pygame.Rect(0, 0, 170, 112)
PANEL.center = (CENTER_X, HEIGHT // 2)
TITLE = N_("CONTINUE?")
TITLE_TOP = 10  # from the panel's top
NUMBER_SCALE = 7  # the countdown's digits: 49 pixels tall
NUMBER_TOP = 32
HINT_TOP = 92
FEW_SECONDS = 3  # the count is said again for these last seconds, each one
#: Its own key hints over the game's (any key goes back to it; the keyboard's key the invitation names is the one
#: named, and clicked: ENTER, a cabinet's START).


class ContinueScene(Scene):
    """Count down over an idle game; any input returns to it, running out abandons it."""

    name = CONTINUE
    overlay = True
    idle_exempt = True  # it keeps its own time
    any_key = True  # Shift alone is somebody there too

    def enter(self, ctx) -> None:
        self.ticks_left = COUNTDOWN_SECONDS * TICK_RATE
        self._shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
        ctx.audio.play(Sfx.MOVE)  # one blip a second while it counts

    @property
    def seconds_left(self) -> int:
        """The number on show: whole seconds left, rounded up (10 down to 1)."""
        return math.ceil(self.ticks_left / TICK_RATE)

    def handle(self, event: ActionEvent) -> None:
        if event.action is Action.POINT:
            return  # a bumped mouse is not a player; a click is
        self.ctx.swallow_input(WAKE_SWALLOW_TICKS)
        self.ctx.audio.play(Sfx.SELECT)
        self.ctx.scenes.pop()

    def update(self) -> None:
        shown = self.seconds_left
        self.ticks_left -= 1
        if self.ticks_left <= 0:
            self._abandon()
        elif self.seconds_left != shown:
            self.ctx.audio.play(Sfx.MOVE)

    def _abandon(self) -> None:
        for scene in self.ctx.scenes:
            scene.abandon(AbandonReason.IDLE)
        to_attract(self.ctx)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        draw_overlay_panel(surface, palette, self._shade, PANEL)
        font.draw(surface, TITLE, (CENTER_X, PANEL.top + TITLE_TOP), palette.accent, scale=2, align="center")
        font.draw(surface, str(self.seconds_left), (CENTER_X, PANEL.top + NUMBER_TOP), palette.cursor,
                  scale=NUMBER_SCALE, align="center")
        # The show's words for the same thing: the key or button this machine has.
        font.draw(surface, invitation(self.ctx.keymap, bool(self.ctx.pads)), (CENTER_X, PANEL.top + HINT_TOP),
                  palette.text, align="center")
        draw_overlay_hint(surface, font, palette, self.hint())

    def said_count(self) -> str:
        """The count as said: at the start, then only its last few seconds (in between it stands as said)."""
        seconds = self.seconds_left
        return str(seconds if seconds <= FEW_SECONDS else COUNTDOWN_SECONDS)

    def spoken(self) -> Spoken:
        return Spoken(TITLE, invitation(self.ctx.keymap, bool(self.ctx.pads)), status=self.said_count())

    def hint(self) -> Hint:
        key = tr(invitation_key(self.ctx.keymap, pads=False))
        # TRANSLATORS: a key hint: the key's name (ENTER, START), then what it does (a verb).
        return Hint(tr("{key} CONTINUE").format(key=key), keys=((key, Action.SELECT),))
