"""``vector``: the win-contribution rule of the TI-83 "M.E.N.A.C.E." thread, on the game vector.

From the forum discussion of the TI-83 "M.E.N.A.C.E." program: every square
has a row of 8 win contributions [D1,H1,H2,H3,V1,V2,V3,D2]; the 8-element
game vector is the sum of the rows of X's squares minus the rows of O's.  "Player two will subtract from
the game matrix, so it tries to:

1) Make a -3
2) Make as many -2s as possible without leaving any 2s. [...]
3) Make as many 2s into 1s if you cannot do any of that. [...]
For X, it follows the same algorithm, but use the negative of any of the numbers".

So we look at the vector from the mover's side (X's vector for X, its
negative for O): +3 is the mover's line, +2 a line where the mover has two
marks and the third cell is free, -2 the same for the opponent.  Our reading
of the three rules, each applied only if the one before picks nothing:

1. Moves whose vector has a +3 (the move completes a line).
2. Among the moves that leave no -2 (no open two for the opponent), those
   that leave the most +2s -- if that most is at least one.  Rule 2 is only
   reached when the mover has no +2 of its own (it would have won by
   rule 1), so the +2s counted are exactly the ones this move makes.
3. The moves that turn the most -2s into -1s (break the opponent's twos).
   Rule 3 applies whenever the opponent has an open two, since the free
   cell of that line breaks it.

"You can easily include random choices of moves that fit the highest
criterion": ties are uniform.  When no rule applies (no threat on either
side and no move makes a two -- the empty board, for one) the thread says
nothing; we play a uniformly random legal move.
"""

from __future__ import annotations

import enum

import numpy as np

from game.engine import Board
from game.engine.board import SIZE
from game.engine.wins import signed_vector, win_contribution_matrix
from game.language import N_

from .base import Distribution, Opponent, uniform

#: Vector entries from the mover's side: a completed line, an open two, the opponent's open two.
LINE, TWO, THEIR_TWO = SIZE, SIZE - 1, -(SIZE - 1)


class Rule(enum.Enum):
    """Which of the thread's three rules decided a move (its number), or none of them."""

    THREE = 1  # make a three: the mover's line
    TWOS = 2  # make as many twos as possible, leaving the opponent none
    BREAK = 3  # turn the opponent's twos into ones
    NONE = 0  # no rule picks anything: any move


class VectorPlayer(Opponent):
    """Make a three; else make twos leaving the opponent none; else break the opponent's twos."""

    id = "vector"
    name = N_("VECTOR")
    description = N_(
        "COUNTS EACH LINE'S MARKS TO WIN, MAKE TWO IN A ROW OR BREAK YOURS: THE TI-83 PROGRAM'S FORUM THREAD.")

    def __init__(self) -> None:
        self._matrix = win_contribution_matrix().astype(int)

    def mover_vector(self, board: Board) -> np.ndarray:
        """The game vector as it stands, seen from the side to move."""
        sign = board.turn.sign  # X adds its rows, O subtracts: "for X use the negative"
        return sign * (signed_vector(board).astype(int) @ self._matrix)

    def rule_scores(self, board: Board) -> dict[int, int]:
        """The measure of the first rule that applies, per legal move (0 where it picks nothing)."""
        return self.decide(board)[1]

    def decide(self, board: Board) -> tuple[Rule, dict[int, int]]:
        """The first rule that picks a move here, and its measure per legal move (0 where it picks nothing)."""
        before = self.mover_vector(board)
        after = {sq: before + self._matrix[sq] for sq in board.legal_moves()}

        def count(value: int) -> dict[int, int]:
            return {sq: int((vec == value).sum()) for sq, vec in after.items()}

        lines = count(LINE)
        if any(lines.values()):
            return Rule.THREE, lines
        their_twos_left = count(THEIR_TWO)
        twos = {sq: n if their_twos_left[sq] == 0 else 0 for sq, n in count(TWO).items()}
        if any(twos.values()):
            return Rule.TWOS, twos
        their_twos = int((before == THEIR_TWO).sum())
        broken = {sq: their_twos - left for sq, left in their_twos_left.items()}
        return (Rule.BREAK if any(broken.values()) else Rule.NONE), broken

    def distribution(self, board: Board) -> Distribution:
        """Uniform over the moves the first applicable rule likes best; else over every move."""
        scores = self.rule_scores(board)
        top = max(scores.values())
        if top == 0:
            return uniform(board.legal_moves())
        return uniform([sq for sq, s in scores.items() if s == top])

    def scores(self, board: Board) -> dict[int, float]:
        """The deciding rule's measure per move: lines made, twos made, or twos broken."""
        return {sq: float(s) for sq, s in self.rule_scores(board).items()}
