"""The hall of fame in the real app: a record asks for initials, by pad, keyboard or mouse, and the attract mode shows them.

Games are played through SDL events as in tests/test_games.py; the person
plays the solver's moves, which beat ``random`` within three or four moves.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from app_support import make_app, run_ticks
from game_support import Player, click, events, game, game_app, hover
from record_replays import Driver, perfect_play

from game.app.render.palette import WOPR
from game.app.render.wopr_view import FAME_COLUMNS, FAME_ROW_PITCH, FAME_ROWS_TOP
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.scenes.initials import OK_RECT, InitialsScene, arrow_rects, letter_rect
from game.app.shell.app import App, Options, default_registry
from game.app.shell.headless import advance_until
from game.app.store.recording import Replay, ReplayError, SavedState
from game.app.store.settings import Settings
from game.play.attract import Phase
from game.cabinet.bookkeeping import Books
from game.cabinet.hall_of_fame import (
    FAME_FILE,
    FAME_FORM,
    STREAK_FLOOR,
    FameChanges,
    HallOfFame,
    Kind,
    Record,
    fame_to_json,
)
from game.cabinet.initials import TIMEOUT_TICKS
from game.engine import solve
from game.files.kept_json import load
from game.values.seats import PERSON_ID, FirstPlayer
from game.files.paths import HOME_OVERRIDE_ENV
from game.files.storage import KeptFile, write_json_atomic

SEED = 7  # the person (X) beats random in three moves: a record on an empty table
FONT_HEIGHT = 8


def saved_fame(home: Path) -> HallOfFame:
    return load(KeptFile(home / "data" / FAME_FILE), FAME_FORM)[0]


def win_against_random(home: Path, log: Path | None = None, device: str = "pad", *, kiosk: bool = False,
                       undo: bool = False) -> App:
    """A live app (a cabinet's with ``kiosk``) where the person has just won against random with the solver's moves
    (with ``undo``, after taking back their first move and random's answer)."""
    app = game_app(home, "tictactoe", log=log, seed=SEED, opponent="random", first_player=FirstPlayer.YOU, kiosk=kiosk)
    scene, player = game(app), Player(app, "keyboard" if device == "mouse" else device)
    if undo:
        player.place(8)
        run_ticks(app, THINK_TICKS)
        player.press("undo")
        assert not scene.match.board.moves
    while not scene.over:
        if scene.pending is not None:
            run_ticks(app, THINK_TICKS)
            continue
        player.place(min(solve().best_moves(scene.match.board)))
    run_ticks(app, scene.record_hold)  # the final board on show first, then the entry
    return app


def pad(app: App, *names: str) -> None:
    for name in names:
        Player(app, "pad").press(name)


def test_a_quick_win_asks_for_initials_the_pad_enters_them_and_the_attract_mode_shows_them(
        private_home: Path, tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    app = win_against_random(private_home, log)
    try:
        scene = game(app)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "initials"]
        [record] = events(log, "record_set")
        assert record["opponent"] == "random" and record["record"] == "quickest" and record["value"] == 3
        prompt = app.ctx.scenes.top
        assert prompt.claims == [("QUICKEST WIN VS RANDOM: 3 MOVES", True)]
        assert prompt.entry.text == "???"  # blank
        pad(app, "up", "up", "right", "up", "up", "up", "select", "down", "left", "right")  # B, then C, then a dot
        assert prompt.entry.text == "BC." and app.ctx.scenes.top is prompt
        pad(app, "select")
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
        pad(app, "select")  # the press that ended the entry, bounced: it does not choose REMATCH
        assert scene.over
        [signed] = events(log, "initials")
        assert signed == {**signed, "initials": "BC.", "opponent": "random", "records": ["quickest"],
                          "how": "confirmed"}
        assert saved_fame(private_home).held("random", Kind.QUICKEST) == Record("BC.", 3)
        run_ticks(app, END_GUARD_TICKS)
        pad(app, "right", "select")  # MENU, as usual
        assert app.ctx.scenes.names() == ["menu"]

        app.ctx.scenes.push(app.registry.create("attract"))
        advance_until(app, lambda a: getattr(a.ctx.scenes.top.run, "phase", None) is Phase.FAME, 20_000)
        run = app.ctx.scenes.top.run
        [phase] = [e for e in events(log, "phase") if "fame" in e["phase"]]
        assert phase["cycle"] == 0
        row = [r.name for r in run.fame].index("RANDOM")
        assert run.fame[row].quickest == Record("BC.", 3) and run.fame[row].streak is None
        app.draw()
        frame = app.screen.surface
    finally:
        app.close()
    y = FAME_ROWS_TOP + row * FAME_ROW_PITCH

    def lit(left: int, top: int) -> int:
        """Bright pixels in one entry of the table."""
        return sum(frame.get_at((x, yy))[:3] == WOPR.accent for x in range(left, left + 80)
                   for yy in range(top, top + FONT_HEIGHT))

    (_, streak_x, _), (_, quickest_x, _) = FAME_COLUMNS
    assert lit(quickest_x, y) > 20 and lit(streak_x, y) == 0  # "3 MOVES BC." drawn bright, "---" beside it
    assert lit(quickest_x, y - FAME_ROW_PITCH) == 0  # the row above holds nothing


@pytest.mark.parametrize(("presses", "signed_as"), [(("down",), ".??"), ((), "???")])
def test_in_kiosk_mode_the_time_out_keeps_what_was_entered_and_signs_a_blank_as_unsigned(
        private_home: Path, tmp_path: Path, presses: tuple[str, ...], signed_as: str) -> None:
    log = tmp_path / "events.jsonl"
    app = win_against_random(private_home, log, device="keyboard", kiosk=True)
    try:
        for name in presses:
            Player(app).press(name)  # down: the blank first slot becomes a dot
        prompt = app.ctx.scenes.top
        left = prompt.entry.ticks_left
        assert TIMEOUT_TICKS - 5 < left <= TIMEOUT_TICKS
        run_ticks(app, left - 1)
        assert app.ctx.scenes.top is prompt and prompt.entry.seconds_left == 1
        run_ticks(app, 1)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
    finally:
        app.close()
    [signed] = events(log, "initials")
    assert signed["initials"] == signed_as and signed["how"] == "timed_out"
    assert saved_fame(private_home).held("random", Kind.QUICKEST) == Record(signed_as, 3)


def test_at_home_the_entry_has_no_countdown_and_waits_for_its_player(private_home: Path, tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    app = win_against_random(private_home, log, device="keyboard")
    try:
        prompt = app.ctx.scenes.top
        corner = pygame.Rect(260, 0, 60, 34)
        app.draw()
        background = app.ctx.palette.background
        assert all(app.screen.surface.get_at((x, y))[:3] == background
                   for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom))
        run_ticks(app, TIMEOUT_TICKS + 60)
        assert app.ctx.scenes.top is prompt and not prompt.entry.done
        Player(app).press("up")
        assert prompt.entry.text == "A??"
    finally:
        app.close()
    assert events(log, "initials") == []

def test_the_mouse_turns_letters_with_the_arrows_moves_with_a_click_and_ends_with_ok(private_home: Path) -> None:
    write_json_atomic(private_home / "data" / FAME_FILE, fame_to_json(
        FameChanges().with_record("random", Kind.QUICKEST, Record("OLD", 4)).apply(HallOfFame())))
    app = win_against_random(private_home, device="mouse")
    try:
        prompt = app.ctx.scenes.top
        assert prompt.claims == [("QUICKEST WIN VS RANDOM: 3 MOVES", True), ("BEATS OLD'S 4 MOVES", False)]
        up, _ = arrow_rects(2, FONT_HEIGHT)
        click(app, up.center), click(app, up.center), click(app, up.center)
        assert prompt.entry.text == "??C" and prompt.entry.position == 2
        _, down = arrow_rects(0, FONT_HEIGHT)
        click(app, down.center)
        assert prompt.entry.text == ".?C" and prompt.entry.position == 0
        up, _ = arrow_rects(1, FONT_HEIGHT)
        click(app, up.center)
        click(app, letter_rect(1, FONT_HEIGHT).center)
        assert prompt.entry.position == 1 and prompt.entry.text == ".AC"
        click(app, (4, 4))  # nothing there
        assert prompt.entry.text == ".AC" and app.ctx.scenes.top is prompt
        click(app, OK_RECT.center)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
    finally:
        app.close()
    assert saved_fame(private_home).held("random", Kind.QUICKEST) == Record(".AC", 3)


def test_ok_and_the_arrows_light_under_the_pointer_and_back_is_named_only_with_a_letter_to_step_back(
        private_home: Path) -> None:
    """Rule 3: every button on the screen lights under the pointer, and the hint names only keys that work now."""
    app = win_against_random(private_home, device="mouse")
    try:
        prompt, palette = app.ctx.scenes.top, app.ctx.palette
        inside = (OK_RECT.left + 2, OK_RECT.top + 2)  # inside the button, off its word and its frame
        up, _ = arrow_rects(1, FONT_HEIGHT)
        corner = (letter_rect(1, FONT_HEIGHT).centerx - 7, up.bottom - 6 - 7 - 1)  # beside the arrow's tip
        hover(app, (4, 100))  # on nothing
        app.draw()
        assert app.screen.surface.get_at(inside)[:3] == palette.background
        assert app.screen.surface.get_at(corner)[:3] == palette.background
        hover(app, OK_RECT.center)
        app.draw()
        assert app.screen.surface.get_at(inside)[:3] == palette.text  # lit: the text colour's block
        hover(app, up.center)
        app.draw()
        assert app.screen.surface.get_at(corner)[:3] == palette.text
        assert app.screen.surface.get_at(inside)[:3] == palette.background
        assert "ESC BACK" not in prompt.hint().text  # the first slot: Esc has no letter to step back to
        Player(app, "keyboard").press("right")
        assert prompt.entry.position == 1 and prompt.hint().text.endswith("ESC BACK")
        Player(app, "keyboard").press("back")
        assert prompt.entry.position == 0 and "ESC BACK" not in prompt.hint().text
    finally:
        app.close()


def test_the_cabinet_s_countdown_shows_and_the_next_entry_starts_blank_not_on_the_last_initials(
        private_home: Path) -> None:
    app = win_against_random(private_home, kiosk=True)
    try:
        corner = pygame.Rect(260, 0, 60, 24)
        app.draw()
        first = app.screen.surface.subsurface(corner).copy()
        run_ticks(app, 60)
        app.draw()
        assert pygame.image.tobytes(app.screen.surface.subsurface(corner), "RGB") != pygame.image.tobytes(first, "RGB")
        pad(app, "up", "up", "select", "up", "select", "up", "select")
        assert saved_fame(private_home).held("random", Kind.QUICKEST) == Record("BAA", 3)
        app.ctx.scenes.push(app.registry.create(InitialsScene.name))
        assert app.ctx.scenes.top.entry.text == "???"  # the next customer's record is theirs alone
    finally:
        app.close()


def test_with_nothing_to_sign_the_initials_scene_closes_at_once(tmp_path: Path) -> None:
    app = make_app(scene="initials", event_log=tmp_path / "events.jsonl")
    try:
        run_ticks(app, 1)
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()
    assert events(tmp_path / "events.jsonl", "initials") == []


@pytest.mark.parametrize("kiosk", [False, True])
def test_a_win_after_an_undo_sets_no_record_and_the_person_s_panel_says_why(
        private_home: Path, tmp_path: Path, kiosk: bool) -> None:
    log = tmp_path / "events.jsonl"
    app = win_against_random(private_home, log, kiosk=kiosk, undo=True)
    try:
        scene = game(app)
        assert scene.verdict == "YOU WIN!" and len(scene.match.board.moves) == 5  # the 3-move win of the test above
        assert app.ctx.scenes.names() == ["menu", "tictactoe"] and scene.record_hold == 0
        assert scene.panel(0).note == "NO RECORD: UNDO" and scene.panel(1).note == ""
        drawn = []
        font_draw = app.ctx.font.draw
        app.ctx.font.draw = lambda surface, text, *args, **kwargs: drawn.append(text) or font_draw(  # type: ignore
            surface, text, *args, **kwargs)
        app.draw()
        assert "NO RECORD:" in drawn and "UNDO" in drawn  # wrapped in the side panel
        run_ticks(app, END_GUARD_TICKS)
        pad(app, "select")  # REMATCH: the next game is straight again
        assert scene.panel(0).note == ""
    finally:
        app.close()
    assert events(log, "record_set") == [] and events(log, "initials") == []
    assert saved_fame(private_home) == HallOfFame()


@pytest.mark.parametrize("kiosk", [False, True])
def test_every_new_record_s_entry_starts_blank_at_home_and_on_a_cabinet(private_home: Path, kiosk: bool) -> None:
    """A quick win signed BAA, then more unbeaten games on the same screen until the streak is a record too: its
    entry starts blank, not on the last initials."""
    app = win_against_random(private_home, kiosk=kiosk)
    try:
        scene = game(app)
        assert app.ctx.scenes.top.name == InitialsScene.name and app.ctx.scenes.top.entry.text == "???"
        pad(app, "up", "up", "select", "up", "select", "up", "select")
        assert saved_fame(private_home).held("random", Kind.QUICKEST) == Record("BAA", 3)
        for _ in range(STREAK_FLOOR - 1):  # the solver's moves never lose: the run grows to a record
            run_ticks(app, END_GUARD_TICKS)
            pad(app, "select")  # REMATCH
            while not scene.over:
                if scene.pending is not None:
                    run_ticks(app, THINK_TICKS)
                    continue
                Player(app, "pad").place(min(solve().best_moves(scene.match.board)))
        run_ticks(app, scene.record_hold)
        prompt = app.ctx.scenes.top
        assert prompt.name == InitialsScene.name
        assert prompt.claims[0] == (f"LONGEST UNBEATEN RUN VS RANDOM: {STREAK_FLOOR} GAMES", True)
        assert prompt.entry.text == "???"  # blank: the next record is its own holder's
    finally:
        app.close()


def test_games_between_two_people_set_no_records(private_home: Path, tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    app = game_app(private_home, "tictactoe", log=log, opponent=PERSON_ID)
    try:
        player = Player(app)
        for square in (0, 3, 1, 4, 2):  # X wins in three
            player.place(square)
        assert game(app).over and app.ctx.scenes.names() == ["menu", "tictactoe"]
    finally:
        app.close()
    assert events(log, "record_set") == [] and saved_fame(private_home) == HallOfFame()


def test_a_streak_asks_once_then_grows_in_its_holder_s_name_through_rematches(private_home: Path,
                                                                              tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    write_json_atomic(private_home / "config" / "settings.json", Settings(opponent="perfect").to_json())
    app = App(Options(seed=SEED, sound=False, headless=True, frames=1, event_log=log), default_registry())
    d = Driver(app)
    try:
        d.choose("TICTACTOE")
        d.set_up("perfect", FirstPlayer.YOU)
        for number in range(1, STREAK_FLOOR + 2):
            d.play_out(perfect_play)  # perfect against perfect: a draw
            if number == STREAK_FLOOR:
                assert d.top.name == InitialsScene.name
                for name in ("up", "up", "select", "up", "select", "up"):  # B, A, A
                    d.press(name, pad=True)
                d.press("select", pad=True, ticks=END_GUARD_TICKS)
            assert d.top.name == "tictactoe"
            d.end("REMATCH")
    finally:
        app.close()
    records = events(log, "record_set")
    assert [(r["record"], r["value"], r.get("extended", False)) for r in records] == [
        ("streak", STREAK_FLOOR, False), ("streak", STREAK_FLOOR + 1, True)]
    assert records[1]["initials"] == "BAA" and len(events(log, "initials")) == 1
    assert saved_fame(private_home).held("perfect", Kind.STREAK) == Record("BAA", STREAK_FLOOR + 1)


# -- replays -----------------------------------------------------------------------------------------


def record_a_record(home: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, list[dict], int]:
    """Live, with --record: a quick win against random and its initials entered by pad."""
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(home))
    recording, log = home.parent / "recording.jsonl", home.parent / "live.jsonl"
    write_json_atomic(home / "config" / "settings.json",
                      Settings(opponent="random", first_player=FirstPlayer.YOU).to_json())
    app = App(Options(seed=SEED, sound=False, headless=True, frames=1, scene="tictactoe", record=recording,
                      event_log=log), default_registry())
    try:
        scene, player = game(app), Player(app, "pad")
        while not scene.over:
            if scene.pending is not None:
                run_ticks(app, THINK_TICKS)
                continue
            player.place(min(solve().best_moves(scene.match.board)))
        run_ticks(app, scene.record_hold)
        if app.ctx.scenes.top.name == InitialsScene.name:
            pad(app, "up", "up", "select", "up", "up", "select", "up", "select")  # B, B, A
        run_ticks(app, 60)
        ticks = app.ctx.tick
    finally:
        app.close()
    return recording, [json.loads(line) for line in log.read_text().splitlines()], ticks


def replay(recording: Path, ticks: int, log: Path) -> list[dict]:
    app = App(Options(sound=False, headless=True, frames=ticks, replay=Replay.load(recording), event_log=log))
    try:
        app.run()
    finally:
        app.close()
    return [json.loads(line) for line in log.read_text().splitlines()]


def test_a_replay_asks_for_initials_where_the_live_session_did_whatever_the_files_say_now(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    live_home, replay_home = tmp_path / "live" / "home", tmp_path / "replay" / "home"
    # The live machine already has a record to beat: a four-move win.
    write_json_atomic(live_home / "data" / FAME_FILE, fame_to_json(
        FameChanges().with_record("random", Kind.QUICKEST, Record("OLD", 4)).apply(HallOfFame())))
    recording, live, ticks = record_a_record(live_home, monkeypatch)
    asked = [e for e in live if e["event"] in ("record_set", "initials")]
    assert [e["event"] for e in asked] == ["record_set", "initials"] and asked[1]["initials"] == "BBA"
    header = json.loads(recording.read_text().splitlines()[0])
    assert header["saved"]["fame"]["records"]["random"]["quickest"] == {"initials": "OLD", "value": 4}
    # The replay's machine holds an unbeatable record; the replay asks all the same, and writes nothing.
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(replay_home))
    write_json_atomic(replay_home / "data" / FAME_FILE, fame_to_json(
        FameChanges().with_record("random", Kind.QUICKEST, Record("ZZZ", 3)).apply(HallOfFame())))
    before = {p.name: p.read_bytes() for p in (replay_home / "data").iterdir()}
    replayed = replay(recording, ticks, tmp_path / "replayed.jsonl")
    assert replayed[-1] == {"tick": ticks, "event": "session_end", "reason": "frames"}
    assert replayed[:-1] == live  # the live session was closed by the test, not ended by a reason
    assert {p.name: p.read_bytes() for p in (replay_home / "data").iterdir()} == before


def test_a_recording_from_before_the_hall_of_fame_replays_without_asking(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    recording, live, ticks = record_a_record(tmp_path / "live" / "home", monkeypatch)
    assert any(e["event"] == "record_set" for e in live)
    lines = recording.read_text().splitlines()
    header = json.loads(lines[0])
    del header["saved"]["fame"]
    old = tmp_path / "old.jsonl"
    old.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    replayed = replay(old, ticks, tmp_path / "replayed.jsonl")
    assert [e for e in replayed if e["event"] in ("record_set", "initials", "scene_enter")
            and e.get("scene", "initials") == "initials"] == []
    assert [e["moves"] for e in replayed if e["event"] == "game_end"] == [
        e["moves"] for e in live if e["event"] == "game_end"]


def test_the_header_s_saved_state_round_trips_and_a_damaged_hall_of_fame_is_refused(tmp_path: Path) -> None:
    fame = FameChanges().with_record("perfect", Kind.STREAK, Record("ABC", 7)).apply(HallOfFame())
    state = SavedState(fame=fame, books=Books(sessions=4))
    assert SavedState.from_json(json.loads(json.dumps(state.to_json()))) == state
    assert "fame" not in SavedState(fame=None).to_json()
    assert SavedState.from_json(SavedState(fame=None).to_json()).fame is None
    recording = tmp_path / "bad.jsonl"
    live = make_app(scene="menu", record=recording)
    live.close()
    header = json.loads(recording.read_text())
    header["saved"]["fame"]["records"] = {"perfect": {"streak": {"initials": "abc", "value": 7}}}
    recording.write_text(json.dumps(header) + "\n")
    with pytest.raises(ReplayError, match="hall of fame"):
        Replay.load(recording)
