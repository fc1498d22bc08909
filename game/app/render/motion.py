"""Easing curves for the game's motion: pure functions of a tick count.

Every animation is drawn from ``(ticks since it began, its length)``, never
from a clock, so the same ticks give the same picture in a replay, a test or
a screenshot.  The MOTION setting (``Motion``) can stretch every length
(SLOW: a class watches each number land on its square) or skip any of them
by drawing its last frame (NONE; ``Context.motion``).
"""

from __future__ import annotations

import enum


class Motion(enum.Enum):
    """The MOTION setting: things move at their pace, three times slower for a class to follow, or not at all."""

    FULL = "full"
    SLOW = "slow"
    NONE = "none"

    @property
    def pace(self) -> int:
        """How many times its own length an animation takes (NONE's are not drawn: it cuts)."""
        return SLOW_PACE if self is Motion.SLOW else 1


SLOW_PACE = 3  # SLOW: a view's flight takes 1.2 s rather than 0.4 s, long enough to follow one number


def progress(elapsed: int, length: int) -> float:
    """How far an animation of ``length`` ticks is after ``elapsed`` ticks, from 0 to 1."""
    if length <= 0:
        return 1.0
    return min(1.0, max(0.0, elapsed / length))


def ease_in_out(t: float) -> float:
    """Smoothstep: starts and ends at rest, for things that travel."""
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    """Fast then slowing, for things that arrive."""
    return 1 - (1 - t) ** 3


OVERSHOOT = 1.7  # the classic back-ease constant: about 10% past the target before settling


def ease_out_back(t: float) -> float:
    """Past the target and back: the arcade pop of a mark landing."""
    u = t - 1
    return 1 + (OVERSHOOT + 1) * u**3 + OVERSHOOT * u**2


def lerp(a: float, b: float, t: float) -> float:
    """The point ``t`` of the way from ``a`` to ``b``."""
    return a + (b - a) * t
