"""What "show thinking" says: a label per free cell, and a one-line legend saying what the labels are.

Each opponent thinks in its own units, so the legend names them:

- ``perfect`` and ``xkcd``: the solved game's value of each move for the side to move
  (``game.engine.solver``: a positive score wins, the size counts the empty
  squares left at the end), read as ``W3`` (a win, three moves to the end,
  this one included), ``D`` (a draw) or ``L4``; the scene colours them
  blue / white / orange, which colour-blind viewers tell apart, and the
  letter says it anyway (the xkcd 832 colouring, Randall Munroe, "Tic-Tac-Toe").
- MENACE: each square's share of the move in percent, with its beads beside
  it (Donald Michie's matchboxes: the chance *is* beads / all the beads in
  the box).  Squares the position's symmetry makes the same move (mirror
  images) share one colour of beads in the box, so they split its beads and
  its chance evenly (beads shown only where they split into whole ones),
  and the legend says so; on an empty box with Michie's
  rule on, the legend says it is about to resign.
- Opponents without scores: the exact chance of each move in percent.

Shares shown together add up to 100%: each is rounded down and the
leftover points go to the largest remainders (``whole_percents``), so
seven equal chances read 15% twice and 14% five times, not 14% seven times (98%).
- The rest (weights, look-ahead, vector, calculator): their own number,
  named by the legend.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from game.analysis.shares import menace_shares, whole_percents
from game.engine import Board, move_classes, moves_to_end
from game.language import N_, tr
from game.lessons.words import value_text
from game.opponents import Opponent

SCORE_CHARS = 4  # a score label longer than this loses its decimals to fit a cell
LEGEND_CHARS = 51  # the legend fits one line of the 320-pixel screen


class Tone(enum.Enum):
    """How a label is coloured: the solver's three values apart, everything else plain."""

    PLAIN = "plain"
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class CellLabel:
    """One cell's label: the main text, its tone, and an optional second line (MENACE's beads)."""

    text: str
    tone: Tone = Tone.PLAIN
    note: str = ""
    said: str = ""  # the label in words, for speech (``W3`` is ``WIN, MOVES TO END: 3``); "": the text as it is

    @property
    def words(self) -> str:
        """The label as said aloud: letters and signs in words, the beads too."""
        return self.said or self.text


@dataclass(frozen=True, slots=True)
class Thinking:
    """Everything show thinking draws for one position."""

    legend: str
    labels: dict[int, CellLabel]


#: The legends, in the language in use as ``thinking`` makes them: the panel wraps a legend with each one-letter key
#: glued to its word, so the font cannot look it up whole as it draws it.
# TRANSLATORS: {name} is the computer (PERFECT, XKCD).  The board's labels are W3, D, L4 as written: keep the letters
# W, D and L, each before its word (W WIN, D DRAW, L LOSS).  One line: at most 51 characters.
SOLVED_LEGEND = N_("{name}: W WIN D DRAW L LOSS FOR IT, MOVES TO END")
#: The opponents that play by the solved game, so their thinking is its values.
SOLVED_PLAYERS = frozenset({"perfect", "xkcd"})
# TRANSLATORS: the board's labels read 40% and 3B (beads): keep the letter B.  One line: at most 51 characters.
MENACE_LEGEND = N_("MENACE: CHANCE OF EACH SQUARE, ITS BEADS (B)")
#: When some squares are mirror images of each other: they split one colour of beads.
# TRANSLATORS: keep the letter B (the board's labels read 3B).  One line: at most 51 characters.
MENACE_MIRRORS_LEGEND = N_("MENACE: CHANCE, BEADS (B); MIRROR SQUARES SPLIT ONE")
MENACE_RESIGNS_LEGEND = N_("MENACE: NO BEADS LEFT IN THIS BOX, SO IT RESIGNS")
# TRANSLATORS: {name} is the computer (RANDOM, NAIVE).  One line: at most 51 characters with the name.
CHANCE_LEGEND = N_("{name}: CHANCE OF EACH MOVE")
#: What the other opponents' scores are (their ``scores()``), by opponent id.
SCORE_LEGENDS = {
    "weights": N_("WEIGHTS: LINE +1, BLOCK +10, WIN +100 PER CELL"),
    "lookahead": N_("LOOKAHEAD: TWO-PLY SCORE PER MOVE, BEST PLAYED"),
    "lookahead-fixed": N_("LOOKAHEAD+: CORRECTED TWO-PLY SCORE PER MOVE"),
    "vector": N_("VECTOR: LINES MADE, TWOS MADE OR BROKEN"),
    "calculator": N_("CALCULATOR: THE WEIGHT IN FORCE PER CELL"),
}
# TRANSLATORS: {name} is the computer.  One line: at most 51 characters with the name.
SCORE_LEGEND = N_("{name}: ITS SCORE PER MOVE, BEST PLAYED")


def _score_label(value: float) -> str:
    """A per-cell score as a short label: whole numbers as they are, others to one decimal if it fits."""
    text = f"{value:.1f}"
    if float(value).is_integer() or len(text) > SCORE_CHARS:
        text = str(round(value))
    return text


def _beads_text(beads: Fraction) -> str:
    """A square's beads when they are whole (``1B``); none when mirror squares split a count unevenly.

    Three beads between two squares would read ``3/2B``, too wide for a Pick15
    label, and a rounded count would be wrong: the share beside it says it.
    """
    return f"{beads}B" if beads.denominator == 1 else ""


#: The solved labels said aloud: the letter's word, and the moves to the end (this one included), as the legend says.
SOLVED_WORDS = {
    Tone.DRAW: N_("DRAW"),
    # TRANSLATORS: a W3 label said aloud: a win for the computer, {moves} moves to the end.
    Tone.WIN: N_("WIN, MOVES TO END: {moves}"),
    # TRANSLATORS: an L4 label said aloud: a loss for the computer, {moves} moves to the end.
    Tone.LOSS: N_("LOSS, MOVES TO END: {moves}"),
}


def solved_label(score: int, empty: int) -> CellLabel:
    """A solver score for a move (mover's side) on a board with ``empty`` free squares, as W3 / D / L4."""
    if score == 0:
        return CellLabel(value_text(0, 0), Tone.DRAW, said=tr(SOLVED_WORDS[Tone.DRAW]))
    moves = moves_to_end(score, empty)
    sign, tone = (1, Tone.WIN) if score > 0 else (-1, Tone.LOSS)
    return CellLabel(value_text(sign, moves), tone, said=tr(SOLVED_WORDS[tone]).format(moves=moves))


def percent_words(percent: int, beads: str = "") -> str:
    """A chance said aloud, ``40 PERCENT``, with MENACE's whole beads after it (``40 PERCENT, 3 BEADS``)."""
    # TRANSLATORS: a computer's chance of playing a square, said aloud (the board draws 40%).
    said = tr("{percent} PERCENT").format(percent=percent)
    if not beads:
        return said
    # TRANSLATORS: a square's beads in MENACE's matchbox, said aloud (the board draws 3B).
    return f"{said}, " + tr("{beads} BEADS").format(beads=beads)


def thinking(opponent: Opponent, board: Board) -> Thinking:
    """What show thinking draws for ``opponent`` about to move on ``board``."""
    free = board.legal_moves()
    if opponent.id in SOLVED_PLAYERS:
        scores = opponent.scores(board) or {}
        empty = len(free)
        return Thinking(tr(SOLVED_LEGEND).format(name=tr(opponent.name)),
                        {sq: solved_label(round(s), empty) for sq, s in scores.items()})
    beads = getattr(opponent, "beads", None)
    if opponent.id == "menace" and beads is not None:
        counts = beads(board)
        classes = move_classes(board)
        shown = menace_shares(board, counts)
        labels = {}
        for cls in classes:
            beads_each = Fraction(counts[cls[0]], len(cls))
            whole = str(beads_each) if beads_each.denominator == 1 else ""
            for sq in cls:
                labels[sq] = CellLabel(f"{shown[sq]}%", note=_beads_text(beads_each),
                                       said=percent_words(shown[sq], whole))
        legend = (MENACE_RESIGNS_LEGEND if opponent.resigns(board)
                  else MENACE_MIRRORS_LEGEND if any(len(cls) > 1 for cls in classes) else MENACE_LEGEND)
        return Thinking(tr(legend), labels)
    scores = opponent.scores(board)
    if scores is not None:
        legend = tr(SCORE_LEGENDS[opponent.id]) if opponent.id in SCORE_LEGENDS else tr(SCORE_LEGEND).format(
            name=tr(opponent.name))
        return Thinking(legend, {sq: CellLabel(_score_label(s)) for sq, s in scores.items() if sq in free})
    shown = whole_percents(opponent.distribution(board))
    labels = {sq: CellLabel(f"{p}%", said=percent_words(p)) for sq, p in shown.items()}
    return Thinking(tr(CHANCE_LEGEND).format(name=tr(opponent.name)), labels)
