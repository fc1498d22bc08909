"""The GPU present path shows the same picture as the software one.

Run on SDL's dummy video driver, where the renderer is SDL's software one:
the same session (seed, scene, replay) is run once through ``PresentPath.CHANGED``
and once through ``PresentPath.GPU``, and the window pictures are compared at
a few ticks.  The only difference allowed is one step of rounding on the
scanline rows (the renderer's colour modulation rounds where pygame's
multiply blend rounds differently).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pygame
import pytest
from app_support import post, run_ticks

from game.app.render.burn_in import ORBIT, ORBIT_REACH, STEP_TICKS
from game.app.render.gpu_probe import SDL_RENDERER_SOFTWARE, accelerated_renderer_available, software_rasteriser
from game.app.render.screen import Screen
from game.app.shell.app import App, Options, default_registry
from game.app.shell.present import FRAMEBUFFER_HINT, PresentPath, prefer_shared_framebuffer, resolve_present
from game.app.store.recording import Replay

WINDOW = (1000, 600)  # scale 3, letterboxed on every side
SAMPLE_TICKS = (1, 40, 150)  # after this many ticks, the pictures are compared
REPLAYS = Path(__file__).parent / "replays"


def _session(path: PresentPath, scene: str, crt: bool, replay: str | None) -> list[tuple[bool, np.ndarray]]:
    """The window's pictures at the sample ticks, each with whether the CRT look was on (a replay may switch it)."""
    options = Options(scene=scene, seed=11, sound=False, window_size=WINDOW, present=path,
                      replay=Replay.load(REPLAYS / replay) if replay else None)
    app = App(options, default_registry())
    pictures = []
    try:
        assert app.window.path is path
        app.ctx.settings.update(crt=crt)
        for ticks in np.diff((0, *SAMPLE_TICKS)):
            run_ticks(app, int(ticks))
            picture = pygame.surfarray.array3d(app.window.picture()).astype(int)
            pictures.append((app.ctx.config.crt, picture))
    finally:
        app.close()
    return pictures


@pytest.mark.parametrize("crt", [True, False], ids=["crt", "flat"])
@pytest.mark.parametrize("scene, replay", [("menu", None), ("attract", None), ("menu", "magic15.jsonl")],
                         ids=["menu", "attract", "game"])
def test_the_gpu_path_shows_what_the_software_path_shows(scene, replay, crt) -> None:
    software = _session(PresentPath.CHANGED, scene, crt, replay)
    gpu = _session(PresentPath.GPU, scene, crt, replay)
    scale, rect = Screen.layout(WINDOW)
    for (soft_crt, soft), (hard_crt, hard) in zip(software, gpu, strict=True):
        assert soft_crt == hard_crt
        assert soft.shape == hard.shape == (*WINDOW, 3)
        diff = np.abs(soft - hard).max(axis=2)  # (x, y)
        assert diff.max() <= 1
        rows = np.flatnonzero(diff.any(axis=0))
        if hard_crt:  # only the shaded rows may round differently
            assert all((y - rect.y) % scale == scale - 1 for y in rows)
        else:
            assert len(rows) == 0


def test_an_unchanged_frame_is_not_drawn_again() -> None:
    app = App(Options(scene="menu", seed=3, sound=False, window_size=WINDOW, present=PresentPath.GPU),
              default_registry())
    try:
        shown = []
        app.window.gpu.show = lambda frame, crt, shift: shown.append(crt)  # noqa: SLF001 - counting the uploads
        run_ticks(app, 3)
        assert len(shown) == 1  # the menu at rest: one frame, then nothing
        post(pygame.WINDOWEXPOSED)
        run_ticks(app, 1)
        assert len(shown) == 2  # the window lost its picture: drawn again
    finally:
        app.close()


def test_screenshots_read_the_renderer(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr("game.files.paths.pictures_dir", lambda: tmp_path)
    app = App(Options(scene="menu", seed=3, sound=False, window_size=WINDOW, present=PresentPath.GPU),
              default_registry())
    try:
        run_ticks(app, 2)
        shot = app.capture.screenshot()
        final = tmp_path / "final.png"
        app.final_screenshot(final)
        expected = Screen()
        expected.surface.blit(app.screen.surface, (0, 0))
        window = pygame.Surface(WINDOW)
        expected.present(window, crt=app.ctx.config.crt)
        for path in (shot, final):
            picture = pygame.image.load(str(path))
            assert picture.get_size() == WINDOW
            diff = np.abs(pygame.surfarray.array3d(picture).astype(int)
                          - pygame.surfarray.array3d(window).astype(int))
            assert diff.max() <= 1
    finally:
        app.close()


def test_auto_and_headless_resolve_to_the_software_path() -> None:
    pygame.display.init()
    try:
        assert resolve_present(PresentPath.GPU, headless=True, driver="dummy")[0] is PresentPath.CHANGED
        assert resolve_present(PresentPath.AUTO, headless=False, driver="dummy")[0] is PresentPath.CHANGED
        assert resolve_present(PresentPath.GPU, headless=False, driver="x11")[0] is PresentPath.GPU
    finally:
        pygame.display.quit()


def test_x11_asks_for_the_shared_memory_framebuffer_unless_the_person_chose() -> None:
    environ: dict[str, str] = {}
    assert prefer_shared_framebuffer("x11", environ)
    assert environ == {FRAMEBUFFER_HINT: "0"}
    chosen = {FRAMEBUFFER_HINT: "opengl"}
    assert not prefer_shared_framebuffer("x11", chosen)
    assert chosen == {FRAMEBUFFER_HINT: "opengl"}
    for driver in ("wayland", "windows", "cocoa", "kmsdrm", "dummy"):
        untouched: dict[str, str] = {}
        assert not prefer_shared_framebuffer(driver, untouched)
        assert untouched == {}


def _hint_after_a_session(monkeypatch, driver: str | None, chosen: str | None) -> str | None:
    """The framebuffer hint once a headless App has started, SDL saying it runs ``driver`` (None: the real dummy)."""
    monkeypatch.setenv(FRAMEBUFFER_HINT, chosen or "")  # set, so that undo takes back whatever the App wrote
    if chosen is None:
        monkeypatch.delenv(FRAMEBUFFER_HINT)
    if driver is not None:
        monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)
    app = App(Options(headless=True, sound=False, seed=0))
    try:
        return os.environ.get(FRAMEBUFFER_HINT)
    finally:
        app.close()
        monkeypatch.undo()


def test_a_session_on_another_driver_leaves_the_hint_alone(monkeypatch) -> None:
    """The App asks on x11 alone, and never over the person's own choice."""
    assert _hint_after_a_session(monkeypatch, None, None) is None  # the dummy driver, as SDL really reports it
    assert _hint_after_a_session(monkeypatch, "wayland", None) is None
    assert _hint_after_a_session(monkeypatch, "x11", None) == "0"  # so the hint above is the App's to set
    assert _hint_after_a_session(monkeypatch, "x11", "opengl") == "opengl"


def test_the_probe_names_the_renderer_sdl_picks() -> None:
    pygame.display.init()
    try:
        assert accelerated_renderer_available() == (False, "software")  # the dummy driver's only renderer
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("name, flags, gl, software", [
    ("software", SDL_RENDERER_SOFTWARE, None, True),
    ("opengl", 0xE, "llvmpipe (LLVM 15.0.6, 256 bits)", True),
    ("opengl", 0xE, "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", False),
    ("opengles2", 0xE, "softpipe", True),
    ("direct3d11", 0xE, None, False),
    ("metal", 0xE, None, False),
])
def test_software_rasterisers_are_told_from_gpus(name, flags, gl, software) -> None:
    assert software_rasteriser(name, flags, gl) is software


def _shows_the_frame(app: App) -> bool:
    expected = Screen()
    expected.surface.blit(app.screen.surface, (0, 0))
    window = pygame.Surface(app.window.size())
    expected.present(window, crt=app.ctx.config.crt)
    picture = app.window.picture()
    diff = np.abs(pygame.surfarray.array3d(picture).astype(int) - pygame.surfarray.array3d(window).astype(int))
    return picture.get_size() == window.get_size() and diff.max() <= 1


def test_full_screen_and_back_opens_a_new_window_drawn_whole() -> None:
    app = App(Options(scene="menu", seed=3, sound=False, window_size=WINDOW, present=PresentPath.GPU),
              default_registry())
    try:
        run_ticks(app, 2)
        first = app.window.gpu  # noqa: SLF001
        app.ctx.settings.update(fullscreen=True)
        run_ticks(app, 1)
        assert app.window.gpu is not first and app.window.size() == pygame.display.get_desktop_sizes()[0]  # noqa: SLF001
        assert _shows_the_frame(app)
        app.ctx.settings.update(fullscreen=False)
        run_ticks(app, 1)
        assert app.window.size() == WINDOW
        assert _shows_the_frame(app)
    finally:
        app.close()


def _picture_at(path: PresentPath, tick: int) -> np.ndarray:
    """The menu's window picture on ``tick`` (the menu at rest: only the burn-in orbit can move it)."""
    app = App(Options(scene="menu", seed=3, sound=False, window_size=WINDOW, present=path), default_registry())
    try:
        run_ticks(app, 2)
        app.ctx.tick = tick
        run_ticks(app, 1)
        return pygame.surfarray.array3d(app.window.picture()).astype(int)
    finally:
        app.close()


def test_the_gpu_path_walks_the_burn_in_orbit_as_the_software_path_does() -> None:
    far = next(i for i, offset in enumerate(ORBIT) if offset == (ORBIT_REACH, ORBIT_REACH)) * STEP_TICKS
    home = _picture_at(PresentPath.GPU, 0)
    moved = _picture_at(PresentPath.GPU, far)
    assert np.abs(moved - _picture_at(PresentPath.CHANGED, far)).max() <= 1
    scale = Screen.layout(WINDOW)[0]
    dx, dy = ORBIT_REACH * scale, ORBIT_REACH * scale  # whole logical pixels, in window pixels
    assert (moved[dx:, dy:] == home[:-dx, :-dy]).all()  # the same picture, moved right and down
    assert not (moved == home).all()
