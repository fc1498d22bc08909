"""The fixed timestep: game logic in ticks of 1/60 s, however fast frames come.

Glenn Fiedler's "Fix Your Timestep!": each frame adds the real time that
passed to an accumulator and runs as many whole ticks as it holds; a long
frame (a stall, a dragged window, a debugger) is clamped first so the game
never tries to catch up on seconds of ticks and spirals into ever longer
frames.  Time is counted in integer nanoseconds times the tick rate, so the
accumulator never drifts.  Logic that only sees ticks is deterministic; the
headless mode skips this and steps one tick per frame.
"""

from __future__ import annotations

TICK_RATE = 60  # game ticks per second
NS_PER_SECOND = 1_000_000_000
MAX_FRAME_NS = NS_PER_SECOND // 4  # a frame longer than this counts as this long
MAX_TICKS_PER_FRAME = MAX_FRAME_NS * TICK_RATE // NS_PER_SECOND  # 15: the clamp in ticks


def seconds_to_ticks(seconds: float) -> int:
    """Whole ticks in a duration (settings are in seconds for people, logic counts ticks)."""
    return round(seconds * TICK_RATE)


class FixedStep:
    """Splits real frame times into whole game ticks."""

    def __init__(self) -> None:
        self._accumulator = 0  # nanoseconds x TICK_RATE not yet spent on ticks

    def advance(self, frame_ns: int) -> int:
        """Add one frame's duration; the number of ticks to run now."""
        self._accumulator += min(max(frame_ns, 0), MAX_FRAME_NS) * TICK_RATE
        ticks, self._accumulator = divmod(self._accumulator, NS_PER_SECOND)
        return ticks

    @property
    def alpha(self) -> float:
        """How far between two ticks this frame falls (0-1), for drawing that interpolates."""
        return self._accumulator / NS_PER_SECOND
