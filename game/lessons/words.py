"""The words the lessons share: how cells, lines, players and solved values are named on a page."""

from __future__ import annotations

from game.engine import Board, Mark, View, moves_to_end, number_of, solve
from game.opponents.weights import line_name

from .page import Tone

#: The sources, cited by author and title as the pages show them.
MOLER = "CLEVE MOLER, EXPERIMENTS WITH MATLAB, CH. 11"
TI83 = "A TI-83 CALCULATOR PROGRAM AND ITS FORUM THREAD"
BLOG = "TIC TAC TOE LOGIC (BLOG POST, 2007)"
ARTICLE = "PROGRAMMING TIC TAC TOE: MAGIC SQUARE"
WARGAMES = "THE DEVIL IS IN THE DATA, TIC TAC TOE WAR GAMES"
XKCD = "XKCD 832; MOLER, EXPERIMENTS WITH MATLAB, EX. 11.5"


#: Each square where it sits, for a page whose board is the TicTacToe grid alone: it draws no number to name it by.
SQUARE_WORDS = ("TOP LEFT", "TOP MIDDLE", "TOP RIGHT", "MIDDLE LEFT", "CENTRE", "MIDDLE RIGHT",
                "BOTTOM LEFT", "BOTTOM MIDDLE", "BOTTOM RIGHT")
CORNERS, EDGES = (0, 2, 6, 8), (1, 3, 5, 7)
#: The board a page draws unless it says otherwise (``Page.views``).
GRID_ALONE = (View.TICTACTOE,)


def cells(squares: tuple[int, ...] | list[int], views: tuple[View, ...] = GRID_ALONE) -> str:
    """Squares named as the page's board shows them, in order.

    Where a Pick15 or Magic15 board is drawn, by the number on each square
    (smallest first, space separated, as people read a hand of numbers); on the TicTacToe
    grid alone, which draws no numbers, by where each sits (``TOP LEFT``),
    all four corners or edges at once as ``ANY CORNER`` / ``ANY EDGE``.
    """
    if any(view is not View.TICTACTOE for view in views):
        return " ".join(str(n) for n in sorted(number_of(sq) for sq in squares))
    for group, words in ((CORNERS, "ANY CORNER"), (EDGES, "ANY EDGE")):
        if sorted(squares) == list(group):
            return words
    return " OR ".join(SQUARE_WORDS[sq] for sq in squares)


def square_word(square: int) -> str:
    """One square of the TicTacToe grid alone, where it sits: ``TOP LEFT``."""
    return SQUARE_WORDS[square]


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
    """The position's value with perfect play: who has won, or the mover's WIN or LOSS in so many moves, or DRAW.

    Said as a cell's label reads: "W5" is "WIN IN 5", the moves to the end this one included.
    """
    outcome = board.outcome()
    if outcome is not None:
        return "DRAW: THE BOARD IS FULL" if outcome.winner is None else f"{outcome.winner.value} HAS WON"
    score = solve().score(board)
    if score == 0:
        return f"{board.turn.value} TO MOVE: DRAW"
    moves = moves_to_end(score, len(board.legal_moves()))
    result = "WIN" if score > 0 else "LOSS"
    return f"{board.turn.value} TO MOVE: {result} IN {moves}"


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
