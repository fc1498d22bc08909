"""``tictactoe-magic`` from the outside: usage errors exit 2, headless runs, screenshots, no display.

The runs call the game's ``main`` in the test process (tests/in_process.py):
the status and the text are what a child's would be.  A run without an X
display is a child, ``python -m game`` as the user starts it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from in_process import run_main
from process_state import unchanged_process  # noqa: F401  (a fixture, used by name below)

from game.app.shell.cli import parse_args


pytestmark = pytest.mark.usefixtures("unchanged_process")
GAME = [sys.executable, "-m", "game"]


def run(*args: str, env: dict[str, str] | None = None, home: Path,
        child: bool = False) -> subprocess.CompletedProcess[str]:
    """The game, in process; ``child`` starts it as a child process instead."""
    changes = {"TICTACTOE_MAGIC_HOME": str(home), **(env or {})}
    if not child:
        return run_main(GAME, args, env=changes, timeout=60)
    return subprocess.run([*GAME, *args], capture_output=True, text=True, env={**os.environ, **changes}, timeout=60)


@pytest.mark.parametrize("args, message", [
    (["--frames", "5"], "--frames only works with --headless"),
    (["--headless"], "--headless needs --frames"),
    (["--headless", "--frames", "0"], "from 1 to 1,000,000,000"),
    (["--headless", "--frames", "ten"], "from 1 to"),
    (["--headless", "--frames", "9" * 30], "from 1 to"),
    (["--seed", "-1"], "from 0 to"),
    (["--seed", "9" * 5000], "from 0 to 9,223,372,036,854,775,807"),
    (["--window-size", "100x100"], "from 320x180 to 16384x16384"),
    (["--window-size", "99999999999999999999x1080"], "from 320x180 to 16384x16384"),
    (["--fullscreen", "--windowed"], "not allowed with"),
    (["--replay", "x.jsonl", "--seed", "3"], "--seed cannot be combined with --replay"),
    (["--bogus"], "unrecognized arguments"),
    (["--renderer", "opengl"], "invalid choice"),
])
def test_bad_arguments_are_one_line_and_exit_2(args: list[str], message: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_args(args)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("tictactoe-magic: ") and message in err and err.count("\n") == 1 and len(err) < 300


def test_headless_runs_on_the_software_path_whatever_renderer_is_asked(tmp_path: Path, private_home: Path) -> None:
    shots = {}
    for renderer in ("auto", "gpu", "software"):
        shots[renderer] = tmp_path / f"{renderer}.png"
        out = run("--headless", "--frames", "3", "--seed", "5", "--window-size", "1000x600", "--renderer", renderer,
                  "--screenshot", str(shots[renderer]), home=private_home)
        assert out.returncode == 0, out.stderr
    pictures = {shot.read_bytes() for shot in shots.values()}
    assert len(pictures) == 1


def test_headless_run_writes_a_logical_screenshot_and_an_event_log(tmp_path: Path, private_home: Path) -> None:
    shot, log = tmp_path / "menu.png", tmp_path / "events.jsonl"
    out = run("--headless", "--frames", "3", "--seed", "5", "--screenshot", str(shot), "--event-log", str(log),
              home=private_home)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "" and out.stderr == ""
    import pygame

    assert pygame.image.load(str(shot)).get_size() == (320, 180)
    events = [json.loads(line) for line in log.read_text().splitlines()]
    assert "T" in events[0].pop("time")  # when it started, for the operator: the one wall time in the log
    assert events[:2] == [{"tick": 0, "event": "session_start", "seed": 5, "scene": "menu"},
                          {"tick": 0, "event": "scene_enter", "scene": "menu"}]


def test_window_size_screenshot_is_the_scaled_window(tmp_path: Path, private_home: Path) -> None:
    shot = tmp_path / "help.png"
    out = run("--headless", "--frames", "2", "--scene", "help", "--window-size", "1920x1080",
              "--screenshot", str(shot), home=private_home)
    assert out.returncode == 0, out.stderr
    import pygame

    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)


@pytest.mark.parametrize("args, message", [
    (["--scene", "pick16"], "unknown scene 'pick16'; choose one of: "),
    (["--replay", "{missing}"], "cannot read"),
    (["--event-log", "{blocked}/events.jsonl"], "cannot write the event log"),
    (["--screenshot", "{missing}/shot.png"], "cannot save the screenshot"),
])
def test_problems_the_player_can_fix_are_one_line_and_exit_2(tmp_path: Path, private_home: Path, args, message) -> None:
    (tmp_path / "blocked").write_text("a file, not a folder")
    args = [a.format(missing=tmp_path / "missing.jsonl", blocked=tmp_path / "blocked") for a in args]
    out = run("--headless", "--frames", "1", *args, home=private_home)
    assert out.returncode == 2
    assert message in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("driver", ["x11", None], ids=["x11-without-display", "whatever-sdl-finds"])
def test_no_display_says_how_to_run_headless(private_home: Path, driver: str | None) -> None:
    env = {"DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": driver or ""}
    out = run("--seed", "1", env=env, home=private_home, child=driver == "x11")
    assert out.returncode == 2
    assert "no display available" in out.stderr and "--headless --frames N" in out.stderr
    assert "Traceback" not in out.stderr


def test_record_and_replay_from_the_command_line(tmp_path: Path, private_home: Path) -> None:
    recording, first, second = tmp_path / "r.jsonl", tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert run("--headless", "--frames", "5", "--scene", "settings", "--record", str(recording),
               "--event-log", str(first), home=private_home).returncode == 0
    assert run("--headless", "--frames", "5", "--replay", str(recording), "--event-log", str(second),
               home=private_home).returncode == 0
    assert first.read_text() == second.read_text()
    assert json.loads(recording.read_text().splitlines()[0])["scene"] == "settings"
