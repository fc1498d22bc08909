"""The kiosk is locked: a cabinet's players never reach the settings, nor change a saved one.

In kiosk mode the main menu and the pause menu offer no SETTINGS; the
operator menu (the held service input) is the only way to a cabinet's
settings.  The choices players make elsewhere -- the match setup's game,
opponent and first player, the thinking shown with T -- last for the
session and are never saved.  Outside kiosk mode all of it is as before.
The monkey, playing as a cabinet's players for minutes, checks that no
sequence of their inputs gets further.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_support import make_app, sdl_library
from monkey import Monkey

from game.app.input.actions import Action, ActionEvent
from game.app.scenes.pause import SETTINGS_ITEM
from game.app.shell.app import App, Options
from game.app.shell.loop import TICK_RATE
from game.app.store.settings import SETTINGS_FILE, Settings
from game.values.seats import PERSON_ID
from game.files.storage import write_json_atomic
from undrawn import undrawn  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("undrawn")  # what is offered and saved is checked, not a picture

SETTINGS_LABEL = "SETTINGS"
CABINET_MINUTES = 4
CABINET_SEEDS = (21, 22)


def settings_file(home: Path) -> Path:
    return home / "config" / SETTINGS_FILE


@pytest.mark.parametrize("kiosk", [False, True])
def test_the_main_menu_offers_settings_only_outside_kiosk_mode(kiosk: bool) -> None:
    app = make_app(scene="menu", kiosk=kiosk)
    try:
        app.ctx.scenes.reset(app.registry.create("menu"))  # a cabinet starts in its show; the menu under it
        assert (SETTINGS_LABEL in app.ctx.scenes.top.labels) is not kiosk
    finally:
        app.close()


@pytest.mark.parametrize("kiosk", [False, True])
def test_the_pause_menu_offers_settings_only_outside_kiosk_mode(kiosk: bool) -> None:
    app = make_app(scene="tictactoe", kiosk=kiosk)
    try:
        app.dispatch(ActionEvent(Action.PAUSE))
        pause = app.ctx.scenes.top
        assert pause.name == "pause" and (SETTINGS_ITEM in pause.items) is not kiosk
        app.dispatch(ActionEvent(Action.DOWN))  # the item under RESUME: SETTINGS at home, HELP in a cabinet
        app.dispatch(ActionEvent(Action.SELECT))
        assert app.ctx.scenes.top.name == ("help" if kiosk else "settings")
    finally:
        app.close()


def test_the_operator_turning_kiosk_on_takes_settings_off_both_menus() -> None:
    app = make_app(scene="tictactoe")
    try:
        app.dispatch(ActionEvent(Action.PAUSE))
        app.dispatch(ActionEvent(Action.OPERATOR))
        app.ctx.settings.update(kiosk=True)  # KIOSK ON in the operator menu
        app.dispatch(ActionEvent(Action.BACK))
        assert SETTINGS_ITEM not in app.ctx.scenes.top.items
        app.ctx.scenes.reset(app.registry.create("menu"))
        assert SETTINGS_LABEL not in app.ctx.scenes.top.labels
    finally:
        app.close()


def test_a_cabinet_s_players_choices_last_the_session_and_are_never_saved(private_home: Path) -> None:
    write_json_atomic(settings_file(private_home), Settings(opponent="perfect").to_json())
    saved = settings_file(private_home).read_bytes()
    app = make_app(scene="setup", kiosk=True)
    try:
        setup = app.ctx.scenes.top
        setup.opponent = PERSON_ID
        setup._start()  # START: the game begins with the choices made
        assert app.ctx.config.opponent == PERSON_ID and app.ctx.scenes.top.name == "tictactoe"
        app.dispatch(ActionEvent(Action.THINK))  # T: the thinking shown, this session
        assert app.ctx.config.show_thinking is not Settings().show_thinking
    finally:
        app.close()
    assert settings_file(private_home).read_bytes() == saved


def test_at_home_the_same_choices_are_saved(private_home: Path) -> None:
    app = make_app(scene="setup")
    try:
        setup = app.ctx.scenes.top
        setup.opponent = PERSON_ID
        setup._start()
        app.dispatch(ActionEvent(Action.THINK))
    finally:
        app.close()
    saved = Settings.from_json(json.loads(settings_file(private_home).read_text()))[0]
    assert saved.opponent == PERSON_ID and saved.show_thinking is not Settings().show_thinking


@pytest.mark.parametrize("seed", CABINET_SEEDS)
def test_minutes_of_a_cabinet_s_players_never_reach_the_settings_nor_change_one(seed: int,
                                                                                 private_home: Path) -> None:
    write_json_atomic(settings_file(private_home), Settings(kiosk=True, attract_idle_seconds=10).to_json())
    saved = settings_file(private_home).read_bytes()
    app = App(Options(scene="menu", seed=seed, sound=False, headless=True, frames=1))
    monkey = Monkey(app, seed, draw_every=64, sdl=sdl_library(), service=False)
    try:
        monkey.run(CABINET_MINUTES * 60 * TICK_RATE)  # the invariants: no settings screen, one end a game
        started = monkey.invariants.games_started
        app.ctx.quit()  # the game still on, if any, is abandoned with the session
        assert monkey.invariants.games_ended == started > 0
        books = app.ctx.books.books
        assert sum(c.started for c in books.games.values()) == started
        assert sum(c.finished + c.abandoned for c in books.games.values()) == started
    finally:
        monkey.close()
        app.close()
    assert "settings" not in monkey.invariants.scenes_seen
    assert {"setup", "pause"} <= set(monkey.invariants.scenes_seen)  # they got about
    assert settings_file(private_home).read_bytes() == saved
