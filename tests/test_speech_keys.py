"""Turning speech on without seeing the screen, and the speech keys: F8 held at the menu, --speech for one run,
F5 the last line again, F6 the whole screen with its keys, F7 where the cursor is; and ON WITH SOUND OFF."""

from __future__ import annotations

import json

import pygame
import pytest
from app_support import make_app, post, run_ticks
from speech_support import Heard, press, speaking

from game.app.input.actions import Action
from game.app.shell.app import App, Options
from game.files import paths
from game.speech import Speech

MENU_NAME = "TICTACTOE MAGIC. MAIN MENU"
SPEECH_ON = "SPEECH ON. F5 SAYS IT AGAIN, F6 SAYS THE WHOLE SCREEN, F7 SAYS WHERE THE CURSOR IS"


def key_down(k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def key_up(k: int) -> None:
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


@pytest.fixture
def menu_app():
    app = make_app(scene="menu")
    yield app
    app.close()


def test_f8_held_two_seconds_at_the_menu_turns_speech_on_and_says_so_then_off(menu_app: App, private_home) -> None:
    heard = Heard(menu_app)
    run_ticks(menu_app, 1)
    assert heard.take() == []  # SPEECH is off on a new machine
    key_down(pygame.K_F8)
    run_ticks(menu_app, 100)
    assert menu_app.ctx.config.speech is Speech.OFF and heard.take() == []  # not yet: a press is no hold
    run_ticks(menu_app, 30)
    assert menu_app.ctx.config.speech is Speech.ON
    assert heard.take() == [SPEECH_ON, MENU_NAME, "PICK15"]
    key_up(pygame.K_F8)
    run_ticks(menu_app, 1)
    saved = json.loads((paths.config_dir() / "settings.json").read_text())
    assert saved["speech"] == "on"  # at home the choice is kept
    key_down(pygame.K_F8)
    run_ticks(menu_app, 130)
    key_up(pygame.K_F8)
    run_ticks(menu_app, 1)
    assert menu_app.ctx.config.speech is Speech.OFF
    assert heard.take() == ["SPEECH OFF"]


def test_f8_held_on_another_screen_changes_nothing() -> None:
    app = make_app(scene="settings")
    try:
        key_down(pygame.K_F8)
        run_ticks(app, 130)
        key_up(pygame.K_F8)
        run_ticks(app, 1)
        assert app.ctx.config.speech is Speech.OFF
    finally:
        app.close()


def test_the_speech_keys_say_it_again_the_whole_screen_and_where() -> None:
    with speaking("menu") as (app, heard):
        assert heard.take() == [MENU_NAME, "PICK15"]
        press(app, Action.DOWN)
        assert heard.take() == ["TICTACTOE"]
        for k, said in ((pygame.K_F5, ["TICTACTOE"]),
                        (pygame.K_F7, ["2 OF 10"]),
                        (pygame.K_F6, [MENU_NAME, "TICTACTOE", "KEYS: UP DOWN CHOOSE. ENTER SELECT. ESC GOES TO QUIT"])):
            key_down(k)
            key_up(k)
            run_ticks(app, 1)
            assert heard.take() == said


def test_the_speech_keys_say_nothing_with_speech_off_and_reach_no_scene(menu_app: App) -> None:
    heard = Heard(menu_app)
    for k in (pygame.K_F5, pygame.K_F6, pygame.K_F7):
        key_down(k)
        key_up(k)
    run_ticks(menu_app, 2)
    assert heard.take() == [] and menu_app.ctx.scenes.names() == ["menu"]


def test_speech_for_one_run_leaves_the_saved_setting_as_it_was(private_home) -> None:
    app = make_app(scene="menu", speech=True)
    try:
        assert app.ctx.config.speech is Speech.ON
        app.ctx.settings.update(volume=0.5)  # another change is saved; SPEECH is not
    finally:
        app.close()
    saved = json.loads((paths.config_dir() / "settings.json").read_text())
    assert saved["volume"] == 0.5 and saved["speech"] == "off"


def test_on_with_sound_off_silences_the_effects_and_not_the_voice() -> None:
    app = App(Options(headless=True, frames=1, sound=True, scene="menu", seed=3))  # the dummy driver's mixer
    try:
        if not app.ctx.audio.available:
            pytest.skip("no mixer here, even the dummy one")
        assert app.ctx.audio.audible
        app.ctx.settings.update(speech=Speech.ON_SOUND_OFF)
        assert not app.ctx.audio.audible
        app.ctx.settings.update(speech=Speech.ON)
        assert app.ctx.audio.audible
    finally:
        app.close()


def test_a_direction_that_goes_nowhere_says_the_item_again_and_a_quit_says_nothing_after() -> None:
    with speaking("menu") as (app, heard):
        heard.take()
        press(app, Action.UP)  # the top of the list already
        assert heard.take() == ["PICK15"]
        press(app, Action.BACK)  # to QUIT
        press(app, Action.SELECT)  # QUIT? with the cursor on NO
        press(app, Action.RIGHT)  # YES
        assert heard.take() == ["QUIT", "QUIT?", "NO", "YES"]
        press(app, Action.SELECT)
        assert app.ctx.quitting and heard.take() == []  # not the menu again, as if the game went on


def test_f8_held_in_a_game_says_where_it_works() -> None:
    with speaking("pick15") as (app, heard):
        heard.take()
        key_down(pygame.K_F8)
        run_ticks(app, 130)
        key_up(pygame.K_F8)
        run_ticks(app, 1)
        assert heard.take() == ["F8 WORKS AT THE MAIN MENU"] and app.ctx.config.speech is Speech.ON


def test_f8_shows_what_it_did_for_whoever_watches_the_screen(menu_app: App) -> None:
    shown = []
    key_down(pygame.K_F8)
    for _ in range(130):
        run_ticks(menu_app, 1)
        shown.append(menu_app.ctx.toasts.current)
    key_up(pygame.K_F8)
    run_ticks(menu_app, 1)
    assert "SPEECH ON" in shown
