"""The operator menu: opened by the service input held three seconds, over anything, kiosk or not.

F2 (or a pad's SELECT+START) held for ``OPERATOR_HOLD_TICKS`` gives one
OPERATOR action, fed here as real SDL events through ``App.poll``; a
shorter hold gives nothing.  The menu's items change the settings the
settings screen changes (the same steps), switch kiosk mode, clear the
hall of fame and the tallies after asking, and exit after asking -- the one
way out of a kiosk.  The bookkeeping and the hall of fame belong to the
cabinet's records; here a small fake stands in for them (``lines``,
``clear``), as the two halves agreed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from app_support import make_app, post

from game.app.input.actions import Action, ActionEvent
from game.app.input.bindings import OPERATOR_HOLD_TICKS
from game.app.render.ui import hold_fill
from game.app.scenes.bookkeeping import LINES_PER_PAGE
from game.app.scenes.menu import QUIT_LABEL
from game.app.scenes.operator import ROWS, Do
from game.app.shell.app import App
from game.app.store.recording import Replay
from game.app.store.settings import SETTINGS_FILE

PAD, JOYSTICK = 70, 71  # instance ids of a synthetic game controller and a raw joystick


class FakeRecords:
    """Stands in for the cabinet's bookkeeping and hall of fame: lines to show, and a clear() to count."""

    def __init__(self, lines: int = 3) -> None:
        self.count = lines
        self.cleared = 0
        self.asked_uptime: list[int] = []

    def lines(self, uptime_ticks: int) -> list[str]:
        self.asked_uptime.append(uptime_ticks)
        return [f"LINE {n:02}" for n in range(self.count)]

    def blocks(self, uptime_ticks: int) -> list[tuple[str, ...]]:
        return [(line,) for line in self.lines(uptime_ticks)]

    def clear(self) -> None:
        self.cleared += 1

    def run_to(self, tick: int) -> None:
        """The books keep the running time; these have none to keep."""


def tick(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.poll()
        app.step()


def act(app: App, *actions: Action) -> None:
    for action in actions:
        app.dispatch(ActionEvent(action))
    tick(app)


def heard(app: App) -> list[dict]:
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    return events


def to_row(app: App, do: Do, field: str | None = None) -> None:
    """Put the operator menu's cursor on a row."""
    app.ctx.scenes.top.list.index = next(i for i, row in enumerate(ROWS) if row.do is do and row.field == field)


def open_operator(app: App) -> None:
    act(app, Action.OPERATOR)
    assert app.ctx.scenes.top.name == "operator"


# -- the service input -------------------------------------------------------------------------------


def test_f2_held_three_seconds_opens_the_operator_menu_and_a_shorter_hold_does_not() -> None:
    app = make_app(scene="menu")
    try:
        post(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0)
        tick(app, OPERATOR_HOLD_TICKS - 1)
        post(pygame.KEYUP, key=pygame.K_F2, mod=0, unicode="", scancode=0)
        tick(app, 5)
        assert app.ctx.scenes.names() == ["menu"]
        post(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0)
        tick(app, OPERATOR_HOLD_TICKS - 1)
        assert app.ctx.scenes.names() == ["menu"]
        tick(app)
        assert app.ctx.scenes.names() == ["menu", "operator"]
        tick(app, 2 * OPERATOR_HOLD_TICKS)  # still held: once per hold
        assert app.ctx.scenes.names() == ["menu", "operator"]
    finally:
        app.close()


@pytest.mark.parametrize("event_type, instance, buttons", [
    (pygame.CONTROLLERBUTTONDOWN, PAD, (pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START)),
    (pygame.JOYBUTTONDOWN, JOYSTICK, (6, 7)),
    (pygame.JOYBUTTONDOWN, JOYSTICK, (8, 9)),
])
def test_a_pads_select_and_start_held_together_open_it(event_type: int, instance: int, buttons) -> None:
    up = pygame.CONTROLLERBUTTONUP if event_type == pygame.CONTROLLERBUTTONDOWN else pygame.JOYBUTTONUP
    app = make_app(scene="help")
    try:
        post(event_type, instance_id=instance, button=buttons[0])
        tick(app, 2 * OPERATOR_HOLD_TICKS)  # one of the two, however long, is not the service input
        assert "operator" not in app.ctx.scenes.names()
        post(event_type, instance_id=instance, button=buttons[1])
        tick(app, OPERATOR_HOLD_TICKS - 1)
        post(up, instance_id=instance, button=buttons[1])
        tick(app, 3)
        assert "operator" not in app.ctx.scenes.names()
        post(event_type, instance_id=instance, button=buttons[1])
        tick(app, OPERATOR_HOLD_TICKS)
        assert app.ctx.scenes.names()[-1] == "operator"
    finally:
        app.close()


def test_the_service_hold_is_forgotten_when_the_window_loses_focus() -> None:
    app = make_app(scene="menu")
    try:
        post(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0)
        tick(app, OPERATOR_HOLD_TICKS - 10)
        post(pygame.WINDOWFOCUSLOST)  # the key-up will go to another window
        tick(app, 20)
        assert "operator" not in app.ctx.scenes.names()
    finally:
        app.close()


def test_it_opens_over_anything_even_in_kiosk_mode_and_only_once() -> None:
    app = make_app(scene="tictactoe", kiosk=True)
    try:
        act(app, Action.PAUSE)
        open_operator(app)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause", "operator"]
        to_row(app, Do.CLEAR_TALLIES)
        act(app, Action.SELECT, Action.OPERATOR)  # over its own question: not a second menu
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause", "operator", "confirm"]
        act(app, Action.BACK, Action.BACK)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "pause"]
    finally:
        app.close()


def test_the_operator_action_is_recorded_and_replayed(tmp_path: Path) -> None:
    recording, live_log, replay_log = tmp_path / "rec.jsonl", tmp_path / "live.jsonl", tmp_path / "replay.jsonl"
    app = make_app(scene="menu", record=recording, event_log=live_log)
    try:
        post(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0)
        tick(app, OPERATOR_HOLD_TICKS + 5)
    finally:
        app.close()
    assert '"action": "operator"' in recording.read_text()
    replayed = make_app(scene="menu", replay=Replay.load(recording), event_log=replay_log)
    try:
        tick(replayed, OPERATOR_HOLD_TICKS + 5)
        assert replayed.ctx.scenes.names() == ["menu", "operator"]
    finally:
        replayed.close()
    assert replay_log.read_text() == live_log.read_text()


# -- the items -------------------------------------------------------------------------------------------


def saved(home: Path) -> dict:
    return json.loads((home / "config" / SETTINGS_FILE).read_text())


def test_kiosk_on_is_saved_goes_full_screen_and_takes_quit_off_the_menu(private_home: Path) -> None:
    app = make_app(scene="menu")
    try:
        open_operator(app)
        to_row(app, Do.CHANGE, "kiosk")
        act(app, Action.RIGHT)
        assert app.ctx.kiosk and app.ctx.config.fullscreen
        assert saved(private_home)["kiosk"] is True and saved(private_home)["fullscreen"] is False
        act(app, Action.BACK)
        assert QUIT_LABEL not in app.ctx.scenes.top.labels
        open_operator(app)
        to_row(app, Do.CHANGE, "kiosk")
        act(app, Action.SELECT)  # select steps it too
        assert not app.ctx.kiosk and saved(private_home)["kiosk"] is False
        act(app, Action.BACK)
        assert QUIT_LABEL in app.ctx.scenes.top.labels
    finally:
        app.close()


@pytest.mark.parametrize("field, direction, expected", [
    ("attract_idle_seconds", Action.RIGHT, 45),  # the settings screen's steps: 30 s, then 45 s
    ("attract_idle_seconds", Action.LEFT, 20),
    ("demo_pair", Action.RIGHT, "perfect/perfect"),
])
def test_idle_time_and_demo_players_step_as_on_the_settings_screen(field: str, direction: Action, expected,
                                                                    private_home: Path) -> None:
    app = make_app(scene="menu")
    try:
        open_operator(app)
        to_row(app, Do.CHANGE, field)
        act(app, direction)
        assert getattr(app.ctx.config, field) == expected and saved(private_home)[field] == expected
    finally:
        app.close()


@pytest.mark.parametrize("do, keeper, what", [(Do.CLEAR_TALLIES, "books", "tallies"),
                                              (Do.CLEAR_FAME, "fame", "hall_of_fame"),
                                              (Do.CLEAR_RESULTS, "records", "results")])
def test_clearing_asks_first_and_clears_only_on_yes(do: Do, keeper: str, what: str) -> None:
    app = make_app(scene="menu")
    try:
        fake = FakeRecords()
        setattr(app.ctx, keeper, fake)
        events = heard(app)
        open_operator(app)
        to_row(app, do)
        act(app, Action.SELECT)
        assert app.ctx.scenes.top.name == "confirm"
        act(app, Action.SELECT)  # NO, where the cursor starts
        assert fake.cleared == 0 and app.ctx.scenes.top.name == "operator"
        act(app, Action.SELECT, Action.RIGHT, Action.SELECT)
        assert fake.cleared == 1 and app.ctx.scenes.top.name == "operator"
        assert [e["what"] for e in events if e["event"] == "operator_clear"] == [what]
    finally:
        app.close()


def test_exit_to_desktop_asks_then_ends_even_a_kiosk_session() -> None:
    app = make_app(scene="menu", kiosk=True)
    try:
        events = heard(app)
        open_operator(app)
        to_row(app, Do.EXIT)
        act(app, Action.SELECT, Action.BACK)  # asked; BACK is NO
        assert not app.done and app.ctx.scenes.top.name == "operator"
        act(app, Action.SELECT, Action.RIGHT, Action.SELECT)
        assert app.done
        assert [e["reason"] for e in events if e["event"] == "session_end"] == ["quit"]
    finally:
        app.close()


def test_the_bookkeeping_page_shows_the_books_paged_with_the_uptime() -> None:
    app = make_app(scene="menu")
    try:
        books = FakeRecords(lines=2 * LINES_PER_PAGE + 1)
        app.ctx.books = books
        tick(app, 100)
        open_operator(app)
        to_row(app, Do.BOOKS)
        act(app, Action.SELECT)
        page = app.ctx.scenes.top
        assert page.name == "bookkeeping" and page.pages == 3 and books.asked_uptime[-1] == app.ctx.tick - 1
        act(app, Action.RIGHT, Action.RIGHT, Action.RIGHT)
        assert page.page == 2
        act(app, Action.LEFT)
        assert page.page == 1
        app.draw()
        act(app, Action.BACK)
        assert app.ctx.scenes.top.name == "operator"
    finally:
        app.close()


# -- the hold shows a bar filling over its three seconds ---------------------------------------------------


def hold_bar_on_show(app: App, progress: float) -> bool:
    """Whether the frame shows the hold bar filled ``progress`` of the way (and no further)."""
    app.frame()
    surface, accent = app.screen.surface, app.ctx.palette.accent
    fill, full = hold_fill(progress), hold_fill(1.0)
    filled = fill.width > 0 and all(surface.get_at((x, fill.centery))[:3] == accent for x in range(fill.left, fill.right))
    rest = all(surface.get_at((x, full.centery))[:3] != accent for x in range(fill.right, full.right))
    return filled and rest


@pytest.mark.parametrize("press, release", [
    ([(pygame.KEYDOWN, {"key": pygame.K_F2, "mod": 0, "unicode": "", "scancode": 0})],
     [(pygame.KEYUP, {"key": pygame.K_F2, "mod": 0, "unicode": "", "scancode": 0})]),
    ([(pygame.CONTROLLERBUTTONDOWN, {"instance_id": PAD, "button": pygame.CONTROLLER_BUTTON_BACK}),
      (pygame.CONTROLLERBUTTONDOWN, {"instance_id": PAD, "button": pygame.CONTROLLER_BUTTON_START})],
     [(pygame.CONTROLLERBUTTONUP, {"instance_id": PAD, "button": pygame.CONTROLLER_BUTTON_START})]),
])
def test_holding_the_service_input_shows_a_bar_filling_over_its_three_seconds(press, release) -> None:
    app = make_app(scene="menu")
    try:
        app.frame()
        before = app.screen.surface.copy()
        for event_type, attrs in press:
            post(event_type, **attrs)
        seen = []
        for quarter in (1, 2, 3):
            tick(app, OPERATOR_HOLD_TICKS // 4)
            seen.append(app.input.service_progress)
            assert hold_bar_on_show(app, quarter / 4), quarter
        assert seen == [0.25, 0.5, 0.75]  # it fills evenly, tick by tick
        for event_type, attrs in release:  # let go early: the bar goes, no menu
            post(event_type, **attrs)
        tick(app)
        app.frame()
        assert app.input.service_progress is None and app.ctx.scenes.names() == ["menu"]
        assert pygame.image.tobytes(app.screen.surface, "RGB") == pygame.image.tobytes(before, "RGB")
        for event_type, attrs in press[-1:]:
            post(event_type, **attrs)
        tick(app, OPERATOR_HOLD_TICKS)
        app.frame()
        assert app.ctx.scenes.names() == ["menu", "operator"] and not hold_bar_on_show(app, 0.99)
    finally:
        app.close()


def test_every_operator_row_s_explanation_fits_its_two_lines() -> None:
    from game.app.render.font import BitmapFont
    from game.app.render.ui import MARGIN, WIDTH
    from game.app.scenes.operator import ABOUT_LINES, ROWS

    font = BitmapFont.load()
    for row in ROWS:
        assert len(font.wrap(row.about, WIDTH - 2 * MARGIN)) <= ABOUT_LINES, row.about  # drawn cut, never said
