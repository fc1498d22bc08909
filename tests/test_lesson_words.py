"""What the lesson pages say: a square named by a number is the square the page's board draws that number on.

Every expected number here is written by hand from the squares the pages
draw, never read from ``game.lessons.words``: Moler's Lo-Shu 8 1 6 / 3 5 7 /
4 9 2 wherever a Pick15 or Magic15 board is shown (000_5182eab01fa21a87.txt),
and "Programming Tic Tac Toe: Magic Square"'s 2 9 4 / 7 5 3 / 6 1 8 on
lesson 5's grid, which writes it in the cells (004_ca83b2f14bf13ed5.txt).
Also: one naming of the players in a lesson, one figure for one fact across
a lesson and the setup screen, and captions a projector shows in three big
lines.
"""

from __future__ import annotations

import os
import re
from fractions import Fraction

import pytest
from caption_lines import wrapped

from game.analysis.roster_strength import shipped_strengths
from game.engine import Board, Mark, View, reachable, solve
from game.lessons import all_pages, free_board_page, naive_strategy, one_game, weight_grid, win_matrix
from game.lessons.free_board import roster
from game.lessons.page import CAPTION_LINES, Page
from game.opponents.base import percent

#: The number drawn on each square (row by row from the top left) by Pick15 and Magic15: Moler's Lo-Shu.
MOLER_NUMBERS = (8, 1, 6, 3, 5, 7, 4, 9, 2)
#: The number lesson 5 writes in each square: the article's square, Moler's turned half a turn.
ARTICLE_NUMBERS = (2, 9, 4, 7, 5, 3, 6, 1, 8)
PAGES = all_pages()


def numbering(page: Page) -> tuple[int, ...] | None:
    """The numbers the page's board draws on its squares; None where it draws none to name a square by."""
    if any(view is not View.TICTACTOE for view in page.views):
        return MOLER_NUMBERS
    if page.lesson == 5:
        return ARTICLE_NUMBERS
    return None


def drawn(numbers: tuple[int, ...], squares) -> list[int]:
    return sorted(numbers[sq] for sq in squares)


def test_every_square_named_by_a_number_is_the_square_that_number_is_drawn_on() -> None:
    """Walk every page: each move a caption or a note names by its number is the square the board draws it on."""
    checked = 0
    for page in PAGES:
        numbers = numbering(page)
        if numbers is None:
            continue
        moves, last = page.board.moves, page.board.moves[-1] if page.board.moves else None
        for line in page.caption:
            # Lesson 1's "GREEN PICKS 8.", lesson 5's "X2 = ABS(10-2*O1) = ABS(10-12) = 2.": the move just played.
            named = re.findall(r"\bPICKS (\d)\b", line) or (re.findall(r"= (\d)\b(?![-+*])", line)[-1:]
                                                            if re.match(r"[XO]\d = (?!\d+'S)", line) else [])
            for n in named:
                assert int(n) == numbers[last], (page.lesson, line)
                checked += 1
            best = re.search(r"PERFECT PLAY(?:, BY NUMBER)?: ([\d ]+)\.", line)
            if best:
                assert [int(n) for n in best.group(1).split()] == drawn(numbers, solve().best_moves(page.board))
                checked += 1
        for note in page.notes:
            held = re.match(r"(GREEN|BLUE) \([XO]\): *([\d ]*)$", note)  # lesson 1: who holds which numbers
            if held:
                mark = Mark.X if held.group(1) == "GREEN" else Mark.O
                assert [int(n) for n in held.group(2).split()] == drawn(numbers, page.board.squares_of(mark))
                checked += 1
            move = re.match(r"([XO])(\d) = (\d)$", note)  # lesson 5: X1 = 5, O1 = 6, ...
            if move:
                ply = 2 * (int(move.group(2)) - 1) + (move.group(1) == "O")
                assert int(move.group(3)) == numbers[moves[ply]], (page.lesson, note)
                checked += 1
    assert checked >= 30  # lesson 1's game and lesson 5's line, every move


def test_lesson_9_names_the_numbers_its_boards_draw_after_x_takes_the_centre() -> None:
    """With X in the centre, O draws only in a corner: Moler's corners are 8 6 4 2, never his edges 1 3 7 9."""
    assert free_board_page(Board().play(4), ()).caption[-1] == "PERFECT PLAY, BY NUMBER: 2 4 6 8."
    # O then takes the 1 (the top edge): X wins from any corner (8 6 4 2) and from the side edges (3 7), which
    # threaten the middle row; the 9 under the centre threatens nothing, as the 1 above it is O's, and only draws.
    assert free_board_page(Board().play(4).play(1), ()).caption[-1] == "PERFECT PLAY, BY NUMBER: 2 3 4 6 7 8."


def opponent_moves(notes: tuple[str, ...]) -> dict[str, str]:
    """Lesson 9's panel read back: each opponent's name and its move, a move under its name joined to it."""
    moves: dict[str, str] = {}
    for note in notes:
        if note.startswith(" "):
            (name,) = [name for name, move in moves.items() if not move][-1:]
            moves[name] = note.strip()
        else:
            name, _, move = note.partition(" ")
            moves[name] = move
    return moves


def test_lesson_9_names_each_opponents_choice_by_the_number_drawn() -> None:
    """On the empty board xkcd's map opens top left, drawn 8; CENTRE takes the centre, 5; after X takes the
    centre, xkcd answers in a corner (8 6 4 2) and every opponent's named numbers are squares it may play."""
    empty = opponent_moves(free_board_page(Board()).notes)
    assert empty["XKCD"] == "8" and empty["CENTRE"] == "5"
    centre = Board().play(4)
    notes = opponent_moves(free_board_page(centre).notes)
    assert notes["XKCD"] in ("2", "4", "6", "8")
    for opponent in roster():
        words = notes[opponent.name.upper()]
        if words == "ANY":
            continue
        named = [int(n) for n in words.split()[:-2 if words.endswith("EACH") else -1 if "%" in words else None]]
        assert set(named) <= {MOLER_NUMBERS[sq] for sq in opponent.distribution(centre)}, (opponent.name, words)


def test_lesson_1_fork_marks_both_numbers_that_win() -> None:
    """Moler's Figure 11.3 position before Blue's block: Green holds 2 6 8, forking 1+6+8 and 2+6+7, so the 1 and
    the 7 both win: both are lit (the 1 top middle, the 7 middle right) and the caption names both."""
    fork = next(page for page in PAGES if page.lesson == 1 and "FORK" in " ".join(page.caption))
    assert {MOLER_NUMBERS[sq] for sq in fork.highlight} == {1, 7}
    assert "A FORK: 1+6+8 AND 2+6+7; 1 OR 7 WINS." in fork.caption


def test_lesson_1_lists_the_eight_triples_marking_the_one_on_screen() -> None:
    triples = [page for page in PAGES if page.lesson == 1 and page.caption[0].startswith("TRIPLE")]
    assert len(triples) == 8
    for k, page in enumerate(triples, start=1):
        assert page.caption[0].startswith(f"TRIPLE {k} OF 8: ")
        marked = [note for note in page.notes if note.startswith(one_game.ON_SCREEN)]
        assert len(marked) == 1 and page.notes.index(marked[0]) == k - 1
        triple = page.caption[0].split(": ")[1].split(" = ")[0]  # "1+6+8"
        assert marked[0].split()[1] == triple
        assert sorted(int(n) for n in triple.split("+")) == drawn(MOLER_NUMBERS, page.highlight)


def test_lesson_2_names_its_players_one_way() -> None:
    """Moler's colours throughout ("you are the green player and the computer is the blue player"): no page of
    the lesson calls a player X or O (its "X =" is Moler's matrix, printed under that name)."""
    for page in (page for page in PAGES if page.lesson == 2):
        for text in (*page.caption, *page.notes):
            assert not re.search(r"\b[XO]\b(?! =)", text), text
    exercise = naive_strategy.exercise_page()
    assert "YOU GREEN, FIRST:" in exercise.notes and "YOU BLUE, SECOND:" in exercise.notes


def test_lesson_2_and_the_setup_give_one_figure_for_how_often_naive_can_be_beaten() -> None:
    """One fact, one figure: exercise 11.2's best play against the naive strategy wins 89/96 going first and
    7/15 going second, and the setup's NAIVE says the same chances from each seat, as the same whole percent."""
    naive = shipped_strengths()["naive"]
    assert naive.beaten_in(Mark.O) == Fraction(89, 96) and naive.beaten_in(Mark.X) == Fraction(7, 15)
    exercise = naive_strategy.exercise_page()
    words = " ".join(exercise.caption)
    assert f"WINS {percent(naive.beaten_in(Mark.O))} OF GAMES" in words and "WINS 93% OF GAMES" in words
    assert f"SECOND, {percent(naive.beaten_in(Mark.X))}." in words and "SECOND, 47%." in words
    assert " WIN  93% (89/96)" in exercise.notes and " WIN  47% (7/15)" in exercise.notes


def test_lesson_4_defines_a_potential_line_before_using_it_and_sums_up_as_its_weights_do() -> None:
    """The post's potential line: a line with one player's marks and more than one free cell; on three squares,
    one mark and two free cells.  An empty line adds nothing (ROW 2 and COLUMN 3 of the post's X X . / . . . /
    O . .), so the last page does not say "the most lines still open"."""
    pages = weight_grid.pages()
    first = " ".join(pages[0].notes)
    assert "POTENTIAL LINE:" in first and "ONE MARK, TWO FREE" in first
    board = Board.parse(weight_grid.POST_EXAMPLE)
    for page in pages[1:9]:
        marks = [board.mark_at(sq) for sq in page.highlight]
        potential = len({m for m in marks if m is not None}) == 1 and marks.count(None) == 2
        assert ("POTENTIAL LINE" in " ".join(page.caption)) == potential, page.caption
        if all(m is None for m in marks):
            assert "NOTHING: NO MARK" in " ".join(page.caption), page.caption
    last = " ".join((*pages[-1].caption, *pages[-1].notes))
    assert "OPEN" not in last and "1) A WIN, +100" in last and "3) THE MOST POTENTIAL" in last


def test_lesson_8_rules_and_matrix_read_as_words() -> None:
    intro, rules = [page for page in PAGES if page.lesson == win_matrix.LESSON][:2]
    assert intro.notes[0] == " D1 H1 H2 H3 V1 V2 V3 D2"
    assert intro.notes[1] == "A 1  1  0  0  1  0  0  0"  # the thread's [a]=[[1,1,0,0,1,0,0,0]]
    assert "TURN AS MANY 2S AS IT CAN INTO 1S" in " ".join(" ".join(note.split()) for note in rules.notes)


def test_lesson_5_says_which_x3s_win_after_the_row_the_table_loses() -> None:
    """X1 = 2 (top left) and O1 = 3 (middle right) on the article's square: for X2 = 4, 5, 6 the table's X3s 8, 6, 4
    lose, and mirrored on the 2-5-8 diagonal its row O1 = 1 gives 6, 4, 5, which win."""
    page = next(page for page in PAGES if page.lesson == 5 and "LINES LOSE" in " ".join(page.caption))
    words = " ".join(page.caption)
    assert "O1 = 1'S WINS, MIRRORED IN THE DIAGONAL, GIVE X2 = 4 5 6 THEN X3 = 6 4 5." in words
    square = {n: sq for sq, n in enumerate(ARTICLE_NUMBERS)}
    for x2, o2, x3 in ((4, 9, 6), (5, 8, 4), (6, 7, 5)):
        board = Board.from_moves([square[n] for n in (2, 3, x2, o2, x3)])
        assert solve().value(board) == -1  # O to move loses: X wins


#: Title-safe: a projector may crop 5% of each edge, so a caption's lines are at most 90% of the 320 logical pixels
#: wide; at scale 1 the 5x7 font's 6-pixel advance puts 48 characters in 288 pixels.
SAFE_LINE_CHARACTERS = 48



def test_every_caption_is_three_lines_inside_the_title_safe_width() -> None:
    """The docs promise three lines at most in English: every page's sentences, filled to the safe width."""
    for page in PAGES:
        assert len(wrapped(" ".join(page.caption), SAFE_LINE_CHARACTERS)) <= CAPTION_LINES, page.caption


def test_the_free_boards_caption_is_three_lines_in_every_position() -> None:
    for board in reachable().values():
        caption = free_board_page(board, ()).caption
        assert len(wrapped(" ".join(caption), SAFE_LINE_CHARACTERS)) <= CAPTION_LINES, caption


def test_the_safe_line_is_the_fonts_at_the_title_safe_width() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app.render.font import BitmapFont
    from game.app.render.ui import WIDTH

    font = BitmapFont.load()
    safe = WIDTH - 2 * (WIDTH // 20)
    assert font.size("M" * SAFE_LINE_CHARACTERS)[0] <= safe < font.size("M" * (SAFE_LINE_CHARACTERS + 1))[0]


def test_a_cell_is_called_a_cell_on_every_page() -> None:
    """One word for one thing: the pages call a board's place a cell (as the game's screens do), and keep "square"
    for the magic squares, Moler's Lo-Shu and Durer's, so "any square" never reads as a magic square."""
    for page in PAGES:
        for text in (*page.caption, *page.notes):
            for found in re.finditer(r"\bSQUARES?\b", text):
                assert re.search(r"(MAGIC|LO-SHU|4X4|DURER'S) $", text[:found.start()]), (page.lesson, text)


def test_lesson_6_and_the_setup_say_the_same_of_the_look_ahead_moving_second() -> None:
    """One fact, one figure: the line lesson 6 plays beats the look-ahead moving second every time, and the setup's
    LOOKAHEAD, when you go first, says someone who knows how it plays beats it every time."""
    from game.app.matches.strengths import ALWAYS_BEATEN_WORDS, strength_words

    assert shipped_strengths()["lookahead"].beaten_in(Mark.O) == 1
    assert strength_words(shipped_strengths()["lookahead"], Mark.O)[1].startswith(ALWAYS_BEATEN_WORDS)
    first = next(page for page in PAGES if page.lesson == 6)
    assert "BEATS ITS X EVERY TIME." in " ".join(first.notes)


def test_lesson_9_s_shares_add_up_or_the_page_says_why() -> None:
    """PERFECT's six best moves read 17% each, 102% together, and CALCULATOR's 80% left 20% unsaid: an opponent
    that plays evenly shows no share, and a page that shows one says what it is a share of."""
    after_centre_and_right = free_board_page(Board.from_moves([4, 5]))
    assert "PERFECT 1 2 4 6 8 9" in after_centre_and_right.notes  # evenly among six: no percent at all
    assert not any("%" in note for note in after_centre_and_right.notes)
    assert "%" not in after_centre_and_right.caption[0]
    empty = free_board_page(Board())
    assert "CALCULATOR 6 80%" in empty.notes
    assert empty.caption[0] == "X TO MOVE: DRAW. % = SHARE OF ITS MOVES."


def test_lesson_8_says_which_line_each_column_is() -> None:
    """The thread's D1 H1 ... D2 never say which line is which: the first page names them by the board's letters
    (a top left, i bottom right), read off by hand from the board."""
    first = next(page for page in PAGES if page.lesson == 8)
    assert "H1 = A B C, V1 = A D G, D1 = A E I, D2 = C E G." in first.caption


def test_lesson_2_draws_which_diagonal_is_which() -> None:
    """MATLAB's DIAGONAL runs from the top left, its ANTIDIAGONAL from the top right: each says so with its slash."""
    sums = next(page for page in PAGES if page.lesson == 2 and any(n.startswith("DIAGONAL") for n in page.notes))
    assert any(n.startswith("DIAGONAL \\ ") for n in sums.notes) and any(n.startswith("ANTIDIAGONAL / ") for n in sums.notes)
