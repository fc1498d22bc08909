"""Seed 003's weight grid on any board: the 3x3 ``weights`` player on every position, and bigger boards by hand."""

from __future__ import annotations

import random

import pytest

from game.engine import Board, Mark
from game.engine.mnk import Position, Shape
from game.opponents.weights import heaviest as heaviest_3x3
from game.opponents.weights import weight_grid as weight_grid_3x3
from game.opponents.weights_mnk import BigWeightsPlayer, block_weight, heaviest, weight_grid, win_weight

TIC_TAC_TOE = Shape(3, 3, 3)


def test_same_player_as_weights_on_every_3x3_position(positions: list[Board]) -> None:
    for board in positions:
        position = Position(TIC_TAC_TOE, board.x, board.o)
        for mark in Mark:
            assert weight_grid(position, mark) == weight_grid_3x3(board, mark), board
        expected = heaviest_3x3(board, weight_grid_3x3(board)) if not board.is_over() else ()
        assert heaviest(position) == expected, board


def test_the_posts_worked_example() -> None:
    """"X X . / . . . / O . ." with O to move: 11 in the corner, 3 in the centre, 2 and 2 below."""
    position = Position.parse(TIC_TAC_TOE, "XX.|...|O..")
    assert weight_grid(position) == (0, 0, 11, 0, 3, 0, 0, 2, 2)
    assert weight_grid(position, Mark.X)[2] == 101
    assert heaviest(position) == (2,)


def test_weights_grow_with_the_board() -> None:
    shape = Shape(5, 5, 4)
    assert (block_weight(shape), win_weight(shape)) == (26, 676)


def test_a_5x5_grid_by_hand() -> None:
    """k=4 on 5x5: X holds 0,1,2 on the top row, O holds 12, 18 and 24; X to move.

    Top row windows 0-3 and 1-4: 0-3 has one free cell (3) and X's marks, a win
    (+676); 1-4 has two free cells (3, 4) and X's marks, +1 each.  Cell 3
    also lies on column 3 (3-8-13-18 holds O's 18: potential, +1) and the
    anti-diagonal 3-7-11-15 (empty, +0).
    """
    shape = Shape(5, 5, 4)
    position = Position.parse(shape, "XXX..|.....|..O..|...O.|....O")
    grid = weight_grid(position)
    assert grid[3] == 676 + 1 + 1
    assert heaviest(position) == (3,)
    o_grid = weight_grid(position, Mark.O)
    assert o_grid[3] == 26 + 1 + 1  # the same lines seen by O: the top row blocks
    assert grid[0] == grid[12] == 0


def test_empty_board_is_all_zero_and_every_cell_a_choice() -> None:
    shape = Shape(4, 6, 3)
    assert weight_grid(Position(shape)) == (0,) * 24
    assert heaviest(Position(shape)) == tuple(range(24))


def test_the_player_picks_uniformly_among_the_heaviest() -> None:
    shape = Shape(5, 5, 4)
    position = Position.parse(shape, ".....|.....|..X..|.....|.....")
    choices = heaviest(position)
    rng = random.Random(7)
    seen = {BigWeightsPlayer().decide(position, rng) for _ in range(400)}
    assert seen == set(choices) and len(choices) > 1
    over = Position.parse(shape, "XXXX.|OOO..|.....|.....|.....")
    with pytest.raises(ValueError):
        BigWeightsPlayer().decide(over, rng)
