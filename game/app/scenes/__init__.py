"""The shell's own scenes, the games, and the one place scenes are registered.

``register_builtin_scenes`` fills the app's registry.  Each game is
registered under its view's name (``pick15``, ``tictactoe``, ``magic15``):
``--scene tictactoe`` starts a match at once with the remembered opponent,
while the menu item opens the match setup with that game chosen.  The
attract mode registers the same way, without a menu label (the shell's
idle watch pushes it), and so do the CONTINUE? countdown and the operator
menu, which the main menu never lists (a held service input opens it).
The BIG BOARD registers as ``bigboard`` the same way: the menu item opens
its setup (``bigboard_setup``), the name alone starts the board last chosen.
The initials entry is pushed by a game that set a record, never from the menu
(the menu's HALL OF FAME shows the records);
MENACE's matchboxes open from the setup, the pause menu or ``--scene matchboxes``;
the CONTROLS screen from the settings, the operator menu or ``--scene controls``.
"""

from __future__ import annotations

from functools import partial

from game.app.scenes.attract import AttractScene
from game.app.scenes.big_game import BigBoardScene
from game.app.scenes.big_setup import BigSetupScene
from game.app.scenes.continue_scene import ContinueScene
from game.app.scenes.controls_scene import ControlsScene
from game.app.scenes.game_scene import GameScene
from game.app.scenes.hall_of_fame import MENU_LABEL as FAME_LABEL
from game.app.scenes.hall_of_fame import HallOfFameScene
from game.app.scenes.help import HelpScene
from game.app.scenes.initials import InitialsScene
from game.app.scenes.input_test import InputTestScene
from game.app.scenes.lessons import LessonsScene
from game.app.scenes.matchboxes import MatchboxesScene
from game.app.scenes.menu import MenuScene
from game.app.scenes.operator import OperatorScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.settings_scene import SettingsScene
from game.app.scenes.setup import SetupScene
from game.app.scenes.sound_test import SoundTestScene
from game.app.shell.registry import ATTRACT, CONTINUE, MENU, OPERATOR, SceneRegistry
from game.engine import View
from game.language import N_

#: Menu positions: the games take the low numbers, the machine's own screens come last.
GAME_ORDERS = {View.PICK15: 10, View.TICTACTOE: 20, View.MAGIC15: 30}
#: Each game's menu item: the name players know it by (``View.title``), in capitals.
GAME_LABELS = {View.PICK15: N_("PICK15"), View.TICTACTOE: N_("TICTACTOE"), View.MAGIC15: N_("MAGIC15")}
BIG_BOARD_ORDER = 35
WARGAMES_ORDER = 40
LESSONS_ORDER = 50
HALL_OF_FAME_ORDER = 60
SETTINGS_ORDER = 80
HELP_ORDER = 90


def register_builtin_scenes(registry: SceneRegistry) -> None:
    """Register the menu, the games and their setup, the BIG BOARD and its setup, the attract mode, lessons, settings, help, pause, CONTINUE?,
    operator, initials, matchboxes, controls."""
    registry.register(MENU, MenuScene)
    for view, order in GAME_ORDERS.items():
        registry.register(view.value, partial(GameScene, view), menu_label=GAME_LABELS[view], menu_order=order,
                          menu_factory=partial(SetupScene, view))
    registry.register(SetupScene.name, SetupScene)
    registry.register(BigBoardScene.name, BigBoardScene, menu_label=N_("BIG BOARD"), menu_order=BIG_BOARD_ORDER,
                      menu_factory=BigSetupScene)
    registry.register(BigSetupScene.name, BigSetupScene)
    # The idle watch starts the attract mode by its reserved name;
    # players find it in the menu and on the command line as "wargames".
    registry.register(AttractScene.name, AttractScene, menu_label=N_("WARGAMES"), menu_order=WARGAMES_ORDER)
    registry.register(ATTRACT, AttractScene)
    registry.register(LessonsScene.name, LessonsScene, menu_label=N_("LESSONS"), menu_order=LESSONS_ORDER)
    registry.register(HallOfFameScene.name, HallOfFameScene, menu_label=FAME_LABEL, menu_order=HALL_OF_FAME_ORDER)
    registry.register(SettingsScene.name, SettingsScene, menu_label=N_("SETTINGS"), menu_order=SETTINGS_ORDER,
                      operator_only=True)
    registry.register(HelpScene.name, HelpScene, menu_label=N_("HELP"), menu_order=HELP_ORDER)
    registry.register(PauseScene.name, PauseScene)
    registry.register(CONTINUE, ContinueScene)
    registry.register(OPERATOR, OperatorScene)
    registry.register(InitialsScene.name, InitialsScene)
    registry.register(MatchboxesScene.name, MatchboxesScene)
    registry.register(InputTestScene.name, InputTestScene)
    registry.register(SoundTestScene.name, SoundTestScene)
    registry.register(ControlsScene.name, ControlsScene)


__all__ = [
    "AttractScene", "BigBoardScene", "BigSetupScene", "ContinueScene", "ControlsScene", "GameScene", "HallOfFameScene", "HelpScene", "InitialsScene", "InputTestScene", "LessonsScene", "MatchboxesScene",
    "MenuScene", "OperatorScene",
    "PauseScene", "SettingsScene", "SetupScene", "SoundTestScene",
    "register_builtin_scenes",
]
