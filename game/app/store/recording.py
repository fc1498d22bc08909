"""Record the players' actions with their ticks, and feed a recording back as input.

A recording is JSON Lines.  The first line is a header with what a replay
needs to start from the same state: the seed, the first scene, the
settings in force, and what the player's files held (``SavedState``: the
results, which decide who starts under "take turns"; MENACE's boxes,
which decide its moves; the hall of fame, which decides when initials are
asked for; and the bookkeeping, which the operator's page shows).  A replay saves nothing, so it keeps that state in
memory instead of reading files that have moved on since.  Every other line is one action and the tick it was
handled on: ``{"tick": 42, "action": "select", "player": 0}`` (mouse
actions add ``"pos": [x, y]`` in logical pixels).  Because the shell is
deterministic under its seed and logic counts ticks, replaying the actions
on the same ticks reproduces the session exactly -- which is also how an
arcade machine keeps its demos.
"""

from __future__ import annotations

import json
import os
import stat
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.app.input.actions import ActionEvent, ActionFormatError
from game.app.limits import LOGICAL_SIZE, MAX_SEED, MAX_TICK
from game.app.store.event_log import is_wall_time
from game.app.store.settings import Settings
from game.cabinet.bookkeeping import Books, books_from_json, books_to_json
from game.cabinet.hall_of_fame import HallOfFame, fame_from_json, fame_to_json
from game.opponents.menace import box_keys
from game.opponents.menace_store import BadBoxesError, boxes_to_json, parse_boxes
from game.files.outputs import Stream, why_not_a_file
from game.messages.quoting import quote
from game.records.stats import Stats, stats_from_json, stats_to_json

FORMAT = "tictactoe-magic-actions"
VERSION = 1
#: The longest line read: the header carries MENACE's boxes (tens of KB when it has learned every
#: position, with counts up to a million beads); an action is under a hundred characters.
MAX_LINE = 1024 * 1024
#: The largest recording read: an hour of constant mouse movement is about 15 MB.
MAX_BYTES = 256 * 1024 * 1024
#: The longest scene name a header may give (the registry's are a word each).
MAX_SCENE_NAME = 64


class ReplayError(ValueError):
    """A recording cannot be replayed; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class SavedState:
    """What the player's files held when a session started: results, MENACE's boxes, hall of fame, bookkeeping."""

    stats: Stats = field(default_factory=Stats)
    menace_boxes: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    menace_games: int = 0
    #: None: recorded before the game had a hall of fame, so that session asked for no initials.
    fame: HallOfFame | None = field(default_factory=HallOfFame)
    books: Books = field(default_factory=Books)

    def to_json(self) -> dict[str, Any]:
        """The JSON form, each part as its own file writes it."""
        data = {"stats": stats_to_json(self.stats), "menace": boxes_to_json(self.menace_boxes, self.menace_games),
                "books": books_to_json(self.books)}
        if self.fame is not None:
            data["fame"] = fame_to_json(self.fame)
        return data

    @classmethod
    def from_json(cls, data: Any) -> SavedState:
        """Check and convert the JSON form; ValueError says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("\"saved\" must be an object")
        boxes, games = parse_boxes(data.get("menace"), box_keys())
        fame = fame_from_json(data["fame"]) if "fame" in data else None
        books = books_from_json(data["books"]) if "books" in data else Books()
        return cls(stats_from_json(data.get("stats")), boxes, games, fame, books)


@dataclass(frozen=True, slots=True)
class Header:
    """Where a recorded session started."""

    seed: int
    scene: str
    settings: Settings
    #: Recordings made before the header carried it started, like every recorded session, on a fresh home.
    saved: SavedState = field(default_factory=SavedState)
    #: When the recorded session started (``event_log.wall_time``), so its replay's log says the same; None in
    #: recordings made before it was kept, whose replays' logs say no time.
    started: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The header line's JSON form."""
        data = {"format": FORMAT, "version": VERSION, "seed": self.seed, "scene": self.scene,
                "settings": self.settings.to_json(), "saved": self.saved.to_json()}
        return data if self.started is None else {**data, "started": self.started}


class Recorder:
    """Writes the header, then each action as it is handled."""

    def __init__(self, sink: Stream, header: Header) -> None:
        self._sink = sink
        self._write(header.to_json())

    def _write(self, data: dict[str, Any]) -> None:
        self._sink.write(json.dumps(data) + "\n")

    def record(self, tick: int, event: ActionEvent) -> None:
        """Append one action handled on ``tick``."""
        self._write({"tick": tick, **event.to_json()})


class Replay:
    """A parsed recording, handing out its actions tick by tick."""

    def __init__(self, header: Header, actions: list[tuple[int, ActionEvent]]) -> None:
        self.header = header
        self._by_tick: dict[int, list[ActionEvent]] = defaultdict(list)
        for tick, event in actions:
            self._by_tick[tick].append(event)
        self.last_tick = max(self._by_tick, default=-1)

    def actions_at(self, tick: int) -> list[ActionEvent]:
        """The actions recorded on this tick, in their order."""
        return self._by_tick.get(tick, [])

    def finished(self, tick: int) -> bool:
        """Whether every action is before ``tick``."""
        return tick > self.last_tick

    @classmethod
    def load(cls, path: Path) -> Replay:
        """Read and check a recording; ReplayError says what is wrong and where, in one short line."""
        lines = _read_lines(path)
        if not lines:
            raise ReplayError(f"{path} is empty, not a recording")
        header = _parse_header(path, lines[0])
        actions: list[tuple[int, ActionEvent]] = []
        previous = 0
        for number, line in enumerate(lines[1:], 2):
            if not line.strip():
                continue
            where = f"{path}, line {number}"
            data = _parse_json(where, line)
            tick = data.get("tick") if isinstance(data, dict) else None
            if type(tick) is not int or not previous <= tick <= MAX_TICK:
                raise ReplayError(f"{where}: tick must be a whole number, not before the line above's "
                                  f"nor past {MAX_TICK:,}; got {quote(tick)}")
            try:
                event = ActionEvent.from_json({k: v for k, v in data.items() if k != "tick"})
            except ActionFormatError as err:
                raise ReplayError(f"{where}: {err}") from None
            if event.pos is not None and not all(0 <= v < size for v, size in zip(event.pos, LOGICAL_SIZE)):
                raise ReplayError(f"{where}: pos {quote(list(event.pos))} is off the "
                                  f"{LOGICAL_SIZE[0]}x{LOGICAL_SIZE[1]} screen")
            actions.append((tick, event))
            previous = tick
        return cls(header, actions)


def _read_lines(path: Path) -> list[str]:
    """The recording's lines; a folder, pipe or device is refused without waiting on it."""
    try:
        # Non-blocking: opening a named pipe must not wait for a writer (it is refused just below).
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as err:
        raise ReplayError(f"cannot read {path}: {err.strerror or err}") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise ReplayError(f"cannot read {path}: {why_not_a_file(mode)}")
    with os.fdopen(fd, "rb") as handle:
        try:
            data = handle.read(MAX_BYTES + 1)
        except OSError as err:
            raise ReplayError(f"cannot read {path}: {err.strerror or err}") from None
    if len(data) > MAX_BYTES:
        raise ReplayError(f"{path} is larger than {MAX_BYTES // 2**20} MB, too large for a recording")
    try:
        lines = data.decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise ReplayError(f"{path} is not text (UTF-8), not a recording") from None
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise ReplayError(f"{path}, line {number}: longer than {MAX_LINE:,} characters, not a recording's")
    return lines


def _parse_json(where: str, line: str) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError as err:
        raise ReplayError(f"{where}: not JSON ({err.msg})") from None
    except ValueError:
        raise ReplayError(f"{where}: a number too long to read") from None
    except RecursionError:
        raise ReplayError(f"{where}: nested too deep to read") from None


def _parse_header(path: Path, line: str) -> Header:
    where = f"{path}, line 1"
    data = _parse_json(where, line)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"{where}: not a {FORMAT} recording (made with --record)")
    if data.get("version") != VERSION:
        raise ReplayError(f"{where}: recording version {quote(data.get('version'))}; this game reads {VERSION}")
    seed, scene, settings = data.get("seed"), data.get("scene"), data.get("settings")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise ReplayError(f"{where}: the seed must be a whole number from 0 to 2**63-1, not {quote(seed)}")
    if not isinstance(scene, str) or not 0 < len(scene) <= MAX_SCENE_NAME:
        raise ReplayError(f"{where}: the scene must be a name, not {quote(scene)}")
    if not isinstance(settings, dict):
        raise ReplayError(f"{where}: the settings must be an object, not {quote(settings)}")
    parsed, bad = Settings.from_json(settings, as_recorded=True)
    if bad:
        raise ReplayError(f"{where}: settings this game cannot use: {'; '.join(bad)}")
    started = data.get("started")
    if started is not None and not is_wall_time(started):
        raise ReplayError(f"{where}: the start time must be a date and time, not {quote(started)}")
    return Header(seed, scene, parsed, _parse_saved(where, data), started)


def _parse_saved(where: str, header: dict[str, Any]) -> SavedState:
    if "saved" not in header:
        return SavedState(fame=None)  # an old recording: a fresh home, and no hall of fame yet
    try:
        return SavedState.from_json(header["saved"])
    except (ValueError, BadBoxesError) as err:
        raise ReplayError(f"{where}: the saved results, MENACE boxes, hall of fame or bookkeeping are damaged: "
                          f"{err}") from None
