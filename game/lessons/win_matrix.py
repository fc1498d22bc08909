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
from game.language import N_, tr
from game.opponents.vector import LINE, TWO, Rule, VectorPlayer

from .page import Page, Tone
from .side_notes import note_lines
from .words import TI83

LESSON = 8
# TRANSLATORS: lesson 8's title.
TITLE = N_("THE WIN MATRIX")
#: Cells as the thread names them, row by row: names, like the wins' D1 ... D2, that the captions and the board's
#: labels share, so they stay as the thread writes them in every language.
LETTERS = "ABCDEFGHI"
#: The thread's names of the eight wins, in its column order.
COLUMNS = ("D1", "H1", "H2", "H3", "V1", "V2", "V3", "D2")
#: The game stepped through: X opens on a (the thread's example) and O answers on f, where no rule chooses;
#: every later move is one the rules pick.
GAME = "AFDGBCEI"

#: The thread's three rules for O: the first two word for word as far as a side panel holds them, the third,
#: "Make as many 2s into 1s if you cannot do any of that", in the words of its reason ("a 2 now will turn into a 3
#: the next move"): a 2 is a line of X's waiting for its third mark, and O's mark there makes it a 1.
#: Each is cut into note lines as the page is built, the lines after a rule's first indented under its words.
RULES_NOTES = (
    # TRANSLATORS: lesson 8's side panel: this line, then the rules O keeps, each cut into lines of 24 characters.
    N_("O TRIES TO:"),
    # TRANSLATORS: rule 1 of the side panel: -3 is an entry of the matrix, O's three in a row.
    N_("1) MAKE A -3"),
    # TRANSLATORS: rule 2, cut into lines of 24 characters: a -2 is a line of O's two marks, a 2 one of X's.
    N_("2) MAKE AS MANY -2S AS POSSIBLE WITHOUT LEAVING ANY 2S"),
    # TRANSLATORS: rule 3, cut into lines of 24 characters: O's mark in X's line of two makes its 2 a 1.
    N_("3) ELSE BLOCK: TURN AS MANY 2S AS IT CAN INTO 1S"),
    # TRANSLATORS: after the rules, cut into lines of 24 characters: X keeps them with every number's sign turned.
    N_("X: THE SAME, WITH THE NEGATIVE OF EACH"),
)
RULE_INDENT = "   "


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
    """The wins in these columns by the thread's names: "H1", "H1 AND V1"."""
    names = [COLUMNS[c] for c in columns]
    said = names[0]
    for name in names[1:]:
        # TRANSLATORS: two of the thread's names of a line (H1, V2, D1...), or a list of them and one more.
        said = tr("{first} AND {second}").format(first=said, second=name)
    return said


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
    own_line, own_two, their_two = f"{own}{LINE}", f"{own}{TWO}", f"{theirs}{TWO}"
    also = _also(len(step.liked) - 1)
    # TRANSLATORS: the move's number, the mover (X or O) and its cell by the thread's letter (A to I).
    took = tr("{number}. {who} TAKES {letter}.").format(number=number, who=who, letter=letter)
    if step.rule is Rule.THREE:
        made = [c for c in range(len(COLUMNS)) if after[c] == LINE]
        # TRANSLATORS: {line} is a matrix entry, 3 or -3; {lines} names lines as the thread does, e.g. H1 AND V1.
        caption: tuple[str, ...] = (took, tr("RULE 1: A {line} IN {lines}.").format(line=own_line, lines=_names(made)),
                   # TRANSLATORS: {who} is X or O; {line} is the matrix entry 3 or -3.
                   tr("{who} HAS THREE IN A ROW AND WINS; THE {line} SAYS WHERE TO STRIKE THROUGH THE WIN.").format(
                       who=who, line=own_line))
        lit, tone = made, Tone.GOOD
    elif step.rule is Rule.TWOS:
        made = [c for c in range(len(COLUMNS)) if after[c] == TWO and before[c] != TWO]
        # TRANSLATORS: {two} and {other} are matrix entries, 2 or -2 ({two}S: more than one of them); {lines} names
        # lines as the thread does, e.g. H1 AND V1.
        rule = (tr("RULE 2 MAKES {two}S IN {lines}, AND LEAVES THE OTHER SIDE NO {other}.") if len(made) > 1 else
                # TRANSLATORS: as above, one {two} made, in the one line {lines} names, e.g. H1.
                tr("RULE 2 MAKES A {two} IN {lines}, AND LEAVES THE OTHER SIDE NO {other}.")).format(
            two=own_two, lines=_names(made), other=their_two)
        # TRANSLATORS: {count} lines that each wait for one more mark, made by one move.
        trap = (tr("{count} AT ONCE: A TRAP, ONLY ONE CAN BE BLOCKED.").format(count=len(made)) if len(made) > 1
                else also)
        caption = (took, rule, trap)
        lit, tone = made, Tone.GOOD
    elif step.rule is Rule.BREAK:
        broken = [c for c in range(len(COLUMNS)) if before[c] == -TWO and after[c] != -TWO]
        kept = [c for c in range(len(COLUMNS)) if after[c] == -TWO]
        # TRANSLATORS: {two} is the matrix entry 2 or -2; {lines} names lines as the thread does, e.g. H1 AND V1.
        last = (tr("THE {two} IN {lines} STAYS: THE TRAP HOLDS.").format(two=their_two, lines=_names(kept)) if kept
                else also)
        # TRANSLATORS: {line}, {two}, {other} and {one} are matrix entries (3, 2, -2, 1 or their negatives); {lines}
        # names lines as the thread does, e.g. H1 AND V1.
        caption = (took, tr("NO {line}, NO {two} LEAVING NO {other}, SO RULE 3 TURNS {other} INTO {one} IN {lines}: "
                            "A BLOCK.").format(line=own_line, two=own_two, other=their_two, one=f"{theirs}{TWO - 1}",
                                               lines=_names(broken)), last)
        lit, tone = broken, Tone.NEUTRAL
    else:
        # TRANSLATORS: {two} and {other} are matrix entries, 2 or -2.
        caption = (took, tr("NO RULE PICKS A MOVE HERE: THERE IS NO {two} TO MAKE AND NO {other} TO BREAK, SO ANY FREE "
                            "CELL WILL DO.").format(two=own_two, other=their_two))
        lit, tone = [], Tone.PLAIN
    return Page(LESSON, TITLE, caption, board, labels=letter_labels(board), highlight=_lines_cells(lit),
                highlight_tone=tone, notes=_step_notes(step, board), source=TI83)


def _also(others: int) -> str:
    """How many other free cells the deciding rule likes as well, as a sentence."""
    if not others:
        # TRANSLATORS: no other free cell is as good to the rule that decided.
        return tr("NO OTHER CELL WOULD DO.")
    if others == 1:
        # TRANSLATORS: {count} is 1: one other free cell is as good to the rule that decided.
        return tr("{count} OTHER CELL WOULD DO AS WELL.").format(count=others)
    # TRANSLATORS: {count} is 2 or more: how many other free cells are as good to the rule that decided.
    return tr("{count} OTHER CELLS WOULD DO AS WELL.").format(count=others)


def _step_notes(step: Step, board: Board) -> tuple[str, ...]:
    """The side panel of a move: the mover's row of the matrix, then the game matrix after it."""
    mover, letter = step.before.turn, LETTERS[step.square]
    # TRANSLATORS: a note, 24 characters at most: X adds the cell's row of the matrix; {letter} is A-I.
    adds = (tr("{who} ADDS ROW {letter}:") if mover is Mark.X else
            # TRANSLATORS: a note, 24 characters at most: O subtracts the cell's row of the matrix; {letter} is A-I.
            tr("{who} SUBTRACTS ROW {letter}:"))
    return (adds.format(who=mover.value, letter=letter), header(3), row_text(win_contribution_matrix()[step.square], 3),
            # TRANSLATORS: a note, 24 characters at most, over the numbers of the game's matrix after the move.
            tr("GAME MATRIX NOW:"), header(3), row_text(game_vector(board), 3))


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
        # TRANSLATORS: A-I are the cells' letters; {wins} is how many wins (lines) there are, each a column.
        (tr("EACH CELL A-I: A ROW OF {wins}, A 1 PER WIN IT IS IN.").format(wins=wins),
         f"{_line_key()}.",
         # TRANSLATORS: {cells}X{wins} is the matrix's size, 9X8.
         tr("{cells} ROWS MAKE ONE {cells}X{wins} MATRIX THAT NEVER CHANGES.").format(cells=cells, wins=wins)),
        empty, labels=letter_labels(empty), notes=rows, source=TI83,
    )
    rules = Page(
        LESSON, TITLE,
        # TRANSLATORS: {wins} is how many wins (lines) there are, each a column of the matrix.
        (tr("THE GAME MATRIX STARTS AS {wins} ZEROS.").format(wins=wins),
         # TRANSLATORS: {line} is 3: a 3 in the matrix is X's line, a -3 O's.
         tr("X ADDS ITS CELL'S ROW, O TAKES ITS ROW AWAY: {line} IS X'S WIN, -{line} O'S.").format(line=LINE),
         # TRANSLATORS: each player, X and O, keeps the first of the rules in the side panel that it can.
         tr("EACH USES THE FIRST RULE THAT APPLIES.")),
        empty, labels=letter_labels(empty),
        notes=tuple(line for rule in RULES_NOTES for line in note_lines(tr(rule), RULE_INDENT)), source=TI83,
    )
    return [intro, rules, *(step_page(i, step) for i, step in enumerate(rules_game(), 1))]
