"""The idle watch: a machine left alone goes back to its attract mode, from whatever screen.

An arcade cabinet must not sit on a half-played game, a settings screen or
the pause menu forever.  ``IdleWatch`` counts the ticks since the last
action from any device (one the shell drops counts too: somebody is there;
so does a press that asks for nothing, ``Action.STIR``: Shift alone, F12)
and since the top scene last changed.  When the count reaches the attract
mode's idle time (``Settings.attract_idle_seconds``; 0 turns this off) and
the top scene is not ``idle_exempt``, it acts -- except with PRESENTER on
outside kiosk mode: a classroom's screen never times out.

At home (outside kiosk mode) waiting loses nothing: while any scene on the
stack has something ``at_stake`` (a game in progress, paused or not; an
initials entry) the watch never acts.  From the menus it goes to the attract
mode at the idle time; from a finished game's result it waits
``RESULT_IDLE_SECONDS`` at least.

In kiosk mode:

- a game in progress anywhere on the stack (a scene whose
  ``game_in_progress`` is true) first gets the CONTINUE? countdown, which
  any input cancels and which abandons the game when it runs out;
- otherwise the stack goes back to the menu, with the attract mode over it.

A scene that ``keeps_awake`` (the operator's screens; a paused game or a
lesson outside kiosk mode) holds that off while it is anywhere on the
stack.  Outside kiosk mode it holds it off for ever: at home a timer gives
nothing up.  In kiosk mode it holds it off for ``OPERATOR_IDLE_SECONDS``
(or the attract mode's idle time, if that is longer), even with the
attract mode off (then the way home is the menu): then every screen from the lowest such scene up is closed -- a
question open there answered NO, since closing it does nothing -- and the
watch acts as above on what is left (unless that keeps its own time: the
attract mode, a CONTINUE? countdown), so a game the operator menu was
opened over gets its CONTINUE?.  So the public never finds the operator
menu a cabinet's owner walked away from, and a paused game in a cabinet
goes back to the show like any screen.

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

#: How long a screen that ``keeps_awake`` (the operator menu and all it opens) waits in kiosk mode.
OPERATOR_IDLE_SECONDS = 3 * 60
OPERATOR_IDLE_TICKS = seconds_to_ticks(OPERATOR_IDLE_SECONDS)
#: How long a finished game's result waits at home before the attract mode, at least: a family looks at the
#: board and talks the game over, which takes longer than choosing from a menu.  A cabinet keeps the short wait.
RESULT_IDLE_SECONDS = 5 * 60


def game_in_progress(ctx: Context) -> Stackable | None:
    """The topmost scene on the stack with a game in progress, if any."""
    return next((s for s in reversed(list(ctx.scenes)) if getattr(s, "game_in_progress", False)), None)


def at_stake(ctx: Context) -> Stackable | None:
    """The topmost scene on the stack that leaving now would lose something of (a game in progress, an entry)."""
    return next((s for s in reversed(list(ctx.scenes)) if s.at_stake), None)


def to_attract(ctx: Context, *, show: bool = True) -> None:
    """Back to the menu (at the bottom of the stack), with the attract mode over it unless ``show`` is false."""
    if not ctx.scenes.pop_to(MENU):
        ctx.scenes.reset(ctx.registry.create(MENU))
    if show and ATTRACT in ctx.registry:
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
        if top is None or top.idle_exempt:
            return
        seconds = ctx.config.attract_idle_seconds
        # Every wait below is at least this long, so the ticks before it need no look at the stack.
        if self.ticks < (seconds_to_ticks(seconds) if seconds else OPERATOR_IDLE_TICKS):
            return
        awake = next((depth for depth, scene in enumerate(ctx.scenes) if scene.keeps_awake), None)
        if awake is not None:
            if ctx.kiosk and self.ticks >= max(OPERATOR_IDLE_TICKS, seconds_to_ticks(seconds)):
                self._close_from(awake)
                under = ctx.scenes.top
                if under is not None and not under.idle_exempt:  # the show, or a countdown, under it keeps its own time
                    self._give_up()
                self.ticks = 0
            return
        if not seconds or ATTRACT not in ctx.registry:
            return
        wait = seconds_to_ticks(seconds)
        if not ctx.kiosk:
            if ctx.config.presenter:  # a teacher talking over a screen is not an idle machine
                return
            if at_stake(ctx) is not None:  # at home, a game or an entry waits for its player
                return
            if any(scene.showing_result for scene in ctx.scenes):
                wait = max(wait, seconds_to_ticks(RESULT_IDLE_SECONDS))
        if self.ticks >= wait:
            self._give_up()

    def _close_from(self, depth: int) -> None:
        """Close the scene at ``depth`` in the stack and every one over it (the menu at the bottom stays)."""
        scenes = self._ctx.scenes
        while len(scenes) > max(depth, 1):
            scenes.pop()

    def _give_up(self) -> None:
        """Ask CONTINUE? over a game in progress; otherwise go to the attract mode."""
        ctx = self._ctx
        self.ticks = 0
        if CONTINUE in ctx.registry and game_in_progress(ctx) is not None:
            ctx.scenes.push(ctx.registry.create(CONTINUE))
        else:  # with the attract mode turned off, the menu is the way home
            to_attract(ctx, show=bool(ctx.config.attract_idle_seconds))
