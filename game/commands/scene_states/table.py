"""The table of every state, in the order the pictures are drawn, and how a registry is covered.

``STATES`` lists each state once; ``states_for`` adds an ``open`` entry for
any registered scene the table lacks, and ``first_state`` picks the state
the bench times a scene from.
"""

from __future__ import annotations

from game.app.input.actions import Action as A, ActionEvent
from game.app.render.boardviews import cell_rects
from game.app.render.game_layout import Display, layout
from game.app.render.wopr_view import HOWTO_FLY_FROM, HOWTO_FLY_TICKS
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.scenes.view_motion import MOVE_FLIGHT_TICKS, TRANSITION_TICKS
from game.app.scenes.input_test import LEAVE_HOLD_TICKS
from game.app.scenes.settings_scene import ROWS as SETTINGS_ROWS
from game.app.shell.loop import TICK_RATE
from game.app.shell.registry import SceneRegistry
from game.app.store.settings import Settings
from game.speech import Speech
from game.commands.scene_states.big_board import BIG_5X5, big_board_states, big_game
from game.commands.scene_states.controls import controls_states
from game.commands.scene_states.cabinet import (
    A_CABINET, EXIT_ROW, IDLE_TICKS, TWO_PADS_HOLDING, attract_phase, hold_some_records, holding, key_down)
from game.commands.scene_states.games import (
    AGAINST_PERFECT, AGAINST_RANDOM, CENTRE, FRIENDS, GREEN_BLUE_COMPUTER_FIRST, LOSING, PRESENTER_THINKING,
    RESIGNING_MENACE, RESIGN_ROW, THINKING_MENACE, THREE_VIEWS_BUSY, VIEW_SWITCHING, empty_first_replies,
    game_states, resigned, win_a_record, win_after_undo, win_the_record_game)
from game.commands.scene_states.lessons import first_page, lesson_states
from game.commands.scene_states.matchboxes import matchbox_states
from game.commands.scene_states.moves import place, place_waiting, three_views_thinking
from game.commands.scene_states.state import ATTRACT_RUN_TICKS, SceneState
from game.engine import View
from game.play.attract import Phase
from game.values.seats import FirstPlayer, PERSON_ID
import pygame  # noqa: E402  (after game.app, which quiets pygame's banner)


STATES: tuple[SceneState, ...] = (
    SceneState("menu", "open", "the main menu as it starts"),
    SceneState("settings", "open", "the settings screen, cursor on the first row"),
    SceneState("settings", "opponent", "the settings screen explaining the chosen opponent",
               lambda s: s.press(A.DOWN, times=next(i for i, r in enumerate(SETTINGS_ROWS) if r.field == "opponent"))),
    SceneState("help", "controls", "help, page 1: the controls for every device"),
    SceneState("help", "games", "help, page 3: the three games", lambda s: s.press(A.RIGHT, times=2),
               workload=(ActionEvent(A.RIGHT), ActionEvent(A.LEFT))),
    SceneState("help", "speech", "help, page 2: SPEECH and its keys", lambda s: s.press(A.RIGHT)),
    SceneState("settings", "speech", "the settings on SPEECH, ON WITH SOUND OFF: SOUND reads OFF: SPEECH",
               lambda s: s.press(A.DOWN, times=next(i for i, r in enumerate(SETTINGS_ROWS) if r.field == "speech")),
               settings=Settings(crt=True, speech=Speech.ON_SOUND_OFF)),
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
               settle=0, workload=(), until=holding(key_down(pygame.K_z), key_down(pygame.K_LEFT), key_down(pygame.K_F4))),
    SceneState("input_test", "pads", "the INPUT TEST with two pads, each holding buttons and directions",
               settle=0, workload=(), until=holding(*TWO_PADS_HOLDING)),
    SceneState("input_test", "leaving", "the INPUT TEST with ESC held: the bar fills for two seconds, then it leaves",
               settle=0, workload=(), until=holding(key_down(pygame.K_ESCAPE), back_ticks=LEAVE_HOLD_TICKS // 2)),
    SceneState("sound_test", "open", "the operator's SOUND TEST: every sound by name"),
    *controls_states(),
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
