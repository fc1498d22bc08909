"""Fault cases: the machine keeps running, loses nothing it had saved, and tells the player.

Damaged files of every kind the issue names -- truncated, wrong types, huge
values, not JSON at all -- for each file the game keeps: settings.json in
the config folder, stats.json and menace.json in the data folder.  A file
that cannot be used must survive byte for byte as ``NAME.corrupt-N``; a
good file beside it must never be overwritten with defaults; and the player
must be told (a line on screen, the detail on stderr).  Then the devices:
no audio device, no pad, a pad pulled out mid-game; and folders the game
cannot write to.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from app_support import make_app, play_a_game, post, run_ticks, toasts_seen

from game.app.shell.app import App, Options, default_registry
from game.app.shell.toasts import TOAST_TICKS
from game.app.store.settings import SETTINGS_FILE, Settings
from game.cabinet.bookkeeping import BOOKS_FORM, Books
from game.cabinet.hall_of_fame import FAME_FORM, HallOfFame, Kind, Record
from game.opponents.menace import box_keys
from game.files.paths import BOOKS_FILE, FAME_FILE
from game.opponents.menace_store import MENACE_FILE_NAME, MenaceStore, boxes_to_json
from game.records.stats import STATS_FILE, Stats, StatsChanges, load_stats, save_stats, stats_to_json
from game.files.storage import write_json_atomic

ROOT = Path(__file__).resolve().parent.parent

#: Damaged contents every file is tried with: what each is, and its bytes.
DAMAGED = {
    "truncated": b'{"version": 1, "tallies": {"perfect": {"wins": 0, "dra',
    "empty": b"",
    "not-json": b"\x89PNG\r\n\x1a\n\x00\x00 not a settings file at all",
    "not-text": b"\xff\xfe\x00\xd8garbage",
    "null": b"null",
    "a-list": b"[1, 2, 3]",
    "a-number-too-long-to-read": b'{"volume": ' + b"9" * 5000 + b"}",
    "nested-too-deep": b"[" * 100_000 + b"]" * 100_000,
}
#: Valid JSON objects with wrong types or huge values, per file.
BAD_VALUES = {
    SETTINGS_FILE: {
        "wrong-types": b'{"volume": "loud", "crt": "yes", "theme": 3, "opponent": ["perfect"]}',
        "huge-values": b'{"volume": 1e999, "attract_idle_seconds": 100000000000000000000000000000}',
    },
    STATS_FILE: {
        "wrong-types": b'{"version": 1, "tallies": {"perfect": {"wins": "3", "draws": 1, "losses": 0}}}',
        "huge-values": b'{"version": 1, "tallies": {"perfect": {"wins": 1e999, "draws": 99999999999999999999, '
                       b'"losses": 0}}}',
    },
    MENACE_FILE_NAME: {
        "wrong-types": b'{"format": "tictactoe-magic/menace", "version": 1, "games": "12", "boxes": {}}',
        "huge-values": b'{"format": "tictactoe-magic/menace", "version": 1, "games": 1, '
                       b'"boxes": {"0": [99999999999999, 1, 1, 1, 1, 1, 1, 1, 1]}}',
    },
}


def cases(name: str) -> list:
    """Every damaged content for one file, as pytest parameters."""
    contents = {**DAMAGED, **BAD_VALUES[name]}
    return [pytest.param(content, id=kind) for kind, content in contents.items()]


#: Two games' results, as a copy of the game saves them.
GOOD_CHANGES = StatsChanges((("perfect", 0), ("random", 1)))


def good_stats() -> Stats:
    return GOOD_CHANGES.apply(Stats())


def write_good_files(home: Path) -> dict[Path, bytes]:
    """A player's good saved files: settings, stats, MENACE; their bytes by path."""
    write_json_atomic(home / "config" / SETTINGS_FILE, Settings(crt=False, volume=0.3).to_json())
    write_json_atomic(home / "data" / STATS_FILE, stats_to_json(good_stats()))
    write_json_atomic(home / "data" / MENACE_FILE_NAME, boxes_to_json({0: (1, 1, 0, 0, 1, 0, 0, 0, 0)}, 1))
    return {path: path.read_bytes() for path in (home / "config" / SETTINGS_FILE, home / "data" / STATS_FILE,
                                                  home / "data" / MENACE_FILE_NAME)}


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.corrupt-*"))


# -- damaged settings: at start-up, in the real app ------------------------------------------


@pytest.mark.parametrize("content", cases(SETTINGS_FILE))
def test_a_damaged_settings_file_is_kept_told_and_the_others_left_alone(private_home: Path, content: bytes,
                                                                        capsys) -> None:
    saved = write_good_files(private_home)
    settings_path = private_home / "config" / SETTINGS_FILE
    settings_path.write_bytes(content)
    app = make_app(scene="menu")
    try:
        seen = toasts_seen(app, 2 * TOAST_TICKS)
        app.ctx.settings.update(sound=False)  # saving works again, and loses nothing
        run_ticks(app, 10)
    finally:
        app.close()
    assert any("SETTINGS" in line for line in seen), seen
    assert "settings.json" in capsys.readouterr().err
    [backup] = backups(settings_path)
    assert backup.read_bytes() == content  # kept byte for byte
    assert json.loads(settings_path.read_text())["sound"] is False
    for path, data in saved.items():
        if path != settings_path:
            assert path.read_bytes() == data, path  # the good files were never touched


def test_the_command_line_says_it_in_one_line_and_runs_on(private_home: Path) -> None:
    path = private_home / "config" / SETTINGS_FILE
    path.parent.mkdir(parents=True)
    path.write_bytes(DAMAGED["truncated"])
    # A child, python -m game as the player starts it: the message reaches a real stderr through the entry point.
    out = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "30"], capture_output=True,
                         text=True, cwd=ROOT, env={**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)},
                         timeout=120)
    assert out.returncode == 0
    [line] = out.stderr.splitlines()
    assert line.startswith("tictactoe-magic: ") and "settings.json" in line and "corrupt-1" in line
    assert "Traceback" not in out.stderr


# -- damaged stats and MENACE files -------------------------------------------------------------


@pytest.mark.parametrize("content", cases(STATS_FILE))
def test_a_damaged_stats_file_is_kept_and_reported(tmp_path: Path, content: bytes) -> None:
    (tmp_path / STATS_FILE).write_bytes(content)
    stats, problem = load_stats(tmp_path)
    assert stats == Stats() and problem and STATS_FILE in problem
    [backup] = backups(tmp_path / STATS_FILE)
    assert backup.read_bytes() == content
    assert save_stats(tmp_path, GOOD_CHANGES).state == good_stats()
    assert load_stats(tmp_path) == (good_stats(), None)
    assert backup.read_bytes() == content  # saving afresh left the backup alone


@pytest.mark.parametrize("content", cases(MENACE_FILE_NAME))
def test_a_damaged_menace_file_is_kept_and_reported(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / MENACE_FILE_NAME
    path.write_bytes(content)
    loaded = MenaceStore(path).load(box_keys())
    assert not loaded.boxes and loaded.games == 0
    assert loaded.problem and MENACE_FILE_NAME in loaded.problem
    [backup] = backups(path)
    assert backup.read_bytes() == content


def undrawn(app: App) -> App:
    """``app``, its ticks stepped without drawing: these tests read what it says and saves, never a picture."""
    app.frame = lambda: False  # type: ignore[method-assign]
    return app


def a_game_against(home: Path, opponent: str, monkeypatch: pytest.MonkeyPatch | None = None,
                   unwritable: str = "data") -> list[str]:
    """One game of TicTacToe against ``opponent`` (``home / unwritable`` unwritable if ``monkeypatch``); the messages."""
    write_json_atomic(home / "config" / SETTINGS_FILE, Settings(opponent=opponent).to_json())
    if monkeypatch is not None:
        refuse_writes_under(home / unwritable, monkeypatch)
    app = undrawn(make_app(scene="tictactoe"))
    try:
        seen = play_a_game(app)
        assert app.ctx.scenes.top.name == "tictactoe"  # and it plays on
    finally:
        app.close()
    return seen


@pytest.mark.parametrize("content", cases(STATS_FILE))
def test_a_damaged_stats_file_in_a_game_is_kept_told_and_a_new_tally_saved(private_home: Path, content: bytes,
                                                                          capsys) -> None:
    saved = write_good_files(private_home)
    stats_path = private_home / "data" / STATS_FILE
    stats_path.write_bytes(content)
    assert "RESULTS FILE UNREADABLE: STARTING AFRESH" in a_game_against(private_home, "perfect")
    assert STATS_FILE in capsys.readouterr().err
    [backup] = backups(stats_path)
    assert backup.read_bytes() == content
    stats, problem = load_stats(private_home / "data")
    tally = stats.tally("perfect")
    assert problem is None and tally.wins + tally.draws + tally.losses == 1  # a new tally, this game in it
    menace = private_home / "data" / MENACE_FILE_NAME
    assert menace.read_bytes() == saved[menace]


@pytest.mark.parametrize("content", cases(MENACE_FILE_NAME))
def test_a_damaged_menace_file_in_a_game_is_kept_and_told(private_home: Path, content: bytes, capsys) -> None:
    saved = write_good_files(private_home)
    menace_path = private_home / "data" / MENACE_FILE_NAME
    menace_path.write_bytes(content)
    seen = a_game_against(private_home, "menace")
    told = [line for line in seen if "MENACE'S MEMORY" in line]
    assert told, seen  # said once MENACE has read its memory, not blamed on saving
    assert not any("CANNOT SAVE" in line for line in told)
    assert MENACE_FILE_NAME in capsys.readouterr().err
    [backup] = backups(menace_path)
    assert backup.read_bytes() == content
    stats = private_home / "data" / STATS_FILE
    assert stats.read_bytes() != saved[stats]  # the game was counted ...
    assert load_stats(private_home / "data")[1] is None  # ... in a good file


# -- folders that cannot be written ---------------------------------------------------------------


def refuse_writes_under(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every new file under ``folder`` fail as a read-only folder would (root ignores chmod)."""
    import game.files.storage

    real = game.files.storage.tempfile.mkstemp

    def mkstemp(*args, dir=None, **kwargs):
        if dir is not None and Path(dir).resolve().is_relative_to(folder.resolve()):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(dir))
        return real(*args, dir=dir, **kwargs)

    monkeypatch.setattr(game.files.storage.tempfile, "mkstemp", mkstemp)


def test_an_unwritable_config_folder_keeps_the_saved_settings_and_says_so(private_home: Path, monkeypatch,
                                                                          capsys) -> None:
    saved = write_good_files(private_home)
    refuse_writes_under(private_home / "config", monkeypatch)
    app = make_app(scene="menu")
    try:
        assert app.ctx.config.volume == 0.3  # the saved settings were read
        app.ctx.settings.update(volume=0.9)
        run_ticks(app, 30)
        app.ctx.settings.update(volume=0.5)  # said once, not at every change
        seen = toasts_seen(app, 2 * TOAST_TICKS)
        assert app.ctx.config.volume == 0.5  # changes still apply for this session
    finally:
        app.close()
    assert seen == ["CANNOT SAVE SETTINGS: CHANGES LAST UNTIL YOU QUIT"]
    assert capsys.readouterr().err.count("cannot save") == 1
    assert {path: path.read_bytes() for path in saved} == saved


def test_an_unwritable_data_folder_in_a_game_keeps_the_saved_results_and_says_so(private_home: Path,
                                                                                 monkeypatch) -> None:
    saved = write_good_files(private_home)
    seen = a_game_against(private_home, "perfect", monkeypatch)
    assert seen.count("CANNOT SAVE RESULTS: KEPT UNTIL YOU QUIT") == 1
    for path, data in saved.items():
        if path.parent.name == "data":
            assert path.read_bytes() == data


def test_an_unwritable_data_folder_is_told_once_a_session_not_once_a_match(private_home: Path, monkeypatch) -> None:
    saved = write_good_files(private_home)
    write_json_atomic(private_home / "config" / SETTINGS_FILE, Settings(opponent="menace").to_json())
    refuse_writes_under(private_home / "data", monkeypatch)
    app = undrawn(make_app(scene="menu"))
    told: list[str] = []
    show = app.ctx.toasts.show
    app.ctx.toasts.show = lambda text: (told.append(text), show(text))
    try:
        for _ in range(3):  # three matches, each in its own game scene
            app.ctx.scenes.push(app.registry.create("tictactoe"))
            play_a_game(app)
            menace = app.ctx.scenes.top.match.opponents[1]
            assert menace.games == 2  # each match's MENACE still reads the saved boxes (1 game), then learns one
            app.ctx.scenes.pop()
    finally:
        app.close()
    assert told.count("CANNOT SAVE RESULTS: KEPT UNTIL YOU QUIT") == 1, told
    assert len([line for line in told if line.startswith("MENACE'S MEMORY: CANNOT SAVE")]) == 1, told
    assert {path: path.read_bytes() for path in saved if path.parent.name == "data"} == {
        path: data for path, data in saved.items() if path.parent.name == "data"}


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere; the test above covers it")
def test_a_read_only_config_folder_for_real(private_home: Path) -> None:
    saved = write_good_files(private_home)
    folder = private_home / "config"
    folder.chmod(0o500)
    try:
        app = make_app(scene="menu")
        try:
            app.ctx.settings.update(crt=True)
            assert toasts_seen(app, 30) == ["CANNOT SAVE SETTINGS: CHANGES LAST UNTIL YOU QUIT"]
        finally:
            app.close()
    finally:
        folder.chmod(0o700)
    assert {path: path.read_bytes() for path in saved} == saved


def test_an_unwritable_data_folder_keeps_the_saved_stats(private_home: Path, monkeypatch) -> None:
    saved = write_good_files(private_home)
    refuse_writes_under(private_home / "data", monkeypatch)
    result = save_stats(private_home / "data", StatsChanges((("perfect", -1),)))
    assert result.state is None and result.stopped and "not being saved" in (result.problem or "")
    menace = MenaceStore(private_home / "data" / MENACE_FILE_NAME)
    opening = (2, 2, 0, 0, 2, 0, 0, 0, 0)  # corner, edge and centre: the empty board's three move classes
    assert "cannot save" in (menace.update(lambda boxes, games: ({0: opening}, 2), box_keys()).problem or "")
    assert {path: path.read_bytes() for path in saved} == saved


def test_every_kept_file_in_an_unwritable_folder_is_left_as_it_was(private_home: Path, monkeypatch) -> None:
    """A session with a game to its end, both folders unwritable: none of the five files changes by a byte."""
    write_good_files(private_home)
    write_json_atomic(private_home / "config" / SETTINGS_FILE, Settings(opponent="random").to_json())
    data = private_home / "data"
    write_json_atomic(data / BOOKS_FILE, BOOKS_FORM.dump(Books(sessions=2, attract_runs=1)))
    fame = HallOfFame().with_record("random", Kind.STREAK, Record("ABC", 4))
    write_json_atomic(data / FAME_FILE, FAME_FORM.dump(fame))
    saved = {path: path.read_bytes() for folder in ("config", "data") for path in (private_home / folder).iterdir()}
    assert len(saved) == 5
    seen = a_game_against(private_home, "random", monkeypatch, unwritable="")  # the same settings, written again
    assert any("CANNOT SAVE" in line for line in seen)
    assert {path: path.read_bytes() for path in saved} == saved


# -- devices -----------------------------------------------------------------------------------------


def test_no_audio_device_plays_on_silently_and_says_so(monkeypatch, capsys) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    app = App(Options(scene="menu", seed=1, window_size=(320, 180)), default_registry())
    try:
        seen = toasts_seen(app, 10)
        app.ctx.scenes.push(app.registry.create("settings"))
        run_ticks(app, 600)
    finally:
        app.close()
    assert seen == ["NO SOUND DEVICE: PLAYING SILENT"]
    assert capsys.readouterr().err.count("no sound device") == 1


def pausable_scenes() -> list[str]:
    registry = default_registry()
    return [name for name in registry.names() if registry.create(name).pausable]


@pytest.mark.parametrize("scene", pausable_scenes())
def test_pulling_a_pad_out_mid_game_pauses_and_says_so(scene: str) -> None:
    app = make_app(scene=scene)
    try:
        run_ticks(app, 5)
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=70, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        run_ticks(app, 2)
        post(pygame.CONTROLLERDEVICEREMOVED, instance_id=70)
        seen = toasts_seen(app, 5)
        assert app.ctx.scenes.names()[-2:] == [scene, "pause"]
        assert "PAD 1 DISCONNECTED" in seen
    finally:
        app.close()


def test_with_no_pad_at_all_the_keyboard_plays(private_home: Path) -> None:
    app = make_app(scene="menu")
    try:
        assert list(app.input.pads) == []
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        run_ticks(app, 2)
        assert app.ctx.scenes.top.list.index == 1
    finally:
        app.close()
