"""tools/bench.py runs and reports; it never asserts a speed (that is for people to read).

The sections run in this process (``run_main``) with their work made small
(fewer boards, games, frames and seconds, patched in the test), since a
report's shape does not depend on how long each figure was timed; one
mistake still goes through ``python tools/bench.py`` itself.  The window
section keeps its real private X server and its child per present path: its
whole run is a ``long`` test, and everyday one present path that cannot
start is reported from a real server.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from in_process import run_main

from game.commands import xserver
from game.commands.bench import bigboard, cli, decisions, frames, startup, training, window, window_plan, window_report, wins
from game.commands.bench.measure import Budget

ROOT = Path(__file__).resolve().parent.parent
COMMAND = [sys.executable, str(ROOT / "tools" / "bench.py")]


def bench(*args: str, env: dict[str, str | None] | None = None) -> subprocess.CompletedProcess[str]:
    return run_main(COMMAND, args, cwd=ROOT, env=env)


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every section's work made small: the same code runs, each figure from a few items instead of millions."""
    monkeypatch.setattr(wins, "WIN_BOARDS", 1 << 10)
    monkeypatch.setattr(bigboard, "BIGBOARD_POSITIONS", 1 << 10)
    monkeypatch.setattr(bigboard, "BIGBOARD_SCALAR", 100)
    monkeypatch.setattr(training, "TRAINING_GAMES", {"fast": 1000, "reference": 50})
    monkeypatch.setattr(startup, "STARTUP_RUNS", {False: 7, True: 1})
    monkeypatch.setattr(frames, "FRAME_SAMPLES", {False: 1200, True: 2})
    monkeypatch.setattr(frames, "FRAME_WARMUP", 0)
    monkeypatch.setattr(decisions, "DECISION_STRIDE", {False: 1, True: 500})  # a dozen positions each, the first included
    monkeypatch.setattr(window_plan, "WINDOW_SECONDS", {False: 4.0, True: 0.05})
    monkeypatch.setattr(cli, "WINDOW_SECONDS", {False: 4.0, True: 0.05})
    monkeypatch.setattr(window, "WINDOW_SECONDS", {False: 4.0, True: 0.05})


def test_wins_section_reports_medians_as_json(small: None) -> None:
    out = bench("--only", "wins", "--repeats", "1", "--json")
    assert out.returncode == 0, out.stderr
    section = json.loads(out.stdout)["wins"]
    assert set(section) == {"9x8 product per board", "512-entry table look-up"}
    for figure in section.values():
        assert figure["unit"] == "boards/s" and figure["median"] > 0 and len(figure["samples"]) == 1


def test_bigboard_section_reports_batch_and_scalar(small: None) -> None:
    out = bench("--only", "bigboard", "--repeats", "1")
    assert out.returncode == 0, out.stderr
    assert "[bigboard]" in out.stdout and "5x5 k=4 batch: winner and moves" in out.stdout
    assert "5x5 k=4 scalar (baseline)" in out.stdout and "target 5,000,000 positions/s" in out.stdout


def test_the_app_sections_report_medians_and_p99_with_the_machine(small: None) -> None:
    out = bench("--only", "startup", "--only", "frames", "--only", "decisions", "--quick", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert set(report) == {"machine", "startup", "frames", "decisions"}
    assert set(report["machine"]) == {"cores", "cpu", "python", "pygame-ce"}
    assert set(report["startup"]) == {"first frame, headless 1920x1080", "python + import pygame (baseline)",
                                      "python alone (baseline)"}
    from game.app.shell.app import default_registry
    from game.opponents import roster_ids

    registry = default_registry()
    scenes = {name for name in registry.names()
              if not any(registry.create(name).name == registry.create(other).name
                         for other in registry.names() if other < name)}
    assert set(report["frames"]) == scenes | {f"{scene}, full repaint (before)" for scene in scenes}
    assert set(report["decisions"]) == set(roster_ids()) | {f"{i} start-up (once)" for i in roster_ids()}
    for section in ("startup", "frames", "decisions"):
        for figure in report[section].values():
            assert figure["median"] > 0 and figure["p99"] >= figure["median"] and figure["samples"]


def test_bad_arguments_exit_2() -> None:
    """The first through the script itself, as a person runs it; the others in this process."""
    child = subprocess.run([*COMMAND, "--only", "nothing"], capture_output=True, text=True, cwd=ROOT)
    assert child.returncode == 2 and len(child.stderr.strip().splitlines()) == 1
    for args in (["--only", "nothing"], ["--repeats", "0"], ["--repeats", "many"]):
        out = bench(*args)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1


WINDOW_KEYS = {"size", "wm", "scene", "present", "fps", "frame_median_ms", "frame_p99_ms", "cpu_percent"}
#: The window runs the tests read: one private X server, every present path, two scene states.
WINDOW_ARGS = ("--only", "window", "--quick", "--sizes", "640x360", "--wm", "none", "--scenes", "menu",
               "--scenes", "attract many")
_WINDOW_REPORTS: dict[window_plan.WindowPlan, window_report.WindowReport] = {}


@pytest.fixture
def window_measured_once(small: None, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The window section measures a plan once a test process; its JSON and its text are each made by the command.

    Measuring costs a child per present path in a real X server; what the
    command makes of the measurement is the same for the second reading.
    The section sets its own SIGTERM handler (to stop its servers), which is
    put back here.
    """
    measure = window.bench_window

    def once(budget: Budget, plan: window_plan.WindowPlan) -> window_report.WindowReport:
        if plan not in _WINDOW_REPORTS:
            _WINDOW_REPORTS[plan] = measure(budget, plan)
        return _WINDOW_REPORTS[plan]

    monkeypatch.setattr(cli, "bench_window", once)
    handler = signal.getsignal(signal.SIGTERM)
    yield
    signal.signal(signal.SIGTERM, handler)


@pytest.mark.long  # a child per present path in a real X server: seconds, however short each window
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a private display")
def test_the_window_section_reports_every_present_path_in_a_real_window(window_measured_once: None) -> None:
    out = bench(*WINDOW_ARGS, "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)["window"]
    from game.app.shell.present import PresentPath

    rows = report["measurements"]
    assert {(r["scene"], r["present"]) for r in rows} == {
        (scene, path.value) for scene in ("menu", "attract many") for path in PresentPath if path is not PresentPath.AUTO}
    for row in rows:
        assert WINDOW_KEYS <= set(row) and row["size"] == "640x360" and row["wm"] == "none"
        if row["unavailable"] is None:
            assert row["fps"] > 0 and row["frame_p99_ms"] >= row["frame_median_ms"] > 0 and row["cpu_percent"] >= 0
    assert report["display"]["server"] == "Xvfb" and report["display"]["sizes"] == ["640x360"]


@pytest.mark.long  # shares the window run above: a child per present path in a real X server
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a private display")
def test_the_window_section_says_which_framebuffer_each_row_used_and_which_is_the_default(
        window_measured_once: None) -> None:
    out = bench(*WINDOW_ARGS, "--json")
    assert out.returncode == 0, out.stderr
    rows = [r for r in json.loads(out.stdout)["window"]["measurements"] if r["scene"] == "menu"]
    surface = {(r["present"], r["framebuffer"]) for r in rows if r["present"] != "gpu"}
    assert surface == {("changed", "0"), ("changed", "1"), ("whole", "0"), ("whole", "1")}
    # Under Xvfb SDL's renderer is llvmpipe, so the game presents changed rectangles through SDL's own framebuffer.
    assert [(r["present"], r["framebuffer"]) for r in rows if r["default"]] == [("changed", "0")]
    text = bench(*WINDOW_ARGS)
    assert "the game's default: changed (framebuffer 0)" in text.stdout


def test_the_window_section_without_any_display_says_how_to_start_one() -> None:
    path = os.pathsep.join(p for p in os.environ.get("PATH", "").split(os.pathsep) if not (Path(p) / "Xvfb").exists())
    env: dict[str, str | None] = {"DISPLAY": None, "PATH": path}
    alone = bench("--only", "window", "--quick", env=env)
    assert alone.returncode == 2 and "Xvfb :99" in alone.stderr and "DISPLAY=:99" in alone.stderr
    with_others = bench("--only", "window", "--only", "wins", "--repeats", "1", env=env)
    assert with_others.returncode == 0 and "[wins]" in with_others.stdout and "skipped" in with_others.stderr


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a private display")
def test_a_present_path_that_cannot_start_is_reported_unavailable(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TICTACTOE_MAGIC_HOME", str(tmp_path))
    with xserver.running((640, 360)) as x:
        display = window.Display(x.name, x.size, x.server.pid)
        rows = window.window_run(display, "none", ("no-such-path", None), ("menu", "game"), 0.2)
    assert [(r.scene, r.present) for r in rows] == [("menu", "no-such-path"), ("game", "no-such-path")]
    assert all(r.unavailable and "no-such-path" in r.unavailable for r in rows)
    assert "unavailable" in window_report.window_text(rows, [], {"sdl": "2", "server": "Xvfb", "sizes": ["640x360"]})


def test_training_section_reports_both_paths_against_random_and_perfect(small: None) -> None:
    out = bench("--only", "training", "--repeats", "1", "--json")
    assert out.returncode == 0, out.stderr
    section = json.loads(out.stdout)["training"]
    for ident in ("random", "perfect"):
        for path in ("fast path", "reference path"):
            figure = section[f"against {ident}, {path}"]
            assert figure["unit"] == "games/s" and figure["median"] > 0
    text = bench("--only", "training", "--repeats", "1")
    assert "target 50,000 games/s against both" in text.stdout
