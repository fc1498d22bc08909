"""The roster's measured strengths for the screens, in the order the setup lists them.

Every figure and label shown is read from one table, the opponent's
``Strength``, for the seat the player faces in the match's first game
(``facing``; rematches swap): the label, the order weakest first, and the
figures in words, each named for what it is.  The best adversary is not
``perfect`` (which plays safe, not to exploit), so the words call it
"someone who knows how it plays", never a perfect player.

The fixed opponents' figures ship with the game (``game.analysis.roster_strength``,
measured by ``tictactoe-magic analyze strengths --write``).  MENACE learns, so once it
has played its figures are measured here from its current boxes: a slice of
the positions each tick (``step``), so no frame stalls, and kept until it
learns again.  Counting positions, not time, keeps a session and its
replay frame for frame alike.  One per session (``session_strengths``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from game.analysis import Measurement, Strength, weakest_first
from game.analysis.roster_strength import shipped_strengths
from game.app.matches.match_setup import session_records
from game.app.matches.players import opponent_info
from game.cabinet.hall_of_fame import FameRow
from game.engine import Mark
from game.play.match import resolve_first
from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents import make_opponent, roster_ids
from game.opponents.base import in_100
from game.opponents.menace import MenacePlayer
from game.opponents.menace_store import BoxStore

if TYPE_CHECKING:
    from game.app.shell.context import Context

#: Positions of MENACE's measurement worked out per tick: a few milliseconds of exact arithmetic,
#: so the whole game tree takes about a second and a half of frames.
POSITIONS_PER_TICK = 60
MEASURING = "MEASURING..."
#: The seat a computer plays, as the player reads it: X moves first.
SEAT_WORDS = {Mark.X: "WHEN IT GOES FIRST", Mark.O: "WHEN YOU GO FIRST"}
UNBEATEN_WORDS = "NOBODY CAN BEAT IT."
ALWAYS_BEATEN_WORDS = "SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT EVERY TIME."
BEATEN_WORDS = "SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT {n} TIMES IN 100."
RANDOM_WORDS = "IT BEATS A PLAYER WHO MOVES AT RANDOM {n} TIMES IN 100."


class RosterStrengths:
    """Each opponent's figures and the weakest-first order, MENACE's measured from its current boxes."""

    def __init__(self, boxes: BoxStore | None) -> None:
        self._boxes = boxes
        self._shipped = shipped_strengths()
        self._menace: tuple[int, Strength] | None = None  # (games it had learned, its figures then)
        self._measuring: tuple[int, Measurement] | None = None

    def refresh(self) -> None:
        """Read MENACE's memory and start measuring it again if it has learned since it was last measured."""
        menace = make_opponent(MenacePlayer.id, boxes=self._boxes)
        games = menace.games
        known = self._menace[0] if self._menace else 0  # untrained: the shipped figures are its own
        under_way = self._measuring[0] if self._measuring else None
        if games != known and games != under_way:
            self._measuring = (games, Measurement(menace))

    def step(self) -> None:
        """Work out one tick's share of MENACE's measurement, if one is under way."""
        if self._measuring is None:
            return
        games, measurement = self._measuring
        result = measurement.step(POSITIONS_PER_TICK)
        if result is not None:
            self._menace, self._measuring = (games, result), None

    def of(self, opponent_id: str) -> Strength | None:
        """An opponent's figures; None for a person, and for MENACE while it is being measured."""
        if opponent_id == MenacePlayer.id:
            if self._measuring is not None:
                return None
            if self._menace is not None:
                return self._menace[1]
        return self._shipped.get(opponent_id)

    def _known(self, opponent_id: str) -> Strength:
        """The figures to sort by: MENACE's last ones while it is measured again."""
        if opponent_id == MenacePlayer.id and self._menace is not None:
            return self._menace[1]
        return self._shipped[opponent_id]

    def order(self, mark: Mark | None = None) -> tuple[str, ...]:
        """Whom a match can be played against: a person first, then the computers weakest first.

        ``mark``: the one the computer plays, so the order is that seat's; None orders by both seats.
        """
        ids = roster_ids()
        return (PERSON_ID, *weakest_first(ids, {oid: self._known(oid) for oid in ids}, mark))

    def never_lose(self) -> frozenset[str]:
        """The computers measured never to lose (NEVER LOSES: the best adversary wins nothing from either seat)."""
        return frozenset(oid for oid in roster_ids() if self._known(oid).never_loses)


def facing(ctx: Context, first: FirstPlayer) -> Mark:
    """The mark a computer plays in the first game of the next match, with ``first`` as the setting."""
    return Mark.O if resolve_first(first, session_records(ctx).stats.last_first) is FirstPlayer.YOU else Mark.X


def beaten_words(beaten: Fraction) -> str:
    """The best adversary's chance of winning, in words: never, every time, or so many times in 100 (1 to 99)."""
    if beaten == 0:
        return UNBEATEN_WORDS
    if beaten == 1:
        return ALWAYS_BEATEN_WORDS
    return BEATEN_WORDS.format(n=min(99, max(1, in_100(beaten))))


def strength_words(strength: Strength | None, mark: Mark) -> tuple[str, str]:
    """Its label when it plays ``mark``, and that seat's figures in plain words; MEASURING... while they are worked out."""
    if strength is None:
        return MEASURING, ""
    return (f"{strength.label_in(mark).value} {SEAT_WORDS[mark]}",
            f"{beaten_words(strength.beaten_in(mark))} {RANDOM_WORDS.format(n=in_100(strength.beats_random_in(mark)))}")


def fame_table(ctx: Context) -> tuple[FameRow, ...]:
    """The hall of fame's table as the screens show it: the computers weakest first by both seats."""
    strengths = session_strengths(ctx)
    computers = [oid for oid in strengths.order() if oid != PERSON_ID]
    return ctx.fame.table(((oid, opponent_info(oid)[0]) for oid in computers), strengths.never_lose())


def session_strengths(ctx: Context) -> RosterStrengths:
    """The session's one ``RosterStrengths``, made at its first use."""
    if ctx.strengths is None:
        ctx.strengths = RosterStrengths(ctx.menace_boxes)
    return ctx.strengths
