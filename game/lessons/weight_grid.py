"""Lesson 4, the weight grid of "tic tac toe logic" (2007), built line by line as the post does.

The post's worked example is X X . / . . . / O . . with O to move; each
page adds one line's weights (``weights.weight_steps``, the same steps
``tictactoe-magic analyze weights`` prints), ending on the grid the post shows:
0 0 11 / 0 3 0 / 0 2 2.
"""

from __future__ import annotations

from game.engine import Board
from game.engine.board import SIZE
from game.opponents.weights import BLOCK_WEIGHT, POTENTIAL_LINE_WEIGHT, WIN_WEIGHT, LineRule, heaviest, weight_steps

from game.language import N_, tr

from .page import Page, Tone
from .words import BLOG, cells, line_title

LESSON = 4
TITLE = N_("THE WEIGHT GRID")
# TRANSLATORS: where the weight grid's player moves when several cells tie for the heaviest: any one of those lit
# on the board, at random ("O PLAYS THE HEAVIEST CELL: ONE OF THE LIT CELLS.").
LIT_CELLS = N_("ONE OF THE LIT CELLS")
#: The post's worked example position (O to move).
POST_EXAMPLE = "XX.|...|O.."

#: What a line adds to its free cells, by what it holds, in the post's words ("potential line cell: an empty cell
#: which is on the same line as either an X or an O (not both on the same line)", with more than one cell free).
#: On three squares that is one mark and two free cells; a line with no mark adds nothing.
#: Each is a template whose ``{weight}`` is the rule's weight (none for NONE).
RULE_WORDS = {
    # TRANSLATORS: what a line with no mark, or with both players' marks, adds to the weights of its free cells.
    LineRule.NONE: N_("{line}: NOTHING: NO MARK, OR BOTH PLAYERS' MARKS."),
    # TRANSLATORS: {line} names a line (e.g. "ROW 3"); a line with one mark and two free cells adds {weight} (1)
    # to each free cell's weight: the blog post calls it a "potential line".
    LineRule.POTENTIAL: N_("{line}: ONE MARK, TWO FREE: A POTENTIAL LINE, +{weight} EACH."),
    # TRANSLATORS: {line} names a line (e.g. "ROW 1"); two of the other player's marks and one free cell: playing
    # it blocks, worth {weight} (10).
    LineRule.BLOCK: N_("{line}: TWO OF THEIRS, ONE FREE CELL: BLOCK, +{weight}."),
    # TRANSLATORS: {line} names a line (e.g. "ROW 1"); two of the mover's own marks and one free cell: playing it
    # wins, worth {weight} (100).
    LineRule.WIN: N_("{line}: TWO OF MINE, ONE FREE CELL: WIN, +{weight}."),
}
RULE_WEIGHTS = {LineRule.NONE: 0, LineRule.POTENTIAL: POTENTIAL_LINE_WEIGHT, LineRule.BLOCK: BLOCK_WEIGHT,
                LineRule.WIN: WIN_WEIGHT}


def weight_notes() -> tuple[str, ...]:
    """The weights on the first page, each with the line that earns it (a line that begins with spaces goes on
    from the one before)."""
    return (
        # TRANSLATORS: a note (24 characters at most): the weight {weight} (1) a "potential line" adds.
        tr("+{weight} POTENTIAL LINE:").format(weight=POTENTIAL_LINE_WEIGHT),
        # TRANSLATORS: a note going on from "+1 POTENTIAL LINE:" (keep the three leading spaces; 24 characters
        # at most): a line with one mark and two free cells.
        tr("   ONE MARK, TWO FREE"),
        # TRANSLATORS: a note (24 characters at most): the weight {weight} (10) a block adds.
        tr("+{weight} BLOCK:").format(weight=BLOCK_WEIGHT),
        # TRANSLATORS: a note going on from "+10 BLOCK:" (keep the three leading spaces; 24 characters at most):
        # a line with two of the other player's marks and one free cell.
        tr("   TWO THEIRS, ONE FREE"),
        # TRANSLATORS: a note (24 characters at most): the weight {weight} (100) a win adds.
        tr("+{weight} WIN:").format(weight=WIN_WEIGHT),
        # TRANSLATORS: a note going on from "+100 WIN:" (keep the three leading spaces; 24 characters at most):
        # a line with two of the mover's own marks and one free cell.
        tr("   TWO MINE, ONE FREE"),
        # TRANSLATORS: a note (24 characters at most): a line adds nothing when it holds no mark, or both.
        tr("+0: NO MARK, OR X AND O"),
    )
#: The post's priorities ("1) finish the game by winning 2) prevent the opponent from winning 3) control the cell
#: with the most completion options for either player"), as the weights keep them: +100 beats any number of +10s,
#: +10 any number of +1s, and the +1s count the potential lines through a cell, not the empty ones.
def priority_notes() -> tuple[str, ...]:
    """The post's priorities, in order, each with its weight (notes of 24 characters at most)."""
    return (
        tr("1) A WIN, +{weight}").format(weight=WIN_WEIGHT),
        tr("2) A BLOCK, +{weight}").format(weight=BLOCK_WEIGHT),
        # TRANSLATORS: two notes of 24 characters at most, the second after the line break going on from the first
        # (it is drawn indented): the third priority, the cell with the most potential lines through it, each
        # worth {weight} (1).
        *continued(tr("3) THE MOST POTENTIAL\nLINES, +{weight} EACH").format(weight=POTENTIAL_LINE_WEIGHT)),
    )


#: Before a note that goes on from the one above (``lesson_layout`` keeps them in one column).
GOES_ON = "   "


def continued(text: str) -> tuple[str, ...]:
    """A text of several notes, a line break apart (so a translator can break it where the language reads
    best): every note after the first goes on from it."""
    first, *rest = text.split("\n")
    return (first, *(GOES_ON + line for line in rest))
RULE_TONES = {LineRule.NONE: Tone.PLAIN, LineRule.POTENTIAL: Tone.PLAIN, LineRule.BLOCK: Tone.NEUTRAL,
              LineRule.WIN: Tone.GOOD}


def grid_rows(grid: tuple[int, ...]) -> tuple[str, ...]:
    """The grid as the post prints it: three rows of weights."""
    return tuple(" ".join(f"{w:>3}" for w in grid[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))


def grid_labels(board: Board, grid: tuple[int, ...]) -> dict[int, tuple[str, Tone]]:
    """Each free cell's weight so far."""
    return {sq: (str(grid[sq]), Tone.PLAIN) for sq in board.legal_moves()}


def pages(position: str = POST_EXAMPLE) -> list[Page]:
    """Lesson 4's pages: the empty grid, one page per line, then the choice."""
    board = Board.parse(position)
    mover = board.turn.value  # X or O
    steps = weight_steps(board)
    zero = (0,) * len(steps[-1].grid)
    out = [
        Page(
            LESSON, TITLE,
            # TRANSLATORS: {mark} is X or O.  Each of the grid's cells has a weight, 0 to begin with.
            (tr("{mark} TO MOVE. ALL WEIGHTS START AT 0;").format(mark=mover),
             tr("EACH LINE ADDS TO ITS FREE CELLS.")),
            board, labels=grid_labels(board, zero), notes=(*grid_rows(zero), *weight_notes()), source=BLOG,
        )
    ]
    for step in steps:
        out.append(
            Page(
                LESSON, TITLE,
                (tr(RULE_WORDS[step.rule]).format(line=line_title(step.line_index),
                                                  weight=RULE_WEIGHTS[step.rule]),),
                board,
                labels=grid_labels(board, step.grid),
                highlight=step.line,
                highlight_tone=RULE_TONES[step.rule],
                notes=(line_title(step.line_index), *grid_rows(step.grid)),
                source=BLOG,
            )
        )
    grid = steps[-1].grid
    chosen = heaviest(board, grid)
    shown = board.play(chosen[0]) if len(chosen) == 1 else board
    chosen_words = cells(chosen) if len(chosen) == 1 else tr(LIT_CELLS)  # a tie: the lit cells, drawn at random
    out.append(
        Page(
            LESSON, TITLE,
            # TRANSLATORS: {mark} is X or O; {cell} the cell it plays, e.g. "TOP RIGHT".
            (tr("{mark} PLAYS THE HEAVIEST CELL: {cell}.").format(mark=mover, cell=chosen_words),
             tr("SO THE WEIGHTS PUT A WIN FIRST, THEN A BLOCK, THEN THE CELL WITH THE MOST POTENTIAL LINES.")),
            shown,
            labels=grid_labels(shown, grid),
            highlight=chosen,
            # TRANSLATORS: a note (24 characters at most): the cell played, e.g. "TOP RIGHT".
            notes=(tr("CHOSEN: {cell}").format(cell=chosen_words), *grid_rows(grid), *priority_notes()),
            source=BLOG,
        )
    )
    return out
