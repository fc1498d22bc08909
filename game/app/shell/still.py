"""Drawing less while the picture stands still: a waiting menu should cost next to nothing.

Every tick still runs (the game counts ticks, not frames), and every frame
still reads input; only the drawing is thinned out.  Once the last
``STILL_AFTER`` frames all showed what the window already had, the scenes
are drawn on every ``STILL_DRAW_TICKS``-th tick only, until a frame
changes or any device or window event arrives, which brings back a draw on
every frame at once.  So a press is answered in the very frame it is read,
and a change that starts on its own (a blink, a countdown) shows within a
few ticks and then runs at full rate.  Headless sessions draw every frame:
tests and tools read the picture after any tick.
"""

from __future__ import annotations

STILL_AFTER = 30  # unchanged frames in a row (half a second) before drawing is thinned out
STILL_DRAW_TICKS = 4  # while still, a draw every 4 ticks (15 a second): a self-started change shows within 50 ms


class StillFrames:
    """Whether this frame needs drawing, from whether the last ones changed and whether anything stirred."""

    def __init__(self) -> None:
        self.unchanged = 0  # frames in a row that changed nothing on screen
        self.stirred = False  # an event arrived since the last draw
        self.drawn_at: int | None = None  # the tick of the last draw

    @property
    def still(self) -> bool:
        """Whether the picture has stood still long enough to draw less."""
        return self.unchanged >= STILL_AFTER

    def due(self, tick: int) -> bool:
        """Whether to draw on this tick."""
        return (not self.still or self.stirred or self.drawn_at is None
                or tick - self.drawn_at >= STILL_DRAW_TICKS)

    def drawn(self, tick: int, changed: bool) -> None:
        """Note a frame drawn on ``tick``, and whether it changed the screen."""
        self.drawn_at, self.stirred = tick, False
        self.unchanged = 0 if changed else self.unchanged + 1
