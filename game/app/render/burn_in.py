"""Burn-in protection: the whole picture walks a small orbit of logical pixels, one step a minute.

A menu, a title or a score left on a cabinet's tube (or an OLED TV) for days
burns in.  Moving the picture now and then spreads each edge over its
neighbours, as televisions' "pixel shift" does -- but only if the move is at
least as wide as a stroke.  Every stroke is at least one logical pixel, which
is ``scale`` window pixels (6 at 1920x1080, 12 at 3840x2160): an orbit of a
window pixel or two left the middle of every stroke lit all the time.  So the
orbit walks whole logical pixels, a square of side one: each window pixel of
a one-pixel line is lit on two of its four steps at most.  Every screen keeps
a margin of background at its right and bottom edges, so nothing the game
draws is pushed off the screen (a test checks).  The attract mode also moves
its own fixed parts from run to run (``wopr_view``), which the orbit alone
cannot do for a line drawn in the same place on every screen.  A pure
function of the tick, so replays and screenshots are repeatable.
"""

from __future__ import annotations

#: Logical-pixel offsets from home, walked in order: a square of side one, one pixel at a time.
ORBIT = ((0, 0), (1, 0), (1, 1), (0, 1))
ORBIT_REACH = 1  # the farthest any offset is from home, in logical pixels
STEP_TICKS = 60 * 60  # a minute on each step: rare enough that a game is seldom seen to move, often enough for hours


def orbit_step(tick: int) -> tuple[int, int]:
    """Where the picture sits on ``tick``, in logical pixels from its home position."""
    return ORBIT[(tick // STEP_TICKS) % len(ORBIT)]


def orbit_offset(tick: int, scale: int) -> tuple[int, int]:
    """Where the picture sits on ``tick``, in window pixels from home, shown at ``scale`` window pixels a logical one."""
    dx, dy = orbit_step(tick)
    return dx * scale, dy * scale
