"""The small fixed palettes: one per colour theme, and the WOPR blue of the attract mode.

Colours are chosen to read on a projector and on a CRT-style filter alike.
The WOPR colours are the ones "Tic Tac Toe War Games" (The Devil is in the
Data) draws its board with (background ``#050811``, lines ``#588fca``).

Every colour drawn as text is at least 4.5:1 against the background and
the panel (WCAG 2.1 AA; ``contrast.py``), and in the PRESENTER palettes
(for a projector: black, bright, no scanlines) at least 7:1 (AAA);
tests/test_contrast.py checks both.  The solver's WIN / LOSS colours are a
blue and an orange, which colour-blind viewers tell apart (red and green
are not), and the labels carry a letter too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine import Mark
from game.language import N_
from game.values.theme import Theme

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
    win: RGB  # show thinking: a move that wins for the side to move (blue)
    loss: RGB  # show thinking: a move that loses (orange)

    def mark(self, mark: Mark) -> RGB:
        """The colour of a player's mark."""
        return self.x_mark if mark is Mark.X else self.o_mark


_BASE = dict(
    background=(16, 16, 32),
    panel=(34, 38, 68),
    grid=(98, 112, 164),
    text=(236, 236, 220),
    dim=(146, 148, 172),  # 4.9:1 on the panel, the darker of the two grounds
    accent=(255, 204, 64),
    cursor=(255, 236, 39),
    warn=(255, 96, 120),
    good=(0, 228, 54),
    win=(110, 180, 255),
    loss=(255, 160, 48),
)

PALETTES: dict[Theme, Palette] = {
    Theme.XO: Palette(**_BASE, x_mark=(255, 110, 90), o_mark=(80, 200, 255)),
    # Moler's program: you are green, the computer is blue (Experiments with MATLAB, ch. 11).
    # Here X's colour is green; ``by_role`` swaps them in a game where the green player holds O.
    Theme.GREEN_BLUE: Palette(**_BASE, x_mark=(0, 228, 54), o_mark=(66, 156, 255)),
}

# For a projector: black ground, bright text, every text colour 7:1 or more (WCAG AAA).
_PRESENTER_BASE = dict(
    background=(0, 0, 0),
    panel=(28, 28, 40),
    grid=(150, 150, 160),
    text=(255, 255, 255),
    dim=(204, 204, 204),
    accent=(255, 214, 0),
    cursor=(255, 255, 64),
    warn=(255, 140, 140),
    good=(80, 240, 120),
    win=(110, 190, 255),
    loss=(255, 160, 80),
)

PRESENTER: dict[Theme, Palette] = {
    Theme.XO: Palette(**_PRESENTER_BASE, x_mark=(255, 150, 60), o_mark=(110, 190, 255)),
    Theme.GREEN_BLUE: Palette(**_PRESENTER_BASE, x_mark=(60, 240, 100), o_mark=(110, 190, 255)),
}


def palette_for(theme: Theme, presenter: bool) -> Palette:
    """The game's colours for a theme, in the presenter's high contrast or not."""
    return (PRESENTER if presenter else PALETTES)[theme]


WOPR = Palette(
    background=(5, 8, 17),
    panel=(12, 20, 38),
    grid=(88, 143, 202),  # the seed's line colour; text is a step brighter to read at 4.5:1 and more
    text=(140, 186, 236),
    dim=(96, 136, 190),
    accent=(170, 210, 255),
    cursor=(170, 210, 255),
    # Pick15 has no X or O to draw, so the sides differ in shade: pale and deep blue.
    x_mark=(190, 222, 255),
    o_mark=(84, 136, 210),
    warn=(170, 210, 255),
    good=(170, 210, 255),
    win=(170, 210, 255),
    loss=(96, 136, 190),
)

# The attract mode on a projector: the same blues on black, each 7:1 or more.
WOPR_PRESENTER = Palette(
    background=(0, 0, 0),
    panel=(10, 16, 30),
    grid=(120, 170, 230),
    text=(170, 210, 255),
    dim=(130, 180, 235),
    accent=(230, 242, 255),
    cursor=(230, 242, 255),
    x_mark=(230, 242, 255),
    o_mark=(120, 176, 240),
    warn=(230, 242, 255),
    good=(230, 242, 255),
    win=(230, 242, 255),
    loss=(130, 180, 235),
)


def wopr_palette(presenter: bool) -> Palette:
    """The attract mode's blues, in the presenter's high contrast or not."""
    return WOPR_PRESENTER if presenter else WOPR

_MARK_NAMES = {
    # TRANSLATORS: what the game calls the two players by their marks (X and O), or by their colours.
    Theme.XO: {Mark.X: N_("CROSSES"), Mark.O: N_("NOUGHTS")},  # the TI-83 "M.E.N.A.C.E." program's words
    Theme.GREEN_BLUE: {Mark.X: N_("GREEN"), Mark.O: N_("BLUE")},
}


def by_role(palette: Palette, theme: Theme, green: Mark) -> Palette:
    """One game's colours: with GREEN/BLUE the green player holds ``green``, whichever mark that is.

    Moler: "You are the green player and the computer is the blue player"
    (Experiments with MATLAB, ch. 11), whoever starts.  So the person (player 1
    between two people) is green and the other seat blue; CROSSES/NOUGHTS keep
    their colours by mark.
    """
    if theme is Theme.GREEN_BLUE and green is Mark.O:
        return replace(palette, x_mark=palette.o_mark, o_mark=palette.x_mark)
    return palette


def mark_name(theme: Theme, mark: Mark, green: Mark = Mark.X) -> str:
    """What the turn indicator calls a player: CROSSES/NOUGHTS, or GREEN/BLUE by who holds ``green``."""
    if theme is Theme.GREEN_BLUE:
        return _MARK_NAMES[theme][Mark.X if mark is green else Mark.O]
    return _MARK_NAMES[theme][mark]
