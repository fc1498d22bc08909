"""Burn-in protection: the whole picture walks a small orbit of window pixels, one step every few seconds.

A menu, a title or a score left on a cabinet's tube (or an OLED TV) for days
burns in.  Moving the picture a pixel now and then spreads each edge over
its neighbours, as televisions' "pixel shift" does.  The step is in window
pixels, never logical ones, so at any size the picture moves at most
``ORBIT_REACH`` pixels from home: far less than one logical pixel above
320x180, and never enough to push anything the game draws off the screen
(every screen keeps a margin of background at its edges; a test checks).
A pure function of the tick, so replays and screenshots are repeatable.
"""

from __future__ import annotations

#: Window-pixel offsets from home, walked in order: a square of side two, one pixel at a time.
ORBIT = ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1))
ORBIT_REACH = 2  # the farthest any offset is from home, in window pixels
STEP_TICKS = 8 * 60  # eight seconds on each step: rare enough that nobody sees it move


def orbit_offset(tick: int) -> tuple[int, int]:
    """Where the picture sits on ``tick``, in window pixels from its home position."""
    return ORBIT[(tick // STEP_TICKS) % len(ORBIT)]
