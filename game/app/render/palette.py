"""The small fixed palettes: one per colour theme, and the WOPR blue of the attract mode.

Colours are chosen to read on a projector and on a CRT-style filter alike.
The WOPR colours are the ones "Tic Tac Toe War Games" (The Devil is in the
Data) draws its board with (background ``#050811``, lines ``#588fca``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.engine import Mark

RGB = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Palette:
    """Every colour a screen may use, by role."""

    background: RGB
    panel: RGB  # boxes and menus drawn over the background
    grid: RGB  # board lines
    text: RGB
    dim: RGB  # secondary text, taken numbers
    accent: RGB  # titles and highlights
    cursor: RGB
    x_mark: RGB
    o_mark: RGB
    warn: RGB  # invalid moves, problems
    good: RGB  # wins, confirmations

    def mark(self, mark: Mark) -> RGB:
        """The colour of a player's mark."""
        return self.x_mark if mark is Mark.X else self.o_mark


class Theme(enum.Enum):
    """How the two players are shown: crosses and naughts, or Moler's green and blue."""

    XO = "xo"
    GREEN_BLUE = "green-blue"


_BASE = dict(
    background=(16, 16, 32),
    panel=(34, 38, 68),
    grid=(98, 112, 164),
    text=(236, 236, 220),
    dim=(116, 118, 140),
    accent=(255, 204, 64),
    cursor=(255, 236, 39),
    warn=(255, 64, 96),
    good=(0, 228, 54),
)

PALETTES: dict[Theme, Palette] = {
    Theme.XO: Palette(**_BASE, x_mark=(255, 110, 90), o_mark=(80, 200, 255)),
    # Moler's program: you are green, the computer is blue (Experiments with MATLAB, ch. 11).
    Theme.GREEN_BLUE: Palette(**_BASE, x_mark=(0, 228, 54), o_mark=(41, 140, 255)),
}

WOPR = Palette(
    background=(5, 8, 17),
    panel=(12, 20, 38),
    grid=(88, 143, 202),
    text=(88, 143, 202),
    dim=(40, 66, 104),
    accent=(170, 210, 255),
    cursor=(170, 210, 255),
    # Pick15 has no X or O to draw, so the sides differ in shade: pale and deep blue.
    x_mark=(190, 222, 255),
    o_mark=(64, 112, 184),
    warn=(170, 210, 255),
    good=(170, 210, 255),
)

_MARK_NAMES = {
    Theme.XO: {Mark.X: "CROSSES", Mark.O: "NAUGHTS"},  # the TI-83 "M.E.N.A.C.E." program's words
    Theme.GREEN_BLUE: {Mark.X: "GREEN", Mark.O: "BLUE"},
}


def mark_name(theme: Theme, mark: Mark) -> str:
    """What the turn indicator calls a player: CROSSES/NAUGHTS or GREEN/BLUE."""
    return _MARK_NAMES[theme][mark]
