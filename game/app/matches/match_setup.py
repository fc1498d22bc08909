"""Starting a match from the player's choices, and the results that outlive it.

The setup screen and ``--scene tictactoe`` (and its siblings) both start a
match here, from the same three settings: the opponent (a roster id, or
``PERSON_ID`` for a friend on the same machine), who moves first, and the
game.  ``Records`` wraps ``game.records.stats`` for the scenes: the tallies per
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

from dataclasses import replace
from typing import TYPE_CHECKING

from game.files import paths
from game.app.matches.players import opponent_info
from game.app.store.kept_state import KeptState, unreadable_screen
from game.engine import Mark
from game.play.match import Match, Seat, resolve_first
from game.values.seats import PERSON_ID, FirstPlayer
from game.values.tally import Tally
from game.records.stats import STATS_FILE, STATS_FORM, Stats, StatsChanges

if TYPE_CHECKING:
    from game.app.shell.context import Context

YOU = "YOU"
RESULTS_LABEL = "RESULTS"  # how the player's messages name the results file
#: What the player reads when the results file is there but cannot be read.
UNREADABLE_RESULTS = unreadable_screen(RESULTS_LABEL)
PLAYER_NAMES = ("PLAYER 1", "PLAYER 2")  # two people: the home seat and the away seat
MATCH_SEED_LIMIT = 2**32  # each match's seed is drawn below this from the session's rng


def seats_for(opponent_id: str) -> tuple[Seat, Seat]:
    """The home and away seats against an opponent id (or a person, who plays with pad 2)."""
    if opponent_id == PERSON_ID:
        return Seat(PLAYER_NAMES[0], None, 0), Seat(PLAYER_NAMES[1], None, 1)
    return Seat(YOU), Seat(opponent_info(opponent_id)[0], opponent_id)


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

    def __init__(self, ctx: Context) -> None:
        self._file: KeptState[Stats, StatsChanges] = KeptState(
            paths.data_dir() / STATS_FILE, STATS_FORM, StatsChanges(), ctx.tell,
            replayed=None if ctx.replayed is None else ctx.replayed.stats, label=RESULTS_LABEL)

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


def session_records(ctx: Context) -> Records:
    """The session's one ``Records``, made at its first use."""
    if ctx.records is None:
        ctx.records = Records(ctx)
    return ctx.records


def tally_shown(ctx: Context, records: Records, match: Match) -> Tally:
    """The tally a game's panels show, from the home seat's side.

    In kiosk mode it is the sitting's own -- this match's games, the first
    and every rematch -- so each customer starts at nothing and reads only
    their own games; at home it is the results kept against this opponent,
    the family's.
    """
    return match.tally if ctx.kiosk else records.tally(opponent_key(match))


def new_match(ctx: Context, records: Records) -> Match:
    """A match against the chosen opponent, the first player resolved, seeded from the session."""
    settings = ctx.config
    home, away = seats_for(settings.opponent)
    first = resolve_first(settings.first_player, records.stats.last_first)
    return Match(home, away, first=first, seed=ctx.rng.randrange(MATCH_SEED_LIMIT), boxes=ctx.menace_boxes,
                 menace_resigns=settings.menace_resigns)
