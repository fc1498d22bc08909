"""When each frame of a clip shows, in a GIF's centiseconds, true to the 60 Hz game.

A GIF counts time in hundredths of a second, and browsers show a frame
asked for less than two of them for ten instead; the game runs at 60 ticks
a second.  So each frame keeps the time it really covers: its start and end
ticks are turned into centiseconds and rounded on the clip's own clock, so
rounding never adds up.  A frame the same as the one before only lengthens
it, and a frame that would show for less than ``MIN_DELAY_CS`` is dropped
into the one before: the clip stays as long as the game was, and small.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

Picture = TypeVar("Picture")

CS_PER_SECOND = 100
MIN_DELAY_CS = 2  # browsers draw a shorter GIF delay as ten hundredths


@dataclass(frozen=True, slots=True)
class Shown(Generic[Picture]):
    """One frame of the clip and how long it shows, in hundredths of a second."""

    picture: Picture
    delay_cs: int


def timed(pictures: Iterable[Picture], tick_rate: int, same: Callable[[Picture, Picture], bool]) -> list[Shown]:
    """The clip's frames, one picture per tick in, each with its delay; repeats merged, too-short frames dropped."""
    starts: list[tuple[Picture, int]] = []  # each distinct picture and the tick it first showed on
    ticks = 0
    for picture in pictures:
        if not starts or not same(starts[-1][0], picture):
            starts.append((picture, ticks))
        ticks += 1

    def cs(tick: int) -> int:
        return round(tick * CS_PER_SECOND / tick_rate)

    shown: list[Shown] = []
    for i, (picture, start) in enumerate(starts):
        end = starts[i + 1][1] if i + 1 < len(starts) else ticks
        if shown and cs(end) - cs(start) < MIN_DELAY_CS:
            # Too brief to draw: the frame before shows on through its time instead.
            shown[-1] = Shown(shown[-1].picture, shown[-1].delay_cs + cs(end) - cs(start))
            continue
        shown.append(Shown(picture, cs(end) - cs(start)))
    if len(shown) > 1 and shown[0].delay_cs < MIN_DELAY_CS:
        # Only the first can still be too short (nothing came before it): it gives way to the second.
        first, second = shown[0], shown[1]
        shown[:2] = [Shown(second.picture, first.delay_cs + second.delay_cs)]
    return shown
