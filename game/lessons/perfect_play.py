"""Lesson 7, perfect play: every free cell coloured win, draw or loss for the mover, and the xkcd player's move.

Randall Munroe's xkcd 832 maps the complete strategy; Cleve Moler's
exercise 11.5 (*Experiments with MATLAB*, ch. 11) asks for it.  The values
come from the solved game (``game.engine.solve``), with the number of moves
to the end under perfect play.  The comic's map is one fixed strategy, not
a choice among the best moves, so each page says both: the best moves, any
of which ``perfect`` may take, and the one move the ``xkcd`` opponent -- a
fixed map opening in a corner, as the comic's does -- takes there.
"""

from __future__ import annotations

from game.engine import Board, solve
from game.opponents.xkcd import XkcdPlayer

from .page import Page
from .words import XKCD, cells, solved_labels, square_word, telling_best, value_words

LESSON = 7
TITLE = "PERFECT PLAY"
#: What ``perfect`` does with the best moves, beside the xkcd player's one.
PERFECT_NOTE = "PERFECT: ANY BEST MOVE"
#: What a cell's label says, above the labels listed square by square.
LEGEND = "W WIN, D DRAW, L LOSS, THEN MOVES TO THE END."
ANY_CELL, LIT_CELLS = "ANY CELL", "THE LIT CELLS"  # a cell, as every lesson and the game call one
#: The positions shown: the start, each kind of first move, and a trap for O.
NEW_POSITION = "ANOTHER OPENING. "
POSITIONS = ("...|...|...", "...|.X.|...", "X..|...|...", "X..|.O.|..X", "XO.|...|...")


def best_words(board: Board, best: tuple[int, ...] | list[int]) -> str:
    """The best moves named as the grid shows them: one cell, any cell, any corner or edge, else the lit ones."""
    if not best:
        return "NONE"
    if len(best) == len(board.legal_moves()):
        return ANY_CELL
    named = cells(best)
    return named if len(best) == 1 or named.startswith("ANY ") else LIT_CELLS


def follows(before: str, after: str) -> bool:
    """Whether position ``after`` is ``before`` with marks added (each a ``Board.parse`` text)."""
    return all(old == "." or old == new for old, new in zip(before, after))


def perfect_page(board: Board, new: bool = False) -> Page:
    """One position with every free cell's solved value; the best moves lit.  A ``new`` position, not the page
    before's with marks added, says so, lest the class look for the marks that went."""
    best = solve().best_moves(board) if not board.is_over() else ()
    fixed = f" XKCD TAKES {cells([XkcdPlayer().move(board)])}." if best else ""
    return Page(
        LESSON, TITLE,
        (NEW_POSITION * new + value_words(board) + ".", f"BEST: {best_words(board, best)}.{fixed}", LEGEND),
        board,
        labels=solved_labels(board),
        highlight=telling_best(board),
        notes=(*(f"{square_word(sq)}: {text}" for sq, (text, _) in sorted(solved_labels(board).items())),
               *((PERFECT_NOTE,) if best else ())),
        source=XKCD,
    )


def pages() -> list[Page]:
    """Lesson 7's pages in order."""
    return [perfect_page(Board.parse(text), i > 0 and not follows(POSITIONS[i - 1], text))
            for i, text in enumerate(POSITIONS)]
