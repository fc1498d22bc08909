"""The record that a session is running, so that the next start can tell it ended uncleanly.

A session that ends cleanly -- EXIT TO DESKTOP, a signal (SIGTERM, SIGINT,
SIGHUP), the window closed, a headless run's end -- logs ``session_end``
and leaves nothing behind.  One killed (``kill -9``, a power cut) never
gets there, yet the operator must learn of it.  So a session keeps
``session.json`` in the data folder, written atomically, from its start: when it
started, when it was last seen running (written again at each game's start
and end, and every ``SEEN_TICKS``), and the game in play, if any (the game the
player chose and both players).  A clean ``session_end`` removes it.

The next start that finds it logs ``unclean_end`` (``started``,
``last_seen``, and the game in play if there was one) and gives that game
up: ``game_abandoned`` with reason ``crash``, so the books count it
abandoned and count the unclean end.  Both are logged before the new
``session_start``.  An unexpected error is an unclean end too: the session
ends with reason ``error``, its game abandoned with reason ``crash`` at
once, and the record stays for the next start to count (the crash file
has the details).  A record found damaged is set aside like any kept file
and still counts as an unclean end, with nothing more known.  Wall time is
used here, not ticks: it is the operator's record, not game logic, and a
replay neither makes the record nor reads it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.app.store.event_log import EventLog
from game.app.store.settings import Notice
from game.cabinet import TICKS_PER_SECOND
from game.cabinet.bookkeeping import STAMP_FORMAT
from game.values.abandon import AbandonReason
from game.files.kept_json import checked_name
from game.files.paths import SESSION_FILE
from game.files.storage import load_json, set_aside, write_json_atomic
from game.language import N_

SESSION_VERSION = 1
SEEN_TICKS = 10 * 60 * TICKS_PER_SECOND  # how often a session with nothing to tell says it is still running
PLAYERS = ("x_player", "o_player")


def wall_stamp() -> str:
    """The wall time now, as the books write it."""
    return datetime.now().strftime(STAMP_FORMAT)


@dataclass(frozen=True, slots=True)
class InPlay:
    """The game in play: the game the player chose and both seats' player ids."""

    game: str
    x_player: str
    o_player: str

    def fields(self) -> dict[str, str]:
        """As events carry it."""
        return {"game": self.game, "x_player": self.x_player, "o_player": self.o_player}


@dataclass(frozen=True, slots=True)
class Running:
    """What ``session.json`` says of the session that wrote it."""

    started: str | None
    last_seen: str | None
    in_play: InPlay | None = None


def _stamp(value: object) -> str | None:
    try:
        if isinstance(value, str) and datetime.strptime(value, STAMP_FORMAT).strftime(STAMP_FORMAT) == value:
            return value
    except ValueError:
        pass
    raise ValueError("bad time")


def running_from_json(data: object) -> Running:
    """Validate and convert the record; ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") != SESSION_VERSION:
        raise ValueError(f"not a version {SESSION_VERSION} session record")
    game = data.get("in_play")
    in_play = None
    if game is not None:
        if not isinstance(game, dict):
            raise ValueError("bad game in play")
        in_play = InPlay(*(checked_name(game.get(name)) for name in ("game", *PLAYERS)))
    return Running(_stamp(data.get("started")), _stamp(data.get("last_seen")), in_play)


def running_to_json(running: Running) -> dict[str, Any]:
    """The JSON form."""
    game = None if running.in_play is None else running.in_play.fields()
    return {"version": SESSION_VERSION, "started": running.started, "last_seen": running.last_seen, "in_play": game}


class OpenSession:
    """This session's ``session.json``: found at the start, kept while it runs, removed at a clean end."""

    def __init__(self, folder: Path, events: EventLog, tell: Callable[[Notice], None],
                 now: Callable[[], str] = wall_stamp) -> None:
        self._path = folder / SESSION_FILE
        self._events, self._tell, self._now = events, tell, now
        self._running = Running(None, None)
        self._seen_at = 0  # the tick the record was last written
        self._failed = False  # a write failed: told once, not tried again

    def settle_last(self) -> None:
        """Log the last session's unclean end if it left its record, and give up its game; then follow this session.

        Called before ``session_start``, so the books hear it first.
        """
        found = load_json(self._path)
        if found.data is not None or found.backup is not None:  # else a clean end, or no session before
            self._settle(found.data)
        self._events.listen(self._hear)

    def _settle(self, data: Any) -> None:
        last = None
        if data is not None:
            try:
                last = running_from_json(data)
            except ValueError as err:
                set_aside(self._path, str(err))
        if last is None:  # damaged, and set aside: a session was running all the same
            self._events.emit("unclean_end", started=None, last_seen=None)
            return
        game = {} if last.in_play is None else last.in_play.fields()
        self._events.emit("unclean_end", started=last.started, last_seen=last.last_seen, **game)
        if last.in_play is not None:
            self._events.emit("game_abandoned", **last.in_play.fields(), reason=AbandonReason.CRASH.value)

    def run_to(self, tick: int) -> None:
        """The session has run ``tick`` ticks: say it is still running every ``SEEN_TICKS``."""
        if tick - self._seen_at >= SEEN_TICKS:
            self._seen_at = tick
            self._write(self._running.in_play)

    def _hear(self, event: dict[str, Any]) -> None:
        kind = event["event"]
        if kind == "session_start":
            self._running = Running(self._now(), None)
            self._write(None)
        elif "cycle" in event:
            return  # the attract mode's games are its show, not play
        elif kind == "game_start":
            players = [str(event.get(name)) for name in PLAYERS]
            self._write(InPlay(str(event.get("chosen", event.get("game"))), *players))
        elif kind in ("game_end", "game_abandoned"):
            self._write(None)
        elif kind == "session_end":
            if event.get("reason") == "error":
                self._write(None)  # an unclean end: kept for the next start to count
            else:
                self._remove()

    def _write(self, in_play: InPlay | None) -> None:
        self._running = Running(self._running.started, self._now(), in_play)
        if self._failed:
            return
        try:
            write_json_atomic(self._path, running_to_json(self._running))
        except OSError as err:
            self._failed = True
            self._tell(Notice(N_("CANNOT KEEP THE SESSION RECORD"), f"cannot write {self._path}: {err}"))

    def _remove(self) -> None:
        try:
            os.unlink(self._path)
        except FileNotFoundError:
            pass
        except OSError as err:
            self._tell(Notice(N_("CANNOT KEEP THE SESSION RECORD"), f"cannot remove {self._path}: {err}"))
