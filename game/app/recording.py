"""Record the players' actions with their ticks, and feed a recording back as input.

A recording is JSON Lines.  The first line is a header with what a replay
needs to start from the same state: the seed, the first scene, the
settings in force, and what the player's files held (``SavedState``: the
results, which decide who starts under "take turns", and MENACE's boxes,
which decide its moves).  A replay saves nothing, so it keeps that state in
memory instead of reading files that have moved on since.  Every other line is one action and the tick it was
handled on: ``{"tick": 42, "action": "select", "player": 0}`` (mouse
actions add ``"pos": [x, y]`` in logical pixels).  Because the shell is
deterministic under its seed and logic counts ticks, replaying the actions
on the same ticks reproduces the session exactly -- which is also how an
arcade machine keeps its demos.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from game.opponents.menace import box_keys
from game.opponents.menace_store import BadBoxesError, boxes_to_json, parse_boxes
from game.stats import Stats, stats_from_json, stats_to_json

from .actions import ActionEvent, ActionFormatError
from .settings import Settings

FORMAT = "tictactoe-magic-actions"
VERSION = 1


class ReplayError(ValueError):
    """A recording cannot be replayed; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class SavedState:
    """What the player's files held when a session started: the results and MENACE's boxes."""

    stats: Stats = field(default_factory=Stats)
    menace_boxes: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    menace_games: int = 0

    def to_json(self) -> dict[str, Any]:
        """The JSON form, each part as its own file writes it."""
        return {"stats": stats_to_json(self.stats), "menace": boxes_to_json(self.menace_boxes, self.menace_games)}

    @classmethod
    def from_json(cls, data: Any) -> SavedState:
        """Check and convert the JSON form; ValueError says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("\"saved\" must be an object")
        boxes, games = parse_boxes(data.get("menace"), box_keys())
        return cls(stats_from_json(data.get("stats")), boxes, games)


@dataclass(frozen=True, slots=True)
class Header:
    """Where a recorded session started."""

    seed: int
    scene: str
    settings: Settings
    #: Recordings made before the header carried it started, like every recorded session, on a fresh home.
    saved: SavedState = field(default_factory=SavedState)

    def to_json(self) -> dict[str, Any]:
        """The header line's JSON form."""
        return {"format": FORMAT, "version": VERSION, "seed": self.seed, "scene": self.scene,
                "settings": self.settings.to_json(), "saved": self.saved.to_json()}


class Recorder:
    """Writes the header, then each action as it is handled."""

    def __init__(self, sink: TextIO, header: Header) -> None:
        self._sink = sink
        self._write(header.to_json())

    def _write(self, data: dict[str, Any]) -> None:
        self._sink.write(json.dumps(data) + "\n")

    def record(self, tick: int, event: ActionEvent) -> None:
        """Append one action handled on ``tick``."""
        self._write({"tick": tick, **event.to_json()})

    def flush(self) -> None:
        """Push what is written to the file."""
        self._sink.flush()


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
        """Read and check a recording; ReplayError says what is wrong and where."""
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as err:
            raise ReplayError(f"cannot read {path}: {getattr(err, 'strerror', None) or err}") from None
        if not lines:
            raise ReplayError(f"{path} is empty, not a recording")
        header = _parse_header(path, lines[0])
        actions: list[tuple[int, ActionEvent]] = []
        previous = 0
        for number, line in enumerate(lines[1:], 2):
            if not line.strip():
                continue
            where = f"{path}, line {number}"
            try:
                data = json.loads(line)
            except json.JSONDecodeError as err:
                raise ReplayError(f"{where}: not JSON ({err.msg})") from None
            tick = data.get("tick") if isinstance(data, dict) else None
            if type(tick) is not int or tick < previous:
                raise ReplayError(f"{where}: tick must be a whole number, not before the line above")
            try:
                event = ActionEvent.from_json({k: v for k, v in data.items() if k != "tick"})
            except ActionFormatError as err:
                raise ReplayError(f"{where}: {err}") from None
            actions.append((tick, event))
            previous = tick
        return cls(header, actions)


def _parse_header(path: Path, line: str) -> Header:
    where = f"{path}, line 1"
    try:
        data = json.loads(line)
    except json.JSONDecodeError as err:
        raise ReplayError(f"{where}: not JSON ({err.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError(f"{where}: not a {FORMAT} recording (made with --record)")
    if data.get("version") != VERSION:
        raise ReplayError(f"{where}: recording version {data.get('version')!r}; this game reads {VERSION}")
    seed, scene, settings = data.get("seed"), data.get("scene"), data.get("settings")
    if type(seed) is not int or seed < 0 or not isinstance(scene, str) or not isinstance(settings, dict):
        raise ReplayError(f"{where}: the header needs a seed, a scene and the settings")
    parsed, bad = Settings.from_json(settings)
    if bad:
        raise ReplayError(f"{where}: settings this game cannot use: {'; '.join(bad)}")
    return Header(seed, scene, parsed, _parse_saved(where, data))


def _parse_saved(where: str, header: dict[str, Any]) -> SavedState:
    if "saved" not in header:
        return SavedState()
    try:
        return SavedState.from_json(header["saved"])
    except (ValueError, BadBoxesError) as err:
        raise ReplayError(f"{where}: the saved results or MENACE boxes are damaged: {err}") from None
