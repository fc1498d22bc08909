"""Where MENACE keeps its matchboxes: one versioned JSON file in the user's data folder.

The file is kept by ``game.files.storage``'s rules -- never saved over if it
cannot be read, every save merged under a lock with what is on disk -- and
checked in full when read.  A file that is not JSON, has another format or
version, or holds anything a box cannot hold -- a box named otherwise than
the game names it (a number of thousands of digits, say: names are looked
up, never converted), a position no game reaches, a non-canonical or
finished position, beads on a square that is taken or is not its class's
representative, a negative or huge count -- is set aside as
``menace.json.corrupt-N`` (``game.files.storage.set_aside``) and MENACE starts
afresh, with a one-line message saying why.  Nothing here raises for a bad
file or a failed write.

Layout (version 2)::

    {"format": "tictactoe-magic/menace", "version": 2, "games": 12,
     "boxes": {"<canonical position key>": [beads on squares 0-8], ...}}

Beads sit only on each move class's representative square
(``game.engine.move_classes`` of the canonical position: squares the
position's own symmetry makes equivalent share one count, as in Michie's
matchboxes).  A box may be empty: Michie's resign rule empties boxes.

Version 1 (the files of older releases) kept a count on every free square and no empty
box.  It is still read, pooled by adding up the counts of each class -- so
every class keeps exactly its chance of being played -- and the first save
in version 2 keeps a copy of the version-1 file beside it as
``menace.json.version-1-N`` (``game.files.storage.keep_copy``): a player's
trained MENACE is never lost to the conversion.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from game.values.counts import is_count, saturating_add
from game.engine import Board, move_classes
from game.engine.board import SQUARES
from game.files.paths import MENACE_FILE_NAME
from game.messages.quoting import quote
from game.files.storage import KeptFile, keep_copy

FORMAT_NAME = "tictactoe-magic/menace"
FORMAT_VERSION = 2
#: The first version: a count on every free square, not pooled; read and converted.
POOLED_SINCE = 2
#: The label of the copy a version-1 file is kept as before it is first rewritten in version 2.
VERSION_1_COPY = "version-1"
#: The most beads one move may hold; more in a file means the file is damaged.  A move at it gains no more.
MAX_BEADS = 1_000_000
#: More games than anyone plays; a bigger count means the file is damaged.  At it, the count stays there.
MAX_GAMES = 10**12


@dataclass(frozen=True, slots=True)
class LoadedBoxes:
    """What the store found: the boxes, the games learned from, and any problem to report."""

    boxes: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    games: int = 0
    problem: str | None = None
    kept_as: Path | None = None  # where a damaged file was set aside, for a screen that names it in its own words


class BadBoxesError(ValueError):
    """The file's content is not a valid set of boxes; the message says what is wrong."""


def _count(value: Any, what: str, limit: int) -> int:
    if not is_count(value, limit):
        raise BadBoxesError(f"{what} must be a whole number from 0 to {limit}, got {quote(value)}")
    return value


def beads_after(beads: int, change: int) -> int:
    """A move's beads after ``change`` more (or fewer): never below 0 nor above ``MAX_BEADS``."""
    return saturating_add(beads, change, MAX_BEADS)


def games_after(games: int, more: int) -> int:
    """The games learned from after ``more`` more: a count at ``MAX_GAMES`` stays there."""
    return saturating_add(games, more, MAX_GAMES)


@cache
def representative_of(key: int) -> tuple[int, ...]:
    """For each square of this canonical position: the first square of its move class, where its beads sit (-1 taken)."""
    found = [-1] * len(SQUARES)
    for cls in move_classes(Board.from_key(key)):
        for sq in cls:
            found[sq] = cls[0]
    return tuple(found)


@cache
def _keys_by_name(box_keys: frozenset[int]) -> dict[str, int]:
    """Each box's key by its name in the file: a name is looked up, never converted, so no name can stop int()."""
    return {str(key): key for key in box_keys}


def pool(key: int, counts: tuple[int, ...]) -> tuple[int, ...]:
    """Per-square counts of a version-1 box pooled onto each class's representative (capped at ``MAX_BEADS``)."""
    pooled = [0] * len(SQUARES)
    for sq, first in enumerate(representative_of(key)):
        if first >= 0:
            pooled[first] = beads_after(pooled[first], counts[sq])
    return tuple(pooled)


def parse_boxes(data: Any, box_keys: frozenset[int]) -> tuple[dict[int, tuple[int, ...]], int]:
    """Check the file's content (version 2, or version 1 pooled); return (boxes, games) or raise BadBoxesError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise BadBoxesError(f"not a MENACE file (no \"format\": \"{FORMAT_NAME}\")")
    version = data.get("version")
    if version not in (1, FORMAT_VERSION) or isinstance(version, bool):
        raise BadBoxesError(f"version {quote(version)}, this game reads versions 1 and {FORMAT_VERSION}")
    games = _count(data.get("games"), "games", MAX_GAMES)
    raw = data.get("boxes")
    if not isinstance(raw, dict):
        raise BadBoxesError("\"boxes\" must be an object")
    boxes = {}
    by_name = _keys_by_name(box_keys)
    for name, beads in raw.items():
        key = by_name.get(name)
        if key is None:
            raise BadBoxesError(f"box {quote(name)} is not a canonical position where a move is due")
        if not isinstance(beads, list) or len(beads) != len(SQUARES):
            raise BadBoxesError(f"box {name} must list {len(SQUARES)} bead counts")
        first = representative_of(key)
        counts = tuple(_count(b, f"beads in box {name}", MAX_BEADS) for b in beads)
        if any(counts[sq] for sq in SQUARES if first[sq] < 0):
            raise BadBoxesError(f"box {name} has beads on a taken square")
        if version < POOLED_SINCE:
            if not sum(counts):
                raise BadBoxesError(f"box {name} is empty")
            counts = pool(key, counts)
        else:
            stray = next((sq for sq in SQUARES if counts[sq] and first[sq] != sq), None)
            if stray is not None:
                raise BadBoxesError(
                    f"box {name} has beads on square {stray}, which its symmetry pools on square {first[stray]}"
                )
        boxes[key] = counts
    return boxes, games


def file_version(data: Any) -> Any:
    """The version a MENACE file's JSON says it is in (None if it says none)."""
    return data.get("version") if isinstance(data, dict) else None


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
    """MENACE's boxes in one JSON file, kept by the rules of ``game.files.storage``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._kept = KeptFile(path)  # one per store: the app keeps one store for the session

    def load(self, box_keys: frozenset[int]) -> LoadedBoxes:
        """The saved boxes; none if there is no file; none and a problem if the file is bad."""
        kept = self._kept
        result = kept.load()
        if result.data is None:
            return LoadedBoxes(problem=result.problem, kept_as=result.backup)
        try:
            boxes, games = parse_boxes(result.data, box_keys)
        except BadBoxesError as err:
            aside = kept.set_aside(str(err))
            return LoadedBoxes(problem=aside.problem, kept_as=aside.backup)
        return LoadedBoxes(boxes, games)

    def update(self, merge: Merge, box_keys: frozenset[int]) -> SavedBoxes:
        """Apply ``merge`` to the boxes as they are on disk now and write the result; never raises.

        A damaged file found then is set aside first and ``merge`` starts from no boxes.  A
        version-1 file is copied aside first (``VERSION_1_COPY``); if that copy cannot be made,
        nothing is written this session.
        """

        def transform(data: Any) -> dict[str, Any]:
            boxes, games = parse_boxes(data, box_keys) if data is not None else ({}, 0)
            if file_version(data) != FORMAT_VERSION and data is not None:
                keep_copy(self.path, VERSION_1_COPY)  # under the lock, before the file is rewritten
            return boxes_to_json(*merge(boxes, games))

        saved = self._kept.save(transform)
        if saved.data is None:
            return SavedBoxes(None, problem=saved.problem, stopped=saved.stopped)
        boxes, games = parse_boxes(saved.data, box_keys)
        return SavedBoxes(boxes, games)
