"""Burn-in protection: the orbit moves a whole stroke, slowly, and never pushes anything the game draws off the screen."""

from __future__ import annotations

import pytest

from app_support import make_app, run_ticks
from game.app.render.burn_in import ORBIT, ORBIT_REACH, STEP_TICKS, orbit_offset, orbit_step
from game.app.render.screen import LOGICAL_SIZE, Screen

SCENES = ("menu", "settings", "help", "lessons", "hall_of_fame", "operator", "pick15", "tictactoe", "magic15",
          "matchboxes", "wargames")


def test_the_orbit_stays_within_its_reach_and_steps_one_pixel_at_most_once_a_step() -> None:
    offsets = [orbit_step(tick) for tick in range(0, len(ORBIT) * STEP_TICKS * 2, 60)]
    assert all(0 <= x <= ORBIT_REACH and 0 <= y <= ORBIT_REACH for x, y in offsets)
    moves = [(a, b) for a, b in zip(offsets, offsets[1:]) if a != b]
    assert len(moves) == len(ORBIT) * 2 - 1  # one move per step, no more
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in moves)  # a pixel at a time
    assert set(offsets) == set(ORBIT)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_the_orbit_moves_the_picture_by_a_whole_stroke_at_1080p_and_4k(size: tuple[int, int]) -> None:
    """A stroke is one logical pixel: 6 window pixels at 1080p, 12 at 4K.  A move smaller than that leaves the
    middle of every stroke lit on every step; the orbit must reach at least a stroke's width."""
    stroke = {(1920, 1080): 6, (3840, 2160): 12}[size]  # the window pixels in one logical pixel, by hand
    scale = Screen.layout(size)[0]
    assert scale == stroke
    shifts = {orbit_offset(step * STEP_TICKS, scale) for step in range(len(ORBIT))}
    assert max(dx for dx, _ in shifts) - min(dx for dx, _ in shifts) >= stroke
    assert max(dy for _, dy in shifts) - min(dy for _, dy in shifts) >= stroke


@pytest.mark.parametrize("scene", SCENES)
def test_no_screen_draws_where_the_orbit_would_push_it_off_the_window(scene: str) -> None:
    """At every 16:9 size the picture fills the window: its last row and column must be background to move."""
    app = make_app(scene=scene)
    run_ticks(app, 400 if scene == "wargames" else 3)
    surface = app.screen.surface
    background = surface.get_at((0, 0))
    width, height = LOGICAL_SIZE
    reach = range(1, ORBIT_REACH + 1)  # the columns and rows the orbit can push past the window's edge
    edge = [(width - r, y) for r in reach for y in range(height)] + [(x, height - r) for r in reach for x in range(width)]
    drawn = [point for point in edge if surface.get_at(point) != background]
    assert not drawn, f"{scene} draws on its last row or column: {drawn[:5]}"
    app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (640, 400)], ids=["exact-fit", "letterboxed"])
def test_every_step_of_the_orbit_is_presented_whole_and_in_place(size: tuple[int, int]) -> None:
    """Each new position redraws the window once, the picture moved by exactly its offset."""
    import pygame

    app = make_app(scene="menu", window_size=size)
    run_ticks(app, 2)
    window = pygame.display.get_surface()
    home = None
    for step, offset in enumerate(ORBIT):
        app.ctx.tick = step * STEP_TICKS
        app.screen.invalidate()
        app.frame()
        picture = pygame.image.tobytes(window, "RGB")
        if home is None:
            home = window.copy()
            continue
        moved = pygame.Surface(window.get_size())
        moved.fill(window.get_at((0, 0)))
        moved.blit(home, orbit_offset(step * STEP_TICKS, app.screen.layout(size)[0]))
        assert pygame.image.tobytes(moved, "RGB") == picture, offset
    app.close()


def pictures_over_the_orbit(app) -> set[bytes]:
    """The window at each step of the orbit, drawn afresh."""
    import pygame

    run_ticks(app, 2)
    window = pygame.display.get_surface()
    seen = set()
    for step in range(len(ORBIT)):
        app.ctx.tick = step * STEP_TICKS
        app.screen.invalidate()
        app.frame()
        seen.add(pygame.image.tobytes(window, "RGB"))
    return seen


def test_a_projector_s_picture_stands_still_while_a_cabinet_s_walks() -> None:
    """A teacher's class saw the whole lesson step a pixel every minute: PRESENTER outside a cabinet is a projector,
    which burns nothing in, so its picture stays put; a cabinet in PRESENTER still walks its orbit."""
    app = make_app(scene="menu", window_size=(1920, 1080))
    try:
        app.ctx.settings.update(presenter=True)
        assert len(pictures_over_the_orbit(app)) == 1
        app.ctx.settings.update(presenter=True, kiosk=True)
        assert len(pictures_over_the_orbit(app)) == len(ORBIT)
    finally:
        app.close()
