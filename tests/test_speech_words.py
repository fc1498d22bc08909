"""Lists, places and hint lines said as a person says them."""

from __future__ import annotations

from game.speech.words import said_keys, said_list, said_place


def test_a_list_is_said_with_commas_and_a_last_and_or_or() -> None:
    assert said_list([]) == ""
    assert said_list([5]) == "5"
    assert said_list([2, 8]) == "2 AND 8"
    assert said_list([2, 6, 7]) == "2, 6 AND 7"
    assert said_list([1, 3, 4, 6, 7, 9], either=True) == "1, 3, 4, 6, 7 OR 9"


def test_a_place_in_a_list_counts_from_one() -> None:
    assert said_place(0, 10) == "1 OF 10"
    assert said_place(9, 10) == "10 OF 10"


def test_a_hint_line_is_said_with_its_arrows_in_words_and_a_stop_between_groups() -> None:
    assert said_keys("↑↓ CHOOSE   ENTER SELECT   ESC GOES TO QUIT") == "UP DOWN CHOOSE. ENTER SELECT. ESC GOES TO QUIT"
    assert said_keys("←→ CHANGE  ENTER/ESC BACK") == "LEFT RIGHT CHANGE. ENTER, ESC BACK"
