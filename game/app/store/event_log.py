"""The event log: game events as JSON Lines, each stamped with its tick.

One API for everything that happens: ``ctx.events.emit(kind, **fields)``.
The shell emits ``session_start`` and the scene changes
(``scene_enter``/``scene_exit``); the game scenes add moves and results.
With ``--event-log PATH`` every event is appended as one JSON object per
line (``game.files.log_file``: the file is never emptied, and rotates by size); listeners (tests, stats, the attract mode) can follow along in memory.
Events carry ticks, never wall time, so a replay yields an identical log.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game.files.log_file import LogFile

Listener = Callable[[dict[str, Any]], None]


class EventLog:
    """Emits events stamped with the current tick to a file and to listeners."""

    def __init__(self, clock: Callable[[], int], sink: LogFile | None = None) -> None:
        self._clock = clock
        self._sink = sink
        self._listeners: list[Listener] = []

    def listen(self, listener: Listener) -> None:
        """Call ``listener(event)`` for every event from now on."""
        self._listeners.append(listener)

    def emit(self, kind: str, **fields: Any) -> None:
        """Record one event: ``{"tick": t, "event": kind, **fields}`` (OutputError if the file cannot take it)."""
        event = {"tick": self._clock(), "event": kind, **fields}
        if self._sink is not None:
            self._sink.write_line(json.dumps(event))  # pushed to the file at once: a crash must not lose the last ones
        for listener in self._listeners:
            listener(event)
