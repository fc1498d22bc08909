"""``lookahead`` and ``lookahead-fixed`` against the R code of "Tic Tac Toe War Games" (The Devil is in the Data)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from exhaustive import adversary_win_chances, worst_results

from game.engine import Board, Mark
from game.opponents import make_opponent
from game.opponents.lookahead import (
    LookaheadPlayer,
    NoiseOverlapError,
    argmax_law,
    eval_game,
    evaluation_matrix,
    mover_row_scores,
    r_choice,
    r_game,
)
from game.opponents.lookahead_fixed import corrected_scores

CENTRE, CORNERS, EDGES = 4, (0, 2, 6, 8), (1, 3, 5, 7)


def r_transcription(game: list[int], player: int) -> np.ndarray:
    """``move.computer`` up to the noise, transcribed again with R's matrix operations."""
    def r_eval(g: np.ndarray, p: int) -> int:
        square = g.reshape(3, 3)  # t(matrix(game, nrow = 3)): row-major
        scores = [*square.sum(axis=1), *square.sum(axis=0), np.trace(square), np.trace(np.flipud(square))]
        best = min(scores) if p == -1 else max(scores)
        return best * 2 if abs(best) == 3 else best

    g = np.array(game)
    ev = np.zeros((10, 9), dtype=int)
    for i in np.flatnonzero(g == 0):
        tmp = g.copy()
        tmp[i] = player
        ev[0, i] = r_eval(tmp, player)
        for j in np.flatnonzero(tmp == 0):
            tmp1 = tmp.copy()
            tmp1[j] = -player
            ev[j + 1, i] = r_eval(tmp1, -player)
    if not (np.abs(ev[0]) == 6).any():
        best_opponent = ev[1:].max(axis=1) if player == -1 else ev[1:].min(axis=1)  # apply(., 1, .)
        ev[0] = ev[0] * -player * best_opponent
    return ev[0]


def test_marks_map_to_r_signs() -> None:
    assert r_game(Board.parse("X..|.O.|..X")) == [-1, 0, 0, 0, 1, 0, 0, 0, -1]


def test_eval_game_doubles_a_line() -> None:
    """"Zero means no outcome, -6 means that the X player has won and +6 implies that O has won"."""
    assert eval_game(r_game(Board.parse("XXX|OO.|...")), -1) == -6
    assert eval_game(r_game(Board.parse("XX.|OOO|X..")), 1) == 6
    assert eval_game([0] * 9, -1) == 0
    assert eval_game(r_game(Board.parse("X..|...|...")), -1) == -1


@pytest.mark.long  # all 5,478 positions through both: the examples above check the port every day
def test_port_matches_a_numpy_transcription_everywhere(positions: list[Board]) -> None:
    for board in positions:
        if board.is_over():
            continue
        player = -1 if board.turn is Mark.X else 1
        expected = player * r_transcription(r_game(board), player)
        assert mover_row_scores(board) == tuple(int(v) for v in expected), board


def test_r_never_picks_a_taken_cell_on_any_reachable_position(positions: list[Board]) -> None:
    """Surprise 2 exists in the code but not in play: every free cell scores at least 0."""
    for board in positions:
        if board.is_over():
            continue
        scores = mover_row_scores(board)
        assert all(scores[sq] >= 0 for sq in board.legal_moves()), board
        assert set(r_choice(board)) <= set(board.legal_moves()), board


def test_best_opponent_is_taken_per_reply_cell_not_per_move() -> None:
    """Surprise 1: a position where R's row-wise minimax and the per-move one disagree."""
    board = Board.parse("X..|.O.|...")
    game, player = r_game(board), 1
    ev = np.array(evaluation_matrix(game, player))
    per_reply = ev[1:].min(axis=1)  # what R computes
    per_move = ev[1:].min(axis=0)
    assert not np.array_equal(per_reply, per_move)
    assert mover_row_scores(board) == tuple(int(v) for v in player * ev[0] * -player * per_reply)


def test_noise_breaks_ties_centre_then_corner_then_edge() -> None:
    lookahead = make_opponent("lookahead")
    assert lookahead.distribution(Board()) == {CENTRE: Fraction(1)}
    assert lookahead.distribution(Board.from_moves([CENTRE])) == {sq: Fraction(1, 4) for sq in CORNERS}


def test_argmax_law() -> None:
    third, half = Fraction(1, 3), Fraction(1, 2)
    assert argmax_law({0: (third, half), 1: (third, half), 2: (Fraction(0), Fraction(0))}) == {
        0: Fraction(1, 2), 1: Fraction(1, 2),
    }
    assert argmax_law({3: (Fraction(0), Fraction(0)), 1: (Fraction(0), Fraction(0))}) == {1: 1}
    assert argmax_law({0: (Fraction(1), Fraction(2)), 1: (Fraction(0), Fraction(1))}) == {0: 1}
    with pytest.raises(NoiseOverlapError):
        argmax_law({0: (third, half), 1: (Fraction(2, 5), Fraction(3, 5))})


@pytest.mark.parametrize("opponent_id", ["lookahead", "lookahead-fixed"])
def test_unbeatable_as_x_but_not_as_o(opponent_id: str) -> None:
    """The author thought it unbeatable: true moving first, false moving second -- every time."""
    opponent = make_opponent(opponent_id)
    assert worst_results(opponent, Mark.X)(Board()) == 0
    assert adversary_win_chances(opponent, Mark.O)(Board()) == 1


@pytest.mark.parametrize("opponent_id", ["lookahead", "lookahead-fixed"])
def test_the_opposite_corner_trap(opponent_id: str) -> None:
    """X corner, O centre, X opposite corner: the noise prefers a corner, and X forks."""
    opponent = make_opponent(opponent_id)
    board = Board.from_moves([0])
    assert opponent.distribution(board) == {CENTRE: 1}
    board = board.play(CENTRE).play(8)
    assert set(opponent.distribution(board)) == {2, 6}
    board = board.play(2).play(6)  # X blocks at cell 7, threatening 1-4-7 and 7-8-9
    assert adversary_win_chances(opponent, Mark.O)(board) == 1
    assert worst_results(opponent, Mark.O)(board) == -1


def test_fixed_variant_takes_the_best_reply_per_candidate(positions: list[Board]) -> None:
    for board in positions[:400]:
        if board.is_over():
            continue
        player = -1 if board.turn is Mark.X else 1
        game = r_game(board)
        ev = np.array(evaluation_matrix(game, player))
        scores = corrected_scores(game, player)
        if (np.abs(ev[0]) == 6).any():
            assert scores == list(ev[0])
            continue
        for i in board.legal_moves():
            replies = [ev[j + 1, i] for j in board.legal_moves() if j != i]
            if replies:
                best = max(replies) if player == -1 else min(replies)
                assert scores[i] == ev[0, i] + best, (board, i)


def test_r_s_product_with_a_per_move_minimax_would_not_even_block() -> None:
    """Why the corrected variant adds the two evaluations instead of multiplying them."""

    class ProductPerMove(LookaheadPlayer):
        def evaluate(self, board: Board) -> tuple[int, ...]:
            player = -1 if board.turn is Mark.X else 1
            game = r_game(board)
            ev = np.array(evaluation_matrix(game, player))
            own = ev[0].copy()
            if not (np.abs(own) == 6).any():
                for i in board.legal_moves():
                    replies = [ev[j + 1, i] for j in board.legal_moves() if j != i]
                    best = max(replies) if player == -1 else min(replies)
                    own[i] = own[i] * -player * best
            return tuple(int(v) for v in player * own)

    board = Board.parse("XX.|.O.|...")  # O must block at cell 3
    assert 2 not in ProductPerMove().distribution(board)
    assert make_opponent("lookahead-fixed").distribution(board) == {2: 1}
    assert make_opponent("lookahead").distribution(board) == {2: 1}
