"""Nothing saved is ever lost: unreadable files, pipes and folders in a file's place, two copies at once.

Each case runs a real copy of the game (``kept_files_driver.py``): in the
test process where one copy plays alone, as a child process where the
process is what is tested.  Where permissions matter the child runs without
the powers that let root read and write anything (``setpriv`` drops
CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH), so a ``chmod 000`` means to it
what it means to a player; two copies at once are two children.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from app_support import make_app, play_a_game
from process_state import run_driver, unchanged_process  # noqa: F401  (a fixture, by name below)

from game.app.store.session_records import UNREADABLE_RESULTS
from game.app.store.settings import SETTINGS_FILE, UNREADABLE_SCREEN, Settings, SettingsStore, load_settings
from game.engine import Mark
from game.opponents import make_opponent
from game.opponents.menace import MenacePlayer, box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MenaceStore, boxes_to_json
from game.opponents.menace_training import play_game
from game.messages.quoting import QUOTE_CHARS
from game.records.stats import STATS_FILE, Stats, StatsChanges, load_stats, save_stats, stats_to_json
from game.files.storage import KeptFile, locked, remove_leftovers, write_json_atomic

TESTS = Path(__file__).resolve().parent
DRIVER = TESTS / "kept_files_driver.py"
SETPRIV = shutil.which("setpriv")
#: Run a child as root without root's power over file permissions.
NO_DAC = [SETPRIV or "setpriv", "--inh-caps=-all", "--bounding-set=-dac_override,-dac_read_search"]
CHILD_TIMEOUT = 120  # seconds; a child that waits on a pipe forever fails the test instead of hanging it

#: Where each kept file lives under the home folder.
FILES = {SETTINGS_FILE: "config", STATS_FILE: "data", MENACE_FILE_NAME: "data"}


def copy_of_the_game(home: Path, *args: str, unprivileged: bool = False) -> subprocess.Popen:
    """Start one copy of the game on ``home`` (see the driver for ``args``)."""
    prefix = NO_DAC if unprivileged and os.geteuid() == 0 else []
    env = {**os.environ, "TICTACTOE_MAGIC_HOME": str(home), "PYTHONPATH": str(TESTS)}
    return subprocess.Popen([*prefix, sys.executable, str(DRIVER), *args], cwd=TESTS, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(child: subprocess.Popen) -> tuple[list[str], str]:
    """Wait for a copy to end (failing the test if it hangs); the messages it showed and its stderr."""
    try:
        out, err = child.communicate(timeout=CHILD_TIMEOUT)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        pytest.fail("the game hung")
    assert child.returncode == 0, err
    assert "Traceback" not in err
    return [line for line in out.splitlines() if line], err


def one_copy(home: Path, *args: str) -> tuple[list[str], str]:
    """One copy of the game playing alone on ``home``, in process: the messages it showed and its stderr."""
    out = run_driver(args, home, timeout=CHILD_TIMEOUT)
    assert "Traceback" not in out.stderr
    return [line for line in out.stdout.splitlines() if line], out.stderr


def saved_files(home: Path) -> dict[str, Path]:
    """Good saved files for all three: settings, two games' stats, a MENACE box; their paths by name."""
    paths = {name: home / folder / name for name, folder in FILES.items()}
    write_json_atomic(paths[SETTINGS_FILE], Settings(opponent="menace", volume=0.3).to_json())
    write_json_atomic(paths[STATS_FILE], stats_to_json(StatsChanges((("menace", 1), ("perfect", 0))).apply(Stats())))
    write_json_atomic(paths[MENACE_FILE_NAME], boxes_to_json({0: (1, 1, 0, 0, 1, 0, 0, 0, 0)}, 1))
    return paths


def game_args(name: str) -> list[str]:
    """What a copy does to touch ``name``: a settings change, or finished games against MENACE."""
    return ["--volume", "0.9"] if name == SETTINGS_FILE else ["--opponent", "menace", "--games", "2"]


# -- files that cannot be read -------------------------------------------------------------------


def permissions_bind_a_child() -> bool:
    """Whether a child process is bound by file permissions: not root, or root that setpriv can strip."""
    if os.geteuid() != 0:
        return True
    return SETPRIV is not None and subprocess.run([*NO_DAC, "true"], capture_output=True).returncode == 0


# Each case is a child without root's powers.  Every day the settings' (a start, no games) checks that such a child
# is told once and nothing is set aside; the results' and MENACE's, two games each, are long.
@pytest.mark.skipif(not permissions_bind_a_child(), reason="root, and setpriv (util-linux) is missing or refused")
@pytest.mark.parametrize("name", [name if name == SETTINGS_FILE else pytest.param(name, marks=pytest.mark.long)
                                  for name in FILES])
def test_a_file_without_read_permission_is_left_byte_for_byte_and_the_player_told_once(tmp_path: Path,
                                                                                      name: str) -> None:
    home = tmp_path / "home"
    path = saved_files(home)[name]
    before = path.read_bytes()
    path.chmod(0)
    shown, err = finish(copy_of_the_game(home, *game_args(name), unprivileged=True))
    path.chmod(0o600)
    assert path.read_bytes() == before
    told = [line for line in err.splitlines() if name in line]
    assert len(told) == 1 and "Permission denied" in told[0], err
    assert not list(path.parent.glob(f"{name}.corrupt-*"))  # unreadable is not damaged: nothing set aside
    # The screen speaks in capitals, but names the file as it is spelled on disk, so it can be typed.
    menace_said = told[0].removeprefix("tictactoe-magic: ").upper().replace(str(path).upper(), str(path))
    on_screen = {SETTINGS_FILE: UNREADABLE_SCREEN, STATS_FILE: UNREADABLE_RESULTS, MENACE_FILE_NAME: menace_said}[name]
    assert shown.count(on_screen) == 1, shown


@pytest.mark.usefixtures("unchanged_process")
@pytest.mark.parametrize("kind", ["fifo", "folder"])
@pytest.mark.parametrize("name", FILES)
def test_a_pipe_or_folder_in_place_of_a_file_neither_hangs_the_game_nor_is_replaced(tmp_path: Path, name: str,
                                                                                     kind: str) -> None:
    home = tmp_path / "home"
    path = saved_files(home)[name]
    path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    shown, err = one_copy(home, *game_args(name))
    assert stat.S_ISFIFO(path.stat().st_mode) if kind == "fifo" else path.is_dir()
    told = [line for line in err.splitlines() if name in line]
    assert len(told) == 1 and "not a regular file" in told[0], err
    assert shown, "the player was told nothing"


# -- two copies at once --------------------------------------------------------------------------


# Two children at once.  Every day against MENACE, whose games count in the results and in its boxes both; the
# results alone, against perfect, are long.
@pytest.mark.parametrize("opponent", [pytest.param("perfect", marks=pytest.mark.long), "menace"])
def test_two_copies_on_one_home_count_every_game(tmp_path: Path, opponent: str) -> None:
    home = tmp_path / "home"
    write_json_atomic(home / "config" / SETTINGS_FILE, Settings(opponent=opponent).to_json())
    games = 4
    copies = [copy_of_the_game(home, "--opponent", opponent, "--games", str(games), "--pause", "0.05",
                               "--seed", str(seed)) for seed in (1, 2)]
    for child in copies:
        shown, _ = finish(child)
        assert not any("CANNOT SAVE" in line for line in shown), shown
    stats, problem = load_stats(home / "data")
    tally = stats.tally(opponent)
    assert problem is None and tally.wins + tally.draws + tally.losses == 2 * games
    if opponent == "menace":
        assert MenaceStore(home / "data" / MENACE_FILE_NAME).load(box_keys()).games == 2 * games


def test_a_save_merges_onto_what_another_copy_saved_and_shows_it(private_home: Path) -> None:
    data = private_home / "data"
    write_json_atomic(private_home / "config" / SETTINGS_FILE, Settings(opponent="perfect").to_json())
    app = make_app(scene="tictactoe")
    app.frame = lambda: False  # type: ignore[method-assign]  # ticks without drawing: the tally is read, not a picture
    try:
        play_a_game(app)
        # Meanwhile another copy counts three games of its own.
        assert save_stats(data, StatsChanges((("perfect", 1), ("perfect", 1), ("random", -1)))).state
        app.ctx.scenes.replace(app.registry.create("tictactoe"))
        play_a_game(app)
        shown = app.ctx.records.tally("perfect")
    finally:
        app.close()
    on_disk = load_stats(data)[0]
    assert on_disk.tally("perfect").wins + on_disk.tally("perfect").draws + on_disk.tally("perfect").losses == 4
    assert on_disk.tally("random").losses == 1
    assert shown == on_disk.tally("perfect")  # the panel shows the other copy's games too


def test_menace_merges_its_lessons_onto_the_boxes_on_disk(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    one, two = MenacePlayer(MenaceStore(path)), MenacePlayer(MenaceStore(path))
    alone = MenacePlayer()
    first = play_game(one, make_opponent("random"), random.Random(1))
    second = play_game(two, make_opponent("random"), random.Random(2))
    assert one.boxes == two.boxes == {}  # both read the same (absent) file first
    one.game_over(first, Mark.X)
    two.game_over(second, Mark.X)
    alone.learn(first, Mark.X)
    alone.learn(second, Mark.X)
    on_disk = MenaceStore(path).load(box_keys())
    assert on_disk.games == 2 and dict(on_disk.boxes) == alone.boxes  # both games' lessons, as if played in turn
    assert two.boxes == alone.boxes and two.games == 2  # and the copy that saved last plays from the merge


def test_settings_merge_only_the_fields_each_copy_changed(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    write_json_atomic(path, Settings(volume=0.3).to_json())
    one = SettingsStore(load_settings(path)[0], KeptFile(path), [].append)
    two = SettingsStore(load_settings(path)[0], KeptFile(path), [].append)
    one.update(volume=0.9)
    two.update(crt=False)
    assert load_settings(path)[0] == Settings(volume=0.9, crt=False)
    assert two.current == Settings(volume=0.9, crt=False)  # the other copy's change is taken up


def test_a_held_lock_gives_up_with_a_message_and_the_changes_wait(tmp_path: Path) -> None:
    with locked(tmp_path / STATS_FILE):
        started = time.monotonic()
        busy = save_stats(tmp_path, StatsChanges((("perfect", 1),)))
        waited = time.monotonic() - started
    assert busy.state is None and not busy.stopped and "another copy of the game holds the lock" in (busy.problem or "")
    assert 1.5 < waited < 10
    assert save_stats(tmp_path, StatsChanges((("perfect", 1),))).state == Stats().with_result("perfect", 1)


# -- smaller rules -------------------------------------------------------------------------------


@pytest.mark.usefixtures("unchanged_process")
def test_a_save_keeps_the_file_s_permissions(private_home: Path) -> None:
    paths = saved_files(private_home)
    for path in paths.values():
        path.chmod(0o640)
    shown, _ = one_copy(private_home, "--opponent", "menace", "--games", "1", "--volume", "0.8")
    for path in paths.values():
        assert stat.S_IMODE(path.stat().st_mode) == 0o640, path
    assert load_settings(paths[SETTINGS_FILE])[0].volume == 0.8  # it was saved, not skipped


@pytest.mark.usefixtures("unchanged_process")
def test_temporary_files_of_a_killed_save_are_removed_at_the_next_start(private_home: Path) -> None:
    paths = saved_files(private_home)
    leftovers = [path.with_name(f".{path.name}.k1ll3d.tmp") for path in paths.values()]
    for leftover in leftovers:
        leftover.write_text("half a save")
    others = private_home / "data" / ".screenshot.png.tmp"
    others.write_text("not ours")
    one_copy(private_home, "--opponent", "menace", "--games", "1")
    assert [leftover for leftover in leftovers if leftover.exists()] == []
    assert others.exists()


def test_leftovers_go_at_start_up_before_any_game(private_home: Path) -> None:
    paths = saved_files(private_home)
    leftovers = [path.with_name(f".{path.name}.k1ll3d.tmp") for path in paths.values()]
    for leftover in leftovers:
        leftover.write_text("half a save")
    out = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "1"], capture_output=True,
                         text=True, env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)},
                         timeout=CHILD_TIMEOUT)
    assert out.returncode == 0, out.stderr
    assert [leftover for leftover in leftovers if leftover.exists()] == []


def test_a_live_copy_s_save_in_flight_is_not_removed(tmp_path: Path, monkeypatch) -> None:
    # The lock is held throughout, so how long remove_leftovers waits for it before giving up changes nothing here.
    monkeypatch.setattr("game.files.storage.LOCK_WAIT_SECONDS", 0.1)
    path = tmp_path / STATS_FILE
    in_flight = tmp_path / f".{STATS_FILE}.liv3.tmp"
    in_flight.write_text("being written")
    with locked(path):  # the other copy is saving
        remove_leftovers(path)
    assert in_flight.exists()
    remove_leftovers(path)
    assert not in_flight.exists()


@pytest.mark.usefixtures("unchanged_process")
def test_a_symlink_within_the_folder_is_followed_and_kept(private_home: Path) -> None:
    folder = private_home / "config"
    real = folder / "profiles" / SETTINGS_FILE
    write_json_atomic(real, Settings(volume=0.3).to_json())
    link = folder / SETTINGS_FILE
    link.symlink_to(real)
    one_copy(private_home, "--volume", "0.6")
    assert link.is_symlink() and json.loads(real.read_text())["volume"] == 0.6


@pytest.mark.usefixtures("unchanged_process")
def test_a_symlink_out_of_the_folder_is_never_written_through(private_home: Path) -> None:
    elsewhere = private_home / "elsewhere" / SETTINGS_FILE
    write_json_atomic(elsewhere, Settings(volume=0.3).to_json())
    before = elsewhere.read_bytes()
    link = private_home / "config" / SETTINGS_FILE
    link.parent.mkdir(parents=True)
    link.symlink_to(elsewhere)
    _, err = one_copy(private_home, "--volume", "0.6")
    assert link.is_symlink() and os.readlink(link) == str(elsewhere)
    assert elsewhere.read_bytes() == before
    assert err.count("a link out of the game's folder") == 1, err  # told once


def test_messages_quote_only_a_short_prefix_of_bad_input(tmp_path: Path) -> None:
    huge = "k" * 500_000  # within a kept file's bytes (a bigger file is set aside unread), far past a name's length
    (tmp_path / STATS_FILE).write_text(json.dumps({"version": 1, "tallies": {huge: {"wins": "x"}}}))
    _, problem = load_stats(tmp_path)
    assert problem and "the name 'kkk" in problem and "..." in problem and len(problem) < 400
    settings = tmp_path / SETTINGS_FILE
    settings.write_text(json.dumps({"opponent": huge, "volume": [huge]}))
    _, [notice] = load_settings(settings)
    assert len(notice.detail) < 600 and "..." in notice.detail
    menace = tmp_path / MENACE_FILE_NAME
    menace.write_text(json.dumps({**boxes_to_json({}, 0), "boxes": {huge: [1] * 9}}))
    problem = MenaceStore(menace).load(box_keys()).problem
    assert problem and len(problem) < 400 and "..." in problem and "k" * QUOTE_CHARS not in problem


def test_a_session_only_value_is_not_saved_by_another_change(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    write_json_atomic(path, Settings(fullscreen=False).to_json())
    store = SettingsStore(Settings(fullscreen=True), KeptFile(path), [].append, frozenset({"fullscreen"}))
    store.update(volume=0.2)
    assert load_settings(path)[0] == Settings(volume=0.2) and store.current.fullscreen  # --fullscreen: this run only
    store.update(fullscreen=False)
    store.update(fullscreen=True)  # toggled by the player: now it is theirs to keep
    assert load_settings(path)[0] == Settings(volume=0.2, fullscreen=True)
