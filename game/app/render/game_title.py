"""The game's name as the main menu draws it, shared with the card the first window opens with.

The card (``game.app.shell.boot``) shows the title where the menu will show it,
so a start looks like the menu filling in under its title, not two screens.
This module stays free of numpy and the scenes, which are imported after the card.
"""

from __future__ import annotations

import pygame

from game.app.limits import LOGICAL_SIZE
from game.app.render.font import BitmapFont
from game.app.render.palette import Palette
from game.language import N_

TITLE = N_("TICTACTOE MAGIC")
TITLE_Y = 14
TITLE_SCALE = 2  # font pixels per logical pixel
CENTER_X = LOGICAL_SIZE[0] // 2


def draw_game_title(surface: pygame.Surface, font: BitmapFont, palette: Palette) -> None:
    """The title, centred at the top of the logical canvas."""
    font.draw(surface, TITLE, (CENTER_X, TITLE_Y), palette.accent, scale=TITLE_SCALE, align="center")
