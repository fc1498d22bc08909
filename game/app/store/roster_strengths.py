"""Each opponent's strength, MENACE's measured from its current boxes a slice a tick, and the weakest-first order.

The fixed opponents' figures ship with the game (``game.analysis.roster_strength``).
MENACE learns, so once it has played its figures are measured from its
current boxes: a slice of the positions each tick (``step``), so no frame
stalls, and kept until it learns again.  Counting positions, not time, keeps
a session and its replay frame for frame alike.
"""

from __future__ import annotations

from game.analysis import Measurement, Strength, weakest_first
from game.analysis.roster_strength import shipped_strengths
from game.engine import Mark
from game.opponents import MenaceSetup, make_opponent, roster_ids
from game.opponents.menace import MenacePlayer
from game.opponents.menace_store import BoxStore
from game.values.seats import PERSON_ID

#: Positions of MENACE's measurement worked out per tick: a few milliseconds of exact arithmetic,
#: so the whole game tree takes about a second and a half of frames.
POSITIONS_PER_TICK = 60


class RosterStrengths:
    """Each opponent's figures and the weakest-first order, MENACE's measured from its current boxes."""

    def __init__(self, boxes: BoxStore | None) -> None:
        self._boxes = boxes
        self._shipped = shipped_strengths()
        self._menace: tuple[int, Strength] | None = None  # (games it had learned, its figures then)
        self._measuring: tuple[int, Measurement] | None = None

    def refresh(self) -> None:
        """Read MENACE's memory and start measuring it again if it has learned since it was last measured."""
        menace = make_opponent(MenacePlayer.id, menace=MenaceSetup(self._boxes))
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
