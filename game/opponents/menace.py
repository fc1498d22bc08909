"""``menace``: Donald Michie's Matchbox Educable Noughts And Crosses Engine (1961).

One matchbox per position up to symmetry, holding coloured beads, one colour
per move; MENACE draws a bead at random (a move with probability beads /
total) and after the game reinforces every box it used.  The TI-83
program titled "M.E.N.A.C.E." (the ``calculator``) borrows this name only:
it has no matchboxes and learns nothing.  Our choices, after Michie:

* Boxes: one per position class under the board's 8 symmetries
  (``game.engine.symmetry.canonical``), keyed by the canonical position's
  key.  A position fixes whose turn it is, so one set of boxes serves MENACE
  playing X and playing O.
* Pooled beads: moves that the position's own symmetry makes equivalent
  (``game.engine.move_classes``: the four corners of the empty board, the
  two corners beside an X on an edge) share one count, kept on the class's
  first square of the canonical position -- as Michie's matchboxes (and
  Matthew Scroggs' MENACE online) hold one colour per distinct move.  MENACE
  plays that class's first square in the board's own orientation.
* Initial beads: 4, 3, 2, 1 per move class for the mover's first, second,
  third and later moves, as in Michie's first matchboxes.
* Reinforcement: win +3, draw +1, loss -1 bead on the move played from each
  box used, never below 0 nor above ``MAX_BEADS`` (a million); the count of
  games learned from stops at ``MAX_GAMES`` (``menace_store``).
* An emptied box: by Michie's rule (``resign_when_empty``, the game's
  default) it stays empty and MENACE resigns on reaching it, a loss -- the
  opening box, the empty board's, too: then MENACE has given up
  (``has_given_up``) and resigns every game it would open, until it is reset,
  as the matchbox MENACEs people know refuse to play once their first box is
  empty.  The named variant REFILL (the rule off) refills an emptied box
  with its initial beads, so MENACE plays every position.

Boxes are created only as MENACE learns: a position it has never learned
from plays from its initial beads.  ``MenaceStore`` keeps them on disk; a
save adds what changed in each box since the last load or save onto the
boxes as they are on disk then, so two copies of the game learning at once
lose none of each other's games.
"""

from __future__ import annotations

import enum
import random
from pathlib import Path
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from game.engine import SYMMETRIES, Board, Mark, canonical, canonical_key, move_classes, reachable
from game.engine.board import SIZE, SQUARES
from game.language import N_
from game.files.paths import data_dir

from .base import Distribution, Opponent
from .menace_store import MENACE_FILE_NAME, BoxStore, MenaceStore, beads_after, games_after, representative_of

Beads = tuple[int, ...]  # one count per 0-8 square of the canonical position; 0 off the representatives
Boxes = dict[int, Beads]  # canonical position key -> beads

#: Beads per move class at the mover's 1st, 2nd, 3rd and later moves (Michie).
INITIAL_BEADS: tuple[int, ...] = (4, 3, 2, 1)


class Reinforcement(enum.IntEnum):
    """Beads added to each move MENACE played, by the game's result for it."""

    WIN = 3
    DRAW = 1
    LOSS = -1


class EmptyBoxError(ValueError):
    """MENACE was asked for a move from an empty box: under the resign rule it resigns there instead."""


@dataclass(frozen=True, slots=True)
class Draw:
    """The box MENACE last drew from and the bead it drew."""

    position: Board  # the position it moved from (this game's orientation)
    square: int  # the square it played (this game's orientation)
    beads: dict[int, int]  # the box's beads just before the draw, as beads(position) gave them


@cache
def box_keys() -> frozenset[int]:
    """Every key a box can have: canonical keys of reachable positions where a move is due.

    Worked out once a process: every load and every save checks the file's boxes against it, and a cabinet's
    attract mode loads MENACE afresh for each run it plays in.
    """
    return frozenset(canonical_key(k) for k, b in reachable().items() if not b.is_over())


def initial_beads(board: Board) -> Beads:
    """A new box for this (canonical) position: Michie's count on each move class's representative."""
    stage = min(board.ply // 2, len(INITIAL_BEADS) - 1)
    counts = [0] * len(SQUARES)
    for cls in move_classes(board):
        counts[cls[0]] = INITIAL_BEADS[stage]
    return tuple(counts)


def reinforce(beads: Beads, square: int, delta: int, refill: Beads | None) -> Beads:
    """The box after adding ``delta`` beads on ``square``; if left empty, ``refill`` (None: it stays empty)."""
    counts = list(beads)
    counts[square] = beads_after(counts[square], delta)
    return tuple(counts) if sum(counts) or refill is None else refill


def render_box(board: Board, beads: dict[int, int]) -> str:
    """A box as text: the board with the bead count on each class's square, '=' on squares pooled with another."""
    total = sum(beads.values())
    width = max(len(str(n)) for n in (*beads.values(), 0))
    rows = []
    for r in range(SIZE):
        cells = []
        for sq in range(r * SIZE, (r + 1) * SIZE):
            mark = board.mark_at(sq)
            cells.append((mark.value if mark else str(beads[sq]) if sq in beads else "=").rjust(width))
        rows.append(" " + " | ".join(cells))
    rule = "\n" + "+".join("-" * (width + 2) for _ in range(SIZE)) + "\n"
    header = f"MENACE's box for {board.notation('|')} ({board.turn.value} to move): {total} beads"
    return header + "\n" + rule.join(rows)


def draw_bead(beads: dict[int, int], u: float) -> int:
    """The square a uniform ``u`` in [0, 1) draws from a box: squares in order, each as wide as its beads.

    The fast trainer (``menace_trainer``) draws with the same arithmetic, so
    the same random numbers make the same moves there and here.
    """
    x = u * sum(beads.values())
    running = 0
    for square in sorted(beads):
        running += beads[square]
        if x < running:
            return square
    return max(sq for sq, n in beads.items() if n)  # float round-off at the very top of the range


class MenacePlayer(Opponent):
    """Michie's matchbox learner: beads per move, reinforced after every game."""

    id = "menace"
    name = N_("MENACE")
    description = N_(
        "DONALD MICHIE'S 1961 MATCHBOX MACHINE: A BOX OF BEADS PER POSITION; MOVES THAT DID WELL GAIN BEADS.")
    learns = True

    def __init__(
        self, store: BoxStore | None = None, boxes: Boxes | None = None, *,
        autosave: bool = True, resign_when_empty: bool = False,
    ) -> None:
        self._store = store
        #: Whether it writes what it learns to the store (after each game, and on ``save``); off, in memory only.
        self.autosave = autosave
        #: Michie's rule: an emptied box stays empty and MENACE resigns on reaching it (off: refilled).
        self.resign_when_empty = resign_when_empty
        #: The box it last drew from and the bead it drew; None before its first move.
        self.last_draw: Draw | None = None
        self._boxes: Boxes | None = boxes
        #: The boxes as the store last had them: a save adds onto the file what changed since.
        self._base: Boxes = dict(boxes or {})
        self._saved_games = 0  # the games the file counted when last read or saved
        self._new_games = 0  # games learned from since then, not yet added to the file's count
        #: The latest problem loading or saving the boxes, for the player to read; None if there was none.
        self.problem: str | None = None
        self.kept_as: Path | None = None  # where a damaged file of boxes was set aside at loading

    # --- the boxes -------------------------------------------------------

    def _load(self) -> Boxes:
        if self._boxes is None:
            self._boxes = {}
            if self._store is not None:
                loaded = self._store.load(box_keys())
                self._boxes, self.problem, self.kept_as = dict(loaded.boxes), loaded.problem, loaded.kept_as
                self._base, self._saved_games = dict(loaded.boxes), loaded.games
        return self._boxes

    @property
    def boxes(self) -> Boxes:
        """Every box learned so far, loading them from the store on first use."""
        return self._load()

    @property
    def games(self) -> int:
        """How many finished games it has learned from (at most ``MAX_GAMES``: the count stops there)."""
        self._load()
        return games_after(self._saved_games, self._new_games)

    @property
    def refills(self) -> bool:
        """Whether an emptied box is refilled: only in the REFILL variant (Michie's rule off)."""
        return not self.resign_when_empty

    @property
    def has_given_up(self) -> bool:
        """Whether its opening box is empty under Michie's rule: it resigns every game it would open."""
        return self.resigns(Board())

    def box(self, key: int, boxes: Boxes | None = None) -> Beads:
        """The beads MENACE plays from in the box of canonical position ``key`` (in ``boxes``, else its own).

        A box never learned holds its initial beads; so does an empty one that is refilled.
        """
        counts = (self.boxes if boxes is None else boxes).get(key)
        if counts is None or (not sum(counts) and self.refills):
            return initial_beads(reachable()[key])
        return counts

    def beads(self, board: Board) -> dict[int, int]:
        """The box for this position: one count per move class, on the class's first square (this orientation)."""
        image, index = canonical(board)
        counts, perm, first = self.box(image.key), SYMMETRIES[index], representative_of(image.key)
        return {cls[0]: counts[first[perm[cls[0]]]] for cls in move_classes(board)}

    def box_text(self, board: Board) -> str:
        """The current box for this position, drawn as text."""
        return render_box(board, self.beads(board))

    # --- the Opponent contract ----------------------------------------------

    def distribution(self, board: Board) -> Distribution:
        """Each class's move with probability beads / total beads in its box (none from an empty box)."""
        beads = self.beads(board)
        total = sum(beads.values())
        return {sq: Fraction(n, total) for sq, n in beads.items() if n}

    def choose(self, board: Board, rng: random.Random) -> int:
        """Draw a bead from the box (``draw_bead``) and remember it in ``last_draw``; EmptyBoxError if empty."""
        beads = self.beads(board)
        if not sum(beads.values()):
            raise EmptyBoxError(f"MENACE's box for {board.notation('|')} is empty: it resigns there")
        square = draw_bead(beads, rng.random())
        self.last_draw = Draw(board, square, beads)
        return square

    def scores(self, board: Board) -> dict[int, float]:
        """The beads on each class's square: what it is 'thinking'."""
        return {sq: float(n) for sq, n in self.beads(board).items()}

    def resigns(self, board: Board) -> bool:
        """Whether it resigns here: the resign rule is on and the box for this position holds no bead."""
        return self.resign_when_empty and not board.is_over() and not sum(self.beads(board).values())

    def game_over(self, board: Board, mark: Mark, resigned: Mark | None = None) -> None:
        """Learn from the finished game, then save the boxes if it has a store and autosaves."""
        if self.learn(board, mark, resigned) and self.autosave:
            self.save()

    # --- learning and keeping -------------------------------------------

    def learn(self, board: Board, mark: Mark, resigned: Mark | None = None) -> bool:
        """Reinforce the boxes of every move ``mark`` made in this game; False if it is not over.

        ``resigned`` names the mark that resigned (the game is a loss for it); None: the board is finished.
        """
        outcome = board.outcome()
        if resigned is not None:
            winner: Mark | None = resigned.other
        elif outcome is None or not board.moves:
            return False
        else:
            winner = outcome.winner
        delta = Reinforcement.DRAW if winner is None else Reinforcement.WIN if winner is mark else Reinforcement.LOSS
        position = board
        for _ in board.moves:
            position = position.undo()
        boxes = self.boxes
        for square in board.moves:
            if position.turn is mark:
                image, index = canonical(position)
                played = representative_of(image.key)[SYMMETRIES[index][square]]
                boxes[image.key] = self._reinforced(boxes, image.key, played, delta)
            position = position.play(square)
        self._new_games += 1
        return True

    def _reinforced(self, boxes: Boxes, key: int, square: int, delta: int) -> Beads:
        refill = initial_beads(reachable()[key]) if self.refills else None
        return reinforce(self.box(key, boxes), square, delta, refill)

    def adopt(self, boxes: Boxes, games: int) -> None:
        """Take boxes learned elsewhere from its own (the fast trainer's), ``games`` games later."""
        self._load()
        self._boxes = dict(boxes)
        self._new_games += games

    def save(self) -> bool:
        """Add what changed in each box since the last load or save onto the boxes on disk, then play from those.

        Another copy of the game may have saved its own games meanwhile: each
        box's change in beads is added onto the file's box (a box left empty
        refilled if ``refills``), so neither copy's games are lost.  A
        failure is kept in ``problem`` (once), never raised; the changes wait
        for the next save.  A player without a store or ``autosave`` writes nothing.
        Returns whether the save was written (False also when it writes nothing).
        """
        if self._store is None or not self.autosave:
            return False
        boxes, base, games = dict(self._load()), self._base, self._new_games
        changes = {
            key: tuple(now - then for now, then in zip(counts, self.box(key, base)))
            for key, counts in boxes.items() if counts != base.get(key)
        }

        def merge(on_disk: Boxes, saved_games: int) -> tuple[Boxes, int]:
            for key, change in changes.items():
                counts = tuple(beads_after(n, d) for n, d in zip(self.box(key, on_disk), change))
                on_disk[key] = counts if sum(counts) or not self.refills else initial_beads(reachable()[key])
            return on_disk, games_after(saved_games, games)

        return self._write(self._store, merge)

    def _write(self, store: BoxStore, merge: Callable[[Boxes, int], tuple[Boxes, int]]) -> bool:
        saved = store.update(merge, box_keys())
        if saved.boxes is None:
            self.problem = saved.problem or self.problem
            return False
        self._boxes, self._base = dict(saved.boxes), dict(saved.boxes)
        self._saved_games, self._new_games = saved.games, 0
        return True

    def forget(self) -> None:
        """Forget everything learned, in memory only: the store keeps what it holds (the attract mode's demo)."""
        self._load()
        self._boxes, self._base, self._saved_games, self._new_games = {}, {}, 0, 0

    def reset(self) -> bool:
        """Forget everything learned, on disk too (a damaged file is still set aside first); whether it was written.

        Without a store there is nothing to write, and that counts as done.
        """
        self.forget()
        return self._store is None or self._write(self._store, lambda _boxes, _games: ({}, 0))


def stored_menace(
    *, autosave: bool = False, store: BoxStore | None = None, resign_when_empty: bool = False,
) -> MenacePlayer:
    """MENACE with its boxes in the user's data folder (or ``store``), loaded on first use (nothing is read now).

    Only a match against a person saves what MENACE learns (``autosave``);
    tournaments, analyses and the attract mode play the saved MENACE without
    rewriting the player's file.  A replay passes a ``MemoryStore`` holding the
    boxes its recording started from.  ``resign_when_empty`` turns on Michie's rule.
    """
    return MenacePlayer(
        store or MenaceStore(data_dir() / MENACE_FILE_NAME), autosave=autosave, resign_when_empty=resign_when_empty
    )
