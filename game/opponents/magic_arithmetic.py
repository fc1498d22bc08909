"""The arithmetic of "Programming Tic Tac Toe: Magic Square" on its own magic square.

That article plays on a Lo-Shu square where every
line sums to 15, so relative positions become formulas: Across = 10 - X,
the corner and edge before or after X around the rim, the knight's-move
corners, and 15 - a - b, the number that completes a and b.

Which square?  The article's picture is lost, but its text pins it down:
"X1 = upper left corner = 2", "Ep(7) = 1", "Kp(9) = 6", "Kn(9) = 8" ...
With 2 in the upper-left corner the Lo-Shu square is either
2 9 4 / 7 5 3 / 6 1 8 or its mirror image 2 7 6 / 9 5 1 / 4 3 8; the
formulas hold on both, with "next" running clockwise on the first and
anticlockwise on the second (as the article warns: flipping the square on
a diagonal reverses them).  We take "next" to be clockwise.  The article
numbers the rim 0-7 and says "the next corner is (X + 2) AND 6, the
previous square = (X – 1) AND 7": "next" is the way its numbers grow,
and a rim numbered the usual way, from the top left, grows clockwise.
That is 2 9 4 / 7 5 3 / 6 1 8, which is Moler's 8 1 6 / 3 5 7 / 4 9 2
(Cleve Moler, *Experiments with MATLAB*, ch. 11) turned half a turn.  The
magic opponent thinks in the article's numbers and ``square_of`` / ``number_on``
map them to our squares through that half turn.  The tests check every
formula against the geometry of this square.
"""

from __future__ import annotations

from game.engine import MAGIC_SUM, SYMMETRIES
from game.engine.symmetry import inverse
from game.engine.views import NUMBER_AT

#: Index into SYMMETRIES of the half turn (0-3 are the rotations by quarter turns).
HALF_TURN = 2
#: The article's number on each 0-8 square: Moler's square turned half a turn.
ARTICLE_NUMBER_AT: tuple[int, ...] = tuple(NUMBER_AT[s] for s in inverse(SYMMETRIES[HALF_TURN]))
_SQUARE_OF: dict[int, int] = {n: sq for sq, n in enumerate(ARTICLE_NUMBER_AT)}

#: The centre number: the middle of every line through the centre.
CENTRE = MAGIC_SUM // 3
#: Numbers wrap around the rim modulo 10 in the article's formulas.
RIM_MODULUS = 2 * CENTRE


def number_on(square: int) -> int:
    """The article's number on a 0-8 square."""
    return ARTICLE_NUMBER_AT[square]


def square_of(number: int) -> int:
    """The 0-8 square carrying one of the article's numbers."""
    return _SQUARE_OF[number]


def is_corner(x: int) -> bool:
    """Corners carry the even numbers."""
    return x % 2 == 0


def is_edge(x: int) -> bool:
    """Edges carry the odd numbers other than the centre's 5."""
    return x % 2 == 1 and x != CENTRE


def across(x: int) -> int:
    """``Across = 10 - X``: the cell opposite X through the centre."""
    return RIM_MODULUS - x


def completion(a: int, b: int) -> int | None:
    """``15 - a - b``: the number completing a line with a and b, if there is one."""
    c = MAGIC_SUM - a - b
    return c if 1 <= c <= 9 and c not in (a, b) else None


def corner_previous(x: int) -> int:
    """``Cp``: from an edge ``Across((X+X) mod 10)``, from a corner ``(X*3) mod 10``."""
    return across(2 * x % RIM_MODULUS) if x % 2 else 3 * x % RIM_MODULUS


def corner_next(x: int) -> int:
    """``Cn``: from an edge ``Across((X*4) mod 10)``, from a corner ``(X+X) mod 10``."""
    return across(4 * x % RIM_MODULUS) if x % 2 else 2 * x % RIM_MODULUS


def edge_previous(x: int) -> int:
    """``Ep``: from an edge ``(X*3) mod 10``, from a corner ``15 - Cp - X``."""
    return 3 * x % RIM_MODULUS if x % 2 else MAGIC_SUM - corner_previous(x) - x


def edge_next(x: int) -> int:
    """``En``: from an edge ``Across(Ep)``, from a corner ``15 - X - Cn``."""
    return across(edge_previous(x)) if x % 2 else MAGIC_SUM - x - corner_next(x)


def knight_previous(x: int) -> int:
    """``Kp``: from an edge ``(X*4) mod 10``, from a corner ``5 + X - Cp``."""
    return 4 * x % RIM_MODULUS if x % 2 else CENTRE + x - corner_previous(x)


def knight_next(x: int) -> int:
    """``Kn``: from an edge ``(X+X) mod 10``, from a corner ``5 + X - Cn``."""
    return 2 * x % RIM_MODULUS if x % 2 else CENTRE + x - corner_next(x)


#: The article's relative positions, by its own short names, in the order it lists them.
RELATIVES = {
    "across": across,
    "cp": corner_previous,
    "cn": corner_next,
    "ep": edge_previous,
    "en": edge_next,
    "kp": knight_previous,
    "kn": knight_next,
}


def relatives(x: int) -> dict[str, int]:
    """Across, Cp, Cn, Ep, En, Kp and Kn of a rim number (any of 1-9 but the centre's 5)."""
    if x == CENTRE or not 1 <= x <= 2 * CENTRE - 1:
        raise ValueError(f"the formulas take a rim number, 1-9 but {CENTRE}, not {x}")
    return {name: formula(x) for name, formula in RELATIVES.items()}
