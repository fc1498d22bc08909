"""How the two players' marks are shown, as the settings keep it and the palette draws it."""

from __future__ import annotations

import enum


class Theme(enum.Enum):
    """How the two players are shown: crosses and noughts, or Moler's green and blue."""

    XO = "xo"
    GREEN_BLUE = "green-blue"
