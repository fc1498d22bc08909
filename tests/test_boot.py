"""The first window: opened with the title before the game is imported, and kept by the App.

SDL's dummy driver stands in for a display here: ``boot`` treats it as
showing nothing, so the tests tell it otherwise.  That the card reaches a
real screen sooner is measured, not asserted: ``tools/bench.py --only window``
times the start to the card, to the game's first frame and a bare pygame window.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest
from app_support import probe_registry, run_ticks

from game.app.limits import LOGICAL_SIZE
from game.app.render.game_title import TITLE_Y
from game.app.render.palette import palette_for
from game.values.theme import Theme
from game.app.shell import boot
from game.app.shell.app import App, Options
from game.app.shell.context import EndReason
from game.app.shell.present import PresentChoice, PresentPath
from game.app.render import probe_memory
from game.files import paths

WINDOW = (640, 360)
MOVED = (37, 29)


@pytest.fixture
def visible_dummy(monkeypatch):
    """The dummy video driver, taken for one that shows its windows."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(boot, "INVISIBLE_DRIVERS", ())
    pygame.display.quit()
    yield
    pygame.display.quit()


def save_settings(data: object) -> None:
    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / paths.SETTINGS_FILE).write_text(json.dumps(data), encoding="utf-8")


def open_window(**overrides) -> boot.FirstWindow | None:
    choice = dict(fullscreen=None, kiosk=False, window_size=WINDOW, present=PresentPath.CHANGED) | overrides
    return boot.open_first_window(**choice)


def test_the_title_shows_in_the_window_the_app_then_keeps(visible_dummy) -> None:
    first = open_window()
    assert first == boot.FirstWindow(PresentChoice(PresentPath.CHANGED, "asked for"), shown=True)
    surface = pygame.display.get_surface()
    assert surface.get_size() == WINDOW
    accent = palette_for(Theme.XO, presenter=False).accent
    scale = WINDOW[0] // LOGICAL_SIZE[0]
    title_rows = range(TITLE_Y * scale, (TITLE_Y + 14) * scale)  # where the menu draws its title
    assert any(surface.get_at((x, y))[:3] == accent for y in title_rows for x in range(0, WINDOW[0], 2))
    window_id = boot.display_window().id
    boot.display_window().position = MOVED  # the person moved it while the game was still loading
    app = App(Options(sound=False, scene="probe", seed=1, window_size=WINDOW, first_window=first), probe_registry())
    try:
        run_ticks(app, 2)
        assert boot.display_window().id == window_id  # the same window: nothing closed and opened again
        assert boot.display_window().position == MOVED  # and where the person put it
        assert (app.window.path, app.window.reason) == (PresentPath.CHANGED, "asked for")
        assert pygame.display.get_surface().get_at((0, 0))[:3] != accent  # the game drew over the card
    finally:
        app.close()


def test_the_app_does_not_probe_again(visible_dummy, monkeypatch) -> None:
    first = open_window(present=PresentPath.AUTO)
    assert first is not None and first.shown
    monkeypatch.setattr("game.app.shell.start.resolve_present", lambda *a, **k: pytest.fail("probed twice"))
    app = App(Options(sound=False, scene="probe", seed=1, window_size=WINDOW, first_window=first), probe_registry())
    app.close()


@pytest.mark.parametrize(("saved", "cli_fullscreen", "cli_kiosk", "full"), [
    ({}, None, False, False),
    ({"fullscreen": True}, None, False, True),
    ({"fullscreen": True}, False, False, False),  # --windowed wins over the setting, this run
    ({"kiosk": True}, False, False, True),  # a cabinet fills its screen whatever it is told, as the App decides
    ({}, None, True, True),  # --kiosk
])
def test_the_window_opens_as_the_app_would_open_it(visible_dummy, saved, cli_fullscreen, cli_kiosk, full) -> None:
    save_settings(saved)
    assert open_window(fullscreen=cli_fullscreen, kiosk=cli_kiosk).shown
    assert bool(pygame.display.get_surface().get_flags() & pygame.FULLSCREEN) is full


@pytest.mark.parametrize("saved", ["not json", [1, 2], {"fullscreen": "yes"}, {"kiosk": 1}])
def test_doubtful_settings_leave_the_window_to_the_app(visible_dummy, saved) -> None:
    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / paths.SETTINGS_FILE).write_text(saved if isinstance(saved, str) else json.dumps(saved))
    first = open_window()
    assert first is not None and not first.shown
    assert pygame.display.get_surface() is None
    assert (folder / paths.SETTINGS_FILE).read_text() == (saved if isinstance(saved, str) else json.dumps(saved))


def test_the_gpu_path_opens_its_own_window(visible_dummy) -> None:
    first = open_window(present=PresentPath.GPU)
    assert first == boot.FirstWindow(PresentChoice(PresentPath.GPU, "asked for"), shown=False)
    assert pygame.display.get_surface() is None


def test_a_display_that_shows_nothing_gets_no_card(monkeypatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.display.quit()
    assert open_window() is None
    assert pygame.display.get_surface() is None


def test_the_card_is_drawn_before_numpy_and_the_scenes_are_imported() -> None:
    code = ("import sys; import game.app.shell.boot; "
            "print(sorted(m for m in ('numpy', 'game.app.scenes', 'game.opponents', 'game.engine.solver') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- the renderer probe's answer, remembered for the next start ---------------------------------

@pytest.fixture
def probes(monkeypatch):
    """Every time SDL's renderer is asked about (a CPU renderer named "fake" answers)."""
    asked = []
    monkeypatch.setattr(probe_memory, "accelerated_renderer_available", lambda: asked.append(1) or (False, "fake"))
    monkeypatch.setenv("DISPLAY", ":7")
    return asked


def test_the_next_start_uses_the_last_answer_without_asking(probes) -> None:
    assert probe_memory.renderer_answer("x11") == probe_memory.ProbeAnswer(False, "fake", remembered=False)
    assert probe_memory.renderer_answer("x11") == probe_memory.ProbeAnswer(False, "fake", remembered=True)
    assert len(probes) == 1


@pytest.mark.parametrize("change", ["display", "driver", "damaged", "not an answer"])
def test_an_answer_for_another_display_or_a_damaged_one_is_asked_again(probes, monkeypatch, change) -> None:
    probe_memory.renderer_answer("x11")
    driver = "x11"
    kept = paths.cache_dir() / probe_memory.PROBE_FILE
    if change == "display":
        monkeypatch.setenv("DISPLAY", ":8")
    elif change == "driver":
        driver = "wayland"
    elif change == "damaged":
        kept.write_bytes(b"\x00{not json")
    else:
        kept.write_text(json.dumps({"key": probe_memory.probe_key(driver), "accelerated": "yes", "name": "fake"}))
    assert not probe_memory.renderer_answer(driver).remembered
    assert len(probes) == 2
    assert probe_memory.renderer_answer(driver).remembered  # written over with the new answer


def test_a_remembered_answer_is_asked_again_once_the_first_frame_shows(visible_dummy, monkeypatch) -> None:
    remembered = PresentChoice(PresentPath.CHANGED, "renderer fake draws on the CPU", remembered=True)
    first = boot.FirstWindow(remembered, shown=False)
    app = App(Options(sound=False, scene="probe", seed=1, window_size=WINDOW, first_window=first), probe_registry())
    order = []
    present = app.present

    def shown() -> bool:
        order.append("frame")
        if order.count("frame") == 3:
            app.ctx.quit(EndReason.QUIT)  # the session ends, asked or not
        return present()

    monkeypatch.setattr(app, "present", shown)

    def ask(driver: str) -> None:
        order.append("asked")

    monkeypatch.setattr("game.app.shell.app.probe_and_remember", ask)
    try:
        app.run()
    finally:
        app.close()
    assert order == ["frame", "asked", "frame", "frame"]
