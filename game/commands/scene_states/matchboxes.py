"""MENACE's states: its matchboxes early and trained, given up, damaged, and in a game.

Each state writes MENACE's memory into the session's fresh home first, so
the memories (trained, emptied, damaged) are kept beside the states that
show them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from game.app.input.actions import Action as A
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.shell.headless import ActionScript
from game.app.store.settings import Settings
from game.commands.scene_states.moves import place
from game.commands.scene_states.state import SceneState
from game.engine import Board, View
from game.files.paths import data_dir
from game.files.storage import write_json_atomic
from game.opponents.menace import MenacePlayer, box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MenaceStore, boxes_to_json
from game.opponents.menace_training import train
from game.opponents.random_player import RandomPlayer
from game.values.seats import FirstPlayer


#: MENACE's memory in the matchboxes' pictures: a few games in (some boxes learned), or trained at length.
EARLY_GAMES = 40
TRAINED_GAMES = 3_000
MENACE_SEED = 15
AGAINST_MENACE = Settings(crt=True, opponent="menace", first_player=FirstPlayer.YOU)


@cache
def trained_menace(games: int) -> MenacePlayer:
    """A MENACE trained in memory against random, seeded: the same boxes every time."""
    menace = MenacePlayer(boxes={}, autosave=False)
    train(menace, RandomPlayer(), games, MENACE_SEED)
    return menace


def hold_menace(games: int) -> Callable[[], None]:
    """A ``prepare`` that writes a MENACE trained for ``games`` games as the fresh home's memory."""

    def prepare() -> None:
        menace = trained_menace(games)
        write_json_atomic(data_dir() / MENACE_FILE_NAME, boxes_to_json(menace.boxes, menace.games))

    return prepare


def give_up_menace() -> None:
    """MENACE's file with its opening box empty: under Michie's rule it has given up."""
    MenaceStore(data_dir() / MENACE_FILE_NAME).update(lambda _boxes, _games: ({Board().key: (0,) * 9}, 0), box_keys())


def damage_menace() -> None:
    """Write a MENACE file that is not JSON: the matchboxes show the store's message."""
    (data_dir() / MENACE_FILE_NAME).parent.mkdir(parents=True, exist_ok=True)
    (data_dir() / MENACE_FILE_NAME).write_text("{not json")


def matchbox_states() -> tuple[SceneState, ...]:
    """The matchboxes early and trained, one box large, a damaged memory, and MENACE's draw in a game."""
    def menace_moved(script: ActionScript, view: View = View.TICTACTOE) -> ActionScript:
        return place(script, view, 4).wait(THINK_TICKS + 10)

    def pausing(script: ActionScript) -> ActionScript:
        return menace_moved(script).press(A.PAUSE)

    return (
        SceneState("matchboxes", "early", f"MENACE's boxes for move 3 after {EARLY_GAMES} games, some learned",
                   lambda s: s.press(A.SWITCH_VIEW, times=2), prepare=hold_menace(EARLY_GAMES)),
        SceneState("matchboxes", "trained", f"the boxes for move 5 after {TRAINED_GAMES} games against random",
                   lambda s: s.press(A.SWITCH_VIEW, times=4).press(A.RIGHT, times=3),
                   prepare=hold_menace(TRAINED_GAMES)),
        SceneState("matchboxes", "opening", "the first move's box after training: counts, not dots",
                   prepare=hold_menace(TRAINED_GAMES)),
        SceneState("matchboxes", "box", "one box large: every bead count and its chance",
                   lambda s: s.press(A.SWITCH_VIEW, times=2).press(A.RIGHT).press(A.SELECT),
                   prepare=hold_menace(TRAINED_GAMES)),
        SceneState("matchboxes", "damaged", "the boxes when MENACE's file is damaged: its message, new boxes",
                   prepare=damage_menace),
        SceneState("matchboxes", "given-up", "MENACE's opening box empty: MENACE HAS GIVEN UP, and U RESET",
                   settings=AGAINST_MENACE, prepare=give_up_menace),
        SceneState("matchboxes", "reset", "RESET in the matchboxes asks first: RESET MENACE? with NO chosen",
                   lambda s: s.press(A.UNDO), settings=AGAINST_MENACE, prepare=give_up_menace),
        SceneState("setup", "menace-given-up", "the match setup with a MENACE that has given up, and how to reset it",
                   settings=AGAINST_MENACE, prepare=give_up_menace),
        SceneState("tictactoe", "menace-given-up", "MENACE would open but has given up: the game ends at once",
                   lambda s: s.wait(THINK_TICKS + 10), settle=END_GUARD_TICKS,
                   settings=Settings(crt=True, opponent="menace", first_player=FirstPlayer.COMPUTER),
                   prepare=give_up_menace),
        SceneState("matchboxes", "from-game", "the pause menu's MATCHBOXES: the box MENACE drew from, large",
                   lambda s: pausing(s).press(A.DOWN, A.SELECT), scene_started="tictactoe",
                   settings=AGAINST_MENACE, prepare=hold_menace(EARLY_GAMES)),
        SceneState("pause", "menace", "the pause menu over a game against MENACE: MATCHBOXES", pausing,
                   scene_started="tictactoe", settings=AGAINST_MENACE),
        SceneState("setup", "menace", "the match setup with MENACE chosen: TAB opens its boxes",
                   settings=AGAINST_MENACE),
        SceneState("tictactoe", "game-menace-box", "a game against MENACE: the box it drew from, the bead lit",
                   menace_moved, settings=AGAINST_MENACE),
        SceneState("magic15", "game-menace-box", "Magic15 against a trained MENACE: its box and bead counts",
                   lambda s: menace_moved(s, View.MAGIC15), settings=AGAINST_MENACE,
                   prepare=hold_menace(TRAINED_GAMES)),
        SceneState("pick15", "game-menace-box", "Pick15 against MENACE: its box in the panel's corner",
                   lambda s: menace_moved(s, View.PICK15), settings=AGAINST_MENACE),
        SceneState("tictactoe", "game-menace-drawing", "MENACE about to move: the box it draws from, no bead lit yet",
                   lambda s: place(s, View.TICTACTOE, 4), settle=THINK_TICKS // 2, settings=AGAINST_MENACE),
    )
