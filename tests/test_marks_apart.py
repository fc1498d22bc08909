"""The two players stay apart without colour: different shapes in every view, distinct colours for red-green colour-blind eyes.

Colour: each palette's two mark colours are passed through the simulations
of deuteranopia and protanopia by Gustavo Machado, Manuel Oliveira and
Leandro Fernandes ("A Physiologically-based Model for Simulation of Color
Vision Deficiency", IEEE TVCG 2009; severity 1.0, applied in linear RGB)
and must stay ``MIN_DELTA_E`` apart (CIE 1976 L*a*b* distance).  Shape: each
view draws a cell held by X and the same cell held by O; the two masks of
drawn pixels, colour ignored, must differ in at least ``MIN_SHAPE_DIFFERENCE``
of the pixels either covers.
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.app.render.boardviews import Look, cell_rects, draw_board, draw_transition
from game.app.render.font import BitmapFont
from game.app.render.game_screen import PanelInfo, draw_panel
from game.app.render.palette import PALETTES, PRESENTER, WOPR, WOPR_PRESENTER, by_role
from game.values.theme import Theme
from game.engine import Board, Mark, View
from game.values.tally import Tally

#: Machado, Oliveira and Fernandes (2009), severity 1.0: linear RGB in, linear RGB as that eye sees it out.
DEUTERANOPIA = np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                         [-0.011820, 0.042940, 0.968881]])
PROTANOPIA = np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                       [-0.003882, -0.048116, 1.051998]])
SIMULATIONS = {"normal vision": np.eye(3), "deuteranopia": DEUTERANOPIA, "protanopia": PROTANOPIA}
#: The least CIE76 distance between the players' colours: well past "clearly different" (about 10), not a shade.
MIN_DELTA_E = 30.0
#: The least share of the two marks' pixels that only one of them covers.
MIN_SHAPE_DIFFERENCE = 0.15
_SRGB_TO_XYZ = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
_WHITE = np.array([0.95047, 1.0, 1.08883])  # D65

PALETTES_SHOWN = {f"{t.value}": p for t, p in PALETTES.items()} | {f"presenter {t.value}": p for t, p in PRESENTER.items()}
PALETTES_SHOWN |= {"wopr": WOPR, "wopr presenter": WOPR_PRESENTER}


def _linear(color: tuple[int, int, int]) -> np.ndarray:
    c = np.array(color[:3]) / 255
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _lab(linear: np.ndarray) -> np.ndarray:
    xyz = _SRGB_TO_XYZ @ np.clip(linear, 0, 1) / _WHITE
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int], eye: np.ndarray) -> float:
    """CIE76 distance between two sRGB colours as an eye (a simulation matrix) sees them."""
    return float(np.linalg.norm(_lab(eye @ _linear(a)) - _lab(eye @ _linear(b))))


def test_the_simulation_loses_red_green_and_keeps_blue_yellow() -> None:
    red, green, blue, yellow = (220, 40, 40), (40, 160, 40), (40, 60, 220), (230, 210, 40)
    for eye in (DEUTERANOPIA, PROTANOPIA):
        assert delta_e(red, green, eye) < delta_e(red, green, np.eye(3)) / 2  # what such an eye cannot tell apart
        assert delta_e(blue, yellow, eye) > MIN_DELTA_E


@pytest.mark.parametrize("name", sorted(PALETTES_SHOWN))
@pytest.mark.parametrize("eye", sorted(SIMULATIONS))
def test_the_two_players_colours_stay_apart_for_colour_blind_eyes(name: str, eye: str) -> None:
    palette = PALETTES_SHOWN[name]
    distance = delta_e(palette.x_mark, palette.o_mark, SIMULATIONS[eye])
    assert distance >= MIN_DELTA_E, f"{name} under {eye}: X and O are {distance:.1f} apart, under {MIN_DELTA_E}"


def _mask(surface: pygame.Surface, rect: pygame.Rect, background) -> np.ndarray:
    pixels = pygame.surfarray.pixels3d(surface)[rect.left:rect.right, rect.top:rect.bottom]
    return np.any(pixels != np.array(background), axis=2)


def _difference(one: np.ndarray, other: np.ndarray) -> float:
    union = np.logical_or(one, other).sum()
    return float(np.logical_xor(one, other).sum() / union) if union else 0.0


LOOKS = {
    "crosses and noughts": (PALETTES[Theme.XO], Theme.XO, False),
    "green and blue": (PALETTES[Theme.GREEN_BLUE], Theme.GREEN_BLUE, False),
    "green and blue, presenter": (PRESENTER[Theme.GREEN_BLUE], Theme.GREEN_BLUE, False),
    "attract mode": (WOPR, Theme.XO, True),
}
#: Board sizes: a single view's, THREE VIEWS' and the attract mode's dozen.
RECTS = {"full": pygame.Rect(88, 17, 144, 144), "three views": pygame.Rect(10, 27, 96, 96),
         "attract": pygame.Rect(2, 20, 76, 40)}
SQUARE, OTHER = 4, 0  # the cell compared, and where the other player's mark goes


def _look(name: str, font: BitmapFont) -> Look:
    palette, theme, vector = LOOKS[name]
    return Look(by_role(palette, theme, Mark.X), font, theme, vector=vector)


@pytest.mark.parametrize("look_name", sorted(LOOKS))
@pytest.mark.parametrize("view", list(View), ids=[v.value for v in View])
@pytest.mark.parametrize("size", sorted(RECTS))
def test_the_two_players_marks_differ_in_shape_in_every_view(look_name: str, view: View, size: str) -> None:
    pygame.init()
    look = _look(look_name, BitmapFont.load())
    rect = RECTS[size]
    masks = []
    for moves in ([SQUARE, OTHER], [OTHER, SQUARE]):  # X holds the cell, then O does
        surface = pygame.Surface((320, 180))
        surface.fill(look.palette.background)
        draw_board(surface, rect, view, Board.from_moves(moves), look)
        masks.append(_mask(surface, cell_rects(view, rect)[SQUARE], look.palette.background))
    difference = _difference(*masks)
    assert difference >= MIN_SHAPE_DIFFERENCE, f"{look_name}, {view.value}, {size}: X and O differ in {difference:.0%}"


@pytest.mark.parametrize("look_name", sorted(LOOKS))
def test_the_gliding_numbers_keep_their_owners_shape(look_name: str) -> None:
    pygame.init()
    look = _look(look_name, BitmapFont.load())
    rect = RECTS["full"]
    masks = []
    for moves in ([SQUARE, OTHER], [OTHER, SQUARE]):
        surface = pygame.Surface((320, 180))
        surface.fill(look.palette.background)
        draw_transition(surface, rect, View.MAGIC15, View.PICK15, 0.0, Board.from_moves(moves), look)
        masks.append(_mask(surface, cell_rects(View.MAGIC15, rect)[SQUARE], look.palette.background))
    assert _difference(*masks) >= MIN_SHAPE_DIFFERENCE


@pytest.mark.parametrize("compact", [False, True], ids=["panel", "three views panel"])
def test_the_panels_badges_differ_in_shape_with_green_and_blue(compact: bool) -> None:
    pygame.init()
    look = _look("green and blue", BitmapFont.load())
    rect = pygame.Rect(6, 22, 150, 28) if compact else pygame.Rect(6, 22, 80, 138)
    badge = pygame.Rect(rect.x + 4, rect.y + 4, 12, 12)
    masks = []
    for mark in Mark:
        surface = pygame.Surface((320, 180))
        surface.fill(look.palette.background)
        draw_panel(surface, rect, PanelInfo("", mark, "", Tally(0, 0, 0)), look, wide=False, compact=compact)
        masks.append(_mask(surface, badge, look.palette.background))
    assert _difference(*masks) >= MIN_SHAPE_DIFFERENCE

