"""Benchmarks: named sections, each reporting medians over repeats, never asserted in tests.

    tictactoe-magic bench [--only NAME ...] [--repeats N] [--quick] [--json]
                          [--sizes WxH ...] [--wm both|none|openbox] [--scenes STATE ...]

Sections:
  startup     seconds from launching the game to its first frame (headless,
              1920x1080, nothing shown), against starting Python and
              importing pygame alone.
  decisions   microseconds per move of every roster member over every
              position where a move is due, median and p99, after start-up.
  frames      headless: the cost of one frame of every registered scene --
              poll, update, draw, and scaling to a 1920x1080 window surface
              with the CRT effect on, never sent to a display --
              median and p99, from the scene's first state in
              ``scene_states`` while its workload (a press every quarter
              second) keeps the screen busy -- the attract mode over a whole
              run, every phase; beside the full-window repaint every frame
              used to do, measured in the same run.
  tournament  games per second of the numpy batch path for random/random and
              perfect/perfect, against the scalar path (one plain-Python game
              after another) measured in the same run; prints the ratio.
  training    MENACE training games per second on the fast path against
              random and perfect (a fresh MENACE, X and O in turn, learning
              after every game), against the reference path (boards,
              MenacePlayer.choose and learn) measured in the same run; the
              goal is 50,000 games/s, so a million-game learning curve takes
              under half a minute.
  wins        boards per second for win detection by the 9x8 matrix product
              of the TI-83 "M.E.N.A.C.E." forum thread versus a 512-entry
              table look-up: why the batch path settles every position's
              result once instead of per ply.
  bigboard    positions per second for the m,n,k engine's win test and move
              generation on 5x5 k=4: the numpy batch path (game.engine.mnk_batch)
              against the scalar Position (winner and legal moves) measured in
              the same run; the goal is 5,000,000 a second on one core, so the
              weight grid's claims are checked over whole boards in seconds.
  window      a real window: for each screen size (1280x720, 1920x1080,
              3840x2160) a private Xvfb of that size, bare and with openbox,
              and the real App full screen in a child process running the
              game's own paced 60 Hz loop for a few seconds in each state --
              the menu at rest, a game against random being played, each
              attract-mode phase -- with every ``PresentPath`` (the changed
              rectangles, the old whole-window flip, any added since): fps,
              frame time (draw + present, the display update included) median
              and p99, and the CPU share of the game and of the X server.
              Also launch to the first frame full screen at 1920x1080.
              Without Xvfb it uses $DISPLAY at its own size; with neither it
              says how to start one and is skipped (exit 2 if it was the only
              section asked for).

To add a section, write a function returning a list of ``Measurement`` and
add a ``Benchmark`` to ``BENCHMARKS`` (a section with rows of its own, like
``window``, also gives the ``Benchmark`` its text and JSON forms).
"""

from __future__ import annotations

import argparse
import functools
import importlib.metadata
import json
import os
import platform
import random
import shutil
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from functools import partial
from typing import Callable

import numpy as np

from game.app.limits import LOGICAL_SIZE, MAX_WINDOW_SIDE
from game.commands.command_line import PACKAGE_PARENT, ToolParser, UsageError, run_tool
from game.messages.arguments import whole_number, window_size
from game.engine import SQUARES, reachable
from game.engine.board import HAS_LINE
from game.engine.mnk import Position, Shape
from game.engine.mnk_batch import random_bitboards
from game.engine.mnk_batch import step as mnk_step
from game.engine.wins import win_contribution_matrix
from game.opponents import make_opponent, roster_ids
from game.opponents.menace import MenacePlayer
from game.opponents.menace_fast import opponent_tables
from game.opponents.menace_fast import tables as menace_tables
from game.opponents.menace_training import train as train_menace
from game.files.paths import HOME_OVERRIDE_ENV, private_home
from game.tournament import TableCache, pair_tables, play_batch, play_scalar, position_graph

#: The command as the installed program runs it; ``tools/bench.py`` passes its own name.
PROG = "tictactoe-magic bench"

DEFAULT_REPEATS = 5
MAX_REPEATS = 1000  # timed runs per figure: a bound, so extra digits typed by mistake are refused, not run for days
#: The window the frame and start-up figures are measured at.
BENCH_WINDOW = (1920, 1080)
#: Frames timed per scene (each one a sample), and ticks run first so caches are warm.
FRAME_SAMPLES = {False: 1200, True: 30}  # keyed by --quick
FRAME_WARMUP = 120
#: The goal for a frame at 1920x1080 with the CRT effect, p99, in milliseconds: an eighth of a 60 Hz frame,
#: leaving the rest to the slower machines the game is played on.
TARGET_FRAME_P99_MS = 2.0
#: Start-up runs per figure.
STARTUP_RUNS = {False: 7, True: 2}
#: Passes over the positions for the decision figures, and every how-manyth position is taken.
DECISION_PASSES = {False: 3, True: 1}
DECISION_STRIDE = {False: 1, True: 8}
#: The goal for ``perfect``, microseconds a move (p99 after start-up): fast enough for the batch path's millions.
TARGET_PERFECT_US = 5.0
#: A figure with at least this many samples is reported with its p99 too.
SPREAD_SAMPLES = 20
#: Games per timed batch run: two full 2**20 chunks, so chunk overheads count.
BATCH_GAMES = 1 << 21
#: Games per timed scalar run: enough for a steady rate, a second or two each.
SCALAR_GAMES = {"random": 20_000, "perfect": 10_000}
#: The goal for the batch path, games per second on a 2-core machine: a million-game tournament in a second.
TARGET_GAMES_PER_SECOND = 1_000_000
#: Games per timed training run, by path: a steady rate in a second or so each.
TRAINING_GAMES = {"fast": 100_000, "reference": 5_000}
#: The goal for MENACE's fast training path, games per second on a 2-core machine (a million games in 20 s).
TARGET_TRAINING_PER_SECOND = 50_000
#: Boards per win-detection run.
WIN_BOARDS = 1 << 20
#: The m,n,k board of the ``bigboard`` section (BIG BOARD's default), positions per batch and per scalar run,
#: and the goal a second on one core.
BIGBOARD_SHAPE = (5, 5, 4)
BIGBOARD_POSITIONS = 1 << 21
BIGBOARD_SCALAR = 20_000
TARGET_BIGBOARD_PER_SECOND = 5_000_000


@dataclass(frozen=True, slots=True)
class Measurement:
    """One figure measured several times; the median is the one to quote."""

    name: str
    unit: str
    samples: tuple[float, ...]

    @property
    def median(self) -> float:
        """The median of the samples."""
        return statistics.median(self.samples)

    @property
    def p99(self) -> float:
        """The 99th percentile (nearest rank): 1 sample in 100 is slower."""
        ordered = sorted(self.samples)
        return ordered[max(0, -(-99 * len(ordered) // 100) - 1)]

    def as_dict(self) -> dict[str, object]:
        """The JSON form."""
        return {"unit": self.unit, "median": self.median, "p99": self.p99, "samples": list(self.samples)}


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard to try: timed repeats per figure, and --quick for a smoke run."""

    repeats: int
    quick: bool = False


@dataclass(frozen=True, slots=True)
class Benchmark:
    """A named section of the benchmark run."""

    name: str
    description: str
    run: Callable[[Budget], object]  # a list of Measurement, unless the section reports itself
    text: Callable[[object], str] | None = None  # the section's own report, if not one line per Measurement
    as_json: Callable[[object], object] | None = None  # its own JSON form, likewise


def rate(count: int, action: Callable[[], object]) -> float:
    """Items per second for one call of ``action`` that handles ``count`` items."""
    start = time.perf_counter()
    action()
    return count / (time.perf_counter() - start)


def bench_tournament(budget: Budget) -> list[Measurement]:
    """Batch games/s for random/random and perfect/perfect, scalar baseline, and the ratios."""
    repeats = budget.repeats
    start = time.perf_counter()
    position_graph()
    out = [Measurement("position graph build (once)", "s", (time.perf_counter() - start,))]
    cache = TableCache()
    for ident in ("random", "perfect"):
        start = time.perf_counter()
        tables = pair_tables(cache.get(make_opponent(ident)), cache.get(make_opponent(ident)))
        setup = time.perf_counter() - start
        play_batch(tables, 1 << 16, seed=0)  # warm the caches before timing
        batch = Measurement(
            f"{ident}/{ident} batch", "games/s",
            tuple(rate(BATCH_GAMES, partial(play_batch, tables, BATCH_GAMES, seed=r))
                  for r in range(repeats)),
        )
        x, o = make_opponent(ident), make_opponent(ident)
        games = SCALAR_GAMES[ident]
        scalar = Measurement(
            f"{ident}/{ident} scalar (baseline)", "games/s",
            tuple(rate(games, partial(play_scalar, x, o, games, seed=r)) for r in range(repeats)),
        )
        out += [
            batch,
            scalar,
            Measurement(f"{ident}/{ident} batch/scalar", "x", (batch.median / scalar.median,)),
            Measurement(f"{ident} table build (once)", "s", (setup,)),
        ]
    return out


def bench_training(budget: Budget) -> list[Measurement]:
    """MENACE training games/s against random and perfect: the fast path, and the reference path as baseline."""
    start = time.perf_counter()
    menace_tables()
    out = [Measurement("position tables build (once)", "s", (time.perf_counter() - start,))]
    for ident in ("random", "perfect"):
        opponent = make_opponent(ident)
        start = time.perf_counter()
        against = opponent_tables(opponent)
        setup = time.perf_counter() - start

        def run(games: int, seed: int, fast: bool) -> None:
            train_menace(MenacePlayer(), opponent, games, seed, fast=fast, tables=against)

        fast = Measurement(
            f"against {ident}, fast path", "games/s",
            tuple(rate(TRAINING_GAMES["fast"], partial(run, TRAINING_GAMES["fast"], r, True))
                  for r in range(budget.repeats)),
        )
        reference = Measurement(
            f"against {ident}, reference path", "games/s",
            tuple(rate(TRAINING_GAMES["reference"], partial(run, TRAINING_GAMES["reference"], r, False))
                  for r in range(budget.repeats)),
        )
        out += [fast, reference, Measurement(f"against {ident}, fast/reference", "x",
                                             (fast.median / reference.median,)),
                Measurement(f"{ident} table build (once)", "s", (setup,))]
    return out


def bench_wins(budget: Budget) -> list[Measurement]:
    """Win detection per board: the TI-83 thread's matrix product versus a table look-up."""
    repeats = budget.repeats
    rng = np.random.default_rng(0)
    masks = rng.integers(0, 1 << len(SQUARES), WIN_BOARDS)
    signed = ((masks[:, None] >> np.arange(len(SQUARES))) & 1).astype(np.int8)
    matrix = win_contribution_matrix()
    has_line = np.array(HAS_LINE)

    def by_product() -> np.ndarray:
        return ((signed @ matrix) == 3).any(axis=1)

    def by_table() -> np.ndarray:
        return has_line[masks]

    if not np.array_equal(by_product(), by_table()):
        raise RuntimeError("the two win detectors disagree")
    return [
        Measurement("9x8 product per board", "boards/s",
                    tuple(rate(WIN_BOARDS, by_product) for _ in range(repeats))),
        Measurement("512-entry table look-up", "boards/s",
                    tuple(rate(WIN_BOARDS, by_table) for _ in range(repeats))),
    ]


def bench_bigboard(budget: Budget) -> list[Measurement]:
    """The m,n,k win test and move generation on 5x5 k=4: numpy batch against the scalar engine."""
    shape = Shape(*BIGBOARD_SHAPE)
    x, o = random_bitboards(shape, BIGBOARD_POSITIONS, seed=0)
    mnk_step(shape, x[:BIGBOARD_SCALAR], o[:BIGBOARD_SCALAR])  # warm up before timing
    positions = [Position(shape, int(a), int(b)) for a, b in zip(x[:BIGBOARD_SCALAR], o[:BIGBOARD_SCALAR])]

    def scalar() -> None:
        for position in positions:
            position.winner()
            position.legal_moves()

    return [
        Measurement(f"{shape.name} batch: winner and moves", "positions/s",
                    tuple(rate(BIGBOARD_POSITIONS, partial(mnk_step, shape, x, o)) for _ in range(budget.repeats))),
        Measurement(f"{shape.name} scalar (baseline)", "positions/s",
                    tuple(rate(BIGBOARD_SCALAR, scalar) for _ in range(budget.repeats))),
    ]


STARTUP_CHILD = """
import time
from game.app.shell.app import App, Options
app = App(Options(headless=True, frames=1, sound=False, seed=0, window_size=({w}, {h})))
app.poll()
app.step()
app.frame()
print(time.monotonic_ns(), flush=True)
app.close()
"""


def _child_env(home: str) -> dict[str, str]:
    # Bytecode is written as an installed game has it (pip compiles a wheel's modules): a child told not to
    # write it compiles every module at each start, a third of a second here that no player pays.
    kept = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**kept, "PYTHONPATH": str(PACKAGE_PARENT), HOME_OVERRIDE_ENV: home, "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def _seconds_to_marker(code: str, env: dict[str, str]) -> float:
    """Seconds from launching ``python -c code`` to the monotonic time it prints (or to its exit)."""
    start = time.monotonic_ns()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    end = int(out.stdout.split()[0]) if out.stdout.strip() else time.monotonic_ns()
    return (end - start) / 1e9


def bench_startup(budget: Budget) -> list[Measurement]:
    """Launch to first frame, against launching Python and importing pygame."""
    runs = STARTUP_RUNS[budget.quick]
    env = _child_env(os.environ[HOME_OVERRIDE_ENV])
    child = STARTUP_CHILD.format(w=BENCH_WINDOW[0], h=BENCH_WINDOW[1])
    import_only = "import time, pygame; print(time.monotonic_ns())"
    bare = "import time; print(time.monotonic_ns())"
    _seconds_to_marker(child, env)  # the first run fills the disk cache; it is not a fair sample
    return [
        Measurement("first frame, headless 1920x1080", "s", tuple(_seconds_to_marker(child, env) for _ in range(runs))),
        Measurement("python + import pygame (baseline)", "s",
                    tuple(_seconds_to_marker(import_only, env) for _ in range(runs))),
        Measurement("python alone (baseline)", "s", tuple(_seconds_to_marker(bare, env) for _ in range(runs))),
    ]


@functools.cache
def _legacy_scanlines(scale: int):
    """The old present path's window-sized scanline overlay (built once per scale, as it was)."""
    import pygame

    from game.app.render.screen import SCANLINE_SHADE

    overlay = pygame.Surface((LOGICAL_SIZE[0] * scale, LOGICAL_SIZE[1] * scale))
    overlay.fill((255, 255, 255))
    for y in range(scale - 1, overlay.get_height(), scale):
        overlay.fill((SCANLINE_SHADE,) * 3, (0, y, overlay.get_width(), 1))
    return overlay


def legacy_present(screen, target, *, crt: bool, shift: tuple[int, int] = (0, 0)) -> None:
    """The present path before the dirty-rectangle rewrite, the baseline it is measured against.

    Every frame it blacked out the whole window, scaled the whole logical
    frame into it and multiplied a window-sized scanline overlay over it.
    It had no burn-in orbit, so ``shift`` is taken and not used.
    """
    import pygame

    from game.app.render.screen import LETTERBOX

    scale, rect = screen.layout(target.get_size())
    frame = screen.compose(crt=crt)
    target.fill(LETTERBOX)
    destination = target.subsurface(rect)
    if scale == 1:
        destination.blit(frame, (0, 0))
    else:
        pygame.transform.scale(frame, rect.size, destination)
    if crt and scale >= 2:
        destination.blit(_legacy_scanlines(scale), (0, 0), special_flags=pygame.BLEND_MULT)


def _frame_samples(scene: str, samples: int, *, legacy: bool) -> tuple[float, ...]:
    """Milliseconds per frame (poll, update, draw, present) of one scene in its first state, under its workload."""
    from game.commands.scene_states import UNTIL_LIMIT, WORKLOAD_INTERVAL, first_state

    from game.app.shell.app import default_registry
    from game.app.shell.headless import advance, advance_until, run_script, session

    state = first_state(default_registry(), scene)
    if state.bench_frames is not None and samples == FRAME_SAMPLES[False]:
        samples = state.bench_frames  # a whole cycle, every phase of it in the figures
    script = state.script()
    times = []
    with session(script, window_size=BENCH_WINDOW, live=True) as app:
        if legacy:
            app.screen.present = partial(legacy_present, app.screen)
        run_script(app, script)
        if state.until is not None:
            advance_until(app, state.until, UNTIL_LIMIT)
        advance(app, FRAME_WARMUP)
        clock = time.perf_counter_ns
        for n in range(samples):
            if app.done:
                break
            begin = clock()
            app.poll()
            if state.workload and n % WORKLOAD_INTERVAL == 0:
                app.dispatch(state.workload[(n // WORKLOAD_INTERVAL) % len(state.workload)])
            app.step()
            app.frame()
            times.append((clock() - begin) / 1e6)
    return tuple(times)


def bench_frames(budget: Budget) -> list[Measurement]:
    """Per registered scene (once per scene class): frame cost now, and with the old full repaint, in the same run."""
    from game.commands.scene_states import scene_name

    from game.app.shell.app import default_registry

    registry = default_registry()
    samples = FRAME_SAMPLES[budget.quick]
    out = []
    seen = set()
    for scene in registry.names():
        if scene_name(registry, scene) in seen:
            continue  # another name for a scene already measured (the attract mode is also wargames)
        seen.add(scene_name(registry, scene))
        out.append(Measurement(scene, "ms", _frame_samples(scene, samples, legacy=False)))
        out.append(Measurement(f"{scene}, full repaint (before)", "ms", _frame_samples(scene, samples, legacy=True)))
    return out


def bench_decisions(budget: Budget) -> list[Measurement]:
    """Microseconds per ``choose`` of every roster member over every position where a move is due."""
    positions = sorted((b for b in reachable().values() if not b.is_over()), key=lambda b: b.key)
    positions = positions[::DECISION_STRIDE[budget.quick]]
    clock = time.perf_counter_ns
    out = []
    for ident in roster_ids():
        begin = clock()
        opponent = make_opponent(ident)
        rng = random.Random(0)
        opponent.choose(positions[0], rng)
        setup = (clock() - begin) / 1e6
        times = []
        for _ in range(DECISION_PASSES[budget.quick]):
            for board in positions:
                begin = clock()
                opponent.choose(board, rng)
                times.append((clock() - begin) / 1e3)
        out.append(Measurement(ident, "us", tuple(times)))
        out.append(Measurement(f"{ident} start-up (once)", "ms", (setup,)))
    return out


# -- the real window ---------------------------------------------------------------

#: Screen sizes of the private X servers the window section opens the game full screen on.
WINDOW_SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
#: Seconds of frames timed per scene state (each frame a sample), keyed by --quick.
WINDOW_SECONDS = {False: 4.0, True: 0.5}
#: The scene states timed in the real window: the menu at rest, a game under way, each attract phase.
WINDOW_SCENES = ("menu", "game", "view switch", "win sweep", "attract title", "attract slow", "attract howto", "attract faster", "attract many", "attract verdict",
                 "three views", "lessons", "presenter", "matchboxes", "menace")
#: Window scene states that are screenshot states (``scene_states``): reached by their scripts, settings and all.
WINDOW_STATES = {
    "view switch": "pick15-view-switch",  # Tab four times a second: one view switch's flight after another
    "win sweep": "tictactoe-win-sweep",  # two people: X wins, the line sweeps, REMATCH, again
    "three views": "magic15-three-views",  # the game's THREE VIEWS, thinking shown, every cell clicked in turn
    "lessons": "lessons-arrows",  # a lesson's page with arrows, paged back and forth
    "presenter": "magic15-presenter-three-views",  # THREE VIEWS in the presenter palette: no scanlines
    "matchboxes": "matchboxes-trained",  # a shelf of 21 boxes with dots and counts, MENACE trained
    "menace": "tictactoe-game-menace-box",  # a game against MENACE: the box it drew from in the panel
}
#: Window managers: none (the bare X server) and openbox.
WINDOW_MANAGERS = ("none", "openbox")
#: Seconds a child run (one present path, every scene state) may take before it is reported as unavailable.
CHILD_TIMEOUT = 300.0
#: Frames run untimed after a state is reached: the first one is drawn whole, the window's own events settle.
WINDOW_WARMUP_FRAMES = 10
#: Launches timed for the first frame in a real window.
WINDOW_FIRST_FRAME_RUNS = {False: 5, True: 2}
WINDOW_FIRST_FRAME_TIMEOUT = 60  # seconds: a start that never presents is a failure, not a hang
#: The settings fields a screenshot state sets for its timing; the session keeps its window, idle time and sound.
WINDOW_STATE_FIELDS = ("crt", "theme", "opponent", "first_player", "show_thinking", "demo_pair", "presenter")
XVFB_HINT = "start one: Xvfb :99 -screen 0 3840x2160x24 &  then  export DISPLAY=:99"


@dataclass(frozen=True, slots=True)
class WindowFigure:
    """One scene state timed in the game's own paced loop in a real full-screen window."""

    size: str  # "3840x2160"
    wm: str  # "none" or "openbox"
    scene: str  # one of WINDOW_SCENES
    present: str  # a PresentPath value
    frames_ms: tuple[float, ...] = ()  # draw + present of each frame
    seconds: float = 0.0  # wall time of the window of frames
    cpu_seconds: float = 0.0  # the game process's user + system time over it
    xvfb_cpu_seconds: float | None = None  # the X server's, when it is ours
    moves: int = 0  # moves played while timed: proof the screen was busy
    unavailable: str | None = None  # why this path could not run
    framebuffer: str = ""  # SDL_FRAMEBUFFER_ACCELERATION as the game ran ("0": SDL's shared-memory framebuffer)
    default: bool = False  # the way the game presents when nobody chooses: no --renderer, no SDL variable

    @property
    def route(self) -> str:
        """The present path and, for the window surface's paths, how SDL sends that surface to the screen."""
        return self.present if self.present == "gpu" else f"{self.present} (framebuffer {self.framebuffer or 'unset'})"

    @property
    def fps(self) -> float:
        """Frames shown a second."""
        return len(self.frames_ms) / self.seconds if self.seconds else 0.0

    def as_dict(self) -> dict[str, object]:
        """The JSON form: one flat object."""
        timed = Measurement(self.scene, "ms", self.frames_ms or (0.0,))
        per_cent = 100 / self.seconds if self.seconds else 0.0
        return {
            "size": self.size, "wm": self.wm, "scene": self.scene, "present": self.present,
            "fps": self.fps, "frame_median_ms": timed.median, "frame_p99_ms": timed.p99,
            "cpu_percent": self.cpu_seconds * per_cent,
            "xvfb_cpu_percent": None if self.xvfb_cpu_seconds is None else self.xvfb_cpu_seconds * per_cent,
            "frames": len(self.frames_ms), "moves": self.moves, "unavailable": self.unavailable,
            "framebuffer": self.framebuffer, "default": self.default,
        }


@dataclass(frozen=True, slots=True)
class Display:
    """Where the window figures are measured: our own Xvfb at a size, or the display we were given."""

    name: str  # ":99"
    size: tuple[int, int]
    server: subprocess.Popen | None = None  # ours to stop; None for $DISPLAY

    @property
    def label(self) -> str:
        """``1920x1080``."""
        return f"{self.size[0]}x{self.size[1]}"


# The real start, through the command line: the first frame shown (the title card the window opens with) and
# the game's own first frame, each the monotonic time of its first present.
WINDOW_FIRST_FRAME_CHILD = """
import os, time
import pygame
shown = []
def marking(present):
    def marked(*args):
        present(*args)
        shown.append(time.monotonic_ns())
        if present is update:  # the game presents changed rectangles; only the title card flips
            print(shown[0], shown[-1], flush=True)
            os._exit(0)
    return marked
flip, update = pygame.display.flip, pygame.display.update
pygame.display.flip, pygame.display.update = marking(flip), marking(update)
from game.app.shell.cli import main
main(["--fullscreen", "--no-sound", "--seed", "0"])
"""
# A window with nothing of the game: what any pygame program pays before its first frame here (with the
# framebuffer the game asks for on X11: SDL's default GL texture makes a full-screen window slower still).
BARE_WINDOW_CHILD = """
import os, time, pygame
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
pygame.display.init()
pygame.display.set_mode((0, 0), pygame.FULLSCREEN).fill((16, 16, 32))
pygame.display.flip()
print(time.monotonic_ns(), flush=True)
"""

WINDOW_CHILD = """
from game.commands.bench import window_child
window_child({spec!r})
"""


def _cpu_seconds(pid: int | str = "self") -> float:
    """User + system CPU seconds of a process so far, from /proc (children not counted)."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _window_state(app, scene: str) -> Callable[[], bool]:
    """Bring a fresh app to ``scene`` (stepping ticks, drawing nothing); the test that it is still there."""
    from game.commands.scene_states import UNTIL_LIMIT

    from game.play.attract import Phase

    if not scene.startswith("attract "):
        return lambda: not app.done
    phase = Phase(scene.split()[1])
    run = lambda: getattr(app.ctx.scenes.top, "run", None)  # noqa: E731
    for _ in range(UNTIL_LIMIT):
        if run() is not None and run().phase is phase:
            return lambda: run() is not None and run().phase is phase
        app.step()
    raise RuntimeError(f"the attract mode did not reach {phase.value} in {UNTIL_LIMIT} ticks")


def _window_settings():
    """The settings the window section's sessions start from: the CRT look, games against random, no attract mode."""
    from game.app.store.settings import Settings

    return Settings(crt=True, opponent="random", attract_idle_seconds=600)


def _window_app(present: str):
    """The real App, full screen and silent, at its menu, presenting by ``present`` (games against random)."""
    from game.files import paths
    from game.app.shell.app import App, Options
    from game.app.shell.present import PresentPath
    from game.app.store.settings import SETTINGS_FILE
    from game.files.storage import write_json_atomic

    write_json_atomic(paths.config_dir() / SETTINGS_FILE, _window_settings().to_json())
    return App(Options(fullscreen=True, sound=False, seed=0, present=PresentPath(present)))


def _enter_scene(app, scene: str) -> tuple:
    """Back to the menu, then into the scene ``scene`` is a state of, as a player would go, drawn whole next.

    Returns the actions that keep it busy while it is timed.
    """
    from game.commands.scene_states import game_states, states_for

    from game.app.shell.registry import MENU
    from game.engine import View

    app.ctx.scenes.pop_to(MENU)
    state = next((s for s in states_for(app.registry) if s.name == WINDOW_STATES.get(scene)), None)
    settings = _window_settings() if state is None else state.settings
    # Only what a state may change: the session keeps its window, its idle time and its sound.
    app.ctx.settings.update(**{name: getattr(settings, name) for name in WINDOW_STATE_FIELDS})
    if state is not None:
        if state.prepare is not None:  # its files in the bench's own home, before the scene reads them
            state.prepare()
        _play_script(app, state)
        workload = state.workload
    else:
        start = {"menu": MENU, "game": "tictactoe"}.get(scene, "wargames")
        if start != MENU:
            app.ctx.scenes.push(app.registry.create(start))
        workload = game_states(View.TICTACTOE)[0].workload if scene == "game" else ()
    app.screen.invalidate()
    return workload


def _play_script(app, state) -> None:
    """Into a screenshot state's scene, its script's actions handed over on their ticks."""
    from collections import defaultdict

    from game.app.shell.registry import MENU

    start = state.scene_started or state.scene
    if start != MENU:
        app.ctx.scenes.push(app.registry.create(start))
    script = state.script()
    due = defaultdict(list)
    for tick, event in script.actions:
        due[tick].append(event)
    for tick in range(script.tick):
        for event in due.get(tick, ()):
            app.dispatch(event)
        app.step()


class PacedLoop:
    """``App.run``'s loop body, one frame at a time, with the frame (draw + present) timed."""

    def __init__(self, app, workload: tuple = (), after_tick: Callable[[], None] = lambda: None) -> None:
        import pygame

        from game.app.shell.app import DEFAULT_REFRESH_RATE
        from game.app.shell.loop import FixedStep

        self.app, self.workload, self.after_tick, self.ticks_run = app, workload, after_tick, 0
        self.pacer, self.step = pygame.time.Clock(), FixedStep()
        self.refresh = (pygame.display.get_desktop_refresh_rates() or [0])[0] or DEFAULT_REFRESH_RATE
        self.last = time.perf_counter_ns()

    def frame(self) -> float:
        """Poll, the ticks real time calls for (a press every few, if there is a workload), one frame, the pacing.

        Returns the frame's milliseconds: draw and present, the display update included.
        """
        from game.commands.scene_states import WORKLOAD_INTERVAL

        app, clock = self.app, time.perf_counter_ns
        now = clock()
        ticks, self.last = self.step.advance(now - self.last), now
        app.poll()
        for _ in range(ticks):
            if self.workload and self.ticks_run % WORKLOAD_INTERVAL == 0:
                app.dispatch(self.workload[(self.ticks_run // WORKLOAD_INTERVAL) % len(self.workload)])
            app.step()
            self.after_tick()
            self.ticks_run += 1
        begin = clock()
        app.frame()
        took = (clock() - begin) / 1e6
        self.pacer.tick(self.refresh)  # one frame per display refresh, as App.run does
        return took


class MoveCounter:
    """Moves played on every board on screen, counted after each tick: proof the frames timed were busy."""

    def __init__(self, app) -> None:
        self.app, self.moves, self._seen = app, 0, {}

    def _boards(self) -> list:
        top = self.app.ctx.scenes.top
        run = getattr(top, "run", None)  # the attract mode's boards, or the game's one match
        return [slot.match for slot in run.boards] if run is not None else [getattr(top, "match", None)]

    def __call__(self) -> None:
        for index, match in enumerate(self._boards()):
            played = len(match.board.moves) if match is not None else 0
            before = self._seen.get(index, 0)
            self.moves += played - before if played >= before else played  # fewer: the board began again
            self._seen[index] = played


def _window_frames(app, scene: str, seconds: float, xvfb: int | None) -> dict[str, object]:
    """Run the game's paced loop for ``seconds`` in ``scene`` (after a settling warm-up), timing each frame."""
    workload = _enter_scene(app, scene)
    still_there = _window_state(app, scene)
    counter = MoveCounter(app)
    loop = PacedLoop(app, workload, counter)
    for _ in range(WINDOW_WARMUP_FRAMES):  # the window's own events and the first whole frame
        loop.frame()
    counter.moves = 0
    clock, times = time.perf_counter_ns, []
    cpu, server = _cpu_seconds(), _cpu_seconds(xvfb) if xvfb else 0.0
    begin = clock()
    while clock() - begin < seconds * 1e9 and still_there():
        times.append(loop.frame())
    wall = (clock() - begin) / 1e9
    return {"scene": scene, "frames_ms": times, "seconds": wall, "cpu_seconds": _cpu_seconds() - cpu,
            "xvfb_cpu_seconds": _cpu_seconds(xvfb) - server if xvfb else None, "moves": counter.moves}


def window_child(spec: str) -> None:
    """In a child with $DISPLAY set: print one JSON line per scene state (or the reason it could not run)."""
    args = json.loads(spec)
    app, problem = None, None
    try:
        app = _window_app(args["present"])
    except Exception as err:  # noqa: BLE001 -- a path that cannot start is reported, not fatal
        problem = err
    route = _route_of(args["present"], chosen=args["framebuffer"] is not None) if app is not None else {}
    try:
        for scene in args["scenes"]:
            try:
                if problem is not None:
                    raise problem
                row = {**_window_frames(app, scene, args["seconds"], args["xvfb"]), **route}
            except Exception as err:  # noqa: BLE001
                row = {"scene": scene, "unavailable": f"{type(err).__name__}: {err}".splitlines()[0][:200]}
            print(json.dumps(row), flush=True)
    finally:
        if app is not None:
            app.close()


def _route_of(present: str, *, chosen: bool) -> dict[str, object]:
    """How this child's frames reached the screen, and whether that is the game's own choice when left alone."""
    import pygame

    from game.app.shell.present import FRAMEBUFFER_HINT, PresentPath, resolve_present

    auto = resolve_present(PresentPath.AUTO, headless=False, driver=pygame.display.get_driver()).path
    return {"framebuffer": os.environ.get(FRAMEBUFFER_HINT, ""), "default": auto.value == present and not chosen}


def _window_env(display: Display) -> dict[str, str]:
    """The child's environment: the display, a dummy audio driver, the private home folder."""
    env = {k: v for k, v in _child_env(os.environ[HOME_OVERRIDE_ENV]).items() if k != "SDL_VIDEODRIVER"}
    return {**env, "DISPLAY": display.name}


#: SDL_FRAMEBUFFER_ACCELERATION for the window surface's paths: left to the game, and "1", SDL's own choice on
#: X11 (a GL texture), which the game made until it asked for the shared-memory framebuffer.
FRAMEBUFFER_CHOICES: tuple[str | None, ...] = (None, "1")


def _present_routes() -> list[tuple[str, str | None]]:
    """Every way a frame can reach the display, with the framebuffer it is given (AUTO picks one of them)."""
    from game.app.shell.present import PresentPath

    return [(path.value, framebuffer) for path in PresentPath if path is not PresentPath.AUTO
            for framebuffer in (FRAMEBUFFER_CHOICES if path is not PresentPath.GPU else (None,))]


def _window_run(display: Display, wm: str, route: tuple[str, str | None], scenes: tuple[str, ...],
                seconds: float) -> list[WindowFigure]:
    """One child process timing every scene state with one present path; unavailable rows if it fails."""
    from game.app.shell.present import FRAMEBUFFER_HINT

    present, framebuffer = route
    xvfb = display.server.pid if display.server else None
    spec = json.dumps({"present": present, "framebuffer": framebuffer, "scenes": list(scenes), "seconds": seconds,
                       "xvfb": xvfb})
    code = WINDOW_CHILD.format(spec=spec)
    env = _window_env(display)
    env.pop(FRAMEBUFFER_HINT, None)
    if framebuffer is not None:
        env[FRAMEBUFFER_HINT] = framebuffer
    rows: dict[str, dict] = {}
    reason = None
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                             timeout=CHILD_TIMEOUT)
        rows = {row["scene"]: row for row in map(json.loads, out.stdout.splitlines()) if row}
        if out.returncode != 0:
            reason = (out.stderr.strip().splitlines() or [f"exit {out.returncode}"])[-1][:200]
    except subprocess.TimeoutExpired:
        reason = f"no answer in {CHILD_TIMEOUT:.0f} s"
    figures = []
    for scene in scenes:
        row = rows.get(scene, {"unavailable": reason or "no report"})
        figures.append(WindowFigure(
            display.label, wm, scene, present, tuple(row.get("frames_ms", ())), row.get("seconds", 0.0),
            row.get("cpu_seconds", 0.0), row.get("xvfb_cpu_seconds"), row.get("moves", 0), row.get("unavailable"),
            row.get("framebuffer", framebuffer or ""), row.get("default", False),
        ))
    return figures


def start_xvfb(size: tuple[int, int]) -> Display:
    """A private X server of this screen size on a display number it picks itself (free, by -displayfd)."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()  # written once the server accepts clients
    if not number:
        server.kill()
        server.wait()
        raise RuntimeError(f"Xvfb did not start at {size[0]}x{size[1]}")
    return Display(f":{number}", size, server)


def start_openbox(display: Display) -> subprocess.Popen:
    """openbox managing ``display``, given a moment to take over the screen."""
    manager = subprocess.Popen(["openbox", "--sm-disable"], env={**os.environ, "DISPLAY": display.name},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)  # openbox has no "ready" signal; a second is plenty on an idle server
    return manager


def stop(process: subprocess.Popen | None) -> None:
    """End a process this section started."""
    if process is not None and process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def current_display() -> Display:
    """$DISPLAY at its own size (asked of a throw-away child, so this process opens no window)."""
    code = "import pygame; pygame.display.init(); print(*pygame.display.get_desktop_sizes()[0])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    width, height = map(int, out.stdout.split())
    return Display(os.environ["DISPLAY"], (width, height))


def _seconds_to_markers(code: str, env: dict[str, str]) -> tuple[float, ...]:
    """Seconds from launching ``python -c code`` to each monotonic time it prints on its one line."""
    start = time.monotonic_ns()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                         timeout=WINDOW_FIRST_FRAME_TIMEOUT)
    return tuple((int(mark) - start) / 1e9 for mark in out.stdout.split())


def window_first_frame(display: Display, runs: int) -> list[Measurement]:
    """Seconds from launching the game full screen in a real window to its first frame, and to the game's own."""
    env = _window_env(display)
    _seconds_to_markers(WINDOW_FIRST_FRAME_CHILD, env)  # fills the disk cache
    starts = [_seconds_to_markers(WINDOW_FIRST_FRAME_CHILD, env) for _ in range(runs)]
    bare = tuple(_seconds_to_markers(BARE_WINDOW_CHILD, env)[0] for _ in range(runs))
    return [Measurement(f"first frame (title card), full screen {display.label} (Xvfb)", "s", tuple(s[0] for s in starts)),
            Measurement(f"first game frame, full screen {display.label} (Xvfb)", "s", tuple(s[-1] for s in starts)),
            Measurement(f"bare pygame window (baseline), full screen {display.label} (Xvfb)", "s", bare)]


@dataclass(frozen=True, slots=True)
class WindowReport:
    """The window section's results: every figure, the first frames, and the display they were taken on."""

    figures: list[WindowFigure]
    first: list[Measurement]
    about: dict[str, object]

    def text(self) -> str:
        """The markdown table."""
        return window_text(self.figures, self.first, self.about)

    def as_json(self) -> dict[str, object]:
        """One object per measurement, the first frames, and the display."""
        return {"display": self.about, "measurements": [f.as_dict() for f in self.figures],
                "first_frame": {m.name: m.as_dict() for m in self.first}}


@dataclass(frozen=True, slots=True)
class WindowPlan:
    """What the window section measures: sizes, window managers, scene states, seconds each."""

    sizes: tuple[tuple[int, int], ...] = WINDOW_SIZES
    wms: tuple[str, ...] = WINDOW_MANAGERS
    scenes: tuple[str, ...] = WINDOW_SCENES
    seconds: float = WINDOW_SECONDS[False]


class NoDisplay(Exception):
    """Neither Xvfb nor $DISPLAY: the window section cannot run."""


def _one_display(display: Display, plan: WindowPlan, wm: str, quick: bool) -> tuple[list[WindowFigure], list]:
    """Every present path on one display (and the first frame at 1920x1080 with no window manager)."""
    figures = [f for route in _present_routes() for f in _window_run(display, wm, route, plan.scenes, plan.seconds)]
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
            display = start_xvfb(size)
            manager = start_openbox(display) if wm == "openbox" else None
            try:
                more, firsts = _one_display(display, plan, wm, budget.quick)
            finally:
                stop(manager)
                stop(display.server)
            figures += more
            first += firsts
    return WindowReport(figures, first, display_about(figures))


def display_about(figures: list[WindowFigure]) -> dict[str, object]:
    """The display side of the machine: SDL's version, the X server and its sizes."""
    import pygame

    server = "Xvfb" if shutil.which("Xvfb") else f"$DISPLAY {os.environ.get('DISPLAY', '')}"
    sizes = sorted({f.size for f in figures}, key=lambda s: int(s.split("x")[0]))
    return {"sdl": ".".join(map(str, pygame.get_sdl_version())), "server": server, "sizes": sizes,
            "wm": sorted({f.wm for f in figures})}


def _window_cells(figure: WindowFigure | None) -> list[str]:
    """One present path's cells in a row: fps, frame median, frame p99, CPU of the game / of the X server."""
    if figure is None:
        return ["", "", "", ""]
    if figure.unavailable:
        return [f"unavailable: {figure.unavailable.replace('|', '/')}", "", "", ""]
    row = figure.as_dict()
    server = "" if row["xvfb_cpu_percent"] is None else f" / {row['xvfb_cpu_percent']:.0f}%"
    return [f"{row['fps']:.1f}", f"{row['frame_median_ms']:.2f} ms", f"{row['frame_p99_ms']:.2f} ms",
            f"{row['cpu_percent']:.0f}%{server}"]


def window_text(figures: list[WindowFigure], first: list[Measurement], about: dict[str, object]) -> str:
    """The window section's report: a markdown table, a row per size, window manager and scene, paths side by side."""
    paths = list(dict.fromkeys(f.route for f in figures))
    defaults = {f.route for f in figures if f.default}
    rows = list(dict.fromkeys((f.size, f.wm, f.scene) for f in figures))
    found = {(f.size, f.wm, f.scene, f.route): f for f in figures}
    lines = [f"[window] a real full-screen window: the game's own paced 60 Hz loop, frame = draw + present "
             f"(the display update included), CPU = the game's / the X server's share of one core; "
             f"SDL {about['sdl']}, {about['server']} at {', '.join(about['sizes'])}",
             "",
             f"the game's default: {', '.join(sorted(defaults)) or 'none of these'}",
             "",
             "| size | wm | scene | " + " | ".join(f"{p}: fps | median | p99 | CPU" for p in paths) + " |",
             "| --- | --- | --- | " + " | ".join("--- | --- | --- | ---" for _ in paths) + " |"]
    for size, wm, scene in rows:
        cells = [c for p in paths for c in _window_cells(found.get((size, wm, scene, p)))]
        lines.append(f"| {size} | {wm} | {scene} | " + " | ".join(cells) + " |")
    if first:
        lines.append("")
    for m in first:
        lines.append(f"  {m.name:<36} {_value(m.median, m.unit):>14} {m.unit}   (median of {len(m.samples)})")
    return "\n".join(lines)


BENCHMARKS: tuple[Benchmark, ...] = (
    Benchmark("startup", "headless: seconds from launch to the first frame", bench_startup),
    Benchmark("decisions", "microseconds a move over every position where one is due", bench_decisions),
    Benchmark("frames", "headless: milliseconds a frame at 1920x1080, CRT on: poll, update, draw, scale",
              bench_frames),
    Benchmark("tournament", "tournament games per second, batch path against scalar", bench_tournament),
    Benchmark("training", "MENACE training games per second, fast path against reference", bench_training),
    Benchmark("wins", "win detection per board: matrix product against table look-up", bench_wins),
    Benchmark("bigboard", "m,n,k win test and move generation per position, batch against scalar", bench_bigboard),
    Benchmark("window", "frames in a real full-screen window (Xvfb), every present path",
              bench_window, WindowReport.text, WindowReport.as_json),
)


def machine() -> dict[str, object]:
    """What the figures were measured on: cores, CPU, Python and pygame-ce versions."""
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            cpu = next((line.split(":", 1)[1].strip() for line in info if line.startswith("model name")), cpu)
    except OSError:
        pass
    try:
        pygame_version = importlib.metadata.version("pygame-ce")
    except importlib.metadata.PackageNotFoundError:
        pygame_version = "not installed"
    return {"cores": os.cpu_count(), "cpu": cpu, "python": platform.python_version(), "pygame-ce": pygame_version}


def _value(number: float, unit: str) -> str:
    return f"{number:,.2f}" if unit in ("x", "s", "ms", "us") else f"{number:,.0f}"


def section_text(bench: Benchmark, measurements: list[Measurement]) -> str:
    """A section's report: one line per measurement, medians first (and p99 where there are many samples)."""
    spread = any(len(m.samples) >= SPREAD_SAMPLES for m in measurements)
    runs = max(len(m.samples) for m in measurements)
    how = "median and p99 of every sample" if spread else f"median of {runs}"
    lines = [f"[{bench.name}] {bench.description} ({how})"]
    for m in measurements:
        text = f"  {m.name:<36} {_value(m.median, m.unit):>14} {m.unit}"
        if len(m.samples) >= SPREAD_SAMPLES:
            text += f"   p99 {_value(m.p99, m.unit):>10} {m.unit}   ({len(m.samples):,} samples)"
        lines.append(text)
    if bench.name == "tournament":
        slowest = min(m.median for m in measurements if m.name.endswith(" batch"))
        verdict = "met" if slowest >= TARGET_GAMES_PER_SECOND else "NOT met"
        lines.append(f"  target {TARGET_GAMES_PER_SECOND:,} games/s for both batch pairs: {verdict}")
    if bench.name == "training":
        slowest = min(m.median for m in measurements if m.name.endswith("fast path"))
        verdict = "met" if slowest >= TARGET_TRAINING_PER_SECOND else "NOT met"
        lines.append(f"  target {TARGET_TRAINING_PER_SECOND:,} games/s against both: {verdict}")
    if bench.name == "frames":
        now = [m for m in measurements if not m.name.endswith("(before)")]
        worst = max(now, key=lambda m: m.p99)
        verdict = "met" if worst.p99 < TARGET_FRAME_P99_MS else "NOT met"
        lines.append(f"  target p99 under {TARGET_FRAME_P99_MS} ms in every scene: {verdict}"
                     f" (worst: {worst.name}, {worst.p99:.2f} ms)")
    if bench.name == "bigboard":
        verdict = "met" if measurements[0].median >= TARGET_BIGBOARD_PER_SECOND else "NOT met"
        lines.append(f"  target {TARGET_BIGBOARD_PER_SECOND:,} positions/s on one core: {verdict}")
    if bench.name == "decisions":
        perfect = next(m for m in measurements if m.name == "perfect")
        verdict = "met" if perfect.p99 < TARGET_PERFECT_US else "NOT met"
        lines.append(f"  target for perfect, p99 under {TARGET_PERFECT_US} us a move: {verdict}")
    return "\n".join(lines)


def cmd_bench(args: argparse.Namespace) -> str:
    """Run the chosen sections (in a private home folder, so the player's files stay untouched)."""
    budget = Budget(args.repeats, args.quick)
    chosen = [b for b in BENCHMARKS if not args.only or b.name in args.only]
    runs = {b.name: b.run for b in chosen}
    if "window" in runs:
        runs["window"] = partial(bench_window, plan=window_plan(args))
    results = {}
    with private_home("tictactoe-bench-"):
        for bench in chosen:
            try:
                results[bench.name] = runs[bench.name](budget)
            except NoDisplay as err:
                if len(chosen) == 1:
                    raise UsageError(str(err)) from None
                print(f"{args.prog}: {err}", file=sys.stderr)
    chosen = [b for b in chosen if b.name in results]
    about = machine()
    if args.json:
        return json.dumps({"machine": about, **{b.name: section_json(b, results[b.name]) for b in chosen}}, indent=2)
    header = (f"machine: {about['cores']} cores, {about['cpu']}; Python {about['python']}, "
              f"pygame-ce {about['pygame-ce']}")
    return "\n\n".join([header] + [b.text(results[b.name]) if b.text else section_text(b, results[b.name])
                                    for b in chosen])


def section_json(bench: Benchmark, result) -> object:
    """A section's JSON: its own form, or one entry per Measurement by name."""
    return bench.as_json(result) if bench.as_json else {m.name: m.as_dict() for m in result}


def window_plan(args: argparse.Namespace) -> WindowPlan:
    """The window section's sizes, window managers and scene states, from the command line."""
    wms = {"both": WINDOW_MANAGERS, "none": ("none",), "openbox": ("openbox",)}
    wm = args.wm or ("both" if shutil.which("openbox") else "none")
    if "openbox" in wms[wm] and not shutil.which("openbox"):
        raise UsageError("--wm openbox: openbox is not installed")
    return WindowPlan(sizes=tuple(args.sizes or WINDOW_SIZES), wms=wms[wm], scenes=tuple(args.scenes or WINDOW_SCENES),
                      seconds=WINDOW_SECONDS[args.quick])


def _screen_size(text: str) -> tuple[int, int]:
    return window_size(text, LOGICAL_SIZE, (MAX_WINDOW_SIDE, MAX_WINDOW_SIDE))


def _repeats(text: str) -> int:
    return whole_number(text, 1, MAX_REPEATS, "a number of runs")


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line."""
    parser = ToolParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("--only", metavar="NAME", choices=[b.name for b in BENCHMARKS], action="append",
                        help="run this section (repeat for more): " + ", ".join(b.name for b in BENCHMARKS))
    parser.add_argument("--repeats", type=_repeats, default=DEFAULT_REPEATS,
                        help=f"timed runs per figure (default {DEFAULT_REPEATS})")
    parser.add_argument("--quick", action="store_true", help="few samples: a smoke run, not figures to quote")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--sizes", metavar="WxH", type=_screen_size, action="append",
                        help="window section: this screen size (repeat for more; default "
                             + ", ".join(f"{w}x{h}" for w, h in WINDOW_SIZES) + ")")
    parser.add_argument("--wm", choices=("both", "none", "openbox"),
                        help="window section: with no window manager, openbox, or both (default both if openbox "
                             "is installed)")
    parser.add_argument("--scenes", metavar="STATE", choices=WINDOW_SCENES, action="append",
                        help="window section: this scene state (repeat for more): " + ", ".join(WINDOW_SCENES))
    parser.set_defaults(run=cmd_bench, prog=prog)  # the notes on stderr name the command as its errors do
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Run the benchmarks."""
    return run_tool(build_parser(prog), argv)


if __name__ == "__main__":
    sys.exit(main())
