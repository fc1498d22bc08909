"""Where MENACE keeps its matchboxes: one versioned JSON file in the user's data folder.

The file is written atomically (``game.storage.write_json_atomic``) and
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

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.board import SQUARES
from game.storage import StorageError, load_json, set_aside, write_json_atomic

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
        raise BadBoxesError(f"{what} must be a whole number from 0 to {limit}, got {value!r}")
    return value


def parse_boxes(data: Any, box_keys: frozenset[int]) -> tuple[dict[int, tuple[int, ...]], int]:
    """Check the file's content; return (boxes, games) or raise BadBoxesError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise BadBoxesError(f"not a MENACE file (no \"format\": \"{FORMAT_NAME}\")")
    if data.get("version") != FORMAT_VERSION or isinstance(data.get("version"), bool):
        raise BadBoxesError(f"version {data.get('version')!r}, this game reads version {FORMAT_VERSION}")
    games = _count(data.get("games"), "games", MAX_GAMES)
    raw = data.get("boxes")
    if not isinstance(raw, dict):
        raise BadBoxesError("\"boxes\" must be an object")
    boxes = {}
    for name, beads in raw.items():
        if not (name.isascii() and name.isdigit() and int(name) in box_keys):
            raise BadBoxesError(f"box {name!r} is not a canonical position where a move is due")
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


class MenaceStore:
    """MENACE's boxes in one JSON file."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self, box_keys: frozenset[int]) -> LoadedBoxes:
        """The saved boxes; none if there is no file; none and a problem if the file is bad."""
        result = load_json(self.path)
        if result.data is None:
            return LoadedBoxes(problem=result.problem)
        try:
            boxes, games = parse_boxes(result.data, box_keys)
        except BadBoxesError as err:
            return LoadedBoxes(problem=set_aside(self.path, str(err)).problem)
        return LoadedBoxes(boxes, games)

    def save(self, boxes: Mapping[int, tuple[int, ...]], games: int) -> str | None:
        """Write the boxes atomically; return a one-line problem instead of raising."""
        data = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "games": games,
            "boxes": {str(key): list(beads) for key, beads in sorted(boxes.items())},
        }
        try:
            write_json_atomic(self.path, data)
        except StorageError as err:
            return str(err)
        return None
