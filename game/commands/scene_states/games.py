"""The three games' states: mid-game, thinking, won, drawn, records, resignations.

The settings a game is played under, the moves that win, draw or lose, and
the records and resignations a game can end in are kept together, because
the table's game entries and ``game_states`` both draw on them.
"""

from __future__ import annotations

from game.app.input.actions import Action as A, ActionEvent
from game.app.render.boardviews import cell_rects
from game.app.render.game_layout import Display, layout
from game.values.theme import Theme
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.scenes.record_watch import RECORD_HOLD_TICKS
from game.app.scenes.match_screen import SWEEP_TICKS
from game.app.scenes.settings_scene import ROWS as SETTINGS_ROWS
from game.app.shell.app import App
from game.app.shell.headless import ActionScript
from game.app.store.settings import Settings
from game.commands.scene_states.moves import place, place_waiting
from game.commands.scene_states.state import SceneState
from game.engine import Board, View, canonical
from game.files.paths import data_dir
from game.opponents.menace import box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MenaceStore
from game.values.seats import FirstPlayer, PERSON_ID


#: A game kept going in THREE VIEWS: every cell of its TicTacToe board clicked in turn, then REMATCH.
THREE_VIEWS_BUSY = (*(ActionEvent(A.CLICK, 0, rect.center) for rect in (
    cell_rects(View.TICTACTOE, dict(layout(Display.THREE_VIEWS).boards)[View.TICTACTOE])[sq]
    for sq in (4, 0, 8, 2, 6, 1, 7, 3, 5))), ActionEvent(A.SELECT))
X_WINS = (0, 4, 8, 2, 6, 3, 7)  # X takes the bottom row (cells 7 8 9)
RECORD_WIN = (0, 2, 1)  # against random under seed 0 (it answers 5, then 8): the top row in three, a record
DRAWN = (0, 4, 8, 1, 7, 6, 2, 5, 3)
AGAINST_PERFECT = Settings(crt=True, opponent="perfect")
FRIENDS = Settings(crt=True, opponent=PERSON_ID)
#: Tab every WORKLOAD_INTERVAL ticks: each view switch's flight starts before the last one lands.
VIEW_SWITCHING = (ActionEvent(A.SWITCH_VIEW),)
THINKING_MENACE = Settings(crt=True, opponent="menace", show_thinking=True)
PRESENTER_THINKING = Settings(crt=True, presenter=True, opponent="perfect", show_thinking=True)
#: The TI-83 program's own game: the calculator is CROSSES and moves first.
AGAINST_CALCULATOR = Settings(crt=True, opponent="calculator", first_player=FirstPlayer.COMPUTER)
AGAINST_RANDOM = Settings(crt=True, opponent="random", first_player=FirstPlayer.YOU)
#: Moler's colours with the computer moving first: it holds X, yet the person is still the green player.
GREEN_BLUE_COMPUTER_FIRST = Settings(crt=True, theme=Theme.GREEN_BLUE, opponent="naive",
                                     first_player=FirstPlayer.COMPUTER)


def win_a_record(script: ActionScript) -> ActionScript:
    """Beat random in three moves, a record on a fresh machine: the initials entry comes up after the final board."""
    return win_the_record_game(script).wait(RECORD_HOLD_TICKS)


def win_the_record_game(script: ActionScript) -> ActionScript:
    """Beat random in three moves: the record's final board, on show before the initials entry."""
    for square in RECORD_WIN:
        place(script, View.TICTACTOE, square).wait(THINK_TICKS + 10)
    return script



#: The person's clicks against perfect, the first free of them each turn: perfect wins before they run out.
LOSING = (1, 3, 2, 5, 6, 7, 8, 0, 4)


def win_after_undo(script: ActionScript) -> ActionScript:
    """A corner, random's answer, UNDO, then the record game's moves: a win in three, but not played straight."""
    place(script, View.TICTACTOE, 8).wait(THINK_TICKS + 10).press(A.UNDO).wait(4)
    return place_waiting(script, View.TICTACTOE, *RECORD_WIN)



RESIGNING_MENACE = Settings(crt=True, opponent="menace", menace_resigns=True, demo_pair="menace/perfect")
RESIGN_ROW = next(i for i, row in enumerate(SETTINGS_ROWS) if row.field == "menace_resigns")
CENTRE = 4


def empty_first_replies() -> None:
    """MENACE's file with its boxes for every reply to X's first move empty: under Michie's rule, O resigns at once."""
    empty = {canonical(Board.from_moves([square]))[0].key: (0,) * 9 for square in (0, 1, CENTRE)}
    MenaceStore(data_dir() / MENACE_FILE_NAME).update(lambda _boxes, _games: (empty, 0), box_keys())


def resigned(app: App) -> bool:
    """The attract mode's first board shows a game a player resigned."""
    run = getattr(app.ctx.scenes.top, "run", None)
    return run is not None and run.boards[0].match.resigned is not None


def game_states(view: View) -> tuple[SceneState, ...]:
    """One game's states: mid-game against the computer, show thinking, a win, a draw."""
    game = view.value
    centres = cell_rects(view, layout(view).board)
    busy = (*(ActionEvent(A.CLICK, 0, centres[sq].center) for sq in (4, 0, 8, 2, 6, 1, 7, 3, 5)),
            ActionEvent(A.SELECT))  # play every cell, then REMATCH
    return (
        SceneState(game, "mid-game", f"{game} against perfect, a few moves in",
                   lambda s: place(place(s, view, 0).wait(THINK_TICKS + 10), view, 8).wait(THINK_TICKS + 10),
                   settings=AGAINST_PERFECT, workload=busy),
        SceneState(game, "calculator", f"{game} against the TI-83 calculator: it moved first, the cursor on its cell",
                   lambda s: s.wait(THINK_TICKS + 10), settle=0, settings=AGAINST_CALCULATOR),
        SceneState(game, "thinking", f"{game}: show thinking, the computer's scores before it moves",
                   lambda s: place(s, view, 4), settle=THINK_TICKS // 2,
                   settings=Settings(crt=True, opponent="perfect", show_thinking=True)),
        SceneState(game, "win", f"{game} between two people, X has won", lambda s: place(s, view, *X_WINS),
                   settle=END_GUARD_TICKS, settings=FRIENDS),
        SceneState(game, "win-sweep", f"{game} between two people, X's winning line half drawn",
                   lambda s: place(s, view, *X_WINS), settle=SWEEP_TICKS // 2, settings=FRIENDS,
                   workload=(*(ActionEvent(A.CLICK, 0, centres[sq].center) for sq in X_WINS), ActionEvent(A.SELECT))),
        SceneState(game, "draw", f"{game} between two people, drawn", lambda s: place(s, view, *DRAWN),
                   settle=END_GUARD_TICKS, settings=FRIENDS),
    )
