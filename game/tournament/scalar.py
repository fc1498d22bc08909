"""The plain path: one game after another with ``Opponent.choose``.

Slow but universal: it is the only way to play a learner, which must be told
each result (``game_over``) before its next game, and it is the baseline the
batch path is measured and tested against.  One ``random.Random(seed)``
serves both players in turn, so the same seed gives the same games.
"""

from __future__ import annotations

import random

from game.engine import Board, Mark
from game.opponents import Opponent

from .results import Result, ResultCounts


def play_game(x: Opponent, o: Opponent, rng: random.Random) -> Board:
    """Play one game to the end, tell both players how it ended, and return the final board."""
    board = Board()
    movers = {Mark.X: x, Mark.O: o}
    while not board.is_over():
        board = board.play(movers[board.turn].choose(board, rng))
    x.game_over(board, Mark.X)
    o.game_over(board, Mark.O)
    return board


def play_scalar(x: Opponent, o: Opponent, games: int, seed: int) -> ResultCounts:
    """Play ``games`` games one by one, seeded; the counts of each result."""
    rng = random.Random(seed)
    counts = [0] * len(Result)
    for _ in range(games):
        counts[Result.of(play_game(x, o, rng))] += 1
    return ResultCounts(*counts)
