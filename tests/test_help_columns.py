"""The help screen's controls table: each column says what its device does, and the mouse's ways are real."""

from __future__ import annotations

import pygame

from game.app.input.actions import Action
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.game_screen import hint_text
from game.app.render.hints import KEY_ACTIONS
from game.app.scenes.help import COLUMNS, ROWS, controls_table
from game.engine import View

MOUSE_COLUMN = 3


def test_the_clear_row_says_what_clear_does_and_names_the_key_as_the_game_s_hint_does() -> None:
    for cabinet in (False, True):
        [row] = [row for row in controls_table(cabinet=cabinet) if row[1] == "DEL"]
        assert row == ("CLEAR", "DEL", "SELECT 1S", "CLICK HINT")  # the action's one word, as the hint line says it


def test_every_click_hint_in_the_mouse_column_is_a_key_a_game_s_hint_line_names() -> None:
    """A hint is a button: the mouse reaches an action by clicking its key on the hint line of the game."""
    lines = [hint_text(view, pads=False, computer=True, calculator=calculator)
             for view in View for calculator in (False, True)]
    hinted = {KEY_ACTIONS[word] for line in lines for word in line.split() if word in KEY_ACTIONS}
    actions = {label: actions[0] for label, actions in ROWS} | {"CLEAR": Action.CLEAR}
    clicked = [row[0] for row in controls_table() if row[MOUSE_COLUMN] == "CLICK HINT"]
    assert set(clicked) == {"VIEW", "UNDO", "THINKING", "CLEAR"}
    assert all(actions[label] in hinted for label in clicked)


def test_every_game_action_has_a_mouse_way() -> None:
    table = {row[0]: row for row in controls_table(cabinet=True)}
    for label, _ in ROWS:
        assert table[label][MOUSE_COLUMN], label
    assert table["PAUSE"][MOUSE_COLUMN] == "RIGHT BTN"  # the right button is BACK, which pauses a game


def test_every_label_of_the_controls_table_ends_before_the_keyboard_column() -> None:
    pygame.init()
    font = BitmapFont.load()
    for label, *_ in controls_table():
        assert COLUMNS[0] + font.size(label)[0] < COLUMNS[1] - ADVANCE, label


def test_the_help_says_where_clear_works_in_one_line_inside_the_margins() -> None:
    """DEL does nothing outside the calculator's game, so the help says so, under the table, on one line."""
    pygame.init()
    font = BitmapFont.load()
    from game.app.scenes.help import CLEAR_NOTE
    assert "CLEAR" in CLEAR_NOTE.split() and "ONLY" in CLEAR_NOTE and "CALCULATOR" in CLEAR_NOTE
    assert font.size(CLEAR_NOTE)[0] <= 320 - 2 * 6


def test_every_cell_of_the_controls_table_ends_a_space_before_the_next_column() -> None:
    """A key named as printed (BACKSPACE, not BKSP) still stands clear of the gamepad's column."""
    pygame.init()
    font = BitmapFont.load()
    for row in controls_table():
        for column, text in enumerate(row[:-1]):
            if text and any(row[column + 1:]):
                assert COLUMNS[column] + font.size(text)[0] < COLUMNS[column + 1] - ADVANCE + 1, (row, text)


def test_backspace_is_named_as_its_key_is_printed() -> None:
    back = next(row for row in controls_table() if row[0] == "BACK")
    assert "BACKSPACE" in back[1].split()
