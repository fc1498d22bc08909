"""Lesson 2, Moler's naive strategy: win, else block, else random -- and how often it can be beaten.

Cleve Moler (*Experiments with MATLAB*, ch. 11) keeps the board as a matrix
of +1 (Green), -1 (Blue) and 0, and ``winningmove`` looks for a line summing
to 2p: columns first, then rows, then the diagonals.  The pages show those
sums on his own example position and the block his check order picks; then
exercise 11.2's answer, the best response to the strategy, computed exactly.
"""

from __future__ import annotations

from game.analysis import best_response
from game.engine import Board, Mark
from game.engine.board import SIZE
from game.engine.wins import signed_vector
from game.opponents.base import odds_text, percent
from game.opponents.naive import MOLER_LINE_ORDER, NaivePlayer, forced_move, winning_move

from .one_game import moler_game
from .page import Page, Tone
from .words import MOLER, player, square_word

LESSON = 2
TITLE = "MOLER'S NAIVE STRATEGY"
#: In Moler's example the block is Blue's sixth pick of the game: the position after Green's fork.
FORK_PLY = 5


def _line_word(line: tuple[int, ...]) -> str:
    """Moler's line in MATLAB's words: COLUMN j, ROW i or a diagonal."""
    k = MOLER_LINE_ORDER.index(line)
    if k < SIZE:
        return f"COLUMN {k + 1}"
    if k < 2 * SIZE:
        return f"ROW {k - SIZE + 1}"
    # MATLAB's diag runs from the top left, its antidiagonal from the top right: the slash draws which is which.
    return "DIAGONAL \\" if k == 2 * SIZE else "ANTIDIAGONAL /"


def matrix_rows(board: Board) -> tuple[str, ...]:
    """Moler's matrix X as he prints it: +1 Green, -1 Blue, 0 empty."""
    vector = [int(v) for v in signed_vector(board)]
    return tuple("".join(f"{v:>3}" for v in vector[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))


def line_sums(board: Board) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every line in Moler's check order with its sum on the +1/-1 matrix."""
    vector = signed_vector(board)
    return tuple((line, int(sum(vector[sq] for sq in line))) for line in MOLER_LINE_ORDER)


def pending_page(board: Board) -> Page:
    """The lines summing to 2p: the mover's wins and the opponent's threats, and the move chosen."""
    mover = board.turn
    p = mover.sign
    sums = line_sums(board)
    threats = tuple(line for line, s in sums if s == -2 * p)
    move = forced_move(board)
    win = winning_move(board, mover)
    first = next((line for line, s in sums if s in (2 * p, -2 * p) and move in line), ())
    kind = "WIN" if win is not None else "BLOCK"
    return Page(
        LESSON, TITLE,
        (f"{player(mover)}, P = {p}, SEEKS A SUM OF 2P = {2 * p} TO WIN,",
         f"THEN {-2 * p} TO BLOCK: COLUMNS, ROWS, DIAGONALS.",
         f"{_line_word(first)} COMES FIRST: {kind} AT {square_word(move)}." if move is not None
         else "NO LINE SUMS TO 2P: IT PLAYS AT RANDOM."),
        board,
        labels={move: (kind, Tone.NEUTRAL if kind == "BLOCK" else Tone.GOOD)} if move is not None else {},
        highlight=tuple(sq for line in threats for sq in line),
        highlight_tone=Tone.BAD,
        notes=(*matrix_rows(board), *(f"{_line_word(line):<15}{s:+d}" for line, s in sums)),
        source=MOLER,
    )


def exercise_page() -> Page:
    """Exercise 11.2: can you win against it?  The best response, exact, both ways round.

    The players keep the lesson's one naming, Moler's colours: Green moves first, so you are Green when you
    go first and the strategy is Blue, and the other way round.
    """
    naive = NaivePlayer()
    as_o = best_response(naive, Mark.O)
    as_x = best_response(naive, Mark.X)
    return Page(
        LESSON, TITLE,
        ("EXERCISE 11.2: CAN YOU WIN AGAINST IT? YES.",
         f"AS {player(Mark.X)}, FIRST, BEST PLAY WINS {percent(as_o.adversary_win)} OF GAMES;",
         f"AS {player(Mark.O)}, SECOND, {percent(as_x.adversary_win)}. NO WIN CAN BE FORCED."
         if as_o.line is None and as_x.line is None else "AND IT CAN FORCE A WIN."),
        Board(),
        notes=(
            f"YOU {player(Mark.X)}, FIRST:",
            f" WIN  {odds_text(as_o.adversary_win).upper()}",
            f" DRAW {odds_text(as_o.draw).upper()}",
            f" LOSS {odds_text(as_o.adversary_loss).upper()}",
            f"YOU {player(Mark.O)}, SECOND:",
            f" WIN  {odds_text(as_x.adversary_win).upper()}",
            f" DRAW {odds_text(as_x.draw).upper()}",
            f" LOSS {odds_text(as_x.adversary_loss).upper()}",
        ),
        source=MOLER,
    )


def pages() -> list[Page]:
    """Lesson 2's pages in order."""
    fork = moler_game()[FORK_PLY]
    block = fork.play(forced_move(fork))  # type: ignore[arg-type]
    intro = Page(
        LESSON, TITLE,
        ("THE COMPUTER WINS IF IT CAN, ELSE IT BLOCKS,", "ELSE IT PICKS ANY EMPTY CELL AT RANDOM.",
         "AS A MATRIX: +1 GREEN, -1 BLUE, 0 AN EMPTY CELL."),
        fork, notes=("X =", *matrix_rows(fork)), source=MOLER,
    )
    played = Page(
        LESSON, TITLE,
        (f"BLUE BLOCKS AT {square_word(block.moves[-1])}.",
         "GREEN STILL HAS A LINE:", "ONE BLOCK CANNOT STOP A FORK."),
        block, highlight=(block.moves[-1],), highlight_tone=Tone.NEUTRAL,
        notes=(*matrix_rows(block), *(f"{_line_word(line):<15}{s:+d}" for line, s in line_sums(block))), source=MOLER,
    )
    return [intro, pending_page(fork), played, exercise_page()]
