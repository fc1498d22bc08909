"""The 3x3 game's hall of fame: each finished game of a sitting judged, and a new record's initials entry timed.

Only one person against a roster opponent sits for records
(``game.cabinet.sitting``).  A game that sets one leaves its final board
on show for ``RECORD_HOLD_TICKS`` before the initials entry covers it (no
key skips it); left meanwhile, the record stands unsigned (``???``), never
with another player's initials.  A game with a move taken back sets no
record, and the person's panel says so until the next game (``no_record``).
"""

from __future__ import annotations

from game.app.store.fame import InitialsEnd
from game.cabinet.initials import UNSIGNED
from game.cabinet.sitting import Sitting
from game.play.match import Match

#: A game that set a record stays on show this long (1.5 s), its winning line and result, before the initials
#: entry covers it; the REMATCH / MENU choice waits as long, so no key can skip it.
RECORD_HOLD_TICKS = 90


class RecordWatch:
    """One game screen's sitting before the hall of fame (``ctx.fame``), and the initials entry it waits to open."""

    def __init__(self, match: Match) -> None:
        home, away = match.seats
        self.sitting = Sitting(away.opponent_id) if home.is_person and away.opponent_id is not None else None
        self.due: int | None = None  # the tick a record's initials entry opens, while one waits
        self.no_record = False  # the game just finished could have set a record but a move was taken back: it set none

    def judge(self, fame, match: Match, tick: int) -> bool:
        """Put the finished game before the hall of fame; True when a new record will ask for initials."""
        result = match.home_result()
        if self.sitting is None or result is None:
            return False
        board, mark = match.board, match.mark_of(0)
        # A win by resignation made no line: it keeps a streak going but is no quickest win.
        own_moves = None if match.resigned else sum(1 for square in board.moves if board.mark_at(square) is mark)
        self.no_record = match.undone and fame.challenges
        if not fame.judge(self.sitting, result, own_moves, straight=not match.undone):
            return False
        self.due = tick + RECORD_HOLD_TICKS  # the final board first; then the entry
        return True

    def hold(self, tick: int) -> int:
        """Ticks to run until the initials entry is open (0: none waits); it opens in the update of its tick."""
        return 0 if self.due is None else max(0, self.due - tick + 1)

    def opens(self, tick: int) -> bool:
        """Whether the initials entry opens now (once)."""
        if self.due is None or tick < self.due:
            return False
        self.due = None
        return True

    def leave(self, fame) -> None:
        """The screen is left: a record still waiting for its initials stands unsigned."""
        if self.due is not None:
            self.due = None
            fame.sign(UNSIGNED, InitialsEnd.LEFT)
