"""Each of the board's motions has its own sound, as long as the motion, and REDUCED MOTION keeps the plain one."""

from __future__ import annotations

import pytest

from app_support import make_app, run_ticks
from game.app.audio import synth
from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.scenes.game_scene import POP_TICKS, TRANSITION_TICKS, WIPE_TICKS
from game.app.scenes.match_screen import SWEEP_TICKS
from game.play.match import PERSON_ID

TICKS_PER_SECOND = 60
X_WINS = (6, 4, 7, 0, 8)  # X takes the bottom row
WIN_CELLS = 3


def ticks_of(samples: int) -> float:
    """How many game ticks a sound of this many samples lasts."""
    return samples / synth.SAMPLE_RATE * TICKS_PER_SECOND


@pytest.mark.parametrize(("make", "ticks"), [(synth.place, POP_TICKS), (synth.wipe, WIPE_TICKS), (synth.flight, TRANSITION_TICKS)])
def test_a_motions_sound_lasts_as_long_as_the_motion(make, ticks: int) -> None:
    assert ticks_of(len(make(synth.SAMPLE_RATE))) == pytest.approx(ticks, abs=0.1)


def test_the_win_plays_a_note_for_each_cell_the_line_sweeps_through() -> None:
    one_note = len(synth.square(523.25, synth.WIN_NOTE_S))
    assert ticks_of(one_note) * WIN_CELLS == pytest.approx(SWEEP_TICKS, abs=0.1)


def heard_in_a_game(*, reduced: bool) -> list[Sfx]:
    """The sounds of a TicTacToe game between two people: five moves to X's win, a view switch, REMATCH."""
    app = make_app(scene="tictactoe")
    app.ctx.settings.update(opponent=PERSON_ID, reduced_motion=reduced)
    app.ctx.scenes.reset(app.registry.create("tictactoe"))
    run_ticks(app, 2)
    scene = app.ctx.scenes.top
    played: list[Sfx] = []
    app.ctx.audio.play = played.append
    for square in X_WINS:
        scene.cursor = square
        app.dispatch(ActionEvent(Action.SELECT))
        run_ticks(app, 1)
    app.dispatch(ActionEvent(Action.SWITCH_VIEW))
    run_ticks(app, TRANSITION_TICKS)
    scene._choose_end("REMATCH")
    app.close()
    return played


def test_moves_pop_the_win_sweeps_the_view_flies_and_rematch_wipes() -> None:
    assert heard_in_a_game(reduced=False) == [Sfx.PLACE] * 5 + [Sfx.WIN, Sfx.FLIGHT, Sfx.WIPE]


def test_reduced_motion_keeps_the_plain_sounds_for_what_no_longer_moves() -> None:
    assert heard_in_a_game(reduced=True) == [Sfx.PLACE] * 5 + [Sfx.WIN, Sfx.MOVE, Sfx.SELECT]
