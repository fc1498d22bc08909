"""Show thinking is legible in every view: each label has room of its own, Pick15 in THREE VIEWS has them too,
and MENACE's beads show on every square that has them, pooled squares marked and the legend saying why.

Layout assertions: for every display and positions through a game, no label box
overlaps another, a number or a mark's cell it is not in, and each lies in its
cell (under its box in Pick15) and on the screen.
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from app_support import make_app, run_ticks

from game.app.input.actions import Action, ActionEvent
from game.app.matches.thinking import LEGEND_CHARS, POOLED, thinking
from game.app.render.boardviews import cell_rects, label_room, label_spots, number_rect
from game.app.render.font import BitmapFont
from game.app.render.game_layout import Display, layout
from game.app.render.screen import LOGICAL_SIZE
from game.engine import Board, View, move_classes, number_of
from game.opponents import make_opponent

SCREEN = pygame.Rect((0, 0), LOGICAL_SIZE)
#: Positions with many free cells and few: the empty board, a corner opening, a middle game.
POSITIONS = (Board(), Board.from_moves([0]), Board.from_moves([4, 0]), Board.from_moves([0, 4, 8]),
             Board.from_moves([0, 4, 8, 2, 6]))


@pytest.mark.parametrize("display", list(Display), ids=[d.value for d in Display])
@pytest.mark.parametrize("opponent_id", ["perfect", "menace", "weights", "random"])
def test_thinking_labels_have_room_of_their_own_in_every_view(display: Display, opponent_id: str) -> None:
    pygame.init()
    font = BitmapFont.load()
    opponent = make_opponent(opponent_id)
    for board, (view, rect) in itertools.product(POSITIONS, layout(display).boards):
        shown = thinking(opponent, board)
        texts = {sq: (label.text, label.note) if label.note else (label.text,) for sq, label in shown.labels.items()}
        cells = cell_rects(view, rect)
        spots = label_spots(view, cells, texts, font)
        assert set(spots) == set(texts), f"{display.value}/{view.value}: a label has no place"
        room = label_room(cells, spots) if view is View.MAGIC15 else {}
        for square, spot in spots.items():
            where = f"{display.value}/{view.value} {opponent_id} {board.notation()} square {square}"
            assert SCREEN.contains(spot.box), where
            if view is View.PICK15:
                assert not any(spot.box.colliderect(cell) for cell in cells), f"{where}: over a number's box"
            else:
                assert cells[square].contains(spot.box), f"{where}: out of its cell"
            if view is not View.TICTACTOE:
                digit, _ = number_rect(font, cells[square], number_of(square), room.get(square, 0))
                assert not spot.box.colliderect(digit), f"{where}: over its number"
            for other, box in spots.items():
                assert other == square or not spot.box.colliderect(box.box), f"{where}: over another label"


def test_labels_in_an_empty_tictactoe_cell_are_big() -> None:
    pygame.init()
    font = BitmapFont.load()
    view, rect = layout(Display.TICTACTOE).boards[0]
    spots = label_spots(view, cell_rects(view, rect), {4: ("D",)}, font)
    assert spots[4].scale > 1


@pytest.mark.parametrize("display", list(Display), ids=[d.value for d in Display])
def test_every_view_shows_the_thinking_with_its_legend(display: Display) -> None:
    app = make_app(scene="tictactoe")
    try:
        app.ctx.settings.update(opponent="perfect", show_thinking=True)
        run_ticks(app, 1)
        scene = app.ctx.scenes.top
        while scene.display is not display:
            app.dispatch(ActionEvent(Action.SWITCH_VIEW))
        app.dispatch(ActionEvent(Action.SELECT))  # the person's move: the computer thinks
        run_ticks(app, 1)
        look = scene._look()
        for view, rect in layout(display).boards:
            assert scene.score_layout(view, rect, look), f"{display.value}: no thinking on {view.value}"
        assert scene.hint() is None  # the bottom line carries the legend meanwhile
    finally:
        app.close()


@pytest.mark.parametrize("board", POSITIONS[:3], ids=["empty", "corner", "centre"])
def test_menace_shows_its_beads_on_every_square_and_marks_the_pooled_ones(board: Board) -> None:
    menace = make_opponent("menace")
    shown = thinking(menace, board)
    beads = menace.beads(board)
    assert set(shown.labels) == set(board.legal_moves())  # every free square has beads in the box
    for cls in move_classes(board):
        for square in cls:
            note = shown.labels[square].note
            assert note == f"{POOLED if len(cls) > 1 else ''}{beads[cls[0]]}B"
    assert POOLED in shown.legend and "MIRROR" in shown.legend and len(shown.legend) <= LEGEND_CHARS
