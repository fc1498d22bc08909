"""The pause menu leaves every board readable: it stands where no board is, and what it does not cover is unchanged.

A teacher pauses to talk about the board on show (rule 6: what must be read
stays).  The menu's strip is checked against every board's rectangle the
screens draw with -- each 3x3 view, THREE VIEWS, every BIG BOARD size, every
lesson page at both sizes of caption -- and a paused game's and lesson's
boards are compared pixel for pixel with the same frame unpaused.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_support import run_ticks
from game_support import game_app

from game.app.input.actions import Action, ActionEvent
from game.app.render.big_board_view import big_layout
from game.app.render.font import BitmapFont
from game.app.render.game_layout import Display, layout
from game.app.render.lesson_layout import lay_out
from game.app.render.lesson_texts import Part
from game.app.render.ui import HINT_Y, OVERLAY_HINT_PAD, WIDTH
from game.app.scenes.lessons import FREE_HINT, PAGE_HINT
from default_keys import said
from game.app.scenes.pause import ITEMS, MENACE_ITEM, STRIP, strip_rects
from game.engine.mnk import Shape
from game.lessons import all_pages
from game.values.big_board import MIN_K, SIDES

#: The bottom line the pause menu's keys are drawn on, over the screen's own (``ui.draw_overlay_hint``).
HINT_STRIP = pygame.Rect(0, HINT_Y - OVERLAY_HINT_PAD, WIDTH, 180 - HINT_Y + OVERLAY_HINT_PAD)


def clear_of_the_pause(rect: pygame.Rect) -> bool:
    return not rect.colliderect(STRIP) and not rect.colliderect(HINT_STRIP)


def test_the_strip_is_the_top_line_above_the_highest_board_a_lesson_draws() -> None:
    # A game's boards start at y 17, a lesson's at 18 under its header (y 9 to 16), which the strip covers whole: the
    # first strip, 13 high, left the lower half of a lesson's title showing under it.
    assert STRIP == pygame.Rect(0, 0, 320, 17)


@pytest.mark.parametrize("display", list(Display), ids=[d.value for d in Display])
def test_no_game_board_lies_under_the_pause_menu(display: Display) -> None:
    for _, rect in layout(display).boards:
        assert clear_of_the_pause(rect), (display, rect)


def test_no_big_board_lies_under_the_pause_menu() -> None:
    for side in SIDES:
        cells = big_layout(Shape(side, side, MIN_K)).cells
        assert clear_of_the_pause(cells[0].union(cells[-1])), side


@pytest.mark.parametrize("big", [False, True], ids=["window", "presenter"])
def test_no_lesson_board_or_label_lies_under_the_pause_menu(big: bool) -> None:
    pygame.init()
    font = BitmapFont.load()
    for page in all_pages():
        laid = lay_out(font, page, "1/1", said(FREE_HINT if page.free else PAGE_HINT), big)
        on_boards = [t.rect for t in laid.texts if t.part in (Part.DIGIT, Part.LABEL, Part.ARROW)]
        for rect in (*laid.boards, *on_boards):
            assert clear_of_the_pause(rect), (page.lesson, page.caption[:1], rect)


def test_paused_and_every_choice_fit_in_the_strip_with_the_most_choices() -> None:
    pygame.init()
    rects = strip_rects(BitmapFont.load(), (ITEMS[0], MENACE_ITEM, *ITEMS[1:]))  # six texts over a game with MENACE
    assert len(rects) == 6
    assert all(STRIP.contains(rect) for rect in rects)
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))  # side by side, none over another


def board_pixels(app, rects: list[pygame.Rect]) -> list[bytes]:
    app.draw()
    return [pygame.image.tobytes(app.screen.surface.subsurface(rect), "RGB") for rect in rects]


def assert_pausing_keeps(app, rects: list[pygame.Rect]) -> None:
    """Pause, and find every pixel of these boards as it was."""
    before = board_pixels(app, rects)
    app.dispatch(ActionEvent(Action.PAUSE))
    assert app.ctx.scenes.names()[-1] == "pause"
    assert board_pixels(app, rects) == before


@pytest.mark.parametrize("scene, switches", [("tictactoe", 0), ("pick15", 0), ("tictactoe", 2)],
                         ids=["tictactoe", "pick15", "three views"])
def test_a_paused_game_s_boards_are_drawn_exactly_as_before(private_home: Path, scene: str, switches: int) -> None:
    app = game_app(private_home, scene, opponent="perfect", show_thinking=True)
    try:
        for _ in range(switches):
            app.dispatch(ActionEvent(Action.SWITCH_VIEW))
        run_ticks(app, 40)  # the flight between views lands
        assert_pausing_keeps(app, [rect for _, rect in layout(app.ctx.scenes.top.display).boards])
    finally:
        app.close()


def test_a_paused_lesson_page_s_boards_are_drawn_exactly_as_before(private_home: Path) -> None:
    app = game_app(private_home, "lessons")
    try:
        app.dispatch(ActionEvent(Action.SELECT))  # the first page: its three views
        run_ticks(app, 2)
        rects = list(app.ctx.scenes.top._layout().boards)
        assert len(rects) == 3
        assert_pausing_keeps(app, rects)
    finally:
        app.close()
