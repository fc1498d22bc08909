"""Training MENACE by playing: against itself or any member of the roster.

Michie trained MENACE by playing it, one game after another.  ``train``
plays seeded games -- same seed, same games, same boxes -- and MENACE
learns from each as it ends; the boxes are saved once, at the end, rather
than after every game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Board, Mark

from .base import Opponent
from .menace import MenacePlayer


@dataclass(frozen=True, slots=True)
class TrainingResult:
    """How the games went for MENACE's side: X in even games, O in odd ones, unless ``side`` fixes it.

    In self-play MENACE holds both sides; the tally still follows that one.
    """

    games: int
    wins: int
    draws: int
    losses: int


def play_game(x_player: Opponent, o_player: Opponent, rng: random.Random) -> Board:
    """One game from the empty board; the final board keeps every move."""
    board = Board()
    while not board.is_over():
        player = x_player if board.turn is Mark.X else o_player
        board = board.play(player.choose(board, rng))
    return board


def train(menace: MenacePlayer, opponent: Opponent, games: int, seed: int, side: Mark | None = None) -> TrainingResult:
    """Play ``games`` games and learn from each; ``side`` fixes MENACE's mark, else it alternates (X first).

    Passing MENACE itself as ``opponent`` is self-play: it plays and learns both sides.
    """
    rng = random.Random(seed)
    tally = {"win": 0, "draw": 0, "loss": 0}
    for n in range(games):
        mark = side or (Mark.X if n % 2 == 0 else Mark.O)
        x_player, o_player = (menace, opponent) if mark is Mark.X else (opponent, menace)
        board = play_game(x_player, o_player, rng)
        menace.learn(board, mark)
        if opponent is menace:
            menace.learn(board, mark.other)
        else:
            opponent.game_over(board, mark.other)
        winner = board.outcome().winner  # type: ignore[union-attr]
        tally["draw" if winner is None else "win" if winner is mark else "loss"] += 1
    menace.save()
    return TrainingResult(games, tally["win"], tally["draw"], tally["loss"])
