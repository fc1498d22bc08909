"""What a text on a lesson page is: its kind (``Part``) and the pixels it covers (``TextBox``).

The page's layout (``lesson_layout``) and the boards' own texts
(``lesson_boards``) both make these, and drawing (``lesson_view``) colours
them by kind, so they live below all three.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from game.lessons.page import Tone


class Part(enum.Enum):
    """What a text on a lesson page is, so drawing can colour it."""

    TITLE = "title"
    COUNTER = "counter"
    DIGIT = "digit"  # a board's own number: drawn by the board, laid out here only to be kept clear of
    LABEL = "label"  # a cell's label, in a frame that says its Tone
    ARROW = "arrow"  # an arrow's name, at the foot of the cell it points to
    NOTE = "note"
    CAPTION = "caption"
    SOURCE = "source"
    HINT = "hint"
    VIEW_NAME = "view name"  # the game a board is, over each of several boards
    NUMBER = "number"  # a number in a cell of the page's own square (Durer's 4x4), drawn with the page


@dataclass(frozen=True, slots=True)
class TextBox:
    """One text on the page: the pixels it covers (with its frame, for labels) and the panel it must stay in."""

    text: str
    rect: pygame.Rect
    panel: pygame.Rect
    part: Part
    scale: int = 1
    tone: Tone = Tone.PLAIN
    square: int | None = None  # a label's or a digit's square
