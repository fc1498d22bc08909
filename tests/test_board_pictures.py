"""A kept board picture is exactly the board drawn in place, for every reachable position.

``draw_board`` reads nothing of a position but the mark in each square and
the outcome's winning lines, so the everyday run checks a sample with all of
that in it: every position of the first plies (each square empty, X or O
beside the others) and a finished game for each winner and each set of lines
it wins by, and a draw.  Every one of the 5,478 positions is checked in the
long run.
"""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from game.app.render.board_pictures import KEPT, BoardPictures
from game.app.render.boardviews import Look, draw_board
from game.app.render.font import BitmapFont
from game.app.render.palette import palette_for, wopr_palette
from game.values.theme import Theme
from game.engine import Board, Mark, View
from game.engine.tree import reachable

CELL = pygame.Rect(7, 31, 94, 38)  # one of the attract mode's dozen boards, as many-games lays them out
SCREEN = (320, 180)
OPENING_PLIES = 3  # every position this many marks deep: each square holds each mark beside the others


def positions() -> list[Board]:
    return list(reachable().values())


@cache
def sample() -> tuple[Board, ...]:
    """The opening's positions, then one end for each (winner, winning lines) and one drawn end."""
    boards = sorted(reachable().values(), key=lambda b: (b.ply, b.key))
    chosen = [b for b in boards if b.ply <= OPENING_PLIES]
    ends: dict[tuple, Board] = {}
    for board in boards:
        outcome = board.outcome()
        if outcome is not None:
            ends.setdefault((outcome.winner, frozenset(outcome.lines) if outcome.winner else None), board)
    return (*chosen, *ends.values())


LOOKS = {
    "wopr": lambda: Look(wopr_palette(False), BitmapFont.load(), vector=True),  # the attract mode's
    "green-blue": lambda: Look(palette_for(Theme.GREEN_BLUE, False), BitmapFont.load(), Theme.GREEN_BLUE),  # blocks
}


def assert_kept_as_drawn(view: View, look_name: str, boards) -> None:
    look = LOOKS[look_name]()
    pictures = BoardPictures()
    kept, drawn = pygame.Surface(SCREEN), pygame.Surface(SCREEN)
    for board in boards:
        for target in (kept, drawn):
            target.fill(look.palette.background)
        pictures.draw(kept, CELL, view, board, look)
        pictures.draw(kept, CELL, view, board, look)  # the second time from the kept picture
        draw_board(drawn, CELL, view, board, look)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB"), board
    assert len(pictures._kept) == KEPT  # and no more than that many are kept


def test_the_sample_holds_every_square_s_marks_every_winning_line_for_each_side_and_more_pictures_than_are_kept():
    assert {(square, board.mark_at(square)) for board in sample() for square in range(9)} == {
        (square, mark) for square in range(9) for mark in (None, Mark.X, Mark.O)}
    ends = [board.outcome() for board in sample() if board.outcome() is not None]
    for winner in (Mark.X, Mark.O):
        assert len({line for end in ends if end.winner is winner for line in end.lines}) == 8  # each of the 8 lines
    assert any(len(end.lines) == 2 for end in ends)  # a win by two lines at once
    assert any(end.winner is None for end in ends)  # a draw
    assert len(sample()) > KEPT


@pytest.mark.parametrize("look_name", LOOKS)
@pytest.mark.parametrize("view", list(View))
def test_a_position_drawn_from_its_kept_picture_is_the_position_drawn_in_place(view: View, look_name: str) -> None:
    assert_kept_as_drawn(view, look_name, sample())


@pytest.mark.long
@pytest.mark.parametrize("look_name", LOOKS)
@pytest.mark.parametrize("view", list(View))
def test_every_position_drawn_from_its_kept_picture_is_the_position_drawn_in_place(view: View, look_name: str) -> None:
    assert_kept_as_drawn(view, look_name, positions())
