"""The 8 symmetries of the square (the dihedral group D4) and canonical forms.

Rotations and reflections map lines to lines, so they map positions to
positions of the same value; MENACE keeps one matchbox per class and the
tree facts count positions "up to symmetry" with ``canonical``.  A
position's own symmetries (those that leave it unchanged) make some of its
free squares equivalent -- the four corners of the empty board, say --
and ``move_classes`` groups them, so MENACE can keep one bead count per
class, as Michie's matchboxes did.
"""

from __future__ import annotations

from functools import cache

from .board import SIZE, SQUARES, Board

Permutation = tuple[int, ...]


def _rc(square: int) -> tuple[int, int]:
    return divmod(square, SIZE)


def _sq(row: int, col: int) -> int:
    return row * SIZE + col


def _rotate(square: int) -> int:
    """A quarter turn clockwise: (r, c) -> (c, n-1-r)."""
    r, c = _rc(square)
    return _sq(c, SIZE - 1 - r)


def _mirror(square: int) -> int:
    """Left-right reflection: (r, c) -> (r, n-1-c)."""
    r, c = _rc(square)
    return _sq(r, SIZE - 1 - c)


def _compose(*maps: Permutation) -> Permutation:
    result = tuple(SQUARES)
    for m in maps:
        result = tuple(m[s] for s in result)
    return result


_ROT: Permutation = tuple(_rotate(s) for s in SQUARES)
_MIR: Permutation = tuple(_mirror(s) for s in SQUARES)

#: Each symmetry as a permutation: square s moves to SYMMETRIES[k][s].
#: Index 0 is the identity; 0-3 rotate by 0/90/180/270 degrees, 4-7 mirror first.
SYMMETRIES: tuple[Permutation, ...] = tuple(
    _compose(*([_MIR] if flip else []), *([_ROT] * turns))
    for flip in (False, True)
    for turns in range(4)
)


def inverse(perm: Permutation) -> Permutation:
    """The permutation that undoes ``perm``."""
    inv = [0] * len(perm)
    for src, dst in enumerate(perm):
        inv[dst] = src
    return tuple(inv)


def _mask_table(perm: Permutation) -> tuple[int, ...]:
    return tuple(
        sum(1 << perm[s] for s in SQUARES if m >> s & 1) for m in range(1 << len(SQUARES))
    )


#: For each symmetry, the image of every 9-bit mask (512 entries each).
_MASK_MAPS: tuple[tuple[int, ...], ...] = tuple(_mask_table(p) for p in SYMMETRIES)


def transform_key(key: int, index: int) -> int:
    """The 18-bit position key after symmetry ``index``."""
    table = _MASK_MAPS[index]
    n = len(SQUARES)
    return table[key & ((1 << n) - 1)] | (table[key >> n] << n)


def transform(board: Board, index: int) -> Board:
    """The board after symmetry ``index`` (the move history is mapped too)."""
    perm = SYMMETRIES[index]
    table = _MASK_MAPS[index]
    return Board(table[board.x], table[board.o], tuple(perm[s] for s in board.moves))


def canonical_key(key: int) -> int:
    """The least key among the 8 images of a position: one name per class."""
    return min(transform_key(key, i) for i in range(len(SYMMETRIES)))


def canonical(board: Board) -> tuple[Board, int]:
    """The canonical board of a position's class and the symmetry that maps to it."""
    index = min(range(len(SYMMETRIES)), key=lambda i: transform_key(board.key, i))
    return transform(board, index), index


def move_classes(board: Board) -> tuple[tuple[int, ...], ...]:
    """The free squares grouped by the position's own symmetries: each group sorted, groups by their first square."""
    return _classes_of(board.key)


@cache
def _classes_of(key: int) -> tuple[tuple[int, ...], ...]:
    own = [SYMMETRIES[i] for i in range(len(SYMMETRIES)) if transform_key(key, i) == key]
    n = len(SQUARES)
    taken = (key | key >> n) & ((1 << n) - 1)
    # The symmetries that fix the position form a group, so a square's orbit under them is its class.
    orbits = {tuple(sorted({perm[sq] for perm in own})) for sq in SQUARES if not taken >> sq & 1}
    return tuple(sorted(orbits))
