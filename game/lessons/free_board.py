"""Lesson 9, a free board: any position's value, its three views, and what every opponent would play.

The teacher places marks; each position is recomputed here: the solved value
for the mover (``game.engine.solve``), every free cell's solved label, and
each roster opponent's move from its exact distribution.  MENACE is asked
with Michie's first beads (a fresh learner), so the page never reads the
player's files and always says the same; a caller may pass its own opponents.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from game.engine import Board, solve
from game.language import N_, tr
from game.opponents import Opponent, make_opponent, roster_ids
from game.opponents.base import percent
from game.opponents.menace import MenacePlayer

from .page import ALL_VIEWS, NOTE_WIDTH, Page
from .words import MOLER, cells, solved_labels, telling_best, value_words

LESSON = 9
# TRANSLATORS: lesson 9's title: a board on which the teacher places any marks.
TITLE = N_("A FREE BOARD")
#: What a percent in the notes is: the share of the opponent's moves that go to the cells named, the rest elsewhere.
# TRANSLATORS: a sentence of the caption saying what the percents beside each opponent's move in the notes are.
SHARE_WORDS = N_("% = SHARE OF ITS MOVES.")
# TRANSLATORS: an opponent's move in a note after its name, when it plays every free cell alike: 5 characters at most.
ANY_MOVE = N_("ANY")
# TRANSLATORS: the notes, where each opponent's move is listed, once the game is over: 24 characters at most.
GAME_OVER = N_("GAME OVER")
MOVE_INDENT = "  "  # a move too long to share its opponent's line goes under the name, indented


def roster() -> tuple[Opponent, ...]:
    """Every roster opponent, MENACE as a fresh learner."""
    return tuple(MenacePlayer() if oid == MenacePlayer.id else make_opponent(oid) for oid in roster_ids())


def likely_move(board: Board, dist: dict[int, Fraction]) -> str:
    """An opponent's move in a few characters: ANY, the cells it plays evenly, or its likeliest cells and the share
    of its moves each takes (``SHARE_WORDS`` says so on the page, since the rest go elsewhere).

    No "EACH" after the odds: with it an opponent with several likeliest cells took a second line, and two
    columns of such pairs took a row more than the page has, at the boards' cost.
    """
    if len(set(dist.values())) == 1:  # even among these: no share to give, so none that fails to add up
        every = len(dist) > 1 and len(dist) == len(board.legal_moves())
        return tr(ANY_MOVE) if every else cells(sorted(dist), ALL_VIEWS)
    top = max(dist.values())
    best = sorted(sq for sq, p in dist.items() if p == top)
    return f"{cells(best, ALL_VIEWS)} {percent(top)}"


def roster_notes(board: Board, opponents: Sequence[Opponent]) -> tuple[str, ...]:
    """A line per opponent, its name and what it would play here; its move on a line of its own when both do not fit."""
    if board.is_over():
        return (tr(GAME_OVER),)
    lines: list[str] = []
    for opp in opponents:
        name, move = tr(opp.name), likely_move(board, opp.distribution(board))
        line = f"{name} {move}"
        lines.extend((line,) if len(line) <= NOTE_WIDTH else (name, f"{MOVE_INDENT}{move}"))
    return tuple(lines)


def free_board_page(board: Board, opponents: Sequence[Opponent] | None = None) -> Page:
    """Lesson 9 for any position: the value, the three views, and every opponent's move."""
    over = board.is_over()
    best = () if over else solve().best_moves(board)
    outcome = board.outcome()
    notes = roster_notes(board, roster() if opponents is None else opponents)
    return Page(
        LESSON, TITLE,
        # TRANSLATORS: {value} is the position's value, e.g. X TO MOVE: DRAW, or O HAS WON.
        (" ".join((tr("{value}.").format(value=value_words(board)),
                   *((tr(SHARE_WORDS),) if any("%" in note for note in notes) else ()))),
         # TRANSLATORS: {numbers} are the best moves by the numbers Pick15 and Magic15 draw on them, e.g. 2 4 6 8.
         tr("PERFECT PLAY, BY NUMBER: {numbers}.").format(numbers=cells(best, ALL_VIEWS)) if best
         # TRANSLATORS: the game is over: no best move to name.
         else tr("NO MOVE LEFT.")),
        board,
        views=ALL_VIEWS,
        labels=solved_labels(board),
        highlight=outcome.lines[0] if outcome and outcome.winner else telling_best(board),
        notes=notes,
        source=MOLER,
        free=True,
    )


def pages() -> list[Page]:
    """Lesson 9's first page: the empty board, ready for the teacher's marks."""
    return [free_board_page(Board())]
