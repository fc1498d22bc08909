"""``calculator``: the TI-83 "M.E.N.A.C.E." program's weighted random cell choice.

A port of the computer's move in that program::

    If (T=2)(dim(ʟM)<10:Then
    {3,7,9,2,4,7,5,1,1→ʟMP
    If 4>dim(ʟM:{0,0,8,0,0,2,0,0,0→ʟMP
    Repeat not(sum(C=ʟM
    ʟMP
    1+sum(cumSum(Ans)<randsum(Ans→C
    End

``ʟM`` starts as ``{0}`` and gets one entry per move, so ``dim(ʟM)`` is the
number of marks on the board plus one.  Cells are numbered 1-9 row by row
(the cursor moves +-1 across and +-3 down), like ours.  The draw
``1+sum(cumSum(W)<rand*sum(W))`` picks cell c with probability W(c)/sum(W),
and the ``Repeat`` loop redraws until the cell is free: rejection sampling,
which is the weights renormalised over the free cells.  The program never
looks for a win or a block.

Surprises, kept and documented:

* The opening list ``{0,0,8,0,0,2,0,0,0}`` is in force while ``dim(ʟM) < 4``,
  that is while fewer than three marks are down: the computer's first two
  moves go to cell 3 (odds 8) or cell 6 (odds 2) only.
* In the program the computer is always CROSSES and moves first.  If the
  player takes the other of cells 3 and 6, both positively weighted cells
  are gone at the computer's second move and the ``Repeat`` loop never ends
  -- the calculator hangs.  Our fallback, clearly not the program's: in
  that case use the main list ``{3,7,9,2,4,7,5,1,1}``, the list the program
  itself switches to one move later.
* Given O (moving second), the program's rule is applied unchanged: the
  list depends only on how many marks are down, so O's first move (one
  mark down, ``dim(ʟM) = 2``) uses the opening list and its later moves
  the main list.  With one mark down at least one of cells 3 and 6 is
  free, so O never needs the fallback.

``scores`` are the weights in force on the free cells.

The name: The program's title, "M.E.N.A.C.E.", spells the name of Donald Michie's matchbox learner
MENACE; the thread never says why, and the program has no matchboxes and learns nothing: it
draws every move from two fixed lists of weights.  So the game calls it the calculator and
keeps the name MENACE for Michie's learner (``menace``).
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

from game.engine import Board, IllegalMoveError
from game.language import N_

from .base import Distribution, Opponent

#: The program's weight list ʟMP, one weight per cell 1-9.
MAIN_WEIGHTS: tuple[int, ...] = (3, 7, 9, 2, 4, 7, 5, 1, 1)
#: The list it uses for its first two moves.
OPENING_WEIGHTS: tuple[int, ...] = (0, 0, 8, 0, 0, 2, 0, 0, 0)
#: ``If 4>dim(ʟM``: the opening list while dim(ʟM) = marks down + 1 is below 4.
OPENING_DIM_LIMIT = 4


def weights_in_force(board: Board) -> tuple[int, ...]:
    """The list the program draws from here, with our fallback where it would hang."""
    dim = board.ply + 1  # dim(ʟM): the placeholder 0 plus one entry per move
    if dim < OPENING_DIM_LIMIT:
        free = board.legal_mask()
        if any(w and free >> sq & 1 for sq, w in enumerate(OPENING_WEIGHTS)):
            return OPENING_WEIGHTS
    return MAIN_WEIGHTS


def draw_cell(weights: tuple[int, ...], u: float) -> int:
    """``1+sum(cumSum(W)<u*sum(W))`` as a 0-8 square."""
    threshold = u * sum(weights)
    return sum(1 for c in itertools.accumulate(weights) if c < threshold)


class CalculatorPlayer(Opponent):
    """The TI-83 program's weighted random cell, redrawn until the cell is free."""

    id = "calculator"
    name = N_("CALCULATOR")
    description = N_(
        "PICKS CELLS AT RANDOM, SOME MORE OFTEN THAN OTHERS: A TI-83 CALCULATOR PROGRAM SHARED ON A FORUM.")

    def distribution(self, board: Board) -> Distribution:
        """The weights in force, renormalised over the free cells."""
        weights = weights_in_force(board)
        free = [sq for sq in board.legal_moves() if weights[sq] > 0]
        total = sum(weights[sq] for sq in free)
        return {sq: Fraction(weights[sq], total) for sq in free}

    def choose(self, board: Board, rng: random.Random) -> int:
        """As the program does: draw a cell by cumulative weight, redraw while it is taken."""
        weights = weights_in_force(board)
        free = board.legal_mask()
        if not any(w and free >> sq & 1 for sq, w in enumerate(weights)):
            raise IllegalMoveError(f"no move to make in {board}")
        while True:
            square = draw_cell(weights, rng.random())
            # The TI's rand is never 0; Python's can be, which would land on a
            # zero-weight leading cell: that draw is rejected like a taken cell.
            if free >> square & 1 and weights[square] > 0:
                return square

    def scores(self, board: Board) -> dict[int, float]:
        """The weight in force on each free cell."""
        weights = weights_in_force(board)
        return {sq: float(weights[sq]) for sq in board.legal_moves()}

