"""``menace``: Donald Michie's Matchbox Educable Noughts And Crosses Engine (1961).

One matchbox per position up to symmetry, holding coloured beads, one colour
per move; MENACE draws a bead at random (a move with probability beads /
total) and after the game reinforces every box it used.  It is the learner
behind the name of the TI-83 "M.E.N.A.C.E." calculator program.  Our
choices, after Michie:

* Boxes: one per position class under the board's 8 symmetries
  (``game.engine.symmetry.canonical``), keyed by the canonical position's
  key.  A position fixes whose turn it is, so one set of boxes serves MENACE
  playing X and playing O.  Beads sit on the canonical position's free
  squares and are mapped back through the symmetry; squares that the
  position's own symmetries make equivalent keep separate beads.
* Initial beads: 4, 3, 2, 1 per free square for the mover's first, second,
  third and later moves, as in Michie's first matchboxes.
* Reinforcement: win +3, draw +1, loss -1 bead on the move played from each
  box used, never below 0 nor above ``MAX_BEADS`` (a million).  A box left with no bead
  at all is refilled with its initial beads (Michie's MENACE resigned
  instead; refilling lets it keep playing every position).

Boxes are created only as MENACE learns: a position it has never learned
from plays from its initial beads.  ``MenaceStore`` keeps them on disk; a
save re-applies each reinforcement made since the last one onto the boxes
as they are on disk then, so two copies of the game learning at once lose
none of each other's games.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from fractions import Fraction

from game.engine import SYMMETRIES, Board, Mark, canonical, canonical_key, reachable
from game.engine.board import SIZE, SQUARES
from game.paths import data_dir

from .base import Distribution, Opponent
from .menace_store import MAX_BEADS, MENACE_FILE_NAME, BoxStore, MenaceStore

Beads = tuple[int, ...]  # one count per 0-8 square of the canonical position; 0 on taken squares
Boxes = dict[int, Beads]  # canonical position key -> beads
Lesson = tuple[int, int, int]  # one reinforcement: canonical position key, canonical square, beads added

#: Beads per free square at the mover's 1st, 2nd, 3rd and later moves (Michie).
INITIAL_BEADS: tuple[int, ...] = (4, 3, 2, 1)


class Reinforcement(enum.IntEnum):
    """Beads added to each move MENACE played, by the game's result for it."""

    WIN = 3
    DRAW = 1
    LOSS = -1


def box_keys() -> frozenset[int]:
    """Every key a box can have: canonical keys of reachable positions where a move is due."""
    return frozenset(canonical_key(k) for k, b in reachable().items() if not b.is_over())


def initial_beads(board: Board) -> Beads:
    """A new box for this (canonical) position: Michie's count on each free square."""
    stage = min(board.ply // 2, len(INITIAL_BEADS) - 1)
    free = board.legal_mask()
    return tuple(INITIAL_BEADS[stage] if free >> sq & 1 else 0 for sq in SQUARES)


def reinforce(beads: Beads, square: int, delta: int, refill: Beads) -> Beads:
    """The box after adding ``delta`` beads on ``square``; refilled if left empty."""
    counts = list(beads)
    counts[square] = max(0, min(MAX_BEADS, counts[square] + delta))
    return tuple(counts) if sum(counts) else refill


def render_box(board: Board, beads: dict[int, int]) -> str:
    """A box as text: the board with the bead count on each free square."""
    total = sum(beads.values())
    width = max(len(str(n)) for n in (*beads.values(), 0))
    rows = []
    for r in range(SIZE):
        cells = []
        for sq in range(r * SIZE, (r + 1) * SIZE):
            mark = board.mark_at(sq)
            cells.append((mark.value if mark else str(beads.get(sq, 0))).rjust(width))
        rows.append(" " + " | ".join(cells))
    rule = "\n" + "+".join("-" * (width + 2) for _ in range(SIZE)) + "\n"
    header = f"MENACE's box for {board.notation('|')} ({board.turn.value} to move): {total} beads"
    return header + "\n" + rule.join(rows)


class MenacePlayer(Opponent):
    """Michie's matchbox learner: beads per move, reinforced after every game."""

    id = "menace"
    name = "MENACE"
    description = "Donald Michie's 1961 matchbox machine: a box of beads per position; moves that did well gain beads."
    learns = True

    def __init__(self, store: BoxStore | None = None, boxes: Boxes | None = None, *, autosave: bool = True) -> None:
        self._store = store
        #: Whether it writes what it learns to the store (after each game, and on ``save``); off, in memory only.
        self.autosave = autosave
        self._boxes: Boxes | None = boxes
        self._games = 0
        self._saved_games = 0  # of ``_games``, how many the file counted when last read or saved
        #: What it learned since the last save, to re-apply onto the boxes on disk: (box key, square, beads).
        self._unsaved: list[Lesson] = []
        #: The latest problem loading or saving the boxes, for the player to read; None if there was none.
        self.problem: str | None = None

    # --- the boxes -------------------------------------------------------

    def _load(self) -> Boxes:
        if self._boxes is None:
            self._boxes = {}
            if self._store is not None:
                loaded = self._store.load(box_keys())
                self._boxes, self._games, self.problem = dict(loaded.boxes), loaded.games, loaded.problem
                self._saved_games = loaded.games
        return self._boxes

    @property
    def boxes(self) -> Boxes:
        """Every box learned so far, loading them from the store on first use."""
        return self._load()

    @property
    def games(self) -> int:
        """How many finished games it has learned from."""
        self._load()
        return self._games

    def _canonical_beads(self, board: Board) -> tuple[Board, int, Beads]:
        """The canonical position, the symmetry taking ``board`` to it, and its box."""
        image, index = canonical(board)
        return image, index, self.boxes.get(image.key) or initial_beads(image)

    def beads(self, board: Board) -> dict[int, int]:
        """The box for this position: beads on each free square, in this board's orientation."""
        _, index, counts = self._canonical_beads(board)
        perm = SYMMETRIES[index]
        return {sq: counts[perm[sq]] for sq in board.legal_moves()}

    def box_text(self, board: Board) -> str:
        """The current box for this position, drawn as text."""
        return render_box(board, self.beads(board))

    # --- the Opponent contract ----------------------------------------------

    def distribution(self, board: Board) -> Distribution:
        """Each move with probability beads / total beads in its box."""
        beads = self.beads(board)
        total = sum(beads.values())
        return {sq: Fraction(n, total) for sq, n in beads.items() if n}

    def scores(self, board: Board) -> dict[int, float]:
        """The beads on each free square: what it is 'thinking'."""
        return {sq: float(n) for sq, n in self.beads(board).items()}

    def game_over(self, board: Board, mark: Mark) -> None:
        """Learn from the finished game, then save the boxes if it has a store and autosaves."""
        if self.learn(board, mark) and self.autosave:
            self.save()

    # --- learning and keeping -------------------------------------------

    def learn(self, board: Board, mark: Mark) -> bool:
        """Reinforce the boxes of every move ``mark`` made in this finished game; False if nothing to learn."""
        outcome = board.outcome()
        if outcome is None or not board.moves:
            return False
        delta = (
            Reinforcement.DRAW if outcome.winner is None
            else Reinforcement.WIN if outcome.winner is mark
            else Reinforcement.LOSS
        )
        position = board
        for _ in board.moves:
            position = position.undo()
        boxes = self.boxes
        for square in board.moves:
            if position.turn is mark:
                image, index, counts = self._canonical_beads(position)
                lesson = (image.key, SYMMETRIES[index][square], int(delta))
                boxes[image.key] = reinforce(counts, lesson[1], lesson[2], initial_beads(image))
                if self._writes:
                    self._unsaved.append(lesson)
            position = position.play(square)
        self._games += 1
        return True

    @property
    def _writes(self) -> bool:
        # Only a player that saves keeps its lessons; the attract mode's would pile up for hours.
        return self._store is not None and self.autosave

    def save(self) -> None:
        """Merge what it learned since the last save into the boxes on disk, then play from the merged boxes.

        Another copy of the game may have saved its own games meanwhile: each
        lesson is re-applied onto the file's boxes, so neither copy's is lost.
        A failure is kept in ``problem`` (once), never raised; the lessons wait
        for the next save.  A player without a store or ``autosave`` writes nothing.
        """
        if self._store is None or not self._writes:
            return
        self._load()
        lessons, games = list(self._unsaved), self._games - self._saved_games

        def merge(boxes: Boxes, saved_games: int) -> tuple[Boxes, int]:
            for key, square, delta in lessons:
                image = reachable()[key]
                boxes[key] = reinforce(boxes.get(key) or initial_beads(image), square, delta, initial_beads(image))
            return boxes, saved_games + games

        self._write(self._store, merge)

    def _write(self, store: BoxStore, merge: Callable[[Boxes, int], tuple[Boxes, int]]) -> None:
        saved = store.update(merge, box_keys())
        if saved.boxes is None:
            self.problem = saved.problem or self.problem
            return
        self._boxes, self._games = dict(saved.boxes), saved.games
        self._saved_games, self._unsaved = saved.games, []

    def reset(self) -> None:
        """Forget everything learned, on disk too (a damaged file is still set aside first)."""
        self._load()
        self._boxes, self._games, self._saved_games, self._unsaved = {}, 0, 0, []
        if self._store is not None:
            self._write(self._store, lambda _boxes, _games: ({}, 0))


def stored_menace(*, autosave: bool = False, store: BoxStore | None = None) -> MenacePlayer:
    """MENACE with its boxes in the user's data folder (or ``store``), loaded on first use (nothing is read now).

    Only a match against a person saves what MENACE learns (``autosave``);
    tournaments, analyses and the attract mode play the saved MENACE without
    rewriting the player's file.  A replay passes a ``MemoryStore`` holding the
    boxes its recording started from.
    """
    return MenacePlayer(store or MenaceStore(data_dir() / MENACE_FILE_NAME), autosave=autosave)
