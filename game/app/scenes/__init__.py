"""The shell's own scenes, and the one place scenes are registered.

``register_builtin_scenes`` fills the app's registry.  The game issues add
their scenes the same way (Pick15, TicTacToe, Magic15 with menu labels;
``attract`` without one, which the menu pushes after the idle time).
"""

from __future__ import annotations

from ..registry import ATTRACT, MENU, SceneRegistry
from .attract import AttractScene
from .help import HelpScene
from .menu import MenuScene
from .pause import PauseScene
from .settings_scene import SettingsScene

#: Menu positions: the games take the low numbers, the machine's own screens come last.
WARGAMES_ORDER = 40
SETTINGS_ORDER = 80
HELP_ORDER = 90


def register_builtin_scenes(registry: SceneRegistry) -> None:
    """Register the menu, the attract mode, settings, help and pause scenes."""
    registry.register(MENU, MenuScene)
    # The menu starts the attract mode by its reserved name after the idle time;
    # players find it in the menu and on the command line as "wargames".
    registry.register(AttractScene.name, AttractScene, menu_label="WARGAMES", menu_order=WARGAMES_ORDER)
    registry.register(ATTRACT, AttractScene)
    registry.register(SettingsScene.name, SettingsScene, menu_label="SETTINGS", menu_order=SETTINGS_ORDER)
    registry.register(HelpScene.name, HelpScene, menu_label="HELP", menu_order=HELP_ORDER)
    registry.register(PauseScene.name, PauseScene)


__all__ = ["AttractScene", "HelpScene", "MenuScene", "PauseScene", "SettingsScene", "register_builtin_scenes"]
