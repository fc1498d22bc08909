"""The roster's measured strengths for the screens, in the order the setup lists them.

The fixed opponents' figures ship with the game (``game.analysis.roster_strength``,
measured by ``tictactoe-magic analyze strengths --write``).  MENACE learns, so once it
has played its figures are measured here from its current boxes: a slice of
the positions each tick (``step``), so no frame stalls, and kept until it
learns again.  Counting positions, not time, keeps a session and its
replay frame for frame alike.  One per session (``session_strengths``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.analysis import Measurement, Strength, weakest_first
from game.analysis.roster_strength import shipped_strengths
from game.app.matches.players import opponent_info
from game.cabinet.hall_of_fame import FameRow
from game.play.match import PERSON_ID
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

    def order(self) -> tuple[str, ...]:
        """Whom a match can be played against: a person first, then the computers weakest first."""
        ids = roster_ids()
        return (PERSON_ID, *weakest_first(ids, {oid: self._known(oid) for oid in ids}))

    def never_lose(self) -> frozenset[str]:
        """The computers measured never to lose (NEVER LOSES: the best adversary wins nothing from either seat)."""
        return frozenset(oid for oid in roster_ids() if self._known(oid).never_loses)


def seat_labels(strength: Strength) -> str:
    """Its label from each seat in plain words: "NEVER LOSES FIRST, EASY SECOND", or once when they agree."""
    first, second = strength.label_as_x.value, strength.label_as_o.value
    if first == second:
        return f"{first} FIRST OR SECOND"
    return f"{first} FIRST, {second} SECOND"


def strength_words(strength: Strength | None) -> tuple[str, str]:
    """Its labels from each seat and, in plain words, what its figures mean; MEASURING... while they are worked out."""
    if strength is None:
        return MEASURING, ""
    x, o = in_100(strength.beaten_as_x), in_100(strength.beaten_as_o)
    if x == o == 0:
        best = "NOT EVEN A PERFECT PLAYER CAN BEAT IT."
    else:
        best = f"A PERFECT PLAYER BEATS IT IN {x} OF 100 GAMES WHEN IT MOVES FIRST, {o} WHEN IT MOVES SECOND."
    return (seat_labels(strength),
            f"{best} IT BEATS RANDOM MOVES {in_100(strength.as_x.x_win)} TIMES IN 100 FIRST, "
            f"{in_100(strength.as_o.o_win)} SECOND.")


def fame_table(ctx: Context) -> tuple[FameRow, ...]:
    """The hall of fame's table as the screens show it: the computers in the setup's order, weakest first."""
    strengths = session_strengths(ctx)
    computers = [oid for oid in strengths.order() if oid != PERSON_ID]
    return ctx.fame.table(((oid, opponent_info(oid)[0]) for oid in computers), strengths.never_lose())


def session_strengths(ctx: Context) -> RosterStrengths:
    """The session's one ``RosterStrengths``, made at its first use."""
    if ctx.strengths is None:
        ctx.strengths = RosterStrengths(ctx.menace_boxes)
    return ctx.strengths
