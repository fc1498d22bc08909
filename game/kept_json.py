"""Loading and saving one kept JSON file: the results, the bookkeeping, the hall of fame.

Each file is versioned JSON in the data folder, validated on load.  A
damaged file is set aside as a backup and the game starts afresh; one that
cannot be read is never saved over (``KeptFile`` says so once).  A save
applies this copy's *changes* to the file as it is on disk at that moment,
under its lock, so two copies of the game on one home both count.  The
files differ only in their form (``JsonForm``) and their changes, so the
rules live here once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.storage import KeptFile

State = TypeVar("State")


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
