"""Shares of a move in whole percent, the one way every screen rounds them.

Shares shown together add up to 100 (PEOPLE rule 5), so they are rounded by
largest remainders, not one by one; MENACE's come from its box, where mirror
squares split one bead colour.  The thinking labels on the board and the
matchbox views both read them from here, so a move has one figure.
"""

from __future__ import annotations

from fractions import Fraction

from game.engine import Board, move_classes


def whole_percents(chances: dict[int, Fraction]) -> dict[int, int]:
    """Each chance in whole percent, adding up to exactly as many as the chances do (100 for a whole move).

    Largest remainders: every share rounded down, then one more point to each
    of the largest remainders (the lower square first on a tie) until the sum
    is right.
    """
    points = {sq: 100 * Fraction(p) for sq, p in chances.items()}
    shown = {sq: int(p) for sq, p in points.items()}  # floor: chances are never negative
    left = round(sum(points.values())) - sum(shown.values())
    for sq in sorted(points, key=lambda sq: (-(points[sq] - shown[sq]), sq))[:left]:
        shown[sq] += 1
    return shown


def menace_shares(board: Board, beads: dict[int, int]) -> dict[int, int]:
    """Each free square's share of MENACE's move in whole percent: the one figure every screen gives for it.

    ``beads`` is a box as ``MenacePlayer.beads`` gives it, one count per class
    of equivalent moves on the class's first square (Michie's pooling); the
    class's squares split its beads evenly, so mirror images read the same
    share and the shares add up to 100 (0 each in an empty box).
    """
    total = sum(beads.values())
    classes = move_classes(board)
    if not total:
        return {sq: 0 for cls in classes for sq in cls}
    return whole_percents({sq: Fraction(beads.get(cls[0], 0), total * len(cls)) for cls in classes for sq in cls})
