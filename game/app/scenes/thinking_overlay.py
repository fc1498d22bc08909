"""Show thinking on the 3x3 game: the computer's labels over its cells, coloured, and where their legend stands.

The labels are ``matches.thinking``'s; here they become coloured lines
placed on one board (``label_spots``), and the legend finds the one free
line for it in each display: the thinker's side panel beside a single
board, the line under Pick15's row, or the bottom line in THREE VIEWS
(which has room for it nowhere else).
"""

from __future__ import annotations

import enum

import pygame

from game.app.matches.thinking import Thinking, Tone
from game.app.render.boardviews import LabelSpot, Look, cell_rects, label_spots
from game.app.render.game_layout import Display
from game.app.render.palette import RGB, Palette
from game.engine import View


class LegendPlace(enum.Enum):
    """Where show thinking's legend is drawn (``legend_place``)."""

    PANEL = "panel"
    UNDER_ROW = "under_row"
    BOTTOM_LINE = "bottom_line"


def legend_place(display: Display) -> LegendPlace:
    """Where the legend stands in this display while the labels wait to be read: in the thinker's side panel, or on
    the free line under Pick15's row, so the keys keep the bottom line; THREE VIEWS has room for it only there."""
    return {Display.THREE_VIEWS: LegendPlace.BOTTOM_LINE, Display.PICK15: LegendPlace.UNDER_ROW}.get(
        display, LegendPlace.PANEL)


def tone_color(palette: Palette, tone: Tone) -> RGB:
    """A thinking label's colour: the solver's win / draw / loss apart (blue, white, orange), the rest plain."""
    return {Tone.WIN: palette.win, Tone.DRAW: palette.text, Tone.LOSS: palette.loss}.get(tone, palette.accent)


def label_lines(labels: Thinking, palette: Palette) -> dict[int, tuple[tuple[str, RGB], ...]]:
    """Each cell's thinking label as coloured lines to draw (MENACE's beads on a second line)."""
    lines = {}
    for square, label in labels.labels.items():
        first = (label.text, tone_color(palette, label.tone))
        lines[square] = (first, (label.note, palette.dim)) if label.note else (first,)
    return lines


def score_spots(labels: Thinking, view: View, rect: pygame.Rect, look: Look) -> dict[int, LabelSpot]:
    """Where the labels go on one board in ``view`` drawn in ``rect``."""
    texts = {sq: tuple(text for text, _ in lines) for sq, lines in label_lines(labels, look.palette).items()}
    return label_spots(view, cell_rects(view, rect), texts, look.font)
