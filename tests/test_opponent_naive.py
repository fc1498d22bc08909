"""``naive`` and ``center`` against Moler's chapter (Cleve Moler, *Experiments with MATLAB*, ch. 11)."""

from __future__ import annotations

import random
from fractions import Fraction

import numpy as np
from exhaustive import adversary_win_chances, worst_results

from game.engine import Board, Mark
from game.engine.wins import signed_vector
from game.opponents import make_opponent
from game.opponents.naive import column_major_empties, winning_move


def moler_winningmove(board: Board, p: int) -> int | None:
    """An independent transcription of ``winningmove`` on Moler's +1/-1 matrix, 0-8 square out."""
    X = signed_vector(board).reshape(3, 3).astype(int)  # X is +1, as Moler's green
    s = 2 * p
    if (X.sum(axis=0) == s).any():
        j = int(np.flatnonzero(X.sum(axis=0) == s)[0])
        i = int(np.flatnonzero(X[:, j] == 0)[0])
    elif (X.sum(axis=1) == s).any():
        i = int(np.flatnonzero(X.sum(axis=1) == s)[0])
        j = int(np.flatnonzero(X[i, :] == 0)[0])
    elif np.trace(X) == s:
        i = j = int(np.flatnonzero(np.diag(X) == 0)[0])
    elif np.trace(np.fliplr(X)) == s:
        i = int(np.flatnonzero(np.diag(np.fliplr(X)) == 0)[0])
        j = 2 - i
    else:
        return None
    return 3 * i + j


def test_winning_move_matches_moler_on_every_position(positions: list[Board]) -> None:
    for board in positions:
        if board.is_over():
            continue
        for mark in Mark:
            assert winning_move(board, mark) == moler_winningmove(board, mark.sign), (board, mark)


def test_moler_worked_example_blue_blocks_at_2_3() -> None:
    """Green holds 8, 6, 2 (X); blue (O) must block row 1 or column 3: the column comes first."""
    board = Board.parse("X.X|.O.|O.X")
    naive = make_opponent("naive")
    assert naive.distribution(board) == {5: Fraction(1)}  # (i, j) = (2, 3)
    board = board.play(5)
    assert naive.distribution(board) == {1: Fraction(1)}  # green's X(1,2) = 1 wins
    assert board.play(1).outcome().winner is Mark.X


def test_green_must_take_6_in_figure_11_2() -> None:
    board = Board.parse("X..|.O.|O.X")  # X(1,3) blocks 4 + 5 + 6
    assert make_opponent("naive").distribution(board) == {2: Fraction(1)}


def test_win_comes_before_block_and_random_is_uniform(positions: list[Board]) -> None:
    naive = make_opponent("naive")
    for board in positions:
        if board.is_over():
            continue
        dist = naive.distribution(board)
        win = winning_move(board, board.turn)
        block = winning_move(board, board.turn.other)
        if win is not None:
            assert dist == {win: 1}
        elif block is not None:
            assert dist == {block: 1}
        else:
            assert dist == {sq: Fraction(1, len(board.legal_moves())) for sq in board.legal_moves()}


def test_random_step_is_moler_s_ceil_rand_over_find() -> None:
    board = Board.parse("X..|.O.|...")
    cells = column_major_empties(board)
    assert cells == [3, 6, 1, 7, 2, 5, 8]  # down column 1, then 2, then 3
    rng, copy = random.Random(11), random.Random(11)
    assert make_opponent("naive").choose(board, rng) == cells[int(copy.random() * len(cells))]


def test_center_takes_the_centre_before_moving_at_random(positions: list[Board]) -> None:
    naive, center = make_opponent("naive"), make_opponent("center")
    for board in positions:
        if board.is_over():
            continue
        forced = winning_move(board, board.turn) is not None or winning_move(board, board.turn.other) is not None
        if forced or board.mark_at(4) is not None:
            assert center.distribution(board) == naive.distribution(board)
        else:
            assert center.distribution(board) == {4: 1}


def test_exercise_11_2_naive_can_be_beaten_from_both_sides() -> None:
    naive = make_opponent("naive")
    for mark in Mark:
        assert worst_results(naive, mark)(Board()) == -1


def test_exercise_11_4_the_centre_improves_its_chances() -> None:
    """The best an adversary can do against each, exactly: lower for ``center`` on both sides."""
    naive, center = make_opponent("naive"), make_opponent("center")
    for mark in Mark:
        assert adversary_win_chances(center, mark)(Board()) < adversary_win_chances(naive, mark)(Board())
