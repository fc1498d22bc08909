"""Lesson 1, one game in three views: Moler's worked Pick15 game, then the magic square revealed.

Cleve Moler (*Experiments with MATLAB*, ch. 11) plays Green 8, Blue 4,
Green 2, Blue 5, Green 6 -- a fork, 1 + 6 + 8 and 2 + 6 + 7 -- and ends as
his Figure 11.3 does: Blue blocks with 1 ("Blue : 1 4 5") and Green wins
with 2 + 6 + 7 = 15.  ``moler_game`` checks each of those last two picks
against the board: the 1 must block one of Green's two ways, the 7 must
complete the other.
The eight triples of 1-9 summing to 15 are enumerated and matched to the
board's lines, so the isomorphism is shown, not asserted.
"""

from __future__ import annotations

from game.engine import LINES, MAGIC_SUM, NUMBERS, Board, Mark, number_of, square_for_number
from game.engine.views import fifteens, numbers_held, numbers_left

from game.language import N_, tr

from .page import ALL_VIEWS, Page, Tone
from .words import MOLER, line_title, player

LESSON = 1
TITLE = N_("ONE GAME, THREE VIEWS")
#: Moler's worked game as he tells it: the numbers Green and Blue pick, in order, to his Figure 11.3's final
#: position (Green 2 6 7 8, Blue 1 4 5: "Green has won with 2 + 6 + 7 = 15").
MOLER_GAME: tuple[int, ...] = (8, 4, 2, 5, 6, 1, 7)
#: The picks before the fork is met: Blue's block and Green's win follow.
FORK_PLY = 5


def _page(
    caption: tuple[str, ...], board: Board,
    labels: dict[int, tuple[str, Tone]] | None = None, highlight: tuple[int, ...] = (),
) -> Page:
    return Page(LESSON, TITLE, caption, board, views=ALL_VIEWS, labels=labels or {}, highlight=highlight,
                notes=_notes(board), source=MOLER)


def _notes(board: Board) -> tuple[str, ...]:
    """Who holds which numbers, each player with the mark the TicTacToe view draws, and what is left on the list."""
    # TRANSLATORS: a note's start: a player's colour ({player}, GREEN or BLUE) and mark ({mark}, X or O), before
    # the numbers they hold; the note is 24 characters at most.
    held = [(tr("{player} ({mark}):").format(player=player(mark), mark=mark.value), numbers_held(board, mark))
            for mark in (Mark.X, Mark.O)]
    width = max(len(words) for words, _ in held)  # both hands in one column: the font's letters are all as wide
    # TRANSLATORS: a note's start, before the numbers still free to pick; the note is 24 characters at most.
    rows = [(f"{words:<{width}}", numbers) for words, numbers in held] + [(tr("LIST:") + " ", numbers_left(board))]
    return tuple(f"{words} " + " ".join(map(str, numbers)) for words, numbers in rows)


def open_fifteens(board: Board, mark: Mark) -> tuple[tuple[int, int, int], ...]:
    """The triples summing to 15 that ``mark`` completes with one more free number."""
    held, free = set(numbers_held(board, mark)), set(numbers_left(board))
    return tuple(t for t in fifteens(NUMBERS) if len(held & set(t)) == 2 and set(t) - held <= free)


def moler_game() -> tuple[Board, ...]:
    """Every board of Moler's game, pick by pick to his Figure 11.3; raises if its end is not a block then a win."""
    boards = [Board()]
    for number in MOLER_GAME:
        boards.append(boards[-1].play(square_for_number(number)))
    fork, blocked, final = boards[FORK_PLY], boards[FORK_PLY + 1], boards[-1]
    green = fork.turn.other
    ways = open_fifteens(fork, green)
    if len(ways) != 2 or len(open_fifteens(blocked, green)) != 1:
        raise ValueError(f"Blue's {MOLER_GAME[FORK_PLY]} does not block one of Green's two ways {ways}")
    outcome = final.outcome()
    if outcome is None or outcome.winner is not green or len(boards) != len(MOLER_GAME) + 1:
        raise ValueError(f"Moler's game does not end with Green's win: {final}")
    return tuple(boards)


def _move_caption(before: Board, after: Board) -> tuple[str, ...]:
    mark = before.turn
    number = number_of(after.moves[-1])
    who = player(mark)
    outcome = after.outcome()
    if outcome is not None and outcome.winner is mark:
        triple = "+".join(str(number_of(sq)) for sq in outcome.lines[0])
        # TRANSLATORS: {player} is GREEN or BLUE; {triple} the three numbers, e.g. "6+7+2"; {total} is 15.
        return (tr("{player} PICKS {number} AND WINS: {triple} = {total}.").format(
                    player=who, number=number, triple=triple, total=MAGIC_SUM),
                tr("THREE IN A ROW ON THE BOARD, TOO."))
    theirs = open_fifteens(before, mark.other)
    mine = open_fifteens(after, mark)
    # TRANSLATORS: {player} is GREEN or BLUE, who picks a number from 1 to 9.
    sentences = [tr("{player} PICKS {number}.").format(player=who, number=number)]
    if any(number in t for t in theirs):
        blocked = next(t for t in theirs if number in t)
        # TRANSLATORS: the number just picked stops the other player's three numbers ({triple}, e.g. "2+5+8")
        # summing to {total} (15).
        sentences.append(tr("IT BLOCKS {triple} = {total}.").format(triple="+".join(map(str, blocked)),
                                                                    total=MAGIC_SUM))
    if len(mine) >= 2:
        first, second = ("+".join(map(str, t)) for t in mine[:2])
        low, high = fork_wins(after, mark)[:2]
        # TRANSLATORS: two ways to 15 at once ({first}, {second}: "1+6+8", "2+6+7"), and the two numbers that
        # would complete them ({low}, {high}): the other player cannot block both.
        sentences.append(tr("A FORK: {first} AND {second}; {low} OR {high} WINS.").format(
            first=first, second=second, low=low, high=high))
    return tuple(sentences)


def fork_wins(board: Board, mark: Mark) -> tuple[int, ...]:
    """The numbers left that each complete one of ``mark``'s open fifteens, smallest first."""
    return tuple(sorted({n for t in open_fifteens(board, mark) for n in t if n in numbers_left(board)}))


def game_pages() -> list[Page]:
    """The worked game, one page per pick, in all three views."""
    boards = moler_game()
    pages = [
        _page(
            # TRANSLATORS: PICK15 is the game's name, kept.
            (tr("PICK15: PICK 1-9 IN TURN."),
             # TRANSLATORS: any three numbers a player holds that add up to {total} (15) win the game.
             tr("THREE THAT SUM TO {total} WIN.").format(total=MAGIC_SUM)),
            boards[0],
        )
    ]
    for before, after in zip(boards, boards[1:]):
        mark = before.turn
        outcome = after.outcome()
        highlight: tuple[int, ...] = outcome.lines[0] if outcome and outcome.winner else (after.moves[-1],)
        if len(open_fifteens(after, mark)) >= 2:  # a fork: the numbers that win next are what to look at
            highlight = tuple(square_for_number(n) for n in fork_wins(after, mark))
        pages.append(_page(_move_caption(before, after), after, highlight=highlight))
    return pages


def fifteen_lines() -> tuple[tuple[tuple[int, int, int], int], ...]:
    """Each triple of 1-9 summing to 15 with the index of the line of squares it fills."""
    pairs = []
    for triple in fifteens(NUMBERS):
        squares = {square_for_number(n) for n in triple}
        matches = [i for i, line in enumerate(LINES) if set(line) == squares]
        if len(matches) != 1:
            raise ValueError(f"{triple} is not one line of the square")
        pairs.append((triple, matches[0]))
    return tuple(pairs)


#: Before the triple a page shows, in the list of all eight, so the list says which one is on screen.  The others
#: are not indented to line up with it: a note that begins with a space goes on from the one before, and would keep
#: the list in one long column.
ON_SCREEN, NOT_ON_SCREEN = "> ", ""


def triple_notes(pairs: tuple[tuple[tuple[int, int, int], int], ...], shown: int) -> tuple[str, ...]:
    """The eight triples with their lines, the ``shown``-th (counted from 1, as the caption counts) marked."""
    return tuple((ON_SCREEN if k == shown else NOT_ON_SCREEN) + "+".join(map(str, t)) + f" {line_title(i)}"
                 for k, (t, i) in enumerate(pairs, start=1))


def magic_pages() -> list[Page]:
    """The square revealed: the eight triples summing to 15 are the eight lines, one page each."""
    pairs = fifteen_lines()
    covered = len({index for _, index in pairs})
    pages = []
    for k, (triple, index) in enumerate(pairs, start=1):
        last = k == len(pairs)
        numbers = dict(k=k, count=len(pairs), triple="+".join(map(str, triple)), total=MAGIC_SUM,
                       line=line_title(index))
        pages.append(
            Page(
                LESSON, TITLE,
                # TRANSLATORS: {triple} is three numbers summing to {total} (15), e.g. "1+5+9"; {line} a line of the
                # square, e.g. "COLUMN 2"; this is triple {k} of {count} (8), the last, so the next sentence follows.
                (tr("TRIPLE {k} OF {count}: {triple} = {total} IS {line}.").format(**numbers),
                 tr("EVERY TRIPLE IS A LINE.")) if last and covered == len(pairs)
                # TRANSLATORS: {triple} is three numbers summing to {total} (15), e.g. "1+5+9"; {line} a line of the
                # square, e.g. "COLUMN 2"; this is triple {k} of {count} (8).
                else (tr("TRIPLE {k} OF {count}: {triple} = {total} IS {line} OF THE MAGIC SQUARE.").format(**numbers),),
                Board(),
                views=ALL_VIEWS,
                highlight=LINES[index],
                notes=triple_notes(pairs, k),
                source=MOLER,
            )
        )
    return pages


def pages() -> list[Page]:
    """Lesson 1's pages in order."""
    return game_pages() + magic_pages()
