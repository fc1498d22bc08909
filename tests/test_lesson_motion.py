"""A lesson page's motions -- the new mark's blink, the highlight's pulse -- follow the MOTION setting.

With MOTION NONE nothing on the page moves ("NOTHING MOVES", the setting's
help says); with SLOW each takes three times as long, tick for tick the same
pictures as FULL draws.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from app_support import run_ticks
from game_support import game_app

from game.app.input.actions import Action, ActionEvent
from game.app.render.lesson_view import PULSE_PERIOD, STEP_TICKS, step_between
from game.app.render.motion import Motion
from game.lessons import all_pages

PAGES = all_pages()
#: The first page that steps from the one before it (a mark more) and lights squares: it blinks, then pulses.
MOVING = next(i for i in range(1, len(PAGES)) if PAGES[i].highlight and not PAGES[i].free
              and step_between(PAGES[i - 1].board, PAGES[i].board) is not None)
WATCHED = STEP_TICKS + 2 * PULSE_PERIOD + 1  # the whole step, and the pulse thick, thin and thick again


def page_pictures(home: Path, motion: Motion, ticks: int) -> list[bytes]:
    """The screen each tick from turning to the moving page (the tick it was turned on first)."""
    app = game_app(home, "lessons", motion=motion)
    try:
        app.dispatch(ActionEvent(Action.SELECT))
        for _ in range(MOVING - 1):
            app.dispatch(ActionEvent(Action.RIGHT))
        run_ticks(app, 1)
        pictures = []
        app.dispatch(ActionEvent(Action.RIGHT))  # onto the moving page: its age starts at 0
        for _ in range(ticks):
            app.draw()
            pictures.append(pygame.image.tobytes(app.screen.surface, "RGB"))
            run_ticks(app, 1)
        assert app.ctx.scenes.top.index == MOVING
        return pictures
    finally:
        app.close()


def test_at_full_motion_the_page_blinks_and_pulses(private_home: Path) -> None:
    assert len(set(page_pictures(private_home, Motion.FULL, WATCHED))) > 2


def test_with_motion_none_nothing_on_a_lesson_page_moves(private_home: Path) -> None:
    assert len(set(page_pictures(private_home, Motion.NONE, WATCHED))) == 1


def test_motion_slow_draws_each_lesson_picture_for_three_ticks(private_home: Path) -> None:
    full = page_pictures(private_home, Motion.FULL, WATCHED)
    slow = page_pictures(private_home, Motion.SLOW, 3 * WATCHED)
    assert slow == [picture for picture in full for _ in range(3)]
