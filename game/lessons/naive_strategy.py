"""Lesson 2, Moler's naive strategy: win, else block, else random -- and how often it can be beaten.

Cleve Moler (*Experiments with MATLAB*, ch. 11) keeps the board as a matrix
of +1 (Green), -1 (Blue) and 0, and ``winningmove`` looks for a line summing
to 2p: columns first, then rows, then the diagonals.  The pages show those
sums on his own example position and the block his check order picks; then
exercise 11.2's answer, the best response to the strategy, computed exactly.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from game.analysis import BestResponse, best_response
from game.engine import Board, Mark
from game.engine.board import SIZE
from game.engine.wins import signed_vector
from game.language import N_, tr
from game.opponents.base import in_100
from game.opponents.naive import MOLER_LINE_ORDER, NaivePlayer, forced_move, winning_move

from .one_game import moler_game
from .page import Page, Tone
from .words import MOLER, player, square_word

LESSON = 2
TITLE = N_("MOLER'S NAIVE STRATEGY")
#: In Moler's example the block is Blue's sixth pick of the game: the position after Green's fork.
FORK_PLY = 5


def _line_word(line: tuple[int, ...]) -> str:
    """Moler's line in MATLAB's words: COLUMN j, ROW i or a diagonal."""
    k = MOLER_LINE_ORDER.index(line)
    if k < SIZE:
        # TRANSLATORS: a column of Moler's matrix, counted from the left (COLUMN 1 ... COLUMN 3).
        return tr("COLUMN {number}").format(number=k + 1)
    if k < 2 * SIZE:
        # TRANSLATORS: a row of Moler's matrix, counted from the top (ROW 1 ... ROW 3).
        return tr("ROW {number}").format(number=k - SIZE + 1)
    # MATLAB's diag runs from the top left, its antidiagonal from the top right: the slash draws which is which.
    # TRANSLATORS: MATLAB's diagonal, from the top left: keep the backslash, it draws which one.
    # TRANSLATORS: MATLAB's antidiagonal, from the top right: keep the slash, it draws which one.
    return tr("DIAGONAL \\") if k == 2 * SIZE else tr("ANTIDIAGONAL /")


def matrix_rows(board: Board) -> tuple[str, ...]:
    """Moler's matrix X as he prints it: +1 Green, -1 Blue, 0 empty."""
    vector = [int(v) for v in signed_vector(board)]
    return tuple("".join(f"{v:>3}" for v in vector[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))


def line_sums(board: Board) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every line in Moler's check order with its sum on the +1/-1 matrix."""
    vector = signed_vector(board)
    return tuple((line, int(sum(vector[sq] for sq in line))) for line in MOLER_LINE_ORDER)


def sum_notes(sums: tuple[tuple[tuple[int, ...], int], ...]) -> tuple[str, ...]:
    """Each line's name and its sum, the sums in one column after the longest name."""
    names = [_line_word(line) for line, _ in sums]
    width = max(map(len, names)) + 1  # the font's letters are all as wide
    return tuple(f"{name:<{width}}{total:+d}" for name, (_, total) in zip(names, sums))


def pending_page(board: Board) -> Page:
    """The lines summing to 2p: the mover's wins and the opponent's threats, and the move chosen."""
    mover = board.turn
    p = mover.sign
    sums = line_sums(board)
    threats = tuple(line for line, s in sums if s == -2 * p)
    move = forced_move(board)
    win = winning_move(board, mover)
    first = next((line for line, s in sums if s in (2 * p, -2 * p) and move in line), ())
    # TRANSLATORS: a cell's label, in a small frame: the move that wins (as short as can be).
    won = N_("WIN")
    # TRANSLATORS: a cell's label, in a small frame: the move that blocks the other player's line (short).
    blocked = N_("BLOCK")
    numbers = dict(player=player(mover), p=p, sum=2 * p, block=-2 * p)
    if move is None:
        last = tr("NO LINE SUMS TO 2P: IT PLAYS AT RANDOM.")
    elif win is not None:
        # TRANSLATORS: {line} is the first line Moler's check order finds (e.g. "COLUMN 3"); {square} where the
        # move goes (e.g. "MIDDLE RIGHT").
        last = tr("{line} COMES FIRST: WIN AT {square}.").format(line=_line_word(first), square=square_word(move))
    else:
        # TRANSLATORS: {line} is the first line Moler's check order finds (e.g. "COLUMN 3"); {square} where the
        # move goes (e.g. "MIDDLE RIGHT").
        last = tr("{line} COMES FIRST: BLOCK AT {square}.").format(line=_line_word(first), square=square_word(move))
    return Page(
        LESSON, TITLE,
        # TRANSLATORS: Moler's matrix holds +1 for Green and -1 for Blue: {player} (GREEN or BLUE) is P = {p}, and
        # looks for a line summing to {sum} (2P) to win, then to {block} (-2P) to block, in the order MATLAB
        # checks them.  "P" and "2P" are the letters of Moler's formula: keep them.
        (tr("{player}, P = {p}, SEEKS A SUM OF 2P = {sum} TO WIN, THEN {block} TO BLOCK: COLUMNS, ROWS, "
            "DIAGONALS.").format(**numbers),
         last),
        board,
        labels={move: (tr(won), Tone.GOOD) if win is not None else (tr(blocked), Tone.NEUTRAL)}
        if move is not None else {},
        highlight=tuple(sq for line in threats for sq in line),
        highlight_tone=Tone.BAD,
        notes=(*matrix_rows(board), *sum_notes(sums)),
        source=MOLER,
    )


def exercise_page() -> Page:
    """Exercise 11.2: can you win against it?  The best response, exact, both ways round.

    The players keep the lesson's one naming, Moler's colours: Green moves first, so you are Green when you
    go first and the strategy is Blue, and the other way round.
    """
    as_o, as_x = naive_responses()
    forced = as_o.line is not None or as_x.line is not None
    return Page(
        LESSON, TITLE,
        (tr("EXERCISE 11.2: CAN YOU WIN AGAINST IT? YES."),
         # TRANSLATORS: {player} is GREEN, who moves first; {share} a percentage, e.g. "93%".
         tr("AS {player}, FIRST, BEST PLAY WINS {share} OF GAMES;").format(player=player(Mark.X),
                                                                           share=_percent(as_o.adversary_win)),
         # TRANSLATORS: goes on from "AS GREEN, FIRST, BEST PLAY WINS 93% OF GAMES;": {player} is BLUE, who moves
         # second, and {share} the percentage of games best play wins as BLUE.
         tr("AS {player}, SECOND, {share}.").format(player=player(Mark.O), share=_percent(as_x.adversary_win)),
         tr("AND IT CAN FORCE A WIN.") if forced else tr("NO WIN CAN BE FORCED.")),
        Board(),
        notes=(*_odds_notes(Mark.X, as_o), *_odds_notes(Mark.O, as_x)),
        source=MOLER,
    )


@cache
def naive_responses() -> tuple[BestResponse, BestResponse]:
    """The best responses to the naive strategy, playing O and then X: seconds of search, done once a run
    whatever the language the pages are said in."""
    naive = NaivePlayer()
    return best_response(naive, Mark.O), best_response(naive, Mark.X)


def _percent(p: Fraction) -> str:
    # TRANSLATORS: a chance in whole percent ({share}, e.g. 93): the sign's place and spacing as the language
    # writes it.
    return tr("{share}%").format(share=in_100(p))


def _odds(p: Fraction) -> str:
    """A chance as a class reads it: the percent, then the exact fraction (``base.odds_text``, said in words)."""
    if p == 0:
        return tr("0% (NEVER)")
    if p == 1:
        return tr("100% (ALWAYS)")
    share = in_100(p)
    fraction = f"{p.numerator}/{p.denominator}"
    if share == 0:
        # TRANSLATORS: a chance that rounds to 0%: {fraction} is it exactly, e.g. "1/420".
        return tr("UNDER 1% ({fraction})").format(fraction=fraction)
    if share == 100:
        # TRANSLATORS: a chance that rounds to 100%: {fraction} is it exactly, e.g. "419/420".
        return tr("OVER 99% ({fraction})").format(fraction=fraction)
    # TRANSLATORS: a chance: {share} in whole percent, then {fraction} exactly, e.g. "93% (737/792)".
    return tr("{share}% ({fraction})").format(share=share, fraction=fraction)


def _odds_notes(you: Mark, response: BestResponse) -> tuple[str, ...]:
    """Your chances with best play against the strategy, as ``you`` (GREEN first, BLUE second)."""
    if you is Mark.X:
        # TRANSLATORS: a note over your chances: {player} is GREEN, who moves first (24 characters at most).
        heading = tr("YOU {player}, FIRST:").format(player=player(you))
    else:
        # TRANSLATORS: a note over your chances: {player} is BLUE, who moves second (24 characters at most).
        heading = tr("YOU {player}, SECOND:").format(player=player(you))
    # TRANSLATORS: a note under "YOU GREEN, FIRST:", its first character a space (it goes on from that line):
    # the share of games you win, e.g. " WIN  93% (737/792)"; 24 characters at most.
    return (heading, tr(" WIN  {odds}").format(odds=_odds(response.adversary_win)),
            # TRANSLATORS: as " WIN  {odds}": the share of games drawn; keep the leading space.
            tr(" DRAW {odds}").format(odds=_odds(response.draw)),
            # TRANSLATORS: as " WIN  {odds}": the share of games lost; keep the leading space.
            tr(" LOSS {odds}").format(odds=_odds(response.adversary_loss)))


def pages() -> list[Page]:
    """Lesson 2's pages in order."""
    fork = moler_game()[FORK_PLY]
    block = fork.play(forced_move(fork))  # type: ignore[arg-type]
    intro = Page(
        LESSON, TITLE,
        (tr("THE COMPUTER WINS IF IT CAN, ELSE IT BLOCKS, ELSE IT PICKS ANY EMPTY CELL AT RANDOM."),
         # TRANSLATORS: Moler's matrix: +1 for Green's cells, -1 for Blue's, 0 for an empty one.
         tr("AS A MATRIX: +1 GREEN, -1 BLUE, 0 AN EMPTY CELL.")),
        fork, notes=("X =", *matrix_rows(fork)), source=MOLER,
    )
    played = Page(
        LESSON, TITLE,
        # TRANSLATORS: {square} is where Blue's block goes, e.g. "MIDDLE RIGHT".
        (tr("BLUE BLOCKS AT {square}.").format(square=square_word(block.moves[-1])),
         tr("GREEN STILL HAS A LINE: ONE BLOCK CANNOT STOP A FORK.")),
        block, highlight=(block.moves[-1],), highlight_tone=Tone.NEUTRAL,
        notes=(*matrix_rows(block), *sum_notes(line_sums(block))), source=MOLER,
    )
    return [intro, pending_page(fork), played, exercise_page()]
