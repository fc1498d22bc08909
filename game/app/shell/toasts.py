"""Short messages for the player, shown one at a time under the screen's top line.

Problems the game carries on through (no sound, settings not saved, a pad
unplugged) and what a key did (SHOW THINKING ON, a screenshot saved) become
toasts: the line shows for a few seconds, counted in ticks, and the next one
waits its turn.  They hang where no screen puts its title, a game's result
or its key hints (``render.ui.TOAST_TOP``), so a message never hides them.
"""

from __future__ import annotations

from collections import deque

from game.app.shell.loop import TICK_RATE

TOAST_TICKS = 3 * TICK_RATE  # each message stays three seconds
MAX_WAITING = 8  # older messages are dropped past this many queued


class Toasts:
    """A queue of messages with the one on show."""

    def __init__(self) -> None:
        self._waiting: deque[str] = deque(maxlen=MAX_WAITING)
        self.current: str | None = None
        self._ticks_left = 0

    def show(self, text: str) -> None:
        """Queue a message."""
        if text != self.current and text not in self._waiting:
            self._waiting.append(text)
        if self.current is None:
            self.update()

    def update(self) -> None:
        """Advance one tick."""
        if self.current is not None:
            self._ticks_left -= 1
            if self._ticks_left > 0:
                return
            self.current = None
        if self._waiting:
            self.current = self._waiting.popleft()
            self._ticks_left = TOAST_TICKS
