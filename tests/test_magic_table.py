"""The article's table of X's second moves, as printed, each line valued by a search written here.

The table is quoted from "Programming Tic Tac Toe: Magic Square", seed file
``004_ca83b2f14bf13ed5.txt``; the worth of each line is found by a plain
minimax over the board in this file, not by the engine's solver.
"""

from __future__ import annotations

from game.analysis.magic_table import TABLE_X1, Worth, diagonal_mirror, mirrored_row, table_lines
from game.opponents.magic_printed import PRINTED
from game.engine import LINES, Board, Mark
from game.opponents import make_opponent
from game.opponents.magic_arithmetic import square_of

# 004_ca83b2f14bf13ed5.txt, the table's rows after X1 = 2 ("2 5 The only safe move" has no moves to check).
ARTICLE_ROWS = """\
2	1	456	987	564
2	3	456	987	864
2	4	8	5	6
2	6	48	95	84   35|39
2	7	45	98	58|49
2	8	46	97	64   57|59
2	9	56	87	67|58"""
ARTICLE_SQUARE = ((2, 9, 4), (7, 5, 3), (6, 1, 8))  # "X1 = upper left corner = 2"; Ep(7) = 1, Kp(9) = 6 ...


def minimax(cells: dict[int, str], mover: str) -> int:
    """+1 if X wins with best play from here, -1 if O does, 0 for a draw (cells: 0-8 -> "X" or "O")."""
    for line in LINES:
        marks = {cells.get(sq) for sq in line}
        if len(marks) == 1 and None not in marks:
            return 1 if marks == {"X"} else -1
    free = [sq for sq in range(9) if sq not in cells]
    if not free:
        return 0
    results = [minimax({**cells, sq: mover}, "O" if mover == "X" else "X") for sq in free]
    return max(results) if mover == "X" else min(results)


def by_number(numbers: tuple[int, ...]) -> dict[int, str]:
    at = {n: r * 3 + c for r, row in enumerate(ARTICLE_SQUARE) for c, n in enumerate(row)}
    return {at[n]: "XO"[i % 2] for i, n in enumerate(numbers)}


def test_the_table_is_kept_as_printed() -> None:
    for (o1, x2s, o2s, x3s, o3s), printed in zip(PRINTED, ARTICLE_ROWS.splitlines(), strict=True):
        fields = printed.split()
        assert fields[:5] == [str(TABLE_X1), str(o1), x2s, o2s, x3s]
        assert (fields[5] if len(fields) > 5 else "") == o3s


def test_the_square_is_the_articles() -> None:
    for r, row in enumerate(ARTICLE_SQUARE):
        for c, n in enumerate(row):
            assert square_of(n) == r * 3 + c


def test_every_line_is_worth_what_a_plain_search_says() -> None:
    lines = table_lines()
    assert len(lines) == 19
    for line in lines:
        value = minimax(by_number(line.moves), "O")  # X3 was the last move: O to play
        assert line.worth is {1: Worth.X_WINS, 0: Worth.DRAW, -1: Worth.O_WINS}[value], line
        assert Board.from_moves([square_of(n) for n in line.moves]).turn is Mark.O


def test_only_the_row_o1_3_loses_and_all_of_it_and_its_mirror_image_wins() -> None:
    lost = {line.moves for line in table_lines() if line.worth is not Worth.X_WINS}
    assert lost == {(2, 3, 4, 9, 8), (2, 3, 5, 8, 6), (2, 3, 6, 7, 4)}
    assert (diagonal_mirror(3), diagonal_mirror(1), diagonal_mirror(TABLE_X1)) == (1, 3, 2)
    for moves in mirrored_row(3):
        assert moves[:2] == (2, 3)
        assert minimax(by_number(moves), "O") == 1


def quarter_turn(square: int) -> int:
    """A 0-8 square turned a quarter turn clockwise: (row, column) -> (column, 2 - row)."""
    row, col = divmod(square, 3)
    return col * 3 + (2 - row)


def turned_lines() -> list[tuple[int, ...]]:
    """Every printed line, as 0-8 squares, turned to each of the four corners."""
    out = []
    for line in table_lines():
        squares = tuple(square_of(n) for n in line.moves)
        for _ in range(4):
            out.append(squares)
            squares = tuple(quarter_turn(sq) for sq in squares)
    return out


def test_magic_plays_every_winning_line_of_the_table_from_every_corner_and_no_losing_one() -> None:
    """Exhaustive over the table's 19 lines and the four corners: as X, magic offers each X2 and X3 of a line
    that wins, and never the X3 of a line that loses (the row O1 = 3)."""
    magic = make_opponent("magic")
    lines = turned_lines()
    assert len(lines) == 4 * 19 and len({line[0] for line in lines}) == 4
    for squares in lines:
        cells = {sq: "XO"[i % 2] for i, sq in enumerate(squares)}
        wins = minimax(cells, "O") == 1
        board = Board()
        for k, sq in enumerate(squares):
            if k in (2, 4) and (wins or k == 4):
                assert (sq in magic.distribution(board)) == wins, (squares, k)
            board = board.play(sq)
