"""Training MENACE by playing: against itself or any member of the roster, with a learning curve.

Michie trained MENACE by playing it, one game after another, and charted
its progress (Donald Michie, "Trial and Error", 1961; "Experiments on the
mechanization of game-learning", 1963, Fig. 3: ``michie_score``).  ``train`` plays
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

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass

from game.engine import Board, Mark

from .base import Opponent, sample
from .menace import MenacePlayer
from .menace_fast import MenaceResult, OpponentTables, opponent_tables, play_fast

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
    """MENACE's result in every game, in order, and the block size its learning curve is told in.

    MENACE plays X in even games and O in odd ones unless its side is fixed;
    in self-play it holds both sides and the results follow that one.
    """

    outcomes: bytes  # one ``MenaceResult`` code per game
    block: int  # games per block of the curve

    @property
    def blocks(self) -> tuple[Block, ...]:
        """The learning curve: MENACE's results per block of ``block`` games (the last may be shorter)."""
        return tuple(_block(self.outcomes[k:k + self.block]) for k in range(0, len(self.outcomes), self.block))

    @property
    def games(self) -> int:
        """All the games played."""
        return len(self.outcomes)

    @property
    def wins(self) -> int:
        """MENACE's wins."""
        return self.outcomes.count(MenaceResult.WIN)

    @property
    def draws(self) -> int:
        """MENACE's draws."""
        return self.outcomes.count(MenaceResult.DRAW)

    @property
    def losses(self) -> int:
        """MENACE's losses, resignations included."""
        return self.outcomes.count(MenaceResult.LOSS) + self.resigned

    @property
    def resigned(self) -> int:
        """The games MENACE resigned (also counted in ``losses``)."""
        return self.outcomes.count(MenaceResult.RESIGNED)


def _block(outcomes: bytes) -> Block:
    resigned = outcomes.count(MenaceResult.RESIGNED)
    return Block(len(outcomes), outcomes.count(MenaceResult.WIN), outcomes.count(MenaceResult.DRAW),
                 outcomes.count(MenaceResult.LOSS) + resigned, resigned)


class MichieScore(enum.IntEnum):
    """The steps of Michie's chart of MENACE's first tournament: up 3 for a win, up 1 for a draw, down 1 for a loss.

    Donald Michie, "Experiments on the mechanization of game-learning" (1963),
    Fig. 3: the line moves by the beads each result adds, so it is not the
    excess of wins over losses.  A resignation is a loss.
    """

    WIN = 3
    DRAW = 1
    LOSS = -1


#: Each game's ``MenaceResult`` code -> its step on Michie's chart.
MICHIE_STEP = {
    MenaceResult.WIN: MichieScore.WIN, MenaceResult.DRAW: MichieScore.DRAW,
    MenaceResult.LOSS: MichieScore.LOSS, MenaceResult.RESIGNED: MichieScore.LOSS,
}


def michie_score(outcomes: bytes) -> list[int]:
    """Michie's score after each game: the running sum of +3 a win, +1 a draw, -1 a loss (``MichieScore``)."""
    running, out = 0, []
    for code in outcomes:
        running += MICHIE_STEP[MenaceResult(code)]
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
    menace: MenacePlayer, opponent: Opponent, games: int, seed: int, side: Mark | None = None, *,
    block: int | None = None, fast: bool = True, tables: OpponentTables | None = None,
    games_done: Callable[[int], None] = lambda count: None,
) -> TrainingResult:
    """Play ``games`` games and learn from each; ``side`` fixes MENACE's mark, else it alternates (X first).

    Passing MENACE itself as ``opponent`` is self-play: it plays and learns
    both sides.  ``fast=False`` plays a non-learner on the reference path too;
    ``tables`` are the opponent's, tabulated beforehand (``opponent_tables``);
    ``games_done(count)`` hears how many more games are played, for a count on a terminal.
    """
    rng = random.Random(seed)
    if fast and not opponent.learns:
        outcomes = play_fast(menace, tables or opponent_tables(opponent), side, games, rng, games_done)
    else:
        outcomes = _play_reference(menace, opponent, side, games, rng, games_done)
    menace.save()
    return TrainingResult(bytes(outcomes), block_size(games, block))


def _play_reference(
    menace: MenacePlayer, opponent: Opponent, side: Mark | None, games: int, rng: random.Random,
    games_done: Callable[[int], None],
) -> bytearray:
    """The reference path: boards, ``choose`` and ``learn``; MENACE's result in each game, told to ``games_done``."""
    outcomes = bytearray()
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
        outcomes.append(
            MenaceResult.DRAW if winner is None else MenaceResult.WIN if winner is mark
            else MenaceResult.RESIGNED if resigned is mark else MenaceResult.LOSS
        )
        games_done(1)
    return outcomes
