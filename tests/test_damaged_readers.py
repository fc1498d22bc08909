"""Damage the readers do not expect, and the screens that list what they read.

Every file the game keeps -- settings.json, stats.json, menace.json (both
versions), bookkeeping.json, hall_of_fame.json -- and every recording's
header (which carries the results, MENACE's boxes, the hall of fame and the
bookkeeping) is read with its sizes checked before anything is converted:
the file's bytes (``game.files.storage.MAX_FILE_BYTES``), the entries for
opponents or games the game does not know (``MAX_OTHER_ENTRIES``), the
length of each name (``MAX_NAME_CHARS``), and MENACE's box names, which are
looked up and never handed to ``int()`` (a name of 5,000 digits used to stop
the game).  One past a cap is damage like any other: set aside byte for
byte, the player told in a line quoting at most 60 characters.  The
fullest file the readers accept is what the game may itself write, and it
reads back whole, as a file and in a recording's header.

The screens that list entries -- the BOOKKEEPING page above all, which once
took a minute over 12,000 entries -- make their lines once per change and
draw one page a frame.  The real game runs as a child process under a
timeout over the fullest accepted file and one just past the cap, live and
in a replay, so a hang fails the test rather than the suite.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from app_support import make_app, run_ticks
from process_state import run_command, run_script, unchanged_process  # noqa: F401  (a fixture, by name below)

from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import hint_buttons
from game.app.scenes.bookkeeping import LINES_PER_PAGE, REFRESH_TICKS
from game.app.store import books as books_store
from game.cabinet.report import meter_blocks, paged
from game.app.store.recording import MAX_LINE, Header, Replay, SavedState
from game.app.store.settings import SETTINGS_FILE, Settings, load_settings
from game.cabinet.bookkeeping import BOOKS_FILE, BOOKS_FORM, MAX_COUNT, Books, Counts, Lifetime
from game.cabinet.hall_of_fame import FAME_FILE, FAME_FORM, MAX_STREAK, HallOfFame, Kind, Record
from game.values.counts import LIMIT_MARK
from game.engine import View
from game.files.kept_json import MAX_NAME_CHARS, MAX_OTHER_ENTRIES, load
from game.values.seats import PERSON_ID, FirstPlayer
from game.values.tally import Tally
from game.opponents import roster_ids
from game.opponents.menace import box_keys
from game.opponents.menace_store import (
    MAX_BEADS,
    MAX_GAMES,
    MENACE_FILE_NAME,
    MenaceStore,
    boxes_to_json,
    representative_of,
)
from game.messages.quoting import QUOTE_CHARS
from game.records.stats import STATS_FILE, STATS_FORM, Stats
from game.files.storage import MAX_FILE_BYTES, KeptFile, write_json_atomic

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.usefixtures("unchanged_process")
TIMEOUT = 60  # seconds: a page that hangs over its entries fails here instead of holding up the suite
#: The longest line a damaged file's message may take (the path included); its quote is at most 60 characters.
SHORT = 400
#: A name as long as a name may be, in characters that JSON writes six bytes each and twice over: the
#: most bytes a name can take in a file the game writes.
WIDEST_NAME = "\U0001d54f" * MAX_NAME_CHARS
HUGE_KEY = "1" * 5000  # past Python's 4,300-digit limit on int()


def wide(n: int) -> str:
    """The ``n``-th of many distinct names, each ``MAX_NAME_CHARS`` wide."""
    return f"{n:04}" + WIDEST_NAME[4:]


# -- the fullest files the readers accept ---------------------------------------------------------------------


def fullest_books(sessions: int = MAX_COUNT) -> Books:
    """Every game against every opponent the game counts, plus as many other entries as a file may hold.

    Each other entry is a game of its own, so the page has a heading for each: the most lines the books can
    have.  A session run over them counts one more session: ``sessions`` leaves it room.
    """
    top = Counts(MAX_COUNT, MAX_COUNT, MAX_COUNT)
    games = {(view.value, oid): top for view in View for oid in (PERSON_ID, *roster_ids())}
    games |= {(wide(n), WIDEST_NAME): top for n in range(MAX_OTHER_ENTRIES)}
    return Books(sessions, MAX_COUNT, games, lifetime=Lifetime(sessions, 0, MAX_COUNT, MAX_COUNT, "2030-01-02 03:04"))


def fullest_stats() -> Stats:
    """A tally at the top for every opponent and a person, plus as many others as a file may hold."""
    top = Tally(MAX_COUNT, MAX_COUNT, MAX_COUNT)
    names = [PERSON_ID, *roster_ids(), *(wide(n) for n in range(MAX_OTHER_ENTRIES))]
    return Stats({name: top for name in names}, FirstPlayer.COMPUTER)


def fullest_fame() -> HallOfFame:
    """Both records against every opponent, plus as many others as a file may hold."""
    both = {Kind.STREAK: Record("ABC", MAX_STREAK), Kind.QUICKEST: Record("XYZ", 3)}
    return HallOfFame({name: both for name in (*roster_ids(), *(wide(n) for n in range(MAX_OTHER_ENTRIES)))})


def fullest_boxes() -> dict[int, tuple[int, ...]]:
    """Every box MENACE has, each with the most beads a move may hold on every square that takes beads."""
    return {key: tuple(MAX_BEADS if first == square else 0 for square, first in enumerate(representative_of(key)))
            for key in box_keys()}


def fullest_menace_json() -> dict:
    return boxes_to_json(fullest_boxes(), MAX_GAMES)


# The same files as the game writes them, spelled out by hand from each file's form (game/cabinet/bookkeeping.py,
# game/records/stats.py, game/cabinet/hall_of_fame.py, game/opponents/menace_store.py), so that a writer and a
# reader wrong the same way (a field renamed or two swapped on both sides) cannot pass by reading back their own.


def fullest_books_text() -> dict:
    top = {"started": MAX_COUNT, "finished": MAX_COUNT, "abandoned": MAX_COUNT}
    games: dict[str, dict] = {view.value: {oid: top for oid in (PERSON_ID, *roster_ids())} for view in View}
    games |= {wide(n): {WIDEST_NAME: top} for n in range(MAX_OTHER_ENTRIES)}
    return {"version": 2, "sessions": MAX_COUNT, "running_seconds": 0, "attract_runs": MAX_COUNT, "games": games,
            "cleared": None, "lifetime": {"sessions": MAX_COUNT, "running_seconds": 0, "games": MAX_COUNT,
                                          "unclean_ends": MAX_COUNT, "last_unclean_end": "2030-01-02 03:04"}}


def fullest_stats_text() -> dict:
    top = {"wins": MAX_COUNT, "draws": MAX_COUNT, "losses": MAX_COUNT}
    names = [PERSON_ID, *roster_ids(), *(wide(n) for n in range(MAX_OTHER_ENTRIES))]
    return {"version": 1, "tallies": {name: top for name in names}, "last_first": "computer"}


def fullest_fame_text() -> dict:
    both = {"streak": {"initials": "ABC", "value": MAX_STREAK}, "quickest": {"initials": "XYZ", "value": 3}}
    names = [*roster_ids(), *(wide(n) for n in range(MAX_OTHER_ENTRIES))]
    return {"version": 1, "records": {name: both for name in names}}


def fullest_menace_text() -> dict:
    boxes = {str(key): list(beads) for key, beads in fullest_boxes().items()}
    return {"format": "tictactoe-magic/menace", "version": 2, "games": MAX_GAMES, "boxes": boxes}


FORMS = {BOOKS_FILE: (BOOKS_FORM, fullest_books, fullest_books_text),
         STATS_FILE: (STATS_FORM, fullest_stats, fullest_stats_text),
         FAME_FILE: (FAME_FORM, fullest_fame, fullest_fame_text)}


@pytest.mark.parametrize("name", list(FORMS))
def test_the_fullest_file_the_game_can_write_is_read_back_whole(name: str, tmp_path: Path) -> None:
    form, fullest, text = FORMS[name]
    assert form.dump(fullest()) == text()  # written as the form says
    path = tmp_path / name
    write_json_atomic(path, text())
    assert path.stat().st_size <= MAX_FILE_BYTES
    state, problem = load(KeptFile(path), form)
    assert problem is None and state == fullest()  # and read as the form says


def test_the_fullest_menace_file_is_read_back_whole(tmp_path: Path) -> None:
    assert fullest_menace_json() == fullest_menace_text()
    path = tmp_path / MENACE_FILE_NAME
    write_json_atomic(path, fullest_menace_text())
    assert path.stat().st_size <= MAX_FILE_BYTES
    loaded = MenaceStore(path).load(box_keys())
    assert loaded.problem is None and loaded.boxes == fullest_boxes() and loaded.games == MAX_GAMES


def test_a_recording_of_the_fullest_files_is_read_back_whole(tmp_path: Path) -> None:
    saved = SavedState(fullest_stats(), fullest_boxes(), MAX_GAMES, fullest_fame(), fullest_books())
    text = {"stats": fullest_stats_text(), "menace": fullest_menace_text(), "books": fullest_books_text(),
            "fame": fullest_fame_text()}
    header = Header(1, "menu", Settings(), saved).to_json()
    assert header["saved"] == text  # the header carries each file as the file itself is written
    line = json.dumps(header)
    assert len(line) <= MAX_LINE  # the header is one line, and a line is read up to MAX_LINE
    path = tmp_path / "full.jsonl"
    path.write_text(json.dumps({**header, "saved": text}) + "\n")
    assert Replay.load(path).header.saved == saved


# -- one past each cap ----------------------------------------------------------------------------------------


def past_the_cap(name: str) -> dict:
    """The file's JSON with one entry more for something the game does not know than a file may hold."""
    form, fullest, _ = FORMS[name]
    data = form.dump(fullest())
    one_more = wide(MAX_OTHER_ENTRIES)
    if name == BOOKS_FILE:
        data["games"][one_more] = {WIDEST_NAME: {"started": 1, "finished": 0, "abandoned": 0}}
    elif name == STATS_FILE:
        data["tallies"][one_more] = {"wins": 1, "draws": 0, "losses": 0}
    else:
        data["records"][one_more] = {"streak": {"initials": "ABC", "value": 3}}
    return data


def too_long_a_name(name: str) -> dict:
    """The file's JSON with one name a character longer than a name may be (the rest untouched)."""
    long = "n" * (MAX_NAME_CHARS + 1)
    if name == BOOKS_FILE:
        return BOOKS_FORM.dump(Books(1, 0, {("tictactoe", long): Counts(1, 1, 0)}))
    if name == STATS_FILE:
        return STATS_FORM.dump(Stats({long: Tally(1, 0, 0)}))
    return FAME_FORM.dump(HallOfFame({long: {Kind.QUICKEST: Record("ABC", 3)}}))


def assert_set_aside(path: Path, content: bytes, problem: str | None, *words: str) -> None:
    """The file was moved aside byte for byte, and the message says why in one short line."""
    assert not path.exists()
    assert path.with_name(path.name + ".corrupt-1").read_bytes() == content
    assert problem is not None and "\n" not in problem and len(problem) < SHORT, problem
    for word in words:
        assert word in problem, problem


@pytest.mark.parametrize("damage, words", [
    pytest.param(past_the_cap, ["more than 100", "this game does not know"], id="one-entry-too-many"),
    pytest.param(too_long_a_name, ["is not 1 to 32 characters", "'nnnn"], id="a-name-too-long"),
])
@pytest.mark.parametrize("name", list(FORMS))
def test_one_entry_past_a_cap_is_set_aside_and_told(name: str, damage, words: list[str], tmp_path: Path) -> None:
    form, _, _ = FORMS[name]
    path = tmp_path / name
    content = json.dumps(damage(name)).encode()
    path.write_bytes(content)
    state, problem = load(KeptFile(path), form)
    assert state == form.empty()
    assert_set_aside(path, content, problem, *words)


@pytest.mark.parametrize("digits", [4300, 4301, 5000, 60_000])
@pytest.mark.parametrize("version", [1, 2])
def test_a_menace_box_named_by_thousands_of_digits_is_set_aside(digits: int, version: int, tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    content = json.dumps({**boxes_to_json({}, 1), "version": version, "boxes": {"1" * digits: [1] * 9}}).encode()
    path.write_bytes(content)
    loaded = MenaceStore(path).load(box_keys())
    assert not loaded.boxes
    assert_set_aside(path, content, loaded.problem, "is not a canonical position", "...")
    assert "1" * QUOTE_CHARS not in loaded.problem


def test_a_menace_save_over_such_a_box_sets_it_aside_and_writes_afresh(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    content = json.dumps({**boxes_to_json({}, 1), "boxes": {HUGE_KEY: [1] * 9}}).encode()
    path.write_bytes(content)
    saved = MenaceStore(path).update(lambda boxes, games: (boxes, games + 1), box_keys())
    assert saved.problem is None and saved.games == 1
    assert path.with_name(MENACE_FILE_NAME + ".corrupt-1").read_bytes() == content


def padded(data: dict, size: int) -> bytes:
    """``data`` as JSON, padded with spaces (still the same JSON) to ``size`` bytes."""
    text = json.dumps(data).encode()
    return text + b" " * (size - len(text))


KEPT = {SETTINGS_FILE: lambda: Settings(volume=0.2).to_json(), STATS_FILE: lambda: STATS_FORM.dump(fullest_stats()),
        MENACE_FILE_NAME: fullest_menace_json, BOOKS_FILE: lambda: BOOKS_FORM.dump(fullest_books()),
        FAME_FILE: lambda: FAME_FORM.dump(fullest_fame())}


def read_kept(name: str, path: Path) -> tuple[object, str | None]:
    """What the game makes of one kept file: its state (None if it started afresh) and its message."""
    if name == SETTINGS_FILE:
        settings, notices = load_settings(path)
        return (settings if settings != Settings() else None), (notices[0].detail if notices else None)
    if name == MENACE_FILE_NAME:
        loaded = MenaceStore(path).load(box_keys())
        return (loaded.boxes or None), loaded.problem
    form, _, _ = FORMS[name]
    state, problem = load(KeptFile(path), form)
    return (state if state != form.empty() else None), problem


@pytest.mark.parametrize("name", list(KEPT))
def test_a_kept_file_of_the_most_bytes_is_read_and_one_byte_more_is_set_aside(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_bytes(padded(KEPT[name](), MAX_FILE_BYTES))
    state, problem = read_kept(name, path)
    assert state is not None and problem is None
    content = padded(KEPT[name](), MAX_FILE_BYTES + 1)
    path.write_bytes(content)
    state, problem = read_kept(name, path)
    assert state is None
    assert_set_aside(path, content, problem, "larger than 1,024 KB")


# -- the real game over them, under a timeout -------------------------------------------------------------------
# Its main (or a script's few lines) runs in the test process (tests/process_state.py), with the status and the
# text a child's would have; one run of each entry point (python -m game, python tools/menace.py) is a child.


def run_game(*args: str, home: Path, child: bool = False) -> subprocess.CompletedProcess[str]:
    return run_command(["-m", "game", "--headless", *args], env={"TICTACTOE_MAGIC_HOME": str(home)},
                       timeout=TIMEOUT, child=child)


def assert_ran_and_told(out: subprocess.CompletedProcess[str], *words: str) -> None:
    """It ran to the end without a traceback, and said what it had to in short lines."""
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "unexpected error" not in out.stderr, out.stderr
    assert all(len(line) < SHORT for line in out.stderr.splitlines()), out.stderr
    for word in words:
        assert word in out.stderr, out.stderr


def huge_key_menace(home: Path) -> tuple[Path, bytes]:
    path = home / "data" / MENACE_FILE_NAME
    content = json.dumps({**boxes_to_json({}, 1), "boxes": {HUGE_KEY: [1] * 9}}).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path, content


@pytest.mark.parametrize("scene", ["matchboxes", "tictactoe"])
def test_the_game_sets_a_menace_box_of_thousands_of_digits_aside_in_play_and_on_the_shelf(
        scene: str, private_home: Path) -> None:
    path, content = huge_key_menace(private_home)
    write_json_atomic(private_home / "config" / SETTINGS_FILE,
                      Settings(opponent="menace", first_player=FirstPlayer.COMPUTER).to_json())
    out = run_game("--scene", scene, "--frames", "120", home=private_home, child=scene == "tictactoe")
    assert_ran_and_told(out, "is not a canonical position")
    assert path.with_name(MENACE_FILE_NAME + ".corrupt-1").read_bytes() == content


def test_training_sets_a_menace_box_of_thousands_of_digits_aside_and_says_so(private_home: Path) -> None:
    path, content = huge_key_menace(private_home)
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "menace.py"), "train", "--against", "random",
                          "--games", "20"], capture_output=True, text=True, timeout=TIMEOUT,
                         env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)})
    assert_ran_and_told(out, "menace: note:", "is not a canonical position")
    assert path.with_name(MENACE_FILE_NAME + ".corrupt-1").read_bytes() == content


#: A scene that reads each kept file (the results and MENACE's boxes are read when first needed).
READ_IN = {SETTINGS_FILE: "menu", STATS_FILE: "setup", MENACE_FILE_NAME: "matchboxes", BOOKS_FILE: "menu",
           FAME_FILE: "menu"}


@pytest.mark.parametrize("name", list(KEPT))
def test_the_game_sets_a_file_too_large_aside_and_plays_on(name: str, private_home: Path) -> None:
    folder = private_home / ("config" if name == SETTINGS_FILE else "data")
    folder.mkdir(parents=True)
    content = padded(KEPT[name](), MAX_FILE_BYTES + 1)
    (folder / name).write_bytes(content)
    out = run_game("--scene", READ_IN[name], "--frames", "30", home=private_home)
    assert_ran_and_told(out, "larger than 1,024 KB")
    assert (folder / (name + ".corrupt-1")).read_bytes() == content


#: Opens the operator menu's BOOKKEEPING page in a headless game, turns every page and stays on the last
#: while its lines are read again twice; prints the pages, the page it ended on and the page's first lines.
LIVE_BOOKS_PAGE = f"""
from app_support import make_app
from game.app.input.actions import Action, ActionEvent

app = make_app(scene="operator")
try:
    app.dispatch(ActionEvent(Action.SELECT))  # BOOKKEEPING, the first row
    page = app.ctx.scenes.top
    for tick in range(page.pages + 2 * {REFRESH_TICKS}):
        if tick < page.pages:
            app.dispatch(ActionEvent(Action.RIGHT))
        app.poll()
        app.step()
        app.frame()
    lines = [line for screen in page.screens for line in screen]
    runs = next(n for n, line in enumerate(lines) if line.startswith(" ATTRACT RUNS"))
    print(page.name, page.pages, page.page, *(line.strip() for line in lines[runs - 1:runs + 1]), sep="|")
finally:
    app.close()
"""


def page_count(books: Books) -> int:
    """How many screens the bookkeeping page of ``books`` takes, each block whole (``report.paged``)."""
    return len(paged([*meter_blocks(books, 0, 0), *books_store.books_blocks(books)], LINES_PER_PAGE))


def run_books_page(home: Path) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    out = run_script(LIVE_BOOKS_PAGE, [], home, timeout=TIMEOUT)
    return out, out.stdout.strip().split("|")


def test_the_bookkeeping_page_pages_the_fullest_books_live(private_home: Path) -> None:
    path = private_home / "data" / BOOKS_FILE
    write_json_atomic(path, BOOKS_FORM.dump(fullest_books(sessions=1)))
    out, (name, pages, last, sessions, runs) = run_books_page(private_home)
    assert_ran_and_told(out)
    assert name == "bookkeeping" and int(pages) == page_count(fullest_books()) and int(last) == int(pages) - 1
    assert (sessions, runs) == ("SESSIONS 2", f"ATTRACT RUNS {MAX_COUNT}{LIMIT_MARK}")  # the file read whole
    assert not path.with_name(BOOKS_FILE + ".corrupt-1").exists()


def twelve_thousand_entries() -> Books:
    return Books(1, 0, {(f"g{n}", "random"): Counts(1, 1, 0) for n in range(12_000)})


def test_the_bookkeeping_page_over_twelve_thousand_entries_shows_fresh_books_live(private_home: Path) -> None:
    path = private_home / "data" / BOOKS_FILE
    path.parent.mkdir(parents=True)
    content = json.dumps(BOOKS_FORM.dump(twelve_thousand_entries())).encode()  # on one line: within the bytes
    path.write_bytes(content)
    out, (name, pages, _, sessions, runs) = run_books_page(private_home)
    assert_ran_and_told(out, "more than 100 games and opponents this game does not know")
    assert (name, pages, sessions, runs) == ("bookkeeping", "1", "SESSIONS 1", "ATTRACT RUNS 0")
    assert path.with_name(BOOKS_FILE + ".corrupt-1").read_bytes() == content


def recording(path: Path, saved: SavedState, actions: list[str], scene: str = "menu") -> Path:
    """A recording starting in ``scene`` from ``saved``, with these actions two ticks apart."""
    lines = [json.dumps(Header(1, scene, Settings(), saved).to_json())]
    lines += [json.dumps({"tick": 2 * n + 1, "action": action}) for n, action in enumerate(actions)]
    path.write_text("\n".join(lines) + "\n")
    return path


#: Plays a recording (argv[1], a .jsonl) or starts a scene (argv[1], its name) headless for argv[2] ticks, drawing
#: each, and prints as JSON the scene it ends on, the texts drawn in its last frame and, on a paged scene, its pages
#: as lines and the page it shows.
SHOWN = """
import json, sys
from pathlib import Path
from app_support import make_app, run_ticks
from game.app.store.recording import Replay

start = sys.argv[1]
app = make_app(**({"replay": Replay.load(Path(start))} if start.endswith(".jsonl") else {"scene": start}))
try:
    run_ticks(app, int(sys.argv[2]) - 1)
    texts = []
    draw = app.ctx.font.draw
    app.ctx.font.draw = lambda surface, text, *args, **kwargs: (texts.append(text), draw(surface, text, *args,
                                                                                          **kwargs))[1]
    run_ticks(app, 1)
    top = app.ctx.scenes.top
    print(json.dumps({"scene": top.name, "texts": texts, "page": getattr(top, "page", None),
                      "screens": getattr(top, "screens", None)}))
finally:
    app.close()
"""


def shown(start: Path | str, ticks: int, home: Path) -> tuple[subprocess.CompletedProcess[str], dict]:
    """The game replaying ``start`` (a path) or in that scene (a name) under a timeout, and what it showed last
    (``SHOWN``)."""
    out = run_script(SHOWN, [str(start), str(ticks)], home, timeout=TIMEOUT)
    return out, json.loads(out.stdout or "{}")


def test_the_bookkeeping_page_in_a_replay_pages_the_books_its_recording_carries(tmp_path: Path,
                                                                              private_home: Path) -> None:
    """The fullest books take 24 pages, counted by hand from ``fullest_books`` and LINES_PER_PAGE (13 lines):
    the meters fill page 1; page 2 holds the totals' 4 lines and 4 of the 100 other entries (2 lines each);
    16 pages hold the other 96, 6 a page; each of the 3 games then takes 2 pages, its heading over 12 of its 13
    rows (a person and 12 opponents) and again over the last."""
    path = recording(tmp_path / "books.jsonl", SavedState(books=fullest_books()),
                     ["operator", "select", *["right"] * 30])  # more turns than pages: it stops on the last
    out, last = shown(path, 4 * REFRESH_TICKS, private_home)
    assert_ran_and_told(out)
    screens = last["screens"]
    assert (last["scene"], len(screens), last["page"]) == ("bookkeeping", 24, 23)
    assert "24/24" in last["texts"]
    top = "1G+   1G+   1G+"
    assert [line.strip() for line in screens[23]] == ["TICTACTOE              S     F     A", f"XKCD                {top}"]
    x = WIDEST_NAME[0]  # the page cuts a game's name to 17 characters and an opponent's to 16
    assert [line.strip() for line in screens[17][-2:]] == [f"0099{x * 13}      S     F     A", f"{x * 16}    {top}"]
    limit = f"1000000000{LIMIT_MARK}"  # the recording's counts, at their bound, not the player's (none)
    assert [line.strip() for line in screens[0][4:6]] == [f"SESSIONS {limit}", f"GAMES {limit}"]
    assert not (private_home / "data" / BOOKS_FILE).exists()  # a replay saves nothing


def test_a_replay_whose_books_are_past_the_cap_is_refused_in_one_line(tmp_path: Path, private_home: Path) -> None:
    path = recording(tmp_path / "books.jsonl", SavedState(books=twelve_thousand_entries()), ["operator", "select"])
    out = run_game("--replay", str(path), "--frames", "30", home=private_home)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.count("\n") == 1 and len(out.stderr) < SHORT, out.stderr
    assert "more than 100 games and opponents this game does not know" in out.stderr


def test_a_replay_whose_menace_box_has_thousands_of_digits_is_refused_in_one_line(tmp_path: Path,
                                                                                  private_home: Path) -> None:
    header = Header(1, "menu", Settings()).to_json()
    header["saved"]["menace"]["boxes"] = {HUGE_KEY: [1] * 9}
    path = tmp_path / "menace.jsonl"
    path.write_text(json.dumps(header) + "\n")
    out = run_game("--replay", str(path), "--frames", "30", home=private_home)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.count("\n") == 1 and len(out.stderr) < SHORT, out.stderr
    assert "is not a canonical position" in out.stderr


SHELF_TOUR = [*["right"] * 12, "switch_view", *["right"] * 12, "select", "right", "back", "switch_view", "down"]


def test_the_matchboxes_shelf_over_the_fullest_menace_live_and_in_a_replay(tmp_path: Path,
                                                                         private_home: Path) -> None:
    path = private_home / "data" / MENACE_FILE_NAME
    write_json_atomic(path, fullest_menace_json())
    content = path.read_bytes()
    out, live = shown("matchboxes", 120, private_home)
    assert_ran_and_told(out)
    assert path.read_bytes() == content  # read, never written
    # The games at their bound (10**12, a trillion); every box learned, as no new box holds a million beads.
    assert live["scene"] == "matchboxes"
    assert {"GAMES: 1T+", "CROSSES' 1ST MOVE: 1 OF 1 LEARNED"} <= set(live["texts"]), live["texts"]
    replay = recording(tmp_path / "shelf.jsonl", SavedState(menace_boxes=fullest_boxes(), menace_games=MAX_GAMES),
                       SHELF_TOUR, scene="matchboxes")
    out, replayed = shown(replay, 120, tmp_path / "elsewhere")  # a home without the file: the recording's boxes
    assert_ran_and_told(out)
    # TAB twice from move 1 is move 3, the crosses' second: Michie's 12 boxes, all learned.
    assert replayed["scene"] == "matchboxes"
    assert {"GAMES: 1T+", "CROSSES' 2ND MOVE: 12 OF 12 LEARNED"} <= set(replayed["texts"]), replayed["texts"]


# -- the pages themselves, in process -------------------------------------------------------------------------


class CountingFont:
    """The app's font, counting the lines drawn."""

    def __init__(self, font) -> None:
        self.font, self.drawn = font, 0

    def draw(self, *args, **kwargs):
        self.drawn += 1
        return self.font.draw(*args, **kwargs)

    def __getattr__(self, name: str):
        return getattr(self.font, name)


def test_the_bookkeeping_page_makes_its_lines_once_and_draws_one_page_a_frame(monkeypatch, private_home: Path) -> None:
    made: list[Books] = []
    real = books_store.books_blocks
    monkeypatch.setattr(books_store, "books_blocks", lambda books, *rest: made.append(books) or real(books, *rest))
    write_json_atomic(private_home / "data" / BOOKS_FILE, BOOKS_FORM.dump(fullest_books(sessions=1)))
    app = make_app(scene="operator")
    try:
        app.dispatch(ActionEvent(Action.SELECT))
        page = app.ctx.scenes.top
        assert page.name == "bookkeeping" and page.pages > 10
        font = CountingFont(app.ctx.font)
        app.ctx.font = font
        most = 0
        for tick in range(3 * REFRESH_TICKS):
            if tick % 7 == 0:
                app.dispatch(ActionEvent(Action.SELECT))  # the next page, wrapping
            font.drawn = 0
            run_ticks(app, 1)  # a tick and a frame
            most = max(most, font.drawn)
    finally:
        app.close()
    assert len(made) == 1  # read again three times, made once: the books did not change
    keys = len(hint_buttons(font.font, page.hint()))  # the hint line's keys are drawn over it, brighter
    assert most <= LINES_PER_PAGE + 3 + keys  # the page's lines, the title, the page number and the hint


def test_the_attract_mode_lists_the_roster_s_records_whatever_else_the_file_holds(private_home: Path) -> None:
    write_json_atomic(private_home / "data" / FAME_FILE, FAME_FORM.dump(fullest_fame()))
    app = make_app(scene="attract")
    try:
        rows = app.ctx.scenes.top.run.fame
    finally:
        app.close()
    assert len(rows) == len(roster_ids()) and all(row.streak == Record("ABC", MAX_STREAK) for row in rows)
