"""MENACE's matchboxes laid out as in Michie's photographs: grouped by move number, in a fixed order.

Donald Michie's MENACE (1961) stood as rows of matchboxes, one row for
each of its moves as X but the last, which is forced.  Our MENACE keeps one box per position class with a move due, for
either side, so the shelf has a group for every ply 0-8 (X moves at even
plies, O at odd ones; ply 8 has one free square).  Within a group the boxes
stand in order of their canonical key, so every screen that pages through
them sees the same order.  Pure: the matchboxes scene and the game's panel
draw from it.

Counting (``michie_count``): Michie's machine as X kept a box for each of
X's first four moves -- 304 positions up to symmetry, the figure the matchbox
MENACEs people build keep -- but he wrote of "287 essentially distinct"
positions.  The engine finds exactly 17 of the 304 where X has already lost
whatever it plays (O threatens two lines and X cannot win at once), all at
X's fourth move; 304 - 17 = 287.  Michie did not list his boxes, so this is
where the two figures part by computation, not his stated reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.engine import Board, Mark, canonical_key, move_classes, reachable

from .menace import MenacePlayer, box_keys, initial_beads

#: The plies with boxes: every position before the board is full.
PLIES: tuple[int, ...] = tuple(range(9))


@dataclass(frozen=True, slots=True)
class Group:
    """The boxes for one move number: whose move it is and the canonical positions, in shelf order."""

    ply: int
    boards: tuple[Board, ...]

    @property
    def mover(self) -> Mark:
        """The mark moving from these positions (MENACE's, when it draws from them)."""
        return Mark.X if self.ply % 2 == 0 else Mark.O

    @property
    def own_move(self) -> int:
        """Which of the mover's moves this is: 1 for its first."""
        return self.ply // 2 + 1


@dataclass(frozen=True, slots=True)
class ShelfSpot:
    """Where a box stands on the shelf: its group and its index in the group."""

    ply: int
    index: int


@cache
def shelf() -> tuple[Group, ...]:
    """Every box, grouped by ply 0-8, each group in canonical-key order."""
    by_ply: dict[int, list[int]] = {ply: [] for ply in PLIES}
    positions = reachable()
    for key in sorted(box_keys()):
        by_ply[positions[key].ply].append(key)
    return tuple(Group(ply, tuple(positions[key] for key in keys)) for ply, keys in by_ply.items())


@cache
def _spots() -> dict[int, ShelfSpot]:
    """Every box's spot on the shelf by its canonical key."""
    return {board.key: ShelfSpot(group.ply, index) for group in shelf() for index, board in enumerate(group.boards)}


def spot_of(board: Board) -> ShelfSpot:
    """Where the box for this position (in any orientation) stands; ValueError if it has none."""
    spot = _spots().get(canonical_key(board.key))
    if spot is None:
        raise ValueError(f"no matchbox for {board.notation('|')}: the game is over there")
    return spot


def is_learned(menace: MenacePlayer, board: Board) -> bool:
    """Whether MENACE's box for this position holds other beads than a fresh box would."""
    key = canonical_key(board.key)
    return menace.box(key) != initial_beads(reachable()[key])


@dataclass(frozen=True, slots=True)
class BoxCount:
    """Michie's MENACE as X: the boxes for its first four moves, and those where X has lost whatever it plays."""

    kept: tuple[Board, ...]  # the 304 the shelf keeps for X's 1st-4th moves
    lost: tuple[Board, ...]  # those among them where every move lets O win at once

    @property
    def distinct(self) -> int:
        """The boxes left when the lost ones go: Michie's "essentially distinct" count."""
        return len(self.kept) - len(self.lost)


#: X's moves Michie kept boxes for: the fifth is forced (one free square), so it has none.
MICHIE_X_MOVES = 4


def loses_whatever_it_plays(board: Board) -> bool:
    """Whether every move here leaves the other side a win on its very next move."""
    return all(_wins_next(board.play(square)) for square in board.legal_moves())


def _wins_next(board: Board) -> bool:
    mover = board.turn
    return not board.is_over() and any(
        (outcome := board.play(square).outcome()) is not None and outcome.winner is mover
        for square in board.legal_moves()
    )


@cache
def michie_count() -> BoxCount:
    """The 304 boxes of Michie's MENACE as X and the 17 lost ones that part them from his 287 (computed)."""
    kept = tuple(board for group in shelf() if group.mover is Mark.X and group.own_move <= MICHIE_X_MOVES
                 for board in group.boards)
    return BoxCount(kept, tuple(board for board in kept if loses_whatever_it_plays(board)))


def bead_square(position: Board, square: int) -> int:
    """The square whose beads stand for playing ``square`` here: its symmetry class's representative."""
    return next((group[0] for group in move_classes(position) if square in group), square)
