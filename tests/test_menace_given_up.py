"""MENACE's empty box by Michie's rule, the default: an empty first box means MENACE has given up.

Issue 25, point 2, quoting Donald Michie's rule (his paper is not among the
seed files; the phrase is the issue's): "an empty box means resignation; the
matchbox versions that players know refuse to play once the opening box is
empty".  Here: the setting's default is RESIGN, REFILL is the named variant,
and a person meets MENACE HAS GIVEN UP at the setup, at the game's start and
in the MATCHBOXES screen, where RESET (asked first) starts it afresh; the
attract mode's demo MENACE starts afresh in memory only, so the demo plays on.
"""

from __future__ import annotations

from pathlib import Path

from app_support import drawn_texts as app_drawn_texts
from app_support import run_ticks
from game_support import events, game, game_app

from game.app.input.actions import Action, ActionEvent
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.match_motion import THINK_TICKS
from game.app.scenes.matchboxes import MatchboxesScene
from game.app.scenes.operator import ROWS as OPERATOR_ROWS
from game.app.scenes.operator import Do
from game.app.scenes.settings_scene import ROWS, changed, value_text
from game.app.store.settings import Settings
from game.engine import Board
from game.play.attract import AttractRun, Phase, Timing
from game.values.seats import FirstPlayer
from game.opponents import MenaceSetup
from game.opponents.menace import box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MemoryStore, MenaceStore

#: The phrase the screens say, as the issue asks for it.
GIVEN_UP = "MENACE HAS GIVEN UP"
EMPTY_OPENING = {Board().key: (0,) * 9}
FAST = Timing(slow_games=2, slow_move_ticks=2, faster_games=2, result_ticks=3, many_boards=4, many_ticks=120,
              many_result_ticks=2, many_view_ticks=30, type_ticks=1, line_pause_ticks=1, hold_ticks=5, fame_ticks=5)


def store_at(home: Path) -> MenaceStore:
    return MenaceStore(home / "data" / MENACE_FILE_NAME)


def give_up(home: Path) -> None:
    """The player's saved MENACE with its first box empty, after 9 games."""
    store_at(home).update(lambda _boxes, _games: (dict(EMPTY_OPENING), 9), box_keys())


def drawn_texts(app, monkeypatch) -> str:
    """Every text the scenes draw in one frame, joined by newlines."""
    return "\n".join(app_drawn_texts(app, monkeypatch))


def act(app, *actions: Action) -> None:
    for action in actions:
        app.dispatch(ActionEvent(action, 0))
        run_ticks(app, 1)


def test_michies_rule_is_the_default_and_refill_is_the_named_variant() -> None:
    assert Settings().menace_resigns is True
    row = next(row for row in ROWS if row.field == "menace_resigns")
    assert value_text(Settings(), row.field) == "RESIGN"
    assert value_text(Settings(menace_resigns=False), row.field) == "REFILL"
    assert "REFILL" in row.about and "MICHIE" in row.about


def test_the_matchboxes_screen_says_it_has_given_up_and_reset_asks_first(private_home, monkeypatch) -> None:
    give_up(private_home)
    app = game_app(private_home, "matchboxes")
    try:
        run_ticks(app, 1)
        shelf = app.ctx.scenes.top
        assert isinstance(shelf, MatchboxesScene) and shelf.given_up
        assert GIVEN_UP in drawn_texts(app, monkeypatch)
        act(app, Action.UNDO)  # U: RESET
        assert isinstance(app.ctx.scenes.top, ConfirmScene) and app.ctx.scenes.top.question == "RESET MENACE?"
        act(app, Action.SELECT)  # the cursor starts on NO
        assert store_at(private_home).load(box_keys()).boxes == EMPTY_OPENING and shelf.given_up
        act(app, Action.UNDO, Action.RIGHT, Action.SELECT)  # YES
        saved = store_at(private_home).load(box_keys())
        assert saved.boxes == {} and saved.games == 0
        assert app.ctx.scenes.top is shelf and not shelf.given_up and shelf.games == 0
        assert GIVEN_UP not in drawn_texts(app, monkeypatch)
    finally:
        app.close()


def test_with_refill_the_same_boxes_have_not_given_up(private_home, monkeypatch) -> None:
    give_up(private_home)
    app = game_app(private_home, "matchboxes", menace_resigns=False)
    try:
        run_ticks(app, 1)
        assert not app.ctx.scenes.top.given_up and GIVEN_UP not in drawn_texts(app, monkeypatch)
    finally:
        app.close()


def test_the_setup_says_it_has_given_up_when_menace_is_chosen(private_home, monkeypatch) -> None:
    give_up(private_home)
    app = game_app(private_home, "setup", opponent="menace")
    try:
        run_ticks(app, 1)
        assert GIVEN_UP in drawn_texts(app, monkeypatch)
    finally:
        app.close()
    app = game_app(private_home, "setup", opponent="random")
    try:
        run_ticks(app, 1)
        assert GIVEN_UP not in drawn_texts(app, monkeypatch)
    finally:
        app.close()


def test_a_game_menace_would_open_ends_at_once_as_given_up(private_home, tmp_path) -> None:
    give_up(private_home)
    log = tmp_path / "events.jsonl"
    app = game_app(private_home, "tictactoe", log=log, opponent="menace", first_player=FirstPlayer.COMPUTER)
    try:
        scene = game(app)
        run_ticks(app, THINK_TICKS + 1)
        assert scene.over and scene.match.board.ply == 0
        assert scene._header_message(scene._look())[0] == f"{GIVEN_UP}: YOU WIN!"
    finally:
        app.close()
    [end] = events(log, "game_end")
    assert end["resigned"] == "X" and end["moves"] == []


def test_the_demo_menace_that_has_given_up_starts_afresh_in_memory_and_the_demo_plays_on() -> None:
    store = MemoryStore(EMPTY_OPENING, games=9)
    run = AttractRun("menace", "perfect", seed=3, timing=FAST, build=MenaceSetup(store, resigns=True).build)
    happened = []
    while not run.finished:
        happened += run.tick()
    starts = [event.fields for event in happened if event.kind == "game_start"]
    ends = [event.fields for event in happened if event.kind == "game_end"]
    assert run.phase is Phase.FAME and len(ends) > 4
    assert sum(start["x_player"] == "menace" for start in starts) > 2  # it opened games, many
    assert not [end for end in ends if "resigned" in end and not end["moves"]]  # and never gave one up unopened
    assert store.load(box_keys()).boxes == EMPTY_OPENING and store.load(box_keys()).games == 9  # the file's, untouched


def test_the_settings_row_switches_between_resign_and_refill() -> None:
    assert changed(Settings(), "menace_resigns", 1) is False
    assert changed(Settings(menace_resigns=False), "menace_resigns", -1) is True


def test_in_kiosk_mode_the_public_cannot_reset_menace_and_the_operator_can(private_home, monkeypatch) -> None:
    give_up(private_home)
    app = game_app(private_home, "matchboxes", kiosk=True)
    try:
        run_ticks(app, 1)
        shelf = app.ctx.scenes.top
        act(app, Action.UNDO)  # U: RESET, as a player at the cabinet would try
        assert app.ctx.scenes.top is shelf
        assert "U RESET" not in shelf.hint().text
        assert "ONLY THE OPERATOR MAY RESET IT" in " ".join(drawn_texts(app, monkeypatch).split())
        assert store_at(private_home).load(box_keys()).boxes == EMPTY_OPENING
        act(app, Action.OPERATOR)
        operator = app.ctx.scenes.top
        operator.list.index = next(i for i, row in enumerate(OPERATOR_ROWS) if row.do is Do.RESET_MENACE)
        act(app, Action.SELECT)
        assert app.ctx.scenes.top.question == "RESET MENACE?"
        act(app, Action.RIGHT, Action.SELECT)  # YES
        saved = store_at(private_home).load(box_keys())
        assert saved.boxes == {} and saved.games == 0
        assert app.ctx.scenes.top is operator
    finally:
        app.close()
