"""What the ``window`` section measures: screen sizes, window managers, scene states, seconds each.

Kept apart from the section's running and reporting so that its child
(``window_child``) and the command line read the same names without
importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Screen sizes of the private X servers the window section opens the game full screen on.
WINDOW_SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
#: Seconds of frames timed per scene state (each frame a sample), keyed by --quick.
WINDOW_SECONDS = {False: 4.0, True: 0.5}
#: The scene states timed in the real window: the menu at rest, a game under way, each attract phase, and the
#: screenshot states below.
WINDOW_SCENES = ("menu", "game", "speech game", "view switch", "win sweep", "attract title", "attract slow", "attract howto",
                 "attract faster", "attract many", "attract verdict", "three views", "lessons", "presenter",
                 "matchboxes", "menace")
#: The game under way with SPEECH on: every cursor move and every move said, the engine run on its own thread and
#: the voice mixed (to the child's dummy sound device), beside "game" with SPEECH off.
SPEECH_SCENE = "speech game"
#: Window scene states that are screenshot states (``scene_states``): reached by their scripts, settings and all.
WINDOW_STATES = {
    "view switch": "pick15-view-switch",  # Tab four times a second: one view switch's flight after another
    "win sweep": "tictactoe-win-sweep",  # two people: X wins, the line sweeps, REMATCH, again
    "three views": "magic15-three-views",  # the game's THREE VIEWS, thinking shown, every cell clicked in turn
    "lessons": "lessons-arrows",  # a lesson's page with arrows, paged back and forth
    "presenter": "magic15-presenter-three-views",  # THREE VIEWS in the presenter palette: no scanlines
    "matchboxes": "matchboxes-trained",  # a shelf of 21 boxes with dots and counts, MENACE trained
    "menace": "tictactoe-game-menace-box",  # a game against MENACE: the box it drew from in the panel
}
#: Window managers: none (the bare X server) and openbox.
WINDOW_MANAGERS = ("none", "openbox")
#: Frames run untimed after a state is reached: the first one is drawn whole, the window's own events settle.
WINDOW_WARMUP_FRAMES = 10
#: The settings fields a screenshot state sets for its timing; the session keeps its window, idle time and sound.
WINDOW_STATE_FIELDS = ("crt", "theme", "opponent", "first_player", "show_thinking", "demo_pair", "presenter")


@dataclass(frozen=True, slots=True)
class WindowPlan:
    """What the window section measures: sizes, window managers, scene states, seconds each."""

    sizes: tuple[tuple[int, int], ...] = WINDOW_SIZES
    wms: tuple[str, ...] = WINDOW_MANAGERS
    scenes: tuple[str, ...] = WINDOW_SCENES
    seconds: float = WINDOW_SECONDS[False]
