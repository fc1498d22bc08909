"""Win detection cross-checked four ways, and the three views proved isomorphic.

Every reachable position is checked: the engine's bitmask lines against
Moler's line sums, the TI-83 "M.E.N.A.C.E." thread's win-contribution
matrix and prime products,
and Pick15's own rule (three numbers summing to 15).
"""

from __future__ import annotations

from itertools import combinations

from game.engine import LINES, LO_SHU, MAGIC_SUM, NUMBERS, Board, Mark, Pick15, View
from game.engine.views import NUMBER_AT, fifteens, line_sum, numbers_held, numbers_left
from game.engine.wins import (
    LINE_PRODUCTS,
    PRIMES,
    signed_vector,
    win_contribution_matrix,
    winner_by_contribution,
    winner_by_line_sums,
    winner_by_primes,
)


def engine_winner(board: Board) -> Mark | None:
    outcome = board.outcome()
    return outcome.winner if outcome else None


def test_all_detectors_agree_on_every_reachable_position(positions: list[Board]) -> None:
    matrix = win_contribution_matrix()
    wins = 0
    for board in positions:
        expected = engine_winner(board)
        wins += expected is not None
        assert winner_by_line_sums(board) is expected, board
        assert winner_by_contribution(board, matrix) is expected, board
        assert winner_by_primes(board) is expected, board
    assert wins > 0


def test_pick15_rule_agrees_with_the_line_rule_everywhere(positions: list[Board]) -> None:
    """The isomorphism, proved: Pick15's sum rule and TicTacToe's lines pick the same winner."""
    for board in positions:
        assert Pick15.of(board).winner() is engine_winner(board), board
        assert Pick15.of(board).available() == numbers_left(board)


def test_the_lo_shu_lines_are_exactly_the_triples_summing_to_15() -> None:
    line_triples = {tuple(sorted(NUMBER_AT[sq] for sq in line)) for line in LINES}
    all_triples = {t for t in combinations(NUMBERS, 3) if sum(t) == MAGIC_SUM}
    assert line_triples == all_triples
    assert all(line_sum(line) == MAGIC_SUM for line in LINES)


def test_lo_shu_is_moler_s_magic_3() -> None:
    assert LO_SHU == ((8, 1, 6), (3, 5, 7), (4, 9, 2))
    assert sorted(NUMBER_AT) == list(NUMBERS)


def test_moler_worked_pick15_game() -> None:
    """Moler's Pick15 game: Green 8, Blue 4, Green 2, Blue 5, Green 6 (a fork), Blue 7, Green 1 wins."""
    from game.engine import square_for_number

    board = Board()
    for number in (8, 4, 2, 5, 6):
        board = board.play(square_for_number(number))
    assert numbers_held(board, Mark.X) == (2, 6, 8)
    assert numbers_held(board, Mark.O) == (4, 5)
    # Green threatens both 1 + 6 + 8 and 2 + 6 + 7: Blue cannot block both.
    for blue, green in ((7, 1), (1, 7)):
        end = board.play(square_for_number(blue)).play(square_for_number(green))
        assert Pick15.of(end).winner() is Mark.X
    end = board.play(square_for_number(7)).play(square_for_number(1))
    assert (1, 6, 8) in fifteens(numbers_held(end, Mark.X))
    # 7 + 8 = 15 does not count: only sums of exactly three numbers do.
    assert fifteens([7, 8]) == ()


#: Cleve Moler, *Experiments with MATLAB*, ch. 11 (seed file 000_5182eab01fa21a87.txt): the position of
#: his figure 11.2, "It is green's move. Green needs to click the 6 button to prevent blue from having
#: 4+5+6 = 15. ... this corresponds to (i, j) = (1, 3)".
MOLER_X = [[1, 0, 0], [0, -1, 0], [-1, 0, 1]]
MOLER_MUST = (1, 3)  # Moler's 1-based (i, j): row 1, column 3


def test_moler_matrix_example() -> None:
    """Moler's X matrix after two rounds: green must take the 6, i.e. (i, j) = (1, 3)."""
    board = Board.parse("X..|.O.|O.X")
    assert signed_vector(board).reshape(3, 3).tolist() == MOLER_X
    assert board.turn is Mark.X  # green's move
    must = (MOLER_MUST[0] - 1) * 3 + (MOLER_MUST[1] - 1)
    assert NUMBER_AT[must] == 6
    # Every other move lets blue take the 6 and win; the 6 leaves blue no win at once.
    for square in board.legal_moves():
        after = board.play(square)
        blue_wins = [sq for sq in after.legal_moves() if engine_winner(after.play(sq)) is Mark.O]
        assert blue_wins == ([] if square == must else [must]), square


def test_prime_line_products_match_the_ti83_program() -> None:
    assert PRIMES == (2, 3, 5, 7, 11, 13, 17, 19, 23)
    assert sorted(LINE_PRODUCTS) == sorted([30, 1001, 7429, 238, 627, 1495, 506, 935])


def test_contribution_matrix_rows_match_the_ti83_thread() -> None:
    matrix = win_contribution_matrix()
    assert matrix.shape == (9, 8)
    assert matrix[0].tolist() == [1, 1, 0, 0, 1, 0, 0, 0]  # [a] in the TI-83 thread
    assert matrix[1].tolist() == [0, 1, 0, 0, 0, 1, 0, 0]  # [b] in the TI-83 thread
    assert matrix.sum(axis=0).tolist() == [3] * 8


def test_views_cycle_through_all_three() -> None:
    view = View.PICK15
    seen = []
    for _ in range(3):
        seen.append(view)
        view = view.next
    assert view is View.PICK15 and set(seen) == set(View)
