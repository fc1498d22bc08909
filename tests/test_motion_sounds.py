"""Each of the board's motions has its own sound, as long as the motion, and MOTION NONE keeps the plain one."""

from __future__ import annotations

import numpy as np
import pytest

from app_support import make_app, run_ticks
from game.app.render.motion import Motion
from game.app.audio import synth
from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.scenes.match_motion import POP_TICKS
from game.app.scenes.view_motion import TRANSITION_TICKS, WIPE_TICKS
from game.app.scenes.match_screen import SWEEP_TICKS
from game.values.seats import PERSON_ID

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
    app.ctx.settings.update(opponent=PERSON_ID, motion=Motion.NONE if reduced else Motion.FULL)
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


def test_a_loss_falls_a_note_for_each_cell_of_the_other_side_s_line_and_ends_lower_than_it_began() -> None:
    one_note = len(synth.square(392.0, synth.WIN_NOTE_S))
    assert ticks_of(one_note) * WIN_CELLS == pytest.approx(SWEEP_TICKS, abs=0.1)
    loss = synth.lose(synth.SAMPLE_RATE)
    assert len(loss) > WIN_CELLS * one_note and np.max(np.abs(loss)) == pytest.approx(synth.PEAK)

    def rising_edges(samples) -> int:
        return int(np.count_nonzero((samples[1:] > 0) & (samples[:-1] <= 0)))

    first, last = loss[:one_note], loss[-one_note:]
    assert rising_edges(last) < rising_edges(first)  # a lower pitch: fewer cycles in the same time


@pytest.mark.parametrize(("opponent", "seat_wins", "heard"), [
    ("perfect", False, Sfx.LOSE),  # the person, beaten by the computer: the falling notes
    (PERSON_ID, False, Sfx.WIN),  # two people: player 2's win is a win
    (PERSON_ID, True, Sfx.WIN),
])
def test_each_end_has_its_own_sound_from_the_person_s_side(opponent: str, seat_wins: bool, heard: Sfx) -> None:
    from game.app.scenes.match_screen import result_sound
    from seated import seated

    from game.play.match import Place, Seat
    from game.values.seats import FirstPlayer
    from game.engine import View

    away = Seat("PERFECT", "perfect") if opponent != PERSON_ID else Seat("PLAYER 2")
    match = seated(Seat("YOU"), away, first=FirstPlayer.COMPUTER)  # the away seat holds X
    squares = (0, 3, 1, 4, 2) if not seat_wins else (0, 3, 1, 4, 8, 5)  # X takes the top row; else O the middle
    for square in squares:
        match.apply(Place(square, View.TICTACTOE))
    assert match.over and result_sound(match) is heard
    drawn = seated(Seat("YOU"), away)
    for square in (0, 4, 8, 1, 7, 6, 2, 5, 3):
        drawn.apply(Place(square, View.TICTACTOE))
    assert drawn.outcome is not None and drawn.outcome.winner is None and result_sound(drawn) is Sfx.DRAW


def frames_after_a_win(*, reduced: bool, ticks: tuple[int, ...]) -> list[bytes]:
    """The screen after X's win between two people, once each of ``ticks`` ticks have passed since the last move."""
    import pygame

    app = make_app(scene="tictactoe")
    app.ctx.settings.update(opponent=PERSON_ID, motion=Motion.NONE if reduced else Motion.FULL)
    app.ctx.scenes.reset(app.registry.create("tictactoe"))
    run_ticks(app, 2)
    scene = app.ctx.scenes.top
    for square in X_WINS:
        scene.cursor = square
        app.dispatch(ActionEvent(Action.SELECT))
    assert scene.over
    frames, passed = [], 0
    for tick in ticks:
        run_ticks(app, tick - passed)
        passed = tick
        app.draw()
        frames.append(pygame.image.tobytes(app.screen.surface, "RGB"))
    app.close()
    return frames


def test_the_result_stays_still_until_the_player_acts_and_reduced_motion_shows_it_still_at_once() -> None:
    swept = frames_after_a_win(reduced=False, ticks=(1, SWEEP_TICKS, 10 * SWEEP_TICKS, 600))
    assert swept[0] != swept[1]  # the line sweeps through its cells
    assert swept[1] == swept[2] == swept[3]  # then nothing moves: the result waits for the player
    still = frames_after_a_win(reduced=True, ticks=(0, 1, SWEEP_TICKS, 600))
    assert still[0] == still[1] == still[2] == still[3]  # the line whole at once, and nothing moves after
