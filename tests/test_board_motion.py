"""A mark's pop and a win's sweep: drawn from ticks alone, gone with MOTION NONE, never in a move's way."""

from __future__ import annotations

import pygame
import pytest

from app_support import make_app, pictures_each_tick, run_ticks
from game.app.render.motion import Motion
from game.app.input.actions import Action, ActionEvent
from game.app.render.game_layout import Display, layout
from game.app.scenes.match_motion import POP_TICKS
from game.app.scenes.view_motion import SETTLE_TICKS, WIPE_TICKS
from game.app.scenes.match_screen import SWEEP_TICKS
from game.values.seats import PERSON_ID

X_WINS = (6, 4, 7, 0, 8)  # X takes the bottom row; O's two marks block nothing


def friends(*, reduced: bool = False):
    """A headless TicTacToe game between two people."""
    app = make_app(scene="tictactoe")
    app.ctx.settings.update(opponent=PERSON_ID, motion=Motion.NONE if reduced else Motion.FULL)
    app.ctx.scenes.reset(app.registry.create("tictactoe"))
    run_ticks(app, 2)
    return app, app.ctx.scenes.top


def place(app, scene, square: int) -> None:
    scene.cursor = square
    app.dispatch(ActionEvent(Action.SELECT))


def board_picture(app) -> bytes:
    """The board's pixels only: the end row's cursor and the header have their own timings."""
    return pygame.image.tobytes(app.screen.surface.subsurface(layout(Display.TICTACTOE).board), "RGB")


def pictures_after_move(reduced: bool) -> list[bytes]:
    app, scene = friends(reduced=reduced)
    place(app, scene, 4)
    return pictures_each_tick(app, POP_TICKS + 2, board_picture)


def test_a_mark_pops_in_and_settles() -> None:
    shots = pictures_after_move(reduced=False)
    assert shots[1] != shots[-1]  # still popping
    assert shots[-2] == shots[-1]  # settled
    assert pictures_after_move(reduced=False) == shots  # the same ticks, the same pictures


def test_reduced_motion_lands_the_mark_at_once() -> None:
    shots = pictures_after_move(reduced=True)
    assert len(set(shots)) == 1
    assert shots[-1] == pictures_after_move(reduced=False)[-1]


def sweep_pictures(reduced: bool) -> list[bytes]:
    app, scene = friends(reduced=reduced)
    for square in X_WINS[:-1]:
        place(app, scene, square)
        run_ticks(app, POP_TICKS + 1)
    place(app, scene, X_WINS[-1])
    assert scene.match.outcome is not None and scene.match.outcome.winner is not None
    return pictures_each_tick(app, SWEEP_TICKS + 2, board_picture)


def test_the_winning_line_sweeps_through_its_cells() -> None:
    shots = sweep_pictures(reduced=False)
    assert len({shots[0], shots[SWEEP_TICKS // 2], shots[-1]}) == 3  # it grows
    assert shots[-2] == shots[-1]  # and stays
    assert sweep_pictures(reduced=True)[0] == shots[-1]  # MOTION NONE: the whole line at once


@pytest.mark.parametrize("ticks", [1, POP_TICKS // 2])
def test_a_move_made_while_a_mark_pops_is_taken_at_once(ticks: int) -> None:
    app, scene = friends()
    place(app, scene, 4)
    run_ticks(app, ticks)
    place(app, scene, 0)
    assert list(scene.match.board.moves) == [4, 0]
    app.close()


DRAWN = (0, 4, 8, 1, 7, 6, 2, 5, 3)


def test_a_draw_settles_and_rematch_wipes_the_old_board_while_the_new_game_plays() -> None:
    app, scene = friends()
    for square in DRAWN:
        place(app, scene, square)
        run_ticks(app, POP_TICKS + 1)
    assert scene.match.outcome is not None and scene.match.outcome.winner is None
    run_ticks(app, SETTLE_TICKS)
    settled = board_picture(app)
    run_ticks(app, 30)
    assert board_picture(app) == settled  # the settle is over
    scene._choose_end("REMATCH")
    run_ticks(app, 2)
    wiping, cursor = board_picture(app), scene.cursor
    place(app, scene, 4)  # the new game takes a move mid-wipe, at once
    assert list(scene.match.board.moves) == [4]
    run_ticks(app, WIPE_TICKS + POP_TICKS)
    after = board_picture(app)
    app.close()
    fresh, fresh_scene = friends()
    fresh_scene.cursor = cursor
    run_ticks(fresh, 1)
    empty = board_picture(fresh)
    place(fresh, fresh_scene, 4)
    run_ticks(fresh, POP_TICKS + 1)
    assert wiping != empty  # the old marks are still being wiped away
    assert after == board_picture(fresh)  # and then gone: only the new game's move
    fresh.close()


def test_the_draw_sinks_mid_settle_unless_motion_is_reduced() -> None:
    def mid_settle(reduced: bool) -> tuple[bytes, bytes]:
        app, scene = friends(reduced=reduced)
        for square in DRAWN[:-1]:
            place(app, scene, square)
            run_ticks(app, POP_TICKS + 1)
        place(app, scene, DRAWN[-1])
        run_ticks(app, 8)
        middle = board_picture(app)
        run_ticks(app, 60)
        end = board_picture(app)
        app.close()
        return middle, end

    middle, end = mid_settle(reduced=False)
    assert middle != end
    still_middle, still_end = mid_settle(reduced=True)
    assert still_middle == still_end == end
