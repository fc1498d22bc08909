"""The words for a match position (``game.speech.position``), checked against lines written here by hand.

Squares are named by the Lo-Shu number each carries (8 1 6 / 3 5 7 / 4 9 2), so
the 0-8 squares below are found from the numbers a player would say.
"""

from __future__ import annotations

from game.engine import Board, Mark, Outcome, Termination, View, square_for_number
from game.opponents import make_opponent
from game.play.match import Match, Place, Seat
from game.speech import position
from game.values.seats import FirstPlayer

MARKS = {Mark.X: "X", Mark.O: "O"}


def numbers(*picked: int) -> list[int]:
    return [square_for_number(n) for n in picked]


def against_perfect(first: FirstPlayer = FirstPlayer.YOU) -> Match:
    return Match(Seat("YOU"), Seat("PERFECT", "perfect"), {1: make_opponent("perfect")}, first=first)


def two_people() -> Match:
    return Match(Seat("PLAYER 1"), Seat("PLAYER 2", slot=1))


def played(match: Match, *picked: int) -> Match:
    match.start()
    for square in numbers(*picked):
        match.apply(Place(square))
    return match


def test_the_status_says_what_each_holds_and_the_numbers_free_on_the_persons_turn() -> None:
    match = played(against_perfect(), 2, 5, 8)  # you 2 and 8, the computer 5: its turn
    assert position.status(match, match.board, "PERFECT IS THINKING") == (
        "YOU HOLD 2 AND 8. PERFECT HOLDS 5. PERFECT IS THINKING")
    match.apply(Place(square_for_number(4)))
    assert position.status(match, match.board) == (
        "YOU HOLD 2 AND 8. PERFECT HOLDS 4 AND 5. YOUR TURN: 1, 3, 6, 7 OR 9")


def test_nothing_held_is_said_and_two_people_are_named_as_their_panels_name_them() -> None:
    match = played(two_people())
    assert position.status(match, match.board) == (
        "PLAYER 1 HOLDS NOTHING. PLAYER 2 HOLDS NOTHING. PLAYER 1'S TURN: 1, 2, 3, 4, 5, 6, 7, 8 OR 9")
    match.apply(Place(square_for_number(5)))
    assert position.turn_line(match, ["1", "9"]) == "PLAYER 2'S TURN: 1 OR 9"
    assert position.thinking_line(against_perfect(FirstPlayer.COMPUTER)) == "PERFECT IS THINKING"


def test_the_screen_line_names_the_game_the_players_and_who_goes_first() -> None:
    assert position.match_line(against_perfect(), "PICK15", MARKS) == (
        "PICK15 AGAINST PERFECT. YOU PLAY X AND GO FIRST")
    assert position.match_line(against_perfect(FirstPlayer.COMPUTER), "MAGIC15", MARKS) == (
        "MAGIC15 AGAINST PERFECT. PERFECT PLAYS X AND GOES FIRST")
    assert position.match_line(two_people(), "TICTACTOE", {Mark.X: "GREEN", Mark.O: "BLUE"}) == (
        "TICTACTOE, PLAYER 1 AGAINST PLAYER 2. PLAYER 1 PLAYS GREEN AND GOES FIRST")


def test_a_move_is_taken_in_pick15_and_put_on_a_square_on_the_grids() -> None:
    match = against_perfect()
    assert position.move_line(match, Mark.X, "2", MARKS, pick=True) == "YOU TAKE 2"
    assert position.move_line(match, Mark.O, "5", MARKS, pick=True) == "PERFECT TAKES 5"
    assert position.move_line(match, Mark.X, "8", MARKS, pick=False) == "YOU PUT X ON 8"
    assert position.move_line(match, Mark.O, "5", MARKS, pick=False) == "PERFECT PUTS O ON 5"
    assert position.undo_line(["2", "5"]) == "TAKEN BACK: 2 AND 5"
    assert position.refused_line("7") == "7 IS TAKEN"


def test_a_square_is_its_number_then_who_holds_it_and_its_place_in_the_lessons_words() -> None:
    match = played(against_perfect(), 2, 5)
    board = match.board
    assert position.square_focus(match, board, square_for_number(7), View.PICK15, MARKS) == "7"
    assert position.square_focus(match, board, square_for_number(2), View.PICK15, MARKS) == "2, TAKEN BY YOU"
    assert position.square_focus(match, board, square_for_number(5), View.PICK15, MARKS) == "5, TAKEN BY PERFECT"
    assert position.square_focus(match, board, square_for_number(5), View.MAGIC15, MARKS) == "5, O"
    assert position.square_focus(match, board, square_for_number(8), View.TICTACTOE, MARKS, "D") == "8, D"
    assert [position.place(square_for_number(n)) for n in (8, 1, 6, 3, 5, 7, 4, 9, 2)] == [
        "TOP LEFT", "TOP MIDDLE", "TOP RIGHT", "MIDDLE LEFT", "CENTRE", "MIDDLE RIGHT",
        "BOTTOM LEFT", "BOTTOM MIDDLE", "BOTTOM RIGHT"]


def test_the_whole_grid_is_read_row_by_row_with_each_mark() -> None:
    board = Board.from_moves(numbers(8, 6, 5))
    assert position.whole_grid(board, MARKS) == ("TOP ROW: 8 X, 1, 6 O", "MIDDLE ROW: 3, 5 X, 7",
                                                 "BOTTOM ROW: 4, 9, 2")


def test_the_result_says_who_won_and_the_line_as_a_sum_or_along_the_grid() -> None:
    won = Outcome(Termination.WIN, Mark.X, (tuple(numbers(2, 7, 6)),))
    assert position.line_words(won, sums=True) == "2, 6 AND 7 MAKE 15"
    assert position.line_words(won, sums=False) == "2, 7 AND 6 IN A ROW. RIGHT COLUMN"
    assert position.result_line(against_perfect(), Mark.X, "2, 6 AND 7 MAKE 15") == "YOU WIN: 2, 6 AND 7 MAKE 15"
    assert position.result_line(against_perfect(), Mark.O, "4, 5 AND 6 MAKE 15") == "YOU LOSE: 4, 5 AND 6 MAKE 15"
    assert position.result_line(two_people(), Mark.O, "1, 5 AND 9 MAKE 15") == "PLAYER 2 WINS: 1, 5 AND 9 MAKE 15"
    assert position.result_line(two_people(), None, "") == "DRAW"


def test_each_line_of_the_grid_is_named_where_it_lies() -> None:
    from game.speech.position import line_name

    assert {line: line_name(line) for line in ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8),
                                               (0, 4, 8), (2, 4, 6))} == {
        (0, 1, 2): "TOP ROW", (3, 4, 5): "MIDDLE ROW", (6, 7, 8): "BOTTOM ROW",
        (0, 3, 6): "LEFT COLUMN", (1, 4, 7): "MIDDLE COLUMN", (2, 5, 8): "RIGHT COLUMN",
        (0, 4, 8): "DIAGONAL FROM TOP LEFT", (2, 4, 6): "DIAGONAL FROM TOP RIGHT"}


def test_a_product_is_said_with_its_sign_not_a_star() -> None:
    from game.speech.reading import note_words

    assert note_words("X 2*5*23 = 230") == "X 2×5×23 = 230"
    assert note_words("11 *") == "11 *"  # a note's mark, not a product
