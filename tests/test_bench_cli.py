"""tools/bench.py runs and reports; it never asserts a speed (that is for people to read)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def bench(*args: str, env: dict[str, str] | None = None, timeout: float | None = None
          ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "tools" / "bench.py"), *args],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout,
    )


def test_wins_section_reports_medians_as_json() -> None:
    out = bench("--only", "wins", "--repeats", "1", "--json")
    assert out.returncode == 0, out.stderr
    section = json.loads(out.stdout)["wins"]
    assert set(section) == {"9x8 product per board", "512-entry table look-up"}
    for figure in section.values():
        assert figure["unit"] == "boards/s" and figure["median"] > 0 and len(figure["samples"]) == 1


def test_bigboard_section_reports_batch_and_scalar() -> None:
    out = bench("--only", "bigboard", "--repeats", "1")
    assert out.returncode == 0, out.stderr
    assert "[bigboard]" in out.stdout and "5x5 k=4 batch: winner and moves" in out.stdout
    assert "5x5 k=4 scalar (baseline)" in out.stdout and "target 5,000,000 positions/s" in out.stdout


def test_the_app_sections_report_medians_and_p99_with_the_machine() -> None:
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
    for args in (["--only", "nothing"], ["--repeats", "0"], ["--repeats", "many"]):
        out = bench(*args)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1


WINDOW_KEYS = {"size", "wm", "scene", "present", "fps", "frame_median_ms", "frame_p99_ms", "cpu_percent"}


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a private display")
def test_the_window_section_reports_every_present_path_in_a_real_window() -> None:
    out = bench("--only", "window", "--quick", "--json", "--sizes", "1280x720", "--wm", "none",
                "--scenes", "menu", "--scenes", "attract many", timeout=240)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)["window"]
    from game.app.shell.app import PresentPath

    rows = report["measurements"]
    assert {(r["scene"], r["present"]) for r in rows} == {
        (scene, path.value) for scene in ("menu", "attract many") for path in PresentPath if path is not PresentPath.AUTO}
    for row in rows:
        assert WINDOW_KEYS <= set(row) and row["size"] == "1280x720" and row["wm"] == "none"
        if row["unavailable"] is None:
            assert row["fps"] > 0 and row["frame_p99_ms"] >= row["frame_median_ms"] > 0 and row["cpu_percent"] >= 0
    assert report["display"]["server"] == "Xvfb" and report["display"]["sizes"] == ["1280x720"]


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a private display")
def test_the_window_section_says_which_framebuffer_each_row_used_and_which_is_the_default() -> None:
    out = bench("--only", "window", "--quick", "--json", "--sizes", "640x360", "--wm", "none", "--scenes", "menu",
                timeout=240)
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)["window"]["measurements"]
    surface = {(r["present"], r["framebuffer"]) for r in rows if r["present"] != "gpu"}
    assert surface == {("changed", "0"), ("changed", "1"), ("whole", "0"), ("whole", "1")}
    # Under Xvfb SDL's renderer is llvmpipe, so the game presents changed rectangles through SDL's own framebuffer.
    assert [(r["present"], r["framebuffer"]) for r in rows if r["default"]] == [("changed", "0")]
    text = bench("--only", "window", "--quick", "--sizes", "640x360", "--wm", "none", "--scenes", "menu",
                 timeout=240)
    assert "the game's default: changed (framebuffer 0)" in text.stdout


def test_the_window_section_without_any_display_says_how_to_start_one() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if not (Path(p) / "Xvfb").exists())
    alone = bench("--only", "window", "--quick", env=env)
    assert alone.returncode == 2 and "Xvfb :99" in alone.stderr and "DISPLAY=:99" in alone.stderr
    with_others = bench("--only", "window", "--only", "wins", "--repeats", "1", env=env)
    assert with_others.returncode == 0 and "[wins]" in with_others.stdout and "skipped" in with_others.stderr


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a private display")
def test_a_present_path_that_cannot_start_is_reported_unavailable(tmp_path, monkeypatch) -> None:
    from game.commands import bench as tool

    monkeypatch.setenv("TICTACTOE_MAGIC_HOME", str(tmp_path))
    display = tool.start_xvfb((640, 360))
    try:
        rows = tool._window_run(display, "none", ("no-such-path", None), ("menu", "game"), 0.2)
    finally:
        tool.stop(display.server)
    assert [(r.scene, r.present) for r in rows] == [("menu", "no-such-path"), ("game", "no-such-path")]
    assert all(r.unavailable and "no-such-path" in r.unavailable for r in rows)
    assert "unavailable" in tool.window_text(rows, [], {"sdl": "2", "server": "Xvfb", "sizes": ["640x360"]})


def test_training_section_reports_both_paths_against_random_and_perfect() -> None:
    out = bench("--only", "training", "--repeats", "1", "--json")
    assert out.returncode == 0, out.stderr
    section = json.loads(out.stdout)["training"]
    for ident in ("random", "perfect"):
        for path in ("fast path", "reference path"):
            figure = section[f"against {ident}, {path}"]
            assert figure["unit"] == "games/s" and figure["median"] > 0
    text = bench("--only", "training", "--repeats", "1")
    assert "target 50,000 games/s against both" in text.stdout
