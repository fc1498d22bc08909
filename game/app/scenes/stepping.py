"""How a row's value steps on the screens of rows (the 3x3 match setup, the BIG BOARD setup, settings).

Two ways, one each: a list of choices wraps around (``cycle``: after the
last opponent comes the first again), and a scale of numbers stops at its
ends (``step_along``: the volume does not wrap from full to silent).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

#: How far a value may lie from a choice and still be that choice (a volume read back from a file as 0.3000001).
NEAR = 1e-9


def cycle(choices: Sequence[T], value: T, direction: int) -> T:
    """The next (+1) or previous (-1) choice after ``value``, wrapping around."""
    return choices[(list(choices).index(value) + direction) % len(choices)]


def step_along(choices: Sequence[float], value: float, direction: int) -> float:
    """The next choice above (+1) or below (-1) ``value``, which may lie between choices, stopping at the ends."""
    if direction > 0:
        return next((c for c in choices if c > value + NEAR), choices[-1])
    return next((c for c in reversed(choices) if c < value - NEAR), choices[0])
