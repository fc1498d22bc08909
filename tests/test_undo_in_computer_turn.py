"""UNDO clicked on the hint line while the computer's move waits: the person's move is taken back, the computer's
is never played (the trial's "ignored" click was a click that played the held move)."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import run_ticks
from game_support import cell_center, click, game, game_app

from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import hint_buttons
from game.app.scenes.match_motion import THINK_TICKS
from game.engine import View


@pytest.mark.parametrize("show_thinking", [False, True])
def test_a_click_on_undo_while_the_computer_waits_takes_the_move_back(private_home: Path,
                                                                       show_thinking: bool) -> None:
    app = game_app(private_home, "tictactoe", opponent="random", show_thinking=show_thinking)
    try:
        scene = game(app)
        click(app, cell_center(View.TICTACTOE, 4))
        run_ticks(app, THINK_TICKS // 2)  # the computer's pause half gone (or its move held to be read)
        assert scene.pending is not None and scene.match.ply == 1
        [undo] = [b for b in hint_buttons(app.ctx.font, scene.hint()) if b.action is Action.UNDO]
        click(app, undo.rect.center)
        assert scene.match.ply == 0 and scene.pending is None  # taken back; the computer's move is not played
        run_ticks(app, 2 * THINK_TICKS)
        assert scene.match.ply == 0  # and nothing plays it later
    finally:
        app.close()


@pytest.mark.parametrize("scene_name", ["tictactoe", "bigboard"])
def test_an_undo_with_nothing_to_take_back_says_so_as_well_as_buzzing(private_home: Path, scene_name: str) -> None:
    """With the sound off the buzz is not heard: the line says why nothing happened, then goes by itself."""
    app = game_app(private_home, scene_name, opponent="random", sound=False)
    try:
        run_ticks(app, 1)
        scene = app.ctx.scenes.top
        assert scene.name == scene_name
        app.dispatch(ActionEvent(Action.UNDO))
        assert app.ctx.toasts.current == "NOTHING TO UNDO YET" and not scene.match.undoable()
        run_ticks(app, 3 * 60 + 1)  # three seconds: a key's echo, not a message to copy
        assert app.ctx.toasts.current is None
    finally:
        app.close()
