"""The ``window`` section: the real App full screen in a real window, every present path, every scene state.

For each screen size a private Xvfb of that size (``game.commands.xserver``),
bare and with openbox; on it, a child per present path (``window_child``)
runs the game's own paced 60 Hz loop in each scene state and reports fps,
frame time (draw + present, the display update included) and the CPU share
of the game and of the X server.  At 1920x1080 it also times the launch to
the first frame full screen (``first_frame``), against a bare pygame window.
Without Xvfb it uses $DISPLAY at its own size; with neither it cannot run.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass

from game.commands import xserver
from game.commands.bench.frames import BENCH_WINDOW
from game.commands.bench.measure import Budget, Measurement
from game.commands.bench.startup import STARTED, child_env, seconds_to_markers
from game.commands.bench.window_plan import WINDOW_SECONDS, WindowPlan
from game.commands.bench.window_report import WindowFigure, WindowReport, display_about
from game.files.paths import HOME_OVERRIDE_ENV

#: Seconds a child run (one present path, every scene state) may take before it is reported as unavailable.
CHILD_TIMEOUT = 300.0
#: Launches timed for the first frame in a real window, keyed by --quick.
WINDOW_FIRST_FRAME_RUNS = {False: 5, True: 2}
XVFB_HINT = "start one: Xvfb :99 -screen 0 3840x2160x24 &  then  export DISPLAY=:99"
#: SDL_FRAMEBUFFER_ACCELERATION for the window surface's paths: left to the game (which asks for SDL's
#: shared-memory framebuffer on X11), and "1", SDL's own choice there (a GL texture), to show the difference.
FRAMEBUFFER_CHOICES: tuple[str | None, ...] = (None, "1")


class NoDisplay(Exception):
    """Neither Xvfb nor $DISPLAY: the window section cannot run."""


@dataclass(frozen=True, slots=True)
class Display:
    """Where the window figures are measured: our own Xvfb at a size, or the display we were given."""

    name: str  # ":99"
    size: tuple[int, int]
    server_pid: int | None = None  # our X server's, whose CPU is measured too; None for $DISPLAY

    @property
    def label(self) -> str:
        """``1920x1080``."""
        return f"{self.size[0]}x{self.size[1]}"


def window_env(display: Display) -> dict[str, str]:
    """A child's environment: the display, a dummy audio driver, the private home folder."""
    env = {k: v for k, v in child_env(os.environ[HOME_OVERRIDE_ENV]).items() if k != "SDL_VIDEODRIVER"}
    return {**env, "DISPLAY": display.name}


def present_routes() -> list[tuple[str, str | None]]:
    """Every way a frame can reach the display, with the framebuffer it is given (AUTO picks one of them)."""
    from game.app.shell.present import PresentPath

    return [(path.value, framebuffer) for path in PresentPath if path is not PresentPath.AUTO
            for framebuffer in (FRAMEBUFFER_CHOICES if path is not PresentPath.GPU else (None,))]


def _child_rows(display: Display, route: tuple[str, str | None], scenes: tuple[str, ...],
                seconds: float) -> tuple[dict[str, dict], str | None]:
    """The child's JSON rows by scene state, and why it failed if it did."""
    from game.app.shell.present import FRAMEBUFFER_HINT

    present, framebuffer = route
    spec = json.dumps({"present": present, "framebuffer": framebuffer, "scenes": list(scenes), "seconds": seconds,
                       "xvfb": display.server_pid})
    env = window_env(display)
    env.pop(FRAMEBUFFER_HINT, None)
    if framebuffer is not None:
        env[FRAMEBUFFER_HINT] = framebuffer
    try:
        out = subprocess.run([sys.executable, "-m", "game.commands.bench.window_child", spec], capture_output=True,
                             text=True, env=env, timeout=CHILD_TIMEOUT)
    except subprocess.TimeoutExpired:
        return {}, f"no answer in {CHILD_TIMEOUT:.0f} s"
    rows = {row["scene"]: row for row in map(json.loads, out.stdout.splitlines()) if row}
    if out.returncode != 0:
        return rows, (out.stderr.strip().splitlines() or [f"exit {out.returncode}"])[-1][:200]
    return rows, None


def window_run(display: Display, wm: str, route: tuple[str, str | None], scenes: tuple[str, ...],
               seconds: float) -> list[WindowFigure]:
    """One child process timing every scene state with one present path; unavailable rows if it fails."""
    present, framebuffer = route
    rows, reason = _child_rows(display, route, scenes, seconds)
    figures = []
    for scene in scenes:
        row = rows.get(scene, {"unavailable": reason or "no report"})
        figures.append(WindowFigure(
            display.label, wm, scene, present, tuple(row.get("frames_ms", ())), row.get("seconds", 0.0),
            row.get("cpu_seconds", 0.0), row.get("xvfb_cpu_seconds"), row.get("moves", 0), row.get("unavailable"),
            row.get("framebuffer", framebuffer or ""), row.get("default", False),
        ))
    return figures


def window_first_frame(display: Display, runs: int) -> list[Measurement]:
    """Seconds from launching the game full screen in a real window to its first frame, and to the game's own."""
    env = window_env(display)
    game = [sys.executable, "-m", "game.commands.bench.first_frame"]
    seconds_to_markers(game, env)  # fills the disk cache
    starts = [seconds_to_markers(game, env) for _ in range(runs)]
    bare = tuple(seconds_to_markers([sys.executable, str(STARTED), "window"], env)[0] for _ in range(runs))
    return [Measurement(f"first frame (title card), full screen {display.label} (Xvfb)", "s", tuple(s[0] for s in starts)),
            Measurement(f"first game frame, full screen {display.label} (Xvfb)", "s", tuple(s[-1] for s in starts)),
            Measurement(f"bare pygame window (baseline), full screen {display.label} (Xvfb)", "s", bare)]


def current_display() -> Display:
    """$DISPLAY at its own size (asked of a throw-away child, so this process opens no window)."""
    out = subprocess.run([sys.executable, "-m", "game.commands.bench.desktop_size"], capture_output=True, text=True,
                         check=True, env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    width, height = map(int, out.stdout.split())
    return Display(os.environ["DISPLAY"], (width, height))


def _one_display(display: Display, plan: WindowPlan, wm: str, quick: bool) -> tuple[list[WindowFigure], list]:
    """Every present path on one display (and the first frame at 1920x1080 with the first window manager)."""
    figures = [f for route in present_routes() for f in window_run(display, wm, route, plan.scenes, plan.seconds)]
    first = []
    if display.size == BENCH_WINDOW and wm == plan.wms[0]:
        first.extend(window_first_frame(display, WINDOW_FIRST_FRAME_RUNS[quick]))
    return figures, first


def bench_window(budget: Budget, plan: WindowPlan | None = None) -> WindowReport:
    """Per screen size and window manager: every scene state with every present path, in a real window."""
    plan = plan or WindowPlan(seconds=WINDOW_SECONDS[budget.quick])
    if not shutil.which("Xvfb"):
        if not os.environ.get("DISPLAY"):
            raise NoDisplay(f"window section skipped: no Xvfb and no $DISPLAY; {XVFB_HINT}")
        figures, first = _one_display(current_display(), plan, "as is", budget.quick)
        return WindowReport(figures, first, display_about(figures))
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))  # so the servers below are stopped
    figures, first = [], []
    for size in plan.sizes:
        for wm in plan.wms:
            with xserver.running(size, openbox=wm == "openbox") as x:
                more, firsts = _one_display(Display(x.name, size, x.server.pid), plan, wm, budget.quick)
            figures += more
            first += firsts
    return WindowReport(figures, first, display_about(figures))
