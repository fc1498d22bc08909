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

from game.language import N_, tr

from .page import Arrow, Page, Tone
from .words import ARTICLE

LESSON = 5
TITLE = N_("MAGIC-SQUARE ARITHMETIC")
#: The numbers whose arrows are drawn: an edge and a corner, the article's own examples (Ep(7), Kp(8)).
CHOSEN = (7, 8)
#: The human's first move on the computer-first line: the article's example, "if O1 = 6 then X2 = 2".
FIRST_REPLY = 6

#: Each formula as the article writes it, from an edge (odd X) and from a corner (even X).
# TRANSLATORS: the article's formulas, as it writes them: X is the number moved from, MOD the remainder, CP, CN,
# EP the formulas' names as the arrows show them.  Keep them as written unless the names are translated too.
FORMULAS: dict[str, tuple[str, str]] = {
    "across": ("10-X", "10-X"),
    "cp": (N_("10-(2X MOD 10)"), N_("3X MOD 10")),
    "cn": (N_("10-(4X MOD 10)"), N_("2X MOD 10")),
    "ep": (N_("3X MOD 10"), N_("15-CP-X")),
    "en": (N_("10-EP"), N_("15-X-CN")),
    "kp": (N_("4X MOD 10"), N_("5+X-CP")),
    "kn": (N_("2X MOD 10"), N_("5+X-CN")),
}
#: Each formula's name as the article writes it, on its arrow and in the notes.
# TRANSLATORS: the article's names of the cells relative to a number, on an arrow in a small frame: ACROSS, then
# the Corner, Edge and Knight's move Previous and Next (CP CN EP EN KP KN).  Keep them short.
FORMULA_NAMES = {"across": N_("ACROSS"), "cp": N_("CP"), "cn": N_("CN"), "ep": N_("EP"), "en": N_("EN"),
                 "kp": N_("KP"), "kn": N_("KN")}

#: The article's square beside Moler's, by how far it is turned (in quarter turns): ``{article}`` and ``{moler}``
#: are their rows, ``{total}`` the magic sum.
TURNS = {
    1: N_("ARTICLE'S MAGIC SQUARE {article} IS MOLER'S {moler} TURNED A QUARTER TURN SO ITS LINES SUM TO {total}; "
          "THE FORMULAS USE IT."),
    # TRANSLATORS: {article} and {moler} are two magic squares, row by row ("2 9 4 / 7 5 3 / 6 1 8"); {total} is
    # 15.  The article's formulas read in its own square's numbers.
    2: N_("ARTICLE'S MAGIC SQUARE {article} IS MOLER'S {moler} TURNED HALF A TURN SO ITS LINES SUM TO {total}; "
          "THE FORMULAS USE IT."),
    3: N_("ARTICLE'S MAGIC SQUARE {article} IS MOLER'S {moler} TURNED THREE QUARTERS OF A TURN SO ITS LINES SUM TO "
          "{total}; THE FORMULAS USE IT."),
}
#: What a line of the table is worth to X, as the notes say it.
# TRANSLATORS: what a line of the article's table is worth to X with perfect play, in a note's last column (short).
WORTH_WORDS = {Worth.X_WINS: N_("X WINS"), Worth.DRAW: N_("DRAW"), Worth.O_WINS: N_("O WINS")}


def square_rows(number: Callable[[int], int]) -> tuple[str, ...]:
    """A magic square's three rows, e.g. "8 1 6", from the number on each 0-8 square."""
    return tuple(" ".join(str(number(sq)) for sq in SQUARES[row * 3:row * 3 + 3]) for row in range(3))


def whole(rows: tuple[str, ...]) -> str:
    """A square's rows on one line of a caption, ``2 9 4 / 7 5 3 / 6 1 8``, kept together: no-break spaces, so a
    longer sentence round it never breaks a row across two lines."""
    return "\u00a0/\u00a0".join(row.replace(" ", "\u00a0") for row in rows)


def square_page() -> Page:
    """The article's magic square beside Moler's: the same one turned, so the formulas read in its numbers."""
    board = Board()
    moler, article = square_rows(number_of), square_rows(number_on)
    return Page(
        LESSON, TITLE,
        (tr(TURNS[HALF_TURN]).format(article=whole(article), moler=whole(moler), total=MAGIC_SUM),),
        board,
        labels=number_labels(board),
        # TRANSLATORS: a note over Moler's magic square: the book's chapter 11 (24 characters at most).
        notes=(tr("MOLER, CH. 11:"), *moler, tr("THE ARTICLE:"), *article),
        source=ARTICLE,
    )


def number_labels(board: Board) -> dict[int, tuple[str, Tone]]:
    """The article's number in every free cell."""
    return {sq: (str(number_on(sq)), Tone.PLAIN) for sq in SQUARES if board.mark_at(sq) is None}


def formula_page(x: int) -> Page:
    """Every relative of ``x`` as an arrow, with its formula and value in the notes."""
    values = relatives(x)
    board = Board()
    if is_edge(x):
        # TRANSLATORS: {x} is a number on an edge of the magic square; the arrows name what the article calls the
        # cell across from it, the corner, edge and knight's move before and after it.
        relations = tr("FROM {x}, AN EDGE: ACROSS, CORNER PREVIOUS/NEXT, EDGE PREVIOUS/NEXT, KNIGHT PREVIOUS/NEXT.")
    else:
        # TRANSLATORS: {x} is a number in a corner of the magic square; the arrows name what the article calls the
        # cell across from it, the corner, edge and knight's move before and after it.
        relations = tr("FROM {x}, A CORNER: ACROSS, CORNER PREVIOUS/NEXT, EDGE PREVIOUS/NEXT, KNIGHT PREVIOUS/NEXT.")
    return Page(
        LESSON, TITLE,
        (relations.format(x=x),
         # TRANSLATORS: {total} is 15: every line of the magic square sums to it, so each relative is a sum.
         tr("EVERY LINE SUMS TO {total}, SO EACH IS A FORMULA.").format(total=MAGIC_SUM)),
        board,
        labels=number_labels(board),
        highlight=(square_of(x),),
        arrows=tuple(Arrow(square_of(x), square_of(v), tr(FORMULA_NAMES[name])) for name, v in values.items()),
        notes=tuple(
            f"{tr(FORMULA_NAMES[name])}({x})={v} {tr(FORMULAS[name][0 if is_edge(x) else 1])}"
            for name, v in values.items()
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
    # TRANSLATORS: the article's line, a move a page: X1, O1, X2... are the moves in turn, each {n} the number
    # moved on; ABS and ACROSS are the article's formulas (ACROSS as its arrows name it).
    steps = [
        (x1, tr("X1 = {n}: THE COMPUTER TAKES THE CENTRE.").format(n=x1)),
        (o1, tr("O1 = {n}: A CORNER.").format(n=o1)),
        (x2, tr("X2 = ABS(10-2*O1) = ABS(10-{twice}) = {n}.").format(twice=2 * o1, n=x2)),
        # TRANSLATORS: O's only move that does not lose at once.
        (o2, tr("O2 = ACROSS(X2) = 10-{x2} = {n}, OR LOSE.").format(x2=x2, n=o2)),
        (x3, tr("X3 = 15-O2-O1 = 15-{o2}-{o1} = {n}.").format(o2=o2, o1=o1, n=x3)),
        (o3, tr("O3 = ACROSS(X3) = 10-{x3} = {n}, TO BLOCK.").format(x3=x3, n=o3)),
        (x4, tr("X4 = 15-ACROSS(O1)-O2 = 15-{across}-{o2} = {n}.").format(across=across(o1), o2=o2, n=x4)),
        (o4, tr("O4 = 10-X4 = {rim}-{x4} = {n}, TO BLOCK.").format(rim=RIM_MODULUS, x4=x4, n=o4)),
    ]
    left = set(range(1, 2 * CENTRE)) - {n for n, _ in steps}
    (last,) = left
    steps.append((last, tr("X5 = {n}, THE LAST CELL: A DRAW.").format(n=last)))
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
                (tr("THE COMPUTER MOVES FIRST (X)."), words),
                board,
                labels=number_labels(board),
                highlight=(square_of(number),),
                notes=tuple(f"{'XO'[k % 2]}{k // 2 + 1} = {number_on(sq)}" for k, sq in enumerate(board.moves)),
                source=ARTICLE,
            )
        )
    return out


#: The table's header and one line per X2 and X3: the moves after X1, then what the line is worth to X.
# TRANSLATORS: a table's header (24 characters at most): the moves O1 X2 O2 X3 in columns, then what the line is
# worth with best play; keep the move names and their spacing.
TABLE_HEADER = N_("O1 X2 O2 X3  BEST PLAY")


def _table_note(line: TableLine) -> str:
    return "  ".join(str(n) for n in line.moves[1:]) + "   " + tr(WORTH_WORDS[line.worth])


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
            # TRANSLATORS: X1, O1, X2, X3 are the moves in turn, each "= n" the number moved on; {count} lines of
            # the table start O1 = {lost} and lose for X (O makes a fork); those starting O1 = {won} win.
            (tr("AFTER X1 = {x1}: THE O1 = {won} LINES WIN, THE {count} O1 = {lost} LINES LOSE (O FORKS).").format(
                x1=TABLE_X1, won=mirror, count=len(row), lost=o1),
             # TRANSLATORS: the winning O1 = {won} lines, mirrored in the board's diagonal, give the moves that
             # win after O1 = 3: {x2s} and {x3s} are lists of numbers, e.g. "4 5 6".
             tr("O1 = {won}'S WINS, MIRRORED IN THE DIAGONAL, GIVE X2 = {x2s} THEN X3 = {x3s}.").format(
                won=mirror, x2s=x2s, x3s=x3s)),
            [line for line in lines if line.o1 in (o1, mirror)]))
    edges = [line for line in lines if is_edge(line.o1) and line.o1 not in shown]
    rows = _both(sorted({line.o1 for line in edges}))
    won = sum(line.worth is Worth.X_WINS for line in edges)
    out.append(_table_page(
        # TRANSLATORS: after O1 on the edges {edges} (e.g. "7 AND 9"), the article's table gives two third moves of
        # X's for each second one; {won} of its {count} lines win for X.
        (tr("AFTER THE EDGES {edges} THE TABLE GIVES TWO X3S FOR EACH X2: {won} OF {count} LINES WIN FOR X.").format(
            edges=rows, won=won, count=len(edges)),),
        edges))
    corners = [line for line in lines if not is_edge(line.o1)]
    won = sum(line.worth is Worth.X_WINS for line in corners)
    out.append(_table_page(
        # TRANSLATORS: O's first move in a corner: {won} of the table's {count} lines win for X.
        (tr("AFTER A CORNER O1, {won} OF {count} LINES WIN FOR X.").format(won=won, count=len(corners)),
         # TRANSLATORS: MAGIC is an opponent's name, kept: it plays the article's formulas.
         tr("MAGIC PLAYS EVERY WINNING LINE OF THE TABLE, FROM ANY CORNER, PICKING EVENLY WITH THE FORMULAS' "
            "MOVE.")),
        corners))
    return out


def _both(numbers: list[int]) -> str:
    """Numbers named together, each joined on with AND: a translator reorders a pair, never a list."""
    both = str(numbers[0]) if numbers else ""
    for number in numbers[1:]:
        # TRANSLATORS: two numbers (or more, already joined this way) named together, as in "THE EDGES 7 AND 9".
        both = tr("{first} AND {second}").format(first=both, second=number)
    return both


def pages() -> list[Page]:
    """Lesson 5's pages in order."""
    return [square_page()] + [formula_page(x) for x in CHOSEN] + line_pages() + table_pages()
