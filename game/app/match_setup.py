"""Starting a match from the player's choices, and the results that outlive it.

The setup screen and ``--scene tictactoe`` (and its siblings) both start a
match here, from the same three settings: the opponent (a roster id, or
``PERSON_ID`` for a friend on the same machine), who moves first, and the
game.  ``Records`` wraps ``game.stats`` for the scenes: the tallies per
opponent, kept from the person's side (player 1's between two people), and
who started the last match, so that "take turns" alternates across runs.
The files follow the settings' rules: a bad file is kept as a backup and
the game starts a new tally; a folder that cannot be written is reported
once and the game plays on without saving.  A replay saves nothing: its
games were counted when they were played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import paths
from game.engine import Mark
from game.match import PERSON_ID, FirstPlayer, Match, Seat, Tally, resolve_first
from game.stats import Stats, load_stats, save_stats

from .players import opponent_info
from .settings import Notice

if TYPE_CHECKING:
    from .context import Context

YOU = "YOU"
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
    """The saved results, loaded once per scene and saved after every change."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._folder = paths.data_dir()
        self.stats, problem = load_stats(self._folder)
        if problem:
            ctx.tell(Notice("RESULTS FILE UNREADABLE: STARTING A NEW TALLY", problem))
        self.saving = not ctx.replaying

    def tally(self, key: str) -> Tally:
        """Wins, draws and losses against one opponent, from the person's side."""
        return self.stats.tally(key)

    def started(self, match: Match) -> None:
        """Remember who holds X in the game just started, for the next "take turns"."""
        first = FirstPlayer.YOU if match.mark_of(0) is Mark.X else FirstPlayer.COMPUTER
        if first is not self.stats.last_first:
            self._save(Stats(self.stats.tallies, first))

    def finished(self, match: Match) -> None:
        """Count the finished game for the home seat against the match's opponent."""
        result = match.home_result()
        if result is not None:
            self._save(self.stats.with_result(opponent_key(match), result))

    def _save(self, stats: Stats) -> None:
        self.stats = stats
        if not self.saving:
            return
        problem = save_stats(self._folder, stats)
        if problem:
            self.saving = False
            self._ctx.tell(Notice("CANNOT SAVE RESULTS: THEY LAST UNTIL YOU QUIT", problem))


def new_match(ctx: Context, records: Records) -> Match:
    """A match against the chosen opponent, the first player resolved, seeded from the session."""
    settings = ctx.config
    home, away = seats_for(settings.opponent)
    first = resolve_first(settings.first_player, records.stats.last_first)
    return Match(home, away, first=first, seed=ctx.rng.randrange(MATCH_SEED_LIMIT), persist=not ctx.replaying)
