"""The m,n,k game beside the 3x3 one: k in a row on a rows x cols board, on bitboards.

The 3x3 engine (``board.py``) stays the 3x3 game's engine; this one plays
the generalisation that "tic tac toe logic" (2007 blog post) has in mind
when it says its method "is appropriate for a game played on a larger
board".  A position is two integers, one bit per cell and player, cells
numbered 0.. in row-major order, X moving first.  A board's lines -- every
k cells in a row along a row, a column, a diagonal or an anti-diagonal --
are computed once per shape and kept as bitmasks, so a win test is an AND
and a compare per line; the numpy batch path (``mnk_batch.py``) asks the
same of many positions at once.  Errors are ValueError subclasses with one-line
messages: ``ShapeError`` for a board the engine does not offer, and the 3x3
engine's ``IllegalMoveError`` and ``NoMoveToUndoError`` for moves,
``NotationError`` and ``UnreachablePositionError`` for written positions.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.messages.quoting import quote

from .board import IllegalMoveError, Mark, NoMoveToUndoError, NotationError, UnreachablePositionError, set_bits

#: The smallest and largest side the engine offers (the priorities table of seed 003's claim goes to 15x15).
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
    """What a shape's rules derive once: its lines, the lines through each cell, its symmetries."""

    full: int
    lines: tuple[int, ...]
    line_cells: tuple[tuple[int, ...], ...]
    through: tuple[tuple[int, ...], ...]
    symmetries: tuple[Permutation, ...]


def _line_cells(rows: int, cols: int, k: int) -> tuple[tuple[int, ...], ...]:
    found = []
    for dr, dc in DIRECTIONS:
        for r in range(rows):
            for c in range(cols):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if 0 <= end_r < rows and 0 <= end_c < cols:
                    found.append(tuple((r + dr * i) * cols + c + dc * i for i in range(k)))
    return tuple(found)


def _symmetries(rows: int, cols: int) -> tuple[Permutation, ...]:
    """Each symmetry as a permutation (cell s moves to perm[s]); the 8 of the square, or the 4 of a rectangle."""
    cells = range(rows * cols)

    def mapped(f) -> Permutation:
        return tuple(f(*divmod(s, cols)) for s in cells)

    mirror = mapped(lambda r, c: r * cols + cols - 1 - c)
    if rows != cols:
        flip = mapped(lambda r, c: (rows - 1 - r) * cols + c)
        return (tuple(cells), mirror, flip, tuple(flip[mirror[s]] for s in cells))
    turn = mapped(lambda r, c: c * cols + cols - 1 - r)
    found = []
    for first in (tuple(cells), mirror):
        perm = first
        for _ in range(4):
            found.append(perm)
            perm = tuple(turn[perm[s]] for s in cells)
    return tuple(found)


@cache
def _geometry(rows: int, cols: int, k: int) -> _Geometry:
    line_cells = _line_cells(rows, cols, k)
    lines = tuple(sum(1 << s for s in cells) for cells in line_cells)
    through = tuple(tuple(m for m in lines if m >> s & 1) for s in range(rows * cols))
    return _Geometry((1 << rows * cols) - 1, lines, line_cells, through, _symmetries(rows, cols))


@cache
def _chunk_tables(rows: int, cols: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each symmetry and each 8-bit chunk of a mask, the image of every chunk value."""
    cells = rows * cols
    chunks = -(-cells // _CHUNK_BITS)
    return tuple(
        tuple(
            tuple(
                sum(1 << perm[base + b] for b in range(_CHUNK_BITS) if value >> b & 1 and base + b < cells)
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
    """A board of ``rows`` x ``cols`` cells won by ``k`` in a row."""

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
    def cells(self) -> int:
        """How many cells the board has."""
        return self.rows * self.cols

    @property
    def square(self) -> bool:
        """Whether the board is square (so it has all 8 symmetries)."""
        return self.rows == self.cols

    @property
    def full_mask(self) -> int:
        """The mask with every cell set."""
        return _geometry(self.rows, self.cols, self.k).full

    @property
    def lines(self) -> tuple[int, ...]:
        """Every line of k cells as a bitmask: rows, then columns, diagonals, anti-diagonals."""
        return _geometry(self.rows, self.cols, self.k).lines

    @property
    def line_cells(self) -> tuple[tuple[int, ...], ...]:
        """The cells of each line in ``lines``, in order along the line."""
        return _geometry(self.rows, self.cols, self.k).line_cells

    def lines_through(self, cell: int) -> tuple[int, ...]:
        """The lines (bitmasks) that hold ``cell``."""
        self.check_cell(cell)
        return _geometry(self.rows, self.cols, self.k).through[cell]

    @property
    def symmetries(self) -> tuple[Permutation, ...]:
        """The board's symmetries as cell permutations, the identity first: 8 on a square board, else 4."""
        return _geometry(self.rows, self.cols, self.k).symmetries

    def check_cell(self, cell: int) -> None:
        """Raise IllegalMoveError unless ``cell`` is on the board."""
        if not (isinstance(cell, int) and 0 <= cell < self.cells):
            raise IllegalMoveError(f"cell {cell} is off the {self.cols}x{self.rows} board (cells 0..{self.cells - 1})")

    def cell_name(self, cell: int) -> str:
        """A cell as (row, column), counted from 1 as the blog post does."""
        row, col = divmod(cell, self.cols)
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
        if len(body) != shape.cells or set(body) - set("XO."):
            raise NotationError(
                f"a {shape.cols}x{shape.rows} board is {shape.cells} cells of X, O or '.', not {quote(text)}"
            )
        x = sum(1 << i for i, ch in enumerate(body) if ch == "X")
        o = sum(1 << i for i, ch in enumerate(body) if ch == "O")
        if not 0 <= x.bit_count() - o.bit_count() <= 1:
            raise UnreachablePositionError(f"X moves first and the players alternate; {quote(text)} breaks that")
        return cls(shape, x, o)

    @classmethod
    def from_moves(cls, shape: Shape, cells: tuple[int, ...] | list[int]) -> Position:
        """The position after playing these cells from the empty board."""
        position = cls(shape)
        for cell in cells:
            position = position.play(cell)
        return position

    def notation(self, separator: str = "|") -> str:
        """Rows of X, O and '.', joined by ``separator``."""
        cols = self.shape.cols
        chars = "".join(m.value if (m := self.mark_at(c)) else "." for c in range(self.shape.cells))
        return separator.join(chars[r * cols:(r + 1) * cols] for r in range(self.shape.rows))

    def __str__(self) -> str:
        return self.notation()

    @property
    def key(self) -> int:
        """One integer naming the position: X's mask, then O's above it."""
        return self.x | self.o << self.shape.cells

    @property
    def ply(self) -> int:
        """How many marks are on the board."""
        return (self.x | self.o).bit_count()

    @property
    def to_move(self) -> Mark:
        """Whose move it is, by the counts."""
        return Mark.X if self.x.bit_count() == self.o.bit_count() else Mark.O

    def mask_of(self, mark: Mark) -> int:
        """The bitboard of one mark."""
        return self.x if mark is Mark.X else self.o

    def mark_at(self, cell: int) -> Mark | None:
        """The mark on a cell, or None."""
        bit = 1 << cell
        return Mark.X if self.x & bit else Mark.O if self.o & bit else None

    @property
    def empty_mask(self) -> int:
        """The bitboard of empty cells."""
        return self.shape.full_mask & ~(self.x | self.o)

    def winning_line(self) -> int | None:
        """The first completed line (bitmask), or None."""
        for line in self.shape.lines:
            if self.x & line == line or self.o & line == line:
                return line
        return None

    def winner(self) -> Mark | None:
        """The mark that has k in a row, or None."""
        line = self.winning_line()
        if line is None:
            return None
        return Mark.X if self.x & line == line else Mark.O

    @property
    def full(self) -> bool:
        """Whether every cell is marked."""
        return not self.empty_mask

    @property
    def over(self) -> bool:
        """Whether someone has won or the board is full."""
        return self.full or self.winning_line() is not None

    def legal_mask(self) -> int:
        """The bitboard of legal moves: the empty cells, or none once the game is over."""
        return 0 if self.over else self.empty_mask

    def legal_moves(self) -> tuple[int, ...]:
        """The legal cells, ascending."""
        return tuple(set_bits(self.legal_mask()))

    def play(self, cell: int) -> Position:
        """The position after the side to move marks ``cell``."""
        self.shape.check_cell(cell)
        bit = 1 << cell
        if self.over:
            raise IllegalMoveError(f"the game is over; cell {cell} cannot be played")
        if (self.x | self.o) & bit:
            raise IllegalMoveError(f"cell {cell} is already taken by {self.mark_at(cell).value}")  # type: ignore[union-attr]
        if self.to_move is Mark.X:
            return Position(self.shape, self.x | bit, self.o)
        return Position(self.shape, self.x, self.o | bit)

    def transformed(self, index: int) -> Position:
        """The position after symmetry ``index`` of ``shape.symmetries``."""
        tables = _chunk_tables(self.shape.rows, self.shape.cols)[index]
        return Position(self.shape, _map_mask(self.x, tables), _map_mask(self.o, tables))

    def canonical_key(self) -> int:
        """The least key among the position's images under the board's symmetries: one name per class."""
        cells = self.shape.cells
        return min(
            _map_mask(self.x, tables) | _map_mask(self.o, tables) << cells
            for tables in _chunk_tables(self.shape.rows, self.shape.cols)
        )

    def canonical(self) -> Position:
        """The member of the position's symmetry class with the least key (8 symmetries if square, else 4)."""
        key = self.canonical_key()
        cells = self.shape.cells
        return Position(self.shape, key & self.shape.full_mask, key >> cells)


class MnkMatch:
    """A game in progress: the position and the moves that led to it, with undo."""

    def __init__(self, shape: Shape) -> None:
        self.shape = shape
        self._positions: list[Position] = [Position(shape)]
        self._moves: list[int] = []

    @property
    def position(self) -> Position:
        """The current position."""
        return self._positions[-1]

    @property
    def history(self) -> tuple[int, ...]:
        """The cells played so far, in order."""
        return tuple(self._moves)

    def play(self, cell: int) -> Position:
        """Mark ``cell`` for the side to move; IllegalMoveError if it cannot be played."""
        position = self.position.play(cell)
        self._positions.append(position)
        self._moves.append(cell)
        return position

    def undo(self) -> Position:
        """Take back the last move; NoMoveToUndoError if there is none."""
        if not self._moves:
            raise NoMoveToUndoError("there is no move to undo")
        self._moves.pop()
        self._positions.pop()
        return self.position
