"""Loading and saving one kept JSON file: the results, the bookkeeping, the hall of fame.

Each file is versioned JSON in the data folder, validated on load.  A
damaged file is set aside as a backup and the game starts afresh; one that
cannot be read is never saved over (``KeptFile`` says so once).  A save
applies this copy's *changes* to the file as it is on disk at that moment,
under its lock, so two copies of the game on one home both count.  The
files differ only in their form (``JsonForm``) and their changes, so the
rules live here once -- with the limits every reader checks as it reads,
before converting anything: names (``checked_name``) and entries for
opponents or games this game does not know (``OtherEntries``).  The file's
bytes are capped by ``game.files.storage`` before it is parsed.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.messages.quoting import quote
from game.files.storage import KeptFile

State = TypeVar("State")

#: The longest name (an opponent id, a game) a kept file may use: the roster's longest id has 15 characters.
MAX_NAME_CHARS = 32
#: How many entries a kept file may hold for opponents or games this game does not know (another version's,
#: sharing the home).  The game never adds such an entry, so a file it wrote holds no more of them than it
#: read and is never refused on reading; a hundred is several rosters' worth, yet keeps the bookkeeping page
#: to a few screens and every file far below ``game.files.storage.MAX_FILE_BYTES``.
MAX_OTHER_ENTRIES = 100


def checked_name(name: object) -> str:
    """``name`` if it is a string of 1 to ``MAX_NAME_CHARS`` characters; ValueError quoting it if not."""
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME_CHARS:
        raise ValueError(f"the name {quote(name)} is not 1 to {MAX_NAME_CHARS} characters")
    return name


class OtherEntries:
    """Counts, as a file is read, its entries for what this game does not know; ValueError at one too many."""

    def __init__(self, known: Container[Hashable], what: str) -> None:
        """``known``: the keys this game writes; ``what`` names the entries in the message (``opponents``)."""
        self._known, self._what, self._seen = known, what, 0

    def count(self, key: Hashable) -> None:
        """One more entry read, under ``key``."""
        if key not in self._known:
            self._seen += 1
            if self._seen > MAX_OTHER_ENTRIES:
                raise ValueError(f"more than {MAX_OTHER_ENTRIES} {self._what} this game does not know")


@dataclass(frozen=True, slots=True)
class JsonForm(Generic[State]):
    """How one kind of state is read from and written to its file."""

    not_saved: str  # what a save that stopped for the session adds, e.g. "the hall of fame is not being saved"
    parse: Callable[[Any], State]  # raises ValueError saying what is wrong
    dump: Callable[[State], dict[str, Any]]
    empty: Callable[[], State]


@dataclass(frozen=True, slots=True)
class Saved(Generic[State]):
    """How a save went: the state now on disk (None if not saved) and what to tell the player.

    ``stopped``: the file is not written again this session (the first such problem is the one told).
    """

    state: State | None
    problem: str | None = None
    stopped: bool = False


def load(kept: KeptFile, form: JsonForm[State]) -> tuple[State, str | None]:
    """The saved state (or an empty one) and a message if something was wrong with the file."""
    result = kept.load()
    if result.data is None:
        return form.empty(), result.problem
    try:
        return form.parse(result.data), None
    except ValueError as err:
        return form.empty(), kept.set_aside(str(err)).problem


def save(kept: KeptFile, form: JsonForm[State], apply: Callable[[State], State]) -> Saved[State]:
    """Apply ``apply`` (this copy's changes) to the file as it is now and write it; never raises."""

    def merge(data: object) -> dict[str, Any]:
        return form.dump(apply(form.empty() if data is None else form.parse(data)))

    saved = kept.save(merge)
    problem = saved.problem
    if problem and saved.stopped:
        problem = f"{problem}; {form.not_saved}"
    return Saved(None if saved.data is None else form.parse(saved.data), problem, saved.stopped)
