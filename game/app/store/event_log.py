"""The event log: game events as JSON Lines, each stamped with its tick.

One API for everything that happens: ``ctx.events.emit(kind, **fields)``.
The shell emits ``session_start`` and the scene changes
(``scene_enter``/``scene_exit``); the game scenes add moves and results.
With ``--event-log PATH`` every event is appended as one JSON object per
line (``game.files.log_file``: the file is never emptied, and rotates by
size); listeners (tests, stats, the attract mode) can follow along in memory.

Events carry ticks, never a clock read as they happen, so a replay yields
an identical log.  One wall time is kept all the same, so that an operator
reading a week of a cabinet's log can tell when things happened:
``session_start`` says when the session began (``time``, ISO 8601 to the
second with the zone), and a recording keeps it, so its replay says the
same.  A line's time is that plus its tick / 60 seconds: ticks follow real
time in a window.  A file that a rotation began opens with ``log_continued``,
which says again when its session started, so every kept file can be dated
on its own.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from typing import Any

from game.files.log_file import LogFile

Listener = Callable[[dict[str, Any]], None]
WALL_TIME_CHARS = 40  # more than any ISO 8601 time to the second with its zone: a longer one is not a time


def wall_time() -> str:
    """Now, as ``session_start`` says it: local time to the second with its offset (``2026-11-27T18:06:12+00:00``)."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def is_wall_time(value: object) -> bool:
    """Whether ``value`` is a time as ``wall_time`` writes it (a recording's, read back)."""
    if not isinstance(value, str) or len(value) > WALL_TIME_CHARS:
        return False
    try:
        return datetime.fromisoformat(value).tzinfo is not None
    except ValueError:
        return False


class EventLog:
    """Emits events stamped with the current tick to a file and to listeners."""

    def __init__(self, clock: Callable[[], int], sink: LogFile | None = None) -> None:
        self._clock = clock
        self._sink = sink
        self._listeners: list[Listener] = []
        self._started: str | None = None  # the session's start time, as ``session_start`` said it
        if sink is not None:
            sink.preface = self._continued

    def _continued(self) -> str:
        """The first line of a file a rotation began: this session's start again, to date the ticks after it."""
        return json.dumps({"tick": self._clock(), "event": "log_continued", "session_started": self._started})

    def listen(self, listener: Listener) -> None:
        """Call ``listener(event)`` for every event from now on."""
        self._listeners.append(listener)

    def emit(self, kind: str, **fields: Any) -> None:
        """Record one event: ``{"tick": t, "event": kind, **fields}`` (OutputError if the file cannot take it)."""
        event = {"tick": self._clock(), "event": kind, **fields}
        if kind == "session_start":
            self._started = fields.get("time")
        if self._sink is not None:
            self._sink.write_line(json.dumps(event))  # pushed to the file at once: a crash must not lose the last ones
        for listener in self._listeners:
            listener(event)
