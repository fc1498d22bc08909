"""Results that persist across runs: a tally per opponent, and who started last.

Stored as versioned JSON in the data folder with the rules of
``game/storage.py``: validated on load, written atomically, an unreadable
file kept as a backup.  Problems never stop the game; they come back as a
message for the player.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from .match import FirstPlayer, Tally
from .storage import StorageError, load_json, set_aside, write_json_atomic

STATS_FILE = "stats.json"
STATS_VERSION = 1
MAX_COUNT = 10**9  # a count above this is not a real tally but a damaged file


@dataclass(frozen=True, slots=True)
class Stats:
    """Every opponent's tally (from the person's side) and who started the last match."""

    tallies: dict[str, Tally] = field(default_factory=dict)
    last_first: FirstPlayer | None = None

    def tally(self, opponent_id: str) -> Tally:
        """The tally against one opponent (zero if never played)."""
        return self.tallies.get(opponent_id, Tally())

    def with_result(self, opponent_id: str, result: int) -> Stats:
        """The stats after one more game against ``opponent_id`` (+1 win, 0 draw, -1 loss)."""
        return replace(self, tallies={**self.tallies, opponent_id: self.tally(opponent_id).add(result)})


def _valid_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def stats_from_json(data: object) -> Stats:
    """Validate and convert the JSON form; raise ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") != STATS_VERSION:
        raise ValueError(f"not a version {STATS_VERSION} stats file")
    raw = data.get("tallies")
    if not isinstance(raw, dict):
        raise ValueError("tallies missing")
    tallies = {}
    for key, counts in raw.items():
        if not isinstance(counts, dict) or not all(_valid_count(counts.get(k)) for k in ("wins", "draws", "losses")):
            raise ValueError(f"bad tally for {key!r}")
        tallies[str(key)] = Tally(counts["wins"], counts["draws"], counts["losses"])
    last = data.get("last_first")
    if last is not None and last not in ("you", "computer"):
        raise ValueError("bad last_first")
    return Stats(tallies, FirstPlayer(last) if last else None)


def stats_to_json(stats: Stats) -> dict:
    """The JSON form."""
    return {
        "version": STATS_VERSION,
        "tallies": {k: {"wins": t.wins, "draws": t.draws, "losses": t.losses} for k, t in sorted(stats.tallies.items())},
        "last_first": stats.last_first.value if stats.last_first else None,
    }


def load_stats(folder: Path) -> tuple[Stats, str | None]:
    """The saved stats (or empty ones) and a message if something was wrong with the file."""
    path = folder / STATS_FILE
    result = load_json(path)
    if result.data is None:
        return Stats(), result.problem
    try:
        return stats_from_json(result.data), None
    except ValueError as err:
        return Stats(), set_aside(path, str(err)).problem


def save_stats(folder: Path, stats: Stats) -> str | None:
    """Save atomically; return a message instead of raising if it cannot be saved."""
    try:
        write_json_atomic(folder / STATS_FILE, stats_to_json(stats))
    except StorageError as err:
        return f"{err}; results are not being saved"
    return None
