"""The results that outlive a match: the tallies per opponent, and who started the last match.

``Records`` wraps ``game.records.stats`` for the scenes: the tallies per
opponent, kept from the person's side (player 1's between two people), and
who started the last match, so that "take turns" alternates across runs.
The file follows ``game.files.storage``'s rules: a damaged file is kept as a
backup and the game starts a new tally; a file that cannot be read, or a
folder that cannot be written, is reported once a session and the game
plays on without saving; every save merges with what another copy of the
game may have saved meanwhile.  A replay saves nothing: its
games were counted when they were played.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.app.store.kept_state import KeptState, unreadable_screen
from game.app.store.settings import Notice
from game.engine import Mark
from game.files import paths
from game.play.match import Match
from game.values.seats import FirstPlayer, PERSON_ID
from game.values.tally import Tally
from game.records.stats import STATS_FILE, STATS_FORM, Stats, StatsChanges
from game.language import N_

RESULTS_LABEL = N_("RESULTS")  # how the player's messages name the results file
#: What the player reads when the results file is there but cannot be read.
UNREADABLE_RESULTS = unreadable_screen(RESULTS_LABEL)


def opponent_key(match: Match) -> str:
    """The id a match's results are tallied under: the away seat's opponent, or PERSON_ID."""
    return match.seats[1].opponent_id or PERSON_ID


class Records:
    """The saved results for one session: loaded once, and each change merged into the file at once.

    One per session (``session_records``), so that a problem with the file is
    told once, not at every scene.  ``stats`` is what the panels show: the
    file as last read or saved -- other copies' games included -- plus this
    copy's changes not yet saved (all of them, when saving is off).  A replay
    starts from the results its recording started with, kept in memory: the
    file has moved on since (or belongs to another machine), and its games
    were counted live.
    """

    def __init__(self, tell: Callable[[Notice], None], replayed: Stats | None) -> None:
        self._file: KeptState[Stats, StatsChanges] = KeptState(
            paths.data_dir() / STATS_FILE, STATS_FORM, StatsChanges(), tell, replayed=replayed, label=RESULTS_LABEL)

    @property
    def stats(self) -> Stats:
        """The results as this copy knows them (worked out at each change, not at each frame that shows them)."""
        return self._file.state

    @property
    def saving(self) -> bool:
        """Whether changes are written to the file (not in a replay, nor over a file that could not be read)."""
        return self._file.saving

    def tally(self, key: str) -> Tally:
        """Wins, draws and losses against one opponent, from the person's side."""
        return self.stats.tally(key)

    def started(self, match: Match) -> None:
        """Remember who holds X in the game just started, for the next "take turns"."""
        first = FirstPlayer.YOU if match.mark_of(0) is Mark.X else FirstPlayer.COMPUTER
        if first is not self.stats.last_first:
            self._file.change(replace(self._file.changes, last_first=first))

    def clear(self) -> None:
        """Forget every tally (in the file too, whatever other copies saved before): the operator's CLEAR RESULTS."""
        self._file.change(StatsChanges(cleared=True, last_first=self._file.changes.last_first))

    def finished(self, match: Match) -> None:
        """Count the finished game for the home seat against the match's opponent."""
        result = match.home_result()
        if result is not None:
            self._file.change(self._file.changes.with_result(opponent_key(match), result))
