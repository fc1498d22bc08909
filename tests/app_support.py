"""Helpers for driving the arcade shell headless: a probe scene and an app factory."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import ctypes  # noqa: E402
from collections.abc import Callable  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from game.app.input.actions import ActionEvent  # noqa: E402
from game.app.render.boardviews import cell_rects  # noqa: E402
from game.app.render.game_layout import layout  # noqa: E402
from game.app.scenes.initials import OK_RECT, InitialsScene  # noqa: E402
from game.app.shell.app import App, Options, default_registry  # noqa: E402
from game.app.shell.registry import SceneRegistry  # noqa: E402
from game.app.shell.scene import Scene  # noqa: E402
from game.app.shell.toasts import TOAST_TICKS  # noqa: E402


class Probe(Scene):
    """A pausable scene that remembers every action it is handed, with the tick."""

    name = "probe"
    pausable = True

    def __init__(self) -> None:
        self.received: list[tuple[int, ActionEvent]] = []

    def handle(self, event: ActionEvent) -> None:
        self.received.append((self.ctx.tick, event))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((10 + len(self.received) % 200, 20, 30))


def probe_registry() -> SceneRegistry:
    """The real scenes plus the probe."""
    registry = default_registry()
    registry.register(Probe.name, Probe)
    return registry


def make_app(*, scene: str = "probe", window_size=None, **options) -> App:
    """A headless app (no sound) starting in ``scene``."""
    opts = Options(headless=True, frames=1, sound=False, scene=scene, seed=options.pop("seed", 7),
                   window_size=window_size, **options)
    return App(opts, probe_registry())


def run_ticks(app: App, n: int) -> None:
    """Poll and step ``n`` times, then draw the frame the last tick shows.

    The game's state moves by ticks, never by frames drawn (tests/test_replays.py
    checks that a run drawn at every tick and one drawn at the end agree), so a
    picture read afterwards is the same; the frames in between would only cost time.
    """
    for _ in range(n):
        app.poll()
        app.step()
    if n:
        app.frame()


def run_frames(app: App, n: int) -> None:
    """Poll, step and draw ``n`` times: for what is about the frames themselves (their count, a clip of them)."""
    for _ in range(n):
        app.poll()
        app.step()
        app.frame()


def pictures_each_tick(app: App, ticks: int, picture: Callable[[App], bytes]) -> list[bytes]:
    """Run ``ticks`` ticks one at a time, taking ``picture`` after each; then close the app."""
    shots = []
    for _ in range(ticks):
        run_ticks(app, 1)
        shots.append(picture(app))
    app.close()
    return shots


def sdl_library() -> Any | None:
    """The SDL library pygame loaded, for its virtual-joystick API (None if it cannot be found)."""
    try:
        with open("/proc/self/maps") as maps:
            path = next((line.split()[-1] for line in maps if "libSDL2-2" in line), None)
    except OSError:
        return None
    if path is None:
        return None
    sdl = ctypes.CDLL(path)
    sdl.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
    sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickSetVirtualHat.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    return sdl


def post(event_type: int, **attrs) -> None:
    """Post one synthetic SDL event."""
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def toasts_seen(app: App, ticks: int) -> list[str]:
    """Every message shown over the next ``ticks`` ticks."""
    seen = []
    for _ in range(ticks):
        run_ticks(app, 1)
        if app.ctx.toasts.current and app.ctx.toasts.current not in seen:
            seen.append(app.ctx.toasts.current)
    return seen


def play_a_game(app: App) -> list[str]:
    """Click free cells (lowest first) until the game on top is over; the messages shown meanwhile.

    A game that sets a record asks for initials once its final board has been shown: they are taken as offered
    (a click on OK), as a hurried player would.
    """
    scene = app.ctx.scenes.top
    seen: list[str] = []
    for _ in range(2_000):
        board = scene.match.board
        if board.is_over():
            break
        if not scene.match.computer_to_move():
            free = min(board.legal_moves())
            pos = cell_rects(scene.view, dict(layout(scene.display).boards)[scene.view])[free].center
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        seen += [t for t in toasts_seen(app, 1) if t not in seen]
    assert scene.match.over
    seen += [t for t in toasts_seen(app, scene.record_hold) if t not in seen]  # a record's final board first
    if app.ctx.scenes.top.name == InitialsScene.name:
        post(pygame.MOUSEBUTTONDOWN, pos=OK_RECT.center, button=1)
        seen += [t for t in toasts_seen(app, 1) if t not in seen]
    assert app.ctx.scenes.top is scene
    return seen + [t for t in toasts_seen(app, 2 * TOAST_TICKS) if t not in seen]


def drawn_texts(app: App, monkeypatch) -> list[str]:
    """Every text the scenes draw in one frame, in the order drawn."""
    from game.app.render.font import BitmapFont

    texts: list[str] = []
    original = BitmapFont.draw

    def recording(self, surface, text, *args, **kwargs):
        texts.append(text)
        return original(self, surface, text, *args, **kwargs)

    monkeypatch.setattr(BitmapFont, "draw", recording)
    app.ctx.scenes.draw(app.screen.surface)
    monkeypatch.setattr(BitmapFont, "draw", original)
    return texts
