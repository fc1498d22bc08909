"""The CONTROLS screen: rebinding through it, with every clash asked about, the game's own keys refused.

The app runs headless and is fed real SDL key events (``post``) where the
screen listens, since listening reads the devices raw as the INPUT TEST
does; the rest is driven by actions as a player's keys give them.  What is
expected is written from the presets (docs/playing.md's DEFAULT keys: U is
UNDO, Tab is VIEW, Enter, Space and Z SELECT, Esc, Backspace and X BACK)
and from settings.json's documented form of ``controls``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from app_support import Probe, make_app, post, run_ticks

from game.app.input.actions import Action, ActionEvent
from game.app.input.keymap import Binding, Device, PadButton, Slot
from game.app.input.presets import Preset, preset_map
from game.app.input.scheme import ControlScheme
from game.app.scenes.controls_scene import ROWS, TABLES, Kind
from game.app.shell.app import App
from game.app.store.settings import SETTINGS_FILE

DEFAULT = preset_map(Preset.DEFAULT)
PAD = 40  # instance id of a synthetic game controller, player 1's pad as SDL first sees it


def tick(app: App, n: int = 1) -> None:
    run_ticks(app, n)


def act(app: App, *actions: Action) -> None:
    for action in actions:
        app.dispatch(ActionEvent(action))
    tick(app)


def press(app: App, key: int) -> None:
    """A key pressed and let go, as SDL reports it."""
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    tick(app)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    tick(app)


def saved(home: Path) -> dict:
    return json.loads((home / "config" / SETTINGS_FILE).read_text())["controls"]


def to_row(app: App, kind: Kind, action: Action | None = None) -> None:
    app.ctx.scenes.top.list.index = next(i for i, row in enumerate(ROWS) if row.kind is kind and row.action is action)


def show(app: App, slot: Slot) -> None:
    app.ctx.scenes.top.table = next(i for i, (s, _) in enumerate(TABLES) if s == slot)


def listen_for(app: App, action: Action, slot: Slot = Slot(0, Device.KEYS)) -> None:
    """Pick an action's row on the CONTROLS screen: it listens."""
    show(app, slot)
    to_row(app, Kind.ACTION, action)
    act(app, Action.SELECT)
    assert app.ctx.scenes.top.name == "controls_listen"


def top_names(app: App) -> list[str]:
    return app.ctx.scenes.names()


def question(app: App) -> str:
    assert app.ctx.scenes.top.name == "confirm"
    return app.ctx.scenes.top.question


# -- binding ---------------------------------------------------------------------------------------------


def test_a_free_key_is_bound_at_once_saved_and_then_does_that_action_in_the_game(private_home: Path) -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UNDO)
        press(app, pygame.K_LCTRL)
        assert top_names(app)[-1] == "controls"
        assert app.ctx.keymap.key(pygame.K_LCTRL) == (0, Action.UNDO)
        assert app.ctx.keymap.key(pygame.K_u) is None  # LCTRL takes the place of UNDO's U
        assert saved(private_home) == {"preset": "default", "p1_keys": {"undo": ["lctrl"]}}
        assert "CTRL" in app.ctx.scenes.top.value_text(ROWS[app.ctx.scenes.top.list.index])
        app.ctx.scenes.pop()  # out of CONTROLS, where a keyboard's own U would still work
        app.ctx.scenes.push(Probe())
        press(app, pygame.K_LCTRL)
        press(app, pygame.K_u)
        got = [event.action for _, event in app.ctx.scenes.top.received]
        assert Action.UNDO in got and got.count(Action.UNDO) == 1
    finally:
        app.close()


def test_the_key_pressed_while_listening_is_only_heard_it_does_not_act() -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.PAUSE)
        press(app, pygame.K_ESCAPE)  # BACK's: acted on, it would leave the screen
        assert question(app) == "ESC IS P1 BACK. MOVE IT TO P1 PAUSE?"
        assert top_names(app)[-2:] == ["controls", "confirm"]
    finally:
        app.close()


def test_a_pad_s_button_binds_on_its_pad_s_table_and_a_key_there_is_refused() -> None:
    app = make_app(scene="controls")
    try:
        pad = Slot(0, Device.PAD)
        listen_for(app, Action.THINK, pad)
        press(app, pygame.K_F4)
        assert top_names(app)[-1] == "controls_listen"
        assert app.ctx.scenes.top.note == "THAT IS A KEY: PRESS A BUTTON ON PAD 1"
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD, button=pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
        tick(app)
        assert top_names(app)[-1] == "controls"
        assert app.ctx.keymap.pad(0, PadButton(False, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)) is Action.THINK
        assert app.ctx.keymap.pad(0, PadButton(False, pygame.CONTROLLER_BUTTON_X)) is None
    finally:
        app.close()


# -- clashes: asked, or refused; NO leaves everything as it was ------------------------------------------------


@pytest.mark.parametrize("key, asked", [
    (pygame.K_z, "Z IS P1 SELECT. MOVE IT TO P1 UNDO?"),  # SELECT keeps Enter and Space
    (pygame.K_TAB, "TAB IS P1 VIEW'S ONLY KEY. SWAP: VIEW GETS U?"),  # VIEW takes UNDO's U
])
def test_a_key_another_action_has_is_asked_about_and_no_changes_nothing(key: int, asked: str,
                                                                          private_home: Path) -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UNDO)
        press(app, key)
        assert question(app) == asked
        act(app, Action.SELECT)  # NO, where the cursor starts
        assert top_names(app)[-1] == "controls"
        assert app.ctx.keymap == DEFAULT and not app.ctx.config.controls.changed
        assert app.ctx.scenes.top.said == "NOTHING CHANGED."
        assert not (private_home / "config" / SETTINGS_FILE).exists() or "p1_keys" not in saved(private_home)
    finally:
        app.close()


def test_yes_moves_the_key_and_the_other_action_keeps_its_other_keys(private_home: Path) -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UNDO)
        press(app, pygame.K_z)
        act(app, Action.RIGHT, Action.SELECT)  # YES
        keymap = app.ctx.keymap
        assert keymap.key(pygame.K_z) == (0, Action.UNDO)
        assert keymap.key(pygame.K_RETURN) == (0, Action.SELECT) and keymap.key(pygame.K_SPACE) == (0, Action.SELECT)
        assert saved(private_home)["p1_keys"] == {"select": ["return", "kp_enter", "space"], "undo": ["z"]}
        assert app.ctx.scenes.top.said == "Z IS NOW P1 UNDO, NO LONGER P1 SELECT."
    finally:
        app.close()


def test_yes_swaps_two_actions_whose_only_key_it_was() -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UNDO)
        press(app, pygame.K_TAB)
        act(app, Action.RIGHT, Action.SELECT)
        assert app.ctx.keymap.key(pygame.K_TAB) == (0, Action.UNDO)
        assert app.ctx.keymap.key(pygame.K_u) == (0, Action.SWITCH_VIEW)
        assert app.ctx.scenes.top.said == "TAB IS NOW P1 UNDO, AND U IS P1 VIEW."  # both halves of the swap
    finally:
        app.close()


def test_on_one_keyboard_player_1s_key_for_the_whole_games_action_is_shown_and_said_as_player_2s_too() -> None:
    app = make_app(scene="controls")
    try:
        app.ctx.settings.update(controls=ControlScheme.of(Preset.TWO_ON_ONE_KEYBOARD))
        show(app, Slot(1, Device.KEYS))
        scene = app.ctx.scenes.top
        values = {row.action: scene.value_text(row) for row in ROWS if row.action is not None}
        assert (values[Action.SWITCH_VIEW], values[Action.PAUSE], values[Action.UP]) == ("P1'S TAB", "P1'S P", "W")
        listen_for(app, Action.SWITCH_VIEW, Slot(1, Device.KEYS))
        press(app, pygame.K_TAB)
        assert scene.said == "TAB IS P1'S VIEW, AND WORKS FOR P2 TOO: NOTHING CHANGED."
    finally:
        app.close()


def test_a_key_whose_action_would_be_left_with_none_and_nothing_to_give_is_refused_in_one_line() -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UP, Slot(1, Device.KEYS))  # player 2 has no keys with DEFAULT
        press(app, pygame.K_TAB)
        assert top_names(app)[-1] == "controls"  # nothing asked
        assert app.ctx.scenes.top.said == "TAB IS P1 VIEW'S ONLY KEY, AND P2 UP HAS NONE TO SWAP: NOTHING CHANGED."
        assert app.ctx.keymap == DEFAULT
    finally:
        app.close()


# -- what cannot be bound, and giving up -------------------------------------------------------------------


@pytest.mark.parametrize("key, said", [
    (pygame.K_F2, "F2 IS THE SERVICE KEY: PICK ANOTHER"),
    (pygame.K_F12, "F12 IS THE SCREENSHOT KEY: PICK ANOTHER"),
    (pygame.K_F11, "F11 IS THE FULL SCREEN KEY: PICK ANOTHER"),
    (pygame.K_F9, "F9 IS THE CLIP KEY: PICK ANOTHER"),
])
def test_a_reserved_key_is_refused_saying_why_and_it_keeps_listening(key: int, said: str) -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UNDO)
        press(app, key)
        assert top_names(app)[-1] == "controls_listen" and app.ctx.scenes.top.note == said
        press(app, pygame.K_F4)  # still listening: the next key binds
        assert app.ctx.keymap.key(pygame.K_F4) == (0, Action.UNDO) and app.ctx.keymap.key(key) is None
    finally:
        app.close()


def test_listening_gives_up_after_five_seconds_with_nothing_changed() -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UNDO)
        tick(app, 5 * 60 - 2)  # the prompt has been up a tick already; 5 s at 60 ticks a second
        assert top_names(app)[-1] == "controls_listen"
        tick(app)
        assert top_names(app)[-1] == "controls"
        assert app.ctx.scenes.top.said == "NOTHING PRESSED IN 5 S: NOTHING CHANGED."
        assert app.ctx.keymap == DEFAULT
    finally:
        app.close()


def test_a_click_while_listening_ends_it_with_nothing_changed() -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.UNDO)
        post(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10), touch=False)
        tick(app)
        assert top_names(app)[-1] == "controls" and app.ctx.scenes.top.said == "CANCELLED: NOTHING CHANGED."
        assert app.ctx.keymap == DEFAULT
    finally:
        app.close()


# -- presets and reset ---------------------------------------------------------------------------------------


def changed_scheme() -> ControlScheme:
    return ControlScheme.of(Preset.ARCADE).bind(Binding(Slot(0, Device.KEYS), Action.UNDO), pygame.K_F4)


def test_reset_asks_first_and_yes_sets_the_presets_own_bindings(private_home: Path) -> None:
    """A cabinet's operator resetting a changed ARCADE gets ARCADE back, not a keyboard's keys."""
    app = make_app(scene="controls")
    try:
        app.ctx.settings.update(controls=changed_scheme())
        to_row(app, Kind.RESET)
        act(app, Action.SELECT)
        assert question(app) == "RESET EVERY CONTROL TO ARCADE?"
        act(app, Action.SELECT)  # NO
        assert app.ctx.config.controls == changed_scheme()
        act(app, Action.SELECT, Action.RIGHT, Action.SELECT)
        assert app.ctx.config.controls == ControlScheme.of(Preset.ARCADE) and app.ctx.keymap == preset_map(Preset.ARCADE)
        assert saved(private_home) == {"preset": "arcade"}
    finally:
        app.close()


def test_a_preset_is_picked_at_once_and_asked_about_only_over_changes() -> None:
    app = make_app(scene="controls")
    try:
        to_row(app, Kind.PRESET)
        act(app, Action.RIGHT)
        assert app.ctx.config.controls == ControlScheme.of(Preset.ARCADE)
        assert app.ctx.scenes.top.value_text(ROWS[0]) == "ARCADE"
        app.ctx.settings.update(controls=changed_scheme())
        assert app.ctx.scenes.top.value_text(ROWS[0]) == "ARCADE, CHANGED"
        act(app, Action.RIGHT)
        assert question(app) == "LOSE YOUR CHANGES FOR TWO ON ONE KEYBOARD?"
        act(app, Action.SELECT)  # NO
        assert app.ctx.config.controls == changed_scheme()
    finally:
        app.close()


# -- never stranded ------------------------------------------------------------------------------------------


def test_after_select_is_bound_to_a_new_key_the_hint_names_it_and_it_and_the_mouse_still_work() -> None:
    app = make_app(scene="controls")
    try:
        listen_for(app, Action.SELECT)
        press(app, pygame.K_F4)  # free: SELECT now has F4 alone
        assert app.ctx.keymap.key(pygame.K_RETURN) is None
        scene = app.ctx.scenes.top
        assert "F4/ENTER SELECT" in scene.hint().text  # and here, setting controls up, the keyboard's own Enter too
        to_row(app, Kind.RESET)
        press(app, pygame.K_F4)  # the key the hint line names works at once
        assert question(app) == "RESET EVERY CONTROL TO DEFAULT?"
        act(app, Action.BACK)
        press(app, pygame.K_RETURN)  # as does Enter
        assert question(app) == "RESET EVERY CONTROL TO DEFAULT?"
        act(app, Action.BACK)
        row = next(i for i, r in enumerate(ROWS) if r.kind is Kind.RESET)
        app.dispatch(ActionEvent(Action.CLICK, pos=scene.list.row_rect(row).center))  # and a click on the row
        tick(app)
        assert question(app) == "RESET EVERY CONTROL TO DEFAULT?"
        app.dispatch(ActionEvent(Action.CLICK, pos=app.ctx.scenes.top.row.rects[1].center))  # YES
        tick(app)
        assert app.ctx.keymap == DEFAULT
    finally:
        app.close()


# -- the ways in ------------------------------------------------------------------------------------------------


def test_settings_and_the_operator_menu_open_it_in_a_kiosk_too() -> None:
    from game.app.scenes.operator import ROWS as OPERATOR_ROWS, Do
    from game.app.scenes.settings_scene import ROWS as SETTINGS_ROWS

    app = make_app(scene="settings")
    try:
        app.ctx.scenes.top.list.index = next(i for i, r in enumerate(SETTINGS_ROWS) if r.label == "CONTROLS")
        act(app, Action.SELECT)
        assert top_names(app)[-2:] == ["settings", "controls"]
    finally:
        app.close()
    app = make_app(scene="menu", kiosk=True)
    try:
        act(app, Action.OPERATOR)  # F2 held (tests/test_cabinet_operator.py holds it)
        app.ctx.scenes.top.list.index = next(i for i, r in enumerate(OPERATOR_ROWS) if r.do is Do.CONTROLS)
        act(app, Action.SELECT)
        assert top_names(app)[-2:] == ["operator", "controls"] and app.ctx.kiosk
    finally:
        app.close()


def test_every_row_s_explanation_fits_its_two_lines_inside_the_title_safe_area() -> None:
    from game.app.render.font import BitmapFont
    from game.app.scenes.controls_scene import ABOUT_LINES, ABOUT_WIDTH

    app = make_app(scene="controls")
    try:
        scene, font = app.ctx.scenes.top, BitmapFont.load()
        for scheme in (ControlScheme.of(p) for p in Preset):
            for changed in (scheme, scheme.bind(Binding(Slot(0, Device.KEYS), Action.UNDO), pygame.K_F4)):
                app.ctx.settings.update(controls=changed)
                for table in range(len(TABLES)):
                    scene.table = table
                    for index in range(len(ROWS)):
                        scene.list.index = index
                        assert len(font.wrap(scene.about(), ABOUT_WIDTH)) <= ABOUT_LINES, scene.about()
    finally:
        app.close()


def test_a_long_swap_question_is_said_shorter_rather_than_past_the_screens_edge() -> None:
    app = make_app(scene="controls")
    try:
        app.ctx.settings.update(controls=ControlScheme.of(Preset.ARCADE))
        listen_for(app, Action.UNDO, Slot(1, Device.KEYS))
        press(app, pygame.K_x)  # player 1's B6, PAUSE's only key, for player 2's UNDO
        asked = question(app)
        assert asked == "P1'S B6 IS P1 PAUSE'S ONLY ONE: SWAP?"
        assert app.ctx.font.size(asked)[0] <= 320 - 2 * (6 + 12)  # the panel's room, inside the screen's margins
    finally:
        app.close()
