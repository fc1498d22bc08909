"""The scenes and states worth showing and measuring, each reached by an action script.

``tools/screenshots.py`` draws every entry; ``tools/bench.py`` times frames
from each scene's first entry while its ``workload`` keeps the screen busy.
A state is reached the way a player would reach it: a headless session
starts in a scene and is fed actions (``game.app.headless.ActionScript``),
then, for states that come in their own time (the attract mode's phases),
runs on until the entry's ``until`` condition holds.  So the pictures show
what the real machine draws.  Any registered scene without an entry here
still gets one, ``open`` (the scene as it starts), so the table covers
whatever the registry holds; a scene registered under two names (the
attract mode is also ``wargames``) is shown once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from command_line import ROOT  # noqa: F401  (puts the repository on sys.path)

from game.app.actions import Action
from game.app.app import App
from game.app.headless import ActionScript
from game.app.registry import SceneRegistry
from game.app.settings import Settings
from game.attract import Phase

A = Action
#: Ticks a state is left to settle after its script (toasts fade, animations start).
SETTLE_TICKS = 30
#: The settings every state starts from: the defaults, with the CRT look on as shipped.
BASE_SETTINGS = Settings(crt=True)
#: What keeps a screen busy while its frames are timed: one action every few ticks, in a loop.
DEFAULT_WORKLOAD = (A.DOWN, A.UP)
WORKLOAD_INTERVAL = 15  # ticks: four presses a second, a busy player
#: The most ticks a state that comes in its own time may take to arrive (a whole attract run is ~4,000).
UNTIL_LIMIT = 20_000


@dataclass(frozen=True, slots=True)
class SceneState:
    """One picture worth taking: a scene, the state's name, and how to get there."""

    scene: str
    state: str
    about: str
    build: Callable[[ActionScript], ActionScript] = lambda script: script
    settle: int = SETTLE_TICKS
    workload: tuple[Action, ...] = DEFAULT_WORKLOAD
    until: Callable[[App], bool] | None = None  # after the script, run on until this holds

    @property
    def name(self) -> str:
        """``scene-state``, the stem of its screenshot files."""
        return f"{self.scene}-{self.state}"

    def script(self, seed: int = 0) -> ActionScript:
        """The action script that reaches this state, settle time included."""
        return self.build(ActionScript(scene=self.scene, seed=seed, settings=BASE_SETTINGS)).wait(self.settle)


def attract_phase(phase: Phase, *, moves: int = 0, phase_ticks: int = 0, typed: int = 0,
                  over: bool = False) -> Callable[[App], bool]:
    """A condition on the attract mode's run: in ``phase``, far enough in by each measure given."""

    def reached(app: App) -> bool:
        run = getattr(app.ctx.scenes.top, "run", None)
        if run is None or run.phase is not phase or run.phase_tick < phase_ticks or len(run.typed) < typed:
            return False
        match = run.boards[0].match
        return len(match.board.moves) >= moves and (not over or match.outcome is not None)

    return reached


STATES: tuple[SceneState, ...] = (
    SceneState("menu", "open", "the main menu as it starts"),
    SceneState("settings", "open", "the settings screen, cursor on the first row"),
    SceneState("settings", "opponent", "the settings screen explaining the chosen opponent",
               lambda s: s.press(A.DOWN, times=5)),
    SceneState("help", "controls", "help, page 1: the controls for every device"),
    SceneState("help", "games", "help, page 2: the three games", lambda s: s.press(A.RIGHT),
               workload=(A.RIGHT, A.LEFT)),
    SceneState("pause", "menu", "the pause overlay (over the menu when started alone)"),
    SceneState("wargames", "many", "attract mode: a dozen boards at full speed", settle=0, workload=(),
               until=attract_phase(Phase.MANY, phase_ticks=240)),
    SceneState("wargames", "slow", "attract mode: the first games, one move at a time", settle=0, workload=(),
               until=attract_phase(Phase.SLOW, moves=4)),
    SceneState("wargames", "slow-draw", "attract mode: a game over, its result on show", settle=0, workload=(),
               until=attract_phase(Phase.SLOW, over=True)),
    SceneState("wargames", "faster", "attract mode: each game faster than the last", settle=0, workload=(),
               until=attract_phase(Phase.FASTER, moves=3)),
    SceneState("wargames", "verdict", "attract mode: the verdict, typed out", settle=0, workload=(),
               until=attract_phase(Phase.VERDICT, typed=3)),
    SceneState("wargames", "hold", "attract mode: the verdict held, before a new run", settle=0, workload=(),
               until=attract_phase(Phase.HOLD, phase_ticks=60)),
)


def states_for(registry: SceneRegistry) -> list[SceneState]:
    """Every state of a registered scene, plus ``open`` for registered scenes the table lacks.

    Two registry names whose scenes call themselves the same (the attract
    mode, registered as ``attract`` and ``wargames``) are one scene.
    """
    listed = [s for s in STATES if s.scene in registry]
    shown = {scene_name(registry, s.scene) for s in listed}
    for name in registry.names():
        if scene_name(registry, name) not in shown:
            shown.add(scene_name(registry, name))
            listed.append(SceneState(name, "open", f"the {name} scene as it starts"))
    return listed


def scene_name(registry: SceneRegistry, name: str) -> str:
    """The name a registered scene goes by once made (the event log's name for it)."""
    return registry.create(name).name


def first_state(registry: SceneRegistry, scene: str) -> SceneState:
    """The state a scene's frames are timed from: its first entry (or its alias's)."""
    own = scene_name(registry, scene)
    return next(s for s in states_for(registry) if scene_name(registry, s.scene) == own)
