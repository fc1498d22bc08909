"""The cabinet's bookkeeping: sessions, running time, attract runs, and games started, finished and abandoned.

An operator reads these in the operator menu (``report``).  Like a real
cabinet's, they are two sets of meters.  The lifetime meters (``Lifetime``)
no clear resets: running time, sessions, games started, and unclean ends
(a session that never logged its end: killed, the power cut, a crash) with
when the last one was.  The tallies are cleared by CLEAR TALLIES (``cleared``
says when): how often the
machine was started and how long it has run since, how often it put on its show, and per game (Pick15,
TicTacToe, Magic15) and opponent (a roster id, or ``person`` for two
people) how many games were started, played to the end, and abandoned (left
mid-game, by the player or the idle watch: ``game.values.abandon``).  Every game
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
from datetime import datetime
from typing import Any

from game.values.counts import is_count, saturating_add
from game.engine import View
from game.files.kept_json import JsonForm, OtherEntries, checked_name
from game.values.seats import PERSON_ID
from game.opponents import roster_ids
from game.files.paths import BOOKS_FILE
from game.messages.quoting import quote

BOOKS_VERSION = 2  # 2 added the lifetime meters and the clear's time; a version 1 file is read as well
#: How the books write a wall time: to the minute, in local time, for the operator to read.
STAMP_FORMAT = "%Y-%m-%d %H:%M"
MAX_COUNT = 10**9  # a count above this is not a real tally but a damaged file; one at it stays there


def _add(count: int, more: int) -> int:
    """The one sum of the books: stops at ``MAX_COUNT``, so a file at its bound is never pushed past it."""
    return saturating_add(count, more, MAX_COUNT)


class Fate(enum.Enum):
    """What can happen to a game, as the books count it: each is a count of ``Counts``."""

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
        return Counts(*(_add(getattr(self, t.value), getattr(other, t.value)) for t in Fate))

    def one_more(self, fate: Fate) -> Counts:
        """The counts with one more game ``fate`` (unless that count is at ``MAX_COUNT``)."""
        return replace(self, **{fate.value: _add(getattr(self, fate.value), 1)})


GameKey = tuple[str, str]  # (game, opponent id)


def _later(one: str | None, other: str | None) -> str | None:
    """The later of two wall times (``STAMP_FORMAT`` sorts as it reads), or whichever there is."""
    return max(one, other) if one is not None and other is not None else one or other


@dataclass(frozen=True, slots=True)
class Lifetime:
    """The meters no clear resets."""

    sessions: int = 0
    running_seconds: int = 0
    games: int = 0  # games started
    unclean_ends: int = 0  # sessions that never logged their end
    last_unclean_end: str | None = None  # when the last of them was last seen running (``STAMP_FORMAT``)

    def plus(self, other: Lifetime) -> Lifetime:
        """Both added up, each count stopping at ``MAX_COUNT``; the later unclean end."""
        return Lifetime(_add(self.sessions, other.sessions), _add(self.running_seconds, other.running_seconds),
                        _add(self.games, other.games), _add(self.unclean_ends, other.unclean_ends),
                        _later(self.last_unclean_end, other.last_unclean_end))


@dataclass(frozen=True, slots=True)
class Books:
    """Every count the cabinet keeps: the tallies since the last clear, and the lifetime meters."""

    sessions: int = 0
    attract_runs: int = 0
    games: Mapping[GameKey, Counts] = field(default_factory=dict)
    running_seconds: int = 0  # every session's time running since the clear, summed
    lifetime: Lifetime = field(default_factory=Lifetime)
    cleared: str | None = None  # when the tallies were last cleared (``STAMP_FORMAT``); None: never, or not known

    def counts(self, game: str, opponent_id: str) -> Counts:
        """One game and opponent's counts (zero if never played)."""
        return self.games.get((game, opponent_id), Counts())

    def plus(self, other: Books) -> Books:
        """Both books added up, each count stopping at ``MAX_COUNT``."""
        games = dict(self.games)
        for key, counts in other.games.items():
            games[key] = games.get(key, Counts()).plus(counts)
        return Books(_add(self.sessions, other.sessions), _add(self.attract_runs, other.attract_runs), games,
                     _add(self.running_seconds, other.running_seconds), self.lifetime.plus(other.lifetime),
                     other.cleared or self.cleared)

    def cleared_at(self, when: str) -> Books:
        """The tallies back to nothing, cleared at ``when``; the lifetime meters as they are."""
        return Books(lifetime=self.lifetime, cleared=when)

    def with_session(self, *, lifetime: bool = True) -> Books:
        """One more session (unless the count is at ``MAX_COUNT``); ``lifetime``: on the lifetime meter too."""
        grown = replace(self.lifetime, sessions=_add(self.lifetime.sessions, 1)) if lifetime else self.lifetime
        return replace(self, sessions=_add(self.sessions, 1), lifetime=grown)

    def with_running(self, seconds: int) -> Books:
        """``seconds`` more of running time, on both meters (stopping at ``MAX_COUNT``, some thirty years)."""
        grown = replace(self.lifetime, running_seconds=_add(self.lifetime.running_seconds, seconds))
        return replace(self, running_seconds=_add(self.running_seconds, seconds), lifetime=grown)

    def with_unclean_end(self, last_seen: str | None) -> Books:
        """One more unclean end, the session last seen running at ``last_seen`` (None: not known)."""
        life = self.lifetime
        return replace(self, lifetime=replace(life, unclean_ends=_add(life.unclean_ends, 1),
                                              last_unclean_end=_later(life.last_unclean_end, last_seen)))

    def with_attract_run(self) -> Books:
        """One more attract run (unless the count is at ``MAX_COUNT``)."""
        return replace(self, attract_runs=_add(self.attract_runs, 1))

    def with_game(self, game: str, opponent_id: str, fate: Fate, *, lifetime: bool = True) -> Books:
        """One more game started, finished or abandoned; ``lifetime``: a start on the lifetime meter too."""
        key = (game, opponent_id)
        life = self.lifetime
        if lifetime and fate is Fate.STARTED:
            life = replace(life, games=_add(life.games, 1))
        return replace(self, games={**self.games, key: self.counts(game, opponent_id).one_more(fate)}, lifetime=life)


def _played() -> frozenset[GameKey]:
    """Every game and opponent this game counts: each view against each roster member or a person."""
    return frozenset((view.value, oid) for view in View for oid in (PERSON_ID, *roster_ids()))


def _stamp(value: object, what: str) -> str | None:
    """A wall time as the books write it (``STAMP_FORMAT``), or None; ValueError saying ``what`` is bad."""
    if value is None:
        return None
    try:
        if isinstance(value, str) and datetime.strptime(value, STAMP_FORMAT).strftime(STAMP_FORMAT) == value:
            return value
    except ValueError:
        pass
    raise ValueError(f"bad time of the {what}")


def _lifetime_from_json(raw: object) -> Lifetime:
    if not isinstance(raw, dict):
        raise ValueError("lifetime meters missing")
    names = ("sessions", "running_seconds", "games", "unclean_ends")
    meters = {name: raw.get(name) for name in names}
    counts = {name: count for name, count in meters.items() if isinstance(count, int) and is_count(count, MAX_COUNT)}
    if len(counts) != len(names):
        raise ValueError("bad lifetime meter")
    return Lifetime(**counts, last_unclean_end=_stamp(raw.get("last_unclean_end"), "last unclean end"))


def books_from_json(data: object) -> Books:
    """Validate and convert the JSON form (this version's or version 1's); raise ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") not in (1, BOOKS_VERSION):
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
            if not isinstance(counts, dict) or not all(is_count(counts.get(t.value), MAX_COUNT) for t in Fate):
                raise ValueError(f"bad counts for {quote(game)} against {quote(opponent_id)}")
            games[key] = Counts(**{t.value: counts[t.value] for t in Fate})
    assert isinstance(sessions, int) and isinstance(runs, int) and isinstance(running, int)  # is_count says so
    if data["version"] == 1:  # its tallies were all it kept: the lifetime so far, as far as it is known
        started = sum(counts.started for counts in games.values())
        return Books(sessions, runs, games, running, Lifetime(sessions, running, min(started, MAX_COUNT)))
    return Books(sessions, runs, games, running, _lifetime_from_json(data.get("lifetime")),
                 _stamp(data.get("cleared"), "last clear"))


def books_to_json(books: Books) -> dict[str, Any]:
    """The JSON form."""
    games: dict[str, dict[str, dict[str, int]]] = {}
    for (game, opponent_id), counts in sorted(books.games.items()):
        games.setdefault(game, {})[opponent_id] = {t.value: getattr(counts, t.value) for t in Fate}
    life = books.lifetime
    lifetime = {"sessions": life.sessions, "running_seconds": life.running_seconds, "games": life.games,
                "unclean_ends": life.unclean_ends, "last_unclean_end": life.last_unclean_end}
    return {"version": BOOKS_VERSION, "sessions": books.sessions, "running_seconds": books.running_seconds,
            "attract_runs": books.attract_runs, "games": games, "cleared": books.cleared, "lifetime": lifetime}


BOOKS_FORM: JsonForm[Books] = JsonForm("the bookkeeping is not being saved", books_from_json, books_to_json, Books)


@dataclass(frozen=True, slots=True)
class BooksChanges:
    """What one copy of the game has to add to the saved books: its counts since its last save, after a clear or not.

    ``cleared``: when the tallies were cleared (None: they were not); the lifetime meters are never cleared.
    """

    cleared: str | None = None
    added: Books = field(default_factory=Books)

    def adding(self, books: Books) -> BooksChanges:
        """These changes with ``added`` replaced (the copy's counts since its last save, grown)."""
        return replace(self, added=books)

    def clearing(self, when: str) -> BooksChanges:
        """These changes, then a clear at ``when``: of what was added, only the lifetime meters' part still counts."""
        return BooksChanges(when, Books(lifetime=self.added.lifetime))

    def apply(self, books: Books) -> Books:
        """``books`` with these changes made: the tallies emptied first if cleared, then this copy's counts added."""
        return (books if self.cleared is None else books.cleared_at(self.cleared)).plus(self.added)
