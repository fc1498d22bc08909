"""MENACE resigning on screen: the game screen's message and count, and the attract mode going on after it."""

from __future__ import annotations

from pathlib import Path

import pytest
from app_support import run_ticks
from game_support import Player, check_against_engine, events, game, game_app
from logged_games import agrees

from game.app.audio.sounds import Sfx
from game.app.matches.thinking import LEGEND_CHARS, MENACE_MIRRORS_LEGEND, MENACE_RESIGNS_LEGEND, thinking
from game.app.render.game_layout import Display
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.shell.app import App, Options, default_registry
from game.app.store.settings import Settings
from game.play.attract import AttractRun, Phase, Timing
from game.engine import Board, Mark, Termination, canonical
from game.opponents import MenaceSetup
from game.opponents.menace import MenacePlayer, box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MemoryStore, MenaceStore
from game.records.stats import load_stats
from game.files.storage import write_json_atomic

CENTRE = 4
EMPTY_BOX = (0,) * 9


def empty_box_key(*moves: int) -> int:
    """The box key of the position after ``moves``."""
    return canonical(Board.from_moves(moves))[0].key


#: Every position after X's first move (a corner, an edge, the centre): MENACE as O has an empty box at once.
FIRST_REPLIES = {empty_box_key(square): EMPTY_BOX for square in (0, 1, CENTRE)}


def save_boxes(home: Path, boxes: dict[int, tuple[int, ...]]) -> None:
    """The player's MENACE file holding these boxes."""
    MenaceStore(home / "data" / MENACE_FILE_NAME).update(lambda _boxes, _games: (boxes, 0), box_keys())


@pytest.fixture
def log(tmp_path: Path) -> Path:
    return tmp_path / "events.jsonl"


def test_menace_resigns_on_its_empty_box_with_a_message_a_sound_and_your_win(log, private_home) -> None:
    save_boxes(private_home, {empty_box_key(CENTRE): EMPTY_BOX})
    app = game_app(private_home, "tictactoe", log=log, opponent="menace", menace_resigns=True)
    try:
        scene = game(app)
        played: list[Sfx] = []
        app.ctx.audio.play = played.append
        Player(app).place(CENTRE)
        assert scene.match.computer_to_move() and not scene.over  # MENACE "thinks" as ever, then gives up
        run_ticks(app, THINK_TICKS + 1)
        assert scene.over and scene.match.resigned is Mark.O and Sfx.RESIGN in played
        assert scene._header_message(scene._look())[0] == "MENACE RESIGNS: YOU WIN!"
        assert [scene.panel(i).status for i in (0, 1)] == ["CROSSES WIN!", "RESIGNS"]  # the calculator's banner
        assert scene.records.tally("menace").wins == 1
        for _ in Display:  # every display draws a resigned game (no line to draw or add up)
            Player(app).press("view")
            app.frame()
        run_ticks(app, END_GUARD_TICKS)
        Player(app).press("select")  # REMATCH: MENACE opens, from its full opening box
        run_ticks(app, THINK_TICKS + 1)
        assert not scene.over and scene.match.board.ply == 1
    finally:
        app.close()
    [end] = events(log, "game_end")
    assert end["resigned"] == "O" and end["result"] == "X" and end["moves"] == [CENTRE + 1]
    assert check_against_engine(log)
    assert load_stats(private_home / "data")[0].tally("menace").wins == 1


def test_show_thinking_says_menace_is_about_to_resign() -> None:
    board = Board.from_moves([CENTRE])
    for rule, legend in ((True, MENACE_RESIGNS_LEGEND), (False, MENACE_MIRRORS_LEGEND)):  # the centre taken: mirrors
        menace = MenacePlayer(boxes={empty_box_key(CENTRE): EMPTY_BOX}, resign_when_empty=rule)
        assert thinking(menace, board).legend == legend and len(legend) <= LEGEND_CHARS


def test_with_the_rule_off_menace_plays_on_from_the_same_box(private_home) -> None:
    save_boxes(private_home, {empty_box_key(CENTRE): EMPTY_BOX})
    app = game_app(private_home, "tictactoe", opponent="menace", menace_resigns=False)
    try:
        scene = game(app)
        Player(app).place(CENTRE)
        run_ticks(app, THINK_TICKS + 1)
        assert not scene.over and scene.match.board.ply == 2
    finally:
        app.close()


def test_the_setting_reaches_the_match_from_the_settings_file(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="menace", menace_resigns=True)
    try:
        assert game(app).match.opponents[1].resign_when_empty  # type: ignore[attr-defined]
    finally:
        app.close()


FAST = Timing(slow_games=2, slow_move_ticks=2, faster_games=2, result_ticks=3, many_boards=4, many_ticks=120,
              many_result_ticks=2, many_view_ticks=30, type_ticks=1, line_pause_ticks=1, hold_ticks=5, fame_ticks=5)


def test_the_attract_mode_goes_on_after_menace_resigns() -> None:
    run = AttractRun("menace", "perfect", seed=3, timing=FAST, build=MenaceSetup(MemoryStore(FIRST_REPLIES), True).build)
    ends = []
    while not run.finished:
        ends += [e.fields for e in run.tick() if e.kind == "game_end"]
    assert all(agrees(end) for end in ends)
    resigned = [end for end in ends if "resigned" in end]
    assert resigned and all(end["resigned"] == "O" and end["result"] == "X" and len(end["moves"]) == 1
                            for end in resigned)
    assert len(ends) > len(resigned)  # as X, MENACE plays its games out between its resignations
    assert run.counters.games == len(ends) and run.counters.x_wins >= len(resigned)
    assert run.phase is Phase.FAME


def test_the_attract_scene_shows_a_resignation_and_plays_on(private_home, tmp_path) -> None:
    write_json_atomic(private_home / "config" / "settings.json",
                      Settings(demo_pair="menace/perfect", menace_resigns=True).to_json())
    save_boxes(private_home, FIRST_REPLIES)
    log = tmp_path / "events.jsonl"
    app = App(Options(headless=True, frames=1, sound=False, scene="wargames", seed=5, event_log=log),
              default_registry())
    try:
        scene = app.ctx.scenes.top
        for _ in range(1_500):
            app.step()
            app.frame()
            if scene.run.boards[0].match.resigned is not None:
                break
        app.frame()  # the board with its WINNER and who resigned
        assert scene.run.boards[0].match.outcome.termination is Termination.RESIGNATION  # type: ignore[union-attr]
        run_ticks(app, 600)
        assert scene.run.games_started >= 3
    finally:
        app.close()
    ends = events(log, "game_end")
    assert any(end.get("resigned") == "O" for end in ends) and all(agrees(end) for end in ends)
