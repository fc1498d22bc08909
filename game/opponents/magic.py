"""``magic``: plays "Programming Tic Tac Toe: Magic Square" by its arithmetic.

The article reduces the game to formulas on a magic square (see
``magic_arithmetic`` for which square and the formulas).  Each move is
chosen by the first of these that gives one:

1. Win: a free ``15 - a - b`` for two of its own numbers a, b.
2. Block: the same for two of the opponent's numbers.
3. The article's scripted lines.  Moving first it plays both of them,
   opening in the centre half the time and in each corner an eighth:

   * The computer-first line: X1 = 5; X2 = ``abs(10 - 2*O1)``; X3 =
     ``Cn(O2)`` if O1 was an edge (a fork: "O3 must = (15 - X2 - X3) or =
     Across(X3)", X4 the other side), else ``15 - O2 - O1``; X4 = ``15 -
     Across(O1) - O2``; X5 the remaining corner, a tie.
   * The corner line, X1 a corner.  X2 by O1: the "Center-move" if O1 = 5;
     the centre if O1 is an edge; ``Cn(X1)`` if O1 = Across(X1); else
     ``Across(X1)``.  After X2 = 5 (O2 = 10 - X1 to block), X3 = ``Cp(X1)``
     if X1 or 10 - X1 is ``(O1 + O1) mod 10``, else ``Cn(X1)``: a fork, "O3
     must be = (10 - X3) OR = (15 - X3 - X1)".  After a corner X2 (O2 =
     ``15 - X1 - X2`` to block), X3 is the remaining corner, and "X4
     selects the other side of the fork and wins".  The Center-move: X2 =
     Across(X1), X3 = Across(O2) to block; after a corner O2, X4 the other
     side of the fork; after an edge O2, O3 blocks in a corner, X4 =
     Across(O3) blocks, O4 blocks and X5 = Across(O4) ties.

   The printed formulas have index slips; where they contradict the
   article's table of second moves (its worked example, X1 = 2) we follow
   the table.  The corner-X2 branch tests "O2 = Across(X1)", which never
   holds there (O2 is 5 or an edge); the table splits it by O1.  With O1 a
   corner beside X1 (X2 = Across(X1), O2 = 5) the table's X3 is Across(O1)
   ("2 4 8 5 6", "2 6 48 95 84 35|39"), where the printed "Across(O2)" is
   O's 5 and "Across(X2)" is X1 itself; then "O3 must be = En OR = Ep",
   En(X3) or Ep(X3), the two edges beside X3.  With O1 = Across(X1) X3 =
   Across(X2), and O3 must be 15 - X3 - X1 or 15 - X3 - X2 (printed 15 -
   X2 - X1, which is O2).  The Center-move's last move is printed
   "X5 = Across(O3)", which is X4's square: it is Across(O4).  One table
   row is wrong throughout: for O1 = 3 each of its three X3s lets O block
   with a fork, so every line of that row loses (``game.analysis.magic_table``
   values each line with the solver); there the formula's Cn(X1) = 4 after
   X2 = 5 is right and we keep it.  The formulas pick one X2 each ("to
   simplify this example, we'll use X2 selecting the center (5)"); the
   table lists the others that do not lose (4 or 6 against an edge, for
   one), and magic plays them too: every line of the table that the solver
   finds won, turned a quarter turn at a time to each corner ("We will skip
   the other three corners for now"), X picking evenly among the formulas'
   move and the table's at each position (``table_lines``).  Kp and Kn, which the article defines but uses in no line,
   are left to the lessons.

   Moving second: against a corner the centre ("The only safe move");
   against the centre a corner (O's corner reply in the computer-first
   line; an edge loses); then the Center-move line's O2, an edge (a corner
   there loses to a fork, as the article shows).
4. The edge opening, "left for the reader to work out": the centre or a
   corner beside it (Cp, Cn).  The tests confirm with the solver that the
   safe replies to an edge are exactly these and the edge across
   (Across); we leave Across out because the play after it is beyond the
   article's formulas and the fallback below, checked exhaustively, loses
   that line to a fork.
5. Where the article stops, a fallback in its spirit: a move making two
   open lines at once (the fork every line aims at); else the centre; else
   a forcing move -- one that leaves a single ``15 - a - b`` open, "a move
   that forces the next player to select a particular position" -- after
   whose forced reply the opponent has no fork; else a corner; else an edge.

Every step but the opening picks uniformly among the numbers it offers.
How often each step decides (``game.analysis.magic_sources``, which counts
every position magic can meet and weights them by the exact chance of
meeting them against ``random``; a test recomputes these lines):

* As X: the article decides 461 of the 461 positions it can meet (100%) and
  100% of its moves against random; the edge exercise 0 positions (0% of its
  moves), the fallback 0 (0%).
* As O: the article decides 611 of the 713 positions it can meet (86%) and
  69% of its moves against random; the edge exercise 4 positions (13% of its
  moves), the fallback 98 (17%).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations

from game.engine import MAGIC_SUM, Board, Mark, solve
from game.language import N_

from .base import Distribution, Opponent
from .magic_arithmetic import (
    CENTRE,
    RIM_MODULUS,
    across,
    completion,
    corner_next,
    corner_previous,
    edge_next,
    edge_previous,
    is_corner,
    is_edge,
    number_on,
    square_of,
)
from .magic_printed import printed_lines

Numbers = frozenset[int]
#: A game in the article's numbers, in play order, X first.
Line = tuple[int, ...]

#: Every number on the board, and the four corners (the even ones).
ALL_NUMBERS: Numbers = frozenset(range(1, 2 * CENTRE))
CORNERS: Numbers = frozenset(n for n in ALL_NUMBERS if is_corner(n))
#: X's opening: the computer-first line's centre half the time, the first example's corner the other half.
CENTRE_OPENING_CHANCE = Fraction(1, 2)


class Source(enum.Enum):
    """Where a decision comes from: the article's three kinds of rule, or our fallback."""

    WIN = "win"  # 15 - a - b completes a line of its own
    BLOCK = "block"  # 15 - a - b completes a line of the opponent's
    LINE = "line"  # the article's scripted lines and safe replies
    EXERCISE = "exercise"  # the edge opening "left for the reader": our answer, in the article's Cp and Cn
    FALLBACK = "fallback"  # where the article stops

    @property
    def from_article(self) -> bool:
        """Whether the article itself gives this decision."""
        return self in (Source.WIN, Source.BLOCK, Source.LINE)


@dataclass(frozen=True, slots=True)
class Decision:
    """One move's rule and the exact chance of each of the article's numbers it may pick."""

    source: Source
    odds: Mapping[int, Fraction]


def held(board: Board, mark: Mark) -> Numbers:
    """The article's numbers a mark holds."""
    return frozenset(number_on(sq) for sq in board.squares_of(mark))


def open_completions(own: Iterable[int], free: Numbers) -> Numbers:
    """Every free number that completes a line with two of ``own``: the 15 - a - b threats."""
    return frozenset(
        c for a, b in combinations(sorted(own), 2) if (c := completion(a, b)) is not None and c in free
    )


def evenly(numbers: Iterable[int]) -> dict[int, Fraction]:
    """Equal chances on these numbers."""
    chosen = sorted(numbers)
    return {n: Fraction(1, len(chosen)) for n in chosen}


def opening_odds() -> dict[int, Fraction]:
    """X1: the centre with CENTRE_OPENING_CHANCE, else a corner, each corner equally likely."""
    corner_chance = (1 - CENTRE_OPENING_CHANCE) / len(CORNERS)
    return {CENTRE: CENTRE_OPENING_CHANCE} | {c: corner_chance for c in sorted(CORNERS)}


def centre_first_line(o1: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The article's computer-first line after O1: X's four moves and O's forced replies."""
    x2 = abs(2 * CENTRE - 2 * o1)
    o2 = across(x2)
    x3 = corner_next(o2) if is_edge(o1) else MAGIC_SUM - o2 - o1
    o3 = across(x3)
    x4 = MAGIC_SUM - across(o1) - o2
    return (CENTRE, x2, x3, x4), (o1, o2, o3, across(x4))


def centre_lines() -> Iterator[Line]:
    """The computer-first line against every O1: X forks an edge, and ties a corner in "the remaining corner"."""
    for o1 in sorted(ALL_NUMBERS - {CENTRE}):
        xs, os = centre_first_line(o1)
        line = tuple(n for pair in zip(xs, os) for n in pair)
        if is_edge(o1):  # "O3 must = (15 - X2 - X3) or = Across(X3)"; X4 the other side of the fork
            x2, x3 = xs[1:3]
            yield from fork_ends(line[:5], (MAGIC_SUM - x2 - x3, across(x3)))
        else:
            yield line + tuple(ALL_NUMBERS - set(line))


def the_block(xs: Iterable[int], line: Line) -> int:
    """O's forced reply: the one free number completing two of X's."""
    (block,) = open_completions(xs, ALL_NUMBERS - set(line))
    return block


def fork_ends(line: Line, sides: tuple[int, int]) -> Iterator[Line]:
    """O3 takes either side of X's fork; "X4 selects the other side of the fork and wins"."""
    for o3 in sides:
        (x4,) = set(sides) - {o3}
        yield line + (o3, x4)


def centre_move_lines(x1: int) -> Iterator[Line]:
    """The article's "Center-move" after X1 = a corner, O1 = 5, against every O2."""
    x2 = across(x1)
    for o2 in sorted(ALL_NUMBERS - {x1, CENTRE, x2}):
        x3 = across(o2)  # "to block"
        line: Line = (x1, CENTRE, x2, o2, x3)
        if is_corner(o2):  # X's three corners fork
            yield from fork_ends(line, (MAGIC_SUM - x1 - x3, MAGIC_SUM - x2 - x3))
            continue
        o3 = the_block(line[::2], line)  # "O3 must be to a corner to block"
        x4 = across(o3)  # blocks O's 5 + O3
        line += (o3, x4)
        o4 = the_block(line[::2], line)  # "O3 must block" (O's fourth move)
        yield line + (o4, across(o4))  # printed "X5 = Across(O3)", which is X4's: Across(O4) is the last, tying cell


def corner_lines(x1: int) -> Iterator[Line]:
    """The article's line from X1 = a corner, by its X2 cases, against every O1 and O's expected replies."""
    for o1 in sorted(ALL_NUMBERS - {x1}):
        if o1 == CENTRE:
            yield from centre_move_lines(x1)
        elif is_edge(o1):
            x2, o2 = CENTRE, across(x1)
            doubled = 2 * o1 % RIM_MODULUS  # the test "X1 = (O1 + O1) mod 10 or 10 - X1 = ..."
            x3 = corner_previous(x1) if doubled in (x1, across(x1)) else corner_next(x1)
            yield from fork_ends((x1, o1, x2, o2, x3), (across(x3), MAGIC_SUM - x3 - x1))
        elif o1 == across(x1):
            x2 = corner_next(x1)
            o2 = MAGIC_SUM - x1 - x2
            x3 = across(x2)
            yield from fork_ends((x1, o1, x2, o2, x3), (MAGIC_SUM - x3 - x1, MAGIC_SUM - x3 - x2))
        else:  # O1 a corner beside X1
            x2 = across(x1)
            o2 = MAGIC_SUM - x1 - x2
            x3 = across(o1)  # the table's X3; the printed Across(X2) is X1 itself
            yield from fork_ends((x1, o1, x2, o2, x3), (edge_next(x3), edge_previous(x3)))


def quarter_turn(number: int) -> int:
    """A number's image a quarter turn clockwise: the next corner or the next edge around the rim."""
    return number if number == CENTRE else corner_next(number) if is_corner(number) else edge_next(number)


def turned_to(x1: int, line: Line) -> Line:
    """A line of the table (X1 = 2) turned a quarter turn at a time until its X1 is ``x1``."""
    while line[0] != x1:
        line = tuple(quarter_turn(n) for n in line)
    return line


def wins_for_x(line: Line) -> bool:
    """Whether X wins with perfect play from the end of this line (the solver's word)."""
    board = Board.from_moves([square_of(n) for n in line])
    score = solve().score(board)
    return (score if board.turn is Mark.X else -score) > 0


@cache
def winning_table_lines() -> tuple[Line, ...]:
    """The printed table's lines (X1 = 2) that win for X: all but the row O1 = 3, whose every X3 lets O fork."""
    return tuple(line for line in printed_lines() if wins_for_x(line))


def table_lines(x1: int) -> Iterator[Line]:
    """The table's winning lines turned to X1 = ``x1``, each to its end: X3 forks, O3 blocks a side, X4 wins."""
    for line in winning_table_lines():
        line = turned_to(x1, line)
        sides = tuple(sorted(open_completions(line[::2], ALL_NUMBERS - set(line))))
        if len(sides) != 2:
            raise ValueError(f"the table's X3 in {line} is not a fork")
        yield from fork_ends(line, sides)


def x_lines() -> Iterator[Line]:
    """Every game of both of the article's X lines and of its table's, O replying as the article says it must."""
    yield from centre_lines()
    for x1 in sorted(CORNERS):
        yield from corner_lines(x1)
        yield from table_lines(x1)


@cache
def x_line_moves() -> dict[tuple[Numbers, Numbers], Numbers]:
    """X's scripted moves after each prefix of the lines, keyed by the numbers X and O hold.

    Keyed by the position, not the order of play (magic's odds depend on the
    position alone, as the exact analyses need): where the computer-first
    line and a turned line of the table meet the same position, X picks
    among both lines' moves.
    """
    table: dict[tuple[Numbers, Numbers], set[int]] = {}
    for line in x_lines():
        for k in range(2, len(line), 2):
            table.setdefault((frozenset(line[0:k:2]), frozenset(line[1:k:2])), set()).add(line[k])
    return {key: frozenset(moves) for key, moves in table.items()}


def script_as_first(mine: Numbers, theirs: Numbers) -> Numbers:
    """X's move on the article's lines after its opening, if the position is on one."""
    return x_line_moves().get((mine, theirs), frozenset())


def edge_replies(x1: int) -> Numbers:
    """O1 against X1 on an edge, the reader's exercise: the centre or a corner beside it (Cp, Cn)."""
    return frozenset({CENTRE, corner_previous(x1), corner_next(x1)})


def script_as_second(mine: Numbers, theirs: Numbers) -> Numbers:
    """O's move from the article's safe second moves and its Center-move line."""
    if not mine and len(theirs) == 1:
        (x1,) = theirs
        return frozenset({CENTRE}) if is_corner(x1) else CORNERS if x1 == CENTRE else frozenset()
    if mine == {CENTRE} and len(theirs) == 2:
        x1, x2 = sorted(theirs)
        if is_corner(x1) and x2 == across(x1):
            return frozenset(n for n in ALL_NUMBERS if is_edge(n))
    return frozenset()


def scripted(mark: Mark, mine: Numbers, theirs: Numbers) -> tuple[Source, Numbers]:
    """The scripted move for ``mark`` here, if any, and whether the article or the exercise scripts it."""
    if mark is Mark.X:
        return Source.LINE, script_as_first(mine, theirs)
    if not mine and len(theirs) == 1 and is_edge(x1 := min(theirs)):
        return Source.EXERCISE, edge_replies(x1)
    return Source.LINE, script_as_second(mine, theirs)


def fallback(mine: Numbers, theirs: Numbers, free: Numbers) -> Numbers:
    """Where the article stops: fork, centre, safe forcing move, corner, edge."""
    forks = frozenset(m for m in free if len(open_completions(mine | {m}, free - {m})) >= 2)
    if forks:
        return forks
    if CENTRE in free:
        return frozenset({CENTRE})
    safe_forcing = set()
    for m in free:
        threats = open_completions(mine | {m}, free - {m})
        if len(threats) == 1:
            (reply,) = threats
            left = free - {m, reply}
            if len(open_completions(theirs | {reply}, left)) < 2:
                safe_forcing.add(m)
    if safe_forcing:
        return frozenset(safe_forcing)
    return (free & CORNERS) or free


def decide(board: Board) -> Decision:
    """The rule that decides this move (the first that offers one) and its odds on the article's numbers."""
    if board.ply == 0:
        return Decision(Source.LINE, opening_odds())
    mine, theirs = held(board, board.turn), held(board, board.turn.other)
    free = frozenset(number_on(sq) for sq in board.legal_moves())
    script_source, script = scripted(board.turn, mine, theirs)
    for source, choices in (
        (Source.WIN, open_completions(mine, free)),
        (Source.BLOCK, open_completions(theirs, free)),
        (script_source, script & free),
    ):
        if choices:
            return Decision(source, evenly(choices))
    return Decision(Source.FALLBACK, evenly(fallback(mine, theirs, free)))


class MagicPlayer(Opponent):
    """Magic-square arithmetic: 15 - a - b to win or block, then the article's lines."""

    id = "magic"
    name = N_("MAGIC")
    description = N_(
        'ADDS UP NUMBERS ON A MAGIC SQUARE TO WIN, BLOCK AND OPEN. "PROGRAMMING TIC TAC TOE: MAGIC SQUARE".')

    def distribution(self, board: Board) -> Distribution:
        """The chosen rule's odds, moved from the article's numbers to their squares."""
        return {square_of(n): p for n, p in sorted(decide(board).odds.items(), key=lambda item: square_of(item[0]))}
