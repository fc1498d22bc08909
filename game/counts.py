"""Counts kept in the game's files: whole numbers with a bound, which stop at the bound rather than pass it.

Every file the game keeps bounds its counts -- results, bookkeeping, the
hall of fame's streaks, MENACE's games and beads -- and takes a count past
its bound for damage, setting the file aside.  So every path that adds to a
kept count (a game played, two copies' saves merged, MENACE trained or a
version-1 box pooled) adds with ``saturating_add``: a count at its bound
stays there, and nothing the game writes is refused by its own reading.
"""

from __future__ import annotations


def is_count(value: object, limit: int, least: int = 0) -> bool:
    """Whether a value read from JSON is a whole number from ``least`` to ``limit`` (a bool is not)."""
    return isinstance(value, int) and not isinstance(value, bool) and least <= value <= limit


def saturating_add(count: int, more: int, limit: int) -> int:
    """``count + more``, kept from 0 to ``limit``."""
    return max(0, min(limit, count + more))

