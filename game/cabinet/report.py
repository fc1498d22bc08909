"""The operator's bookkeeping page: the books as short upper-case lines in blocks, each under its heading.

The operator menu draws these one per row, so each line is at most
``LINE_WIDTH`` characters of the bitmap font.  The page has this session's
uptime, then the lifetime meters (no clear resets them: uptime, sessions,
games, unclean ends and when the last one was), then the tallies since the
last clear (``SINCE CLEAR`` and when): uptime, sessions, attract runs, and
per game, then per opponent, three columns: started, finished, abandoned.
A count too wide for its column is shortened (``12K``, ``3M``) rather than
allowed to push the line past its width, and one at its bound is marked
(``1G+``), with a legend line saying what the mark means.  Under the
totals the page checks them: every game started was finished or
abandoned (``STARTED = FINISHED + ABANDONED``), but for a game in play
now -- or games an older version never ended in its books.

The lines come in blocks, a heading and its rows (``Block``), and
``paged`` splits them into screens without ever leaving a heading at the
foot of one screen and its rows on the next.  Only the times change while
the page is on show, so they are blocks of their own (``meter_blocks``) and
the games (``books_blocks``) can be made once per change of the books.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

from game.cabinet import TICKS_PER_SECOND
from game.cabinet.bookkeeping import MAX_COUNT, Books, Counts
from game.values.big_board import GAME_NAME as BIG_GAME_NAME
from game.language import N_, tr
from game.values.counts import count_text

LINE_WIDTH = 36  # characters the operator menu has room for
NAME_WIDTH = 18  # the game or opponent column
#: A game as the menu names it, where that is not its event name in capitals (the books are kept by event name).
GAME_WORDS = {BIG_GAME_NAME: N_("BIG BOARD")}
COLUMN_WIDTH = 6  # each count's column
# TRANSLATORS: the legend of the three count columns headed S, F and A (the letters stay), in 36 letters at most.
LEGEND = N_("S STARTED  F FINISHED  A ABANDONED")
NO_GAMES = N_("NO GAMES PLAYED YET")
NO_GAMES_SINCE_CLEAR = N_("NO GAMES SINCE THE CLEAR")
INDENT = " "  # opponents sit under their game
BALANCE = N_("STARTED = FINISHED + ABANDONED")
THIS_SESSION = N_("THIS SESSION")
LIFETIME = N_("LIFETIME, NEVER CLEARED")
NOT_CLEARED = N_("NOT CLEARED YET")
#: ``LIMIT_LEGEND`` as the page says it (game.values speaks no language: its text is marked here).
# TRANSLATORS: the bookkeeping's legend of the + written after a count at its bound (the + stays), 36 letters at most.
LIMIT_LEGEND_SAID = N_("+ AT ITS LIMIT: COUNTS NO HIGHER")  # the tallies' heading before any clear (or from a file that did not keep it)

Block = tuple[str, ...]  # a heading, then its rows: kept on one screen


def uptime_text(ticks: int) -> str:
    """Ticks as H:MM:SS."""
    return duration_text(max(ticks, 0) // TICKS_PER_SECOND)


def duration_text(seconds: int) -> str:
    """Seconds as H:MM:SS, the hours as many as they are."""
    return f"{seconds // 3600}:{seconds // 60 % 60:02}:{seconds % 60:02}"


def _row(name: str, counts: Counts) -> str:
    # A name from the file itself (a game or an opponent this version does not know) is shortened to its column;
    # every name the game gives fits it in every language (tests/test_texts_fit.py).
    name = name[:NAME_WIDTH - 1].ljust(NAME_WIDTH)
    # One space kept before each count, so two never run together.
    cells = (_count(n) for n in (counts.started, counts.finished, counts.abandoned))
    return name + "".join(cell.rjust(COLUMN_WIDTH) for cell in cells)


def meter_blocks(books: Books, session_ticks: int, unsaved_seconds: int) -> tuple[Block, ...]:
    """The page's head, read again each second: this session, the lifetime meters, the tallies' own meters.

    ``unsaved_seconds``: this session's running time not yet in the books (it counts on both meters).
    """
    life = books.lifetime
    # TRANSLATORS: the bookkeeping's meters, each 35 letters at most with its figure: a running time as H:MM:SS,
    # how many sessions (runs of the program), games, attract-mode runs, ends that were no clean quit (a crash,
    # the power cut) and when the last of those was (a date and time).
    lifetime = [tr(LIFETIME),
                INDENT + tr("UPTIME {time}").format(time=duration_text(life.running_seconds + unsaved_seconds)),
                INDENT + tr("SESSIONS {count}").format(count=_wide(life.sessions)),
                INDENT + tr("GAMES {count}").format(count=_wide(life.games)),
                INDENT + tr("UNCLEAN ENDS {count}").format(count=_wide(life.unclean_ends))]
    if life.unclean_ends and life.last_unclean_end is not None:
        lifetime.append(INDENT + tr("LAST ONE {time}").format(time=life.last_unclean_end))
    # TRANSLATORS: the heading of the tallies kept since the operator last cleared them; {time} is when (a date and time).
    since = [tr(NOT_CLEARED) if books.cleared is None else tr("SINCE CLEAR {time}").format(time=books.cleared),
             INDENT + tr("UPTIME {time}").format(time=duration_text(books.running_seconds + unsaved_seconds)),
             INDENT + tr("SESSIONS {count}").format(count=_wide(books.sessions)),
             INDENT + tr("ATTRACT RUNS {count}").format(count=_wide(books.attract_runs))]
    blocks = ((tr(THIS_SESSION), INDENT + tr("UPTIME {time}").format(time=uptime_text(session_ticks))),
              tuple(lifetime), tuple(since))
    return tuple(tuple(block) for block in blocks)


def _wide(n: int) -> str:
    return count_text(n, MAX_COUNT, LINE_WIDTH)


def balance_line(total: Counts, in_play: bool) -> str:
    """The totals as the sum under ``BALANCE``: started = finished + abandoned, plus any game not ended."""
    line = " = ".join((_count(total.started), f"{_count(total.finished)} + {_count(total.abandoned)}"))
    open_games = total.started - total.finished - total.abandoned
    if open_games <= 0 or total.started >= MAX_COUNT:
        return line
    if in_play and open_games == 1:
        # TRANSLATORS: the sum of the games started, finished and abandoned, plus the one game on now.
        return tr("{sum} + 1 IN PLAY").format(sum=line)
    # TRANSLATORS: the sum of the games started, finished and abandoned, plus those never ended in the books
    # (left by an older version of the game).
    return tr("{sum} + {count} NOT ENDED").format(sum=line, count=_count(open_games))


def _count(n: int) -> str:
    return count_text(n, MAX_COUNT, COLUMN_WIDTH - 1)


def books_blocks(books: Books, in_play: bool = False) -> tuple[Block, ...]:
    """The rest of the page: the limit's legend if a count is at it, then each game's counts since the clear.

    ``in_play``: whether a game started is on now (its end is still to come).
    """
    blocks: list[Block] = []
    total = Counts()
    for counts in books.games.values():
        total = total.plus(counts)  # a total at the limit is marked too: that many games or more
    life = books.lifetime
    if max(books.sessions, books.attract_runs, total.started, total.finished, total.abandoned,
           life.sessions, life.games, life.unclean_ends) >= MAX_COUNT:
        blocks.append((tr(LIMIT_LEGEND_SAID),))
    if not books.games:  # beside LIFETIME's games, say since when there were none
        return (*blocks, (tr(NO_GAMES) if books.cleared is None else tr(NO_GAMES_SINCE_CLEAR),))
    # TRANSLATORS: the row of every game's counts added up, in 17 letters at most.
    all_games = tr("ALL GAMES")
    blocks += [(tr(LEGEND), _row(all_games, total)), (tr(BALANCE), INDENT + balance_line(total, in_play))]
    header = "".join(label.rjust(COLUMN_WIDTH) for label in "SFA")
    # One sort, then each game's opponents in a run: the page's cost grows as its entries, never as their square.
    for game, rows in groupby(sorted(books.games.items()), key=lambda row: row[0][0]):
        heading = tr(GAME_WORDS.get(game, game.upper()))[:NAME_WIDTH - 1].ljust(NAME_WIDTH) + header
        # An opponent by its id in capitals, which is its name as the menus show it (translated there too).
        blocks.append((heading, *(_row(INDENT + tr(opponent_id.upper()), counts) for (_, opponent_id), counts in rows)))
    return tuple(tuple(block) for block in blocks)


def lines_of(blocks: Iterable[Block]) -> list[str]:
    """The blocks' lines, one after another."""
    return [line for block in blocks for line in block]


def paged(blocks: Iterable[Block], per_page: int) -> list[list[str]]:
    """The blocks on screens of ``per_page`` lines (at least one screen, at least two lines a screen).

    A block that does not fit in what is left of a screen starts the next; one longer than a
    whole screen goes on over the next ones, its heading repeated at the top of each.
    """
    per_page = max(per_page, 2)
    pages: list[list[str]] = []
    page: list[str] = []
    for heading, *rows in blocks:
        if page and len(page) + 1 + len(rows) > per_page:
            pages.append(page)
            page = []
        while 1 + len(rows) > per_page:
            pages.append([heading, *rows[:per_page - 1]])
            rows = rows[per_page - 1:]
        page += [heading, *rows]
    if page or not pages:
        pages.append(page)
    return pages
