"""How far long work has gone, on a terminal: ``pair 12/144, about 40 s left``, rewritten in place on stderr.

A command that works for more than a few seconds would otherwise print nothing until it ends, and a person
cannot tell a slow run from a hung one.  The count goes to stderr and only when stderr is a terminal: a pipe,
a log file or ``--json`` gets nothing, so what a machine reads is the same as before.  The estimate is the
time so far per step, times the steps left; the clock is passed in, so tests need no waiting.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from types import TracebackType
from typing import TextIO

#: Erases from the cursor to the end of the line, so a shorter count leaves no tail of the longer one.
ERASE_TO_END = "\x1b[K"
#: Seconds between two rewrites of the count: often enough to see it move, seldom enough to cost nothing.
SHOWN_EVERY = 0.25


def time_left(seconds: float) -> str:
    """An estimate as a person says it: about 40 s, about 3 min."""
    if seconds < 60:
        return f"about {max(1, round(seconds))} s left"
    return f"about {round(seconds / 60)} min left"


class Progress:
    """A count of ``total`` steps of one kind (``what``), shown while the work runs and erased when it ends.

    Use it as a context manager and call ``step(count)`` as steps are done; silent unless ``stream`` is a
    terminal and ``quiet`` is false.
    """

    def __init__(self, what: str, total: int, *, quiet: bool = False, stream: TextIO | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.what, self.total, self.clock = what, total, clock
        out = sys.stderr if stream is None else stream
        self.stream: TextIO | None = None if quiet or not out.isatty() else out
        self.done = 0
        self.started = self.shown = clock()

    def __enter__(self) -> Progress:
        self.started = self.shown = self.clock()
        self._show(f"{self.what} 0/{self.total}")
        return self

    def step(self, count: int = 1) -> None:
        """``count`` more steps are done: the count and the time left, in place (at most every SHOWN_EVERY s)."""
        self.done += count
        now = self.clock()
        if self.stream is None or not self.done or (now - self.shown < SHOWN_EVERY and self.done < self.total):
            return
        self.shown = now
        left = (now - self.started) / self.done * (self.total - self.done)
        estimate = f", {time_left(left)}" if self.done < self.total else ""
        self._show(f"{self.what} {self.done}/{self.total}{estimate}")

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._show("")  # what follows (the answer, or a message) starts on a clean line

    def _show(self, text: str) -> None:
        if self.stream is not None:
            self.stream.write(f"\r{text}{ERASE_TO_END}")
            self.stream.flush()
