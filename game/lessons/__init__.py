"""STAND-IN for the lessons' content, so the LESSONS scene can be built and tested alone.

The real package (the "lessons" branch) replaces this file at merge: its
``all_pages`` computes every lesson from the sources.  These few pages only
exercise every field of ``Page`` (one view and three, each Tone, highlights,
arrows, notes, a free page); their figures mean nothing.
"""

from __future__ import annotations

from game.engine import Board, View
from game.lessons.page import Arrow, Page, Tone

ALL_VIEWS = (View.PICK15, View.TICTACTOE, View.MAGIC15)


def all_pages() -> tuple[Page, ...]:
    """Stand-in pages: every field of ``Page`` used at least once."""
    return (
        Page(1, "STAND-IN LESSON", ("AN EMPTY BOARD", "IN ALL THREE VIEWS"), Board(), views=ALL_VIEWS,
             source="STAND-IN SOURCE"),
        Page(1, "STAND-IN LESSON", ("GREEN TAKES 8",), Board.from_moves([0]), views=ALL_VIEWS,
             notes=("GREEN: 8", "BLUE: -"), source="STAND-IN SOURCE"),
        Page(1, "STAND-IN LESSON", ("BLUE TAKES 4", "A SECOND LINE OF CAPTION", "AND A THIRD ONE, THE LONGEST ALLOWED HERE"),
             Board.from_moves([0, 6]), views=ALL_VIEWS, highlight=(0, 4, 8), notes=("GREEN: 8", "BLUE: 4"),
             source="STAND-IN SOURCE"),
        Page(2, "STAND-IN TONES", ("EACH CELL LABELLED BY WHAT IT MEANS",), Board.from_moves([4, 0]),
             labels={1: ("W", Tone.GOOD), 2: ("L", Tone.BAD), 3: ("D", Tone.NEUTRAL), 5: ("7", Tone.PLAIN),
                     6: ("+10", Tone.GOOD), 8: ("-1", Tone.BAD)},
             notes=("W WIN  D DRAW  L LOSS", "A NOTE OF 24 CHARACTERS.", "THIRD NOTE"),
             source="STAND-IN SOURCE, CH. 2"),
        Page(2, "STAND-IN TONES", ("A THREAT IS HIGHLIGHTED",), Board.from_moves([4, 0, 8]),
             highlight=(0, 4, 8), highlight_tone=Tone.BAD, source="STAND-IN SOURCE, CH. 2"),
        Page(3, "STAND-IN ARROWS", ("ACROSS(8) = 2",), Board(), views=(View.MAGIC15,),
             arrows=(Arrow(0, 8, "ACROSS"), Arrow(4, 2)), highlight=(0,), highlight_tone=Tone.NEUTRAL,
             notes=("ACROSS(8) = 10 - 8 = 2",)),
        Page(8, "STAND-IN FREE BOARD", ("PLACE X AND O FREELY",), Board(), views=ALL_VIEWS, free=True),
    )


def free_board_page(board: Board) -> Page:
    """Stand-in for lesson 8's free page: the position and whose turn it is."""
    outcome = board.outcome()
    state = f"RESULT: {outcome.result()}" if outcome else f"{board.turn.name} TO MOVE"
    return Page(8, "STAND-IN FREE BOARD", (state.upper(),), board, views=ALL_VIEWS,
                labels={sq: ("?", Tone.PLAIN) for sq in board.legal_moves()[:1]},
                notes=(f"MOVES: {len(board.moves)}",), free=True)
