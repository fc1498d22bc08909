"""Lesson 10, why Pick15 does not grow: on 3x3 the sums are the lines, on 4x4 they are not.

Moler's point (Cleve Moler, *Experiments with MATLAB*, ch. 11) is that Pick15
is TicTacToe: the eight triples of 1-9 that sum to 15 are exactly the eight
lines of the Lo-Shu square, so taking numbers that sum to 15 and taking a
line are one game.  A 4x4 magic square has lines that sum to 34 too, but far
more sets of four numbers from 1-16 sum to 34 than there are lines, so
"pick numbers that sum to 34" is another game -- which is why the BIG BOARD
has no Pick15 or Magic15 view.  The 4x4 square is Albrecht Durer's, from his
engraving *Melencolia I* (1514, the year in its bottom row).  Every count is
made here when the pages are built: the sets by trying every subset, the
lines by the engines (``game.engine.LINES`` for 3x3, ``game.engine.mnk`` for 4x4).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.engine import LINES, LO_SHU, Board, View
from game.engine.mnk import Shape
from game.language import N_, tr

from .page import Page
from .words import MOLER

LESSON = 10
# TRANSLATORS: PICK15 is the game's name; keep it.
TITLE = N_("WHY PICK15 DOES NOT GROW")
#: Albrecht Durer's magic square, from the engraving *Melencolia I* (1514).
DURER: tuple[tuple[int, ...], ...] = ((16, 3, 2, 13), (5, 10, 11, 8), (9, 6, 7, 12), (4, 15, 14, 1))
# TRANSLATORS: a citation: keep the names and the engraving's title; "; " parts the two works cited.
DURER_SOURCE = N_("ALBRECHT DURER, MELENCOLIA I (1514); MOLER, CH. 11")


@dataclass(frozen=True, slots=True)
class SumCounts:
    """A magic square's lines against the sets of its numbers that add up to its magic sum."""

    side: int
    magic_sum: int
    sets: tuple[frozenset[int], ...]  # every ``side``-subset of 1..side^2 that sums to ``magic_sum``
    lines: tuple[frozenset[int], ...]  # the numbers on each line of the square

    @property
    def lines_among_sets(self) -> int:
        """How many of the summing sets are lines."""
        return sum(1 for s in self.sets if s in self.lines)

    @property
    def not_lines(self) -> tuple[frozenset[int], ...]:
        """The summing sets that are no line, in the order they were found."""
        return tuple(s for s in self.sets if s not in self.lines)


def sum_counts(square: tuple[tuple[int, ...], ...], line_cells: tuple[tuple[int, ...], ...]) -> SumCounts:
    """The sets of 1..n^2 summing to the square's magic sum, and the numbers on the given lines (cells row-major)."""
    side = len(square)
    numbers = tuple(n for row in square for n in row)
    magic_sum = sum(square[0])
    sets = tuple(frozenset(c) for c in combinations(range(1, side * side + 1), side) if sum(c) == magic_sum)
    lines = tuple(frozenset(numbers[cell] for cell in cells) for cells in line_cells)
    return SumCounts(side, magic_sum, sets, lines)


def lo_shu_counts() -> SumCounts:
    """The 3x3 count: the Lo-Shu square's eight lines against the triples of 1-9 summing to 15."""
    return sum_counts(LO_SHU, tuple(tuple(line) for line in LINES))


def durer_counts() -> SumCounts:
    """The 4x4 count: Durer's square's lines (4 in a row on 4x4) against the 4-sets of 1-16 summing to 34."""
    return sum_counts(DURER, Shape(4, 4, 4).line_squares)


def corners(square: tuple[tuple[int, ...], ...]) -> frozenset[int]:
    """The numbers in a square's four corners."""
    return frozenset((square[0][0], square[0][-1], square[-1][0], square[-1][-1]))


def centre(square: tuple[tuple[int, ...], ...]) -> frozenset[int]:
    """The numbers in the middle 2x2 block of an even square."""
    middle = len(square) // 2
    return frozenset(square[r][c] for r in (middle - 1, middle) for c in (middle - 1, middle))


def sum_text(numbers: frozenset[int]) -> str:
    """``16+13+4+1 = 34``: a set of numbers, largest first, and its sum."""
    return "+".join(map(str, sorted(numbers, reverse=True))) + f" = {sum(numbers)}"


def pages() -> list[Page]:
    """Lesson 10's pages: the 3x3 match of sums and lines, the 4x4 mismatch, and what it means."""
    small, big = lo_shu_counts(), durer_counts()
    n3, n4, total = len(small.sets), len(big.sets), big.magic_sum
    three = Page(
        LESSON, TITLE,
        # TRANSLATORS: {count} triples of the numbers 1 to 9 add up to {total} (15); the Lo-Shu is the 3x3 magic square.
        (tr("{count} TRIPLES OF 1-9 SUM TO {total}.").format(count=n3, total=small.magic_sum),
         # TRANSLATORS: PICK15 and TICTACTOE are the games' names; keep them.
         tr("THE LO-SHU HAS {lines} LINES, AND {among} OF THE {count} TRIPLES ARE LINES: EVERY SUM IS A LINE, SO "
            "PICK15 IS TICTACTOE.").format(lines=len(small.lines), among=small.lines_among_sets, count=n3)),
        Board(), views=(View.MAGIC15,), highlight=LINES[0],
        # TRANSLATORS: notes, 24 characters at most each: the counts of lesson 10's 3x3 square.
        notes=(tr("TRIPLES SUMMING {total}: {count}").format(total=small.magic_sum, count=n3),
               # TRANSLATORS: a note, 24 characters at most: how many lines the magic square has.
               tr("LINES: {count}").format(count=len(small.lines)),
               # TRANSLATORS: a note, 24 characters at most: how many of the sets that add up are lines.
               tr("OF THEM LINES: {count}").format(count=small.lines_among_sets)),
        source=MOLER,
    )
    # TRANSLATORS: a note, 24 characters at most: how many sets add up to {total} (34) and are no line.
    no_line = tr("SUMMING {total}, NO LINE: {count}").format(total=total, count=len(big.not_lines))
    four = Page(
        LESSON, TITLE,
        # TRANSLATORS: Durer's 4x4 magic square; {total} is its magic sum (34), {count} how many sets of four sum to it.
        (tr("IN DURER'S 4X4 SQUARE EVERY LINE SUMS TO {total}, BUT {count} SETS OF FOUR NUMBERS FROM 1-16 SUM TO "
            "{total}, AND ONLY {among} OF THEM ARE LINES.").format(total=total, count=n4, among=big.lines_among_sets),),
        Board(), views=(), square=DURER, square_lit=frozenset(DURER[0]),
        # TRANSLATORS: notes, 24 characters at most each: the counts of Durer's 4x4 square (1514 is the year).
        notes=(tr("DURER'S SQUARE, 1514"), tr("LINES: {count}").format(count=len(big.lines)),
               # TRANSLATORS: a note, 24 characters at most: how many sets of four numbers add up to {total} (34).
               tr("4-SETS SUMMING {total}: {count}").format(total=total, count=n4),
               tr("OF THEM LINES: {count}").format(count=big.lines_among_sets), no_line),
        source=DURER_SOURCE,
    )
    other = Page(
        LESSON, TITLE,
        # TRANSLATORS: 'PICK NUMBERS SUMMING TO {total}' names a game (34 on Durer's square), in quotes; the corners
        # and the centre are the numbers lit on the square.
        (tr("SO 'PICK NUMBERS SUMMING TO {total}' IS ANOTHER GAME: THE CORNERS AND THE CENTRE SUM TO {total}: NO "
            "LINES.").format(total=total),
         # TRANSLATORS: PICK15 and MAGIC15 are the games' names; keep them.
         tr("PICK15 AND MAGIC15 EXIST ONLY ON 3X3.")),
        Board(), views=(), square=DURER, square_lit=corners(DURER) | centre(DURER),
        # TRANSLATORS: notes, 24 characters at most: the four corners' numbers added up, e.g. 16+13+4+1 = 34.
        notes=(tr("CORNERS {sum}").format(sum=sum_text(corners(DURER))),
               # TRANSLATORS: a note, 24 characters at most: the middle four numbers added up, e.g. 10+11+6+7 = 34.
               tr("CENTRE {sum}").format(sum=sum_text(centre(DURER))),
               no_line, tr("LINES: {count}").format(count=big.lines_among_sets)),
        source=DURER_SOURCE,
    )
    return [three, four, other]
