"""Lesson 7, perfect play: every free cell coloured win, draw or loss for the mover, as in xkcd 832.

Randall Munroe's xkcd 832 maps the complete strategy; Cleve Moler's
exercise 11.5 (*Experiments with MATLAB*, ch. 11) asks for it.  The values
come from the solved game (``game.engine.solve``), with the number of moves
to the end under perfect play.
"""

from __future__ import annotations

from game.engine import Board, solve

from .page import Page
from .words import XKCD, cells, solved_labels, telling_best, value_words

LESSON = 7
TITLE = "PERFECT PLAY"
#: The positions shown: the start, each kind of first move, and a trap for O.
POSITIONS = ("...|...|...", "...|.X.|...", "X..|...|...", "X..|.O.|..X", "XO.|...|...")


def perfect_page(board: Board) -> Page:
    """One position with every free cell's solved value; the best moves lit."""
    best = solve().best_moves(board) if not board.is_over() else ()
    return Page(
        LESSON, TITLE,
        (value_words(board) + ".",
         "W WINS, D DRAWS, L LOSES; THE NUMBER IS MOVES TO",
         f"THE END WITH PERFECT PLAY. BEST: {cells(best) or 'NONE'}."),
        board,
        labels=solved_labels(board),
        highlight=telling_best(board),
        notes=tuple(f"CELL {sq + 1}: {text}" for sq, (text, _) in sorted(solved_labels(board).items())),
        source=XKCD,
    )


def pages() -> list[Page]:
    """Lesson 7's pages in order."""
    return [perfect_page(Board.parse(text)) for text in POSITIONS]
