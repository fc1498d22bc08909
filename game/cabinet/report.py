"""The operator's bookkeeping page: the books as short upper-case lines, uptime first, then the total.

The operator menu draws these one per row, so each line is at most
``LINE_WIDTH`` characters of the bitmap font.  Games are listed per game,
then per opponent, with three columns: started, finished, abandoned.  A
count too wide for its column is shortened (``12K``, ``3M``) rather than
allowed to push the line past its width, and one at its bound is marked
(``1G+``), with a legend line saying what the mark means.  Under the
totals the page checks them: every game started was finished or
abandoned (``STARTED = FINISHED + ABANDONED``), but for a game in play
now -- or games an older version never ended in its books.  Only the
times change while the page is on show: this session's uptime and the total
over every session (the saved total and this session's time not yet in it),
so they are lines of their own (``uptime_lines``) and the rest
(``books_lines``) can be made once per change of the books.
"""

from __future__ import annotations

from itertools import groupby

from game.cabinet import TICKS_PER_SECOND
from game.cabinet.bookkeeping import MAX_COUNT, Books, Counts
from game.records.counts import LIMIT_LEGEND, count_text

LINE_WIDTH = 36  # characters the operator menu has room for
NAME_WIDTH = 18  # the game or opponent column
COLUMN_WIDTH = 6  # each count's column
LEGEND = "S STARTED  F FINISHED  A ABANDONED"
NO_GAMES = "NO GAMES PLAYED YET"
INDENT = " "  # opponents sit under their game
BALANCE = "STARTED = FINISHED + ABANDONED"
IN_PLAY = "IN PLAY"  # the one game on now, started and not yet ended
NOT_ENDED = "NOT ENDED"  # started and never ended in the books: in play now, or left by an older version


def uptime_text(ticks: int) -> str:
    """Ticks as H:MM:SS."""
    return duration_text(max(ticks, 0) // TICKS_PER_SECOND)


def duration_text(seconds: int) -> str:
    """Seconds as H:MM:SS, the hours as many as they are."""
    return f"{seconds // 3600}:{seconds // 60 % 60:02}:{seconds % 60:02}"


def _row(name: str, counts: Counts) -> str:
    name = name.upper()[:NAME_WIDTH - 1].ljust(NAME_WIDTH)
    # One space kept before each count, so two never run together.
    cells = (_count(n) for n in (counts.started, counts.finished, counts.abandoned))
    return name + "".join(cell.rjust(COLUMN_WIDTH) for cell in cells)


def uptime_lines(ticks: int, total_seconds: int) -> tuple[str, str]:
    """The page's first two lines, the only ones that change while it is on show: this session's uptime, all sessions'."""
    return f"UPTIME {uptime_text(ticks)}"[:LINE_WIDTH], f"TOTAL UPTIME {duration_text(total_seconds)}"[:LINE_WIDTH]


def balance_line(total: Counts, in_play: bool) -> str:
    """The totals as the sum under ``BALANCE``: started = finished + abandoned, plus any game not ended."""
    line = " = ".join((_count(total.started), f"{_count(total.finished)} + {_count(total.abandoned)}"))
    open_games = total.started - total.finished - total.abandoned
    if open_games <= 0 or total.started >= MAX_COUNT:
        return line
    return f"{line} + 1 {IN_PLAY}" if in_play and open_games == 1 else f"{line} + {_count(open_games)} {NOT_ENDED}"


def _count(n: int) -> str:
    return count_text(n, MAX_COUNT, COLUMN_WIDTH - 1)


def books_lines(books: Books, in_play: bool = False) -> tuple[str, ...]:
    """The rest of the page: sessions, attract runs, the limit's legend if a count is at it, then each game's counts.

    ``in_play``: whether a game started is on now (its end is still to come).
    """
    lines = [f"SESSIONS {count_text(books.sessions, MAX_COUNT, LINE_WIDTH)}",
             f"ATTRACT RUNS {count_text(books.attract_runs, MAX_COUNT, LINE_WIDTH)}"]
    total = Counts()
    for counts in books.games.values():
        total = total.plus(counts)  # a total at the limit is marked too: that many games or more
    if max(books.sessions, books.attract_runs, total.started, total.finished, total.abandoned) >= MAX_COUNT:
        lines.append(LIMIT_LEGEND)
    if not books.games:
        return (*lines, NO_GAMES)
    lines += [LEGEND, _row("ALL GAMES", total), BALANCE, INDENT + balance_line(total, in_play)]
    header = "".join(label.rjust(COLUMN_WIDTH) for label in "SFA")
    # One sort, then each game's opponents in a run: the page's cost grows as its entries, never as their square.
    for game, rows in groupby(sorted(books.games.items()), key=lambda row: row[0][0]):
        lines.append(game.upper()[:NAME_WIDTH - 1].ljust(NAME_WIDTH) + header)
        lines.extend(_row(INDENT + opponent_id, counts) for (_, opponent_id), counts in rows)
    return tuple(line[:LINE_WIDTH] for line in lines)
