"""The help screen's controls table: each column says what its device does, and the mouse's ways are real."""

from __future__ import annotations

from game.app.input.actions import Action
from game.app.render.game_screen import hint_text
from game.app.render.hints import KEY_ACTIONS
from game.app.scenes.help import ROWS, controls_table
from game.engine import View

MOUSE_COLUMN = 3


def test_the_calculator_s_clear_row_names_the_game_in_its_label_and_the_mouse_s_way_in_the_mouse_column() -> None:
    for cabinet in (False, True):
        [row] = [row for row in controls_table(cabinet=cabinet) if "CLEAR" in row[0]]
        assert row == ("CLEAR=LEAVE", "DEL", "SELECT 1S", "CLICK HINT")  # DEL as the game's hint names it


def test_every_click_hint_in_the_mouse_column_is_a_key_a_game_s_hint_line_names() -> None:
    """A hint is a button: the mouse reaches an action by clicking its key on the hint line of the game."""
    lines = [hint_text(view, pads=False, computer=True, calculator=calculator)
             for view in View for calculator in (False, True)]
    hinted = {KEY_ACTIONS[word] for line in lines for word in line.split() if word in KEY_ACTIONS}
    actions = {label: actions[0] for label, actions in ROWS} | {"CLEAR=LEAVE": Action.CLEAR}
    clicked = [row[0] for row in controls_table() if row[MOUSE_COLUMN] == "CLICK HINT"]
    assert set(clicked) == {"VIEW", "UNDO", "THINKING", "CLEAR=LEAVE"}
    assert all(actions[label] in hinted for label in clicked)


def test_every_game_action_has_a_mouse_way() -> None:
    table = {row[0]: row for row in controls_table(cabinet=True)}
    for label, _ in ROWS:
        assert table[label][MOUSE_COLUMN], label
    assert table["PAUSE"][MOUSE_COLUMN] == "RIGHT BTN"  # the right button is BACK, which pauses a game
