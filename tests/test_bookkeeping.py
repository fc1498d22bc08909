"""The cabinet's bookkeeping: its counts, its file's rules, the operator's page, and counting a real session."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from app_support import make_app, play_a_game, run_ticks

from game.app.input.actions import Action, ActionEvent
from game.app.scenes.match_motion import END_GUARD_TICKS
from game.app.shell.context import EndReason
from game.app.shell.headless import advance_until
from game.app.store.books import RUNNING_SAVE_TICKS, BooksStore
from game.app.store.event_log import EventLog
from game.app.store.settings import Settings
from game.cabinet.bookkeeping import (
    BOOKS_FILE,
    BOOKS_FORM,
    Books,
    BooksChanges,
    Counts,
    Fate,
    Lifetime,
    books_from_json,
    books_to_json,
)
from game.cabinet import TICKS_PER_SECOND
from game.cabinet.report import (BALANCE, LINE_WIDTH, Block, books_blocks, duration_text, lines_of, meter_blocks,
                                 paged, uptime_text)
from game.files.kept_json import load, save
from game.files.storage import KeptFile, write_json_atomic

PERSON = "person"
STAMP = "2030-01-02 03:04"  # the wall time the books' clock gives in these tests


def started_game(**fields) -> dict:
    return {"game": "tictactoe", "x_player": PERSON, "o_player": "perfect", **fields}


class Log:
    """A real event log whose clock is set by hand, with the books listening."""

    def __init__(self, folder: Path, replayed: Books | None = None) -> None:
        self.told: list[str] = []
        self.events = EventLog(lambda: 0)
        self.books = BooksStore(folder, self.events, lambda notice: self.told.append(notice.screen), lambda: STAMP,
                                replayed=replayed)

    def emit(self, kind: str, **fields) -> None:
        self.events.emit(kind, **fields)


def test_counts_add_up() -> None:
    books = Books().with_session().with_attract_run().with_attract_run()
    books = books.with_game("pick15", "random", Fate.STARTED).with_game("pick15", "random", Fate.FINISHED)
    books = books.with_game("pick15", "random", Fate.STARTED).with_game("pick15", "random", Fate.ABANDONED)
    assert (books.sessions, books.attract_runs) == (1, 2)
    assert books.counts("pick15", "random") == Counts(2, 1, 1) and books.counts("magic15", "random") == Counts()
    assert books.plus(books).counts("pick15", "random") == Counts(4, 2, 2) and books.plus(books).sessions == 2


def test_the_books_follow_the_event_log_leaving_the_attract_mode_s_games_out(tmp_path: Path) -> None:
    log = Log(tmp_path)
    log.emit("session_start", seed=1, scene="menu")
    log.emit("game_start", **started_game())
    log.emit("view_switch", game="pick15", previous="tictactoe")
    log.emit("game_end", game="pick15", result="draw", moves=[])  # counted under the game it started as
    log.emit("game_start", **started_game(x_player="perfect", o_player=PERSON))
    log.emit("game_abandoned", **started_game(game="pick15", moves=3))
    log.emit("game_start", game="magic15", x_player=PERSON, o_player=PERSON)
    log.emit("attract_run", x="perfect", o="perfect", seed=3, cycle=0)
    log.emit("game_start", board=0, cycle=0, **started_game(x_player="perfect"))
    log.emit("game_end", board=0, cycle=0, game="tictactoe", result="draw", moves=[])
    log.emit("game_end", game="magic15", result="X", moves=[])
    books = log.books.books
    assert (books.sessions, books.attract_runs) == (1, 1)
    assert books.games == {("tictactoe", "perfect"): Counts(2, 1, 1), ("magic15", PERSON): Counts(1, 1, 0)}
    assert books_from_json(json.loads((tmp_path / BOOKS_FILE).read_text())) == books  # saved as it happened
    assert log.told == []


def test_an_abandoned_game_with_no_start_heard_is_counted_from_its_own_fields(tmp_path: Path) -> None:
    log = Log(tmp_path)
    log.emit("game_abandoned", game="magic15", x_player="menace", o_player=PERSON, moves=2)
    assert log.books.books.games == {("magic15", "menace"): Counts(0, 0, 1)}


def test_a_replay_counts_in_memory_from_its_recorded_books_and_saves_nothing(tmp_path: Path) -> None:
    recorded = Books(sessions=41, attract_runs=7)
    log = Log(tmp_path, replayed=recorded)
    log.emit("session_start", seed=1, scene="menu")
    log.emit("attract_run", x="perfect", o="perfect", seed=3, cycle=0)
    assert (log.books.books.sessions, log.books.books.attract_runs) == (42, 8)  # as the live session's page read
    assert list(tmp_path.iterdir()) == []


def test_two_copies_both_count(tmp_path: Path) -> None:
    one, two = Log(tmp_path), Log(tmp_path)
    for log in (one, two, one):
        log.emit("session_start", seed=1, scene="menu")
        log.emit("game_start", **started_game())
    assert load(KeptFile(tmp_path / BOOKS_FILE), BOOKS_FORM)[0] == Books(
        3, 0, {("tictactoe", "perfect"): Counts(3, 0, 0)}, lifetime=Lifetime(sessions=3, games=3))
    assert one.books.books.sessions == 3  # the copy that saved last shows the other's counts too


def test_the_running_time_is_saved_with_the_next_count_or_after_a_while_and_at_the_session_s_end(
        tmp_path: Path) -> None:
    def saved() -> int:
        return load(KeptFile(tmp_path / BOOKS_FILE), BOOKS_FORM)[0].running_seconds

    log = Log(tmp_path)
    log.emit("session_start", seed=1, scene="menu")
    log.books.run_to(90 * TICKS_PER_SECOND + 30)
    page = log.books.lines(90 * TICKS_PER_SECOND + 30)
    assert saved() == 0 and page[1] == page[3] == " UPTIME 0:01:30"  # this session's, and the lifetime's
    log.emit("attract_run", x="perfect", o="perfect", seed=3, cycle=0)
    assert saved() == 90  # with the count, no write of its own; the half second waits for the next
    quiet = 90 * TICKS_PER_SECOND + RUNNING_SAVE_TICKS
    log.books.run_to(quiet - 1)
    assert saved() == 90
    log.books.run_to(quiet)
    assert saved() == 90 + RUNNING_SAVE_TICKS // TICKS_PER_SECOND  # nothing counted for a while: saved alone
    log.books.run_to(quiet + 5 * TICKS_PER_SECOND)
    log.emit("session_end", reason="quit")
    assert saved() == 90 + RUNNING_SAVE_TICKS // TICKS_PER_SECOND + 5
    other = Log(tmp_path)  # another copy, or the next session, adds its own time to the total
    other.books.run_to(7 * TICKS_PER_SECOND)
    other.emit("session_end", reason="quit")
    assert saved() == 90 + RUNNING_SAVE_TICKS // TICKS_PER_SECOND + 12


def test_a_file_from_before_the_running_time_reads_as_none_and_keeps_its_counts(tmp_path: Path) -> None:
    old = {"version": 1, "sessions": 4, "attract_runs": 2, "games": {}}
    assert books_from_json(old) == Books(4, 2, lifetime=Lifetime(sessions=4))  # its tallies: the lifetime so far
    write_json_atomic(tmp_path / BOOKS_FILE, old)
    log = Log(tmp_path)
    log.books.run_to(3 * TICKS_PER_SECOND)
    log.emit("session_start", seed=1, scene="menu")
    assert json.loads((tmp_path / BOOKS_FILE).read_text()) | {"games": {}} == {
        "version": 2, "sessions": 5, "running_seconds": 3, "attract_runs": 2, "games": {}, "cleared": None,
        "lifetime": {"sessions": 5, "running_seconds": 3, "games": 0, "unclean_ends": 0, "last_unclean_end": None}}


def test_a_clear_empties_the_file_and_a_later_save_brings_nothing_back(tmp_path: Path) -> None:
    one, two = Log(tmp_path), Log(tmp_path)
    for _ in range(3):
        one.emit("session_start", seed=1, scene="menu")
    two.emit("game_start", **started_game())
    one.books.clear()
    life = Lifetime(sessions=3, games=1)  # never cleared
    cleared = Books(1, lifetime=life, cleared=STAMP)  # the session running is one since the clear
    assert one.books.books == cleared == load(KeptFile(tmp_path / BOOKS_FILE), BOOKS_FORM)[0]
    two.emit("attract_run", x="perfect", o="perfect", seed=3, cycle=0)  # the other copy carries on
    one.emit("game_start", **started_game(game="pick15"))
    on_disk = load(KeptFile(tmp_path / BOOKS_FILE), BOOKS_FORM)[0]
    assert on_disk == Books(1, 1, {("pick15", "perfect"): Counts(1, 0, 0)}, lifetime=Lifetime(3, 0, 2),
                            cleared=STAMP)


def test_a_clear_waiting_to_be_saved_still_clears(tmp_path: Path) -> None:
    write_json_atomic(tmp_path / BOOKS_FILE, books_to_json(Books(sessions=9, lifetime=Lifetime(sessions=9))))
    waiting = BooksChanges(cleared=STAMP).adding(Books(attract_runs=1))
    assert save(KeptFile(tmp_path / BOOKS_FILE), BOOKS_FORM, waiting.apply).state == Books(
        attract_runs=1, lifetime=Lifetime(sessions=9), cleared=STAMP)


def test_a_damaged_file_is_set_aside_said_once_and_counting_starts_afresh(tmp_path: Path) -> None:
    path = tmp_path / BOOKS_FILE
    path.write_text('{"version": 1, "sessions": -1, "attract_runs": 0, "games": {}}')
    log = Log(tmp_path)
    log.emit("session_start", seed=1, scene="menu")
    assert log.told == ["BOOKKEEPING FILE UNREADABLE: STARTING AFRESH"]
    assert (tmp_path / f"{BOOKS_FILE}.corrupt-1").exists()
    assert load(KeptFile(path), BOOKS_FORM)[0] == Books(sessions=1, lifetime=Lifetime(sessions=1))


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_file_that_cannot_be_read_is_never_saved_over_and_counting_goes_on_in_memory(tmp_path: Path,
                                                                                        kind: str) -> None:
    path = tmp_path / BOOKS_FILE
    os.mkfifo(path) if kind == "fifo" else path.mkdir()
    log = Log(tmp_path)
    for _ in range(2):
        log.emit("session_start", seed=1, scene="menu")
    assert log.told == ["CANNOT READ BOOKKEEPING: NOT SAVING"]
    assert log.books.books.sessions == 2
    assert path.is_fifo() if kind == "fifo" else path.is_dir()


def test_a_folder_that_cannot_be_written_is_told_once(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    log = Log(tmp_path / "data")
    for _ in range(3):
        log.emit("session_start", seed=1, scene="menu")
    assert log.told == ["CANNOT SAVE BOOKKEEPING: KEPT UNTIL YOU QUIT"] and log.books.books.sessions == 3


@pytest.mark.parametrize("damage", [
    None, [], {"version": 2}, {"version": 1, "sessions": 1, "attract_runs": 1},
    {"version": 1, "sessions": True, "attract_runs": 1, "games": {}},
    {"version": 1, "sessions": 1, "attract_runs": 10**10, "games": {}},
    {"version": 1, "sessions": 1, "attract_runs": 1, "games": {}, "running_seconds": -1},
    {"version": 1, "sessions": 1, "attract_runs": 1, "games": {}, "running_seconds": "1:00:00"},
    {"version": 1, "sessions": 1, "attract_runs": 1, "games": {}, "running_seconds": 10**10},
    {"version": 1, "sessions": 1, "attract_runs": 1, "games": {"pick15": []}},
    {"version": 1, "sessions": 1, "attract_runs": 1, "games": {"pick15": {"random": {"started": 1}}}},
    {"version": 1, "sessions": 1, "attract_runs": 1,
     "games": {"pick15": {"random": {"started": 1, "finished": "1", "abandoned": 0}}}},
])
def test_a_damaged_form_is_refused(damage: object) -> None:
    with pytest.raises(ValueError):
        books_from_json(damage)


# -- the operator's page ---------------------------------------------------------------------------


def page_blocks(books: Books, uptime_ticks: int, in_play: bool = False) -> list[Block]:
    """The page as the operator reads it, in blocks: the meters, then the games."""
    return [*meter_blocks(books, uptime_ticks, 0), *books_blocks(books, in_play)]


def page_lines(books: Books, uptime_ticks: int) -> list[str]:
    """The page as the operator reads it."""
    return lines_of(page_blocks(books, uptime_ticks))


def test_the_page_reads_uptime_sessions_runs_then_each_game_and_opponent() -> None:
    books = Books(3, 12, {("tictactoe", "perfect"): Counts(5, 4, 1), ("tictactoe", PERSON): Counts(2, 2, 0),
                          ("pick15", "lookahead-fixed"): Counts(1, 0, 0)}, 1000 * 3600 + 5)
    lines = page_lines(books, (2 * 3600 + 3 * 60 + 4) * 60 + 59)
    assert lines[:11] == ["THIS SESSION", " UPTIME 2:03:04", "LIFETIME, NEVER CLEARED", " UPTIME 0:00:00",
                          " SESSIONS 0", " GAMES 0", " UNCLEAN ENDS 0",
                          "NOT CLEARED YET", " UPTIME 1000:00:05", " SESSIONS 3", " ATTRACT RUNS 12"]
    assert lines[12].split() == ["ALL", "GAMES", "8", "6", "1"]
    assert lines[13:15] == [BALANCE, " 8 = 6 + 1 + 1 NOT ENDED"]  # started by an older version and never ended
    rows = [line.split() for line in lines[15:]]
    assert rows == [["PICK15", "S", "F", "A"], ["LOOKAHEAD-FIXED", "1", "0", "0"],
                    ["TICTACTOE", "S", "F", "A"], ["PERFECT", "5", "4", "1"], ["PERSON", "2", "2", "0"]]
    assert page_lines(Books(), 0)[-5:] == ["NOT CLEARED YET", " UPTIME 0:00:00", " SESSIONS 0", " ATTRACT RUNS 0",
                                           "NO GAMES PLAYED YET"]


def test_after_a_clear_no_games_says_since_when_and_the_big_board_is_named_as_the_menu_names_it() -> None:
    cleared = Books().cleared_at("2026-11-27 18:00")
    assert page_lines(cleared, 0)[-1] == "NO GAMES SINCE THE CLEAR"  # not "played yet", beside LIFETIME's games
    books = Books(1, 0, {("bigboard", PERSON): Counts(1, 1, 0)})
    assert ["BIG", "BOARD", "S", "F", "A"] in [line.split() for line in page_lines(books, 0)]


def test_every_line_fits_and_is_upper_case_whatever_the_counts_and_names() -> None:
    huge = 10**9
    books = Books(huge, huge, {("a-game-with-a-long-name", "an-opponent-with-a-very-long-id"): Counts(huge, 123456,
                                                                                                         99999)}, huge)
    lines = page_lines(books, 10**9)
    assert all(len(line) <= LINE_WIDTH and line == line.upper() for line in lines), lines
    assert lines[-1].split()[-3:] == ["1G+", "123K", "99999"]  # the first at its limit, marked
    assert uptime_text(60 * 60 * 60 * 100) == "100:00:00" and duration_text(huge) == "277777:46:40"


# -- a real session ----------------------------------------------------------------------------------


def test_a_real_session_counts_its_games_per_game_and_opponent_and_its_attract_runs(private_home: Path) -> None:
    write_json_atomic(private_home / "config" / "settings.json", Settings(opponent="perfect").to_json())
    app = make_app(scene="tictactoe")
    try:
        play_a_game(app)
        run_ticks(app, END_GUARD_TICKS)
        app.dispatch(ActionEvent(Action.SELECT))  # REMATCH: a second game starts, left unfinished
        app.ctx.scenes.reset(app.registry.create("menu"))  # and so abandoned, left by the player
        app.ctx.scenes.push(app.registry.create("attract"))
        advance_until(app, lambda a: a.ctx.books.books.attract_runs == 2, 20_000)  # into the second run
        page = app.ctx.books.lines(app.ctx.tick)
        ticks = app.ctx.tick
    finally:
        app.close()
    books = load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0]
    seconds = ticks // TICKS_PER_SECOND  # the session's whole running time, saved as it ended
    assert books == Books(1, 2, {("tictactoe", "perfect"): Counts(2, 1, 1)},  # the attract mode's games not among them
                          seconds, Lifetime(1, seconds, 2))
    assert " SESSIONS 1" in page and any(line.split() == ["PERFECT", "2", "1", "1"] for line in page)
    assert " 2 = 1 + 1" in page  # every game started ended, one way or the other
    second = make_app(scene="menu")
    second.close()
    assert load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0].sessions == 2


# -- every game started ends once: finished, or abandoned with why -----------------------------------------------


def a_game_against_perfect(private_home: Path, **options):
    """A headless app on a game against ``perfect`` with the person's first move made, and the events it logs."""
    write_json_atomic(private_home / "config" / "settings.json", Settings(opponent="perfect").to_json())
    app = make_app(scene="tictactoe", **options)
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    app.dispatch(ActionEvent(Action.SELECT))
    return app, events


def ends(events: list[dict]) -> list[tuple[str, str | None]]:
    return [(e["event"], e.get("reason")) for e in events if e["event"] in ("game_end", "game_abandoned")]


def test_a_game_left_through_the_pause_menu_is_abandoned_by_the_player(private_home: Path) -> None:
    app, events = a_game_against_perfect(private_home)
    try:
        app.dispatch(ActionEvent(Action.PAUSE))
        pause = app.ctx.scenes.top
        pause.list.index = pause.items.index("MAIN MENU")
        app.dispatch(ActionEvent(Action.SELECT))
        assert app.ctx.scenes.top.question == "LEAVE GAME?" and ends(events) == []  # nothing lost yet
        app.dispatch(ActionEvent(Action.RIGHT))
        app.dispatch(ActionEvent(Action.SELECT))  # YES
        assert app.ctx.scenes.names() == ["menu"]
        assert ends(events) == [("game_abandoned", "left")]
        assert app.ctx.books.books.counts("tictactoe", "perfect") == Counts(1, 0, 1)
        page = app.ctx.books.lines(app.ctx.tick)
        assert page[page.index(BALANCE) + 1] == " 1 = 0 + 1"  # the page shows it adds up
    finally:
        app.close()


@pytest.mark.parametrize("reason, why", [(EndReason.WINDOW_CLOSED, "left"), (EndReason.SIGNAL, "shutdown"),
                                         (EndReason.FRAMES, "shutdown"), (EndReason.QUIT, "shutdown")])
def test_a_game_on_when_the_session_ends_is_abandoned_before_the_end(private_home: Path, reason, why: str) -> None:
    app, events = a_game_against_perfect(private_home)
    try:
        app.ctx.quit(reason)
        assert ends(events) == [("game_abandoned", why)] and events[-1]["event"] == "session_end"
    finally:
        app.close()
    books = load(KeptFile(private_home / "data" / BOOKS_FILE), BOOKS_FORM)[0]
    assert books.counts("tictactoe", "perfect") == Counts(1, 0, 1)


def test_a_game_in_play_shows_on_the_page_and_survives_a_clear(private_home: Path) -> None:
    app, events = a_game_against_perfect(private_home)
    try:
        page = app.ctx.books.lines(app.ctx.tick)
        assert page[page.index(BALANCE) + 1] == " 1 = 0 + 0 + 1 IN PLAY"
        app.ctx.books.clear()  # CLEAR TALLIES in the operator menu over the game
        play_a_game(app)
        assert app.ctx.books.books.counts("tictactoe", "perfect") == Counts(1, 1, 0)  # its end adds up
    finally:
        app.close()
