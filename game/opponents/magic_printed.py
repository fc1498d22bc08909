"""The table of X's second moves printed in "Programming Tic Tac Toe: Magic Square", kept as printed.

For its worked example X1 = 2 (the upper left corner) the article lists
every O1 with the X2s that do not lose, O's forced O2 and X's X3 -- and for
some rows O3 ("We will skip the other three corners for now").  The
``magic`` opponent plays the lines of this table that win
(``game.opponents.magic``); ``game.analysis.magic_table`` values every line
for the lesson.
"""

from __future__ import annotations

#: The table's first move: the upper left corner, 2 on the article's square.
TABLE_X1 = 2

#: The table as printed, one row per O1: the X2s it allows, O2 for each X2, X3 for each X2 (one digit each, or
#: each X2's choices between "|") and O3 likewise where the row gives them.  O1 = 5 reads "The only safe move".
PRINTED: tuple[tuple[int, str, str, str, str], ...] = (
    (1, "456", "987", "564", ""),
    (3, "456", "987", "864", ""),
    (4, "8", "5", "6", ""),
    (6, "48", "95", "84", "35|39"),
    (7, "45", "98", "58|49", ""),
    (8, "46", "97", "64", "57|59"),
    (9, "56", "87", "67|58", ""),
)


def cell_groups(cell: str, count: int) -> tuple[tuple[int, ...], ...]:
    """A printed cell split into one group of numbers per X2 ("564" -> (5,), (6,), (4,); "58|49" -> (5, 8), (4, 9))."""
    parts = cell.split("|") if "|" in cell else list(cell)
    if len(parts) != count:
        raise ValueError(f"the cell {cell!r} has {len(parts)} groups for {count} X2s")
    return tuple(tuple(int(d) for d in part) for part in parts)


def printed_lines() -> tuple[tuple[int, ...], ...]:
    """Every line the table prints, X1 O1 X2 O2 X3 in the article's numbers, row by row."""
    lines: list[tuple[int, ...]] = []
    for o1, x2s, o2s, x3s, _ in PRINTED:
        x2_list = [int(d) for d in x2s]
        for x2, o2, x3_group in zip(x2_list, (int(d) for d in o2s), cell_groups(x3s, len(x2_list)), strict=True):
            lines.extend((TABLE_X1, o1, x2, o2, x3) for x3 in x3_group)
    return tuple(lines)
