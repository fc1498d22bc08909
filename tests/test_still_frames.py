"""Drawing less while the picture stands still: never a press answered late, never a headless frame skipped."""

from __future__ import annotations

from game.app.shell.still import STILL_AFTER, STILL_DRAW_TICKS, StillFrames

from app_support import make_app, run_frames


def settle(still: StillFrames, tick: int = 0) -> int:
    """Draw unchanged frames, one a tick, until drawing is thinned out; the next tick."""
    for _ in range(STILL_AFTER):
        assert still.due(tick)
        still.drawn(tick, changed=False)
        tick += 1
    return tick


def test_a_changing_picture_is_drawn_every_tick() -> None:
    still = StillFrames()
    for tick in range(3 * STILL_AFTER):
        assert still.due(tick)
        still.drawn(tick, changed=True)


def test_a_still_picture_is_drawn_every_few_ticks_until_it_changes() -> None:
    still = StillFrames()
    tick = settle(still)
    drawn = []
    for tick in range(tick, tick + 4 * STILL_DRAW_TICKS):
        if still.due(tick):
            drawn.append(tick)
            still.drawn(tick, changed=False)
    assert len(drawn) == 4 and all(b - a == STILL_DRAW_TICKS for a, b in zip(drawn, drawn[1:]))
    tick = drawn[-1] + STILL_DRAW_TICKS
    still.drawn(tick, changed=True)  # something moved by itself: back to every tick
    assert still.due(tick + 1)


def test_an_event_is_drawn_in_the_very_next_frame() -> None:
    still = StillFrames()
    tick = settle(still)
    still.drawn(tick, changed=False)
    assert not still.due(tick + 1)
    still.stirred = True
    assert still.due(tick + 1)


def test_headless_sessions_draw_every_frame() -> None:
    app = make_app(scene="menu")
    run_frames(app, STILL_AFTER + 5)
    assert app.still.still  # the menu stands still ...
    before = app.ctx.tick
    drawn = []
    app.draw = lambda: drawn.append(app.ctx.tick)
    for _ in range(STILL_DRAW_TICKS * 2):
        app.step()
        app.frame()
    assert len(drawn) == STILL_DRAW_TICKS * 2 and drawn[0] == before + 1  # ... and is drawn every frame all the same
    app.close()


def test_a_window_thins_its_drawing_while_still_and_answers_a_press_at_once() -> None:
    import pygame

    from game.app.shell.app import App, Options
    from app_support import probe_registry

    app = App(Options(headless=False, sound=False, scene="menu", seed=7), probe_registry())
    drawn = []
    draw = app.draw
    app.draw = lambda: (drawn.append(app.ctx.tick), draw())
    run_frames(app, STILL_AFTER + 2 * STILL_DRAW_TICKS)
    assert app.still.still and len(drawn) < STILL_AFTER + 2 * STILL_DRAW_TICKS
    while drawn[-1] != app.ctx.tick:  # to a tick just drawn, so the next would not be
        run_frames(app, 1)
    thinned = len(drawn)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    run_frames(app, 1)
    assert drawn[-1] == app.ctx.tick and len(drawn) == thinned + 1  # the press is drawn in its own frame
    app.close()
