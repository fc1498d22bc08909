"""Benchmarks: named sections, each reporting medians over repeats, never asserted in tests.

    tictactoe-magic bench [--only NAME ...] [--repeats N] [--quick] [--json]
                          [--sizes WxH ...] [--wm both|none|openbox] [--scenes STATE ...]

Sections, a module each:
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
              run, every phase; beside a full-window repaint every frame,
              measured in the same run.
  tournament  games per second of the numpy batch path for random/random and
              perfect/perfect, against the scalar path (one plain-Python game
              after another) measured in the same run; prints the ratio.
  training    MENACE training games per second on the fast path against
              random and perfect (a fresh MENACE, X and O in turn, learning
              after every game), against the reference path (boards,
              MenacePlayer.choose and learn) measured in the same run; its
              floor is 50,000 games/s, so a million-game learning curve takes
              under half a minute.
  wins        boards per second for win detection by the 9x8 matrix product
              of the TI-83 "M.E.N.A.C.E." forum thread versus a 512-entry
              table look-up: why the batch path settles every position's
              result once instead of per ply.
  bigboard    positions per second for the m,n,k engine's win test and move
              generation on 5x5 k=4: the numpy batch path (game.engine.mnk_batch)
              against the scalar Position (winner and legal moves) measured in
              the same run; its floor is 5,000,000 a second on one core, so the
              weight grid's claims are checked over whole boards in seconds.
  window      a real window: for each screen size (1280x720, 1920x1080,
              3840x2160) a private Xvfb of that size, bare and with openbox,
              and the real App full screen in a child process running the
              game's own paced 60 Hz loop for a few seconds in each state --
              the menu at rest, a game against random being played, each
              attract-mode phase -- with every ``PresentPath`` (the changed
              rectangles, the whole-window flip, any added since): fps,
              frame time (draw + present, the display update included) median
              and p99, and the CPU share of the game and of the X server.
              Also launch to the first frame full screen at 1920x1080.
              Without Xvfb it uses $DISPLAY at its own size; with neither it
              says how to start one and is skipped (exit 2 if it was the only
              section asked for).

To add a section, write a module with a function returning a list of
``Measurement`` and add a ``Benchmark`` to ``BENCHMARKS`` below (a
section with rows of its own, like ``window``, also gives the ``Benchmark``
its text and JSON forms).

"""

from __future__ import annotations

import argparse
import json
import sys
from functools import partial

from game.app.limits import LOGICAL_SIZE, MAX_WINDOW_SIDE
from game.commands import xserver
from game.commands.bench.bigboard import bench_bigboard, bigboard_verdict
from game.commands.bench.decisions import bench_decisions, decisions_verdict
from game.commands.bench.frames import bench_frames, frames_verdict
from game.commands.bench.measure import Benchmark, Budget, machine, section_json, section_text
from game.commands.bench.startup import bench_startup
from game.commands.bench.tournament import bench_tournament, tournament_verdict
from game.commands.bench.training import bench_training, training_verdict
from game.commands.bench.window import NoDisplay, bench_window
from game.commands.bench.window_plan import WINDOW_MANAGERS, WINDOW_SCENES, WINDOW_SECONDS, WINDOW_SIZES, WindowPlan
from game.commands.bench.window_report import WindowReport
from game.commands.bench.wins import bench_wins
from game.commands.command_line import ToolParser, UsageError, run_tool
from game.files.paths import private_home
from game.messages.arguments import whole_number, window_size

#: The command as the installed program runs it; ``tools/bench.py`` passes its own name.
PROG = "tictactoe-magic bench"
DEFAULT_REPEATS = 5
MAX_REPEATS = 1000  # timed runs per figure: a bound, so extra digits typed by mistake are refused, not run for days

BENCHMARKS: tuple[Benchmark, ...] = (
    Benchmark("startup", "headless: seconds from launch to the first frame", bench_startup),
    Benchmark("decisions", "microseconds a move over every position where one is due", bench_decisions,
              verdict=decisions_verdict),
    Benchmark("frames", "headless: milliseconds a frame at 1920x1080, CRT on: poll, update, draw, scale",
              bench_frames, verdict=frames_verdict),
    Benchmark("tournament", "tournament games per second, batch path against scalar", bench_tournament,
              verdict=tournament_verdict),
    Benchmark("training", "MENACE training games per second, fast path against reference", bench_training,
              verdict=training_verdict),
    Benchmark("wins", "win detection per board: matrix product against table look-up", bench_wins),
    Benchmark("bigboard", "m,n,k win test and move generation per position, batch against scalar", bench_bigboard,
              verdict=bigboard_verdict),
    Benchmark("window", "frames in a real full-screen window (Xvfb), every present path",
              bench_window, WindowReport.text, WindowReport.as_json),  # type: ignore[arg-type]
)


def _run_sections(args: argparse.Namespace, chosen: list[Benchmark]) -> dict[str, object]:
    """Each chosen section's result (in a private home folder, so the player's files stay untouched)."""
    budget = Budget(args.repeats, args.quick)
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
    return results


def cmd_bench(args: argparse.Namespace) -> str:
    """Run the chosen sections and report them, as text or JSON."""
    chosen = [b for b in BENCHMARKS if not args.only or b.name in args.only]
    results = _run_sections(args, chosen)
    chosen = [b for b in chosen if b.name in results]
    about = machine()
    if args.json:
        return json.dumps({"machine": about, **{b.name: section_json(b, results[b.name]) for b in chosen}}, indent=2)
    header = (f"machine: {about['cores']} cores, {about['cpu']}; Python {about['python']}, "
              f"pygame-ce {about['pygame-ce']}")
    return "\n\n".join([header] + [b.text(results[b.name]) if b.text else section_text(b, results[b.name])  # type: ignore[arg-type]
                                    for b in chosen])


def window_plan(args: argparse.Namespace) -> WindowPlan:
    """The window section's sizes, window managers and scene states, from the command line."""
    wms = {"both": WINDOW_MANAGERS, "none": ("none",), "openbox": ("openbox",)}
    missing = xserver.openbox_missing()
    wm = args.wm or ("none" if missing else "both")
    if "openbox" in wms[wm] and missing:
        raise UsageError(f"--wm {wm}: needs {', '.join(missing)} (not installed)")
    return WindowPlan(sizes=tuple(args.sizes or WINDOW_SIZES), wms=wms[wm], scenes=tuple(args.scenes or WINDOW_SCENES),
                      seconds=WINDOW_SECONDS[args.quick])


def _screen_size(text: str) -> tuple[int, int]:
    return window_size(text, LOGICAL_SIZE, (MAX_WINDOW_SIDE, MAX_WINDOW_SIDE))


def _repeats(text: str) -> int:
    return whole_number(text, 1, MAX_REPEATS, "a number of runs")


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line."""
    parser = ToolParser(prog=prog, description=(__doc__ or "").splitlines()[0])
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
