"""Private X servers for the tools that need a real display: Xvfb at a size, openbox on it when asked.

The bench's window section and ``tools/fullscreen_check.py`` open the game
on screens of sizes no machine here has, so each starts its own Xvfb.  A
server is ready when it says so: ``-displayfd`` has Xvfb pick a free display
number and write it once it accepts clients; openbox has no such signal, so
the root window is asked (``xprop``) until openbox's supporting-window
property is there -- a few tenths of a second on an idle machine, and no
guess at a fixed pause that a busy one overruns.  Only processes are started
here, so this module imports no pygame.
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

#: Seconds a server or window manager may take to answer before it counts as not starting.
START_WAIT = 15.0
#: Seconds between asking the root window whether openbox has taken over.
POLL_SECONDS = 0.05
#: Seconds a process is given to end on SIGTERM before it is killed.
STOP_WAIT = 5.0
#: The programs a display with openbox needs besides Xvfb: openbox, and xprop to see it ready.
OPENBOX_NEEDS = ("openbox", "xprop")


class XServerError(RuntimeError):
    """An X server or its window manager did not start."""


@dataclass(frozen=True, slots=True)
class XServer:
    """A running private display: its name, its screen size, and the processes to stop."""

    name: str  # ":99"
    size: tuple[int, int]
    server: subprocess.Popen
    manager: subprocess.Popen | None = field(default=None)

    @property
    def env(self) -> dict[str, str]:
        """This environment pointed at the display (SDL's dummy video driver, from the tests, taken out)."""
        env = {**os.environ, "DISPLAY": self.name}
        env.pop("SDL_VIDEODRIVER", None)
        return env


def openbox_missing() -> list[str]:
    """What a display with openbox needs that is not installed."""
    return [name for name in OPENBOX_NEEDS if shutil.which(name) is None]


def _display_number(answer: int, wait: float) -> str:
    """The number Xvfb writes on ``answer`` once it accepts clients; "" if it ends or stays silent."""
    with os.fdopen(answer) as pipe:
        ready, _, _ = select.select([pipe], [], [], wait)
        return pipe.readline().strip() if ready else ""


def _openbox_ready(env: dict[str, str]) -> bool:
    """Whether openbox has taken over the screen (its supporting window is set on the root window)."""
    out = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True, text=True,
                         timeout=START_WAIT)
    return "window id" in out.stdout


def _start_openbox(display: XServer, wait: float) -> subprocess.Popen:
    """openbox on ``display``, returned once it manages the screen; XServerError if it does not in ``wait`` s."""
    manager = subprocess.Popen(["openbox", "--sm-disable"], env=display.env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + wait
    while not _openbox_ready(display.env):
        if manager.poll() is not None or time.monotonic() > deadline:
            stop(manager)
            raise XServerError(f"openbox did not start on {display.name}")
        time.sleep(POLL_SECONDS)
    return manager


def start(size: tuple[int, int], *, openbox: bool = False, wait: float = START_WAIT) -> XServer:
    """Xvfb with one screen of ``size`` on a free display number, openbox on it if asked; stop it with ``close``."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write)
    number = _display_number(read, wait)
    if not number:
        stop(server)
        raise XServerError(f"Xvfb did not start at {size[0]}x{size[1]}")
    display = XServer(f":{number}", size, server)
    if not openbox:
        return display
    try:
        return XServer(display.name, size, server, _start_openbox(display, wait))
    except BaseException:
        stop(server)
        raise


def close(display: XServer) -> None:
    """Stop the window manager, then the server."""
    stop(display.manager)
    stop(display.server)


@contextmanager
def running(size: tuple[int, int], *, openbox: bool = False) -> Iterator[XServer]:
    """A private display for the ``with`` block, stopped however the block ends."""
    display = start(size, openbox=openbox)
    try:
        yield display
    finally:
        close(display)


def stop(process: subprocess.Popen | None) -> None:
    """End a process this program started: SIGTERM, then SIGKILL if it has not ended in ``STOP_WAIT`` s."""
    if process is None:
        return
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=STOP_WAIT)
        except subprocess.TimeoutExpired:
            process.kill()
    process.wait()
