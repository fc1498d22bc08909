"""Lesson 8 against the TI-83 thread's 9x8 win-contribution matrix and its three rules.

The quotes are from the forum thread of the TI-83 "M.E.N.A.C.E." program,
seed file ``001_7d6cbce27f6c9c3c.txt``.  The matrix and every game matrix
on the pages are checked against a computation written here from the
thread's words, not the engine's.
"""

from __future__ import annotations

import re

from seed_sources import seed_text

from game.engine import Board
from game.lessons import all_pages
from game.lessons.win_matrix import COLUMNS, GAME, LESSON, LETTERS, RULES_NOTES, rules_game
from game.opponents.vector import Rule

# 001_7d6cbce27f6c9c3c.txt
THREAD_ORDER = "[[D1,H1,H2,H3,V1,V2,V3,D2]] where D1 is the main diagonal, H1~H3 or horizontal wins, V1~V3 are " \
               "vertical wins, and D2 is the other diagonal."
THREAD_ROWS = {"A": "[a]=[[1,1,0,0,1,0,0,0]]", "B": "[b]=[[0,1,0,0,0,1,0,0]]"}  # 001_7d6cbce27f6c9c3c.txt
THREAD_RULES = ("1) Make a -3", "2) Make as many -2s as possible without leaving any 2s.",
                "3) Make as many 2s into 1s if you cannot do any of that.")  # 001_7d6cbce27f6c9c3c.txt
THREAD_FOR_X = "For X, it follows the same algorithm, but use the negative of any of the numbers"  # 001_7d6cbce27f6c9c3c.txt
THREAD_O = "Player two will subtract from the game matrix, so it tries to:"  # 001_7d6cbce27f6c9c3c.txt
THREAD_FILE = "001_7d6cbce27f6c9c3c.txt"

# The thread's grid "a b c / d e f / g h i", and its eight wins in its own order.
GRID = ("abc", "def", "ghi")
WINS = {
    "D1": "aei", "H1": GRID[0], "H2": GRID[1], "H3": GRID[2],
    "V1": "adg", "V2": "beh", "V3": "cfi", "D2": "ceg",
}


def thread_row(cell: str) -> list[int]:
    """A cell's row as the thread builds it: a 1 for each win the cell is part of."""
    return [int(cell in WINS[name]) for name in COLUMNS]


def lesson_pages():
    return [page for page in all_pages() if page.lesson == LESSON]


def numbers(line: str) -> list[int]:
    return [int(n) for n in re.findall(r"-?\d+", line)]


def test_the_columns_are_the_threads_order() -> None:
    assert list(COLUMNS) == re.findall(r"[DHV]\d", THREAD_ORDER)[:8]


def test_the_first_page_lists_the_nine_rows_and_a_and_b_as_the_thread_writes_them() -> None:
    intro = lesson_pages()[0]
    # The header reads as names, a space between each, and every entry stands under its column's name.
    assert intro.notes[0].split() == list(COLUMNS)
    for line in intro.notes[1:]:
        for name, found in zip(COLUMNS, re.finditer(r"-?\d+", line[1:])):
            assert intro.notes[0][found.end()] == name[-1], (line, name)
    rows = {line[0]: numbers(line[1:]) for line in intro.notes[1:]}
    assert list(rows) == list(LETTERS)
    for letter, quoted in THREAD_ROWS.items():
        assert rows[letter] == numbers(quoted.split("=")[1])
    assert rows == {letter: thread_row(letter.lower()) for letter in LETTERS}
    assert "9X8" in " ".join(intro.caption)


def test_the_rules_page_words_are_the_threads() -> None:
    """Rules 1 and 2 word for word; rule 3, whose "make as many 2s into 1s" reads as broken English, says what its
    reason means (a 2 "will turn into a 3 the next move", 001_7d6cbce27f6c9c3c.txt): block, 2s into 1s."""
    rules = " ".join(" ".join(note.split()) for note in lesson_pages()[1].notes)
    for quoted in THREAD_RULES[:2]:
        words = quoted.split(") ", 1)[1].upper().rstrip(".")
        assert words in rules, words
    assert "3) ELSE BLOCK: TURN AS MANY 2S AS IT CAN INTO 1S" in rules
    assert "MAKE AS MANY 2S INTO 1S" not in rules
    assert RULES_NOTES[0] == "O TRIES TO:"  # THREAD_O: player two, who subtracts, is O
    assert "X: THE SAME, WITH THE NEGATIVE OF EACH" in rules  # THREAD_FOR_X


def test_the_quotes_are_the_thread_s_words() -> None:
    thread = seed_text(THREAD_FILE)
    for quote in (THREAD_ORDER, *THREAD_ROWS.values(), *THREAD_RULES, THREAD_FOR_X, THREAD_O):
        assert quote in thread, quote


def test_each_move_page_shows_the_row_played_and_the_game_matrix_after_it() -> None:
    total = [0] * len(COLUMNS)
    for ply, page in enumerate(lesson_pages()[2:]):
        letter = GAME[ply]
        sign = 1 if ply % 2 == 0 else -1  # X adds its row, "player two will subtract"
        total = [t + sign * r for t, r in zip(total, thread_row(letter.lower()))]
        assert page.notes[0].endswith(f"ROW {letter}:")
        assert numbers(page.notes[2]) == thread_row(letter.lower())
        assert numbers(page.notes[5]) == total
        assert page.board.moves == tuple(LETTERS.index(c) for c in GAME[:ply + 1])
    assert -3 in total  # "any 3s or -3s are wins": O's column V3
    assert Board.from_moves([LETTERS.index(c) for c in GAME]).outcome().winner.value == "O"


def test_the_game_shows_every_rule_and_the_trap() -> None:
    steps = rules_game()
    assert [step.rule for step in steps] == [Rule.NONE, Rule.NONE, Rule.TWOS, Rule.BREAK, Rule.TWOS, Rule.TWOS,
                                             Rule.BREAK, Rule.THREE]
    trap = lesson_pages()[2 + 5]  # O's sixth move: two -2s at once, "a trap for next turn"
    assert "TRAP" in " ".join(trap.caption)
    assert numbers(trap.notes[5]).count(-2) == 2 and 2 not in numbers(trap.notes[5])
