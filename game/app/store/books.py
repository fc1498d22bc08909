"""The session's bookkeeping (``ctx.books``): it follows the event log and the clock, and keeps the cabinet's tallies.

Nothing reports to it directly: it listens to ``ctx.events`` as a log reader
would.  ``session_start`` is a session; ``attract_run`` an attract run;
``game_start`` and ``game_end`` are games played -- except those carrying a
``cycle``, the attract mode's own; ``game_abandoned`` (a game in progress
given up: left by the player, by the idle watch, ended with the
session, or found at the next start after a kill) an abandoned game;
``unclean_end`` a session that never logged its end (``open_session``).  So every game started is counted finished or
abandoned once, and the page checks that the totals add up.  A game is counted under the
game the player chose (``game_start``'s ``chosen``, else its ``game``) and
the opponent it started with, whatever view it starts or ends in.  Each count is
saved as it happens (``KeptState``), and the running time so far with it
(``run_to`` tells the time each tick), so it costs no write of its own
while anything is counted; a session with nothing to count for ten minutes
saves it by itself, and ``session_end`` saves the rest; a replay counts in memory from the
books its recording started with, so its operator page reads as the live
one did, and saves nothing.  A clear is stamped with the wall time
(``now``): the operator's record, never game logic (a replay's clear reads
``IN A REPLAY``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.app.store.event_log import EventLog
from game.app.store.kept_state import KeptState
from game.app.store.settings import Notice
from game.cabinet import TICKS_PER_SECOND
from game.cabinet.bookkeeping import BOOKS_FILE, BOOKS_FORM, Books, BooksChanges, Fate, GameKey
from game.cabinet.report import Block, books_blocks, lines_of, meter_blocks
from game.language import Language, current
from game.values.seats import PERSON_ID
from game.language import N_

LABEL = N_("BOOKKEEPING")
# TRANSLATORS: the bookkeeping's SINCE CLEAR {time}, when the clear was in a replay (which keeps no clock time).
REPLAY_STAMP = N_("IN A REPLAY")  # when a replay's clear was, on its page: a replay keeps no wall time
#: The longest the running time waits for another count to be saved with: what a machine that loses its
#: power can lose of it.  (Every attract run and game saves it sooner; a save each minute would be a write
#: a minute for nothing on a cabinet's flash card.)
RUNNING_SAVE_TICKS = 10 * 60 * TICKS_PER_SECOND


def opponent_of(event: dict[str, Any]) -> str:
    """Whom the person played in a logged game: the seat that is not a person, or PERSON_ID between two."""
    x, o = event.get("x_player", PERSON_ID), event.get("o_player", PERSON_ID)
    return str(o if x == PERSON_ID else x)


class BooksStore:
    """The cabinet's tallies for one session, counted from the event log and saved as they change."""

    def __init__(self, folder: Path, events: EventLog, tell: Callable[[Notice], None], now: Callable[[], str], *,
                 replayed: Books | None = None) -> None:
        """``now``: the wall time as the books write it (``bookkeeping.STAMP_FORMAT``), for a clear."""
        self._now = now
        self._file: KeptState[Books, BooksChanges] = KeptState(
            folder / BOOKS_FILE, BOOKS_FORM, BooksChanges(), tell, replayed=replayed, label=LABEL)
        self._playing: GameKey | None = None  # the game started and not yet ended, as it started
        self._tick = 0  # how long this session has run
        self._counted_ticks = 0  # this session's ticks already added to the books' running time
        #: The books last put in lines, whether a game was in play then, and those lines.
        self._lines: tuple[Books, bool, Language, tuple[Block, ...]] | None = None
        events.listen(self._hear)

    @property
    def books(self) -> Books:
        """The counts as this copy knows them (other copies' saves included)."""
        return self._file.state

    def blocks(self, uptime_ticks: int) -> list[Block]:
        """The operator's bookkeeping page, a heading and its rows a block: upper case, each line at most 36 characters."""
        books, in_play = self.books, self._playing is not None
        said = self._lines
        if said is None or said[0] is not books or said[1:3] != (in_play, current()):
            # Made again only on a change (of the books, or of the language they are said in), not each read.
            self._lines = books, in_play, current(), books_blocks(books, in_play)
        unsaved = max(uptime_ticks - self._counted_ticks, 0) // TICKS_PER_SECOND
        return [*meter_blocks(books, uptime_ticks, unsaved), *self._lines[3]]

    def lines(self, uptime_ticks: int) -> list[str]:
        """The page's lines, one after another."""
        return lines_of(self.blocks(uptime_ticks))

    def run_to(self, tick: int) -> None:
        """The session has run ``tick`` ticks (its running time is saved with the next count, or after a while)."""
        self._tick = tick
        if tick - self._counted_ticks >= RUNNING_SAVE_TICKS:
            self._save_running()

    def clear(self) -> None:
        """Start the tallies again from nothing (in the file too, whatever other copies saved before), stamped now.

        The lifetime meters go on.  The session running is one session since the clear, and a
        game in play goes on: it is counted as started again (on the tallies only), so its end still adds up.
        """
        self._save_running()  # the time before the clear is the old tallies'
        cleared = self._file.changes.clearing(self._now())
        again = cleared.added.with_session(lifetime=False)
        if self._playing is not None:
            again = again.with_game(*self._playing, Fate.STARTED, lifetime=False)
        self._file.change(cleared.adding(again))

    def _save_running(self) -> None:
        """Save the running time not saved yet, if it has reached a second."""
        if self._tick - self._counted_ticks >= TICKS_PER_SECOND:
            self._count(lambda books: books)

    def _count(self, grow: Callable[[Books], Books]) -> None:
        """Save one count, and this session's running time since the last."""
        seconds = max(self._tick - self._counted_ticks, 0) // TICKS_PER_SECOND
        self._counted_ticks += seconds * TICKS_PER_SECOND
        changes = self._file.changes
        self._file.change(changes.adding(grow(changes.added).with_running(seconds)))

    def _hear(self, event: dict[str, Any]) -> None:
        kind = event["event"]
        if kind == "session_start":
            self._count(Books.with_session)
        elif kind == "session_end":
            self._save_running()
        elif kind == "unclean_end":
            self._count(lambda books: books.with_unclean_end(event.get("last_seen")))
        elif kind == "attract_run":
            self._count(Books.with_attract_run)
        elif "cycle" in event:
            return  # the attract mode's games are its show, not play
        elif kind == "game_start":
            self._playing = (str(event.get("chosen", event.get("game"))), opponent_of(event))
            self._count_fate(self._playing, Fate.STARTED)
        elif kind == "game_end" and self._playing is not None:
            self._count_fate(self._playing, Fate.FINISHED)
            self._playing = None
        elif kind == "game_abandoned":
            key, self._playing = self._playing or (str(event.get("game")), opponent_of(event)), None
            self._count_fate(key, Fate.ABANDONED)

    def _count_fate(self, key: GameKey, fate: Fate) -> None:
        self._count(lambda books: books.with_game(*key, fate))
