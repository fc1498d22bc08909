"""The last seconds of play, kept small, so F9 can save them as a GIF after the fact.

Each drawn logical frame (320x180, whatever the window's size) that differs
from the one before is kept zlib-packed, about 8 KB, with the tick it
appeared on; frames older than ``KEPT_TICKS`` fall off.  A still screen
costs a comparison per drawn frame and nothing else, a moving one well
under a millisecond per frame.  ``clip_frames`` unpacks them one picture per
tick for ``gif_timing``; ``ClipJob`` encodes and writes the GIF on a thread
of its own, so the running game never waits for it.
"""

from __future__ import annotations

import threading
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from game.app.limits import LOGICAL_SIZE

KEPT_SECONDS = 10
PACK_LEVEL = 1  # zlib's fastest: pixel art packs to a few KB even so


@dataclass(frozen=True, slots=True)
class KeptFrame:
    """A logical frame as RGB bytes, packed, and the tick it first showed on."""

    tick: int
    packed: bytes


class RecentFrames:
    """The frames of the last ``KEPT_SECONDS``, each kept once however long it stayed on screen."""

    def __init__(self, tick_rate: int) -> None:
        self.kept_ticks = KEPT_SECONDS * tick_rate
        self._frames: deque[KeptFrame] = deque()
        self._last_raw: bytes | None = None
        self.last_tick = -1

    def __len__(self) -> int:
        return len(self._frames)

    def add(self, tick: int, rgb: bytes) -> None:
        """Note the frame drawn on ``tick`` (row-major RGB bytes of the logical size)."""
        self.last_tick = tick
        if rgb != self._last_raw:
            self._last_raw = rgb
            self._frames.append(KeptFrame(tick, zlib.compress(rgb, PACK_LEVEL)))
        # Keep the frame showing at the window's start: the one before it may still be on screen then.
        while len(self._frames) > 1 and self._frames[1].tick <= tick - self.kept_ticks:
            self._frames.popleft()

    def snapshot(self) -> tuple[tuple[KeptFrame, ...], int]:
        """The kept frames and the last tick drawn, to be unpacked elsewhere."""
        return tuple(self._frames), self.last_tick


def clip_frames(kept: tuple[KeptFrame, ...], last_tick: int, kept_ticks: int) -> list[np.ndarray]:
    """One (height, width, 3) picture per tick of the last ``kept_ticks`` up to ``last_tick`` (a repeat is the same
    array)."""
    if not kept:
        return []
    width, height = LOGICAL_SIZE
    start = max(kept[0].tick, last_tick - kept_ticks + 1)
    pictures = [np.frombuffer(zlib.decompress(f.packed), np.uint8).reshape(height, width, 3) for f in kept]
    out, index = [], 0
    for tick in range(start, last_tick + 1):
        while index + 1 < len(kept) and kept[index + 1].tick <= tick:
            index += 1
        out.append(pictures[index])
    return out


#: What a clip job says when done: the line for the screen, and the detail for stderr if it failed.
Outcome = tuple[str, "str | None"]


class ClipJob:
    """Encodes and writes one GIF on a thread; ``result`` is None until it is done, then what to tell."""

    def __init__(self, work: Callable[[], Outcome]) -> None:
        self.result: Outcome | None = None
        self._thread = threading.Thread(target=self._run, args=(work,), daemon=True, name="clip")
        self._thread.start()

    def _run(self, work: Callable[[], Outcome]) -> None:
        self.result = work()

    def wait(self, seconds: float | None = None) -> Outcome | None:
        """Wait for the job (tests, and the session's end); the result if it is done."""
        self._thread.join(seconds)
        return self.result


def clip_name(folder: Path, stamp: str) -> Path:
    """A new file name for a clip in ``folder``, beside the screenshots."""
    return next(p for n in range(1000) if not (p := folder / f"tictactoe-magic-{stamp}-{n}.gif").exists())
