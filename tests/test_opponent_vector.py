"""``vector`` against the three rules of the TI-83 "M.E.N.A.C.E." forum thread."""

from __future__ import annotations

from fractions import Fraction

from game.engine import LINES, Board
from game.opponents import make_opponent
from game.opponents.vector import VectorPlayer


def open_twos(board: Board, mark) -> set[int]:
    """Lines (by index) where ``mark`` has two and the third cell is free."""
    own, empty = board.mask_of(mark), board.empty_mask
    return {
        i for i, line in enumerate(LINES)
        if sum(own >> sq & 1 for sq in line) == 2 and sum(empty >> sq & 1 for sq in line) == 1
    }


def test_seed_example_player_one_takes_a() -> None:
    board = Board.from_moves([0])
    # From O's side the vector is negated: O sees X's contribution as -1s.
    assert list(-VectorPlayer().mover_vector(board)) == [1, 1, 0, 0, 1, 0, 0, 0]


def test_rule_1_makes_a_three_whenever_it_can(positions: list[Board]) -> None:
    vector = make_opponent("vector")
    for board in positions:
        if board.is_over():
            continue
        wins = {sq for sq, child in board.children() if child.outcome() and child.outcome().winner is board.turn}
        if wins:
            assert set(vector.distribution(board)) == wins, board


def test_rule_2_makes_the_most_twos() -> None:
    board = Board.parse("OOX|X..|...")  # X to move: cells 5 and 6 each make two twos
    assert make_opponent("vector").distribution(board) == {4: Fraction(1, 2), 5: Fraction(1, 2)}


def test_rule_2_never_leaves_the_opponent_a_two_when_it_can_avoid_it(positions: list[Board]) -> None:
    vector = make_opponent("vector")
    for board in positions:
        if board.is_over() or open_twos(board, board.turn):
            continue
        leave_none = [sq for sq, child in board.children() if not open_twos(child, board.turn.other)]
        if leave_none and open_twos(board, board.turn.other):
            assert set(vector.distribution(board)) <= set(leave_none), board


def test_rule_3_breaks_as_many_twos_as_it_can() -> None:
    board = Board.parse("OOX|XX.|...")  # O faces two threats, cells 6 and 7: break one
    assert make_opponent("vector").distribution(board) == {5: Fraction(1, 2), 6: Fraction(1, 2)}


def test_no_rule_applies_on_the_empty_board() -> None:
    assert make_opponent("vector").distribution(Board()) == {sq: Fraction(1, 9) for sq in range(9)}


def test_scores_name_the_deciding_rule_s_measure() -> None:
    assert make_opponent("vector").scores(Board.parse("OOX|X..|...")) == {4: 2.0, 5: 2.0, 6: 1.0, 7: 0.0, 8: 1.0}
