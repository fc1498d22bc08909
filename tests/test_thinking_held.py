"""With show thinking on, the computer's thinking stays on the board until the player acts -- on every game screen,
from every device, in the presenter palette, and through a pause.

A teacher talks over the labels as long as the class needs (rule 6: what a
person must read stays until they act).  The hold is show thinking's, in
every palette: a teacher who turns PRESENTER on and THINK on gets it, and
the computer's panel says what plays its move (Enter or A, or a click).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_support import run_ticks
from game_support import PAD, PAD_1, Player, button, click, game, game_app, key

from game.app.input.actions import Action, ActionEvent
from game.app.render.big_board_view import big_layout
from game.app.render.game_layout import Display, layout
from game.app.scenes.match_motion import THINK_TICKS
from game.play.big_match import BigSetup

READING = 20 * 60  # twenty seconds of a teacher talking, in ticks: far past the computer's half-second pause


def wait(app, ticks: int) -> None:
    """Let ticks pass undrawn: the hold is the scene's state, read below, not a picture."""
    for _ in range(ticks):
        app.poll()
        app.step()


def three_views_game(home: Path, **settings):
    """THREE VIEWS against perfect with its thinking on show, the person's first move made (the centre)."""
    app = game_app(home, "tictactoe", opponent="perfect", show_thinking=True, **settings)
    scene = game(app)
    for _ in range(2):  # TicTacToe, Magic15, THREE VIEWS
        key(app, pygame.K_TAB)
    assert scene.display is Display.THREE_VIEWS
    key(app, pygame.K_RETURN)  # the cursor starts on the centre
    assert scene.match.board.moves == (4,)
    return app, scene


def go_on(app, device: str) -> None:
    """What the computer's panel says plays its move: Enter, the pad's A, or a click (anywhere on the board)."""
    if device == "keyboard":
        key(app, pygame.K_RETURN)
    elif device == "pad":
        button(app, PAD["select"], PAD_1)
    else:
        click(app, (160, 60))


@pytest.mark.parametrize("device, status", [("keyboard", "ENTER/CLICK"), ("pad", "A/CLICK"), ("mouse", "ENTER/CLICK")])
@pytest.mark.parametrize("presenter", [False, True], ids=["palette", "presenter"])
def test_three_views_holds_the_thinking_until_the_player_acts(private_home: Path, device: str, status: str,
                                                               presenter: bool) -> None:
    app, scene = three_views_game(private_home, presenter=presenter)
    try:
        if device == "pad":
            Player(app, "pad").press("up")  # the pad is seen: it takes slot 1, and the panel names its button
            assert app.ctx.pad_slots == (0,)
        wait(app, READING)
        assert scene.match.board.moves == (4,) and scene.held
        assert scene.panel(1).status == status
        spots = [scene.score_layout(view, rect, scene._look()) for view, rect in layout(Display.THREE_VIEWS).boards]
        assert [len(on_board) for on_board in spots] == [8, 8, 8]  # every free square labelled on all three boards
        go_on(app, device)
        assert len(scene.match.board.moves) == 2 and not scene.held
    finally:
        app.close()


def test_a_pause_keeps_the_hold_and_resuming_does_not_play_the_move(private_home: Path) -> None:
    app, scene = three_views_game(private_home, presenter=True)
    try:
        key(app, pygame.K_p)
        assert app.ctx.scenes.names()[-1] == "pause"
        wait(app, READING)
        key(app, pygame.K_p)  # back from the pause: the labels still wait to be read
        wait(app, THINK_TICKS * 4)
        assert scene.match.board.moves == (4,) and scene.held
    finally:
        app.close()


@pytest.mark.parametrize("device", ["keyboard", "pad", "mouse"])
def test_the_big_board_holds_its_weights_until_the_player_acts(private_home: Path, device: str) -> None:
    board = "5x5/4/weights/x"
    app = game_app(private_home, "bigboard", show_thinking=True, presenter=True, big_board=board)
    try:
        scene = app.ctx.scenes.top
        cells = big_layout(BigSetup.parse(board).shape).cells
        click(app, cells[12].center)
        wait(app, READING)
        assert scene.match.moves == (12,) and scene.showing_thinking
        if device == "mouse":
            click(app, cells[0].center)  # a click on any cell plays the weight grid's move, not the person's
        else:
            go_on(app, device)
        assert len(scene.match.moves) == 2 and not scene.showing_thinking
    finally:
        app.close()


def test_without_show_thinking_the_computer_keeps_its_half_second_pause(private_home: Path) -> None:
    app = game_app(private_home, "tictactoe", opponent="perfect", presenter=True)
    try:
        scene = game(app)
        app.dispatch(ActionEvent(Action.SELECT))
        run_ticks(app, THINK_TICKS + 1)
        assert len(scene.match.board.moves) == 2  # no labels to read: nothing holds it
    finally:
        app.close()
