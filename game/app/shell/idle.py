"""The idle watch: a machine left alone goes back to its attract mode, from whatever screen.

An arcade cabinet must not sit on a half-played game, a settings screen or
the pause menu forever.  ``IdleWatch`` counts the ticks since the last
action from any device (one the shell drops counts too: somebody is there)
and since the top scene last changed.  When the count reaches the attract
mode's idle time (``Settings.attract_idle_seconds``; 0 turns all of this
off), the top scene is not ``idle_exempt`` and no scene on the stack
``keeps_awake`` (the operator's screens; a paused game outside kiosk
mode), it acts -- except with PRESENTER on outside kiosk mode: a
classroom's screen never times out:

- a game in progress anywhere on the stack (a scene whose
  ``game_in_progress`` is true) first gets the CONTINUE? countdown, which
  any input cancels and which abandons the game when it runs out;
- otherwise the stack goes back to the menu, with the attract mode over it.

In kiosk mode a paused game is no exception: a cabinet must get back to its
show, so the pause menu counts as idle like any screen.

Waking the attract mode returns to the menu, as before.  Everything counts
ticks, so a replay goes idle on the same tick as the session it repeats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.shell.loop import seconds_to_ticks
from game.app.shell.registry import ATTRACT, CONTINUE, MENU
from game.app.shell.stack import Stackable

if TYPE_CHECKING:
    from game.app.shell.context import Context


def game_in_progress(ctx: Context) -> Stackable | None:
    """The topmost scene on the stack with a game in progress, if any."""
    return next((s for s in reversed(list(ctx.scenes)) if getattr(s, "game_in_progress", False)), None)


def to_attract(ctx: Context) -> None:
    """Back to the menu (at the bottom of the stack), with the attract mode over it."""
    if not ctx.scenes.pop_to(MENU):
        ctx.scenes.reset(ctx.registry.create(MENU))
    if ATTRACT in ctx.registry:
        ctx.scenes.push(ctx.registry.create(ATTRACT))


class IdleWatch:
    """Ticks since anyone touched the machine or the screen changed, and what to do when they run long."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self.ticks = 0
        self._top: Stackable | None = None  # the top scene the count is about

    def touch(self) -> None:
        """An action arrived from a device: start counting again."""
        self.ticks = 0

    def tick(self) -> None:
        """Count one tick; when the top scene has been left alone for the idle time, act."""
        ctx = self._ctx
        top = ctx.scenes.top
        if top is not self._top:
            self._top, self.ticks = top, 0
        self.ticks += 1
        seconds = ctx.config.attract_idle_seconds
        if top is None or top.idle_exempt or not seconds or ATTRACT not in ctx.registry:
            return
        if ctx.config.presenter and not ctx.kiosk:  # a teacher talking over a screen is not an idle machine
            return
        if any(scene.keeps_awake for scene in ctx.scenes):
            return
        if self.ticks < seconds_to_ticks(seconds):
            return
        self.ticks = 0
        if CONTINUE in ctx.registry and game_in_progress(ctx) is not None:
            ctx.scenes.push(ctx.registry.create(CONTINUE))
        else:
            to_attract(ctx)
