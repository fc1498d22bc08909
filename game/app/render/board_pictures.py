"""Boards drawn once and shown again: the attract mode's dozen small boards cost a blit, not a drawing.

The many-games phase shows a dozen boards, and most frames change one
cell of one of them; drawing all twelve from scratch every frame would be
most of that phase's cost at 4K.  A board's picture depends only on its view,
its position, its size and the look, so each is drawn once onto its own
surface and kept, the least recently shown dropped first.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.app.render.boardviews import Look, draw_board
from game.engine import Board, View

KEPT = 256  # pictures kept: a dozen boards' positions over a few games, at a few kilobytes each
REACH = 4  # pixels a board may draw outside its rectangle (Pick15's frames round a win's numbers)


class BoardPictures:
    """Each board picture drawn once, by view, position, size and look."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, view: View, board: Board, look: Look) -> None:
        """Draw ``board`` in ``view`` inside ``rect`` on ``surface``, as ``draw_board`` would, from the kept picture."""
        key = (view, board.key, board.moves[-1:], rect.size, look)
        picture = self._kept.get(key)
        if picture is None:
            # Transparent where the board draws nothing, so what lies round it (and under it) shows as before.
            picture = pygame.Surface(rect.inflate(2 * REACH, 2 * REACH).size, pygame.SRCALPHA)
            draw_board(picture, pygame.Rect((REACH, REACH), rect.size), view, board, look)
            self._kept[key] = picture
            if len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        surface.blit(picture, rect.inflate(2 * REACH, 2 * REACH))
