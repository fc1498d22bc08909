"""Full screen and back: the window is remembered (size and place) and the picture redrawn whole.

The logic runs headless (SDL's dummy driver).  What a real X server shows
-- with openbox and with no window manager, as on a kiosk -- is checked by
tools/fullscreen_check.py, run here on virtual X servers when Xvfb and its
helpers are installed (skipped otherwise).
"""

from __future__ import annotations

import warnings

import numpy as np
import pygame
import pytest
from app_support import make_app, post, run_ticks
from test_tournament_cli import load_tool

from game.app.render.burn_in import ORBIT
from game.app.render.screen import Screen

check = load_tool("fullscreen_check")


def window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def f11(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    run_ticks(app, 1)


@pytest.fixture
def switches(monkeypatch):
    """Every set_mode call, with where the window stood as it was made."""
    calls = []
    set_mode = pygame.display.set_mode

    def recording(size=(0, 0), flags=0, *args, **kwargs):
        before = window().position if pygame.display.get_surface() is not None else None
        calls.append((tuple(size), flags & pygame.FULLSCREEN != 0, before))
        return set_mode(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", recording)
    return calls


def test_full_screen_starts_at_the_corner_and_the_window_comes_back_as_it_was(switches, monkeypatch) -> None:
    app = make_app(window_size=(640, 360))
    try:
        run_ticks(app, 1)
        pygame.display.set_mode((700, 400), pygame.RESIZABLE)  # the player resized the window ...
        window().position = (123, 45)  # ... and dragged it
        switches.clear()
        invalidated = []
        monkeypatch.setattr(app.screen, "invalidate", lambda: invalidated.append(True))
        f11(app)
        assert app.ctx.config.fullscreen
        # The old window was put at the corner before the full-screen one was made where it stood.
        assert switches == [((0, 0), True, (0, 0))]
        assert invalidated
        invalidated.clear()
        f11(app)
        assert not app.ctx.config.fullscreen
        assert switches[-1][:2] == ((700, 400), False)
        assert pygame.display.get_surface().get_size() == (700, 400)
        assert window().position == (123, 45)
        assert invalidated
    finally:
        app.close()


def test_started_full_screen_the_window_comes_back_centred() -> None:
    app = make_app(window_size=(640, 360), fullscreen=True)
    try:
        run_ticks(app, 1)
        f11(app)
        assert not app.ctx.config.fullscreen
        desktop = pygame.display.get_desktop_sizes()[0]
        assert pygame.display.get_surface().get_size() == (640, 360)
        assert window().position == ((desktop[0] - 640) // 2, (desktop[1] - 360) // 2)
    finally:
        app.close()


# -- the checker's eye, on made-up screens ------------------------------------------------------

def _letterboxed(size: tuple[int, int], shift: tuple[int, int] = (0, 0)) -> np.ndarray:
    pixels = np.zeros((size[1], size[0], 3), np.uint8)
    _, rect = Screen.layout(size)
    rect = rect.move(shift)
    pixels[rect.top:rect.bottom, rect.left:rect.right] = (20, 24, 48)
    return pixels


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1200), (3840, 2160)])
def test_the_check_passes_a_centred_whole_picture(size) -> None:
    assert check.picture_problems(_letterboxed(size), check.Geometry(0, 0, *size)) == []


@pytest.mark.parametrize("step", ORBIT)
def test_the_check_passes_a_picture_on_a_step_of_the_burn_in_orbit(step) -> None:
    window = check.Geometry(0, 0, 960, 540)  # a window the picture fills: the orbit pushes its far edge out
    scale = 3  # 960x540 shows a logical pixel as 3x3, and the orbit steps whole logical pixels
    shift = (step[0] * scale, step[1] * scale)
    assert check.picture_problems(_letterboxed((960, 540), shift), window) == []


def test_the_check_sees_a_shifted_cut_picture_and_a_lit_bar() -> None:
    screen = check.Geometry(0, 0, 1920, 1080)
    shifted = check.picture_problems(_letterboxed((1920, 1080), (160, 90)), screen)
    assert any("picture at x 160..1920, y 90..1080" in p for p in shifted)
    lit_bar = _letterboxed((1366, 768))
    lit_bar[5, 1] = (1, 0, 0)
    assert check.picture_problems(lit_bar, check.Geometry(0, 0, 1366, 768))
    cut = _letterboxed((1280, 720))
    cut[:, -1] = 0  # the rightmost column missing
    assert any("right edge" in p for p in check.picture_problems(cut, check.Geometry(0, 0, 1280, 720)))


# -- a real X server ----------------------------------------------------------------------------

X_CASES = [
    pytest.param(size, wm, start, id=f"{size[0]}x{size[1]}-{'openbox' if wm else 'nowm'}{'-started' if start else ''}",
                 # Every day the smallest screen, with and without a window manager; the bigger screens (3-6 s
                 # each) and the window that starts full screen, in the long step.
                 marks=[] if size == (1280, 720) and not start else [pytest.mark.long])
    for size in check.SIZES for wm in (False, True) for start in (False, True)
]


# One worker at a time starts these X servers and window managers: two openboxes started at once under a
# loaded run have missed their fifteen seconds (the real-window tests' group, run with --dist loadgroup).
@pytest.mark.xdist_group("real x servers")
@pytest.mark.parametrize("size, wm, start", X_CASES)
def test_full_screen_on_a_real_x_server(size, wm, start) -> None:
    missing = check.missing_tools(wm)
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")
    result = check.check(size, wm, start_fullscreen=start)
    assert not result.problems, result.line()
