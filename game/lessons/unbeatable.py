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

from functools import cache

from game.analysis import best_response
from game.engine import Board, Mark, square_of
from game.language import N_, tr
from game.opponents.lookahead import LookaheadPlayer

from .page import Page, Tone
from .side_notes import note_lines
from .words import WARGAMES, cells, r_name, square_word

LESSON = 6
# TRANSLATORS: lesson 6's title: is the look-ahead player unbeatable, as its author thought?
TITLE = N_("UNBEATABLE?")
#: The look-ahead moves second here: the engine's O, which the R program calls X.
LOOKAHEAD_MARK = Mark.O
#: How the look-ahead breaks a tie between its best scores.
# TRANSLATORS: a note of lesson 6 under the look-ahead's scores; it is cut into lines of 24 characters.
TIE_NOTE = N_("TIES GO CENTRE, THEN CORNER, THEN EDGE.")


def square_notes(scores: dict[int, float]) -> tuple[str, ...]:
    """A note per free cell, where it sits and the look-ahead's score there."""
    # TRANSLATORS: a note (24 characters at most): a square where it sits, e.g. TOP LEFT, and a number.
    return tuple(tr("{square}: {value}").format(square=square_word(sq), value=f"{s:g}")
                 for sq, s in sorted(scores.items()))


def intro_notes() -> tuple[str, ...]:
    """The first page's side panel: what the program does and which mark this line beats, each sentence cut to fit."""
    # TRANSLATORS: notes of lesson 6, each sentence cut into lines of 24 characters.
    sentences = (tr("THE R WARGAMES PROGRAM SCORES EACH CELL TWO MOVES AHEAD."),
                 # TRANSLATORS: a note, cut into lines of 24 characters: {first} and {second} are the R program's
                 # names of its players, the letters O and X.
                 tr("ITS {first} MOVES FIRST, ITS {second} SECOND.").format(first=r_name(LOOKAHEAD_MARK.other),
                                                                          second=r_name(LOOKAHEAD_MARK)),
                 # TRANSLATORS: a note, cut into lines of 24 characters: {second} is the letter X; this line of
                 # play, shown on the next pages, beats the program's player X every time.
                 tr("THIS LINE BEATS ITS {second} EVERY TIME.").format(second=r_name(LOOKAHEAD_MARK)))
    return tuple(line for sentence in sentences for line in note_lines(sentence))


def score_labels(player: LookaheadPlayer, board: Board) -> dict[int, tuple[str, Tone]]:
    """The look-ahead's score on each free cell, the cells it may pick marked GOOD."""
    picks = player.distribution(board)
    return {sq: (f"{s:g}", Tone.GOOD if sq in picks else Tone.PLAIN) for sq, s in player.scores(board).items()}


@cache
def beating_line() -> tuple[int, ...]:
    """The adversary's forced win against the look-ahead playing O, as 0-8 squares: seconds of search, done once a
    run whatever the language the pages are said in."""
    response = best_response(LookaheadPlayer(), LOOKAHEAD_MARK)
    if response.line is None:
        raise ValueError("the look-ahead cannot be forced to lose here")
    return tuple(square_of(c) for c in response.line)


def pages() -> list[Page]:
    """Lesson 6's pages in order."""
    player = LookaheadPlayer()
    board = Board()
    lookahead = r_name(LOOKAHEAD_MARK)
    out = [
        Page(
            LESSON, TITLE,
            # TRANSLATORS: {mark} is the letter the R program names the look-ahead by, X (it moves second).
            (tr("ITS AUTHOR THOUGHT IT UNBEATABLE, BUT AS {mark}, SECOND, IT CAN LOSE:").format(mark=lookahead),),
            board, source=WARGAMES, first_as_o=True, notes=intro_notes(),
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
                    # TRANSLATORS: {mover} and {lookahead} are the letters O and X, {square} where the mark
                    # went, e.g. TOP LEFT.
                    (tr("{mover} PLAYS {square} AND WINS: {lookahead} NEVER SAW THE FORK.").format(
                        mover=r_name(mover), square=square_word(square), lookahead=lookahead),),
                    board, highlight=outcome.lines[0], source=WARGAMES, first_as_o=True,
                )
            )
            break
        if board.turn is LOOKAHEAD_MARK:
            choices = sorted(player.distribution(board))
            out.append(
                Page(
                    LESSON, TITLE,
                    # TRANSLATORS: {mover} is the letter O or X, {square} where it played, e.g. TOP LEFT.
                    (tr("{mover} PLAYS {square}.").format(mover=r_name(mover), square=square_word(square)),
                     # TRANSLATORS: the look-ahead's scores are in the cells; {lookahead} is the letter X,
                     # {cells} the squares it may take, e.g. ANY CORNER or TOP LEFT OR CENTRE.
                     tr("{lookahead}'S SCORES: IT PICKS {cells}.").format(lookahead=lookahead, cells=cells(choices))),
                    board, labels=score_labels(player, board), highlight=(square,), highlight_tone=Tone.BAD,
                    notes=(*square_notes(player.scores(board)), *note_lines(tr(TIE_NOTE))),
                    source=WARGAMES, first_as_o=True,
                )
            )
        else:
            out.append(
                Page(
                    LESSON, TITLE,
                    # TRANSLATORS: {mover} is the letter O, {square} where it played, e.g. TOP LEFT.
                    (tr("THE LOOK-AHEAD ({mover}) PLAYS {square}.").format(mover=r_name(mover),
                                                                           square=square_word(square)),),
                    board, highlight=(square,), source=WARGAMES, first_as_o=True,
                )
            )
    return out
