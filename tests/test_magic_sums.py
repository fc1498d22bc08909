"""Lesson 10's counts, checked by an independent brute force: sums of 15 are the Lo-Shu's lines, sums of 34 are not
only Durer's.

The lesson counts with ``itertools.combinations`` and the engines' lines; here the sets are counted with nested
loops and the lines are read straight off the squares' rows, columns and diagonals.
"""

from __future__ import annotations

from game.engine import LO_SHU
from game.lessons import all_pages
from game.lessons.magic_sums import DURER, LESSON, centre, corners, durer_counts, lo_shu_counts


def brute_lines(square: tuple[tuple[int, ...], ...]) -> set[frozenset[int]]:
    """A square's rows, columns and both diagonals, as sets of numbers."""
    n = len(square)
    lines = {frozenset(row) for row in square}
    lines |= {frozenset(square[r][c] for r in range(n)) for c in range(n)}
    lines.add(frozenset(square[i][i] for i in range(n)))
    lines.add(frozenset(square[i][n - 1 - i] for i in range(n)))
    return lines


def brute_triples(total: int) -> set[frozenset[int]]:
    """Every three different numbers of 1-9 adding up to ``total``."""
    return {frozenset((a, b, c)) for a in range(1, 10) for b in range(a + 1, 10) for c in range(b + 1, 10)
            if a + b + c == total}


def brute_quads(total: int) -> set[frozenset[int]]:
    """Every four different numbers of 1-16 adding up to ``total``."""
    return {frozenset((a, b, c, d)) for a in range(1, 17) for b in range(a + 1, 17) for c in range(b + 1, 17)
            for d in range(c + 1, 17) if a + b + c + d == total}


def test_on_3x3_the_triples_summing_to_15_are_exactly_the_lo_shu_lines() -> None:
    counts = lo_shu_counts()
    triples, lines = brute_triples(15), brute_lines(LO_SHU)
    assert counts.magic_sum == 15
    assert set(counts.sets) == triples and len(counts.sets) == len(triples) == 8
    assert set(counts.lines) == lines and len(counts.lines) == len(lines) == 8
    assert counts.lines_among_sets == len(triples & lines) == 8


def test_on_4x4_most_sets_summing_to_34_are_no_line_of_durers_square() -> None:
    counts = durer_counts()
    quads, lines = brute_quads(34), brute_lines(DURER)
    assert counts.magic_sum == 34 and all(sum(line) == 34 for line in lines)
    assert set(counts.sets) == quads and len(counts.sets) == len(quads) == 86
    assert set(counts.lines) == lines and len(counts.lines) == len(lines) == 10
    assert counts.lines_among_sets == len(quads & lines) == 10
    assert set(counts.not_lines) == quads - lines


def test_the_corners_and_the_centre_the_last_page_names_sum_to_34_and_are_no_line() -> None:
    lines = brute_lines(DURER)
    for block in (corners(DURER), centre(DURER)):
        assert sum(block) == 34 and block not in lines
    assert corners(DURER) == {16, 13, 4, 1} and centre(DURER) == {10, 11, 6, 7}


def test_the_pages_show_the_brute_force_counts() -> None:
    pages = [page for page in all_pages() if page.lesson == LESSON]
    words = " ".join(" ".join(page.caption + page.notes) for page in pages)
    quads, lines = brute_quads(34), brute_lines(DURER)
    for figure in (f"TRIPLES SUMMING 15: {len(brute_triples(15))}", f"4-SETS SUMMING 34: {len(quads)}",
                   f"OF THEM LINES: {len(quads & lines)}", f"SUMMING 34, NO LINE: {len(quads - lines)}",
                   f"LINES: {len(lines)}", f"{len(quads)} SETS OF FOUR NUMBERS"):
        assert figure in words, figure
    assert pages[0].views and not pages[1].views  # the Lo-Shu drawn; Durer's square as a board of its own


def test_durers_square_is_drawn_lit_where_its_caption_looks() -> None:
    four, other = [page for page in all_pages() if page.lesson == LESSON][1:]
    assert four.square == other.square == ((16, 3, 2, 13), (5, 10, 11, 8), (9, 6, 7, 12), (4, 15, 14, 1))
    assert four.square_lit == {16, 3, 2, 13}  # "every line sums to 34": the top row, one line
    assert other.square_lit == {16, 13, 4, 1, 10, 11, 6, 7}  # "the corners and the centre sum to 34"
