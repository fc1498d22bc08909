"""The scenes and states worth showing and measuring, each reached by an action script.

``screenshots`` draws every entry; ``bench`` times frames
from each scene's first entry while its ``workload`` keeps the screen busy.
A state is reached the way a player would reach it: a headless session
starts in a scene and is fed actions (``game.app.shell.headless.ActionScript``),
then, for states that come in their own time (the attract mode's phases),
runs on until the entry's ``until`` condition holds.  So the pictures show
what the real machine draws.  Any registered scene without an entry here
still gets one, ``open`` (the scene as it starts), so the table covers
whatever the registry holds; a scene registered under two names (the
attract mode is also ``wargames``) is shown once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache

from game.app.input.actions import Action, ActionEvent
from game.app.render.big_board_view import big_layout
from game.app.render.boardviews import cell_rects
from game.app.render.game_layout import Display, layout
from game.values.theme import Theme
from game.app.render.wopr_view import HOWTO_FLY_FROM, HOWTO_FLY_TICKS
from game.app.scenes.game_scene import (END_GUARD_TICKS, MOVE_FLIGHT_TICKS, RECORD_HOLD_TICKS, THINK_TICKS,
                                       TRANSITION_TICKS)
from game.app.scenes.input_test import LEAVE_HOLD_TICKS
from game.app.scenes.match_screen import SWEEP_TICKS
from game.app.scenes.operator import ROWS as OPERATOR_ROWS
from game.app.scenes.operator import Do
from game.app.scenes.settings_scene import ROWS as SETTINGS_ROWS
from game.app.shell.app import App
from game.app.shell.headless import ActionScript, advance_until, run_script, session
from game.app.shell.loop import TICK_RATE, seconds_to_ticks
from game.app.shell.registry import SceneRegistry
from game.app.store.settings import Settings
from game.play.attract import Phase
from game.cabinet.hall_of_fame import FAME_FILE, FameChanges, HallOfFame, Kind, Record, fame_to_json
from game.engine import Board, View, canonical
from game.lessons import all_pages
from game.lessons.page import Page
from game.lessons.perfect_play import LESSON as PERFECT_LESSON
from game.play.big_match import BigSetup
from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents.menace import MenacePlayer, box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MenaceStore, boxes_to_json
from game.opponents.menace_training import train
from game.opponents.random_player import RandomPlayer
from game.files.paths import data_dir
from game.files.storage import write_json_atomic
import pygame  # noqa: E402  (after game.app, which quiets pygame's banner)

A = Action
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
def reached(state: SceneState, *, window_size: tuple[int, int] | None = None) -> Iterator[App]:
    """A live headless session standing in ``state``: its files prepared, its script run, run on until it holds.

    StateNotReachedError if ``until`` never comes true.  Live sessions write to the game's folders:
    point ``TICTACTOE_MAGIC_HOME`` somewhere private first.
    """
    script = state.script()
    if state.prepare is not None:
        state.prepare()
    with session(script, window_size=window_size, live=True) as app:
        run_script(app, script)
        if state.until is not None:
            advance_until(app, state.until, UNTIL_LIMIT)
        yield app


def place(script: ActionScript, view: View, *squares: int) -> ActionScript:
    """Click these squares in turn (both people's moves in a game between two), a short pause after each."""
    centres = cell_rects(view, layout(view).board)
    for square in squares:
        script.click(centres[square].center).wait(4)
    return script


def click_in_three_views(script: ActionScript, view: View, square: int) -> ActionScript:
    """Click a square on one of the three boards of the THREE VIEWS display."""
    rect = dict(layout(Display.THREE_VIEWS).boards)[view]
    return script.click(cell_rects(view, rect)[square].center).wait(THINK_TICKS + 10)


def three_views_thinking(script: ActionScript) -> ActionScript:
    """Tab to all three views, play a corner in Pick15 and a square in Magic15, then the computer thinks.

    With show thinking on the computer waits to be read: SELECT plays its answer to the corner."""
    click_in_three_views(script.press(A.SWITCH_VIEW), View.PICK15, 0).press(A.SELECT).wait(4)
    return script.click(cell_rects(View.MAGIC15, dict(layout(Display.THREE_VIEWS).boards)[View.MAGIC15])[7].center)


#: A game kept going in THREE VIEWS: every cell of its TicTacToe board clicked in turn, then REMATCH.
THREE_VIEWS_BUSY = (*(ActionEvent(A.CLICK, 0, rect.center) for rect in (
    cell_rects(View.TICTACTOE, dict(layout(Display.THREE_VIEWS).boards)[View.TICTACTOE])[sq]
    for sq in (4, 0, 8, 2, 6, 1, 7, 3, 5))), ActionEvent(A.SELECT))
X_WINS = (0, 4, 8, 2, 6, 3, 7)  # X takes the bottom row (cells 7 8 9)
RECORD_WIN = (0, 2, 1)  # against random under seed 0 (it answers 5, then 8): the top row in three, a record
DRAWN = (0, 4, 8, 1, 7, 6, 2, 5, 3)
AGAINST_PERFECT = Settings(crt=True, opponent="perfect")
FRIENDS = Settings(crt=True, opponent=PERSON_ID)
A_CABINET = Settings(crt=True, opponent=PERSON_ID, kiosk=True)  # only a cabinet gives up a game left alone
#: Tab every WORKLOAD_INTERVAL ticks: each view switch's flight starts before the last one lands.
VIEW_SWITCHING = (ActionEvent(A.SWITCH_VIEW),)
THINKING_MENACE = Settings(crt=True, opponent="menace", show_thinking=True)
PRESENTER_THINKING = Settings(crt=True, presenter=True, opponent="perfect", show_thinking=True)
#: Ticks until the idle watch asks CONTINUE? over a game left alone, at the shipped idle time.
IDLE_TICKS = seconds_to_ticks(BASE_SETTINGS.attract_idle_seconds)
EXIT_ROW = next(i for i, row in enumerate(OPERATOR_ROWS) if row.do is Do.EXIT)
#: The TI-83 program's own game: the calculator is CROSSES and moves first.
AGAINST_CALCULATOR = Settings(crt=True, opponent="calculator", first_player=FirstPlayer.COMPUTER)
AGAINST_RANDOM = Settings(crt=True, opponent="random", first_player=FirstPlayer.YOU)
#: Moler's colours with the computer moving first: it holds X, yet the person is still the green player.
GREEN_BLUE_COMPUTER_FIRST = Settings(crt=True, theme=Theme.GREEN_BLUE, opponent="naive",
                                     first_player=FirstPlayer.COMPUTER)
#: Records for the hall of fame's picture: some opponents with both, some with one, most with none.
SOME_RECORDS = (("random", Kind.STREAK, "ACE", 12), ("random", Kind.QUICKEST, "JRR", 3),
                ("perfect", Kind.STREAK, "WOP", 7), ("menace", Kind.QUICKEST, "D.M", 4),
                ("lookahead-fixed", Kind.STREAK, "MEN", 3), ("center", Kind.QUICKEST, "KID", 4))


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


def place_waiting(script: ActionScript, view: View, *squares: int) -> ActionScript:
    """Click these squares in turn, each after the computer's reply (a taken one buzzes, one after the end does
    nothing)."""
    for square in squares:
        place(script, view, square).wait(THINK_TICKS + 10)
    return script


def win_after_undo(script: ActionScript) -> ActionScript:
    """A corner, random's answer, UNDO, then the record game's moves: a win in three, but not played straight."""
    place(script, View.TICTACTOE, 8).wait(THINK_TICKS + 10).press(A.UNDO).wait(4)
    return place_waiting(script, View.TICTACTOE, *RECORD_WIN)


def hold_some_records() -> None:
    """Write ``SOME_RECORDS`` as the fresh home's hall of fame."""
    changes = FameChanges()
    for opponent_id, kind, initials, value in SOME_RECORDS:
        changes = changes.with_record(opponent_id, kind, Record(initials, value))
    write_json_atomic(data_dir() / FAME_FILE, fame_to_json(changes.apply(HallOfFame())))


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


def big_game(board: str, *cells: int, against_grid: bool = True, reply: int = 4) -> Callable[[ActionScript], ActionScript]:
    """Click these cells of a BIG BOARD (``board`` as the settings keep it) in turn, ``reply`` ticks after each but
    the last; against the weight grid with its thinking on show, SELECT then plays its answer (its weights wait to be
    read till then)."""
    rects = big_layout(BigSetup.parse(board).shape).cells

    def build(script: ActionScript) -> ActionScript:
        for i, cell in enumerate(cells):
            last = i == len(cells) - 1
            script.click(rects[cell].center).wait(4 if last else reply)
            if against_grid and not last:
                script.press(A.SELECT).wait(4)
        return script
    return build


#: The BIG BOARD's states: a 5x5 against the weight grid with its weights on show, a 7x7 whose weights are too wide
#: for its cells (short labels), a 4x4 won between two people, and its setup.
BIG_5X5, BIG_7X7, BIG_4X4_FRIENDS = "5x5/4/weights/x", "7x7/4/weights/x", "4x4/3/person/x"
BIG_4X4 = "4x4/3/weights/x"


def big_board_states() -> tuple[SceneState, ...]:
    """The BIG BOARD's game and setup, each board's figures readable at 320x180."""
    thinking = {board: Settings(crt=True, show_thinking=True, big_board=board) for board in (BIG_5X5, BIG_7X7)}
    return (
        SceneState("bigboard", "thinking-5x5", "BIG BOARD 5x5, 4 in a row: the weight grid's weights before it moves",
                   big_game(BIG_5X5, 12, 7, 18), settle=THINK_TICKS, settings=thinking[BIG_5X5]),
        SceneState("bigboard", "thinking-7x7", "BIG BOARD 7x7: weights too wide for the cells, their counts in short",
                   big_game(BIG_7X7, 24, 16, 32), settle=THINK_TICKS, settings=thinking[BIG_7X7]),
        SceneState("bigboard", "win-4x4", "BIG BOARD 4x4, 3 in a row, between two people: X has won, its line drawn",
                   big_game(BIG_4X4_FRIENDS, 5, 0, 6, 1, 7, against_grid=False), settle=END_GUARD_TICKS,
                   settings=Settings(crt=True, big_board=BIG_4X4_FRIENDS)),
        SceneState("bigboard", "lose-4x4", "BIG BOARD 4x4 against the weight grid: the person has lost",
                   big_game(BIG_4X4, 0, 3, 12, 15, 1, 2, against_grid=False, reply=THINK_TICKS + 10), settle=END_GUARD_TICKS,
                   settings=Settings(crt=True, big_board=BIG_4X4)),
        SceneState("bigboard_setup", "open", "the BIG BOARD setup, as the menu opens it",
                   settings=Settings(crt=True, big_board=BIG_5X5)),
    )


def first_page(test: Callable[[Page], bool]) -> int:
    """The index of the first lesson page that passes ``test`` (0 if none does)."""
    return next((i for i, page in enumerate(all_pages()) if test(page)), 0)


def to_page(test: Callable[[Page], bool]) -> Callable[[ActionScript], ActionScript]:
    """Open the first lesson and page on to the first page that passes ``test``.

    The page is found when the state is reached, not when this module is
    imported: finding it works out every lesson's pages, seconds that every
    command importing the states (screenshots, bench) would pay otherwise.
    """
    return lambda s: s.press(A.SELECT).press(A.RIGHT, times=first_page(test))


def lesson_states() -> tuple[SceneState, ...]:
    """The lessons: the first page, the first with three views, arrows, labels, the free board in play, and the first
    page with none of the game's views (Durer's square, a board of its own)."""
    paging = (ActionEvent(A.RIGHT), ActionEvent(A.LEFT))
    three, arrows, labels = (to_page(lambda p: len(p.views) == 3), to_page(lambda p: bool(p.arrows)),
                             to_page(lambda p: bool(p.labels)))
    free, perfect = to_page(lambda p: p.free), to_page(lambda p: p.lesson == PERFECT_LESSON)
    figures = to_page(lambda p: not p.views)
    return (
        SceneState("lessons", "list", "lessons: the list of lessons, as LESSONS opens"),
        SceneState("lessons", "first", "lessons: the first page", lambda s: s.press(A.SELECT), workload=paging),
        SceneState("lessons", "three-views", "lessons: the first page with all three views", three, workload=paging),
        SceneState("lessons", "arrows", "lessons: the first page with arrows", arrows, workload=paging),
        SceneState("lessons", "labels", "lessons: the first page with cell labels, coloured and framed by tone",
                   labels, workload=paging),
        SceneState("lessons", "perfect", "lessons: perfect play's first page, the best moves and the xkcd player's one",
                   perfect, workload=paging),
        SceneState("lessons", "free", "lessons: the free board, three marks placed, the cursor on the last",
                   lambda s: free(s).press(A.SELECT, A.UP, A.SELECT, A.DOWN, A.DOWN, A.SELECT),
                   workload=paging),
        SceneState("lessons", "free-presenter", "lessons: the free board in PRESENTER, X in the centre and O top "
                   "middle: every label in a cell of its own, no frame over a number",
                   lambda s: free(s).press(A.SELECT, A.UP, A.UP, A.UP, A.SELECT),
                   settings=Settings(crt=True, presenter=True), workload=paging),
        SceneState("lessons", "figures", "lessons: Durer's square drawn as a board, its sums of 34 beside it",
                   figures, workload=paging),
    )


def key_down(key: int) -> pygame.event.Event:
    """SDL's event for a key pressed."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def holding(*events: pygame.event.Event, back_ticks: int = 0) -> Callable[[App], bool]:
    """For the INPUT TEST: post these presses (as the devices would, through SDL), then wait while a BACK button
    fills ``back_ticks`` of its hold."""
    def held(app: App) -> bool:
        scene = app.ctx.scenes.top
        if not scene.held:
            for event in events:
                pygame.event.post(event)
            return False
        return scene.back_ticks >= back_ticks
    return held


#: Two pads as SDL first sees them when no ADDED event came (named by kind): a game controller and a raw joystick.
TWO_PADS_HOLDING = (
    pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=40, button=pygame.CONTROLLER_BUTTON_A),
    pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=40, button=pygame.CONTROLLER_BUTTON_DPAD_LEFT),
    pygame.event.Event(pygame.JOYHATMOTION, instance_id=50, hat=0, value=(0, 1)),
    pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=50, button=9),
)


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
               lambda s: s.press(A.DOWN, times=next(i for i, r in enumerate(SETTINGS_ROWS) if r.field == "opponent"))),
    SceneState("help", "controls", "help, page 1: the controls for every device"),
    SceneState("help", "games", "help, page 2: the three games", lambda s: s.press(A.RIGHT),
               workload=(ActionEvent(A.RIGHT), ActionEvent(A.LEFT))),
    *(state for view in View for state in game_states(view)),
    SceneState("magic15", "three-views", "Tab to all three views side by side, mid-game, perfect thinking",
               three_views_thinking, settle=THINK_TICKS // 2,
               settings=Settings(crt=True, opponent="perfect", show_thinking=True), workload=THREE_VIEWS_BUSY),
    SceneState("pick15", "view-switch", "Tab from Pick15 to TicTacToe, half way: every number flies to its square",
               lambda s: place(s, View.PICK15, 0, 4, 2).press(A.SWITCH_VIEW), settle=TRANSITION_TICKS // 2,
               settings=FRIENDS, workload=VIEW_SWITCHING),
    SceneState("magic15", "into-three-views", "Tab from Magic15 to THREE VIEWS, half way: the Magic15 board flies to its place as the other two fade in",
               lambda s: place(s, View.MAGIC15, 4, 0).press(A.SWITCH_VIEW), settle=TRANSITION_TICKS // 2,
               settings=FRIENDS),
    SceneState("magic15", "three-views-move-flight",
               "THREE VIEWS: a move made on Pick15's row, half way on its flight to the other two boards",
               lambda s: place(s, View.MAGIC15, 4).press(A.SWITCH_VIEW).wait(TRANSITION_TICKS + 2)
               .click(cell_rects(View.PICK15, dict(layout(Display.THREE_VIEWS).boards)[View.PICK15])[2].center),
               settle=MOVE_FLIGHT_TICKS // 2, settings=FRIENDS),
    SceneState("magic15", "three-views-menace", "all three views, MENACE's chances and beads",
               three_views_thinking, settle=THINK_TICKS // 2, settings=THINKING_MENACE),
    SceneState("tictactoe", "green-blue-computer-first", "green and blue, the computer first: you are still green",
               lambda s: place(s.wait(THINK_TICKS + 10), View.TICTACTOE, 4).wait(THINK_TICKS + 10),
               settings=GREEN_BLUE_COMPUTER_FIRST),
    SceneState("tictactoe", "presenter", "the presenter palette: a game, perfect thinking",
               lambda s: place(s, View.TICTACTOE, 4), settle=THINK_TICKS // 2, settings=PRESENTER_THINKING),
    SceneState("magic15", "presenter-three-views", "the presenter palette, all three views",
               three_views_thinking, settle=THINK_TICKS // 2, settings=PRESENTER_THINKING, workload=THREE_VIEWS_BUSY),
    SceneState("menu", "presenter", "the presenter palette: the main menu", settings=PRESENTER_THINKING),
    SceneState("settings", "presenter", "the presenter palette: the settings, on the PRESENTER row",
               lambda s: s.press(A.DOWN, times=4), settings=PRESENTER_THINKING),
    SceneState("setup", "open", "the match setup, as the menu opens it",
               settings=Settings(crt=True, opponent="perfect")),
    SceneState("setup", "seats", "the match setup on lookahead: a label for each seat, never losing first, easy second",
               settings=Settings(crt=True, opponent="lookahead")),
    SceneState("setup", "xkcd", "the match setup on xkcd, the comic's fixed map of perfect play",
               settings=Settings(crt=True, opponent="xkcd")),
    SceneState("settings", "opponent-seats", "the settings on OPPONENT: lookahead's label for each seat, under the list",
               lambda s: s.press(A.DOWN, times=next(i for i, r in enumerate(SETTINGS_ROWS) if r.field == "opponent")),
               settings=Settings(crt=True, opponent="lookahead")),
    SceneState("settings", "motion", "the settings on MOTION, at SLOW: what FULL, SLOW and NONE each do",
               lambda s: s.press(A.DOWN, times=next(i for i, r in enumerate(SETTINGS_ROWS) if r.field == "motion"))
               .press(A.RIGHT), workload=()),
    SceneState("setup", "weakest", "the match setup, one step right of the person: the weakest computer",
               lambda s: s.press(A.UP, times=2).press(A.RIGHT), settings=Settings(crt=True, opponent=PERSON_ID)),
    SceneState("pause", "game", "the pause overlay over a game", lambda s: place(s, View.TICTACTOE, 4, 0)
               .press(A.PAUSE), scene_started="tictactoe", settings=FRIENDS),
    SceneState("pause", "pick15", "the pause menu over Pick15's row, the computer's thinking held under it",
               lambda s: s.press(A.PAUSE), scene_started="pick15",
               settings=Settings(crt=True, opponent="perfect", show_thinking=True, first_player=FirstPlayer.COMPUTER)),
    SceneState("pause", "three-views", "the pause menu over THREE VIEWS: all three boards whole",
               lambda s: place(s, View.TICTACTOE, 4, 0).press(A.SWITCH_VIEW, times=2).wait(30).press(A.PAUSE),
               scene_started="tictactoe", settings=FRIENDS),
    SceneState("pause", "bigboard", "the pause menu over the BIG BOARD, its weights held",
               lambda s: big_game(BIG_5X5, 12, 7, 18)(s).wait(THINK_TICKS).press(A.PAUSE), scene_started="bigboard",
               settings=Settings(crt=True, show_thinking=True, big_board=BIG_5X5)),
    SceneState("pause", "lesson", "the pause menu over a lesson page with three boards",
               lambda s: s.press(A.SELECT).press(A.RIGHT, times=first_page(lambda p: len(p.views) == 3))
               .press(A.PAUSE), scene_started="lessons"),
    SceneState("menu", "quit", "QUIT? asked over the menu, the cursor on NO", lambda s: s.press(A.BACK, A.SELECT),
               workload=(ActionEvent(A.RIGHT), ActionEvent(A.LEFT))),
    SceneState("continue", "countdown", "CONTINUE? counting down over a game left alone in a cabinet",
               lambda s: place(s, View.TICTACTOE, 4, 0).wait(IDLE_TICKS + 2 * TICK_RATE), settle=0, workload=(),
               scene_started="tictactoe", settings=A_CABINET),
    SceneState("operator", "open", "the operator menu, as the held service input opens it"),
    SceneState("operator", "books", "the operator menu's bookkeeping page", lambda s: s.press(A.SELECT),
               workload=(ActionEvent(A.RIGHT), ActionEvent(A.LEFT))),
    SceneState("operator", "exit", "the operator menu asking EXIT TO DESKTOP?",
               lambda s: s.press(A.DOWN, times=EXIT_ROW).press(A.SELECT),
               workload=(ActionEvent(A.RIGHT), ActionEvent(A.LEFT))),
    SceneState("input_test", "open", "the operator's INPUT TEST: every device, nothing held", settle=2, workload=()),
    SceneState("input_test", "held", "the INPUT TEST with three keys held, each with what it does in the game",
               settle=0, workload=(), until=holding(key_down(pygame.K_z), key_down(pygame.K_LEFT), key_down(pygame.K_F5))),
    SceneState("input_test", "pads", "the INPUT TEST with two pads, each holding buttons and directions",
               settle=0, workload=(), until=holding(*TWO_PADS_HOLDING)),
    SceneState("input_test", "leaving", "the INPUT TEST with ESC held: the bar fills for two seconds, then it leaves",
               settle=0, workload=(), until=holding(key_down(pygame.K_ESCAPE), back_ticks=LEAVE_HOLD_TICKS // 2)),
    SceneState("sound_test", "open", "the operator's SOUND TEST: every sound by name"),
    SceneState("wargames", "title", "attract mode: the title card, PRESS ENTER lit", settle=0, workload=(),
               until=attract_phase(Phase.TITLE, phase_ticks=70)),
    SceneState("wargames", "howto", "attract mode: the how-to card, the numbers half way into the magic square",
               settle=0, workload=(), until=attract_phase(Phase.HOWTO, phase_ticks=HOWTO_FLY_FROM + HOWTO_FLY_TICKS // 2)),
    SceneState("wargames", "slow", "attract mode: the first games, one move at a time", settle=0, workload=(),
               until=attract_phase(Phase.SLOW, moves=4), bench_frames=ATTRACT_RUN_TICKS),
    SceneState("wargames", "many", "attract mode: a dozen boards at full speed", settle=0, workload=(),
               until=attract_phase(Phase.MANY, phase_ticks=240)),
    SceneState("wargames", "slow-draw", "attract mode: a game over, its result on show", settle=0, workload=(),
               until=attract_phase(Phase.SLOW, over=True)),
    SceneState("wargames", "faster", "attract mode: each game faster than the last", settle=0, workload=(),
               until=attract_phase(Phase.FASTER, moves=3)),
    SceneState("wargames", "verdict", "attract mode: the verdict, typed out", settle=0, workload=(),
               until=attract_phase(Phase.VERDICT, typed=3)),
    SceneState("wargames", "hold", "attract mode: the verdict held, before a new run", settle=0, workload=(),
               until=attract_phase(Phase.HOLD, phase_ticks=60)),
    SceneState("wargames", "hall-of-fame", "attract mode: the hall of fame, some records held", settle=0,
               workload=(), until=attract_phase(Phase.FAME, phase_ticks=30), prepare=hold_some_records),
    SceneState("wargames", "presenter", "attract mode with the presenter palette, a dozen boards", settle=0,
               workload=(), until=attract_phase(Phase.MANY, phase_ticks=240),
               settings=Settings(crt=True, presenter=True)),
    SceneState("wargames", "hall-of-fame-empty", "attract mode: the hall of fame before anyone set a record",
               settle=0, workload=(), until=attract_phase(Phase.FAME, phase_ticks=30)),
    *lesson_states(),
    *big_board_states(),
    SceneState("tictactoe", "resigned", "MENACE, with its box for the centre empty, resigns: the person wins",
               lambda s: place(s, View.TICTACTOE, CENTRE).wait(THINK_TICKS + 10), settle=END_GUARD_TICKS,
               settings=RESIGNING_MENACE, prepare=empty_first_replies),
    SceneState("magic15", "resigned-three-views", "MENACE resigns, seen in all three views",
               lambda s: place(s, View.TICTACTOE, CENTRE).wait(THINK_TICKS + 10).press(A.SWITCH_VIEW, times=2),
               settle=END_GUARD_TICKS, scene_started="tictactoe", settings=RESIGNING_MENACE,
               prepare=empty_first_replies),
    SceneState("settings", "resign", "the settings screen on MENACE'S EMPTY BOX: RESIGN, Michie's rule, or REFILL",
               lambda s: s.press(A.DOWN, times=RESIGN_ROW), settings=RESIGNING_MENACE),
    SceneState("wargames", "resigned", "attract mode: MENACE as O resigns on an empty box, the result on show",
               settle=0, workload=(), until=resigned, settings=RESIGNING_MENACE, prepare=empty_first_replies),
    *matchbox_states(),
    SceneState("tictactoe", "record-hold", "a record won against random: the final board and YOU WIN! first",
               win_the_record_game, settle=0, settings=AGAINST_RANDOM),
    SceneState("tictactoe", "lose", "the person beaten by perfect: YOU LOSE, its own sound and mood",
               lambda s: place_waiting(s, View.TICTACTOE, *LOSING), settle=END_GUARD_TICKS, settings=AGAINST_PERFECT),
    SceneState("tictactoe", "no-record", "a quick win against random after an UNDO: no record, and the panel says why",
               win_after_undo, settle=END_GUARD_TICKS, settings=AGAINST_RANDOM),
    SceneState("tictactoe", "undo-refused", "UNDO before the person has moved: the buzz, and a line saying why",
               lambda s: s.press(A.UNDO), settle=10, workload=(), settings=AGAINST_RANDOM),
    SceneState("hall_of_fame", "records", "the menu's HALL OF FAME: some records held, UNBEATEN where none can be",
               prepare=hold_some_records),
    SceneState("initials", "entry", "a new record against random: its initials entry, two letters in",
               lambda s: win_a_record(s).press(A.UP, times=10).press(A.RIGHT).press(A.UP, times=18),
               scene_started="tictactoe", settings=AGAINST_RANDOM),
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
