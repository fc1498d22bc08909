"""``lookahead``: the two-step evaluation of "Tic Tac Toe War Games" in R, ported line by line.

The post (The Devil is in the Data) gives ``eval.game`` and
``move.computer``.  Its board is a vector of nine cells, row by row, holding
-1 for X, 0 for empty and +1 for O; ``player`` is -1 or +1.  We map our marks
the same way (X = -1, O = +1) whoever moves first: the R code is symmetric
under swapping the signs of the board and the player, so its choice depends
only on which side is to move, not on whether that side started.

``eval.game(game, player)`` takes the row, column and diagonal sums and
returns the min (X) or max (O) of them, doubled to -6/+6 when it is a line.

``move.computer(game, player)`` fills a 10x9 matrix ``eval``: row 1, column i
is ``eval.game`` after the mover plays i; row j+1, column i is ``eval.game``
for the opponent after the mover plays i and the opponent replies j.  Unless
some move wins outright (an entry of +-6 in row 1) it then does::

    best.opponent <- apply(eval[-1,], 1, minimax)      # max for X's opponent, min for O's
    eval[1,] <- eval[1,] * -player * best.opponent

and adds noise ``runif(1, 0.1*x, 0.1*x + 0.1)`` (times ``player``) for the
strategic values x = 4 centre, 3 corners, 2 edges, then takes ``which.min``
(X) or ``which.max`` (O) of ``eval[1,]``.

Surprises, kept and documented here rather than fixed (``lookahead-fixed``
is the corrected variant):

1. ``apply(eval[-1,], 1, ...)`` works along the ROWS: ``best.opponent[j]`` is
   the opponent's best evaluation for replying at cell j, over every move i
   of ours -- and the zeros of the cells nobody can play count too, so for
   X's opponent the max is never below 0.  The product then multiplies our
   evaluation of playing cell i by the opponent's best evaluation of playing
   that same cell i: a "how much do both of us want this cell" score, not
   the minimax over our candidate's replies the comments describe.
2. Occupied cells keep ``eval[1,i] = 0`` and get no noise, yet ``which.min``
   and ``which.max`` look at all nine cells: had every free cell scored
   worse than 0 for the mover, R would return a taken cell and
   ``game[move] <- player`` would overwrite it.  Exhaustively, on every
   reachable position, that never happens (the tests check it with
   ``r_choice``): after its own move the mover's best line sum is never
   against it, and each row of ``eval[-1,]`` holds zeros, so the opponent's
   row maximum (X's row minimum) never has the wrong sign -- every free
   cell's product is at least 0 from the mover's side, and its positive
   noise lifts it above the taken cells' bare 0.  We only ever consider the
   free cells, which is therefore the same choice.
3. The noise intervals are disjoint (edges 0.2-0.3, corners 0.3-0.4, centre
   0.4-0.5) and narrower than 1, while the evaluations are whole numbers:
   so a higher evaluation always wins and the noise only breaks ties, towards
   the centre, then a corner, then an edge, uniformly within a class.  The
   exact distribution is derived from the intervals (``argmax_law`` checks
   that they never partly overlap rather than assuming it).

The author believed the program unbeatable; the tests find out.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from game.engine import LINES, Board, Mark
from game.engine.board import SQUARES
from game.language import N_

from .base import Distribution, Opponent, uniform

#: R's cell values for the marks: "-1 (X), 0 (empty field) or 1 (O)".
R_SIGN: dict[Mark, int] = {Mark.X: -1, Mark.O: 1}
#: ``board <- c(3, 2, 3, 2, 4, 2, 3, 2, 3)``: lines through each cell.
STRATEGIC_VALUES: tuple[int, ...] = (3, 2, 3, 2, 4, 2, 3, 2, 3)
#: ``runif(1, 0.1 * x, (0.1 * x) + 0.1)``: the noise scale and width.
NOISE_SCALE = Fraction(1, 10)
NOISE_WIDTH = Fraction(1, 10)
#: A line's sum, and ``best.score * 2`` that marks it as decisive.
LINE_SUM = 3
WIN_FACTOR = 2
WIN_SCORE = LINE_SUM * WIN_FACTOR

Interval = tuple[Fraction, Fraction]


class NoiseOverlapError(ArithmeticError):
    """Two candidates' value ranges partly overlap, so their odds are not a simple tie-break."""


def r_game(board: Board) -> list[int]:
    """The board as R's vector ``game``: -1 X, 0 empty, +1 O, cells 1-9 at indices 0-8."""
    return [R_SIGN[mark] if (mark := board.mark_at(sq)) else 0 for sq in SQUARES]


def eval_game(game: list[int], player: int) -> int:
    """``eval.game``: the player's best line sum (min for X, max for O), 3 doubled to 6."""
    sums = [game[a] + game[b] + game[c] for a, b, c in LINES]
    best_score = min(sums) if player == R_SIGN[Mark.X] else max(sums)
    if abs(best_score) == LINE_SUM:
        best_score *= WIN_FACTOR
    return best_score


def evaluation_matrix(game: list[int], player: int) -> list[list[int]]:
    """``move.computer``'s 10x9 ``eval``: row 0 our moves, row j+1 the opponent's reply j."""
    evaluation = [[0] * len(SQUARES) for _ in range(len(SQUARES) + 1)]
    for i in (sq for sq in SQUARES if game[sq] == 0):
        game_tmp = game.copy()
        game_tmp[i] = player
        evaluation[0][i] = eval_game(game_tmp, player)
        for j in (sq for sq in SQUARES if game_tmp[sq] == 0):
            game_tmp1 = game_tmp.copy()
            game_tmp1[j] = -player
            evaluation[j + 1][i] = eval_game(game_tmp1, -player)
    return evaluation


def opponent_minimax(player: int) -> Callable[[list[int]], int]:
    """``ifelse(player == -1, "max", "min")``: the opponent's best is O's max or X's min."""
    return max if player == R_SIGN[Mark.X] else min


def row_scores(game: list[int], player: int) -> list[int]:
    """``eval[1,]`` just before the noise, exactly as R computes it (surprise 1 included)."""
    evaluation = evaluation_matrix(game, player)
    if not any(abs(v) == WIN_SCORE for v in evaluation[0]):
        minimax = opponent_minimax(player)
        best_opponent = [minimax(row) for row in evaluation[1:]]  # apply(eval[-1,], 1, minimax)
        evaluation[0] = [e * -player * b for e, b in zip(evaluation[0], best_opponent, strict=True)]
    return evaluation[0]


def noise_interval(square: int) -> Interval:
    """The range of ``runif(1, 0.1*x, 0.1*x + 0.1)`` for this cell's strategic value x."""
    low = NOISE_SCALE * STRATEGIC_VALUES[square]
    return low, low + NOISE_WIDTH


def argmax_law(intervals: dict[int, Interval]) -> Distribution:
    """The exact odds of each cell being the first argmax of independent uniforms.

    Each cell's value is uniform on its interval, or exactly ``lo`` when
    ``lo == hi``; exact ties go to the lowest cell, as R's ``which.max``.
    Raises NoiseOverlapError unless the contenders' intervals coincide.
    """
    top_low = max(low for low, _ in intervals.values())
    live = sorted(sq for sq, (low, high) in intervals.items() if high > top_low)
    if not live:  # the best value is a point: exact ties, first index wins
        return {min(sq for sq, (low, _) in intervals.items() if low == top_low): Fraction(1)}
    shapes = {intervals[sq] for sq in live}
    if len(shapes) != 1 or next(iter(shapes))[0] != top_low:
        raise NoiseOverlapError(f"value ranges partly overlap: { {sq: intervals[sq] for sq in live} }")
    return uniform(live)


def noisy_intervals(scores: tuple[int, ...], board: Board, squares: tuple[int, ...]) -> dict[int, Interval]:
    """Each cell's range of ``eval[1,]`` after the noise, from the mover's side.

    ``scores`` are the mover's scores before the noise; a taken cell gets no
    noise, so its range is the single point of its score.
    """
    free = board.empty_mask
    intervals = {}
    for sq in squares:
        low, high = noise_interval(sq) if free >> sq & 1 else (Fraction(0), Fraction(0))
        intervals[sq] = (scores[sq] + low, scores[sq] + high)
    return intervals


def mover_row_scores(board: Board) -> tuple[int, ...]:
    """R's ``eval[1,]`` before the noise for the side to move, turned so that it maximises."""
    player = R_SIGN[board.turn]
    return tuple(player * v for v in row_scores(r_game(board), player))


def r_choice(board: Board) -> Distribution:
    """What the published R code plays here, taken cells included (surprise 2)."""
    return argmax_law(noisy_intervals(mover_row_scores(board), board, SQUARES))


class LookaheadPlayer(Opponent):
    """The two-step look-ahead of "Tic Tac Toe War Games", randomised strategic values and all, as published."""

    id = "lookahead"
    name = N_("LOOKAHEAD")
    description = N_('TWO MOVES AHEAD, PLUS LUCK; ITS AUTHOR THOUGHT IT UNBEATABLE: "TIC TAC TOE WAR GAMES".')

    def __init__(self) -> None:
        self._cache: dict[int, tuple[int, ...]] = {}

    def evaluate(self, board: Board) -> tuple[int, ...]:
        """``eval[1,]`` before the noise, from the mover's side (the corrected variant overrides this)."""
        return mover_row_scores(board)

    def mover_scores(self, board: Board) -> tuple[int, ...]:
        """``evaluate``, computed once per position."""
        key = board.key
        if key not in self._cache:
            self._cache[key] = self.evaluate(board)
        return self._cache[key]

    def distribution(self, board: Board) -> Distribution:
        """The odds of each free cell under the noise; only free cells are ever played."""
        return argmax_law(noisy_intervals(self.mover_scores(board), board, board.legal_moves()))

    def choose(self, board: Board, rng: random.Random) -> int:
        """Draw the nine uniforms as R's ``sapply`` does and take the best free cell."""
        scores = self.mover_scores(board)
        noise = [rng.uniform(*map(float, noise_interval(sq))) for sq in SQUARES]
        return max(board.legal_moves(), key=lambda sq: (scores[sq] + noise[sq], -sq))

    def scores(self, board: Board) -> dict[int, float]:
        """Each free cell's evaluation before the noise, from the mover's side (higher is better)."""
        scores = self.mover_scores(board)
        return {sq: float(scores[sq]) for sq in board.legal_moves()}
