"""A kept board picture is exactly the board drawn in place, for every reachable position."""

from __future__ import annotations

import pygame
import pytest

from game.app.render.board_pictures import KEPT, BoardPictures
from game.app.render.boardviews import Look, draw_board
from game.app.render.font import BitmapFont
from game.app.render.palette import Theme, palette_for, wopr_palette
from game.engine import Board, View
from game.engine.tree import reachable

CELL = pygame.Rect(7, 31, 94, 38)  # one of the attract mode's dozen boards, as many-games lays them out
SCREEN = (320, 180)


def positions() -> list[Board]:
    return list(reachable().values())


LOOKS = {
    "wopr": lambda: Look(wopr_palette(False), BitmapFont.load(), vector=True),  # the attract mode's
    "green-blue": lambda: Look(palette_for(Theme.GREEN_BLUE, False), BitmapFont.load(), Theme.GREEN_BLUE),  # blocks
}


@pytest.mark.parametrize("look_name", LOOKS)
@pytest.mark.parametrize("view", list(View))
def test_every_position_drawn_from_its_kept_picture_is_the_position_drawn_in_place(view: View, look_name: str) -> None:
    look = LOOKS[look_name]()
    pictures = BoardPictures()
    kept, drawn = pygame.Surface(SCREEN), pygame.Surface(SCREEN)
    for board in positions():
        for target in (kept, drawn):
            target.fill(look.palette.background)
        pictures.draw(kept, CELL, view, board, look)
        pictures.draw(kept, CELL, view, board, look)  # the second time from the kept picture
        draw_board(drawn, CELL, view, board, look)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB"), board
    assert len(pictures._kept) == KEPT  # and no more than that many are kept
