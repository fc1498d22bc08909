"""Logs and records that keep: the event log appends and rotates, an unclean end is found and booked, the page stays whole.

The game's runs call its ``main`` in the test process (tests/in_process.py);
the session that is killed is a child, ``python -m game`` as a cabinet runs it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app_support import make_app, run_ticks
from in_process import run_main
from process_state import unchanged_process  # noqa: F401  (a fixture, used by name below)

from game.app.input.actions import Action, ActionEvent
from game.app.shell.context import EndReason
from game.cabinet.bookkeeping import BOOKS_FILE, BOOKS_FORM, Counts
from game.values.abandon import AbandonReason
from game.cabinet.report import paged
from game.files.kept_json import load
from game.files.log_file import LogFile
from game.files.outputs import check_output
from game.files.paths import SESSION_FILE
from game.files.storage import KeptFile

TIMEOUT = 120


pytestmark = pytest.mark.usefixtures("unchanged_process")


def game(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    """A headless run of the game, in process."""
    return run_main([sys.executable, "-m", "game"], ["--headless", *args], env={"TICTACTOE_MAGIC_HOME": str(home)},
                    timeout=TIMEOUT)


def events(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


# -- the event log: appended, rotated ---------------------------------------------------------------------------


def test_two_sessions_with_one_event_log_leave_both_sessions_in_it(tmp_path: Path, private_home: Path) -> None:
    log = tmp_path / "cabinet.jsonl"
    for seed in ("1", "2"):
        assert game("--frames", "5", "--seed", seed, "--event-log", str(log), home=private_home).returncode == 0
    kinds = [(e["event"], e.get("seed")) for e in events(log) if e["event"] in ("session_start", "session_end")]
    assert kinds == [("session_start", 1), ("session_end", None), ("session_start", 2), ("session_end", None)]


def test_the_log_rotates_by_size_keeping_so_many_old_files_and_every_line_whole(tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    with LogFile(check_output(path, "event log"), max_bytes=100, kept=2) as log:
        for n in range(40):
            log.write_line(json.dumps({"n": n, "pad": "x" * 10}))  # 29 or 30 bytes a line: three lines a file
    files = [path.with_name(f"events.jsonl.{k}") for k in (2, 1)] + [path]
    assert not path.with_name("events.jsonl.3").exists()  # the oldest ones removed: two old files kept
    kept = [json.loads(line)["n"] for file in files for line in file.read_text().splitlines()]
    assert kept == list(range(40 - len(kept), 40)) and len(kept) >= 7  # the newest lines, in order, none lost
    assert all(file.stat().st_size < 100 for file in files)


def test_two_copies_appending_to_one_log_lose_no_line_when_it_rotates(tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    one, two = (LogFile(check_output(path, "event log"), max_bytes=200, kept=50) for _ in range(2))
    for n in range(60):
        (one if n % 2 else two).write_line(json.dumps({"n": n}))
    one.close()
    two.close()
    files = [path, *tmp_path.glob("events.jsonl.*")]
    written = sorted(json.loads(line)["n"] for file in files for line in file.read_text().splitlines())
    assert written == list(range(60))


def test_the_null_device_takes_the_log_and_is_never_rotated() -> None:
    with LogFile(check_output(Path(os.devnull), "event log"), max_bytes=10, kept=2) as log:
        for n in range(20):
            log.write_line(json.dumps({"n": n}))
    assert not Path(os.devnull + ".1").exists()


# -- an unclean end ---------------------------------------------------------------------------------------------


def test_a_session_killed_mid_game_is_found_at_the_next_start_and_its_game_booked_abandoned(
        tmp_path: Path, private_home: Path) -> None:
    log, record = tmp_path / "cabinet.jsonl", private_home / "data" / SESSION_FILE
    env = {**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)}
    running = subprocess.Popen([sys.executable, "-m", "game", "--headless", "--frames", "1000000", "--scene", "pick15",
                                "--event-log", str(log)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + TIMEOUT
        while not (record.exists() and json.loads(record.read_text() or "{}").get("in_play")):
            assert time.monotonic() < deadline and running.poll() is None
            time.sleep(0.02)
    finally:
        running.send_signal(signal.SIGKILL)
        running.wait()
    assert game("--frames", "3", "--event-log", str(log), home=private_home).returncode == 0
    logged = events(log)
    unclean = next(e for e in logged if e["event"] == "unclean_end")
    assert unclean["game"] == "pick15" and unclean["x_player"] == "person" and unclean["started"]
    crash = [e for e in logged if e["event"] == "game_abandoned" and e["reason"] == "crash"]
    assert [e["game"] for e in crash] == ["pick15"]
    assert logged.index(unclean) < logged.index(crash[0]) < max(n for n, e in enumerate(logged)
                                                                if e["event"] == "session_start")
    books = load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0]
    assert books.lifetime.unclean_ends == 1 and books.lifetime.last_unclean_end == unclean["last_seen"]
    assert books.counts("pick15", crash[0]["o_player"]) == Counts(1, 0, 1)
    assert not record.exists()  # the second session ended cleanly
    assert game("--frames", "3", home=private_home).returncode == 0
    assert load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0].lifetime.unclean_ends == 1  # once


def test_an_error_end_books_its_game_as_a_crash_and_the_next_start_counts_the_unclean_end(private_home: Path) -> None:
    app = make_app(scene="tictactoe")
    heard: list[dict] = []
    app.ctx.events.listen(heard.append)
    try:
        app.ctx.quit(EndReason.ERROR, error="ValueError")
    finally:
        app.close()
    assert [e["reason"] for e in heard if e["event"] == "game_abandoned"] == ["crash"]
    assert (private_home / "data" / SESSION_FILE).exists()
    books = load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0]
    assert sum(c.abandoned for c in books.games.values()) == 1 and books.lifetime.unclean_ends == 0
    again = make_app(scene="operator")
    try:
        page = again.ctx.books.lines(again.ctx.tick)
    finally:
        again.close()
    assert " UNCLEAN ENDS 1" in page and any(line.startswith(" LAST ONE 20") for line in page)
    books = load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0]
    assert sum(c.abandoned for c in books.games.values()) == 1  # abandoned once, at the error, not again


def test_clean_ends_leave_no_record(private_home: Path) -> None:
    for reason in (EndReason.QUIT, EndReason.SIGNAL, EndReason.WINDOW_CLOSED, EndReason.FRAMES):
        app = make_app(scene="tictactoe")
        try:
            assert (private_home / "data" / SESSION_FILE).exists()
            app.ctx.quit(reason)
        finally:
            app.close()
        assert not (private_home / "data" / SESSION_FILE).exists()
    books = load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0]
    assert books.lifetime.unclean_ends == 0


# -- the page ---------------------------------------------------------------------------------------------------


def test_a_clear_leaves_a_page_that_adds_up(private_home: Path) -> None:
    app = make_app(scene="tictactoe")
    try:
        app.dispatch(ActionEvent(Action.SELECT))  # a game in play
        run_ticks(app, 3 * 60)
        app.ctx.books.clear()
        run_ticks(app, 2 * 60)
        page = app.ctx.books.lines(app.ctx.tick)
    finally:
        app.close()
    session, lifetime = page.index("THIS SESSION"), page.index("LIFETIME, NEVER CLEARED")
    since = next(n for n, line in enumerate(page) if line.startswith("SINCE CLEAR "))

    def seconds(line: str) -> int:
        h, m, s = line.split()[-1].split(":")
        return int(h) * 3600 + int(m) * 60 + int(s)

    assert page[since + 2] == " SESSIONS 1" and page[lifetime + 2] == " SESSIONS 1"  # the one running
    assert seconds(page[since + 1]) <= seconds(page[session + 1]) <= seconds(page[lifetime + 1])
    assert seconds(page[since + 1]) == 2 and seconds(page[lifetime + 1]) == 5  # the time before the clear kept
    assert page[lifetime + 3] == " GAMES 1" and " 1 = 0 + 0 + 1 IN PLAY" in page


def test_no_heading_is_left_at_the_foot_of_a_page_without_its_rows() -> None:
    blocks = [("A", "a1", "a2"), ("B", "b1", "b2", "b3"), ("C", *(f"c{n}" for n in range(9)))]
    pages = paged(blocks, 5)
    assert pages == [["A", "a1", "a2"], ["B", "b1", "b2", "b3"], ["C", "c0", "c1", "c2", "c3"],
                     ["C", "c4", "c5", "c6", "c7"], ["C", "c8"]]
    for page in pages:
        assert len(page) <= 5 and page[-1] not in ("A", "B", "C")


def test_a_game_is_booked_as_the_game_chosen_whatever_view_is_on(private_home: Path) -> None:
    app = make_app(scene="pick15")
    heard: list[dict] = []
    app.ctx.events.listen(heard.append)
    try:
        scene = app.ctx.scenes.top
        scene.abandon(AbandonReason.LEFT)  # the first game, started as Pick15, given up
        app.dispatch(ActionEvent(Action.SWITCH_VIEW))  # TicTacToe on show
        scene._emit(scene.match.start())  # the next game starts in the view on show, as a REMATCH does
    finally:
        app.close()
    start = next(e for e in heard if e["event"] == "game_start")
    assert (start["game"], start["chosen"]) == ("tictactoe", "pick15")
    books = load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0]
    assert {game for game, _ in books.games} == {"pick15"}


# -- a damaged or hostile record ---------------------------------------------------------------------------------


def _page_of_a_session() -> list[str]:
    """One session from start to a clean end: the page BOOKKEEPING showed."""
    app = make_app(scene="operator")
    try:
        page = app.ctx.books.lines(app.ctx.tick)
        app.ctx.quit(EndReason.FRAMES)
    finally:
        app.close()
    return page


@pytest.mark.parametrize("content", [
    b"{not json",
    b'{"version": 1, "started": "yesterday", "last_seen": null, "in_play": null}',
    b'{"version": 1, "started": "2026-11-27 10:00", "last_seen": "2026-11-27 10:05", "in_play": {"game": "'
    + b"k" * 5000 + b'", "x_player": "person", "o_player": "random"}}',
    b" " * (2 * 1024 * 1024),  # past the size any kept file is read at
], ids=["not-json", "bad-time", "long-name", "too-large"])
def test_a_damaged_session_record_is_set_aside_counted_as_an_unclean_end_and_play_goes_on(
        private_home: Path, content: bytes) -> None:
    data = private_home / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / SESSION_FILE).write_bytes(content)
    page = _page_of_a_session()
    assert " UNCLEAN ENDS 1" in page  # a session was running all the same: that much is known
    assert (data / f"{SESSION_FILE}.corrupt-1").read_bytes() == content  # kept as it was, for whoever looks
    assert not (data / SESSION_FILE).exists()  # this session ended cleanly
    books = load(KeptFile(data / BOOKS_FILE), BOOKS_FORM)[0]
    assert books.games == {} and books.lifetime.unclean_ends == 1  # no game made up from a record that was unreadable


def test_a_data_folder_that_takes_no_record_is_told_and_the_game_plays_on(private_home: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from test_faults import a_game_against

    seen = a_game_against(private_home, "random", monkeypatch)  # every save in the data folder refused; plays on
    assert "CANNOT KEEP THE SESSION RECORD" in seen, seen
    assert not (private_home / "data" / SESSION_FILE).exists()


# -- when it happened ---------------------------------------------------------------------------------------------


def test_a_session_says_when_it_started_and_its_replay_says_the_same(tmp_path: Path, private_home: Path) -> None:
    from datetime import datetime, timedelta, timezone

    live, again, recording = tmp_path / "live.jsonl", tmp_path / "again.jsonl", tmp_path / "rec.jsonl"
    before = datetime.now(timezone.utc).replace(microsecond=0)
    assert game("--frames", "5", "--event-log", str(live), "--record", str(recording), home=private_home).returncode == 0
    after = datetime.now(timezone.utc)
    [start] = [e for e in events(live) if e["event"] == "session_start"]
    started = datetime.fromisoformat(start["time"])
    assert started.tzinfo is not None and before <= started <= after + timedelta(seconds=1)
    assert game("--frames", "5", "--event-log", str(again), "--replay", str(recording), home=private_home).returncode == 0
    assert again.read_text() == live.read_text()  # the replay's log is the live one, its start time included


@pytest.mark.parametrize("started", ["yesterday", "2026-11-27T18:06:12", 42, "2026-11-27T18:06:12+00:00" + " " * 50])
def test_a_recording_whose_start_time_is_not_one_is_refused_in_one_line(tmp_path: Path, private_home: Path,
                                                                         started: object) -> None:
    recording = tmp_path / "rec.jsonl"
    assert game("--frames", "3", "--record", str(recording), home=private_home).returncode == 0
    header, *rest = recording.read_text().splitlines()
    recording.write_text("\n".join([json.dumps({**json.loads(header), "started": started}), *rest]) + "\n")
    out = game("--frames", "3", "--replay", str(recording), home=private_home)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "start time" in out.stderr


def test_a_damaged_file_set_aside_is_in_the_log_for_the_operator(tmp_path: Path, private_home: Path) -> None:
    """A cabinet's stderr may go nowhere; what the screen told is in the log too, naming the file."""
    data = private_home / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "hall_of_fame.json").write_text('{"version": 1, "records": {')  # cut short, as by a full disk
    log = tmp_path / "cabinet.jsonl"
    assert game("--frames", "3", "--kiosk", "--event-log", str(log), home=private_home).returncode == 0
    told = [e["text"] for e in events(log) if e["event"] == "notice"]
    assert any("hall_of_fame.json" in text for text in told), told
    assert (data / "hall_of_fame.json.corrupt-1").exists()


def test_a_cabinet_keeps_its_log_in_the_state_folder_unasked_and_plays_on_where_it_cannot(private_home: Path) -> None:
    log = private_home / "state" / "cabinet.jsonl"
    assert game("--frames", "3", home=private_home).returncode == 0
    assert not log.exists()  # at home, a log only when asked for
    for _ in range(2):
        assert game("--frames", "3", "--kiosk", home=private_home).returncode == 0
    assert [e["event"] for e in events(log) if e["event"].startswith("session")] == [
        "session_start", "session_end", "session_start", "session_end"]
    log.unlink()
    log.parent.rmdir()
    log.parent.write_text("a file where the state folder should be")
    out = game("--frames", "3", "--kiosk", home=private_home)
    assert out.returncode == 0 and "Traceback" not in out.stderr
    assert "cannot write the event log" in out.stderr and "plays on without one" in out.stderr


def test_every_file_a_rotation_begins_says_when_its_session_started(tmp_path: Path) -> None:
    from game.app.store.event_log import EventLog

    path, tick = tmp_path / "cabinet.jsonl", [0]
    log = LogFile(check_output(path, "event log"), max_bytes=400, kept=3)
    events_log = EventLog(lambda: tick[0], log)
    events_log.emit("session_start", seed=1, scene="attract", time="2026-11-27T18:00:00+00:00")
    for n in range(40):
        tick[0] = 60 * n
        events_log.emit("move", board=n % 12, square=1 + n % 9)
    log.close()
    kept = [path, *(path.with_name(f"cabinet.jsonl.{k}") for k in (1, 2, 3))]
    assert all(p.exists() for p in kept)  # it rotated past every kept file
    for p in kept:
        first = json.loads(p.read_text().splitlines()[0])
        assert first["event"] in ("session_start", "log_continued"), p.name
        if first["event"] == "log_continued":
            assert first["session_started"] == "2026-11-27T18:00:00+00:00" and first["tick"] >= 0


def test_a_setting_changed_is_logged_with_its_new_value(private_home: Path) -> None:
    app = make_app(scene="operator", kiosk=True)
    heard: list[dict] = []
    app.ctx.events.listen(heard.append)
    try:
        app.ctx.settings.update(kiosk=False)
        app.ctx.settings.update(screen_saver_seconds=60)
        app.ctx.settings.update(screen_saver_seconds=60)  # no change, no line
    finally:
        app.close()
    assert [(e["name"], e["value"]) for e in heard if e["event"] == "setting"] == [
        ("kiosk", False), ("screen_saver_seconds", 60)]


def test_a_cabinet_tells_its_public_nothing_of_the_operators_messages(private_home: Path) -> None:
    """Logged and on stderr for the operator; on screen only while the operator's screens are open."""
    app = make_app(scene="menu", kiosk=True)
    heard: list[dict] = []
    app.ctx.events.listen(heard.append)
    try:
        app.ctx.tell("NO SOUND DEVICE: PLAYING SILENT")
        assert app.ctx.toasts.current is None
        app.ctx.scenes.push(app.registry.create("operator"))
        app.ctx.tell("CANNOT SAVE BOOKKEEPING")
        assert app.ctx.toasts.current is not None
    finally:
        app.close()
    assert [e["text"] for e in heard if e["event"] == "notice"] == ["NO SOUND DEVICE: PLAYING SILENT",
                                                                    "CANNOT SAVE BOOKKEEPING"]
