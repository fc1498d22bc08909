"""The window section's child: the real App full screen on $DISPLAY, each scene state timed in ``App.run``.

    python -m game.commands.bench.window_child SPEC

SPEC is JSON: the present path, the framebuffer asked for (or null), the
scene states, the seconds each, and the X server's process id (or null).
One App is opened and kept; each state is entered from the menu as a
player would go (a screenshot state by its own script), run in the game's
paced 60 Hz loop for a few warm-up frames and then for the seconds asked,
each frame (draw + present, the display update included) timed.  Prints
one JSON line per state: the figures, or why the state could not be timed.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

from game.commands.bench.timed_run import TimedRun
from game.commands.bench.window_plan import SPEECH_SCENE, WINDOW_STATE_FIELDS, WINDOW_STATES, WINDOW_WARMUP_FRAMES
from game.commands.proc_cpu import cpu_seconds


def window_settings() -> Any:
    """The settings the window section's sessions start from: the CRT look, games against random, no attract mode."""
    from game.app.store.settings import Settings

    return Settings(crt=True, opponent="random", attract_idle_seconds=600, sound=False)


def window_app(present: str) -> Any:
    """The real App, full screen and silent, at its menu, presenting by ``present`` (games against random).

    Silent by its settings (SOUND off), not by ``--no-sound``: so the speech state's voice is made and mixed as a
    player's would be.
    """
    from game.app.shell.app import App, Options
    from game.app.shell.present import PresentPath
    from game.app.store.settings import SETTINGS_FILE
    from game.files import paths
    from game.files.storage import write_json_atomic

    write_json_atomic(paths.config_dir() / SETTINGS_FILE, window_settings().to_json())
    return App(Options(fullscreen=True, sound=True, seed=0, present=PresentPath(present)))


def enter_scene(app: Any, scene: str) -> tuple:
    """Back to the menu, then into the scene ``scene`` is a state of, as a player would go, drawn whole next.

    Returns the actions that keep it busy while it is timed.
    """
    from game.app.shell.headless import run_script
    from game.app.shell.registry import MENU
    from game.commands.scene_states import game_states, states_for
    from game.engine import View
    from game.speech import Speech

    app.ctx.scenes.pop_to(MENU)
    state = next((s for s in states_for(app.registry) if s.name == WINDOW_STATES.get(scene)), None)
    settings = window_settings() if state is None else state.settings
    # Only what a state may change: the session keeps its window, its idle time and its sound.
    app.ctx.settings.update(**{name: getattr(settings, name) for name in WINDOW_STATE_FIELDS},
                            speech=Speech.ON if scene == SPEECH_SCENE else Speech.OFF)
    if state is not None:
        if state.prepare is not None:  # its files in the bench's own home, before the scene reads them
            state.prepare()
        start = state.scene_started or state.scene
        if start != MENU:
            app.ctx.scenes.push(app.registry.create(start))
        run_script(app, state.script(), extra_ticks=0)
        workload = state.workload
    else:
        start = {"menu": MENU, "game": "tictactoe", SPEECH_SCENE: "tictactoe"}.get(scene, "wargames")
        if start != MENU:
            app.ctx.scenes.push(app.registry.create(start))
        workload = game_states(View.TICTACTOE)[0].workload if start == "tictactoe" else ()
    app.screen.invalidate()
    return workload


def still_in(app: Any, scene: str) -> Callable[[], bool]:
    """Bring a fresh app to ``scene`` (stepping ticks, drawing nothing); the test that it is still there."""
    from game.commands.scene_states import UNTIL_LIMIT
    from game.play.attract import Phase

    if not scene.startswith("attract "):
        return lambda: not app.done
    phase = Phase(scene.split()[1])
    run = lambda: getattr(app.ctx.scenes.top, "run", None)  # noqa: E731
    for _ in range(UNTIL_LIMIT):
        if run() is not None and run().phase is phase:
            return lambda: run() is not None and run().phase is phase
        app.step()
    raise RuntimeError(f"the attract mode did not reach {phase.value} in {UNTIL_LIMIT} ticks")


class MoveCounter:
    """Moves played on every board on screen, counted after each tick: proof the frames timed were busy."""

    def __init__(self, app: Any) -> None:
        self.app, self.moves, self._seen = app, 0, {}

    def _boards(self) -> list:
        top = self.app.ctx.scenes.top
        run = getattr(top, "run", None)  # the attract mode's boards, or the game's one match
        return [slot.match for slot in run.boards] if run is not None else [getattr(top, "match", None)]

    def __call__(self) -> None:
        for index, match in enumerate(self._boards()):
            played = len(match.board.moves) if match is not None else 0
            before = self._seen.get(index, 0)
            self.moves += played - before if played >= before else played  # fewer: the board began again
            self._seen[index] = played


def time_scene(app: Any, scene: str, seconds: float, xvfb: int | None) -> dict[str, object]:
    """The game's own paced loop for ``seconds`` in ``scene`` (after a settling warm-up), each frame timed."""
    workload = enter_scene(app, scene)
    still_there = still_in(app, scene)
    counter = MoveCounter(app)
    start: dict[str, float] = {}

    def began() -> None:
        counter.moves = 0
        start.update(cpu=cpu_seconds(), server=cpu_seconds(xvfb) if xvfb else 0.0)

    timed = TimedRun(app, workload=workload, after_tick=counter, warmup=WINDOW_WARMUP_FRAMES, on_start=began,
                     stop=lambda: timed.seconds >= seconds or not still_there())
    times = timed.run()
    wall = timed.seconds
    return {"scene": scene, "frames_ms": times, "seconds": wall, "cpu_seconds": cpu_seconds() - start["cpu"],
            "xvfb_cpu_seconds": cpu_seconds(xvfb) - start["server"] if xvfb else None, "moves": counter.moves}


def route_of(present: str, *, chosen: bool) -> dict[str, object]:
    """How this child's frames reached the screen, and whether that is the game's own choice when left alone."""
    import pygame

    from game.app.shell.present import FRAMEBUFFER_HINT, PresentPath, resolve_present

    auto = resolve_present(PresentPath.AUTO, headless=False, driver=pygame.display.get_driver()).path
    return {"framebuffer": os.environ.get(FRAMEBUFFER_HINT, ""), "default": auto.value == present and not chosen}


def main(spec: str) -> None:
    """Print one JSON line per scene state (or the reason it could not run)."""
    args = json.loads(spec)
    app, problem = None, None
    try:
        app = window_app(args["present"])
    except Exception as err:  # noqa: BLE001 -- a path that cannot start is reported, not fatal
        problem = err
    route = route_of(args["present"], chosen=args["framebuffer"] is not None) if app is not None else {}
    try:
        for scene in args["scenes"]:
            try:
                if problem is not None:
                    raise problem
                row = {**time_scene(app, scene, args["seconds"], args["xvfb"]), **route}
            except Exception as err:  # noqa: BLE001
                row = {"scene": scene, "unavailable": f"{type(err).__name__}: {err}".splitlines()[0][:200]}
            print(json.dumps(row), flush=True)
    finally:
        if app is not None:
            app.close()


if __name__ == "__main__":
    main(sys.argv[1])
