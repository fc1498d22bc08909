"""Headless sessions from action scripts: how the proof harness drives the real machine.

Screenshots, replays, benchmarks, the monkey and the soak test all run the
real ``App`` -- its scene stack, input path and recording -- rather than a
loop of their own.  A session here is a ``Replay`` built in memory: a header
(seed, first scene, settings) and actions on ticks, which the app hands to
its scenes exactly as it would a recording made with ``--record``.  Nothing
touches the player's saved files, because a replay never saves settings.

``ActionScript`` writes such a replay readably: ``press`` hands over one
action per tick, ``click`` points and clicks, ``wait`` lets ticks pass.
``advance_until`` runs on until a condition on the app holds, for states
that come in their own time (the attract mode's phases).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from game.files import paths
from game.app.input.actions import Action, ActionEvent
from game.app.shell.app import App, Options
from game.app.shell.registry import MENU, SceneRegistry
from game.app.store.recording import Header, Replay
from game.app.store.settings import SETTINGS_FILE, Settings
from game.files.storage import write_json_atomic


class StateNotReachedError(RuntimeError):
    """A session never reached the state it was run towards."""


@dataclass
class ActionScript:
    """Actions on ticks, written in play order; ``replay()`` turns it into input for an App."""

    scene: str = MENU
    seed: int = 0
    settings: Settings = field(default_factory=Settings)
    actions: list[tuple[int, ActionEvent]] = field(default_factory=list)
    tick: int = 0  # the tick the next action lands on

    def press(self, *actions: Action | str, player: int = 0, times: int = 1) -> ActionScript:
        """Hand over each action (an ``Action`` or its value) on its own tick, ``times`` over."""
        for _ in range(times):
            for action in actions:
                self.actions.append((self.tick, ActionEvent(Action(action), player)))
                self.tick += 1
        return self

    def click(self, pos: tuple[int, int], player: int = 0) -> ActionScript:
        """Point at a logical pixel, then click it on the next tick."""
        self.actions.append((self.tick, ActionEvent(Action.POINT, player, pos)))
        self.actions.append((self.tick + 1, ActionEvent(Action.CLICK, player, pos)))
        self.tick += 2
        return self

    def wait(self, ticks: int) -> ActionScript:
        """Let ``ticks`` ticks pass with no input."""
        self.tick += ticks
        return self

    def replay(self) -> Replay:
        """The script as a replay the app can take as its input."""
        return Replay(Header(self.seed, self.scene, self.settings), list(self.actions))


def session_options(
    replay: Replay | None = None, *, scene: str = MENU, seed: int = 0, window_size: tuple[int, int] | None = None,
    frames: int = 1,
) -> Options:
    """Options for a silent headless session (from a replay, or empty from ``scene``); ``App.run`` runs ``frames``."""
    return Options(scene=scene, seed=seed, sound=False, headless=True, frames=frames, window_size=window_size,
                   replay=replay)


@contextmanager
def session(
    script: ActionScript | None = None,
    *,
    window_size: tuple[int, int] | None = None,
    registry: SceneRegistry | None = None,
    live: bool = False,
    frames: int = 1,
) -> Iterator[App]:
    """A headless App fed by ``script`` (or by nothing); closed on the way out.

    By default the script is the app's replay, and nothing is saved.  With
    ``live`` the script's settings are written as the player's saved ones
    and its actions are handed over as if from the devices (``run_script``
    does that), so the screens look as a player's do -- settings saving and
    all.  Live sessions write to the game's folders: point
    ``TICTACTOE_MAGIC_HOME`` somewhere private first.  ``frames`` is how
    many ticks ``App.run`` runs (the bench times the real loop that way).
    """
    script = script or ActionScript()
    if live:
        write_json_atomic(paths.config_dir() / SETTINGS_FILE, script.settings.to_json())
        options = session_options(scene=script.scene, seed=script.seed, window_size=window_size, frames=frames)
    else:
        options = session_options(script.replay(), window_size=window_size, frames=frames)
    app = App(options, registry)
    try:
        yield app
    finally:
        app.close()


def advance(app: App, ticks: int, *, draw_every: int = 1, present: bool = True) -> None:
    """Run ``ticks`` ticks (poll, step), drawing every ``draw_every``-th one; stop if the app is done."""
    for n in range(ticks):
        if app.done:
            return
        app.poll()
        app.step()
        if draw_every and n % draw_every == draw_every - 1:
            app.draw()
            if present:
                app.present()


def advance_until(app: App, reached: Callable[[App], bool], limit: int) -> int:
    """Run ticks until ``reached(app)`` holds; the ticks run.  StateNotReachedError after ``limit``."""
    for ticks in range(limit + 1):
        if reached(app):
            return ticks
        if app.done:
            break
        app.poll()
        app.step()
    raise StateNotReachedError(f"not reached within {limit} ticks (at tick {app.ctx.tick}, "
                               f"scenes {app.ctx.scenes.names()})")


def run_script(app: App, script: ActionScript, extra_ticks: int = 1) -> None:
    """Run an app through every tick of its script plus ``extra_ticks``, then draw and show the frame.

    A live session (no replay) gets the script's actions here, each on its tick counted from now, so a
    session already under way (the bench's real window, one state after another) runs a script as a fresh
    one does.
    """
    due: dict[int, list[ActionEvent]] = defaultdict(list)
    start = app.ctx.tick
    if app.replay is None:
        for tick, event in script.actions:
            due[start + tick].append(event)
    for _ in range(max(script.tick, 0) + extra_ticks):
        if app.done:
            break
        app.poll()
        for event in due.pop(app.ctx.tick, ()):
            app.dispatch(event)
        app.step()
    app.draw()
    app.present()
