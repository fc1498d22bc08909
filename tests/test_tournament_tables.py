"""The batch path's tables: the position graph and the alias tables, exhaustively."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from roster_params import by_opponent
from conftest import memoised

from game.engine import SQUARES, Board, Mark, reachable
from game.opponents import Distribution, Opponent, make_opponent, roster_ids
from game.tournament import LearnerError, Result, move_table, position_graph
from game.tournament.move_tables import alias_columns
from game.tournament.positions import ONGOING, results_by_contribution

NON_LEARNERS = [i for i in roster_ids() if not make_opponent(i).learns]


class CountingLearner(Opponent):
    """A stand-in learner: random moves, counts its games."""

    id = "learner"
    name = "Learner"
    description = "test opponent"
    learns = True

    def distribution(self, board: Board) -> Distribution:
        moves = board.legal_moves()
        return {sq: Fraction(1, len(moves)) for sq in moves}


def test_graph_has_every_reachable_position_once() -> None:
    graph = position_graph()
    assert graph.rows == len(reachable()) == 5478
    assert graph.boards[0] == Board()
    assert sorted(b.key for b in graph.boards) == sorted(reachable())
    for row, board in enumerate(graph.boards):
        assert graph.row_of[board.key] == row
    assert (graph.row_of >= 0).sum() == graph.rows


def test_contribution_product_agrees_with_the_engine_everywhere() -> None:
    """The TI-83 thread's matrix product settles the same result as Board.outcome on all 5,478 positions."""
    graph = position_graph()
    for row, board in enumerate(graph.boards):
        expected = ONGOING if board.outcome() is None else Result.of(board)
        assert graph.result[row] == expected, board
    assert list(results_by_contribution([Board.parse("XXXOO....")])) == [Result.X_WIN]


def test_children_and_turns_follow_the_engine() -> None:
    graph = position_graph()
    for row, board in enumerate(graph.boards):
        assert graph.x_to_move[row] == (board.turn.value == "X")
        legal = set(board.legal_moves())
        for sq in SQUARES:
            child = graph.children[row, sq]
            if sq in legal:
                assert graph.boards[child] == board.play(sq)
            else:
                assert child == row


@pytest.mark.parametrize("opponent_id", by_opponent(NON_LEARNERS))
def test_alias_tables_sample_exactly_the_distribution(opponent_id: str) -> None:
    opponent = memoised(opponent_id)
    graph = position_graph()
    table = move_table(opponent, graph)
    for row, board in enumerate(graph.boards):
        if board.is_over():
            continue
        dist = opponent.distribution(board)
        columns = alias_columns(dist)
        assert columns.distribution() == dist, board
        assert list(table.keep[row]) == [float(k) for k in columns.keep]
        assert list(table.alias[row]) == list(columns.alias)
        # A column whose own square is illegal is never kept.
        for sq in SQUARES:
            if sq not in dist:
                assert table.keep[row, sq] == 0.0


def interleave(xs: list[int], os_: list[int]) -> list[int]:
    """X's and O's squares as one legal move order (X has as many or one more)."""
    order = [sq for pair in zip(xs, os_) for sq in pair]
    return order + xs[len(os_):]


@pytest.mark.parametrize("opponent_id", by_opponent(NON_LEARNERS))
def test_distribution_depends_on_the_position_only(opponent_id: str, positions: list[Board]) -> None:
    """The batch path and exact odds tabulate by position; two move orders must agree."""
    opponent = make_opponent(opponent_id)
    for board in positions:
        if board.is_over() or not 2 <= board.ply <= 6:
            continue
        xs, os_ = list(board.squares_of(Mark.X)), list(board.squares_of(Mark.O))
        orders = (interleave(xs, os_), interleave(xs[::-1], os_[::-1]))
        dists = [opponent.distribution(Board.from_moves(order)) for order in orders]
        assert dists[0] == dists[1] == opponent.distribution(board), board


def test_learners_cannot_be_tabulated() -> None:
    with pytest.raises(LearnerError, match="learner learns"):
        move_table(CountingLearner(), position_graph())


def test_unreachable_keys_have_no_row() -> None:
    graph = position_graph()
    assert graph.row_of[Board(0b000000111, 0b000111000).key] == -1
    assert np.count_nonzero(graph.result == ONGOING) == 5478 - 958
