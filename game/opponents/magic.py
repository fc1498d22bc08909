"""``magic``: plays "Programming Tic Tac Toe: Magic Square" by its arithmetic.

The article reduces the game to formulas on a
magic square (see ``magic_arithmetic`` for which square and the formulas).
Each move is chosen by the first of these that gives one:

1. Win: a free ``15 - a - b`` for two of its own numbers a, b.
2. Block: the same for two of the opponent's numbers.
3. The article's scripted lines:

   * Moving first it follows the article's computer-first line: X1 = 5;
     X2 = ``abs(10 - 2*O1)``; X3 = ``Cn(O2)`` if O1 was an edge, else
     ``15 - O2 - O1``; X4 = ``15 - Across(O1) - O2``.  Every reply the line
     does not foresee loses at once to step 1, so in practice it never
     leaves the script.
   * Moving second: against a corner the centre ("The only safe move");
     against the centre a corner (O's corner reply in the computer-first
     line; an edge loses); against an edge -- "left for the reader to work
     out" -- the centre or a corner beside it (Cp, Cn).  The tests confirm
     with the solver that the safe replies to an edge are exactly these and
     the edge across (Across); we leave Across out because the play after it
     is beyond the article's formulas and the fallback below, checked
     exhaustively, loses that line to a fork.  Then the article's
     "Center-move" line: after X1 corner, O1 = 5, X2 = Across(X1), O2 is an
     edge (a corner there loses to a fork, as the article shows).

4. Where the article stops, a fallback in its spirit: a move making two
   open lines at once (the fork every line aims at); else the centre; else a
   forcing move -- one that leaves a single ``15 - a - b`` open, "a move that
   forces the next player to select a particular position" -- after whose
   forced reply the opponent has no fork; else a corner; else an edge.

Every step picks uniformly among the numbers it offers.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from game.engine import MAGIC_SUM, Board, Mark

from .base import Distribution, Opponent, uniform
from .magic_arithmetic import (
    CENTRE,
    across,
    completion,
    corner_next,
    corner_previous,
    is_corner,
    is_edge,
    number_on,
    square_of,
)

Numbers = frozenset[int]


def held(board: Board, mark: Mark) -> Numbers:
    """The article's numbers a mark holds."""
    return frozenset(number_on(sq) for sq in board.squares_of(mark))


def open_completions(own: Iterable[int], free: Numbers) -> Numbers:
    """Every free number that completes a line with two of ``own``: the 15 - a - b threats."""
    return frozenset(
        c for a, b in combinations(sorted(own), 2) if (c := completion(a, b)) is not None and c in free
    )


def centre_first_line(o1: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The article's computer-first line after O1: X's four moves and O's forced replies."""
    x2 = abs(2 * CENTRE - 2 * o1)
    o2 = across(x2)
    x3 = corner_next(o2) if is_edge(o1) else MAGIC_SUM - o2 - o1
    o3 = across(x3)
    x4 = MAGIC_SUM - across(o1) - o2
    return (CENTRE, x2, x3, x4), (o1, o2, o3, across(x4))


def script_as_first(mine: Numbers, theirs: Numbers) -> Numbers:
    """X's move on the article's computer-first line, if the position is on it."""
    k = len(mine)
    if k == 0:
        return frozenset({CENTRE})
    for o1 in theirs:
        xs, os = centre_first_line(o1)
        if k < len(xs) and mine == set(xs[:k]) and theirs == set(os[:k]):
            return frozenset({xs[k]})
    return frozenset()


def script_as_second(mine: Numbers, theirs: Numbers) -> Numbers:
    """O's move from the article's safe second moves and its Center-move line."""
    if not mine and len(theirs) == 1:
        (x1,) = theirs
        if is_corner(x1):
            return frozenset({CENTRE})
        if x1 == CENTRE:
            return frozenset(n for n in range(1, 10) if is_corner(n))
        return frozenset({CENTRE, corner_previous(x1), corner_next(x1)})
    if mine == {CENTRE} and len(theirs) == 2:
        x1, x2 = sorted(theirs)
        if is_corner(x1) and x2 == across(x1):
            return frozenset(n for n in range(1, 10) if is_edge(n))
    return frozenset()


def fallback(mine: Numbers, theirs: Numbers, free: Numbers) -> Numbers:
    """Where the article stops: fork, centre, safe forcing move, corner, edge."""
    forks = frozenset(m for m in free if len(open_completions(mine | {m}, free - {m})) >= 2)
    if forks:
        return forks
    if CENTRE in free:
        return frozenset({CENTRE})
    safe_forcing = set()
    for m in free:
        threats = open_completions(mine | {m}, free - {m})
        if len(threats) == 1:
            (reply,) = threats
            left = free - {m, reply}
            if len(open_completions(theirs | {reply}, left)) < 2:
                safe_forcing.add(m)
    if safe_forcing:
        return frozenset(safe_forcing)
    corners = frozenset(n for n in free if is_corner(n))
    return corners or free


def magic_choices(board: Board) -> Numbers:
    """The article's numbers this player may pick here, all equally likely."""
    mine, theirs = held(board, board.turn), held(board, board.turn.other)
    free = frozenset(number_on(sq) for sq in board.legal_moves())
    script = script_as_first if board.turn is Mark.X else script_as_second
    for choices in (
        open_completions(mine, free),
        open_completions(theirs, free),
        script(mine, theirs) & free,
    ):
        if choices:
            return choices
    return fallback(mine, theirs, free)


class MagicPlayer(Opponent):
    """Magic-square arithmetic: 15 - a - b to win or block, then the article's lines."""

    id = "magic"
    name = "Magic"
    description = 'Adds up numbers on a magic square to win, block and open. "Programming Tic Tac Toe: Magic Square".'

    def distribution(self, board: Board) -> Distribution:
        """Equal odds on the squares of the chosen numbers."""
        return uniform(sorted(square_of(n) for n in magic_choices(board)))
