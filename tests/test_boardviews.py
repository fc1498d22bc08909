"""Board drawing: geometry of the three views, hit tests, and colours where marks are."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.app.render.boardviews import Look, cell_rects, draw_board, draw_transition, fifteen_text, square_at
from game.app.render.font import BitmapFont
from game.app.render.palette import PALETTES, WOPR, Theme
from game.engine import SQUARES, Board, Mark, View, number_of

RECTS = [pygame.Rect(10, 20, 300, 120), pygame.Rect(0, 0, 75, 54), pygame.Rect(5, 5, 40, 30)]


@pytest.fixture(scope="module")
def font() -> BitmapFont:
    pygame.init()
    return BitmapFont.load()


@pytest.mark.parametrize("view", list(View))
@pytest.mark.parametrize("rect", RECTS)
def test_cells_fit_do_not_overlap_and_hit_test(view: View, rect: pygame.Rect) -> None:
    cells = cell_rects(view, rect)
    assert len(cells) == 9
    for i, a in enumerate(cells):
        assert rect.contains(a) and a.width > 0
        assert square_at(view, rect, a.center) == i
        for b in cells[i + 1:]:
            assert not a.colliderect(b)


def test_pick15_lists_numbers_in_order() -> None:
    cells = cell_rects(View.PICK15, RECTS[0])
    by_number = sorted(SQUARES, key=number_of)
    xs = [cells[s].x for s in by_number]
    assert xs == sorted(xs) and len(set(cells[s].y for s in SQUARES)) == 1


def test_grid_views_place_squares_row_major() -> None:
    for view in (View.TICTACTOE, View.MAGIC15):
        cells = cell_rects(view, RECTS[0])
        for s in SQUARES:
            assert (cells[s].x, cells[s].y) == (cells[s % 3].x, cells[(s // 3) * 3].y)


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("view", list(View))
def test_marks_are_drawn_in_their_owners_colour(theme: Theme, view: View, font: BitmapFont, positions) -> None:
    look = Look(PALETTES[theme], font, theme)
    surface = pygame.Surface((320, 180))
    for board in positions[::131]:
        surface.fill(look.palette.background)
        cells = draw_board(surface, RECTS[0], view, board, look)
        for square in SQUARES:
            mark = board.mark_at(square)
            region = surface.subsurface(cells[square])
            colours = {tuple(region.get_at((x, y)))[:3] for x in range(0, region.get_width(), 2) for y in range(0, region.get_height(), 2)}
            if mark is not None:
                assert look.palette.mark(mark) in colours, (board, square)
            else:
                assert not {look.palette.mark(m) for m in Mark} & colours or board.outcome() is not None


def test_small_and_vector_boards_draw(font: BitmapFont) -> None:
    surface = pygame.Surface((320, 180))
    look = Look(WOPR, font, vector=True)
    board = Board.from_moves([4, 0, 8, 2, 1])
    for view in View:
        for rect in RECTS[1:]:
            draw_board(surface, rect, view, board, look)
        draw_transition(surface, RECTS[0], view, view.next, 0.5, board, look)


def test_fifteen_text() -> None:
    assert fifteen_text((2, 5, 8)) == "2 + 6 + 7 = 15"  # Moler's Figure 11.6 column
