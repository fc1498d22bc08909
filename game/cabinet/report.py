"""The operator's bookkeeping page: the books as short upper-case lines, uptime first.

The operator menu draws these one per row, so each line is at most
``LINE_WIDTH`` characters of the bitmap font.  Games are listed per game,
then per opponent, with three columns: started, finished, abandoned.  A
count too wide for its column is shortened (``12K``, ``3M``) rather than
allowed to push the line past its width.  Only the uptime changes while
the page is on show, so it is a line of its own (``uptime_line``) and the
rest (``books_lines``) can be made once per change of the books.
"""

from __future__ import annotations

from itertools import groupby

from game.cabinet import TICKS_PER_SECOND
from game.cabinet.bookkeeping import Books, Counts

LINE_WIDTH = 36  # characters the operator menu has room for
NAME_WIDTH = 18  # the game or opponent column
COLUMN_WIDTH = 6  # each count's column
LEGEND = "S STARTED  F FINISHED  A ABANDONED"
NO_GAMES = "NO GAMES PLAYED YET"
INDENT = " "  # opponents sit under their game
UNITS = ((10**3, "K"), (10**6, "M"), (10**9, "G"))  # tried in this order until the count fits


def uptime_text(ticks: int) -> str:
    """Ticks as H:MM:SS."""
    seconds = max(ticks, 0) // TICKS_PER_SECOND
    return f"{seconds // 3600}:{seconds // 60 % 60:02}:{seconds % 60:02}"


def _count(value: int, width: int = COLUMN_WIDTH) -> str:
    """A count right-aligned in ``width`` (one space kept before it), shortened with K, M or G if it must be."""
    text = str(value)
    for size, unit in UNITS:
        if len(text) < width:
            break
        text = f"{value // size}{unit}"
    return text.rjust(width)


def _row(name: str, counts: Counts) -> str:
    name = name.upper()[:NAME_WIDTH - 1].ljust(NAME_WIDTH)
    return name + "".join(_count(n) for n in (counts.started, counts.finished, counts.abandoned))


def uptime_line(ticks: int) -> str:
    """The page's first line, the only one that changes while it is on show."""
    return f"UPTIME {uptime_text(ticks)}"[:LINE_WIDTH]


def books_lines(books: Books) -> tuple[str, ...]:
    """The rest of the page: sessions, attract runs, then every game and opponent's counts, each game once."""
    lines = [f"SESSIONS {books.sessions}", f"ATTRACT RUNS {books.attract_runs}"]
    if not books.games:
        return (*lines, NO_GAMES)
    total = Counts()
    for counts in books.games.values():
        total = total.plus(counts)
    lines += [LEGEND, _row("ALL GAMES", total)]
    header = "".join(label.rjust(COLUMN_WIDTH) for label in "SFA")
    # One sort, then each game's opponents in a run: the page's cost grows as its entries, never as their square.
    for game, rows in groupby(sorted(books.games.items()), key=lambda row: row[0][0]):
        lines.append(game.upper()[:NAME_WIDTH - 1].ljust(NAME_WIDTH) + header)
        lines.extend(_row(INDENT + opponent_id, counts) for (_, opponent_id), counts in rows)
    return tuple(line[:LINE_WIDTH] for line in lines)
