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

RULE_WORDS = {
    LineRule.NONE: "NOTHING: NO MARK, OR BOTH PLAYERS' MARKS.",
    LineRule.POTENTIAL: f"A POTENTIAL LINE: +{POTENTIAL_LINE_WEIGHT} ON EACH FREE CELL.",
    LineRule.BLOCK: f"ONE FREE CELL, THE REST THEIRS: BLOCK, +{BLOCK_WEIGHT}.",
    LineRule.WIN: f"ONE FREE CELL, THE REST MINE: WIN, +{WIN_WEIGHT}.",
}
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
            (f"{mover} TO MOVE. EVERY WEIGHT STARTS AT 0; EACH LINE,", "ROW 1 TO DIAGONAL 2, ADDS TO ITS FREE CELLS.",
             f"+{POTENTIAL_LINE_WEIGHT} POTENTIAL LINE, +{BLOCK_WEIGHT} BLOCK, +{WIN_WEIGHT} WIN."),
            board, labels=grid_labels(board, zero), notes=grid_rows(zero), source=BLOG,
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
            (f"THE HEAVIEST FREE CELL IS {mover}'S MOVE: {chosen_words}.",
             "WIN FIRST, THEN BLOCK, THEN THE CELL WITH THE",
             "MOST LINES STILL OPEN."),
            shown,
            labels=grid_labels(shown, grid),
            highlight=chosen,
            notes=("CHOSEN: " + chosen_words, *grid_rows(grid)),
            source=BLOG,
        )
    )
    return out
