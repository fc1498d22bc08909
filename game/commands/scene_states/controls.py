"""The CONTROLS screen's states: its tables, listening for a key, and each answer a pressed key can get.

Listening reads the devices raw, which an action script cannot press, so
the keys are posted as SDL would send them once the screen listens
(``pressing``), and the state is the screen's answer: a refusal, a
question, or the line saying what was done.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.input.actions import Action as A
from game.app.input.keymap import Binding, Device, Slot
from game.app.input.presets import Preset
from game.app.input.scheme import ControlScheme
from game.app.scenes.controls_listen import LISTEN_TICKS
from game.app.scenes.controls_scene import ROWS, Kind
from game.app.shell.app import App
from game.app.shell.headless import ActionScript
from game.app.store.settings import Settings
from game.commands.scene_states.cabinet import key_down
from game.commands.scene_states.state import SceneState

#: An arcade cabinet whose operator moved UNDO to the encoder's spare button: ARCADE, CHANGED.
ARCADE_CHANGED = Settings(crt=True, controls=ControlScheme.of(Preset.ARCADE).bind(
    Binding(Slot(0, Device.KEYS), A.UNDO), pygame.K_c))


def row(kind: Kind, action: A | None = None) -> int:
    """Where a row of the screen is."""
    return next(i for i, r in enumerate(ROWS) if r.kind is kind and r.action is action)


def listening(action: A, tables: int = 0) -> Callable[[ActionScript], ActionScript]:
    """SHOWING stepped on ``tables`` times, then SELECT on ``action``'s row: it listens."""
    def build(script: ActionScript) -> ActionScript:
        script.press(A.DOWN).press(A.RIGHT, times=tables).press(A.DOWN, times=row(Kind.ACTION, action) - 1)
        return script.press(A.SELECT).wait(5)
    return build


def pressing(key: int, answered: Callable[[App], bool]) -> Callable[[App], bool]:
    """Post ``key`` while the screen listens; then wait for ``answered``."""
    def until(app: App) -> bool:
        top = app.ctx.scenes.top
        if top.name == "controls_listen" and not top.note:
            pygame.event.post(key_down(key))
            return False
        return answered(app)
    return until


def on_top(name: str) -> Callable[[App], bool]:
    return lambda app: app.ctx.scenes.top.name == name


def said(app: App) -> bool:
    return app.ctx.scenes.top.name == "controls" and bool(app.ctx.scenes.top.said)


def refused(app: App) -> bool:
    return app.ctx.scenes.top.name == "controls_listen" and bool(app.ctx.scenes.top.note)


def controls_states() -> list[SceneState]:
    """The CONTROLS screen's pictures."""
    quiet = dict(settle=0, workload=())
    return [
        SceneState("controls", "open", "the CONTROLS screen: the DEFAULT preset, player 1's keys"),
        SceneState("controls", "arcade-changed", "ARCADE with UNDO moved: ARCADE, CHANGED, the encoder's keys by name",
                   settings=ARCADE_CHANGED),
        SceneState("controls", "pad-clear", "player 2's pad, on CLEAR: a pad's CLEAR is its SELECT held",
                   lambda s: s.press(A.DOWN).press(A.RIGHT, times=3).press(A.DOWN, times=row(Kind.ACTION, A.CLEAR) - 1)),
        SceneState("controls", "reset", "RESET TO DEFAULTS? asked", lambda s: s.press(A.DOWN, times=row(Kind.RESET)).press(A.SELECT)),
        SceneState("controls", "listening", "listening for player 1's UNDO: PRESS THE KEY FOR P1 UNDO",
                   listening(A.UNDO), **quiet),
        SceneState("controls", "pad-listening", "listening for pad 2's SELECT", listening(A.SELECT, tables=3), **quiet),
        SceneState("controls", "reserved", "F2 pressed while listening: refused, and it keeps listening",
                   listening(A.UNDO), until=pressing(pygame.K_F2, refused), **quiet),
        SceneState("controls", "move", "Z pressed for UNDO: SELECT has it, MOVE IT? asked",
                   listening(A.UNDO), until=pressing(pygame.K_z, on_top("confirm")), **quiet),
        SceneState("controls", "swap", "Tab pressed for UNDO: VIEW's only key, SWAP THE TWO? asked",
                   listening(A.UNDO), until=pressing(pygame.K_TAB, on_top("confirm")), **quiet),
        SceneState("controls", "clash-refused", "Tab pressed for player 2's UP, who has no key to give VIEW: refused",
                   listening(A.UP, tables=1), until=pressing(pygame.K_TAB, said), **quiet),
        SceneState("controls", "bound", "F4 pressed for UNDO: bound at once, and said",
                   listening(A.UNDO), until=pressing(pygame.K_F4, said), **quiet),
        SceneState("controls", "timed-out", "nothing pressed for five seconds: listening ends, nothing changed",
                   lambda s: listening(A.UNDO)(s).wait(LISTEN_TICKS), **quiet),
    ]
