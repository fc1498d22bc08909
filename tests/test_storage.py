"""Atomic JSON files: round trips, corrupt files kept as backups, unwritable folders reported."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.files import paths
from game.files.storage import StorageError, load_json, set_aside, write_bytes_atomic, write_json_atomic


def test_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "settings.json"
    write_json_atomic(target, {"volume": 0.5})
    assert load_json(target).data == {"volume": 0.5}
    assert [p.name for p in target.parent.iterdir()] == ["settings.json"]  # no temp files left


def test_missing_file_is_not_a_problem(tmp_path: Path) -> None:
    result = load_json(tmp_path / "absent.json")
    assert result.data is None and result.problem is None


@pytest.mark.parametrize("content", [
    b"{\"volume\": 0.5", b"\xff\xfe\x00garbage", b"", b"null",
    b"{\"volume\": " + b"9" * 5000 + b"}",  # Python refuses to convert so long a number
    b"[" * 100_000 + b"]" * 100_000,  # deeper than the parser recurses
], ids=["truncated", "not-text", "empty", "null", "huge-number", "deep-nesting"])
def test_corrupt_file_is_kept_as_backup(tmp_path: Path, content: bytes) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(content)
    result = load_json(target)
    assert result.data is None and result.problem and result.backup
    assert result.backup.read_bytes() == content
    assert not target.exists()
    # A second corrupt file does not overwrite the first backup.
    target.write_bytes(content)
    second = load_json(target)
    assert second.backup != result.backup and result.backup.exists()


def test_set_aside_reports_reason(tmp_path: Path) -> None:
    target = tmp_path / "stats.json"
    target.write_text("[]")
    result = set_aside(target, "wrong shape")
    assert "wrong shape" in (result.problem or "")


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_unwritable_folder_raises_storage_error(tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(StorageError, match="cannot save"):
            write_json_atomic(tmp_path / "x.json", {})
    finally:
        tmp_path.chmod(0o700)


def test_write_into_a_file_path_raises_storage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    with pytest.raises(StorageError):
        write_json_atomic(blocker / "x.json", {})


def test_home_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(paths.HOME_OVERRIDE_ENV, str(tmp_path))
    assert paths.config_dir() == tmp_path / "config"
    assert paths.data_dir() == tmp_path / "data"
    assert paths.pictures_dir() == tmp_path / "screenshots"


def test_bytes_round_trip_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "chart.png"
    write_bytes_atomic(target, b"\x89PNG data")
    write_bytes_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert [p.name for p in target.parent.iterdir()] == ["chart.png"]


def test_a_name_too_long_for_the_system_is_unreadable_not_a_crash(tmp_path: Path) -> None:
    """A home of over-long names (TICTACTOE_MAGIC_HOME set so) is a file that cannot be read, told like any other."""
    path = tmp_path / ("h" * 300) / "settings.json"
    result = load_json(path)
    assert result.data is None and result.untouchable
    assert "File name too long" in (result.problem or "")
    with pytest.raises(StorageError):
        write_bytes_atomic(path, b"{}")
