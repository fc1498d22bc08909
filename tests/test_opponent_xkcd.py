"""``xkcd``: one fixed map of perfect play, checked on every reachable position against a plain minimax.

Cleve Moler, *Experiments with MATLAB*, ch. 11, exercise 11.5 asks for the comic's complete strategy;
the comic's map opens in a corner and has one move for each position.
"""

from __future__ import annotations

import random

import pytest
from exhaustive import best_tempo, tempo_against_all

from game.app.matches.thinking import thinking
from game.engine import Board, Mark
from game.opponents import make_opponent
from game.opponents.xkcd import PREFERENCE

#: Moler's exercise, as written (seed file 000_5182eab01fa21a87.txt; "tictactoc" and "Randal" are his).
MOLER_EXERCISE_11_5 = ("11.5 *xkcd*. Implement the complete tictactoc strategy available from the Web comic "
                       "strip `xkcd` by Randal Munroe at\n<http://xkcd.com/832>")
#: The game's reachable positions, finished ones included.
REACHABLE = 5478
CORNERS = (0, 2, 6, 8)


def test_every_reachable_position_is_checked(positions: list[Board]) -> None:
    assert len(positions) == REACHABLE


def test_as_x_it_opens_in_a_corner() -> None:
    assert "xkcd" in MOLER_EXERCISE_11_5 and "complete" in MOLER_EXERCISE_11_5
    assert make_opponent("xkcd").distribution(Board()) == {PREFERENCE[0]: 1}
    assert PREFERENCE[0] in CORNERS


def test_it_plays_one_move_in_each_position_whatever_the_seed(positions: list[Board]) -> None:
    player, again = make_opponent("xkcd"), make_opponent("xkcd")
    for board in positions:
        if board.is_over():
            continue
        dist = player.distribution(board)
        assert list(dist.values()) == [1], board
        move = next(iter(dist))
        assert again.distribution(board) == dist
        assert {player.choose(board, random.Random(seed)) for seed in range(3)} == {move}, board


@pytest.mark.parametrize("mark", list(Mark))
def test_it_never_loses_and_wins_soonest_or_loses_latest(mark: Mark, positions: list[Board]) -> None:
    """From every position where it is to move, its worst result against every adversary is the best
    any player can force there: never a loss where a draw can be held, and a forced win in the fewest
    moves (a loss, where one is forced, as late as it can be)."""
    best = best_tempo()
    worst = tempo_against_all(make_opponent("xkcd"), mark)
    checked = 0
    for board in positions:
        if not board.is_over() and board.turn is mark:
            assert worst(board) == best(board), board
            checked += 1
    assert checked > 2000
    assert worst(Board()) == (0, 0)  # from the start, whichever seat: a draw at worst


def test_its_thinking_is_the_solved_games_like_perfects() -> None:
    board = Board.from_moves([0, 4])
    mine, perfect = thinking(make_opponent("xkcd"), board), thinking(make_opponent("perfect"), board)
    assert mine.labels == perfect.labels and mine.legend.startswith("XKCD:")
