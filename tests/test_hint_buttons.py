"""Every key a screen's hint line names is a button: a click or a touch on it does what the key does.

Each screen is reached as a player reaches it, twice over: one copy is handed
the key's action, the other a click in the middle of the key's rectangle on
the hint line.  Both must end in the same scenes with the same picture, and
on every screen at least one of its keys must visibly do something, so a
hint line that ignored the mouse fails here.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from app_support import make_app, run_ticks

from game.app.input.actions import Action, ActionEvent
from game.app.render.font import BitmapFont
from game.app.render.hints import KEY_ACTIONS, Hint, hint_action_at, hint_buttons
from game.app.render.screen import LOGICAL_SIZE
from game.app.render.ui import HINT_Y
from game.app.shell.app import App
from game.files.paths import HOME_OVERRIDE_ENV

SETTLE = 2  # ticks each copy runs before the key or the click, and after it
LESSON_JUMPS = 7  # DOWN jumps a lesson: from the first lesson to the free board's

A = Action


def _press(*actions: Action) -> Callable[[App], None]:
    def reach(app: App) -> None:
        for action in actions:
            app.dispatch(ActionEvent(action))
            run_ticks(app, 1)
    return reach


#: (what it is, the scene it starts in, how the player gets from there to the screen).
SCREENS: tuple[tuple[str, str, Callable[[App], None]], ...] = (
    ("menu", "menu", _press()),
    ("settings", "settings", _press()),
    ("help", "help", _press()),
    ("setup", "setup", _press(A.DOWN)),
    ("operator", "operator", _press(A.DOWN)),
    ("bookkeeping", "operator", _press(A.SELECT)),
    ("matchboxes shelf", "matchboxes", _press()),
    ("matchboxes box", "matchboxes", _press(A.SELECT)),
    ("tictactoe", "tictactoe", _press(A.RIGHT, A.SELECT)),
    ("pick15", "pick15", _press(A.RIGHT)),
    ("magic15", "magic15", _press(A.DOWN)),
    ("three views", "tictactoe", _press(A.SWITCH_VIEW, A.SWITCH_VIEW, A.SWITCH_VIEW)),
    ("lessons free board", "lessons", _press(*[A.DOWN] * LESSON_JUMPS)),
)


def _at_screen(scene: str, reach: Callable[[App], None], home: Path) -> App:
    """A fresh machine on a fresh home (the cabinet counts sessions), at the screen."""
    os.environ[HOME_OVERRIDE_ENV] = str(home)
    app = make_app(scene=scene)
    run_ticks(app, SETTLE)
    reach(app)
    return app


def _after(app: App, event: ActionEvent) -> tuple[list[str], bytes]:
    app.dispatch(event)
    run_ticks(app, SETTLE)
    return app.ctx.scenes.names(), pygame.image.tobytes(app.screen.surface, "RGB")


@pytest.mark.parametrize("what, scene, reach", SCREENS, ids=[s[0] for s in SCREENS])
def test_a_click_on_each_hinted_key_does_what_the_key_does(what: str, scene: str, reach, tmp_path: Path) -> None:
    homes = (tmp_path / str(n) for n in itertools.count())
    probe = _at_screen(scene, reach, next(homes))
    buttons = hint_buttons(probe.ctx.font, probe.ctx.scenes.top.hint())
    before = (probe.ctx.scenes.names(), pygame.image.tobytes(probe.screen.surface, "RGB"))
    probe.close()
    assert buttons, f"{what}: no hint line with keys"
    acted = 0
    for button in buttons:
        by_key, by_click = _at_screen(scene, reach, next(homes)), _at_screen(scene, reach, next(homes))
        try:
            keyed = _after(by_key, ActionEvent(button.action))
            clicked = _after(by_click, ActionEvent(A.CLICK, 0, button.rect.center))
        finally:
            by_key.close()
            by_click.close()
        assert clicked == keyed, f"{what}: a click on {button.key} did not do what the key does"
        acted += keyed != before
    assert acted, f"{what}: none of its keys changed anything"


def test_every_group_of_every_hint_that_starts_with_a_key_is_a_button() -> None:
    pygame.init()
    font = BitmapFont.load()
    hint = Hint("←→ PAGE   ENTER/ESC SHELF   U UNDO   NOT A KEY")
    buttons = hint_buttons(font, hint)
    assert [(b.key, b.action) for b in buttons] == [
        ("←", A.LEFT), ("→", A.RIGHT), ("ENTER", A.SELECT), ("ESC", A.BACK), ("U", A.UNDO)]
    for one, other in zip(buttons, buttons[1:]):
        assert not one.rect.colliderect(other.rect)  # every point of the line is one key's or none
    screen = pygame.Rect((0, 0), LOGICAL_SIZE)
    assert all(screen.contains(b.rect) and b.rect.top <= HINT_Y for b in buttons)
    assert hint_action_at(font, hint, (buttons[-1].rect.right + 20, HINT_Y + 3)) is None  # "NOT A KEY"
    assert set(KEY_ACTIONS.values()) >= {A.SELECT, A.BACK, A.SWITCH_VIEW, A.UNDO, A.THINK}


def test_a_finger_on_the_screen_clicks_where_it_lands_once() -> None:
    app = make_app(scene="help")
    try:
        run_ticks(app, SETTLE)
        esc = next(b for b in hint_buttons(app.ctx.font, app.ctx.scenes.top.hint()) if b.action is A.BACK)
        width, height = app.window_size()
        x, y = (esc.rect.centerx + 0.5) / LOGICAL_SIZE[0], (esc.rect.centery + 0.5) / LOGICAL_SIZE[1]
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, touch_id=1, finger_id=0, x=x, y=y, dx=0, dy=0,
                                             pressure=1.0))
        # SDL's own mouse copy of the same touch must not click a second time.
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x * width), int(y * height)),
                                             touch=True))
        run_ticks(app, SETTLE)
        assert app.ctx.scenes.names() == ["menu"]  # ESC BACK, touched, left help -- and nothing more
    finally:
        app.close()
