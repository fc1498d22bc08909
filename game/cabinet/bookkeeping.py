"""The cabinet's bookkeeping: sessions, running time, attract runs, and games started, finished and abandoned.

An operator reads these in the operator menu (``report``): how often the
machine was started and how long it has run in all, how often it put on its show, and per game (Pick15,
TicTacToe, Magic15) and opponent (a roster id, or ``person`` for two
people) how many games were started, played to the end, and abandoned (left
mid-game, by the player or the idle watch: ``AbandonReason``).  Every game
started ends as exactly one of the two, so started = finished + abandoned,
but for a game in play.  The attract mode's own games
are not counted here: they are the show, not play.

Kept as ``bookkeeping.json`` in the data folder by the rules of
``game.files.kept_json`` (and so of ``game.files.storage``).  A save adds this copy's counts
since its last save (``BooksChanges``) to the file as it is then, so two
copies both count; a clear is a change too, so counts it removed never
come back with a later save.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.records.counts import is_count, saturating_add
from game.engine import View
from game.files.kept_json import JsonForm, OtherEntries, checked_name
from game.play.match import PERSON_ID
from game.opponents import roster_ids
from game.files.paths import BOOKS_FILE
from game.messages.quoting import quote

BOOKS_VERSION = 1
MAX_COUNT = 10**9  # a count above this is not a real tally but a damaged file; one at it stays there


def _add(count: int, more: int) -> int:
    """The one sum of the books: stops at ``MAX_COUNT``, so a file at its bound is never pushed past it."""
    return saturating_add(count, more, MAX_COUNT)


class AbandonReason(enum.Enum):
    """Why a game in progress was given up, as its ``game_abandoned`` event says."""

    LEFT = "left"  # the player left it: the pause menu's MAIN MENU, or the window closed
    IDLE = "idle"  # nobody touched the machine: the idle watch's CONTINUE? ran out
    SHUTDOWN = "shutdown"  # the program ended under it: the operator's EXIT, a signal, a headless run's end


class Tally(enum.Enum):
    """What can happen to a game, as the books count it."""

    STARTED = "started"
    FINISHED = "finished"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class Counts:
    """One game and opponent's games: started, finished, abandoned."""

    started: int = 0
    finished: int = 0
    abandoned: int = 0

    def plus(self, other: Counts) -> Counts:
        """Both counts added, each stopping at ``MAX_COUNT``."""
        return Counts(*(_add(getattr(self, t.value), getattr(other, t.value)) for t in Tally))

    def one_more(self, tally: Tally) -> Counts:
        """The counts with one more game ``tally`` (unless that count is at ``MAX_COUNT``)."""
        return replace(self, **{tally.value: _add(getattr(self, tally.value), 1)})


GameKey = tuple[str, str]  # (game, opponent id)


@dataclass(frozen=True, slots=True)
class Books:
    """Every count the cabinet keeps."""

    sessions: int = 0
    attract_runs: int = 0
    games: Mapping[GameKey, Counts] = field(default_factory=dict)
    running_seconds: int = 0  # every session's time running, summed (a file from before it was kept: none)

    def counts(self, game: str, opponent_id: str) -> Counts:
        """One game and opponent's counts (zero if never played)."""
        return self.games.get((game, opponent_id), Counts())

    def plus(self, other: Books) -> Books:
        """Both books added up, each count stopping at ``MAX_COUNT``."""
        games = dict(self.games)
        for key, counts in other.games.items():
            games[key] = games.get(key, Counts()).plus(counts)
        return Books(_add(self.sessions, other.sessions), _add(self.attract_runs, other.attract_runs), games,
                     _add(self.running_seconds, other.running_seconds))

    def with_session(self) -> Books:
        """One more session (unless the count is at ``MAX_COUNT``)."""
        return replace(self, sessions=_add(self.sessions, 1))

    def with_running(self, seconds: int) -> Books:
        """``seconds`` more of running time (stopping at ``MAX_COUNT``, some thirty years)."""
        return replace(self, running_seconds=_add(self.running_seconds, seconds))

    def with_attract_run(self) -> Books:
        """One more attract run (unless the count is at ``MAX_COUNT``)."""
        return replace(self, attract_runs=_add(self.attract_runs, 1))

    def with_game(self, game: str, opponent_id: str, tally: Tally) -> Books:
        """One more game started, finished or abandoned."""
        key = (game, opponent_id)
        return replace(self, games={**self.games, key: self.counts(game, opponent_id).one_more(tally)})


def _played() -> frozenset[GameKey]:
    """Every game and opponent this game counts: each view against each roster member or a person."""
    return frozenset((view.value, oid) for view in View for oid in (PERSON_ID, *roster_ids()))


def books_from_json(data: object) -> Books:
    """Validate and convert the JSON form; raise ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") != BOOKS_VERSION:
        raise ValueError(f"not a version {BOOKS_VERSION} bookkeeping file")
    sessions, runs, raw = data.get("sessions"), data.get("attract_runs"), data.get("games")
    if not is_count(sessions, MAX_COUNT) or not is_count(runs, MAX_COUNT):
        raise ValueError("bad session or attract run count")
    running = data.get("running_seconds", 0)  # absent from the files of versions before it was kept
    if not is_count(running, MAX_COUNT):
        raise ValueError("bad running time")
    if not isinstance(raw, dict):
        raise ValueError("games missing")
    games: dict[GameKey, Counts] = {}
    others = OtherEntries(_played(), "games and opponents")
    for game, opponents in raw.items():
        if not isinstance(opponents, dict):
            raise ValueError(f"bad counts for {quote(game)}")
        for opponent_id, counts in opponents.items():
            key = (checked_name(game), checked_name(opponent_id))
            others.count(key)
            if not isinstance(counts, dict) or not all(is_count(counts.get(t.value), MAX_COUNT) for t in Tally):
                raise ValueError(f"bad counts for {quote(game)} against {quote(opponent_id)}")
            games[key] = Counts(**{t.value: counts[t.value] for t in Tally})
    assert isinstance(sessions, int) and isinstance(runs, int) and isinstance(running, int)  # is_count says so
    return Books(sessions, runs, games, running)


def books_to_json(books: Books) -> dict[str, Any]:
    """The JSON form."""
    games: dict[str, dict[str, dict[str, int]]] = {}
    for (game, opponent_id), counts in sorted(books.games.items()):
        games.setdefault(game, {})[opponent_id] = {t.value: getattr(counts, t.value) for t in Tally}
    return {"version": BOOKS_VERSION, "sessions": books.sessions, "running_seconds": books.running_seconds,
            "attract_runs": books.attract_runs, "games": games}


BOOKS_FORM: JsonForm[Books] = JsonForm("the bookkeeping is not being saved", books_from_json, books_to_json, Books)


@dataclass(frozen=True, slots=True)
class BooksChanges:
    """What one copy of the game has to add to the saved books: its counts since its last save, after a clear or not."""

    cleared: bool = False
    added: Books = field(default_factory=Books)

    def adding(self, books: Books) -> BooksChanges:
        """These changes with ``added`` replaced (the copy's counts since its last save, grown)."""
        return replace(self, added=books)

    def apply(self, books: Books) -> Books:
        """``books`` with these changes made: emptied first if cleared, then this copy's counts added."""
        return (Books() if self.cleared else books).plus(self.added)
