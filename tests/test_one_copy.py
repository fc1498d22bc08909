"""One copy a home: a second session that may save says so in one line and exits 2; a killed copy blocks nothing.

Through the installed command where it runs as a cabinet would (a child
process, headless), and in-process through ``cli.main`` for the cases
around it: a replay is exempt, a link planted as the lock is never
followed, a data folder that cannot be made is no traceback.
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

from game.app.shell import cli
from game.files.session_lock import SessionLockBusy, take_session_lock

ROOT = Path(__file__).resolve().parents[1]
WAIT_LIMIT_S = 60
INSTALLED = Path(sys.executable).with_name("tictactoe-magic")
COMMAND = [str(INSTALLED)] if INSTALLED.exists() else [sys.executable, "-m", "game"]


def game(home: Path, *args: str) -> subprocess.Popen:
    """The installed command on ``home``, headless."""
    return subprocess.Popen([*COMMAND, "--headless", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=ROOT, env={**os.environ, "TICTACTOE_MAGIC_HOME": str(home)})


def started(process: subprocess.Popen, log: Path) -> None:
    """Wait until ``process`` has logged its session's start."""
    deadline = time.monotonic() + WAIT_LIMIT_S
    while not (log.exists() and '"session_start"' in log.read_text()):
        assert process.poll() is None and time.monotonic() < deadline, "the game never started"
        time.sleep(0.05)


def test_a_second_kiosk_on_the_same_home_exits_2_in_one_line_and_a_killed_one_blocks_nothing(
        tmp_path: Path, private_home: Path) -> None:
    log = tmp_path / "first.jsonl"
    first = game(private_home, "--kiosk", "--frames", "900000000", "--event-log", str(log))
    try:
        started(first, log)
        second_log = tmp_path / "second.jsonl"
        second = game(private_home, "--kiosk", "--frames", "5", "--event-log", str(second_log))
        out, err = second.communicate(timeout=WAIT_LIMIT_S)
        assert second.returncode == 2 and out == ""
        lock = private_home / "data" / "session.lock"
        assert err == (f"tictactoe-magic: another copy of the game (pid {first.pid}) is running on this home: "
                       f"it holds {lock}; one copy at a time may run\n")
        assert not second_log.exists() or '"session_start"' not in second_log.read_text()  # it never began
        first.send_signal(signal.SIGKILL)
        first.communicate(timeout=WAIT_LIMIT_S)
        third = game(private_home, "--kiosk", "--frames", "5")
        _, err = third.communicate(timeout=WAIT_LIMIT_S)
        assert third.returncode == 0 and err == ""
    finally:
        if first.poll() is None:
            first.kill()
            first.communicate()


def test_a_replay_runs_beside_a_session_and_a_playing_session_does_not(tmp_path: Path, private_home: Path,
                                                                        capsys) -> None:
    recording = tmp_path / "run.jsonl"
    assert cli.main(["--headless", "--frames", "10", "--seed", "3", "--record", str(recording)]) == 0
    assert cli.main(["--headless", "--frames", "10"]) == 0  # the lock is let go when a session ends
    held = take_session_lock(private_home / "data")  # another copy, running
    assert held is not None
    try:
        capsys.readouterr()
        assert cli.main(["--headless", "--frames", "10", "--replay", str(recording)]) == 0
        assert capsys.readouterr().err == ""
        assert cli.main(["--headless", "--frames", "10", "--scene", "operator"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "session.lock" in err and f"(pid {os.getpid()})" in err
    finally:
        held.release()


def test_the_lock_holds_against_a_second_taker_until_released(private_home: Path) -> None:
    folder = private_home / "data"
    held = take_session_lock(folder)
    assert held is not None
    with pytest.raises(SessionLockBusy):
        take_session_lock(folder)
    held.release()
    again = take_session_lock(folder)
    assert again is not None
    again.release()


def test_a_link_planted_as_the_lock_is_never_followed(tmp_path: Path, private_home: Path, capsys) -> None:
    folder = private_home / "data"
    folder.mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere.txt"
    (folder / "session.lock").symlink_to(elsewhere)
    assert cli.main(["--headless", "--frames", "5"]) == 2
    err = capsys.readouterr().err
    assert err == (f"tictactoe-magic: cannot take the lock {folder / 'session.lock'}: it is a link, which the game "
                   f"does not follow; remove it\n")
    assert not elsewhere.exists()


def test_a_file_where_the_data_folder_should_be_plays_on_without_a_traceback(tmp_path: Path, private_home: Path,
                                                                              capsys) -> None:
    private_home.mkdir(parents=True)
    (private_home / "data").write_text("not a folder")
    log = tmp_path / "events.jsonl"
    assert cli.main(["--headless", "--frames", "5", "--event-log", str(log)]) == 0
    assert "Traceback" not in capsys.readouterr().err
    assert [json.loads(line)["event"] for line in log.read_text().splitlines()][0] == "session_start"


@pytest.mark.parametrize("lock", ["session.lock", ".bookkeeping.json.lock"])
def test_no_output_may_replace_a_lock_however_it_is_named(tmp_path: Path, private_home: Path, lock: str,
                                                          capsys) -> None:
    """An atomic write over a lock would leave a new file nobody holds: a second copy could then run beside this one."""
    folder = private_home / "data"
    folder.mkdir(parents=True)
    (folder / lock).write_text("4242\n")
    (tmp_path / "link.png").symlink_to(folder / lock)
    for output in (folder / lock, tmp_path / "link.png"):
        assert cli.main(["--headless", "--frames", "5", "--screenshot", str(output)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and lock in err and "different files" in err
    assert (folder / lock).read_text() == "4242\n"
