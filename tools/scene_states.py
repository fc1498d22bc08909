"""The scenes and states worth showing and measuring, each reached by an action script.

``tools/screenshots.py`` draws every entry; ``tools/bench.py`` times frames
from each scene's first entry while its ``workload`` keeps the screen busy.
A state is reached the way a player would reach it: a headless session
starts in a scene and is fed actions (``game.app.headless.ActionScript``),
so the pictures show what the real machine draws.  Any registered scene
without an entry here still gets one, ``open`` (the scene as it starts), so
the table covers whatever the registry holds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from command_line import ROOT  # noqa: F401  (puts the repository on sys.path)

from game.app.actions import Action
from game.app.headless import ActionScript
from game.app.registry import SceneRegistry
from game.app.settings import Settings

A = Action
#: Ticks a state is left to settle after its script (toasts fade, animations start).
SETTLE_TICKS = 30
#: The settings every state starts from: the defaults, with the CRT look on as shipped.
BASE_SETTINGS = Settings(crt=True)
#: What keeps a screen busy while its frames are timed: one action every few ticks, in a loop.
DEFAULT_WORKLOAD = (A.DOWN, A.UP)
WORKLOAD_INTERVAL = 15  # ticks: four presses a second, a busy player


@dataclass(frozen=True, slots=True)
class SceneState:
    """One picture worth taking: a scene, the state's name, and how to get there."""

    scene: str
    state: str
    about: str
    build: Callable[[ActionScript], ActionScript] = lambda script: script
    settle: int = SETTLE_TICKS
    workload: tuple[Action, ...] = DEFAULT_WORKLOAD

    @property
    def name(self) -> str:
        """``scene-state``, the stem of its screenshot files."""
        return f"{self.scene}-{self.state}"

    def script(self, seed: int = 0) -> ActionScript:
        """The action script that reaches this state, settle time included."""
        return self.build(ActionScript(scene=self.scene, seed=seed, settings=BASE_SETTINGS)).wait(self.settle)


STATES: tuple[SceneState, ...] = (
    SceneState("menu", "open", "the main menu as it starts"),
    SceneState("settings", "open", "the settings screen, cursor on the first row"),
    SceneState("settings", "opponent", "the settings screen explaining the chosen opponent",
               lambda s: s.press(A.DOWN, times=5)),
    SceneState("help", "controls", "help, page 1: the controls for every device"),
    SceneState("help", "games", "help, page 2: the three games", lambda s: s.press(A.RIGHT),
               workload=(A.RIGHT, A.LEFT)),
    SceneState("pause", "menu", "the pause overlay (over the menu when started alone)"),
)


def states_for(registry: SceneRegistry) -> list[SceneState]:
    """Every state of a registered scene, plus ``open`` for registered scenes the table lacks."""
    listed = [s for s in STATES if s.scene in registry]
    covered = {s.scene for s in listed}
    listed += [SceneState(name, "open", f"the {name} scene as it starts")
               for name in registry.names() if name not in covered]
    return listed


def first_state(registry: SceneRegistry, scene: str) -> SceneState:
    """The state a scene's frames are timed from: its first entry in the table."""
    return next(s for s in states_for(registry) if s.scene == scene)


def with_workload(state: SceneState, ticks: int, seed: int = 0) -> tuple[ActionScript, int]:
    """The state's script followed by ``ticks`` ticks of its workload; and the tick timing starts on."""
    script = state.script(seed)
    start = script.tick
    for n in range(0, ticks, WORKLOAD_INTERVAL):
        if state.workload:
            script.press(state.workload[(n // WORKLOAD_INTERVAL) % len(state.workload)])
            script.wait(WORKLOAD_INTERVAL - 1)
        else:
            script.wait(WORKLOAD_INTERVAL)
    return script, start
