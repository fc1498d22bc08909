"""One game-state protocol for both engines: the 3x3 Board and the m,n,k Position answer under the same names.

The assignments are checked by mypy (tests/test_types.py); the functions below run one generic routine over both
engines and compare what it finds.
"""

from __future__ import annotations

import random

from game.engine import Board, Mark, Outcome, Termination
from game.engine.mnk import Position, Shape
from game.engine.game_state import GameState, winner

BOARD: GameState = Board()
POSITION: GameState = Position(Shape(3, 3, 3))


def play_out(state: GameState, seed: int) -> tuple[GameState, tuple[int, ...]]:
    """A random game to its end through the protocol alone: the final state and the squares played."""
    rng, played = random.Random(seed), []
    while not state.is_over():
        assert state.outcome() is None and state.legal_moves()
        square = rng.choice(state.legal_moves())
        mover = state.turn
        state = state.play(square)
        assert state.mark_at(square) is mover and state.turn is mover.other
        played.append(square)
    assert state.legal_moves() == () and state.ply == len(played)
    return state, tuple(played)


def test_one_generic_game_plays_the_same_on_both_engines() -> None:
    for seed in range(200):
        board, moves = play_out(Board(), seed)
        position, same_moves = play_out(Position(Shape(3, 3, 3)), seed)
        assert moves == same_moves
        assert board.outcome() == position.outcome() is not None
        assert winner(board) is winner(position)


def test_the_outcome_is_one_type_with_winner_and_line_on_both() -> None:
    row = (0, 1, 2)
    board = Board.from_moves([0, 3, 1, 4, 2])
    position = Position.from_moves(Shape(3, 3, 3), [0, 3, 1, 4, 2])
    for state in (board, position):
        assert state.outcome() == Outcome(Termination.WIN, Mark.X, (row,)) and winner(state) is Mark.X
    big = Position.from_moves(Shape(5, 5, 4), [5, 0, 6, 1, 7, 2, 8])
    assert big.outcome() == Outcome(Termination.WIN, Mark.X, ((5, 6, 7, 8),))
    assert big.outcome().line == (5, 6, 7, 8)  # type: ignore[union-attr]


def test_a_full_board_without_a_line_is_a_draw_on_both() -> None:
    draw = [0, 1, 2, 4, 3, 5, 7, 6, 8]
    for state in (Board.from_moves(draw), Position.from_moves(Shape(3, 3, 3), draw)):
        assert state.is_over() and state.outcome() == Outcome(Termination.DRAW) and winner(state) is None
