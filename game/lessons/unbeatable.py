"""Lesson 6, "Unbeatable"?: the R WarGames look-ahead, its two-ply scores, and the line that beats it.

"Tic Tac Toe War Games" (The Devil is in the Data) scores each cell by a
two-step look-ahead; its author believed it could not be beaten.  The
pages show its scores (``LookaheadPlayer.scores``) where it moves and play
the adversary's forced win against it moving second, found by the exact
best response (``game.analysis.best_response``), which is deterministic.
The players are named and drawn as the program names them: its first
player is O and its second X (``words.r_name``).
"""

from __future__ import annotations

from game.analysis import best_response
from game.engine import Board, Mark, square_of
from game.opponents.lookahead import LookaheadPlayer

from .page import Page, Tone
from .words import WARGAMES, cells, r_name, square_word

LESSON = 6
TITLE = "UNBEATABLE?"
#: The look-ahead moves second here: the engine's O, which the R program calls X.
LOOKAHEAD_MARK = Mark.O
#: How the look-ahead breaks a tie between its best scores.
TIE_NOTES = ("TIES GO CENTRE, THEN", "CORNER, THEN EDGE.")


def score_labels(player: LookaheadPlayer, board: Board) -> dict[int, tuple[str, Tone]]:
    """The look-ahead's score on each free cell, the cells it may pick marked GOOD."""
    picks = player.distribution(board)
    return {sq: (f"{s:g}", Tone.GOOD if sq in picks else Tone.PLAIN) for sq, s in player.scores(board).items()}


def beating_line() -> tuple[int, ...]:
    """The adversary's forced win against the look-ahead playing O, as 0-8 squares."""
    response = best_response(LookaheadPlayer(), LOOKAHEAD_MARK)
    if response.line is None:
        raise ValueError("the look-ahead cannot be forced to lose here")
    return tuple(square_of(c) for c in response.line)


def pages() -> list[Page]:
    """Lesson 6's pages in order."""
    player = LookaheadPlayer()
    board = Board()
    out = [
        Page(
            LESSON, TITLE,
            ("ITS AUTHOR THOUGHT IT", f"UNBEATABLE, BUT AS {r_name(LOOKAHEAD_MARK)},", "SECOND, IT CAN LOSE:"),
            board, source=WARGAMES, first_as_o=True,
            notes=("THE R WARGAMES PROGRAM", "SCORES EACH CELL TWO", "MOVES AHEAD.",
                   f"ITS {r_name(LOOKAHEAD_MARK.other)} MOVES FIRST,", f"ITS {r_name(LOOKAHEAD_MARK)} SECOND.",
                   f"THIS LINE BEATS ITS {r_name(LOOKAHEAD_MARK)}", "EVERY TIME."),
        )
    ]
    for square in beating_line():
        mover = board.turn
        board = board.play(square)
        outcome = board.outcome()
        if outcome is not None:
            out.append(
                Page(
                    LESSON, TITLE,
                    (f"{r_name(mover)} PLAYS {square_word(square)} AND WINS:",
                     f"{r_name(LOOKAHEAD_MARK)} NEVER SAW THE FORK."),
                    board, highlight=outcome.lines[0], source=WARGAMES, first_as_o=True,
                )
            )
            break
        if board.turn is LOOKAHEAD_MARK:
            choices = sorted(player.distribution(board))
            out.append(
                Page(
                    LESSON, TITLE,
                    (f"{r_name(mover)} PLAYS {square_word(square)}. {r_name(LOOKAHEAD_MARK)}'S SCORES:",
                     f"IT PICKS {cells(choices)}."),
                    board, labels=score_labels(player, board), highlight=(square,), highlight_tone=Tone.BAD,
                    notes=(*(f"{square_word(sq)}: {s:g}" for sq, s in sorted(player.scores(board).items())),
                           *TIE_NOTES),
                    source=WARGAMES, first_as_o=True,
                )
            )
        else:
            out.append(
                Page(
                    LESSON, TITLE,
                    (f"THE LOOK-AHEAD ({r_name(mover)}) PLAYS {square_word(square)}.",),
                    board, highlight=(square,), source=WARGAMES, first_as_o=True,
                )
            )
    return out
