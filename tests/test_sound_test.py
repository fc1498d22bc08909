"""The operator's SOUND TEST: every sound by name, each played when chosen."""

from __future__ import annotations

from app_support import make_app, run_ticks
from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.scenes.operator import ROWS, Do


class Heard:
    message = ""
    audible = True

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


def test_the_list_scrolls_within_its_room_clear_of_the_volume_and_the_hints() -> None:
    from game.app.render.ui import MORE_ABOVE, MORE_BELOW
    from game.app.scenes.sound_test import LEAVE, NOTE_Y

    app = make_app(scene="sound_test")
    font, drawn = app.ctx.font, []
    draw = font.draw

    def spy(surface, text, *args, **kwargs):
        rect = draw(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    font.draw = spy
    try:
        scene = app.ctx.scenes.top
        pages = []
        for row in (0, len(scene.items) - 1):  # the top of the list, then the cursor on its last row
            scene.list.index = row  # the list scrolls to keep its cursor on show
            drawn.clear()
            app.draw()
            pages.append(list(drawn))
    finally:
        app.close()
    for page in pages:
        items = [(text, rect) for text, rect in page if text in scene.items]
        assert all(rect.bottom < NOTE_Y for _, rect in items)  # the list stops above the volume line
        rects = [rect for _, rect in page if rect.bottom < NOTE_Y]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    top, bottom = ([text for text, _ in page] for page in pages)
    assert scene.items[0] in top and LEAVE not in top and MORE_BELOW in top
    assert LEAVE in bottom and scene.items[0] not in bottom and MORE_ABOVE in bottom


def test_a_sound_playing_is_named_with_its_length_over_a_bar_that_empties_as_it_plays(monkeypatch) -> None:
    from app_support import drawn_texts
    from game.app.scenes.sound_test import BAR_WIDTH, BAR_Y

    app = make_app(scene="sound_test")
    try:
        run_ticks(app, 1)
        scene = app.ctx.scenes.top
        app.ctx.audio = Heard()
        scene.list.index = list(Sfx).index(Sfx.FLIGHT)
        assert "VOLUME 70%" in drawn_texts(app, monkeypatch)
        app.dispatch(ActionEvent(Action.SELECT))
        # FLIGHT lasts as long as the view switch's flight: 0.4 s, 24 ticks (synth.FLIGHT_S).
        bars = []
        for _ in range(24):
            texts = drawn_texts(app, monkeypatch)
            assert "PLAYING FLIGHT: 0.40 S AT VOLUME 70%" in texts
            app.draw()
            row = [app.screen.surface.get_at((x, BAR_Y + 1))[:3] for x in range(160 - BAR_WIDTH // 2, 160 + BAR_WIDTH // 2)]
            bars.append(sum(color == app.ctx.palette.accent for color in row))
            run_ticks(app, 1)
        assert bars[0] == BAR_WIDTH and bars == sorted(bars, reverse=True) and bars[-1] < bars[0] // 10
        assert not any(t.startswith("PLAYING") for t in drawn_texts(app, monkeypatch))  # over after 24 ticks
    finally:
        app.close()


def test_with_sound_off_nothing_claims_to_play() -> None:
    from game.app.scenes.sound_test import SOUND_OFF

    app = make_app(scene="sound_test")  # headless, sound off
    try:
        run_ticks(app, 1)
        scene = app.ctx.scenes.top
        app.dispatch(ActionEvent(Action.SELECT))
        run_ticks(app, 1)
        assert scene.playing is None and scene.note() == (app.ctx.audio.message or SOUND_OFF)
    finally:
        app.close()
