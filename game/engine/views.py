"""The three views of one game: TicTacToe cells, Magic15 squares, Pick15 numbers.

Cleve Moler (*Experiments with MATLAB*, ch. 11) shows that Pick15 is
TicTacToe played on the Lo-Shu magic square.  Here each view is a mapping of
the one ``Board``; Pick15's own rule -- some three of a player's numbers sum
to 15 -- is implemented on its own terms, with no reference to lines, so the
tests can prove the isomorphism over every reachable position rather than
assume it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import combinations

from game.language import N_

from .board import SIZE, Board, Mark

#: The Lo-Shu square as Moler draws it: ``magic(3)`` in MATLAB.
LO_SHU: tuple[tuple[int, ...], ...] = ((8, 1, 6), (3, 5, 7), (4, 9, 2))
#: The number every line of the Lo-Shu square sums to.
MAGIC_SUM = sum(LO_SHU[0])
#: The Pick15 numbers, in the order they are listed.
NUMBERS: tuple[int, ...] = tuple(range(1, SIZE * SIZE + 1))

#: The Lo-Shu number drawn on each 0-8 square.
NUMBER_AT: tuple[int, ...] = tuple(n for row in LO_SHU for n in row)
#: The 0-8 square that carries each number (index by the number itself).
SQUARE_OF_NUMBER: dict[int, int] = {n: sq for sq, n in enumerate(NUMBER_AT)}


class View(enum.Enum):
    """The three ways the game is drawn, in the order Tab cycles through them."""

    PICK15 = "pick15"
    TICTACTOE = "tictactoe"
    MAGIC15 = "magic15"

    @property
    def next(self) -> View:
        """The view after this one."""
        views = list(View)
        return views[(views.index(self) + 1) % len(views)]

    @property
    def title(self) -> str:
        """The name players know the game by, as the screens write it (marked, so a language may spell it its way)."""
        return {View.PICK15: N_("PICK15"), View.TICTACTOE: N_("TICTACTOE"), View.MAGIC15: N_("MAGIC15")}[self]


def number_of(square: int) -> int:
    """The Pick15 number of a 0-8 square."""
    return NUMBER_AT[square]


def square_for_number(number: int) -> int:
    """The 0-8 square of a Pick15 number 1-9."""
    return SQUARE_OF_NUMBER[number]


def numbers_held(board: Board, mark: Mark) -> tuple[int, ...]:
    """The Pick15 numbers a mark has picked, ascending."""
    return tuple(sorted(NUMBER_AT[sq] for sq in board.squares_of(mark)))


def numbers_left(board: Board) -> tuple[int, ...]:
    """The Pick15 numbers nobody has picked yet, ascending."""
    return tuple(n for n in NUMBERS if board.mark_at(SQUARE_OF_NUMBER[n]) is None)


def fifteens(numbers: tuple[int, ...] | list[int]) -> tuple[tuple[int, int, int], ...]:
    """Every set of exactly three of these numbers that sums to 15 (Pick15's rule)."""
    return tuple(t for t in combinations(sorted(numbers), 3) if sum(t) == MAGIC_SUM)  # type: ignore[misc]


@dataclass(frozen=True, slots=True)
class Pick15:
    """A Pick15 position on its own terms: the numbers each player holds."""

    first: tuple[int, ...]
    second: tuple[int, ...]

    @classmethod
    def of(cls, board: Board) -> Pick15:
        """Read the Pick15 position off a board: X is the first player."""
        return cls(numbers_held(board, Mark.X), numbers_held(board, Mark.O))

    def winner(self) -> Mark | None:
        """The player holding three numbers that sum to 15, if either does."""
        if fifteens(self.first):
            return Mark.X
        if fifteens(self.second):
            return Mark.O
        return None

    def available(self) -> tuple[int, ...]:
        """Numbers still on the list."""
        taken = set(self.first) | set(self.second)
        return tuple(n for n in NUMBERS if n not in taken)


def magic_rows(board: Board) -> tuple[tuple[tuple[int, Mark | None], ...], ...]:
    """The Magic15 grid: each square's Lo-Shu number with its owner."""
    return tuple(
        tuple((LO_SHU[r][c], board.mark_at(r * SIZE + c)) for c in range(SIZE))
        for r in range(SIZE)
    )


def line_sum(line: tuple[int, ...]) -> int:
    """The sum of the Lo-Shu numbers along a line of squares."""
    return sum(NUMBER_AT[sq] for sq in line)

