"""The ``startup`` section: seconds from launching the game to its first frame, against Python and pygame alone.

Each figure is the time from launching a child to the monotonic time it
prints: the game headless at 1920x1080 (nothing shown), a bare Python, and
Python importing pygame.  The first launch only fills the disk cache.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from game.commands.bench.frames import BENCH_WINDOW
from game.commands.bench.measure import Budget, Measurement
from game.commands.command_line import PACKAGE_PARENT
from game.files.paths import HOME_OVERRIDE_ENV

#: Start-up runs per figure, keyed by --quick.
STARTUP_RUNS = {False: 7, True: 2}
#: The baseline child, run by its path (see its docstring).
STARTED = Path(__file__).with_name("started.py")
#: Seconds a child may take to start before it is a failure rather than a slow figure.
CHILD_START_TIMEOUT = 60


def child_env(home: str) -> dict[str, str]:
    """A child's environment: this game first on the path, the private home, dummy video and audio drivers."""
    # Bytecode is written as an installed game has it (pip compiles a wheel's modules): a child told not to
    # write it compiles every module at each start, a third of a second here that no player pays.
    kept = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**kept, "PYTHONPATH": str(PACKAGE_PARENT), HOME_OVERRIDE_ENV: home, "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def seconds_to_markers(command: list[str], env: dict[str, str]) -> tuple[float, ...]:
    """Seconds from launching ``command`` to each monotonic time it prints (or to its exit, if it prints none)."""
    start = time.monotonic_ns()
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True, timeout=CHILD_START_TIMEOUT)
    marks = [int(mark) for mark in out.stdout.split()] or [time.monotonic_ns()]
    return tuple((mark - start) / 1e9 for mark in marks)


def bench_startup(budget: Budget) -> list[Measurement]:
    """Launch to first frame, against launching Python and importing pygame."""
    runs = STARTUP_RUNS[budget.quick]
    env = child_env(os.environ[HOME_OVERRIDE_ENV])
    game = [sys.executable, "-m", "game.commands.bench.startup_child", *map(str, BENCH_WINDOW)]

    def timed(command: list[str]) -> tuple[float, ...]:
        return tuple(seconds_to_markers(command, env)[0] for _ in range(runs))

    seconds_to_markers(game, env)  # the first run fills the disk cache; it is not a fair sample
    return [
        Measurement("first frame, headless 1920x1080", "s", timed(game)),
        Measurement("python + import pygame (baseline)", "s", timed([sys.executable, str(STARTED), "pygame"])),
        Measurement("python alone (baseline)", "s", timed([sys.executable, str(STARTED)])),
    ]
