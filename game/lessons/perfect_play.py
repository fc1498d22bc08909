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
from game.language import N_, tr
from game.opponents.xkcd import XkcdPlayer

from .page import Page
from .words import CORNERS, EDGES, XKCD, cells, solved_labels, square_word, telling_best, value_words

LESSON = 7
# TRANSLATORS: lesson 7's title.
TITLE = N_("PERFECT PLAY")
#: What ``perfect`` does with the best moves, beside the xkcd player's one.
# TRANSLATORS: a note, 24 characters at most: the opponent PERFECT plays any of the best moves.
PERFECT_NOTE = N_("PERFECT: ANY BEST MOVE")
#: What a cell's label says, above the labels listed square by square.
# TRANSLATORS: the key to the cells' labels (W5 = a win in 5 moves): use the letters the labels use.
LEGEND = N_("W WIN, D DRAW, L LOSS, THEN MOVES TO THE END.")
# TRANSLATORS: the best moves, said after "BEST:" when every free cell is as good.
ANY_CELL = N_("ANY CELL")  # a cell, as every lesson and the game call one
# TRANSLATORS: the best moves, said after "BEST:" when they are the cells lit on the board.
LIT_CELLS = N_("THE LIT CELLS")
# TRANSLATORS: the best moves, said after "BEST:" when the game is over.
NO_MOVE = N_("NONE")
#: The positions shown: the start, each kind of first move, and a trap for O.
POSITIONS = ("...|...|...", "...|.X.|...", "X..|...|...", "X..|.O.|..X", "XO.|...|...")


def best_words(board: Board, best: tuple[int, ...] | list[int]) -> str:
    """The best moves named as the grid shows them: one cell, any cell, any corner or edge, else the lit ones."""
    if not best:
        return tr(NO_MOVE)
    if len(best) == len(board.legal_moves()):
        return tr(ANY_CELL)
    return cells(best) if len(best) == 1 or sorted(best) in (list(CORNERS), list(EDGES)) else tr(LIT_CELLS)


def follows(before: str, after: str) -> bool:
    """Whether position ``after`` is ``before`` with marks added (each a ``Board.parse`` text)."""
    return all(old == "." or old == new for old, new in zip(before, after))


def perfect_page(board: Board, new: bool = False) -> Page:
    """One position with every free cell's solved value; the best moves lit.  A ``new`` position, not the page
    before's with marks added, says so, lest the class look for the marks that went."""
    best = solve().best_moves(board) if not board.is_over() else ()
    # TRANSLATORS: {value} is the position's value, e.g. X TO MOVE: DRAW, or O HAS WON.
    value = (tr("ANOTHER OPENING. {value}.") if new else tr("{value}.")).format(value=value_words(board))
    # TRANSLATORS: {best} is where the best moves are, e.g. ANY CORNER, CENTRE or THE LIT CELLS; {cell} is the one
    # square the xkcd player takes, e.g. TOP LEFT (XKCD is the comic's name).
    moves = (tr("BEST: {best}. XKCD TAKES {cell}.").format(best=best_words(board, best),
                                                          cell=cells([XkcdPlayer().move(board)])) if best
             # TRANSLATORS: {best} is NONE: the game is over.
             else tr("BEST: {best}.").format(best=best_words(board, best)))
    return Page(
        LESSON, TITLE,
        (value, moves, tr(LEGEND)),
        board,
        labels=solved_labels(board),
        highlight=telling_best(board),
        # TRANSLATORS: a note (24 characters at most): a square where it sits, e.g. TOP LEFT, and a number.
        notes=(*(tr("{square}: {value}").format(square=square_word(sq), value=text)
                 for sq, (text, _) in sorted(solved_labels(board).items())),
               *((tr(PERFECT_NOTE),) if best else ())),
        source=XKCD,
    )


def pages() -> list[Page]:
    """Lesson 7's pages in order."""
    return [perfect_page(Board.parse(text), i > 0 and not follows(POSITIONS[i - 1], text))
            for i, text in enumerate(POSITIONS)]
