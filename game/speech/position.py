"""A match position in words, as a blind player hears it: who holds what, whose turn, each move, the result.

Pick15 needs no board: said aloud, the numbers each player holds and the
ones still free are the whole game.  TicTacToe and Magic15 name a square
by the Lo-Shu number every square carries (Magic15 draws it; a view's
flight carries it), so one game sounds the same in every view; a
square's place (``TOP LEFT``) is said on request, in the lessons' words.
The BIG BOARD has no numbers: its cells are named as its panel names
them (``4 DOWN, 2 ACROSS``), by the caller.

Players are named as their panels name them (``PLAYER 2``, ``PERFECT``);
the one person playing a computer is ``YOU``, with the verb's own form
(``YOU HOLD``, ``PERFECT HOLDS``), so each has its own text for a
language to say as its grammar wants.  A mark is said as the board draws
it (``X``, or ``GREEN`` with Moler's colours), by the caller, who knows
the theme.  Everything is in the language in use (``tr``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from game.engine import LO_SHU, MAGIC_SUM, Board, Mark, Outcome, View, number_of
from game.language import NC_, N_, tr, trc
from game.play.match import Seating
from game.speech.words import said_list, said_square

#: A mark as the board draws it, by mark (``X``/``O``, or ``GREEN``/``BLUE``), already in the language in use.
MarkWords = Mapping[Mark, str]
#: How a square or cell is named aloud: ``7`` on 3x3, ``4 DOWN, 2 ACROSS`` on the BIG BOARD.
Namer = Callable[[int], str]

DRAW = N_("DRAW")  # the header's word for a game no one won

#: The rows of the 3x3 grid as said for the whole position, top first.
# TRANSLATORS: said aloud before a row's squares when the whole TicTacToe or Magic15 board is read out.
ROW_WORDS = (N_("TOP ROW"), N_("MIDDLE ROW"), N_("BOTTOM ROW"))
#: The grid's other lines by name, said after a TicTacToe win's squares: the grid draws no numbers to find them by.
# TRANSLATORS: a line of the TicTacToe grid named aloud after a win's squares ("8, 4 AND 3 IN A ROW. LEFT COLUMN").
LINE_WORDS = {(0, 3, 6): NC_("said aloud", "LEFT COLUMN"), (1, 4, 7): NC_("said aloud", "MIDDLE COLUMN"),
              (2, 5, 8): NC_("said aloud", "RIGHT COLUMN"), (0, 4, 8): NC_("said aloud", "DIAGONAL FROM TOP LEFT"),
              (2, 4, 6): NC_("said aloud", "DIAGONAL FROM TOP RIGHT")}


# --- who is who ----------------------------------------------------------------


def you(seating: Seating) -> int | None:
    """The seat of the one person playing a computer (said ``YOU``), or None between two people."""
    people = [index for index, seat in enumerate(seating.seats) if seat.is_person]
    return people[0] if len(people) == 1 else None


def name(seating: Seating, mark: Mark) -> str:
    """The player holding ``mark``, as their panel names them (``YOU``, ``PLAYER 2``, ``PERFECT``)."""
    return tr(seating.seats[seating.seat_of(mark)].name)


def _is_you(seating: Seating, mark: Mark) -> bool:
    return you(seating) == seating.seat_of(mark)


def square_number(square: int) -> str:
    """A 3x3 square as said: the Lo-Shu number it carries."""
    return str(number_of(square))


def place(square: int) -> str:
    """Where a 3x3 square sits, as the lessons say it: ``TOP LEFT``, ``CENTRE`` (the same in every view)."""
    return said_square(square)


def numbered_place(square: int) -> str:
    """A 3x3 square by its number and where it sits: ``8, TOP LEFT`` (the TicTacToe grid draws no numbers)."""
    return f"{square_number(square)}, {place(square)}"


def numbering() -> str:
    """Which numbers name the TicTacToe grid's squares, said as its game opens: its numbers are not drawn on it."""
    rows = ". ".join(f"{tr(ROW_WORDS[row])}: {', '.join(str(n) for n in numbers)}" for row, numbers in enumerate(LO_SHU))
    # TRANSLATORS: said aloud as a TicTacToe game opens; {rows} are the grid's rows with the numbers that name their
    # squares ("TOP ROW: 8, 1, 6. MIDDLE ROW: 3, 5, 7. BOTTOM ROW: 4, 9, 2").
    return tr("ITS SQUARES ARE NAMED BY THE MAGIC SQUARE'S NUMBERS. {rows}").format(rows=rows)


# --- the screen and the status ----------------------------------------------------


def first_line(seating: Seating, marks: MarkWords) -> str:
    """Who plays X, which moves first: ``YOU PLAY X AND GO FIRST``, ``PERFECT PLAYS X AND GOES FIRST``."""
    if _is_you(seating, Mark.X):
        # TRANSLATORS: said as a game starts: {mark} is X (or GREEN, BLUE): the mark that moves first.
        return tr("YOU PLAY {mark} AND GO FIRST").format(mark=marks[Mark.X])
    # TRANSLATORS: said as a game starts: {name} is a player (PLAYER 1, PERFECT); {mark} is X, GREEN or BLUE.
    return tr("{name} PLAYS {mark} AND GOES FIRST").format(name=name(seating, Mark.X), mark=marks[Mark.X])


def match_line(seating: Seating, title: str, marks: MarkWords) -> str:
    """The game screen as it opens: ``PICK15 AGAINST PERFECT. YOU PLAY X AND GO FIRST``."""
    home, away = (tr(seat.name) for seat in seating.seats)
    if you(seating) is not None:
        other = away if you(seating) == 0 else home
        # TRANSLATORS: said as a game screen opens: {game} is PICK15 (TICTACTOE, BIG BOARD); {name} the computer.
        versus = tr("{game} AGAINST {name}").format(game=tr(title), name=other)
    else:
        # TRANSLATORS: said as a game screen opens: {game} is PICK15 (TICTACTOE...); {home} and {away} the players.
        versus = tr("{game}, {home} AGAINST {away}").format(game=tr(title), home=home, away=away)
    return f"{versus}. {first_line(seating, marks)}"


def holds_line(seating: Seating, mark: Mark, numbers: Sequence[object]) -> str:
    """What one player holds: ``YOU HOLD 2 AND 8``, ``PERFECT HOLDS 5``, ``YOU HOLD NOTHING`` (on the BIG BOARD,
    its cells' names)."""
    if _is_you(seating, mark):
        if not numbers:
            return tr("YOU HOLD NOTHING")
        # TRANSLATORS: the numbers (squares) the person holds, said aloud: {numbers} is "2 AND 8".
        return tr("YOU HOLD {numbers}").format(numbers=said_list(numbers))
    if not numbers:
        # TRANSLATORS: {name} is a player (PLAYER 2, PERFECT) who has no number yet.
        return tr("{name} HOLDS NOTHING").format(name=name(seating, mark))
    # TRANSLATORS: {name} is a player (PLAYER 2, PERFECT); {numbers} what they hold, "2 AND 8".
    return tr("{name} HOLDS {numbers}").format(name=name(seating, mark), numbers=said_list(numbers))


def turn_line(seating: Seating, choices: Sequence[str] = ()) -> str:
    """Whose turn, and the legal choices if given: ``YOUR TURN: 1, 3 OR 9``, ``PLAYER 2'S TURN``."""
    mover = seating.turn
    if _is_you(seating, mover):
        if not choices:
            return tr("YOUR TURN")
        # TRANSLATORS: the person's turn, said with the numbers they may take: {choices} is "1, 3 OR 9".
        return tr("YOUR TURN: {choices}").format(choices=said_list(choices, either=True))
    if not choices:
        # TRANSLATORS: {name} is a player (PLAYER 2).
        return tr("{name}'S TURN").format(name=name(seating, mover))
    # TRANSLATORS: {name} is a player (PLAYER 2); {choices} the numbers they may take, "1, 3 OR 9".
    return tr("{name}'S TURN: {choices}").format(name=name(seating, mover), choices=said_list(choices, either=True))


def thinking_line(seating: Seating) -> str:
    """The computer to move is choosing: ``PERFECT IS THINKING``."""
    # TRANSLATORS: said while the computer ({name}: PERFECT, MENACE) chooses its move.
    return tr("{name} IS THINKING").format(name=name(seating, seating.turn))


def free_numbers(board: Board) -> tuple[int, ...]:
    """The numbers of the free squares, smallest first: the choices on a 3x3 turn, in every view."""
    return tuple(sorted(number_of(square) for square in board.legal_moves()))


def held(board: Board, mark: Mark) -> tuple[int, ...]:
    """The numbers of a mark's squares, smallest first, as Pick15's panels show them."""
    return tuple(sorted(number_of(square) for square in board.squares_of(mark)))


def status(seating: Seating, board: Board, waiting: str = "") -> str:
    """A 3x3 game on: what each player holds (home first, as the panels stand), then whose turn with the free numbers.

    ``waiting``: what the computer to move is doing instead (``thinking_line``, or its thinking held for reading).
    """
    holds = [holds_line(seating, seating.mark_of(index), held(board, seating.mark_of(index))) for index in (0, 1)]
    turn = waiting or turn_line(seating, [str(number) for number in free_numbers(board)])
    return ". ".join((*holds, turn))


# --- squares --------------------------------------------------------------------------


def square_focus(seating: Seating, board: Board, square: int, view: View, marks: MarkWords, label: str = "",
                 name: str = "") -> str:
    """A 3x3 square under the cursor: ``7``; taken, ``7, TAKEN BY PERFECT`` in Pick15 or ``7, X`` on a grid;
    ``label``: the computer's thinking about it, as said (``7, WIN, 3 MOVES TO END``); ``name``: the square as
    said, where not its number alone (``numbered_place``)."""
    words = [name or square_number(square)]
    mark = board.mark_at(square)
    if mark is not None:
        words.append(taken_by(seating, mark) if view is View.PICK15 else marks[mark])
    if label:
        words.append(label)
    return ", ".join(words)


def taken_by(seating: Seating, mark: Mark) -> str:
    """Who holds a Pick15 number: ``TAKEN BY YOU``, ``TAKEN BY PERFECT``."""
    if _is_you(seating, mark):
        return tr("TAKEN BY YOU")
    # TRANSLATORS: a Pick15 number under the cursor is held by {name} (PLAYER 2, PERFECT).
    return tr("TAKEN BY {name}").format(name=name(seating, mark))


def refused_line(square_name: str) -> str:
    """A move on a taken square, refused: ``7 IS TAKEN``."""
    # TRANSLATORS: said when a player tries a square (a number, or 4 DOWN, 2 ACROSS) that is already taken.
    return tr("{square} IS TAKEN").format(square=square_name)


def whole_grid(board: Board, marks: MarkWords) -> tuple[str, ...]:
    """The 3x3 grid read row by row, each square by its number and its mark: ``TOP ROW: 8 X, 1, 6 O``."""
    lines = []
    for row, numbers in enumerate(LO_SHU):
        cells = []
        for column, number in enumerate(numbers):
            mark = board.mark_at(row * len(numbers) + column)
            cells.append(str(number) if mark is None else f"{number} {marks[mark]}")
        lines.append(f"{tr(ROW_WORDS[row])}: {', '.join(cells)}")
    return tuple(lines)


# --- what happens -----------------------------------------------------------------------


def move_line(seating: Seating, mark: Mark, square_name: str, marks: MarkWords, pick: bool) -> str:
    """A move as it is made: ``YOU TAKE 2``, ``PERFECT TAKES 5`` in Pick15; ``YOU PUT X ON 8`` on a grid."""
    if pick:
        if _is_you(seating, mark):
            # TRANSLATORS: said as the person takes a Pick15 number ({number}).
            return tr("YOU TAKE {number}").format(number=square_name)
        # TRANSLATORS: said as {name} (PLAYER 2, PERFECT) takes a Pick15 number ({number}).
        return tr("{name} TAKES {number}").format(name=name(seating, mark), number=square_name)
    if _is_you(seating, mark):
        # TRANSLATORS: said as the person puts their mark ({mark}: X, O, GREEN, BLUE) on a square ({square}: its
        # number, or 4 DOWN, 2 ACROSS).
        return tr("YOU PUT {mark} ON {square}").format(mark=marks[mark], square=square_name)
    # TRANSLATORS: said as {name} (PLAYER 2, PERFECT) puts its mark ({mark}: X, O, GREEN, BLUE) on {square}.
    return tr("{name} PUTS {mark} ON {square}").format(name=name(seating, mark), mark=marks[mark], square=square_name)


def undo_line(square_names: Sequence[str]) -> str:
    """UNDO, said: ``TAKEN BACK: 2 AND 5`` (the moves, in the order they were made)."""
    # TRANSLATORS: said after UNDO: {moves} are the squares taken back, "2 AND 5".
    return tr("TAKEN BACK: {moves}").format(moves=said_list(square_names))


def line_words(outcome: Outcome, sums: bool) -> str:
    """A 3x3 win's line: ``2, 6 AND 7 MAKE 15`` where numbers are drawn (smallest first, as the sum is written),
    else its squares along it, ``8, 1 AND 6 IN A ROW``; nothing for a draw or a resignation."""
    if outcome.line is None:
        return ""
    if sums:
        # TRANSLATORS: a Pick15 (Magic15) win said aloud: {numbers} ("2, 6 AND 7") add up to {total} (15).
        return tr("{numbers} MAKE {total}").format(numbers=said_list(sorted(number_of(sq) for sq in outcome.line)),
                                                   total=MAGIC_SUM)
    # TRANSLATORS: a TicTacToe win said aloud: {squares} ("8, 1 AND 6") are the line's squares by their numbers.
    in_a_row = tr("{squares} IN A ROW").format(squares=said_list([number_of(sq) for sq in outcome.line]))
    return f"{in_a_row}. {line_name(tuple(sorted(outcome.line)))}"


def line_name(squares: tuple[int, ...]) -> str:
    """One of the grid's eight lines by where it lies: ``TOP ROW``, ``LEFT COLUMN``, ``DIAGONAL FROM TOP LEFT``."""
    rows = [tuple(range(row * 3, row * 3 + 3)) for row in range(3)]
    if squares in rows:
        return tr(ROW_WORDS[rows.index(squares)])
    return trc("said aloud", LINE_WORDS[squares])


def run_words(first: str, last: str) -> str:
    """A BIG BOARD win's line, from one end to the other: ``FROM 1 DOWN, 1 ACROSS TO 4 DOWN, 4 ACROSS``."""
    # TRANSLATORS: a big board's winning line said aloud by its two end cells ("1 DOWN, 1 ACROSS").
    return tr("FROM {first} TO {last}").format(first=first, last=last)


def result_line(seating: Seating, winner: Mark | None, line: str) -> str:
    """The end, said from the person's side as the header says it, with the line that made it: ``YOU WIN: 2, 6 AND
    7 MAKE 15``, ``YOU LOSE: ...``, ``PLAYER 2 WINS: ...``, ``DRAW``."""
    if winner is None:
        return tr(DRAW)
    if you(seating) is None:
        # TRANSLATORS: a game's end said aloud: {name} (PLAYER 1) won; {line} is "2, 6 AND 7 MAKE 15".
        return tr("{name} WINS: {line}").format(name=name(seating, winner), line=line)
    if _is_you(seating, winner):
        # TRANSLATORS: a game's end said aloud: {line} is "2, 6 AND 7 MAKE 15" (or "8, 1 AND 6 IN A ROW").
        return tr("YOU WIN: {line}").format(line=line)
    # TRANSLATORS: a game's end said aloud: {line} is "2, 6 AND 7 MAKE 15" (or "8, 1 AND 6 IN A ROW").
    return tr("YOU LOSE: {line}").format(line=line)
