"""The words the lessons share: how cells, lines, players and solved values are named on a page.

Each is said in the language in use when a page is made (``tr``), since a
page's texts are filled in before they are drawn; the sources' citations
are kept whole (``N_``) and looked up where they are drawn.
"""

from __future__ import annotations

from game.engine import Board, Mark, View, moves_to_end, number_of, solve
from game.engine.board import SIZE

from game.language import N_, tr, trc

from .page import Tone

#: The sources, cited by author and title as the pages show them.
# TRANSLATORS: a lesson's source, on one line under the caption: keep the author's name and the book's title as
# written (a title may take its published translation); translate only "CH." (chapter).
MOLER = N_("CLEVE MOLER, EXPERIMENTS WITH MATLAB, CH. 11")
# TRANSLATORS: a lesson's source: "TI-83" is a calculator's name.
TI83 = N_("A TI-83 CALCULATOR PROGRAM AND ITS FORUM THREAD")
# TRANSLATORS: a lesson's source: "TIC TAC TOE LOGIC" is the blog post's title, kept as written.
BLOG = N_("TIC TAC TOE LOGIC (BLOG POST, 2007)")
# TRANSLATORS: a lesson's source: an article's title, kept as written.
ARTICLE = N_("PROGRAMMING TIC TAC TOE: MAGIC SQUARE")
# TRANSLATORS: a lesson's source: a blog's name and a post's title, both kept as written.
WARGAMES = N_("THE DEVIL IS IN THE DATA, TIC TAC TOE WAR GAMES")
# TRANSLATORS: a lesson's source: a comic's number, then a book (author and title kept); translate "EX." (exercise).
XKCD = N_("XKCD 832; MOLER, EXPERIMENTS WITH MATLAB, EX. 11.5")


#: Each square where it sits, for a page whose board is the TicTacToe grid alone: it draws no number to name it by.
# TRANSLATORS: a square of the TicTacToe grid named by where it sits, inside a lesson's sentence ("BLUE BLOCKS AT
# TOP LEFT.").
SQUARE_WORDS = (N_("TOP LEFT"), N_("TOP MIDDLE"), N_("TOP RIGHT"), N_("MIDDLE LEFT"), N_("CENTRE"),
                N_("MIDDLE RIGHT"), N_("BOTTOM LEFT"), N_("BOTTOM MIDDLE"), N_("BOTTOM RIGHT"))
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
    if sorted(squares) == list(CORNERS):
        # TRANSLATORS: the four corners of the grid at once, as a move a lesson names ("BEST: ANY CORNER.").
        return tr("ANY CORNER")
    if sorted(squares) == list(EDGES):
        # TRANSLATORS: the four edges of the grid (top middle, middle left...) at once, as a move a lesson names.
        return tr("ANY EDGE")
    return _either([square_word(sq) for sq in squares])


def _either(names: list[str]) -> str:
    """Squares' names as either one, each joined on with OR: a translator reorders a pair, never a list."""
    either = names[0] if names else ""
    for name in names[1:]:
        # TRANSLATORS: two squares a lesson names as either one: "TOP LEFT OR CENTRE" ({first} may be several
        # squares already joined this way).
        either = tr("{first} OR {second}").format(first=either, second=name)
    return either


def square_word(square: int) -> str:
    """One square of the TicTacToe grid alone, where it sits: ``TOP LEFT``."""
    return tr(SQUARE_WORDS[square])


def line_title(index: int) -> str:
    """A line's name on a page: "ROW 1" ... "DIAGONAL 2", numbered as ``weights.line_name`` numbers them."""
    kind, number = divmod(index, SIZE)
    if kind == 0:
        # TRANSLATORS: a row of the grid, counted from the top (ROW 1 ... ROW 3).
        return tr("ROW {number}").format(number=number + 1)
    if kind == 1:
        # TRANSLATORS: a column of the grid, counted from the left (COLUMN 1 ... COLUMN 3).
        return tr("COLUMN {number}").format(number=number + 1)
    # TRANSLATORS: a diagonal of the grid: 1 from the top left, 2 from the top right.
    return tr("DIAGONAL {number}").format(number=number + 1)


def value_text(sign: int, moves: int) -> str:
    """A move's solved value as a cell's label, W3 / D / L4: won (``sign`` 1), drawn (0) or lost (-1), in ``moves``.

    Said in a context of their own (never as bare letters, which the font, looking up each text it draws, would
    translate where a key's letter D stands alone too).
    """
    if sign == 0:
        # TRANSLATORS: a cell's label: DRAW's initial, one or two characters (it fits a small framed box).
        return trc("a cell's label: the value of playing it", "D")
    if sign > 0:
        # TRANSLATORS: a cell's label: WIN's initial then the moves to the end ({moves}, 1-9), as "W3": two
        # characters in all, at most (it fits a small framed box).
        return trc("a cell's label: the value of playing it", "W{moves}").format(moves=moves)
    # TRANSLATORS: a cell's label: LOSS's initial then the moves to the end ({moves}, 1-9), as "L4": two
    # characters in all, at most (it fits a small framed box).
    return trc("a cell's label: the value of playing it", "L{moves}").format(moves=moves)


def solved_label(board: Board, square: int) -> tuple[str, Tone]:
    """What playing ``square`` is worth to the mover with perfect play: "W3", "D" or "L4" and its tone.

    The solver's score grows with the empty squares left at the end, so the
    number of moves to the end (this one included) is read off it.
    """
    score = -solve().score(board.play(square))
    moves = moves_to_end(score, len(board.legal_moves())) if score else 0
    tone = Tone.NEUTRAL if score == 0 else Tone.GOOD if score > 0 else Tone.BAD
    return value_text((score > 0) - (score < 0), moves), tone


def solved_labels(board: Board) -> dict[int, tuple[str, Tone]]:
    """The solved label of every free cell (none once the game is over)."""
    return {sq: solved_label(board, sq) for sq in board.legal_moves()}


def value_words(board: Board) -> str:
    """The position's value with perfect play: who has won, or the mover's WIN or LOSS in so many moves, or DRAW.

    Said as a cell's label reads: "W5" is "WIN IN 5", the moves to the end this one included.
    """
    outcome = board.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return tr("DRAW: THE BOARD IS FULL")
        # TRANSLATORS: {mark} is X or O.
        return tr("{mark} HAS WON").format(mark=outcome.winner.value)
    score = solve().score(board)
    mark = board.turn.value
    if score == 0:
        # TRANSLATORS: {mark} is X or O; with perfect play the game is a draw.
        return tr("{mark} TO MOVE: DRAW").format(mark=mark)
    moves = moves_to_end(score, len(board.legal_moves()))
    if score > 0:
        # TRANSLATORS: {mark} is X or O; with perfect play the mover wins in {moves} moves (this one included).
        return tr("{mark} TO MOVE: WIN IN {moves}").format(mark=mark, moves=moves)
    # TRANSLATORS: {mark} is X or O; with perfect play the mover loses in {moves} moves (this one included).
    return tr("{mark} TO MOVE: LOSS IN {moves}").format(mark=mark, moves=moves)


def player(mark: Mark) -> str:
    """Moler's colour for a mark: Green plays first (X), Blue second (O)."""
    if mark is Mark.X:
        # TRANSLATORS: a player named by colour, as Moler names them: the one who goes first.
        return tr("GREEN")
    # TRANSLATORS: a player named by colour, as Moler names them: the one who goes second.
    return tr("BLUE")


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
