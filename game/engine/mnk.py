"""The m,n,k game beside the 3x3 one: k in a row on a rows x cols board, on bitboards.

The 3x3 engine (``board.py``) stays the 3x3 game's engine; this one plays
the generalisation that "tic tac toe logic" (2007 blog post) has in mind
when it says its method "is appropriate for a game played on a larger
board".  A position is two integers, one bit per square and player, squares
numbered 0.. in row-major order, X moving first.  A board's lines -- every
k squares in a row along a row, a column, a diagonal or an anti-diagonal --
are computed once per shape and kept as bitmasks, so a win test is an AND
and a compare per line; the numpy batch path (``mnk_batch.py``) asks the
same of many positions at once.  Errors are ValueError subclasses with one-line
messages: ``ShapeError`` for a board the engine does not offer, and the 3x3
engine's ``IllegalMoveError`` for moves, ``NotationError`` and
``UnreachablePositionError`` for written positions.  A ``Position`` answers
the same questions as the 3x3 ``Board`` under the same names
(``game_state.GameState``); taking a move back is the match's job.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.messages.quoting import quote

from .board import (
    IllegalMoveError, Mark, NotationError, Outcome, Termination, UnreachablePositionError, set_bits,
)

#: The smallest and largest side the engine offers (the priorities table of "tic tac toe logic", a 2007 blog
#: post, goes to 15x15).
MIN_SIDE = 3
MAX_SIDE = 15
#: The shortest winning row: k = 2 would be won by X's second move.
MIN_K = 3

#: Row and column steps of the four line directions: along a row, down a column, the diagonal, the anti-diagonal.
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (1, 1), (1, -1))

#: Bits of a mask handled per table look-up when a symmetry maps a position.
_CHUNK_BITS = 8

Permutation = tuple[int, ...]


class ShapeError(ValueError):
    """The board or k is not one the engine offers."""


@dataclass(frozen=True, slots=True)
class _Geometry:
    """What a shape's rules derive once: its lines, the lines through each square, its symmetries."""

    full: int
    lines: tuple[int, ...]
    line_squares: tuple[tuple[int, ...], ...]
    through: tuple[tuple[int, ...], ...]
    symmetries: tuple[Permutation, ...]


def _line_squares(rows: int, cols: int, k: int) -> tuple[tuple[int, ...], ...]:
    found = []
    for dr, dc in DIRECTIONS:
        for r in range(rows):
            for c in range(cols):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if 0 <= end_r < rows and 0 <= end_c < cols:
                    found.append(tuple((r + dr * i) * cols + c + dc * i for i in range(k)))
    return tuple(found)


def _symmetries(rows: int, cols: int) -> tuple[Permutation, ...]:
    """Each symmetry as a permutation (square s moves to perm[s]); the 8 of the square, or the 4 of a rectangle."""
    squares = range(rows * cols)

    def mapped(f) -> Permutation:
        return tuple(f(*divmod(s, cols)) for s in squares)

    mirror = mapped(lambda r, c: r * cols + cols - 1 - c)
    if rows != cols:
        flip = mapped(lambda r, c: (rows - 1 - r) * cols + c)
        return (tuple(squares), mirror, flip, tuple(flip[mirror[s]] for s in squares))
    turn = mapped(lambda r, c: c * cols + cols - 1 - r)
    found = []
    for first in (tuple(squares), mirror):
        perm = first
        for _ in range(4):
            found.append(perm)
            perm = tuple(turn[perm[s]] for s in squares)
    return tuple(found)


@cache
def _geometry(rows: int, cols: int, k: int) -> _Geometry:
    line_squares = _line_squares(rows, cols, k)
    lines = tuple(sum(1 << s for s in squares) for squares in line_squares)
    through = tuple(tuple(m for m in lines if m >> s & 1) for s in range(rows * cols))
    return _Geometry((1 << rows * cols) - 1, lines, line_squares, through, _symmetries(rows, cols))


@cache
def _chunk_tables(rows: int, cols: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each symmetry and each 8-bit chunk of a mask, the image of every chunk value."""
    squares = rows * cols
    chunks = -(-squares // _CHUNK_BITS)
    return tuple(
        tuple(
            tuple(
                sum(1 << perm[base + b] for b in range(_CHUNK_BITS) if value >> b & 1 and base + b < squares)
                for value in range(1 << _CHUNK_BITS)
            )
            for base in range(0, chunks * _CHUNK_BITS, _CHUNK_BITS)
        )
        for perm in _geometry(rows, cols, MIN_K).symmetries
    )


def _map_mask(mask: int, tables: tuple[tuple[int, ...], ...]) -> int:
    image = 0
    for table in tables:
        image |= table[mask & 0xFF]
        mask >>= _CHUNK_BITS
    return image


@dataclass(frozen=True, slots=True)
class Shape:
    """A board of ``rows`` x ``cols`` squares won by ``k`` in a row."""

    rows: int
    cols: int
    k: int

    def __post_init__(self) -> None:
        for side in (self.rows, self.cols):
            if not (isinstance(side, int) and MIN_SIDE <= side <= MAX_SIDE):
                raise ShapeError(
                    f"a board is {MIN_SIDE}x{MIN_SIDE} up to {MAX_SIDE}x{MAX_SIDE}, not {self.cols}x{self.rows}"
                )
        top = min(self.rows, self.cols)
        if not (isinstance(self.k, int) and MIN_K <= self.k <= top):
            raise ShapeError(f"k must be {MIN_K}..{top} on a {self.cols}x{self.rows} board, not {self.k}")

    @classmethod
    def parse(cls, text: str, k: int) -> Shape:
        """A shape from "WIDTHxHEIGHT" (columns by rows, as "tic tac toe logic" says width * height), e.g. "5x5"."""
        parts = text.strip().lower().split("x")
        if len(parts) != 2 or not all(p.isdecimal() and len(p) <= 3 for p in parts):
            raise ShapeError(f"a board is WIDTHxHEIGHT, e.g. 5x5, not {quote(text)}")
        cols, rows = (int(p) for p in parts)
        return cls(rows, cols, k)

    @property
    def name(self) -> str:
        """How people name it: "5x5 k=4" (width by height)."""
        return f"{self.cols}x{self.rows} k={self.k}"

    @property
    def squares(self) -> int:
        """How many squares the board has."""
        return self.rows * self.cols

    @property
    def square(self) -> bool:
        """Whether the board is square (so it has all 8 symmetries)."""
        return self.rows == self.cols

    @property
    def full_mask(self) -> int:
        """The mask with every square set."""
        return _geometry(self.rows, self.cols, self.k).full

    @property
    def lines(self) -> tuple[int, ...]:
        """Every line of k squares as a bitmask: rows, then columns, diagonals, anti-diagonals."""
        return _geometry(self.rows, self.cols, self.k).lines

    @property
    def line_squares(self) -> tuple[tuple[int, ...], ...]:
        """The squares of each line in ``lines``, in order along the line."""
        return _geometry(self.rows, self.cols, self.k).line_squares

    def lines_through(self, square: int) -> tuple[int, ...]:
        """The lines (bitmasks) that hold ``square``."""
        self.check_square(square)
        return _geometry(self.rows, self.cols, self.k).through[square]

    @property
    def symmetries(self) -> tuple[Permutation, ...]:
        """The board's symmetries as square permutations, the identity first: 8 on a square board, else 4."""
        return _geometry(self.rows, self.cols, self.k).symmetries

    def check_square(self, square: int) -> None:
        """Raise IllegalMoveError unless ``square`` is on the board."""
        if not (isinstance(square, int) and 0 <= square < self.squares):
            raise IllegalMoveError(f"square {square} is off the {self.cols}x{self.rows} board (squares 0..{self.squares - 1})")

    def square_name(self, square: int) -> str:
        """A square as (row, column), counted from 1 as the blog post does."""
        row, col = divmod(square, self.cols)
        return f"({row + 1},{col + 1})"


@dataclass(frozen=True, slots=True)
class Position:
    """An immutable m,n,k position: X's and O's bitboards; X moves first."""

    shape: Shape
    x: int = 0
    o: int = 0

    @classmethod
    def parse(cls, shape: Shape, text: str) -> Position:
        """A position from rows of X, O and '.' (row-major, '|' between rows allowed); counts must alternate.

        NotationError for text that is not such a board, UnreachablePositionError for counts no game reaches.
        """
        body = text.strip().replace("|", "")
        if len(body) != shape.squares or set(body) - set("XO."):
            raise NotationError(
                f"a {shape.cols}x{shape.rows} board is {shape.squares} squares of X, O or '.', not {quote(text)}"
            )
        x = sum(1 << i for i, ch in enumerate(body) if ch == "X")
        o = sum(1 << i for i, ch in enumerate(body) if ch == "O")
        if not 0 <= x.bit_count() - o.bit_count() <= 1:
            raise UnreachablePositionError(f"X moves first and the players alternate; {quote(text)} breaks that")
        return cls(shape, x, o)

    @classmethod
    def from_moves(cls, shape: Shape, squares: tuple[int, ...] | list[int]) -> Position:
        """The position after playing these squares from the empty board."""
        position = cls(shape)
        for square in squares:
            position = position.play(square)
        return position

    def notation(self, separator: str = "|") -> str:
        """Rows of X, O and '.', joined by ``separator``."""
        cols = self.shape.cols
        chars = "".join(m.value if (m := self.mark_at(c)) else "." for c in range(self.shape.squares))
        return separator.join(chars[r * cols:(r + 1) * cols] for r in range(self.shape.rows))

    def __str__(self) -> str:
        return self.notation()

    @property
    def key(self) -> int:
        """One integer naming the position: X's mask, then O's above it."""
        return self.x | self.o << self.shape.squares

    @property
    def ply(self) -> int:
        """How many marks are on the board."""
        return (self.x | self.o).bit_count()

    @property
    def turn(self) -> Mark:
        """Whose move it is, by the counts."""
        return Mark.X if self.x.bit_count() == self.o.bit_count() else Mark.O

    def mask_of(self, mark: Mark) -> int:
        """The bitboard of one mark."""
        return self.x if mark is Mark.X else self.o

    def mark_at(self, square: int) -> Mark | None:
        """The mark on a square, or None."""
        bit = 1 << square
        return Mark.X if self.x & bit else Mark.O if self.o & bit else None

    @property
    def empty_mask(self) -> int:
        """The bitboard of empty squares."""
        return self.shape.full_mask & ~(self.x | self.o)

    def _winning_line(self) -> int | None:
        """The first completed line (bitmask), or None."""
        for line in self.shape.lines:
            if self.x & line == line or self.o & line == line:
                return line
        return None

    def outcome(self) -> Outcome | None:
        """The result if the game is over, else None: the winner of the first completed line with every line it
        completed (squares in order along each), or a draw on a full board."""
        line = self._winning_line()
        if line is not None:
            winner = Mark.X if self.x & line == line else Mark.O
            mask = self.mask_of(winner)
            lines = tuple(squares for bits, squares in zip(self.shape.lines, self.shape.line_squares)
                          if mask & bits == bits)
            return Outcome(Termination.WIN, winner, lines)
        return Outcome(Termination.DRAW) if self.full else None

    @property
    def full(self) -> bool:
        """Whether every square is marked."""
        return not self.empty_mask

    def is_over(self) -> bool:
        """Whether someone has won or the board is full."""
        return self.full or self._winning_line() is not None

    def legal_mask(self) -> int:
        """The bitboard of legal moves: the empty squares, or none once the game is over."""
        return 0 if self.is_over() else self.empty_mask

    def legal_moves(self) -> tuple[int, ...]:
        """The legal squares, ascending."""
        return tuple(set_bits(self.legal_mask()))

    def play(self, square: int) -> Position:
        """The position after the side to move marks ``square``."""
        self.shape.check_square(square)
        bit = 1 << square
        if self.is_over():
            raise IllegalMoveError(f"the game is over; square {square} cannot be played")
        if (self.x | self.o) & bit:
            raise IllegalMoveError(f"square {square} is already taken by {self.mark_at(square).value}")  # type: ignore[union-attr]
        if self.turn is Mark.X:
            return Position(self.shape, self.x | bit, self.o)
        return Position(self.shape, self.x, self.o | bit)

    def transformed(self, index: int) -> Position:
        """The position after symmetry ``index`` of ``shape.symmetries``."""
        tables = _chunk_tables(self.shape.rows, self.shape.cols)[index]
        return Position(self.shape, _map_mask(self.x, tables), _map_mask(self.o, tables))

    def canonical_key(self) -> int:
        """The least key among the position's images under the board's symmetries: one name per class."""
        squares = self.shape.squares
        return min(
            _map_mask(self.x, tables) | _map_mask(self.o, tables) << squares
            for tables in _chunk_tables(self.shape.rows, self.shape.cols)
        )

    def canonical(self) -> Position:
        """The member of the position's symmetry class with the least key (8 symmetries if square, else 4)."""
        key = self.canonical_key()
        squares = self.shape.squares
        return Position(self.shape, key & self.shape.full_mask, key >> squares)
