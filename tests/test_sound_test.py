"""The operator's SOUND TEST: every sound by name, each played when chosen."""

from __future__ import annotations

from app_support import make_app, run_ticks
from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.scenes.operator import ROWS, Do


class Heard:
    message = ""

    def __init__(self) -> None:
        self.played: list[Sfx] = []

    def play(self, sfx: Sfx) -> None:
        self.played.append(sfx)


def test_the_operator_menu_opens_it_and_each_row_plays_its_sound() -> None:
    app = make_app(scene="operator")
    run_ticks(app, 2)
    operator = app.ctx.scenes.top
    operator.list.index = next(i for i, row in enumerate(ROWS) if row.do is Do.SOUND_TEST)
    app.dispatch(ActionEvent(Action.SELECT))
    run_ticks(app, 1)
    assert app.ctx.scenes.names()[-1] == "sound_test"
    heard = Heard()
    app.ctx.audio = heard
    chosen = []
    for _ in Sfx:
        heard.played.clear()
        app.dispatch(ActionEvent(Action.SELECT))
        chosen.append(heard.played[:])
        app.dispatch(ActionEvent(Action.DOWN))
        run_ticks(app, 1)
    assert chosen == [[sfx] for sfx in Sfx]  # every sound, in order, by the name it is listed under
    app.dispatch(ActionEvent(Action.SELECT))  # BACK
    run_ticks(app, 1)
    assert app.ctx.scenes.names()[-1] == "operator"
    app.close()
