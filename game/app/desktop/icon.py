"""The game's 256x256 icon, drawn from its own pixel font: a tic-tac-toe board, crosses and noughts on it.

Drawn with numpy from the font's glyphs (no window needed) and written as
PNG with Pillow, so an icon is the same bytes wherever it is made.
"""

from __future__ import annotations

import io
from importlib import resources

import numpy as np

from game.app.render.font import FONT_RESOURCE, GLYPH_H, GLYPH_W, parse_font
from game.app.render.palette import PALETTES
from game.values.theme import Theme

SIZE = 256
CELL = 80  # three cells and two grid lines fill the icon's middle
LINE = 4  # the grid's width
GLYPH_SCALE = 9  # a 5x7 glyph drawn 45x63, inside its cell
#: The position on the icon: a game X has just won on the diagonal, as the attract mode would show it.
BOARD = ("X.O", ".XO", "..X")


def _glyph(char: str) -> np.ndarray:
    """A glyph of the game's font as a boolean (rows, columns) array, scaled up."""
    package, name = FONT_RESOURCE
    rows = parse_font(resources.files(package).joinpath(name).read_text(encoding="utf-8"))[char]
    small = np.array([[c == "#" for c in row] for row in rows], dtype=bool)
    return small.repeat(GLYPH_SCALE, axis=0).repeat(GLYPH_SCALE, axis=1)


def icon_pixels() -> np.ndarray:
    """The icon as a (256, 256, 3) RGB array in the game's own colours."""
    palette = PALETTES[Theme.XO]
    image = np.empty((SIZE, SIZE, 3), dtype=np.uint8)
    image[:] = palette.background
    board = 3 * CELL + 2 * LINE
    left = (SIZE - board) // 2
    for k in (1, 2):  # the grid's two lines each way
        at = left + k * CELL + (k - 1) * LINE
        image[left:left + board, at:at + LINE] = palette.grid
        image[at:at + LINE, left:left + board] = palette.grid
    glyph_w, glyph_h = GLYPH_W * GLYPH_SCALE, GLYPH_H * GLYPH_SCALE
    for row, marks in enumerate(BOARD):
        for col, mark in enumerate(marks):
            if mark == ".":
                continue
            x = left + col * (CELL + LINE) + (CELL - glyph_w) // 2
            y = left + row * (CELL + LINE) + (CELL - glyph_h) // 2
            colour = palette.x_mark if mark == "X" else palette.o_mark
            image[y:y + glyph_h, x:x + glyph_w][_glyph(mark)] = colour
    return image


def icon_png() -> bytes:
    """The icon as PNG bytes."""
    from PIL import Image

    out = io.BytesIO()
    Image.fromarray(icon_pixels()).save(out, "PNG", optimize=False)
    return out.getvalue()
