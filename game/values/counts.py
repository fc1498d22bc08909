"""Counts kept in the game's files: whole numbers with a bound, which stop at the bound rather than pass it.

Every file the game keeps bounds its counts -- results, bookkeeping, the
hall of fame's streaks, MENACE's games and beads -- and takes a count past
its bound for damage, setting the file aside.  So every path that adds to a
kept count (a game played, two copies' saves merged, MENACE trained or a
version-1 box pooled) adds with ``saturating_add``: a count at its bound
stays there, and nothing the game writes is refused by its own reading.
The screens that show such a count write it short enough for their
columns and mark it at its bound (``count_text``): ``1G+``, a billion or
more, explained on the operator's page by ``LIMIT_LEGEND``.
"""

from __future__ import annotations

LIMIT_MARK = "+"  # after a count that stands at its bound: "that many or more", it grows no more
LIMIT_LEGEND = f"{LIMIT_MARK} AT ITS LIMIT: COUNTS NO HIGHER"  # 32 characters: fits the operator page's lines
UNITS = ((10**3, "K"), (10**6, "M"), (10**9, "G"), (10**12, "T"))  # tried in this order until a count fits


def is_count(value: object, limit: int, least: int = 0) -> bool:
    """Whether a value read from JSON is a whole number from ``least`` to ``limit`` (a bool is not)."""
    return isinstance(value, int) and not isinstance(value, bool) and least <= value <= limit


def saturating_add(count: int, more: int, limit: int) -> int:
    """``count + more``, kept from 0 to ``limit``."""
    return max(0, min(limit, count + more))


def count_text(count: int, limit: int, room: int) -> str:
    """The count for a screen: shortened (``12K``, ``3M``) to fit ``room`` characters, ``LIMIT_MARK`` at ``limit``."""
    mark = LIMIT_MARK if count >= limit else ""
    text = str(count)
    for size, unit in UNITS:
        if len(text) + len(mark) <= room:
            break
        text = f"{count // size}{unit}"
    return text + mark
