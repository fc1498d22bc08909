"""What a screenshot state is, and how a live session is brought to one.

``SceneState`` names a scene, a state and the action script that reaches it;
``reached`` runs that script in a headless session.  The timings every state
shares (settle, workload, how long a state that comes in its own time may
take) live here with it, because ``screenshots`` and ``bench`` read them too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from game.app.input.actions import Action as A, ActionEvent
from game.app.shell.app import App
from game.app.shell.headless import ActionScript, advance_until, run_script, session
from game.app.store.event_log import Listener
from game.app.store.settings import Settings


#: Ticks a state is left to settle after its script (toasts fade, animations start).
SETTLE_TICKS = 30
#: The settings every state starts from: the defaults, with the CRT look on as shipped.
BASE_SETTINGS = Settings(crt=True)
#: What keeps a screen busy while its frames are timed: one action every few ticks, in a loop.
DEFAULT_WORKLOAD = (ActionEvent(A.DOWN), ActionEvent(A.UP))
WORKLOAD_INTERVAL = 15  # ticks: four presses a second, a busy player
#: The most ticks a state that comes in its own time may take to arrive (a whole attract run is ~4,500).
UNTIL_LIMIT = 20_000
#: Ticks of one whole attract-mode run at the default pace, every phase in it, as the bench times it.
ATTRACT_RUN_TICKS = 5_200


@dataclass(frozen=True, slots=True)
class SceneState:
    """One picture worth taking: a scene, the state's name, and how to get there."""

    scene: str
    state: str
    about: str
    build: Callable[[ActionScript], ActionScript] = lambda script: script
    settle: int = SETTLE_TICKS
    workload: tuple[ActionEvent, ...] = DEFAULT_WORKLOAD
    until: Callable[[App], bool] | None = None  # after the script, run on until this holds
    scene_started: str | None = None  # the scene the session starts in, if not ``scene`` (pause starts a game)
    bench_frames: int | None = None  # frames the bench times from here, if not its default (a whole cycle)
    settings: Settings = BASE_SETTINGS
    prepare: Callable[[], None] | None = None  # puts files in the session's fresh home first (records to show)

    @property
    def name(self) -> str:
        """``scene-state``, the stem of its screenshot files."""
        return f"{self.scene}-{self.state}"

    def script(self, seed: int = 0) -> ActionScript:
        """The action script that reaches this state, settle time included."""
        start = ActionScript(scene=self.scene_started or self.scene, seed=seed, settings=self.settings)
        return self.build(start).wait(self.settle)


@contextmanager
def reached(state: SceneState, *, window_size: tuple[int, int] | None = None, frames: int = 1,
            listen: Listener | None = None) -> Iterator[App]:
    """A live headless session standing in ``state``: its files prepared, its script run, run on until it holds.

    StateNotReachedError if ``until`` never comes true.  Live sessions write to the game's folders:
    point ``TICTACTOE_MAGIC_HOME`` somewhere private first.  ``App.run`` runs ``frames`` ticks from there.
    ``listen`` hears every event from the first tick on.
    """
    script = state.script()
    if state.prepare is not None:
        state.prepare()
    with session(script, window_size=window_size, live=True, frames=frames) as app:
        if listen is not None:
            app.ctx.events.listen(listen)
        run_script(app, script)
        if state.until is not None:
            advance_until(app, state.until, UNTIL_LIMIT)
        yield app
