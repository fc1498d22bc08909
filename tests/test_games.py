"""The three games played whole, headless, through SDL events -> the action map -> the scenes -> the match.

Keyboard, gamepad and mouse; against a person and against the computer;
with view switches, undo and rematches.  Every logged game is replayed
through the engine, which must agree with the logged result and line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from app_support import post, run_ticks
from game_support import (
    PAD_1,
    PAD_2,
    Player,
    button,
    cell_center,
    check_against_engine,
    click,
    events,
    game,
    game_app,
    hover,
    key,
)

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action
from game.app.input.cursor import board_move
from game.app.render.boardviews import cell_rects
from game.app.render.game_layout import Display, choice_rects, layout
from game.app.scenes.match_motion import END_CHOICES, END_GUARD_TICKS, FLASH_TICKS, THINK_TICKS
from game.app.shell.app import App, Options, default_registry
from game.app.shell.window import MODE_SETTLE_POLLS
from game.app.store.recording import Replay
from game.app.store.settings import Settings
from game.engine import Board, Mark, View, square_for_number
from game.values.seats import PERSON_ID, FirstPlayer
from game.records.stats import load_stats
from game.files.storage import write_json_atomic
from undrawn import undrawn  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("undrawn")  # nothing here looks at a picture: the scenes, the match and the log

MOLER = [square_for_number(n) for n in (8, 4, 2, 5, 6, 7, 1)]  # Moler's Pick15 game: Green wins 1+6+8
DRAWN = [4, 0, 2, 6, 3, 5, 1, 7, 8]


@pytest.fixture
def log(tmp_path: Path) -> Path:
    return tmp_path / "events.jsonl"


def sounds(app) -> list[Sfx]:
    """Record every sound the app plays from now on."""
    played: list[Sfx] = []
    app.ctx.audio.play = played.append
    return played


@pytest.mark.parametrize("view", list(View))
def test_two_people_play_moler_game_on_the_keyboard_in_every_view(view, log, private_home) -> None:
    app = game_app(private_home, view.value, log=log, opponent=PERSON_ID)
    try:
        player = Player(app)
        for square in MOLER:
            player.place(square)
        assert game(app).over and app.ctx.scenes.names() == ["menu", view.value]
    finally:
        app.close()
    [end] = check_against_engine(log)
    assert end["result"] == "X" and end["game"] == view.value
    assert sorted(end["line"]) == sorted(c + 1 for c in (0, 1, 2))  # 8 1 6: the top row
    [start] = events(log, "game_start")
    assert start["game"] == view.value and (start["x_player"], start["o_player"]) == (PERSON_ID, PERSON_ID)
    moves = events(log, "move")
    assert [m["number"] for m in moves] == [8, 4, 2, 5, 6, 7, 1]
    assert {m["view"] for m in moves} == {view.value} and {m["game"] for m in moves} == {view.value}
    stats, problem = load_stats(private_home / "data")
    assert problem is None and stats.tally(PERSON_ID).wins == 1


def test_gamepad_game_against_perfect_with_view_switches_mid_game(log, private_home) -> None:
    app = game_app(private_home, "pick15", log=log, opponent="perfect")
    try:
        player = Player(app, "pad")
        scene = game(app)
        views = []
        for square in (0, 8, 6, 2):  # a corner opening; perfect answers each move
            if scene.over:
                break
            while square not in scene.match.board.legal_moves():
                square = (square + 1) % 9
            player.place(square)
            views.append(scene.view)
            run_ticks(app, THINK_TICKS)
            before = scene.cursor
            player.press("view")  # the pad's Back button
            assert scene.cursor == before and scene.match is app.ctx.match
        while not scene.over:
            player.place(scene.match.board.legal_moves()[0])
            run_ticks(app, THINK_TICKS)
    finally:
        app.close()
    [end] = check_against_engine(log)
    assert end["result"] in ("O", "draw")  # perfect never loses
    switches = events(log, "view_switch")
    assert [s["game"] for s in switches][:4] == ["tictactoe", "magic15", "three_views", "pick15"][:len(switches)]
    assert switches[2]["previous"] == "magic15"
    person_moves = [m for m in events(log, "move") if m["by"] == PERSON_ID]
    assert [m["view"] for m in person_moves][:len(views)] == [v.value for v in views]
    assert len({m["view"] for m in person_moves}) == 3


def test_three_views_side_by_side_one_cursor_a_click_in_any_view(log, private_home) -> None:
    app = game_app(private_home, "magic15", log=log, opponent=PERSON_ID)
    try:
        player, scene = Player(app), game(app)
        player.press("view")  # Magic15 -> all three
        assert scene.display is Display.THREE_VIEWS and scene.name == "magic15"
        where = layout(Display.THREE_VIEWS)
        assert [view for view, _ in where.boards] == list(View)
        boards = dict(where.boards)
        rects = [rect for _, rect in where.boards]
        assert not any(a.colliderect(b) for a, b in zip(rects, rects[1:]))
        # Moler's game, each move clicked in a different one of the three.
        for i, square in enumerate(MOLER[:3]):
            view = list(View)[i % 3]
            click(app, cell_rects(view, boards[view])[square].center)
            assert scene.match.board.mark_at(square) is not None and scene.cursor == square
        player.press("down")  # the arrows step as in TicTacToe, the one cursor shown in each view
        assert scene.cursor == board_move(MOLER[2], Action.DOWN)
        player.press("view")
        assert scene.display is Display.PICK15
    finally:
        app.close()
    moves = events(log, "move")
    assert [m["view"] for m in moves] == ["pick15", "tictactoe", "magic15"]
    assert [s["game"] for s in events(log, "view_switch")] == ["three_views", "pick15"]
    assert events(log, "game_start")[0]["game"] == "magic15"


def test_mouse_game_against_random_skipping_the_computers_pause(log, private_home) -> None:
    app = game_app(private_home, "magic15", log=log, opponent="random", first_player=FirstPlayer.COMPUTER)
    try:
        scene = game(app)
        player = Player(app, "mouse")
        assert scene.pending is not None  # the computer starts, after its pause
        click(app, (2, 2))  # anywhere: a click skips the wait
        assert scene.match.board.ply == 1 and scene.pending is None
        while not scene.over:
            player.place(scene.match.board.legal_moves()[-1])
            if scene.pending is not None:
                click(app, (2, 2))
        run_ticks(app, END_GUARD_TICKS)
        end_choice = choice_rects(app.ctx.font, END_CHOICES)[END_CHOICES.index("MENU")]
        hover(app, end_choice.center)
        assert scene.end_row.index == END_CHOICES.index("MENU")
        click(app, end_choice.center)
        assert app.ctx.scenes.names() == ["menu"] and app.ctx.match is None
    finally:
        app.close()
    [end] = check_against_engine(log)
    [start] = events(log, "game_start")
    assert start["x_player"] == "random" and start["o_player"] == PERSON_ID
    stats, _ = load_stats(private_home / "data")
    tally = stats.tally("random")
    assert (tally.wins, tally.draws, tally.losses) == (
        end["result"] == "O", end["result"] == "draw", end["result"] == "X")
    assert stats.last_first is FirstPlayer.COMPUTER


def test_a_taken_cell_buzzes_flashes_and_changes_nothing(log, private_home) -> None:
    app = game_app(private_home, "tictactoe", log=log, opponent=PERSON_ID)
    try:
        scene = game(app)
        player = Player(app)
        player.place(4)
        played = sounds(app)
        board = scene.match.board
        player.press("select")  # the cursor is still on the taken centre
        assert scene.match.board == board and played == [Sfx.INVALID]
        assert scene.flash.square == 4 and scene.flash.began == app.ctx.tick - 1  # the press's tick
        click(app, cell_center(View.TICTACTOE, 4))
        assert scene.match.board == board
        run_ticks(app, FLASH_TICKS)
        assert not any(scene.flash.lit(tick) for tick in range(app.ctx.tick, app.ctx.tick + FLASH_TICKS))  # over
    finally:
        app.close()
    assert len(events(log, "move")) == 1


def test_the_pause_menu_stops_a_flash_where_it_was(private_home) -> None:
    """Pausing mid-flash and waiting longer than a flash lasts: back in the game, the flash goes on from there."""
    app = game_app(private_home, "tictactoe", opponent=PERSON_ID)
    try:
        scene = game(app)
        player = Player(app)
        player.place(4)
        player.press("select")  # the taken centre: its flash begins
        player.press("back")  # ESC pauses a game
        assert app.ctx.scenes.names()[-1] == "pause"
        stopped = scene.clock
        run_ticks(app, 3 * FLASH_TICKS)
        assert scene.clock == stopped  # the screen's own time stands still under the menu
        player.press("back")  # ESC on the pause menu resumes
        assert app.ctx.scenes.top is scene
        assert scene.clock - scene.flash.began < FLASH_TICKS  # the flash has time left
        assert any(scene.flash.lit(tick) for tick in range(scene.clock, scene.flash.began + FLASH_TICKS))
    finally:
        app.close()


def test_the_computers_pause_never_blocks_input_and_select_skips_it(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="perfect")
    try:
        scene = game(app)
        player = Player(app)
        player.place(0)
        assert scene.match.computer_to_move() and scene.pending is not None
        player.press("right")  # the cursor moves while the computer thinks
        assert scene.cursor == 1
        run_ticks(app, THINK_TICKS - 3)
        assert scene.match.board.ply == 1
        player.press("select")  # skips the rest of the wait: the computer moves now
        assert scene.match.board.ply == 2 and not scene.match.computer_to_move()
        player.place(8 if scene.match.board.mark_at(8) is None else 2)
        run_ticks(app, THINK_TICKS)  # left alone, it moves when the pause is over
        assert scene.match.board.ply == 4
    finally:
        app.close()


def test_undo_takes_back_the_pair_against_the_computer_and_one_move_between_people(log, private_home) -> None:
    app = game_app(private_home, "tictactoe", log=log, opponent="naive")
    try:
        scene = game(app)
        player = Player(app, "pad")
        player.place(0)
        run_ticks(app, THINK_TICKS)
        player.place(2 if scene.match.board.mark_at(2) is None else 6)
        player.press("undo")  # during the computer's pause: only my move comes back
        assert scene.match.board.ply == 2 and scene.pending is None
        player.press("undo")  # my turn: my move and the computer's answer
        assert scene.match.board == Board()
        played = sounds(app)
        player.press("undo")
        assert played == [Sfx.INVALID]
    finally:
        app.close()
    assert [len(u["cells"]) for u in events(log, "undo")] == [1, 2]

    app = game_app(private_home, "pick15", opponent=PERSON_ID)
    try:
        scene = game(app)
        player = Player(app)
        for square in (4, 0):
            player.place(square)
        player.press("undo")
        assert scene.match.board.moves == (4,) and scene.match.board.turn is Mark.O
    finally:
        app.close()


def test_rematch_swaps_who_starts_and_the_tally_counts_both_games(log, private_home) -> None:
    app = game_app(private_home, "tictactoe", log=log, opponent=PERSON_ID)
    try:
        scene = game(app)
        player = Player(app)
        for square in MOLER:
            player.place(square)
        assert scene.end_row.index == END_CHOICES.index("REMATCH")
        player.press("select")  # too soon: a key meant for the last move chooses nothing
        assert scene.over
        run_ticks(app, END_GUARD_TICKS)
        player.press("select")
        assert not scene.over and scene.match.mark_of(1) is Mark.X and scene.match.board == Board()
        for square in DRAWN:
            player.place(square)
        run_ticks(app, END_GUARD_TICKS)
        player.press("right")
        player.press("select")  # MENU
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()
    ends = check_against_engine(log)
    assert [e["result"] for e in ends] == ["X", "draw"]
    starts = events(log, "game_start")
    assert [(s["game_number"], s["x"]) for s in starts] == [(1, "PLAYER 1"), (2, "PLAYER 2")]
    tally = load_stats(private_home / "data")[0].tally(PERSON_ID)
    assert (tally.wins, tally.draws, tally.losses) == (1, 1, 0)


def test_pause_on_p_start_and_focus_loss_stops_the_computers_clock(private_home) -> None:
    app = game_app(private_home, "magic15", opponent="perfect")
    try:
        scene = game(app)
        run_ticks(app, MODE_SETTLE_POLLS)  # past the window's own focus changes as it opens
        Player(app).place(4)
        post(pygame.WINDOWFOCUSLOST)
        run_ticks(app, 2 * THINK_TICKS)
        assert app.ctx.scenes.names() == ["menu", "magic15", "pause"] and scene.match.board.ply == 1
        key(app, pygame.K_p)  # resume
        run_ticks(app, THINK_TICKS)
        assert scene.match.board.ply == 2
        button(app, pygame.CONTROLLER_BUTTON_START)
        assert app.ctx.scenes.names()[-1] == "pause"
        button(app, pygame.CONTROLLER_BUTTON_START)
        key(app, pygame.K_ESCAPE)  # back during a game pauses too, rather than leaving it
        assert app.ctx.scenes.names()[-1] == "pause"
    finally:
        app.close()


def test_two_pads_each_play_their_own_seat(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent=PERSON_ID)
    try:
        scene = game(app)
        button(app, pygame.CONTROLLER_BUTTON_DPAD_UP, PAD_1)  # pads take slots as they are first seen
        button(app, pygame.CONTROLLER_BUTTON_DPAD_UP, PAD_2)
        assert app.ctx.pad_slots == (0, 1)
        one, two = Player(app, "pad", PAD_1), Player(app, "pad", PAD_2)
        two.press("select")  # not player 2's turn: ignored
        key(app, pygame.K_RETURN)  # the keyboard is player 1
        assert scene.match.board.moves == (1,)
        one.press("right")
        one.press("select")  # not player 1's turn now
        assert scene.match.board.ply == 1 and scene.cursor == 1
        two.place(0)
        assert scene.match.board.moves == (1, 0)
    finally:
        app.close()


def test_show_thinking_draws_scores_or_percentages_and_t_switches_it(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="random", show_thinking=True)
    try:
        scene = game(app)
        Player(app).place(4)
        labels = {sq: label.text for sq, label in scene.thinking.labels.items()}
        # 1/8 each: 12.5%, rounded down 8 x 12 = 96; the four points left go to the lowest squares, so they add to 100.
        assert labels == {0: "13%", 1: "13%", 2: "13%", 3: "13%", 5: "12%", 6: "12%", 7: "12%", 8: "12%"}
        assert scene.thinking.legend == "RANDOM: CHANCE OF EACH MOVE"
        key(app, pygame.K_t)
        assert app.ctx.config.show_thinking is False
    finally:
        app.close()
    app = game_app(private_home, "pick15", opponent="perfect", show_thinking=True)
    try:
        scene = game(app)
        Player(app).place(0)
        # The perfect player's values: only the centre holds the draw after a corner opening.
        labels = {sq: label.text for sq, label in scene.thinking.labels.items()}
        assert labels[4] == "D" and all(v.startswith("L") for sq, v in labels.items() if sq != 4)
    finally:
        app.close()


def test_menu_setup_start_remembers_the_choices(log, private_home) -> None:
    app = game_app(private_home, "menu", log=log, opponent="calculator")  # the weakest computer
    try:
        player = Player(app)
        player.press("select")  # PICK15, the first item: its setup opens with Pick15 chosen
        setup = app.ctx.scenes.top
        assert app.ctx.scenes.names() == ["menu", "setup"] and setup.game is View.PICK15
        for _ in range(3):
            player.press("up")  # from START to GAME
        player.press("right")
        player.press("down")
        player.press("left")  # the opponent before the weakest computer: a person
        player.press("down")
        player.press("right")  # first move: player 2
        assert (setup.game, setup.opponent, setup.first) == (View.TICTACTOE, PERSON_ID, FirstPlayer.COMPUTER)
        player.press("down")
        player.press("select")  # START
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
        scene = game(app)
        assert scene.match.seats[1].is_person and scene.match.mark_of(1) is Mark.X
        settings = app.ctx.config
        assert (settings.game, settings.opponent, settings.first_player) == (
            View.TICTACTOE, PERSON_ID, FirstPlayer.COMPUTER)
        player.press("back")  # pauses
        for _ in range(3):
            player.press("down")
        player.press("select")  # the pause menu's MAIN MENU, which asks: LEAVE GAME?
        player.press("right")
        player.press("select")  # YES
        assert app.ctx.scenes.names() == ["menu"]
        player.press("down")
        player.press("select")  # TICTACTOE: the remembered choices come back
        setup = app.ctx.scenes.top
        assert (setup.game, setup.opponent, setup.first) == (View.TICTACTOE, PERSON_ID, FirstPlayer.COMPUTER)
        player.press("down")
        player.press("select")  # BACK
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()


def test_take_turns_alternates_across_runs(private_home) -> None:
    firsts = []
    for _ in range(3):
        app = game_app(private_home, "tictactoe", opponent="random", first_player=FirstPlayer.ALTERNATE)
        try:
            firsts.append(game(app).match.computer_to_move())
        finally:
            app.close()
    assert firsts == [False, True, False]


def record_session(private_home: Path, log: Path, recording: Path, play, **settings) -> int:
    """Play a recorded session from ``--scene magic15``; the number of ticks it ran."""
    write_json_atomic(private_home / "config" / "settings.json", Settings(**settings).to_json())
    options = Options(headless=True, frames=1, sound=False, scene="magic15", seed=11, event_log=log, record=recording)
    app = App(options, default_registry())
    try:
        play(app)
        return app.ctx.tick
    finally:
        app.close()


def replay_session(log: Path, recording: Path, ticks: int) -> None:
    """Play a recording back for as many ticks as the live session ran."""
    options = Options(headless=True, frames=1, sound=False, event_log=log, replay=Replay.load(recording))
    app = App(options, default_registry())
    try:
        run_ticks(app, ticks)
    finally:
        app.close()


def play_to_the_end_and_rematch(app) -> None:
    """A pad game with a view switch and skipped pauses, then a rematch the computer opens."""
    scene = game(app)
    player = Player(app, "pad")
    player.press("view")
    while not scene.over:
        legal = scene.match.board.legal_moves()
        player.place(legal[len(legal) // 2])
        run_ticks(app, THINK_TICKS // 2)
        click(app, (2, 2))
    run_ticks(app, END_GUARD_TICKS)
    player.press("select")  # rematch: the computer starts
    run_ticks(app, THINK_TICKS + 5)


def test_record_and_replay_a_whole_game_give_the_same_event_log(tmp_path, private_home) -> None:
    recording, live, replay = tmp_path / "game.jsonl", tmp_path / "live.jsonl", tmp_path / "replay.jsonl"
    ticks = record_session(private_home, live, recording, play_to_the_end_and_rematch, opponent="lookahead")
    stats_before = (private_home / "data" / "stats.json").read_text()
    replay_session(replay, recording, ticks)
    assert live.read_text() == replay.read_text()
    assert check_against_engine(live)
    assert [s["x_player"] for s in events(live, "game_start")] == [PERSON_ID, "lookahead"]
    assert (private_home / "data" / "stats.json").read_text() == stats_before  # a replay counts nothing again


def test_menace_learns_from_a_game_against_a_person_but_not_from_its_replay(tmp_path, private_home) -> None:
    recording, live, replay = tmp_path / "menace.jsonl", tmp_path / "live.jsonl", tmp_path / "replay.jsonl"
    ticks = record_session(private_home, live, recording, play_to_the_end_and_rematch, opponent="menace")
    [boxes] = [p for p in (private_home / "data").iterdir() if p.name.startswith("menace")]  # not its lock
    learnt = boxes.read_text()
    finished = events(live, "game_end")
    assert len(finished) == 1  # the first game; the rematch is still being played
    assert json.loads(learnt)["games"] == len(finished)  # learnt from it, once
    replay_session(replay, recording, ticks)
    assert boxes.read_text() == learnt


def test_an_unreadable_results_file_is_kept_and_the_game_plays_on(private_home) -> None:
    data = private_home / "data"
    data.mkdir(parents=True)
    (data / "stats.json").write_text("{not json")
    app = game_app(private_home, "tictactoe", opponent=PERSON_ID)
    try:
        assert app.ctx.toasts.current == "RESULTS FILE UNREADABLE: STARTING AFRESH"
        player = Player(app)
        for square in MOLER:
            player.place(square)
    finally:
        app.close()
    assert (data / "stats.json.corrupt-1").read_text() == "{not json"
    assert load_stats(data)[0].tally(PERSON_ID).wins == 1


def test_results_that_cannot_be_saved_are_reported_once(private_home, capsys) -> None:
    private_home.mkdir(parents=True, exist_ok=True)
    (private_home / "data").write_text("a file where the data folder should be")
    app = game_app(private_home, "tictactoe", opponent=PERSON_ID)
    try:
        player = Player(app)
        for square in MOLER:
            player.place(square)
        run_ticks(app, END_GUARD_TICKS)
        player.press("select")  # a rematch: more to save, nothing more said
        assert game(app).records.tally(PERSON_ID).wins == 1  # still counted for this session
    finally:
        app.close()
    err = capsys.readouterr().err
    assert err.count("results are not being saved") == 1 and "Traceback" not in err


@pytest.mark.parametrize("opponent", [PERSON_ID, "perfect", "random"])
@pytest.mark.parametrize("device", ["keyboard", "pad", "mouse"])
@pytest.mark.parametrize("view", list(View))
def test_every_view_device_and_opponent_plays_whole_games(view, device, opponent, log, private_home) -> None:
    """Two whole games (the second a rematch) with a view switch and an undo in the first."""
    app = game_app(private_home, view.value, log=log, opponent=opponent)
    try:
        scene = game(app)
        player = Player(app, device)
        controls = Player(app, "pad" if device == "pad" else "keyboard")  # the mouse has no Tab or U
        for number in range(2):
            moves = 0
            while not scene.over:
                if scene.pending is not None:
                    run_ticks(app, THINK_TICKS)
                    continue
                legal = scene.match.board.legal_moves()
                player.place(legal[(moves * 5 + number) % len(legal)])
                moves += 1
                if number == 0 and moves == 2:
                    controls.press("view")
                if number == 0 and moves == 3 and not scene.over:
                    controls.press("undo")
            run_ticks(app, END_GUARD_TICKS)
            controls.press("select")  # REMATCH
        assert scene.match.games_played == 2
    finally:
        app.close()
    ends = check_against_engine(log)
    assert len(ends) == 2 and len(events(log, "undo")) == 1 and events(log, "view_switch")
    assert {m["view"] for m in events(log, "move")} == {view.value, Display.of(view).next.view.value}
    tally = load_stats(private_home / "data")[0].tally(opponent)
    assert tally.wins + tally.draws + tally.losses == 2
