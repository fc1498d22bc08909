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


class Outcome(enum.IntEnum):
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


def play_fast(
    menace: MenacePlayer, against: OpponentTables, side: Mark | None, games: int, rng: random.Random,
    games_done: Callable[[int], None] = lambda count: None,
) -> bytearray:
    """Play and learn ``games`` games in a row; MENACE's result in each, as ``Outcome`` codes.

    ``games_done(count)`` hears of every ``GAMES_PER_REPORT`` games played, and of the rest at the end.

    MENACE plays ``side``, or X in even games and O in odd ones.  Its boxes
    are replaced at the end by the trained ones (``MenacePlayer.adopt``).
    """
    t = tables()
    beads: list[int] = []
    totals: list[int] = []
    refills: list[tuple[int, ...] | None] = []
    for key in t.box_keys:
        counts = menace.box(key)
        beads.extend(counts)
        totals.append(sum(counts))
        refills.append(initial_beads(reachable()[key]) if menace.refills else None)
    touched = bytearray(len(t.box_keys))
    result, box_of, moves = t.result, t.box_of, t.moves
    running, after = against.running, against.after
    draw = rng.random
    win, loss, even = int(Reinforcement.WIN), int(Reinforcement.LOSS), int(Reinforcement.DRAW)
    outcomes = bytearray()
    won, drew, lost, resigned = Outcome.WIN, Outcome.DRAW, Outcome.LOSS, Outcome.RESIGNED
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
        if ending == Ending.DRAW:
            delta = even
            outcomes.append(drew)
        elif ending == (Ending.X_WINS if plays_x else Ending.O_WINS):
            delta = win
            outcomes.append(won)
        else:
            delta = loss
            outcomes.append(resigned if ending == Ending.RESIGNED else lost)
        for slot in used:
            box = slot // BOX_WIDTH
            old = beads[slot]
            new = beads_after(old, delta)
            beads[slot] = new
            totals[box] += new - old
            touched[box] = 1
            if not totals[box] and (refill := refills[box]) is not None:
                beads[box * BOX_WIDTH:(box + 1) * BOX_WIDTH] = refill
                totals[box] = sum(refill)
        if n % GAMES_PER_REPORT == GAMES_PER_REPORT - 1:
            games_done(GAMES_PER_REPORT)
    games_done(games % GAMES_PER_REPORT)
    learned: Boxes = dict(menace.boxes)
    for box, key in enumerate(t.box_keys):
        if touched[box]:
            learned[key] = tuple(beads[box * BOX_WIDTH:(box + 1) * BOX_WIDTH])
    menace.adopt(learned, games)
    return outcomes
