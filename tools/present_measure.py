"""Measure the present paths in a real window: frames shown, frame time and CPU, per scene.

    DISPLAY=:61 python tools/present_measure.py [--seconds 10] [--paths changed,gpu] [--windowed WxH]
                                                [--server-pid PID]

Each run is a fresh process running the real loop (``App.run``) full screen
for the given seconds: the menu at rest, a game (the magic15 replay, played
at real speed), the attract mode.  Per run it prints the loop's frames per
second, the frames actually shown per second (a present path shows nothing
when nothing changed), the median and 99th percentile of a shown frame's
time (drawing and presenting, vsync wait included), and the CPU the process
used (user + system from /proc/self/stat over wall time) and, given its
process id, what the X server used meanwhile (the pictures it is sent cost
it too: under Xvfb it copies every one).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence

from checkout import ROOT

from game.app.limits import LOGICAL_SIZE, MAX_WINDOW_SIDE
from game.app.shell.present import PresentPath
from game.commands.command_line import ToolParser
from game.commands.proc_cpu import cpu_seconds
from game.messages.arguments import whole_number, window_size
from game.messages.quoting import quote

PATHS = [path.value for path in PresentPath]
MAX_SECONDS = 3600  # a run per scene and path: an hour is more than any figure needs
MAX_PID = 2**22  # the largest process id Linux hands out (pid_max's ceiling)

SCENES = {
    "menu at rest": {"scene": "menu"},
    "a game (magic15 replay)": {"replay": "tests/replays/magic15.jsonl"},
    "attract mode": {"scene": "attract"},
}

#: The child each run is: the real loop, its shown frames timed.
CHILD = "game.commands.bench.present_child"


def _cpu_seconds(pid: int | None) -> float:
    """User + system CPU seconds a process has used (0 without a process id)."""
    return 0.0 if pid is None else cpu_seconds(pid)


def _listed(text: str, known: Sequence[str], what: str) -> list[str]:
    """Comma-separated names, each one of ``known``; else ArgumentTypeError."""
    names = text.split(",")
    for name in names:
        if name not in known:
            raise argparse.ArgumentTypeError(f"unknown {what} {quote(name)}; choose from: {', '.join(known)}")
    return names


def _paths(text: str) -> list[str]:
    return _listed(text, PATHS, "present path")


def _scenes(text: str) -> list[str]:
    return _listed(text, list(SCENES), "scene")


def _seconds(text: str) -> int:
    return whole_number(text, 1, MAX_SECONDS, "whole seconds")


def _window(text: str) -> tuple[int, int]:
    return window_size(text, LOGICAL_SIZE, (MAX_WINDOW_SIDE, MAX_WINDOW_SIDE))


def _pid(text: str) -> int:
    return whole_number(text, 1, MAX_PID, "a process id")


def build_parser() -> ToolParser:
    """The command line."""
    parser = ToolParser(prog="present_measure", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=_seconds, default=10, help="how long each run lasts (default 10)")
    parser.add_argument("--paths", type=_paths, default=["changed", "gpu"],
                        help="comma-separated present paths of: " + ", ".join(PATHS))
    parser.add_argument("--windowed", type=_window, metavar="WxH", help="a window of this size instead of full screen")
    parser.add_argument("--scenes", type=_scenes, default=list(SCENES),
                        help="comma-separated scenes of: " + ", ".join(SCENES))
    parser.add_argument("--server-pid", type=_pid, help="the X server's process id, to measure its CPU as well")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Measure every scene on every path asked for, one table row each."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.server_pid is not None and not os.access(f"/proc/{args.server_pid}/stat", os.R_OK):
        return parser.fail(f"no process {args.server_pid} to measure (/proc/{args.server_pid}/stat cannot be read)")
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_AUDIODRIVER": "dummy"}
    print("| scene | path | loop fps | frames shown/s | shown frame median | p99 | CPU | X server CPU |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name in args.scenes:
        scene = SCENES[name]
        for path in args.paths:
            spec = {"seconds": args.seconds, "path": path, "windowed": args.windowed, **scene}
            server0, wall0 = _cpu_seconds(args.server_pid), time.perf_counter()
            out = subprocess.run([sys.executable, "-m", CHILD, json.dumps(spec)], cwd=ROOT, env=env,
                                 capture_output=True, text=True, check=False)
            if out.returncode != 0:
                print(f"| {name} | {path} | failed: {out.stderr.strip().splitlines()[-1:]} |")
                continue
            server = (_cpu_seconds(args.server_pid) - server0) / (time.perf_counter() - wall0) * 100
            server_text = f"{server:.0f}%" if args.server_pid else "-"
            r = json.loads(out.stdout.strip().splitlines()[-1])
            med = f"{r['median_ms']:.1f} ms" if r["median_ms"] is not None else "-"
            p99 = f"{r['p99_ms']:.1f} ms" if r["p99_ms"] is not None else "-"
            print(f"| {name} | {r['path']} | {r['fps']:.1f} | {r['shown']:.1f} | {med} | {p99} | {r['cpu']:.0f}% | {server_text} |",
                  flush=True)
            time.sleep(0.5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
