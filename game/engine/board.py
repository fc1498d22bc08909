"""The one game under all three views: an immutable 3x3 board on bitboards.

Squares are indexed 0-8 in row-major order inside the engine; people see
them as cells 1-9 (as every source numbers them).  A position is two 9-bit
masks, one per mark, so a move is an OR and a win test is a table look-up.
The clearest win rule -- three of one mark on a row, column or diagonal
(Cleve Moler, *Experiments with MATLAB*, ch. 11) -- is written once, in
``LINES``; every table here is derived from it.  Other detectors from the
sources live in ``wins.py`` and are cross-checked against this one by the tests.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Iterator

from game.messages.quoting import quote

SIZE = 3
SQUARES = tuple(range(SIZE * SIZE))
FULL_MASK = (1 << len(SQUARES)) - 1

Line = tuple[int, int, int]

def _line(squares: list[int]) -> Line:
    a, b, c = squares
    return a, b, c


#: Rows, columns, then the two diagonals.
LINES: tuple[Line, ...] = (
    *(_line([r * SIZE + c for c in range(SIZE)]) for r in range(SIZE)),
    *(_line([r * SIZE + c for r in range(SIZE)]) for c in range(SIZE)),
    _line([i * SIZE + i for i in range(SIZE)]),
    _line([i * SIZE + (SIZE - 1 - i) for i in range(SIZE)]),
)

LINE_MASKS: tuple[int, ...] = tuple(sum(1 << sq for sq in line) for line in LINES)


def _lines_completed(mask: int) -> tuple[int, ...]:
    return tuple(i for i, lm in enumerate(LINE_MASKS) if mask & lm == lm)


#: For every 9-bit mask, the indices into LINES that it completes.
COMPLETED_LINES: tuple[tuple[int, ...], ...] = tuple(
    _lines_completed(m) for m in range(FULL_MASK + 1)
)
#: For every 9-bit mask, whether it holds a complete line.
HAS_LINE: tuple[bool, ...] = tuple(bool(lines) for lines in COMPLETED_LINES)


class Mark(enum.Enum):
    """A player's mark; X always moves first."""

    X = "X"
    O = "O"

    @property
    def other(self) -> Mark:
        """The opponent's mark."""
        return Mark.O if self is Mark.X else Mark.X

    @property
    def sign(self) -> int:
        """+1 for X, -1 for O: Moler's matrix entries (*Experiments with MATLAB*, ch. 11)."""
        return 1 if self is Mark.X else -1


class Termination(enum.Enum):
    """How a finished game ended."""

    WIN = "win"
    DRAW = "draw"
    RESIGNATION = "resignation"  # a side gave up; only a match knows (the board itself is not finished)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: who won (None for a draw) and the lines that did it."""

    termination: Termination
    winner: Mark | None = None
    lines: tuple[tuple[int, ...], ...] = ()  # squares in order along each line: 3 on the 3x3 board, k on m,n,k

    @property
    def line(self) -> tuple[int, ...] | None:
        """The first winning line, or None for a draw."""
        return self.lines[0] if self.lines else None

    def result(self) -> str:
        """'X', 'O' or 'draw'."""
        return self.winner.value if self.winner else "draw"


class BoardError(ValueError):
    """Base of every error a caller can cause with a bad board or move."""


class NotationError(BoardError):
    """The text is not a board: wrong length or characters."""


class UnreachablePositionError(BoardError):
    """The text is a board, but no legal game reaches it."""


class IllegalMoveError(BoardError):
    """The move is not legal in this position."""


class NoMoveToUndoError(BoardError):
    """There is no move in the history to take back."""


def cell_of(square: int) -> int:
    """The people-facing cell number 1-9 of a 0-8 square."""
    return square + 1


def square_of(cell: int) -> int:
    """The 0-8 square of a people-facing cell number 1-9."""
    if not 1 <= cell <= len(SQUARES):
        raise IllegalMoveError(f"cell {cell} is not between 1 and {len(SQUARES)}")
    return cell - 1


def set_bits(mask: int) -> Iterator[int]:
    """The set bits of a mask, lowest first: the squares (or cells) a bitboard holds."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass(frozen=True, slots=True)
class Board:
    """An immutable position plus the moves that led to it.

    Equality and hashing look at the position only, so two move orders that
    reach the same board are equal.  ``moves`` is the stack that ``undo``
    pops; a board parsed from notation starts with an empty stack.
    """

    x: int = 0
    o: int = 0
    moves: tuple[int, ...] = field(default=(), compare=False)

    # --- construction and notation -------------------------------------

    @classmethod
    def from_moves(cls, squares: Iterator[int] | tuple[int, ...] | list[int]) -> Board:
        """The board after playing these 0-8 squares from the empty board."""
        board = cls()
        for sq in squares:
            board = board.play(sq)
        return board

    @classmethod
    def from_key(cls, key: int) -> Board:
        """The position a ``key`` names (no move history)."""
        return cls(key & FULL_MASK, key >> len(SQUARES))

    @classmethod
    def parse(cls, text: str) -> Board:
        """Parse 9 characters of X, O and '.' (row-major, '|' separators allowed).

        Raises NotationError for text that is not a board and
        UnreachablePositionError for a board no legal game reaches.
        """
        body = text.strip().replace("|", "")
        if len(body) != len(SQUARES):
            raise NotationError(
                f"a board is {len(SQUARES)} cells of X, O or '.', got {len(body)} in {quote(text)}"
            )
        bad = sorted(set(body) - set("XO."))
        if bad:
            raise NotationError(
                f"a board uses only X, O and '.', found {quote(''.join(bad))} in {quote(text)}"
            )
        x = sum(1 << i for i, ch in enumerate(body) if ch == "X")
        o = sum(1 << i for i, ch in enumerate(body) if ch == "O")
        board = cls(x, o)
        board.validate()
        return board

    def validate(self) -> None:
        """Raise UnreachablePositionError unless a legal game can reach this board."""
        nx, no = self.x.bit_count(), self.o.bit_count()
        if self.x & self.o:
            raise UnreachablePositionError("a cell holds both X and O")
        if no > nx:
            raise UnreachablePositionError(f"O has {no} marks but X only {nx}; X moves first")
        if nx > no + 1:
            raise UnreachablePositionError(f"X has {nx} marks but O only {no}; players alternate")
        x_won, o_won = HAS_LINE[self.x], HAS_LINE[self.o]
        if x_won and o_won:
            raise UnreachablePositionError("both X and O have a line; the game ends at the first")
        if x_won and nx == no:
            raise UnreachablePositionError("O moved after X had already won")
        if o_won and nx > no:
            raise UnreachablePositionError("X moved after O had already won")
        winner_mask = self.x if x_won else self.o if o_won else 0
        if winner_mask and not any(
            not HAS_LINE[winner_mask & ~(1 << sq)]
            for sq in set_bits(winner_mask)
            if all(sq in LINES[i] for i in COMPLETED_LINES[winner_mask])
        ):
            raise UnreachablePositionError("no single last move completes all of the winner's lines")

    def notation(self, separator: str = "") -> str:
        """The 9-character form, optionally with a separator between rows."""
        chars = "".join(mark.value if (mark := self.mark_at(sq)) else "." for sq in SQUARES)
        return separator.join(chars[r * SIZE:(r + 1) * SIZE] for r in range(SIZE))

    def __str__(self) -> str:
        return self.notation("|")

    def __repr__(self) -> str:
        return f"Board.parse({self.notation('|')!r})"

    # --- queries ---------------------------------------------------------

    @property
    def key(self) -> int:
        """An 18-bit integer naming the position: X's mask, then O's above it."""
        return self.x | (self.o << len(SQUARES))

    @property
    def ply(self) -> int:
        """How many marks are on the board."""
        return (self.x | self.o).bit_count()

    @property
    def turn(self) -> Mark:
        """Whose move it is (by the counts, so it is defined even after the end)."""
        return Mark.X if self.x.bit_count() == self.o.bit_count() else Mark.O

    def mark_at(self, square: int) -> Mark | None:
        """The mark on a 0-8 square, or None."""
        bit = 1 << square
        return Mark.X if self.x & bit else Mark.O if self.o & bit else None

    def mask_of(self, mark: Mark) -> int:
        """The 9-bit mask of a mark's squares."""
        return self.x if mark is Mark.X else self.o

    def squares_of(self, mark: Mark) -> tuple[int, ...]:
        """The 0-8 squares a mark holds, ascending."""
        return tuple(set_bits(self.mask_of(mark)))

    @property
    def empty_mask(self) -> int:
        """The 9-bit mask of empty squares."""
        return FULL_MASK & ~(self.x | self.o)

    def outcome(self) -> Outcome | None:
        """The result if the game is over, else None: the single source of truth."""
        for mark in (Mark.X, Mark.O):
            lines = COMPLETED_LINES[self.mask_of(mark)]
            if lines:
                return Outcome(Termination.WIN, mark, tuple(LINES[i] for i in lines))
        if not self.empty_mask:
            return Outcome(Termination.DRAW)
        return None

    def is_over(self) -> bool:
        """Whether someone has a line or the board is full."""
        return HAS_LINE[self.x] or HAS_LINE[self.o] or not self.empty_mask

    def legal_mask(self) -> int:
        """The 9-bit mask of legal moves (0 once the game is over)."""
        return 0 if self.is_over() else self.empty_mask

    def legal_moves(self) -> tuple[int, ...]:
        """The legal 0-8 squares, ascending."""
        return tuple(set_bits(self.legal_mask()))

    # --- make / unmake ----------------------------------------------------

    def play(self, square: int) -> Board:
        """The board after the side to move marks this 0-8 square."""
        bit = 1 << square if 0 <= square < len(SQUARES) else 0
        if not bit & self.legal_mask():
            raise IllegalMoveError(self._why_illegal(square))
        if self.x.bit_count() == self.o.bit_count():
            return Board(self.x | bit, self.o, self.moves + (square,))
        return Board(self.x, self.o | bit, self.moves + (square,))

    def _why_illegal(self, square: int) -> str:
        if not 0 <= square < len(SQUARES):
            return f"square {square} is off the board"
        if self.is_over():
            return f"the game is over; cell {cell_of(square)} cannot be played"
        return f"cell {cell_of(square)} is already taken by {self.mark_at(square).value}"  # type: ignore[union-attr]

    def undo(self) -> Board:
        """The board before the last move."""
        if not self.moves:
            raise NoMoveToUndoError("there is no move to undo")
        bit = ~(1 << self.moves[-1])
        return Board(self.x & bit, self.o & bit, self.moves[:-1])

    def children(self) -> Iterator[tuple[int, Board]]:
        """Each legal move with the board it leads to."""
        for sq in self.legal_moves():
            yield sq, self.play(sq)
