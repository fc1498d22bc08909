"""Short messages for the player, shown one at a time under the screen's top line.

Problems the game carries on through (no sound, settings not saved, a pad
unplugged) and what a key did (SHOW THINKING ON, a screenshot saved) become
toasts, shown one after another.  A message someone may need to read or
copy (a problem, a file's name and folder) stays until the player acts
after its three seconds, however long that takes: a parent copying a path
is not hurried.  A brief one, the echo of the key just pressed (SHOW
THINKING ON), goes after its three seconds.  Either gives way after its
three seconds to the next one waiting.  They hang where no screen puts its
title, a game's result or its key hints (``render.ui.TOAST_TOP``), so a
message never hides them.  Everything counts ticks.
"""

from __future__ import annotations

from collections import deque

from game.app.shell.loop import TICK_RATE

TOAST_TICKS = 3 * TICK_RATE  # each message stays at least three seconds
MAX_WAITING = 8  # older messages are dropped past this many queued


class Toasts:
    """A queue of messages with the one on show."""

    def __init__(self) -> None:
        self._waiting: deque[tuple[str, bool]] = deque(maxlen=MAX_WAITING)
        self.current: str | None = None
        self._brief = False  # whether the one on show goes by itself
        self._ticks_left = 0

    def show(self, text: str, *, brief: bool = False) -> None:
        """Queue a message: ``brief`` goes after its time, any other stays until the player acts (``acted``)."""
        if text != self.current and all(text != waiting for waiting, _ in self._waiting):
            self._waiting.append((text, brief))
        if self.current is None:
            self.update()

    def acted(self) -> None:
        """The player did something: a message that has had its time goes."""
        if self.current is not None and self._ticks_left <= 0:
            self.current = None
            self.update()

    def update(self) -> None:
        """Advance one tick."""
        if self.current is not None:
            self._ticks_left -= 1
            if self._ticks_left > 0 or not (self._brief or self._waiting):
                return
            self.current = None
        if self._waiting:
            self.current, self._brief = self._waiting.popleft()
            self._ticks_left = TOAST_TICKS
