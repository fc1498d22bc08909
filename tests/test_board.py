"""The board: notation, turns, make/unmake, outcomes, and which boards are legal."""

from __future__ import annotations

import itertools

import pytest

from game.engine import (
    LINES,
    Board,
    IllegalMoveError,
    Mark,
    NoMoveToUndoError,
    NotationError,
    Termination,
    UnreachablePositionError,
    cell_of,
    reachable,
    square_of,
)


def test_empty_board() -> None:
    board = Board()
    assert board.turn is Mark.X
    assert board.legal_moves() == tuple(range(9))
    assert board.outcome() is None
    assert board.notation() == "........."


def test_notation_round_trips_for_every_reachable_position(positions: list[Board]) -> None:
    for board in positions:
        assert Board.parse(board.notation()) == board
        assert Board.parse(board.notation("|")) == board
        assert eval(repr(board)) == board


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", NotationError),
        ("XO", NotationError),
        ("..........", NotationError),
        ("XO.XO.XO?", NotationError),
        ("xo.......", NotationError),
        ("O........", UnreachablePositionError),  # O ahead of X
        ("XX.......", UnreachablePositionError),  # X two ahead
        ("XXXOOO...", UnreachablePositionError),  # both have a line
        ("XXXOO.O..", UnreachablePositionError),  # O played after X won
        ("OOOXX.XX.", UnreachablePositionError),  # X played after O won
    ],
)
def test_bad_notation_is_rejected_with_a_message(text: str, error: type) -> None:
    with pytest.raises(error) as info:
        Board.parse(text)
    assert str(info.value)


def test_parse_accepts_exactly_the_reachable_positions() -> None:
    """All 3^9 fillings of the grid: parse succeeds iff a legal game reaches it."""
    legal = {b.notation() for b in reachable().values()}
    accepted = set()
    for cells in itertools.product("XO.", repeat=9):
        text = "".join(cells)
        try:
            Board.parse(text)
        except UnreachablePositionError:
            continue
        accepted.add(text)
    assert accepted == legal


def test_play_and_undo_are_inverse(positions: list[Board]) -> None:
    for board in positions:
        for square, child in board.children():
            assert child.moves[-1] == square
            assert child.undo() == board
            assert child.turn is board.turn.other
            assert child.mark_at(square) is board.turn


def test_illegal_moves_raise() -> None:
    board = Board().play(4)
    with pytest.raises(IllegalMoveError, match="already taken"):
        board.play(4)
    with pytest.raises(IllegalMoveError, match="off the board"):
        board.play(9)
    won = Board.from_moves([0, 3, 1, 4, 2])
    with pytest.raises(IllegalMoveError, match="game is over"):
        won.play(8)
    with pytest.raises(NoMoveToUndoError):
        Board().undo()


def test_outcome_names_winner_and_line() -> None:
    won = Board.from_moves([0, 3, 1, 4, 2])
    outcome = won.outcome()
    assert outcome is not None
    assert outcome.termination is Termination.WIN
    assert outcome.winner is Mark.X
    assert outcome.line == (0, 1, 2)
    # A last move that completes two lines reports both.
    fork = Board.parse("XXX|XOO|XOO")
    assert set(fork.outcome().lines) == {LINES[0], LINES[3]}  # type: ignore[union-attr]


def test_draw() -> None:
    board = Board.parse("XOX|XOO|OXX")
    outcome = board.outcome()
    assert outcome is not None and outcome.termination is Termination.DRAW
    assert outcome.winner is None and outcome.result() == "draw"
    assert board.legal_moves() == ()


def test_cells_are_numbered_one_to_nine() -> None:
    assert [cell_of(sq) for sq in range(9)] == list(range(1, 10))
    assert [square_of(c) for c in range(1, 10)] == list(range(9))
    with pytest.raises(IllegalMoveError):
        square_of(0)
    with pytest.raises(IllegalMoveError):
        square_of(10)


def test_equality_ignores_move_order() -> None:
    a = Board.from_moves([0, 4, 8])
    b = Board.from_moves([8, 4, 0])
    assert a == b and hash(a) == hash(b) and a.moves != b.moves


def test_a_key_names_its_position_back() -> None:
    for key, board in reachable().items():
        assert Board.from_key(key) == board
