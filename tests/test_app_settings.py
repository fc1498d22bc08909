"""Settings: validated on load, written atomically, corrupt files kept, unwritable folders survived."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from app_support import make_app, run_ticks

from game.app.audio.sounds import Sfx
from game.app.render.motion import Motion
from game.values.theme import Theme
from game.app.store.settings import Notice, Settings, SettingsError, SettingsStore, load_settings
from game.values.seats import FirstPlayer
from game.opponents import roster_ids
from game.files.storage import KeptFile


def test_defaults_are_valid_and_round_trip(tmp_path: Path) -> None:
    settings = Settings(volume=0.3, theme=Theme.GREEN_BLUE, first_player=FirstPlayer.ALTERNATE,
                        opponent=roster_ids()[-1], attract_idle_seconds=120, menace_resigns=False)
    path = tmp_path / "settings.json"
    store = SettingsStore(Settings(), KeptFile(path), [].append)
    store.update(**{f: getattr(settings, f) for f in ("volume", "theme", "first_player", "opponent",
                                                       "attract_idle_seconds", "menace_resigns")})
    assert load_settings(path) == (settings, [])
    assert json.loads(path.read_text())["menace_resigns"] is False
    assert Settings().opponent == roster_ids()[0] and Settings().menace_resigns is True


@pytest.mark.parametrize("field, value", [
    ("volume", 1.5), ("volume", True), ("sound", "yes"), ("theme", "pink"), ("opponent", "hal9000"),
    ("first_player", "nobody"), ("attract_idle_seconds", 3601), ("attract_idle_seconds", 2.5),
    ("menace_resigns", 1), ("menace_resigns", "on"),
])
def test_invalid_values_are_refused(field: str, value) -> None:
    with pytest.raises(SettingsError):
        Settings(**{field: value})


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.json") == (Settings(), [])


def test_bad_fields_reset_good_fields_kept_and_the_file_copied_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    original = json.dumps({"volume": 7, "crt": False, "opponent": "hal9000", "theme": "green-blue", "extra": 1,
                           "menace_resigns": "yes"})
    path.write_text(original)
    settings, notices = load_settings(path)
    assert settings == Settings(crt=False, theme=Theme.GREEN_BLUE)
    [notice] = notices
    assert notice.screen == "SETTINGS RESET TO DEFAULT: VOLUME, OPPONENT, MENACE RESIGNS"
    assert "hal9000" in notice.detail and "settings.json.corrupt-1" in notice.detail
    assert (tmp_path / "settings.json.corrupt-1").read_text() == original


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", "\udcff"])
def test_corrupt_file_is_kept_as_a_backup_and_defaults_used(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    settings, [notice] = load_settings(path)
    assert settings == Settings()
    assert notice.screen == "SETTINGS FILE UNREADABLE: KEPT A BACKUP, USING DEFAULTS"
    assert not path.exists() and (tmp_path / "settings.json.corrupt-1").exists()


def test_corrupt_file_at_start_up_is_shown_to_the_player(private_home: Path, capsys) -> None:
    (private_home / "config").mkdir(parents=True)
    (private_home / "config" / "settings.json").write_text("{oops")
    app = make_app(scene="menu")
    try:
        run_ticks(app, 1)
        assert app.ctx.toasts.current == "SETTINGS FILE UNREADABLE: KEPT A BACKUP, USING DEFAULTS"
        assert "settings.json was unusable" in capsys.readouterr().err
        app.ctx.settings.update(crt=False)  # and saving works again afterwards
        assert json.loads((private_home / "config" / "settings.json").read_text())["crt"] is False
    finally:
        app.close()


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_folder_runs_without_saving_and_says_so_once(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    told: list[Notice] = []
    try:
        store = SettingsStore(Settings(), KeptFile(folder / "settings.json"), told.append)
        store.update(volume=0.2)
        store.update(volume=0.4)
    finally:
        folder.chmod(0o700)
    assert store.current.volume == 0.4 and not store.saving
    assert [n.screen for n in told] == ["CANNOT SAVE SETTINGS: CHANGES LAST UNTIL YOU QUIT"]


def test_a_file_in_the_way_of_the_folder_runs_without_saving(private_home: Path) -> None:
    private_home.mkdir(parents=True)
    (private_home / "config").write_text("not a folder")
    app = make_app(scene="menu")
    try:
        run_ticks(app, 1)
        assert app.ctx.toasts.current is None  # no settings file can be there: nothing to read, nothing lost
        app.ctx.settings.update(sound=False)
        run_ticks(app, 1)
        assert app.ctx.toasts.current == "CANNOT SAVE SETTINGS: CHANGES LAST UNTIL YOU QUIT"
        assert app.ctx.config.sound is False and not app.ctx.settings.saving  # the change still applies
    finally:
        app.close()
    assert (private_home / "config").read_text() == "not a folder"


def test_observers_hear_each_change_once(tmp_path: Path) -> None:
    seen = []
    store = SettingsStore(Settings(), None, [].append)
    store.observe(lambda old, new: seen.append((old.crt, new.crt)))
    store.update(crt=False)
    store.update(crt=False)
    assert seen == [(True, False)]


def test_no_audio_device_means_silence_said_once(monkeypatch, capsys) -> None:
    from app_support import probe_registry

    from game.app.shell.app import App, Options

    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    app = App(Options(scene="menu", seed=1, window_size=(320, 180)), probe_registry())
    try:
        run_ticks(app, 1)
        assert app.ctx.toasts.current == "NO SOUND DEVICE: PLAYING SILENT"
        app.ctx.settings.update(sound=False)
        app.ctx.settings.update(sound=True)  # trying again fails again, quietly
        app.ctx.audio.play(Sfx.SELECT)
        assert capsys.readouterr().err.count("no sound device") == 1
    finally:
        app.close()


def test_a_file_from_before_michies_rule_was_the_default_reads_its_refill_as_the_new_default() -> None:
    # Version 1 wrote REFILL (false) into every file as the default; nobody had to choose it.
    assert Settings.from_json({"version": 1, "menace_resigns": False})[0].menace_resigns is True
    assert Settings.from_json({"menace_resigns": False})[0].menace_resigns is True
    # From version 2 on, REFILL in a file was chosen, and stays.
    assert Settings.from_json({"version": 2, "menace_resigns": False})[0].menace_resigns is False
    assert Settings.from_json(Settings(menace_resigns=False).to_json())[0].menace_resigns is False
    assert Settings.from_json({"version": 1, "volume": 0.3})[0].volume == 0.3  # the rest is read as before


@pytest.mark.parametrize("saved, motion", [(True, Motion.NONE), (False, Motion.FULL)])
def test_a_file_from_before_motion_had_slow_keeps_its_reduced_motion_choice(tmp_path: Path, saved: bool,
                                                                           motion: Motion) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 3, "reduced_motion": saved, "crt": False}))
    assert load_settings(path) == (Settings(crt=False, motion=motion), [])
    store = SettingsStore(load_settings(path)[0], KeptFile(path), [].append)
    store.update(volume=0.5)  # any save writes the choice under its new name
    written = json.loads(path.read_text())
    assert written["motion"] == motion.value and "reduced_motion" not in written


def test_a_bad_old_reduced_motion_is_named_and_motion_is_full(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"reduced_motion": "yes"}))
    settings, [notice] = load_settings(path)
    assert settings.motion is Motion.FULL and notice.screen == "SETTINGS RESET TO DEFAULT: REDUCED MOTION"


def test_motion_slow_is_saved_as_slow_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    SettingsStore(Settings(), KeptFile(path), [].append).update(motion=Motion.SLOW)
    assert json.loads(path.read_text())["motion"] == "slow"
    assert load_settings(path)[0].motion is Motion.SLOW
    with pytest.raises(SettingsError):
        Settings(motion="fast")


def test_the_motion_row_steps_full_slow_none_and_its_help_says_what_each_does() -> None:
    from game.app.scenes.settings_scene import ROWS, changed, value_text
    [row] = [row for row in ROWS if row.field == "motion"]
    assert row.label == "MOTION"
    assert all(word in row.about for word in ("FULL:", "SLOW: THREE TIMES SLOWER", "NONE: NOTHING MOVES"))
    seen, settings = [], Settings()
    for _ in range(4):
        seen.append(value_text(settings, "motion"))
        settings = Settings(motion=changed(settings, "motion", +1))
    assert seen == ["FULL", "SLOW", "NONE", "FULL"]
    assert changed(Settings(), "motion", -1) is Motion.NONE
