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

from .page import Page
from .words import MOLER

LESSON = 10
TITLE = "WHY PICK15 DOES NOT GROW"
#: Albrecht Durer's magic square, from the engraving *Melencolia I* (1514).
DURER: tuple[tuple[int, ...], ...] = ((16, 3, 2, 13), (5, 10, 11, 8), (9, 6, 7, 12), (4, 15, 14, 1))
DURER_SOURCE = "ALBRECHT DURER, MELENCOLIA I (1514); MOLER, CH. 11"


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
        (f"{n3} TRIPLES OF 1-9 SUM TO {small.magic_sum}. THE LO-SHU HAS",
         f"{len(small.lines)} LINES, AND {small.lines_among_sets} OF THE {n3} TRIPLES ARE LINES:",
         "EVERY SUM IS A LINE, SO PICK15 IS TICTACTOE."),
        Board(), views=(View.MAGIC15,), highlight=LINES[0],
        notes=(f"TRIPLES SUMMING {small.magic_sum}: {n3}", f"LINES: {len(small.lines)}",
               f"OF THEM LINES: {small.lines_among_sets}"),
        source=MOLER,
    )
    four = Page(
        LESSON, TITLE,
        (f"IN DURER'S 4X4 SQUARE EVERY LINE SUMS TO {total}, BUT",
         f"{n4} SETS OF FOUR NUMBERS FROM 1-16 SUM TO {total},",
         f"AND ONLY {big.lines_among_sets} OF THEM ARE LINES."),
        Board(), views=(), square=DURER, square_lit=frozenset(DURER[0]),
        notes=("DURER'S SQUARE, 1514", f"LINES: {len(big.lines)}", f"4-SETS SUMMING {total}: {n4}",
               f"OF THEM LINES: {big.lines_among_sets}", f"SUMMING {total}, NO LINE: {len(big.not_lines)}"),
        source=DURER_SOURCE,
    )
    other = Page(
        LESSON, TITLE,
        (f"SO 'PICK NUMBERS SUMMING TO {total}' IS ANOTHER GAME:",
         f"THE CORNERS AND THE CENTRE SUM TO {total}: NO LINES.",
         "PICK15 AND MAGIC15 EXIST ONLY ON 3X3."),
        Board(), views=(), square=DURER, square_lit=corners(DURER) | centre(DURER),
        notes=(f"CORNERS {sum_text(corners(DURER))}", f"CENTRE {sum_text(centre(DURER))}",
               f"SUMMING {total}, NO LINE: {len(big.not_lines)}", f"LINES: {big.lines_among_sets}"),
        source=DURER_SOURCE,
    )
    return [three, four, other]
