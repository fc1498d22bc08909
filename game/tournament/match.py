"""One match between two roster opponents, on the fastest path that can play it.

The batch path plays any pair of non-learning opponents; a learner can only
be played by the scalar path, so ``PlayPath.AUTO`` falls back to it and says why
in the report's note.  Games per second count the play only: building an
opponent's tables is timed separately (``setup_seconds``), as it is paid
once per opponent, not per game.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass, field

from game.opponents import Opponent, make_opponent

from .batch import pair_tables, play_batch
from .move_tables import LearnerError, MoveTable, move_table
from .positions import position_graph
from .scalar import play_scalar
from .results import ResultCounts


class PlayPath(enum.Enum):
    """Which player of games runs a match."""

    AUTO = "auto"  # batch when both opponents can be tabulated, else scalar
    BATCH = "batch"
    SCALAR = "scalar"


@dataclass(frozen=True, slots=True)
class MatchReport:
    """What a match produced, and how fast."""

    x_id: str
    o_id: str
    seed: int
    tally: ResultCounts
    path: PlayPath  # the path that actually played (never AUTO)
    seconds: float  # playing time
    setup_seconds: float = 0.0  # table building, not counted in the rate
    note: str | None = None  # why AUTO chose the scalar path, if it did

    @property
    def games_per_second(self) -> float:
        """Games played per second of play."""
        return self.tally.games / self.seconds if self.seconds > 0 else float("inf")

    def as_dict(self) -> dict[str, int | float]:
        """The JSON form of ``tictactoe-magic tournament X_ID O_ID --json``."""
        return {
            "games": self.tally.games,
            "x_win": self.tally.x_win,
            "o_win": self.tally.o_win,
            "draw": self.tally.draw,
            "games_per_second": self.games_per_second,
        }


@dataclass(slots=True)
class TableCache:
    """Each opponent's move table, built the first time a match needs it."""

    tables: dict[str, MoveTable] = field(default_factory=dict)

    def get(self, opponent: Opponent) -> MoveTable:
        """The table of this opponent (raises LearnerError for a learner)."""
        if opponent.id not in self.tables:
            self.tables[opponent.id] = move_table(opponent, position_graph())
        return self.tables[opponent.id]


def batch_refusal(x: Opponent, o: Opponent) -> str | None:
    """Why the batch path cannot play this pair, or None if it can."""
    learners = sorted({opp.id for opp in (x, o) if opp.learns})
    if not learners:
        return None
    return f"{' and '.join(learners)} learns as it plays, so the batch path cannot play it"


def run_match(
    x_id: str,
    o_id: str,
    games: int,
    seed: int,
    path: PlayPath = PlayPath.AUTO,
    cache: TableCache | None = None,
) -> MatchReport:
    """Play ``games`` games of ``x_id`` (X) against ``o_id`` (O) with fresh opponents."""
    x, o = make_opponent(x_id), make_opponent(o_id)
    refusal = batch_refusal(x, o)
    if path is PlayPath.BATCH and refusal:
        raise LearnerError(refusal)
    if path is PlayPath.SCALAR or refusal:
        start = time.perf_counter()
        tally = play_scalar(x, o, games, seed)
        seconds = time.perf_counter() - start
        note = f"{refusal}: played one game after another" if refusal else None
        return MatchReport(x_id, o_id, seed, tally, PlayPath.SCALAR, seconds, note=note)
    cache = cache if cache is not None else TableCache()
    start = time.perf_counter()
    tables = pair_tables(cache.get(x), cache.get(o))
    setup = time.perf_counter() - start
    start = time.perf_counter()
    tally = play_batch(tables, games, seed)
    seconds = time.perf_counter() - start
    return MatchReport(x_id, o_id, seed, tally, PlayPath.BATCH, seconds, setup)
