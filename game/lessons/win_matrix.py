"""Lesson 8, the win matrix: the TI-83 thread's 9x8 win-contribution matrix and its three rules, on a real game.

In the forum thread of the TI-83 "M.E.N.A.C.E." program each cell a-i gets
a row of eight: a 1 for every win it is part of, in the order
[D1,H1,H2,H3,V1,V2,V3,D2].  The game matrix starts at zeros; X adds its
cell's row, O subtracts its own, so a 3 is X's line and a -3 O's.  O
"tries to: 1) Make a -3 2) Make as many -2s as possible without leaving
any 2s [...] 3) Make as many 2s into 1s if you cannot do any of that", and
X the same with the signs turned round.

The pages step through one game in which both players keep those rules:
X opens on a, the thread's own example, and O answers on f, where no rule
picks anything.  Each page's matrix, the rule that decided and the cells it
liked come from ``game.engine.wins`` and the ``vector`` opponent, which
plays these rules; ``rules_game`` refuses a move the rules would not make.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from game.engine import LINES, SQUARES, Board, Mark
from game.engine.wins import CONTRIBUTION_ORDER, signed_vector, win_contribution_matrix
from game.opponents.vector import LINE, TWO, Rule, VectorPlayer

from .page import Page, Tone
from .words import TI83

LESSON = 8
TITLE = "THE WIN MATRIX"
#: Cells as the thread names them, row by row.
LETTERS = "ABCDEFGHI"
#: The thread's names of the eight wins, in its column order.
COLUMNS = ("D1", "H1", "H2", "H3", "V1", "V2", "V3", "D2")
#: The game stepped through: X opens on a (the thread's example) and O answers on f, where no rule chooses;
#: every later move is one the rules pick.
GAME = "AFDGBCEI"

#: The thread's three rules for O: the first two word for word as far as a side panel holds them, the third,
#: "Make as many 2s into 1s if you cannot do any of that", in the words of its reason ("a 2 now will turn into a 3
#: the next move"): a 2 is a line of X's waiting for its third mark, and O's mark there makes it a 1.
RULES_NOTES = ("O TRIES TO:", "1) MAKE A -3", "2) MAKE AS MANY -2S AS", "   POSSIBLE WITHOUT", "   LEAVING ANY 2S",
               "3) ELSE BLOCK: TURN AS", "   MANY 2S AS IT CAN", "   INTO 1S", "X: THE SAME, WITH THE",
               "   NEGATIVE OF EACH")


class RulesBrokenError(ValueError):
    """A move of the lesson's game is not one the three rules pick."""


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the game: the board before it, the cell, the rule that decided, and the cells it liked as well."""

    before: Board
    square: int
    rule: Rule
    liked: tuple[int, ...]  # every cell the deciding rule likes best (all free cells when no rule applies)


def row_text(values, width: int) -> str:
    """Matrix entries in columns of ``width`` characters, right-aligned under ``header``."""
    return "".join(f"{int(v):>{width}}" for v in values)


def lettered_row(letter: str, values) -> str:
    """A cell's row of the 9x8 matrix after its letter, each entry under the last character of its column's name.

    The letter takes the first column's leading space, so a row is as wide as ``header(3)`` and fits a note.
    """
    return letter + row_text(values, 3)[1:]


def header(width: int) -> str:
    """The column names, lined up over entries of ``width`` characters."""
    return "".join(f"{name:>{width}}" for name in COLUMNS)


def game_vector(board: Board) -> np.ndarray:
    """The thread's game matrix: X's rows added, O's subtracted."""
    return signed_vector(board).astype(int) @ win_contribution_matrix().astype(int)


def rules_game() -> tuple[Step, ...]:
    """The lesson's game, each move with the rule that decided it; raises if the rules would not play a move."""
    player, board, steps = VectorPlayer(), Board(), []
    for letter in GAME:
        square = LETTERS.index(letter)
        rule, scores = player.decide(board)
        top = max(scores.values())
        liked = tuple(sq for sq, s in scores.items() if s == top) if rule is not Rule.NONE else board.legal_moves()
        if square not in liked:
            raise RulesBrokenError(f"{board.turn.value} on {letter} is not a move the rules pick in {board}")
        steps.append(Step(board, square, rule, tuple(liked)))
        board = board.play(square)
    if not board.is_over():
        raise RulesBrokenError(f"the lesson's game does not end: {board}")
    return tuple(steps)


def _names(columns) -> str:
    return " AND ".join(COLUMNS[c] for c in columns)


def _lines_cells(columns) -> tuple[int, ...]:
    """The cells of the wins in these columns."""
    return tuple(sorted({sq for c in columns for sq in LINES[CONTRIBUTION_ORDER[c]]}))


def _line_key() -> str:
    """Which line each column is, read off the board's letters: the thread names them and never says."""
    def letters(column: str) -> str:
        return " ".join(LETTERS[sq] for sq in LINES[CONTRIBUTION_ORDER[COLUMNS.index(column)]])

    return ", ".join(f"{column} = {letters(column)}" for column in ("H1", "V1", "D1", "D2"))


def step_page(number: int, step: Step) -> Page:
    """One move: the row played, the game matrix after it, and which rule chose the cell."""
    mover, board = step.before.turn, step.before.play(step.square)
    sign = mover.sign  # the mover's view: X's entries as they are, O's negated
    before, after = sign * game_vector(step.before), sign * game_vector(board)
    own, theirs = ("", "-") if mover is Mark.X else ("-", "")
    letter, who = LETTERS[step.square], mover.value
    others = len(step.liked) - 1
    also = f"{others} OTHER CELL{'S' if others != 1 else ''} WOULD DO AS WELL." if others else "NO OTHER CELL WOULD DO."
    if step.rule is Rule.THREE:
        made = [c for c in range(len(COLUMNS)) if after[c] == LINE]
        caption = (f"{number}. {who} TAKES {letter}. RULE 1: A {own}{LINE} IN {_names(made)}.",
                   f"{who} HAS THREE IN A ROW AND WINS; THE {own}{LINE} SAYS",
                   "WHERE TO STRIKE THROUGH THE WIN.")
        lit, tone = made, Tone.GOOD
    elif step.rule is Rule.TWOS:
        made = [c for c in range(len(COLUMNS)) if after[c] == TWO and before[c] != TWO]
        twos = f"{own}{TWO}S IN {_names(made)}" if len(made) > 1 else f"A {own}{TWO} IN {_names(made)}"
        trap = f"{len(made)} AT ONCE: A TRAP, ONLY ONE CAN BE BLOCKED." if len(made) > 1 else also
        caption = (f"{number}. {who} TAKES {letter}. RULE 2 MAKES {twos},",
                   f"AND LEAVES THE OTHER SIDE NO {theirs}{TWO}.", trap)
        lit, tone = made, Tone.GOOD
    elif step.rule is Rule.BREAK:
        broken = [c for c in range(len(COLUMNS)) if before[c] == -TWO and after[c] != -TWO]
        kept = [c for c in range(len(COLUMNS)) if after[c] == -TWO]
        last = f"THE {theirs}{TWO} IN {_names(kept)} STAYS: THE TRAP HOLDS." if kept else also
        caption = (f"{number}. {who} TAKES {letter}. NO {own}{LINE}, NO {own}{TWO} LEAVING NO "
                   f"{theirs}{TWO}, SO",
                   f"RULE 3 TURNS {theirs}{TWO} INTO {theirs}{TWO - 1} IN {_names(broken)}: A BLOCK.", last)
        lit, tone = broken, Tone.NEUTRAL
    else:
        caption = (f"{number}. {who} TAKES {letter}. NO RULE PICKS A MOVE HERE: THERE",
                   f"IS NO {own}{TWO} TO MAKE AND NO {theirs}{TWO} TO BREAK, SO ANY",
                   "FREE CELL WILL DO.")
        lit, tone = [], Tone.PLAIN
    row = win_contribution_matrix()[step.square]
    notes = (f"{who} {'ADDS' if mover is Mark.X else 'SUBTRACTS'} ROW {letter}:", header(3), row_text(row, 3),
             "GAME MATRIX NOW:", header(3), row_text(game_vector(board), 3))
    return Page(LESSON, TITLE, caption, board, labels=letter_labels(board), highlight=_lines_cells(lit),
                highlight_tone=tone, notes=notes, source=TI83)


def letter_labels(board: Board) -> dict[int, tuple[str, Tone]]:
    """Each free cell's letter, as the thread names the cells."""
    return {sq: (LETTERS[sq], Tone.PLAIN) for sq in SQUARES if board.mark_at(sq) is None}


def pages() -> list[Page]:
    """Lesson 8's pages in order."""
    empty, matrix = Board(), win_contribution_matrix()
    cells, wins = matrix.shape
    rows = (header(3), *(lettered_row(LETTERS[sq], matrix[sq]) for sq in SQUARES))
    intro = Page(
        LESSON, TITLE,
        (f"EACH CELL A-I: A ROW OF {wins}, A 1 PER WIN IT IS IN.",
         f"{_line_key()}.",
         f"{cells} ROWS MAKE ONE {cells}X{wins} MATRIX THAT NEVER CHANGES."),
        empty, labels=letter_labels(empty), notes=rows, source=TI83,
    )
    rules = Page(
        LESSON, TITLE,
        (f"THE GAME MATRIX STARTS AS {wins} ZEROS. X ADDS ITS",
         f"CELL'S ROW, O TAKES ITS ROW AWAY: {LINE} IS X'S WIN,",
         f"-{LINE} O'S. EACH USES THE FIRST RULE THAT APPLIES."),
        empty, labels=letter_labels(empty), notes=RULES_NOTES, source=TI83,
    )
    return [intro, rules, *(step_page(i, step) for i, step in enumerate(rules_game(), 1))]
