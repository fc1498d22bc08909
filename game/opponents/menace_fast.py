"""MENACE's fast training path: games played over position numbers, not boards.

Training against a player that does not learn -- whose move odds depend on
the position alone -- needs no board while it plays.  Every reachable
position gets a number once (``tables``): its result, MENACE's box and,
for each of MENACE's move classes, the bead count's place in one flat list
of all the boxes' beads and the position the move leads to.  The
opponent's exact distribution is tabulated once per position as running
sums (``opponent_tables``).  A game is then a walk of small integers: one
random number per move, one look-up per bead, and the learning, which still
follows each game before the next begins (Michie's machine learned between
games, and so does this).

The draws use the same arithmetic as the reference path
(``MenacePlayer.choose``'s ``draw_bead`` for MENACE, ``base.sample`` for
the opponent), so the same seed makes the same games and the same boxes
on both paths; ``tests/test_menace_training.py`` checks that.  On the
2-core development machine this plays well over 50,000 games a second
against ``random`` or ``perfect`` (``tictactoe-magic bench --only training``).
"""

from __future__ import annotations

import enum
import random
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from game.engine import SYMMETRIES, Board, Mark, canonical, move_classes, reachable

from .base import Opponent
from .menace import Boxes, MenacePlayer, Reinforcement, initial_beads
from .menace_store import beads_after, representative_of

#: Games between two calls of ``games_done``: a count a person can watch, at no cost to the loop.
GAMES_PER_REPORT = 1024
BOX_WIDTH = 9  # beads per box in the flat list: one slot per square of the canonical position


class MenaceResult(enum.IntEnum):
    """MENACE's result in one game, one byte per game in a training run's record."""

    WIN = 0
    DRAW = 1
    LOSS = 2
    RESIGNED = 3  # a loss, by Michie's rule


class Ending:
    """How a game ended, as the fast path's small integers (the ``result`` codes of ``Tables``).

    Plain ints rather than an enum: the play loop compares them on every move.
    """

    ONGOING = 0
    X_WINS = 1
    O_WINS = 2
    DRAW = 3
    RESIGNED = 4  # MENACE met an empty box under the resign rule


@dataclass(frozen=True, slots=True, eq=False)
class Tables:
    """Every reachable position by number (0 is the empty board), and what MENACE needs at each."""

    boards: tuple[Board, ...]
    number: dict[int, int]  # position key -> its number
    result: tuple[int, ...]  # per position: an ``Ending`` code, ONGOING while a move is due
    box_keys: tuple[int, ...]  # per box number: the canonical key of its position
    box_of: tuple[int, ...]  # per position: its box number (-1 where finished)
    moves: tuple[tuple[tuple[int, int], ...], ...]  # per position: (bead slot, next position) per move class


@cache
def tables() -> Tables:
    """Build the position tables once (a fraction of a second)."""
    boards = tuple(sorted(reachable().values(), key=lambda b: (b.ply, b.key)))
    number = {b.key: n for n, b in enumerate(boards)}
    result = []
    for board in boards:
        outcome = board.outcome()
        result.append(
            Ending.ONGOING if outcome is None
            else Ending.DRAW if outcome.winner is None
            else Ending.X_WINS if outcome.winner is Mark.X else Ending.O_WINS
        )
    keys = sorted({canonical(b)[0].key for b in boards if not b.is_over()})
    box_number = {key: n for n, key in enumerate(keys)}
    box_of: list[int] = []
    moves: list[tuple[tuple[int, int], ...]] = []
    for board in boards:
        if board.is_over():
            box_of.append(-1)
            moves.append(())
            continue
        image, index = canonical(board)
        box, perm, first = box_number[image.key], SYMMETRIES[index], representative_of(image.key)
        box_of.append(box)
        # In the order draw_bead walks them: by each class's first square in this board's orientation.
        moves.append(tuple(
            (box * BOX_WIDTH + first[perm[cls[0]]], number[board.play(cls[0]).key]) for cls in move_classes(board)
        ))
    return Tables(boards, number, tuple(result), tuple(keys), tuple(box_of), tuple(moves))


@dataclass(frozen=True, slots=True, eq=False)
class OpponentTables:
    """One non-learning opponent's moves at every position: running sums of its odds, and where each leads."""

    opponent_id: str
    running: tuple[tuple[float, ...], ...]  # per position: ``base.sample``'s running sums, the last made infinite
    after: tuple[tuple[int, ...], ...]  # per position: the position each of those moves leads to


def opponent_tables(opponent: Opponent) -> OpponentTables:
    """Tabulate a non-learning opponent's distribution at every unfinished position."""
    if opponent.learns:
        raise ValueError(f"{opponent.id} learns as it plays, so its moves cannot be tabulated once")
    t = tables()
    running: list[tuple[float, ...]] = []
    after: list[tuple[int, ...]] = []
    for board, code in zip(t.boards, t.result):
        if code != Ending.ONGOING:
            running.append(())
            after.append(())
            continue
        total, sums, leads = 0.0, [], []
        for square, p in sorted(opponent.distribution(board).items()):
            total += float(p)  # exactly as base.sample adds them up
            sums.append(total)
            leads.append(t.number[board.play(square).key])
        sums[-1] = float("inf")  # sample takes the last move when round-off leaves u above the total
        running.append(tuple(sums))
        after.append(tuple(leads))
    return OpponentTables(opponent.id, tuple(running), tuple(after))


@dataclass(slots=True, eq=False)
class FlatBoxes:
    """MENACE's boxes as the play loop keeps them: one flat list of bead counts, ``BOX_WIDTH`` slots a box.

    Beside it, each box's total (the loop draws against it), the beads a box
    is refilled with when it empties (None without Michie's refill), and which
    boxes any game changed, so only those are handed back.
    """

    beads: list[int]
    totals: list[int]
    refills: list[tuple[int, ...] | None]
    touched: bytearray

    @classmethod
    def of(cls, menace: MenacePlayer, keys: tuple[int, ...]) -> FlatBoxes:
        """MENACE's boxes for these canonical keys, in their order."""
        beads: list[int] = []
        totals: list[int] = []
        refills: list[tuple[int, ...] | None] = []
        for key in keys:
            counts = menace.box(key)
            beads.extend(counts)
            totals.append(sum(counts))
            refills.append(initial_beads(reachable()[key]) if menace.refills else None)
        return cls(beads, totals, refills, bytearray(len(keys)))

    def reinforce(self, used: list[int], delta: int) -> None:
        """Add ``delta`` beads to each slot a game drew from, refilling a box that empties (where MENACE refills)."""
        beads, totals = self.beads, self.totals
        for slot in used:
            box = slot // BOX_WIDTH
            old = beads[slot]
            new = beads_after(old, delta)
            beads[slot] = new
            totals[box] += new - old
            self.touched[box] = 1
            if not totals[box] and (refill := self.refills[box]) is not None:
                beads[box * BOX_WIDTH:(box + 1) * BOX_WIDTH] = refill
                totals[box] = sum(refill)

    def learned(self, boxes: Boxes, keys: tuple[int, ...]) -> Boxes:
        """``boxes`` with every box a game changed replaced by its counts here."""
        learned: Boxes = dict(boxes)
        for box, key in enumerate(keys):
            if self.touched[box]:
                learned[key] = tuple(self.beads[box * BOX_WIDTH:(box + 1) * BOX_WIDTH])
        return learned


def scoring(menace_wins: int) -> tuple[tuple[MenaceResult, int], ...]:
    """For each ``Ending`` code, MENACE's result and the beads each of its moves gains, where ``menace_wins`` is the
    code of MENACE's win (X_WINS or O_WINS, by its seat); an empty box under the resign rule is a loss."""

    def score(ending: int) -> tuple[MenaceResult, int]:
        if ending == Ending.DRAW:
            return MenaceResult.DRAW, int(Reinforcement.DRAW)
        if ending == menace_wins:
            return MenaceResult.WIN, int(Reinforcement.WIN)
        return (MenaceResult.RESIGNED if ending == Ending.RESIGNED else MenaceResult.LOSS), int(Reinforcement.LOSS)

    return tuple(score(ending) for ending in range(Ending.RESIGNED + 1))


def play_fast(
    menace: MenacePlayer, against: OpponentTables, side: Mark | None, games: int, rng: random.Random,
    games_done: Callable[[int], None] = lambda count: None,
) -> bytearray:
    """Play and learn ``games`` games in a row; MENACE's result in each, as ``MenaceResult`` codes.

    ``games_done(count)`` hears of every ``GAMES_PER_REPORT`` games played, and of the rest at the end.

    MENACE plays ``side``, or X in even games and O in odd ones.  Its boxes
    are replaced at the end by the trained ones (``MenacePlayer.adopt``).
    """
    t = tables()
    flat = FlatBoxes.of(menace, t.box_keys)
    beads, totals = flat.beads, flat.totals  # the loop reads them on every move: plain locals
    result, box_of, moves = t.result, t.box_of, t.moves
    running, after = against.running, against.after
    draw = rng.random
    outcomes = bytearray()
    scores = {True: scoring(Ending.X_WINS), False: scoring(Ending.O_WINS)}  # by whether MENACE plays X
    for n in range(games):
        plays_x = side is Mark.X if side is not None else n % 2 == 0
        used: list[int] = []
        position = 0
        if not plays_x:
            position = after[position][bisect_right(running[position], draw())]
        while True:
            box = box_of[position]
            total = totals[box]
            if not total:
                ending = Ending.RESIGNED
                break
            x = draw() * total
            reached = 0
            for slot, following in moves[position]:
                reached += beads[slot]
                if x < reached:
                    break
            else:  # float round-off at the very top of the range: the last move with beads, as draw_bead does
                slot, following = next((s, f) for s, f in reversed(moves[position]) if beads[s])
            used.append(slot)
            position = following
            ending = result[position]
            if ending:
                break
            position = after[position][bisect_right(running[position], draw())]
            ending = result[position]
            if ending:
                break
        menace_result, delta = scores[plays_x][ending]
        outcomes.append(menace_result)
        flat.reinforce(used, delta)
        if n % GAMES_PER_REPORT == GAMES_PER_REPORT - 1:
            games_done(GAMES_PER_REPORT)
    games_done(games % GAMES_PER_REPORT)
    menace.adopt(flat.learned(menace.boxes, t.box_keys), games)
    return outcomes
