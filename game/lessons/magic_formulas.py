"""Lesson 5, magic-square arithmetic: "Programming Tic Tac Toe: Magic Square".

The article numbers the board with its own magic square (Moler's turned half
a turn, see ``magic_arithmetic``), so the first page shows both squares and
says so before any formula; then it names relative cells by formula:
Across, the corner and edge before and after, the knight's moves.  The
pages draw them as arrows from a chosen number, values from
``magic_arithmetic.relatives`` (the same table ``tictactoe-magic analyze magic``
prints), then play the article's computer-first line, each move's number
from ``magic.centre_first_line``; last, the article's table of X's second
moves after X1 = 2, every line valued by the solver
(``game.analysis.magic_table``).
"""

from __future__ import annotations

from collections.abc import Callable

from game.analysis.magic_table import TABLE_X1, TableLine, Worth, diagonal_mirror, mirrored_row, table_lines
from game.engine import MAGIC_SUM, SQUARES, Board, number_of
from game.opponents.magic import centre_first_line
from game.opponents.magic_arithmetic import (
    CENTRE,
    HALF_TURN,
    RIM_MODULUS,
    across,
    is_edge,
    number_on,
    relatives,
    square_of,
)

from .page import Arrow, Page, Tone
from .words import ARTICLE

LESSON = 5
TITLE = "MAGIC-SQUARE ARITHMETIC"
#: The numbers whose arrows are drawn: an edge and a corner, the article's own examples (Ep(7), Kp(8)).
CHOSEN = (7, 8)
#: The human's first move on the computer-first line: the article's example, "if O1 = 6 then X2 = 2".
FIRST_REPLY = 6

#: Each formula as the article writes it, from an edge (odd X) and from a corner (even X).
FORMULAS: dict[str, tuple[str, str]] = {
    "across": ("10-X", "10-X"),
    "cp": ("10-(2X MOD 10)", "3X MOD 10"),
    "cn": ("10-(4X MOD 10)", "2X MOD 10"),
    "ep": ("3X MOD 10", "15-CP-X"),
    "en": ("10-EP", "15-X-CN"),
    "kp": ("4X MOD 10", "5+X-CP"),
    "kn": ("2X MOD 10", "5+X-CN"),
}


#: How far a square is turned, by its number of quarter turns.
TURNS = {1: "A QUARTER TURN", 2: "HALF A TURN", 3: "THREE QUARTERS OF A TURN"}


def square_rows(number: Callable[[int], int]) -> tuple[str, ...]:
    """A magic square's three rows, e.g. "8 1 6", from the number on each 0-8 square."""
    return tuple(" ".join(str(number(sq)) for sq in SQUARES[row * 3:row * 3 + 3]) for row in range(3))


def square_page() -> Page:
    """The article's magic square beside Moler's: the same one turned, so the formulas read in its numbers."""
    board = Board()
    moler, article = square_rows(number_of), square_rows(number_on)
    return Page(
        LESSON, TITLE,
        (f"ARTICLE'S MAGIC SQUARE {' / '.join(article)} IS",
         f"MOLER'S {' / '.join(moler)} TURNED {TURNS[HALF_TURN]}",
         f"SO ITS LINES SUM TO {MAGIC_SUM}; THE FORMULAS USE IT."),
        board,
        labels=number_labels(board),
        notes=("MOLER, CH. 11:", *moler, "THE ARTICLE:", *article),
        source=ARTICLE,
    )


def number_labels(board: Board) -> dict[int, tuple[str, Tone]]:
    """The article's number in every free cell."""
    return {sq: (str(number_on(sq)), Tone.PLAIN) for sq in SQUARES if board.mark_at(sq) is None}


def formula_page(x: int) -> Page:
    """Every relative of ``x`` as an arrow, with its formula and value in the notes."""
    values = relatives(x)
    kind = "AN EDGE" if is_edge(x) else "A CORNER"
    board = Board()
    return Page(
        LESSON, TITLE,
        (f"FROM {x}, {kind}: ACROSS, CORNER PREVIOUS/NEXT,", "EDGE PREVIOUS/NEXT, KNIGHT PREVIOUS/NEXT.",
         f"EVERY LINE SUMS TO {MAGIC_SUM}, SO EACH IS A FORMULA."),
        board,
        labels=number_labels(board),
        highlight=(square_of(x),),
        arrows=tuple(Arrow(square_of(x), square_of(v), name.upper()) for name, v in values.items()),
        notes=tuple(
            f"{name.upper()}({x})={v} {FORMULAS[name][0 if is_edge(x) else 1]}" for name, v in values.items()
        ),
        source=ARTICLE,
    )


def line_steps(o1: int) -> tuple[tuple[int, str], ...]:
    """The computer-first line after O1 as (number, formula with its figures), X and O alternately."""
    xs, os = centre_first_line(o1)
    x1, x2, x3, x4 = xs
    _, o2, o3, o4 = os
    if is_edge(o1):
        raise ValueError("the lesson plays the article's corner reply; an edge loses at once")
    steps = [
        (x1, f"X1 = {x1}: THE COMPUTER TAKES THE CENTRE."),
        (o1, f"O1 = {o1}: A CORNER."),
        (x2, f"X2 = ABS(10-2*O1) = ABS(10-{2 * o1}) = {x2}."),
        (o2, f"O2 = ACROSS(X2) = 10-{x2} = {o2}, OR LOSE."),
        (x3, f"X3 = 15-O2-O1 = 15-{o2}-{o1} = {x3}."),
        (o3, f"O3 = ACROSS(X3) = 10-{x3} = {o3}, TO BLOCK."),
        (x4, f"X4 = 15-ACROSS(O1)-O2 = 15-{across(o1)}-{o2} = {x4}."),
        (o4, f"O4 = 10-X4 = {RIM_MODULUS}-{x4} = {o4}, TO BLOCK."),
    ]
    left = set(range(1, 2 * CENTRE)) - {n for n, _ in steps}
    (last,) = left
    steps.append((last, f"X5 = {last}, THE LAST CELL: A DRAW."))
    return tuple(steps)


def line_pages(o1: int = FIRST_REPLY) -> list[Page]:
    """The computer-first line played move by move, each move's formula on its page."""
    board = Board()
    out = []
    for number, words in line_steps(o1):
        board = board.play(square_of(number))
        out.append(
            Page(
                LESSON, TITLE,
                ("THE COMPUTER MOVES FIRST (X).", words),
                board,
                labels=number_labels(board),
                highlight=(square_of(number),),
                notes=tuple(f"{'XO'[k % 2]}{k // 2 + 1} = {number_on(sq)}" for k, sq in enumerate(board.moves)),
                source=ARTICLE,
            )
        )
    return out


#: The table's header and one line per X2 and X3: the moves after X1, then what the line is worth to X.
TABLE_HEADER = "O1 X2 O2 X3  BEST PLAY"


def _table_note(line: TableLine) -> str:
    return "  ".join(str(n) for n in line.moves[1:]) + "   " + line.worth.value


def _table_page(caption: tuple[str, ...], lines: list[TableLine]) -> Page:
    board = Board().play(square_of(TABLE_X1))
    return Page(LESSON, TITLE, caption, board, labels=number_labels(board),
                notes=(TABLE_HEADER, *map(_table_note, lines)), source=ARTICLE)


def table_pages() -> list[Page]:
    """The article's table after X1 = 2, each line with what it is worth to X: the rows that lose beside their
    mirror images, the other edges, then the corners."""
    lines = table_lines()
    lost = sorted({line.o1 for line in lines if line.worth is not Worth.X_WINS})
    shown = {o1 for o1 in lost} | {diagonal_mirror(o1) for o1 in lost}
    out = []
    for o1 in lost:
        row = [line for line in lines if line.o1 == o1]
        fixed = sorted(mirrored_row(o1), key=lambda moves: moves[2])  # the X3 that wins for each X2, by symmetry
        x2s, x3s = (" ".join(str(moves[k]) for moves in fixed) for k in (2, -1))
        mirror = diagonal_mirror(o1)
        # The page shows both rows, so the caption names both, and says where the winning X3s come from: the
        # winning row's lines, mirrored.
        out.append(_table_page(
            (f"AFTER X1 = {TABLE_X1}: THE O1 = {mirror} LINES WIN, THE {len(row)} O1 = {o1}",
             f"LINES LOSE (O FORKS). O1 = {mirror}'S WINS, MIRRORED IN",
             f"THE DIAGONAL, GIVE X2 = {x2s} THEN X3 = {x3s}."),
            [line for line in lines if line.o1 in (o1, mirror)]))
    edges = [line for line in lines if is_edge(line.o1) and line.o1 not in shown]
    rows = " AND ".join(str(o1) for o1 in sorted({line.o1 for line in edges}))
    won = sum(line.worth is Worth.X_WINS for line in edges)
    out.append(_table_page(
        (f"AFTER THE EDGES {rows} THE TABLE GIVES TWO X3S",
         f"FOR EACH X2: {won} OF {len(edges)} LINES WIN FOR X."),
        edges))
    corners = [line for line in lines if not is_edge(line.o1)]
    won = sum(line.worth is Worth.X_WINS for line in corners)
    out.append(_table_page(
        (f"AFTER A CORNER O1, {won} OF {len(corners)} LINES WIN FOR X. MAGIC",
         "PLAYS EVERY WINNING LINE OF THE TABLE, FROM ANY",
         "CORNER, PICKING EVENLY WITH THE FORMULAS' MOVE."),
        corners))
    return out


def pages() -> list[Page]:
    """Lesson 5's pages in order."""
    return [square_page()] + [formula_page(x) for x in CHOSEN] + line_pages() + table_pages()
