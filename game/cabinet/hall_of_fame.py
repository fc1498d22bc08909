"""The hall of fame: per opponent, the longest unbeaten streak against it and the quickest win.

Records players can chase, one pair per roster opponent (games between two
people hold none):

* STREAK: the most games in a row, in one sitting, that the person did not
  lose (wins and draws both count; a loss ends the run).  A streak is a
  record only from ``STREAK_FLOOR`` games on, so a first game against an
  empty table does not ask for initials.
* QUICKEST: the win with the fewest of the person's own moves (three is the
  least a win takes).  A win is a record only within ``QUICKEST_CEILING``
  moves: a win on the person's fifth move fills the board, the slowest win
  there is.

A new record must be strictly better than the one held; a tie leaves the
holder in place.  Each record keeps its holder's three initials.

Kept as ``hall_of_fame.json`` in the data folder by the rules of
``game.files.kept_json`` (and so of ``game.files.storage``).  A save applies this copy's
changes (``FameChanges``) to the file as it is then, keeping the better
record per opponent and kind, so two copies of the game lose nothing; a
clear is a change too, so the records it removed never come back with a
later save.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.cabinet.initials import valid_initials
from game.values.counts import count_text, is_count
from game.files.kept_json import JsonForm, OtherEntries, checked_name
from game.opponents import roster_ids
from game.files.paths import FAME_FILE
from game.messages.quoting import quote
from game.language import N_, tr

FAME_VERSION = 1
STREAK_FLOOR = 3  # the fewest unbeaten games in a row that make a record
QUICKEST_CEILING = 4  # the most of the person's own moves a record win may take
FEWEST_WINNING_MOVES = 3  # no win takes fewer of the winner's moves
MOST_WINNING_MOVES = 5  # nor more: the fifth fills the board
MAX_STREAK = 10**9  # a streak above this is not a real one but a damaged file; a sitting's stops here
STREAK_ROOM = 4  # characters a streak takes in words: the longest line, against CALCULATOR, stays on screen


class Kind(enum.Enum):
    """The two records kept per opponent."""

    STREAK = "streak"
    QUICKEST = "quickest"

    def better(self, value: int, than: int | None) -> bool:
        """Whether ``value`` would be a record of this kind where ``than`` is held (None: nothing yet)."""
        if self is Kind.STREAK:
            return value >= STREAK_FLOOR and (than is None or value > than)
        return FEWEST_WINNING_MOVES <= value <= QUICKEST_CEILING and (than is None or value < than)

    def valid(self, value: object) -> bool:
        """Whether a saved value could be a record of this kind."""
        if self is Kind.STREAK:
            return is_count(value, MAX_STREAK, least=1)
        return is_count(value, MOST_WINNING_MOVES, least=FEWEST_WINNING_MOVES)

    @property
    def title(self) -> str:
        """The record's name on the screens: ``LONGEST UNBEATEN RUN``, ``QUICKEST WIN``."""
        return N_("LONGEST UNBEATEN RUN") if self is Kind.STREAK else N_("QUICKEST WIN")

    def amount(self, value: int) -> str:
        """A value with its unit, in the language in use: ``5 GAMES`` (a streak written short at its bound, ``1G+``),
        ``3 MOVES``."""
        if self is Kind.STREAK:
            # TRANSLATORS: a record: how many games in a row were not lost ({count}: a number, or 1G+ at its bound).
            return tr("{count} GAMES").format(count=count_text(value, MAX_STREAK, STREAK_ROOM))
        # TRANSLATORS: a record: how many moves a win took.
        return tr("{count} MOVES").format(count=value)

    def describe(self, value: int, opponent: str) -> str:
        """The record in words for the screen: ``QUICKEST WIN VS PERFECT: 3 MOVES``."""
        # TRANSLATORS: a record ({title}: LONGEST UNBEATEN RUN or QUICKEST WIN), against whom, and its amount.
        return tr("{title} VS {opponent}: {amount}").format(title=tr(self.title), opponent=tr(opponent),
                                                          amount=self.amount(value))


@dataclass(frozen=True, slots=True)
class Record:
    """One record: its holder's initials and its value (games for a streak, moves for a win)."""

    initials: str
    value: int


@dataclass(frozen=True, slots=True)
class HallOfFame:
    """Every opponent's records, by opponent id and kind."""

    records: Mapping[str, Mapping[Kind, Record]] = field(default_factory=dict)

    def held(self, opponent_id: str, kind: Kind) -> Record | None:
        """The record of this kind against an opponent, if anyone holds one."""
        return self.records.get(opponent_id, {}).get(kind)

    def beaten_by(self, opponent_id: str, kind: Kind, value: int) -> bool:
        """Whether ``value`` would set a new record of this kind against the opponent."""
        held = self.held(opponent_id, kind)
        return kind.better(value, None if held is None else held.value)

    def with_record(self, opponent_id: str, kind: Kind, record: Record) -> HallOfFame:
        """The hall with ``record`` in it if it beats the one held (else unchanged)."""
        if not self.beaten_by(opponent_id, kind, record.value):
            return self
        mine = {**self.records.get(opponent_id, {}), kind: record}
        return replace(self, records={**self.records, opponent_id: mine})

    @property
    def empty(self) -> bool:
        """Whether no one holds any record yet."""
        return not any(self.records.values())


@dataclass(frozen=True, slots=True)
class FameRow:
    """One line of the hall of fame's table: an opponent's name, its two records, and whether it never loses."""

    name: str
    streak: Record | None
    quickest: Record | None
    never_loses: bool = False  # measured so: no quickest win can ever be set against it

    def held(self, kind: Kind) -> Record | None:
        """This row's record of a kind."""
        return self.streak if kind is Kind.STREAK else self.quickest


def table(fame: HallOfFame, opponents: Iterable[tuple[str, str]],
          never_lose: Collection[str] = ()) -> tuple[FameRow, ...]:
    """The table for ``opponents`` (id and display name each), in their order, empty records included.

    ``never_lose``: the ids of opponents measured never to lose, whose quickest win stays empty for good.
    """
    return tuple(FameRow(name, fame.held(oid, Kind.STREAK), fame.held(oid, Kind.QUICKEST), oid in never_lose)
                 for oid, name in opponents)


# -- the file ------------------------------------------------------------------------------------


def fame_from_json(data: object) -> HallOfFame:
    """Validate and convert the JSON form; raise ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") != FAME_VERSION:
        raise ValueError(f"not a version {FAME_VERSION} hall of fame")
    raw = data.get("records")
    if not isinstance(raw, dict):
        raise ValueError("records missing")
    records: dict[str, dict[Kind, Record]] = {}
    others = OtherEntries(frozenset(roster_ids()), "opponents")
    for opponent_id, kinds in raw.items():
        others.count(checked_name(opponent_id))
        if not isinstance(kinds, dict):
            raise ValueError(f"bad records for {quote(opponent_id)}")
        mine: dict[Kind, Record] = {}
        for name, held in kinds.items():
            kind = next((k for k in Kind if k.value == name), None)
            if kind is None or not isinstance(held, dict):
                raise ValueError(f"bad record {quote(name)} for {quote(opponent_id)}")
            initials, value = held.get("initials"), held.get("value")
            if not valid_initials(initials) or not kind.valid(value):
                raise ValueError(f"bad {kind.value} record for {quote(opponent_id)}")
            assert isinstance(initials, str) and isinstance(value, int)  # valid_initials and valid say so
            mine[kind] = Record(initials, value)
        if mine:
            records[opponent_id] = mine
    return HallOfFame(records)


def fame_to_json(fame: HallOfFame) -> dict[str, Any]:
    """The JSON form."""
    return {
        "version": FAME_VERSION,
        "records": {
            opponent_id: {kind.value: {"initials": r.initials, "value": r.value} for kind, r in sorted(
                kinds.items(), key=lambda item: item[0].value)}
            for opponent_id, kinds in sorted(fame.records.items()) if kinds
        },
    }


FAME_FORM: JsonForm[HallOfFame] = JsonForm("the hall of fame is not being saved", fame_from_json, fame_to_json, HallOfFame)


@dataclass(frozen=True, slots=True)
class FameChanges:
    """What one copy of the game has to add to the saved hall of fame: records set, after a clear or not.

    A save applies them to the file as it is on disk then: a clear empties
    it first (so records cleared stay cleared), then each record goes in
    where it still beats the one held (another copy may have set a better one meanwhile).
    """

    cleared: bool = False
    records: tuple[tuple[str, Kind, Record], ...] = ()  # (opponent id, kind, record), in the order set

    def with_record(self, opponent_id: str, kind: Kind, record: Record) -> FameChanges:
        """These changes and one more record."""
        return replace(self, records=(*self.records, (opponent_id, kind, record)))

    def apply(self, fame: HallOfFame) -> HallOfFame:
        """``fame`` with these changes made."""
        if self.cleared:
            fame = HallOfFame()
        for opponent_id, kind, record in self.records:
            fame = fame.with_record(opponent_id, kind, record)
        return fame
