"""Timing the game's own loop: hooks on one real App's poll, step and frame while ``App.run`` runs.

The bench measures what ships, so it never runs a loop of its own: it
calls ``App.run`` -- the paced window loop, or the headless one -- with
three of the app's methods wrapped for the run.  Each tick may first hand
the scene a press from a workload (so the screen is busy), and a callback
sees every tick (the window section counts moves with it); each frame is
timed, from the start of the frame or from the poll before its ticks; the
first ``warmup`` frames are run untimed.  The run ends when the app's own
loop does (headless: its frame count) or when ``stop`` says so.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from game.commands.scene_states import WORKLOAD_INTERVAL


class TimeUp(BaseException):
    """Raised by the frame hook to leave ``App.run`` once the timing is over.

    A ``BaseException``, as ``KeyboardInterrupt`` is, so that ``App.run``'s
    handler for real errors (which logs the session as ended by an error and
    quits it) lets it through: the timing ends and the session goes on, to
    the next scene state the window section times in it.
    """


class TimedRun:
    """One run of ``App.run`` with its frames timed (milliseconds in ``frames_ms``)."""

    def __init__(self, app: Any, *, workload: Sequence[object] = (), after_tick: Callable[[], None] = lambda: None,
                 warmup: int = 0, from_poll: bool = False, stop: Callable[[], bool] = lambda: False,
                 on_start: Callable[[], None] = lambda: None) -> None:
        self.app, self.workload, self.after_tick = app, tuple(workload), after_tick
        self.warmup, self.from_poll, self.stop, self.on_start = warmup, from_poll, stop, on_start
        self.frames_ms: list[float] = []
        self.ticks_run = 0
        self.frames_run = 0
        self.started_ns: int | None = None  # when the warm-up ended and timing began
        self._polled_ns = 0

    def _poll(self, poll: Callable[[], None]) -> None:
        self._polled_ns = time.perf_counter_ns()
        poll()

    def _step(self, step: Callable[[], None]) -> None:
        if self.workload and self.ticks_run % WORKLOAD_INTERVAL == 0:
            self.app.dispatch(self.workload[(self.ticks_run // WORKLOAD_INTERVAL) % len(self.workload)])
        step()
        self.after_tick()
        self.ticks_run += 1

    def _frame(self, frame: Callable[[], bool]) -> bool:
        if self.frames_run == self.warmup:
            self.started_ns = time.perf_counter_ns()
            self.on_start()
        if self.started_ns is not None and self.stop():
            raise TimeUp
        begin = time.perf_counter_ns()
        vsync = frame()
        if self.started_ns is not None:
            self.frames_ms.append((time.perf_counter_ns() - (self._polled_ns if self.from_poll else begin)) / 1e6)
        self.frames_run += 1
        return vsync

    def run(self) -> list[float]:
        """``App.run`` with the hooks in place; the timed frames' milliseconds."""
        app = self.app
        originals = {name: getattr(app, name) for name in ("poll", "step", "frame")}
        hooks = {"poll": self._poll, "step": self._step, "frame": self._frame}
        for name, hook in hooks.items():
            vars(app)[name] = lambda hook=hook, original=originals[name]: hook(original)
        try:
            app.run()
        except TimeUp:
            pass
        finally:
            for name in hooks:
                del vars(app)[name]
        return self.frames_ms

    @property
    def seconds(self) -> float:
        """Wall time since the timing began."""
        return 0.0 if self.started_ns is None else (time.perf_counter_ns() - self.started_ns) / 1e9
