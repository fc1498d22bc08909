"""Training MENACE by playing: against itself or any member of the roster, with a learning curve.

Michie trained MENACE by playing it, one game after another, and charted
its progress (Donald Michie, "Trial and Error", 1961).  ``train`` plays
seeded games -- same seed, same games, same boxes -- and MENACE learns from
each as it ends; the boxes are saved once, at the end (only if MENACE
autosaves), rather than after every game.  It returns the learning curve:
MENACE's wins, draws and losses per block of games.

Two paths play the same games.  Against an opponent that does not learn,
the fast path (``menace_fast``) walks position numbers with tabulated odds;
against a learner -- MENACE itself, for self-play -- the reference path
plays boards with ``MenacePlayer.choose`` and ``learn``.  Both draw the
opponent's moves from its exact distribution with one random number each
(``base.sample``), which is the same odds as the opponent's own ``choose``
though not always the same random numbers (the TI-83 program redraws, the R
program draws nine), so the same seed makes the same games on both paths.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Board, Mark

from .base import Opponent, sample
from .menace import MenacePlayer, Reinforcement
from .menace_fast import opponent_tables, play_fast

#: Blocks in a learning curve when no block size is given: tenths of the games.
DEFAULT_BLOCKS = 10


@dataclass(frozen=True, slots=True)
class Block:
    """MENACE's results over one block of consecutive games; resignations are among the losses."""

    games: int
    wins: int
    draws: int
    losses: int
    resigned: int = 0


@dataclass(frozen=True, slots=True)
class TrainingResult:
    """How the games went for MENACE's side, block by block: X in even games, O in odd ones, unless fixed.

    In self-play MENACE holds both sides; the tally still follows that one.
    """

    blocks: tuple[Block, ...]

    @property
    def games(self) -> int:
        """All the games played."""
        return sum(b.games for b in self.blocks)

    @property
    def wins(self) -> int:
        """MENACE's wins."""
        return sum(b.wins for b in self.blocks)

    @property
    def draws(self) -> int:
        """MENACE's draws."""
        return sum(b.draws for b in self.blocks)

    @property
    def losses(self) -> int:
        """MENACE's losses, resignations included."""
        return sum(b.losses for b in self.blocks)

    @property
    def resigned(self) -> int:
        """The games MENACE resigned (also counted in ``losses``)."""
        return sum(b.resigned for b in self.blocks)

    def excess(self) -> list[int]:
        """Michie's measure after each block: the running excess of wins and draws over losses."""
        running, out = 0, []
        for b in self.blocks:
            running += b.wins + b.draws - b.losses
            out.append(running)
        return out


def play_game(x_player: Opponent, o_player: Opponent, rng: random.Random) -> Board:
    """One game from the empty board, each player choosing its own way; the final board keeps every move."""
    board = Board()
    while not board.is_over():
        player = x_player if board.turn is Mark.X else o_player
        board = board.play(player.choose(board, rng))
    return board


def block_size(games: int, block: int | None = None) -> int:
    """Games per block: ``block`` if given, else a tenth of the games (at least one)."""
    return block or max(1, -(-games // DEFAULT_BLOCKS))


def train(
    menace: MenacePlayer, opponent: Opponent, games: int, seed: int,
    side: Mark | None = None, *, block: int | None = None, fast: bool = True,
) -> TrainingResult:
    """Play ``games`` games and learn from each; ``side`` fixes MENACE's mark, else it alternates (X first).

    Passing MENACE itself as ``opponent`` is self-play: it plays and learns
    both sides.  ``fast=False`` plays a non-learner on the reference path too.
    """
    rng = random.Random(seed)
    size = block_size(games, block)
    if fast and not opponent.learns:
        counts = play_fast(menace, opponent_tables(opponent), side, games, rng, size)
    else:
        counts = _play_reference(menace, opponent, side, games, rng, size)
    menace.save()
    blocks = tuple(
        Block(min(size, games - k * size), *tally) for k, tally in enumerate(counts)
    )
    return TrainingResult(blocks)


def _play_reference(
    menace: MenacePlayer, opponent: Opponent, side: Mark | None, games: int, rng: random.Random, size: int,
) -> list[list[int]]:
    """The reference path: boards, ``choose`` and ``learn``; per block [wins, draws, losses, resigned]."""
    curve = [[0, 0, 0, 0] for _ in range(-(-games // size))]
    for n in range(games):
        mark = side or (Mark.X if n % 2 == 0 else Mark.O)
        board, resigned = Board(), None
        while not board.is_over():
            mover = menace if board.turn is mark or opponent is menace else opponent
            if mover.resigns(board):
                resigned = board.turn
                break
            square = mover.choose(board, rng) if mover.learns else sample(mover.distribution(board), rng)
            board = board.play(square)
        menace.learn(board, mark, resigned)
        if opponent is menace:
            menace.learn(board, mark.other, resigned)
        else:
            opponent.game_over(board, mark.other, resigned)
        winner = resigned.other if resigned else board.outcome().winner  # type: ignore[union-attr]
        result = Reinforcement.DRAW if winner is None else Reinforcement.WIN if winner is mark else Reinforcement.LOSS
        counts = curve[n // size]
        counts[(Reinforcement.WIN, Reinforcement.DRAW, Reinforcement.LOSS).index(result)] += 1
        counts[3] += resigned is mark
    return curve
