"""Idle returns to the attract mode from the menus; at home it never gives up a game; a cabinet asks CONTINUE? first.

The shell's idle watch counts ticks since the last action: at the attract
mode's idle time (30 s by default) the machine goes to the attract mode,
the menu under it.  At home a game in progress (or an initials entry) waits
for its player for ever, and a finished game's result waits five minutes.
In kiosk mode a game in progress gets a ten-second CONTINUE? countdown that
any input cancels and that abandons the game (``game_abandoned``, no win,
no loss) when it runs out.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from app_support import make_app, post
from everyday_sample import sample_everyday

from game.app.input.actions import Action, ActionEvent
from game.app.matches.match_setup import session_records
from game.app.scenes.operator import ROWS as OPERATOR_ROWS
from game.app.scenes.operator import Do
from game.app.scenes.continue_scene import COUNTDOWN_SECONDS
from game.app.shell.app import App
from game.app.shell.window import MODE_SETTLE_POLLS
from game.app.shell.loop import TICK_RATE, seconds_to_ticks
from game.app.shell.stack import Stackable
from game.app.store.recording import Replay
from game.app.store.settings import ATTRACT_IDLE_DEFAULT_SECONDS
from game.commands.scene_states import ATTRACT_RUN_TICKS
from game.values.seats import PERSON_ID
from game.values.tally import Tally

IDLE_TICKS = seconds_to_ticks(ATTRACT_IDLE_DEFAULT_SECONDS)
COUNTDOWN_TICKS = COUNTDOWN_SECONDS * TICK_RATE
ATTRACT_SCENE = "wargames"
GAMES = ("pick15", "tictactoe", "magic15")


def tick(app: App, n: int) -> None:
    """Run ``n`` ticks (no drawing: the watch counts ticks, not frames)."""
    for _ in range(n):
        app.poll()
        app.step()


def heard(app: App) -> list[dict]:
    """Every event the app logs from now on."""
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    return events


def friends_game(app: App) -> None:
    """Start TicTacToe between two people over the menu, and play X in the centre and O beside it."""
    app.ctx.settings.hold(opponent=PERSON_ID)
    app.ctx.scenes.push(app.registry.create("tictactoe"))
    for action in (Action.SELECT, Action.RIGHT, Action.SELECT):
        app.dispatch(ActionEvent(action))
    tick(app, 1)


def cabinet(app: App) -> None:
    """A cabinet whose show was woken: the menu alone."""
    app.ctx.settings.update(kiosk=True)
    app.ctx.scenes.reset(app.registry.create("menu"))


@pytest.mark.parametrize("scene", ["settings", "help", "setup"])
def test_every_menu_screen_left_alone_for_90_seconds_reaches_the_attract_mode(scene: str) -> None:
    app = make_app(scene=scene)
    try:
        events = heard(app)
        tick(app, 90 * TICK_RATE)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
        assert not [e for e in events if e["event"] == "game_abandoned"]
    finally:
        app.close()


@pytest.mark.parametrize("scene", sample_everyday(GAMES, "tictactoe"))
def test_at_home_a_game_left_alone_for_ten_minutes_is_still_there(scene: str) -> None:
    app = make_app(scene=scene)
    try:
        game = app.ctx.scenes.top
        events = heard(app)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)  # one move: Enter
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        tick(app, 10 * 60 * TICK_RATE)
        assert app.ctx.scenes.names() == ["menu", scene] and app.ctx.scenes.top is game and game.game_in_progress
        assert [e["event"] for e in events].count("move") >= 1
        assert not [e for e in events if e["event"] == "game_abandoned" or e["event"].startswith("scene_")]
    finally:
        app.close()


@pytest.mark.parametrize("scene", [*GAMES, "settings", "help", "setup"])
def test_in_kiosk_mode_every_screen_left_alone_for_90_seconds_reaches_the_attract_mode(scene: str) -> None:
    app = make_app(scene=scene, kiosk=True)
    try:
        before = session_records(app.ctx).stats
        events = heard(app)
        tick(app, 90 * TICK_RATE)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
        abandoned = [e for e in events if e["event"] == "game_abandoned"]
        assert len(abandoned) == (scene in GAMES)
        assert session_records(app.ctx).stats == before  # an abandoned game is neither won nor lost
    finally:
        app.close()


def test_the_watch_acts_at_the_idle_time_and_any_action_starts_it_again() -> None:
    app = make_app(scene="settings")
    try:
        tick(app, IDLE_TICKS - 10)
        app.dispatch(ActionEvent(Action.POINT, 0, (1, 1)))  # a bare mouse move counts: somebody is there
        tick(app, IDLE_TICKS - 1)
        assert app.ctx.scenes.names() == ["menu", "settings"]
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


def test_a_dropped_action_counts_as_somebody_there() -> None:
    app = make_app(scene="help")
    try:
        tick(app, IDLE_TICKS - 5)
        app.ctx.swallow_input(20)
        app.dispatch(ActionEvent(Action.DOWN))  # dropped, but a hand is on the controls
        tick(app, 10)
        assert app.ctx.scenes.names() == ["menu", "help"]
    finally:
        app.close()


def test_in_kiosk_mode_a_game_left_alone_asks_continue_and_a_key_cancels_it_keeping_the_game() -> None:
    app = make_app(scene="menu")
    try:
        cabinet(app)
        friends_game(app)
        game = app.ctx.scenes.top
        moves, cursor = game.match.board.moves, game.cursor
        tick(app, IDLE_TICKS)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "continue"]
        post(pygame.MOUSEMOTION, pos=(50, 50), rel=(4, 2), buttons=(0, 0, 0))  # a bumped mouse is not a player
        tick(app, TICK_RATE)
        assert app.ctx.scenes.top.name == "continue" and app.ctx.scenes.top.seconds_left == COUNTDOWN_SECONDS - 1
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"] and app.ctx.scenes.top is game
        assert game.match.board.moves == moves and game.cursor == cursor  # the key only woke it
        tick(app, 10)
        app.dispatch(ActionEvent(Action.DOWN))
        app.dispatch(ActionEvent(Action.SELECT))  # the game goes on
        assert len(game.match.board.moves) == len(moves) + 1
    finally:
        app.close()


def test_continue_run_out_abandons_the_game_without_counting_it(private_home) -> None:
    app = make_app(scene="menu")
    try:
        cabinet(app)
        friends_game(app)
        stats_file = private_home / "data" / "stats.json"
        saved = stats_file.read_bytes() if stats_file.exists() else None
        events = heard(app)
        # The last action's tick counted one; the countdown starts on the tick after the watch acts.
        tick(app, IDLE_TICKS - 1 + COUNTDOWN_TICKS - 1)
        assert app.ctx.scenes.top.name == "continue" and app.ctx.scenes.top.seconds_left == 1
        abandoned_at = app.ctx.tick
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE] and app.ctx.match is None
        abandoned = [e for e in events if e["event"] == "game_abandoned"]
        assert abandoned == [{"tick": abandoned_at, "event": "game_abandoned", "game": "tictactoe",
                              "x_player": PERSON_ID, "o_player": PERSON_ID, "moves": 2, "reason": "idle"}]
        assert session_records(app.ctx).tally(PERSON_ID) == Tally()
        assert (stats_file.read_bytes() if stats_file.exists() else None) == saved
        assert not [e for e in events if e["event"] == "game_end"]
    finally:
        app.close()


def test_in_kiosk_mode_the_pause_menu_over_a_game_asks_continue_too() -> None:
    app = make_app(scene="tictactoe", kiosk=True)
    try:
        app.dispatch(ActionEvent(Action.PAUSE))
        tick(app, IDLE_TICKS)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause", "continue"]
        app.dispatch(ActionEvent(Action.CLICK, 0, (5, 5)))  # a click anywhere cancels
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause"]
    finally:
        app.close()


RESULT_WAIT = 5 * 60 * TICK_RATE  # docs/playing.md's "five minutes" on a finished game's result


def finished_game(app: App) -> Stackable:
    """TicTacToe between two people over the menu, won by X along the top row; the game's scene."""
    app.ctx.settings.hold(opponent=PERSON_ID)
    app.ctx.scenes.push(app.registry.create("tictactoe"))
    game = app.ctx.scenes.top
    for square in (0, 3, 1, 4, 2):  # X takes the top row
        game.cursor = square
        app.dispatch(ActionEvent(Action.SELECT))
    assert game.over and not game.game_in_progress
    return game


def test_at_home_a_finished_game_s_result_waits_five_minutes_for_the_attract_mode() -> None:
    app = make_app(scene="menu")
    try:
        finished_game(app)
        tick(app, RESULT_WAIT - 1)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


def test_in_kiosk_mode_a_finished_game_goes_straight_to_the_attract_mode() -> None:
    app = make_app(scene="menu")
    try:
        cabinet(app)
        finished_game(app)
        tick(app, IDLE_TICKS)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


def test_attract_mode_off_leaves_every_screen_alone_for_ten_minutes() -> None:
    app = make_app(scene="tictactoe")
    try:
        app.ctx.settings.update(attract_idle_seconds=0)
        events = heard(app)
        tick(app, 10 * 60 * TICK_RATE)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
        assert not [e for e in events if e["event"].startswith("scene_")]
    finally:
        app.close()


def test_the_attract_mode_and_the_countdown_are_exempt_and_waking_returns_to_the_menu() -> None:
    app = make_app(scene="wargames")
    try:
        tick(app, 3 * IDLE_TICKS)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]  # it stays, and is not pushed again
        app.dispatch(ActionEvent(Action.SELECT))
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()


# -- a paused game at home waits; in a cabinet it goes back to the show ---------------------------------------

TEN_MINUTES = 10 * 60 * TICK_RATE  # 36,000 ticks


def paused_friends_game(app: App, how: str) -> None:
    """A game between two people with two moves made, then paused: by P, by a pad's Start, or by losing focus."""
    friends_game(app)
    if how == "key":
        post(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=pygame.K_p, mod=0, unicode="", scancode=0)
    elif how == "pad":
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD, button=pygame.CONTROLLER_BUTTON_START)
        post(pygame.CONTROLLERBUTTONUP, instance_id=PAD, button=pygame.CONTROLLER_BUTTON_START)
    else:
        tick(app, MODE_SETTLE_POLLS)  # a new window's own focus changes are ignored this long
        post(pygame.WINDOWFOCUSLOST)
    tick(app, 1)
    assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause"]


PAD = 60  # a synthetic game controller's instance id (registered on sight)


@pytest.mark.parametrize("how", sample_everyday(["key", "pad", "focus"], "key"))
def test_a_paused_game_at_home_survives_ten_minutes_untouched(how: str) -> None:
    app = make_app(scene="menu")
    try:
        paused_friends_game(app, how)
        game = list(app.ctx.scenes)[1]
        moves = game.match.board.moves
        events = heard(app)
        tick(app, TEN_MINUTES)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause"]
        assert not [e for e in events if e["event"] == "game_abandoned" or e["event"].startswith("scene_")]
        app.dispatch(ActionEvent(Action.PAUSE))  # back to the game, as it was
        assert app.ctx.scenes.top is game and game.match.board.moves == moves and game.game_in_progress
    finally:
        app.close()


def test_at_home_what_the_pause_menu_opens_waits_too() -> None:
    app = make_app(scene="menu")
    try:
        paused_friends_game(app, "key")
        app.ctx.scenes.push(app.registry.create("help"))  # HELP from the pause menu
        tick(app, TEN_MINUTES)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause", "help"]
    finally:
        app.close()


def test_in_kiosk_mode_the_same_pause_ends_in_the_attract_mode() -> None:
    app = make_app(scene="tictactoe", kiosk=True)
    try:
        app.ctx.settings.hold(opponent=PERSON_ID)
        app.ctx.scenes.reset(app.registry.create("menu"))
        paused_friends_game(app, "pad")
        events = heard(app)
        tick(app, IDLE_TICKS)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause", "continue"]
        tick(app, COUNTDOWN_TICKS)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
        abandoned = [e for e in events if e["event"] == "game_abandoned"]
        assert [(e["reason"], e["moves"]) for e in abandoned] == [("idle", 2)]
    finally:
        app.close()


# -- the operator's screens: never at home; in a cabinet, home after three minutes -----------------------------

OPERATOR_IDLE = 3 * 60 * TICK_RATE  # 10,800 ticks: cabinet.md's "three minutes"


def open_operator(app: App, opened: list[str]) -> list[str]:
    """The operator menu, then BOOKKEEPING and/or the CLEAR HALL OF FAME question; the stack's names."""
    app.dispatch(ActionEvent(Action.OPERATOR))
    if opened:
        app.ctx.scenes.top.list.index = 0  # BOOKKEEPING
        app.dispatch(ActionEvent(Action.SELECT))
    if "confirm" in opened:
        app.dispatch(ActionEvent(Action.BACK))
        app.ctx.scenes.top.list.index = next(i for i, row in enumerate(OPERATOR_ROWS) if row.do is Do.CLEAR_FAME)
        app.dispatch(ActionEvent(Action.SELECT))
    names = app.ctx.scenes.names()
    assert names[-1] == (opened[-1] if opened else "operator"), names
    return names


@pytest.mark.parametrize("opened", sample_everyday([[], ["bookkeeping"], ["bookkeeping", "confirm"]],
                                                    ["bookkeeping", "confirm"]))
def test_at_home_the_operator_s_screens_never_time_out(opened: list[str]) -> None:
    app = make_app(scene="tictactoe")  # over a game in progress, the worst case
    try:
        events = heard(app)
        names = open_operator(app, opened)
        tick(app, TEN_MINUTES)
        assert app.ctx.scenes.names() == names
        assert not [e for e in events if e["event"] == "game_abandoned"]
        while app.ctx.scenes.top.name != "tictactoe":  # the owner leaves: the game goes on waiting for its player
            app.dispatch(ActionEvent(Action.BACK))
        tick(app, IDLE_TICKS)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
    finally:
        app.close()


@pytest.mark.parametrize("opened", [[], ["bookkeeping"], ["bookkeeping", "confirm"], ["input_test"],
                                    ["sound_test"]])
def test_in_kiosk_mode_the_operator_s_screens_go_home_after_three_minutes(opened: list[str]) -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        app.ctx.scenes.pop()  # the cabinet's show, woken: the menu
        hall = app.ctx.fame.hall
        if opened and opened[0] in ("input_test", "sound_test"):
            app.dispatch(ActionEvent(Action.OPERATOR))
            app.ctx.scenes.push(app.registry.create(opened[0]))
            names = app.ctx.scenes.names()
        else:
            names = open_operator(app, opened)
        events = heard(app)
        tick(app, OPERATOR_IDLE - 1)
        if opened != ["input_test"]:  # the INPUT TEST leaves by itself after 10 s; the operator menu stays
            assert app.ctx.scenes.names() == names
        tick(app, 1 if opened != ["input_test"] else 10 * TICK_RATE)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
        assert [e["scene"] for e in events if e["event"] == "scene_enter"][-1] == ATTRACT_SCENE
        assert not [e for e in events if e["event"] == "operator_clear"]  # the question went unanswered: NO
        assert app.ctx.fame.hall is hall
    finally:
        app.close()


def test_in_kiosk_mode_the_operator_s_time_is_the_player_s_when_that_is_longer() -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        app.ctx.settings.update(attract_idle_seconds=600)
        app.ctx.scenes.pop()
        app.dispatch(ActionEvent(Action.OPERATOR))
        tick(app, 600 * TICK_RATE - 1)
        assert app.ctx.scenes.names() == ["menu", "operator"]
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


def test_in_kiosk_mode_with_the_attract_mode_off_the_operator_menu_goes_back_to_the_menu() -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        app.ctx.settings.update(attract_idle_seconds=0)
        app.ctx.scenes.pop()
        app.dispatch(ActionEvent(Action.OPERATOR))
        tick(app, OPERATOR_IDLE)
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()


def test_in_kiosk_mode_the_operator_menu_over_the_show_leaves_the_show_running() -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        show = app.ctx.scenes.top
        assert show.name == ATTRACT_SCENE
        app.dispatch(ActionEvent(Action.OPERATOR))
        tick(app, OPERATOR_IDLE)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE] and app.ctx.scenes.top is show
    finally:
        app.close()


@pytest.mark.parametrize("paused", [False, True])
def test_in_kiosk_mode_a_game_under_the_operator_menu_gets_continue_then_is_booked_abandoned(paused: bool) -> None:
    app = make_app(scene="tictactoe", kiosk=True)
    try:
        app.ctx.settings.hold(opponent=PERSON_ID)
        app.ctx.scenes.reset(app.registry.create("menu"))
        friends_game(app)
        if paused:
            app.dispatch(ActionEvent(Action.PAUSE))
        under = app.ctx.scenes.names()
        events = heard(app)
        open_operator(app, ["bookkeeping"])
        tick(app, OPERATOR_IDLE)
        assert app.ctx.scenes.names() == [*under, "continue"]  # the public sees the game, never the menu
        assert not [e for e in events if e["event"] == "game_abandoned"]
        tick(app, COUNTDOWN_TICKS)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
        abandoned = [e for e in events if e["event"] == "game_abandoned"]
        assert [(e["game"], e["moves"], e["reason"]) for e in abandoned] == [("tictactoe", 2, "idle")]
        assert not [e for e in events if e["event"] == "game_end"]
        counts = app.ctx.books.books.counts("tictactoe", PERSON_ID)
        assert (counts.started, counts.finished, counts.abandoned) == (1, 0, 1)  # booked as given up, once
    finally:
        app.close()


def test_a_lesson_waits_at_home_but_goes_home_in_a_cabinet() -> None:
    # In the cabinet: the idle time, then a whole run of the show and into the next.  The show staying on for ten
    # minutes more is the attract mode's own exemption, tested on its own in this file and for an hour in
    # tests/test_soak.py; at home the lesson is watched the whole ten minutes.
    for kiosk, ticks, expected in ((False, TEN_MINUTES, ["menu", "lessons"]),
                                   (True, IDLE_TICKS + ATTRACT_RUN_TICKS, ["menu", ATTRACT_SCENE])):
        app = make_app(scene="lessons", kiosk=kiosk)
        try:
            tick(app, ticks)
            assert app.ctx.scenes.names() == expected
        finally:
            app.close()


@pytest.mark.parametrize("scene", sample_everyday(["tictactoe", "setup", "help"], "tictactoe"))
def test_with_presenter_on_a_screen_never_times_out_outside_kiosk_mode(scene: str) -> None:
    """A teacher talks over a game or a screen for minutes: PRESENTER keeps the attract mode away."""
    app = make_app(scene=scene)
    try:
        app.ctx.settings.update(presenter=True)
        events = heard(app)
        tick(app, 10 * 60 * TICK_RATE)
        assert app.ctx.scenes.names() == ["menu", scene]
        assert not [e for e in events if e["event"] == "game_abandoned"]
    finally:
        app.close()


def test_in_kiosk_mode_presenter_still_returns_to_the_attract_mode() -> None:
    app = make_app(scene="help")
    try:
        app.ctx.settings.update(presenter=True, kiosk=True)
        tick(app, IDLE_TICKS + 1)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


@pytest.mark.long  # 10,800 frames drawn by a child; the same three minutes are ticked in process above, everyday
def test_through_the_installed_command_an_operator_menu_left_alone_in_kiosk_mode_returns_to_the_show(
        tmp_path, private_home) -> None:
    installed = Path(sys.executable).with_name("tictactoe-magic")
    command = [str(installed)] if installed.exists() else [sys.executable, "-m", "game"]
    log = tmp_path / "events.jsonl"
    done = subprocess.run([*command, "--headless", "--kiosk", "--scene", "operator", "--frames", str(OPERATOR_IDLE),
                           "--event-log", str(log)], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)})
    assert done.returncode == 0 and done.stderr == ""
    scenes = [(e["tick"], e["event"], e["scene"]) for e in map(json.loads, log.read_text().splitlines())
              if e["event"].startswith("scene_")]
    # Entered on tick 0; the 10,800th tick it stands untouched (tick 10,799) closes it.
    assert scenes == [(0, "scene_enter", "menu"), (0, "scene_enter", "operator"),
                      (OPERATOR_IDLE - 1, "scene_exit", "operator"), (OPERATOR_IDLE - 1, "scene_enter", ATTRACT_SCENE)]


# -- every input counts: app keys, modifier keys alone, every mouse button, pads -------------------------------

def key(code: int, mod: int = 0) -> list[tuple[int, dict]]:
    return [(pygame.KEYDOWN, {"key": code, "mod": mod, "unicode": "", "scancode": 0}),
            (pygame.KEYUP, {"key": code, "mod": mod, "unicode": "", "scancode": 0})]


INPUTS: dict[str, list[tuple[int, dict]]] = {
    "F12": key(pygame.K_F12),
    "F9": key(pygame.K_F9),
    "F11": key(pygame.K_F11),
    "alt+enter": key(pygame.K_RETURN, pygame.KMOD_LALT),
    "shift": key(pygame.K_LSHIFT, pygame.KMOD_LSHIFT),
    "ctrl": key(pygame.K_RCTRL, pygame.KMOD_RCTRL),
    "alt": key(pygame.K_LALT, pygame.KMOD_LALT),
    "middle click": [(pygame.MOUSEBUTTONDOWN, {"button": 2, "pos": (100, 100)}),
                     (pygame.MOUSEBUTTONUP, {"button": 2, "pos": (100, 100)})],
    "wheel sideways": [(pygame.MOUSEWHEEL, {"x": 1, "y": 0, "flipped": False})],
    "pad shoulder": [(pygame.CONTROLLERBUTTONDOWN, {"instance_id": PAD, "button": pygame.CONTROLLER_BUTTON_LEFTSHOULDER}),
                     (pygame.CONTROLLERBUTTONUP, {"instance_id": PAD, "button": pygame.CONTROLLER_BUTTON_LEFTSHOULDER})],
    "pad trigger": [(pygame.CONTROLLERAXISMOTION, {"instance_id": PAD, "axis": pygame.CONTROLLER_AXIS_TRIGGERLEFT,
                                                   "value": 20000})],  # 0.61 of the way, a deliberate squeeze
    "stick half pushed": [(pygame.CONTROLLERAXISMOTION, {"instance_id": PAD, "axis": pygame.CONTROLLER_AXIS_LEFTX,
                                                         "value": 13000})],  # 0.40: past resting, short of a move
}


@pytest.mark.parametrize("name", INPUTS)
def test_every_input_starts_the_idle_count_again(name: str) -> None:
    app = make_app(scene="settings")
    try:
        tick(app, IDLE_TICKS - 10)
        for kind, fields in INPUTS[name]:
            post(kind, **fields)
        tick(app, IDLE_TICKS - 1)
        assert app.ctx.scenes.names()[-1] == "settings"
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


def test_a_stick_resting_near_its_centre_is_nobody() -> None:
    app = make_app(scene="settings")
    try:
        tick(app, IDLE_TICKS - 10)
        post(pygame.CONTROLLERAXISMOTION, instance_id=PAD, axis=pygame.CONTROLLER_AXIS_LEFTX, value=3000)  # 0.09
        tick(app, 10)
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


@pytest.mark.parametrize("name", ["shift", "ctrl", "F12", "pad shoulder"])
def test_in_kiosk_mode_a_key_that_asks_for_nothing_cancels_continue(name: str) -> None:
    app = make_app(scene="menu")
    try:
        cabinet(app)
        friends_game(app)
        game = app.ctx.scenes.top
        moves = game.match.board.moves
        tick(app, IDLE_TICKS)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "continue"]
        for kind, fields in INPUTS[name]:
            post(kind, **fields)
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"] and game.match.board.moves == moves
    finally:
        app.close()


@pytest.mark.parametrize("name", ["shift", "pad shoulder"])
def test_a_key_that_asks_for_nothing_wakes_the_attract_mode(name: str) -> None:
    app = make_app(scene="wargames")
    try:
        for kind, fields in INPUTS[name]:
            post(kind, **fields)
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()


def test_a_key_that_asks_for_nothing_does_nothing_else() -> None:
    app = make_app(scene="menu")
    try:
        friends_game(app)
        game = app.ctx.scenes.top
        moves, cursor = game.match.board.moves, game.cursor
        for kind, fields in INPUTS["shift"] + INPUTS["pad shoulder"]:
            post(kind, **fields)
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
        assert game.match.board.moves == moves and game.cursor == cursor
    finally:
        app.close()


# -- the window's close button: asks over what it would lose, at once otherwise -----------------------------------

def test_closing_the_window_over_a_game_at_home_asks_quit_with_no_chosen() -> None:
    app = make_app(scene="menu")
    try:
        friends_game(app)
        events = heard(app)
        post(pygame.QUIT)
        tick(app, 1)
        assert not app.done and app.ctx.scenes.names() == ["menu", "tictactoe", "confirm"]
        question = app.ctx.scenes.top
        assert (question.question, question.answer) == ("QUIT?", "NO")
        post(pygame.QUIT)  # closed again: still the one question
        tick(app, 1)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "confirm"]
        app.dispatch(ActionEvent(Action.SELECT))  # Enter on NO: back to the game
        assert app.ctx.scenes.names() == ["menu", "tictactoe"] and app.ctx.scenes.top.game_in_progress
        post(pygame.QUIT)
        tick(app, 1)
        app.dispatch(ActionEvent(Action.RIGHT))
        app.dispatch(ActionEvent(Action.SELECT))  # YES
        assert app.done
        assert [(e["event"], e.get("reason")) for e in events if e["event"] in ("game_abandoned", "session_end")] == [
            ("game_abandoned", "left"), ("session_end", "window_closed")]
    finally:
        app.close()


def enter(app: App) -> None:
    """Enter pressed and let go, then a few ticks."""
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    tick(app, 3)


def test_a_session_whose_window_close_was_answered_no_replays_the_same(tmp_path: Path) -> None:
    """X in the centre, the window closed, Down and Enter: live, the question takes both (NO); a replay that did not
    ask would put O below the centre."""
    recording = tmp_path / "closed.jsonl"
    app = make_app(scene="menu")
    app.ctx.settings.update(opponent=PERSON_ID)
    app.close()
    app = make_app(scene="tictactoe", record=recording)
    try:
        tick(app, 5)
        enter(app)  # X in the centre
        post(pygame.QUIT)
        tick(app, 2)
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        tick(app, 3)
        enter(app)  # NO
        assert app.ctx.scenes.names()[-1] == "tictactoe" and app.ctx.scenes.top.match.board.moves == (4,)
    finally:
        app.close()
    replayed = make_app(replay=Replay.load(recording))
    try:
        names = set()
        while replayed.replay is not None and not replayed.done:  # to the recording's end
            tick(replayed, 1)
            names.update(replayed.ctx.scenes.names())
        assert "confirm" in names
        assert replayed.ctx.scenes.top.match.board.moves == (4,)
    finally:
        replayed.close()


@pytest.mark.parametrize("scene", ["menu", "settings", "finished game"])
def test_closing_the_window_with_nothing_to_lose_ends_at_once(scene: str) -> None:
    app = make_app(scene="menu" if scene == "finished game" else scene)
    try:
        if scene == "finished game":
            finished_game(app)
        post(pygame.QUIT)
        tick(app, 1)
        assert app.done and app.ctx.quitting
    finally:
        app.close()


# -- from outside: the installed command, a game with one move made, ten minutes alone ---------------------------

def one_move_recording(path: Path) -> None:
    """A recording of a TicTacToe game between two people in which X takes the centre, made by the real shell."""
    app = make_app(scene="menu")
    app.ctx.settings.update(opponent=PERSON_ID)  # saved, so the recording's header has it: nobody answers the move
    app.close()
    app = make_app(scene="tictactoe", record=path)
    try:
        tick(app, 5)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        tick(app, 5)
    finally:
        app.close()


@pytest.mark.long
def test_through_the_installed_command_a_game_left_alone_ten_minutes_at_home_is_kept(tmp_path, private_home) -> None:
    recording, again, log = tmp_path / "one-move.jsonl", tmp_path / "again.jsonl", tmp_path / "events.jsonl"
    one_move_recording(recording)
    installed = Path(sys.executable).with_name("tictactoe-magic")
    command = [str(installed)] if installed.exists() else [sys.executable, "-m", "game"]
    done = subprocess.run([*command, "--headless", "--replay", str(recording), "--record", str(again),
                           "--frames", str(10 + TEN_MINUTES), "--event-log", str(log)],
                          capture_output=True, text=True, timeout=600,
                          env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)})
    assert done.returncode == 0 and done.stderr == ""
    events = [json.loads(line) for line in log.read_text().splitlines()]
    frames = 10 + TEN_MINUTES
    # The game is still on when --frames runs out: given up then by the session's end, never by waiting.
    assert [(e["tick"], e["event"], e.get("reason")) for e in events[-2:]] == [
        (frames, "game_abandoned", "shutdown"), (frames, "session_end", "frames")]
    kinds = [e["event"] for e in events[:-2]]
    assert kinds.count("move") == 1 and "game_abandoned" not in kinds and "game_end" not in kinds
    entered = [e["scene"] for e in events if e["event"] == "scene_enter"]
    assert entered == ["menu", "tictactoe"]  # no CONTINUE?, no attract mode
    actions = [json.loads(line)["action"] for line in again.read_text().splitlines()[1:]]
    assert actions == ["select"]  # nobody touched anything after the one move
