"""The help screen's controls table: each column says what its device does, in the names of the key map in force,
and the mouse's ways are real."""

from __future__ import annotations

import pygame
from default_keys import said

from game.app.input.actions import Action, ActionEvent
from game.app.input.keymap import KeyMap
from game.app.input.presets import DEFAULT_MAP, Preset, preset_map
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.game_screen import hint_template
from game.app.render.key_words import key_words
from game.app.scenes.help import COLUMNS, ROWS, controls_table, player_2_table, raw_pad_note, shared_note
from game.engine import View

MOUSE_COLUMN = 3


def test_the_clear_row_says_what_clear_does_and_names_the_key_as_the_game_s_hint_does() -> None:
    for cabinet in (False, True):
        [row] = [row for row in controls_table(DEFAULT_MAP, cabinet=cabinet) if row[1] == "DEL"]
        assert row == ("CLEAR", "DEL", "SELECT 1S", "CLICK HINT")  # the action's one word, as the hint line says it


def test_every_click_hint_in_the_mouse_column_is_a_key_a_game_s_hint_line_names() -> None:
    """A hint is a button: the mouse reaches an action by clicking its key on the hint line of the game."""
    lines = [said(hint_template(view, pads=False, computer=True, calculator=calculator)).text
             for view in View for calculator in (False, True)]
    words = {word: action for action, word in key_words(DEFAULT_MAP).words}
    hinted = {words[word] for line in lines for word in line.split() if word in words}
    actions = {label: actions[0] for label, actions in ROWS} | {"CLEAR": Action.CLEAR}
    clicked = [row[0] for row in controls_table(DEFAULT_MAP) if row[MOUSE_COLUMN] == "CLICK HINT"]
    assert set(clicked) == {"VIEW", "UNDO", "THINKING", "CLEAR"}
    assert all(actions[label] in hinted for label in clicked)


def test_every_game_action_has_a_mouse_way() -> None:
    table = {row[0]: row for row in controls_table(DEFAULT_MAP, cabinet=True)}
    for label, _ in ROWS:
        assert table[label][MOUSE_COLUMN], label
    assert table["PAUSE"][MOUSE_COLUMN] == "RIGHT BTN"  # the right button is BACK, which pauses a game


def test_every_label_of_the_controls_table_ends_before_the_keyboard_column() -> None:
    pygame.init()
    font = BitmapFont.load()
    for label, *_ in (*controls_table(DEFAULT_MAP), *player_2_table(preset_map(Preset.ARCADE))):
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
    tables = [controls_table(preset_map(preset)) for preset in Preset]
    tables += [player_2_table(preset_map(preset)) for preset in Preset]
    for row in (row for table in tables for row in table):
        for column, text in enumerate(row[:-1]):
            if text and any(row[column + 1:]):
                assert COLUMNS[column] + font.size(text)[0] < COLUMNS[column + 1] - ADVANCE + 1, (row, text)


def test_backspace_is_named_as_its_key_is_printed() -> None:
    back = next(row for row in controls_table(DEFAULT_MAP) if row[0] == "BACK")
    assert "BACKSPACE" in back[1].split()


def _rows(table: list[tuple[str, str, str, str]]) -> dict[str, tuple[str, str, str]]:
    return {row[0]: row[1:] for row in table}


def test_the_table_names_player_1_s_keys_and_pad_of_the_default_map() -> None:
    table = _rows(controls_table(DEFAULT_MAP))
    assert table["MOVE"] == ("↑←↓→ WASD", "D-PAD STICK", "POINT WHEEL")
    assert table["SELECT"] == ("ENTER SPACE Z", "A", "CLICK")
    assert table["VIEW"] == ("TAB", "SELECT", "CLICK HINT")
    assert table["PAUSE"] == ("P", "START", "RIGHT BTN")
    assert raw_pad_note(DEFAULT_MAP) == "OTHER PADS: HAT MOVES, BUTTON 1 SELECTS, 2 BACK"
    assert player_2_table(DEFAULT_MAP) == []  # player 2 plays from a pad: no page of their own


def test_under_arcade_the_table_reads_the_cabinet_s_buttons() -> None:
    """MAME's layout, named as the cabinet's players see it: button 1 (Left Ctrl) and the start and coin buttons
    select, button 2 (Left Alt) goes back, and so on."""
    arcade = preset_map(Preset.ARCADE)
    table = _rows(controls_table(arcade))
    assert table["MOVE"][0] == "↑←↓→"
    assert [table[label][0] for label in ("SELECT", "BACK", "VIEW", "PAUSE", "UNDO", "THINKING", "CLEAR")] == [
        "B1 START COIN", "B2", "B3", "B6", "B4", "B5", "B7"]
    assert table["SELECT"][1] == "A"  # the pads are the same in every preset


def test_under_arcade_player_2_has_a_page_of_their_own_stick_and_buttons() -> None:
    arcade = preset_map(Preset.ARCADE)
    assert player_2_table(arcade) == [
        ("MOVE", "↑←↓→", "D-PAD STICK", ""),  # player 2's stick (R, D, F, G), named as a stick
        ("SELECT", "B1 START COIN", "A", ""),
        ("BACK", "B2", "B", ""),
        ("VIEW", "B3", "SELECT", ""),
        ("PAUSE", "B2 IN A GAME", "START", ""),  # no PAUSE button: their B2 pauses a game, as their hint says
        ("UNDO", "B4", "Y", ""),
    ]
    assert shared_note(arcade) == "NOT ON PLAYER 2'S KEYS: THINKING, CLEAR"


def test_two_on_one_keyboard_gives_each_player_a_side_of_it() -> None:
    two = preset_map(Preset.TWO_ON_ONE_KEYBOARD)
    table = _rows(controls_table(two))
    assert (table["MOVE"][0], table["SELECT"][0], table["BACK"][0]) == ("↑←↓→", "ENTER R-CTRL", "ESC BACKSPACE")
    assert [row[:2] for row in player_2_table(two)] == [("MOVE", "WASD"), ("SELECT", "SPACE"), ("BACK", "Q"),
                                                        ("PAUSE", "Q IN A GAME")]
    assert shared_note(two) == "NOT ON PLAYER 2'S KEYS: VIEW, UNDO, THINKING, CLEAR"


def test_keys_a_player_binds_are_the_keys_the_table_names() -> None:
    """A rebound key shows at once; directions that no longer come in sets of four are said one by one."""
    from game.app.input.keymap import Binding, Device, PadButton, Slot

    keys = Slot(0, Device.KEYS)
    rebound: KeyMap = DEFAULT_MAP.bind(Binding(keys, Action.SWITCH_VIEW), pygame.K_v)
    rebound = rebound.bind(Binding(keys, Action.UP), pygame.K_i)
    rebound = rebound.bind(Binding(Slot(0, Device.PAD), Action.SELECT), PadButton(raw=True, button=4))
    table = _rows(controls_table(rebound))
    assert table["VIEW"][0] == "V"
    assert table["MOVE"][0] == "I←↓→ WASD"  # I in the place of ↑: the first of each direction's keys, then W A S D
    assert raw_pad_note(rebound) == "OTHER PADS: HAT MOVES, BUTTON 5 SELECTS, 2 BACK"
    apart = _rows(controls_table(rebound.bind(Binding(keys, Action.DOWN), pygame.K_LCTRL)))
    assert apart["MOVE"][0] == "I/W ←/A CTRL/S →/D"  # a name longer than a letter: each direction's keys


def test_help_has_a_player_2_page_only_when_player_2_has_keys(tmp_path, monkeypatch) -> None:
    """DEFAULT: CONTROLS and THE GAMES; ARCADE and TWO ON ONE KEYBOARD: PLAYER 1 (the controls page, whose keys
    are player 1's), PLAYER 2 and THE GAMES, turned to by →."""
    import json

    from app_support import make_app, run_ticks
    from game.files.paths import HOME_OVERRIDE_ENV

    for preset, titles in (("default", ["CONTROLS", "SPEECH", "THE GAMES"]),
                           ("arcade", ["PLAYER 1", "PLAYER 2", "SPEECH", "THE GAMES"]),
                           ("two_on_one_keyboard", ["PLAYER 1", "PLAYER 2", "SPEECH", "THE GAMES"])):
        home = tmp_path / preset
        (home / "config").mkdir(parents=True)
        (home / "config" / "settings.json").write_text(json.dumps({"controls": {"preset": preset}}))
        monkeypatch.setenv(HOME_OVERRIDE_ENV, str(home))
        app = make_app(scene="help")
        try:
            help_scene = app.ctx.scenes.top
            seen = []
            for _ in titles:
                seen.append(help_scene.title)
                app.dispatch(ActionEvent(Action.RIGHT))
                run_ticks(app, 1)
            assert seen == titles, preset
        finally:
            app.close()
