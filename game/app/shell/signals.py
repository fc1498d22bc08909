"""Signals from the system (SIGTERM, SIGINT, SIGHUP) end a session cleanly, at the next tick.

Left to itself SDL turns SIGINT and SIGTERM into a window-close event,
which kiosk mode ignores and which a busy moment can bury (Ctrl-C did not
end a real-window run in the attract mode).  So the app tells SDL to keep
its hands off (``SDL_NO_SIGNAL_HANDLERS``) and Python's handlers here only
note the signal.  The loop sees it before the next tick, logs
``session_end`` with reason ``signal`` and returns, so the files are
flushed and closed as after any other end, and the exit status is 0.  A
second signal before the loop has noticed the first raises
KeyboardInterrupt: a loop that is stuck can still be stopped.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType
from typing import Any

#: The signals that end a session (SIGHUP only where the system has it).
ENDING_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))


class SignalWatch:
    """While entered (a context manager), notes the first ending signal instead of dying of it."""

    def __init__(self) -> None:
        self.received: str | None = None  # the name of the first signal, e.g. "SIGTERM"
        self._previous: dict[int, Any] = {}

    def __enter__(self) -> SignalWatch:
        if threading.current_thread() is threading.main_thread():  # Python takes signals only there
            for number in ENDING_SIGNALS:
                self._previous[number] = signal.signal(number, self._note)
        return self

    def __exit__(self, *exc: object) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._previous.clear()

    def _note(self, number: int, frame: FrameType | None) -> None:
        if self.received is not None:
            raise KeyboardInterrupt  # asked twice: the loop is not getting there
        self.received = signal.Signals(number).name
