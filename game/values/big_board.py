"""The BIG BOARD's sizes and the name its events give the game, shared by the match, the analysis and the books."""

from __future__ import annotations

#: The board sizes offered (square boards, side by side), and the shortest row that wins on any of them.
SIDES = (4, 5, 6, 7)
MIN_K = 3
GAME_NAME = "bigboard"  # the ``game`` the events name
