"""``calculator`` against the TI-83 "M.E.N.A.C.E." program."""

from __future__ import annotations

import random
from pathlib import Path
from fractions import Fraction

from game.engine import Board
from game.opponents import make_opponent
from game.opponents.calculator import MAIN_WEIGHTS, OPENING_WEIGHTS, CalculatorPlayer, draw_cell, weights_in_force

# Cell numbers from the program, as 0-8 squares.
CELL_3, CELL_6 = 2, 5


def test_the_program_s_lists() -> None:
    assert MAIN_WEIGHTS == (3, 7, 9, 2, 4, 7, 5, 1, 1)
    assert OPENING_WEIGHTS == (0, 0, 8, 0, 0, 2, 0, 0, 0)


def test_first_move_is_cell_3_or_6_with_odds_8_to_2() -> None:
    calculator = make_opponent("calculator")
    assert calculator.distribution(Board()) == {CELL_3: Fraction(4, 5), CELL_6: Fraction(1, 5)}


def test_second_move_still_uses_the_opening_list() -> None:
    calculator = make_opponent("calculator")
    board = Board.from_moves([CELL_3, 0])  # dim(ʟM) = 3 < 4
    assert calculator.distribution(board) == {CELL_6: Fraction(1)}


def test_where_the_program_hangs_the_main_list_takes_over() -> None:
    """Crosses 3, noughts 6: both opening cells are gone and the Repeat loop would never end."""
    board = Board.from_moves([CELL_3, CELL_6])
    assert weights_in_force(board) == MAIN_WEIGHTS
    free = board.legal_moves()
    total = sum(MAIN_WEIGHTS[sq] for sq in free)
    assert make_opponent("calculator").distribution(board) == {
        sq: Fraction(MAIN_WEIGHTS[sq], total) for sq in free
    }


def test_later_moves_use_the_main_list_renormalised(positions: list[Board]) -> None:
    calculator = make_opponent("calculator")
    for board in positions:
        if board.is_over() or board.ply < 3:
            continue
        free = board.legal_moves()
        total = sum(MAIN_WEIGHTS[sq] for sq in free)
        assert calculator.distribution(board) == {sq: Fraction(MAIN_WEIGHTS[sq], total) for sq in free}


def test_as_noughts_its_first_move_uses_the_opening_list() -> None:
    calculator = make_opponent("calculator")
    assert calculator.distribution(Board.from_moves([4])) == {CELL_3: Fraction(4, 5), CELL_6: Fraction(1, 5)}
    assert calculator.distribution(Board.from_moves([CELL_3])) == {CELL_6: Fraction(1)}
    assert weights_in_force(Board.from_moves([4, CELL_3, 0])) == MAIN_WEIGHTS


def test_it_never_looks_for_wins_or_blocks() -> None:
    board = Board.parse("XX.|OO.|...")  # X wins at cell 3 -- and O would win at cell 6
    dist = make_opponent("calculator").distribution(board)
    assert dist[2] == Fraction(9, 9 + 7 + 5 + 1 + 1)
    assert len(dist) == 5


def test_draw_is_one_plus_sum_of_cumsum_below_rand_times_sum() -> None:
    # cumSum = 3 10 19 21 25 32 37 38 39; rand*39 = 19.5 -> 1 + 3 -> cell 4.
    assert draw_cell(MAIN_WEIGHTS, 0.5) == 3
    assert draw_cell(MAIN_WEIGHTS, 3 / 39) == 0
    assert draw_cell(MAIN_WEIGHTS, 0.999999) == 8
    assert draw_cell(OPENING_WEIGHTS, 0.8) == CELL_3
    assert draw_cell(OPENING_WEIGHTS, 0.81) == CELL_6


def test_choose_redraws_until_the_cell_is_free() -> None:
    board = Board.from_moves([CELL_3, 0, CELL_6, 1])
    calculator = make_opponent("calculator")
    rng = random.Random(5)
    assert {calculator.choose(board, rng) for _ in range(300)} == set(board.legal_moves())


def test_scores_are_its_weights() -> None:
    calculator = make_opponent("calculator")
    assert calculator.scores(Board()) == {sq: float(w) for sq, w in enumerate(OPENING_WEIGHTS)}
    board = Board.from_moves([CELL_3, 4, CELL_6])
    assert calculator.scores(board) == {sq: float(MAIN_WEIGHTS[sq]) for sq in board.legal_moves()}


def test_the_name_m_e_n_a_c_e_is_told_the_same_way_everywhere() -> None:
    """The program borrows Michie's name and nothing else: the calculator's module, MENACE's and the sources page say
    so in the same words, and none says the program is MENACE's learner.  (The setup's description leaves the name
    out: players took the program for Michie's machine; ``test_strength`` holds it to that.)"""
    import game.opponents.calculator as calculator_module
    import game.opponents.menace as menace_module

    sources = (Path(__file__).parent.parent / "docs" / "sources.md").read_text()
    ti83 = sources[sources.index("## A TI-83"):]
    ti83 = ti83[:ti83.index("\n## ")]
    for text in (calculator_module.__doc__, menace_module.__doc__, ti83):
        flat = " ".join(text.split())
        assert "learns nothing" in flat
        assert "learner behind the name" not in flat and "nothing to do with" not in flat


def test_the_calculator_learns_nothing_its_odds_are_the_same_after_a_hundred_games() -> None:
    player = CalculatorPlayer()
    rng = random.Random(5)
    positions = [Board(), Board.from_moves([4]), Board.from_moves([2, 4, 6])]
    before = [player.distribution(board) for board in positions]
    for _ in range(100):
        board = Board()
        while not board.is_over():
            board = board.play(player.choose(board, rng))
    assert [player.distribution(board) for board in positions] == before
