"""Key maps: what binding a key does to the others, the presets as their layouts are published, the controls
setting in settings.json, and what keys do in the game under each preset.

The presets' keys are written out here by hand from MAME's default layout (player 1: the arrows, Left Ctrl,
Left Alt, Space, Left Shift, Z, X, C; player 2: R, F, D, G, A, S, Q, W; starts 1 and 2, coins 5 and 6) and from
the game's own keys, never read from ``presets``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from app_support import post, run_ticks
from game_support import Player, game, game_app, key
from test_games import record_session, replay_session

from game.app.input.actions import Action, ActionEvent
from game.app.input.keymap import BINDABLE, Binding, BindError, Device, KeyMap, PadButton, Slot, Taking
from game.app.input.presets import DEFAULT_MAP, Preset, preset_map
from game.app.input.scheme import ControlScheme, ControlsError
from game.app.store.settings import Settings, load_settings
from game.values.seats import PERSON_ID

A = Action
P1_KEYS, P2_KEYS, P1_PAD = Slot(0, Device.KEYS), Slot(1, Device.KEYS), Slot(0, Device.PAD)
ARCADE = preset_map(Preset.ARCADE)
TWO = preset_map(Preset.TWO_ON_ONE_KEYBOARD)


# -- binding ------------------------------------------------------------------------------------------------------

def test_binding_a_free_key_replaces_the_actions_keys_and_leaves_the_pads_raw_buttons_alone() -> None:
    bound = DEFAULT_MAP.bind(Binding(P1_KEYS, A.UNDO), pygame.K_k)
    assert bound.controls(Binding(P1_KEYS, A.UNDO)) == (pygame.K_k,)
    assert bound.key(pygame.K_k) == (0, A.UNDO) and bound.key(pygame.K_u) is None
    pad = DEFAULT_MAP.bind(Binding(P1_PAD, A.SELECT), PadButton(raw=False, button=pygame.CONTROLLER_BUTTON_X))
    # The game controller's A gives way to X; a raw joystick's button 0 is another pad's, and stays.
    assert pad.controls(Binding(P1_PAD, A.SELECT)) == (PadButton(False, pygame.CONTROLLER_BUTTON_X), PadButton(True, 0))
    # X was THINK's only game-controller button: THINK keeps its raw button 2 (MOVE, not SWAP).
    assert pad.controls(Binding(P1_PAD, A.THINK)) == (PadButton(True, 2),)


def test_a_key_another_action_has_moves_when_that_action_keeps_another() -> None:
    clash = DEFAULT_MAP.clash(Binding(P1_KEYS, A.UNDO), pygame.K_z)  # Z is one of SELECT's four
    assert clash is not None and clash.owner == Binding(P1_KEYS, A.SELECT) and clash.taking is Taking.MOVE
    bound = DEFAULT_MAP.bind(Binding(P1_KEYS, A.UNDO), pygame.K_z)
    assert bound.controls(Binding(P1_KEYS, A.SELECT)) == (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
    assert bound.key(pygame.K_z) == (0, A.UNDO)


def test_an_actions_only_key_swaps_and_nothing_is_left_without_a_key() -> None:
    clash = DEFAULT_MAP.clash(Binding(P1_KEYS, A.UNDO), pygame.K_TAB)  # TAB is VIEW's only key
    assert clash is not None and clash.taking is Taking.SWAP
    bound = DEFAULT_MAP.bind(Binding(P1_KEYS, A.UNDO), pygame.K_TAB)
    assert bound.key(pygame.K_TAB) == (0, A.UNDO) and bound.key(pygame.K_u) == (0, A.SWITCH_VIEW)
    for action in BINDABLE:
        assert bound.controls(Binding(P1_KEYS, action)), action


def test_an_only_key_with_nothing_to_swap_is_refused_and_the_map_is_unchanged() -> None:
    # Player 2 has no keys on the default map: taking TAB for them would leave player 1 no VIEW.
    clash = DEFAULT_MAP.clash(Binding(P2_KEYS, A.UP), pygame.K_TAB)
    assert clash is not None and clash.taking is Taking.REFUSED
    with pytest.raises(BindError):
        DEFAULT_MAP.bind(Binding(P2_KEYS, A.UP), pygame.K_TAB)
    assert DEFAULT_MAP == preset_map(Preset.DEFAULT)


def test_a_key_bound_twice_or_on_the_wrong_device_is_no_map() -> None:
    with pytest.raises(BindError):
        KeyMap.of({P1_KEYS: {A.UP: (pygame.K_k,), A.DOWN: (pygame.K_k,)}})
    with pytest.raises(BindError):
        KeyMap.of({P1_PAD: {A.UP: (pygame.K_k,)}})
    with pytest.raises(BindError):
        DEFAULT_MAP.bind(Binding(P1_KEYS, A.UP), PadButton(False, 0))


def test_the_service_key_and_the_apps_keys_cannot_be_bound() -> None:
    for reserved in (pygame.K_F2, pygame.K_F9, pygame.K_F11, pygame.K_F12):
        with pytest.raises(BindError):
            ControlScheme().bind(Binding(P1_KEYS, A.SELECT), reserved)


# -- the presets --------------------------------------------------------------------------------------------------

def test_arcade_is_mames_default_layout_with_player_2s_keys() -> None:
    p1 = {pygame.K_UP: A.UP, pygame.K_DOWN: A.DOWN, pygame.K_LEFT: A.LEFT, pygame.K_RIGHT: A.RIGHT,
          pygame.K_LCTRL: A.SELECT, pygame.K_LALT: A.BACK, pygame.K_SPACE: A.SWITCH_VIEW,
          pygame.K_1: A.SELECT, pygame.K_5: A.SELECT}  # start 1, and coin 1: a start on a free-play cabinet
    p2 = {pygame.K_r: A.UP, pygame.K_f: A.DOWN, pygame.K_d: A.LEFT, pygame.K_g: A.RIGHT,
          pygame.K_a: A.SELECT, pygame.K_s: A.BACK, pygame.K_q: A.SWITCH_VIEW, pygame.K_2: A.SELECT, pygame.K_6: A.SELECT}
    assert {k: ARCADE.key(k) for k in p1} == {k: (0, a) for k, a in p1.items()}
    assert {k: ARCADE.key(k) for k in p2} == {k: (1, a) for k, a in p2.items()}
    assert ARCADE.name(pygame.K_LCTRL) == "B1" and ARCADE.name(pygame.K_1) == "START"
    assert not ARCADE.letters_type  # an encoder's R is a stick, and types no R


def test_two_on_one_keyboard_gives_player_1_the_arrows_and_player_2_wasd() -> None:
    assert [TWO.key(k) for k in (pygame.K_UP, pygame.K_RETURN, pygame.K_ESCAPE)] == [(0, A.UP), (0, A.SELECT),
                                                                                    (0, A.BACK)]
    assert [TWO.key(k) for k in (pygame.K_w, pygame.K_a, pygame.K_s, pygame.K_d, pygame.K_SPACE, pygame.K_q)] == [
        (1, A.UP), (1, A.LEFT), (1, A.DOWN), (1, A.RIGHT), (1, A.SELECT), (1, A.BACK)]
    assert TWO.has_keys(1) and not DEFAULT_MAP.has_keys(1)


@pytest.mark.parametrize("preset", list(Preset))
def test_every_preset_gives_player_1_a_key_for_every_action_and_both_pads_a_button(preset: Preset) -> None:
    keymap = preset_map(preset)
    for action in BINDABLE:
        assert keymap.controls(Binding(P1_KEYS, action)), action
        if action is not A.CLEAR:  # a pad's CLEAR is its SELECT held, not a button of its own
            for player in (0, 1):
                assert keymap.controls(Binding(Slot(player, Device.PAD), action)), (player, action)


# -- the setting ------------------------------------------------------------------------------------------------

def test_a_preset_alone_is_written_as_the_preset_and_a_change_as_its_table() -> None:
    assert ControlScheme.of(Preset.ARCADE).to_json() == {"preset": "arcade"}
    changed = ControlScheme.of(Preset.ARCADE).bind(Binding(P1_KEYS, A.UNDO), pygame.K_v)
    assert changed.to_json() == {"preset": "arcade", "p1_keys": {"undo": ["v"]}}
    assert ControlScheme.from_json(changed.to_json()) == changed and changed.changed
    assert ControlScheme.from_json({"preset": "arcade"}) == ControlScheme.of(Preset.ARCADE)


@pytest.mark.parametrize("value, why", [
    ("arcade", "expected an object"),
    ({"preset": "mame"}, "unknown preset 'mame'"),
    ({"preset": "default", "p3_keys": {}}, "unknown entry 'p3_keys'"),
    ({"p1_keys": {"jump": ["j"]}}, "'jump' is no action"),
    ({"p1_keys": {"select": ["hyperspace"]}}, "no key is called 'hyperspace'"),
    ({"p1_keys": {"select": "return"}}, "must be a list"),
    ({"p1_keys": {"select": ["f2"]}}, "cannot be bound"),
    ({"p1_keys": {"select": []}}, "p1_keys select has no control left"),
    ({"p1_keys": {"undo": ["tab"]}}, "'tab' is bound to both"),
    ({"p1_pad": {"select": ["button_x"]}}, "no pad button is called 'button_x'"),
])
def test_a_bad_controls_value_says_what_is_wrong(value, why: str) -> None:
    with pytest.raises(ControlsError, match=why):
        ControlScheme.from_json(value)


def test_damaged_controls_in_settings_json_get_one_line_and_the_defaults_and_nothing_else_is_lost(tmp_path: Path
                                                                                                   ) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 3, "sound": False, "volume": 0.3,
                                "controls": {"preset": "arcade", "p1_keys": {"select": ["lalt"]}}}))
    settings, notices = load_settings(path)
    assert settings.controls == ControlScheme() and settings.sound is False and settings.volume == 0.3
    [notice] = notices
    assert notice.screen == "SETTINGS RESET TO DEFAULT: CONTROLS"
    assert "'lalt' is bound to both" in notice.detail
    assert any(p.name != "settings.json" for p in tmp_path.iterdir())  # the file as it was is kept aside


# -- in the game ----------------------------------------------------------------------------------------------

def _with(home: Path, scene: str, preset: Preset, **settings):
    return game_app(home, scene, controls=ControlScheme.of(preset), **settings)


def _actions(app) -> list[ActionEvent]:
    got: list[ActionEvent] = []
    app.ctx.scenes.top.handle = got.append
    return got


@pytest.mark.parametrize("preset, pressed, wanted", [
    (Preset.DEFAULT, pygame.K_w, ActionEvent(A.UP, 0, char="W")),  # a keyboard's letter keys still type
    (Preset.DEFAULT, pygame.K_LCTRL, None),  # unbound: somebody is there, and no screen acts
    (Preset.ARCADE, pygame.K_LCTRL, ActionEvent(A.SELECT, 0)),
    (Preset.ARCADE, pygame.K_r, ActionEvent(A.UP, 1)),  # player 2's stick types no R
    (Preset.ARCADE, pygame.K_5, ActionEvent(A.SELECT, 0)),
    (Preset.TWO_ON_ONE_KEYBOARD, pygame.K_w, ActionEvent(A.UP, 1, char="W")),
    (Preset.TWO_ON_ONE_KEYBOARD, pygame.K_UP, ActionEvent(A.UP, 0)),
])
def test_a_key_gives_the_action_and_player_of_the_preset(private_home: Path, preset, pressed, wanted) -> None:
    app = _with(private_home, "help", preset)
    try:
        got = _actions(app)
        key(app, pressed)
        assert got == ([] if wanted is None else [wanted])
    finally:
        app.close()


def test_two_on_one_keyboard_plays_as_two_players_each_with_their_own_keys(private_home: Path) -> None:
    app = _with(private_home, "tictactoe", Preset.TWO_ON_ONE_KEYBOARD, opponent=PERSON_ID)
    try:
        scene = game(app)
        arrows = Player(app)
        wasd = Player(app, keys={"up": pygame.K_w, "down": pygame.K_s, "left": pygame.K_a, "right": pygame.K_d,
                                 "select": pygame.K_SPACE})
        wasd.press("right")
        wasd.press("select")  # X is player 1's: player 2's keys wait their turn
        assert scene.match.board.ply == 0 and scene.cursor == 4
        arrows.place(0)
        assert scene.match.board.moves == (0,)
        arrows.press("right")
        arrows.press("select")  # O is player 2's
        assert scene.match.board.ply == 1
        wasd.place(8)
        assert scene.match.board.moves == (0, 8)
    finally:
        app.close()


def test_one_player_on_the_keyboard_plays_both_sides_of_a_two_person_game_by_default(private_home: Path) -> None:
    app = game_app(private_home, "tictactoe", opponent=PERSON_ID)
    try:
        Player(app).place(0)
        Player(app).place(8)
        assert game(app).match.board.moves == (0, 8)
    finally:
        app.close()


def test_a_change_of_bindings_takes_effect_at_once(private_home: Path) -> None:
    app = game_app(private_home, "help")
    try:
        got = _actions(app)
        app.ctx.settings.update(controls=ControlScheme.of(Preset.ARCADE))
        key(app, pygame.K_LCTRL)
        assert got == [ActionEvent(A.SELECT, 0)]
        saved = json.loads((private_home / "config" / "settings.json").read_text())
        assert saved["controls"] == {"preset": "arcade"}
    finally:
        app.close()


def test_held_keys_let_go_when_the_bindings_change(private_home: Path) -> None:
    app = game_app(private_home, "help")
    try:
        got = _actions(app)
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        run_ticks(app, 1)
        app.ctx.settings.update(controls=ControlScheme.of(Preset.ARCADE))
        run_ticks(app, 60)  # held past the repeat delay: no repeat comes once the map has changed
        assert got == [ActionEvent(A.DOWN, 0)]
    finally:
        app.close()


def test_the_hint_line_names_the_keys_in_force_and_a_click_on_one_gives_its_action(private_home: Path) -> None:
    custom = ControlScheme.of(Preset.ARCADE).bind(Binding(P1_KEYS, A.UNDO), pygame.K_k)
    app = game_app(private_home, "tictactoe", opponent="perfect", controls=custom)
    try:
        hint = game(app).hint()
        assert hint is not None
        assert hint.text == "←↑↓→ MOVE  B1 PLAY  B3 VIEW  K UNDO  B5 THINK  B6 PAUSE"
        assert dict(hint.keys)["K"] is A.UNDO and dict(hint.keys)["B1"] is A.SELECT
        app.ctx.scenes.push(app.registry.create("menu"))
        assert app.ctx.scenes.top.hint().text == "↑↓ CHOOSE   B1 SELECT   B2 GOES TO QUIT"
    finally:
        app.close()


ARCADE_P1 = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
             "select": pygame.K_LCTRL}
ARCADE_P2 = {"up": pygame.K_r, "down": pygame.K_f, "left": pygame.K_d, "right": pygame.K_g, "select": pygame.K_a}


def test_a_recording_keeps_actions_so_it_replays_the_same_whatever_the_bindings(tmp_path: Path,
                                                                                 private_home: Path) -> None:
    recording, live, replay = tmp_path / "game.jsonl", tmp_path / "live.jsonl", tmp_path / "replay.jsonl"

    def play(app) -> None:
        one, two = Player(app, keys=ARCADE_P1), Player(app, keys=ARCADE_P2)
        for mover, square in ((one, 0), (two, 4), (one, 1), (two, 8), (one, 2)):  # X takes the top row
            mover.place(square)
        assert game(app).match.over

    ticks = record_session(private_home, live, recording, play, opponent=PERSON_ID,
                           controls=ControlScheme.of(Preset.ARCADE))
    pressed = [json.loads(line) for line in recording.read_text().splitlines()[1:]]  # after the header
    assert {(entry["action"], entry["player"]) for entry in pressed} >= {("select", 0), ("select", 1), ("down", 1)}
    assert all(set(entry) <= {"tick", "action", "player", "pos", "char"} for entry in pressed)  # no key
    # The player's bindings change before the replay: it plays the recorded actions, not keys.
    settings = private_home / "config" / "settings.json"
    settings.write_text(json.dumps({**json.loads(settings.read_text()), "controls": {"preset": "default"}}))
    replay_session(replay, recording, ticks)
    assert live.read_text() == replay.read_text()


def test_a_key_with_a_name_of_another_key_keeps_the_word_players_read() -> None:
    """The keypad's Enter bound alone: the hint line still has a word for SELECT (it is ENTER to a player)."""
    from game.app.render.key_words import key_words

    keypad = ControlScheme.from_json({"p1_keys": {"select": ["kp_enter"], "back": ["return", "escape"]}})
    assert key_words(keypad.keymap).word(A.SELECT) == "ENTER"


def test_on_one_keyboard_the_hint_line_names_the_keys_of_the_player_to_move(private_home: Path) -> None:
    app = _with(private_home, "tictactoe", Preset.TWO_ON_ONE_KEYBOARD, opponent=PERSON_ID)
    try:
        scene = game(app)
        assert scene.hint().text == "←↑↓→ MOVE  ENTER PLAY  TAB VIEW  U UNDO  P PAUSE"
        Player(app).place(0)
        # Player 2's own keys; VIEW and UNDO are player 1's keys, which both reach; player 2's BACK pauses.
        assert scene.hint().text == "A/W/S/D MOVE  SPACE PLAY  TAB VIEW  U UNDO  Q PAUSE"
        assert dict(scene.hint().keys)["SPACE"] is A.SELECT
    finally:
        app.close()


def test_the_mouse_is_everybodys_and_a_click_on_player_2s_key_acts_for_player_2(private_home: Path) -> None:
    from game.app.render.hints import hint_buttons
    from game_support import cell_center, click

    from game.engine import View

    app = _with(private_home, "tictactoe", Preset.TWO_ON_ONE_KEYBOARD, opponent=PERSON_ID)
    try:
        scene = game(app)
        click(app, cell_center(View.TICTACTOE, 0))  # X by the mouse
        click(app, cell_center(View.TICTACTOE, 8))  # and O by the mouse: whoever is to move
        assert scene.match.board.moves == (0, 8)
        Player(app).steer(4)  # X's cursor by the arrows; X plays it by a click on the hint's ENTER
        [play] = [b for b in hint_buttons(app.ctx.font, scene.hint()) if b.action is A.SELECT]
        click(app, play.rect.center)
        assert scene.match.board.moves == (0, 8, 4)
        Player(app, keys={"up": pygame.K_w, "down": pygame.K_s, "left": pygame.K_a, "right": pygame.K_d,
                          "select": pygame.K_SPACE}).steer(2)
        [play] = [b for b in hint_buttons(app.ctx.font, scene.hint()) if b.action is A.SELECT]
        assert play.key == "SPACE"
        click(app, play.rect.center)  # O's SPACE on the hint line plays for O
        assert scene.match.board.moves == (0, 8, 4, 2)
    finally:
        app.close()


def test_a_new_key_takes_the_place_of_the_first_and_its_twin_and_the_others_stay() -> None:
    bound = DEFAULT_MAP.bind(Binding(P1_KEYS, A.SELECT), pygame.K_k)
    # ENTER goes, and the keypad's Enter with it (one key to a player); Space and Z still select.
    assert bound.controls(Binding(P1_KEYS, A.SELECT)) == (pygame.K_k, pygame.K_SPACE, pygame.K_z)


def test_swapping_an_arcade_button_keeps_the_start_and_the_coin_where_they_were() -> None:
    clash = ARCADE.clash(Binding(P1_KEYS, A.SELECT), pygame.K_LALT)  # button 2, BACK's only key, to SELECT
    assert clash is not None and clash.taking is Taking.SWAP
    assert ARCADE.replaced(Binding(P1_KEYS, A.SELECT), pygame.K_LALT) == (pygame.K_LCTRL,)
    bound = ARCADE.bind(Binding(P1_KEYS, A.SELECT), pygame.K_LALT)
    assert bound.controls(Binding(P1_KEYS, A.SELECT)) == (pygame.K_LALT, pygame.K_1, pygame.K_5)
    assert bound.controls(Binding(P1_KEYS, A.BACK)) == (pygame.K_LCTRL,)


def test_in_the_operators_screens_a_keyboards_own_keys_work_beside_the_panels(private_home: Path) -> None:
    app = _with(private_home, "help", Preset.ARCADE)
    try:
        got = _actions(app)
        key(app, pygame.K_RETURN)  # no button of the panel: nothing, for the public
        assert got == []
        app.ctx.scenes.push(app.registry.create("operator"))
        got = _actions(app)
        key(app, pygame.K_RETURN)
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_LCTRL)  # the panel's B1 still selects
        assert got == [ActionEvent(A.SELECT, 0), ActionEvent(A.BACK, 0), ActionEvent(A.SELECT, 0)]
    finally:
        app.close()


def test_passing_arcade_on_the_controls_screen_leaves_a_laptops_keys_working_and_named(private_home: Path) -> None:
    """A parent stepping PRESET from DEFAULT to TWO ON ONE KEYBOARD passes ARCADE, whose keys are a panel's."""
    app = _with(private_home, "controls", Preset.ARCADE)
    try:
        assert app.ctx.scenes.top.hint().text == "↑↓ CHOOSE   ←→ CHANGE   B1/ENTER SELECT   B2/ESC BACK"
        key(app, pygame.K_RIGHT)  # ARCADE -> TWO ON ONE KEYBOARD, by the arrows both have
        assert app.ctx.config.controls.preset is Preset.TWO_ON_ONE_KEYBOARD
        app.ctx.settings.update(controls=ControlScheme.of(Preset.ARCADE))
        key(app, pygame.K_ESCAPE)  # the keyboard's own Esc still goes back
        assert app.ctx.scenes.top.name != "controls"
    finally:
        app.close()


def test_a_key_is_named_by_the_word_printed_on_it() -> None:
    from game.app.input.labels import key_label

    assert [key_label(k) for k in (pygame.K_LEFTBRACKET, pygame.K_SEMICOLON, pygame.K_LCTRL, pygame.K_RCTRL,
                                   pygame.K_LALT, pygame.K_LSHIFT, pygame.K_F4, pygame.K_SLASH)] == [
        "[", ";", "CTRL", "R-CTRL", "ALT", "SHIFT", "F4", "SLASH"]


def test_setting_controls_up_on_one_keyboard_names_only_the_keys_the_map_gives(private_home: Path) -> None:
    app = _with(private_home, "controls", Preset.TWO_ON_ONE_KEYBOARD)
    try:
        assert app.ctx.scenes.top.hint().text == "↑↓ CHOOSE   ←→ CHANGE   ENTER SELECT   ESC BACK"
    finally:
        app.close()


def test_leaving_controls_that_left_a_keyboards_enter_and_esc_doing_nothing_asks_first(private_home: Path) -> None:
    app = game_app(private_home, "controls")
    try:
        key(app, pygame.K_RIGHT)  # PRESET: DEFAULT -> ARCADE, whose keys are a panel's
        assert app.ctx.config.controls.preset is Preset.ARCADE
        key(app, pygame.K_ESCAPE)  # leave, by the keyboard's own Esc (it works here)
        assert app.ctx.scenes.top.name == "confirm"
        assert app.ctx.scenes.top.question == "ENTER AND ESC WILL DO NOTHING. KEEP THESE KEYS?"
        key(app, pygame.K_RETURN)  # NO, the default: still on CONTROLS, to pick again
        assert app.ctx.scenes.top.name == "controls"
        key(app, pygame.K_RIGHT)  # TWO ON ONE KEYBOARD: Enter and Esc work again, and nothing is asked
        key(app, pygame.K_ESCAPE)
        assert app.ctx.scenes.top.name != "controls" and app.ctx.scenes.top.name != "confirm"
    finally:
        app.close()


def test_a_raw_buttons_number_is_counted_from_1_in_the_file_as_on_screen() -> None:
    from game.app.input.labels import control_label

    scheme = ControlScheme.from_json({"p1_pad": {"undo": ["button_5"]}})
    [button] = [c for c in scheme.keymap.controls(Binding(P1_PAD, A.UNDO)) if isinstance(c, PadButton) and c.raw]
    assert button == PadButton(raw=True, button=4) and control_label(button, scheme.keymap) == "BUTTON 5"
    assert scheme.to_json()["p1_pad"] == {"undo": ["button_5"]}  # an action the file names has the controls it lists
    with pytest.raises(ControlsError):
        ControlScheme.from_json({"p1_pad": {"undo": ["button_0"]}})
