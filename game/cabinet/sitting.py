"""One sitting against an opponent, judged against the hall of fame after each game.

A sitting is one game screen with its match: the first game and every
rematch after it, until the player leaves.  It counts the games in a row
the person has not lost (the streak; a loss sets it back to nothing) and
says, after each game, which records it claims (``Claim``) and so which
need initials.  Once the sitting's streak is a record, its holder is known
(``hold``): each further unbeaten game of the same run raises that record
in place (``Verdict.extended``) without asking for initials again.

Only a game played straight counts (house rule 8): one with a move taken
back sets no record and ends the run, as a loss does, so no streak carries
a taken-back game inside it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cabinet.hall_of_fame import MAX_STREAK, HallOfFame, Kind, Record
from game.values.counts import saturating_add


@dataclass(frozen=True, slots=True)
class Claim:
    """A record a finished game sets: its kind and value, waiting for initials."""

    kind: Kind
    value: int

    def words(self, opponent: str) -> str:
        """The record against ``opponent`` (its name) in words for the screen."""
        return self.kind.describe(self.value, opponent)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one finished game did to the hall of fame."""

    claims: tuple[Claim, ...] = ()  # new records, each to be signed with initials
    extended: Record | None = None  # the sitting's own streak record, raised by this game (already signed)


@dataclass(slots=True)
class Sitting:
    """The run of games against one opponent on one game screen."""

    opponent_id: str
    streak: int = 0  # games in a row not lost, up to the last one (at most MAX_STREAK)
    holder: str | None = None  # the initials holding the streak record this run set, once signed

    def judge(self, fame: HallOfFame, result: int, own_moves: int | None, *, straight: bool = True) -> Verdict:
        """Count a finished game (+1 won, 0 drawn, -1 lost) and say what it sets.

        ``own_moves``: the person's moves in a win made on the board; None for a
        win the opponent resigned, which extends a streak but is no quickest win.
        ``straight``: no move of the game was taken back; a game that was not sets nothing and ends the run.
        """
        if result < 0 or not straight:
            self.streak, self.holder = 0, None
            return Verdict()
        self.streak = saturating_add(self.streak, 1, MAX_STREAK)  # the hall of fame keeps no longer streak
        claims: list[Claim] = []
        extended = None
        if fame.beaten_by(self.opponent_id, Kind.STREAK, self.streak):
            if self.holder is None:
                claims.append(Claim(Kind.STREAK, self.streak))
            else:
                extended = Record(self.holder, self.streak)
        else:
            self.holder = None  # someone else holds a better streak now (another copy, say): a new run must beat it
        if result > 0 and own_moves is not None and fame.beaten_by(self.opponent_id, Kind.QUICKEST, own_moves):
            claims.append(Claim(Kind.QUICKEST, own_moves))
        return Verdict(tuple(claims), extended)

    def hold(self, initials: str) -> None:
        """The streak this run claimed was signed with ``initials``: further games raise it in their name."""
        self.holder = initials
