"""``magic`` against "Programming Tic Tac Toe: Magic Square"."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest
from exhaustive import worst_results
from seed_sources import seed_text

from game.analysis.magic_sources import ARTICLE_RULES, decision_sources
from game.engine import LINES, MAGIC_SUM, SYMMETRIES, Board, Mark, solve
from game.engine.views import NUMBER_AT
from game.opponents import magic as magic_module
from game.opponents import make_opponent
from game.opponents.magic_printed import PRINTED
from game.opponents.magic import Source, decide, x_lines
from game.opponents.magic_arithmetic import (
    ARTICLE_NUMBER_AT,
    across,
    corner_next,
    corner_previous,
    edge_next,
    edge_previous,
    knight_next,
    knight_previous,
    number_on,
    square_of,
)

#: The rim of the board, clockwise from the upper-left corner.
RIM_CLOCKWISE = (0, 1, 2, 5, 8, 7, 6, 3)
RIM_NUMBERS = tuple(n for n in range(1, 10) if n != 5)
KNIGHT_STEPS = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))


def rim_step(x: int, steps: int) -> int:
    """The number ``steps`` places clockwise from x around the rim."""
    i = RIM_CLOCKWISE.index(square_of(x))
    return number_on(RIM_CLOCKWISE[(i + steps) % len(RIM_CLOCKWISE)])


def test_the_article_s_square_has_2_in_the_upper_left_and_is_moler_s_turned_half_a_turn() -> None:
    assert ARTICLE_NUMBER_AT == (2, 9, 4, 7, 5, 3, 6, 1, 8)
    half_turn = SYMMETRIES[2]
    assert all(ARTICLE_NUMBER_AT[half_turn[s]] == NUMBER_AT[s] for s in range(9))
    assert all(sum(number_on(sq) for sq in line) == MAGIC_SUM for line in LINES)


def test_the_article_s_examples() -> None:
    assert (edge_previous(7), edge_previous(6)) == (1, 1)
    assert (knight_previous(9), knight_previous(8)) == (6, 9)
    assert (knight_next(9), knight_next(8)) == (8, 7)


@pytest.mark.parametrize("x", RIM_NUMBERS)
def test_the_formulas_name_what_they_say_on_this_square(x: int) -> None:
    """Next is clockwise: Cn/En the next corner/edge, Cp/Ep the previous; K a knight's move."""
    corner = x % 2 == 0
    assert corner_next(x) == rim_step(x, 2 if corner else 1)
    assert corner_previous(x) == rim_step(x, -2 if corner else -1)
    assert edge_next(x) == rim_step(x, 1 if corner else 2)
    assert edge_previous(x) == rim_step(x, -1 if corner else -2)
    assert across(x) == number_on(8 - square_of(x))
    r, c = divmod(square_of(x), 3)
    knights = {
        number_on(3 * (r + dr) + c + dc)
        for dr, dc in KNIGHT_STEPS
        if 0 <= r + dr < 3 and 0 <= c + dc < 3
    }
    assert {knight_previous(x), knight_next(x)} == knights


def play_numbers(board: Board, *numbers: int) -> Board:
    for n in numbers:
        board = board.play(square_of(n))
    return board


def magic_move(board: Board) -> int:
    """Magic's move as a number, asserting it is the only one it would play."""
    dist = make_opponent("magic").distribution(board)
    assert len(dist) == 1, (board, dist)
    return number_on(next(iter(dist)))


def magic_moves(board: Board) -> set[int]:
    """Every number magic may play here, asserting each wins for it with perfect play from there on."""
    dist = make_opponent("magic").distribution(board)
    assert len(set(dist.values())) == 1, dist  # chosen evenly
    assert all(-solve().score(board.play(sq)) > 0 for sq in dist), (board, dist)
    return {number_on(sq) for sq in dist}


def test_x_opens_in_the_centre_half_the_time_and_in_each_corner_an_eighth() -> None:
    """Both of the article's X lines: the centre (computer-first) or a corner (its first example)."""
    dist = make_opponent("magic").distribution(Board())
    assert {number_on(sq): p for sq, p in dist.items()} == {
        5: Fraction(1, 2), 2: Fraction(1, 8), 4: Fraction(1, 8), 6: Fraction(1, 8), 8: Fraction(1, 8)
    }
    assert all(isinstance(p, Fraction) for p in dist.values())


@pytest.mark.parametrize("o1", [1, 2, 3, 4, 6, 7, 8, 9])
def test_computer_first_line(o1: int) -> None:
    """X1 = 5; X2 = abs(10-2*O1); O2 = Across(X2) or lose; X3; ... as the article plays it."""
    board = play_numbers(Board(), 5, o1)
    x2 = magic_move(board)
    assert x2 == abs(10 - 2 * o1) and x2 % 2 == 0  # "*2 forces a corner"
    o2 = across(x2)
    board = play_numbers(board, x2, o2)
    if o1 % 2:  # O1 was an edge: X3 = Cn(O2) makes a fork and X4 wins (or a move of the table's, on the same board)
        x3 = corner_next(o2)
        assert x3 in magic_moves(board)
        for o3 in (15 - x2 - x3, across(x3)):
            final = play_numbers(board, x3, o3)
            final = final.play(square_of(magic_move(final)))
            assert final.outcome().winner is Mark.X
    else:
        x3 = magic_move(board)
        assert x3 == 15 - o2 - o1
        board = play_numbers(board, x3, across(x3))
        x4 = magic_move(board)
        assert x4 == 15 - across(o1) - o2
        board = play_numbers(board, x4, 10 - x4)
        board = board.play(square_of(magic_move(board)))  # the remaining corner: a tie
        assert board.outcome().winner is None and x4 % 2 == 1


def test_example_o1_6_gives_x2_2() -> None:
    assert magic_move(play_numbers(Board(), 5, 6)) == 2


def test_second_moves_without_losing_the_game() -> None:
    """Corner: "The only safe move" is 5; centre: a corner; edge: 5 or a corner beside it."""
    solution = solve()
    magic = make_opponent("magic")
    for x1 in RIM_NUMBERS + (5,):
        board = play_numbers(Board(), x1)
        safe = {number_on(sq) for sq in solution.best_moves(board)}
        played = {number_on(sq) for sq in magic.distribution(board)}
        assert played <= safe
        if x1 % 2 == 0:
            assert safe == played == {5}
        elif x1 == 5:
            assert safe == played == {2, 4, 6, 8}
        else:  # the reader's exercise: the knight corners and the edges beside it lose
            assert safe == {5, corner_previous(x1), corner_next(x1), across(x1)}
            assert played == {5, corner_previous(x1), corner_next(x1)}
            assert safe.isdisjoint({knight_previous(x1), knight_next(x1), edge_previous(x1), edge_next(x1)})


def test_center_move_line() -> None:
    """X1 corner, O1 = 5, X2 = Across(X1): O2 must be an edge; X3 = Across(O2); "O3 must be to a corner to block"."""
    start = play_numbers(Board(), 2, 5, 8)
    dist = make_opponent("magic").distribution(start)
    assert {number_on(sq) for sq in dist} == {1, 3, 7, 9}
    assert set(dist.values()) == {Fraction(1, 4)}
    for o2 in (1, 3, 7, 9):
        x3 = across(o2)
        board = play_numbers(start, o2, x3)
        threats = {15 - x - x3 for x in (2, 8)} & set(range(1, 10)) - {5, o2}
        o3 = magic_move(board)
        assert o3 % 2 == 0 and {o3} == threats
        board = play_numbers(board, o3)
        assert worst_results(make_opponent("magic"), Mark.O)(board) == 0


def test_bold_example_line_x_forks_with_the_remaining_corner() -> None:
    """X1 = 2, O1 = 8, X2 = 6, O2 = 7 to block, X3 = Across(X2) = 4 makes the fork, X4 wins."""
    board = play_numbers(Board(), 2, 8, 6)
    assert magic_move(board) == 7  # magic as O blocks 2 + 6
    board = play_numbers(board, 7)
    assert magic_move(board) == 4  # magic as X finds the fork
    for o3 in (5, 9):
        final = play_numbers(board, 4, o3)
        assert play_numbers(final, magic_move(final)).outcome().winner is Mark.X


def test_win_then_block_by_fifteen_minus_a_minus_b() -> None:
    board = play_numbers(Board(), 5, 2, 4, 8)  # X: 5 4 (wants 6); O: 2 8 (wants 5 -- taken)
    assert magic_move(board) == 6
    board = play_numbers(Board(), 5, 2, 9, 4)  # O 2 + 4 wants 9 -- taken; X 5 + 9 wants 1
    assert magic_move(board) == 1


@pytest.mark.parametrize("mark", list(Mark))
def test_never_loses_from_the_start(mark: Mark) -> None:
    assert worst_results(make_opponent("magic"), mark)(Board()) == 0


#: The article's table of second moves for X1 = 2, as printed (test_magic_table holds it to the article's text).
ARTICLE_TABLE = PRINTED


def groups(column: str, count: int) -> list[set[int]]:
    """A table cell split into one set of numbers per X2."""
    parts = column.split("|") if "|" in column else list(column)
    assert len(parts) == count
    return [{int(d) for d in part} for part in parts]


def expected_o3(start: tuple[int, ...]) -> set[int]:
    """The O3 replies the article's line expects after these five moves."""
    return {line[5] for line in x_lines() if line[:5] == start}


@pytest.mark.parametrize("row", ARTICLE_TABLE, ids=lambda row: f"O1={row[0]}")
def test_the_corner_line_plays_the_article_s_table(row: tuple[int, str, str, str, str]) -> None:
    """Every X2 of a row, then every X3 printed for it, chosen evenly; the row O1 = 3 keeps the formulas' one line."""
    o1, x2s, o2s, x3s, o3s = row
    x2_choices = [int(d) for d in x2s]
    board = play_numbers(Board(), 2, o1)
    played = magic_moves(board)
    if o1 == 3:  # the row O1 = 3 is wrong (test_magic_table): X2 = 5, O2 = 8, then Cn(2) = 4, not the printed 6
        assert played == {5} and groups(x3s, 3)[1] == {6}
        assert magic_moves(play_numbers(board, 5, 8)) == {4} == {corner_next(2)}
        return
    assert played == set(x2_choices)
    for i, x2 in enumerate(x2_choices):
        after_o2 = play_numbers(board, x2, int(o2s[i]))
        assert groups(x3s, len(x2_choices))[i] <= magic_moves(after_o2)
        for x3 in groups(x3s, len(x2_choices))[i]:
            start = (2, o1, x2, int(o2s[i]), x3)
            if o3s:
                assert expected_o3(start) == groups(o3s, len(x2_choices))[i]
            for o3 in expected_o3(start):  # "X4 selects the other side of the fork and wins"
                final = play_numbers(after_o2, x3, o3)
                assert play_numbers(final, magic_move(final)).outcome().winner is Mark.X


CORNER_NUMBERS = (2, 4, 6, 8)


@pytest.mark.parametrize("x1", CORNER_NUMBERS)
def test_the_corner_line_s_x2_and_x3_by_the_article_s_formulas(x1: int) -> None:
    """The formulas' X2 and X3 are always among magic's moves (the table may offer more beside them)."""
    for o1 in set(range(1, 10)) - {x1, 5}:
        board = play_numbers(Board(), x1, o1)
        x2s = magic_moves(board)
        if o1 % 2:  # O selected an edge: X2 = 5, O2 = 10 - X1 to block, then Cp or Cn of X1
            assert 5 in x2s
            board = play_numbers(board, 5, 10 - x1)
            doubled = (o1 + o1) % 10
            assert (corner_previous(x1) if doubled in (x1, 10 - x1) else corner_next(x1)) in magic_moves(board)
        elif o1 == across(x1):
            assert corner_next(x1) in x2s
        else:
            x2 = across(x1)
            assert x2 in x2s
            board = play_numbers(board, x2, 5)
            x3 = across(o1)  # the table's X3
            assert x3 in magic_moves(board)
            assert expected_o3((x1, o1, x2, 5, x3)) == {edge_next(x3), edge_previous(x3)}  # "O3 must be = En OR = Ep"


@pytest.mark.parametrize("x1", CORNER_NUMBERS)
def test_center_move_line_as_x(x1: int) -> None:
    """O1 = 5: X2 = Across(X1), X3 = Across(O2); a corner O2 loses to the fork, an edge O2 ties."""
    start = play_numbers(Board(), x1, 5)
    x2 = magic_move(start)
    assert x2 == across(x1)
    for o2 in set(range(1, 10)) - {x1, 5, x2}:
        board = play_numbers(start, x2, o2)
        x3 = magic_move(board)
        assert x3 == across(o2)
        board = play_numbers(board, x3)
        if o2 % 2 == 0:
            assert expected_o3((x1, 5, x2, o2, x3)) == {15 - x1 - x3, 15 - x2 - x3}
            continue
        (o3,) = expected_o3((x1, 5, x2, o2, x3))
        assert o3 % 2 == 0  # "O3 must be to a corner to block"
        board = play_numbers(board, o3)
        x4 = magic_move(board)
        assert x4 == across(o3)
        board = play_numbers(board, x4)
        free = {number_on(sq) for sq in board.legal_moves()}
        (o4,) = {15 - a - b for a, b in combinations((x1, x2, x3, x4), 2)} & free  # "O3 must block"
        board = play_numbers(board, o4)
        assert magic_move(board) == across(o4)  # the article's "X5 = Across(O3)" is Across(O4)
        assert board.play(square_of(across(o4))).outcome().winner is None


def test_every_scripted_line_is_what_magic_plays_and_ends_in_a_win_or_tie() -> None:
    for line in x_lines():
        board = Board()
        for k, number in enumerate(line):
            if k % 2 == 0 and k:
                assert number in decide(board).odds, line
            board = board.play(square_of(number))
        assert board.outcome() is not None and board.outcome().winner is not Mark.O, line


@pytest.mark.parametrize("mark", list(Mark))
def test_the_decision_shares_quoted_in_the_docstring_and_docs_analysis_are_computed(mark: Mark) -> None:
    summary = " ".join(decision_sources(mark).summary().split())
    analysis = (Path(__file__).parent.parent / "docs" / "analysis.md").read_text(encoding="utf-8")
    for text in (magic_module.__doc__, analysis):
        assert summary in " ".join(text.split())


def test_as_x_the_article_decides_every_move() -> None:
    shares = decision_sources(Mark.X)
    assert shares.positions[Source.FALLBACK] == shares.positions[Source.EXERCISE] == 0
    assert shares.move_share(*ARTICLE_RULES) == 1


def test_only_o_s_reply_to_an_edge_is_the_exercise() -> None:
    for x1 in range(1, 10):
        board = play_numbers(Board(), x1)
        assert (decide(board).source is Source.EXERCISE) == (x1 % 2 == 1 and x1 != 5)


#: The article's words for moving round the rim (004_ca83b2f14bf13ed5.txt), as written there.
ARTICLE_RIM = "the next corner is (X + 2) AND 6, the previous square = (X – 1) AND 7"


def test_the_rim_formulas_are_quoted_as_the_article_wrote_them() -> None:
    import game.opponents.magic_arithmetic as arithmetic

    told = " ".join(arithmetic.__doc__.split())
    assert ARTICLE_RIM in told and ARTICLE_RIM in seed_text("004_ca83b2f14bf13ed5.txt")
    assert "next = X + 1" not in told
    # What the quote says, on its rim numbered 0-7 with the corners on the even numbers: the rim of
    # 2 9 4 / 7 5 3 / 6 1 8, clockwise from the upper-left corner, written out by hand.
    rim = (2, 9, 4, 3, 8, 1, 6, 7)
    for position, x in enumerate(rim):
        assert corner_next(x) == rim[(position + 2) & 6], x
        previous = edge_previous if position % 2 == 0 else corner_previous  # a corner's previous square is an edge
        assert previous(x) == rim[(position - 1) & 7], x
