"""The claim of "tic tac toe logic" that its weight grid is "appropriate for a game played on a larger board", tested.

"tic tac toe logic" (a blog post of 3 October 2007) builds its weight grid for any board.
This module plays the best adversary against it on an m,n,k board, from
the weight grid's seat (X moves first), and answers two questions:

* Forced: can the adversary win whatever the weight grid's ties do?  The
  search branches on every adversary move and on *every one* of the weight
  grid's equally heavy cells (an AND node), and iterative deepening on the
  adversary's moves finds the shortest forced win.  The forcing line has the
  adversary take its quickest win and the weight grid the tie that holds out
  longest (then the lowest cell), so the line shows the win holding against
  the best the ties might do.
* Chance: with the ties broken uniformly at random, the best adversary's
  chance of winning, an exact Fraction.  It is 1 exactly when the win is forced.

Both are memoised on positions canonicalised by the board's symmetries (the
weight grid is built from lines, which the symmetries map to lines, so it
turns with the board).  Pruning is sound for both: a win found ends the
adversary's search, an adversary who can complete a line does, and one who
cannot must block a cell where the weight grid would complete one (the
weight grid takes such a cell whenever it has one, as ``priorities`` shows),
so with two such cells the adversary has lost.  On 3x3 the answers are the
``exploit`` analysis of the ``weights`` opponent (``exploit.py``), by other code.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from fractions import Fraction

from game.engine.board import Mark, set_bits
from game.engine.mnk import Position, Shape
from game.opponents.base import odds_text
from game.opponents.weights_mnk import weight_grid

from .priorities import priority_table, priority_text

_ZERO, _ONE = Fraction(0), Fraction(1)
#: Adversary moves the first search for a forced win allows before the whole tree is searched.
QUICK_FORCING_MOVES = 6
#: Positions (up to symmetry) the whole-tree search may memoise before it gives up: a few minutes here.
DEFAULT_MAX_POSITIONS = 500_000


#: The forced-win memo's "no number of moves proven enough yet".
_NEVER = 1 << 30


class SearchTooBig(Exception):
    """The whole-tree search outgrew its budget of positions."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """The best adversary against the weight grid playing ``seat`` on one board."""

    shape: Shape
    seat: Mark
    forced_loss: bool | None  # None: no forced win is short, and the whole tree was too big to rule one out
    line: tuple[int, ...]  # the forcing moves from the empty board (cells, row-major from 0), or () if not forced
    adversary_win_chance: Fraction | None  # None when the whole tree was too big
    seconds: float
    positions: int  # distinct positions (up to symmetry) the searches visited

    def as_dict(self) -> dict[str, object]:
        """The JSON form of ``tools/analyze.py bigboard``."""
        chance = self.adversary_win_chance
        return {
            "board": f"{self.shape.cols}x{self.shape.rows}",
            "k": self.shape.k,
            "as": self.seat.value,
            "forced_loss": self.forced_loss,
            "line": list(self.line),
            "adversary_win_chance": None if chance is None else f"{chance.numerator}/{chance.denominator}",
            "adversary_win_chance_float": None if chance is None else float(chance),
            "positions": self.positions,
            "seconds": round(self.seconds, 3),
        }


class _Search:
    """Memoised answers for one board and the weight grid's seat; positions are (x, o) bitboards."""

    def __init__(self, shape: Shape, seat: Mark, max_positions: int = DEFAULT_MAX_POSITIONS) -> None:
        self.shape = shape
        self.seat = seat
        self.max_positions = max_positions
        self.through = tuple(shape.lines_through(cell) for cell in range(shape.squares))
        self.full = shape.full_mask
        #: canonical key -> (the most adversary moves proven not enough, the fewest proven enough)
        self.forced: dict[int, tuple[int, int]] = {}
        self.chances: dict[int, Fraction] = {}
        self.choices: dict[int, tuple[int, ...]] = {}
        #: raw key -> canonical key: most positions come back by another move order, not turned
        self.canonical: dict[int, int] = {}

    # --- the rules on bare bitboards -------------------------------------

    def position(self, grid_marks: int, adversary_marks: int) -> Position:
        x, o = (grid_marks, adversary_marks) if self.seat is Mark.X else (adversary_marks, grid_marks)
        return Position(self.shape, x, o)

    def completes(self, marks: int, cell: int) -> bool:
        """Whether marking ``cell`` gives ``marks`` a line."""
        marks |= 1 << cell
        return any(marks & line == line for line in self.through[cell])

    def completion_cells(self, marks: int, other: int) -> int:
        """The mask of empty cells that would complete a line for ``marks`` (``other`` the opponent's marks)."""
        found = 0
        for line in self.shape.lines:
            if not other & line:
                rest = line & ~marks
                if rest and not rest & (rest - 1):
                    found |= rest
        return found

    def hopeless(self, mine: int, theirs: int, moves: int) -> bool:
        """Whether no line free of the weight grid's marks lacks at most ``moves`` of the adversary's."""
        need = self.shape.k - moves
        return not any(
            not mine & line and (theirs & line).bit_count() >= need for line in self.shape.lines
        )

    def key(self, mine: int, theirs: int) -> int:
        """The canonical key of a position, worked out once per raw position."""
        raw = mine | theirs << self.shape.squares
        known = self.canonical.get(raw)
        if known is None:
            known = self.canonical[raw] = self.position(mine, theirs).canonical_key()
        return known

    def grid_choices(self, mine: int, theirs: int) -> tuple[int, ...]:
        """The weight grid's equally heavy cells, its marks ``mine``, to move."""
        key = mine | theirs << self.shape.squares
        known = self.choices.get(key)
        if known is None:
            grid = weight_grid(self.position(mine, theirs))
            empty = self.full & ~(mine | theirs)
            top = max(grid[cell] for cell in set_bits(empty))
            known = tuple(cell for cell in set_bits(empty) if grid[cell] == top)
            self.choices[key] = known
        return known

    def adversary_moves(self, mine: int, theirs: int) -> list[int] | None:
        """The adversary's moves worth trying (it moves; ``theirs`` are its marks), or None if one wins now.

        An empty list means it has lost: the weight grid has two cells that complete a line.
        """
        if self.completion_cells(theirs, mine):
            return None
        threats = self.completion_cells(mine, theirs)
        if threats & (threats - 1):
            return []
        if threats:
            return [threats.bit_length() - 1]
        empty = self.full & ~(mine | theirs)
        grid = weight_grid(self.position(theirs, mine))
        return sorted(set_bits(empty), key=lambda cell: (-grid[cell], cell))

    def grid_replies(self, mine: int, theirs: int) -> list[tuple[int, int]] | None:
        """After the adversary's move: each of the weight grid's replies as the next (mine, theirs), or None if
        one of them wins or the board is full (the adversary cannot count on a win there)."""
        if not self.full & ~(mine | theirs):
            return None
        choices = self.grid_choices(mine, theirs)
        if any(self.completes(mine, cell) for cell in choices):
            return None
        return [(mine | 1 << cell, theirs) for cell in choices]

    # --- forced wins ------------------------------------------------------

    def wins_within(self, mine: int, theirs: int, moves: int) -> bool:
        """Whether the adversary, to move, can force a win within ``moves`` of its own moves."""
        key = self.key(mine, theirs)
        short, enough = self.forced.get(key, (0, _NEVER))
        if moves <= short:
            return False
        if moves >= enough:
            return True
        candidates = self.adversary_moves(mine, theirs)
        if candidates is None:
            result = True
        elif moves == 1 or self.hopeless(mine, theirs, moves):
            result = False
        else:
            result = any(self.forces_after(mine, theirs | 1 << cell, moves - 1) for cell in candidates)
        self.forced[key] = (short, moves) if result else (moves, enough)
        return result

    def forces_after(self, mine: int, theirs: int, moves: int) -> bool:
        """Whether every reply of the weight grid leaves the adversary a win within ``moves``."""
        replies = self.grid_replies(mine, theirs)
        return replies is not None and all(self.wins_within(m, t, moves) for m, t in replies)

    def fewest_moves(self, mine: int, theirs: int, limit: int) -> int | None:
        """The fewest adversary moves that force a win from here (it moves), or None within ``limit``."""
        return next((n for n in range(1, limit + 1) if self.wins_within(mine, theirs, n)), None)

    def forcing_line(self, mine: int, theirs: int, moves: int) -> list[int]:
        """A shortest forced win in ``moves`` adversary moves from here: the adversary's quickest move, the
        weight grid's longest-lasting tie, each the lowest cell among equals."""
        line: list[int] = []
        while True:
            candidates = self.adversary_moves(mine, theirs)
            if candidates is None:
                line.append(next(set_bits(self.completion_cells(theirs, mine))))
                return line
            cell = min(c for c in candidates if self.forces_after(mine, theirs | 1 << c, moves - 1))
            theirs |= 1 << cell
            line.append(cell)
            reply = max(
                self.grid_choices(mine, theirs),
                key=lambda c: (self.fewest_moves(mine | 1 << c, theirs, moves - 1), -c),
            )
            mine |= 1 << reply
            line.append(reply)
            moves = self.fewest_moves(mine, theirs, moves - 1)  # type: ignore[assignment]

    def moves_left(self, mine: int, theirs: int) -> int:
        """The most moves the adversary, to move, can still make."""
        return ((self.full & ~(mine | theirs)).bit_count() + 1) // 2

    # --- chances ------------------------------------------------------------

    def chance(self, mine: int, theirs: int) -> Fraction:
        """The adversary's best chance of winning, it to move, the weight grid's ties uniform."""
        key = self.key(mine, theirs)
        known = self.chances.get(key)
        if known is not None:
            return known
        candidates = self.adversary_moves(mine, theirs)
        if candidates is None or self.forced.get(key, (0, _NEVER))[1] < _NEVER:
            best = _ONE  # a win now, or one the forced-win search has proven
        elif self.hopeless(mine, theirs, self.moves_left(mine, theirs)):
            best = _ZERO
        else:
            best = _ZERO
            for cell in candidates:
                best = max(best, self.chance_after(mine, theirs | 1 << cell))
                if best == 1:
                    break
        self.chances[key] = best
        if len(self.chances) > self.max_positions:
            raise SearchTooBig(f"more than {self.max_positions:,} positions")
        return best

    def chance_after(self, mine: int, theirs: int) -> Fraction:
        """The adversary's chance after its move: the mean over the weight grid's ties."""
        empty = self.full & ~(mine | theirs)
        if not empty:
            return _ZERO
        choices = self.grid_choices(mine, theirs)
        total = _ZERO
        for cell in choices:
            if not self.completes(mine, cell):  # a tie that wins for the grid adds nothing
                total += self.chance(mine | 1 << cell, theirs)
        return total / len(choices)

    # --- from the empty board -----------------------------------------------

    def openings(self) -> list[tuple[int, int]]:
        """The adversary-to-move positions the game starts from: the empty board, or each of X's first moves."""
        if self.seat is Mark.O:
            return [(0, 0)]
        return [(1 << cell, 0) for cell in self.grid_choices(0, 0)]


def best_adversary(shape: Shape, seat: Mark, max_positions: int = DEFAULT_MAX_POSITIONS) -> Verdict:
    """The best adversary against the "tic tac toe logic" weight grid playing ``seat`` on ``shape``, from the empty board.

    If no forced win is short and the whole tree outgrows ``max_positions``, both answers are None.
    """
    start = time.perf_counter()
    search = _Search(shape, seat, max_positions)
    openings = search.openings()
    limit = (shape.squares + 1) // 2
    # Iterative deepening finds a short forced win cheaply, but proving there is none takes the whole
    # tree, as the chance does (1 exactly when the win is forced): so a short search first, then the
    # chance if that fails, and the deepening carried on only if the chance is 1.
    def fewest(limit: int) -> list[int | None]:
        needed: list[int | None] = []
        for mine, theirs in openings:
            needed.append(search.fewest_moves(mine, theirs, limit))
            if needed[-1] is None:
                break
        return needed

    needed = fewest(min(QUICK_FORCING_MOVES, limit))
    line: list[int] = []
    chance: Fraction | None = _ONE
    if None in needed:
        try:
            chance = sum((search.chance(m, t) for m, t in openings), _ZERO) / len(openings)
        except SearchTooBig:
            chance = None
        if chance == 1:
            needed = fewest(limit)
    if chance == 1:
        if seat is Mark.O:
            line = search.forcing_line(0, 0, needed[0])  # type: ignore[arg-type]
        else:
            longest = max(range(len(openings)), key=lambda i: (needed[i], -openings[i][0]))
            mine, theirs = openings[longest]
            line = [mine.bit_length() - 1, *search.forcing_line(mine, theirs, needed[longest])]  # type: ignore[arg-type]
    return Verdict(shape, seat, None if chance is None else bool(line), tuple(line), chance,
                   time.perf_counter() - start, len(search.forced.keys() | search.chances.keys()))


def verdict_text(verdict: Verdict) -> str:
    """The answer as people read it: the board, the seat, the forced line if any, the chance."""
    chance = verdict.adversary_win_chance
    shape, seat = verdict.shape, verdict.seat
    if verdict.forced_loss:
        forced = (f"forced loss: yes, in {len(verdict.line)} plies: cells "
                  + " ".join(map(str, verdict.line)) + " (row-major from 0)")
    elif verdict.forced_loss is None:
        forced = (f"forced loss: not within {QUICK_FORCING_MOVES} adversary moves; unknown beyond"
                  f" (the whole tree has more positions than the search may keep)")
    else:
        forced = "forced loss: no"
    odds = "unknown" if chance is None else odds_text(chance)
    return "\n".join([
        f"the weight grid of \"tic tac toe logic\" playing {seat.value} on {shape.name}"
        f" against the best adversary ({seat.other.value})",
        forced,
        f"adversary's best chance, the grid's ties at random: {odds}",
        f"{verdict.positions:,} positions up to symmetry, {verdict.seconds:.2f} s",
    ])


def bigboard_answer(board: str, k: int, seat: Mark, *, claims: bool = False, as_json: bool = False,
                    max_positions: int = DEFAULT_MAX_POSITIONS) -> str:
    """``tools/analyze.py bigboard``: claim 2 on one board (ShapeError for a bad one), or claim 1's table."""
    if claims:
        rows = priority_table()
        return json.dumps([row.as_dict() for row in rows]) if as_json else priority_text(rows)
    verdict = best_adversary(Shape.parse(board, k), seat, max_positions)
    return json.dumps(verdict.as_dict()) if as_json else verdict_text(verdict)
