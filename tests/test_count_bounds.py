"""Counters at their bounds: a file at its bound is read, played on, saved and read again, and stays at the bound.

Every file the game keeps bounds its counts and takes a count past the
bound for damage.  So for each one -- stats.json, bookkeeping.json,
hall_of_fame.json, menace.json -- the largest state the game can reach
must be written in a form its own reader accepts, whatever adds to it: one
more game, session or attract run, two copies' saves merged, MENACE's
learning, training on either path, and a version-1 file pooled.  The
screens write such a count short enough for their columns, marked ``+`` at
the bound, and the operator's page says what the mark means.

The real program is run too, as child processes under a timeout: the game
twice on a home whose files all stand at their bounds, and ``tools/menace.py
train --save`` twice on a menace.json at its bounds; the second start finds
nothing to set aside.
"""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pygame
import pytest
from app_support import make_app, run_ticks
from process_state import run_command, run_driver, unchanged_process  # noqa: F401  (a fixture, by name below)
from test_damaged_readers import fullest_books, fullest_boxes, fullest_fame, fullest_stats

from game.app.render.boardviews import Look
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.game_layout import Display, layout
from game.app.render.game_screen import TALLY_LABELS, PanelInfo, draw_panel
from game.app.render.palette import PALETTES
from game.values.theme import Theme
from game.app.render.ui import MARGIN, WIDTH
from game.app.render.wopr_view import FAME_COLUMNS, draw_fame
from game.app.scenes.setup import RESULTS_Y
from game.app.store.books import BooksStore
from game.app.store.event_log import EventLog
from game.cabinet.bookkeeping import BOOKS_FILE, BOOKS_FORM, MAX_COUNT, Books, BooksChanges, Counts, Fate
from game.cabinet.bookkeeping import books_from_json, books_to_json
from game.cabinet.hall_of_fame import FAME_FILE, MAX_STREAK, FameChanges, HallOfFame, Kind, Record
from game.cabinet.hall_of_fame import fame_from_json, fame_to_json, table
from game.cabinet.report import books_blocks, lines_of, meter_blocks
from game.cabinet.sitting import Sitting
from game.values.counts import LIMIT_LEGEND, LIMIT_MARK, count_text, is_count, saturating_add
from game.engine import Board, Mark
from game.engine.board import SQUARES
from game.files.kept_json import load, save
from game.values.seats import PERSON_ID
from game.values.tally import Tally
from game.opponents import make_opponent
from game.opponents.menace import MenacePlayer, box_keys
from game.opponents.menace_store import FORMAT_NAME, MAX_BEADS, MAX_GAMES, MENACE_FILE_NAME, MemoryStore, MenaceStore
from game.opponents.menace_store import boxes_to_json, parse_boxes
from game.opponents.menace_training import play_game, train
from game.records.stats import STATS_FILE, STATS_FORM, TALLY_ROOM, Stats, StatsChanges, stats_from_json, stats_to_json
from game.records.stats import tally_texts
from game.files.storage import KeptFile, write_json_atomic

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 120  # seconds: a child that hangs fails its test instead of the suite
EVERY_RESULT = (1, 0, -1)  # a win, a draw and a loss


# -- the largest state of each file (test_damaged_readers builds them) ----------------------------


def write_full_home(home: Path) -> dict[str, Path]:
    """Every file the game keeps, at its bounds, in ``home``'s data folder; their paths by name."""
    data = home / "data"
    paths = {name: data / name for name in (STATS_FILE, BOOKS_FILE, FAME_FILE, MENACE_FILE_NAME)}
    write_json_atomic(paths[STATS_FILE], stats_to_json(fullest_stats()))
    write_json_atomic(paths[BOOKS_FILE], books_to_json(fullest_books()))
    write_json_atomic(paths[FAME_FILE], fame_to_json(fullest_fame()))
    write_json_atomic(paths[MENACE_FILE_NAME], boxes_to_json(fullest_boxes(), MAX_GAMES))
    return paths


def assert_nothing_set_aside(home: Path) -> None:
    """No file of the game's was kept as damaged, and nothing crashed."""
    aside = [p.name for p in home.rglob("*") if ".corrupt-" in p.name or p.name.startswith("crash-")]
    assert not aside, aside


def assert_still_full(paths: dict[str, Path]) -> None:
    """Each file reads back with its own reader, every count still at its bound."""
    stats = stats_from_json(json.loads(paths[STATS_FILE].read_text()))
    assert all(t == Tally(MAX_COUNT, MAX_COUNT, MAX_COUNT) for t in stats.tallies.values())
    books = books_from_json(json.loads(paths[BOOKS_FILE].read_text()))
    assert (books.sessions, books.attract_runs) == (MAX_COUNT, MAX_COUNT)
    assert all(c == Counts(MAX_COUNT, MAX_COUNT, MAX_COUNT) for c in books.games.values())
    assert fame_from_json(json.loads(paths[FAME_FILE].read_text())) == fullest_fame()
    boxes, games = parse_boxes(json.loads(paths[MENACE_FILE_NAME].read_text()), box_keys())
    assert games == MAX_GAMES and all(0 <= n <= MAX_BEADS for beads in boxes.values() for n in beads)


def drawn_texts(font: BitmapFont) -> list[str]:
    """Every text ``font`` draws from now on, in order (the font still draws it)."""
    texts: list[str] = []
    draw = font.draw

    def spy(surface, text, *args, **kwargs):
        texts.append(text)
        return draw(surface, text, *args, **kwargs)

    font.draw = spy  # type: ignore[method-assign]
    return texts


# -- the arithmetic --------------------------------------------------------------------------------


def test_a_count_stops_at_its_bound_and_at_nothing() -> None:
    assert saturating_add(9, 1, 10) == 10 and saturating_add(10, 1, 10) == 10 and saturating_add(10, 10**6, 10) == 10
    assert saturating_add(0, -1, 10) == 0 and saturating_add(10, -1, 10) == 9
    assert is_count(10, 10) and not is_count(11, 10) and not is_count(-1, 10) and not is_count(True, 10)
    assert is_count(3, 5, least=3) and not is_count(2, 5, least=3) and not is_count(3.0, 5)


def test_a_count_on_screen_fits_its_room_and_is_marked_at_its_bound() -> None:
    assert count_text(9999, MAX_COUNT, 4) == "9999" and count_text(12345, MAX_COUNT, 4) == "12K"
    assert count_text(MAX_COUNT - 1, MAX_COUNT, 4) == "999M" and count_text(MAX_COUNT, MAX_COUNT, 4) == "1G+"
    assert count_text(MAX_GAMES, MAX_GAMES, 5) == "1T+" and count_text(MAX_STREAK, MAX_STREAK, 3) == "1G+"
    assert count_text(MAX_COUNT, MAX_COUNT, 20) == f"{MAX_COUNT}{LIMIT_MARK}"
    for digits in range(1, 13):
        for count in (10**digits - 1, 10**digits):
            assert len(count_text(count, MAX_GAMES, 4)) <= 4, count


# -- stats.json ------------------------------------------------------------------------------------


def test_results_at_the_bound_stay_there_and_the_file_reads_back(tmp_path: Path) -> None:
    full = fullest_stats()
    played = StatsChanges(tuple((oid, r) for oid in full.tallies for r in EVERY_RESULT)).apply(full)
    assert played.tallies == full.tallies
    assert stats_from_json(stats_to_json(played)) == played
    kept = KeptFile(tmp_path / STATS_FILE)
    write_json_atomic(kept.path, stats_to_json(full))
    saved = save(kept, STATS_FORM, StatsChanges((("perfect", 1), ("perfect", 0), ("perfect", -1))).apply)
    assert saved.problem is None and saved.state == full
    assert load(KeptFile(kept.path), STATS_FORM) == (full, None)


def test_one_below_the_bound_reaches_it_and_stops() -> None:
    near = Stats({"random": Tally(MAX_COUNT - 1, MAX_COUNT - 1, MAX_COUNT - 1)})
    after = StatsChanges((("random", 1),) * 3 + (("random", 0),) * 2 + (("random", -1),)).apply(near)
    assert after.tally("random") == Tally(MAX_COUNT, MAX_COUNT, MAX_COUNT)


def test_the_player_s_results_fit_their_panel_and_are_marked_at_the_bound() -> None:
    assert tally_texts(Tally(MAX_COUNT, 12345, 7)) == ("1G+", "12K", "7")
    assert all(len(text) <= TALLY_ROOM for text in tally_texts(Tally(MAX_COUNT, MAX_COUNT - 1, 10**7)))


@pytest.mark.parametrize("display", list(Display))
def test_results_at_the_bound_are_drawn_inside_each_panel(display: Display) -> None:
    """Nothing of a panel is drawn outside it, and a tally's label and its count do not meet."""
    font = BitmapFont.load()
    look = Look(PALETTES[Theme.XO], font)
    tally = Tally(MAX_COUNT, MAX_COUNT, MAX_COUNT - 1)
    where = layout(display)
    numbers = None if display is Display.TICTACTOE else (1, 5, 9, 2, 4)
    for rect, mark in zip(where.panels, (Mark.X, Mark.O)):
        surface = pygame.Surface((320, 180))
        surface.fill(look.palette.background)
        draw_panel(surface, rect, PanelInfo("PERFECT", mark, "THINKING...", tally, numbers, True), look,
                   where.wide, where.compact)
        surface.fill(look.palette.background, rect)
        assert pygame.mask.from_threshold(surface, look.palette.background, (1, 1, 1, 255)).count() == 320 * 180
        if not (where.wide or where.compact):
            for label, count in zip(TALLY_LABELS, tally_texts(tally)):
                assert font.size(label)[0] + ADVANCE + font.size(count)[0] <= rect.width - 8, (label, count)


def test_the_setup_screen_s_record_line_stays_on_the_screen_at_the_bound(private_home: Path) -> None:
    write_json_atomic(private_home / "data" / STATS_FILE, stats_to_json(fullest_stats()))
    write_json_atomic(private_home / "config" / "settings.json", {"opponent": "perfect"})
    app = make_app(scene="setup")
    try:
        texts = drawn_texts(app.ctx.font)
        run_ticks(app, 2)
        assert "YOUR RESULTS: 1G+ WON  1G+ DRAWN  1G+ LOST" in texts
        surface = app.screen.surface
        background = surface.get_at((0, 0))
        row = [(x, y) for y in range(RESULTS_Y, RESULTS_Y + 8) for x in (*range(MARGIN), *range(WIDTH - MARGIN, WIDTH))]
        assert all(surface.get_at(p) == background for p in row)
    finally:
        app.close()


# -- bookkeeping.json ------------------------------------------------------------------------------


def test_the_books_at_the_bound_stay_there_on_every_path_that_adds() -> None:
    full = fullest_books()
    grown = full.with_session().with_attract_run()
    for key in full.games:
        for fate in Fate:
            grown = grown.with_game(*key, fate)
    assert grown == full
    assert full.plus(full) == full  # two copies' counts merged
    assert BooksChanges(added=full).apply(full) == full  # a save of this copy's counts onto the file's
    near = Books(MAX_COUNT - 1, MAX_COUNT - 1, {("pick15", "random"): Counts(MAX_COUNT - 1, 0, 5)})
    assert near.plus(near) == Books(MAX_COUNT, MAX_COUNT, {("pick15", "random"): Counts(MAX_COUNT, 0, 10)})
    assert books_from_json(books_to_json(grown)) == full


def test_a_session_on_books_at_the_bound_saves_a_file_its_next_start_reads(tmp_path: Path) -> None:
    path = tmp_path / BOOKS_FILE
    write_json_atomic(path, books_to_json(fullest_books()))
    told: list[str] = []
    events = EventLog(lambda: 0)
    store = BooksStore(tmp_path, events, lambda notice: told.append(notice.screen), lambda: "2030-01-02 03:04")
    events.emit("session_start", seed=1, scene="menu")
    events.emit("attract_run", x="random", o="perfect", seed=1, cycle=0)
    for kind in ("game_start", "game_end", "game_start", "game_abandoned"):
        events.emit(kind, game="tictactoe", x_player=PERSON_ID, o_player="perfect")
    assert store.books == fullest_books() and not told
    assert load(KeptFile(path), BOOKS_FORM) == (fullest_books(), None)


def books_lines(books: Books) -> list[str]:
    """The page's lines under this session's, as the operator reads them."""
    return lines_of([*meter_blocks(books, 0, 0)[1:], *books_blocks(books)])


def test_the_operator_page_marks_counts_at_their_limit_and_says_what_the_mark_means() -> None:
    lines = books_lines(fullest_books())
    assert f" SESSIONS {MAX_COUNT}{LIMIT_MARK}" in lines and f" ATTRACT RUNS {MAX_COUNT}{LIMIT_MARK}" in lines
    assert LIMIT_LEGEND in lines[:13]  # on the first page, above the games
    total = next(line for line in lines if line.startswith("ALL GAMES"))
    assert total.split()[-3:] == ["1G+"] * 3
    below = Books(MAX_COUNT - 1, 3, {("pick15", "random"): Counts(MAX_COUNT - 1, 2, 1)})
    marked = [word for line in books_lines(below) for word in line.split() if word[:-1] and word.endswith(LIMIT_MARK)]
    assert LIMIT_LEGEND not in books_lines(below) and not marked  # the balance line's sums are no marks
    one = Books(0, 0, {("pick15", "random"): Counts(5, MAX_COUNT, 1)})
    lines = books_lines(one)
    assert LIMIT_LEGEND in lines and lines[-1].split()[-3:] == ["5", "1G+", "1"]


# -- hall_of_fame.json -----------------------------------------------------------------------------


def test_a_streak_at_the_bound_stays_there_and_its_record_reads_back() -> None:
    sitting = Sitting("perfect", streak=MAX_STREAK - 1, holder="AAA")
    fame = HallOfFame({"perfect": {Kind.STREAK: Record("AAA", MAX_STREAK - 1)}})
    changes = FameChanges()
    for _ in range(3):
        verdict = sitting.judge(fame, 0, None)
        if verdict.extended is not None:
            changes = changes.with_record("perfect", Kind.STREAK, verdict.extended)
            fame = changes.apply(fame)
    assert sitting.streak == MAX_STREAK and fame.held("perfect", Kind.STREAK) == Record("AAA", MAX_STREAK)
    assert fame_from_json(fame_to_json(fame)) == fame
    assert fame_from_json(fame_to_json(changes.apply(fullest_fame()))) == fullest_fame()  # merged onto another copy's


def test_a_new_streak_claimed_at_the_bound_is_one_the_file_can_hold() -> None:
    sitting = Sitting("random", streak=MAX_STREAK)
    verdict = sitting.judge(HallOfFame(), 1, 3)
    assert [c.value for c in verdict.claims if c.kind is Kind.STREAK] == [MAX_STREAK]
    assert Kind.STREAK.valid(sitting.streak)


def test_the_hall_of_fame_table_keeps_a_streak_at_the_bound_in_its_column() -> None:
    font = BitmapFont.load()
    texts = drawn_texts(font)
    rows = table(fullest_fame(), [("perfect", "PERFECT"), ("random", "RANDOM")])
    draw_fame(pygame.Surface((320, 180)), rows, Look(PALETTES[Theme.XO], font))  # as the attract mode and the menu draw it
    streak_entry = FAME_COLUMNS[0][2]
    assert texts.count(streak_entry.format(value="1G+", initials="ABC")) == 2
    assert all(len(t) <= len(streak_entry.format(value=0, initials="ABC")) for t in texts if "GAMES" in t)


# -- menace.json -----------------------------------------------------------------------------------


def test_the_fullest_menace_reads_back_as_it_was_written() -> None:
    assert parse_boxes(boxes_to_json(fullest_boxes(), MAX_GAMES), box_keys()) == (fullest_boxes(), MAX_GAMES)


def test_menace_learning_and_saving_at_its_bounds_keeps_them(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    write_json_atomic(path, boxes_to_json(fullest_boxes(), MAX_GAMES))
    menace = MenacePlayer(MenaceStore(path))
    rng = random.Random(3)
    for n in range(6):
        mark = Mark.X if n % 2 == 0 else Mark.O
        board = play_game(menace, make_opponent("random"), rng) if mark is Mark.X else \
            play_game(make_opponent("random"), menace, rng)
        menace.game_over(board, mark)
        assert menace.problem is None and menace.games == MAX_GAMES
    loaded = MenaceStore(path).load(box_keys())
    assert loaded.problem is None and loaded.games == MAX_GAMES
    assert all(0 <= n <= MAX_BEADS for beads in loaded.boxes.values() for n in beads)
    assert loaded.boxes[Board().key][0] == MAX_BEADS  # a win or draw through the opening box left it full


def test_two_copies_merging_at_the_bounds_stay_within_them(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    write_json_atomic(path, boxes_to_json(fullest_boxes(), MAX_GAMES - 1))
    one, two = MenacePlayer(MenaceStore(path)), MenacePlayer(MenaceStore(path))
    assert one.games == two.games == MAX_GAMES - 1  # both read the file before either saves
    for copy, seed in ((one, 1), (two, 2)):
        for _ in range(3):
            copy.learn(play_game(copy, make_opponent("perfect"), random.Random(seed)), Mark.X)
        assert copy.games == MAX_GAMES
    assert one.save() and two.save() and one.problem is None and two.problem is None
    loaded = MenaceStore(path).load(box_keys())
    assert loaded.problem is None and loaded.games == MAX_GAMES


@pytest.mark.parametrize("against, fast", [("random", True), ("random", False), ("menace", False)])
def test_training_at_the_bounds_saves_a_file_the_game_reads(tmp_path: Path, against: str, fast: bool) -> None:
    path = tmp_path / MENACE_FILE_NAME
    write_json_atomic(path, boxes_to_json(fullest_boxes(), MAX_GAMES - 5))
    menace = MenacePlayer(MenaceStore(path))
    opponent = menace if against == "menace" else make_opponent(against)
    train(menace, opponent, 40, seed=5, fast=fast)
    assert menace.problem is None and menace.games == MAX_GAMES
    loaded = MenaceStore(path).load(box_keys())
    assert loaded.problem is None and loaded.games == MAX_GAMES
    assert all(0 <= n <= MAX_BEADS for beads in loaded.boxes.values() for n in beads)


def test_a_replay_s_menace_at_its_bounds_stays_within_them() -> None:
    store = MemoryStore(fullest_boxes(), MAX_GAMES)
    menace = MenacePlayer(store)
    menace.game_over(play_game(menace, make_opponent("random"), random.Random(4)), Mark.X)
    kept = store.load(box_keys())
    assert menace.games == kept.games == MAX_GAMES
    assert parse_boxes(boxes_to_json(kept.boxes, kept.games), box_keys()) == (kept.boxes, MAX_GAMES)


def test_a_version_1_box_pooled_past_the_bound_stops_at_it_and_is_saved_readable(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    opening = Board().key
    write_json_atomic(path, {"format": FORMAT_NAME, "version": 1, "games": MAX_GAMES,
                             "boxes": {str(opening): [MAX_BEADS] * len(SQUARES)}})
    menace = MenacePlayer(MenaceStore(path))
    assert menace.boxes[opening] == (MAX_BEADS, MAX_BEADS, 0, 0, MAX_BEADS, 0, 0, 0, 0)
    menace.game_over(play_game(menace, make_opponent("random"), random.Random(6)), Mark.X)
    loaded = MenaceStore(path).load(box_keys())
    assert menace.problem is None and loaded.problem is None and loaded.games == MAX_GAMES


def test_the_matchboxes_screen_marks_games_at_the_bound(private_home: Path) -> None:
    write_json_atomic(private_home / "data" / MENACE_FILE_NAME, boxes_to_json(fullest_boxes(), MAX_GAMES))
    app = make_app(scene="matchboxes")
    try:
        texts = drawn_texts(app.ctx.font)
        run_ticks(app, 2)
        assert "GAMES: 1T+" in texts and app.ctx.toasts.current is None
    finally:
        app.close()


# -- the real program ------------------------------------------------------------------------------
# Its main runs in the test process (tests/process_state.py), with the same status and text as a child's;
# one run of each entry point (python -m game, python tools/menace.py) is a child, as the user starts it.


def run(args: list[str], home: Path, *, child: bool = False) -> subprocess.CompletedProcess[str]:
    """One run on ``home``, in process or as a child, under a timeout; it must end well and say nothing was
    unusable."""
    out = run_command(args, cwd=ROOT, env={"TICTACTOE_MAGIC_HOME": str(home)}, timeout=TIMEOUT, child=child)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "Traceback" not in out.stderr and "unusable" not in out.stderr and "note:" not in out.stderr
    return out


#: What a 30-frame start adds to the books, by scene: a session, and the attract mode's run or the game it
#: begins (tictactoe against the default opponent, random, left unfinished), each in this session and lifetime.
STARTED_COUNTS = {
    "attract": [("sessions",), ("lifetime", "sessions"), ("attract_runs",)],
    "tictactoe": [("sessions",), ("lifetime", "sessions"), ("lifetime", "games"),
                  ("games", "tictactoe", "random", "started"), ("games", "tictactoe", "random", "abandoned")],
}


def holder(books: dict, where: tuple[str, ...]) -> dict:
    """The object in bookkeeping.json's text that holds the count at ``where`` (its last key)."""
    for key in where[:-1]:
        books = books[key]
    return books


@pytest.mark.usefixtures("unchanged_process")
@pytest.mark.parametrize("scene", list(STARTED_COUNTS))
def test_the_game_started_twice_on_files_at_their_bounds_sets_nothing_aside(tmp_path: Path, scene: str) -> None:
    """The counts a start adds stand one below their bound: the first start takes them to it, the second
    adds to counts at the bound, which stay there, and neither start sets anything aside."""
    home = tmp_path / "home"
    paths = write_full_home(home)
    books = json.loads(paths[BOOKS_FILE].read_text())
    counts = STARTED_COUNTS[scene]
    for where in counts:
        holder(books, where)[where[-1]] = MAX_COUNT - 1
    write_json_atomic(paths[BOOKS_FILE], books)
    for _ in range(2):
        run(["-m", "game", "--headless", "--frames", "30", "--seed", "3", "--scene", scene], home)
        assert_nothing_set_aside(home)
        saved = json.loads(paths[BOOKS_FILE].read_text())
        assert [holder(saved, where)[where[-1]] for where in counts] == [MAX_COUNT] * len(counts)
    assert_still_full(paths)


@pytest.mark.usefixtures("unchanged_process")
def test_a_session_recorded_on_files_at_their_bounds_replays_as_it_was_played(tmp_path: Path) -> None:
    """The recording's header carries the files at their bounds; the replay counts from there as the session did."""
    home = tmp_path / "home"
    paths = write_full_home(home)
    recording, live, replayed = tmp_path / "session.jsonl", tmp_path / "live.jsonl", tmp_path / "replayed.jsonl"
    game = ["-m", "game", "--headless", "--frames", "60"]
    run([*game, "--seed", "4", "--scene", "tictactoe", "--record", str(recording), "--event-log", str(live)], home,
        child=True)
    run([*game, "--replay", str(recording), "--event-log", str(replayed)], home)
    assert replayed.read_text() == live.read_text()
    assert_nothing_set_aside(home)
    assert_still_full(paths)


@pytest.mark.usefixtures("unchanged_process")
def test_games_played_twice_on_files_at_their_bounds_set_nothing_aside(tmp_path: Path) -> None:
    """Finished games against MENACE: results, books, the hall of fame and MENACE's boxes all count them."""
    home = tmp_path / "home"
    paths = write_full_home(home)
    for seed in ("1", "2"):
        out = run_driver(["--opponent", "menace", "--games", "3", "--seed", seed], home, timeout=TIMEOUT)
        assert "Traceback" not in out.stderr and "unusable" not in out.stderr and "note:" not in out.stderr
        assert out.stdout.strip() == ""  # no message on screen: nothing unreadable, nothing unsaved
        assert_nothing_set_aside(home)
    assert_still_full(paths)


@pytest.mark.usefixtures("unchanged_process")
@pytest.mark.parametrize("against", ["random", "menace"])
def test_menace_trained_and_saved_twice_at_its_bounds_stays_readable(tmp_path: Path, against: str) -> None:
    home = tmp_path / "home"
    path = home / "data" / MENACE_FILE_NAME
    write_json_atomic(path, boxes_to_json(fullest_boxes(), MAX_GAMES))
    for seed in ("1", "2"):
        out = run([str(ROOT / "tools" / "menace.py"), "train", "--against", against, "--games", "200",
                   "--seed", seed, "--save"], home, child=against == "random" and seed == "1")
        assert "1,000,000,000,000 games learned, as many as it counts" in out.stdout
        assert_nothing_set_aside(home)
    boxes, games = parse_boxes(json.loads(path.read_text()), box_keys())
    assert games == MAX_GAMES and all(0 <= n <= MAX_BEADS for beads in boxes.values() for n in beads)
