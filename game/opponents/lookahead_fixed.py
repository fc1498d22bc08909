"""``lookahead-fixed``: the look-ahead of "Tic Tac Toe War Games", corrected.

The published ``move.computer`` (ported faithfully in ``lookahead``) means to
score each candidate move by "the value of the player's move" and "the
evaluations of all the opponent's moves" ("Tic Tac Toe War Games", The
Devil is in the Data).  This variant keeps its pieces --
``eval.game``, the immediate-win shortcut, the strategic noise -- and
corrects how they are combined:

1. The opponent's best reply is taken per candidate move i, over the replies
   that are legal after i (R's ``apply(eval[-1,], 1, ...)`` takes it per
   reply cell, over every candidate, zeros of unplayable cells included).
2. The two evaluations are added, not multiplied.  Both are in R's signs
   (X wants them low, O high), so their sum is "my best line after my move
   and the opponent's best line after their best reply" and the mover's
   which.min/which.max wants both.  Keeping R's product with the per-move
   minimax would reward a move by how well the opponent can answer it: the
   exhaustive tests of that combination find it fails to block and loses
   from both sides.
3. Only free cells are candidates.

Like the original it cannot see a fork two moves ahead; the tests record
which sides can be beaten.
"""

from __future__ import annotations

from game.engine import Board
from game.engine.board import SQUARES
from game.language import N_

from .lookahead import (
    R_SIGN,
    WIN_SCORE,
    LookaheadPlayer,
    evaluation_matrix,
    opponent_minimax,
    r_game,
)


def corrected_scores(game: list[int], player: int) -> list[int]:
    """Each free cell's evaluation plus the opponent's best reply to it, in R's signs."""
    evaluation = evaluation_matrix(game, player)
    own = evaluation[0]
    if any(abs(v) == WIN_SCORE for v in own):
        return own
    minimax = opponent_minimax(player)
    scores = own.copy()
    for i in (sq for sq in SQUARES if game[sq] == 0):
        replies = [evaluation[j + 1][i] for j in SQUARES if game[j] == 0 and j != i]
        if replies:  # the last free cell has no reply to weigh
            scores[i] = own[i] + minimax(replies)
    return scores


class LookaheadFixedPlayer(LookaheadPlayer):
    """The two-step look-ahead with the minimax taken per candidate move."""

    id = "lookahead-fixed"
    name = N_("LOOKAHEAD+")
    description = N_(
        'THE LOOK-AHEAD OF "TIC TAC TOE WAR GAMES", MENDED: IT WEIGHS YOUR BEST REPLY TO EACH OF ITS MOVES.')

    def evaluate(self, board: Board) -> tuple[int, ...]:
        """The corrected scores before the noise, from the mover's side."""
        player = R_SIGN[board.turn]
        return tuple(player * v for v in corrected_scores(r_game(board), player))
