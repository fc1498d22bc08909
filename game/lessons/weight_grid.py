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

from .page import Page, Tone
from .words import BLOG, cells

LESSON = 4
TITLE = "THE WEIGHT GRID"
LIT_CELLS = "ONE OF THE LIT CELLS"
#: The post's worked example position (O to move).
POST_EXAMPLE = "XX.|...|O.."

#: What a line adds to its free cells, by what it holds, in the post's words ("potential line cell: an empty cell
#: which is on the same line as either an X or an O (not both on the same line)", with more than one cell free).
#: On three squares that is one mark and two free cells; a line with no mark adds nothing.
RULE_WORDS = {
    LineRule.NONE: "NOTHING: NO MARK, OR BOTH PLAYERS' MARKS.",
    LineRule.POTENTIAL: f"ONE MARK, TWO FREE: A POTENTIAL LINE, +{POTENTIAL_LINE_WEIGHT} EACH.",
    LineRule.BLOCK: f"TWO OF THEIRS, ONE FREE CELL: BLOCK, +{BLOCK_WEIGHT}.",
    LineRule.WIN: f"TWO OF MINE, ONE FREE CELL: WIN, +{WIN_WEIGHT}.",
}
#: The weights on the first page, each with the line that earns it.
WEIGHT_NOTES = (f"+{POTENTIAL_LINE_WEIGHT} POTENTIAL LINE:", "   ONE MARK, TWO FREE", f"+{BLOCK_WEIGHT} BLOCK:",
                "   TWO THEIRS, ONE FREE", f"+{WIN_WEIGHT} WIN:", "   TWO MINE, ONE FREE", "+0: NO MARK, OR X AND O")
#: The post's priorities ("1) finish the game by winning 2) prevent the opponent from winning 3) control the cell
#: with the most completion options for either player"), as the weights keep them: +100 beats any number of +10s,
#: +10 any number of +1s, and the +1s count the potential lines through a cell, not the empty ones.
PRIORITY_NOTES = ("1) A WIN, +100", "2) A BLOCK, +10", "3) THE MOST POTENTIAL", "   LINES, +1 EACH")
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
    mover = board.turn.value
    steps = weight_steps(board)
    zero = (0,) * len(steps[-1].grid)
    out = [
        Page(
            LESSON, TITLE,
            (f"{mover} TO MOVE. ALL WEIGHTS START AT 0;", "EACH LINE ADDS TO ITS FREE CELLS."),
            board, labels=grid_labels(board, zero), notes=(*grid_rows(zero), *WEIGHT_NOTES), source=BLOG,
        )
    ]
    for step in steps:
        out.append(
            Page(
                LESSON, TITLE,
                (f"{step.name.upper()}:", RULE_WORDS[step.rule]),
                board,
                labels=grid_labels(board, step.grid),
                highlight=step.line,
                highlight_tone=RULE_TONES[step.rule],
                notes=(step.name.upper(), *grid_rows(step.grid)),
                source=BLOG,
            )
        )
    grid = steps[-1].grid
    chosen = heaviest(board, grid)
    shown = board.play(chosen[0]) if len(chosen) == 1 else board
    chosen_words = cells(chosen) if len(chosen) == 1 else LIT_CELLS  # a tie: the lit cells, drawn from at random
    out.append(
        Page(
            LESSON, TITLE,
            (f"{mover} PLAYS THE HEAVIEST CELL: {chosen_words}.",
             "SO THE WEIGHTS PUT A WIN FIRST, THEN A BLOCK,", "THEN THE CELL WITH THE MOST POTENTIAL LINES."),
            shown,
            labels=grid_labels(shown, grid),
            highlight=chosen,
            notes=("CHOSEN: " + chosen_words, *grid_rows(grid), *PRIORITY_NOTES),
            source=BLOG,
        )
    )
    return out
