"""Check full screen on a real X server: the picture fills the screen, centred, whole-number scaled.

    python tools/fullscreen_check.py [--size WxH ...] [--wm none|openbox|both] [--save DIR]

For each screen size and window-manager choice a virtual X server (Xvfb,
with openbox on it or nothing, as on a kiosk) is started and the game run
on it: its window is moved off centre, F11 pressed, the screen read back
(``import -window root``) and its pixels checked against ``Screen.layout``
for the screen's size -- the picture exactly where it says (320k x 180k for
the largest k that fits, centred), the bars around it pure black, the
picture reaching all four of its edges; then F11 again, and the window must
be back with the same size and place, its picture whole.  A session started
with ``--fullscreen`` is checked the same way, and its way back to a window.
``--save DIR`` keeps a PNG of each full screen,
``fullscreen-WxH-<wm>[-started].png`` (scaled down to 1920 wide,
``...-at-1920.png``, if it is over a megabyte), each checked before the
first X server starts and written as every tool's output is
(``game.files.outputs``).  Needs Xvfb, xdotool, xwininfo and ImageMagick's
``import``; openbox for ``--wm openbox``.  Prints one line per check; exit
status 1 if any failed, 2 for bad input or a picture that cannot be saved.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from checkout import ROOT

from game.app.limits import LOGICAL_SIZE
from game.app.render.burn_in import ORBIT, STEP_TICKS, orbit_offset
from game.app.render.screen import Screen
from game.messages.arguments import window_size
from game.app.shell.boot import TITLE
from game.commands import xserver
from game.commands.command_line import ToolParser, UsageError, check_pictures
from game.files.outputs import OutputError, check_output, write_bytes

TOOLS_NEEDED = ("Xvfb", "xdotool", "xwininfo", "xprop", "import")
WM_NEEDED = xserver.OPENBOX_NEEDS
SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
SCREEN_LIMIT = (8192, 8192)  # beyond any display checked here; Xvfb already needs 256 MB for a screen this big
WAIT = 15.0  # seconds to wait for a window or a picture before calling it a failure
SAVE_LIMIT = 1_000_000  # bytes: a saved screenshot bigger than this is scaled down ...
SAVE_WIDTH = 1920  # ... to this width
OFF_CENTRE = (37, 29)  # where the window is moved before full screen, so "back where it was" means something


def missing_tools(wm: bool) -> list[str]:
    """The programs this check needs that are not installed."""
    return [name for name in TOOLS_NEEDED + (WM_NEEDED if wm else ()) if shutil.which(name) is None]


@dataclass(frozen=True)
class Geometry:
    """A window's place and size on the screen (its inside, without a window manager's frame)."""

    x: int
    y: int
    w: int
    h: int


class X:
    """A running Xvfb (and maybe openbox) and the commands run against it."""

    def __init__(self, display: str) -> None:
        self.display = display
        self.env = {**os.environ, "DISPLAY": display}
        self.env.pop("SDL_VIDEODRIVER", None)  # the tests' dummy driver must not reach the game

    def run(self, *args: str) -> str:
        return subprocess.run(args, env=self.env, capture_output=True, text=True, timeout=WAIT).stdout

    def window(self) -> str | None:
        """The game's window id, if it has one mapped."""
        tree = self.run("xwininfo", "-root", "-tree")  # (xdotool search finds nothing with SDL's window names)
        found = re.findall(rf'^\s*(0x[0-9a-f]+) "{re.escape(TITLE)}":', tree, re.MULTILINE)
        return found[-1] if found and self.geometry(found[-1]) is not None else None

    def geometry(self, window: str) -> Geometry | None:
        """Where the window is, None if it is not (or no longer) shown."""
        info = self.run("xwininfo", "-id", window)
        if "IsViewable" not in info:
            return None
        value = [re.search(rf"{key}:\s+(-?\d+)", info) for key in
                 ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")]
        return Geometry(*(int(v.group(1)) for v in value)) if all(value) else None  # type: ignore[union-attr]

    def pixels(self, size: tuple[int, int]) -> np.ndarray:
        """The whole screen as a (height, width, 3) array."""
        raw = subprocess.run(["import", "-window", "root", "-depth", "8", "rgb:-"], env=self.env,
                             capture_output=True, timeout=WAIT).stdout
        return np.frombuffer(raw, np.uint8).reshape(size[1], size[0], 3)

    def save(self, path: Path) -> Path:
        """The screen as a PNG; over ``SAVE_LIMIT`` bytes, scaled down to ``SAVE_WIDTH`` wide and named so."""
        # Through memory, so the file is written as every output is (game.files.outputs), never by ImageMagick itself.
        picture = subprocess.run(["import", "-window", "root", "png:-"], env=self.env, capture_output=True,
                                 check=True, timeout=WAIT * 2).stdout
        if len(picture) > SAVE_LIMIT:
            path = smaller(path)
            # Box filtering halves 4K exactly: each new pixel the mean of four, no new ringing colours.
            picture = subprocess.run(["convert", "png:-", "-filter", "box", "-resize", f"{SAVE_WIDTH}x", "png:-"],
                                     input=picture, capture_output=True, check=True, timeout=WAIT * 2).stdout
        write_bytes(check_output(path, "picture"), picture)
        return path

    def press(self, window: str, key: str) -> None:
        """A key press as the player makes it: the pointer over the window, which has the focus."""
        g = self.geometry(window)
        if g is not None:
            self.run("xdotool", "mousemove", str(g.x + g.w // 2), str(g.y + g.h // 2))
        self.run("xdotool", "windowfocus", "--sync", window)
        self.run("xdotool", "key", key)


@contextmanager
def x_server(size: tuple[int, int], wm: bool) -> Iterator[X]:
    """Xvfb on a free display number, with openbox if asked (``game.commands.xserver``)."""
    with xserver.running(size, openbox=wm) as display:
        yield X(display.name)


@contextmanager
def game(x: X, *args: str) -> Iterator[subprocess.Popen]:
    """The game on that X server, in a home folder of its own, silent."""
    with tempfile.TemporaryDirectory() as home:
        env = {**x.env, "SDL_AUDIODRIVER": "dummy", "TICTACTOE_MAGIC_HOME": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        process = subprocess.Popen([sys.executable, "-m", "game", "--no-sound", "--seed", "1", *args], env=env,
                                   cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            yield process
        finally:
            xserver.stop(process)


def picture_problems(pixels: np.ndarray, area: Geometry) -> list[str]:
    """What is wrong with the letterboxed picture in ``area`` of the screen (nothing: an empty list).

    The picture must be where ``Screen.layout`` puts it for the area's size, or moved from there by a
    step of the burn-in orbit (``game.app.render.burn_in``; at most one logical pixel, the far edge cut by the
    area's); every pixel of the area around it pure black; and its outermost rows and columns lit.
    """
    scale, rect = Screen.layout((area.w, area.h))
    if area.x < 0 or area.y < 0 or area.x + area.w > pixels.shape[1] or area.y + area.h > pixels.shape[0]:
        return [f"the area {area} is not all on the screen"]
    # Only the area: a window manager's frame around a window is not looked at.
    lit = np.asarray(pixels[area.y:area.y + area.h, area.x:area.x + area.w].any(axis=2))
    if not lit.any():
        return ["all black"]
    ys, xs = np.nonzero(lit)
    found = (int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)
    places = [(rect.left + dx, rect.top + dy, min(rect.right + dx, area.w), min(rect.bottom + dy, area.h))
              for dx, dy in (orbit_offset(step * STEP_TICKS, scale) for step in range(len(ORBIT)))]
    problems = []
    x0, y0, x1, y1 = found if found in places else places[0]
    if found not in places:
        problems.append(f"picture at x {found[0]}..{found[2]}, y {found[1]}..{found[3]};"
                        f" expected x {x0}..{x1}, y {y0}..{y1} or an orbit step from there"
                        f" (scale {scale}, in {area.w}x{area.h} at {area.x},{area.y})")
    edges = {"top": lit[y0, x0:x1], "bottom": lit[y1 - 1, x0:x1], "left": lit[y0:y1, x0], "right": lit[y0:y1, x1 - 1]}
    for side, line in edges.items():
        if line.size == 0 or line.mean() < 0.95:
            problems.append(f"the picture's {side} edge is {0 if line.size == 0 else line.mean():.0%} lit")
    return problems


def _wait_for(check, timeout: float = WAIT):
    """Call ``check`` until it returns a list with no problems; its last answer."""
    deadline = time.monotonic() + timeout
    while True:
        answer = check()
        if not answer[-1] or time.monotonic() > deadline:
            return answer
        time.sleep(0.2)


@dataclass
class Result:
    name: str
    problems: list[str]

    def line(self) -> str:
        return f"{'ok  ' if not self.problems else 'FAIL'} {self.name}" + "".join(f"\n     {p}" for p in self.problems)


def check(size: tuple[int, int], wm: bool, *, start_fullscreen: bool = False, save: Path | None = None) -> Result:
    """One session on a fresh X server: full screen and back (see the module's text)."""
    name = f"{size[0]}x{size[1]} {'openbox' if wm else 'no wm'}{' --fullscreen' if start_fullscreen else ''}"
    screen = Geometry(0, 0, *size)
    with x_server(size, wm) as x, game(x, "--fullscreen" if start_fullscreen else "--windowed") as process:

        def shown(area: Geometry | None = None) -> tuple[str | None, Geometry | None, list[str]]:
            """The game's window, where it is, and what is wrong with the picture in ``area`` (default: the window)."""
            if process.poll() is not None:
                said = process.stderr.read().decode()[-500:]  # type: ignore[union-attr]
                return None, None, [f"the game ended (status {process.returncode}): {said}"]
            window = x.window()
            geometry = x.geometry(window) if window is not None else None
            if window is None or geometry is None:
                return None, None, ["no window"]
            return window, geometry, picture_problems(x.pixels(size), area or geometry)

        def full_screen() -> tuple[str | None, Geometry | None, list[str]]:
            window, geometry, problems = shown(screen)
            if geometry is not None and geometry != screen:
                problems.append(f"the window is {geometry}, not the screen")
            return window, geometry, problems

        def windowed() -> tuple[str | None, Geometry | None, list[str]]:
            window, geometry, problems = shown()
            if geometry is not None and geometry.w >= size[0]:
                problems = [*problems, f"the window is {geometry}: as big as the screen"]
            return window, geometry, problems

        if start_fullscreen:
            window, _, problems = _wait_for(full_screen)
            if problems or window is None:
                return Result(name, ["started full screen: " + p for p in problems])
            if save:
                x.save(save / _shot_name(size, wm, start_fullscreen))
            x.press(window, "F11")
            _, geometry, problems = _wait_for(windowed)
            if not wm and geometry is not None:  # a window manager places windows as it likes
                if (geometry.x, geometry.y) != ((size[0] - geometry.w) // 2, (size[1] - geometry.h) // 2):
                    problems = [*problems, f"the window is at {geometry.x},{geometry.y}: not centred"]
            return Result(name, ["back to a window: " + p for p in problems])

        window, _, problems = _wait_for(shown)
        if problems or window is None:
            return Result(name, ["the first window: " + p for p in problems])
        x.run("xdotool", "windowmove", "--sync", window, *map(str, OFF_CENTRE))
        window, before, problems = _wait_for(shown)
        if problems or window is None or before is None:
            return Result(name, ["the moved window: " + p for p in problems])
        x.press(window, "F11")
        window, _, problems = _wait_for(full_screen)
        if problems or window is None:
            return Result(name, ["full screen: " + p for p in problems])
        if save:
            x.save(save / _shot_name(size, wm, start_fullscreen))
        x.press(window, "F11")

        def same_window() -> tuple[str | None, Geometry | None, list[str]]:
            shown = windowed()
            if not shown[-1] and shown[1] != before:
                return shown[0], shown[1], [f"the window came back as {shown[1]}, not {before}"]
            return shown

        _, _, problems = _wait_for(same_window)
        return Result(name, ["back to the window: " + p for p in problems])


def _shot_name(size: tuple[int, int], wm: bool, start_fullscreen: bool) -> str:
    start = "-started" if start_fullscreen else ""
    return f"fullscreen-{size[0]}x{size[1]}-{'openbox' if wm else 'nowm'}{start}.png"


def smaller(path: Path) -> Path:
    """Where a picture too big to keep goes once scaled down."""
    return path.with_name(f"{path.stem}-at-{SAVE_WIDTH}{path.suffix}")


def check_saves(folder: Path, sizes: list[tuple[int, int]], wms: list[bool]) -> None:
    """Before any X server starts: every picture ``--save`` may write, at either size, can be; else UsageError."""
    names = [_shot_name(size, wm, start) for size in sizes for wm in wms for start in (False, True)]
    check_pictures(folder, [path for name in names for path in (folder / name, smaller(folder / name))])


def _size(text: str) -> tuple[int, int]:
    return window_size(text, LOGICAL_SIZE, SCREEN_LIMIT)


def build_parser() -> ToolParser:
    """The command line."""
    parser = ToolParser(prog="fullscreen_check.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=_size, action="append", help="screen size WxH (repeatable; default: "
                        + ", ".join(f"{w}x{h}" for w, h in SIZES) + ")")
    parser.add_argument("--wm", choices=("none", "openbox", "both"), default="both")
    parser.add_argument("--save", type=Path, help="folder for a PNG of each full screen")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Check every size and window manager asked for; 1 if any check failed."""
    parser = build_parser()
    args = parser.parse_args(argv)
    wms = {"none": [False], "openbox": [True], "both": [False, True]}[args.wm]
    sizes = args.size or list(SIZES)
    try:
        if args.save:  # first: a folder that cannot be written is the user's to fix, whatever is installed
            check_saves(args.save, sizes, wms)
        missing = missing_tools(any(wms))
        if missing:
            return parser.fail(f"needs {', '.join(missing)} (not installed)")
        failed = 0
        for size in sizes:
            for wm in wms:
                for start in (False, True):
                    began = time.monotonic()
                    result = check(size, wm, start_fullscreen=start, save=args.save)
                    print(f"{result.line()}  ({time.monotonic() - began:.1f} s)", flush=True)
                    failed += bool(result.problems)
    except (UsageError, OutputError) as err:  # a picture that became unwritable since the check, too
        return parser.fail(str(err))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
