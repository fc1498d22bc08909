"""The cabinet's shell: kiosk mode, QUIT? asked first, and how every session ends (``session_end``).

Kiosk mode starts full screen in the attract mode, and nothing a player can
reach ends the program: not the menu (no QUIT), not the window's close
button, not F11.  Outside kiosk mode QUIT asks first.  Every session logs
one ``session_end`` with its reason: quit, frames, window_closed, signal or
error -- the last three checked on the real command line, in a subprocess
where it takes a real signal.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from app_support import make_app, post, run_ticks

from game.app.input.actions import Action, ActionEvent
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.menu import QUIT_LABEL, MenuScene
from game.app.scenes.settings_scene import ROWS
from game.app.shell import cli
from game.app.shell.app import App, Options
from game.app.shell.loop import TICK_RATE
from game.app.store.recording import Header
from game.app.store.settings import SETTINGS_FILE, Settings

ROOT = Path(__file__).resolve().parent.parent
ATTRACT_SCENE = "wargames"  # the attract mode's scene calls itself this, under either registered name
MASH_TICKS = 60 * TICK_RATE  # a minute of a child at the controls
MASH_ACTIONS = (Action.BACK, Action.SELECT, Action.PAUSE, Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
WAIT_LIMIT_S = 60  # how long a subprocess may take to start or stop before the test gives up on it


def heard(app: App) -> list[dict]:
    """Every event the app logs from now on."""
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    return events


def ends(events: list[dict]) -> list[dict]:
    """The session_end events among ``events``."""
    return [e for e in events if e["event"] == "session_end"]


def press_key(key: int, mod: int = 0) -> None:
    """A key pressed and let go, as SDL reports it."""
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)


def read_log(path: Path) -> list[dict]:
    """An event log's events."""
    return [json.loads(line) for line in path.read_text().splitlines()]


# -- kiosk mode --------------------------------------------------------------------------------------


def test_kiosk_starts_full_screen_in_the_attract_mode_for_this_session_only(private_home: Path) -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        run_ticks(app, 2)
        assert app.ctx.kiosk and app.ctx.config.fullscreen
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
        app.ctx.settings.update(volume=0.3)  # something saved: the session's kiosk and full screen are not
    finally:
        app.close()
    saved = json.loads((private_home / "config" / SETTINGS_FILE).read_text())
    assert saved["kiosk"] is False and saved["fullscreen"] is False and saved["volume"] == 0.3


def test_the_saved_kiosk_setting_makes_a_cabinet_too(private_home: Path) -> None:
    (private_home / "config").mkdir(parents=True)
    (private_home / "config" / SETTINGS_FILE).write_text(json.dumps({"kiosk": True}))
    app = make_app(scene="menu")
    try:
        assert app.ctx.kiosk and app.ctx.config.fullscreen
        assert app.ctx.scenes.names() == ["menu", ATTRACT_SCENE]
    finally:
        app.close()


def test_in_kiosk_the_menu_offers_no_quit_and_back_leads_nowhere() -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        app.ctx.scenes.pop()  # woken from the attract mode
        menu = app.ctx.scenes.top
        assert isinstance(menu, MenuScene) and QUIT_LABEL not in menu.labels
        for _ in range(3):
            app.dispatch(ActionEvent(Action.BACK))
            run_ticks(app, 1)
            assert menu.list.index == 0 and app.ctx.scenes.names() == ["menu"]
        menu.list.index = len(menu.labels) - 1
        app.dispatch(ActionEvent(Action.SELECT))  # the last item is HELP now
        run_ticks(app, 1)
        assert app.ctx.scenes.names() == ["menu", "help"] and not app.done
    finally:
        app.close()


@pytest.mark.parametrize("kiosk", [False, True])
def test_the_menu_spreads_a_shorter_list_down_to_the_hints_and_keeps_every_item_clear_of_them(kiosk: bool) -> None:
    from game.app.scenes.menu import ITEM_SPACING, ITEMS_BOTTOM

    app = make_app(scene="menu", kiosk=kiosk)
    try:
        while app.ctx.scenes.top.name != "menu":
            app.ctx.scenes.pop()  # a cabinet opens on its attract mode, over the menu
        menu = app.ctx.scenes.top
        last = menu.list.text_y(menu.list.count - 1) + app.ctx.font.line_height
        assert last <= ITEMS_BOTTOM
        assert (menu.list.spacing > ITEM_SPACING) is kiosk  # eight items, not ten, use the room ten would
        assert last > ITEMS_BOTTOM - menu.list.spacing
    finally:
        app.close()


def test_in_kiosk_the_window_close_f11_and_alt_enter_are_refused() -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        events = heard(app)
        post(pygame.QUIT)
        post(pygame.WINDOWCLOSE)
        press_key(pygame.K_F11)
        press_key(pygame.K_RETURN, pygame.KMOD_LALT)
        run_ticks(app, 3)
        assert not app.done and app.ctx.config.fullscreen
        assert [e["event"] for e in events].count("quit_refused") == 1 and not ends(events)
    finally:
        app.close()


def test_in_kiosk_f12_and_f9_write_nothing_and_help_does_not_offer_them(private_home) -> None:
    from game.app.capture.recent import RecentFrames
    from game.app.input.presets import DEFAULT_MAP
    from game.app.scenes.help import controls_table
    from game.files import paths

    app = make_app(scene="menu", kiosk=True)
    try:
        app.capture.recent = RecentFrames(TICK_RATE)  # a headless session keeps none by itself: a clip could be made
        run_ticks(app, TICK_RATE)
        events = heard(app)
        for _ in range(5):  # a child holding both down
            press_key(pygame.K_F12)
            press_key(pygame.K_F9)
        run_ticks(app, 3)
        assert app.capture.job is None and app.ctx.toasts.current is None
        assert [e["request"] for e in events if e["event"] == "capture_refused"] == ["screenshot", "clip"] * 5
    finally:
        app.close()
    folder = paths.pictures_dir()
    assert not folder.exists() or not any(folder.iterdir())
    public = {row[0] for row in controls_table(DEFAULT_MAP, cabinet=True)}
    assert not public & {"FULL SCR", "SCREENSHOT", "CLIP", "OPERATOR"}
    assert {"SCREENSHOT", "CLIP"} <= {row[0] for row in controls_table(DEFAULT_MAP, cabinet=False)}


def test_in_kiosk_the_settings_screen_keeps_full_screen() -> None:
    app = make_app(scene="settings", kiosk=True)
    try:
        settings = app.ctx.scenes.top
        settings.list.index = next(i for i, row in enumerate(ROWS) if row.field == "fullscreen")
        for action in (Action.LEFT, Action.RIGHT, Action.SELECT):
            app.dispatch(ActionEvent(action))
            run_ticks(app, 1)
            assert app.ctx.config.fullscreen
    finally:
        app.close()


def test_kiosk_from_the_command_line_starts_in_the_attract_mode(tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    assert cli.main(["--headless", "--frames", "3", "--seed", "2", "--kiosk", "--event-log", str(log)]) == 0
    events = read_log(log)
    assert "T" in events[0].pop("time")
    assert events[0] == {"tick": 0, "event": "session_start", "seed": 2, "scene": "attract"}
    assert [e["scene"] for e in events if e["event"] == "scene_enter"] == ["menu", ATTRACT_SCENE]


def test_in_kiosk_the_help_screen_leaves_out_the_service_input() -> None:
    for kiosk in (False, True):
        app = make_app(scene="help", kiosk=kiosk)
        try:
            rows = [row[0] for row in app.ctx.scenes.top._table]
            assert ("OPERATOR" in rows) is not kiosk
        finally:
            app.close()


def test_the_command_line_cannot_combine_kiosk_with_windowed_or_replay(capsys) -> None:
    for args in (["--kiosk", "--windowed"], ["--kiosk", "--replay", "x.jsonl"]):
        with pytest.raises(SystemExit) as exit_info:
            cli.parse_args(args)
        assert exit_info.value.code == 2 and capsys.readouterr().err.count("\n") == 1


def mash_recording(path: Path, seed: int) -> None:
    """Write a recording of a kiosk session: a minute of back, select, pause and the cursor, in bursts."""
    rng = random.Random(seed)
    settings = Settings(kiosk=True, fullscreen=True)
    lines = [json.dumps(Header(seed, "attract", settings).to_json())]
    tick = 0
    while tick < MASH_TICKS:
        for _ in range(rng.randint(5, 60)):  # a burst, one press every few ticks
            tick += rng.randint(1, 6)
            lines.append(json.dumps({"tick": tick, **ActionEvent(rng.choice(MASH_ACTIONS)).to_json()}))
        tick += rng.randint(0, 90)  # a breath
    path.write_text("\n".join(lines) + "\n")


@pytest.mark.long  # a real child drawing a minute of frames; test_monkey mashes every scene in process each run
def test_a_minute_of_mashing_in_kiosk_mode_ends_only_when_the_frames_run_out(tmp_path: Path,
                                                                            private_home: Path) -> None:
    recording, log = tmp_path / "mash.jsonl", tmp_path / "events.jsonl"
    mash_recording(recording, seed=13)
    frames = MASH_TICKS + 2 * TICK_RATE
    out = subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--frames", str(frames), "--replay", str(recording),
         "--event-log", str(log)],
        capture_output=True, text=True, cwd=ROOT, env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)},
        timeout=WAIT_LIMIT_S * 4,
    )
    assert out.returncode == 0, out.stderr
    events = read_log(log)
    assert ends(events) == [{"tick": frames, "event": "session_end", "reason": "frames"}]
    assert events[-1] == ends(events)[0]
    entered = {e["scene"] for e in events if e["event"] == "scene_enter"}
    assert {"setup", "pause"} <= entered  # the mashing got about: games started, paused


# -- outside kiosk mode: QUIT asks first -----------------------------------------------------------------


def test_esc_then_enter_on_the_menu_asks_and_only_yes_quits() -> None:
    app = make_app(scene="menu")
    try:
        events = heard(app)
        press_key(pygame.K_ESCAPE)
        press_key(pygame.K_RETURN)
        run_ticks(app, 3)
        assert app.ctx.scenes.names() == ["menu", "confirm"] and not app.done
        assert app.ctx.scenes.top.answer == "NO"
        press_key(pygame.K_RETURN)  # NO
        run_ticks(app, 3)
        assert app.ctx.scenes.names() == ["menu"] and not app.done
        press_key(pygame.K_ESCAPE)
        press_key(pygame.K_RETURN)
        press_key(pygame.K_ESCAPE)  # BACK on the question means NO
        run_ticks(app, 4)
        assert app.ctx.scenes.names() == ["menu"] and not app.done
        press_key(pygame.K_ESCAPE)
        press_key(pygame.K_RETURN)
        press_key(pygame.K_RIGHT)
        press_key(pygame.K_RETURN)  # YES
        run_ticks(app, 5)
        assert app.done
        assert [e["reason"] for e in ends(events)] == ["quit"]
    finally:
        app.close()


def test_the_question_answers_to_the_mouse_and_every_direction() -> None:
    answers: list[str] = []
    app = make_app(scene="menu")
    try:
        for moves, expected in (((Action.RIGHT,), "YES"), ((Action.DOWN, Action.UP), "NO"),
                                ((Action.RIGHT, Action.RIGHT, Action.LEFT), "NO")):
            app.ctx.scenes.push(ConfirmScene("SURE?", lambda: answers.append("yes")))
            for action in moves:
                app.dispatch(ActionEvent(action))
            assert app.ctx.scenes.top.answer == expected
            app.dispatch(ActionEvent(Action.BACK))
            assert app.ctx.scenes.names() == ["menu"]
        question = ConfirmScene("SURE?", lambda: answers.append("yes"))
        app.ctx.scenes.push(question)
        post(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=3)  # a right click: NO
        run_ticks(app, 1)
        assert app.ctx.scenes.names() == ["menu"] and answers == []
        app.ctx.scenes.push(question)
        yes = question.row.rects[1].center
        app.dispatch(ActionEvent(Action.POINT, 0, yes))
        assert question.answer == "YES"
        app.dispatch(ActionEvent(Action.CLICK, 0, yes))
        assert answers == ["yes"] and app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()


def test_closing_the_window_outside_kiosk_ends_the_session_at_once() -> None:
    app = make_app(scene="menu")
    try:
        events = heard(app)
        post(pygame.QUIT)
        run_ticks(app, 1)
        assert app.done and [e["reason"] for e in ends(events)] == ["window_closed"]
    finally:
        app.close()


# -- session_end -----------------------------------------------------------------------------------------


def test_a_headless_run_ends_once_with_reason_frames(tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    app = App(Options(scene="menu", seed=3, sound=False, headless=True, frames=25, event_log=log))
    try:
        app.run()
    finally:
        app.close()
    events = read_log(log)
    assert ends(events) == [{"tick": 25, "event": "session_end", "reason": "frames"}] and events[-1] == ends(events)[0]


@pytest.mark.parametrize("signal_name", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_signal_ends_a_real_run_cleanly_at_the_next_tick(signal_name: str, tmp_path: Path,
                                                           private_home: Path) -> None:
    log = tmp_path / "events.jsonl"
    process = subprocess.Popen(
        [sys.executable, "-m", "game", "--headless", "--frames", "900000000", "--scene", "wargames",
         "--event-log", str(log)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
        env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)},
    )
    try:
        deadline = time.monotonic() + WAIT_LIMIT_S
        while not (log.exists() and '"session_start"' in log.read_text()):
            assert process.poll() is None and time.monotonic() < deadline, "the game never started"
            time.sleep(0.05)
        process.send_signal(getattr(signal, signal_name))
        _, err = process.communicate(timeout=WAIT_LIMIT_S)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err
    assert err == ""
    events = read_log(log)
    assert [(e["reason"], e["signal"]) for e in ends(events)] == [("signal", signal_name)]
    assert events[-1]["event"] == "session_end"


def test_an_unexpected_error_is_one_line_exit_2_and_a_crash_file(monkeypatch, capsys, tmp_path: Path,
                                                                 private_home: Path) -> None:
    def broken(self) -> None:
        if self.ctx.tick == 7:
            raise ZeroDivisionError("a bug\nwith a second line")

    monkeypatch.setattr(MenuScene, "update", broken)
    log = tmp_path / "events.jsonl"
    status = cli.main(["--headless", "--frames", "50", "--seed", "4", "--event-log", str(log)])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1 and "Traceback" not in err and "ZeroDivisionError: a bug" in err
    crashes = list((private_home / "data").glob("crash-*.txt"))
    assert len(crashes) == 1 and str(crashes[0]) in err
    report = crashes[0].read_text()
    assert "Traceback" in report and "with a second line" in report and "tick: 7" in report
    assert ends(read_log(log)) == [{"tick": 7, "event": "session_end", "reason": "error",
                                    "error": "ZeroDivisionError"}]
