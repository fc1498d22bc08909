"""The shell's own scenes, and the one place scenes are registered.

``register_builtin_scenes`` fills the app's registry.  The game issues add
their scenes the same way (Pick15, TicTacToe, Magic15 with menu labels;
``attract`` without one, which the menu pushes after the idle time).
"""

from __future__ import annotations

from ..registry import MENU, SceneRegistry
from .help import HelpScene
from .menu import MenuScene
from .pause import PauseScene
from .settings_scene import SettingsScene

#: Menu positions: the games take the low numbers, the machine's own screens come last.
SETTINGS_ORDER = 80
HELP_ORDER = 90


def register_builtin_scenes(registry: SceneRegistry) -> None:
    """Register the menu, settings, help and pause scenes."""
    registry.register(MENU, MenuScene)
    registry.register(SettingsScene.name, SettingsScene, menu_label="SETTINGS", menu_order=SETTINGS_ORDER)
    registry.register(HelpScene.name, HelpScene, menu_label="HELP", menu_order=HELP_ORDER)
    registry.register(PauseScene.name, PauseScene)


__all__ = ["HelpScene", "MenuScene", "PauseScene", "SettingsScene", "register_builtin_scenes"]
