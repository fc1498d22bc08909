"""The lessons' content: every page valid, and each worked example agreeing with its source and the engine."""

from __future__ import annotations

import gettext
import re
from fractions import Fraction
from itertools import combinations

import pytest
from caption_lines import wrapped
from seed_sources import seed_text

from game.analysis import best_response
from game.engine import LINES, SQUARES, Board, Mark, View, number_of, reachable, solve
from game.engine.views import Pick15
from game.language import Language
from game.lessons import (
    LESSONS,
    Page,
    Tone,
    all_pages,
    free_board,
    free_board_page,
    magic_formulas,
    one_game,
    pages_in,
    perfect_play,
    unbeatable,
    weight_grid,
)
from game.lessons.page import CAPTION_LINES, CAPTION_WIDTH, NOTE_WIDTH
from game.opponents import make_opponent, roster_ids
from game.opponents.lookahead import LookaheadPlayer
from game.opponents.magic import MagicPlayer
from game.opponents.magic_arithmetic import edge_previous, knight_next, knight_previous, relatives, square_of
from game.opponents.naive import NaivePlayer

#: The post's eight intermediate grids for X X . / . . . / O . . with O to move, transcribed from
#: "tic tac toe logic" (2007): row 1, row 2, row 3, column 1, column 2, column 3, diagonal 1, diagonal 2.
POST_GRIDS = (
    ((0, 0, 10), (0, 0, 0), (0, 0, 0)),
    ((0, 0, 10), (0, 0, 0), (0, 0, 0)),
    ((0, 0, 10), (0, 0, 0), (0, 1, 1)),
    ((0, 0, 10), (0, 0, 0), (0, 1, 1)),
    ((0, 0, 10), (0, 1, 0), (0, 2, 1)),
    ((0, 0, 10), (0, 1, 0), (0, 2, 1)),
    ((0, 0, 10), (0, 2, 0), (0, 2, 2)),
    ((0, 0, 11), (0, 3, 0), (0, 2, 2)),
)
POST_LINE_NAMES = ("ROW 1", "ROW 2", "ROW 3", "COLUMN 1", "COLUMN 2", "COLUMN 3", "DIAGONAL 1", "DIAGONAL 2")

PAGES = all_pages()



def rows(grid: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(grid[r * 3:(r + 1) * 3]) for r in range(3))


def check_page(page: Page) -> None:
    """Every constraint of the Page contract."""
    assert 1 <= page.lesson <= len(LESSONS)
    assert page.title and page.title == page.title.upper()
    assert page.caption and len(wrapped(" ".join(page.caption), CAPTION_WIDTH)) <= CAPTION_LINES, page.caption
    for sentence in page.caption:
        assert sentence == sentence.upper(), sentence
    for note in page.notes:
        assert len(note) <= NOTE_WIDTH, note
    page.board.validate()
    assert all(isinstance(v, View) for v in page.views)
    assert len(page.views) in (0, 1, 3)  # none: lesson 10's 4x4 square, a board of its own
    for square, (text, tone) in page.labels.items():
        assert square in SQUARES and text and isinstance(tone, Tone)
        assert page.board.mark_at(square) is None, f"a label on a marked cell: {page}"
    assert all(sq in SQUARES for sq in page.highlight)
    assert all(a.start in SQUARES and a.end in SQUARES for a in page.arrows)
    assert page.source


@pytest.mark.parametrize("index", range(len(PAGES)))
def test_every_page_keeps_the_contract(index: int) -> None:
    check_page(PAGES[index])


def test_the_lessons_come_in_order_and_each_has_pages() -> None:
    lessons = [p.lesson for p in PAGES]
    assert lessons == sorted(lessons)
    assert set(lessons) == set(range(1, len(LESSONS) + 1))


def test_all_pages_is_deterministic_and_each_step_is_a_new_page() -> None:
    assert pages_in.__wrapped__(Language.ENGLISH) == PAGES  # worked out afresh, not the run's kept copy
    assert all(a != b for a, b in zip(PAGES, PAGES[1:]))


#: Moler's worked game, as his chapter tells it (000_5182eab01fa21a87.txt).
MOLER_PICKS = ("Suppose Green has the first move and chooses 8. Then Blue chooses 4 and Green chooses 2. Now Blue "
               "should respond by choosing 5", "Now Green chooses 6")
MOLER_FINAL = ("Green : 2 6 7 8", "Blue  : 1 4 5")  # 000_5182eab01fa21a87.txt, the final position
MOLER_FIGURE_11_3 = "Green has won with $2 + 6 + 7 = 15$."  # 000_5182eab01fa21a87.txt


def test_molers_game_is_played_move_for_move_to_his_figure_11_3() -> None:
    boards = one_game.moler_game()
    numbers = [Pick15.of(b) for b in boards]
    told = [int(n) for n in re.findall(r"choos\w* (\d)", " ".join(MOLER_PICKS))]
    assert told == [8, 4, 2, 5, 6]
    assert [number_of(a.moves[-1]) for a in boards[1:6]] == told
    assert one_game.open_fifteens(boards[5], Mark.X) == ((1, 6, 8), (2, 6, 7))
    final = Pick15.of(boards[-1])
    green, blue = ([int(n) for n in line.split(":")[1].split()] for line in MOLER_FINAL)
    assert (list(final.first), list(final.second)) == (green, blue)
    # "If Blue chooses 7, then Green chooses 1 to win. If Blue chooses 1, then Green chooses 7 to win."
    assert numbers[6].second == (1, 4, 5)  # Blue blocks 1+6+8 with the 1, as the final position has it ...
    winning = boards[-1].outcome()
    assert winning.winner is Mark.X and Pick15.of(boards[-1]).winner() is Mark.X
    won_with = [int(n) for n in re.findall(r"\d", MOLER_FIGURE_11_3)[:3]]
    assert sorted(number_of(sq) for sq in winning.lines[0]) == won_with
    assert boards[-1].moves[-1] in NaivePlayer().distribution(boards[-2])  # ... and the 7 is what his program plays


def test_the_eight_triples_summing_to_15_are_exactly_the_eight_lines() -> None:
    pairs = one_game.fifteen_lines()
    triples = [t for t in combinations(range(1, 10), 3) if sum(t) == 15]
    assert [t for t, _ in pairs] == triples and len(triples) == 8
    assert sorted(i for _, i in pairs) == list(range(len(LINES)))
    lesson1 = [p for p in PAGES if p.lesson == 1]
    assert [p.highlight for p in lesson1[-8:]] == [LINES[i] for _, i in pairs]


def test_the_weight_pages_reproduce_the_posts_eight_grids() -> None:
    pages = weight_grid.pages()
    steps = pages[1:9]
    board = Board.parse(weight_grid.POST_EXAMPLE)
    for page, grid, name in zip(steps, POST_GRIDS, POST_LINE_NAMES, strict=True):
        assert page.caption[0].startswith(name + ":")
        shown = tuple(int(n) for n in " ".join(page.notes[1:]).split())
        assert rows(shown) == grid
        assert {sq: int(text) for sq, (text, _) in page.labels.items()} == {
            sq: grid[sq // 3][sq % 3] for sq in board.legal_moves()
        }
    assert pages[-1].highlight == (2,) and pages[-1].board == board.play(2)


def test_the_article_examples_hold() -> None:
    assert edge_previous(7) == 1 and edge_previous(6) == 1
    assert knight_previous(9) == 6 and knight_previous(8) == 9
    assert knight_next(9) == 8 and knight_next(8) == 7
    pages = {p.highlight[0]: p for p in magic_formulas.pages()[1:3]}
    seven, eight = pages[square_of(7)], pages[square_of(8)]
    assert "EP(7)=1 3X MOD 10" in seven.notes
    assert {"KP(8)=9 5+X-CP", "KN(8)=7 5+X-CN"} <= set(eight.notes)
    for x, page in ((7, seven), (8, eight)):
        assert {(a.label, a.end) for a in page.arrows} == {
            (name.upper(), square_of(v)) for name, v in relatives(x).items()
        }


def test_the_computer_first_line_is_what_the_magic_opponent_plays() -> None:
    board = Board()
    magic = MagicPlayer()
    for number, _ in magic_formulas.line_steps(magic_formulas.FIRST_REPLY):
        if board.ply == 0:  # it opens in the centre half the time, the lesson's line, else in a corner
            assert magic.distribution(board)[square_of(number)] == Fraction(1, 2)
        elif board.turn is Mark.X:
            assert set(magic.distribution(board)) == {square_of(number)}
        board = board.play(square_of(number))
    assert board.outcome().winner is None


def test_lesson_6_line_beats_the_lookahead_playing_second() -> None:
    line = unbeatable.beating_line()
    player = LookaheadPlayer()
    board = Board()
    for square in line:
        if board.turn is Mark.O:
            assert square in player.distribution(board)
        board = board.play(square)
    assert board.outcome().winner is Mark.X
    assert best_response(player, Mark.O).adversary_win == 1
    pages = unbeatable.pages()
    assert pages[-1].board == board and pages[-1].highlight == board.outcome().lines[0]


@pytest.mark.parametrize("position", perfect_play.POSITIONS)
def test_lesson_7_labels_agree_with_the_solver_on_every_free_cell(position: str) -> None:
    board = Board.parse(position)
    page = perfect_play.perfect_page(board)
    solution = solve()
    assert set(page.labels) == set(board.legal_moves())
    for square, (text, tone) in page.labels.items():
        value = -solution.value(board.play(square))
        assert text[0] == {1: "W", 0: "D", -1: "L"}[value]
        assert tone is {1: Tone.GOOD, 0: Tone.NEUTRAL, -1: Tone.BAD}[value]
        if value:
            # W1 is a win on this very move: only a square completing a line.
            assert (text == "W1") == (board.play(square).outcome() is not None)
    best = tuple(solution.best_moves(board))
    # The best moves are lit, unless every free cell is as good: then lighting them all would say nothing.
    assert page.highlight == (() if len(best) == len(board.legal_moves()) else best)


@pytest.mark.parametrize("position", perfect_play.POSITIONS)
def test_lesson_7_says_what_the_opponents_it_names_really_play(position: str) -> None:
    """The page's BEST squares are the moves ``perfect`` picks among, and the move it gives ``xkcd`` is xkcd's,
    named as the grid alone shows them: by where they sit, the lit squares when there are several."""
    board = Board.parse(position)
    page = perfect_play.perfect_page(board)
    words = page.caption[1]
    best, fixed = words.split("BEST: ")[1].split(". XKCD TAKES ")
    picks = set(make_opponent("perfect").distribution(board))
    named = {"ANY CELL": set(board.legal_moves()), "ANY CORNER": {0, 2, 6, 8}, "ANY EDGE": {1, 3, 5, 7},
             "THE LIT CELLS": set(page.highlight), **{name: {sq} for sq, name in enumerate(SQUARE_NAMES)}}
    assert named[best] == picks
    assert make_opponent("xkcd").distribution(board) == {SQUARE_NAMES.index(fixed.rstrip(".")): 1}
    assert perfect_play.PERFECT_NOTE in page.notes


def test_lesson_7_opens_with_the_xkcd_player_taking_a_corner() -> None:
    """Cleve Moler's exercise 11.5 (seed file 000_5182eab01fa21a87.txt): "Implement the complete tictactoc
    strategy available from the Web comic strip `xkcd`"; the comic's map opens in a corner, and so does the page."""
    first = perfect_play.pages()[0]
    assert first.board == Board() and first.caption[1].endswith("XKCD TAKES TOP LEFT.")


@pytest.mark.parametrize(
    "position", ["...|...|...", "X..|.O.|...", "XX.|OO.|...", "XXX|OO.|...", "XOX|XOO|OXX", "XO.|.X.|..."]
)
def test_the_free_board_page_on_any_position(position: str) -> None:
    board = Board.parse(position)
    page = free_board_page(board)
    check_page(page)
    assert page.free and page.views == (View.PICK15, View.TICTACTOE, View.MAGIC15)
    assert page.board == board
    outcome = board.outcome()
    if outcome is not None:
        assert page.notes == ("GAME OVER",) and page.labels == {}
        assert ("DRAW" if outcome.winner is None else f"{outcome.winner.value} HAS WON") in page.caption[0]
    else:
        assert sum(not note.startswith(" ") for note in page.notes) == len(roster_ids())  # one per opponent
        value = solve().value(board)
        assert {1: "WIN", 0: "DRAW", -1: "LOSS"}[value] in page.caption[0]


@pytest.mark.parametrize("position", ["...|...|...", "...|...|..X", "X..|.O.|...", "XO.|.X.|..."])
def test_the_free_board_writes_every_opponents_move_whole(position: str) -> None:
    """No move is cut to fit the panel ("1 2 5 33% EAC"): each is on the page whole, under its opponent's name."""
    board = Board.parse(position)
    opponents = free_board.roster()
    notes = " ".join(free_board_page(board, opponents).notes)
    for opp in opponents:
        assert f"{opp.name.upper()} {move_words(board, opp.distribution(board))}" in " ".join(notes.split())
    assert all(len(note) <= NOTE_WIDTH for note in free_board_page(board, opponents).notes)


def move_words(board: Board, dist: dict) -> str:
    """An opponent's move as the page's notes say it, worked out here from its shares: ANY when it plays every free
    square evenly, else the numbers (Moler's square) of its likeliest squares, smallest first, and their share when
    it plays others too."""
    top = max(dist.values())
    best = " ".join(str(n) for n in sorted(MAGIC_NUMBERS[sq] for sq, share in dist.items() if share == top))
    if all(share == top for share in dist.values()):
        return "ANY" if len(dist) > 1 and set(dist) == set(board.legal_moves()) else best
    return f"{best} {round(100 * top)}%"


#: The free board's notes, typed out.  An empty board: CENTRE, LOOKAHEAD and LOOKAHEAD+ take the centre (5); the
#: TI-83's opening odds put 8 of 10 on its cell 3 (our 6); the article's MAGIC opens in the centre half the time;
#: xkcd's X opens in the top left (8); a fresh MENACE box holds a corner, an edge and the centre alike (8, 1, 5).
#: X holding 8 and 5 with O on 1: all who look for a win take 2 (8 + 5 + 2 = 15); the TI-83's main list
#: {3,7,9,2,4,7,5,1,1} on its free cells 3 4 6 7 8 9 weighs 9, 2, 7, 5, 1 and 1: 9 of 25 on cell 3, our 6 (36%);
#: MENACE's box is even.
FREE_BOARD_NOTES = {
    "...|...|...": ("RANDOM ANY", "NAIVE ANY", "CENTRE 5", "CALCULATOR 6 80%", "VECTOR ANY", "WEIGHTS ANY",
                    "LOOKAHEAD 5", "LOOKAHEAD+ 5", "MAGIC 5 50%", "PERFECT ANY", "XKCD 8", "MENACE 1 5 8"),
    "XO.|.X.|...": ("RANDOM ANY", "NAIVE 2", "CENTRE 2", "CALCULATOR 6 36%", "VECTOR 2", "WEIGHTS 2", "LOOKAHEAD 2",
                    "LOOKAHEAD+ 2", "MAGIC 2", "PERFECT 2", "XKCD 2", "MENACE ANY"),
}


@pytest.mark.parametrize("position", list(FREE_BOARD_NOTES))
def test_the_free_board_notes_read_as_typed_out(position: str) -> None:
    assert free_board_page(Board.parse(position), free_board.roster()).notes == FREE_BOARD_NOTES[position]


def test_the_free_board_names_what_each_opponent_would_play() -> None:
    page = free_board_page(Board.parse("XX.|OO.|..."))
    # X to move can win at the top right, drawn 6 in Pick15 and Magic15 (Moler's 8 1 6 / 3 5 7 / 4 9 2), the
    # numbers this page shows: every opponent that looks for a win says so.
    notes = dict(line.split(None, 1) for line in page.notes)
    for name in ("NAIVE", "CENTRE", "WEIGHTS", "LOOKAHEAD", "MAGIC", "PERFECT", "VECTOR"):
        assert notes[name] == "6", name
    empty = dict(line.split(None, 1) for line in free_board_page(Board()).notes)
    assert empty["RANDOM"] == "ANY" and empty["CENTRE"] == "5" and empty["CALCULATOR"] == "6 80%"


def test_lesson_5_says_it_switches_to_the_articles_magic_square_before_using_it() -> None:
    """The article's square (2 9 4 ...) is Moler's turned: the first page says so, both squares computed."""
    first = magic_formulas.pages()[0]
    words = " ".join(first.caption + first.notes)
    article = [" ".join(str(magic_formulas.number_on(sq)) for sq in SQUARES[r * 3:r * 3 + 3]) for r in range(3)]
    moler = [" ".join(str(number_of(sq)) for sq in SQUARES[r * 3:r * 3 + 3]) for r in range(3)]
    assert article != moler and all(row in words for row in article + moler)
    assert "MOLER" in words and "TURNED HALF A TURN" in words
    assert not first.arrows  # no formula before the square it is written in


#: How the R program names its players (002_92e2ceb83e22d0ef.txt): symbols indexed by board value + 2, from
#: -1 to +1, and the first player is +1.
R_SYMBOLS = 'xo <- c("X", " ", "O") # Symbols'
R_FIRST = "player <- 1 # First player"


def test_lesson_6_names_the_players_as_the_r_program_does() -> None:
    symbols = re.findall(r'"(.)"', R_SYMBOLS)
    first = int(re.search(r"player <- (-?\d)", R_FIRST).group(1))
    first_symbol, second_symbol = symbols[first + 1], symbols[-first + 1]  # R's xo[value + 2], 1-based
    assert (first_symbol, second_symbol) == ("O", "X")
    pages = unbeatable.pages()
    assert all(page.first_as_o for page in pages)
    assert f"ITS {first_symbol} MOVES" in " ".join(pages[0].notes)
    assert f"AS {second_symbol}, SECOND" in " ".join(pages[0].caption)
    for page in pages[1:]:  # each move is told by the program's name for its mover
        mover = page.board.turn.other
        said = page.caption[0].split("(")[1][0] if page.caption[0].startswith("THE LOOK-AHEAD") else page.caption[0][0]
        assert said == (first_symbol if mover is Mark.X else second_symbol)


@pytest.mark.parametrize(("seed_file", "quote"), [
    *(("000_5182eab01fa21a87.txt", quote) for quote in (*MOLER_PICKS, *MOLER_FINAL, MOLER_FIGURE_11_3)),
    ("002_92e2ceb83e22d0ef.txt", R_SYMBOLS), ("002_92e2ceb83e22d0ef.txt", R_FIRST),
])
def test_the_quotes_the_lessons_are_held_to_are_their_sources_own_words(seed_file: str, quote: str) -> None:
    """Moler's game and lesson 6 parse these quotes; here each is found word for word in the seed file it names."""
    assert " ".join(quote.split()) in seed_text(seed_file)


#: The squares of the TicTacToe grid by where they sit, written out by hand (row by row from the top left).
SQUARE_NAMES = ("TOP LEFT", "TOP MIDDLE", "TOP RIGHT", "MIDDLE LEFT", "CENTRE", "MIDDLE RIGHT",
                "BOTTOM LEFT", "BOTTOM MIDDLE", "BOTTOM RIGHT")
#: Moler's magic square, as the Pick15 and Magic15 views draw it: the number on each square, row by row.
MAGIC_NUMBERS = (8, 1, 6, 3, 5, 7, 4, 9, 2)


def test_no_page_on_the_grid_alone_names_a_square_by_a_number_it_does_not_draw() -> None:
    """Rule 4: the TicTacToe grid draws no numbers, so "CELL 6" or "PLAYS 5" names nothing the reader sees."""
    for page in all_pages():
        if page.views != (View.TICTACTOE,):
            continue
        for text in (*page.caption, *page.notes):
            assert not re.search(r"\bCELLS? \d|\b(?:PLAYS|PICKS|TAKES|BLOCKS? AT|WIN AT|BEST:|MOVE:) \d", text), (page.lesson, text)


def test_the_free_board_names_its_best_moves_by_the_numbers_drawn_in_every_position() -> None:
    """Shown in all three views, the free board names squares by the number Pick15 and Magic15 draw on them."""
    for board in reachable().values():
        if board.is_over():
            continue
        caption = free_board_page(board, ()).caption[-1]
        best = solve().best_moves(board)
        assert caption == f"PERFECT PLAY, BY NUMBER: {' '.join(str(n) for n in sorted(MAGIC_NUMBERS[sq] for sq in best))}."


def test_lesson_7_says_when_a_page_starts_from_another_position() -> None:
    """Page 3 (X in a corner, after X in the centre) and page 5 (X top left, O top middle, after O in the
    centre and X bottom right) are new openings, not the page before with marks added: their captions say so."""
    firsts = [page.caption[0] for page in perfect_play.pages()]
    assert [first.startswith("ANOTHER OPENING.") for first in firsts] == [False, False, True, False, True]


def test_lesson_5_table_page_that_loses_names_both_rows_it_shows_and_where_its_x3s_come_from() -> None:
    page = next(page for page in magic_formulas.pages() if "LINES LOSE" in " ".join(page.caption))
    caption = " ".join(page.caption)
    shown_o1 = {note.split()[0] for note in page.notes[1:]}
    assert shown_o1 == {"1", "3"}
    assert "O1 = 1 LINES WIN" in caption and "3 O1 = 3 LINES LOSE" in caption  # the table's two rows, by name
    # The figures the trial checked by hand: after O1 = 3, X2 = 4 5 6 win with X3 = 6 4 5, O1 = 1's wins mirrored.
    assert "DIAGONAL" in caption and "X2 = 4 5 6 THEN X3 = 6 4 5" in caption
    assert len(wrapped(caption, 48)) <= 3


def test_the_pages_are_said_in_the_language_in_use_and_again_after_a_change(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page's sentences are filled in in the language in use; the pages made in another are kept apart, so going
    back shows the English pages again."""
    import game.language.catalog as catalog_module
    from game.language import use

    spanish = {"BLUE BLOCKS AT {square}.": "AZUL BLOQUEA EN {square}.", "MIDDLE RIGHT": "CENTRO DERECHA"}

    class Catalog(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return spanish.get(message, message)

    monkeypatch.setattr(catalog_module, "catalog_of", lambda language: Catalog())
    pages_in.cache_clear()  # pages another test made in the real Spanish are not this catalog's
    try:
        use(Language.SPANISH)
        captions = [page.caption for page in all_pages() if page.lesson == 2]
        assert ("AZUL BLOQUEA EN CENTRO DERECHA.", "GREEN STILL HAS A LINE: ONE BLOCK CANNOT STOP A FORK.") in captions
    finally:
        monkeypatch.undo()
        pages_in.cache_clear()
        use(Language.ENGLISH)
    assert all_pages() == PAGES
