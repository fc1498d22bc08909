"""The words the lessons share: how cells, lines, players and solved values are named on a page."""

from __future__ import annotations

from game.engine import Board, Mark, cell_of, moves_to_end, solve
from game.opponents.weights import line_name

from .page import Tone

#: The sources, cited by author and title as the pages show them.
MOLER = "CLEVE MOLER, EXPERIMENTS WITH MATLAB, CH. 11"
TI83 = "A TI-83 CALCULATOR PROGRAM AND ITS FORUM THREAD"
BLOG = "TIC TAC TOE LOGIC (BLOG POST, 2007)"
ARTICLE = "PROGRAMMING TIC TAC TOE: MAGIC SQUARE"
WARGAMES = "THE DEVIL IS IN THE DATA, TIC TAC TOE WAR GAMES"
XKCD = "XKCD 832; MOLER, EXPERIMENTS WITH MATLAB, EX. 11.5"


def cells(squares: tuple[int, ...] | list[int]) -> str:
    """Squares as the cell numbers 1-9 people see, in order, space separated."""
    return " ".join(str(cell_of(sq)) for sq in squares)


def line_title(index: int) -> str:
    """A line's name on a page: "ROW 1" ... "DIAGONAL 2"."""
    return line_name(index).upper()


def solved_label(board: Board, square: int) -> tuple[str, Tone]:
    """What playing ``square`` is worth to the mover with perfect play: "W3", "D" or "L4" and its tone.

    The solver's score grows with the empty squares left at the end, so the
    number of moves to the end (this one included) is read off it.
    """
    score = -solve().score(board.play(square))
    if score == 0:
        return "D", Tone.NEUTRAL
    moves = moves_to_end(score, len(board.legal_moves()))
    return ("W" if score > 0 else "L") + str(moves), Tone.GOOD if score > 0 else Tone.BAD


def solved_labels(board: Board) -> dict[int, tuple[str, Tone]]:
    """The solved label of every free cell (none once the game is over)."""
    return {sq: solved_label(board, sq) for sq in board.legal_moves()}


def value_words(board: Board) -> str:
    """The position's value: who has won, or WIN/DRAW/LOSS for the mover with moves to the end."""
    outcome = board.outcome()
    if outcome is not None:
        return "DRAW: THE BOARD IS FULL" if outcome.winner is None else f"{outcome.winner.value} HAS WON"
    score = solve().score(board)
    if score == 0:
        return f"{board.turn.value} TO MOVE: DRAW WITH PERFECT PLAY"
    moves = moves_to_end(score, len(board.legal_moves()))
    result = "WIN" if score > 0 else "LOSS"
    return f"{board.turn.value} TO MOVE: {result} IN {moves} MOVES"


def player(mark: Mark) -> str:
    """Moler's colour for a mark: Green plays first (X), Blue second (O)."""
    return "GREEN" if mark is Mark.X else "BLUE"


def telling_best(board: Board) -> tuple[int, ...]:
    """The solver's best moves to light up; none when every free cell is as good, since lighting all says nothing."""
    if board.is_over():
        return ()
    best = tuple(solve().best_moves(board))
    return () if len(best) == len(board.legal_moves()) else best


def r_name(mark: Mark) -> str:
    """A player's mark as the R WarGames program names it: its first player (+1) is O, the second (-1) X.

    The program draws ``xo <- c("X", " ", "O")`` indexed by ``board + 2`` and
    its game against a person, ``tic.tac.toe()``, starts with ``player <- 1 #
    First player`` (The Devil is in the Data, "Tic Tac Toe War Games"), the
    other way round from the game's X first.  (Its WarGames animation starts
    ``player <- -1``; the lesson follows the game a person plays.)
    """
    return "O" if mark is Mark.X else "X"
