"""The screen saver: a still screen outside a game dims, then blanks; the waking press does nothing else."""

from __future__ import annotations

import pygame

from app_support import make_app, post, run_ticks
from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import hint_buttons
from game.app.shell.loop import seconds_to_ticks
from game.app.shell.screen_saver import BLANK_AFTER, Shade
from game.values.seats import PERSON_ID

SECONDS = 60
PAD = 60  # a synthetic game controller's instance id (registered on sight)


def still_menu(**settings):
    """The menu with the attract mode off (so nothing else happens) and the saver at a minute."""
    app = make_app(scene="menu")
    app.ctx.settings.update(attract_idle_seconds=0, screen_saver_seconds=SECONDS, **settings)
    wait(app, 1)
    app.saver.ticks = 0
    return app


def wait(app, ticks: int) -> None:
    """Run ``ticks`` ticks, drawing only the last (the shade counts ticks; a picture is looked at only after)."""
    for _ in range(ticks - 1):
        app.poll()
        app.step()
    run_ticks(app, 1)


def brightest(app) -> int:
    return max(max(app.screen.surface.get_at((x, y))[:3]) for x in range(0, 320, 4) for y in range(0, 180, 4))


def test_a_still_menu_dims_on_time_then_blanks_at_twice_the_time() -> None:
    app = still_menu()
    dim = seconds_to_ticks(SECONDS)
    lit = brightest(app)
    wait(app, dim - 1)
    assert app.saver.shade is Shade.LIT and brightest(app) == lit
    wait(app, 1)
    assert app.saver.shade is Shade.DIM and 0 < brightest(app) < lit
    wait(app, (BLANK_AFTER - 1) * dim)
    assert app.saver.shade is Shade.BLANK and brightest(app) == 0
    app.close()


def test_the_press_that_wakes_it_only_wakes_it() -> None:
    app = still_menu()
    wait(app, seconds_to_ticks(SECONDS))
    menu = app.ctx.scenes.top
    index = menu.list.index
    app.dispatch(ActionEvent(Action.DOWN))
    wait(app, 1)
    assert app.saver.shade is Shade.LIT and menu.list.index == index  # lit, and the cursor did not move
    app.dispatch(ActionEvent(Action.DOWN))
    assert menu.list.index != index  # the next press acts
    app.close()


def test_zero_never_dims() -> None:
    app = still_menu()
    app.ctx.settings.update(screen_saver_seconds=0)
    wait(app, BLANK_AFTER * seconds_to_ticks(SECONDS) + 1)
    assert app.saver.shade is Shade.LIT
    app.close()


def a_game_on():
    """A game between two people, one move in, with the saver at a minute."""
    app = still_menu(opponent=PERSON_ID)
    app.ctx.scenes.reset(app.registry.create("tictactoe"))
    wait(app, 2)
    app.dispatch(ActionEvent(Action.SELECT))  # a move: the game is on
    return app


def test_a_game_in_progress_never_dims_even_paused_or_left() -> None:
    app = a_game_on()
    app.dispatch(ActionEvent(Action.PAUSE))
    wait(app, BLANK_AFTER * seconds_to_ticks(SECONDS) + 1)
    assert app.ctx.scenes.names()[-1] == "pause"
    assert app.saver.shade is Shade.LIT
    app.close()


def test_the_operator_menu_opened_over_a_game_dims_as_it_does_over_the_show() -> None:
    app = a_game_on()
    app.dispatch(ActionEvent(Action.OPERATOR))
    assert app.ctx.scenes.names()[-1] == "operator"
    wait(app, seconds_to_ticks(SECONDS))
    assert app.saver.shade is Shade.DIM
    app.ctx.scenes.pop()  # back to the game: lit, and never dimmed while it is on show
    wait(app, BLANK_AFTER * seconds_to_ticks(SECONDS) + 1)
    assert app.saver.shade is Shade.LIT
    app.close()


def test_the_attract_mode_is_never_dimmed() -> None:
    app = still_menu()
    app.ctx.scenes.push(app.registry.create("attract"))
    wait(app, BLANK_AFTER * seconds_to_ticks(SECONDS) + 1)
    assert app.saver.shade is Shade.LIT
    app.close()


# -- every way in: the press that lights the screen does nothing else ------------------------------------------


def dimmed(app) -> None:
    """Leave the screen still until it dims (the ticks stepped, not drawn: nothing here looks at a picture)."""
    for _ in range(seconds_to_ticks(SECONDS)):
        app.poll()
        app.step()
    assert app.saver.shade is Shade.DIM


def test_a_click_on_a_hint_s_button_only_wakes_it() -> None:
    app = still_menu()
    menu = app.ctx.scenes.top
    down = next(b for b in hint_buttons(app.ctx.font, menu.hint()) if b.action is Action.DOWN)
    index = menu.list.index
    dimmed(app)
    app.dispatch(ActionEvent(Action.CLICK, 0, down.rect.center))
    assert app.saver.shade is Shade.LIT and menu.list.index == index
    app.dispatch(ActionEvent(Action.CLICK, 0, down.rect.center))
    assert menu.list.index != index  # the next click is the key it names
    app.close()


def test_a_pad_s_press_only_wakes_it() -> None:
    app = still_menu()
    menu = app.ctx.scenes.top
    index = menu.list.index
    dimmed(app)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    post(pygame.CONTROLLERBUTTONUP, instance_id=PAD, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    app.poll()
    app.step()
    assert app.saver.shade is Shade.LIT and menu.list.index == index
    app.close()


def test_the_input_test_s_raw_press_only_wakes_it() -> None:
    app = still_menu()
    app.dispatch(ActionEvent(Action.OPERATOR))
    app.ctx.scenes.push(app.registry.create("input_test"))
    test = app.ctx.scenes.top
    app.saver.ticks = seconds_to_ticks(SECONDS)  # left this long (a held button keeps the test itself open)
    assert app.saver.shade is Shade.DIM
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    app.poll()
    app.step()
    assert app.saver.shade is Shade.LIT and not test.last and not test.held  # lit, and nothing listed
    post(pygame.KEYUP, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    app.poll()
    app.step()
    assert len(test.last) == 1 and test.held  # the next press is listed and lit
    app.close()


def test_the_service_hold_wakes_nothing_but_its_bar_shows_on_a_dark_screen() -> None:
    app = still_menu()
    wait(app, BLANK_AFTER * seconds_to_ticks(SECONDS))
    assert app.saver.shade is Shade.BLANK and brightest(app) == 0
    post(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0)
    wait(app, 30)  # half a second of the three-second hold
    assert app.saver.shade is Shade.BLANK and brightest(app) > 0  # the bar filling, over the dark screen
    app.close()
