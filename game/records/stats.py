"""Results that persist across runs: a tally per opponent, and who started last.

Stored as versioned JSON in the data folder with the rules of
``game/files/storage.py``: validated on load, a damaged file kept as a backup, one
that cannot be read never saved over, and every save merged under a lock
with what is on disk, so two copies of the game on one home both count.
Problems never stop the game; they come back as a message for the player.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from game.values.counts import count_text, is_count
from game.files.kept_json import JsonForm, OtherEntries, Saved, checked_name, load, save
from game.values.seats import PERSON_ID, FirstPlayer
from game.values.tally import Tally
from game.opponents import roster_ids
from game.files.paths import STATS_FILE
from game.language import N_, tr
from game.messages.quoting import quote
from game.files.storage import KeptFile

STATS_VERSION = 1
MAX_COUNT = 10**9  # a count above this is not a real tally but a damaged file; one at it stays there
TALLY_ROOM = 4  # characters a count of a tally takes on screen at most: 9999, 12K, 1G+


@dataclass(frozen=True, slots=True)
class Stats:
    """Every opponent's tally (from the person's side) and who started the last match."""

    tallies: dict[str, Tally] = field(default_factory=dict)
    last_first: FirstPlayer | None = None

    def tally(self, opponent_id: str) -> Tally:
        """The tally against one opponent (zero if never played)."""
        return self.tallies.get(opponent_id, Tally())

    def with_result(self, opponent_id: str, result: int) -> Stats:
        """The stats after one more game against ``opponent_id`` (+1 win, 0 draw, -1 loss), stopping at MAX_COUNT."""
        return replace(self, tallies={**self.tallies, opponent_id: self.tally(opponent_id).add(result, MAX_COUNT)})


def tally_texts(tally: Tally) -> tuple[str, str, str]:
    """Wins, draws and losses as the screens write them: short enough for a panel, marked at ``MAX_COUNT``."""
    wins, draws, losses = (count_text(n, MAX_COUNT, TALLY_ROOM) for n in (tally.wins, tally.draws, tally.losses))
    return wins, draws, losses


def results_text(tally: Tally, *, between_people: bool) -> str:
    """The results kept against an opponent in words: ``YOUR RESULTS: 4 WON  0 DRAWN  1 LOST`` (player 1's
    between two people)."""
    wins, draws, losses = tally_texts(tally)
    # TRANSLATORS: the results kept against the chosen opponent; {wins}, {draws} and {losses} are counts.
    template = (N_("PLAYER 1'S RESULTS: {wins} WON  {draws} DRAWN  {losses} LOST") if between_people
                else N_("YOUR RESULTS: {wins} WON  {draws} DRAWN  {losses} LOST"))
    return tr(template).format(wins=wins, draws=draws, losses=losses)


def stats_from_json(data: object) -> Stats:
    """Validate and convert the JSON form; raise ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") != STATS_VERSION:
        raise ValueError(f"not a version {STATS_VERSION} stats file")
    raw = data.get("tallies")
    if not isinstance(raw, dict):
        raise ValueError("tallies missing")
    tallies = {}
    others = OtherEntries(frozenset((PERSON_ID, *roster_ids())), "opponents")
    for key, counts in raw.items():
        others.count(checked_name(key))
        if not isinstance(counts, dict) or not all(
                is_count(counts.get(k), MAX_COUNT) for k in ("wins", "draws", "losses")):
            raise ValueError(f"bad tally for {quote(key)}")
        tallies[key] = Tally(counts["wins"], counts["draws"], counts["losses"])
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


@dataclass(frozen=True, slots=True)
class StatsChanges:
    """What one copy of the game has to add to the saved stats: a clear, finished games, and who started last.

    A save applies them to the file as it is on disk then, not to this copy's
    old picture of it, so another copy's games saved meanwhile are kept.  A
    clear (the operator's CLEAR RESULTS) empties the tallies first, so results
    cleared stay cleared; who started last is no result, and stays.
    """

    results: tuple[tuple[str, int], ...] = ()  # (opponent id, +1 win / 0 draw / -1 loss), in play order
    last_first: FirstPlayer | None = None  # None: unchanged
    cleared: bool = False  # applied before the results

    def with_result(self, opponent_id: str, result: int) -> StatsChanges:
        """These changes and one more finished game."""
        return replace(self, results=(*self.results, (opponent_id, result)))

    def apply(self, stats: Stats) -> Stats:
        """``stats`` with these changes made."""
        if self.cleared:
            stats = Stats(last_first=stats.last_first)
        for opponent_id, result in self.results:
            stats = stats.with_result(opponent_id, result)
        return replace(stats, last_first=self.last_first) if self.last_first else stats


STATS_FORM: JsonForm[Stats] = JsonForm("results are not being saved", stats_from_json, stats_to_json, Stats)


def load_stats(folder: Path, kept: KeptFile | None = None) -> tuple[Stats, str | None]:
    """The saved stats (or empty ones) and a message if something was wrong with the file.

    ``kept`` is the session's ``KeptFile`` for it, so a file found unreadable stays untouched all session.
    """
    return load(kept or KeptFile(folder / STATS_FILE), STATS_FORM)


def save_stats(folder: Path, changes: StatsChanges, kept: KeptFile | None = None) -> Saved[Stats]:
    """Apply ``changes`` to the stats file as it is now (merging with other copies' saves); never raises."""
    return save(kept or KeptFile(folder / STATS_FILE), STATS_FORM, changes.apply)
