"""The solver against an independent plain minimax on every reachable position."""

from __future__ import annotations

from functools import cache

import pytest

from game.engine import Board, UnreachablePositionError, moves_to_end, reachable, solve


@cache
def plain_minimax(board: Board) -> tuple[int, int]:
    """(value for side to move, plies to the end under distance-aware play), no tables."""
    outcome = board.outcome()
    if outcome is not None:
        return (0 if outcome.winner is None else -1), 0
    results = []
    for _, child in board.children():
        value, plies = plain_minimax(child)
        results.append((-value, plies + 1))
    best_value = max(v for v, _ in results)
    lengths = [p for v, p in results if v == best_value]
    # Winning: as fast as possible; losing: as slow as possible; a draw is a draw.
    return best_value, (min(lengths) if best_value > 0 else max(lengths))


def test_values_and_best_moves_match_plain_minimax(positions: list[Board]) -> None:
    solution = solve()
    for board in positions:
        value, plies = plain_minimax(board)
        if board.is_over():
            assert solution.best_moves(board) == ()
            continue
        assert solution.value(board) == value, board
        expected = []
        for square, child in board.children():
            v, p = plain_minimax(child)
            if -v == value and (value == 0 or p + 1 == plies):
                expected.append(square)
        assert solution.best_moves(board) == tuple(expected), board


def test_the_game_is_a_draw() -> None:
    assert solve().value(Board()) == 0
    assert solve().best_moves(Board()) == tuple(range(9))


def test_moler_fork_is_the_only_win() -> None:
    """Moler's worked game: after 8, 4, 2, 5, green's 6 (cell 3) gives two ways to win."""
    board = Board.parse("X..|.O.|O.X")
    assert solve().value(board) == 1
    assert solve().best_moves(board) == (2,)


def test_quick_win_is_preferred_over_slow_win() -> None:
    # X can win at once on cell 3 (row 1), or elsewhere later: only the immediate win is best.
    board = Board.parse("XX.|OO.|X.O")
    assert solve().best_moves(board) == (2,)


def test_unreachable_boards_are_refused() -> None:
    with pytest.raises(UnreachablePositionError):
        solve().value(Board(0b111, 0b111000))


def test_moves_to_end_is_the_length_of_perfect_play_from_every_decided_position() -> None:
    solution = solve()
    decided = 0
    for board in reachable().values():
        score = solution.score(board) if not board.is_over() else 0
        if score == 0:
            continue
        decided += 1
        played, position = 0, board
        while not position.is_over():
            position = position.play(solution.best_moves(position)[0])
            played += 1
        assert played == moves_to_end(score, len(board.legal_moves())), board
    assert decided > 0
