"""Where MENACE keeps its matchboxes: one versioned JSON file in the user's data folder.

The file is kept by ``game.storage``'s rules -- never saved over if it
cannot be read, every save merged under a lock with what is on disk -- and
checked in full when read.  A file that is not JSON, has another format or
version, or holds anything a box cannot hold -- a position no game reaches,
a non-canonical or finished position, beads on a taken square, a negative
or huge count, an empty box -- is set aside as ``menace.json.corrupt-N``
(``game.storage.set_aside``) and MENACE starts afresh, with a one-line
message saying why.  Nothing here raises for a bad file or a failed write.

Layout::

    {"format": "tictactoe-magic/menace", "version": 1, "games": 12,
     "boxes": {"<canonical position key>": [beads on squares 0-8], ...}}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from game.engine.board import SQUARES
from game.quoting import quote
from game.storage import KeptFile

MENACE_FILE_NAME = "menace.json"
FORMAT_NAME = "tictactoe-magic/menace"
FORMAT_VERSION = 1
#: The most beads one move may hold; more in a file means the file is damaged.
MAX_BEADS = 1_000_000
#: More games than anyone plays; a bigger count means the file is damaged.
MAX_GAMES = 10**12


@dataclass(frozen=True, slots=True)
class LoadedBoxes:
    """What the store found: the boxes, the games learned from, and any problem to report."""

    boxes: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    games: int = 0
    problem: str | None = None


class BadBoxesError(ValueError):
    """The file's content is not a valid set of boxes; the message says what is wrong."""


def _count(value: Any, what: str, limit: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= limit:
        raise BadBoxesError(f"{what} must be a whole number from 0 to {limit}, got {quote(value)}")
    return value


def parse_boxes(data: Any, box_keys: frozenset[int]) -> tuple[dict[int, tuple[int, ...]], int]:
    """Check the file's content; return (boxes, games) or raise BadBoxesError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise BadBoxesError(f"not a MENACE file (no \"format\": \"{FORMAT_NAME}\")")
    if data.get("version") != FORMAT_VERSION or isinstance(data.get("version"), bool):
        raise BadBoxesError(f"version {quote(data.get('version'))}, this game reads version {FORMAT_VERSION}")
    games = _count(data.get("games"), "games", MAX_GAMES)
    raw = data.get("boxes")
    if not isinstance(raw, dict):
        raise BadBoxesError("\"boxes\" must be an object")
    boxes = {}
    for name, beads in raw.items():
        if not (name.isascii() and name.isdigit() and int(name) in box_keys):
            raise BadBoxesError(f"box {quote(name)} is not a canonical position where a move is due")
        key = int(name)
        if not isinstance(beads, list) or len(beads) != len(SQUARES):
            raise BadBoxesError(f"box {name} must list {len(SQUARES)} bead counts")
        taken = (key | key >> len(SQUARES)) & ((1 << len(SQUARES)) - 1)
        counts = tuple(_count(b, f"beads in box {name}", MAX_BEADS) for b in beads)
        if any(counts[sq] for sq in SQUARES if taken >> sq & 1):
            raise BadBoxesError(f"box {name} has beads on a taken square")
        if not sum(counts):
            raise BadBoxesError(f"box {name} is empty")
        boxes[key] = counts
    return boxes, games


@dataclass(frozen=True, slots=True)
class SavedBoxes:
    """How a save went: the boxes and games now on disk (None if not saved) and what to tell the player.

    ``stopped``: the file is not written again this session; the first such problem is the one told.
    """

    boxes: Mapping[int, tuple[int, ...]] | None
    games: int = 0
    problem: str | None = None
    stopped: bool = False


#: A change to the boxes on disk: (boxes, games) as read (empty if there is no file) -> as to be written.
Merge = Callable[[dict[int, tuple[int, ...]], int], tuple[Mapping[int, tuple[int, ...]], int]]


def boxes_to_json(boxes: Mapping[int, tuple[int, ...]], games: int) -> dict[str, Any]:
    """The file's JSON form."""
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "games": games,
        "boxes": {str(key): list(beads) for key, beads in sorted(boxes.items())},
    }


class BoxStore(Protocol):
    """Where a MENACE keeps its boxes between matches: the player's file, or memory."""

    def load(self, box_keys: frozenset[int]) -> LoadedBoxes:
        """The boxes kept now."""
        ...

    def update(self, merge: Merge, box_keys: frozenset[int]) -> SavedBoxes:
        """Apply ``merge`` to the boxes kept now and keep the result."""
        ...


class MemoryStore:
    """Boxes kept in memory only: a replay's MENACE learns and "saves" as it did live, writing no file."""

    def __init__(self, boxes: Mapping[int, tuple[int, ...]] | None = None, games: int = 0) -> None:
        self._boxes = dict(boxes or {})
        self._games = games

    def load(self, box_keys: frozenset[int]) -> LoadedBoxes:
        """The boxes kept now (a copy: the player's learning does not change them until it saves)."""
        return LoadedBoxes(dict(self._boxes), self._games)

    def update(self, merge: Merge, box_keys: frozenset[int]) -> SavedBoxes:
        """Apply ``merge`` to the boxes kept now and keep the result."""
        boxes, games = merge(dict(self._boxes), self._games)
        self._boxes, self._games = dict(boxes), games
        return SavedBoxes(dict(boxes), games)


class MenaceStore:
    """MENACE's boxes in one JSON file, kept by the rules of ``game.storage``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._kept = KeptFile(path)  # one per store: the app keeps one store for the session

    def load(self, box_keys: frozenset[int]) -> LoadedBoxes:
        """The saved boxes; none if there is no file; none and a problem if the file is bad."""
        kept = self._kept
        result = kept.load()
        if result.data is None:
            return LoadedBoxes(problem=result.problem)
        try:
            boxes, games = parse_boxes(result.data, box_keys)
        except BadBoxesError as err:
            return LoadedBoxes(problem=kept.set_aside(str(err)).problem)
        return LoadedBoxes(boxes, games)

    def update(self, merge: Merge, box_keys: frozenset[int]) -> SavedBoxes:
        """Apply ``merge`` to the boxes as they are on disk now and write the result; never raises.

        A damaged file found then is set aside first and ``merge`` starts from no boxes.
        """

        def transform(data: Any) -> dict[str, Any]:
            boxes, games = parse_boxes(data, box_keys) if data is not None else ({}, 0)
            return boxes_to_json(*merge(boxes, games))

        saved = self._kept.save(transform)
        if saved.data is None:
            return SavedBoxes(None, problem=saved.problem, stopped=saved.stopped)
        boxes, games = parse_boxes(saved.data, box_keys)
        return SavedBoxes(boxes, games)
