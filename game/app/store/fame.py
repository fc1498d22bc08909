"""The session's hall of fame (``ctx.fame``): judging finished games, signing records, the attract table.

The game scene hands each finished game of a sitting to ``judge``; a new
record is logged (``record_set``: opponent, record, value) and waits in
``pending`` while the initials scene asks for initials, and ``sign`` then
logs them (``initials``: initials, opponent, records, how) and saves the
record.  A streak the sitting already holds grows in place, saved at once
and logged as ``record_set`` with its holder's ``initials`` and ``extended``.  The attract mode shows ``table``; the
operator menu empties it all with ``clear``.

The file follows ``KeptState``'s rules.  A replay plays from the hall of
fame its recording started with, in memory, so it asks for initials
exactly where the live session did.  A recording made before the hall of
fame existed carries none: the session it recorded asked for no initials,
so its replay asks for none either (``challenges`` is off).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from pathlib import Path

from game.app.store.event_log import EventLog
from game.app.store.kept_state import KeptState
from game.app.store.settings import Notice
from game.cabinet.hall_of_fame import FAME_FILE, FAME_FORM, FameChanges, FameRow, HallOfFame, Kind, Record, table
from game.cabinet.sitting import Claim, Sitting
from game.language import N_

LABEL = N_("HALL OF FAME")


class InitialsEnd(enum.Enum):
    """How an initials entry ended, as the ``initials`` event says (``how``)."""

    CONFIRMED = "confirmed"  # the player chose them
    TIMED_OUT = "timed_out"  # the entry's time ran out: what was entered is kept
    LEFT = "left"  # the scene was closed before either: what was entered is kept too


@dataclass(frozen=True, slots=True)
class Prompt:
    """Records set by one game, waiting for their holder's initials (with the records they beat, if any)."""

    opponent_id: str
    claims: tuple[Claim, ...]
    beaten: tuple[Record | None, ...]
    sitting: Sitting


class FameStore:
    """The hall of fame for one session."""

    def __init__(self, folder: Path, events: EventLog, tell: Callable[[Notice], None], *,
                 replayed: HallOfFame | None = None, challenges: bool = True) -> None:
        self._file: KeptState[HallOfFame, FameChanges] = KeptState(
            folder / FAME_FILE, FAME_FORM, FameChanges(), tell, replayed=replayed, label=LABEL)
        self._events = events
        self.challenges = challenges
        #: Records waiting for initials (the initials scene's business), or None.
        self.pending: Prompt | None = None

    @property
    def hall(self) -> HallOfFame:
        """The records as this copy knows them (other copies' saves included)."""
        return self._file.state

    def table(self, opponents: Iterable[tuple[str, str]], never_lose: Collection[str] = ()) -> tuple[FameRow, ...]:
        """The table for ``opponents`` (id and display name each; ``never_lose``: those that never lose)."""
        return table(self.hall, opponents, never_lose)

    def judge(self, sitting: Sitting, result: int, own_moves: int | None, *, straight: bool) -> bool:
        """Count a sitting's finished game; True when it set records that now wait for initials (``pending``).

        ``straight``: no move was taken back; a game that was not sets no record (``Sitting.judge``)."""
        if not self.challenges:
            return False
        verdict = sitting.judge(self.hall, result, own_moves, straight=straight)
        opponent_id = sitting.opponent_id
        if verdict.extended is not None:
            record = verdict.extended
            self._events.emit("record_set", opponent=opponent_id, record=Kind.STREAK.value, value=record.value,
                              initials=record.initials, extended=True)
            self._file.change(self._file.changes.with_record(opponent_id, Kind.STREAK, record))
        for claim in verdict.claims:
            self._events.emit("record_set", opponent=opponent_id, record=claim.kind.value, value=claim.value)
        beaten = tuple(self.hall.held(opponent_id, claim.kind) for claim in verdict.claims)
        self.pending = Prompt(opponent_id, verdict.claims, beaten, sitting) if verdict.claims else None
        return self.pending is not None

    def sign(self, initials: str, how: InitialsEnd) -> None:
        """The pending records get their holder's initials, and are saved."""
        prompt, self.pending = self.pending, None
        if prompt is None:
            return
        self._events.emit("initials", initials=initials, opponent=prompt.opponent_id,
                          records=[claim.kind.value for claim in prompt.claims], how=how.value)
        changes = self._file.changes
        for claim in prompt.claims:
            changes = changes.with_record(prompt.opponent_id, claim.kind, Record(initials, claim.value))
            if claim.kind is Kind.STREAK:
                prompt.sitting.hold(initials)
        self._file.change(changes)

    def clear(self) -> None:
        """Empty the hall of fame (in the file too, whatever other copies saved before)."""
        self._file.change(FameChanges(cleared=True))
